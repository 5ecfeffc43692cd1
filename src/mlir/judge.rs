//! A second proxy that has the last word on a block's candidates (issue 49).
//!
//! The schedulers search with the DAG's liveness proxy, which is cheap enough to score
//! thousands of orders but, at the tensor level, does not see what bufferization allocates. A
//! judge (for a tensor-level block, [`super::bufferized_proxy`]) costs each candidate's best
//! order once more; its costs decide, and the input's order stays unless a candidate beats it
//! by more than the judge's known error ([`Judge::margin`]), so a block is never made worse by
//! what the judge cannot tell apart.

use super::block::Decision;
use crate::dag::{Order, ScheduleDag};
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
        };
    };
    let mut costs = vec![input];
    for (p, _) in &orders[1..] {
        costs.push(judge.cost(p).unwrap_or(f64::INFINITY));
    }
    // The cheapest, the earliest among ties (the input first); it must clear the margin.
    let mut best = 0;
    for i in 1..orders.len() {
        if costs[i] < costs[best] {
            best = i;
        }
    }
    if costs[best] > input * (1.0 - judge.margin()) {
        best = 0;
    }
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
    }
}
