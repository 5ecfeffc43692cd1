//! The rewritten file's node order. New nodes go in where they are inserted, but a region's
//! nodes read tensors made anywhere before its last node (NASNet-A's Pads read pads a Cast
//! computes just before them), so the file is sorted again: topologically, each node as early
//! as the file had it.

use crate::proto::NodeProto;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, HashSet};

/// `nodes` in a topological order: among the nodes whose inputs are all made, the one first in
/// `nodes` goes next. Inputs no node makes (graph inputs, initializers) are there from the
/// start; nodes on a cycle (no rewrite makes one) keep their place, after the others.
pub(super) fn topological(nodes: Vec<NodeProto>) -> Vec<NodeProto> {
    let producer: HashMap<&str, usize> = (nodes.iter().enumerate())
        .flat_map(|(i, n)| n.output.iter().map(move |o| (o.as_str(), i)))
        .collect();
    let mut waiting = vec![0usize; nodes.len()];
    let mut dependents: Vec<Vec<usize>> = vec![Vec::new(); nodes.len()];
    for (i, node) in nodes.iter().enumerate() {
        let deps: HashSet<usize> = (node.input.iter())
            .filter_map(|t| producer.get(t.as_str()).copied())
            .filter(|&p| p != i)
            .collect();
        waiting[i] = deps.len();
        deps.into_iter().for_each(|p| dependents[p].push(i));
    }
    let mut ready: BinaryHeap<Reverse<usize>> = (0..nodes.len())
        .filter(|&i| waiting[i] == 0)
        .map(Reverse)
        .collect();
    let mut order = Vec::with_capacity(nodes.len());
    while let Some(Reverse(i)) = ready.pop() {
        order.push(i);
        for &d in &dependents[i] {
            waiting[d] -= 1;
            if waiting[d] == 0 {
                ready.push(Reverse(d));
            }
        }
    }
    let placed: HashSet<usize> = order.iter().copied().collect();
    order.extend((0..nodes.len()).filter(|i| !placed.contains(i)));
    let mut slots: Vec<Option<NodeProto>> = nodes.into_iter().map(Some).collect();
    order.into_iter().filter_map(|i| slots[i].take()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_node;

    /// A node listed before the producer of one of its inputs moves after it; the rest keep
    /// the file's order.
    #[test]
    fn moves_a_reader_after_its_producer_and_keeps_the_rest() {
        let nodes = vec![
            test_node("a", "Relu", &["x"], "a"),
            test_node("late", "Add", &["a", "c"], "late"),
            test_node("b", "Relu", &["x"], "b"),
            test_node("c", "Relu", &["b"], "c"),
            test_node("d", "Relu", &["late"], "d"),
        ];
        let names: Vec<String> = topological(nodes)
            .iter()
            .map(|n| n.name().to_string())
            .collect();
        assert_eq!(names, ["a", "b", "c", "late", "d"]);
    }
}
