//! What the rewrites ask of a graph: who reads a tensor, which tensors are weights, their
//! shapes (the importer's), and the names already taken.

use crate::attrs::NodeAttrs;
use crate::proto::{GraphProto, NodeProto, TensorProto};
use crate::shapes;
use std::collections::{HashMap, HashSet};

pub(super) struct Index<'g> {
    pub graph: &'g GraphProto,
    /// Node indices (into `graph.node`) reading each tensor, once per node.
    pub readers: HashMap<&'g str, Vec<usize>>,
    /// The node (index into `graph.node`) making each tensor.
    producers: HashMap<&'g str, usize>,
    pub initializers: HashMap<&'g str, &'g TensorProto>,
    pub outputs: HashSet<&'g str>,
    /// The importer's shapes, and the small values it folded.
    dims: &'g HashMap<String, Vec<i64>>,
    folded: &'g HashMap<String, Vec<f64>>,
    opset: i64,
    /// Constants produced by nodes: `Constant`'s value, and an `Identity` of a constant (the
    /// PyTorch exporter shares equal weights that way).
    constants: HashMap<&'g str, &'g TensorProto>,
    taken: HashSet<String>,
}

impl<'g> Index<'g> {
    pub fn new(graph: &'g GraphProto, import: &'g crate::OnnxImport) -> Index<'g> {
        let dims = &import.inferred_dims;
        let mut readers: HashMap<&str, Vec<usize>> = HashMap::new();
        let mut producers: HashMap<&str, usize> = HashMap::new();
        let initializers: HashMap<&str, &TensorProto> =
            graph.initializer.iter().map(|t| (t.name(), t)).collect();
        let mut constants = HashMap::new();
        let mut taken: HashSet<String> = HashSet::new();
        for (i, node) in graph.node.iter().enumerate() {
            for input in node.input.iter().filter(|s| !s.is_empty()) {
                let list = readers.entry(input.as_str()).or_default();
                if list.last() != Some(&i) {
                    list.push(i);
                }
            }
            let value = match node.op_type() {
                "Constant" => value_attr(node),
                "Identity" => (node.input.first())
                    .and_then(|i| initializers.get(i.as_str()).or(constants.get(i.as_str())))
                    .copied(),
                _ => None,
            };
            if let (Some(out), Some(t)) = (node.output.first(), value) {
                constants.insert(out.as_str(), t);
            }
            producers.extend(node.output.iter().map(|o| (o.as_str(), i)));
            taken.insert(node.name().to_string());
            taken.extend(node.output.iter().cloned());
        }
        // A tensor read by a node inside a subgraph is read by its parent: such graphs are
        // left alone (the importer counts their nodes).
        let has_subgraphs = (graph.node.iter()).any(|n| {
            n.attribute
                .iter()
                .any(|a| a.g.is_some() || !a.graphs.is_empty())
        });
        if has_subgraphs {
            readers.clear();
        }
        taken.extend(graph.initializer.iter().map(|t| t.name().to_string()));
        taken.extend(graph.input.iter().map(|t| t.name().to_string()));
        Index {
            graph,
            readers,
            producers,
            initializers,
            outputs: graph.output.iter().map(|o| o.name()).collect(),
            dims,
            folded: &import.inferred_values,
            opset: import.report.opset,
            constants,
            taken,
        }
    }

    /// The default domain's opset.
    pub fn opset(&self) -> i64 {
        self.opset
    }

    pub fn node(&self, i: usize) -> &'g NodeProto {
        &self.graph.node[i]
    }

    pub fn readers(&self, tensor: &str) -> &[usize] {
        self.readers.get(tensor).map_or(&[], Vec::as_slice)
    }

    /// The node making `tensor`.
    pub fn producer(&self, tensor: &str) -> Option<usize> {
        self.producers.get(tensor).copied()
    }

    /// The weights of a plain convolution (one group, one output, its weights and bias in the
    /// file), which the channel and kernel partitionings cut.
    pub fn plain_conv(&self, node: &NodeProto) -> Option<&'g TensorProto> {
        let bias_ok =
            (node.input.get(2)).is_none_or(|b| b.is_empty() || self.constant(b).is_some());
        let plain = node.op_type() == "Conv" && node.int_or("group", 1) == 1;
        let weights = node.input.get(1).and_then(|w| self.constant(w));
        weights.filter(|_| plain && node.output.len() == 1 && bias_ok)
    }

    pub fn dims(&self, tensor: &str) -> Option<&'g [i64]> {
        self.dims.get(tensor).map(Vec::as_slice)
    }

    /// A constant input: an initializer, or a node's output that is one
    /// ([`Index::constants`]).
    pub fn constant(&self, tensor: &str) -> Option<&'g TensorProto> {
        (self.initializers.get(tensor))
            .or_else(|| self.constants.get(tensor))
            .copied()
    }

    /// The values of a small constant input, or of one the importer folded (pads computed
    /// from static shapes).
    pub fn values(&self, tensor: &str) -> Option<Vec<f64>> {
        match self.constant(tensor) {
            Some(t) => shapes::tensor_values(t),
            None => self.folded.get(tensor).cloned(),
        }
    }

    /// `base` where no node, tensor or initializer has it yet, else `base.2`, `base.3`, …;
    /// taken from then on.
    pub fn fresh(&mut self, base: String) -> String {
        let mut name = base.clone();
        let mut k = 2;
        while self.taken.contains(&name) {
            name = format!("{base}.{k}");
            k += 1;
        }
        self.taken.insert(name.clone());
        name
    }
}

fn value_attr(node: &NodeProto) -> Option<&TensorProto> {
    node.attribute
        .iter()
        .find(|a| a.name() == "value")
        .and_then(|a| a.t.as_ref())
}

/// A node's name for the names of what a rewrite makes of it: its own, or its first output's.
pub(super) fn label(node: &NodeProto) -> &str {
    match node.name() {
        "" => node.output.first().map_or("node", String::as_str),
        name => name,
    }
}
