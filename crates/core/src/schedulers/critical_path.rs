//! Critical-path list scheduling (HEFT's upward rank on identical units with free transfers):
//! among ready ops, run the one with the longest path to the end of the graph first.

use super::Scheduler;
use crate::cost::{makespan::runtimes, Objective};
use crate::dag::{Order, Planned, ReadyTracker, ScheduleDag};
use crate::schedulers::Rng;
use petgraph::graph::NodeIndex;
use std::collections::BinaryHeap;

pub struct CriticalPath;

/// Upward rank: own runtime plus the longest runtime path through the successors.
pub fn upward_rank(dag: &ScheduleDag, runtimes: &[f64]) -> Vec<f64> {
    let topo = petgraph::algo::toposort(dag.graph(), None).expect("acyclic");
    let mut rank = vec![0.0; dag.len()];
    for v in topo.into_iter().rev() {
        let tail = dag.succs(v).map(|s| rank[s.index()]).fold(0.0, f64::max);
        rank[v.index()] = runtimes[v.index()] + tail;
    }
    rank
}

/// A heap entry: highest rank first, then the source order.
#[derive(PartialEq)]
struct Ranked(f64, std::cmp::Reverse<NodeIndex>);
impl Eq for Ranked {}
impl PartialOrd for Ranked {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for Ranked {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.0.total_cmp(&other.0).then(self.1.cmp(&other.1))
    }
}

impl Scheduler for CriticalPath {
    fn name(&self) -> &'static str {
        "critical-path"
    }
    fn orders(&self, dag: &Planned, _: Objective, _: usize, _: &mut Rng) -> Vec<Order> {
        vec![critical_path_order(dag, &runtimes(dag))]
    }
}

/// Ready ops by highest upward rank, the source order on ties.
pub fn critical_path_order(dag: &ScheduleDag, runtimes: &[f64]) -> Order {
    let rank = upward_rank(dag, runtimes);
    let mut ready = ReadyTracker::new(dag);
    let mut heap: BinaryHeap<Ranked> = ready
        .initially_ready()
        .iter()
        .map(|&n| Ranked(rank[n.index()], std::cmp::Reverse(n)))
        .collect();
    let mut out = Vec::with_capacity(dag.len());
    while let Some(Ranked(_, std::cmp::Reverse(n))) = heap.pop() {
        out.push(n);
        heap.extend(
            ready
                .complete(dag, n)
                .into_iter()
                .map(|s| Ranked(rank[s.index()], std::cmp::Reverse(s))),
        );
    }
    Order::new(dag, out).expect("list scheduling over ready ops is topological")
}
