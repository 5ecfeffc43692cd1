//! ONNX Runtime: `--device ort` (every optimisation level, the best deployment wins:
//! [`deployment`]), `ort:LEVEL`, and the runtime an ONNX model is scheduled for when nothing
//! measures it. It walks the file (its `ExecutionOrder::DEFAULT`) unless the Python API runs it
//! as written (`PRIORITY_BASED`, optimisation off), and it can schedule its own optimised graph
//! (`--for-ort`).

mod deployment;

use super::{Backend, Bench, MeasureError, Measured, OneStep, Search, Step};
use crate::model::{Model, OnnxModel, Optimised};
use crate::options::Options;
use crate::report::{AsDeployed, ScheduleReport, WithDefaults};
use flowsched_core::cost::Objective;
use flowsched_core::dag::{Order, Plan};
use flowsched_core::device::OptimisationLevel;
use flowsched_onnx::ImportOptions;
use flowsched_runtime::onnx::MeasureSettings;
use flowsched_runtime::protocol::{CandidateStats, Protocol, MEMORY_NOISE};
use flowsched_runtime::{AsWritten, Device, Execution, ExecutionOrder, OrtWalk, Runtime};
use std::path::{Path, PathBuf};

pub(super) struct Ort;

fn onnx(model: &Model) -> Result<&OnnxModel, MeasureError> {
    match model {
        Model::Onnx(m) => Ok(m),
        _ => Err(MeasureError::Unsupported(
            "ONNX Runtime runs ONNX models only".into(),
        )),
    }
}

/// The settings every worker of `model` shares: its inputs as imported.
fn settings(model: &OnnxModel, streams: usize, seed: u64) -> MeasureSettings<'_> {
    MeasureSettings {
        import: &model.options,
        streams,
        seed,
        file_order: false,
    }
}

/// Measures ONNX candidates on `bench.device` (ORT or the libtorch executor), one worker each.
pub(super) fn measure_onnx(model: &Model, orders: &[Order], bench: &Bench) -> Measured {
    let model = onnx(model)?;
    let settings = MeasureSettings {
        file_order: bench.execution_order == ExecutionOrder::File,
        ..settings(model, bench.streams, bench.seed)
    };
    let (mut pool, _files) =
        flowsched_runtime::onnx::runtime(&model.import, orders, bench.device, &settings)?;
    let m = pool.measure(orders.len(), &bench.protocol, bench.protocol.load_together);
    Ok((m, pool.describe()))
}

impl Backend for Ort {
    fn name(&self) -> &'static str {
        "ONNX Runtime"
    }

    fn runs(&self, format: &str, device: Option<Device>) -> bool {
        format == "ONNX" && matches!(device, None | Some(Device::Ort(_) | Device::OrtAnyLevel))
    }

    fn derives_graphs(&self) -> bool {
        true
    }

    /// Measured in ONNX Runtime, the proxy sizes kernels' scratch for the threads ORT gives
    /// them on this machine.
    fn import_options(&self, import: &ImportOptions, device: Option<Device>) -> ImportOptions {
        ImportOptions {
            threads: device
                .and_then(|d| d.kernel_threads())
                .unwrap_or(import.threads),
            ..import.clone()
        }
    }

    /// A copy of the file states each tensor's type and shape as one run in ONNX Runtime
    /// produced them, and is imported for its DAG. Only the sizes change: the nodes are the
    /// file's, in its order, so the output is still written from the user's own file.
    fn size_from_one_run(&self, model: &mut Model, seed: u64) -> Result<(), MeasureError> {
        use flowsched_onnx::external;
        let m = onnx(model)?;
        let io = |e: std::io::Error| MeasureError::Io {
            path: m.import.path.clone(),
            reason: e.to_string(),
        };
        // The copy finds the model's external data next to it.
        let dir = external::scratch_with_data(&m.import.path, &m.import.model).map_err(|e| {
            MeasureError::Io {
                path: e.path,
                reason: e.reason,
            }
        })?;
        let copy = dir.path().join("sized.onnx");
        std::fs::copy(&m.import.path, &copy).map_err(io)?;
        flowsched_runtime::sizing::state_shapes_from_one_run(&copy, &settings(m, 1, seed))?;
        let sized = flowsched_onnx::import_model(&copy, &m.options)
            .map_err(crate::model::ModelError::from)?;
        let old = &m.import.dag;
        let new = &sized.dag;
        let same_nodes =
            old.len() == new.len() && old.nodes().all(|n| old.node(n).name == new.node(n).name);
        if !same_nodes {
            return Err(MeasureError::Nothing(
                "the sized copy does not have the file's nodes".into(),
            ));
        }
        tracing::info!(
            "sized {} tensors from one run in ONNX Runtime",
            old.unknown_size_tensors().count() - new.unknown_size_tensors().count()
        );
        *model.dag_mut() = sized.dag;
        Ok(())
    }

    /// `asked` where given, else ORT's walk (what most ONNX users run). Choices that
    /// contradict the device are refused, not ignored.
    fn execution_order(&self, options: &Options) -> Result<ExecutionOrder, MeasureError> {
        let refuse = |reason: String| Err(MeasureError::Usage(reason));
        match (options.execution_order, options.device) {
            // ORT's Python API runs the file as written (PRIORITY_BASED), with optimisation
            // off: the optimiser adds and renumbers nodes.
            (Some(ExecutionOrder::File), Some(d @ Device::Ort(level))) if options.python_ort => {
                match level {
                    OptimisationLevel::Disabled => Ok(ExecutionOrder::File),
                    _ => refuse(format!(
                        "device '{d}': ONNX Runtime runs the file's order as written only with \
                         optimisation off; use device 'ort' or 'ort:disabled'"
                    )),
                }
            }
            (Some(ExecutionOrder::File), Some(d)) => refuse(format!(
                "--device {d} measures ONNX Runtime's default order (its C API has no \
                 other); for the file order as written (PRIORITY_BASED) measure from \
                 Python (flowsched.schedule(..., device='ort', execution_order='file')), \
                 or drop --device"
            )),
            (Some(order), _) => Ok(order),
            (None, _) => Ok(ExecutionOrder::OrtDefault),
        }
    }

    fn execution<'m>(&self, model: &'m Model, order: ExecutionOrder) -> Box<dyn Execution + 'm> {
        match (order, onnx(model)) {
            (ExecutionOrder::OrtDefault, Ok(m)) => Box::new(OrtWalk(&m.import)),
            _ => Box::new(AsWritten),
        }
    }

    /// ONNX Runtime's allocation planner reuses freed buffers by shape, shares views and
    /// in-place outputs ([`flowsched_core::cost::PlannerModel`]).
    fn plan(&self, model: &Model, order: ExecutionOrder) -> Plan {
        Plan {
            reuses_buffers: true,
            walked: self.execution(model, order).walked(),
        }
    }

    fn measure(&self, model: &Model, orders: &[Order], bench: &Bench) -> Measured {
        measure_onnx(model, orders, bench)
    }

    /// The user's own file measured twice, at ORT's default level (`all`) and with
    /// optimisation off; the lower is what they have today (the user may run either), which the
    /// winner must beat clearly (memory: by more than the counter's noise; time: its slow
    /// quartile under the input's fast one).
    fn measure_as_deployed(
        &self,
        file: &Model,
        graph: &Model,
        objective: Objective,
        bench: &Bench,
        winner: &CandidateStats,
    ) -> Result<Option<AsDeployed>, MeasureError> {
        if onnx(graph)?.optimised.is_none() {
            return Ok(None);
        }
        let file = onnx(file)?;
        let today = [OptimisationLevel::All, OptimisationLevel::Disabled];
        let mut pool = flowsched_runtime::onnx::as_deployed(
            file.user_path(),
            &today,
            &settings(file, 1, bench.seed),
        )
        .map_err(|e| MeasureError::from(e).at(file.user_path()))?;
        let m = pool.measure(2, &bench.protocol, usize::MAX);
        let key = |c: &CandidateStats| {
            if objective.is_timed() {
                c.median
            } else {
                c.peak_bytes as f64
            }
        };
        let (a, b) = (&m.candidates[0], &m.candidates[1]);
        let (today, settings_used) = if !b.ok() || (a.ok() && key(a) <= key(b)) {
            (a, "optimisation all")
        } else {
            (b, "optimisation disabled")
        };
        let beaten = !today.ok()
            || if objective.is_timed() {
                winner.q3 < today.q1
            } else {
                (winner.peak_bytes as f64) < today.peak_bytes as f64 * (1.0 - MEMORY_NOISE)
            };
        Ok(Some(AsDeployed {
            // The lower of the two: the workers differ only in the level.
            runtime: pool.describe().replace("optimisation all", settings_used),
            median_seconds: today.median,
            peak_bytes: today.peak_bytes,
            failure: today.failure.clone(),
            kept: !beaten,
        }))
    }

    /// Where the device leaves the level open, every level and ORT's graph of each
    /// ([`deployment`]); otherwise the one run, on ORT's graph where `--for-ort` asks for it.
    fn search<'a>(
        &'a self,
        file: &'a Model,
        rewritten: Option<(Model, String)>,
        options: &Options,
    ) -> Result<Box<dyn Search + 'a>, MeasureError> {
        let deployments =
            (options.device).map_or(Vec::new(), |d| d.deployments(options.execution_order));
        // From Python, `device="ort"` also measures the file as written (PRIORITY_BASED), on
        // the file and on ORT's graphs, each judged against the input under ORT's defaults.
        let python_search = options.python_ort
            && options.device == Some(Device::OrtAnyLevel)
            && options.execution_order != Some(ExecutionOrder::OrtDefault);
        if python_search {
            let every_level = Device::OrtAnyLevel.deployments(None);
            return Ok(Box::new(deployment::Deployments::new(
                file,
                rewritten,
                options,
                &every_level,
            )?));
        }
        if deployments.len() > 1 {
            return Ok(Box::new(deployment::Deployments::new(
                file,
                rewritten,
                options,
                &deployments,
            )?));
        }
        // The one deployment the execution order leaves (ORT runs the file as written only
        // with optimisation off).
        let options = Options {
            device: deployments.first().copied().or(options.device),
            ..options.clone()
        };
        let mut step = Step::of(&options);
        step.graph = match options.optimised_graph {
            Some(level) => Some(optimised_graph(file, level, &options)?),
            None => rewritten,
        };
        Ok(Box::new(WithTheDefaults {
            file,
            options,
            run: OneStep::new(step),
        }))
    }
}

/// One run, then the output and the input as a user who sets nothing loads them.
struct WithTheDefaults<'a> {
    file: &'a Model,
    options: Options,
    run: OneStep,
}

impl Search for WithTheDefaults<'_> {
    fn next(&mut self) -> Result<Option<Step>, MeasureError> {
        self.run.next()
    }
    fn record(&mut self, step: Step, outcome: Result<ScheduleReport, String>) {
        self.run.record(step, outcome)
    }
    fn finish(self: Box<Self>) -> Result<ScheduleReport, MeasureError> {
        let mut report = Box::new(self.run).finish()?;
        if let Some(out) = &self.options.output {
            report.with_defaults =
                with_defaults(self.file, &self.options, out, self.options.budget / 4)?;
        }
        Ok(report)
    }
}

/// ORT's optimised graph of the user's `file` at `level`, as ORT writes it, loaded once; with
/// what reports call it.
fn optimised_graph(
    file: &Model,
    level: OptimisationLevel,
    options: &Options,
) -> Result<(Model, String), MeasureError> {
    let user = onnx(file)?;
    let path = user.user_path();
    let located = |reason: String| MeasureError::Located {
        path: path.into(),
        reason,
    };
    check_for_ort(level, options.device).map_err(located)?;
    // ORT's graph keeps the file's external data references: it is written beside them.
    let dir = flowsched_onnx::external::scratch_with_data(path, &user.import.model)
        .map_err(|e| located(e.to_string()))?;
    // ORT writes the graph's weights beside it: under a name none of the file's own data use.
    let taken = flowsched_onnx::external::files(&user.import.model);
    let graph = free_graph_name(dir.path(), path, &taken);
    // The message names the file already.
    let started = std::time::Instant::now();
    flowsched_runtime::onnx::optimise_for_ort(path, level, &graph)?;
    tracing::debug!(
        "ORT's optimiser at {}: {:.2?}",
        level.name(),
        started.elapsed()
    );
    let optimised = Optimised {
        level,
        user_file: path.into(),
        dir,
        inline_weights: taken.is_empty(),
    };
    let mut model = Model::Onnx(OnnxModel::optimised(&graph, optimised, &user.options)?);
    // ORT's own ops (the NCHWc layouts of `all`) may have no shape rule: their sizes come
    // from one run, so that none counts as zero. The graph written stays as ORT wrote it.
    tracing::debug!("ORT's graph parsed: {:.2?}", started.elapsed());
    if model.dag().unknown_size_tensors().next().is_some() {
        Ort.size_from_one_run(&mut model, options.seed)
            .map_err(|e| {
                located(format!(
                    "ONNX Runtime's optimised graph: sizing from one run: {e}"
                ))
            })?;
    }
    tracing::debug!("ORT's graph sized: {:.2?}", started.elapsed());
    Ok((model, described(level)))
}

/// Why `--for-ort LEVEL` cannot be asked with this device, if it cannot: ORT's graph is loaded
/// with optimisation off, so it is measured at `ort:disabled` only.
fn check_for_ort(level: OptimisationLevel, device: Option<Device>) -> Result<(), String> {
    if level == OptimisationLevel::Disabled {
        return Err(
            "--for-ort disabled: the levels are basic, extended and all (without optimisation \
             ORT runs the file itself: drop --for-ort)"
                .into(),
        );
    }
    if let Some(device) = device {
        let elsewhere = device.executes() == ExecutionOrder::OrtDefault
            && device != Device::Ort(OptimisationLevel::Disabled);
        if elsewhere {
            return Err(format!(
                "--for-ort writes a graph ORT has optimised already, to be loaded with \
                 optimisation off: measure it with --device ort:disabled, not {device}"
            ));
        }
    }
    Ok(())
}

/// A file name in `dir` for ORT's graph of `path`, whose weights file is none of `taken`.
fn free_graph_name(dir: &Path, path: &Path, taken: &[String]) -> PathBuf {
    let stem = path
        .file_stem()
        .unwrap_or("model".as_ref())
        .to_string_lossy();
    (0..)
        .map(|i| match i {
            0 => dir.join(format!("{stem}.onnx")),
            _ => dir.join(format!("{stem}.{i}.onnx")),
        })
        .find(|g| {
            let weights = flowsched_runtime::job::optimised_weights_name(g);
            !taken.contains(&weights) && !g.exists()
        })
        .expect("some name is free")
}

/// What the report calls ORT's graph at `level`.
fn described(level: OptimisationLevel) -> String {
    let layouts = match level {
        // The NCHWc transformer runs at `all` only, with this CPU's vector width.
        OptimisationLevel::All => format!(
            " (with the NCHWc layouts of this CPU, {}: load it on a CPU of the same kind)",
            flowsched_runtime::cpu_name()
        ),
        _ => String::new(),
    };
    format!(
        "ONNX Runtime's optimised graph at level {}{layouts}",
        level.name()
    )
}

/// The input and the chosen output loaded as a user who sets nothing would (the output's own
/// settings ignored), so that the summary can warn where that user would be worse off. An
/// output that is the input unchanged needs no run, nor a device without such defaults.
/// Loaded with ORT's defaults, the arena holds chunks sized by the first runs, so the process
/// total (weights, arena, caches) is the figure that tells input and output apart.
fn with_defaults(
    file: &Model,
    options: &Options,
    output: &Path,
    budget: std::time::Duration,
) -> Result<Option<WithDefaults>, MeasureError> {
    if options.device.and_then(|d| d.runtime_defaults()).is_none() {
        return Ok(None);
    }
    let read = |p: &Path| {
        std::fs::read(p).map_err(|e| MeasureError::Io {
            path: p.to_path_buf(),
            reason: e.to_string(),
        })
    };
    if read(&options.input)? == read(output)? {
        return Ok(None);
    }
    let file = onnx(file)?;
    let protocol = Protocol {
        budget,
        // A check of what a user who sets nothing gets, not a decision: three rounds do.
        min_rounds: 3,
        timeout: options.run_timeout,
        load_timeout: options.load_timeout,
        progress: options.progress.clone(),
        stage: "measure with the runtime's defaults".into(),
        ..Default::default()
    };
    let input = file.user_path();
    let mut pool =
        flowsched_runtime::onnx::with_defaults(&[input, output], &settings(file, 1, options.seed))
            .map_err(|e| MeasureError::from(e).at(input))?;
    let m = pool.measure(2, &protocol, usize::MAX);
    let (a, b) = (&m.candidates[0], &m.candidates[1]);
    let totals = (
        pool.total_bytes[0].unwrap_or(0),
        pool.total_bytes[1].unwrap_or(0),
    );
    let worse = a.ok()
        && b.ok()
        && if options.objective.is_timed() {
            b.q1 > a.q3
        } else {
            totals.1 as f64 > totals.0 as f64 * (1.0 + MEMORY_NOISE)
        };
    Ok(Some(WithDefaults {
        runtime: pool.describe(),
        input_total_bytes: totals.0,
        output_total_bytes: totals.1,
        input_peak_bytes: a.peak_bytes,
        output_peak_bytes: b.peak_bytes,
        input_median_seconds: a.median,
        output_median_seconds: b.median,
        worse,
        failure: a.failure.clone().or_else(|| b.failure.clone()),
    }))
}
