//! `flowsched._native`: the Rust side of the Python package. `flowsched/__init__.py` wraps it;
//! nothing here is meant to be called directly.
//!
//! - `schedule_file` runs `flowsched::pipeline::run` on a file, with the GIL released, and
//!   returns the JSON report and the CLI's summary;
//! - `serve_worker` is a measurement worker (what `flowsched-worker` runs), for the launcher
//!   the package writes and points `FLOWSCHED_WORKER` at;
//! - the exceptions: one `Error`, a subclass per error class, messages as the CLI prints them;
//! - `DEFAULTS`: the library's table of defaults (`flowsched::defaults`) by parameter name, which
//!   the package's signatures and `python -m flowsched` read (`scheduler` is None: the
//!   objective's list, from `SCHEDULERS_BY_OBJECTIVE`).

use flowsched::cost::Objective;
use flowsched::defaults;
use flowsched::onnx::ImportOptions;
use flowsched::pipeline::{self, ExecutionOrder, Options, PipelineError};
use flowsched::runtime::job::OptimisationLevel;
use flowsched::runtime::Device;
use flowsched::schedulers::{GflownetOptions, SchedulerError as SchedulerFailure, SchedulerList};
use pyo3::create_exception;
use pyo3::exceptions::{PyException, PyOSError};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::path::PathBuf;

mod ort_file_order;
use std::time::Duration;

create_exception!(
    flowsched,
    Error,
    PyException,
    "Every error flowsched raises; its message is the CLI's."
);
create_exception!(
    flowsched,
    InputError,
    Error,
    "The model cannot be read: a malformed or truncated file, an unsupported input."
);
create_exception!(
    flowsched,
    UnknownSizesError,
    InputError,
    "Tensors whose sizes flowsched cannot infer (nor size from one run), under a memory \
     objective: pass allow_unknown_sizes=True to count them as 0 bytes."
);
create_exception!(
    flowsched,
    UsageError,
    Error,
    "An option value names nothing (scheduler, objective, device, execution order), or options \
     contradict each other or the input."
);
create_exception!(
    flowsched,
    DeviceError,
    Error,
    "Measuring on the device failed: no onnxruntime library, no worker, no candidate ran."
);
create_exception!(
    flowsched,
    SchedulerError,
    Error,
    "A scheduler failed (the GFlowNet's weights, for one)."
);
create_exception!(
    flowsched,
    OutputError,
    Error,
    "The output cannot be written."
);

/// The message as the CLI prints it after `error: ` (anyhow's `{:#}`: the error, then each
/// source after `: `).
fn chain(e: &dyn std::error::Error) -> String {
    let mut text = e.to_string();
    let mut source = e.source();
    while let Some(s) = source {
        text.push_str(": ");
        text.push_str(&s.to_string());
        source = s.source();
    }
    text
}

fn to_py(e: PipelineError) -> PyErr {
    let message = chain(&e);
    match e {
        PipelineError::Model(_) | PipelineError::Profile(_) => InputError::new_err(message),
        PipelineError::Scheduler(SchedulerFailure::Unknown(_)) => UsageError::new_err(message),
        PipelineError::Scheduler(_) => SchedulerError::new_err(message),
        PipelineError::Usage { .. } | PipelineError::InertOnWholeModule { .. } => {
            UsageError::new_err(message)
        }
        // MLIR is not in the wheel: asking for it is a usage error here.
        PipelineError::Mlir(_) => UsageError::new_err(message),
        PipelineError::Output { .. } => OutputError::new_err(message),
        PipelineError::Device(_) => DeviceError::new_err(message),
        PipelineError::UnknownSizes { .. } => UnknownSizesError::new_err(message),
        _ => Error::new_err(message),
    }
}

fn usage<E: std::fmt::Display>(e: E) -> PyErr {
    UsageError::new_err(e.to_string())
}

fn seconds(name: &str, s: f64) -> PyResult<Duration> {
    Duration::try_from_secs_f64(s)
        .ok()
        .filter(|d| !d.is_zero())
        .ok_or_else(|| UsageError::new_err(format!("{name} {s}: a positive number of seconds")))
}

/// Schedules the model at `input` (the pipeline of `flowsched schedule`), writes it to
/// `output` and returns `(report JSON, summary text)`. Every option is required: the defaults
/// are `flowsched.schedule`'s, read from `DEFAULTS`.
#[pyfunction]
#[pyo3(signature = (
    input, output, *, objective, scheduler, device, top_k, seed, samples, execution_order,
    budget, timeout, load_timeout, allow_unknown_sizes, progress, for_ort, rewrite, memory_cap, dims, max_slowdown,
    gflownet_model, sigma, refine, refine_top, spread, external_data
))]
#[allow(clippy::too_many_arguments)]
// long: one parameter per keyword of `flowsched.schedule`, each checked as the CLI checks it.
fn schedule_file(
    py: Python<'_>,
    input: PathBuf,
    output: Option<PathBuf>,
    objective: &str,
    scheduler: Option<&str>,
    device: Option<&str>,
    top_k: usize,
    seed: u64,
    samples: usize,
    execution_order: Option<&str>,
    budget: f64,
    timeout: f64,
    load_timeout: f64,
    allow_unknown_sizes: bool,
    progress: Option<Py<PyAny>>,
    for_ort: Option<&str>,
    rewrite: bool,
    memory_cap: Option<&str>,
    dims: std::collections::HashMap<String, i64>,
    max_slowdown: f64,
    gflownet_model: Option<PathBuf>,
    sigma: f64,
    refine: usize,
    refine_top: usize,
    spread: f64,
    external_data: &str,
) -> PyResult<(String, String)> {
    // Every value is checked before any work, as the CLI's parser does.
    // None: the objective's default list.
    let schedulers: SchedulerList = match scheduler {
        Some(list) => list.parse().map_err(usage)?,
        None => SchedulerList::default(),
    };
    let objective: Objective = objective.parse().map_err(usage)?;
    let device: Option<Device> = device.map(str::parse).transpose().map_err(usage)?;
    let execution_order = execution_order.map(parse_execution_order).transpose()?;
    let optimised_graph = for_ort.map(parse_for_ort).transpose()?;
    let memory_cap = (memory_cap.map(str::parse::<flowsched::cost::MemoryCap>))
        .transpose()
        .map_err(usage)?;
    check_dims(&dims)?;
    check_max_slowdown(max_slowdown)?;
    let external_data =
        flowsched::onnx::external::ExternalData::parse(external_data).map_err(usage)?;
    let gflownet = gflownet_options(gflownet_model, sigma, refine, refine_top, spread)?;
    let options = Options {
        input,
        output,
        schedulers,
        objective,
        samples,
        device,
        top_k,
        budget: seconds("budget", budget)?,
        run_timeout: seconds("timeout", timeout)?,
        load_timeout: seconds("load_timeout", load_timeout)?,
        seed,
        allow_unknown_sizes,
        execution_order,
        optimised_graph,
        rewrite,
        memory_cap,
        max_slowdown,
        gflownet,
        import: ImportOptions {
            dims,
            ..ImportOptions::default()
        },
        // This package's worker runs ORT's Python API, which can run the file as written.
        python_ort: true,
        progress: progress.map_or_else(Default::default, observer),
        external_data,
        ..Options::default()
    };
    let report = py.detach(|| pipeline::run(&options)).map_err(to_py)?;
    let json = serde_json::to_string(&report)
        .map_err(|e| Error::new_err(format!("the report does not serialise: {e}")))?;
    let summary = flowsched::report::text::schedule_summary(&report);
    Ok((json, summary))
}

/// The `execution_order` argument: ORT's own order, or the file's as written.
fn parse_execution_order(s: &str) -> PyResult<ExecutionOrder> {
    ExecutionOrder::parse(s)
        .ok_or_else(|| usage(format!("'{s}': the orders are ort-default and file")))
}

/// The `for_ort` argument: the level of ORT's optimised graph that is scheduled.
fn parse_for_ort(level: &str) -> PyResult<OptimisationLevel> {
    OptimisationLevel::parse(level).ok_or_else(|| {
        usage(format!(
            "for_ort '{level}': the levels are basic, extended and all"
        ))
    })
}

/// Refuses a dimension below 1: a file's symbolic sizes are positive.
fn check_dims(dims: &std::collections::HashMap<String, i64>) -> PyResult<()> {
    if let Some((name, value)) = dims.iter().find(|(_, &v)| v < 1) {
        return Err(usage(format!(
            "dims {name}={value}: a dimension is a positive integer"
        )));
    }
    Ok(())
}

/// Refuses a slowdown cap that is negative or not a number.
fn check_max_slowdown(max_slowdown: f64) -> PyResult<()> {
    if !(max_slowdown.is_finite() && max_slowdown >= 0.0) {
        return Err(usage(format!(
            "max_slowdown {max_slowdown}: a share of the defaults' latency, 0 or more (0.1: 10%)"
        )));
    }
    Ok(())
}

/// The GFlowNet's options, its temperature and spread checked first.
fn gflownet_options(
    model: Option<PathBuf>,
    sigma: f64,
    refine: usize,
    refine_top: usize,
    spread: f64,
) -> PyResult<GflownetOptions> {
    if !(sigma.is_finite() && sigma > 0.0) {
        return Err(usage(format!("sigma {sigma}: a positive temperature")));
    }
    if !(0.0..=1.0).contains(&spread) {
        return Err(usage(format!("spread {spread}: a fraction from 0 to 1")));
    }
    Ok(GflownetOptions {
        model,
        sigma,
        refine_rounds: refine,
        refine_top,
        spread,
        ..GflownetOptions::default()
    })
}

/// Calls `function(stage, fraction, detail)` for each report of the run (with the GIL, from
/// the thread that runs the pipeline). An exception it raises is printed as unraisable and the
/// run goes on: a display must not end a measurement.
fn observer(function: Py<PyAny>) -> flowsched::progress::Progress {
    flowsched::progress::Progress::new(move |step| {
        Python::attach(|py| {
            if let Err(e) = function.call1(py, (step.stage, step.fraction, step.detail)) {
                e.write_unraisable(py, None);
            }
        })
    })
}

/// Runs a measurement worker on this process's stdin and stdout until its input closes (the
/// job protocol of `flowsched-worker`). The package's worker launcher calls it.
#[pyfunction]
fn serve_worker(py: Python<'_>) -> PyResult<()> {
    py.detach(|| {
        let stdin = std::io::stdin();
        let stdout = std::io::stdout();
        flowsched::runtime::serve::serve_with(stdin.lock(), stdout.lock(), ort_file_order::load)
    })
    .map_err(|e| PyOSError::new_err(e.to_string()))
}

/// The table's entries the package takes, by parameter name; durations in seconds.
fn defaults_dict(py: Python<'_>) -> PyResult<Bound<'_, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("objective", defaults::OBJECTIVE)?;
    // None: the objective's (`SCHEDULERS_BY_OBJECTIVE`).
    d.set_item("scheduler", py.None())?;
    d.set_item("top_k", defaults::TOP_K)?;
    d.set_item("seed", defaults::SEED)?;
    d.set_item("samples", defaults::SAMPLES)?;
    d.set_item("budget", defaults::BUDGET.as_secs_f64())?;
    d.set_item("timeout", defaults::RUN_TIMEOUT.as_secs_f64())?;
    d.set_item("load_timeout", defaults::LOAD_TIMEOUT.as_secs_f64())?;
    d.set_item("max_slowdown", defaults::MAX_SLOWDOWN)?;
    d.set_item("sigma", defaults::SIGMA)?;
    d.set_item("refine", defaults::REFINE_ROUNDS)?;
    d.set_item("refine_top", defaults::REFINE_TOP)?;
    d.set_item("spread", defaults::SPREAD)?;
    d.set_item("external_data", defaults::EXTERNAL_DATA)?;
    Ok(d)
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add("DEFAULTS", defaults_dict(py)?)?;
    let by_objective = PyDict::new(py);
    by_objective.set_item("memory", defaults::schedulers_for(false))?;
    by_objective.set_item("makespan", defaults::schedulers_for(true))?;
    by_objective.set_item("latency", defaults::schedulers_for(true))?;
    by_objective.set_item("gflownet_samples", defaults::SAMPLES_TIMED)?;
    m.add("SCHEDULERS_BY_OBJECTIVE", by_objective)?;
    // Whether this build has the counting `malloc` its workers preload (Linux, glibc).
    m.add(
        "COUNTING_MALLOC",
        cfg!(all(target_os = "linux", target_env = "gnu")),
    )?;
    m.add_function(wrap_pyfunction!(schedule_file, m)?)?;
    m.add_function(wrap_pyfunction!(serve_worker, m)?)?;
    m.add("Error", py.get_type::<Error>())?;
    m.add("InputError", py.get_type::<InputError>())?;
    m.add("UnknownSizesError", py.get_type::<UnknownSizesError>())?;
    m.add("UsageError", py.get_type::<UsageError>())?;
    m.add("DeviceError", py.get_type::<DeviceError>())?;
    m.add("SchedulerError", py.get_type::<SchedulerError>())?;
    m.add("OutputError", py.get_type::<OutputError>())?;
    Ok(())
}
