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
    fn time_ops(
        &mut self,
        seed: u64,
        timeout: std::time::Duration,
        load_timeout: std::time::Duration,
    ) -> Result<(), String> {
        const RUNS: usize = 5;
        let seconds = crate::runtime::mlir::op_runtimes(self, seed, RUNS, timeout, load_timeout)?;
        let nodes: Vec<_> = self.dag.nodes().collect();
        for n in nodes {
            let op = self.dag.node(n).source_id;
            self.dag.node_mut(n).runtime = Some(seconds.get(op).copied().unwrap_or(0.0));
        }
        self.op_runtimes = Some(format!(
            "op runtimes measured in the JIT (each op's median over {RUNS} runs of the function)"
        ));
        Ok(())
    }
    fn op_runtimes(&self) -> Option<&str> {
        self.op_runtimes.as_deref()
    }
    fn measured_streams(&self) -> Option<crate::model::AsyncStreams> {
        self.streams
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
