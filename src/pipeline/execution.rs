//! Which execution order ([`ExecutionOrder`]) a run judges candidates by, the order the runtime
//! really executes each file in, and the files written so that ONNX Runtime's own walk runs
//! the order a scheduler chose.

use super::{Options, PipelineError};
use crate::dag::Order;
use crate::model::Model;
pub use crate::runtime::ExecutionOrder;
use crate::schedulers::Origin;

/// Whether a `--device` names ONNX Runtime (`ort`, `ort:LEVEL`).
pub(super) fn is_ort(device: &str) -> bool {
    device == "ort" || device.starts_with("ort:")
}

/// The execution order the run judges candidates by: `--execution-order` where given, else
/// ORT's walk for an ONNX model (what most ONNX users run), unless the device runs files as
/// written. Choices that contradict the device or the input are refused, not ignored.
pub(super) fn resolve(options: &Options, model: &Model) -> Result<ExecutionOrder, PipelineError> {
    let onnx = matches!(model, Model::Onnx(_));
    let device = options.device.as_deref();
    let on_ort = device.is_some_and(is_ort);
    let refuse = |why: String| {
        Err(PipelineError::Output {
            path: options.input.clone(),
            reason: why,
        })
    };
    match (options.execution_order, device) {
        (Some(ExecutionOrder::OrtDefault), _) if !onnx => {
            refuse("--execution-order ort-default applies to ONNX models".into())
        }
        (Some(ExecutionOrder::OrtDefault), Some(d)) if !on_ort => refuse(format!(
            "--device {d} runs the file as written; --execution-order ort-default is ONNX \
             Runtime's walk (measure it with --device ort)"
        )),
        (Some(ExecutionOrder::File), Some(d)) if on_ort => refuse(format!(
            "--device {d} measures ONNX Runtime's default order (its C API has no other); for \
             the file order as written (PRIORITY_BASED, Python only) drop --device, or measure \
             with scripts/ort_peak.py"
        )),
        (Some(order), _) => Ok(order),
        (None, Some(_)) if !on_ort => Ok(ExecutionOrder::File),
        (None, _) if onnx => Ok(ExecutionOrder::OrtDefault),
        (None, _) => Ok(ExecutionOrder::File),
    }
}

/// The order the runtime runs a file order in.
pub(super) fn executed_order(
    model: &Model,
    order: ExecutionOrder,
) -> impl Fn(&Order) -> Order + '_ {
    move |file| match (model, order) {
        (Model::Onnx(m), ExecutionOrder::OrtDefault) => {
            crate::onnx::ort_walk::executed_order(m, file)
        }
        _ => file.clone(),
    }
}

/// Under ORT's walk, each candidate also as the file whose walk comes closest to running it
/// ([`crate::onnx::ort_walk::file_order_for`]), named `<scheduler>@ort-walk`: a scheduler's
/// order written as it is would run with every pair of meeting branches swapped.
pub(super) fn add_walk_files(
    model: &Model,
    order: ExecutionOrder,
    candidates: &mut Vec<(String, Order)>,
    origins: &mut Vec<Origin>,
) {
    let (Model::Onnx(m), ExecutionOrder::OrtDefault) = (model, order) else {
        return;
    };
    for i in 0..candidates.len() {
        let files = [
            (
                "ort-walk",
                crate::onnx::ort_walk::file_order_for(m, &candidates[i].1),
            ),
            (
                "ort-mirror",
                crate::onnx::ort_walk::mirrored_file_order(m, &candidates[i].1),
            ),
        ];
        for (how, file) in files {
            if !candidates.iter().any(|(_, o)| *o == file) {
                let name = format!("{}@{how}", candidates[i].0);
                candidates.push((name, file));
                origins.push(origins[i]);
            }
        }
    }
}
