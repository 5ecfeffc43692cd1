//! The MLIR JIT as a runtime: each candidate order of one function, compiled and run in its own
//! worker process ([`super::serve`] runs them), its results compared with the original's.
//!
//! Where the function is scheduled for streams (`makespan:M`), every candidate but the input
//! runs as its streams (bufferized, one chain of `async.execute` regions per unit, on the
//! async runtime's threads), and the ways the input could run in parallel without a schedule
//! are measured in the same rounds as baselines.

use super::job::{AsyncLowering, Job, MlirJob};
use super::worker::WorkerPool;
use crate::dag::Order;
use crate::mlir::model::MlirFunction;
use crate::mlir::parallel::{variant, Parallel};
use crate::runtime::protocol::{Measurement, Protocol};

/// The baselines a streams schedule is measured against, beside the sequential input.
const BASELINES: [Parallel; 3] = [
    Parallel::EveryOp,
    Parallel::ParallelFor,
    Parallel::EveryOpParallelFor,
];

/// Measures `orders` with the JIT under `protocol` (the CPU), each candidate compiled and run
/// in its own worker process, so one that crashes or hangs is dropped after its timeout. A
/// candidate whose results differ from the first order's (the original, run one op at a time)
/// is dropped: a rewrite never changes what the model computes, and a race would.
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
            "--streams {streams}: the MLIR JIT runs streams of a makespan schedule: \
             use --objective makespan:{streams}"
        ));
    }
    let reference = orders.first().map(|o| function.rewritten(o));
    let job = |text: String, streams: Option<AsyncLowering>, reference: Option<String>| {
        Job::Mlir(MlirJob {
            text,
            function: function.function.clone(),
            reference,
            seed,
            streams,
        })
    };
    let mut jobs: Vec<Job> = Vec::new();
    let mut baselines = Vec::new();
    for (i, order) in orders.iter().enumerate() {
        let text = function.rewritten(order);
        jobs.push(match (&function.streams, i) {
            (Some(s), 1..) => {
                let parallel = Parallel::Streams(s.units);
                let emitted = variant(&text, parallel).map_err(|e| e.to_string())?;
                job(
                    emitted.text,
                    Some(lowering(parallel, s.threads)),
                    reference.clone(),
                )
            }
            _ => job(text, None, reference.clone().filter(|_| i > 0)),
        });
    }
    let describe = match &function.streams {
        Some(s) => {
            let input = reference.as_deref().unwrap_or_default();
            for parallel in BASELINES {
                let emitted = variant(input, parallel).map_err(|e| e.to_string())?;
                jobs.push(job(
                    emitted.text,
                    Some(lowering(parallel, s.threads)),
                    reference.clone(),
                ));
                baselines.push(parallel.label());
            }
            format!(
                "the MLIR JIT on this CPU, the input one op at a time and every other candidate \
                 as streams on {} units, on {} async runtime threads (one worker process per \
                 candidate)",
                s.units, s.threads
            )
        }
        None => "the MLIR JIT on this CPU (one worker process per candidate)".to_string(),
    };
    let total = jobs.len();
    let mut pool = WorkerPool::new(jobs, describe.clone())?;
    let mut m = crate::runtime::measure(&mut pool, total, protocol);
    let measured_baselines = m.candidates.split_off(orders.len());
    m.baselines = baselines.into_iter().zip(measured_baselines).collect();
    Ok((m, describe))
}

fn lowering(parallel: Parallel, threads: usize) -> AsyncLowering {
    AsyncLowering {
        to_llvm: parallel.to_llvm(threads),
        threads,
    }
}
