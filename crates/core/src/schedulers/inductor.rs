//! PyTorch Inductor's `reorder_for_peak_memory` (torch/_inductor/memory.py), implemented from
//! its published description:
//! - LPMF ("least peak memory first"): track the peak so far; among ready ops, prefer one whose
//!   allocation fits under that peak, then the one with the least (allocated − freed), then the
//!   source order.
//! - BFS: take the ready op whose predecessors ran earliest (lexicographic on their sorted
//!   positions), then the source order.
//! - DFS: visit ops by ascending (own size + size of what they read), recursing into their
//!   predecessors in the same order, emitting in post-order.
//! - Default: the original order and the three, keep the lowest estimated peak memory.

use super::basic::post_order;
use super::{Original, Scheduler};
use crate::cost::{FreeTracker, Objective};
use crate::dag::{Order, Planned, ReadyTracker};
use crate::schedulers::Rng;
use petgraph::graph::NodeIndex;
use std::cmp::Reverse;
use std::collections::{BTreeSet, BinaryHeap};

pub struct InductorLpmf;
pub struct InductorBfs;
pub struct InductorDfs;
pub struct InductorDefault;

impl Scheduler for InductorLpmf {
    fn name(&self) -> &'static str {
        "inductor-lpmf"
    }
    fn orders(&self, dag: &Planned, _: Objective, _: usize, _: &mut Rng) -> Vec<Order> {
        let inputs = dag.inputs_index();
        let mut frees = FreeTracker::new(dag, &inputs);
        let size: Vec<u64> = dag.nodes().map(|n| dag.output_bytes(n)).collect();
        let mut live: u64 = dag.graph_input_bytes();
        let outputs: u64 = dag.graph_output_bytes();
        let mut max_memory = live.max(outputs);
        let mut ready = ReadyTracker::new(dag);
        let mut pool: BTreeSet<NodeIndex> = ready.initially_ready().iter().copied().collect();
        let mut out = Vec::with_capacity(dag.len());
        while !pool.is_empty() {
            let gap = max_memory - live;
            let pick = *pool
                .iter()
                .min_by_key(|n| {
                    let s = size[n.index()];
                    (
                        if s > gap { s } else { 0 },
                        s as i64 - frees.frees(n.index()) as i64,
                        n.index(),
                    )
                })
                .expect("pool is not empty");
            pool.remove(&pick);
            out.push(pick);
            live += size[pick.index()];
            max_memory = max_memory.max(live);
            live -= frees.frees(pick.index());
            pool.extend(ready.complete(dag, pick));
            frees.ran(dag, &inputs, pick.index());
        }
        vec![Order::new(dag, out).expect("list scheduling over ready ops is topological")]
    }
}

impl Scheduler for InductorBfs {
    fn name(&self) -> &'static str {
        "inductor-bfs"
    }
    fn orders(&self, dag: &Planned, _: Objective, _: usize, _: &mut Rng) -> Vec<Order> {
        let mut position = vec![usize::MAX; dag.len()];
        let priority = |n: NodeIndex, position: &[usize]| {
            let mut p: Vec<usize> = dag.preds(n).map(|q| position[q.index()]).collect();
            p.sort_unstable();
            p
        };
        let mut ready = ReadyTracker::new(dag);
        let mut heap: BinaryHeap<Reverse<(Vec<usize>, NodeIndex)>> = ready
            .initially_ready()
            .iter()
            .map(|&n| Reverse((priority(n, &position), n)))
            .collect();
        let mut out = Vec::with_capacity(dag.len());
        while let Some(Reverse((_, n))) = heap.pop() {
            position[n.index()] = out.len();
            out.push(n);
            for s in ready.complete(dag, n) {
                heap.push(Reverse((priority(s, &position), s)));
            }
        }
        vec![Order::new(dag, out).expect("list scheduling over ready ops is topological")]
    }
}

impl Scheduler for InductorDfs {
    fn name(&self) -> &'static str {
        "inductor-dfs"
    }
    fn orders(&self, dag: &Planned, _: Objective, _: usize, _: &mut Rng) -> Vec<Order> {
        let inputs = dag.inputs_index();
        let size_with_reads: Vec<u64> = dag
            .nodes()
            .map(|n| {
                dag.output_bytes(n)
                    + inputs[n.index()]
                        .iter()
                        .filter(|&&t| dag.tensor(t).producer.is_some())
                        .map(|&t| dag.tensor(t).bytes)
                        .sum::<u64>()
            })
            .collect();
        let key = |n: &NodeIndex| (size_with_reads[n.index()], n.index());
        let mut roots: Vec<NodeIndex> = dag.nodes().collect();
        roots.sort_by_key(key);
        let out = post_order(dag, roots, |n| {
            let mut d: Vec<NodeIndex> = dag.preds(n).collect();
            d.sort_by_key(key);
            d
        });
        vec![Order::new(dag, out).expect("post-order over predecessors is topological")]
    }
}

impl Scheduler for InductorDefault {
    fn name(&self) -> &'static str {
        "inductor-default"
    }
    fn orders(&self, dag: &Planned, objective: Objective, n: usize, rng: &mut Rng) -> Vec<Order> {
        super::best_by_memory(
            dag,
            objective,
            n,
            rng,
            &[
                &Original as &dyn Scheduler,
                &InductorLpmf,
                &InductorBfs,
                &InductorDfs,
            ],
        )
    }
}
