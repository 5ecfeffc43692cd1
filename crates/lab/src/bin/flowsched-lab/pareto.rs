//! `flowsched-lab pareto`: GFlowNet models compared on several objectives or devices at once.

use flowsched::cli::ImportArgs;
use crate::args::parse_range;
use anyhow::Result;
use flowsched::dag::PlannedDag;
use flowsched::pipeline::ExecutionOrder;
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct Args {
    /// `.onnx`/`.json` files or folders of them.
    inputs: Vec<PathBuf>,
    /// GFlowNet weights; the first is the reference. Repeat for each.
    #[arg(long = "model", required = true)]
    models: Vec<PathBuf>,
    /// The axes and the score the top k are chosen by, as a reward: `makespan:4+memory`,
    /// `makespan:4@cpu+makespan:4@h200`, `2*memory+makespan:4`.
    #[arg(long)]
    rank: String,
    /// Cut this many random windows out of the inputs instead of using them whole.
    #[arg(long)]
    windows: Option<usize>,
    /// Smallest and largest window, `LO:HI` ops.
    #[arg(long, default_value = "25:75", value_parser = parse_range)]
    nodes: (usize, usize),
    #[arg(long, default_value_t = 1000)]
    samples: usize,
    #[arg(long, default_value_t = 100)]
    top_k: usize,
    #[arg(long, default_value_t = flowsched::defaults::SIGMA)]
    sigma: f64,
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Folder for `pareto.json` (every graph's fronts).
    #[arg(long)]
    out: Option<PathBuf>,
    #[command(flatten)]
    import: ImportArgs,
}

pub fn run(args: Args) -> Result<()> {
    use anyhow::Context;
    use flowsched_lab::pareto;
    use rand::SeedableRng;
    let rank: flowsched::gflownet::Reward = args
        .rank
        .parse()
        .map_err(|e| anyhow::anyhow!("--rank: {e}"))?;
    let import = args.import.options();
    let (mut dags, mut plans) = (Vec::new(), Vec::new());
    for loaded in flowsched::model::load_each(&args.inputs, &import)? {
        let (path, model) = loaded?;
        // Each graph as its runtime runs the file as written (ONNX Runtime's buffers).
        let scored = flowsched::backend::Scored::of(model, None, Some(ExecutionOrder::File))?;
        let mut dag = scored.model.dag().clone();
        // Rows name their file (ONNX graphs are often all called `main_graph`).
        dag.name = path
            .file_name()
            .map_or(dag.name, |f| f.to_string_lossy().into_owned());
        plans.push(scored.plan());
        dags.push(dag);
    }
    let dags: Vec<PlannedDag> = match args.windows {
        Some(count) => {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(args.seed);
            let windows: Vec<PlannedDag> =
                flowsched::dag::random_windows(&dags, count, args.nodes, &mut rng)?
                    .into_iter()
                    .map(|(source, w)| PlannedDag::new(w, plans[source].of_window()))
                    .collect();
            anyhow::ensure!(!windows.is_empty(), "no input has {} ops or more", args.nodes.0);
            windows
        }
        None => (dags.into_iter().zip(plans))
            .map(|(d, p)| PlannedDag::new(d, p))
            .collect(),
    };
    let settings = pareto::ParetoSettings {
        rank: rank.clone(),
        samples: args.samples,
        top_k: args.top_k,
        sigma: args.sigma,
        seed: args.seed,
    };
    let bar = indicatif::ProgressBar::new(dags.len() as u64);
    let rows = pareto::run(&dags, &args.models, &settings, |_| bar.inc(1))?;
    bar.finish_and_clear();
    say!(
        "{} graphs, top {} of {} samples by {rank} at σ = {}; fronts against {}",
        dags.len(),
        args.top_k,
        args.samples,
        args.sigma,
        args.models[0].display()
    );
    for summary in pareto::summarise(&rows, args.models.len(), &rank) {
        say!("{summary}");
    }
    if let Some(dir) = &args.out {
        std::fs::create_dir_all(dir)
            .with_context(|| format!("{}: cannot create folder", dir.display()))?;
        let text = serde_json::to_string_pretty(&rows)? + "\n";
        flowsched::onnx::write_atomically(&dir.join("pareto.json"), text.as_bytes())?;
    }
    Ok(())
}
