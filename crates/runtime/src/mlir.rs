//! The MLIR JIT as a runtime: each candidate order of one function, compiled and run in its own
//! worker process ([`super::serve`] runs them), its results compared with the original's.
//!
//! Where the function is scheduled for streams (`makespan:M`), every candidate but the input
//! runs as its streams (bufferized, one chain of `async.execute` regions per unit, on the
//! async runtime's threads), and the ways the input could run in parallel without a schedule
//! are measured in the same rounds as baselines.

use super::job::{AsyncLowering, Job, MlirJob};
use super::worker::WorkerPool;
use super::RuntimeError;
use crate::protocol::{Measurement, Protocol};
use flowsched_core::dag::Order;
use flowsched_mlir::model::MlirFunction;
use flowsched_mlir::parallel::{variant, Parallel};

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
    device: crate::Device,
    streams: usize,
    protocol: &Protocol,
    seed: u64,
) -> Result<(Measurement, String), RuntimeError> {
    check_device(device, streams)?;
    let reference = orders.first().map(|o| function.rewritten(o));
    let job = |text: String, streams: Option<AsyncLowering>, reference: Option<String>| {
        Job::Mlir(MlirJob {
            text,
            function: function.function.clone(),
            reference,
            seed,
            streams,
            time_ops: false,
        })
    };
    let mut jobs: Vec<Job> = Vec::new();
    let mut baselines = Vec::new();
    for (i, order) in orders.iter().enumerate() {
        let text = function.rewritten(order);
        jobs.push(match (&function.streams, i) {
            (Some(s), 1..) => {
                let emitted = function
                    .streams(order, s.units)
                    .map_err(|e| e.to_string())?;
                let lowering = lowering(Parallel::Streams(s.units), s.threads);
                job(emitted, Some(lowering), reference.clone())
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
    let (ordered, slots) = measuring_order(jobs, orders.len(), !baselines.is_empty());
    let mut pool = WorkerPool::new(ordered, describe.clone())?;
    // Loaded at their first runs, one compile at a time.
    let mut m = pool.measure(total, protocol, 0);
    let mut by_job = vec![None; total];
    for (stats, &j) in m.candidates.drain(..).zip(&slots) {
        by_job[j] = Some(stats);
    }
    m.candidates = by_job.into_iter().map(|s| s.expect("every slot")).collect();
    let measured_baselines = m.candidates.split_off(orders.len());
    m.baselines = baselines.into_iter().zip(measured_baselines).collect();
    Ok((m, describe))
}

/// MLIR candidates run in the JIT on this CPU, and as streams only of a makespan schedule.
fn check_device(device: crate::Device, streams: usize) -> Result<(), RuntimeError> {
    if device != crate::Device::Cpu {
        return Err(format!(
            "device '{device}': MLIR candidates run in the JIT on this CPU (--device cpu)"
        )
        .into());
    }
    if streams > 1 {
        return Err(format!(
            "--streams {streams}: the MLIR JIT runs streams of a makespan schedule: \
             use --objective makespan:{streams}"
        )
        .into());
    }
    Ok(())
}

/// The jobs in the order they are measured, and for each slot the job it holds. A short
/// budget skips the last, so the input and the baseline a schedule must beat (every op async,
/// the first of `candidates` jobs' baselines) go first, the reference baselines last.
fn measuring_order(jobs: Vec<Job>, candidates: usize, baselines: bool) -> (Vec<Job>, Vec<usize>) {
    let mut slots: Vec<usize> = (0..jobs.len()).collect();
    if baselines && candidates > 1 {
        slots[1..=candidates].rotate_right(1);
    }
    let mut jobs: Vec<Option<Job>> = jobs.into_iter().map(Some).collect();
    let ordered = slots
        .iter()
        .map(|&j| jobs[j].take().expect("once"))
        .collect();
    (ordered, slots)
}

fn lowering(parallel: Parallel, threads: usize) -> AsyncLowering {
    AsyncLowering {
        to_llvm: parallel.to_llvm(threads),
        threads,
    }
}

/// Seconds per op of `function` as written (indexed like its ops), measured in the JIT: the
/// median over `runs` runs of the function, in a worker process, with a clock call after every
/// op of the bufferized body.
pub fn op_runtimes(
    function: &MlirFunction,
    seed: u64,
    runs: usize,
    timeout: std::time::Duration,
    load_timeout: std::time::Duration,
) -> Result<Vec<f64>, RuntimeError> {
    use super::Runtime;
    let job = Job::Mlir(MlirJob {
        text: function.text.clone(),
        function: function.function.clone(),
        reference: None,
        seed,
        streams: None,
        time_ops: true,
    });
    let mut pool = WorkerPool::new(vec![job], "the MLIR JIT, timing each op".into())?;
    pool.load_timeout = load_timeout;
    let mut per_run: Vec<Vec<f64>> = Vec::new();
    // The first run warms the caches and is not kept.
    for _ in 0..=runs.max(1) {
        pool.run(0, timeout).map_err(|e| e.to_string())?;
        per_run.push(pool.op_seconds[0].take().ok_or("the worker timed no op")?);
    }
    let ops = per_run[0].len();
    Ok((0..ops)
        .map(|op| {
            let mut xs: Vec<f64> = per_run[1..].iter().map(|r| r[op]).collect();
            xs.sort_by(f64::total_cmp);
            xs[xs.len() / 2]
        })
        .collect())
}
