//! `flowsched-lab subgraphs`: windows of consecutive ops cut out of real models, as JSON DAGs.

use flowsched::cli::ImportArgs;
use crate::args::parse_range;
use anyhow::{Context, Result};
use flowsched::dag::{JsonDag, Order};
use rand::SeedableRng;
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct Args {
    /// `.onnx`/`.json` files or folders of them.
    inputs: Vec<PathBuf>,
    #[arg(long, default_value_t = 20)]
    count: usize,
    /// Smallest and largest window, `LO:HI` ops.
    #[arg(long, default_value = "25:75", value_parser = parse_range)]
    nodes: (usize, usize),
    #[arg(long, default_value = "cpu")]
    profile: String,
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Folder to write `NNNN.json` files into.
    #[arg(short, long)]
    output: PathBuf,
    #[command(flatten)]
    import: ImportArgs,
}

pub fn run(args: Args) -> Result<()> {
    let profile = flowsched::cost::DeviceProfile::by_name(&args.profile)?;
    let import = args.import.options();
    let mut dags = Vec::new();
    for loaded in flowsched::model::load_each(&args.inputs, &import)? {
        let (_, mut model) = loaded?;
        profile.annotate(model.dag_mut());
        dags.push(model.dag().clone());
    }
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(args.seed);
    let (lo, hi) = args.nodes;
    let windows = flowsched::dag::random_windows(&dags, args.count, args.nodes, &mut rng)?
        .into_iter()
        .map(|(_, w)| w)
        .collect::<Vec<_>>();
    anyhow::ensure!(!windows.is_empty(), "no input has {lo} ops or more");
    let output = &args.output;
    std::fs::create_dir_all(output)
        .with_context(|| format!("{}: cannot create folder", output.display()))?;
    for (i, dag) in windows.iter().enumerate() {
        let mut json = JsonDag::from_dag(dag, &Order::original(dag));
        json.name = Some(dag.name.clone());
        let text = serde_json::to_string_pretty(&json)? + "\n";
        flowsched::onnx::write_atomically(&output.join(format!("{i:04}.json")), text.as_bytes())?;
    }
    say!(
        "wrote {} sub-graphs of {lo}..{hi} ops to {}",
        windows.len(),
        output.display()
    );
    Ok(())
}
