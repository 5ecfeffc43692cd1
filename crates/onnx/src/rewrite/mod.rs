//! Rewrites that change the graph, not only the order (`--rewrite`): each is an identity up to
//! float rounding, offered here as an edit of the node list; the pipeline's rewrite stage
//! schedules the graph with them and keeps those that lower the peak.
//!
//! - [`RewriteKind::ChannelSplit`]: a Concat read only through channel-wise ops by
//!   convolutions becomes a sum of partial convolutions, one per part (`channels.rs`).
//! - [`RewriteKind::ChannelSlice`]: the same, the parts sliced from a wide input that a
//!   channel-wise branch pads or convolves before a convolution (`channels.rs`).
//! - [`RewriteKind::KernelSplit`]: a convolution read only by a Split along the channels
//!   becomes one narrower convolution per piece (`kernels.rs`).
//! - [`RewriteKind::Recompute`]: a cheap op with several readers runs again next to each
//!   reader after the first (`recompute.rs`).
//!
//! Every node a rewrite adds is named after the node it comes from (`conv.part2`, `conv.sum1`,
//! `relu.again1`), and so is every tensor and weight.

mod channels;
mod index;
mod kernels;
mod order;
mod recompute;
mod weights;

pub use recompute::{MAX_EXTRA_FLOPS, MAX_FLOPS_PER_ELEMENT};

use crate::proto::{ModelProto, NodeProto, TensorProto};
use crate::OnnxImport;
use serde::Serialize;
use std::collections::{BTreeMap, HashMap, HashSet};

/// What a rewrite did, as the report lists it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Rewrite {
    pub kind: RewriteKind,
    /// The node it is named after: the Concat partitioned, the op recomputed.
    pub at: String,
    /// The original nodes it replaces.
    pub removed: Vec<String>,
    /// The nodes it adds.
    pub added: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum RewriteKind {
    ChannelSplit,
    ChannelSlice,
    KernelSplit,
    Recompute,
}

impl RewriteKind {
    pub fn name(self) -> &'static str {
        match self {
            RewriteKind::ChannelSplit => "channel-split",
            RewriteKind::ChannelSlice => "channel-slice",
            RewriteKind::KernelSplit => "kernel-split",
            RewriteKind::Recompute => "recompute",
        }
    }
}

/// One rewrite offered on a model, as an edit of its node list (indices into `graph.node`).
#[derive(Debug, Clone)]
pub struct Edit {
    pub rewrite: Rewrite,
    remove: Vec<usize>,
    /// New nodes, each group inserted just before the original node at the index.
    inserts: Vec<(usize, Vec<NodeProto>)>,
    /// (node, input slot, new name): inputs that read a tensor the rewrite made.
    rewire: Vec<(usize, usize, String)>,
    initializers: Vec<TensorProto>,
    /// Weights the rewrite replaced: dropped where no node reads them any more.
    retired_initializers: Vec<String>,
    /// Tensors that no longer exist (their `value_info` goes).
    removed_tensors: Vec<String>,
}

impl Edit {
    /// The original nodes (indices into `graph.node`) the edit removes or rewires.
    pub fn touches(&self) -> impl Iterator<Item = usize> + '_ {
        (self.remove.iter().copied()).chain(self.rewire.iter().map(|&(n, _, _)| n))
    }
    /// The nodes the rewrite adds.
    pub fn added_nodes(&self) -> impl Iterator<Item = &NodeProto> {
        self.inserts.iter().flat_map(|(_, nodes)| nodes)
    }
}

/// Every rewrite offered on `import`: channel partitions, then kernel splits, then
/// recomputations, each touching none of the nodes of those before. `produced_at` is when a tensor is made in the best order found so far, which orders
/// each partitioned sum's terms.
pub fn offers(import: &OnnxImport, produced_at: &dyn Fn(&str) -> Option<usize>) -> Vec<Edit> {
    let Some(graph) = import.model.graph.as_ref() else {
        return Vec::new();
    };
    let mut ix = index::Index::new(graph, import);
    let mut edits = channels::offers(&mut ix, produced_at);
    let taken = |edits: &[Edit]| -> HashSet<usize> {
        edits.iter().flat_map(|e| e.remove.clone()).collect()
    };
    edits.extend(kernels::offers(&mut ix, &taken(&edits)));
    edits.extend(recompute::offers(&mut ix, &taken(&edits)));
    edits
}

/// `model` with `edits` applied: its nodes in the file's order with each edit's new nodes just
/// before the first node they replace or feed, so the file stays topologically sorted.
pub fn apply(model: &ModelProto, edits: &[&Edit]) -> ModelProto {
    let mut model = model.clone();
    let Some(graph) = model.graph.as_mut() else {
        return model;
    };
    let removed: HashSet<usize> = edits
        .iter()
        .flat_map(|e| e.remove.iter().copied())
        .collect();
    let mut inserts: BTreeMap<usize, Vec<&NodeProto>> = BTreeMap::new();
    for (at, nodes) in edits.iter().flat_map(|e| &e.inserts) {
        inserts.entry(*at).or_default().extend(nodes);
    }
    let rewire: HashMap<(usize, usize), &str> = (edits.iter())
        .flat_map(|e| &e.rewire)
        .map(|(n, slot, name)| ((*n, *slot), name.as_str()))
        .collect();
    // The initializer behind each Identity output, for the weights a rewrite retires.
    let shared_through: HashMap<String, String> = (graph.node.iter())
        .filter(|n| n.op_type() == "Identity" && n.output.len() == 1)
        .filter_map(|n| Some((n.output[0].clone(), n.input.first()?.clone())))
        .collect();
    let old = std::mem::take(&mut graph.node);
    for (i, mut node) in old.into_iter().enumerate() {
        if let Some(new) = inserts.remove(&i) {
            graph.node.extend(new.into_iter().cloned());
        }
        if removed.contains(&i) {
            continue;
        }
        for (slot, input) in node.input.iter_mut().enumerate() {
            if let Some(name) = rewire.get(&(i, slot)) {
                *input = name.to_string();
            }
        }
        graph.node.push(node);
    }
    graph
        .initializer
        .extend(edits.iter().flat_map(|e| e.initializers.iter().cloned()));
    let retired: HashSet<String> = (edits.iter())
        .flat_map(|e| e.retired_initializers.iter().cloned())
        .collect();
    // A weight shared through an Identity (the PyTorch exporter's way) goes with its last
    // reader: first the Identity, then the weight it passed on.
    let read = |graph: &crate::proto::GraphProto| -> HashSet<String> {
        (graph.node.iter())
            .flat_map(|n| n.input.iter().cloned())
            .chain(graph.output.iter().map(|o| o.name().to_string()))
            .collect()
    };
    let still_read = read(graph);
    graph.node.retain(|n| {
        let passes_a_retired_weight = n.op_type() == "Identity"
            && n.output.len() == 1
            && retired.contains(&n.output[0])
            && !still_read.contains(&n.output[0]);
        !passes_a_retired_weight
    });
    let still_read = read(graph);
    let behind = |name: &String| shared_through.get(name).cloned();
    let retired_weights: HashSet<String> = (retired.iter().cloned())
        .chain(retired.iter().filter_map(behind))
        .collect();
    graph
        .initializer
        .retain(|t| !(retired_weights.contains(t.name()) && !still_read.contains(t.name())));
    let gone: HashSet<&str> = (edits.iter())
        .flat_map(|e| e.removed_tensors.iter().map(String::as_str))
        .collect();
    graph.value_info.retain(|v| !gone.contains(v.name()));
    graph.node = order::topological(std::mem::take(&mut graph.node));
    model
}

/// The bytes of a rewritten model (its weights in the file, as the input had them).
pub fn encode(model: &ModelProto) -> Vec<u8> {
    use prost::Message;
    model.encode_to_vec()
}

#[cfg(test)]
mod tests;
