//! Scoring a move of [`super`] without re-running the whole order: a move only rearranges
//! the steps of its window, so outside it the memory curve is the order's own, and inside
//! it only the tensors of the window's ops can be freed at different steps.

use super::BlockMove;
use crate::cost::MemoryProfile;
use crate::dag::{Order, ScheduleDag};
use petgraph::graph::NodeIndex;

/// Scores moves against one order without re-running it: a move only changes the steps of
/// its window, so the curve outside the window is the order's own.
pub(super) struct Scorer<'a> {
    dag: &'a ScheduleDag,
    inputs: Vec<Vec<usize>>,
    out_bytes: Vec<u64>,
    order: Vec<NodeIndex>,
    /// Position of each op, with a move's window written in while it is scored.
    pos: Vec<usize>,
    curve: Vec<u64>,
    /// Highest value of the curve before each step, and from each step on.
    max_before: Vec<u64>,
    max_from: Vec<u64>,
    peak: u64,
    at_peak: usize,
}

impl<'a> Scorer<'a> {
    pub(super) fn new(dag: &'a ScheduleDag) -> Self {
        Scorer {
            dag,
            inputs: dag.inputs_index(),
            out_bytes: dag.nodes().map(|n| dag.output_bytes(n)).collect(),
            order: Vec::new(),
            pos: Vec::new(),
            curve: Vec::new(),
            max_before: Vec::new(),
            max_from: Vec::new(),
            peak: 0,
            at_peak: 0,
        }
    }

    pub(super) fn reset(&mut self, order: &Order, profile: &MemoryProfile) {
        self.order = order.as_slice().to_vec();
        self.pos = order.positions();
        self.curve = profile.curve.clone();
        let n = self.curve.len();
        self.max_before = vec![0; n + 1];
        self.max_from = vec![0; n + 1];
        for i in 0..n {
            self.max_before[i + 1] = self.max_before[i].max(self.curve[i]);
            self.max_from[n - 1 - i] = self.max_from[n - i].max(self.curve[n - 1 - i]);
        }
        self.peak = profile.peak;
        self.at_peak = self.curve.iter().filter(|&&c| c == self.peak).count();
    }

    pub(super) fn score_now(&self) -> (u64, usize) {
        (self.peak, self.at_peak)
    }

    /// (peak, steps at the peak) of the order after `m`, exactly as a full run would give;
    /// `None` as soon as the peak is known to exceed `within` (most moves: the caller only
    /// wants those that do not raise the peak).
    pub(super) fn score(&mut self, m: &BlockMove, within: u64) -> Option<(u64, usize)> {
        let (lo, window) = window_after(&self.order, &m.0, m.1);
        let hi = lo + window.len(); // exclusive
        if self.max_before[lo].max(self.max_from[hi]) > within {
            return None;
        }
        for (i, v) in window.iter().enumerate() {
            self.pos[v.index()] = lo + i;
        }
        let mut live = self.curve[lo] - self.out_bytes[self.order[lo].index()];
        let mut steps = Vec::with_capacity(window.len());
        for (i, &v) in window.iter().enumerate() {
            live += self.out_bytes[v.index()];
            if live > within {
                break;
            }
            steps.push(live);
            let ins = self.inputs[v.index()].iter();
            let outs = self.dag.node(v).outputs.iter();
            let freed: u64 = ins
                .chain(outs)
                .filter(|&&t| self.released_at(t) == Some(lo + i))
                .map(|&t| self.dag.tensor(t).bytes)
                .sum();
            live -= freed;
        }
        for (i, &v) in self.order[lo..hi].iter().enumerate() {
            self.pos[v.index()] = lo + i;
        }
        if steps.len() < window.len() {
            return None; // stopped above `within`
        }
        let inside = steps.iter().copied().max().unwrap_or(0);
        let peak = self.max_before[lo].max(self.max_from[hi]).max(inside);
        let count = |curve: &[u64]| curve.iter().filter(|&&c| c == peak).count();
        let outside = match peak.cmp(&self.peak) {
            std::cmp::Ordering::Greater => return (peak <= within).then_some((peak, 0)),
            std::cmp::Ordering::Equal => self.at_peak - count(&self.curve[lo..hi]),
            std::cmp::Ordering::Less => count(&self.curve[..lo]) + count(&self.curve[hi..]),
        };
        Some((peak, outside + count(&steps)))
    }

    /// The step after which tensor `t` is freed, at the current positions (as
    /// `MemoryEvaluator` frees it).
    fn released_at(&self, t: usize) -> Option<usize> {
        let tensor = self.dag.tensor(t);
        if tensor.graph_output {
            return None;
        }
        let last = tensor.consumers.iter().map(|c| self.pos[c.index()]).max();
        let made = tensor.producer.map(|p| self.pos[p.index()]);
        last.max(made)
    }
}

/// The part of `nodes` that moving the `block` positions (ascending), in their order, to
/// just before position `before` (`nodes.len()`: the end) changes: its first position and
/// the ops it then holds.
pub(super) fn window_after(
    nodes: &[NodeIndex],
    block: &[usize],
    before: usize,
) -> (usize, Vec<NodeIndex>) {
    let lo = block[0].min(before);
    let hi = (block[block.len() - 1] + 1).max(before); // exclusive
    let inside = |p: usize| block.binary_search(&p).is_ok();
    let rest = |range: std::ops::Range<usize>| range.filter(move |&p| !inside(p));
    let window = rest(lo..before)
        .chain(block.iter().copied())
        .chain(rest(before..hi))
        .map(|p| nodes[p])
        .collect();
    (lo, window)
}

/// Checks the window scoring against full runs: for every candidate move of random orders of
/// each graph, the score equals what a full run of the moved order gives, and every move keeps
/// the order topological. Panics on a mismatch; returns how many moves it checked. Public so
/// that a test with a real ONNX cell (graph inputs, tensors with several consumers, ops with
/// several outputs), which this crate cannot read, runs it too.
#[doc(hidden)]
pub fn check_scores_against_full_runs(dags: &[ScheduleDag]) -> usize {
    use super::candidate_moves;
    use super::Adjacency;
    use crate::cost::MemoryEvaluator;
    use crate::schedulers::{random::RandomTopological, Scheduler};
    use rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    let mut checked = 0;
    for dag in dags {
        let eval = MemoryEvaluator::liveness(dag);
        let mut scorer = Scorer::new(dag);
        let adj = Adjacency::new(dag);
        let orders = RandomTopological::default().orders(
            &crate::dag::Planned::as_written(dag),
            crate::cost::Objective::PeakMemory,
            5,
            &mut rng,
        );
        for order in orders {
            let profile = eval.profile(&order);
            scorer.reset(&order, &profile);
            for m in candidate_moves(dag, &adj, &order, profile.peak_step) {
                let (lo, window) = window_after(order.as_slice(), &m.0, m.1);
                let mut nodes = order.as_slice().to_vec();
                nodes[lo..lo + window.len()].copy_from_slice(&window);
                let moved = Order::new(dag, nodes).expect("moves keep the order topological");
                let full = eval.profile(&moved);
                let at_peak = full.curve.iter().filter(|&&c| c == full.peak).count();
                let score = scorer.score(&m, profile.peak);
                if full.peak <= profile.peak {
                    assert_eq!(score, Some((full.peak, at_peak)));
                } else {
                    assert_eq!(score, None, "a higher peak is rejected");
                }
                // With no bound the peak is exact even when it is higher.
                assert_eq!(scorer.score(&m, u64::MAX).map(|s| s.0), Some(full.peak));
                checked += 1;
            }
        }
    }
    checked
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The window scoring gives exactly what a full run of the moved order gives, on generated
    /// graphs (tests/schedulers.rs adds a real ONNX cell).
    #[test]
    fn window_scores_match_full_runs() {
        use crate::generate::{generate, GenOptions, GraphKind};
        let dags: Vec<ScheduleDag> = [
            GraphKind::ErdosRenyi { nodes: 60, p: 0.08 },
            GraphKind::SeriesParallel { nodes: 60 },
            GraphKind::NasCell {
                cells: 4,
                nodes_per_cell: 8,
            },
        ]
        .into_iter()
        .map(|kind| {
            let opts = GenOptions {
                kind,
                seed: 7,
                ..Default::default()
            };
            generate(&opts).to_dag().unwrap()
        })
        .collect();
        let checked = check_scores_against_full_runs(&dags);
        assert!(checked > 500, "only {checked} moves checked");
    }
}
