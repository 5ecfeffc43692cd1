//! The order ONNX Runtime really runs a graph in, when nobody tells it otherwise.
//!
//! ORT's `ExecutionOrder::DEFAULT` (the only order its C API offers) ignores the file's node
//! order as a schedule: it walks the graph depth first from its leaf nodes (nodes whose outputs
//! no node reads), the last leaf first, visits a node's producers highest node index first, and
//! runs each node once its producers have run (a post-order). The file order still decides the
//! node indices, so it steers that walk; this module predicts the walk for a given file.
//!
//! `Constant` nodes are not part of it: ORT turns them into initializers when it loads the
//! graph, so they take no index and run never.

use super::import::subgraph_captures;
use super::proto::{GraphProto, NodeProto};
use super::OnnxImport;
use fixedbitset::FixedBitSet;
use flowsched_core::dag::{Order, ScheduleDag};
use petgraph::graph::NodeIndex;
use std::collections::{BTreeSet, HashMap};

/// Positions in `graph.node` in the order ORT's `DEFAULT` walk runs them (`Constant` nodes
/// left out).
pub fn default_order(graph: &GraphProto) -> Vec<usize> {
    let nodes: Vec<&NodeProto> = graph.node.iter().collect();
    walk(&nodes)
}

/// The order ORT runs `model` in when its nodes are written in `file_order`, as an order of
/// the same DAG. `Constant` nodes, initializers to ORT, come first.
pub fn executed_order(model: &OnnxImport, file_order: &Order) -> Order {
    let graph = graph_of(model);
    let dag = &model.dag;
    let in_file: Vec<NodeIndex> = file_order.iter().collect();
    let nodes: Vec<&NodeProto> = in_file
        .iter()
        .map(|&n| &graph.node[dag.node(n).source_id])
        .collect();
    let constants = in_file
        .iter()
        .copied()
        .filter(|&n| is_constant(&graph.node[dag.node(n).source_id]));
    let walked = walk(&nodes).into_iter().map(|p| in_file[p]);
    Order::new(dag, constants.chain(walked).collect())
        .expect("ORT's walk visits every node after its producers")
}

/// The nodes of `model`'s DAG that ORT's walk visits: all but `Constant` nodes.
pub fn walked_nodes(model: &OnnxImport) -> FixedBitSet {
    let graph = graph_of(model);
    let dag = &model.dag;
    let mut walked = FixedBitSet::with_capacity(dag.len());
    for n in dag.nodes() {
        walked.set(n.index(), !is_constant(&graph.node[dag.node(n).source_id]));
    }
    walked
}

/// A file order whose walk comes as close as the graph allows to running `target`, and that
/// as written stays close to `target` too (what `PRIORITY_BASED` runs): nodes are written in
/// `target`'s order, but a producer that the walk must visit first is written later
/// (see [`written_for`]).
pub fn file_order_for(model: &OnnxImport, target: &Order) -> Order {
    written_for(model, target, target)
}

/// The file that writes `target`'s depth-first structure mirrored: a post-order from the
/// leaves, visiting of a node's producers (and of the leaves) the one `target` runs last
/// first, then adjusted by [`written_for`]. ORT's walk visits the file's last-written producer
/// first, so it mirrors the file back: where `target` is itself a depth-first order, the walk
/// runs it exactly, and the file as written is depth-first too, with the branches the other
/// way round.
pub fn mirrored_file_order(model: &OnnxImport, target: &Order) -> Order {
    written_for(model, target, &mirrored(&model.dag, target))
}

/// A file whose walk comes as close as the graph allows to running `target`, and that as
/// written stays close to `like`: a good order as written, so that the file is good both ways.
pub fn file_order_like(model: &OnnxImport, target: &Order, like: &Order) -> Order {
    written_for(model, target, like)
}

/// A file whose walk runs `target` where the graph allows, written as close to `like` as that
/// leaves room for.
///
/// The walk runs, of two unrelated producers of one node (neither reaches the other), the one
/// written later first; of two leaves, the one written last first. So where `target` runs `a`
/// before `b`, the file writes `a` after `b`: `a` waits for `b`, and otherwise nodes are
/// written in `like`'s order (the earliest ready node first). A wait that cannot be kept
/// together with the others is dropped, so the result is always one topological order;
/// callers score the walk it really makes with [`executed_order`].
fn written_for(model: &OnnxImport, target: &Order, like: &Order) -> Order {
    let dag = &model.dag;
    let graph = graph_of(model);
    let walked = |n: NodeIndex| !is_constant(&graph.node[dag.node(n).source_id]);
    let at = target.positions();
    // Descendants of every node (itself included), built from the last node back.
    let mut reaches = vec![FixedBitSet::with_capacity(dag.len()); dag.len()];
    for &n in target.as_slice().iter().rev() {
        let mut r = FixedBitSet::with_capacity(dag.len());
        r.insert(n.index());
        for s in dag.succs(n) {
            r.union_with(&reaches[s.index()]);
        }
        reaches[n.index()] = r;
    }
    let mut waits_for: Vec<Vec<NodeIndex>> = vec![Vec::new(); dag.len()];
    let mut wait_unrelated = |group: &mut Vec<NodeIndex>| {
        group.sort_by_key(|n| at[n.index()]);
        group.dedup();
        for (i, &a) in group.iter().enumerate() {
            for &b in &group[i + 1..] {
                if !reaches[a.index()].contains(b.index()) {
                    waits_for[a.index()].push(b);
                }
            }
        }
    };
    for n in dag.nodes().filter(|&n| walked(n)) {
        wait_unrelated(&mut dag.preds(n).filter(|&p| walked(p)).collect());
    }
    wait_unrelated(
        &mut dag
            .nodes()
            .filter(|&n| walked(n) && !dag.succs(n).any(walked))
            .collect(),
    );
    let at = like.positions();
    let mut waiting = vec![0usize; dag.len()];
    let mut awaited_by: Vec<Vec<NodeIndex>> = vec![Vec::new(); dag.len()];
    for (a, bs) in waits_for.iter().enumerate() {
        waiting[a] = bs.len();
        for b in bs {
            awaited_by[b.index()].push(NodeIndex::new(a));
        }
    }
    let mut ready_tracker = flowsched_core::dag::ReadyTracker::new(dag);
    let mut ready: BTreeSet<(usize, NodeIndex)> = ready_tracker
        .initially_ready()
        .iter()
        .map(|&n| (at[n.index()], n))
        .collect();
    let mut file = Vec::with_capacity(dag.len());
    while !ready.is_empty() {
        let next = *ready
            .iter()
            .find(|(_, n)| waiting[n.index()] == 0)
            .unwrap_or_else(|| ready.first().expect("not empty"));
        ready.remove(&next);
        let n = next.1;
        file.push(n);
        for a in &awaited_by[n.index()] {
            waiting[a.index()] = waiting[a.index()].saturating_sub(1);
        }
        ready.extend(
            ready_tracker
                .complete(dag, n)
                .into_iter()
                .map(|s| (at[s.index()], s)),
        );
    }
    Order::new(dag, file).expect("Kahn's algorithm on an acyclic graph yields a topological order")
}

/// `target`'s depth-first structure mirrored: a post-order from the leaves, visiting of a
/// node's producers (and of the leaves) the one `target` runs last first.
pub fn mirrored(dag: &ScheduleDag, target: &Order) -> Order {
    let at = target.positions();
    let latest_first = |mut v: Vec<NodeIndex>| {
        v.sort_by_key(|n| std::cmp::Reverse(at[n.index()]));
        v.dedup();
        v
    };
    let leaves = latest_first(
        dag.nodes()
            .filter(|&n| dag.succs(n).next().is_none())
            .collect(),
    );
    let mut file = Vec::with_capacity(dag.len());
    let mut placed = vec![false; dag.len()];
    let mut entered = vec![false; dag.len()];
    // (node, producers pushed): an iterative post-order.
    let mut stack: Vec<(NodeIndex, bool)> = leaves.iter().rev().map(|&n| (n, false)).collect();
    while let Some((n, expanded)) = stack.pop() {
        if expanded {
            if !placed[n.index()] {
                placed[n.index()] = true;
                file.push(n);
            }
            continue;
        }
        if entered[n.index()] {
            continue;
        }
        entered[n.index()] = true;
        stack.push((n, true));
        let producers = latest_first(dag.preds(n).collect());
        stack.extend(producers.into_iter().rev().map(|p| (p, false)));
    }
    Order::new(dag, file).expect("a post-order from the leaves places producers first")
}

fn walk(graph_nodes: &[&NodeProto]) -> Vec<usize> {
    // ORT's node index: position among the nodes that stay nodes.
    let kept: Vec<usize> = (0..graph_nodes.len())
        .filter(|&p| !is_constant(graph_nodes[p]))
        .collect();
    let mut producer: HashMap<&str, usize> = HashMap::new();
    for (index, &p) in kept.iter().enumerate() {
        for o in graph_nodes[p].output.iter().filter(|o| !o.is_empty()) {
            producer.insert(o.as_str(), index);
        }
    }
    let mut inputs: Vec<Vec<usize>> = Vec::with_capacity(kept.len());
    let mut consumed = vec![false; kept.len()];
    for &p in &kept {
        let node = graph_nodes[p];
        let captured = subgraph_captures(node, &mut 0);
        let mut from: Vec<usize> = node
            .input
            .iter()
            .chain(&captured)
            .filter_map(|i| producer.get(i.as_str()).copied())
            .collect();
        // Producers highest index first: pushed ascending, popped from the back.
        from.sort_unstable();
        for &f in &from {
            consumed[f] = true;
        }
        inputs.push(from);
    }
    let mut stack: Vec<(usize, bool)> = (0..kept.len())
        .filter(|&i| !consumed[i])
        .map(|i| (i, false))
        .collect();
    let mut visited = vec![false; kept.len()];
    let mut order = Vec::with_capacity(kept.len());
    while let Some((n, leave)) = stack.pop() {
        if leave {
            order.push(kept[n]);
            continue;
        }
        if visited[n] {
            continue;
        }
        visited[n] = true;
        stack.push((n, true));
        stack.extend(inputs[n].iter().map(|&i| (i, false)));
    }
    order
}

fn graph_of(model: &OnnxImport) -> &GraphProto {
    model
        .model
        .graph
        .as_ref()
        .expect("imported models have a graph")
}

fn is_constant(node: &NodeProto) -> bool {
    node.op_type() == "Constant" && node.domain().is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn node(name: &str, inputs: &[&str], output: &str) -> NodeProto {
        crate::test_node(name, "Relu", inputs, output)
    }

    #[test]
    fn walks_from_the_last_leaf_through_the_highest_producer_first() {
        // x → a, x → b, (a, b) → c; x → d (a second leaf).
        let graph = GraphProto {
            node: vec![
                node("a", &["x"], "ta"),
                node("b", &["x"], "tb"),
                node("c", &["ta", "tb"], "tc"),
                node("d", &["x"], "td"),
            ],
            ..Default::default()
        };
        // Leaves c (2) and d (3): d first. Then c's producers: b (1) before a (0).
        assert_eq!(default_order(&graph), vec![3, 1, 0, 2]);
    }
}
