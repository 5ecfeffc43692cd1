//! The MLIR JIT as a runtime: each candidate order of one function, compiled and run in its own
//! worker process ([`super::serve`] runs them), its results compared with the original's.

use super::job::{Job, MlirJob};
use super::worker::WorkerPool;
use crate::dag::Order;
use crate::mlir::model::MlirFunction;
use crate::runtime::protocol::{Measurement, Protocol};

/// Measures `orders` with the JIT under `protocol` (the CPU, one stream), each candidate
/// compiled and run in its own worker process, so one that crashes or hangs is dropped
/// after its timeout. A candidate whose results differ from the first order's (the
/// original) is dropped: a rewrite never changes what the model computes.
pub fn measure(
    function: &MlirFunction,
    orders: &[Order],
    device: crate::runtime::Device,
    streams: usize,
    protocol: &Protocol,
    seed: u64,
) -> Result<(Measurement, String), String> {
    if device != crate::runtime::Device::Cpu {
        return Err(format!(
            "device '{device}': MLIR candidates run in the JIT on this CPU (--device cpu)"
        ));
    }
    if streams > 1 {
        return Err(format!(
            "--streams {streams}: the MLIR JIT runs a function on one stream"
        ));
    }
    let reference = orders.first().map(|o| function.rewritten(o));
    let jobs = orders
        .iter()
        .enumerate()
        .map(|(i, o)| {
            Job::Mlir(MlirJob {
                text: function.rewritten(o),
                function: function.function.clone(),
                reference: reference.clone().filter(|_| i > 0),
                seed,
            })
        })
        .collect();
    let describe = "the MLIR JIT on this CPU (one worker process per candidate)".to_string();
    let mut pool = WorkerPool::new(jobs, describe.clone())?;
    Ok((
        crate::runtime::measure(&mut pool, orders.len(), protocol),
        describe,
    ))
}
