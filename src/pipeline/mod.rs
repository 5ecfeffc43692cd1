//! The pass as one function: load → candidate orders → rank by proxy → winner → write.
//! The CLI calls [`run`]; later stages (GFlowNet sampling, device benchmarks) plug in here.

mod eligible;
use eligible::{eligible, top_k};
mod execution;
pub use execution::ExecutionOrder;
mod for_ort;
mod provenance;
mod sizes;
pub mod whole_module;

use crate::cost::agreement::{distinct_costs, spearman, spearman_over_costs, top1_regret};
use crate::cost::{decode_list, peak_memory, DeviceProfile, Evaluator, Objective};
use crate::dag::{Order, ScheduleDag};
use crate::model::{Model, ModelError};
use crate::onnx::{write_atomically, ImportOptions};
use crate::report::{Candidate, ScheduleReport};
use crate::runtime::job::OrtOptimization;
use crate::schedulers::{GflownetOptions, Origin, SchedulerError};
use rand::SeedableRng;
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::time::Duration;

#[derive(Debug, Clone)]
pub struct Options {
    pub input: PathBuf,
    /// Where to write the scheduled model; `None` only schedules and reports.
    pub output: Option<PathBuf>,
    /// Allow `output` to be the input file.
    pub in_place: bool,
    /// Comma-separated scheduler names (`classic` for all heuristics); the best by the
    /// objective's proxy wins.
    pub schedulers: String,
    pub objective: Objective,
    /// Orders asked of each scheduler (randomised ones return that many).
    pub samples: usize,
    /// Device profile for op runtimes where the model gives none: `cpu`, `h200` or a file.
    pub profile: String,
    /// Write every candidate order here as JSON.
    pub emit_orders: Option<PathBuf>,
    /// Draw a Gantt chart and the memory-over-time curve of the winner and the original here.
    pub plot: Option<PathBuf>,
    /// Benchmark the top-k candidates on this device (`cpu`, `cuda:0`) and let it pick.
    pub device: Option<String>,
    /// Parallel streams on the device (and units of the latency proxy).
    pub streams: usize,
    /// Candidates that reach the device, the original always among them.
    pub top_k: usize,
    /// Time for all device measurements, and the limit for one run.
    pub budget: Duration,
    pub run_timeout: Duration,
    pub seed: u64,
    pub import: ImportOptions,
    /// MLIR input: the function to schedule (default: the module's only one).
    pub function: Option<String>,
    /// Model, σ, refinement and fine-tuning of `--scheduler gflownet`.
    pub gflownet: GflownetOptions,
    /// Schedule an ONNX model for memory even when some tensor sizes are unknown (they count
    /// as 0 bytes). Off by default: such a proxy cannot see those tensors.
    pub allow_unknown_sizes: bool,
    /// Schedule the graph ONNX Runtime's optimiser makes at this level (`basic`, `extended`)
    /// instead of the file's, and write that graph: the order survives fusion, and the output
    /// is meant to be loaded with optimisation off.
    pub for_ort: Option<OrtOptimization>,
    /// The order the user's runtime executes the file in (default: ORT's walk for ONNX
    /// models, unless the device runs files as written).
    pub execution_order: Option<ExecutionOrder>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            input: PathBuf::new(),
            output: None,
            in_place: false,
            schedulers: "original".into(),
            objective: Objective::PeakMemory,
            samples: 1,
            profile: "cpu".into(),
            emit_orders: None,
            plot: None,
            device: None,
            streams: 1,
            top_k: 8,
            budget: Duration::from_secs(30),
            run_timeout: Duration::from_secs(10),
            seed: 0,
            import: ImportOptions::default(),
            function: None,
            gflownet: GflownetOptions::default(),
            allow_unknown_sizes: false,
            for_ort: None,
            execution_order: None,
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum PipelineError {
    #[error(transparent)]
    Model(#[from] ModelError),
    #[error(transparent)]
    Scheduler(#[from] SchedulerError),
    #[error(transparent)]
    Profile(#[from] crate::cost::profile::ProfileError),
    #[error("{}: {reason}", path.display())]
    Output { path: PathBuf, reason: String },
    #[error("{0}")]
    Device(String),
    /// The MLIR pass over a whole module failed (its diagnostics first), or MLIR is not built.
    #[error("{0}")]
    Mlir(String),
    #[error(
        "{}: {options} {} no effect on a whole MLIR module (the flowsched-schedule pass on every \
         function, with the pass's own defaults); drop {}, or schedule one function with \
         --function F",
        path.display(),
        if options.contains(", ") { "have" } else { "has" },
        if options.contains(", ") { "them" } else { "it" }
    )]
    InertOnWholeModule { path: PathBuf, options: String },
    #[error(
        "{}: {count} tensors have sizes flowsched cannot infer (first: {first}){}; a memory \
         order would count them as 0 bytes. Bind symbolic dimensions with --dim, or pass \
         --allow-unknown-sizes to schedule anyway",
        path.display(),
        if sizing.is_empty() { String::new() } else { format!(", nor size from one run ({sizing})") }
    )]
    UnknownSizes {
        path: PathBuf,
        count: usize,
        first: String,
        /// Why sizing them from one run in ONNX Runtime did not work.
        sizing: String,
    },
}

/// `--emit-orders`: `{"orders": [{"order": [...], "units": [...], "cost": ...}]}`.
#[derive(Debug, Serialize)]
pub struct EmittedOrders {
    pub objective: Objective,
    pub orders: Vec<EmittedOrder>,
}

#[derive(Debug, Serialize)]
pub struct EmittedOrder {
    pub scheduler: String,
    pub order: Vec<String>,
    /// Each step's node as its position in the scheduled file (the input, or with `--for-ort`
    /// ORT's optimised graph): names can be missing or repeated there, and flowsched names those
    /// itself.
    pub positions: Vec<usize>,
    /// Unit of each step (makespan objectives only), from list scheduling.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub units: Option<Vec<usize>>,
    pub cost: f64,
    /// [`Candidate::as_written_cost`]: the proxy's cost of the order as written, where the
    /// runtime runs another one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub as_written_cost: Option<f64>,
}

/// Runs the pass and returns its report; the scheduled model is written if `output` is set.
pub fn run(options: &Options) -> Result<ScheduleReport, PipelineError> {
    let schedulers = crate::registry::build_candidates(&options.schedulers, &options.gflownet)?;
    let profile = DeviceProfile::by_name(&options.profile)?;
    check_paths(options, None)?;
    refuse_inert_options(options)?;
    // Measured in ONNX Runtime, the proxy sizes kernels' scratch for the threads ORT gives
    // them on this machine; flowsched's executor frees each tensor after its last use and
    // plans no buffers, so there the proxy is plain liveness.
    let on_ort = options.device.as_deref().is_some_and(execution::is_ort);
    let import = ImportOptions {
        threads: if on_ort {
            std::thread::available_parallelism().map_or(1, |n| n.get())
        } else {
            options.import.threads
        },
        ..options.import.clone()
    };
    let optimised = for_ort::optimised(options)?;
    let input = optimised
        .as_ref()
        .map_or(options.input.as_path(), |(_, p)| p.as_path());
    let mut model = Model::load_function(input, &import, options.function.as_deref())?;
    if options.device.is_some() && !on_ort {
        model.dag_mut().reuses_buffers = false;
    }
    profile.annotate(model.dag_mut());
    // No silent zeros: on an ONNX model, sizes no rule infers are taken from one run in ONNX
    // Runtime, and a memory objective with sizes still unknown is refused unless the user opts
    // in.
    let needs_sizes = matches!(model, Model::Onnx(_))
        && options.objective == Objective::PeakMemory
        && !options.allow_unknown_sizes;
    let mut sizing = String::new();
    if needs_sizes && model.dag().unknown_size_tensors().next().is_some() {
        match sizes::from_one_run(&model, input, &import, options.seed) {
            Ok(dag) => {
                *model.dag_mut() = dag;
                profile.annotate(model.dag_mut());
            }
            Err(e) => sizing = e,
        }
    }
    let dag = model.dag();
    if needs_sizes {
        let unknown: Vec<&str> = dag
            .unknown_size_tensors()
            .map(|t| t.name.as_str())
            .collect();
        if !unknown.is_empty() {
            return Err(PipelineError::UnknownSizes {
                path: options.input.clone(),
                count: unknown.len(),
                first: unknown
                    .iter()
                    .take(3)
                    .map(|n| format!("'{n}'"))
                    .collect::<Vec<_>>()
                    .join(", "),
                sizing,
            });
        }
    }
    if let Some(out) = &options.output {
        if model.has_external_data() && !same_dir(&options.input, out) {
            return Err(PipelineError::Output {
                path: out.clone(),
                reason: "the model keeps weights in external data files that are referenced relative to its folder; \
                         write the output into the input's folder"
                    .into(),
            });
        }
    }
    // Latency's proxy schedules onto as many units as the device gets streams.
    let objective = options.objective.on_streams(options.streams);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(options.seed);
    let original = Order::original(dag);
    // The original order is always a candidate, so the result is never worse than the input.
    let mut candidates: Vec<(String, Order)> = vec![("original".into(), original.clone())];
    let mut origins = vec![Origin::Own];
    for s in schedulers.iter().filter(|s| s.name() != "original") {
        let start = candidates.len();
        for (order, origin) in s.labelled_orders(dag, objective, options.samples.max(1), &mut rng) {
            // Every scheduler is listed, even when it agrees with another; repeats of one
            // randomised scheduler are not.
            if !candidates[start..].iter().any(|(_, o)| *o == order) {
                candidates.push((s.name().to_string(), order));
                origins.push(origin);
            }
        }
    }
    let execution_order = execution::resolve(options, &model)?;
    execution::add_walk_files(&model, execution_order, &mut candidates, &mut origins);
    let eval = Evaluator::new(dag, objective);
    let runs_as = execution::executed_order(&model, execution_order);
    let executed: Vec<Order> = candidates.iter().map(|(_, o)| runs_as(o)).collect();
    let scored: Vec<Candidate> = candidates
        .iter()
        .zip(&executed)
        .zip(&origins)
        .map(|(((name, order), runs), &origin)| Candidate {
            origin,
            ..score(dag, &eval, name, order, runs, &original)
        })
        .collect();
    let user_file = for_ort::user_file(options, &import, &profile, objective, execution_order)?;
    let eligible = eligible(&scored, user_file.as_ref());
    // The cheapest candidate that may win; ties keep the earlier one (the original first).
    // None may (`--for-ort` only: the original is then ORT's graph): the user's file stays.
    let best = (0..scored.len())
        .filter(|&i| eligible[i])
        .min_by(|&a, &b| scored[a].cost.total_cmp(&scored[b].cost).then(a.cmp(&b)))
        .unwrap_or(0);
    // The device has the last word when asked: it picks among the proxy's top k.
    let (best, device) = match &options.device {
        None => (best, None),
        Some(device) => {
            let (win, report) = measure_on_device(
                &model,
                device,
                options,
                objective,
                &Ranked {
                    files: &candidates,
                    executed: &executed,
                    scored: &scored,
                    may_win: &eligible,
                },
            )?;
            (win, Some(report))
        }
    };
    let winner = &candidates[best].1;
    if let Some(path) = &options.emit_orders {
        emit_orders(path, dag, &eval, &candidates, &scored)?;
    }
    if let Some(dir) = &options.plot {
        // As the runtime runs them.
        plot(dir, dag, &eval, &runs_as(&original), &runs_as(winner))?;
    }
    // With `--for-ort`, the user's file stays unless a candidate may win (the proxy's rules)
    // and, measured, beat the file as ORT's defaults run it.
    let kept_as_deployed = device
        .as_ref()
        .and_then(|d| d.as_deployed.as_ref())
        .is_some_and(|a| a.kept)
        || (user_file.is_some() && !eligible[best]);
    if let Some(out) = &options.output {
        let mut bytes = model.encode(winner)?;
        // A reordered ONNX model says what its order was chosen for; one whose order is kept
        // stays the input, byte for byte. ORT's optimised graph (`--for-ort`) is not the
        // input, so it always says so, unless the input as deployed won: then it is the output.
        if kept_as_deployed {
            bytes = std::fs::read(&options.input).map_err(|source| {
                ModelError::from(crate::onnx::OnnxError::Io {
                    path: options.input.clone(),
                    source,
                })
            })?;
        } else if let (Model::Onnx(m), true) =
            (&model, *winner != original || options.for_ort.is_some())
        {
            let mut notes = provenance::entries(
                options,
                &candidates[best].0,
                device.as_ref(),
                execution_order,
            );
            notes.extend(provenance::ort_config(m, options.device.as_deref()));
            bytes =
                crate::onnx::with_provenance(&m.path, &bytes, &notes).map_err(ModelError::from)?;
        }
        write_atomically(out, &bytes).map_err(ModelError::from)?;
    }
    Ok(ScheduleReport {
        flowsched_version: env!("CARGO_PKG_VERSION"),
        input: options.input.display().to_string(),
        output: options.output.as_ref().map(|p| p.display().to_string()),
        objective,
        execution_order,
        scheduled_graph: options
            .for_ort
            .map(|l| format!("ONNX Runtime's optimised graph at level {}", l.name())),
        input_kept: options.output.is_some() && kept_as_deployed,
        device,
        seed: options.seed,
        nodes: dag.len(),
        edges: dag.edge_count(),
        constant_bytes: dag.constant_bytes,
        unknown_size_tensors: dag.unknown_size_tensors().count(),
        import: model.import_report().cloned(),
        winner: scored[best].scheduler.clone(),
        winner_origin: scored[best].origin,
        original_cost: scored[0].cost,
        winner_cost: scored[best].cost,
        lower_bound: eval.lower_bound(),
        original_peak_memory_bytes: scored[0].peak_memory_bytes,
        winner_peak_memory_bytes: scored[best].peak_memory_bytes,
        moved_ops: scored[best].moved_ops,
        order: winner.names(dag).into_iter().map(String::from).collect(),
        original_order: original.names(dag).into_iter().map(String::from).collect(),
        candidates: scored,
    })
}

/// `order` is the file order, `runs` the order the device runs it in: the costs are those of
/// `runs`, the moved ops those of the file.
fn score(
    dag: &ScheduleDag,
    eval: &Evaluator,
    name: &str,
    order: &Order,
    runs: &Order,
    original: &Order,
) -> Candidate {
    let makespan = eval
        .objective()
        .units()
        .map(|units| decode_list(dag, runs, units, eval.runtimes(), None).makespan);
    Candidate {
        scheduler: name.to_string(),
        cost: eval.cost(runs),
        peak_memory_bytes: peak_memory(dag, runs),
        makespan,
        moved_ops: order.moved_from(original),
        as_written_cost: (runs != order).then(|| eval.cost(order)),
        origin: Origin::Own,
    }
}

fn emit_orders(
    path: &Path,
    dag: &ScheduleDag,
    eval: &Evaluator,
    candidates: &[(String, Order)],
    scored: &[Candidate],
) -> Result<(), PipelineError> {
    let orders = candidates
        .iter()
        .zip(scored)
        .map(|((name, order), c)| EmittedOrder {
            scheduler: name.clone(),
            order: order.names(dag).into_iter().map(String::from).collect(),
            positions: order.iter().map(|n| dag.node(n).source_id).collect(),
            as_written_cost: c.as_written_cost,
            units: eval.objective().units().map(|units| {
                decode_list(dag, order, units, eval.runtimes(), None).units_in_order(order)
            }),
            cost: c.cost,
        })
        .collect();
    let mut text = serde_json::to_string_pretty(&EmittedOrders {
        objective: eval.objective(),
        orders,
    })
    .expect("orders serialise");
    text.push('\n');
    write_atomically(path, text.as_bytes()).map_err(|e| PipelineError::Model(ModelError::from(e)))
}

/// Refuses to overwrite the input unless asked, before any work is done.
pub fn check_output(input: &Path, output: &Path, in_place: bool) -> Result<(), PipelineError> {
    check_outputs(input, in_place, &[("-o", output)])
}

/// Options that would change nothing for this kind of input are refused, not ignored:
/// `--function` outside MLIR, and the ONNX importer's `--dim` and `--max-tensor-bytes` on a
/// JSON DAG (which states its own sizes).
fn refuse_inert_options(options: &Options) -> Result<(), PipelineError> {
    let ext = options.input.extension().and_then(|e| e.to_str());
    let mlir = matches!(ext, Some("mlir" | "mlirbc"));
    let json = ext == Some("json");
    let defaults = ImportOptions::default();
    let inert: Vec<&str> = [
        ("--function", options.function.is_some() && !mlir),
        ("--dim", json && !options.import.dims.is_empty()),
        (
            "--max-tensor-bytes",
            json && options.import.max_tensor_bytes != defaults.max_tensor_bytes,
        ),
    ]
    .into_iter()
    .filter_map(|(name, set)| set.then_some(name))
    .collect();
    if inert.is_empty() {
        return Ok(());
    }
    Err(PipelineError::Output {
        path: options.input.clone(),
        reason: format!(
            "{} {} no effect on this input ({}); drop {}",
            inert.join(", "),
            if inert.len() == 1 { "has" } else { "have" },
            if json {
                "a JSON DAG states its own sizes and has one graph"
            } else {
                "--function chooses an MLIR function"
            },
            if inert.len() == 1 { "it" } else { "them" },
        ),
    })
}

/// The paths `options` (and a JSON report, if one is asked for) will write, checked by
/// [`check_outputs`].
pub fn check_paths(options: &Options, report: Option<&Path>) -> Result<(), PipelineError> {
    let outputs: Vec<(&str, &Path)> = [
        ("-o", options.output.as_deref()),
        ("--report", report),
        ("--emit-orders", options.emit_orders.as_deref()),
        ("--plot", options.plot.as_deref()),
    ]
    .into_iter()
    .filter_map(|(flag, p)| p.map(|p| (flag, p)))
    .collect();
    check_outputs(&options.input, options.in_place, &outputs)
}

/// Every path the run will write, by flag (`-o`, `--report`, `--emit-orders`, `--plot`, the
/// last a folder that gets `gantt.svg` and `memory.svg`), checked before any work: none may be
/// the input (but `-o` with `in_place`) and no two may be the same file. Paths are compared
/// as files, so symlinks and hard links count.
pub fn check_outputs(
    input: &Path,
    in_place: bool,
    outputs: &[(&str, &Path)],
) -> Result<(), PipelineError> {
    let mut files: Vec<(&str, PathBuf)> = Vec::new();
    for &(flag, path) in outputs {
        if flag == "--plot" {
            files.extend(PLOT_FILES.iter().map(|f| (flag, path.join(f))));
        } else {
            files.push((flag, path.to_path_buf()));
        }
    }
    for (k, (flag, path)) in files.iter().enumerate() {
        if same_file(input, path) && !(*flag == "-o" && in_place) {
            let hint = if *flag == "-o" {
                "; pass --in-place to overwrite it"
            } else {
                ""
            };
            return Err(PipelineError::Output {
                path: path.clone(),
                reason: format!("({flag}) is the input file{hint}"),
            });
        }
        if let Some((other, _)) = files[..k].iter().find(|(_, p)| same_file(p, path)) {
            return Err(PipelineError::Output {
                path: path.clone(),
                reason: format!("({flag}) is also the {other} output"),
            });
        }
    }
    Ok(())
}

/// What `--plot DIR` writes.
const PLOT_FILES: [&str; 2] = ["gantt.svg", "memory.svg"];

/// Whether two paths name the same file: the same device and inode when both exist (hard
/// links, symlinks), else the same canonical folder and file name.
fn same_file(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    if let (Ok(x), Ok(y)) = (std::fs::metadata(a), std::fs::metadata(b)) {
        use std::os::unix::fs::MetadataExt;
        return (x.dev(), x.ino()) == (y.dev(), y.ino());
    }
    let canonical = |p: &Path| -> Option<PathBuf> {
        if let Ok(c) = p.canonicalize() {
            return Some(c);
        }
        let dir = p
            .parent()
            .filter(|d| !d.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        Some(dir.canonicalize().ok()?.join(p.file_name()?))
    };
    match (canonical(a), canonical(b)) {
        (Some(x), Some(y)) => x == y,
        _ => a == b,
    }
}

fn same_dir(a: &Path, b: &Path) -> bool {
    let dir = |p: &Path| {
        let d = p
            .parent()
            .filter(|d| !d.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        d.canonicalize().ok()
    };
    dir(a).is_some() && dir(a) == dir(b)
}

/// `gantt.svg` (on the objective's units, or 2 for memory) and `memory.svg`, original vs winner.
fn plot(
    dir: &Path,
    dag: &ScheduleDag,
    eval: &Evaluator,
    original: &Order,
    winner: &Order,
) -> Result<(), PipelineError> {
    use crate::report::plot;
    let fail = |e: &dyn std::fmt::Display| PipelineError::Output {
        path: dir.into(),
        reason: format!("cannot draw: {e}"),
    };
    std::fs::create_dir_all(dir).map_err(|e| fail(&e))?;
    let units = eval.objective().units().unwrap_or(2);
    let before = decode_list(dag, original, units, eval.runtimes(), None);
    let after = decode_list(dag, winner, units, eval.runtimes(), None);
    plot::gantt(
        &dir.join("gantt.svg"),
        dag,
        &[("original", &before), ("winner", &after)],
    )
    .map_err(|e| fail(&e))?;
    plot::memory_over_time(
        &dir.join("memory.svg"),
        dag,
        &[("original", original), ("winner", winner)],
    )
    .map_err(|e| fail(&e))
}

/// Runs `orders` on the device that executes `model`, one worker process per candidate: for
/// ONNX, ONNX Runtime or the libtorch executor; for MLIR, the JIT. Returns the measurement and
/// what it was measured on.
fn measure_orders(
    model: &Model,
    orders: &[Order],
    device: &str,
    options: &Options,
    protocol: &crate::runtime::protocol::Protocol,
) -> Result<(crate::runtime::protocol::Measurement, String), PipelineError> {
    use crate::runtime::onnx::{runtime, MeasureSettings, OnnxDevice};
    let streams = options.streams.max(1);
    let located = |e: String| PipelineError::Device(format!("{}: {e}", options.input.display()));
    match model {
        Model::Onnx(import) => {
            let device = OnnxDevice::parse(device).map_err(PipelineError::Device)?;
            let settings = MeasureSettings {
                import: &options.import,
                streams,
                seed: options.seed,
            };
            let (mut pool, _files) =
                runtime(import, orders, &device, &settings).map_err(located)?;
            let m = crate::runtime::measure(&mut pool, orders.len(), protocol);
            use crate::runtime::Runtime;
            Ok((m, pool.describe()))
        }
        #[cfg(feature = "mlir")]
        Model::Mlir(f) => {
            crate::runtime::mlir::measure(f, orders, device, streams, protocol, options.seed)
                .map_err(located)
        }
        Model::Json { .. } => Err(PipelineError::Device(format!(
            "{}: a JSON DAG has no ops to run; device measurement needs an ONNX or MLIR model",
            options.input.display()
        ))),
    }
}

/// A measured peak must be this much below the original's to count as lower.
pub(super) const MEMORY_NOISE: f64 = 0.01;

/// Every candidate: its file order, the order the runtime runs it in, its proxy scores, and
/// whether it may win ([`eligible`]).
struct Ranked<'a> {
    files: &'a [(String, Order)],
    executed: &'a [Order],
    scored: &'a [Candidate],
    may_win: &'a [bool],
}

/// Benchmarks the top-k on the device and returns the winning candidate's index.
fn measure_on_device(
    model: &Model,
    device: &str,
    options: &Options,
    objective: Objective,
    ranked: &Ranked,
) -> Result<(usize, crate::report::DeviceReport), PipelineError> {
    use crate::report::{DeviceReport, MeasuredCandidate};
    use crate::runtime::protocol::Protocol;
    let Ranked {
        files: candidates,
        executed,
        scored,
        may_win,
    } = *ranked;
    let picked = top_k(executed, scored, may_win, options.top_k);
    let orders: Vec<Order> = picked.iter().map(|&i| candidates[i].1.clone()).collect();
    let protocol = Protocol {
        budget: options.budget,
        timeout: options.run_timeout,
        ..Protocol::default()
    };
    let (m, runtime) = measure_orders(model, &orders, device, options, &protocol)?;
    let ok: Vec<usize> = (0..picked.len())
        .filter(|&i| m.candidates[i].ok())
        .collect();
    // The original is always a contender (with `--for-ort` the run keeps the user's file if it
    // wins while it may not).
    let contenders: Vec<usize> = ok
        .iter()
        .copied()
        .filter(|&k| k == 0 || may_win[picked[k]])
        .collect();
    // Memory: the lowest measured peak, ties to the better proxy rank (peaks of a sequential
    // run are exact, so this choice is reproducible); time objectives: the lowest median.
    let win = match objective {
        // A memory winner must beat the original by more than the counter's noise (a
        // runtime's own small allocations vary by a few bytes from run to run), or the input
        // is kept.
        Objective::PeakMemory => contenders
            .iter()
            .copied()
            .min_by(|&a, &b| {
                m.candidates[a]
                    .peak_bytes
                    .cmp(&m.candidates[b].peak_bytes)
                    .then(a.cmp(&b))
            })
            .map(|w| {
                let (c, o) = (&m.candidates[w], &m.candidates[0]);
                let clear = (c.peak_bytes as f64) < o.peak_bytes as f64 * (1.0 - MEMORY_NOISE);
                if w == 0 || !o.ok() || clear {
                    w
                } else {
                    0
                }
            }),
        // A time winner must beat the original clearly (its slow quartile under the
        // original's fast one); noise alone never changes the user's model.
        _ => m.fastest(contenders.iter().copied()).map(|w| {
            let (c, o) = (&m.candidates[w], &m.candidates[0]);
            if w == 0 || !o.ok() || c.q3 < o.q1 {
                w
            } else {
                0
            }
        }),
    }
    .ok_or_else(|| {
        PipelineError::Device(format!(
            "no candidate ran on {device}: {}",
            m.candidates[0].failure.clone().unwrap_or_default()
        ))
    })?;
    // How the proxy agreed with the runtime over the candidates that ran: by peak bytes for
    // memory, by median latency for time.
    let (proxy, measured): (Vec<f64>, Vec<f64>) = ok
        .iter()
        .map(|&k| {
            let c = &m.candidates[k];
            let value = if objective.is_timed() {
                c.median
            } else {
                c.peak_bytes as f64
            };
            (scored[picked[k]].cost, value)
        })
        .unzip();
    let report = DeviceReport {
        device: device.to_string(),
        spearman_proxy_vs_measured: spearman(&proxy, &measured),
        spearman_over_proxy_costs: spearman_over_costs(&proxy, &measured),
        proxy_costs_measured: distinct_costs(&proxy),
        top1_regret: top1_regret(&proxy, &measured),
        runtime,
        streams: options.streams.max(1),
        rounds: m.rounds,
        stopped_because: m.stopped_because.to_string(),
        seconds: m.seconds,
        candidates: picked
            .iter()
            .zip(&m.candidates)
            .enumerate()
            .map(|(k, (&i, c))| MeasuredCandidate {
                scheduler: scored[i].scheduler.clone(),
                winner: k == win,
                may_win: k == 0 || may_win[i],
                proxy_cost: scored[i].cost,
                as_written_cost: scored[i].as_written_cost,
                median_seconds: c.median,
                q1_seconds: c.q1,
                q3_seconds: c.q3,
                peak_bytes: c.peak_bytes,
                peak_bytes_max: c.peak_bytes_max,
                failure: c.failure.clone(),
            })
            .collect(),
        as_deployed: for_ort::as_deployed(options, objective, &protocol, &m.candidates[win])?,
    };
    Ok((picked[win], report))
}
