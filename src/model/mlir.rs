//! One function of an MLIR module ([`MlirFunction`]): the JIT runs it as written.

use super::{Bench, Format, ModelError};
use crate::dag::{Order, ScheduleDag};
use crate::mlir::model::MlirFunction;
use crate::runtime::protocol::Measurement;
use std::path::Path;

impl Format for MlirFunction {
    fn path(&self) -> &Path {
        &self.path
    }
    fn dag(&self) -> &ScheduleDag {
        &self.dag
    }
    fn dag_mut(&mut self) -> &mut ScheduleDag {
        &mut self.dag
    }
    /// With streams, a reordered function is written as it was measured: bufferized, its
    /// ops in one chain of `async.execute` regions per unit.
    fn encode(&self, order: &Order) -> Result<Vec<u8>, ModelError> {
        let text = self.rewritten(order);
        match self.streams {
            Some(s) if !self.is_original(order) => {
                let parallel = crate::mlir::parallel::Parallel::Streams(s.units);
                crate::mlir::parallel::variant(&text, parallel)
                    .map(|v| v.text.into_bytes())
                    .map_err(|e| ModelError::Input {
                        path: self.path.clone(),
                        reason: format!("function '{}': writing streams: {e}", self.function),
                    })
            }
            _ => Ok(text.into_bytes()),
        }
    }
    fn measure(&self, orders: &[Order], bench: &Bench) -> Result<(Measurement, String), String> {
        crate::runtime::mlir::measure(
            self,
            orders,
            bench.device,
            bench.streams,
            &bench.protocol,
            bench.seed,
        )
    }
}
