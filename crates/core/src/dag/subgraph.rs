//! Induced sub-graphs: a slice of a big model as a graph of its own, for training on real
//! structure at a size the trainer can afford.

use super::{DagBuilder, DagError, Placement, ScheduleDag};
use petgraph::graph::NodeIndex;
use std::collections::HashMap;

/// The sub-graph induced by `nodes` (in the order given, which becomes its original order).
/// Tensors read from outside become graph inputs; tensors used outside (or model outputs)
/// become graph outputs; edges and sizes inside are kept.
fn induced_subgraph(
    dag: &ScheduleDag,
    nodes: &[NodeIndex],
    name: &str,
) -> Result<ScheduleDag, DagError> {
    let mut b = DagBuilder::new(name);
    let mut new_id: HashMap<NodeIndex, NodeIndex> = HashMap::new();
    for &v in nodes {
        let mut node = dag.node(v).clone();
        node.outputs.clear();
        new_id.insert(v, b.add_node(node));
    }
    let mut tensor_id = HashMap::new();
    let inputs = dag.inputs_index();
    for &v in nodes {
        for &t in &dag.node(v).outputs {
            let tensor = dag.tensor(t);
            let id = b.add_tensor(tensor.name.clone(), Some(new_id[&v]))?;
            let used_outside = tensor.consumers.iter().any(|c| !new_id.contains_key(c));
            let nt = b.tensor_mut(id);
            nt.bytes = tensor.bytes;
            nt.size_known = tensor.size_known;
            nt.graph_output = tensor.graph_output || used_outside;
            nt.dims = tensor.dims.clone();
            tensor_id.insert(t, id);
        }
    }
    for &v in nodes {
        for &t in &inputs[v.index()] {
            let id = match tensor_id.get(&t) {
                Some(&id) => id,
                None => {
                    let tensor = dag.tensor(t);
                    let id = b.add_tensor(tensor.name.clone(), None)?;
                    b.tensor_mut(id).bytes = tensor.bytes;
                    b.tensor_mut(id).size_known = tensor.size_known;
                    b.tensor_mut(id).dims = tensor.dims.clone();
                    tensor_id.insert(t, id);
                    id
                }
            };
            b.add_use(id, new_id[&v]);
        }
        // Pure ordering edges (no tensor) between kept nodes stay.
        for e in dag.graph().edges_directed(v, petgraph::Direction::Outgoing) {
            use petgraph::visit::EdgeRef;
            if e.weight().tensors.is_empty() {
                if let Some(&to) = new_id.get(&e.target()) {
                    b.add_order_edge(new_id[&v], to);
                }
            }
        }
    }
    // Placements name tensors of the slice.
    for &v in nodes {
        let placement = match dag.node(v).placement {
            Placement::Alias(t) => tensor_id.get(&t).map(|&t| Placement::Alias(t)),
            Placement::MayReuse(t) => tensor_id.get(&t).map(|&t| Placement::MayReuse(t)),
            Placement::AliasOfConstant => Some(Placement::AliasOfConstant),
            Placement::Fresh => None,
        };
        b.node_mut(new_id[&v]).placement = placement.unwrap_or_default();
    }
    b.build()
}

/// `count` sub-graphs: windows of `lo..=hi` consecutive ops of the original order, taken
/// from `dags` in turn (graphs with fewer than `lo` ops are skipped). Named `model[a..b]`,
/// each with the index in `dags` of the graph it was cut from (whose runtime runs it).
pub fn random_windows(
    dags: &[ScheduleDag],
    count: usize,
    (lo, hi): (usize, usize),
    rng: &mut impl rand::Rng,
) -> Result<Vec<(usize, ScheduleDag)>, DagError> {
    let usable: Vec<usize> = (0..dags.len())
        .filter(|&d| dags[d].len() >= lo.max(1))
        .collect();
    if usable.is_empty() {
        return Ok(Vec::new());
    }
    (0..count)
        .map(|i| {
            let source = usable[i % usable.len()];
            let dag = &dags[source];
            let len = rng
                .random_range(lo.max(1)..=hi.max(lo).max(1))
                .min(dag.len());
            let start = rng.random_range(0..=dag.len() - len);
            let nodes: Vec<NodeIndex> = (start..start + len).map(NodeIndex::new).collect();
            let name = format!("{}[{start}..{}]", dag.name, start + len);
            Ok((source, induced_subgraph(dag, &nodes, &name)?))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cost::peak_memory;
    use crate::dag::{dag_from_json, Order};

    #[test]
    fn window_keeps_inner_edges_and_frees_nothing_used_outside() {
        let dag = dag_from_json(
            r#"{"nodes": [{"name":"a","bytes":1},{"name":"b","bytes":2},{"name":"c","bytes":4},{"name":"d","bytes":8}],
                "edges": [["a","b"],["b","c"],["a","d"],["c","d"]]}"#,
        );
        let sub = induced_subgraph(&dag, &[NodeIndex::new(1), NodeIndex::new(2)], "bc").unwrap();
        assert_eq!(sub.len(), 2);
        assert_eq!(sub.edge_count(), 1);
        // a's output is an input now (1 byte); c's output is used by d outside: it stays.
        assert_eq!(sub.graph_input_bytes(), 1);
        // a is freed after b (its only user here): 1 + 2 − 1 + 4.
        assert_eq!(
            peak_memory(
                &crate::dag::Planned::as_written(&sub),
                &Order::original(&sub)
            ),
            6
        );
    }
}
