//! `flowsched schedule`: reorder a model's ops and write it back with nothing else changed.

use flowsched::cli::{parse_execution_order, duration_text, parse_duration, GflownetArgs, ImportArgs};
use anyhow::{Context, Result};
use flowsched::cost::{DeviceProfile, Objective};
use flowsched::defaults;
use flowsched::runtime::Device;
use flowsched::schedulers::SchedulerList;
use flowsched::pipeline::{self, whole_module, ExecutionOrder, Options};
use flowsched::runtime::job::OptimisationLevel;
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct Args {
    /// A `.onnx` model, a `.json` DAG or an MLIR module (`.mlir`, `.mlirbc`).
    model: PathBuf,
    /// Where to write the scheduled model.
    #[arg(short, long, required_unless_present = "in_place")]
    output: Option<PathBuf>,
    /// Overwrite the input model.
    #[arg(long)]
    in_place: bool,
    /// Scheduler names, comma-separated, or `classic` for every heuristic; the best by the
    /// objective's proxy wins (the original order is always a candidate). [default:
    /// classic,hierarchical for memory; classic,gflownet for makespan and latency, the
    /// GFlowNet asked for at least 256 samples]
    #[arg(long)]
    scheduler: Option<SchedulerList>,
    /// What to minimise: `memory` (peak bytes), `latency` (on the device, `--streams`
    /// streams) or `makespan:M` (M parallel units).
    #[arg(long, default_value = defaults::OBJECTIVE)]
    objective: Objective,
    /// Orders to ask of each randomised scheduler.
    #[arg(long, default_value_t = defaults::SAMPLES)]
    samples: usize,
    /// Op runtimes where the model gives none: `cpu`, `h200`, or a profile JSON file.
    #[arg(long, default_value = defaults::PROFILE, value_parser = DeviceProfile::by_name)]
    profile: DeviceProfile,
    /// Benchmark the proxy's top-k on this device and keep the measured best: `ort` (ONNX
    /// Runtime's CPU EP as a C/C++/Rust user runs it, at the optimisation level that measures
    /// best: each level is tried), `ort:all` (ORT's default level), `ort:disabled`,
    /// `ort:basic`, `ort:extended`, or flowsched's libtorch executor on `cpu` or `cuda:0`.
    /// Each candidate runs in its own worker process; peaks are counted by `malloc`.
    #[arg(long)]
    device: Option<Device>,
    /// Parallel streams on the device.
    #[arg(long, default_value_t = defaults::STREAMS)]
    streams: usize,
    /// With `--device ort`: how much slower than the input under ORT's defaults a memory
    /// winner at another level may run, e.g. `10%`.
    #[arg(long, default_value = share_text(defaults::MAX_SLOWDOWN), value_parser = parse_share)]
    max_slowdown: f64,
    /// Candidates that reach the device (the original always among them).
    #[arg(long, default_value_t = defaults::TOP_K)]
    top_k: usize,
    /// Time for all device measurements, e.g. `30s`, `500ms`, `2m`. With `--device ort`, for
    /// the whole deployment search (ranking and ORT's optimiser included).
    #[arg(long, default_value = duration_text(defaults::BUDGET), value_parser = parse_duration)]
    budget: std::time::Duration,
    /// Limit for one run of one candidate.
    #[arg(long, default_value = duration_text(defaults::RUN_TIMEOUT), value_parser = parse_duration)]
    timeout: std::time::Duration,
    /// Limit for a worker to load its candidate before its first run: ORT's session, or the
    /// JIT's compile of an MLIR function (a 3,800-op module can take several minutes: `10m`).
    #[arg(long, default_value = duration_text(defaults::LOAD_TIMEOUT), value_parser = parse_duration)]
    load_timeout: std::time::Duration,
    /// Write every candidate order (and its units and cost) here as JSON.
    #[arg(long)]
    emit_orders: Option<PathBuf>,
    /// Draw gantt.svg and memory.svg (winner next to the original) into this folder.
    #[arg(long)]
    plot: Option<PathBuf>,
    #[arg(long, default_value_t = defaults::SEED)]
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
    /// Schedule the graph ONNX Runtime's optimiser makes at this level (`basic`, `extended`,
    /// or `all`, whose NCHWc layouts are for CPUs like this one) and write that graph, to be
    /// loaded with optimisation off: the order survives ORT's fusions. Measure it with
    /// `--device ort:disabled`.
    #[arg(long, value_name = "LEVEL", value_parser = parse_ort_level)]
    for_ort: Option<OptimisationLevel>,
    /// ONNX, memory: also offer graph rewrites (a Concat read by convolutions split into
    /// partial convolutions; cheap ops recomputed near distant readers) and keep those with
    /// which the best order's peak is lower. The output is then another graph, its outputs
    /// equal up to float rounding, every new node named after the one it comes from
    /// (docs/rewrites.md). With --device ort the rewritten graph is one more deployment.
    #[arg(long)]
    rewrite: bool,
    /// Time objectives: the fastest order whose peak memory stays under this cap, in bytes
    /// (`3000000`, `3MB`, `2.5MiB`) or as a multiple of the lowest peak the run finds
    /// (`1.2x`). The GFlowNet samples conditioned on it; the report gives the peak/makespan
    /// frontier seen, and `--plot` draws it (frontier.svg).
    #[arg(long, value_name = "CAP")]
    memory_cap: Option<flowsched::cost::MemoryCap>,
    /// The order the runtime executes the file in, which candidates are judged by:
    /// `ort-default` (ONNX Runtime's walk, the only order its C, C++, C#, Java, JS and Rust
    /// APIs run; the file as written may not get worse either) or `file` (the file as written:
    /// ORT's Python API with PRIORITY_BASED, the libtorch executor, MLIR). Default: ort-default
    /// for ONNX, unless --device runs files as written.
    #[arg(long, value_name = "ORDER", value_parser = parse_execution_order)]
    execution_order: Option<ExecutionOrder>,
    /// MLIR input, objective makespan:M: write each block as M chains of `async.execute`
    /// regions (the streams of its schedule), checked free of races before it is written.
    #[arg(long)]
    emit_async: bool,
    /// Threads of the async runtime that runs streams in the JIT (`--objective makespan:M
    /// --device cpu` on MLIR). Default: this machine's cores.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1024))]
    async_threads: Option<u32>,
    /// ONNX weights in external data files, output outside the input's folder: `copy` (the
    /// default) or `link` (a hard link to each file: no bytes written, a copy across file
    /// systems; ONNX Runtime reads it, the `onnx` Python package refuses hard-linked data).
    /// ONNX Runtime reads the weights only inside the model's folder. A different file of that
    /// name there is never overwritten.
    #[arg(long, value_name = "HOW", default_value = defaults::EXTERNAL_DATA, value_parser = flowsched::onnx::external::ExternalData::parse)]
    external_data: flowsched::onnx::external::ExternalData,
    #[command(flatten)]
    import: ImportArgs,
    #[command(flatten)]
    gflownet: GflownetArgs,
}

impl Args {
    fn options(&self) -> Options {
        Options {
            input: self.model.clone(),
            output: self
                .output
                .clone()
                .or_else(|| self.in_place.then(|| self.model.clone())),
            in_place: self.in_place,
            schedulers: self.scheduler.clone().unwrap_or_default(),
            objective: self.objective,
            samples: self.samples,
            profile: self.profile.clone(),
            emit_orders: self.emit_orders.clone(),
            plot: self.plot.clone(),
            device: self.device,
            streams: self.streams,
            max_slowdown: self.max_slowdown,
            top_k: self.top_k,
            budget: self.budget,
            run_timeout: self.timeout,
            load_timeout: self.load_timeout,
            seed: self.seed,
            import: self.import.options(),
            function: self.function.clone(),
            gflownet: self.gflownet.options(),
            allow_unknown_sizes: self.allow_unknown_sizes,
            optimised_graph: self.for_ort,
            rewrite: self.rewrite,
            memory_cap: self.memory_cap,
            execution_order: self.execution_order,
            // The C API worker runs ORT's own order only.
            python_ort: false,
            progress: Default::default(),
            emit_async: self.emit_async,
            async_threads: self.async_threads.map(|n| n as usize),
            external_data: self.external_data,
            // The pipeline sets it.
            run_started: None,
        }
    }
}

/// A bar on stderr for the long stages (hidden where stderr is not a terminal): the stage and
/// its detail as the message.
fn progress_bar() -> (indicatif::ProgressBar, flowsched::progress::Progress) {
    let bar = indicatif::ProgressBar::new(1000).with_style(
        indicatif::ProgressStyle::with_template("{bar:30} {elapsed:>4} {wide_msg}")
            .expect("the template parses"),
    );
    let shown = bar.clone();
    let progress = flowsched::progress::Progress::new(move |step| {
        shown.set_position((step.fraction * 1000.0) as u64);
        shown.set_message(format!("{} {}", step.stage, step.detail));
    });
    (bar, progress)
}

pub fn run(args: Args) -> Result<()> {
    let options = args.options();
    // Every output is checked against the input and the others before any work starts.
    pipeline::check_paths(&options, args.report.as_deref())?;
    let whole = whole_module::applies(&options, args.report.is_some());
    if options.emit_async && options.objective.units().is_none() {
        anyhow::bail!("--emit-async writes the streams of a makespan schedule: give --objective makespan:M (M streams)");
    }
    if whole {
        let outcome = whole_module::schedule(&options)?;
        for d in &outcome.diagnostics {
            eprintln!("{d}");
        }
        say!(
            "{}: {} blocks, {} ops scheduled, {} moved; objective: {}",
            options.input.display(),
            outcome.blocks,
            outcome.ops,
            outcome.moved_ops,
            options.objective
        );
        if let Some(out) = &options.output {
            say!("wrote {}", out.display());
        }
        return Ok(());
    }
    let (bar, progress) = progress_bar();
    let report = pipeline::run(&pipeline::Options {
        progress,
        ..options
    });
    bar.finish_and_clear();
    let report = report?;
    say!(
        "{}",
        flowsched::report::text::schedule_summary(&report).trim_end()
    );
    if let Some(path) = &args.report {
        let text = serde_json::to_string_pretty(&report)? + "\n";
        flowsched::onnx::write_atomically(path, text.as_bytes())
            .with_context(|| "writing the report")?;
        say!("report: {}", path.display());
    }
    Ok(())
}

fn parse_ort_level(s: &str) -> Result<OptimisationLevel, String> {
    OptimisationLevel::parse(s)
        .ok_or_else(|| format!("'{s}': the levels are basic, extended and all"))
}

/// A share as `--help` shows it: `10%`.
fn share_text(share: f64) -> String {
    format!("{}%", share * 100.0)
}

/// `10%` or `0.1`.
fn parse_share(s: &str) -> Result<f64, String> {
    let value = match s.strip_suffix('%') {
        Some(p) => p.trim().parse::<f64>().map(|p| p / 100.0),
        None => s.trim().parse::<f64>(),
    };
    value
        .ok()
        .filter(|v| v.is_finite() && *v >= 0.0)
        .ok_or_else(|| format!("'{s}': expected a share such as 10% or 0.1"))
}
