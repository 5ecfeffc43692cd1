//! Which candidates may win, and which the device measures.

use crate::report::Candidate;
use flowsched_core::dag::Order;

/// The user's own file by the proxy, where it is not among the candidates (the scheduled graph
/// is one the runtime made of it): each candidate must beat it.
#[derive(Debug, Clone, Copy)]
pub(super) struct UserFile {
    /// As the runtime runs it.
    pub walk: f64,
    /// As written.
    pub written: f64,
}

/// The candidates that may win. Where the runtime runs a file in an order of its own (a walk
/// the file steers), a reordered file must not cost a user who runs it as written either,
/// and nothing measures that (docs/onnx-runtime.md has the figures). Guards protect, they do
/// not veto gains: a file is eligible where it is
/// - clearly better than the input as written, by more than the proxy's error between two
///   orders ([`AS_WRITTEN_MARGIN`]), or
/// - far better under the walk ([`FAR_BETTER_WALK`]) and no worse as written, within that
///   error (a calibration graph's walk keeps every activation alive: 93 MB, against 9 MB as
///   written, and a reordered file is 0.10x walked while as written it stays at 1.00x).
///
/// Where the runtime runs every file as written, every candidate may win (a time objective's
/// device may well prefer an order the proxy ranks below the input).
///
/// Where the candidates are orders of the runtime's optimised graph, none of them the user's
/// file (`user`), each must pass the same test against that file as written, and by the walk
/// be better than both the file's walk and the optimised graph as written, or the user's file
/// is kept.
pub(super) fn eligible(scored: &[Candidate], user: Option<&UserFile>) -> Vec<bool> {
    let walked = scored.iter().any(|c| c.as_written_cost.is_some());
    if let Some(user) = user {
        let today = user.walk.min(scored[0].written_cost());
        return scored
            .iter()
            .map(|c| guard(c, today, user.written).passes() && c.cost < today)
            .collect();
    }
    let (walk, written) = (scored[0].cost, scored[0].written_cost());
    let same_file = |i: usize, c: &Candidate| i == 0 || c.moved_ops == 0;
    scored
        .iter()
        .enumerate()
        .map(|(i, c)| !walked || same_file(i, c) || guard(c, walk, written).passes())
        .collect()
}

/// How a reordered file compares with the input under the runtime's walk and as written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Guard {
    /// Clearly better as written.
    ClearlyBetterAsWritten,
    /// Far better walked, and within the proxy's error as written.
    FarBetterWalked,
    /// Far better walked, but clearly worse as written: the two executions conflict.
    Conflict,
    /// Neither far better walked nor clearly better as written.
    NoClearGain,
}

impl Guard {
    fn passes(self) -> bool {
        matches!(self, Guard::ClearlyBetterAsWritten | Guard::FarBetterWalked)
    }
}

/// `c` against an input whose walk costs `walk` and whose file as written costs `written`.
pub(super) fn guard(c: &Candidate, walk: f64, written: f64) -> Guard {
    let as_written = c.written_cost();
    if as_written <= written * (1.0 - AS_WRITTEN_MARGIN) {
        Guard::ClearlyBetterAsWritten
    } else if c.cost <= walk * (1.0 - FAR_BETTER_WALK) {
        match as_written <= written * (1.0 + AS_WRITTEN_MARGIN) {
            true => Guard::FarBetterWalked,
            false => Guard::Conflict,
        }
    } else {
        Guard::NoClearGain
    }
}

/// The proxy's error between two orders of one file, as a fraction of the input's cost: a
/// file this much better as written is better; within it, no worse.
pub(super) const AS_WRITTEN_MARGIN: f64 = 0.035;

/// How much lower than the input's walk a file's walk must be for "no worse as written" to
/// suffice: far beyond the proxy's error, so the gain is real where most users run it.
pub(super) const FAR_BETTER_WALK: f64 = 0.2;

/// Where the best candidate under the walk was held back because it is clearly worse as
/// written: the trade, in words, for the report.
pub(super) fn conflict(scored: &[Candidate], may_win: &[bool]) -> Option<String> {
    let (walk, written) = (scored[0].cost, scored[0].written_cost());
    // Only a gain the eligible files do not reach is a trade.
    let best_eligible = (0..scored.len())
        .filter(|&i| may_win[i])
        .map(|i| scored[i].cost)
        .fold(walk, f64::min);
    let best = (1..scored.len())
        .filter(|&i| !may_win[i] && scored[i].as_written_cost.is_some())
        .filter(|&i| scored[i].cost < best_eligible * (1.0 - AS_WRITTEN_MARGIN))
        .filter(|&i| guard(&scored[i], walk, written) == Guard::Conflict)
        .min_by(|&a, &b| scored[a].cost.total_cmp(&scored[b].cost))?;
    let c = &scored[best];
    Some(format!(
        "{} is {:.2}x the input under the runtime's walk but {:.2}x as written: it is not \
         chosen, since a user who runs the file as written would lose",
        c.scheduler,
        c.cost / walk,
        c.written_cost() / written
    ))
}

/// Indices of up to `k` candidates to measure, each run differently by the runtime (`executed`:
/// each candidate's order as it runs; two files the runtime runs alike are measured once;
/// `eligible`: which may win, [`eligible`]): the original (index 0) first, as the reference
/// (where the scheduled graph is the runtime's, it may not win), then
/// 1. the eligible ones, the first of each proxy cost, cheapest first;
/// 2. the others, the first of each cost, in at most half the slots still free: they may not
///    win, but they show how the proxy agrees with the runtime (where the as-written rule
///    leaves the input alone there would otherwise be nothing to rank);
/// 3. the rest, eligible first, cheapest first.
///
/// Distinct costs go first because orders the proxy ties say nothing about it: tied orders
/// measure alike, and ranking them ranks noise.
pub(super) fn top_k(
    executed: &[Order],
    scored: &[Candidate],
    eligible: &[bool],
    k: usize,
) -> Vec<usize> {
    let k = k.max(1);
    let mut by_cost: Vec<usize> = (1..scored.len()).collect();
    by_cost.sort_by(|&a, &b| {
        (eligible[b].cmp(&eligible[a]))
            .then(scored[a].cost.total_cmp(&scored[b].cost))
            .then(a.cmp(&b))
    });
    let mut picked = vec![0];
    let mut costs = vec![scored[0].cost];
    let mut take = |i: usize, new_cost_only: bool, picked: &mut Vec<usize>| {
        let cost = scored[i].cost;
        if (new_cost_only && costs.contains(&cost))
            || picked.iter().any(|&j| executed[j] == executed[i])
        {
            return;
        }
        picked.push(i);
        costs.push(cost);
    };
    for &i in by_cost.iter().filter(|&&i| eligible[i]) {
        if picked.len() >= k {
            break;
        }
        take(i, true, &mut picked);
    }
    let others_until = picked.len() + (k - picked.len()).div_ceil(2);
    for &i in by_cost.iter().filter(|&&i| !eligible[i]) {
        if picked.len() >= others_until.min(k) {
            break;
        }
        take(i, true, &mut picked);
    }
    for &i in &by_cost {
        if picked.len() >= k {
            break;
        }
        take(i, false, &mut picked);
    }
    picked
}

#[cfg(test)]
mod tests {
    use super::*;
    use flowsched_core::dag::DagBuilder;

    fn candidate(cost: f64, as_written: Option<f64>) -> Candidate {
        Candidate {
            scheduler: "s".into(),
            cost,
            peak_memory_bytes: cost as u64,
            stream_peak_bytes: None,
            makespan: None,
            moved_ops: 1,
            as_written_cost: as_written,
            origin: flowsched_core::schedulers::Origin::Own,
        }
    }

    fn orders(n: usize) -> Vec<Order> {
        // n independent ops: every permutation is an order; candidate i starts with op i.
        let mut b = DagBuilder::new("free");
        let nodes: Vec<_> = (0..n)
            .map(|i| b.add_node(flowsched_core::dag::OpNode::new(format!("n{i}"), "Op", i)))
            .collect();
        let dag = b.build().unwrap();
        (0..n)
            .map(|i| {
                let mut v = nodes.clone();
                v.swap(0, i);
                Order::new(&dag, v).unwrap()
            })
            .collect()
    }

    #[test]
    fn a_candidate_worse_as_written_never_wins_and_is_measured_last() {
        let scored = vec![
            candidate(10.0, Some(9.0)), // the input: walk 10, as written 9
            candidate(5.0, Some(12.0)), // best walk, worse as written
            candidate(8.0, Some(8.6)),  // better walk, clearly better as written
            candidate(7.0, None),       // runs as written
            candidate(9.0, Some(8.9)),  // a little better walk, within the error as written
        ];
        assert_eq!(
            eligible(&scored, None),
            vec![true, false, true, true, false]
        );
        assert_eq!(
            top_k(&orders(5), &scored, &eligible(&scored, None), 5),
            vec![0, 3, 2, 1, 4]
        );
        assert_eq!(
            top_k(&orders(5), &scored, &eligible(&scored, None), 3),
            vec![0, 3, 2]
        );
        // No walk (every file runs as written): all may be measured, worse ones too.
        let plain = vec![candidate(10.0, None), candidate(12.0, None)];
        assert_eq!(eligible(&plain, None), vec![true, true]);
        assert_eq!(
            top_k(&orders(2), &plain, &eligible(&plain, None), 2),
            vec![0, 1]
        );
    }

    /// A MinMax calibration graph (a ReduceMin and a ReduceMax on every tensor): ORT's walk
    /// keeps every activation alive (93.3 MB), the file as written does not (8.57 MB). A file
    /// whose walk is 0.10x and whose order as written is 0.2% lower may win; one that is far
    /// better walked but clearly worse as written may not, and the report names the trade.
    #[test]
    fn a_far_better_walk_no_worse_as_written_may_win() {
        let scored = vec![
            candidate(93.3, Some(8.57)), // the input
            candidate(9.44, Some(8.55)), // 0.10x walked, 0.998x as written
            candidate(9.0, Some(9.5)),   // 0.10x walked, 1.11x as written: a conflict
            candidate(90.0, Some(8.60)), // a little better walked, within the error as written
        ];
        assert_eq!(eligible(&scored, None), vec![true, true, false, false]);
        let may_win = eligible(&scored, None);
        let trade = conflict(&scored, &may_win).unwrap();
        assert!(
            trade.contains("0.10x the input under the runtime's walk but 1.11x"),
            "{trade}"
        );
        // Nothing held back, or nothing better than what may win: no trade to name.
        assert_eq!(conflict(&scored[..2], &may_win[..2]), None);
        let reached = vec![
            scored[0].clone(),
            scored[2].clone(),
            candidate(9.0, Some(8.5)),
        ];
        assert_eq!(conflict(&reached, &eligible(&reached, None)), None);
    }

    /// An optimised graph: no candidate is the user's file, so the optimised graph in its own
    /// order (0) must
    /// pass too: clearly better than the user's file as written, and by the walk below both
    /// the file's walk and the optimised graph as written (what the runtime's defaults run).
    #[test]
    fn optimised_graph_candidates_must_beat_the_users_file() {
        let user = UserFile {
            walk: 10.0,
            written: 9.0,
        };
        let scored = vec![
            candidate(9.5, Some(8.0)), // the optimised graph: walk 9.5, as written 8 (the defaults)
            candidate(7.0, Some(8.5)), // below both, clearly better as written
            candidate(7.0, Some(8.9)), // within the proxy's error as written
            candidate(8.5, Some(8.0)), // walk above the runtime's defaults (8)
        ];
        assert_eq!(
            eligible(&scored, Some(&user)),
            vec![false, true, false, false]
        );
        assert_eq!(
            top_k(&orders(4), &scored, &eligible(&scored, Some(&user)), 2),
            vec![0, 1]
        );
    }

    /// Ties at the best cost come after one order of each other cost (the proxy's ranking is
    /// what the measurement checks), and two files the runtime runs alike are measured once.
    #[test]
    fn distinct_costs_are_measured_before_ties() {
        let scored = vec![
            candidate(10.0, Some(10.0)), // the input
            candidate(7.0, Some(9.0)),   // best, eligible
            candidate(7.0, Some(9.0)),   // tied with 1
            candidate(7.0, Some(9.0)),   // tied with 1
            candidate(8.0, Some(9.0)),   // eligible, next cost
            candidate(6.0, Some(12.0)),  // may not win, a cost of its own
            candidate(6.5, Some(12.0)),  // may not win, another cost
            candidate(9.0, Some(9.0)),   // eligible, runs like 4
        ];
        let mut executed = orders(8);
        executed[7] = executed[4].clone();
        let may_win = eligible(&scored, None);
        assert_eq!(top_k(&executed, &scored, &may_win, 5), vec![0, 1, 4, 5, 2]);
        assert_eq!(
            top_k(&executed, &scored, &may_win, 8),
            vec![0, 1, 4, 5, 6, 2, 3]
        );
    }
}
