//! Which candidates may win, and which the device measures.

use crate::dag::Order;
use crate::report::Candidate;

/// The candidates that may win: the file order as written must be no worse than the input's
/// by the proxy, so that neither setting of ORT's execution order (DEFAULT, which the device
/// measures, nor PRIORITY_BASED, which runs the file as written) is made worse. The two differ
/// widely: HRNet's best DEFAULT walk came from a file order 1.23x the input's peak as written,
/// and a file with branches cannot run as written under DEFAULT: the walk visits a node's
/// producers last-in-file first, so two independent branches that meet run in the opposite
/// order to the file's (iterating the walk from HRNet's file alternates between two orders).
/// Nothing measures the file as written (ORT's C API has no PRIORITY_BASED), so a reordered
/// file must be better as written by more than the proxy's error between two orders: on
/// HRNet-W18-small's dynamo export, an order the proxy put 2.5% below the input as written
/// measured 0.6% above it under PRIORITY_BASED (and one put 0.8% below, 1.1% above on its
/// TorchScript export).
/// Where the runtime runs every file as written, every candidate may win (a time objective's
/// device may well prefer an order the proxy ranks below the input).
///
/// With `--for-ort` the candidates are orders of ORT's optimised graph, none of them the user's
/// file (`user`): then each must be better than that file as written, and by its walk better
/// than both the file's walk and ORT's graph as written (what ORT's defaults run), or the
/// user's file is kept.
pub(super) fn eligible(scored: &[Candidate], user: Option<&UserFile>) -> Vec<bool> {
    let walked = scored.iter().any(|c| c.as_written_cost.is_some());
    let clearly_below = |cost: f64, input: f64| cost <= input * (1.0 - AS_WRITTEN_MARGIN);
    if let Some(user) = user {
        let today = user.walk.min(scored[0].written_cost());
        return scored
            .iter()
            .map(|c| clearly_below(c.written_cost(), user.written) && c.cost < today)
            .collect();
    }
    let input = scored[0].written_cost();
    let same_file = |i: usize, c: &Candidate| i == 0 || c.moved_ops == 0;
    scored
        .iter()
        .enumerate()
        .map(|(i, c)| !walked || same_file(i, c) || clearly_below(c.written_cost(), input))
        .collect()
}

/// The user's own file by the proxy, where it is not among the candidates (`--for-ort`).
#[derive(Debug, Clone, Copy)]
pub(super) struct UserFile {
    /// As the runtime runs it (ORT's walk at optimisation off).
    pub walk: f64,
    /// As written (PRIORITY_BASED).
    pub written: f64,
}

/// How much better than the input's a reordered file must be as written, by the proxy.
pub(super) const AS_WRITTEN_MARGIN: f64 = 0.035;

/// Indices of up to `k` distinct candidates to measure: the original (index 0) first, as the
/// reference (with `--for-ort` it may not win), then the eligible ones, best proxy cost first.
/// Slots left over go to the best of the others: they may not win, but measuring them shows
/// how the proxy agrees with the runtime (where the as-written rule leaves the input alone, it
/// would otherwise have nothing to rank).
pub(super) fn top_k(
    candidates: &[(String, Order)],
    scored: &[Candidate],
    user: Option<&UserFile>,
    k: usize,
) -> Vec<usize> {
    let eligible = eligible(scored, user);
    let mut by_cost: Vec<usize> = (0..scored.len()).collect();
    // Eligible first, then by proxy cost.
    by_cost.sort_by(|&a, &b| {
        (eligible[b].cmp(&eligible[a]))
            .then(scored[a].cost.total_cmp(&scored[b].cost))
            .then(a.cmp(&b))
    });
    let mut picked = vec![0];
    for i in by_cost {
        if picked.len() >= k.max(1) {
            break;
        }
        if !picked.iter().any(|&j| candidates[j].1 == candidates[i].1) {
            picked.push(i);
        }
    }
    picked
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dag::DagBuilder;

    fn candidate(cost: f64, as_written: Option<f64>) -> Candidate {
        Candidate {
            scheduler: "s".into(),
            cost,
            peak_memory_bytes: cost as u64,
            makespan: None,
            moved_ops: 1,
            as_written_cost: as_written,
        }
    }

    fn orders(n: usize) -> Vec<(String, Order)> {
        // n independent ops: every permutation is an order; candidate i starts with op i.
        let mut b = DagBuilder::new("free");
        let nodes: Vec<_> = (0..n)
            .map(|i| b.add_node(crate::dag::OpNode::new(format!("n{i}"), "Op", i)))
            .collect();
        let dag = b.build().unwrap();
        (0..n)
            .map(|i| {
                let mut v = nodes.clone();
                v.swap(0, i);
                ("s".to_string(), Order::new(&dag, v).unwrap())
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
            candidate(6.0, Some(8.9)),  // better walk, within the proxy's error as written
        ];
        assert_eq!(
            eligible(&scored, None),
            vec![true, false, true, true, false]
        );
        assert_eq!(top_k(&orders(5), &scored, None, 5), vec![0, 3, 2, 1, 4]);
        assert_eq!(top_k(&orders(5), &scored, None, 3), vec![0, 3, 2]);
        // No walk (every file runs as written): all may be measured, worse ones too.
        let plain = vec![candidate(10.0, None), candidate(12.0, None)];
        assert_eq!(eligible(&plain, None), vec![true, true]);
        assert_eq!(top_k(&orders(2), &plain, None, 2), vec![0, 1]);
    }

    /// `--for-ort`: no candidate is the user's file, so ORT's graph in its own order (0) must
    /// pass too: clearly better than the user's file as written, and by the walk below both
    /// the file's walk and ORT's graph as written (what ORT's defaults run).
    #[test]
    fn for_ort_candidates_must_beat_the_users_file() {
        let user = UserFile {
            walk: 10.0,
            written: 9.0,
        };
        let scored = vec![
            candidate(9.5, Some(8.0)), // ORT's graph: walk 9.5, as written 8 (ORT's defaults)
            candidate(7.0, Some(8.5)), // below both, clearly better as written
            candidate(7.0, Some(8.9)), // within the proxy's error as written
            candidate(8.5, Some(8.0)), // walk above ORT's defaults (8)
        ];
        assert_eq!(
            eligible(&scored, Some(&user)),
            vec![false, true, false, false]
        );
        assert_eq!(top_k(&orders(4), &scored, Some(&user), 2), vec![0, 1]);
    }
}
