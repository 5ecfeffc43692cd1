//! The simplest orders: the source order, Kahn's FIFO order and DFS post-order.

use super::Scheduler;
use crate::cost::Objective;
use crate::dag::{Order, Planned, ReadyTracker, ScheduleDag};
use crate::schedulers::Rng;
use petgraph::graph::NodeIndex;
use std::collections::VecDeque;

/// The order the model lists its ops in.
pub struct Original;

impl Scheduler for Original {
    fn name(&self) -> &'static str {
        "original"
    }
    fn orders(&self, dag: &Planned, _: Objective, _: usize, _: &mut Rng) -> Vec<Order> {
        vec![Order::original(dag)]
    }
}

/// Kahn's algorithm with a FIFO queue: a breadth-first sweep, ties broken by source order.
pub struct KahnFifo;

impl Scheduler for KahnFifo {
    fn name(&self) -> &'static str {
        "kahn"
    }
    fn orders(&self, dag: &Planned, _: Objective, _: usize, _: &mut Rng) -> Vec<Order> {
        let mut ready = ReadyTracker::new(dag);
        let mut queue: VecDeque<NodeIndex> = ready.initially_ready().iter().copied().collect();
        let mut out = Vec::with_capacity(dag.len());
        while let Some(n) = queue.pop_front() {
            out.push(n);
            queue.extend(ready.complete(dag, n));
        }
        vec![Order::new(dag, out).expect("Kahn's algorithm yields a topological order")]
    }
}

/// Depth-first post-order from the graph's sinks back through the producers (ONNX Runtime's
/// default, a reverse DFS from the outputs): each op runs as soon as the value it feeds is
/// needed, which keeps chains together.
pub struct DfsPostOrder;

impl Scheduler for DfsPostOrder {
    fn name(&self) -> &'static str {
        "dfs"
    }
    fn orders(&self, dag: &Planned, _: Objective, _: usize, _: &mut Rng) -> Vec<Order> {
        let sinks = dag.nodes().filter(|&n| dag.succs(n).next().is_none());
        let out = post_order(dag, sinks, |n| {
            let mut p: Vec<NodeIndex> = dag.preds(n).collect();
            p.sort_unstable();
            p
        });
        vec![Order::new(dag, out).expect("DFS post-order over predecessors is topological")]
    }
}

/// Depth-first post-order over predecessors: from each root in turn, visit the unvisited
/// predecessors in the order `visit_order` lists them, emitting a node once all of its
/// predecessors are emitted. Iterative, so deep graphs do not overflow the stack.
pub(crate) fn post_order(
    dag: &ScheduleDag,
    roots: impl IntoIterator<Item = NodeIndex>,
    visit_order: impl Fn(NodeIndex) -> Vec<NodeIndex>,
) -> Vec<NodeIndex> {
    let mut visited = vec![false; dag.len()];
    let mut out = Vec::with_capacity(dag.len());
    // Each frame holds its pending predecessors reversed, so `pop` yields them in order.
    let pending = |n: NodeIndex| {
        let mut v = visit_order(n);
        v.reverse();
        v
    };
    for root in roots {
        if visited[root.index()] {
            continue;
        }
        visited[root.index()] = true;
        let mut stack = vec![(root, pending(root))];
        while let Some((node, preds)) = stack.last_mut() {
            match preds.pop() {
                Some(p) if !visited[p.index()] => {
                    visited[p.index()] = true;
                    let next = pending(p);
                    stack.push((p, next));
                }
                Some(_) => {}
                None => {
                    out.push(*node);
                    stack.pop();
                }
            }
        }
    }
    out
}
