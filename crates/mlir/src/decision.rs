//! What scheduling one block decided: its order, who won, and at what cost.

/// What [`super::block::schedule`] decided for one block.
#[derive(Debug, Clone)]
pub struct Decision {
    /// New position → original op index; the terminator stays last.
    pub order: Vec<usize>,
    /// The scheduler that produced `order` (`original` when nothing beat the source order).
    pub winner: String,
    /// Every candidate whose best order reached `cost`, the winner among them: where a tie
    /// went to an earlier candidate, this says who else found that cost.
    pub reached_best: Vec<String>,
    /// Set when the block was over the budget and a heuristic ran instead.
    pub fallback: Option<String>,
    pub original_cost: f64,
    pub cost: f64,
    /// `memory-cap=` with `emit=async`: the cap the streams keep to, waiting for memory where
    /// the list schedule would go over it ([`flowsched_core::cost::stream_schedule`]).
    pub stream_cap: Option<u64>,
    /// `original_cost` and `cost` are a judge's ([`super::block::schedule_judged`]), not the DAG proxy's.
    pub judged: bool,
}

impl Decision {
    pub fn moved_ops(&self) -> usize {
        self.order
            .iter()
            .enumerate()
            .filter(|(i, &o)| *i != o)
            .count()
    }
}
