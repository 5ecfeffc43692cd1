//! Peak-directed local search for peak memory: from a good order, move single ops where that
//! can lower the peak, and keep the best move while one helps.
//!
//! Only the tensors live at the peak step can lower it, so only two kinds of move are tried:
//! sink the producer of such a tensor to just before its first successor (if that is past the
//! peak, the tensor is no longer allocated there), or hoist the last consumer of such a tensor
//! to just after its last predecessor (if that is before the peak, the tensor is freed before
//! it). Both keep the order topological. Each round scores every candidate move exactly with
//! the proxy; the search is deterministic.

use crate::cost::MemoryEvaluator;
use crate::dag::{Order, ScheduleDag};

/// `order` improved by up to `max_moves` single-op moves, each strictly lowering the peak.
pub fn lower_peak(dag: &ScheduleDag, order: &Order, max_moves: usize) -> Order {
    let eval = MemoryEvaluator::new(dag);
    let mut best = order.clone();
    let mut profile = eval.profile(&best);
    for _ in 0..max_moves {
        let mut improved: Option<(u64, Order)> = None;
        for (from, to) in candidate_moves(dag, &best, profile.peak_step) {
            let mut nodes = best.as_slice().to_vec();
            let node = nodes.remove(from);
            nodes.insert(to, node);
            let Ok(candidate) = Order::new(dag, nodes) else {
                continue; // cannot happen for these moves; never trade validity for a result
            };
            let peak = eval.peak(&candidate);
            if peak < improved.as_ref().map_or(profile.peak, |(p, _)| *p) {
                improved = Some((peak, candidate));
            }
        }
        match improved {
            Some((_, order)) => {
                best = order;
                profile = eval.profile(&best);
            }
            None => break,
        }
    }
    best
}

/// (from, to) positions: remove the op at `from`, insert it at `to` of what remains.
fn candidate_moves(dag: &ScheduleDag, order: &Order, peak_step: usize) -> Vec<(usize, usize)> {
    let pos = order.positions();
    let n = order.len();
    let mut moves = Vec::new();
    for t in dag.tensors() {
        if t.bytes == 0 {
            continue;
        }
        let Some(u) = t.producer else { continue };
        let born = pos[u.index()];
        let last = t.consumers.iter().copied().max_by_key(|c| pos[c.index()]);
        let dies = match last {
            _ if t.graph_output => usize::MAX,
            Some(c) => pos[c.index()].max(born),
            None => born,
        };
        if born > peak_step || dies < peak_step {
            continue; // not live at the peak
        }
        // Sink the producer past the peak: just before its first successor.
        let first_succ = dag.succs(u).map(|s| pos[s.index()]).min().unwrap_or(n);
        if first_succ > peak_step + 1 {
            moves.push((born, first_succ - 1));
        }
        // Hoist the last consumer before the peak: just after its last predecessor.
        if let (Some(c), false) = (last, t.graph_output) {
            let at = pos[c.index()];
            let after_preds = dag.preds(c).map(|q| pos[q.index()] + 1).max().unwrap_or(0);
            if at > peak_step && after_preds <= peak_step {
                moves.push((at, after_preds));
            }
        }
    }
    moves.sort_unstable();
    moves.dedup();
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dag::JsonDag;

    /// Two branches off one input, each a big op then a small one. Running both big ops first
    /// holds both big tensors at once; one move (sinking the second big op past the first
    /// branch's small op) finishes one branch before starting the other.
    #[test]
    fn a_sink_move_finishes_one_branch_first() {
        let json = r#"{"nodes": [
            {"name": "a", "bytes": 10},
            {"name": "b1", "bytes": 100}, {"name": "b2", "bytes": 100},
            {"name": "c1", "bytes": 1}, {"name": "c2", "bytes": 1},
            {"name": "d", "bytes": 1}
        ], "edges": [["a", "b1"], ["a", "b2"], ["b1", "c1"], ["b2", "c2"], ["c1", "d"], ["c2", "d"]]}"#;
        let dag = serde_json::from_str::<JsonDag>(json)
            .unwrap()
            .to_dag()
            .unwrap();
        let bad = Order::from_names(&dag, &["a", "b1", "b2", "c1", "c2", "d"]).unwrap();
        let eval = MemoryEvaluator::new(&dag);
        let better = lower_peak(&dag, &bad, 10);
        assert!(eval.peak(&better) < eval.peak(&bad));
        assert_eq!(eval.peak(&better), 10 + 100 + 1);
        // A local optimum stays as it is.
        assert_eq!(lower_peak(&dag, &better, 10), better);
    }
}
