//! One function of an MLIR module ([`MlirFunction`]), written back with its body reordered
//! (as streams where it was scheduled for them).

use super::{Format, ModelError};
use flowsched_core::dag::Order;
use flowsched_mlir::model::MlirFunction;

impl Format for MlirFunction {
    /// The input's order is the module as read, byte for byte. With streams, a reordered
    /// function is written as it was measured: bufferized, its ops in one chain of
    /// `async.execute` regions per unit.
    fn encode(&self, order: &Order) -> Result<Vec<u8>, ModelError> {
        if self.is_original(order) {
            return Ok(self.text.clone().into_bytes());
        }
        let text = self.rewritten(order);
        match self.streams {
            Some(s) if !self.is_original(order) => self
                .streams(order, s.units)
                .map(String::into_bytes)
                .map_err(|e| ModelError::Input {
                    path: self.path.clone(),
                    reason: format!("function '{}': writing streams: {e}", self.function),
                }),
            _ => Ok(text.into_bytes()),
        }
    }
}
