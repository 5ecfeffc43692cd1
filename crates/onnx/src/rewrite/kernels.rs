//! Kernel-wise partitioning: a convolution whose wide output is read only by a Split along the
//! channels (through channel-wise ops: Relu, BatchNormalization, pooling, spatial Pad) becomes
//! one narrower convolution per piece, its weights cut along the output channels, each writing
//! its piece directly. The wide output is never made whole, and a piece can be consumed before
//! the next is computed. Each output channel is computed as before: the outputs are the same.

use super::channels::{part_ops, per_channel, Made, PerChannel};
use super::index::{label, Index};
use super::weights::split;
use super::{Edit, Rewrite, RewriteKind};
use crate::attrs::NodeAttrs;
use crate::proto::NodeProto;
use std::collections::{HashMap, HashSet};

/// One offer per Split fed that way, none of whose nodes `taken` holds.
pub(super) fn offers(ix: &mut Index, taken: &HashSet<usize>) -> Vec<Edit> {
    let chains: Vec<Chain> = (0..ix.graph.node.len())
        .filter(|&i| ix.node(i).op_type() == "Split")
        .filter_map(|s| chain(ix, s))
        .filter(|c| c.nodes().all(|n| !taken.contains(&n)))
        .collect();
    chains.iter().filter_map(|c| edit(ix, c)).collect()
}

/// A convolution, the channel-wise ops after it (first to last) and the Split they feed.
struct Chain {
    conv: usize,
    ops: Vec<(usize, PerChannel)>,
    split: usize,
    /// The channels of each piece.
    pieces: Vec<i64>,
}

impl Chain {
    fn nodes(&self) -> impl Iterator<Item = usize> + '_ {
        std::iter::once(self.conv)
            .chain(self.ops.iter().map(|&(i, _)| i))
            .chain(std::iter::once(self.split))
    }
}

/// The chain that ends at Split `s`, where every tensor in it has one reader and none is a
/// graph output.
fn chain(ix: &Index, s: usize) -> Option<Chain> {
    let node = ix.node(s);
    let x = node.input.first()?;
    let rank = ix.dims(x)?.len();
    let axis = crate::shapes::norm_axis(node.int_or("axis", 0), rank)?;
    if axis != 1 || rank < 3 || node.output.len() < 2 || node.output.iter().any(|o| o.is_empty()) {
        return None;
    }
    let pieces: Vec<i64> = (node.output.iter())
        .map(|o| ix.dims(o).and_then(|d| d.get(1).copied()))
        .collect::<Option<_>>()?;
    let producer = |t: &str| -> Option<usize> {
        let only_reader = ix.readers(t).len() == 1 && !ix.outputs.contains(t);
        ix.producer(t).filter(|_| only_reader)
    };
    let mut ops = Vec::new();
    let mut t = x.clone();
    loop {
        let p = producer(&t)?;
        let up = ix.node(p);
        if is_wide_conv(ix, up, pieces.iter().sum()) {
            ops.reverse();
            return Some(Chain {
                conv: p,
                ops,
                split: s,
                pieces,
            });
        }
        let how = per_channel(ix, up, &pieces, rank)?;
        if matches!(how, PerChannel::Depthwise { .. }) {
            return None;
        }
        ops.push((p, how));
        t = up.input.first()?.clone();
    }
}

/// A plain convolution with `channels` outputs.
fn is_wide_conv(ix: &Index, node: &NodeProto, channels: i64) -> bool {
    ix.plain_conv(node)
        .is_some_and(|w| w.dims.first() == Some(&channels))
}

fn edit(ix: &mut Index, chain: &Chain) -> Option<Edit> {
    let conv = ix.node(chain.conv).clone();
    let split_node = ix.node(chain.split).clone();
    let k = chain.pieces.len();
    let mut made = Made {
        nodes: Vec::new(),
        initializers: Vec::new(),
        retired: Vec::new(),
    };
    let mut cut = |ix: &mut Index, name: &str| -> Option<Vec<String>> {
        let names: Vec<String> = (0..k)
            .map(|p| ix.fresh(format!("{name}.part{p}")))
            .collect();
        made.initializers
            .extend(split(ix.constant(name)?, 0, &chain.pieces, &names)?);
        made.retired.push(name.to_string());
        Some(names)
    };
    let weights = cut(ix, &conv.input[1])?;
    let bias = match conv.input.get(2).filter(|b| !b.is_empty()) {
        Some(b) => Some(cut(ix, &b.clone())?),
        None => None,
    };
    let y = conv.output[0].clone();
    let mut names: Vec<HashMap<String, String>> = Vec::with_capacity(k);
    for p in 0..k {
        let mut piece = conv.clone();
        piece.name = Some(ix.fresh(format!("{}.part{p}", label(&conv))));
        piece.input[1] = weights[p].clone();
        if let Some(bias) = &bias {
            piece.input[2] = bias[p].clone();
        }
        let out = ix.fresh(format!("{y}.part{p}"));
        piece.output[0] = out.clone();
        names.push(HashMap::from([(y.clone(), out)]));
        made.nodes.push(piece);
    }
    let mut removed_tensors = vec![y];
    for &(i, how) in &chain.ops {
        removed_tensors.push(ix.node(i).output[0].clone());
        let per_part = part_ops(ix, (i, how), &chain.pieces, &mut names, &mut made)?;
        made.nodes.extend(per_part);
    }
    // Each piece's last op writes the Split's output of that piece.
    let last = split_node.input[0].clone();
    for (p, names) in names.iter().enumerate() {
        let node = (made.nodes.iter_mut()).find(|n| n.output[0] == names[&last])?;
        node.output[0] = split_node.output[p].clone();
    }
    // The Split's sizes go with it.
    made.retired
        .extend(split_node.input.iter().skip(1).cloned());
    let removed: Vec<usize> = chain.nodes().collect();
    Some(Edit {
        rewrite: Rewrite {
            kind: RewriteKind::KernelSplit,
            at: label(&conv).to_string(),
            removed: removed
                .iter()
                .map(|&i| label(ix.node(i)).to_string())
                .collect(),
            added: made.nodes.iter().map(|n| n.name().to_string()).collect(),
        },
        inserts: vec![(chain.conv, made.nodes)],
        remove: removed,
        rewire: Vec::new(),
        initializers: made.initializers,
        retired_initializers: made.retired,
        removed_tensors,
    })
}
