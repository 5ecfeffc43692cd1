//! Peak-directed local search for peak memory: from a good order, move ops where that can
//! lower the peak, and keep the best move while one helps.
//!
//! Only the tensors live at the peak step can lower it, so only moves that end such a
//! tensor's life before the peak, or start it after, are tried:
//! - sink its producer to just before its first successor;
//! - hoist its last consumer to just after its last predecessor;
//! - sink its producer together with everything downstream of it up to the peak (a whole
//!   branch started too early), past the peak or as late as its successors allow;
//! - hoist its last consumer together with everything upstream of it after the peak (a whole
//!   branch finished too late), before the peak or as early as its predecessors allow.
//!
//! Single moves are cheap nudges; the branch moves fix what no single move can, a branch
//! of hundreds of ops run on the wrong side of the peak. All keep the order topological
//! (the accepted one is checked anyway). Each round scores every candidate exactly, in its
//! window only (`window.rs`), and keeps the best; the search is deterministic.

pub mod window;

use crate::cost::MemoryEvaluator;
use crate::dag::{Order, ScheduleDag};
use petgraph::graph::NodeIndex;
use window::{window_after, Scorer};

/// The most moves the schedulers make (the sampler's refinement, `peak-search`): a local
/// optimum is usually reached in tens of moves; the cap bounds the time on a bad start of a
/// big model (about a second per hundred moves at 4,000 ops).
pub const MAX_MOVES: usize = 200;

/// `order` improved by up to `max_moves` moves, each strictly lowering the peak, or keeping
/// it and reaching it at fewer steps: a peak reached twice (two blocks of a transformer) is
/// lowered one occurrence at a time.
pub fn lower_peak(dag: &ScheduleDag, order: &Order, max_moves: usize) -> Order {
    let eval = MemoryEvaluator::liveness(dag);
    let mut scorer = Scorer::new(dag);
    let adj = Adjacency::new(dag);
    let mut best = order.clone();
    for _ in 0..max_moves {
        let profile = eval.profile(&best);
        scorer.reset(&best, &profile);
        let current = scorer.score_now();
        let mut improved: Option<((u64, usize), BlockMove)> = None;
        for m in candidate_moves(dag, &adj, &best, profile.peak_step) {
            let to_beat = improved.as_ref().map_or(current, |(s, _)| *s);
            match scorer.score(&m, to_beat.0) {
                Some(score) if score < to_beat => improved = Some((score, m)),
                _ => {}
            }
        }
        let Some((_, (block, before))) = improved else {
            break;
        };
        let (lo, window) = window_after(best.as_slice(), &block, before);
        let mut nodes = best.as_slice().to_vec();
        nodes[lo..lo + window.len()].copy_from_slice(&window);
        match Order::new(dag, nodes) {
            Ok(order) => best = order,
            Err(_) => break, // cannot happen for these moves; never trade validity for a result
        }
    }
    best
}

/// How many of the largest tensors live at the peak lend their birth and death as places to
/// move a branch to: run a branch before the big tensor is born, or after it dies.
const LANDMARKS: usize = 4;

/// How many of the largest tensors live at the peak have their producer and last consumer
/// moved. A bad order of a big model holds a thousand small constants at its peak; moving
/// each of them costs as much to score as moving a big tensor and gains little.
const MOVED_TENSORS: usize = 64;

/// A tensor live at the peak step: its size, producer, last consumer (`None`: a graph
/// output, or never read) and their positions.
struct Live {
    bytes: u64,
    producer: NodeIndex,
    born: usize,
    last: Option<NodeIndex>,
    dies: usize,
}

fn live_at(dag: &ScheduleDag, pos: &[usize], step: usize) -> Vec<Live> {
    let mut live = Vec::new();
    for t in dag.tensors() {
        let Some(producer) = t.producer else { continue };
        if t.bytes == 0 {
            continue;
        }
        let born = pos[producer.index()];
        let last = t.consumers.iter().copied().max_by_key(|c| pos[c.index()]);
        let dies = match last {
            _ if t.graph_output => usize::MAX,
            Some(c) => pos[c.index()].max(born),
            None => born,
        };
        if born <= step && dies >= step {
            let last = last.filter(|_| !t.graph_output);
            live.push(Live {
                bytes: t.bytes,
                producer,
                born,
                last,
                dies,
            });
        }
    }
    live
}

/// Each op's predecessors and successors, in the DAG's order, listed once per search: the
/// moves below walk them for every candidate, and at the memref level (where an op that
/// touches a buffer depends on every earlier access to it) an op can have hundreds.
struct Adjacency {
    preds: Vec<Vec<NodeIndex>>,
    succs: Vec<Vec<NodeIndex>>,
}

impl Adjacency {
    fn new(dag: &ScheduleDag) -> Self {
        Adjacency {
            preds: dag.nodes().map(|v| dag.preds(v).collect()).collect(),
            succs: dag.nodes().map(|v| dag.succs(v).collect()).collect(),
        }
    }

    fn preds(&self, v: NodeIndex) -> impl Iterator<Item = NodeIndex> + '_ {
        self.preds[v.index()].iter().copied()
    }

    fn succs(&self, v: NodeIndex) -> impl Iterator<Item = NodeIndex> + '_ {
        self.succs[v.index()].iter().copied()
    }
}

/// The moves that can change the tensors live at `peak_step` of `order`.
fn candidate_moves(
    dag: &ScheduleDag,
    adj: &Adjacency,
    order: &Order,
    peak_step: usize,
) -> Vec<BlockMove> {
    let pos = order.positions();
    let by_pos = order.as_slice();
    let n = order.len();
    let mut live = live_at(dag, &pos, peak_step);
    // Largest first, ties by birth.
    live.sort_by_key(|l| (std::cmp::Reverse(l.bytes), l.born));
    let births: Vec<usize> = live.iter().take(LANDMARKS).map(|l| l.born).collect();
    let after_deaths: Vec<usize> = live
        .iter()
        .take(LANDMARKS)
        .map(|l| l.dies.saturating_add(1).min(n))
        .collect();
    let mut moves = Vec::new();
    for l in live.iter().take(MOVED_TENSORS) {
        let first_succ = adj
            .succs(l.producer)
            .map(|s| pos[s.index()])
            .min()
            .unwrap_or(n);
        if first_succ > peak_step + 1 {
            moves.push((vec![l.born], first_succ));
        }
        moves.extend(sink_branch(
            adj,
            &pos,
            by_pos,
            l.producer,
            peak_step,
            &after_deaths,
        ));
        let Some(c) = l.last else { continue };
        let at = pos[c.index()];
        if at <= peak_step {
            continue;
        }
        let after_preds = adj.preds(c).map(|q| pos[q.index()] + 1).max().unwrap_or(0);
        if after_preds <= peak_step {
            moves.push((vec![at], after_preds));
        }
        moves.extend(hoist_branch(adj, &pos, by_pos, c, peak_step, &births));
    }
    moves.sort_unstable();
    moves.dedup();
    moves
}

/// A move: the positions of the ops to move (ascending) and the position of the op they go
/// just before (`n`: the end). A single op's move is a block of one.
type BlockMove = (Vec<usize>, usize);

/// How far a branch is grown by the ops next to it that would rather move with it: none, one
/// step, or as far as they go.
const GROWTH: [usize; 3] = [0, 1, usize::MAX];

/// The most ops a successor may bring along when it joins a hoisted branch: the inputs it
/// still lacks, such as its weights; more than that is a branch of its own.
const MAX_PULLED: usize = 16;

/// `u` and its descendants up to `peak_step`, moved past the peak: just after it, just
/// before their first successor outside the block, and after the death of any of the
/// `landmarks` tensors in between. Also grown by its private feeders (ops
/// whose every successor is in the block, such as the pooling that feeds only a conv): left
/// behind, their outputs would stay live at the peak.
fn sink_branch(
    adj: &Adjacency,
    pos: &[usize],
    by_pos: &[NodeIndex],
    u: NodeIndex,
    peak_step: usize,
    landmarks: &[usize],
) -> Vec<BlockMove> {
    let branch = closure(pos, u, &adj.succs, |p| p <= peak_step);
    let mut moves = Vec::new();
    for levels in GROWTH {
        let block = grow(&branch, levels, by_pos, pos, &adj.preds, |q, inside| {
            let private = adj.succs(q).all(|s| inside[pos[s.index()]]);
            private.then(|| vec![pos[q.index()]])
        });
        let inside = |p: usize| block.binary_search(&p).is_ok();
        let first_outside_succ = block
            .iter()
            .flat_map(|&p| adj.succs(by_pos[p]).map(|s| pos[s.index()]))
            .filter(|&p| !inside(p))
            .min()
            .unwrap_or(pos.len());
        let past_peak = (peak_step + 1..pos.len())
            .find(|&p| !inside(p))
            .unwrap_or(pos.len());
        for before in anchors(past_peak, first_outside_succ, landmarks) {
            moves.push((block.clone(), before));
        }
    }
    moves
}

/// `c` and its ancestors after `peak_step`, moved before the peak: just before it, just
/// after their last predecessor outside the block, and before the birth of any of the
/// `landmarks` tensors in between. Also grown by the successors it completes
/// (ops whose every input is then computed, such as the conv after a pooling): left behind,
/// the block's outputs would be live at the peak instead of its inputs.
fn hoist_branch(
    adj: &Adjacency,
    pos: &[usize],
    by_pos: &[NodeIndex],
    c: NodeIndex,
    peak_step: usize,
    landmarks: &[usize],
) -> Vec<BlockMove> {
    let branch = closure(pos, c, &adj.preds, |p| p > peak_step);
    let in_branch = |p: usize| branch.binary_search(&p).is_ok();
    let after_outside_pred = branch
        .iter()
        .flat_map(|&p| adj.preds(by_pos[p]).map(|q| pos[q.index()] + 1))
        .filter(|&p| !in_branch(p - 1))
        .max()
        .unwrap_or(0);
    if after_outside_pred > peak_step {
        return Vec::new(); // the peak op feeds the branch: it cannot run before it
    }
    let mut moves = Vec::new();
    for before in anchors(after_outside_pred, peak_step, landmarks) {
        for levels in GROWTH {
            let block = grow(&branch, levels, by_pos, pos, &adj.succs, |s, inside| {
                // s comes along with the inputs it still lacks at `before` (weights, shapes).
                small_closure(
                    pos,
                    s,
                    &adj.preds,
                    |p| p >= before && !inside[p],
                    MAX_PULLED,
                )
            });
            moves.push((block, before));
        }
    }
    moves
}

/// Where a block may go, ascending: `first`, `last` (`first <= last`), and the `landmarks`
/// strictly between them.
fn anchors(first: usize, last: usize, landmarks: &[usize]) -> Vec<usize> {
    let mut at = vec![first, last];
    at.extend(landmarks.iter().filter(|&&p| p > first && p < last));
    at.sort_unstable();
    at.dedup();
    at
}

/// `block` (positions, ascending) grown `levels` times by the ops adjacent through `next`
/// from its members that `joins` accepts, given which positions are in the block so far;
/// `joins` answers with the positions that join (the op and what must come with it).
fn grow(
    block: &[usize],
    levels: usize,
    by_pos: &[NodeIndex],
    pos: &[usize],
    next: &[Vec<NodeIndex>],
    joins: impl Fn(NodeIndex, &[bool]) -> Option<Vec<usize>>,
) -> Vec<usize> {
    let mut inside = vec![false; pos.len()];
    for &p in block {
        inside[p] = true;
    }
    let mut grown = block.to_vec();
    let mut frontier: Vec<NodeIndex> = block.iter().map(|&p| by_pos[p]).collect();
    for _ in 0..levels {
        let mut added = Vec::new();
        for &v in &frontier {
            for &w in &next[v.index()] {
                if inside[pos[w.index()]] {
                    continue;
                }
                for p in joins(w, &inside).unwrap_or_default() {
                    if !inside[p] {
                        inside[p] = true;
                        grown.push(p);
                        added.push(by_pos[p]);
                    }
                }
            }
        }
        if added.is_empty() {
            break;
        }
        frontier = added;
    }
    grown.sort_unstable();
    grown
}

/// [`closure`] where it has at most `limit` ops, else `None`. It stops as soon as it grows
/// past the limit, and keeps what it has seen in a short list instead of a flag per op:
/// it runs for every successor of a hoisted branch, and a full closure with a flag per op
/// made the search quadratic in the block's size (minutes on a memref-level block of a few
/// thousand ops).
fn small_closure(
    pos: &[usize],
    start: NodeIndex,
    next: &[Vec<NodeIndex>],
    keep: impl Fn(usize) -> bool,
    limit: usize,
) -> Option<Vec<usize>> {
    let mut seen = vec![start];
    let mut stack = vec![start];
    while let Some(v) = stack.pop() {
        for &w in &next[v.index()] {
            if !seen.contains(&w) && keep(pos[w.index()]) {
                if seen.len() == limit {
                    return None;
                }
                seen.push(w);
                stack.push(w);
            }
        }
    }
    let mut block: Vec<usize> = seen.iter().map(|v| pos[v.index()]).collect();
    block.sort_unstable();
    Some(block)
}

/// Positions (ascending) of `start` and every op reachable from it through `next` whose
/// position satisfies `keep`.
fn closure(
    pos: &[usize],
    start: NodeIndex,
    next: &[Vec<NodeIndex>],
    keep: impl Fn(usize) -> bool,
) -> Vec<usize> {
    let mut seen = vec![false; pos.len()];
    let mut stack = vec![start];
    seen[start.index()] = true;
    let mut block = Vec::new();
    while let Some(v) = stack.pop() {
        block.push(pos[v.index()]);
        for &w in &next[v.index()] {
            if !seen[w.index()] && keep(pos[w.index()]) {
                seen[w.index()] = true;
                stack.push(w);
            }
        }
    }
    block.sort_unstable();
    block
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dag::dag_from_json as dag;

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
        let dag = dag(json);
        let bad = Order::from_names(&dag, &["a", "b1", "b2", "c1", "c2", "d"]).unwrap();
        let eval = MemoryEvaluator::liveness(&dag);
        let better = lower_peak(&dag, &bad, 10);
        assert!(eval.peak(&better) < eval.peak(&bad));
        assert_eq!(eval.peak(&better), 10 + 100 + 1);
        // A local optimum stays as it is.
        assert_eq!(lower_peak(&dag, &better, 10), better);
    }

    /// A pooling `f` that feeds only a conv `g` runs before the big op `b`: g's output is live
    /// at b. Sinking g alone keeps f's bigger output live there instead; only moving f and g
    /// together, past the peak, lowers it.
    #[test]
    fn a_branch_moves_with_its_private_feeder() {
        let dag = dag(r#"{"nodes": [
            {"name": "x", "bytes": 1}, {"name": "f", "bytes": 50}, {"name": "g", "bytes": 40},
            {"name": "b", "bytes": 100}, {"name": "c", "bytes": 1}, {"name": "z", "bytes": 1}
        ], "edges": [["x", "f"], ["f", "g"], ["x", "b"], ["b", "c"], ["g", "z"], ["c", "z"]]}"#);
        let bad = Order::from_names(&dag, &["x", "f", "g", "b", "c", "z"]).unwrap();
        let eval = MemoryEvaluator::liveness(&dag);
        assert_eq!(eval.peak(&bad), 1 + 40 + 100);
        let better = lower_peak(&dag, &bad, 10);
        assert_eq!(eval.peak(&better), 1 + 100 + 1); // x waits for f, past b and c
        let names: Vec<&str> = better.iter().map(|v| dag.node(v).name.as_str()).collect();
        assert_eq!(names, ["x", "b", "c", "f", "g", "z"]);
    }

    /// The bounded closure is the full one where that is small enough, and `None` otherwise.
    #[test]
    fn small_closure_agrees_with_closure_up_to_its_limit() {
        let dag = dag(r#"{"nodes": [
            {"name": "a", "bytes": 1}, {"name": "b", "bytes": 1}, {"name": "c", "bytes": 1},
            {"name": "d", "bytes": 1}, {"name": "e", "bytes": 1}
        ], "edges": [["a", "c"], ["b", "c"], ["c", "e"], ["d", "e"]]}"#);
        let order = Order::original(&dag);
        let pos = order.positions();
        let adj = Adjacency::new(&dag);
        let preds = &adj.preds;
        for start in dag.nodes() {
            let full = closure(&pos, start, preds, |_| true);
            for limit in 1..=dag.len() {
                let small = small_closure(&pos, start, preds, |_| true, limit);
                let expected = (full.len() <= limit).then(|| full.clone());
                assert_eq!(small, expected, "from {start:?}, limit {limit}");
            }
        }
        // `keep` cuts the closure as it does the full one.
        let e = NodeIndex::new(4);
        assert_eq!(
            small_closure(&pos, e, preds, |p| p >= 2, 16),
            Some(closure(&pos, e, preds, |p| p >= 2))
        );
    }

    /// Two copies of the first test's graph, each run badly: the peak is reached twice. No
    /// single move lowers it, but each lowers how often it is reached; two moves fix both.
    #[test]
    fn a_peak_reached_twice_is_lowered_one_occurrence_at_a_time() {
        let copy = |k: u8| {
            format!(
                r#"{{"name": "a{k}", "bytes": 10}},
                {{"name": "b1{k}", "bytes": 100}}, {{"name": "b2{k}", "bytes": 100}},
                {{"name": "c1{k}", "bytes": 1}}, {{"name": "c2{k}", "bytes": 1}},
                {{"name": "d{k}", "bytes": 0}}"#
            )
        };
        let edges = |k: u8| {
            format!(
                r#"["a{k}", "b1{k}"], ["a{k}", "b2{k}"], ["b1{k}", "c1{k}"], ["b2{k}", "c2{k}"],
                ["c1{k}", "d{k}"], ["c2{k}", "d{k}"]"#
            )
        };
        let dag = dag(&format!(
            r#"{{"nodes": [{}, {}], "edges": [{}, {}]}}"#,
            copy(0),
            copy(1),
            edges(0),
            edges(1)
        ));
        let run = |k: u8| ["a", "b1", "b2", "c1", "c2", "d"].map(|n| format!("{n}{k}"));
        let bad = Order::from_names(&dag, &[run(0), run(1)].concat()).unwrap();
        let eval = MemoryEvaluator::liveness(&dag);
        assert_eq!(eval.peak(&bad), 210);
        assert_eq!(eval.peak(&lower_peak(&dag, &bad, 1)), 210);
        assert_eq!(eval.peak(&lower_peak(&dag, &bad, 2)), 10 + 100 + 1);
    }
}
