//! XLA's memory schedulers (`hlo_memory_scheduler.cc`), implemented from their published
//! description:
//! - List: greedy; among ready ops take the one with the largest (bytes freed − bytes
//!   defined), then the most users; the most recently readied op wins ties. Graph inputs are
//!   the caller's and never count as freed. Ops whose outputs are effectively scalar go first.
//! - DFS: post-order from the sinks, visiting operands with the most transitive fan-out
//!   ("extra users") first, then the largest transitive size, then by name.
//! - PostOrder: plain post-order from the sinks, operands in order.
//! - Default: all three, keep the lowest peak memory.

use super::basic::post_order;
use super::{DfsPostOrder, Scheduler};
use crate::cost::Objective;
use crate::dag::{Order, Planned, ReadyTracker};
use crate::schedulers::Rng;
use petgraph::graph::NodeIndex;
use std::collections::BTreeMap;

pub struct XlaList;
pub struct XlaDfs;
pub struct XlaDefault;

impl Scheduler for XlaList {
    fn name(&self) -> &'static str {
        "xla-list"
    }
    fn orders(&self, dag: &Planned, _: Objective, _: usize, _: &mut Rng) -> Vec<Order> {
        let inputs = dag.inputs_index();
        // Unscheduled uses per tensor; a graph output has one more use at the very end.
        let mut uses = dag.uses_until_free();
        let user_count: Vec<i64> = dag.nodes().map(|n| dag.succs(n).count() as i64).collect();
        let scalar = |n: NodeIndex| {
            let outs = &dag.node(n).outputs;
            !outs.is_empty()
                && outs
                    .iter()
                    .all(|&t| dag.tensor(t).size_known && dag.tensor(t).bytes <= 8)
        };
        let priority = |n: NodeIndex, uses: &[usize]| -> (i64, i64) {
            if scalar(n) {
                return (i64::MAX, i64::MAX);
            }
            let freed: u64 = inputs[n.index()]
                .iter()
                .filter(|&&t| dag.tensor(t).producer.is_some() && uses[t] == 1)
                .map(|&t| dag.tensor(t).bytes)
                .sum();
            (
                freed as i64 - dag.output_bytes(n) as i64,
                user_count[n.index()],
            )
        };
        // Ready queue keyed by (priority, insertion sequence): the last entry is the choice.
        let mut queue: BTreeMap<((i64, i64), u64), NodeIndex> = BTreeMap::new();
        let mut key_of: Vec<Option<((i64, i64), u64)>> = vec![None; dag.len()];
        let mut seq = 0u64;
        let mut push =
            |n: NodeIndex, uses: &[usize], queue: &mut BTreeMap<_, _>, key_of: &mut Vec<_>| {
                let key = (priority(n, uses), seq);
                seq += 1;
                queue.insert(key, n);
                key_of[n.index()] = Some(key);
            };
        let mut ready = ReadyTracker::new(dag);
        for &n in ready.initially_ready() {
            push(n, &uses, &mut queue, &mut key_of);
        }
        let mut out = Vec::with_capacity(dag.len());
        while let Some((_, best)) = queue.pop_last() {
            key_of[best.index()] = None;
            out.push(best);
            let mut reprioritise = Vec::new();
            for &t in &inputs[best.index()] {
                uses[t] -= 1;
                if uses[t] == 1 {
                    reprioritise.extend(dag.tensor(t).consumers.iter().copied());
                }
            }
            for s in ready.complete(dag, best) {
                push(s, &uses, &mut queue, &mut key_of);
            }
            for n in reprioritise {
                if let Some(old) = key_of[n.index()] {
                    if priority(n, &uses) != old.0 {
                        queue.remove(&old);
                        push(n, &uses, &mut queue, &mut key_of);
                    }
                }
            }
        }
        vec![Order::new(dag, out).expect("list scheduling over ready ops is topological")]
    }
}

impl Scheduler for XlaDfs {
    fn name(&self) -> &'static str {
        "xla-dfs"
    }
    fn orders(&self, dag: &Planned, _: Objective, _: usize, _: &mut Rng) -> Vec<Order> {
        // Transitive stats over predecessors, capped as XLA caps them against overflow.
        let topo = petgraph::algo::toposort(dag.graph(), None).expect("acyclic");
        let (mut extra_users, mut total_sizes) = (vec![0i64; dag.len()], vec![0i64; dag.len()]);
        let mut cumulative = 0i64;
        for &v in &topo {
            let users = dag.succs(v).count() as i64;
            let size = dag.output_bytes(v) as i64;
            cumulative = cumulative.saturating_add(size);
            let (mut eu, mut ts) = ((users - 1).max(0), size);
            for p in dag.preds(v) {
                eu = eu.saturating_add(extra_users[p.index()]);
                ts = ts.saturating_add(total_sizes[p.index()]);
            }
            extra_users[v.index()] = eu.min(dag.len() as i64);
            total_sizes[v.index()] = ts.min(cumulative);
        }
        let sinks = dag.nodes().filter(|&n| dag.succs(n).next().is_none());
        let out = post_order(dag, sinks, |n| {
            let mut p: Vec<NodeIndex> = dag.preds(n).collect();
            p.sort_by(|a, b| {
                let (a, b) = (a.index(), b.index());
                (extra_users[b], total_sizes[b])
                    .cmp(&(extra_users[a], total_sizes[a]))
                    .then_with(|| {
                        dag.node(NodeIndex::new(a))
                            .name
                            .cmp(&dag.node(NodeIndex::new(b)).name)
                    })
            });
            p
        });
        vec![Order::new(dag, out).expect("post-order over predecessors is topological")]
    }
}

impl Scheduler for XlaDefault {
    fn name(&self) -> &'static str {
        "xla-default"
    }
    fn orders(&self, dag: &Planned, objective: Objective, n: usize, rng: &mut Rng) -> Vec<Order> {
        // XLA keeps whichever of List, DFS and PostOrder needs the least memory, List first on ties.
        super::best_by_memory(
            dag,
            objective,
            n,
            rng,
            &[&XlaList as &dyn Scheduler, &XlaDfs, &DfsPostOrder],
        )
    }
}
