//! flowsched's libtorch executor (`--device cpu`, `cuda:N` on an ONNX model): it runs the file
//! as written and frees each tensor after its last use, planning no buffers.

use super::{ort, Backend, Bench, MeasureError, Measured};
use crate::model::Model;
use crate::options::Options;
use flowsched_core::dag::Order;
use flowsched_core::device::{Device, ExecutionOrder};

pub(super) struct Torch;

impl Backend for Torch {
    fn name(&self) -> &'static str {
        "flowsched's libtorch executor"
    }
    fn runs(&self, format: &str, device: Option<Device>) -> bool {
        format == "ONNX" && matches!(device, Some(Device::Cpu | Device::Cuda(_)))
    }
    /// The executor plans no buffers (the default [`Backend::plan`]: liveness). A build
    /// without libtorch says so before anything is scheduled.
    fn prepare(&self, _: &mut Model, _: &Options) -> Result<(), MeasureError> {
        if !cfg!(feature = "torch") {
            return Err(MeasureError::Unsupported(
                flowsched_core::features::missing(
                    "torch",
                    "`--device cpu` or `cuda:N` on an ONNX model (flowsched's libtorch executor; \
                 `--device ort` measures in ONNX Runtime without it)",
                ),
            ));
        }
        Ok(())
    }
    /// The sizes come from ONNX Runtime, which runs any ONNX model.
    fn size_from_one_run(&self, model: &mut Model, seed: u64) -> Result<(), MeasureError> {
        ort::Ort.size_from_one_run(model, seed)
    }
    fn execution_order(&self, options: &Options) -> Result<ExecutionOrder, MeasureError> {
        match (options.execution_order, options.device) {
            (Some(ExecutionOrder::OrtDefault), Some(d)) => Err(MeasureError::Usage(format!(
                "--device {d} runs the file as written; --execution-order ort-default is \
                 ONNX Runtime's walk (measure it with --device ort)"
            ))),
            _ => Ok(ExecutionOrder::File),
        }
    }
    fn measure(&self, model: &Model, orders: &[Order], bench: &Bench) -> Measured {
        ort::measure_onnx(model, orders, bench)
    }
}
