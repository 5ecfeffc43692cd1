//! The pass as its stages, data flowing one way: load → candidates → rank → measure → choose →
//! write. The input's format ([`crate::model::Format`]) says how its runtime executes a file
//! and measures it; nothing here depends on which format or runtime it is.

mod deployment;
mod eligible;
mod error;
mod load;
mod measure;
mod options;
mod outputs;
mod rank;
pub mod whole_module;

pub use crate::runtime::ExecutionOrder;
pub use error::PipelineError;
pub use options::Options;
pub use outputs::{check_output, check_outputs, check_paths, EmittedOrder, EmittedOrders};

use crate::report::ScheduleReport;
use measure::Choice;
use rank::Ranked;

/// Runs the pass and returns its report; the scheduled model is written if `output` is set.
pub fn run(options: &Options) -> Result<ScheduleReport, PipelineError> {
    let deployments =
        (options.device).map_or(Vec::new(), |d| d.deployments(options.execution_order));
    match deployments[..] {
        [_, _, ..] => return deployment::choose(options, &deployments),
        // The one deployment the execution order leaves (ORT runs the file as written only
        // with optimisation off).
        [only] if Some(only) != options.device => {
            return run(&Options {
                device: Some(only),
                ..options.clone()
            })
        }
        _ => {}
    }
    let mut report = run_one(options)?;
    if let Some(out) = &options.output {
        report.with_defaults = deployment::with_defaults(options, out)?;
    }
    Ok(report)
}

/// One run on one device (or none): load → candidates → rank → measure → choose → write.
fn run_one(options: &Options) -> Result<ScheduleReport, PipelineError> {
    run_gated(options, None)
}

/// How a run of ORT's optimised graph is judged inside the deployment search
/// ([`deployment::choose`]), where the other deployments stand for the user's file.
#[derive(Debug, Clone, Copy)]
struct AmongDeployments {
    /// The device measures only where the proxy's best candidate costs less; otherwise the
    /// proxy's choice is written and reported, with no device run (a graph the proxy models
    /// closely that cannot beat what was measured already is not worth the device's time).
    measure_below: Option<f64>,
}

/// `run_one`; `among`: the run is one deployment of several. Its candidates are then judged
/// against its own graph's order only, not against the user's file (the file's own deployments
/// are measured next to it), so its winner is written, never the file.
fn run_gated(
    options: &Options,
    among: Option<AmongDeployments>,
) -> Result<ScheduleReport, PipelineError> {
    let schedulers = crate::registry::build_candidates(&options.schedulers, &options.gflownet)?;
    check_paths(options, None)?;
    options.refuse_inert()?;
    let model = load::load(options)?;
    // Latency's proxy schedules onto as many units as the device gets streams.
    let objective = options.objective.on_streams(options.streams);
    let execution_order = model
        .execution_order(options.execution_order, options.device)
        .map_err(|reason| options.refused(reason))?;
    let execution = model.execution(execution_order);
    options
        .progress
        .report("propose and rank orders", 0.0, options.schedulers.spec());
    let started = std::time::Instant::now();
    let ranked = Ranked::new(
        &model,
        &schedulers,
        objective,
        execution,
        options,
        among.is_none(),
    )?;
    // The device has the last word when asked: it picks among the proxy's top k.
    let best = ranked
        .scored
        .iter()
        .map(|c| c.cost)
        .fold(f64::INFINITY, f64::min);
    let below = among.and_then(|a| a.measure_below);
    let chosen = match options.device {
        Some(device) if below.is_none_or(|below| best < below) => measure::choose(
            &model,
            device,
            options,
            &ranked,
            execution_order,
            among.is_none(),
        )?,
        _ => Choice::by_proxy(&ranked),
    };
    let scheduling_seconds = started.elapsed().as_secs_f64();
    outputs::write(options, &model, &ranked, &chosen, execution_order)?;
    let report = outputs::report(options, &model, ranked, chosen, execution_order);
    Ok(ScheduleReport {
        scheduling_seconds,
        ..report
    })
}
