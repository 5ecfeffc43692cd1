//! Symbolic dimensions as ONNX Runtime's shape inference carries them. A graph input's `batch`
//! stays a named dimension through Conv, Relu, Add and the like, and ORT's planner reuses a
//! freed buffer for a tensor whose shape matches dimension by dimension, a name matching the
//! same name (`SameShape` in its allocation planner). So a dynamic-batch export plans the same
//! reuse as its static twin (measured: DPN-68, RegNetY-400MF, GhostNet and HRNet's dynamo
//! export, each the same peak to 200 bytes). Where inference loses a name (a Resize by scales
//! before opset 18, an Add of two differently named dimensions, any Pad), the dimension is
//! unknown and ORT reuses nothing for that tensor: HRNet's TorchScript export, whose fuse
//! layers resize, measures 1.21 MB dynamic against 1.59 MB static, and PNASNet-5's graph at
//! `all` 58.0 MB as ORT knows its Pads against 86.4 MB with their shapes stated.

use super::attrs::NodeAttrs;
use super::proto::NodeProto;
use super::shapes::ShapeEnv;

/// One dimension as ORT knows it before running.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Dim {
    Value(i64),
    /// A named dimension, by an id per name.
    Param(usize),
    Unknown,
}

/// Elementwise ops that broadcast their inputs (numpy rules).
const BROADCAST: &[&str] = &[
    "Add",
    "And",
    "BitShift",
    "Div",
    "Equal",
    "Greater",
    "GreaterOrEqual",
    "Less",
    "LessOrEqual",
    "Max",
    "Mean",
    "Min",
    "Mod",
    "Mul",
    "Or",
    "PRelu",
    "Pow",
    "Sub",
    "Sum",
    "Where",
    "Xor",
];

/// Ops whose output has their first input's shape.
const SAME_SHAPE: &[&str] = &[
    "Abs",
    "BatchNormalization",
    "Cast",
    "Ceil",
    "Celu",
    "Clip",
    "Dropout",
    "Elu",
    "Erf",
    "Exp",
    "Floor",
    "Gelu",
    "HardSigmoid",
    "HardSwish",
    "Identity",
    "InstanceNormalization",
    "LayerNormalization",
    "LeakyRelu",
    "Log",
    "LogSoftmax",
    "LRN",
    "Mish",
    "Neg",
    "Not",
    "Reciprocal",
    "Relu",
    "Round",
    "Selu",
    "Sigmoid",
    "Sign",
    "Sin",
    "Cos",
    "Softmax",
    "Softplus",
    "Softsign",
    "Sqrt",
    "Tanh",
    "ThresholdedRelu",
];

/// Ops that keep the batch (the first dimension) and compute the others from values.
/// ORT's own (`FusedConv`, the NCHWc layout's reorders and ops of the same names) among them.
const BATCH_FIRST: &[&str] = &[
    "AveragePool",
    "Conv",
    "ConvTranspose",
    "FusedConv",
    "GlobalAveragePool",
    "GlobalLpPool",
    "GlobalMaxPool",
    "LpPool",
    "MaxPool",
    "ReorderInput",
    "ReorderOutput",
];

/// The output of `node` as ORT's shape inference knows it, given its inputs' (`None`: a
/// tensor of unknown shape) and flowsched's concrete output shape (`out`). `None` where the op
/// is not modelled: ORT is then taken to know nothing of it.
// long: one arm per ONNX op whose shape ORT infers: a table, each arm a few lines.
pub(crate) fn infer(
    node: &NodeProto,
    inputs: &[Option<Vec<Dim>>],
    out: &[i64],
    env: &ShapeEnv,
) -> Option<Vec<Dim>> {
    let op = node.op_type();
    let x = inputs.first()?.as_ref()?;
    let value = |i: usize| Dim::Value(out[i]);
    let rank = out.len();
    if BROADCAST.contains(&op) {
        let present: Vec<&Vec<Dim>> = inputs.iter().flatten().collect();
        if present.len() != inputs.len() {
            return None;
        }
        return Some(
            (0..rank)
                .map(|i| {
                    let at = present
                        .iter()
                        .filter_map(|d| (i + d.len()).checked_sub(rank).map(|j| d[j]));
                    merge(at, out[i])
                })
                .collect(),
        );
    }
    if SAME_SHAPE.contains(&op) {
        return (x.len() == rank).then(|| x.clone());
    }
    if BATCH_FIRST.contains(&op) {
        if x.len() != rank || rank == 0 {
            return None;
        }
        return Some(
            (0..rank)
                .map(|i| match (i, x[i]) {
                    (0, d) => d,
                    (_, Dim::Value(_)) => value(i),
                    _ => Dim::Unknown,
                })
                .collect(),
        );
    }
    let all_values = |d: &[Dim]| d.iter().all(|d| matches!(d, Dim::Value(_)));
    let from_values = |d: &[Dim], i: usize| match all_values(d) {
        true => value(i),
        false => Dim::Unknown,
    };
    match op {
        "Flatten" => {
            let axis = axis(node.int_or("axis", 1), x.len())?;
            let lead = match axis {
                1 => x[0],
                _ => from_values(&x[..axis], 0),
            };
            Some(vec![lead, from_values(&x[axis..], 1)])
        }
        "Gemm" | "FusedGemm" => {
            let lead = x[node.int_or("transA", 0).clamp(0, 1) as usize];
            let b = inputs.get(1)?.as_ref()?;
            Some(vec![lead, from_values(b, 1)])
        }
        "MatMul" => {
            let b = inputs.get(1)?.as_ref()?;
            if x.len() < 2 || b.len() < 2 || rank < 2 {
                return None;
            }
            let mut dims: Vec<Dim> = (0..rank - 2)
                .map(|i| {
                    let at = [x, b]
                        .into_iter()
                        .filter_map(|d| (i + d.len()).checked_sub(rank).map(|j| d[j]));
                    merge(at, out[i])
                })
                .collect();
            dims.push(x[x.len() - 2]);
            dims.push(b[b.len() - 1]);
            Some(dims)
        }
        "Transpose" => {
            let perm: Vec<usize> = match node.ints("perm") {
                Some(p) => p.iter().map(|&a| axis(a, x.len())).collect::<Option<_>>()?,
                None => (0..x.len()).rev().collect(),
            };
            perm.iter().map(|&a| x.get(a).copied()).collect()
        }
        "Reshape" => {
            let target = env.consts.get(node.input.get(1)?)?;
            let copies = node.int_or("allowzero", 0) == 0;
            Some(
                (target.iter().enumerate())
                    .map(|(i, &t)| match t {
                        t if t > 0.0 => value(i),
                        0.0 if copies => x.get(i).copied().unwrap_or(Dim::Unknown),
                        _ => from_values(x, i),
                    })
                    .collect(),
            )
        }
        "Concat" => {
            let present: Vec<&Vec<Dim>> = inputs.iter().flatten().collect();
            if present.len() != inputs.len() || present.iter().any(|d| d.len() != rank) {
                return None;
            }
            let axis = axis(node.int("axis")?, rank)?;
            Some(
                (0..rank)
                    .map(|i| match i == axis {
                        true => match present.iter().all(|d| all_values(&d[i..=i])) {
                            true => value(i),
                            false => Dim::Unknown,
                        },
                        false => merge(present.iter().map(|d| d[i]), out[i]),
                    })
                    .collect(),
            )
        }
        "Unsqueeze" | "Squeeze" => {
            let axes = axes(node, env)?;
            let squeeze = op == "Squeeze";
            let (in_rank, listed) = match squeeze {
                true => (x.len(), x.len()),
                false => (x.len(), rank),
            };
            let axes: Vec<usize> = (axes.iter())
                .map(|&a| axis(a, listed))
                .collect::<Option<_>>()?;
            match squeeze {
                true => Some(
                    (0..in_rank)
                        .filter(|i| !axes.contains(i))
                        .map(|i| x[i])
                        .collect(),
                ),
                false => {
                    let mut rest = x.iter();
                    (0..rank)
                        .map(|i| match axes.contains(&i) {
                            true => Some(Dim::Value(1)),
                            false => rest.next().copied(),
                        })
                        .collect()
                }
            }
        }
        "Split" => {
            let axis = axis(node.int_or("axis", 0), x.len())?;
            Some(
                (0..rank)
                    .map(|i| match i == axis {
                        true => from_values(&x[i..=i], i),
                        false => x[i],
                    })
                    .collect(),
            )
        }
        "Resize" | "Upsample" => {
            // By constant sizes, every dimension is a size. By scales, a named dimension keeps
            // its name where its scale is 1 from Resize-18 on; before, it is lost (HRNet's
            // TorchScript export, opset 17, against its dynamo export, opset 18).
            let constant = |i: usize| node.input.get(i).and_then(|n| env.consts.get(n));
            if op == "Resize" && constant(3).is_some_and(|s| !s.is_empty()) {
                return Some((0..rank).map(value).collect());
            }
            let scales = match op {
                "Resize" if env.opset >= 18 => constant(2),
                _ => None,
            };
            Some(
                (0..rank)
                    .map(|i| match x.get(i) {
                        Some(Dim::Value(_)) => value(i),
                        Some(&d) if scales.and_then(|s| s.get(i)) == Some(&1.0) => d,
                        _ => Dim::Unknown,
                    })
                    .collect(),
            )
        }
        "Slice" => {
            // The sliced axes are computed (a named one is lost); the others are the input's.
            let constant = |i: usize| {
                let name = node.input.get(i).filter(|n| !n.is_empty())?;
                Some(
                    env.consts
                        .get(name)?
                        .iter()
                        .map(|&v| v as i64)
                        .collect::<Vec<_>>(),
                )
            };
            let starts = constant(1).or_else(|| node.ints("starts").map(<[i64]>::to_vec))?;
            let sliced: Vec<i64> = match node.input.get(3).filter(|n| !n.is_empty()) {
                Some(_) => constant(3)?,
                None => (node.ints("axes").map(<[i64]>::to_vec))
                    .unwrap_or_else(|| (0..starts.len() as i64).collect()),
            };
            let sliced: Vec<usize> = (sliced.iter())
                .map(|&a| axis(a, x.len()))
                .collect::<Option<_>>()?;
            Some(
                (0..rank)
                    .map(|i| match sliced.contains(&i) {
                        true => from_values(&x[i..=i], i),
                        false => x[i],
                    })
                    .collect(),
            )
        }
        op if op.starts_with("Reduce") => {
            // The reduced axes become 1 (or go); the others are the input's.
            let listed = match node.input.get(1).filter(|n| !n.is_empty()) {
                Some(a) => Some(env.consts.get(a)?.iter().map(|&v| v as i64).collect()),
                None => node.ints("axes").map(<[i64]>::to_vec),
            };
            let reduced: Vec<usize> = match listed {
                Some(a) if !a.is_empty() => (a.iter())
                    .map(|&a| axis(a, x.len()))
                    .collect::<Option<_>>()?,
                _ if node.int_or("noop_with_empty_axes", 0) != 0 => Vec::new(),
                _ => (0..x.len()).collect(),
            };
            let kept = (0..x.len()).filter_map(|i| match reduced.contains(&i) {
                false => Some(x[i]),
                true if node.int_or("keepdims", 1) != 0 => Some(Dim::Value(1)),
                true => None,
            });
            let dims: Vec<Dim> = kept.collect();
            (dims.len() == rank).then_some(dims)
        }
        // Their outputs' shapes are the input's rank, or nothing.
        "Shape" | "Size" => Some((0..rank).map(value).collect()),
        _ => None,
    }
}

/// Broadcasting's rule for one output dimension from the inputs' (`concrete`: flowsched's
/// value): a size above 1 wins; else one name wins over 1s; two names, or an unknown, are
/// unknown.
fn merge(dims: impl Iterator<Item = Dim>, concrete: i64) -> Dim {
    let mut name = None;
    let mut unknown = false;
    for d in dims {
        match d {
            Dim::Value(v) if v > 1 => return Dim::Value(concrete),
            Dim::Value(_) => {}
            Dim::Param(p) if name.is_none_or(|n| n == p) => name = Some(p),
            Dim::Param(_) | Dim::Unknown => unknown = true,
        }
    }
    match (unknown, name) {
        (true, _) => Dim::Unknown,
        (false, Some(p)) => Dim::Param(p),
        (false, None) => Dim::Value(concrete),
    }
}

fn axis(a: i64, rank: usize) -> Option<usize> {
    let a = if a < 0 { a + rank as i64 } else { a };
    (0..rank as i64).contains(&a).then_some(a as usize)
}

/// Squeeze's and Unsqueeze's axes: an attribute before opset 13, a constant input after.
fn axes(node: &NodeProto, env: &ShapeEnv) -> Option<Vec<i64>> {
    match node.input.get(1).filter(|a| !a.is_empty()) {
        Some(a) => Some(env.consts.get(a)?.iter().map(|&v| v as i64).collect()),
        None => node.ints("axes").map(<[i64]>::to_vec),
    }
}
