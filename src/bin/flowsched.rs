//! `flowsched`: inspect and schedule ONNX models and JSON task graphs.

use anyhow::{Context, Result};
use clap::{Args, Parser, Subcommand};
use flowsched::cost::target::TargetModel;
use flowsched::cost::{memory_profile, Objective};
use flowsched::dag::{dag_width, JsonDag, Order};
use flowsched::generate::{generate_many, Dist, GenOptions, GraphKind};
use flowsched::model::Model;
use flowsched::onnx::ImportOptions;
use flowsched::pipeline::{self, Options};
use flowsched::report::{human_bytes, ScheduleReport};
use std::collections::HashMap;
use std::path::PathBuf;
use std::process::ExitCode;

/// `println!` that ends the program quietly when the reader goes away (`| head`), instead of
/// panicking on a broken pipe.
macro_rules! say {
    ($($arg:tt)*) => {{
        use std::io::Write;
        if let Err(e) = writeln!(std::io::stdout(), $($arg)*) {
            if e.kind() == std::io::ErrorKind::BrokenPipe {
                std::process::exit(0);
            }
        }
    }};
}

#[derive(Parser)]
#[command(
    name = "flowsched",
    version,
    about = "Operator scheduling for ONNX models and task graphs"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Summarise a model: nodes, edges, ops, activation bytes, unknown sizes, width.
    Inspect {
        /// A `.onnx` model or a `.json` DAG.
        model: PathBuf,
        #[command(flatten)]
        import: ImportArgs,
        /// Print the summary as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Write seeded synthetic task graphs (the paper's generators and more) as JSON DAGs.
    Generate {
        #[command(flatten)]
        gen: GenArgs,
        /// A `.json` file for one graph, or a folder for several.
        #[arg(short, long)]
        output: PathBuf,
    },
    /// Compare schedulers on models and/or generated graphs by the objective's proxy.
    Bench {
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
        scheduler: String,
        #[arg(long, default_value = "memory")]
        objective: Objective,
        #[arg(long, default_value = "cpu")]
        profile: String,
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
        /// Folder for bench.csv, bench.json and bench.svg.
        #[arg(long, default_value = "bench-out")]
        out: PathBuf,
        #[command(flatten)]
        import: ImportArgs,
        #[command(flatten)]
        gflownet: GflownetArgs,
    },
    /// Measure this machine (FLOP rate, bandwidth, per-op overhead) into a device profile.
    Profile {
        #[arg(short, long)]
        output: PathBuf,
    },
    /// Reorder a model's ops and write it back with nothing else changed.
    Schedule(Box<ScheduleArgs>),
    /// Cut sub-graphs (windows of consecutive ops) out of real models, as JSON DAGs with the
    /// profile's runtimes: held-out real structure for `bench` and training.
    Subgraphs {
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
    },
    /// Compare GFlowNet models on several objectives or devices at once: each samples N
    /// orders per graph, keeps its top k by the `--rank` reward, and the Pareto fronts of
    /// those are compared (ε-indicator against the first model).
    Pareto {
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
        #[arg(long, default_value_t = 0.01)]
        sigma: f64,
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Folder for `pareto.json` (every graph's fronts).
        #[arg(long)]
        out: Option<PathBuf>,
        #[command(flatten)]
        import: ImportArgs,
    },
    /// Train the conditional GFlowNet from a TOML config (see models/README.md).
    Train {
        #[command(flatten)]
        run: RunArgs,
        /// Start from these weights instead of a fresh network.
        #[arg(long)]
        from: Option<PathBuf>,
        /// Train for this one reward instead of the config's objectives, e.g. `makespan:4`,
        /// `memory`, `makespan:4@h200` (runtimes from a device profile or a profile JSON),
        /// `makespan:4+memory` (a product). The model then samples for it, and can be a
        /// local model for `flowsched aggregate`.
        #[arg(long)]
        reward: Option<String>,
        /// Train on shard I of N of the training graphs (a seeded, balanced split).
        #[arg(long, value_name = "I/N")]
        shard: Option<String>,
    },
    /// Compose locally trained GFlowNets into one that samples ∝ the product of their rewards
    /// (Embarrassingly Parallel GFlowNets): objectives, devices or data shards. Evaluates no
    /// reward: it fits the aggregating-balance condition on the local models' policies.
    Aggregate {
        #[command(flatten)]
        run: RunArgs,
        /// A local model written by `flowsched train --reward …` (its manifest is read too).
        /// Repeat for each.
        #[arg(long = "local", required = true)]
        locals: Vec<PathBuf>,
        /// The exponent of each local's reward in the product, in --local order (default: 1
        /// each, or 1/N each for N shards of one reward).
        #[arg(long = "weight")]
        weights: Vec<f64>,
    },
}

/// What `train` and `aggregate` share.
#[derive(Args)]
struct RunArgs {
    /// The run's config, e.g. `models/flowsched-gfn-base.toml` (`aggregate` uses its `train` and
    /// `data` sections).
    #[arg(long)]
    config: PathBuf,
    /// Weights to write; default: the config's path with `.safetensors`. The checkpoint
    /// (`.ckpt.safetensors`), a JSON-lines log (`.log.jsonl`) and a manifest
    /// (`.manifest.json`) go next to it.
    #[arg(short, long)]
    output: Option<PathBuf>,
    /// Continue from the run's checkpoint if there is one.
    #[arg(long)]
    resume: bool,
    /// Run this many steps instead of the config's `train.steps`.
    #[arg(long)]
    steps: Option<usize>,
}

/// Options of `--scheduler gflownet`.
#[derive(Args)]
struct GflownetArgs {
    /// GFlowNet weights (default: the shipped model in models/, or $FLOWSCHED_MODEL).
    #[arg(long = "model", id = "gflownet_model", value_name = "WEIGHTS")]
    weights: Option<PathBuf>,
    /// GFlowNet temperature σ: lower gives better, less diverse orders.
    #[arg(long, default_value_t = 0.01)]
    sigma: f64,
    /// Local-search rounds that rebuild the tails of the best GFlowNet samples (for peak
    /// memory, a peak-directed search follows); 0: none.
    #[arg(long, default_value_t = flowsched::schedulers::DEFAULT_REFINE_ROUNDS)]
    refine: usize,
    /// How many of the best GFlowNet samples local search refines.
    #[arg(long, default_value_t = flowsched::schedulers::DEFAULT_REFINE_TOP)]
    refine_top: usize,
    /// Fine-tune the GFlowNet on the model being scheduled for this many steps first.
    #[arg(long, default_value_t = 0)]
    finetune_steps: usize,
    /// Leave the policy's greedy order out of the GFlowNet's samples.
    #[arg(long)]
    no_greedy: bool,
    /// Leave the classic heuristics' orders out of the GFlowNet's samples (they join by
    /// default, as BRKGA's seeds do).
    #[arg(long)]
    no_classic_seeds: bool,
    /// The fraction of GFlowNet samples decoded with per-op random keys, from 0 to 1: more
    /// diverse orders for the device to choose from, at a small cost in proxy quality.
    #[arg(long, default_value_t = 0.0)]
    spread: f64,
}

impl GflownetArgs {
    fn options(&self) -> flowsched::schedulers::GflownetOptions {
        flowsched::schedulers::GflownetOptions {
            model: self.weights.clone(),
            sigma: self.sigma,
            refine_rounds: self.refine,
            refine_top: self.refine_top,
            finetune_steps: self.finetune_steps,
            greedy: !self.no_greedy,
            classic_seeds: !self.no_classic_seeds,
            spread: self.spread,
        }
    }
}

#[derive(Args)]
struct ScheduleArgs {
    /// A `.onnx` model or a `.json` DAG.
    model: PathBuf,
    /// Where to write the scheduled model.
    #[arg(short, long, required_unless_present = "in_place")]
    output: Option<PathBuf>,
    /// Overwrite the input model.
    #[arg(long)]
    in_place: bool,
    /// Scheduler names, comma-separated, or `classic` for every heuristic; the best by the
    /// objective's proxy wins (the original order is always a candidate).
    #[arg(long, default_value = "classic")]
    scheduler: String,
    /// What to minimise: `memory` (peak bytes), `latency` (on the device, `--streams`
    /// streams) or `makespan:M` (M parallel units).
    #[arg(long, default_value = "memory")]
    objective: Objective,
    /// Orders to ask of each randomised scheduler.
    #[arg(long, default_value_t = 1)]
    samples: usize,
    /// Op runtimes where the model gives none: `cpu`, `h200`, or a profile JSON file.
    #[arg(long, default_value = "cpu")]
    profile: String,
    /// Benchmark the proxy's top-k on this device and keep the measured best: `ort` (ONNX
    /// Runtime's CPU EP as a C/C++/Rust user runs it, optimisation `all`), `ort:disabled`,
    /// `ort:basic`, `ort:extended`, or flowsched's libtorch executor on `cpu` or `cuda:0`.
    /// Each candidate runs in its own worker process; peaks are counted by `malloc`.
    #[arg(long)]
    device: Option<String>,
    /// Parallel streams on the device.
    #[arg(long, default_value_t = 1)]
    streams: usize,
    /// Candidates that reach the device (the original always among them).
    #[arg(long, default_value_t = 8)]
    top_k: usize,
    /// Time for all device measurements, e.g. `30s`, `500ms`, `2m`.
    #[arg(long, default_value = "30s", value_parser = parse_duration)]
    budget: std::time::Duration,
    /// Limit for one run of one candidate.
    #[arg(long, default_value = "10s", value_parser = parse_duration)]
    timeout: std::time::Duration,
    /// Write every candidate order (and its units and cost) here as JSON.
    #[arg(long)]
    emit_orders: Option<PathBuf>,
    /// Draw gantt.svg and memory.svg (winner next to the original) into this folder.
    #[arg(long)]
    plot: Option<PathBuf>,
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Write a JSON report here.
    #[arg(long)]
    report: Option<PathBuf>,
    /// MLIR input: schedule this function only (with --device, --report, --plot or
    /// --emit-orders, a module of several functions needs it).
    #[arg(long)]
    function: Option<String>,
    /// Schedule for memory even when some tensor sizes are unknown (they count as 0 bytes);
    /// without it that is an error.
    #[arg(long)]
    allow_unknown_sizes: bool,
    #[command(flatten)]
    import: ImportArgs,
    #[command(flatten)]
    gflownet: GflownetArgs,
}

impl ScheduleArgs {
    fn options(&self) -> Options {
        Options {
            input: self.model.clone(),
            output: self
                .output
                .clone()
                .or_else(|| self.in_place.then(|| self.model.clone())),
            in_place: self.in_place,
            schedulers: self.scheduler.clone(),
            objective: self.objective,
            samples: self.samples,
            profile: self.profile.clone(),
            emit_orders: self.emit_orders.clone(),
            plot: self.plot.clone(),
            device: self.device.clone(),
            streams: self.streams,
            top_k: self.top_k,
            budget: self.budget,
            run_timeout: self.timeout,
            seed: self.seed,
            import: self.import.options(),
            function: self.function.clone(),
            gflownet: self.gflownet.options(),
            allow_unknown_sizes: self.allow_unknown_sizes,
        }
    }
}

fn parse_range(s: &str) -> Result<(usize, usize), String> {
    let bad = || format!("'{s}' is not a range LO:HI (e.g. 25:75)");
    let (lo, hi) = s.split_once(':').ok_or_else(bad)?;
    let (lo, hi): (usize, usize) = (
        lo.parse().map_err(|_| bad())?,
        hi.parse().map_err(|_| bad())?,
    );
    if lo == 0 || lo > hi {
        return Err(format!("'{s}': need 1 ≤ LO ≤ HI"));
    }
    Ok((lo, hi))
}

fn subgraphs_cmd(
    inputs: &[PathBuf],
    count: usize,
    nodes: (usize, usize),
    profile: &str,
    seed: u64,
    output: &std::path::Path,
    import: &ImportOptions,
) -> Result<()> {
    use rand::SeedableRng;
    let profile = flowsched::cost::DeviceProfile::by_name(profile)?;
    let mut dags = Vec::new();
    for path in flowsched::model::collect_inputs(inputs)? {
        let mut model = Model::load(&path, import)?;
        profile.annotate(model.dag_mut());
        dags.push(model.dag().clone());
    }
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let windows = flowsched::dag::random_windows(&dags, count, nodes, &mut rng)?;
    anyhow::ensure!(!windows.is_empty(), "no input has {} ops or more", nodes.0);
    std::fs::create_dir_all(output)
        .with_context(|| format!("{}: cannot create folder", output.display()))?;
    for (i, dag) in windows.iter().enumerate() {
        let mut json = JsonDag::from_dag(dag, &Order::original(dag));
        json.name = Some(dag.name.clone());
        let text = serde_json::to_string_pretty(&json)? + "\n";
        flowsched::onnx::write_atomically(&output.join(format!("{i:04}.json")), text.as_bytes())?;
    }
    say!(
        "wrote {} sub-graphs of {}..{} ops to {}",
        windows.len(),
        nodes.0,
        nodes.1,
        output.display()
    );
    Ok(())
}

fn parse_duration(s: &str) -> Result<std::time::Duration, String> {
    let (num, unit) = s
        .find(|c: char| c.is_ascii_alphabetic())
        .map(|i| s.split_at(i))
        .unwrap_or((s, "s"));
    let v: f64 = num
        .trim()
        .parse()
        .map_err(|_| format!("'{s}' is not a duration (e.g. 30s, 500ms, 2m)"))?;
    let secs = match unit {
        "ms" => v / 1e3,
        "s" => v,
        "m" | "min" => v * 60.0,
        _ => return Err(format!("'{s}': unknown unit (ms, s, m)")),
    };
    std::time::Duration::try_from_secs_f64(secs).map_err(|e| format!("'{s}': {e}"))
}

#[derive(Args)]
struct GenArgs {
    /// Graph family and size: `er:N:P`, `layered:N:L:P`, `sp:N`, `nas:CELLS:NODES`.
    #[arg(long = "kind", default_value = "er:50:0.1")]
    kind: GraphKind,
    /// Op runtimes: `uniform:LO:HI`, `loguniform:LO:HI`, `const:X`.
    #[arg(long, default_value = "uniform:0:1")]
    runtime: Dist,
    /// Tensor bytes, same syntax.
    #[arg(long, default_value = "loguniform:1024:1048576")]
    bytes: Dist,
    /// How many graphs.
    #[arg(long, default_value_t = 1)]
    count: usize,
    #[arg(long, default_value_t = 0)]
    seed: u64,
}

impl GenArgs {
    fn graphs(&self) -> Vec<JsonDag> {
        let opts = GenOptions {
            kind: self.kind.clone(),
            seed: self.seed,
            runtime: self.runtime,
            bytes: self.bytes,
        };
        generate_many(&opts, self.count)
    }
}

#[derive(Args)]
struct ImportArgs {
    /// Value of a symbolic dimension, e.g. `--dim batch=8` (repeatable). Others are taken as 1.
    #[arg(long = "dim", value_parser = parse_dim)]
    dims: Vec<(String, i64)>,
    /// The largest tensor the model may declare, in bytes (default 1 TiB): a larger one, or a
    /// size that overflows, is refused naming the tensor before anything is allocated.
    #[arg(long, default_value_t = flowsched::onnx::DEFAULT_MAX_TENSOR_BYTES)]
    max_tensor_bytes: u64,
}

impl ImportArgs {
    fn options(&self) -> ImportOptions {
        ImportOptions {
            dims: self.dims.iter().cloned().collect::<HashMap<_, _>>(),
            max_tensor_bytes: self.max_tensor_bytes,
            ..Default::default()
        }
    }
}

fn parse_dim(s: &str) -> Result<(String, i64), String> {
    let (k, v) = s.split_once('=').ok_or("expected NAME=VALUE")?;
    let v: i64 = v.parse().map_err(|_| format!("'{v}' is not an integer"))?;
    if v < 0 {
        return Err(format!("'{v}': a dimension is at least 0"));
    }
    Ok((k.to_string(), v))
}

fn main() -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::from_env("FLOWSCHED_LOG"))
        .with_writer(std::io::stderr)
        .init();
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Generate { gen, output } => generate_cmd(&gen, &output),
        Command::Bench {
            inputs,
            generate,
            count,
            seed,
            scheduler,
            objective,
            profile,
            samples,
            target,
            top_k,
            out,
            import,
            gflownet,
        } => {
            let gen = generate.map(|kind| GenArgs {
                kind,
                runtime: "uniform:0:1".parse().unwrap(),
                bytes: "loguniform:1024:1048576".parse().unwrap(),
                count,
                seed,
            });
            bench_cmd(
                &inputs,
                gen,
                &scheduler,
                objective,
                &profile,
                samples,
                seed,
                (target, top_k),
                &out,
                &import.options(),
                &gflownet.options(),
            )
        }
        Command::Profile { output } => {
            let p = flowsched::cost::profile::measure_this_machine();
            let text = serde_json::to_string_pretty(&p).expect("profile serialises") + "\n";
            flowsched::onnx::write_atomically(&output, text.as_bytes())
                .map_err(anyhow::Error::from)
                .map(|()| {
                    say!(
                        "{}: {:.1} GFLOP/s, {:.1} GB/s, {:.2} µs per op -> {}",
                        p.name,
                        p.peak_flops / 1e9,
                        p.bandwidth / 1e9,
                        p.launch_overhead * 1e6,
                        output.display()
                    );
                })
        }
        Command::Inspect {
            model,
            import,
            json,
        } => inspect(model, import.options(), json),
        Command::Schedule(args) => schedule(&args.options(), args.report.clone()),
        Command::Subgraphs {
            inputs,
            count,
            nodes,
            profile,
            seed,
            output,
            import,
        } => subgraphs_cmd(
            &inputs,
            count,
            nodes,
            &profile,
            seed,
            &output,
            &import.options(),
        ),
        Command::Pareto {
            inputs,
            models,
            rank,
            windows,
            nodes,
            samples,
            top_k,
            sigma,
            seed,
            out,
            import,
        } => pareto_cmd(
            &inputs,
            &models,
            &rank,
            windows.map(|w| (w, nodes)),
            (samples, top_k, sigma, seed),
            out.as_deref(),
            &import.options(),
        ),
        Command::Train {
            run,
            from,
            reward,
            shard,
        } => train_cmd(&run, from.as_deref(), reward.as_deref(), shard.as_deref()),
        Command::Aggregate {
            run,
            locals,
            weights,
        } => aggregate_cmd(&run, &locals, &weights),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}

fn generate_cmd(gen: &GenArgs, output: &std::path::Path) -> Result<()> {
    let graphs = gen.graphs();
    let write = |path: &std::path::Path, g: &JsonDag| -> Result<()> {
        let text = serde_json::to_string_pretty(g)? + "\n";
        flowsched::onnx::write_atomically(path, text.as_bytes())?;
        Ok(())
    };
    if gen.count == 1 && output.extension().is_some_and(|e| e == "json") {
        write(output, &graphs[0])?;
    } else {
        std::fs::create_dir_all(output)
            .with_context(|| format!("{}: cannot create folder", output.display()))?;
        for (i, g) in graphs.iter().enumerate() {
            write(
                &output.join(format!(
                    "{}_{i:04}.json",
                    gen.kind.to_string().replace(':', "_")
                )),
                g,
            )?;
        }
    }
    say!(
        "wrote {} {} graph(s) to {}",
        graphs.len(),
        gen.kind,
        output.display()
    );
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn bench_cmd(
    inputs: &[PathBuf],
    gen: Option<GenArgs>,
    schedulers: &str,
    objective: Objective,
    profile: &str,
    samples: usize,
    seed: u64,
    (target, top_k): (Option<TargetModel>, usize),
    out: &std::path::Path,
    import: &ImportOptions,
    gflownet: &flowsched::schedulers::GflownetOptions,
) -> Result<()> {
    use flowsched::compare::{self, BenchGraph};
    let profile = flowsched::cost::DeviceProfile::by_name(profile)?;
    let mut graphs = Vec::new();
    for path in flowsched::model::collect_inputs(inputs)? {
        let model = Model::load(&path, import)?;
        graphs.push(BenchGraph {
            name: path
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned(),
            dag: model.dag().clone(),
        });
    }
    if let Some(g) = &gen {
        for (i, j) in g.graphs().into_iter().enumerate() {
            let name = j.name.clone().unwrap_or_else(|| format!("{}#{i}", g.kind));
            graphs.push(BenchGraph {
                name,
                dag: j.to_dag()?,
            });
        }
    }
    anyhow::ensure!(
        !graphs.is_empty(),
        "nothing to benchmark: give model files or folders, or --generate KIND"
    );
    let names: Vec<String> = flowsched::schedulers::parse_names(schedulers)?;
    let bar = indicatif::ProgressBar::new(graphs.len() as u64).with_style(
        indicatif::ProgressStyle::with_template("{bar:30} {pos}/{len} {msg}")
            .expect("valid template"),
    );
    let settings = compare::BenchSettings {
        objective,
        profile: &profile,
        samples,
        seed,
        target,
        top_k,
        gflownet,
    };
    let rows = compare::run(&graphs, &names, &settings, |name| {
        bar.set_message(name.to_string());
        bar.inc(1);
    })?;
    bar.finish_and_clear();
    std::fs::create_dir_all(out)
        .with_context(|| format!("{}: cannot create folder", out.display()))?;
    say!(
        "{:<28} {:<18} {:>14} {:>8} {:>9} {:>6} {:>10}",
        "graph",
        "scheduler",
        "cost",
        "/best",
        "/bound",
        "opt",
        "ms"
    );
    for r in &rows {
        let cost = if objective == Objective::PeakMemory {
            human_bytes(r.cost as u64)
        } else {
            format!("{:.4e}", r.cost)
        };
        let graph: String = r.graph.chars().take(28).collect();
        say!(
            "{graph:<28} {:<18} {cost:>14} {:>8.3} {:>9.3} {:>6} {:>10.2}",
            r.scheduler,
            r.ratio_to_best,
            r.ratio_to_lower_bound,
            if r.proven_optimal { "yes" } else { "" },
            r.millis
        );
    }
    say!("\ngeometric mean of cost / best:");
    for (name, g) in compare::summary(&rows) {
        say!("  {name:<18} {g:.4}");
    }
    let extra = compare::target_summary(&rows);
    if extra.iter().any(|(_, s, d)| s.is_some() || d.is_some()) {
        say!("\ntarget speedup (geometric mean) and top-k diversity (mean pairwise distance):");
        let show = |v: Option<f64>| v.map_or("-".to_string(), |v| format!("{v:.4}"));
        for (name, s, d) in extra {
            say!("  {name:<18} {:>8} {:>8}", show(s), show(d));
        }
    }
    compare::write_csv(&out.join("bench.csv"), &rows)?;
    std::fs::write(
        out.join("bench.json"),
        serde_json::to_string_pretty(&rows)? + "\n",
    )?;
    compare::write_svg(
        &out.join("bench.svg"),
        &rows,
        &format!("{objective}: {} graphs", graphs.len()),
    )
    .map_err(|e| anyhow::anyhow!("plot: {e}"))?;
    say!("wrote {}/bench.csv, bench.json, bench.svg", out.display());
    Ok(())
}

fn inspect(path: PathBuf, import: ImportOptions, json: bool) -> Result<()> {
    let model = Model::load(&path, &import)?;
    let dag = model.dag();
    let (width, exact) = dag_width(dag);
    let original = Order::original(dag);
    let memory = memory_profile(dag, &original);
    let mut ops: Vec<(String, usize)> = match model.import_report() {
        Some(r) => r
            .op_histogram
            .iter()
            .map(|(k, v)| (k.clone(), *v))
            .collect(),
        None => {
            let mut h: HashMap<String, usize> = HashMap::new();
            for n in dag.nodes() {
                *h.entry(dag.node(n).op.clone()).or_default() += 1;
            }
            h.into_iter().collect()
        }
    };
    ops.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let unknown: Vec<&str> = dag
        .unknown_size_tensors()
        .map(|t| t.name.as_str())
        .collect();
    if json {
        let summary = serde_json::json!({
            "model": path.display().to_string(),
            "nodes": dag.len(),
            "edges": dag.edge_count(),
            "op_histogram": ops.iter().cloned().collect::<std::collections::BTreeMap<_, _>>(),
            "activation_bytes": dag.activation_bytes(),
            "constant_bytes": dag.constant_bytes,
            "unknown_size_tensors": unknown,
            "width": width,
            "width_exact": exact,
            "original_peak_memory_bytes": memory.peak,
            "import": model.import_report(),
        });
        say!("{}", serde_json::to_string_pretty(&summary)?);
        return Ok(());
    }
    say!("{}", path.display());
    say!(
        "  nodes {}   edges {}   width {}{}",
        dag.len(),
        dag.edge_count(),
        width,
        if exact { "" } else { " (lower bound)" }
    );
    let hist: Vec<String> = ops
        .iter()
        .take(12)
        .map(|(op, n)| format!("{op} {n}"))
        .collect();
    let more = if ops.len() > 12 {
        format!(", … {} more kinds", ops.len() - 12)
    } else {
        String::new()
    };
    say!("  ops   {}{more}", hist.join(", "));
    say!(
        "  activations {}   constants {}   peak memory (original order) {}",
        human_bytes(dag.activation_bytes()),
        human_bytes(dag.constant_bytes),
        human_bytes(memory.peak)
    );
    if let Some(r) = model.import_report() {
        say!(
            "  opset {}   initializers {}   external-data tensors {}",
            r.opset,
            r.initializers,
            r.external_data_tensors
        );
        if !r.assumed_dims.is_empty() {
            let dims: Vec<String> = r
                .assumed_dims
                .iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect();
            say!(
                "  symbolic dims assumed: {} (set with --dim NAME=VALUE)",
                dims.join(", ")
            );
        }
        if !r.ops_without_shape_rule.is_empty() {
            let list: Vec<String> = r
                .ops_without_shape_rule
                .iter()
                .map(|(k, v)| format!("{k} ×{v}"))
                .collect();
            say!("  ops without a shape rule: {}", list.join(", "));
        }
    }
    if unknown.is_empty() {
        say!("  all tensor sizes known");
    } else {
        let shown: Vec<&str> = unknown.iter().take(5).copied().collect();
        say!(
            "  unknown sizes: {} tensors, counted as 0 bytes (e.g. {})",
            unknown.len(),
            shown.join(", ")
        );
    }
    Ok(())
}

fn schedule(options: &Options, report_path: Option<PathBuf>) -> Result<()> {
    // Every output is checked against the input and the others before any work starts.
    let outputs: Vec<(&str, &std::path::Path)> = [
        ("-o", options.output.as_deref()),
        ("--report", report_path.as_deref()),
        ("--emit-orders", options.emit_orders.as_deref()),
        ("--plot", options.plot.as_deref()),
    ]
    .into_iter()
    .filter_map(|(flag, p)| p.map(|p| (flag, p)))
    .collect();
    pipeline::check_outputs(&options.input, options.in_place, &outputs)?;
    let ext = options.input.extension().and_then(|e| e.to_str());
    // A whole MLIR module (every function, every block) goes through the pass; one function
    // with the pipeline's extras (device, report, plots, orders) through `pipeline::run`.
    let whole_module = options.function.is_none()
        && options.device.is_none()
        && options.plot.is_none()
        && options.emit_orders.is_none()
        && report_path.is_none();
    if matches!(ext, Some("mlirbc")) || (ext == Some("mlir") && whole_module) {
        return schedule_mlir_module(options);
    }
    let report = pipeline::run(options)?;
    print_summary(&report);
    if let Some(path) = report_path {
        let mut text = serde_json::to_string_pretty(&report)?;
        text.push('\n');
        flowsched::onnx::write_atomically(&path, text.as_bytes())
            .with_context(|| "writing the report")?;
        say!("report: {}", path.display());
    }
    Ok(())
}

/// `.mlir` input: every function's blocks through flowsched's MLIR pass, exactly what
/// `flowsched-opt --pass-pipeline='builtin.module(func.func(flowsched-schedule{…}))'` does.
#[cfg(feature = "mlir")]
fn schedule_mlir_module(options: &Options) -> Result<()> {
    use flowsched::mlir::opt::{self, OptOptions};
    let objective = options.objective.spec();
    // The pass takes one scheduler; `classic` (the CLI's default, every heuristic) means the
    // pass's own default.
    let scheduler = match options.schedulers.as_str() {
        "classic" => String::new(),
        name => format!(" scheduler={name}"),
    };
    let pipeline = format!(
        "builtin.module(func.func(flowsched-schedule{{objective={objective}{scheduler} samples={} seed={}}}))",
        options.samples, options.seed
    );
    let inert = inert_on_whole_module(options);
    anyhow::ensure!(
        inert.is_empty(),
        "{}: {} {} no effect on a whole MLIR module (the flowsched-schedule pass on every function, with the pass's own defaults); drop {}, or schedule one function with --function F",
        options.input.display(),
        inert.join(", "),
        if inert.len() == 1 { "has" } else { "have" },
        if inert.len() == 1 { "it" } else { "them" },
    );
    if let Some(out) = &options.output {
        pipeline::check_output(&options.input, out, options.in_place)?;
    }
    let input = std::fs::read(&options.input)
        .with_context(|| format!("{}: cannot read", options.input.display()))?;
    let source = options.input.display().to_string();
    let result = opt::run(
        &input,
        &source,
        &OptOptions {
            pass_pipeline: Some(pipeline),
            ..Default::default()
        },
    )?;
    for d in &result.diags {
        eprintln!("{d}");
    }
    anyhow::ensure!(
        result.success,
        "{source}: scheduling failed (see the diagnostics above)"
    );
    let st = &result.stats;
    say!(
        "{source}: {} blocks, {} ops scheduled, {} moved; objective: {}",
        st.blocks,
        st.ops,
        st.moved_ops,
        options.objective
    );
    if let Some(out) = &options.output {
        flowsched::onnx::write_atomically(out, result.text.as_bytes())?;
        say!("wrote {}", out.display());
    }
    Ok(())
}

/// Options a whole-module MLIR run would silently ignore: the pass takes only an objective, a
/// scheduler, samples and a seed; the rest needs `pipeline::run` (one function) or a device.
#[cfg(feature = "mlir")]
fn inert_on_whole_module(options: &Options) -> Vec<&'static str> {
    let (g, d) = (
        &options.gflownet,
        flowsched::schedulers::GflownetOptions::default(),
    );
    let p = Options::default();
    [
        ("--model", g.model.is_some()),
        ("--sigma", g.sigma != d.sigma),
        ("--refine", g.refine_rounds != d.refine_rounds),
        ("--refine-top", g.refine_top != d.refine_top),
        ("--finetune-steps", g.finetune_steps != d.finetune_steps),
        ("--no-greedy", g.greedy != d.greedy),
        ("--no-classic-seeds", g.classic_seeds != d.classic_seeds),
        ("--spread", g.spread != d.spread),
        ("--profile", options.profile != p.profile),
        ("--dim", !options.import.dims.is_empty()),
        ("--streams", options.streams != p.streams),
        ("--top-k", options.top_k != p.top_k),
        ("--budget", options.budget != p.budget),
        ("--timeout", options.run_timeout != p.run_timeout),
    ]
    .into_iter()
    .filter_map(|(name, set)| set.then_some(name))
    .collect()
}

#[cfg(not(feature = "mlir"))]
fn schedule_mlir_module(options: &Options) -> Result<()> {
    anyhow::bail!(
        "{}: this flowsched was built without the `mlir` feature, which MLIR input needs",
        options.input.display()
    )
}

fn print_summary(r: &ScheduleReport) {
    say!(
        "{}: {} ops, {} edges; objective: {}",
        r.input,
        r.nodes,
        r.edges,
        r.objective
    );
    let makespan = r.objective.units().is_some();
    let cost_header = if makespan { "makespan" } else { "peak memory" };
    let show = |cost: f64| {
        if makespan {
            format!("{cost:.4e}")
        } else {
            human_bytes(cost as u64)
        }
    };
    say!(
        "  {:<18} {:>12} {:>12} {:>10} {:>8}",
        "scheduler",
        cost_header,
        "vs original",
        "vs bound",
        "moved"
    );
    // A sampler gives many candidates: its best one (and the winner) stand for the rest.
    let mut per_scheduler: HashMap<&str, (usize, f64)> = HashMap::new();
    for c in &r.candidates {
        let e = per_scheduler
            .entry(&c.scheduler)
            .or_insert((0, f64::INFINITY));
        *e = (e.0 + 1, e.1.min(c.cost));
    }
    let mut shown: HashMap<&str, f64> = HashMap::new();
    for c in &r.candidates {
        let winner = c.scheduler == r.winner && c.cost == r.winner_cost;
        let (n, best) = per_scheduler[c.scheduler.as_str()];
        if !(winner || c.cost == best) || shown.get(c.scheduler.as_str()) == Some(&c.cost) {
            continue;
        }
        shown.insert(&c.scheduler, c.cost);
        let ratio = c.cost / r.original_cost.max(f64::MIN_POSITIVE);
        let bound = c.cost / r.lower_bound.max(f64::MIN_POSITIVE);
        let mark = if winner { "  <- winner" } else { "" };
        let name = if n > 1 {
            format!("{} (best of {n})", c.scheduler)
        } else {
            c.scheduler.clone()
        };
        say!(
            "  {:<18} {:>12} {:>12.3} {:>10.3} {:>8}{mark}",
            name,
            show(c.cost),
            ratio,
            bound,
            c.moved_ops
        );
    }
    if let Some(d) = &r.device {
        say!(
            "  on {} with {} stream(s): {} rounds in {:.1} s (stopped: {})",
            d.device,
            d.streams,
            d.rounds,
            d.seconds,
            d.stopped_because
        );
        say!("  measured in {}", d.runtime);
        say!(
            "  {:<18} {:>12} {:>12} {:>18} {:>12}",
            "candidate",
            "proxy",
            "latency",
            "q1..q3",
            "peak"
        );
        for c in &d.candidates {
            let mark = if c.winner { "  <- winner" } else { "" };
            match &c.failure {
                Some(f) => say!(
                    "  {:<18} {:>12} failed: {f}",
                    c.scheduler,
                    show(c.proxy_cost)
                ),
                None => say!(
                    "  {:<18} {:>12} {:>10.3}ms {:>8.3}..{:<7.3}ms {:>12}{mark}",
                    c.scheduler,
                    show(c.proxy_cost),
                    c.median_seconds * 1e3,
                    c.q1_seconds * 1e3,
                    c.q3_seconds * 1e3,
                    human_bytes(c.peak_bytes)
                ),
            }
        }
    }
    let measured = r.device.as_ref().and_then(|d| {
        let original = d.candidates.first()?;
        let winner = d.candidates.iter().find(|c| c.winner)?;
        Some((original, winner))
    });
    if r.winner == "original" {
        match measured {
            Some((o, _)) => say!(
                "  nothing beat the original order clearly on the device ({:.3} ms, peak {}); the model keeps it",
                o.median_seconds * 1e3,
                human_bytes(o.peak_bytes)
            ),
            None => say!("  nothing beat the original order ({}); the model keeps it", show(r.original_cost)),
        }
    } else {
        match measured {
            Some((o, w)) => say!(
                "  measured: latency {:.3} -> {:.3} ms ({:+.1}%), peak {} -> {}, {} of {} ops moved",
                o.median_seconds * 1e3,
                w.median_seconds * 1e3,
                100.0 * (w.median_seconds / o.median_seconds - 1.0),
                human_bytes(o.peak_bytes),
                human_bytes(w.peak_bytes),
                r.moved_ops,
                r.nodes
            ),
            None => {
                let change = 100.0 * (r.winner_cost / r.original_cost.max(f64::MIN_POSITIVE) - 1.0);
                say!("  {} {} -> {} ({change:+.1}%), {} of {} ops moved", cost_header, show(r.original_cost), show(r.winner_cost), r.moved_ops, r.nodes);
            }
        }
        print_order_change(r);
    }
    if r.unknown_size_tensors > 0 {
        say!(
            "  note: {} tensors of unknown size were counted as 0 bytes",
            r.unknown_size_tensors
        );
    }
    if let Some(out) = &r.output {
        say!("wrote {out}");
    }
}

/// Before and after, side by side, for graphs small enough to read; the first moves otherwise.
fn print_order_change(r: &ScheduleReport) {
    const SHOWN: usize = 40;
    let width = r
        .original_order
        .iter()
        .take(SHOWN)
        .map(|n| n.len())
        .max()
        .unwrap_or(0)
        .max(6);
    say!("  {:>4}  {:<width$}    {}", "step", "before", "after");
    for (i, (a, b)) in r
        .original_order
        .iter()
        .zip(&r.order)
        .enumerate()
        .take(SHOWN)
    {
        let mark = if a != b { "  *" } else { "" };
        say!("  {i:>4}  {a:<width$} -> {b}{mark}");
    }
    if r.nodes > SHOWN {
        say!(
            "  … {} more steps (the full order is in the report)",
            r.nodes - SHOWN
        );
    }
}

/// The config with the command line's overrides.
#[cfg(feature = "torch")]
fn run_config(
    run: &RunArgs,
    reward: Option<&str>,
    shard: Option<&str>,
) -> Result<flowsched::gflownet::train::TrainConfig> {
    let mut cfg = flowsched::gflownet::train::TrainConfig::load(&run.config)?;
    if let Some(steps) = run.steps {
        cfg.train.steps = steps;
    }
    if let Some(r) = reward {
        r.parse::<flowsched::gflownet::Reward>()
            .map_err(|e| anyhow::anyhow!("--reward: {e}"))?;
        cfg.train.objectives = vec![r.to_string()];
        cfg.objectives()
            .map_err(|e| anyhow::anyhow!("--reward: {e}"))?;
    }
    if let Some(s) = shard {
        let parsed = s
            .split_once('/')
            .and_then(|(i, n)| Some((i.trim().parse().ok()?, n.trim().parse().ok()?)));
        let Some(shard) = parsed else {
            anyhow::bail!("--shard {s}: expected I/N, e.g. 0/2");
        };
        cfg.data.shard = Some(shard);
        cfg.check_shard()
            .map_err(|e| anyhow::anyhow!("--shard: {e}"))?;
    }
    Ok(cfg)
}

/// Runs `body` with a progress bar over `steps` optimisation steps and reports the last one.
#[cfg(feature = "torch")]
fn with_progress(
    verb: &str,
    steps: usize,
    weights: &std::path::Path,
    body: impl FnOnce(&mut dyn FnMut(&flowsched::gflownet::train::StepStats)) -> Result<()>,
) -> Result<()> {
    let bar = indicatif::ProgressBar::new(steps as u64).with_style(
        indicatif::ProgressStyle::with_template(
            "{bar:30} {pos}/{len} {elapsed_precise} eta {eta} {msg}",
        )
        .expect("valid template"),
    );
    let started = std::time::Instant::now();
    let mut last = None;
    body(&mut |s| {
        bar.set_position(s.step as u64);
        let cost = s
            .cost_ratio
            .map(|c| format!(" cost/bound {c:.4}"))
            .unwrap_or_default();
        bar.set_message(format!("loss {:.3} spread {:.3}{cost}", s.loss, s.spread));
        last = Some(s.clone());
    })?;
    bar.finish_and_clear();
    say!(
        "{verb} {steps} steps in {:.0} s -> {} (log, manifest: next to it)",
        started.elapsed().as_secs_f64(),
        weights.display(),
    );
    if let Some(s) = last {
        let cost = s
            .cost_ratio
            .map(|c| format!(", sampled cost / bound {c:.4}"))
            .unwrap_or_default();
        say!(
            "last step: loss {:.4}, spread {:.4}{cost}",
            s.loss,
            s.spread
        );
    }
    Ok(())
}

#[cfg(feature = "torch")]
fn run_paths(run: &RunArgs) -> flowsched::gflownet::train::RunPaths {
    flowsched::gflownet::train::RunPaths {
        weights: run
            .output
            .clone()
            .unwrap_or_else(|| run.config.with_extension("safetensors")),
    }
}

#[cfg(feature = "torch")]
fn train_cmd(
    run: &RunArgs,
    from: Option<&std::path::Path>,
    reward: Option<&str>,
    shard: Option<&str>,
) -> Result<()> {
    let cfg = run_config(run, reward, shard)?;
    let paths = run_paths(run);
    with_progress("trained", cfg.train.steps, &paths.weights, |progress| {
        flowsched::gflownet::train::train(&cfg, &paths, from, run.resume, progress)?;
        Ok(())
    })
}

#[cfg(feature = "torch")]
fn aggregate_cmd(run: &RunArgs, locals: &[PathBuf], weights: &[f64]) -> Result<()> {
    use flowsched::gflownet::aggregate::{aggregate, default_weights, global_reward, Local};
    let cfg = run_config(run, None, None)?;
    let mut loaded = locals
        .iter()
        .map(|p| Local::load(p))
        .collect::<Result<Vec<_>, _>>()?;
    let weights = match weights {
        [] => default_weights(&loaded),
        w if w.len() == loaded.len() => w.to_vec(),
        w => anyhow::bail!(
            "{} --weight values for {} --local models: give one per model, in order",
            w.len(),
            loaded.len()
        ),
    };
    if let Some(w) = weights.iter().find(|w| !(**w > 0.0 && w.is_finite())) {
        anyhow::bail!("--weight {w}: weights must be positive numbers");
    }
    for (l, w) in loaded.iter_mut().zip(weights) {
        l.weight = w;
    }
    let paths = run_paths(run);
    say!(
        "composing {} local models into one that samples for {}",
        loaded.len(),
        global_reward(&loaded)
    );
    with_progress("aggregated", cfg.train.steps, &paths.weights, |progress| {
        aggregate(&cfg, &loaded, &paths, run.resume, progress)?;
        Ok(())
    })
}

#[cfg(feature = "torch")]
fn pareto_cmd(
    inputs: &[PathBuf],
    models: &[PathBuf],
    rank: &str,
    windows: Option<(usize, (usize, usize))>,
    (samples, top_k, sigma, seed): (usize, usize, f64, u64),
    out: Option<&std::path::Path>,
    import: &ImportOptions,
) -> Result<()> {
    use flowsched::pareto;
    use rand::SeedableRng;
    let rank: flowsched::gflownet::Reward =
        rank.parse().map_err(|e| anyhow::anyhow!("--rank: {e}"))?;
    let mut dags = Vec::new();
    for path in flowsched::model::collect_inputs(inputs)? {
        let mut dag = Model::load(&path, import)?.dag().clone();
        // Rows name their file (ONNX graphs are often all called `main_graph`).
        dag.name = path
            .file_name()
            .map_or(dag.name, |f| f.to_string_lossy().into_owned());
        dags.push(dag);
    }
    if let Some((count, nodes)) = windows {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        dags = flowsched::dag::random_windows(&dags, count, nodes, &mut rng)?;
        anyhow::ensure!(!dags.is_empty(), "no input has {} ops or more", nodes.0);
    }
    let settings = pareto::ParetoSettings {
        rank: rank.clone(),
        samples,
        top_k,
        sigma,
        seed,
    };
    let bar = indicatif::ProgressBar::new(dags.len() as u64);
    let rows = pareto::run(&dags, models, &settings, |_| bar.inc(1))?;
    bar.finish_and_clear();
    // Per graph, each axis relative to the best any model reached.
    let axes = rank.factors.len();
    let graphs = dags.len();
    let per_model = |m: usize| rows.iter().skip(m).step_by(models.len());
    say!(
        "{graphs} graphs, top {top_k} of {samples} samples by {rank} at σ = {sigma}; fronts against {}",
        models[0].display()
    );
    for (m, model) in models.iter().enumerate() {
        let mut rel = vec![0.0; axes];
        for (g, row) in per_model(m).enumerate() {
            for (a, r) in rel.iter_mut().enumerate() {
                let best = (0..models.len())
                    .map(|k| rows[g * models.len() + k].best[a])
                    .fold(f64::INFINITY, f64::min);
                *r += (row.best[a] / best.max(1e-300)).ln();
            }
        }
        let eps: Vec<f64> = per_model(m).map(|r| r.epsilon_vs_reference).collect();
        let geo = (eps.iter().map(|e| e.ln()).sum::<f64>() / graphs as f64).exp();
        let worst = eps.iter().copied().fold(0.0, f64::max);
        let within = eps.iter().filter(|&&e| e <= 1.05).count();
        let back: Vec<f64> = per_model(m).map(|r| r.reference_epsilon_vs_this).collect();
        let back = (back.iter().map(|e| e.ln()).sum::<f64>() / graphs as f64).exp();
        let axes_text: Vec<String> = rank
            .factors
            .iter()
            .zip(&rel)
            .map(|(f, r)| {
                let axis = flowsched::gflownet::Reward {
                    factors: vec![flowsched::gflownet::reward::Factor {
                        weight: 1.0,
                        ..f.clone()
                    }],
                };
                format!("{axis} {:.4}", (r / graphs as f64).exp())
            })
            .collect();
        say!(
            "{}: best order / best of all models: {}; ε vs reference: geomean {geo:.4}, worst {worst:.4}, ≤ 1.05 on {within}/{graphs}; reference vs it: geomean {back:.4}",
            model.display(),
            axes_text.join(", ")
        );
    }
    if let Some(dir) = out {
        std::fs::create_dir_all(dir)
            .with_context(|| format!("{}: cannot create folder", dir.display()))?;
        let text = serde_json::to_string_pretty(&rows)? + "\n";
        flowsched::onnx::write_atomically(&dir.join("pareto.json"), text.as_bytes())?;
    }
    Ok(())
}

#[cfg(not(feature = "torch"))]
fn pareto_cmd(
    _: &[PathBuf],
    _: &[PathBuf],
    _: &str,
    _: Option<(usize, (usize, usize))>,
    _: (usize, usize, f64, u64),
    _: Option<&std::path::Path>,
    _: &ImportOptions,
) -> Result<()> {
    anyhow::bail!("this flowsched was built without the `torch` feature, which the GFlowNet needs")
}

#[cfg(not(feature = "torch"))]
fn train_cmd(
    _: &RunArgs,
    _: Option<&std::path::Path>,
    _: Option<&str>,
    _: Option<&str>,
) -> Result<()> {
    anyhow::bail!("this flowsched was built without the `torch` feature, which training needs")
}

#[cfg(not(feature = "torch"))]
fn aggregate_cmd(_: &RunArgs, _: &[PathBuf], _: &[f64]) -> Result<()> {
    anyhow::bail!("this flowsched was built without the `torch` feature, which aggregation needs")
}
