//! The runtimes candidates are measured on, behind one trait: ONNX Runtime and the libtorch
//! executor, each in its own worker process per candidate, so a candidate that crashes or
//! hangs is dropped after its timeout and the others are still measured.
//!
//! - [`Runtime`]: run candidate `i` once within a timeout; the measurement protocol
//!   ([`crate::protocol`]) drives it.
//! - [`job`]: what a worker is asked to load and run (one candidate), and what it answers.
//! - [`worker`]: the parent side: one `flowsched-worker` process per candidate.
//! - [`serve`]: the worker side, the loop `flowsched-worker` runs.
//! - [`alloc_count`]: the counting `malloc` preloaded into workers, which gives the peak bytes
//!   a runtime allocates during a run (its arena, kernels' scratch, everything).

pub mod alloc_count;
pub use flowsched_core::device::{Device, DeviceError, ExecutionOrder};
mod execution_order;
pub use execution_order::{AsWritten, Execution, OrtWalk};
#[cfg(feature = "torch")]
pub mod executor;
#[cfg(feature = "ort")]
pub mod inputs;
pub mod job;
#[cfg(feature = "mlir")]
pub mod mlir;
pub mod onnx;
#[cfg(feature = "ort")]
pub mod ort;
pub mod protocol;
pub mod serve;
pub mod sizing;
pub mod worker;

use crate::protocol::{Measurement, Protocol, Sample};
use std::time::Duration;

/// Why one run of a candidate gave no sample. The protocol drops the candidate.
#[derive(Debug, thiserror::Error)]
pub enum RuntimeError {
    #[error("timed out after {:.1} s and was stopped", .0.as_secs_f64())]
    Timeout(Duration),
    #[error("the worker died: {0}")]
    Crashed(String),
    #[error("{0}")]
    Failed(String),
}

/// A runtime's own failure, as its message says it.
impl From<String> for RuntimeError {
    fn from(message: String) -> RuntimeError {
        RuntimeError::Failed(message)
    }
}

impl From<&str> for RuntimeError {
    fn from(message: &str) -> RuntimeError {
        RuntimeError::Failed(message.to_string())
    }
}

/// A runtime holding `k` prepared candidates.
pub trait Runtime {
    /// What the figures are measured on, with the settings they assume (for reports).
    fn describe(&self) -> String;
    /// Runs candidate `i` once and returns its latency and peak bytes; gives up after
    /// `timeout`.
    fn run(&mut self, i: usize, timeout: Duration) -> Result<Sample, RuntimeError>;
}

/// The `libonnxruntime.so` to load, or why there is none ([`RuntimeError::Failed`]).
pub fn ort_library() -> Result<std::path::PathBuf, RuntimeError> {
    #[cfg(feature = "ort")]
    return ort::find_library();
    #[cfg(not(feature = "ort"))]
    Err(RuntimeError::Failed(format!(
        "device 'ort': {}",
        flowsched_core::features::missing("ort", "measuring in ONNX Runtime")
    )))
}

/// Measures candidates `0..k` of `runtime` under `protocol`.
pub fn measure(runtime: &mut dyn Runtime, k: usize, protocol: &Protocol) -> Measurement {
    protocol.measure(k, |i, timeout| runtime.run(i, timeout))
}

/// This machine's CPU as measurements name it: its model and the widest vector extension ORT's
/// kernels use, which decides the NCHWc block size that ORT's `all` graphs carry.
pub fn cpu_name() -> String {
    let info = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let field = |key: &str| {
        info.lines()
            .find(|l| l.starts_with(key))
            .and_then(|l| l.split_once(':'))
            .map(|(_, v)| v.trim().to_string())
    };
    let model = field("model name").unwrap_or_else(|| std::env::consts::ARCH.to_string());
    let flags = field("flags").unwrap_or_default();
    let has = |f: &str| flags.split_whitespace().any(|x| x == f);
    let vector = ["avx512f", "avx2", "neon", "asimd"]
        .into_iter()
        .find(|f| has(f));
    match vector {
        Some(v) => format!("{model} ({v})"),
        None => model,
    }
}
