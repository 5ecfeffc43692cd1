//! A second proxy that has the last word on a block's candidates (issue 49).
//!
//! The schedulers search with the DAG's liveness proxy, which is cheap enough to score
//! thousands of orders but, at the tensor level, does not see what bufferization allocates. A
//! judge (for a tensor-level block, [`super::bufferized_proxy`]) costs each candidate's best
//! order once more; its costs decide, and the input's order stays unless a candidate beats it
//! by more than the judge's known error ([`Judge::margin`]), so a block is never made worse by
//! what the judge cannot tell apart.

use super::decision::Decision;
use flowsched_core::dag::{Order, ScheduleDag};
use flowsched_core::decide::{decide as decide_by_core, Evidence, Goal, Rules};
use std::collections::BTreeMap;

/// Costs an order of the block (new position → op index).
pub trait Judge {
    /// `None`: this order could not be judged.
    fn cost(&mut self, positions: &[usize]) -> Option<f64>;
    /// How much lower than the input's (a fraction of it) a cost must be to count as lower.
    fn margin(&self) -> f64;
}

/// Most distinct orders judged per block, the cheapest by the DAG proxy first: each costs a
/// bufferization of the function (about 0.1–1 s on the nets in docs/mlir.md).
pub const MAX_JUDGED: usize = 12;

/// The decision from each candidate's lowest `(DAG proxy cost, order)`, `"original"` among
/// them: the judge's cheapest order where it is clearly below the input's, else the input.
// long: the judge's rules read top to bottom as docs/mlir.md states them.
pub(crate) fn decide(
    dag: &ScheduleDag,
    lowest: BTreeMap<String, (f64, Order)>,
    first: &str,
    judge: &mut dyn Judge,
    fallback: Option<String>,
) -> Decision {
    let positions = |o: &Order| -> Vec<usize> { o.iter().map(|n| dag.node(n).source_id).collect() };
    let identity: Vec<usize> = (0..dag.len()).collect();
    // Distinct orders with every candidate that reached each: the input first, then by the
    // DAG proxy, cheapest first; among ties `first` (the candidate that reached the DAG
    // proxy's best first), then by name, so the list is the same every run.
    let mut ranked: Vec<(&String, &(f64, Order))> =
        lowest.iter().filter(|(l, _)| *l != "original").collect();
    ranked.sort_by(|a, b| {
        (a.1 .0.total_cmp(&b.1 .0))
            .then((a.0 != first).cmp(&(b.0 != first)))
            .then(a.0.cmp(b.0))
    });
    let mut orders: Vec<(Vec<usize>, Vec<String>)> =
        vec![(identity.clone(), vec!["original".into()])];
    for (label, (_, order)) in ranked {
        let p = positions(order);
        match orders.iter().position(|(o, _)| *o == p) {
            Some(i) => orders[i].1.push(label.clone()),
            None if orders.len() < MAX_JUDGED => orders.push((p, vec![label.clone()])),
            None => {}
        }
    }
    let Some(input) = judge.cost(&identity) else {
        let note = "its orders could not be judged (bufferizing a copy of the function failed); \
                    the input order is kept";
        return Decision {
            order: identity,
            winner: "original".into(),
            reached_best: vec!["original".into()],
            fallback: Some(match fallback {
                Some(f) => format!("{f}; {note}"),
                None => note.into(),
            }),
            original_cost: lowest["original"].0,
            cost: lowest["original"].0,
            judged: false,
            stream_cap: None,
        };
    };
    let mut costs = vec![input];
    for (p, _) in &orders[1..] {
        costs.push(judge.cost(p).unwrap_or(f64::INFINITY));
    }
    // The decision core's rule, as for a measured runtime: the judge's cost is one steady
    // session of each order, its margin the noise; the cheapest that clears it, the earliest
    // among ties (the input first).
    let evidence: Vec<Evidence> = (costs.iter())
        .map(|&c| Evidence {
            session_peaks: vec![c.round() as u64],
            failure: c.is_infinite().then(|| "could not be judged".to_string()),
            ..Evidence::default()
        })
        .collect();
    let rules = Rules {
        goal: Goal::PeakMemory,
        noise: judge.margin(),
        max_slowdown: None,
    };
    let best = decide_by_core(&evidence, &vec![true; evidence.len()], &rules).winner;
    let reached_best = orders
        .iter()
        .zip(&costs)
        .filter(|(_, &c)| c <= costs[best])
        .flat_map(|((_, labels), _)| labels.iter().cloned())
        .collect::<std::collections::BTreeSet<String>>()
        .into_iter()
        .collect();
    Decision {
        order: orders[best].0.clone(),
        winner: orders[best].1[0].clone(),
        reached_best,
        fallback,
        original_cost: input,
        cost: costs[best],
        judged: true,
        stream_cap: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::block::{schedule_judged, BlockDesc, BlockOp, ScheduleOptions, Tie};

    fn op(name: &str, uses: &[u64], results: &[(u64, u64)], tied: &[(u64, Tie)]) -> BlockOp {
        BlockOp {
            name: name.into(),
            uses: uses.to_vec(),
            results: results.iter().map(|&(v, b)| (v, Some(b))).collect(),
            tied: tied.to_vec(),
            ..Default::default()
        }
    }

    /// Two producer/consumer pairs listed producers first: interleaving them frees one large
    /// value before the other is made (the DAG proxy's pick).
    fn pairs() -> BlockDesc {
        let mut desc = BlockDesc {
            ops: vec![
                op("p1", &[], &[(1, 1000)], &[]),
                op("p2", &[], &[(2, 1000)], &[]),
                op("c1", &[1], &[(3, 1)], &[]),
                op("c2", &[2], &[(4, 1)], &[]),
                op("ret", &[3, 4], &[], &[]),
            ],
            has_terminator: true,
            ..Default::default()
        };
        desc.size_as_bufferized();
        desc
    }

    /// A judge with a table of costs per order.
    struct Table(Vec<(Vec<usize>, f64)>, usize);
    impl Judge for Table {
        fn cost(&mut self, p: &[usize]) -> Option<f64> {
            self.1 += 1;
            self.0.iter().find(|(o, _)| o == p).map(|(_, c)| *c)
        }
        fn margin(&self) -> f64 {
            0.01
        }
    }

    #[test]
    fn the_judge_decides_and_keeps_the_input_within_its_margin() {
        let interleaved = vec![0, 2, 1, 3, 4];
        let opts = ScheduleOptions::default();
        // The compiled code agrees with the DAG proxy: the interleaving wins on the judge's
        // costs, and those are what the decision reports.
        let mut agrees = Table(
            vec![((0..5).collect(), 2000.0), (interleaved.clone(), 1000.0)],
            0,
        );
        let d = schedule_judged(&pairs(), "f", &opts, Some(&mut agrees)).unwrap();
        assert_eq!(
            (d.order.clone(), d.original_cost, d.cost, d.judged),
            (interleaved.clone(), 2000.0, 1000.0, true)
        );
        // Less than 1% lower is within the judge's error: the input stays.
        let mut close = Table(
            vec![((0..5).collect(), 2000.0), (interleaved.clone(), 1990.0)],
            0,
        );
        let d = schedule_judged(&pairs(), "f", &opts, Some(&mut close)).unwrap();
        assert_eq!(
            (d.winner.as_str(), d.moved_ops(), d.cost),
            ("original", 0, 2000.0)
        );
        // Where the input cannot be judged, nothing moves, and a remark says why.
        let mut broken = Table(vec![], 0);
        let d = schedule_judged(&pairs(), "f", &opts, Some(&mut broken)).unwrap();
        assert_eq!(d.moved_ops(), 0);
        assert!(d.fallback.unwrap().contains("could not be judged"));
        assert!(
            broken.1 == 1,
            "nothing else is judged once the input cannot be"
        );
    }

    #[test]
    fn bufferization_model_shares_buffers_and_drops_constants() {
        // %w = constant; %e = tensor.empty; %a = matmul(%x, %w) outs(%e) (a buffer of its own);
        // %b = generic(%a) outs(%a) (in place: %a's only reader); %v = expand_shape %b (a view);
        // %c = generic(%v) outs(%e2) (its own), %r = reduce(%b) outs(%z) …
        let mut desc = BlockDesc {
            ops: vec![
                op("arith.constant", &[], &[(1, 4096)], &[]),
                op("tensor.empty", &[], &[(2, 400)], &[]),
                op(
                    "linalg.matmul",
                    &[9, 1, 2],
                    &[(3, 400)],
                    &[(3, Tie::Init(2))],
                ),
                op("linalg.generic", &[3], &[(4, 400)], &[(4, Tie::Init(3))]),
                op(
                    "tensor.expand_shape",
                    &[4],
                    &[(5, 400)],
                    &[(5, Tie::View(4))],
                ),
                op("tensor.empty", &[], &[(6, 400)], &[]),
                op("linalg.generic", &[5, 6], &[(7, 400)], &[(7, Tie::Init(6))]),
                op("ret", &[7], &[], &[]),
            ],
            has_terminator: true,
            outside_sizes: [(9, Some(400))].into_iter().collect(),
            ..Default::default()
        };
        desc.size_as_bufferized();
        let dag = desc.to_dag("f").unwrap();
        let bytes = |name: &str| dag.tensors().iter().find(|t| t.name == name).unwrap().bytes;
        // The weight and the empty tensors hold nothing; %a holds the buffer %b and %v live in.
        assert_eq!(
            ["v1", "v2", "v3", "v4", "v5", "v6", "v7", "v9"].map(bytes),
            [0, 0, 400, 0, 0, 0, 400, 0]
        );
        // %a's buffer lives until %v's last read (op 6), so the peak holds both buffers.
        let eval = flowsched_core::cost::MemoryEvaluator::new(
            &flowsched_core::dag::Planned::as_written(&dag),
        );
        assert_eq!(eval.peak(&Order::original(&dag)), 800);
    }
}
