//! A runtime this build leaves out (the MLIR JIT without the `mlir` feature). It claims its
//! format, so that asking for it says which feature gives it rather than that nothing runs it.

use super::{Backend, Bench, MeasureError, Measured};
use crate::model::Model;
use crate::options::Options;
use flowsched_core::dag::Order;
use flowsched_core::device::Device;

pub(super) struct Unbuilt {
    pub format: &'static str,
    pub feature: &'static str,
    /// What the feature is needed for, in a few words.
    pub what: &'static str,
}

impl Unbuilt {
    fn missing(&self) -> MeasureError {
        MeasureError::Unsupported(flowsched_core::features::missing(self.feature, self.what))
    }
}

impl Backend for Unbuilt {
    fn name(&self) -> &'static str {
        "a runtime this build leaves out"
    }
    fn runs(&self, format: &str, _: Option<Device>) -> bool {
        format == self.format
    }
    fn prepare(&self, _: &mut Model, _: &Options) -> Result<(), MeasureError> {
        Err(self.missing())
    }
    fn measure(&self, _: &Model, _: &[Order], _: &Bench) -> Measured {
        Err(self.missing())
    }
}
