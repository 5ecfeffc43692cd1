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
pub(super) fn eligible(scored: &[Candidate]) -> Vec<bool> {
    let walked = scored.iter().any(|c| c.as_written_cost.is_some());
    let input = scored[0].written_cost();
    let same_file = |i: usize, c: &Candidate| i == 0 || c.moved_ops == 0;
    scored
        .iter()
        .enumerate()
        .map(|(i, c)| {
            !walked || same_file(i, c) || c.written_cost() <= input * (1.0 - AS_WRITTEN_MARGIN)
        })
        .collect()
}

/// How much better than the input's a reordered file must be as written, by the proxy.
pub(super) const AS_WRITTEN_MARGIN: f64 = 0.035;

/// Indices of up to `k` distinct eligible candidates, best proxy cost first; the original
/// (index 0) always among them.
pub(super) fn top_k(candidates: &[(String, Order)], scored: &[Candidate], k: usize) -> Vec<usize> {
    let eligible = eligible(scored);
    let mut by_cost: Vec<usize> = (0..scored.len()).filter(|&i| eligible[i]).collect();
    by_cost.sort_by(|&a, &b| scored[a].cost.total_cmp(&scored[b].cost).then(a.cmp(&b)));
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
    fn a_candidate_worse_as_written_neither_wins_nor_is_measured() {
        let scored = vec![
            candidate(10.0, Some(9.0)), // the input: walk 10, as written 9
            candidate(5.0, Some(12.0)), // best walk, worse as written
            candidate(8.0, Some(8.6)),  // better walk, clearly better as written
            candidate(7.0, None),       // runs as written
            candidate(6.0, Some(8.9)),  // better walk, within the proxy's error as written
        ];
        assert_eq!(eligible(&scored), vec![true, false, true, true, false]);
        assert_eq!(top_k(&orders(5), &scored, 5), vec![0, 3, 2]);
        // No walk (every file runs as written): all may be measured, worse ones too.
        let plain = vec![candidate(10.0, None), candidate(12.0, None)];
        assert_eq!(eligible(&plain), vec![true, true]);
        assert_eq!(top_k(&orders(2), &plain, 2), vec![0, 1]);
    }
}
