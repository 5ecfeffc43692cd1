//! The simplest orders: the source order, Kahn's FIFO order and DFS post-order.

use super::Scheduler;
use crate::cost::Objective;
use crate::dag::{Order, ReadyTracker, ScheduleDag};
use petgraph::graph::NodeIndex;
use rand_chacha::ChaCha8Rng;
use std::collections::VecDeque;

/// The order the model lists its ops in.
pub struct Original;

impl Scheduler for Original {
    fn name(&self) -> &'static str {
        "original"
    }
    fn orders(&self, dag: &ScheduleDag, _: Objective, _: usize, _: &mut ChaCha8Rng) -> Vec<Order> {
        vec![Order::original(dag)]
    }
}

/// Kahn's algorithm with a FIFO queue: a breadth-first sweep, ties broken by source order.
pub struct KahnFifo;

impl Scheduler for KahnFifo {
    fn name(&self) -> &'static str {
        "kahn"
    }
    fn orders(&self, dag: &ScheduleDag, _: Objective, _: usize, _: &mut ChaCha8Rng) -> Vec<Order> {
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
    fn orders(&self, dag: &ScheduleDag, _: Objective, _: usize, _: &mut ChaCha8Rng) -> Vec<Order> {
        let mut visited = vec![false; dag.len()];
        let mut out = Vec::with_capacity(dag.len());
        let preds_sorted = |n: NodeIndex| {
            let mut p: Vec<NodeIndex> = dag.preds(n).collect();
            // Visit the first-listed producer first; the stack pops from the back.
            p.sort_unstable_by(|a, b| b.cmp(a));
            p
        };
        for sink in dag.nodes().filter(|&n| dag.succs(n).next().is_none()) {
            if visited[sink.index()] {
                continue;
            }
            visited[sink.index()] = true;
            let mut stack = vec![(sink, preds_sorted(sink))];
            while let Some((node, pending)) = stack.last_mut() {
                match pending.pop() {
                    Some(p) if !visited[p.index()] => {
                        visited[p.index()] = true;
                        let ps = preds_sorted(p);
                        stack.push((p, ps));
                    }
                    Some(_) => {}
                    None => {
                        out.push(*node);
                        stack.pop();
                    }
                }
            }
        }
        vec![Order::new(dag, out).expect("DFS post-order over predecessors is topological")]
    }
}
