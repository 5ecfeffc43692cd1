//! The last stage: the winner written (atomically), with the orders, plots and report asked
//! for; and, before any work, the check that no output overwrites the input or another.

use super::measure::Choice;
use super::rank::Ranked;
use super::{Options, PipelineError};
use crate::backend::Backend;
use crate::model::{Model, ModelError, Provenance};
use crate::report::{ScheduleReport, PLOT_FILES};
use flowsched_core::cost::{decode_list, stream_schedule, Evaluator, Objective};
use flowsched_core::dag::{Order, Planned, ScheduleDag};
use flowsched_core::device::ExecutionOrder;
use flowsched_core::schedulers::Labelled;
use flowsched_onnx::write_atomically;
use serde::Serialize;
use std::path::{Path, PathBuf};

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
    /// Each step's node as its position in the scheduled file (the input, or the runtime's
    /// optimised graph of it): names can be missing or repeated there, and flowsched names
    /// those itself.
    pub positions: Vec<usize>,
    /// Unit of each step (makespan objectives only), from list scheduling.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub units: Option<Vec<usize>>,
    pub cost: f64,
    /// [`crate::report::Candidate::as_written_cost`]: the proxy's cost of the order as written, where the
    /// runtime runs another one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub as_written_cost: Option<f64>,
}

/// Writes the winner (or, where the user's file as deployed won, the input unchanged) and the
/// orders and plots asked for.
pub(super) fn write(
    options: &Options,
    model: &Model,
    ranked: &Ranked,
    chosen: &Choice,
    execution_order: ExecutionOrder,
) -> Result<(), PipelineError> {
    let (dag, eval) = (model.dag(), &ranked.eval);
    let original = &ranked.files[0].order;
    let winner = &ranked.files[chosen.best];
    if let Some(path) = &options.emit_orders {
        emit_orders(path, dag, eval, ranked)?;
    }
    if let Some(dir) = &options.plot {
        // As the runtime runs them.
        let runs = |o: &Order| ranked.execution.runs_as(o);
        let orders = (&runs(original), &runs(&winner.order));
        plot(dir, dag, eval, orders, ranked.stream_cap)?;
        if let Some(cap) = ranked.cap {
            plot_frontier(dir, ranked, cap.bytes, chosen)?;
        }
    }
    let Some(out) = &options.output else {
        return Ok(());
    };
    let bytes = if chosen.kept_as_deployed {
        std::fs::read(&options.input).map_err(|source| {
            ModelError::from(flowsched_onnx::OnnxError::Io {
                path: options.input.clone(),
                source,
            })
        })?
    } else {
        let provenance = Provenance {
            objective: options.objective,
            scheduler: winner.scheduler.clone(),
            judged_by: match &chosen.device {
                Some(d) => format!("measured in {}", d.runtime),
                None => "flowsched's proxy only (no device run)".to_string(),
            },
            execution_order,
            device: options.device,
        };
        let reordered = winner.order != *original;
        model.annotate(model.encode(&winner.order)?, reordered, &provenance)?
    };
    // The weights first: the model never stands without them. They sit beside the file the
    // bytes come from: the input, or the graph scheduled (ORT's optimised graph keeps its
    // own weights file beside it).
    if options.input.extension().is_some_and(|e| e == "onnx") {
        let source = match chosen.kept_as_deployed {
            true => options.input.as_path(),
            false => model.path(),
        };
        bring_external_data(source, &bytes, out, options)?;
    }
    write_atomically(out, &bytes).map_err(ModelError::from)?;
    Ok(())
}

/// An ONNX output's external data, brought from beside `source` (the file the bytes were
/// made from) into the output's folder ([`flowsched_onnx::external::for_output`]).
fn bring_external_data(
    source: &Path,
    bytes: &[u8],
    out: &Path,
    options: &Options,
) -> Result<(), PipelineError> {
    let folder = flowsched_onnx::external::folder_of(source);
    flowsched_onnx::external::for_output(folder, bytes, out, options.external_data).map_err(|e| {
        PipelineError::Output {
            path: e.path,
            reason: e.reason,
        }
    })
}

/// The run's report.
pub(super) fn report(
    options: &Options,
    backend: &dyn Backend,
    model: &Model,
    ranked: Ranked,
    chosen: Choice,
    execution_order: ExecutionOrder,
) -> ScheduleReport {
    let dag = model.dag();
    let (best, scored) = (chosen.best, &ranked.scored);
    let names = |o: &Order| o.names(dag).into_iter().map(String::from).collect();
    ScheduleReport {
        flowsched_version: env!("CARGO_PKG_VERSION"),
        input: options.input.display().to_string(),
        output: options.output.as_ref().map(|p| p.display().to_string()),
        objective: ranked.eval.objective(),
        execution_order,
        deployments: Vec::new(),
        deployments_left_out: Vec::new(),
        with_defaults: None,
        sessions: None,
        trade: ranked.trade.clone(),
        scheduling_seconds: 0.0,
        proxy: format!(
            "{}, {}",
            match backend
                .op_runtimes(model)
                .filter(|_| ranked.eval.objective().is_timed())
            {
                Some(source) => format!("the makespan of a list schedule with {source}"),
                None => flowsched_core::cost::proxy_name(
                    &Planned::new(dag, ranked.plan),
                    ranked.eval.objective()
                )
                .to_string(),
            },
            execution_order.phrase()
        ),
        critical_path_share: ranked.eval.objective().units().map(|_| {
            let runtimes = ranked.eval.runtimes();
            let work: f64 = runtimes.iter().sum();
            flowsched_core::cost::makespan_lower_bound(dag, usize::MAX, runtimes)
                / work.max(f64::MIN_POSITIVE)
        }),
        scheduled_graph: None,
        rewrites: None,
        memory_cap: memory_cap_report(options, &ranked, chosen.device.as_ref()),
        input_kept: options.output.is_some() && chosen.kept_as_deployed,
        device: chosen.device,
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
        lower_bound: ranked.eval.lower_bound(),
        original_peak_memory_bytes: scored[0].peak_memory_bytes,
        winner_peak_memory_bytes: scored[best].peak_memory_bytes,
        winner_stream_peak_bytes: scored[best].stream_peak_bytes,
        moved_ops: scored[best].moved_ops,
        order: names(&ranked.files[best].order),
        original_order: names(&ranked.files[0].order),
        candidates: ranked.scored,
    }
}

/// Each candidate's (peak, makespan) by the proxy, and which are on their Pareto front.
fn peaks_and_makespans(ranked: &Ranked) -> (Vec<(u64, f64)>, Vec<bool>) {
    let points: Vec<(u64, f64)> = (ranked.scored.iter())
        .map(|c| (c.capped_peak(), c.makespan.unwrap_or(c.cost)))
        .collect();
    let front = flowsched_core::cost::pareto_front(&points);
    (points, front)
}

/// `--memory-cap`'s part of the report: the cap, the optimum, and the Pareto front of the
/// candidates' (peak, makespan), by peak.
fn memory_cap_report(
    options: &Options,
    ranked: &Ranked,
    device: Option<&crate::report::DeviceReport>,
) -> Option<crate::report::MemoryCapReport> {
    let (requested, cap) = options.memory_cap.zip(ranked.cap)?;
    let by_peak = |(points, front): (Vec<(u64, f64)>, Vec<bool>)| {
        let mut on: Vec<usize> = (0..points.len()).filter(|&i| front[i]).collect();
        on.sort_by_key(|&i| (points[i].0, i));
        on
    };
    Some(crate::report::MemoryCapReport {
        requested,
        cap_bytes: cap.bytes,
        memory_optimum_bytes: cap.optimum,
        within_cap: ranked.within_cap.iter().filter(|&&w| w).count(),
        frontier: by_peak(peaks_and_makespans(ranked)),
        measured_frontier: device
            .map(crate::report::measured_points)
            .map_or_else(Vec::new, by_peak),
    })
}

fn emit_orders(
    path: &Path,
    dag: &ScheduleDag,
    eval: &Evaluator,
    ranked: &Ranked,
) -> Result<(), PipelineError> {
    let orders = (ranked.files.iter())
        .zip(&ranked.scored)
        .map(|(Labelled { order, .. }, c)| EmittedOrder {
            scheduler: c.scheduler.clone(),
            order: order.names(dag).into_iter().map(String::from).collect(),
            positions: order.iter().map(|n| dag.node(n).source_id).collect(),
            as_written_cost: c.as_written_cost,
            units: eval.objective().units().map(|units| {
                stream_schedule(dag, order, units, eval.runtimes(), ranked.stream_cap)
                    .schedule
                    .units_in_order(order)
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
            files.push((flag, path.join(crate::report::FRONTIER_PLOT)));
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

/// `gantt.svg` (on the objective's units, or 2 for memory) and `memory.svg`, original vs winner.
#[cfg(feature = "plot")]
fn plot(
    dir: &Path,
    dag: &ScheduleDag,
    eval: &Evaluator,
    (original, winner): (&Order, &Order),
    stream_cap: Option<u64>,
) -> Result<(), PipelineError> {
    use crate::report::plot;
    let fail = |e: &dyn std::fmt::Display| PipelineError::Output {
        path: dir.into(),
        reason: format!("cannot draw: {e}"),
    };
    std::fs::create_dir_all(dir).map_err(|e| fail(&e))?;
    let units = eval.objective().units().unwrap_or(2);
    let before = decode_list(dag, original, units, eval.runtimes(), None);
    let after = stream_schedule(dag, winner, units, eval.runtimes(), stream_cap).schedule;
    plot::gantt(
        &dir.join("gantt.svg"),
        dag,
        &[("original", &before), ("winner", &after)],
    )
    .map_err(|e| fail(&e))?;
    plot::memory_over_time(
        &dir.join("memory.svg"),
        eval.memory(),
        &[("original", original), ("winner", winner)],
    )
    .map_err(|e| fail(&e))
}

/// `frontier.svg`: every candidate's peak against its makespan, under `--memory-cap`; with a
/// device, `frontier-measured.svg`: what it measured of those it ran.
#[cfg(feature = "plot")]
fn plot_frontier(
    dir: &Path,
    ranked: &Ranked,
    cap: u64,
    chosen: &Choice,
) -> Result<(), PipelineError> {
    use crate::report::plot::{frontier, FrontierAxes};
    let draw = |name: &str, (points, front): (Vec<(u64, f64)>, Vec<bool>), axes, chosen| {
        let path = dir.join(name);
        frontier(&path, &points, &front, cap, chosen, axes).map_err(|e| PipelineError::Output {
            path,
            reason: format!("cannot draw: {e}"),
        })
    };
    let proxy = peaks_and_makespans(ranked);
    draw(
        crate::report::FRONTIER_PLOT,
        proxy,
        FrontierAxes::PROXY,
        chosen.best,
    )?;
    if let Some(device) = &chosen.device {
        let won = device.candidates.iter().position(|c| c.winner);
        let measured = crate::report::measured_points(device);
        let (name, axes) = (
            crate::report::MEASURED_FRONTIER_PLOT,
            FrontierAxes::MEASURED,
        );
        draw(name, measured, axes, won.unwrap_or(usize::MAX))?;
    }
    Ok(())
}

#[cfg(not(feature = "plot"))]
fn plot_frontier(dir: &Path, _: &Ranked, _: u64, _: &Choice) -> Result<(), PipelineError> {
    Err(PipelineError::Output {
        path: dir.into(),
        reason: flowsched_core::features::missing("plot", "drawing plots (--plot)"),
    })
}

/// A build without plotting (a build script's, `default-features = false`) says which feature
/// draws them.
#[cfg(not(feature = "plot"))]
fn plot(
    dir: &Path,
    _: &ScheduleDag,
    _: &Evaluator,
    _: (&Order, &Order),
    _: Option<u64>,
) -> Result<(), PipelineError> {
    Err(PipelineError::Output {
        path: dir.into(),
        reason: flowsched_core::features::missing("plot", "drawing plots (--plot)"),
    })
}
