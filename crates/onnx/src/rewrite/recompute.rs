//! Recomputation of cheap ops: a one-input op whose output has several readers is run again
//! next to each reader after the first, so its output need not stay live from the first reader
//! to the last; the scheduler places each copy. Cheap means at most [`MAX_FLOPS_PER_ELEMENT`]
//! operations per output element, and the copies of all kept offers together at most
//! [`MAX_EXTRA_FLOPS`] of the model's work (the stage holds that bound).

use super::index::{label, Index};
use super::{Edit, Rewrite, RewriteKind};
use crate::attrs::NodeAttrs;
use std::collections::HashSet;

/// A 3×3 pooling window: the costliest op recomputed.
pub const MAX_FLOPS_PER_ELEMENT: i64 = 9;

/// The share of the model's FLOPs the copies of all kept recomputations may add.
pub const MAX_EXTRA_FLOPS: f64 = 0.02;

/// One offer per cheap op with several readers, none of them touched by `taken` (nodes another
/// rewrite removes).
pub(super) fn offers(ix: &mut Index, taken: &HashSet<usize>) -> Vec<Edit> {
    let nodes: Vec<usize> = (0..ix.graph.node.len())
        .filter(|i| !taken.contains(i))
        .collect();
    nodes
        .into_iter()
        .filter_map(|i| offer(ix, i, taken))
        .collect()
}

fn offer(ix: &mut Index, i: usize, taken: &HashSet<usize>) -> Option<Edit> {
    let node = ix.node(i).clone();
    let input = node.input.first()?;
    let out = node.output.first()?.clone();
    let data_inputs = node.input.iter().filter(|s| !s.is_empty()).count();
    let params_constant =
        (node.input[1..].iter()).all(|p| p.is_empty() || ix.constant(p).is_some());
    let readers = ix.readers(&out).to_vec();
    let eligible = cheap(&node)
        && node.output.len() == 1
        && ix.constant(input).is_none()
        && (data_inputs == 1 || params_constant)
        && readers.len() >= 2
        && !ix.outputs.contains(out.as_str())
        && readers.iter().all(|r| !taken.contains(r));
    if !eligible {
        return None;
    }
    let mut inserts = Vec::new();
    let mut rewire = Vec::new();
    let mut added = Vec::new();
    for (n, &r) in readers.iter().enumerate().skip(1) {
        let mut copy = node.clone();
        copy.name = Some(ix.fresh(format!("{}.again{n}", label(&node))));
        let again = ix.fresh(format!("{out}.again{n}"));
        copy.output[0] = again.clone();
        added.push(copy.name().to_string());
        for (slot, name) in ix.node(r).input.iter().enumerate() {
            if *name == out {
                rewire.push((r, slot, again.clone()));
            }
        }
        inserts.push((r, vec![copy]));
    }
    Some(Edit {
        rewrite: Rewrite {
            kind: RewriteKind::Recompute,
            at: label(&node).to_string(),
            removed: Vec::new(),
            added,
        },
        remove: Vec::new(),
        inserts,
        rewire,
        initializers: Vec::new(),
        retired_initializers: Vec::new(),
        removed_tensors: Vec::new(),
    })
}

/// Ops whose work per output element is small and known; views (Reshape) are left out: a
/// copy reads the same buffer, so nothing is freed sooner.
fn cheap(node: &crate::proto::NodeProto) -> bool {
    match node.op_type() {
        "Relu" | "LeakyRelu" | "Clip" | "Cast" | "BatchNormalization" | "Pad" => true,
        "MaxPool" | "AveragePool" => node
            .ints("kernel_shape")
            .is_some_and(|k| k.iter().product::<i64>() <= MAX_FLOPS_PER_ELEMENT),
        _ => false,
    }
}
