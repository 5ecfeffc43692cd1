//! Usage errors found before any work: options that contradict each other or the input.

use super::{Options, PipelineError};
use flowsched_onnx::ImportOptions;

/// A usage error about this run's input.
pub(super) fn refused(options: &Options, reason: String) -> PipelineError {
    PipelineError::Usage {
        path: options.input.clone(),
        reason,
    }
}

/// Options that would change nothing for this kind of input are refused, not ignored:
/// `--function` outside MLIR, and the ONNX importer's `--dim` and `--max-tensor-bytes` on
/// a JSON DAG (which states its own sizes).
pub(super) fn refuse_inert(options: &Options) -> Result<(), PipelineError> {
    if options.memory_cap.is_some() && !options.objective.is_timed() {
        return Err(refused(
            options,
            "--memory-cap bounds the peak of a time objective's orders (--objective \
             makespan:M or latency); for the lowest peak, --objective memory needs no cap"
                .into(),
        ));
    }
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
    Err(refused(
        options,
        format!(
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
    ))
}
