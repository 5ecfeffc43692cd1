//! The first stage: the input as a [`Model`] whose DAG the proxy can trust, loaded once, and
//! the backend that runs it.

use super::{Options, PipelineError};
use crate::backend::Backend;
use crate::model::{LoadOptions, Model};

/// The backend of `options.device` for the input's format, from `backends`.
pub(super) fn backend(
    options: &Options,
    backends: &'static [&'static dyn Backend],
) -> Result<&'static dyn Backend, PipelineError> {
    let format = crate::model::format_of(&options.input)?;
    let backend = crate::backend::choose(backends, format.name, options.device)
        .map_err(|e| e.at(&options.input))?;
    // Only a backend that makes graphs of its own can schedule one.
    if options.optimised_graph.is_some() && !backend.derives_graphs() {
        return Err(super::usage::refused(
            options,
            crate::model::OPTIMISED_GRAPH_ONLY_ONNX.into(),
        ));
    }
    Ok(backend)
}

/// Loads the input, annotates op runtimes, and makes sure a memory order sees every tensor:
/// sizes no rule infers are taken from one run where the backend's runtime can, and a memory
/// objective with sizes still unknown is refused unless the user opts in. Where the search
/// schedules a graph the runtime makes of the file instead, that graph is checked
/// ([`prepare_graph`]).
pub(super) fn load(options: &Options, backend: &dyn Backend) -> Result<Model, PipelineError> {
    let mut model = Model::open(
        &options.input,
        &LoadOptions {
            import: backend.import_options(&options.import, options.device),
            function: options.function.clone(),
            streams: options.async_streams(),
        },
    )?;
    options.profile.annotate(model.dag_mut());
    backend
        .prepare(&mut model, options)
        .map_err(|e| e.at(&options.input))?;
    if options.optimised_graph.is_none() {
        check_sizes(&mut model, options, backend)?;
    }
    Ok(model)
}

/// A graph the backend made of the user's file, made ready as the file is: op runtimes, and
/// every size known for a memory order.
pub(super) fn prepare_graph(
    options: &Options,
    backend: &dyn Backend,
    graph: &mut Model,
) -> Result<(), PipelineError> {
    options.profile.annotate(graph.dag_mut());
    check_sizes(graph, options, backend)
}

fn check_sizes(
    model: &mut Model,
    options: &Options,
    backend: &dyn Backend,
) -> Result<(), PipelineError> {
    let needs_sizes = model.checks_sizes()
        && options.objective == flowsched_core::cost::Objective::PeakMemory
        && !options.allow_unknown_sizes;
    if !needs_sizes || model.dag().unknown_size_tensors().next().is_none() {
        return Ok(());
    }
    let sizing = match backend.size_from_one_run(model, options.seed) {
        Ok(()) => {
            options.profile.annotate(model.dag_mut());
            String::new()
        }
        Err(e) => e.to_string(),
    };
    let unknown: Vec<&str> = model
        .dag()
        .unknown_size_tensors()
        .map(|t| t.name.as_str())
        .collect();
    if unknown.is_empty() {
        return Ok(());
    }
    Err(PipelineError::UnknownSizes {
        path: options.input.clone(),
        count: unknown.len(),
        first: unknown
            .iter()
            .take(3)
            .map(|n| format!("'{n}'"))
            .collect::<Vec<_>>()
            .join(", "),
        sizing,
    })
}
