//! The pass as its stages, data flowing one way: load → rewrite (`--rewrite`) → rank → measure
//! → choose → write. The backend of the device ([`crate::backend::Backend`]) says how its
//! runtime executes a file, measures it, and which runs its deployment search makes; nothing
//! here depends on which format or runtime it is.

mod eligible;
mod error;
mod load;
mod measure;
mod outputs;
mod rank;
mod rewrite;
mod usage;
pub mod whole_module;

pub use crate::options::Options;
pub use error::PipelineError;
pub use flowsched_core::device::ExecutionOrder;
pub use outputs::{check_output, check_outputs, check_paths, EmittedOrder, EmittedOrders};

use crate::backend::{Backend, Step};
use crate::model::Model;
use crate::report::ScheduleReport;
use flowsched_core::schedulers::Scheduler;
use measure::Choice;
use rank::Ranked;

/// Runs the pass and returns its report; the scheduled model is written if `output` is set.
/// The user's file is loaded once; each step of the backend's search (one, unless the device
/// leaves a setting open) is ranked, measured and written in turn, and the search says which
/// step's output is the answer.
pub fn run(options: &Options) -> Result<ScheduleReport, PipelineError> {
    run_with(options, crate::backend::BACKENDS)
}

/// [`run`] with the device's backend chosen from `backends` (a runtime of the caller's own
/// beside flowsched's).
pub fn run_with(
    options: &Options,
    backends: &'static [&'static dyn Backend],
) -> Result<ScheduleReport, PipelineError> {
    let options = &Options {
        run_started: options
            .run_started
            .or_else(|| Some(std::time::Instant::now())),
        // Nobody named the schedulers: the objective's default list (the GFlowNet's for time).
        schedulers: options
            .schedulers
            .for_objective(options.objective.is_timed()),
        ..options.clone()
    };
    let schedulers =
        flowsched_gfn::registry::build_candidates(&options.schedulers, &options.gflownet)?;
    check_paths(options, None)?;
    usage::refuse_inert(options)?;
    let backend = load::backend(options, backends)?;
    let file = load::load(options, backend)?;
    let rewrites = rewrite::stage(options, backend, &file, &schedulers)?;
    let (rewritten, rewrites) = match rewrites {
        Some(stage) => (stage.graph, Some(stage.report)),
        None => (None, None),
    };
    let mut search = backend
        .search(&file, rewritten, options)
        .map_err(|e| e.at(&options.input))?;
    while let Some(mut step) = search.next().map_err(|e| e.at(&options.input))? {
        let mut graph = step.graph.take();
        let outcome = match &mut graph {
            Some((graph, described)) => load::prepare_graph(&step.options, backend, graph)
                .and_then(|()| {
                    run_step(
                        &step,
                        &schedulers,
                        backend,
                        &file,
                        graph,
                        Some(described.as_str()),
                    )
                }),
            None => run_step(&step, &schedulers, backend, &file, &file, None),
        };
        step.graph = graph;
        match outcome {
            Ok(report) => search.record(step, Ok(report)),
            Err(e) if step.may_fail => search.record(step, Err(e.to_string())),
            Err(e) => return Err(e),
        }
    }
    let report = search.finish().map_err(|e| e.at(&options.input))?;
    Ok(ScheduleReport { rewrites, ..report })
}

/// One step: rank `graph`'s candidates as the step's device executes them, measure the top k
/// there (where the step asks), write and report.
fn run_step(
    step: &Step,
    schedulers: &[Box<dyn Scheduler>],
    backend: &dyn Backend,
    file: &Model,
    graph: &Model,
    described: Option<&str>,
) -> Result<ScheduleReport, PipelineError> {
    let options = &step.options;
    // Latency's proxy schedules onto as many units as the device gets streams.
    let objective = options.objective.on_streams(options.streams);
    let execution_order = backend
        .execution_order(options)
        .map_err(|e| usage::refused(options, e.to_string()))?;
    options
        .progress
        .report("propose and rank orders", 0.0, options.schedulers.spec());
    let started = std::time::Instant::now();
    let plan = backend.plan(graph, execution_order);
    let ranked = Ranked::new(
        rank::Graphs {
            file,
            graph,
            backend,
            plan: &plan,
        },
        schedulers,
        objective,
        execution_order,
        options,
        step.against_user_file,
    )?;
    // The device has the last word when asked: it picks among the proxy's top k.
    let best = (ranked.scored.iter())
        .map(|c| c.cost)
        .fold(f64::INFINITY, f64::min);
    let chosen = match options.device {
        Some(device) if step.measure_below.is_none_or(|below| best < below) => measure::choose(
            measure::Judge {
                backend,
                file,
                graph,
                device,
                execution_order,
                against_user_file: step.against_user_file,
            },
            options,
            &ranked,
        )?,
        _ => Choice::by_proxy(&ranked),
    };
    let scheduling_seconds = started.elapsed().as_secs_f64();
    outputs::write(options, graph, &ranked, &chosen, execution_order)?;
    let report = outputs::report(options, backend, graph, ranked, chosen, execution_order);
    Ok(ScheduleReport {
        scheduling_seconds,
        scheduled_graph: described.map(str::to_string),
        ..report
    })
}
