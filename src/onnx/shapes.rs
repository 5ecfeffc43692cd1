//! Static shape and type inference for the common ONNX operators, a little constant folding of
//! shape arithmetic (Shape → Gather → Concat → Reshape chains), and FLOP estimates.
//!
//! Anything this cannot infer stays unknown (`None`), and the importer counts and reports it:
//! an unknown size is never silently taken as zero.

use super::attrs::NodeAttrs;
use super::proto::{tensor_proto::DataType, NodeProto, TensorProto};
use std::collections::HashMap;

const FLOAT: i32 = DataType::Float as i32;
const INT64: i32 = DataType::Int64 as i32;
const BOOL: i32 = DataType::Bool as i32;
/// Constant tensors larger than this are not folded (shape arithmetic is small).
const MAX_FOLD_ELEMS: usize = 4096;

#[derive(Debug, Clone, PartialEq)]
pub(crate) struct TypeInfo {
    pub elem: i32,
    /// `None`: rank or some dimension unknown.
    pub dims: Option<Vec<i64>>,
}

impl TypeInfo {
    pub fn new(elem: i32, dims: Vec<i64>) -> Self {
        TypeInfo {
            elem,
            dims: Some(dims),
        }
    }
    pub fn elems(&self) -> Option<u64> {
        self.dims
            .as_ref()
            .map(|d| d.iter().map(|&x| x.max(0) as u64).product())
    }
}

/// What is known about every value so far, filled in topological order.
#[derive(Debug, Default)]
pub(crate) struct ShapeEnv {
    pub types: HashMap<String, TypeInfo>,
    /// Small constant tensors (shape arithmetic), as f64 so ints and floats share one path.
    pub consts: HashMap<String, Vec<f64>>,
    /// Opset of the default domain.
    pub opset: i64,
}

/// Values of a small constant tensor, or `None` (external data, strings, too large).
pub(crate) fn tensor_values(t: &TensorProto) -> Option<Vec<f64>> {
    let elems: i64 = t.dims.iter().product();
    if elems as usize > MAX_FOLD_ELEMS || t.data_location == Some(1) {
        return None;
    }
    let dt = DataType::try_from(t.data_type()).ok()?;
    let raw = t.raw_data.as_deref().filter(|r| !r.is_empty());
    macro_rules! from_raw {
        ($ty:ty) => {
            raw.map(|r| {
                r.chunks_exact(std::mem::size_of::<$ty>())
                    .map(|c| <$ty>::from_le_bytes(c.try_into().unwrap()) as f64)
                    .collect::<Vec<f64>>()
            })
        };
    }
    let vals = match dt {
        DataType::Int64 => {
            from_raw!(i64).unwrap_or_else(|| t.int64_data.iter().map(|&v| v as f64).collect())
        }
        DataType::Int32 => {
            from_raw!(i32).unwrap_or_else(|| t.int32_data.iter().map(|&v| v as f64).collect())
        }
        DataType::Float => {
            from_raw!(f32).unwrap_or_else(|| t.float_data.iter().map(|&v| v as f64).collect())
        }
        DataType::Double => from_raw!(f64).unwrap_or_else(|| t.double_data.clone()),
        DataType::Uint64 => {
            from_raw!(u64).unwrap_or_else(|| t.uint64_data.iter().map(|&v| v as f64).collect())
        }
        DataType::Bool | DataType::Uint8 => {
            from_raw!(u8).unwrap_or_else(|| t.int32_data.iter().map(|&v| v as f64).collect())
        }
        DataType::Int8 => {
            from_raw!(i8).unwrap_or_else(|| t.int32_data.iter().map(|&v| v as f64).collect())
        }
        _ => return None,
    };
    (vals.len() as i64 == elems).then_some(vals)
}

struct Ctx<'a> {
    node: &'a NodeProto,
    env: &'a ShapeEnv,
}

impl<'a> Ctx<'a> {
    fn input(&self, i: usize) -> Option<&'a TypeInfo> {
        let name = self.node.input.get(i).filter(|n| !n.is_empty())?;
        self.env.types.get(name)
    }
    fn dims(&self, i: usize) -> Option<&'a [i64]> {
        self.input(i)?.dims.as_deref()
    }
    fn elem(&self, i: usize) -> i32 {
        self.input(i).map(|t| t.elem).unwrap_or(0)
    }
    fn cst(&self, i: usize) -> Option<&'a [f64]> {
        let name = self.node.input.get(i).filter(|n| !n.is_empty())?;
        self.env.consts.get(name).map(|v| v.as_slice())
    }
    fn cst_ints(&self, i: usize) -> Option<Vec<i64>> {
        self.cst(i).map(|v| v.iter().map(|&x| x as i64).collect())
    }
    /// Axes from an attribute (old opsets) or from input `i` (newer opsets).
    fn axes(&self, attr: &str, i: usize) -> Option<Vec<i64>> {
        match self.node.ints(attr) {
            Some(a) => Some(a.to_vec()),
            None => self.cst_ints(i),
        }
    }
    fn present(&self, i: usize) -> bool {
        self.node.input.get(i).is_some_and(|n| !n.is_empty())
    }
}

fn norm_axis(axis: i64, rank: usize) -> Option<usize> {
    let a = if axis < 0 { axis + rank as i64 } else { axis };
    (0..rank as i64).contains(&a).then_some(a as usize)
}

pub(crate) fn broadcast(shapes: &[&[i64]]) -> Option<Vec<i64>> {
    let rank = shapes.iter().map(|s| s.len()).max()?;
    let mut out = vec![1i64; rank];
    for s in shapes {
        for (i, &d) in s.iter().enumerate() {
            let o = &mut out[rank - s.len() + i];
            if *o == 1 {
                *o = d;
            } else if d != 1 && d != *o {
                return None;
            }
        }
    }
    Some(out)
}

/// Output spatial size of a sliding window (Conv, pooling), `auto_pad` and `ceil_mode` included.
fn window_out(
    node: &NodeProto,
    input: &[i64],
    kernel: &[i64],
    ceil_mode: bool,
) -> Option<Vec<i64>> {
    let r = kernel.len();
    if input.len() != r {
        return None;
    }
    let strides = node
        .ints("strides")
        .filter(|s| !s.is_empty())
        .map(|s| s.to_vec())
        .unwrap_or(vec![1; r]);
    let dil = node
        .ints("dilations")
        .filter(|s| !s.is_empty())
        .map(|s| s.to_vec())
        .unwrap_or(vec![1; r]);
    let pads = node
        .ints("pads")
        .filter(|s| !s.is_empty())
        .map(|s| s.to_vec())
        .unwrap_or(vec![0; 2 * r]);
    if strides.len() != r || dil.len() != r || pads.len() != 2 * r {
        return None;
    }
    let auto = node.string("auto_pad").unwrap_or_else(|| "NOTSET".into());
    (0..r)
        .map(|i| {
            let eff = (kernel[i] - 1) * dil[i] + 1;
            let s = strides[i].max(1);
            Some(match auto.as_str() {
                "SAME_UPPER" | "SAME_LOWER" => (input[i] + s - 1) / s,
                "VALID" => (input[i] - eff) / s + 1,
                _ => {
                    let span = input[i] + pads[i] + pads[i + r] - eff;
                    let mut o = if ceil_mode {
                        (span + s - 1) / s + 1
                    } else {
                        span / s + 1
                    };
                    // A window that would start in the end padding only is dropped.
                    if ceil_mode && (o - 1) * s >= input[i] + pads[i] {
                        o -= 1;
                    }
                    o
                }
            })
        })
        .collect()
}

/// Infers the type of each output of `node`; `None` where unknown.
pub(crate) fn infer(node: &NodeProto, env: &ShapeEnv) -> Vec<Option<TypeInfo>> {
    let c = Ctx { node, env };
    let n_out = node.output.len();
    let same = |i: usize| c.input(i).cloned();
    let with = |elem: i32, dims: Option<Vec<i64>>| Some(TypeInfo { elem, dims });
    let first: Option<TypeInfo> = match node.op_type() {
        // Shape-preserving, element-wise or normalising ops.
        "Relu"
        | "LeakyRelu"
        | "PRelu"
        | "Sigmoid"
        | "HardSigmoid"
        | "HardSwish"
        | "Tanh"
        | "Exp"
        | "Log"
        | "Sqrt"
        | "Neg"
        | "Abs"
        | "Erf"
        | "Gelu"
        | "Elu"
        | "Selu"
        | "Celu"
        | "Softplus"
        | "Softsign"
        | "Mish"
        | "Clip"
        | "Dropout"
        | "Identity"
        | "Floor"
        | "Ceil"
        | "Round"
        | "Sign"
        | "Reciprocal"
        | "Sin"
        | "Cos"
        | "Tan"
        | "Asin"
        | "Acos"
        | "Atan"
        | "Sinh"
        | "Cosh"
        | "Asinh"
        | "Acosh"
        | "Atanh"
        | "LRN"
        | "Softmax"
        | "LogSoftmax"
        | "Hardmax"
        | "InstanceNormalization"
        | "BatchNormalization"
        | "LayerNormalization"
        | "GroupNormalization"
        | "RMSNormalization"
        | "MeanVarianceNormalization"
        | "Shrink"
        | "ThresholdedRelu"
        | "CumSum"
        | "Trilu"
        | "ScatterND"
        | "ScatterElements"
        | "Scatter"
        | "LpNormalization"
        | "Swish"
        | "Not"
        | "BitwiseNot"
        | "ReverseSequence"
        | "Bernoulli" => {
            if node.op_type() == "PRelu" {
                bcast(&c, 2, c.elem(0))
            } else {
                same(0)
            }
        }
        "IsNaN" | "IsInf" => with(BOOL, c.dims(0).map(<[i64]>::to_vec)),
        "Add" | "Sub" | "Mul" | "Div" | "Pow" | "Mod" | "Max" | "Min" | "Sum" | "Mean"
        | "BitShift" | "BitwiseAnd" | "BitwiseOr" | "BitwiseXor" => {
            bcast(&c, node.input.len(), c.elem(0))
        }
        "Equal" | "Less" | "Greater" | "LessOrEqual" | "GreaterOrEqual" | "And" | "Or" | "Xor" => {
            bcast(&c, node.input.len(), BOOL)
        }
        "Where" => bcast(&c, 3, c.elem(1)),
        "Cast" => with(node.int_or("to", 0) as i32, c.dims(0).map(<[i64]>::to_vec)),
        "CastLike" => with(c.elem(1), c.dims(0).map(<[i64]>::to_vec)),
        "QuantizeLinear" => {
            let elem = c
                .input(2)
                .map(|t| t.elem)
                .unwrap_or(node.int_or("output_dtype", DataType::Uint8 as i64) as i32);
            with(
                if elem == 0 {
                    DataType::Uint8 as i32
                } else {
                    elem
                },
                c.dims(0).map(<[i64]>::to_vec),
            )
        }
        "DequantizeLinear" => with(
            c.input(1).map(|t| t.elem).unwrap_or(FLOAT),
            c.dims(0).map(<[i64]>::to_vec),
        ),
        "Conv" | "ConvInteger" | "QLinearConv" => conv(&c),
        "ConvTranspose" => conv_transpose(&c),
        "MaxPool" | "AveragePool" | "LpPool" => {
            let x = c.dims(0);
            let k = node.ints("kernel_shape");
            let ceil = node.int_or("ceil_mode", 0) != 0;
            let dims = x.zip(k).and_then(|(x, k)| {
                let sp = window_out(node, x.get(2..)?, k, ceil)?;
                Some([&x[..2], &sp[..]].concat())
            });
            with(c.elem(0), dims)
        }
        "GlobalAveragePool" | "GlobalMaxPool" | "GlobalLpPool" => with(
            c.elem(0),
            c.dims(0).map(|x| {
                x.iter()
                    .enumerate()
                    .map(|(i, &d)| if i < 2 { d } else { 1 })
                    .collect()
            }),
        ),
        "Gemm" => {
            let dims = c.dims(0).zip(c.dims(1)).and_then(|(a, b)| {
                let m = if node.int_or("transA", 0) != 0 {
                    a.get(1)?
                } else {
                    a.first()?
                };
                let n = if node.int_or("transB", 0) != 0 {
                    b.first()?
                } else {
                    b.get(1)?
                };
                Some(vec![*m, *n])
            });
            with(c.elem(0), dims)
        }
        "MatMul" | "MatMulInteger" | "QLinearMatMul" => {
            let (ia, ib) = if node.op_type() == "QLinearMatMul" {
                (0, 3)
            } else {
                (0, 1)
            };
            let elem = match node.op_type() {
                "MatMulInteger" => DataType::Int32 as i32,
                "QLinearMatMul" => c.elem(7),
                _ => c.elem(0),
            };
            with(
                elem,
                c.dims(ia)
                    .zip(c.dims(ib))
                    .and_then(|(a, b)| matmul_dims(a, b)),
            )
        }
        "Flatten" => {
            let dims = c.dims(0).and_then(|x| {
                let axis = norm_axis(node.int_or("axis", 1), x.len() + 1)?;
                Some(vec![x[..axis].iter().product(), x[axis..].iter().product()])
            });
            with(c.elem(0), dims)
        }
        "Reshape" => with(
            c.elem(0),
            c.dims(0)
                .zip(c.cst_ints(1))
                .and_then(|(x, s)| reshape(x, &s, node)),
        ),
        "Transpose" => {
            let dims = c.dims(0).and_then(|x| {
                let perm: Vec<i64> = match node.ints("perm") {
                    Some(p) if !p.is_empty() => p.to_vec(),
                    _ => (0..x.len() as i64).rev().collect(),
                };
                perm.iter()
                    .map(|&p| x.get(norm_axis(p, x.len())?).copied())
                    .collect()
            });
            with(c.elem(0), dims)
        }
        "Squeeze" => {
            let dims = c.dims(0).and_then(|x| {
                let axes = c.axes("axes", 1);
                let drop: Vec<usize> = match axes {
                    Some(a) => a
                        .iter()
                        .map(|&a| norm_axis(a, x.len()))
                        .collect::<Option<_>>()?,
                    None if c.present(1) => return None,
                    None => (0..x.len()).filter(|&i| x[i] == 1).collect(),
                };
                Some(
                    x.iter()
                        .enumerate()
                        .filter(|(i, _)| !drop.contains(i))
                        .map(|(_, &d)| d)
                        .collect(),
                )
            });
            with(c.elem(0), dims)
        }
        "Unsqueeze" => {
            let dims = c.dims(0).zip(c.axes("axes", 1)).and_then(|(x, axes)| {
                let rank = x.len() + axes.len();
                let at: Vec<usize> = axes
                    .iter()
                    .map(|&a| norm_axis(a, rank))
                    .collect::<Option<_>>()?;
                let mut rest = x.iter();
                (0..rank)
                    .map(|i| {
                        if at.contains(&i) {
                            Some(1)
                        } else {
                            rest.next().copied()
                        }
                    })
                    .collect()
            });
            with(c.elem(0), dims)
        }
        "Concat" => {
            let dims = (0..node.input.len())
                .map(|i| c.dims(i))
                .collect::<Option<Vec<_>>>()
                .and_then(|all| {
                    let first = all.first()?;
                    let axis = norm_axis(node.int_or("axis", 0), first.len())?;
                    let mut out = first.to_vec();
                    out[axis] = all
                        .iter()
                        .map(|d| d.get(axis).copied())
                        .sum::<Option<i64>>()?;
                    Some(out)
                });
            with(c.elem(0), dims)
        }
        "Split" => return split(&c),
        "Slice" => with(c.elem(0), c.dims(0).and_then(|x| slice_dims(&c, x))),
        "Gather" => {
            let dims = c.dims(0).zip(c.dims(1)).and_then(|(x, idx)| {
                let axis = norm_axis(node.int_or("axis", 0), x.len())?;
                Some([&x[..axis], idx, &x[axis + 1..]].concat())
            });
            with(c.elem(0), dims)
        }
        "GatherElements" => with(c.elem(0), c.dims(1).map(<[i64]>::to_vec)),
        "ReduceSum" | "ReduceMean" | "ReduceMax" | "ReduceMin" | "ReduceProd" | "ReduceL1"
        | "ReduceL2" | "ReduceLogSum" | "ReduceLogSumExp" | "ReduceSumSquare" => {
            with(c.elem(0), reduce_dims(&c))
        }
        "ArgMax" | "ArgMin" => {
            let dims = c.dims(0).and_then(|x| {
                let axis = norm_axis(node.int_or("axis", 0), x.len())?;
                let keep = node.int_or("keepdims", 1) != 0;
                Some(reduce_shape(x, &[axis], keep))
            });
            with(INT64, dims)
        }
        "Shape" => with(
            INT64,
            c.dims(0)
                .map(|x| vec![shape_slice(node, x.len()).len() as i64]),
        ),
        "Size" => with(INT64, Some(vec![])),
        "ConstantOfShape" => {
            let elem = node.tensor("value").map(|t| t.data_type()).unwrap_or(FLOAT);
            with(elem, c.cst_ints(0))
        }
        "Constant" => constant_type(node),
        "Expand" => with(
            c.elem(0),
            c.dims(0)
                .zip(c.cst_ints(1))
                .and_then(|(x, s)| broadcast(&[x, &s])),
        ),
        "Tile" => with(
            c.elem(0),
            c.dims(0).zip(c.cst_ints(1)).and_then(|(x, r)| {
                (x.len() == r.len()).then(|| x.iter().zip(&r).map(|(a, b)| a * b).collect())
            }),
        ),
        "Pad" => with(c.elem(0), c.dims(0).and_then(|x| pad_dims(&c, x))),
        "Resize" | "Upsample" => with(c.elem(0), c.dims(0).and_then(|x| resize_dims(&c, x))),
        "DepthToSpace" | "SpaceToDepth" => {
            let dims = c.dims(0).and_then(|x| {
                let b = node.int("blocksize")?;
                let [n, ch, h, w] = x.try_into().ok()?;
                Some(if node.op_type() == "DepthToSpace" {
                    vec![n, ch / (b * b), h * b, w * b]
                } else {
                    vec![n, ch * b * b, h / b, w / b]
                })
            });
            with(c.elem(0), dims)
        }
        "TopK" => {
            let dims = c
                .dims(0)
                .zip(c.cst_ints(1).or_else(|| node.int("k").map(|k| vec![k])))
                .and_then(|(x, k)| {
                    let axis = norm_axis(node.int_or("axis", -1), x.len())?;
                    let mut out = x.to_vec();
                    out[axis] = *k.first()?;
                    Some(out)
                });
            let values = with(c.elem(0), dims.clone());
            let mut outs = vec![values, with(INT64, dims)];
            outs.truncate(n_out);
            return outs;
        }
        "Range" => {
            let dims = c
                .cst(0)
                .zip(c.cst(1))
                .zip(c.cst(2))
                .and_then(|((s, l), d)| {
                    let (s, l, d) = (*s.first()?, *l.first()?, *d.first()?);
                    (d != 0.0).then(|| vec![((l - s) / d).ceil().max(0.0) as i64])
                });
            with(c.elem(0), dims)
        }
        "EyeLike" => with(
            node.int("dtype").map(|d| d as i32).unwrap_or(c.elem(0)),
            c.dims(0).map(<[i64]>::to_vec),
        ),
        "OneHot" => {
            let dims = c.dims(0).zip(c.cst(1)).and_then(|(x, depth)| {
                let rank = x.len() + 1;
                let axis = norm_axis(node.int_or("axis", -1), rank)?;
                let mut out = x.to_vec();
                out.insert(axis, *depth.first()? as i64);
                Some(out)
            });
            with(c.elem(2), dims)
        }
        "Einsum" => with(c.elem(0), einsum_dims(&c)),
        _ => None,
    };
    let mut outs = vec![None; n_out];
    if let Some(first_out) = outs.first_mut() {
        *first_out = first;
    }
    extra_outputs(&c, &mut outs);
    outs
}

/// Secondary outputs of ops whose first output is handled above.
fn extra_outputs(c: &Ctx, outs: &mut [Option<TypeInfo>]) {
    let node = c.node;
    match node.op_type() {
        "MaxPool" if outs.len() > 1 => {
            outs[1] = outs[0].clone().map(|t| TypeInfo { elem: INT64, ..t })
        }
        "Dropout" if outs.len() > 1 => {
            outs[1] = outs[0].clone().map(|t| TypeInfo { elem: BOOL, ..t })
        }
        "LayerNormalization" if outs.len() > 1 => {
            // Mean and inverse std-dev: reduced over the normalised axes, kept as size-1 dims.
            let stats = c.dims(0).and_then(|x| {
                let axis = norm_axis(node.int_or("axis", -1), x.len())?;
                Some(
                    x.iter()
                        .enumerate()
                        .map(|(i, &d)| if i < axis { d } else { 1 })
                        .collect(),
                )
            });
            let elem = node.int("stash_type").map(|_| FLOAT).unwrap_or(FLOAT);
            for o in outs.iter_mut().skip(1) {
                *o = Some(TypeInfo {
                    elem,
                    dims: stats.clone(),
                });
            }
        }
        "BatchNormalization" if outs.len() > 1 => {
            for (k, o) in outs.iter_mut().enumerate().skip(1) {
                *o = c.input(k.min(4)).cloned();
            }
        }
        _ => {}
    }
}

fn bcast(c: &Ctx, n_inputs: usize, elem: i32) -> Option<TypeInfo> {
    let dims = (0..n_inputs)
        .map(|i| c.dims(i))
        .collect::<Option<Vec<_>>>()
        .and_then(|all| broadcast(&all));
    Some(TypeInfo { elem, dims })
}

fn conv(c: &Ctx) -> Option<TypeInfo> {
    let w_idx = if c.node.op_type() == "QLinearConv" {
        3
    } else {
        1
    };
    let elem = match c.node.op_type() {
        "ConvInteger" => DataType::Int32 as i32,
        "QLinearConv" => c.elem(7),
        _ => c.elem(0),
    };
    let dims = c.dims(0).zip(c.dims(w_idx)).and_then(|(x, w)| {
        let kernel = match c.node.ints("kernel_shape") {
            Some(k) if !k.is_empty() => k.to_vec(),
            _ => w.get(2..)?.to_vec(),
        };
        let sp = window_out(c.node, x.get(2..)?, &kernel, false)?;
        Some([&[x[0], w[0]], &sp[..]].concat())
    });
    Some(TypeInfo { elem, dims })
}

fn conv_transpose(c: &Ctx) -> Option<TypeInfo> {
    let node = c.node;
    let dims = c.dims(0).zip(c.dims(1)).and_then(|(x, w)| {
        let group = node.int_or("group", 1);
        let sp_in = x.get(2..)?;
        let r = sp_in.len();
        let out_ch = w.get(1)? * group;
        if let Some(os) = node.ints("output_shape").filter(|o| !o.is_empty()) {
            let os = &os[os.len().saturating_sub(r)..];
            return Some([&[x[0], out_ch], os].concat());
        }
        let kernel = match node.ints("kernel_shape") {
            Some(k) if !k.is_empty() => k.to_vec(),
            _ => w.get(2..)?.to_vec(),
        };
        let get = |name: &str, default: i64, len: usize| {
            node.ints(name)
                .filter(|v| v.len() == len)
                .map(|v| v.to_vec())
                .unwrap_or(vec![default; len])
        };
        let (strides, dil, pads, outpad) = (
            get("strides", 1, r),
            get("dilations", 1, r),
            get("pads", 0, 2 * r),
            get("output_padding", 0, r),
        );
        let auto = node.string("auto_pad").unwrap_or_default();
        let sp: Vec<i64> = (0..r)
            .map(|i| {
                if auto.starts_with("SAME") {
                    sp_in[i] * strides[i]
                } else {
                    strides[i] * (sp_in[i] - 1)
                        + outpad[i]
                        + (kernel.get(i).copied().unwrap_or(1) - 1) * dil[i]
                        + 1
                        - pads[i]
                        - pads[i + r]
                }
            })
            .collect();
        Some([&[x[0], out_ch], &sp[..]].concat())
    });
    Some(TypeInfo {
        elem: c.elem(0),
        dims,
    })
}

fn matmul_dims(a: &[i64], b: &[i64]) -> Option<Vec<i64>> {
    if a.is_empty() || b.is_empty() {
        return None;
    }
    let (a2, b2): (Vec<i64>, Vec<i64>) = (
        if a.len() == 1 {
            vec![1, a[0]]
        } else {
            a.to_vec()
        },
        if b.len() == 1 {
            vec![b[0], 1]
        } else {
            b.to_vec()
        },
    );
    let (ra, rb) = (a2.len(), b2.len());
    if a2[ra - 1] != b2[rb - 2] {
        return None;
    }
    let mut out = broadcast(&[&a2[..ra - 2], &b2[..rb - 2]])?;
    if a.len() > 1 {
        out.push(a2[ra - 2]);
    }
    if b.len() > 1 {
        out.push(b2[rb - 1]);
    }
    Some(out)
}

fn reshape(x: &[i64], shape: &[i64], node: &NodeProto) -> Option<Vec<i64>> {
    let allow_zero = node.int_or("allowzero", 0) != 0;
    let mut out: Vec<i64> = shape
        .iter()
        .enumerate()
        .map(|(i, &s)| {
            if s == 0 && !allow_zero {
                x.get(i).copied().unwrap_or(0)
            } else {
                s
            }
        })
        .collect();
    let total: i64 = x.iter().product();
    let known: i64 = out.iter().filter(|&&d| d != -1).product();
    match out.iter().filter(|&&d| d == -1).count() {
        0 => (known == total).then_some(out),
        1 if known > 0 && total % known == 0 => {
            *out.iter_mut().find(|d| **d == -1)? = total / known;
            Some(out)
        }
        _ => None,
    }
}

fn split(c: &Ctx) -> Vec<Option<TypeInfo>> {
    let node = c.node;
    let n = node.output.len();
    let dims = c.dims(0).and_then(|x| {
        let axis = norm_axis(node.int_or("axis", 0), x.len())?;
        let sizes: Vec<i64> = match node
            .ints("split")
            .filter(|s| !s.is_empty())
            .map(|s| s.to_vec())
            .or_else(|| c.cst_ints(1))
        {
            Some(s) => s,
            None => {
                let parts = node.int("num_outputs").unwrap_or(n as i64).max(1);
                let chunk = (x[axis] + parts - 1) / parts;
                (0..parts)
                    .map(|i| chunk.min(x[axis] - i * chunk).max(0))
                    .collect()
            }
        };
        Some(
            sizes
                .into_iter()
                .map(|s| {
                    let mut d = x.to_vec();
                    d[axis] = s;
                    d
                })
                .collect::<Vec<_>>(),
        )
    });
    (0..n)
        .map(|i| {
            Some(TypeInfo {
                elem: c.elem(0),
                dims: dims.as_ref().and_then(|d| d.get(i).cloned()),
            })
        })
        .collect()
}

/// One sliced axis: elements `start, start + step, …` (`len` of them).
struct SliceAxis {
    axis: usize,
    start: i64,
    step: i64,
    len: i64,
}

/// Resolves Slice's starts/ends/axes/steps (attributes before opset 10, inputs after) against
/// the input shape, with the spec's clamping rules.
fn slice_plan(c: &Ctx, x: &[i64]) -> Option<Vec<SliceAxis>> {
    let node = c.node;
    let (starts, ends, axes, steps) = if c.env.opset < 10 && node.ints("starts").is_some() {
        (
            node.ints("starts")?.to_vec(),
            node.ints("ends")?.to_vec(),
            node.ints("axes").map(|a| a.to_vec()),
            None,
        )
    } else {
        let axes = if c.present(3) {
            Some(c.cst_ints(3)?)
        } else {
            None
        };
        let steps = if c.present(4) {
            Some(c.cst_ints(4)?)
        } else {
            None
        };
        (c.cst_ints(1)?, c.cst_ints(2)?, axes, steps)
    };
    let axes = axes.unwrap_or_else(|| (0..starts.len() as i64).collect());
    axes.iter()
        .enumerate()
        .map(|(k, &a)| {
            let axis = norm_axis(a, x.len())?;
            let dim = x[axis];
            let step = steps.as_ref().and_then(|s| s.get(k).copied()).unwrap_or(1);
            let clamp = |v: i64, lo: i64, hi: i64| {
                (if v < 0 { v.saturating_add(dim) } else { v }).clamp(lo, hi)
            };
            let (start, len) = if step > 0 {
                let (s, e) = (clamp(*starts.get(k)?, 0, dim), clamp(*ends.get(k)?, 0, dim));
                (s, (e - s + step - 1).div_euclid(step).max(0))
            } else if step < 0 {
                let (s, e) = (
                    clamp(*starts.get(k)?, 0, dim - 1),
                    clamp(*ends.get(k)?, -1, dim - 1),
                );
                (s, (s - e + (-step) - 1).div_euclid(-step).max(0))
            } else {
                return None;
            };
            Some(SliceAxis {
                axis,
                start,
                step,
                len,
            })
        })
        .collect()
}

fn slice_dims(c: &Ctx, x: &[i64]) -> Option<Vec<i64>> {
    let mut out = x.to_vec();
    for s in slice_plan(c, x)? {
        out[s.axis] = s.len;
    }
    Some(out)
}

/// Row-major strides of a shape.
fn strides(dims: &[i64]) -> Vec<i64> {
    let mut st = vec![1; dims.len()];
    for i in (0..dims.len().saturating_sub(1)).rev() {
        st[i] = st[i + 1] * dims[i + 1];
    }
    st
}

/// Gathers `out_dims` elements from `data`, where output index `idx` reads input
/// `Σ_a map(a, idx[a]) * in_strides[a]`.
fn gather_elems(
    data: &[f64],
    in_dims: &[i64],
    out_dims: &[i64],
    map: impl Fn(usize, i64) -> (usize, i64),
) -> Option<Vec<f64>> {
    let in_st = strides(in_dims);
    let total: i64 = out_dims.iter().product();
    let out_st = strides(out_dims);
    (0..total)
        .map(|flat| {
            let src: i64 = (0..out_dims.len())
                .map(|a| {
                    let i = flat / out_st[a] % out_dims[a];
                    let (ax, j) = map(a, i);
                    j * in_st[ax]
                })
                .sum();
            data.get(src as usize).copied()
        })
        .collect()
}

fn reduce_shape(x: &[i64], axes: &[usize], keep: bool) -> Vec<i64> {
    x.iter()
        .enumerate()
        .filter_map(|(i, &d)| match (axes.contains(&i), keep) {
            (true, true) => Some(1),
            (true, false) => None,
            _ => Some(d),
        })
        .collect()
}

fn reduce_dims(c: &Ctx) -> Option<Vec<i64>> {
    let node = c.node;
    let x = c.dims(0)?;
    let keep = node.int_or("keepdims", 1) != 0;
    let axes = match c.axes("axes", 1) {
        Some(a) if !a.is_empty() => a,
        Some(_) | None if c.present(1) && c.cst(1).is_none() => return None,
        _ if node.int_or("noop_with_empty_axes", 0) != 0 => return Some(x.to_vec()),
        _ => (0..x.len() as i64).collect(),
    };
    let axes: Vec<usize> = axes
        .iter()
        .map(|&a| norm_axis(a, x.len()))
        .collect::<Option<_>>()?;
    Some(reduce_shape(x, &axes, keep))
}

fn shape_slice(node: &NodeProto, rank: usize) -> std::ops::Range<usize> {
    let clamp = |v: i64| (if v < 0 { v + rank as i64 } else { v }).clamp(0, rank as i64) as usize;
    let start = clamp(node.int_or("start", 0));
    let end = clamp(node.int_or("end", rank as i64));
    start..end.max(start)
}

fn pad_dims(c: &Ctx, x: &[i64]) -> Option<Vec<i64>> {
    let pads = match c.node.ints("pads").filter(|p| !p.is_empty()) {
        Some(p) => p.to_vec(),
        None => c.cst_ints(1)?,
    };
    let axes: Vec<usize> = if c.present(3) {
        c.cst_ints(3)?
            .iter()
            .map(|&a| norm_axis(a, x.len()))
            .collect::<Option<_>>()?
    } else {
        (0..x.len()).collect()
    };
    if pads.len() != 2 * axes.len() {
        return None;
    }
    let mut out = x.to_vec();
    for (k, &a) in axes.iter().enumerate() {
        out[a] += pads[k] + pads[k + axes.len()];
    }
    Some(out)
}

fn resize_dims(c: &Ctx, x: &[i64]) -> Option<Vec<i64>> {
    // Upsample (opset 7–9): scales attribute or input 1; Resize ≥ 11: roi, scales, sizes.
    if c.node.op_type() == "Upsample" {
        let scales = c
            .node
            .floats("scales")
            .filter(|s| !s.is_empty())
            .map(|s| s.iter().map(|&v| v as f64).collect())
            .or_else(|| c.cst(1).map(<[f64]>::to_vec))?;
        return (scales.len() == x.len()).then(|| {
            x.iter()
                .zip(&scales)
                .map(|(&d, s)| (d as f64 * s).floor() as i64)
                .collect()
        });
    }
    let (scales_idx, sizes_idx) = if c.env.opset >= 11 {
        (2, 3)
    } else {
        (1, usize::MAX)
    };
    if let Some(sizes) = c.cst_ints(sizes_idx).filter(|s| !s.is_empty()) {
        let axes: Vec<usize> = match c.node.ints("axes").filter(|a| !a.is_empty()) {
            Some(a) => a
                .iter()
                .map(|&a| norm_axis(a, x.len()))
                .collect::<Option<_>>()?,
            None => (0..x.len()).collect(),
        };
        let mut out = x.to_vec();
        for (a, s) in axes.iter().zip(sizes) {
            out[*a] = s;
        }
        return Some(out);
    }
    let scales = c.cst(scales_idx).filter(|s| s.len() == x.len())?;
    Some(
        x.iter()
            .zip(scales)
            .map(|(&d, s)| (d as f64 * s).floor() as i64)
            .collect(),
    )
}

fn constant_type(node: &NodeProto) -> Option<TypeInfo> {
    if let Some(t) = node.tensor("value") {
        return Some(TypeInfo::new(t.data_type(), t.dims.clone()));
    }
    if let Some(v) = node.floats("value_floats").filter(|v| !v.is_empty()) {
        return Some(TypeInfo::new(FLOAT, vec![v.len() as i64]));
    }
    if let Some(v) = node.ints("value_ints").filter(|v| !v.is_empty()) {
        return Some(TypeInfo::new(INT64, vec![v.len() as i64]));
    }
    if node.float("value_float").is_some() {
        return Some(TypeInfo::new(FLOAT, vec![]));
    }
    if node.int("value_int").is_some() {
        return Some(TypeInfo::new(INT64, vec![]));
    }
    None
}

fn einsum_dims(c: &Ctx) -> Option<Vec<i64>> {
    let eq = c.node.string("equation")?.replace(' ', "");
    let (lhs, rhs) = eq.split_once("->")?;
    if eq.contains("...") {
        return None;
    }
    let mut size = HashMap::new();
    for (i, term) in lhs.split(',').enumerate() {
        let d = c.dims(i)?;
        if d.len() != term.len() {
            return None;
        }
        for (ch, &n) in term.chars().zip(d) {
            size.insert(ch, n);
        }
    }
    rhs.chars().map(|ch| size.get(&ch).copied()).collect()
}

/// Folds small integer shape arithmetic so that Reshape/Expand/Slice targets become known.
pub(crate) fn fold(node: &NodeProto, env: &ShapeEnv) -> Vec<Option<Vec<f64>>> {
    let c = Ctx { node, env };
    let mut outs = vec![None; node.output.len()];
    let is_int =
        |e: i32| e != FLOAT && e != DataType::Double as i32 && e != DataType::Float16 as i32;
    let value: Option<Vec<f64>> = match node.op_type() {
        "Constant" => {
            if let Some(t) = node.tensor("value") {
                tensor_values(t)
            } else if let Some(v) = node.ints("value_ints").filter(|v| !v.is_empty()) {
                Some(v.iter().map(|&x| x as f64).collect())
            } else if let Some(v) = node.floats("value_floats").filter(|v| !v.is_empty()) {
                Some(v.iter().map(|&x| x as f64).collect())
            } else if let Some(v) = node.int("value_int") {
                Some(vec![v as f64])
            } else {
                node.float("value_float").map(|v| vec![v as f64])
            }
        }
        "Shape" => c.dims(0).map(|x| {
            x[shape_slice(node, x.len())]
                .iter()
                .map(|&d| d as f64)
                .collect()
        }),
        "Size" => c.input(0).and_then(TypeInfo::elems).map(|n| vec![n as f64]),
        "Identity" | "Squeeze" | "Unsqueeze" | "Reshape" | "Flatten" => {
            c.cst(0).map(<[f64]>::to_vec)
        }
        "Cast" => c.cst(0).map(|v| {
            let to = node.int_or("to", 0) as i32;
            if is_int(to) {
                v.iter().map(|x| x.trunc()).collect()
            } else {
                v.to_vec()
            }
        }),
        "Concat" => (0..node.input.len())
            .map(|i| c.cst(i))
            .collect::<Option<Vec<_>>>()
            .map(|p| p.concat()),
        "Gather" => c.cst(0).zip(c.cst(1)).and_then(|(data, idx)| {
            // Only 1-D data along axis 0, which is what shape arithmetic uses.
            if c.dims(0).map(|d| d.len()) != Some(1) {
                return None;
            }
            idx.iter()
                .map(|&i| {
                    let i = if i < 0.0 { i + data.len() as f64 } else { i } as usize;
                    data.get(i).copied()
                })
                .collect()
        }),
        "Slice" => c.cst(0).zip(c.dims(0)).and_then(|(data, x)| {
            let plan = slice_plan(&c, x)?;
            let out_dims = slice_dims(&c, x)?;
            gather_elems(data, x, &out_dims, |a, i| {
                match plan.iter().find(|s| s.axis == a) {
                    Some(s) => (a, s.start + i * s.step),
                    None => (a, i),
                }
            })
        }),
        "Transpose" => c.cst(0).zip(c.dims(0)).and_then(|(data, x)| {
            let perm: Vec<usize> = match node.ints("perm") {
                Some(p) if !p.is_empty() => p
                    .iter()
                    .map(|&p| norm_axis(p, x.len()))
                    .collect::<Option<_>>()?,
                _ => (0..x.len()).rev().collect(),
            };
            let out_dims: Vec<i64> = perm.iter().map(|&p| x[p]).collect();
            gather_elems(data, x, &out_dims, |a, i| (perm[a], i))
        }),
        "Neg" => c.cst(0).map(|v| v.iter().map(|x| -x).collect()),
        "Where" => (0..3)
            .map(|i| c.cst(i))
            .collect::<Option<Vec<_>>>()
            .and_then(|v| {
                let n = v.iter().map(|x| x.len()).max()?;
                let at = |x: &[f64], i: usize| {
                    if x.len() == 1 {
                        Some(x[0])
                    } else {
                        x.get(i).copied()
                    }
                };
                (0..n)
                    .map(|i| {
                        Some(if at(v[0], i)? != 0.0 {
                            at(v[1], i)?
                        } else {
                            at(v[2], i)?
                        })
                    })
                    .collect()
            }),
        "Add" | "Sub" | "Mul" | "Div" | "Max" | "Min" | "Mod" | "Equal" => {
            c.cst(0).zip(c.cst(1)).and_then(|(a, b)| {
                let n = a.len().max(b.len());
                if !(a.len() == n || a.len() == 1) || !(b.len() == n || b.len() == 1) {
                    return None;
                }
                let int = is_int(c.elem(0));
                Some(
                    (0..n)
                        .map(|i| {
                            let (x, y) = (
                                a[if a.len() == 1 { 0 } else { i }],
                                b[if b.len() == 1 { 0 } else { i }],
                            );
                            match node.op_type() {
                                "Add" => x + y,
                                "Sub" => x - y,
                                "Mul" => x * y,
                                "Max" => x.max(y),
                                "Min" => x.min(y),
                                "Equal" => f64::from(u8::from(x == y)),
                                // fmod=0: the result takes the divisor's sign (Python's %).
                                "Mod" if node.int_or("fmod", 0) == 0 => x - y * (x / y).floor(),
                                "Mod" => x % y,
                                _ if int => (x / y).trunc(),
                                _ => x / y,
                            }
                        })
                        .collect(),
                )
            })
        }
        "ConstantOfShape" => c.cst_ints(0).and_then(|shape| {
            let n: i64 = shape.iter().product();
            let v = node
                .tensor("value")
                .and_then(tensor_values)
                .and_then(|v| v.first().copied())
                .unwrap_or(0.0);
            (n as usize <= MAX_FOLD_ELEMS).then(|| vec![v; n as usize])
        }),
        _ => None,
    };
    if let Some(first) = outs.first_mut() {
        *first = value.filter(|v| v.len() <= MAX_FOLD_ELEMS);
    }
    outs
}

/// Estimated floating-point operations of one node, from its input and output types.
pub(crate) fn flops(node: &NodeProto, env: &ShapeEnv, outputs: &[Option<TypeInfo>]) -> f64 {
    let c = Ctx { node, env };
    let out_elems = outputs
        .first()
        .and_then(|o| o.as_ref())
        .and_then(TypeInfo::elems)
        .unwrap_or(0) as f64;
    let in_elems = c.input(0).and_then(TypeInfo::elems).unwrap_or(0) as f64;
    match node.op_type() {
        "Conv" | "ConvInteger" | "QLinearConv" => {
            let w_idx = if node.op_type() == "QLinearConv" {
                3
            } else {
                1
            };
            // Each output element: (C_in / group) × kernel multiply-adds.
            let per_out: f64 = c
                .dims(w_idx)
                .map(|w| w[1..].iter().product::<i64>() as f64)
                .unwrap_or(0.0);
            2.0 * out_elems * per_out
        }
        "ConvTranspose" => {
            let per_in: f64 = c
                .dims(1)
                .map(|w| w[1..].iter().product::<i64>() as f64)
                .unwrap_or(0.0);
            2.0 * in_elems * per_in
        }
        "Gemm" => {
            let k = c
                .dims(0)
                .and_then(|a| {
                    if node.int_or("transA", 0) != 0 {
                        a.first()
                    } else {
                        a.get(1)
                    }
                })
                .copied()
                .unwrap_or(0);
            2.0 * out_elems * k as f64
        }
        "MatMul" | "MatMulInteger" | "QLinearMatMul" => {
            let k = c.dims(0).and_then(|a| a.last()).copied().unwrap_or(0);
            2.0 * out_elems * k as f64
        }
        "Einsum" => {
            // Product of every index size in the equation: one multiply-add per point.
            let total: f64 = (0..node.input.len())
                .filter_map(|i| c.input(i).and_then(TypeInfo::elems))
                .map(|e| e as f64)
                .fold(0.0, f64::max);
            2.0 * total.max(out_elems)
        }
        "MaxPool" | "AveragePool" | "LpPool" => {
            out_elems
                * node
                    .ints("kernel_shape")
                    .map(|k| k.iter().product::<i64>() as f64)
                    .unwrap_or(1.0)
        }
        "GlobalAveragePool" | "GlobalMaxPool" | "GlobalLpPool" => in_elems,
        "BatchNormalization" | "InstanceNormalization" => 2.0 * out_elems,
        "LayerNormalization" | "GroupNormalization" | "Softmax" | "LogSoftmax"
        | "RMSNormalization" | "LRN" => 5.0 * out_elems,
        op if op.starts_with("Reduce") => in_elems,
        "Sigmoid" | "Tanh" | "Exp" | "Log" | "Erf" | "Gelu" | "Softplus" | "Mish" | "HardSwish"
        | "Swish" | "Pow" | "Sqrt" | "Sin" | "Cos" => 4.0 * out_elems,
        "Add" | "Sub" | "Mul" | "Div" | "Max" | "Min" | "Relu" | "LeakyRelu" | "PRelu" | "Clip"
        | "Neg" | "Abs" | "Elu" | "Selu" | "Celu" | "HardSigmoid" | "Sum" | "Mean" | "Where"
        | "Equal" | "Less" | "Greater" | "Reciprocal" | "Floor" | "Ceil" | "Round" | "Sign" => {
            out_elems * (node.input.len().saturating_sub(1)).max(1) as f64
        }
        // Data movement (Reshape, Transpose, Concat, Gather, Slice, …): bytes, no arithmetic.
        _ => 0.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::onnx::proto::{AttributeProto, NodeProto};

    fn node(op: &str, inputs: &[&str], outputs: usize, attrs: Vec<AttributeProto>) -> NodeProto {
        NodeProto {
            op_type: Some(op.into()),
            name: Some(format!("{op}_0")),
            input: inputs.iter().map(|s| s.to_string()).collect(),
            output: (0..outputs).map(|i| format!("y{i}")).collect(),
            attribute: attrs,
            ..Default::default()
        }
    }
    fn ints(name: &str, v: &[i64]) -> AttributeProto {
        AttributeProto {
            name: Some(name.into()),
            ints: v.to_vec(),
            r#type: Some(7),
            ..Default::default()
        }
    }
    fn int(name: &str, v: i64) -> AttributeProto {
        AttributeProto {
            name: Some(name.into()),
            i: Some(v),
            r#type: Some(2),
            ..Default::default()
        }
    }
    fn env(vals: &[(&str, Vec<i64>)]) -> ShapeEnv {
        let mut e = ShapeEnv {
            opset: 17,
            ..Default::default()
        };
        for (n, d) in vals {
            e.types
                .insert(n.to_string(), TypeInfo::new(FLOAT, d.clone()));
        }
        e
    }
    fn dims(node: &NodeProto, env: &ShapeEnv) -> Option<Vec<i64>> {
        infer(node, env)[0].as_ref()?.dims.clone()
    }

    #[test]
    fn conv_with_stride_and_padding() {
        let e = env(&[("x", vec![1, 3, 224, 224]), ("w", vec![64, 3, 7, 7])]);
        let n = node(
            "Conv",
            &["x", "w"],
            1,
            vec![ints("strides", &[2, 2]), ints("pads", &[3, 3, 3, 3])],
        );
        assert_eq!(dims(&n, &e), Some(vec![1, 64, 112, 112]));
        let out = infer(&n, &e);
        assert_eq!(flops(&n, &e, &out), 2.0 * 64.0 * 112.0 * 112.0 * 3.0 * 49.0);
    }

    #[test]
    fn maxpool_ceil_mode_and_same_padding() {
        let e = env(&[("x", vec![1, 8, 112, 112])]);
        let n = node(
            "MaxPool",
            &["x"],
            1,
            vec![
                ints("kernel_shape", &[3, 3]),
                ints("strides", &[2, 2]),
                int("ceil_mode", 1),
            ],
        );
        assert_eq!(dims(&n, &e), Some(vec![1, 8, 56, 56]));
        let mut same = n.clone();
        same.attribute = vec![ints("kernel_shape", &[3, 3]), ints("strides", &[2, 2])];
        same.attribute.push(AttributeProto {
            name: Some("auto_pad".into()),
            s: Some("SAME_UPPER".into()),
            ..Default::default()
        });
        assert_eq!(dims(&same, &e), Some(vec![1, 8, 56, 56]));
    }

    #[test]
    fn reshape_from_folded_shape_chain() {
        let mut e = env(&[("x", vec![2, 3, 4, 5])]);
        let shape = node("Shape", &["x"], 1, vec![]);
        for (o, v) in infer(&shape, &e).into_iter().zip(fold(&shape, &e)) {
            e.types.insert("s".into(), o.unwrap());
            e.consts.insert("s".into(), v.unwrap());
        }
        e.consts.insert("idx".into(), vec![0.0]);
        e.types.insert("idx".into(), TypeInfo::new(INT64, vec![1]));
        let gather = node("Gather", &["s", "idx"], 1, vec![]);
        let g = fold(&gather, &e)[0].clone().unwrap();
        assert_eq!(g, vec![2.0]);
        e.consts.insert("g".into(), g);
        e.consts.insert("m1".into(), vec![-1.0]);
        let concat = node("Concat", &["g", "m1"], 1, vec![int("axis", 0)]);
        e.consts
            .insert("shape".into(), fold(&concat, &e)[0].clone().unwrap());
        let reshape = node("Reshape", &["x", "shape"], 1, vec![]);
        assert_eq!(dims(&reshape, &e), Some(vec![2, 60]));
    }

    #[test]
    fn broadcasting_matmul_and_gemm() {
        let e = env(&[
            ("a", vec![8, 1, 4, 5]),
            ("b", vec![3, 5, 6]),
            ("v", vec![5]),
            ("m", vec![7, 5]),
        ]);
        assert_eq!(
            dims(&node("MatMul", &["a", "b"], 1, vec![]), &e),
            Some(vec![8, 3, 4, 6])
        );
        assert_eq!(
            dims(&node("MatMul", &["a", "v"], 1, vec![]), &e),
            Some(vec![8, 1, 4])
        );
        assert_eq!(
            dims(&node("Gemm", &["m", "m"], 1, vec![int("transB", 1)]), &e),
            Some(vec![7, 7])
        );
        assert_eq!(dims(&node("Add", &["a", "b"], 1, vec![]), &e), None); // 5 vs 6 do not broadcast
    }

    #[test]
    fn split_slice_transpose_reduce() {
        let mut e = env(&[("x", vec![4, 10, 6])]);
        let outs = infer(&node("Split", &["x"], 2, vec![int("axis", 1)]), &e);
        assert_eq!(outs[1].as_ref().unwrap().dims, Some(vec![4, 5, 6]));
        for (k, v) in [
            ("s", vec![1.0]),
            ("e", vec![-1.0]),
            ("a", vec![1.0]),
            ("st", vec![2.0]),
        ] {
            e.consts.insert(k.into(), v);
        }
        assert_eq!(
            dims(&node("Slice", &["x", "s", "e", "a", "st"], 1, vec![]), &e),
            Some(vec![4, 4, 6])
        );
        assert_eq!(
            dims(
                &node("Transpose", &["x"], 1, vec![ints("perm", &[2, 0, 1])]),
                &e
            ),
            Some(vec![6, 4, 10])
        );
        assert_eq!(
            dims(
                &node(
                    "ReduceMean",
                    &["x"],
                    1,
                    vec![ints("axes", &[-1]), int("keepdims", 0)]
                ),
                &e
            ),
            Some(vec![4, 10])
        );
    }

    #[test]
    fn folds_pytorch_pad_reversal() {
        // PyTorch exports pads as Reshape([-1, 2]) -> Slice(step -1) -> Transpose -> Reshape(-1).
        let mut e = env(&[]);
        e.types.insert("p".into(), TypeInfo::new(INT64, vec![4, 2]));
        e.consts
            .insert("p".into(), vec![0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]);
        for (k, v) in [("s", -1.0), ("e", -9.2e18), ("a", 0.0), ("st", -1.0)] {
            e.consts.insert(k.into(), vec![v]);
        }
        let sliced = fold(&node("Slice", &["p", "s", "e", "a", "st"], 1, vec![]), &e)[0]
            .clone()
            .unwrap();
        assert_eq!(sliced, vec![6.0, 7.0, 4.0, 5.0, 2.0, 3.0, 0.0, 1.0]);
        e.consts.insert("q".into(), sliced);
        e.types.insert("q".into(), TypeInfo::new(INT64, vec![4, 2]));
        let t = fold(
            &node("Transpose", &["q"], 1, vec![ints("perm", &[1, 0])]),
            &e,
        )[0]
        .clone()
        .unwrap();
        assert_eq!(t, vec![6.0, 4.0, 2.0, 0.0, 7.0, 5.0, 3.0, 1.0]);
        e.consts.insert("m".into(), vec![-7.0]);
        e.consts.insert("d".into(), vec![4.0]);
        e.types.insert("m".into(), TypeInfo::new(INT64, vec![1]));
        assert_eq!(
            fold(&node("Mod", &["m", "d"], 1, vec![]), &e)[0],
            Some(vec![1.0])
        );
    }

    #[test]
    fn unknown_op_stays_unknown() {
        let e = env(&[("x", vec![1])]);
        assert_eq!(
            infer(&node("MyCustomOp", &["x"], 2, vec![]), &e),
            vec![None, None]
        );
    }
}
