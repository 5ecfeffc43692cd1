//! The scheduling DAG every scheduler, cost model and the GFlowNet consume.
//!
//! Nodes are operations, edges carry the tensors that flow between them. Every importer
//! (ONNX, MLIR, JSON) builds a [`ScheduleDag`] through `DagBuilder`, which rejects cycles
//! and dangling references; every order that leaves a scheduler is an [`Order`], which is
//! checked to be topological when it is constructed.

mod json;
mod order;
mod plan;
mod subgraph;
mod walk;
mod width;

#[cfg(test)]
pub(crate) use json::dag_from_json;
pub use json::read_json_dag;
pub use json::{JsonDag, JsonEdge, JsonNode};
pub use order::{diversity, Order, ReadyTracker};
pub use plan::{Plan, Planned, PlannedDag, AS_WRITTEN, PLANNED_BUFFERS};
pub use subgraph::random_windows;
pub use walk::WalkGraph;
pub use width::dag_width;

use petgraph::graph::{DiGraph, NodeIndex};
use petgraph::Direction;
use std::collections::HashMap;

/// Index of a tensor in [`ScheduleDag::tensors`].
pub type TensorId = usize;

/// One operation to schedule.
#[derive(Debug, Clone, PartialEq)]
pub struct OpNode {
    /// Unique, human-readable name (the ONNX node name, or a generated one when empty).
    pub name: String,
    /// Operation kind: `Conv`, `linalg.matmul`, `task`, …
    pub op: String,
    /// Stable id back into the source module (for ONNX: the index in `graph.node`).
    pub source_id: usize,
    /// Estimated floating-point operations (0 when unknown or data movement only).
    pub flops: f64,
    /// Bytes of all inputs read (known sizes only).
    pub bytes_read: u64,
    /// Bytes of all outputs written (known sizes only).
    pub bytes_written: u64,
    /// A given runtime (JSON task graphs); cost models estimate one when absent.
    pub runtime: Option<f64>,
    /// Tensors this op produces, in output order.
    pub outputs: Vec<TensorId>,
    /// Where a buffer-planning runtime may put the first output (`crate::cost::planner`).
    pub placement: Placement,
    /// Scratch bytes the op's kernel allocates while it runs (Conv's im2col buffer).
    pub workspace_bytes: u64,
}

/// Where a runtime's memory planner may put an op's first output, as its kernel declares it
/// (ONNX Runtime's `Alias` and `MayInplace`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Placement {
    /// A buffer of its own (or a freed one of the same shape, where the runtime reuses).
    #[default]
    Fresh,
    /// A view of this input: the same buffer, always (Reshape, Squeeze, Flatten, Identity).
    Alias(TensorId),
    /// A view of a constant (an initializer): no buffer of its own.
    AliasOfConstant,
    /// This input's buffer when the op is its last user and the shapes match (Relu, Sigmoid).
    MayReuse(TensorId),
}

impl OpNode {
    pub fn new(name: impl Into<String>, op: impl Into<String>, source_id: usize) -> Self {
        OpNode {
            name: name.into(),
            op: op.into(),
            source_id,
            flops: 0.0,
            bytes_read: 0,
            bytes_written: 0,
            runtime: None,
            outputs: Vec::new(),
            placement: Placement::Fresh,
            workspace_bytes: 0,
        }
    }
}

/// The largest tensor a model may declare by default (importers and JSON DAGs): 1 TiB, larger
/// than any tensor a real model has, small enough that sums of sizes never overflow.
pub const DEFAULT_MAX_TENSOR_BYTES: u64 = 1 << 40;

/// Largest sum of all tensor sizes a DAG may have.
pub const MAX_TOTAL_BYTES: u64 = 1 << 62;

/// A value that lives in memory between its producer and its last consumer.
#[derive(Debug, Clone, PartialEq)]
pub struct Tensor {
    pub name: String,
    /// Size in bytes; 0 when unknown (then `size_known` is false and reports say so).
    pub bytes: u64,
    pub size_known: bool,
    /// `None` for graph inputs, which are live from the start.
    pub producer: Option<NodeIndex>,
    /// Consumers, each listed once, in the order they were added.
    pub consumers: Vec<NodeIndex>,
    /// Graph outputs stay live until the end of the run.
    pub graph_output: bool,
    /// The shape, where known: a planner reuses a freed buffer only for the same shape.
    pub dims: Option<Vec<i64>>,
}

/// What flows along an edge: one or more tensors, or nothing (a pure ordering constraint,
/// e.g. between two ops with memory effects).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct TensorEdge {
    pub tensors: Vec<TensorId>,
    pub bytes: u64,
}

#[derive(Debug, thiserror::Error, PartialEq)]
#[non_exhaustive]
pub enum DagError {
    #[error("cycle through {}", fmt_names(.nodes))]
    Cycle { nodes: Vec<String> },
    #[error("two nodes are named '{0}'")]
    DuplicateNode(String),
    #[error("unknown node '{0}'")]
    UnknownNode(String),
    #[error("tensor '{tensor}' is written by both '{first}' and '{second}'")]
    DuplicateProducer {
        tensor: String,
        first: String,
        second: String,
    },
    #[error("node '{node}': {what} {value} is not a finite number, 0 or more")]
    BadCost {
        node: String,
        what: &'static str,
        value: f64,
    },
    #[error("its tensors add up to more than 2^62 bytes, more than any machine holds")]
    TooLarge,
    #[error("order has {got} entries but the graph has {expected} nodes")]
    WrongLength { got: usize, expected: usize },
    #[error("order lists node '{0}' twice")]
    Repeated(String),
    #[error("order runs '{node}' before its predecessor '{pred}'")]
    NotTopological { node: String, pred: String },
}

fn fmt_names(names: &[String]) -> String {
    const SHOWN: usize = 8;
    let mut s = names
        .iter()
        .take(SHOWN)
        .map(|n| format!("'{n}'"))
        .collect::<Vec<_>>()
        .join(" -> ");
    if names.len() > SHOWN {
        s.push_str(&format!(" … ({} nodes)", names.len()));
    }
    s
}

/// The scheduling DAG. Node indices follow the source order, so index order is the original
/// schedule.
#[derive(Debug, Clone)]
pub struct ScheduleDag {
    pub name: String,
    graph: DiGraph<OpNode, TensorEdge>,
    tensors: Vec<Tensor>,
    /// Bytes of constants (initializers, weights) that are live for the whole run in any order.
    pub constant_bytes: u64,
    /// Where tensor sizes model a compiler's buffers rather than one buffer per tensor (MLIR
    /// at the tensor level: what one-shot bufferization allocates), what the memory proxy
    /// then counts; `None`: plain liveness.
    pub memory_model: Option<MemoryModel>,
}

/// What a DAG's memory proxy counts where it models a compiler's buffers, and the relative
/// difference below which it cannot tell two orders apart.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MemoryModel {
    pub name: &'static str,
    /// A reordered candidate must be below the input's cost by this fraction of it to win
    /// without a device run.
    pub margin: f64,
}

impl ScheduleDag {
    pub fn graph(&self) -> &DiGraph<OpNode, TensorEdge> {
        &self.graph
    }
    pub fn len(&self) -> usize {
        self.graph.node_count()
    }
    pub fn is_empty(&self) -> bool {
        self.graph.node_count() == 0
    }
    pub fn edge_count(&self) -> usize {
        self.graph.edge_count()
    }
    pub fn node(&self, n: NodeIndex) -> &OpNode {
        &self.graph[n]
    }
    /// Importers fill in costs after wiring; the graph structure stays fixed.
    pub fn node_mut(&mut self, n: NodeIndex) -> &mut OpNode {
        &mut self.graph[n]
    }
    pub fn nodes(&self) -> impl ExactSizeIterator<Item = NodeIndex> + '_ {
        self.graph.node_indices()
    }
    pub fn tensors(&self) -> &[Tensor] {
        &self.tensors
    }
    pub fn tensor(&self, t: TensorId) -> &Tensor {
        &self.tensors[t]
    }
    /// Direct predecessors (deduplicated: one edge per pair).
    pub fn preds(&self, n: NodeIndex) -> impl Iterator<Item = NodeIndex> + '_ {
        self.graph.neighbors_directed(n, Direction::Incoming)
    }
    pub fn succs(&self, n: NodeIndex) -> impl Iterator<Item = NodeIndex> + '_ {
        self.graph.neighbors_directed(n, Direction::Outgoing)
    }
    /// For every node, the tensors it reads. Computed on demand; cost models cache it.
    pub fn inputs_index(&self) -> Vec<Vec<TensorId>> {
        let mut ins = vec![Vec::new(); self.len()];
        for (t, tensor) in self.tensors.iter().enumerate() {
            for c in &tensor.consumers {
                ins[c.index()].push(t);
            }
        }
        ins
    }
    /// Sets every tensor's size (`None`: unknown) and recomputes the bytes on the edges.
    pub fn set_tensor_sizes(&mut self, sizes: &[Option<u64>]) {
        for (t, s) in self.tensors.iter_mut().zip(sizes) {
            t.bytes = s.unwrap_or(0);
            t.size_known = s.is_some();
        }
        for e in self.graph.edge_weights_mut() {
            e.bytes = e.tensors.iter().map(|&t| self.tensors[t].bytes).sum();
        }
    }
    /// Records each tensor's shape (`None`: unknown), as importers infer them.
    pub fn set_tensor_dims(&mut self, dims: Vec<Option<Vec<i64>>>) {
        for (t, d) in self.tensors.iter_mut().zip(dims) {
            t.dims = d;
        }
    }
    /// Look up a node by name.
    pub fn find(&self, name: &str) -> Option<NodeIndex> {
        self.graph
            .node_indices()
            .find(|&n| self.graph[n].name == name)
    }
    /// Name → index map, for callers that look up many names.
    fn name_index(&self) -> HashMap<&str, NodeIndex> {
        self.graph
            .node_indices()
            .map(|n| (self.graph[n].name.as_str(), n))
            .collect()
    }
    /// Bytes a node allocates: all of its outputs.
    pub fn output_bytes(&self, n: NodeIndex) -> u64 {
        self.graph[n]
            .outputs
            .iter()
            .map(|&t| self.tensors[t].bytes)
            .sum()
    }
    /// For every tensor, the uses that keep it alive: its consumers, plus one that never comes
    /// for a graph output (which lives to the end).
    pub fn uses_until_free(&self) -> Vec<usize> {
        self.tensors
            .iter()
            .map(|t| t.consumers.len() + usize::from(t.graph_output))
            .collect()
    }
    /// Bytes of the graph inputs: live before the first op runs.
    pub fn graph_input_bytes(&self) -> u64 {
        self.tensors
            .iter()
            .filter(|t| t.producer.is_none())
            .map(|t| t.bytes)
            .sum()
    }
    /// Bytes of the graph outputs: live after the last op runs.
    pub(crate) fn graph_output_bytes(&self) -> u64 {
        self.tensors
            .iter()
            .filter(|t| t.graph_output)
            .map(|t| t.bytes)
            .sum()
    }
    /// Bytes of all activation tensors (node outputs and graph inputs) with a known size.
    pub fn activation_bytes(&self) -> u64 {
        self.tensors.iter().map(|t| t.bytes).sum()
    }
    /// Tensors whose size could not be determined.
    pub fn unknown_size_tensors(&self) -> impl Iterator<Item = &Tensor> {
        self.tensors.iter().filter(|t| !t.size_known)
    }
}

/// Builds a [`ScheduleDag`]: add nodes and tensors, record uses, then [`DagBuilder::build`]
/// wires one edge per (producer, consumer) pair and rejects cycles.
#[derive(Debug, Default)]
pub struct DagBuilder {
    name: String,
    nodes: Vec<OpNode>,
    tensors: Vec<Tensor>,
    tensor_by_name: HashMap<String, TensorId>,
    extra_edges: Vec<(NodeIndex, NodeIndex)>,
    constant_bytes: u64,
}

impl DagBuilder {
    pub fn new(name: impl Into<String>) -> Self {
        DagBuilder {
            name: name.into(),
            ..Default::default()
        }
    }

    pub fn add_node(&mut self, node: OpNode) -> NodeIndex {
        self.nodes.push(node);
        NodeIndex::new(self.nodes.len() - 1)
    }

    pub(crate) fn node_mut(&mut self, n: NodeIndex) -> &mut OpNode {
        &mut self.nodes[n.index()]
    }

    pub fn node(&self, n: NodeIndex) -> &OpNode {
        &self.nodes[n.index()]
    }

    /// Adds a tensor produced by `producer` (or a graph input when `None`).
    pub fn add_tensor(
        &mut self,
        name: impl Into<String>,
        producer: Option<NodeIndex>,
    ) -> Result<TensorId, DagError> {
        let name = name.into();
        if let Some(&old) = self.tensor_by_name.get(&name) {
            let label = |p: Option<NodeIndex>| match p {
                Some(p) => self.nodes[p.index()].name.clone(),
                None => "graph input".to_string(),
            };
            return Err(DagError::DuplicateProducer {
                tensor: name,
                first: label(self.tensors[old].producer),
                second: label(producer),
            });
        }
        let id = self.tensors.len();
        self.tensors.push(Tensor {
            name: name.clone(),
            bytes: 0,
            size_known: false,
            producer,
            consumers: Vec::new(),
            graph_output: false,
            dims: None,
        });
        self.tensor_by_name.insert(name, id);
        if let Some(p) = producer {
            self.nodes[p.index()].outputs.push(id);
        }
        Ok(id)
    }

    pub fn tensor_id(&self, name: &str) -> Option<TensorId> {
        self.tensor_by_name.get(name).copied()
    }

    pub fn tensor_mut(&mut self, t: TensorId) -> &mut Tensor {
        &mut self.tensors[t]
    }

    /// Records that `consumer` reads tensor `t` (idempotent).
    pub fn add_use(&mut self, t: TensorId, consumer: NodeIndex) {
        let c = &mut self.tensors[t].consumers;
        if !c.contains(&consumer) {
            c.push(consumer);
        }
    }

    /// An ordering constraint that carries no data.
    pub fn add_order_edge(&mut self, before: NodeIndex, after: NodeIndex) {
        self.extra_edges.push((before, after));
    }

    pub fn set_constant_bytes(&mut self, bytes: u64) {
        self.constant_bytes = bytes;
    }

    pub fn build(self) -> Result<ScheduleDag, DagError> {
        let mut graph = DiGraph::with_capacity(self.nodes.len(), self.tensors.len());
        let mut seen = HashMap::with_capacity(self.nodes.len());
        for node in self.nodes {
            if seen.insert(node.name.clone(), ()).is_some() {
                return Err(DagError::DuplicateNode(node.name));
            }
            // Cost models add and compare these; a NaN or a negative one breaks their orders.
            let costs = [("FLOPs", Some(node.flops)), ("runtime", node.runtime)];
            if let Some((what, Some(value))) = costs
                .into_iter()
                .find(|(_, v)| v.is_some_and(|v| !(v.is_finite() && v >= 0.0)))
            {
                return Err(DagError::BadCost {
                    node: node.name,
                    what,
                    value,
                });
            }
            graph.add_node(node);
        }
        // Bounding the total once lets every cost model add sizes without overflow checks:
        // each sum they take counts a tensor at most a few times.
        let total = self
            .tensors
            .iter()
            .try_fold(self.constant_bytes, |sum, t| sum.checked_add(t.bytes));
        if total.is_none_or(|t| t > MAX_TOTAL_BYTES) {
            return Err(DagError::TooLarge);
        }
        let mut edge_of: HashMap<(NodeIndex, NodeIndex), petgraph::graph::EdgeIndex> =
            HashMap::new();
        for (t, tensor) in self.tensors.iter().enumerate() {
            let Some(p) = tensor.producer else { continue };
            for &c in &tensor.consumers {
                if c == p {
                    return Err(DagError::Cycle {
                        nodes: vec![graph[p].name.clone()],
                    });
                }
                let e = *edge_of
                    .entry((p, c))
                    .or_insert_with(|| graph.add_edge(p, c, TensorEdge::default()));
                graph[e].tensors.push(t);
                graph[e].bytes += tensor.bytes;
            }
        }
        for (a, b) in self.extra_edges {
            if a == b {
                return Err(DagError::Cycle {
                    nodes: vec![graph[a].name.clone()],
                });
            }
            edge_of
                .entry((a, b))
                .or_insert_with(|| graph.add_edge(a, b, TensorEdge::default()));
        }
        if petgraph::algo::toposort(&graph, None).is_err() {
            return Err(DagError::Cycle {
                nodes: cycle_members(&graph),
            });
        }
        Ok(ScheduleDag {
            name: self.name,
            graph,
            tensors: self.tensors,
            constant_bytes: self.constant_bytes,
            memory_model: None,
        })
    }
}

/// Names of the nodes on one cycle, in cycle order, for the error message.
fn cycle_members(graph: &DiGraph<OpNode, TensorEdge>) -> Vec<String> {
    for scc in petgraph::algo::tarjan_scc(graph) {
        if scc.len() > 1 {
            // Walk the cycle inside the component from its smallest node.
            let members: std::collections::HashSet<_> = scc.iter().copied().collect();
            let start = *scc.iter().min().unwrap();
            let mut path = vec![start];
            let mut cur = start;
            loop {
                let next = graph
                    .neighbors(cur)
                    .filter(|n| members.contains(n))
                    .min()
                    .expect("a strongly connected component has a successor inside it");
                if let Some(pos) = path.iter().position(|&p| p == next) {
                    path.drain(..pos);
                    break;
                }
                path.push(next);
                cur = next;
            }
            return path.into_iter().map(|n| graph[n].name.clone()).collect();
        }
    }
    Vec::new()
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(crate) fn chain(names: &[&str]) -> ScheduleDag {
        let mut b = DagBuilder::new("chain");
        let ids: Vec<_> = names
            .iter()
            .enumerate()
            .map(|(i, n)| b.add_node(OpNode::new(*n, "op", i)))
            .collect();
        for w in ids.windows(2) {
            let t = b
                .add_tensor(format!("{}_out", b.nodes[w[0].index()].name), Some(w[0]))
                .unwrap();
            b.add_use(t, w[1]);
        }
        b.build().unwrap()
    }

    #[test]
    fn builds_edges_per_pair_and_sums_bytes() {
        let mut b = DagBuilder::new("g");
        let a = b.add_node(OpNode::new("a", "op", 0));
        let c = b.add_node(OpNode::new("c", "op", 1));
        for name in ["x", "y"] {
            let t = b.add_tensor(name, Some(a)).unwrap();
            b.tensor_mut(t).bytes = 10;
            b.add_use(t, c);
        }
        let dag = b.build().unwrap();
        assert_eq!(dag.edge_count(), 1);
        let e = dag.graph().edge_weights().next().unwrap();
        assert_eq!((e.tensors.len(), e.bytes), (2, 20));
    }

    #[test]
    fn rejects_cycle_and_names_its_nodes() {
        let mut b = DagBuilder::new("g");
        let a = b.add_node(OpNode::new("a", "op", 0));
        let c = b.add_node(OpNode::new("c", "op", 1));
        let d = b.add_node(OpNode::new("d", "op", 2));
        b.add_order_edge(a, c);
        b.add_order_edge(c, d);
        b.add_order_edge(d, c);
        let err = b.build().unwrap_err();
        assert_eq!(
            err,
            DagError::Cycle {
                nodes: vec!["c".into(), "d".into()]
            }
        );
        assert_eq!(err.to_string(), "cycle through 'c' -> 'd'");
    }

    #[test]
    fn rejects_duplicate_producer() {
        let mut b = DagBuilder::new("g");
        let a = b.add_node(OpNode::new("a", "op", 0));
        let c = b.add_node(OpNode::new("c", "op", 1));
        b.add_tensor("t", Some(a)).unwrap();
        let err = b.add_tensor("t", Some(c)).unwrap_err();
        assert_eq!(err.to_string(), "tensor 't' is written by both 'a' and 'c'");
    }

    #[test]
    fn chain_has_one_order() {
        let dag = chain(&["a", "b", "c"]);
        assert_eq!(dag.edge_count(), 2);
        assert!(Order::new(
            &dag,
            vec![NodeIndex::new(1), NodeIndex::new(0), NodeIndex::new(2)]
        )
        .is_err());
    }
}
