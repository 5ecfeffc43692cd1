//! The first stage: the input as a [`Model`] whose DAG the proxy can trust.

use super::{Options, PipelineError};
use crate::model::{LoadOptions, Model};

/// Loads the input, annotates op runtimes, and makes sure a memory order sees every tensor:
/// sizes no rule infers are taken from one run where the format's runtime can, and a memory
/// objective with sizes still unknown is refused unless the user opts in.
pub(super) fn load(options: &Options) -> Result<Model, PipelineError> {
    let mut model = Model::open(
        &options.input,
        &LoadOptions {
            import: options.import.clone(),
            function: options.function.clone(),
            optimised_graph: options.optimised_graph,
            device: options.device,
            seed: options.seed,
            python_ort: options.python_ort,
            streams: options.async_streams(),
        },
    )?;
    options.profile.annotate(model.dag_mut());
    // Streams measured in the JIT: a makespan with the ops' own runtimes, where they can be
    // timed; the profile's roofline otherwise. (ONNX's executor streams time no single op.)
    if model.measured_streams().is_some() && options.device == Some(crate::runtime::Device::Cpu) {
        if let Err(e) = model.time_ops(options.seed, options.run_timeout, options.load_timeout) {
            tracing::warn!(
                "{}: op runtimes from the profile: {e}",
                options.input.display()
            );
        }
    }
    let needs_sizes = model.checks_sizes()
        && options.objective == crate::cost::Objective::PeakMemory
        && !options.allow_unknown_sizes;
    if needs_sizes {
        check_sizes(&mut model, options)?;
    }
    if let Some(out) = &options.output {
        if model.has_external_data() && !super::outputs::same_dir(&options.input, out) {
            return Err(PipelineError::Output {
                path: out.clone(),
                reason: "the model keeps weights in external data files that are referenced \
                         relative to its folder; write the output into the input's folder"
                    .into(),
            });
        }
    }
    Ok(model)
}

fn check_sizes(model: &mut Model, options: &Options) -> Result<(), PipelineError> {
    if model.dag().unknown_size_tensors().next().is_none() {
        return Ok(());
    }
    let sizing = match model.size_from_one_run(options.seed) {
        Ok(()) => {
            options.profile.annotate(model.dag_mut());
            String::new()
        }
        Err(e) => e,
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
