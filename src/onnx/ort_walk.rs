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
use crate::dag::Order;
use petgraph::graph::NodeIndex;
use std::collections::HashMap;

/// Positions in `graph.node` in the order ORT's `DEFAULT` walk runs them (`Constant` nodes
/// left out).
pub fn default_order(graph: &GraphProto) -> Vec<usize> {
    let nodes: Vec<&NodeProto> = graph.node.iter().collect();
    walk(&nodes)
}

/// The order ORT runs `model` in when its nodes are written in `file_order`, as an order of
/// the same DAG. `Constant` nodes, initializers to ORT, come first.
pub fn executed_order(model: &OnnxImport, file_order: &Order) -> Order {
    let graph = model
        .model
        .graph
        .as_ref()
        .expect("imported models have a graph");
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

fn is_constant(node: &NodeProto) -> bool {
    node.op_type() == "Constant" && node.domain().is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn node(name: &str, inputs: &[&str], output: &str) -> NodeProto {
        NodeProto {
            name: Some(name.into()),
            op_type: Some("Relu".into()),
            input: inputs.iter().map(|s| s.to_string()).collect(),
            output: vec![output.into()],
            ..Default::default()
        }
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
