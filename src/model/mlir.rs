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
    fn encode(&self, order: &Order) -> Result<Vec<u8>, ModelError> {
        Ok(self.rewritten(order).into_bytes())
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
