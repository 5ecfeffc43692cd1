//! A JSON task graph: it states its own sizes and runtimes and no runtime executes it, so its
//! order is the file's and nothing measures it.

use super::{Backend, Bench, MeasureError, Measured};
use crate::model::Model;
use flowsched_core::dag::Order;
use flowsched_core::device::Device;

pub(super) struct ProxyOnly;

impl Backend for ProxyOnly {
    fn name(&self) -> &'static str {
        "the proxy alone"
    }
    fn runs(&self, format: &str, device: Option<Device>) -> bool {
        format == "JSON DAG" && device.is_none()
    }
    fn measure(&self, _: &Model, _: &[Order], _: &Bench) -> Measured {
        Err(MeasureError::Unsupported(
            "a JSON DAG has no ops to run; device measurement needs an ONNX or MLIR model".into(),
        ))
    }
}
