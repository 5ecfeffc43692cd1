//! Channel-wise partitioning: a Concat along the channels whose every reader is, through ops
//! that act channel by channel (Relu, BatchNormalization, pooling, spatial Pad and Slice,
//! depthwise convolutions), a convolution over all of its channels. The convolution becomes a
//! sum of partial convolutions, one per part, with its weights cut along the input channels,
//! and the channel-wise ops run on each part: the Concat's buffer is never made, and a part can
//! be freed once its partials have run. The sum differs from the original by float rounding.
//!
//! The same partitioning applies where the parts are slices of a wide input that other ops
//! keep live ([`RewriteKind::ChannelSlice`]): a branch that pads and convolves a wide tensor
//! channel by channel (NASNet's stem) then pads one slice at a time.

use super::index::{label, Index};
use super::weights::split;
use super::{Edit, Rewrite, RewriteKind};
use crate::attrs::NodeAttrs;
use crate::proto::{attribute_proto::AttributeType, AttributeProto, NodeProto, TensorProto};
use std::collections::{HashMap, HashSet};

/// Into how many slices a wide input is cut.
pub const SLICES: i64 = 8;

/// One offer per Concat that can be partitioned, then one per channel-wise branch of a wide
/// input that touches none of them; `produced_at` orders each sum's terms by when their part
/// is made (a part that comes first is added first).
pub(super) fn offers(ix: &mut Index, produced_at: &dyn Fn(&str) -> Option<usize>) -> Vec<Edit> {
    let mut edits: Vec<Edit> = Vec::new();
    let mut taken: HashSet<usize> = HashSet::new();
    for i in 0..ix.graph.node.len() {
        if taken.contains(&i) {
            continue;
        }
        let region = match ix.node(i).op_type() {
            "Concat" => concat_region(ix, i),
            _ => sliced_region(ix, i),
        };
        let Some(region) = region.filter(|r| r.nodes().all(|n| !taken.contains(&n))) else {
            continue;
        };
        if let Some(edit) = edit(ix, &region, produced_at) {
            taken.extend(region.nodes());
            edits.push(edit);
        }
    }
    edits
}

/// How an op between the Concat and the convolutions acts on one part.
#[derive(Clone, Copy)]
pub(super) enum PerChannel {
    /// Its other inputs (bounds, pads) apply to every part as they are.
    Shared,
    /// Inputs 1..=4 hold one value per channel (BatchNormalization).
    Normalise,
    /// A depthwise convolution with `multiplier` outputs per input channel.
    Depthwise { multiplier: i64 },
}

/// Where a region's parts come from.
enum Parts {
    /// A Concat's inputs: the Concat goes.
    Concat { node: usize, inputs: Vec<String> },
    /// Slices of `start` along the channels, made for the one branch that begins at `reader`;
    /// `start` stays for its other readers.
    Slices { reader: usize },
}

/// What one partitioning touches: where its parts come from, the tensor they partition
/// (`start`), the channel-wise ops after it (graph order), and the convolutions that end it.
struct Region {
    parts: Parts,
    start: String,
    /// Per region tensor, the channels each part has there.
    channels: HashMap<String, Vec<i64>>,
    ops: Vec<(usize, PerChannel)>,
    convs: Vec<usize>,
}

impl Region {
    /// The original nodes it replaces.
    fn nodes(&self) -> impl Iterator<Item = usize> + '_ {
        let concat = match self.parts {
            Parts::Concat { node, .. } => Some(node),
            Parts::Slices { .. } => None,
        };
        (concat.into_iter())
            .chain(self.ops.iter().map(|&(i, _)| i))
            .chain(self.convs.iter().copied())
    }
}

fn concat_region(ix: &Index, concat: usize) -> Option<Region> {
    let node = ix.node(concat);
    let out = node.output.first()?;
    let rank = ix.dims(out)?.len();
    if node.output.len() != 1 || rank < 3 || crate::shapes::norm_axis(node.int("axis")?, rank)? != 1
    {
        return None;
    }
    let parts: Vec<String> = node.input.clone();
    let part_channels: Vec<i64> = (parts.iter())
        .map(|p| ix.dims(p).filter(|d| d.len() == rank).map(|d| d[1]))
        .collect::<Option<_>>()?;
    if parts.len() < 2 || parts.iter().any(|p| ix.constant(p).is_some()) {
        return None;
    }
    let parts = Parts::Concat {
        node: concat,
        inputs: parts,
    };
    below(
        ix,
        parts,
        out,
        ix.readers(out).to_vec(),
        part_channels,
        rank,
    )
}

/// The branch that begins at `reader`, a channel-wise op that allocates (a Pad, a pooling, a
/// depthwise convolution) on a wide activation, cut into [`SLICES`] slices.
fn sliced_region(ix: &Index, reader: usize) -> Option<Region> {
    let node = ix.node(reader);
    let allocates = matches!(node.op_type(), "Pad" | "MaxPool" | "AveragePool")
        || (node.op_type() == "Conv" && node.int_or("group", 1) > 1);
    let x = node.input.first().filter(|_| allocates)?;
    let dims = ix.dims(x).filter(|d| d.len() >= 3)?;
    let channels = dims[1];
    if channels < SLICES || ix.constant(x).is_some() || ix.opset() < 10 {
        return None;
    }
    let part_channels: Vec<i64> = (0..SLICES)
        .map(|p| channels * (p + 1) / SLICES - channels * p / SLICES)
        .collect();
    below(
        ix,
        Parts::Slices { reader },
        x,
        vec![reader],
        part_channels,
        dims.len(),
    )
}

/// The region from `start` (its channels cut as `part_channels`) read by `readers`, through
/// channel-wise ops to the convolutions that end it; `None` where some tensor in it is needed
/// whole.
fn below(
    ix: &Index,
    parts: Parts,
    start: &str,
    readers: Vec<usize>,
    part_channels: Vec<i64>,
    rank: usize,
) -> Option<Region> {
    let mut region = Region {
        parts,
        start: start.to_string(),
        channels: HashMap::from([(start.to_string(), part_channels)]),
        ops: Vec::new(),
        convs: Vec::new(),
    };
    let mut frontier = vec![(start.to_string(), readers)];
    while let Some((t, readers)) = frontier.pop() {
        if ix.outputs.contains(t.as_str()) || readers.is_empty() {
            return None;
        }
        let channels = region.channels[&t].clone();
        for r in readers {
            let reader = ix.node(r);
            // The region's tensor is the reader's data input, and only that.
            if reader.input.first() != Some(&t) || reader.input[1..].contains(&t) {
                return None;
            }
            if is_full_conv(ix, reader, channels.iter().sum()) {
                region.convs.push(r);
                continue;
            }
            let how = per_channel(ix, reader, &channels, rank)?;
            let scaled = match how {
                PerChannel::Depthwise { multiplier } => {
                    channels.iter().map(|c| c * multiplier).collect()
                }
                _ => channels.clone(),
            };
            let next = reader.output.first()?.clone();
            region.channels.insert(next.clone(), scaled);
            region.ops.push((r, how));
            let next_readers = ix.readers(&next).to_vec();
            frontier.push((next, next_readers));
        }
    }
    region.ops.sort_by_key(|&(i, _)| i);
    region.convs.sort();
    (!region.convs.is_empty()).then_some(region)
}

/// A plain convolution over all `channels` (its weights' input channels).
fn is_full_conv(ix: &Index, node: &NodeProto, channels: i64) -> bool {
    ix.plain_conv(node)
        .is_some_and(|w| w.dims.get(1) == Some(&channels))
}

/// How `node` acts on each part, where it acts channel by channel.
pub(super) fn per_channel(
    ix: &Index,
    node: &NodeProto,
    channels: &[i64],
    rank: usize,
) -> Option<PerChannel> {
    let total: i64 = channels.iter().sum();
    let one_output = node.output.len() == 1;
    let how = match node.op_type() {
        "Relu" | "LeakyRelu" | "Sigmoid" | "Tanh" | "Clip" | "Identity" | "Elu" | "HardSigmoid"
        | "HardSwish" => PerChannel::Shared,
        "MaxPool" | "AveragePool" | "LpPool" if one_output => PerChannel::Shared,
        "BatchNormalization" if one_output => {
            let per_channel = (1..=4).all(|k| {
                (node.input.get(k))
                    .and_then(|p| ix.constant(p))
                    .is_some_and(|p| p.dims == [total])
            });
            per_channel.then_some(PerChannel::Normalise)?
        }
        "Pad" if spatial_pad(ix, node, rank) => PerChannel::Shared,
        "Slice" if spatial_slice(ix, node, rank) => PerChannel::Shared,
        "Conv" if node.int_or("group", 1) == total && total > 1 => {
            let w = ix.constant(node.input.get(1)?)?;
            let out = *w.dims.first()?;
            let bias_ok =
                (node.input.get(2)).is_none_or(|b| b.is_empty() || ix.constant(b).is_some());
            (w.dims.get(1) == Some(&1) && out % total == 0 && bias_ok).then_some(())?;
            PerChannel::Depthwise {
                multiplier: out / total,
            }
        }
        _ => return None,
    };
    one_output.then_some(how)
}

/// A Pad that pads neither the batch nor the channels.
fn spatial_pad(ix: &Index, node: &NodeProto, rank: usize) -> bool {
    let pads: Option<Vec<i64>> = match node.input.get(1).filter(|s| !s.is_empty()) {
        Some(p) => ix.values(p).map(|v| v.iter().map(|&x| x as i64).collect()),
        None => node.ints("pads").map(<[i64]>::to_vec),
    };
    let axes_given = node.input.get(3).is_some_and(|a| !a.is_empty());
    pads.is_some_and(|p| p.len() == 2 * rank && [0, 1, rank, rank + 1].iter().all(|&k| p[k] == 0))
        && !axes_given
}

/// A Slice along spatial axes only, its axes known.
fn spatial_slice(ix: &Index, node: &NodeProto, rank: usize) -> bool {
    let axes: Option<Vec<i64>> = match node.input.get(3).filter(|s| !s.is_empty()) {
        Some(a) => ix.values(a).map(|v| v.iter().map(|&x| x as i64).collect()),
        None if node.input.len() == 1 => node.ints("axes").map(<[i64]>::to_vec),
        None => None,
    };
    axes.is_some_and(|axes| {
        !axes.is_empty()
            && (axes.iter()).all(|&a| crate::shapes::norm_axis(a, rank).is_some_and(|a| a >= 2))
    })
}

/// The nodes, weights and names that replace `region`.
fn edit(
    ix: &mut Index,
    region: &Region,
    produced_at: &dyn Fn(&str) -> Option<usize>,
) -> Option<Edit> {
    let start = region.start.clone();
    let mut made = Made {
        nodes: Vec::new(),
        initializers: Vec::new(),
        retired: Vec::new(),
    };
    let mut removed_tensors = Vec::new();
    let (kind, at, parts) = match &region.parts {
        Parts::Concat { node, inputs } => {
            removed_tensors.push(start.clone());
            let at = label(ix.node(*node)).to_string();
            (RewriteKind::ChannelSplit, at, inputs.clone())
        }
        Parts::Slices { reader } => {
            let at = label(ix.node(*reader)).to_string();
            let channels = &region.channels[&start];
            let slices = slices(ix, &at, &start, channels, &mut made.initializers);
            let parts = slices.iter().map(|s| s.output[0].clone()).collect();
            made.nodes.extend(slices);
            (RewriteKind::ChannelSlice, at, parts)
        }
    };
    // Part i's name for each region tensor.
    let mut names: Vec<HashMap<String, String>> = (parts.iter())
        .map(|p| HashMap::from([(start.clone(), p.clone())]))
        .collect();
    for &(i, how) in &region.ops {
        removed_tensors.push(ix.node(i).output[0].clone());
        let channels = &region.channels[&ix.node(i).input[0]];
        let per_part = part_ops(ix, (i, how), channels, &mut names, &mut made)?;
        made.nodes.extend(per_part);
    }
    // Each sum adds its terms in the order the parts are made.
    let mut term_order: Vec<usize> = (0..parts.len()).collect();
    term_order.sort_by_key(|&p| (produced_at(&parts[p]).unwrap_or(usize::MAX), p));
    for &c in &region.convs {
        let conv = ix.node(c).clone();
        partial_sums(ix, conv, region, &names, &term_order, &mut made)?;
    }
    let mut removed: Vec<usize> = region.nodes().collect();
    removed.sort();
    let removed_names = (removed.iter())
        .map(|&i| label(ix.node(i)).to_string())
        .collect();
    Some(Edit {
        rewrite: Rewrite {
            kind,
            at,
            removed: removed_names,
            added: made.nodes.iter().map(|n| n.name().to_string()).collect(),
        },
        remove: removed,
        inserts: vec![(region.convs[0], made.nodes)],
        rewire: Vec::new(),
        initializers: made.initializers,
        retired_initializers: made.retired,
        removed_tensors,
    })
}

/// The channel-wise op `i` once per part, reading each part's name of its input (`names`),
/// its per-channel weights cut to the part; each part's output name goes into `names`.
pub(super) fn part_ops(
    ix: &mut Index,
    (i, how): (usize, PerChannel),
    channels: &[i64],
    names: &mut [HashMap<String, String>],
    made: &mut Made,
) -> Option<Vec<NodeProto>> {
    let node = ix.node(i).clone();
    let params = split_params(ix, &node, how, channels, made)?;
    let out = node.output[0].clone();
    let mut nodes = Vec::with_capacity(names.len());
    for (p, names) in names.iter_mut().enumerate() {
        let mut part = node.clone();
        part.name = Some(ix.fresh(format!("{}.part{p}", label(&node))));
        part.input[0] = names[&node.input[0]].clone();
        for (slot, pieces) in &params {
            part.input[*slot] = pieces[p].clone();
        }
        if let PerChannel::Depthwise { .. } = how {
            set_int(&mut part, "group", channels[p]);
        }
        let part_out = ix.fresh(format!("{out}.part{p}"));
        part.output[0] = part_out.clone();
        names.insert(out.clone(), part_out);
        nodes.push(part);
    }
    Some(nodes)
}

/// What an edit has made so far: its nodes, the weights they read, and the weights they replace.
pub(super) struct Made {
    pub nodes: Vec<NodeProto>,
    pub initializers: Vec<TensorProto>,
    pub retired: Vec<String>,
}

/// The convolution `conv` as partial convolutions over the parts (`names[p]`: part p's name
/// of each region tensor), added in `term_order`, the last sum writing its output.
fn partial_sums(
    ix: &mut Index,
    conv: NodeProto,
    region: &Region,
    names: &[HashMap<String, String>],
    term_order: &[usize],
    made: &mut Made,
) -> Option<()> {
    let k = names.len();
    let channels = &region.channels[&conv.input[0]];
    let w_names: Vec<String> = (0..k)
        .map(|p| ix.fresh(format!("{}.part{p}", conv.input[1])))
        .collect();
    let weights = ix.constant(&conv.input[1])?;
    made.initializers
        .extend(split(weights, 1, channels, &w_names)?);
    made.retired.push(conv.input[1].clone());
    let y = conv.output[0].clone();
    let mut terms = Vec::with_capacity(k);
    for (n, &p) in term_order.iter().enumerate() {
        let mut part = conv.clone();
        part.name = Some(ix.fresh(format!("{}.part{p}", label(&conv))));
        part.input[0] = names[p][&conv.input[0]].clone();
        part.input[1] = w_names[p].clone();
        // The bias is added once, by the first term.
        part.input.truncate(if n == 0 { 3 } else { 2 });
        let term = ix.fresh(format!("{y}.part{p}"));
        part.output[0] = term.clone();
        terms.push(term);
        made.nodes.push(part);
    }
    let mut sum = terms[0].clone();
    for (n, term) in terms.iter().enumerate().skip(1) {
        let out = match n + 1 == terms.len() {
            true => y.clone(),
            false => ix.fresh(format!("{y}.sum{n}")),
        };
        made.nodes.push(NodeProto {
            name: Some(ix.fresh(format!("{}.sum{n}", label(&conv)))),
            op_type: Some("Add".into()),
            input: vec![sum, term.clone()],
            output: vec![out.clone()],
            ..Default::default()
        });
        sum = out;
    }
    Some(())
}

/// `Slice` nodes cutting `x` along the channels into `channels`, named after `at`.
fn slices(
    ix: &mut Index,
    at: &str,
    x: &str,
    channels: &[i64],
    initializers: &mut Vec<TensorProto>,
) -> Vec<NodeProto> {
    let int64s = |name: String, values: Vec<i64>| TensorProto {
        name: Some(name),
        dims: vec![values.len() as i64],
        data_type: Some(crate::proto::tensor_proto::DataType::Int64 as i32),
        int64_data: values,
        ..Default::default()
    };
    let axes = ix.fresh(format!("{at}.slice.axes"));
    initializers.push(int64s(axes.clone(), vec![1]));
    let mut begin = 0;
    let mut nodes = Vec::new();
    for (p, &c) in channels.iter().enumerate() {
        let (starts, ends) = (
            ix.fresh(format!("{at}.slice{p}.starts")),
            ix.fresh(format!("{at}.slice{p}.ends")),
        );
        initializers.push(int64s(starts.clone(), vec![begin]));
        initializers.push(int64s(ends.clone(), vec![begin + c]));
        begin += c;
        nodes.push(NodeProto {
            name: Some(ix.fresh(format!("{at}.slice{p}"))),
            op_type: Some("Slice".into()),
            input: vec![x.to_string(), starts, ends, axes.clone()],
            output: vec![ix.fresh(format!("{x}.slice{p}"))],
            ..Default::default()
        });
    }
    nodes
}

/// The per-part inputs of a channel-wise op that carries weights: (input slot, one name per
/// part), their pieces added to `initializers`.
fn split_params(
    ix: &mut Index,
    node: &NodeProto,
    how: PerChannel,
    channels: &[i64],
    made: &mut Made,
) -> Option<Vec<(usize, Vec<String>)>> {
    let (slots, sizes): (Vec<usize>, Vec<i64>) = match how {
        PerChannel::Shared => return Some(Vec::new()),
        PerChannel::Normalise => ((1..=4).collect(), channels.to_vec()),
        PerChannel::Depthwise { multiplier } => {
            let with_bias = node.input.get(2).is_some_and(|b| !b.is_empty());
            let slots = if with_bias { vec![1, 2] } else { vec![1] };
            (slots, channels.iter().map(|c| c * multiplier).collect())
        }
    };
    let mut params = Vec::new();
    for slot in slots {
        let name = node.input[slot].clone();
        let t = ix.constant(&name)?;
        let piece_names: Vec<String> = (0..channels.len())
            .map(|p| ix.fresh(format!("{name}.part{p}")))
            .collect();
        made.initializers.extend(split(t, 0, &sizes, &piece_names)?);
        made.retired.push(name);
        params.push((slot, piece_names));
    }
    Some(params)
}

/// Sets (or adds) an integer attribute.
fn set_int(node: &mut NodeProto, name: &str, value: i64) {
    match node.attribute.iter_mut().find(|a| a.name() == name) {
        Some(a) => a.i = Some(value),
        None => node.attribute.push(AttributeProto {
            name: Some(name.into()),
            i: Some(value),
            r#type: Some(AttributeType::Int as i32),
            ..Default::default()
        }),
    }
}
