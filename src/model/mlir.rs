//! One function of an MLIR module ([`MlirFunction`]): the JIT runs it as written.

use super::{Bench, Format, ModelError};
use crate::dag::{Order, ScheduleDag};
use crate::mlir::model::MlirFunction;
use crate::runtime::protocol::Measurement;
use crate::runtime::{AsWritten, Device, Execution, ExecutionOrder};
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
    fn execution_order(
        &self,
        asked: Option<ExecutionOrder>,
        _device: Option<Device>,
    ) -> Result<ExecutionOrder, String> {
        super::as_written_only(asked)
    }
    fn execution(&self, _order: ExecutionOrder) -> Box<dyn Execution + '_> {
        Box::new(AsWritten)
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
