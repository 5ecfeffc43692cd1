//! `flowsched-lab bench`: schedulers compared by the objective's proxy (and a synthetic target).

use flowsched::cli::{GflownetArgs, ImportArgs};
use crate::generate::GenArgs;
use anyhow::{Context, Result};
use flowsched_lab::compare::{self, BenchGraph};
use flowsched::cost::target::TargetModel;
use flowsched::cost::Objective;
use flowsched::dag::Plan;
use flowsched::generate::GraphKind;
use flowsched::pipeline::ExecutionOrder;
use std::path::{Path, PathBuf};

#[derive(clap::Args)]
pub struct Args {
    /// `.onnx`/`.json` files or folders of them.
    inputs: Vec<PathBuf>,
    /// Also benchmark generated graphs of this kind (see `generate`).
    #[arg(long)]
    generate: Option<GraphKind>,
    #[arg(long, default_value_t = 10)]
    count: usize,
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Schedulers, comma-separated (`classic` expands to every heuristic).
    #[arg(long, default_value = "classic,xla-default,inductor-default")]
    scheduler: flowsched::schedulers::SchedulerList,
    #[arg(long, default_value = "memory")]
    objective: Objective,
    #[arg(long, default_value = "cpu", value_parser = flowsched::cost::DeviceProfile::by_name)]
    profile: flowsched::cost::DeviceProfile,
    #[arg(long, default_value_t = 1)]
    samples: usize,
    /// For makespan: also run each scheduler's best order on a synthetic target model:
    /// `noisy[:S]`, `bandwidth[:F]`, `latency[:F]` (see `cost::target`).
    #[arg(long)]
    target: Option<TargetModel>,
    /// With --target: the best K orders by proxy run on the target, which keeps its best
    /// (the paper's protocol: --samples 1000 --top-k 100).
    #[arg(long, default_value_t = 1)]
    top_k: usize,
    /// Judge ONNX models by the order their runtime executes: `ort-default` (ONNX Runtime's
    /// walk: each order is a file, scored by the walk it makes, and the GFlowNet samples the
    /// walk's choices) or `file`. Default: every order as written.
    #[arg(long, value_name = "ORDER", value_parser = flowsched::cli::parse_execution_order)]
    execution_order: Option<flowsched::pipeline::ExecutionOrder>,
    /// Folder for bench.csv, bench.json and bench.svg.
    #[arg(long, default_value = "bench-out")]
    out: PathBuf,
    #[command(flatten)]
    import: ImportArgs,
    #[command(flatten)]
    gflownet: GflownetArgs,
}

pub fn run(args: Args) -> Result<()> {
    let mut graphs = model_graphs(&args)?;
    if let Some(kind) = &args.generate {
        graphs.extend(generated_graphs(kind, args.count, args.seed)?);
    }
    anyhow::ensure!(
        !graphs.is_empty(),
        "nothing to benchmark: give model files or folders, or --generate KIND"
    );
    let names: Vec<String> = args.scheduler.names().to_vec();
    let bar = indicatif::ProgressBar::new(graphs.len() as u64).with_style(
        indicatif::ProgressStyle::with_template("{bar:30} {pos}/{len} {msg}")
            .expect("valid template"),
    );
    let gflownet = args.gflownet.options();
    let settings = compare::BenchSettings {
        objective: args.objective,
        profile: &args.profile,
        samples: args.samples,
        seed: args.seed,
        target: args.target,
        top_k: args.top_k,
        gflownet: &gflownet,
    };
    let rows = compare::run(&graphs, &names, &settings, |name| {
        bar.set_message(name.to_string());
        bar.inc(1);
    })?;
    bar.finish_and_clear();
    say!(
        "{}",
        flowsched_lab::compare::bench_table(&rows, args.objective).trim_end()
    );
    let title = format!("{}: {} graphs", args.objective, graphs.len());
    write_results(&args.out, &rows, &title)
}

/// The models named on the command line, each as the runtime runs it where an execution
/// order is asked for (the walk's DAG).
fn model_graphs(args: &Args) -> Result<Vec<BenchGraph>> {
    let mut graphs = Vec::new();
    for loaded in flowsched::model::load_each(&args.inputs, &args.import.options())? {
        let (path, model) = loaded?;
        // As written unless asked: the runtime's buffers, not its walk.
        let asked = args.execution_order.unwrap_or(ExecutionOrder::File);
        let scored = flowsched::backend::Scored::of(model, None, Some(asked))?;
        let plan = scored.plan();
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        graphs.push(BenchGraph {
            name: name.into_owned(),
            dag: scored.model.dag().clone(),
            plan,
        });
    }
    Ok(graphs)
}

/// `--generate KIND`: `count` seeded graphs with uniform runtimes and log-uniform sizes.
fn generated_graphs(kind: &GraphKind, count: usize, seed: u64) -> Result<Vec<BenchGraph>> {
    let gen = GenArgs {
        kind: kind.clone(),
        runtime: "uniform:0:1".parse().expect("a valid distribution"),
        bytes: "loguniform:1024:1048576"
            .parse()
            .expect("a valid distribution"),
        count,
        seed,
    };
    let mut graphs = Vec::new();
    for (i, j) in gen.graphs().into_iter().enumerate() {
        let name = j.name.clone().unwrap_or_else(|| format!("{kind}#{i}"));
        graphs.push(BenchGraph {
            name,
            dag: j.to_dag()?,
            plan: Plan::default(),
        });
    }
    Ok(graphs)
}

/// bench.csv, bench.json and bench.svg in `out`.
fn write_results(out: &Path, rows: &[compare::BenchRow], title: &str) -> Result<()> {
    std::fs::create_dir_all(out)
        .with_context(|| format!("{}: cannot create folder", out.display()))?;
    compare::write_csv(&out.join("bench.csv"), rows)?;
    std::fs::write(
        out.join("bench.json"),
        serde_json::to_string_pretty(rows)? + "\n",
    )?;
    compare::write_svg(&out.join("bench.svg"), rows, title)
        .map_err(|e| anyhow::anyhow!("plot: {e}"))?;
    say!("wrote {}/bench.csv, bench.json, bench.svg", out.display());
    Ok(())
}
