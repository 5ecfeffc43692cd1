//! The live-bytes curve of one order, what every memory model gives.

use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MemoryProfile {
    /// Highest live bytes at any step.
    pub peak: u64,
    /// Step (position in the order) at which the peak is first reached.
    pub peak_step: usize,
    /// Live bytes at each step, after the op's outputs are allocated and before frees.
    pub curve: Vec<u64>,
}
