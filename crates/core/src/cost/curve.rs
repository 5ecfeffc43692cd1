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

impl MemoryProfile {
    /// The profile of a curve that starts from `initial` live bytes (graph inputs, before the
    /// first op): the peak is first reached at `peak_step` (0 when no step exceeds `initial`).
    pub(crate) fn of(initial: u64, curve: Vec<u64>) -> MemoryProfile {
        let (mut peak, mut peak_step) = (initial, 0);
        for (step, &live) in curve.iter().enumerate() {
            if live > peak {
                (peak, peak_step) = (live, step);
            }
        }
        MemoryProfile {
            peak,
            peak_step,
            curve,
        }
    }
}
