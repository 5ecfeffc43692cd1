//! The MLIR JIT (`--device cpu` on an MLIR function): it compiles each candidate and runs the
//! function as written, or as the streams of its makespan schedule.

use super::{Backend, Bench, MeasureError, Measured};
use crate::model::{AsyncStreams, Model};
use crate::options::Options;
use flowsched_core::dag::Order;
use flowsched_core::device::Device;
use flowsched_mlir::model::MlirFunction;

pub(super) struct Jit;

/// Runs of the function that time its ops; each op's median is its runtime.
const OP_TIMING_RUNS: usize = 5;

fn function(model: &Model) -> Result<&MlirFunction, MeasureError> {
    match model {
        Model::Mlir(f) => Ok(f),
        _ => Err(MeasureError::Unsupported(
            "the MLIR JIT runs MLIR functions only".into(),
        )),
    }
}

impl Backend for Jit {
    fn name(&self) -> &'static str {
        "the MLIR JIT"
    }
    fn runs(&self, format: &str, device: Option<Device>) -> bool {
        format == "MLIR" && matches!(device, None | Some(Device::Cpu))
    }
    /// The JIT plans no buffers (the default [`Backend::plan`]: liveness). Streams measured in
    /// the JIT are scheduled with the ops' own runtimes, where they can be timed; the
    /// profile's roofline otherwise.
    fn prepare(&self, model: &mut Model, options: &Options) -> Result<(), MeasureError> {
        if !matches!(options.device, Some(Device::Cpu | Device::Cuda(_))) {
            return Ok(());
        }
        let Model::Mlir(f) = model else {
            return Ok(());
        };
        if f.streams.is_none() || options.device != Some(Device::Cpu) {
            return Ok(());
        }
        let timed = flowsched_runtime::mlir::op_runtimes(
            f,
            options.seed,
            OP_TIMING_RUNS,
            options.run_timeout,
            options.load_timeout,
        );
        match timed {
            Ok(seconds) => {
                let nodes: Vec<_> = f.dag.nodes().collect();
                for n in nodes {
                    let op = f.dag.node(n).source_id;
                    f.dag.node_mut(n).runtime = Some(seconds.get(op).copied().unwrap_or(0.0));
                }
                f.op_runtimes = Some(format!(
                    "op runtimes measured in the JIT (each op's median over {OP_TIMING_RUNS} \
                     runs of the function)"
                ));
            }
            Err(e) => tracing::warn!("{}: op runtimes from the profile: {e}", f.path.display()),
        }
        Ok(())
    }
    fn measure(&self, model: &Model, orders: &[Order], bench: &Bench) -> Measured {
        Ok(flowsched_runtime::mlir::measure(
            function(model)?,
            orders,
            bench.device,
            bench.streams,
            &bench.protocol,
            bench.seed,
        )?)
    }
    fn op_runtimes(&self, model: &Model) -> Option<String> {
        function(model).ok()?.op_runtimes.clone()
    }
    fn measured_streams(&self, model: &Model) -> Option<AsyncStreams> {
        function(model).ok()?.streams
    }
}
