//! The operator library of the libtorch executor: one ONNX node at a time, inference only.
//!
//! Each op follows the ONNX definition for the node's opset (attribute defaults, attributes that
//! became inputs, legacy broadcasting), and where libtorch's native kernel has different
//! semantics the op either rewrites the call into one whose result is the same or returns
//! [`OpError::Attribute`]: a measured order must compute what onnxruntime computes, so a wrong
//! answer is worse than a refusal. All libtorch calls go through the fallible `f_*` methods, so a
//! shape mismatch inside libtorch becomes [`OpError::Torch`] rather than a panic.

use super::tensor::{from_proto, kind_of, to_f64_values, to_i64_values};
use crate::onnx::attrs::NodeAttrs;
use crate::onnx::proto::{tensor_proto::DataType, NodeProto};
use std::path::Path;
use tch::{Device, Kind, TchError, Tensor};

pub use super::error::OpError;

/// Operators of the default domain that [`run`] implements.
const OPS: &[&str] = &[
    // Convolution, normalisation, dense.
    "Conv",
    "ConvTranspose",
    "BatchNormalization",
    "InstanceNormalization",
    "LayerNormalization",
    "LRN",
    "Gemm",
    "MatMul",
    "Einsum",
    // Activations and other element-wise unary ops.
    "Relu",
    "LeakyRelu",
    "PRelu",
    "Sigmoid",
    "HardSigmoid",
    "HardSwish",
    "Tanh",
    "Exp",
    "Log",
    "Sqrt",
    "Neg",
    "Abs",
    "Erf",
    "Gelu",
    "Elu",
    "Selu",
    "Softplus",
    "Softsign",
    "Mish",
    "Clip",
    "Sign",
    "Floor",
    "Ceil",
    "Round",
    "Reciprocal",
    "Sin",
    "Cos",
    "IsNaN",
    "Not",
    "Cast",
    "CastLike",
    "Identity",
    "Dropout",
    // Broadcasting binary and variadic ops.
    "Add",
    "Sub",
    "Mul",
    "Div",
    "Pow",
    "Mod",
    "Max",
    "Min",
    "Sum",
    "Mean",
    "Equal",
    "Less",
    "LessOrEqual",
    "Greater",
    "GreaterOrEqual",
    "And",
    "Or",
    "Xor",
    "Where",
    // Pooling.
    "MaxPool",
    "AveragePool",
    "GlobalAveragePool",
    "GlobalMaxPool",
    // Softmax family and reductions.
    "Softmax",
    "LogSoftmax",
    "ReduceMean",
    "ReduceSum",
    "ReduceMax",
    "ReduceMin",
    "ReduceProd",
    "ReduceL1",
    "ReduceL2",
    "ReduceSumSquare",
    "ReduceLogSumExp",
    "ArgMax",
    "ArgMin",
    "CumSum",
    "TopK",
    // Shape and data movement.
    "Concat",
    "Split",
    "Reshape",
    "Flatten",
    "Transpose",
    "Squeeze",
    "Unsqueeze",
    "Slice",
    "Gather",
    "GatherElements",
    "ScatterND",
    "Shape",
    "Size",
    "Constant",
    "ConstantOfShape",
    "Expand",
    "Tile",
    "Pad",
    "Resize",
    "Upsample",
    "Range",
    "DepthToSpace",
    "SpaceToDepth",
    "Trilu",
    "NonZero",
];

/// Whether [`run`] implements `op_type` in `domain` (only the default ONNX domain).
pub fn supported(op_type: &str, domain: &str) -> bool {
    is_default_domain(domain) && OPS.contains(&op_type)
}

fn is_default_domain(domain: &str) -> bool {
    domain.is_empty() || domain == "ai.onnx"
}

/// Runs one node on `device` and returns one tensor per entry of `node.output`; an optional
/// output whose name is empty may come back as an undefined tensor (`Tensor::new()`).
///
/// `inputs[i]` is `None` for an absent optional input; `opset` is the model's opset of the
/// default domain; `model_dir` resolves external data of `Constant` values.
pub fn run(
    node: &NodeProto,
    opset: i64,
    inputs: &[Option<&Tensor>],
    model_dir: &Path,
    device: Device,
) -> Result<Vec<Tensor>, OpError> {
    if !is_default_domain(node.domain()) {
        return Err(OpError::Unsupported {
            op: format!("{}::{}", node.domain(), node.op_type()),
        });
    }
    let cx = Cx {
        node,
        opset,
        inputs,
        model_dir,
        device,
    };
    let mut outs = tch::no_grad(|| dispatch(&cx)).map_err(|f| f.into_op_error(node))?;
    let n = node.output.len();
    outs.truncate(n);
    while outs.len() < n {
        let i = outs.len();
        if !node.output[i].is_empty() {
            return Err(Fail::Input(format!(
                "output {i} ('{}') is requested but this executor does not produce it",
                node.output[i]
            ))
            .into_op_error(node));
        }
        outs.push(Tensor::new());
    }
    Ok(outs)
}

fn dispatch(cx: &Cx) -> R<Vec<Tensor>> {
    match cx.node.op_type() {
        "Conv" => conv(cx),
        "ConvTranspose" => conv_transpose(cx),
        "BatchNormalization" => batch_norm(cx),
        "InstanceNormalization" => instance_norm(cx),
        "LayerNormalization" => layer_norm(cx),
        "LRN" => lrn(cx),
        "Gemm" => gemm(cx),
        "MatMul" => one(cx.x(0)?.f_matmul(cx.x(1)?)?),
        "Einsum" => einsum(cx),

        "Relu" => unary(cx, Tensor::f_relu),
        "LeakyRelu" => leaky_relu(cx),
        "PRelu" => prelu(cx),
        "Sigmoid" => unary(cx, Tensor::f_sigmoid),
        "HardSigmoid" => hard_sigmoid(cx),
        "HardSwish" => unary(cx, Tensor::f_hardswish),
        "Tanh" => unary(cx, Tensor::f_tanh),
        "Exp" => unary(cx, Tensor::f_exp),
        "Log" => unary(cx, Tensor::f_log),
        "Sqrt" => unary(cx, Tensor::f_sqrt),
        "Neg" => unary(cx, Tensor::f_neg),
        "Abs" => unary(cx, Tensor::f_abs),
        "Erf" => unary(cx, Tensor::f_erf),
        "Gelu" => gelu(cx),
        "Elu" => elu(cx),
        "Selu" => selu(cx),
        "Softplus" => unary(cx, Tensor::f_softplus),
        "Softsign" => unary(cx, |x| x.f_div(&x.f_abs()?.f_add_scalar(1.0)?)),
        "Mish" => unary(cx, Tensor::f_mish),
        "Clip" => clip(cx),
        "Sign" => unary(cx, Tensor::f_sign),
        "Floor" => unary(cx, Tensor::f_floor),
        "Ceil" => unary(cx, Tensor::f_ceil),
        "Round" => unary(cx, Tensor::f_round),
        "Reciprocal" => unary(cx, Tensor::f_reciprocal),
        "Sin" => unary(cx, Tensor::f_sin),
        "Cos" => unary(cx, Tensor::f_cos),
        "IsNaN" => unary(cx, Tensor::f_isnan),
        "Not" => unary(cx, Tensor::f_logical_not),
        "Cast" => cast(cx),
        "CastLike" => one(cx.x(0)?.f_to_kind(cx.x(1)?.kind())?),
        "Identity" => one(cx.x(0)?.shallow_clone()),
        "Dropout" => dropout(cx),

        "Add" => binary(cx, Tensor::f_add),
        "Sub" => binary(cx, Tensor::f_sub),
        "Mul" => binary(cx, Tensor::f_mul),
        "Div" => binary(cx, div),
        "Pow" => binary(cx, pow),
        "Mod" => modulo(cx),
        "Max" => variadic(cx, Tensor::f_maximum),
        "Min" => variadic(cx, Tensor::f_minimum),
        "Sum" => variadic(cx, Tensor::f_add),
        "Mean" => mean(cx),
        "Equal" => binary(cx, Tensor::f_eq_tensor),
        "Less" => binary(cx, Tensor::f_lt_tensor),
        "LessOrEqual" => binary(cx, Tensor::f_le_tensor),
        "Greater" => binary(cx, Tensor::f_gt_tensor),
        "GreaterOrEqual" => binary(cx, Tensor::f_ge_tensor),
        "And" => binary(cx, Tensor::f_logical_and),
        "Or" => binary(cx, Tensor::f_logical_or),
        "Xor" => binary(cx, Tensor::f_logical_xor),
        "Where" => one(cx.x(1)?.f_where_self(cx.x(0)?, cx.x(2)?)?),

        "MaxPool" => pool(cx, Pool::Max),
        "AveragePool" => pool(cx, Pool::Avg),
        "GlobalAveragePool" => global_pool(cx, Pool::Avg),
        "GlobalMaxPool" => global_pool(cx, Pool::Max),

        "Softmax" => softmax(cx, false),
        "LogSoftmax" => softmax(cx, true),
        op @ ("ReduceMean" | "ReduceSum" | "ReduceMax" | "ReduceMin" | "ReduceProd"
        | "ReduceL1" | "ReduceL2" | "ReduceSumSquare" | "ReduceLogSumExp") => reduce(cx, op),
        "ArgMax" => arg_extreme(cx, true),
        "ArgMin" => arg_extreme(cx, false),
        "CumSum" => cumsum(cx),
        "TopK" => topk(cx),

        "Concat" => concat(cx),
        "Split" => split(cx),
        "Reshape" => reshape(cx),
        "Flatten" => flatten(cx),
        "Transpose" => transpose(cx),
        "Squeeze" => squeeze(cx),
        "Unsqueeze" => unsqueeze(cx),
        "Slice" => slice(cx),
        "Gather" => gather(cx),
        "GatherElements" => gather_elements(cx),
        "ScatterND" => scatter_nd(cx),
        "Shape" => shape(cx),
        "Size" => one(Tensor::f_from_slice(&[cx.x(0)?.numel() as i64])?
            .f_reshape([] as [i64; 0])?
            .f_to_device(cx.device)?),
        "Constant" => constant(cx),
        "ConstantOfShape" => constant_of_shape(cx),
        "Expand" => expand(cx),
        "Tile" => tile(cx),
        "Pad" => pad(cx),
        "Resize" | "Upsample" => resize(cx),
        "Range" => range(cx),
        "DepthToSpace" => depth_to_space(cx),
        "SpaceToDepth" => space_to_depth(cx),
        "Trilu" => trilu(cx),
        "NonZero" => one(cx.x(0)?.f_nonzero()?.f_transpose(0, 1)?.f_contiguous()?),
        _ => Err(Fail::Unsupported),
    }
}

// ---------------------------------------------------------------------------------------------
// Plumbing: the node context, internal errors and small helpers.

/// What went wrong inside an op, before the node's name and op are attached.
enum Fail {
    Unsupported,
    Attr(String, String),
    Input(String),
    Torch(TchError),
    Op(OpError),
}

impl From<TchError> for Fail {
    fn from(e: TchError) -> Self {
        Fail::Torch(e)
    }
}

impl From<OpError> for Fail {
    fn from(e: OpError) -> Self {
        Fail::Op(e)
    }
}

impl Fail {
    fn into_op_error(self, node: &NodeProto) -> OpError {
        let name = if node.name().is_empty() {
            node.output
                .first()
                .map(|o| format!("<unnamed, output '{o}'>"))
                .unwrap_or_else(|| "<unnamed>".into())
        } else {
            node.name().to_string()
        };
        let op = node.op_type().to_string();
        match self {
            Fail::Unsupported => OpError::Unsupported { op },
            Fail::Attr(attr, reason) => OpError::Attribute {
                node: name,
                op,
                attr,
                reason,
            },
            Fail::Input(reason) => OpError::Input {
                node: name,
                op,
                reason,
            },
            Fail::Torch(source) => OpError::Torch {
                node: name,
                op,
                source,
            },
            Fail::Op(e) => e,
        }
    }
}

type R<T> = Result<T, Fail>;

fn attr_err<T>(attr: &str, reason: impl Into<String>) -> R<T> {
    Err(Fail::Attr(attr.into(), reason.into()))
}

fn input_err<T>(reason: impl Into<String>) -> R<T> {
    Err(Fail::Input(reason.into()))
}

fn one(t: Tensor) -> R<Vec<Tensor>> {
    Ok(vec![t])
}

struct Cx<'a> {
    node: &'a NodeProto,
    opset: i64,
    inputs: &'a [Option<&'a Tensor>],
    model_dir: &'a Path,
    device: Device,
}

impl<'a> Cx<'a> {
    /// Required input `i`.
    fn x(&self, i: usize) -> R<&'a Tensor> {
        match self.opt(i) {
            Some(t) => Ok(t),
            None => input_err(format!("required input {i} is missing")),
        }
    }
    /// Optional input `i` (absent, or not defined).
    fn opt(&self, i: usize) -> Option<&'a Tensor> {
        self.inputs
            .get(i)
            .copied()
            .flatten()
            .filter(|t| t.defined())
    }
    /// Optional input `i` read on the host as integers (shapes, axes, pads, sizes).
    fn ints_in(&self, i: usize) -> R<Option<Vec<i64>>> {
        self.opt(i)
            .map(|t| to_i64_values(t).map_err(Fail::from))
            .transpose()
    }
    /// Optional scalar input `i` read on the host.
    fn scalar_in(&self, i: usize) -> R<Option<f64>> {
        match self.opt(i) {
            None => Ok(None),
            Some(t) => match to_f64_values(t)?.as_slice() {
                [v] => Ok(Some(*v)),
                v => input_err(format!("input {i} must hold one value, not {}", v.len())),
            },
        }
    }
    /// Whether output `i` is requested by a later node or the graph.
    fn wants(&self, i: usize) -> bool {
        self.node.output.get(i).is_some_and(|n| !n.is_empty())
    }
    fn string_or(&self, name: &str, default: &str) -> String {
        self.node
            .string(name)
            .unwrap_or_else(|| default.to_string())
    }
    fn float_or(&self, name: &str, default: f32) -> f64 {
        self.node.float(name).unwrap_or(default) as f64
    }
    /// Axes read from input `input` where present, else from attribute `attr`: the two
    /// spellings of the same parameter before and after the opset that moved it.
    fn axes(&self, attr: &str, input: usize) -> R<Option<Vec<i64>>> {
        match self.ints_in(input)? {
            Some(v) => Ok(Some(v)),
            None => Ok(self.node.ints(attr).map(<[i64]>::to_vec)),
        }
    }
    fn i64_tensor(&self, v: &[i64]) -> R<Tensor> {
        Ok(Tensor::f_from_slice(v)?.f_to_device(self.device)?)
    }
    fn f32_tensor(&self, v: &[f32]) -> R<Tensor> {
        Ok(Tensor::f_from_slice(v)?.f_to_device(self.device)?)
    }
}

fn norm_axis(axis: i64, rank: usize, what: &str) -> R<i64> {
    let r = rank as i64;
    let a = if axis < 0 { axis + r } else { axis };
    if (0..r).contains(&a) {
        Ok(a)
    } else {
        input_err(format!("{what} {axis} is out of range for rank {rank}"))
    }
}

fn norm_axes(axes: &[i64], rank: usize, what: &str) -> R<Vec<i64>> {
    let mut out = axes
        .iter()
        .map(|&a| norm_axis(a, rank, what))
        .collect::<R<Vec<_>>>()?;
    out.sort_unstable();
    out.dedup();
    Ok(out)
}

/// The padding value that never wins a max.
fn lowest(k: Kind) -> f64 {
    match k {
        Kind::Uint8 | Kind::Bool => 0.0,
        Kind::Int8 => i8::MIN as f64,
        Kind::Int16 => i16::MIN as f64,
        Kind::Int => i32::MIN as f64,
        Kind::Int64 => i64::MIN as f64,
        _ => f64::NEG_INFINITY,
    }
}

fn is_float(k: Kind) -> bool {
    matches!(k, Kind::Float | Kind::Double | Kind::Half | Kind::BFloat16)
}

/// An int list attribute of one value per spatial axis; absent or empty means `default`.
fn per_axis(node: &NodeProto, name: &str, r: usize, default: i64) -> R<Vec<i64>> {
    match node.ints(name).filter(|v| !v.is_empty()) {
        None => Ok(vec![default; r]),
        Some(v) if v.len() == r => Ok(v.to_vec()),
        Some(v) => attr_err(name, format!("has {} values for {r} spatial axes", v.len())),
    }
}

/// The `constant_pad_nd`/`pad` argument for per-axis `(begin, end)` amounts, starting at the
/// last axis (libtorch's order); leading axes without padding are left out.
fn torch_pads(begin: &[i64], end: &[i64]) -> Vec<i64> {
    let first = (0..begin.len())
        .find(|&i| begin[i] != 0 || end[i] != 0)
        .unwrap_or(begin.len());
    (first..begin.len())
        .rev()
        .flat_map(|i| [begin[i], end[i]])
        .collect()
}

/// Prepends `lead` zero entries (the batch and channel axes) to per-spatial-axis pads.
fn with_lead(lead: usize, v: &[i64]) -> Vec<i64> {
    std::iter::repeat_n(0, lead)
        .chain(v.iter().copied())
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Element-wise ops.

fn unary(cx: &Cx, f: impl Fn(&Tensor) -> Result<Tensor, TchError>) -> R<Vec<Tensor>> {
    one(f(cx.x(0)?)?)
}

/// Two-input element-wise op with numpy broadcasting, plus the `broadcast`/`axis` attributes
/// of opsets before 7, where B's dimensions line up with A's starting at `axis`.
fn binary(cx: &Cx, f: impl Fn(&Tensor, &Tensor) -> Result<Tensor, TchError>) -> R<Vec<Tensor>> {
    let (a, b) = (cx.x(0)?, cx.x(1)?);
    if cx.opset < 7 && cx.node.int_or("broadcast", 0) != 0 {
        if let Some(axis) = cx.node.int("axis") {
            let (ra, rb) = (a.dim(), b.dim());
            let axis = if axis < 0 { axis + ra as i64 } else { axis };
            if axis < 0 || axis as usize + rb > ra {
                return attr_err(
                    "axis",
                    format!("{axis} does not fit B of rank {rb} into A of rank {ra}"),
                );
            }
            let mut shape = b.size();
            shape.extend(std::iter::repeat_n(1, ra - rb - axis as usize));
            return one(f(a, &b.f_reshape(shape)?)?);
        }
    }
    one(f(a, b)?)
}

/// Integer division truncates towards zero, as in C and onnxruntime; libtorch's `div`
/// would return floats.
fn div(a: &Tensor, b: &Tensor) -> Result<Tensor, TchError> {
    if is_float(a.kind()) {
        a.f_div(b)
    } else {
        a.f_div_tensor_mode(b, "trunc")
    }
}

/// The result keeps the base's type even when the exponent's differs (opset 12+).
fn pow(a: &Tensor, b: &Tensor) -> Result<Tensor, TchError> {
    let y = a.f_pow(b)?;
    if y.kind() == a.kind() {
        Ok(y)
    } else {
        y.f_to_kind(a.kind())
    }
}

/// `fmod = 0` takes the divisor's sign (Python's `%`, libtorch's `remainder`); `fmod = 1` the
/// dividend's (C's `fmod`).
fn modulo(cx: &Cx) -> R<Vec<Tensor>> {
    if cx.node.int_or("fmod", 0) != 0 {
        binary(cx, Tensor::f_fmod_tensor)
    } else {
        binary(cx, Tensor::f_remainder_tensor)
    }
}

fn variadic(cx: &Cx, f: impl Fn(&Tensor, &Tensor) -> Result<Tensor, TchError>) -> R<Vec<Tensor>> {
    let mut acc = cx.x(0)?.shallow_clone();
    for i in 1..cx.inputs.len() {
        acc = f(&acc, cx.x(i)?)?;
    }
    one(acc)
}

fn mean(cx: &Cx) -> R<Vec<Tensor>> {
    let sum = variadic(cx, Tensor::f_add)?.remove(0);
    one(sum.f_div_scalar(cx.inputs.len() as f64)?)
}

fn leaky_relu(cx: &Cx) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    let alpha = cx.node.float("alpha").unwrap_or(0.01);
    if alpha == 0.01 {
        return one(x.f_leaky_relu()?);
    }
    one(x.f_where_self(&x.f_ge(0.0)?, &x.f_mul_scalar(alpha as f64)?)?)
}

/// The slope broadcasts against X (numpy-style, e.g. shape (C,1,1)); libtorch's `prelu`
/// accepts only a per-channel vector, so this is written with `where`.
fn prelu(cx: &Cx) -> R<Vec<Tensor>> {
    let (x, slope) = (cx.x(0)?, cx.x(1)?);
    one(x.f_where_self(&x.f_ge(0.0)?, &x.f_mul(slope)?)?)
}

fn hard_sigmoid(cx: &Cx) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    let alpha = cx.float_or("alpha", 0.2);
    let beta = cx.float_or("beta", 0.5);
    if (alpha - 1.0 / 6.0).abs() < 1e-6 && beta == 0.5 {
        return one(x.f_hardsigmoid()?);
    }
    one(x
        .f_mul_scalar(alpha)?
        .f_add_scalar(beta)?
        .f_clamp(0.0, 1.0)?)
}

fn gelu(cx: &Cx) -> R<Vec<Tensor>> {
    let approximate = cx.string_or("approximate", "none");
    if approximate != "none" && approximate != "tanh" {
        return attr_err(
            "approximate",
            format!("'{approximate}' is neither 'none' nor 'tanh'"),
        );
    }
    one(cx.x(0)?.f_gelu(&approximate)?)
}

fn elu(cx: &Cx) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    let alpha = cx.float_or("alpha", 1.0);
    if alpha == 1.0 {
        return one(x.f_elu()?);
    }
    one(x.f_where_self(&x.f_gt(0.0)?, &x.f_expm1()?.f_mul_scalar(alpha)?)?)
}

fn selu(cx: &Cx) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    // The ONNX defaults are libtorch's constants rounded to f32.
    let alpha = cx.node.float("alpha").unwrap_or(1.673_263_2);
    let gamma = cx.node.float("gamma").unwrap_or(1.050_701);
    if alpha == 1.673_263_2 && gamma == 1.050_701 {
        return one(x.f_selu()?);
    }
    let neg = x.f_expm1()?.f_mul_scalar(alpha as f64)?;
    one(x
        .f_where_self(&x.f_gt(0.0)?, &neg)?
        .f_mul_scalar(gamma as f64)?)
}

/// Bounds are attributes before opset 11 and optional inputs from then on.
fn clip(cx: &Cx) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    if cx.opset < 11 {
        let lo = cx.node.float("min").map(f64::from);
        let hi = cx.node.float("max").map(f64::from);
        return one(match (lo, hi) {
            (Some(l), Some(h)) => x.f_clamp(l, h)?,
            (Some(l), None) => x.f_clamp_min(l)?,
            (None, Some(h)) => x.f_clamp_max(h)?,
            (None, None) => x.shallow_clone(),
        });
    }
    match (cx.opt(1), cx.opt(2)) {
        (None, None) => one(x.shallow_clone()),
        (lo, hi) => one(x.f_clamp_tensor(lo, hi)?),
    }
}

/// `to` is an enum value since opset 6 and a type name ("FLOAT") before.
fn cast(cx: &Cx) -> R<Vec<Tensor>> {
    let to = match cx.node.int("to") {
        Some(t) => t as i32,
        None => match cx.node.string("to") {
            Some(name) => match DataType::from_str_name(&name) {
                Some(d) => d as i32,
                None => return attr_err("to", format!("unknown type name '{name}'")),
            },
            None => return attr_err("to", "missing"),
        },
    };
    let Some(kind) = kind_of(to) else {
        return attr_err("to", format!("element type {to} is not supported"));
    };
    one(cx.x(0)?.f_to_kind(kind)?)
}

/// Inference only: the output is the input and the mask is all true.
fn dropout(cx: &Cx) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    let mut outs = vec![x.shallow_clone()];
    if cx.wants(1) {
        outs.push(Tensor::f_ones(x.size(), (Kind::Bool, x.device()))?);
    }
    Ok(outs)
}

// ---------------------------------------------------------------------------------------------
// Convolution, normalisation, dense layers.

/// Sliding-window geometry shared by Conv and the pools, with `auto_pad` resolved to explicit
/// per-axis begin/end pads.
struct Window {
    kernel: Vec<i64>,
    strides: Vec<i64>,
    dilations: Vec<i64>,
    begin: Vec<i64>,
    end: Vec<i64>,
    /// `auto_pad` is SAME_UPPER or SAME_LOWER (pools then ignore `ceil_mode`).
    same: bool,
}

impl Window {
    fn eff(&self, i: usize) -> i64 {
        (self.kernel[i] - 1) * self.dilations[i] + 1
    }
    fn symmetric(&self) -> bool {
        self.begin == self.end
    }
}

fn window(node: &NodeProto, spatial: &[i64], kernel: Vec<i64>) -> R<Window> {
    let r = spatial.len();
    if kernel.len() != r {
        return attr_err(
            "kernel_shape",
            format!("has {} values for {r} spatial axes", kernel.len()),
        );
    }
    let strides = per_axis(node, "strides", r, 1)?;
    let dilations = per_axis(node, "dilations", r, 1)?;
    if strides.iter().chain(&dilations).any(|&v| v < 1) {
        return attr_err("strides", "strides and dilations must be positive");
    }
    let auto = node.string("auto_pad").unwrap_or_else(|| "NOTSET".into());
    let mut w = Window {
        kernel,
        strides,
        dilations,
        begin: vec![0; r],
        end: vec![0; r],
        same: false,
    };
    match auto.as_str() {
        "SAME_UPPER" | "SAME_LOWER" => {
            w.same = true;
            for (i, &len) in spatial.iter().enumerate() {
                let s = w.strides[i];
                let out = (len + s - 1) / s;
                let total = ((out - 1) * s + w.eff(i) - len).max(0);
                let (small, big) = (total / 2, total - total / 2);
                // The odd pixel goes at the end for SAME_UPPER, at the start for SAME_LOWER.
                (w.begin[i], w.end[i]) = if auto == "SAME_UPPER" {
                    (small, big)
                } else {
                    (big, small)
                };
            }
        }
        "VALID" => {}
        "NOTSET" | "" => {
            if let Some(p) = node.ints("pads").filter(|p| !p.is_empty()) {
                if p.len() != 2 * r {
                    return attr_err(
                        "pads",
                        format!("has {} values for {r} spatial axes", p.len()),
                    );
                }
                if p.iter().any(|&v| v < 0) {
                    return attr_err("pads", "negative padding");
                }
                w.begin = p[..r].to_vec();
                w.end = p[r..].to_vec();
            }
        }
        other => return attr_err("auto_pad", format!("unknown value '{other}'")),
    }
    Ok(w)
}

fn spatial_rank(x: &Tensor) -> R<usize> {
    match x.dim() {
        3..=5 => Ok(x.dim() - 2),
        d => input_err(format!(
            "input of rank {d}; 1-D to 3-D spatial data (rank 3 to 5) is supported"
        )),
    }
}

fn kernel_of(node: &NodeProto, w: &Tensor) -> Vec<i64> {
    node.ints("kernel_shape")
        .filter(|k| !k.is_empty())
        .map(<[i64]>::to_vec)
        .unwrap_or_else(|| w.size()[2..].to_vec())
}

/// Asymmetric pads (SAME_* with an odd total, or explicit) are not expressible in libtorch's
/// convolution: the uneven remainder is padded explicitly and the even part stays in the call.
fn conv(cx: &Cx) -> R<Vec<Tensor>> {
    let (x, w, b) = (cx.x(0)?, cx.x(1)?, cx.opt(2));
    let r = spatial_rank(x)?;
    let win = window(cx.node, &x.size()[2..], kernel_of(cx.node, w))?;
    let group = cx.node.int_or("group", 1);
    let sym: Vec<i64> = (0..r).map(|i| win.begin[i].min(win.end[i])).collect();
    let x = if win.symmetric() {
        x.shallow_clone()
    } else {
        let begin: Vec<i64> = (0..r).map(|i| win.begin[i] - sym[i]).collect();
        let end: Vec<i64> = (0..r).map(|i| win.end[i] - sym[i]).collect();
        x.f_constant_pad_nd(torch_pads(&with_lead(2, &begin), &with_lead(2, &end)))?
    };
    one(x.f_convolution(
        w,
        b,
        &win.strides,
        &sym,
        &win.dilations,
        false,
        vec![0; r],
        group,
    )?)
}

/// libtorch's transposed convolution takes symmetric pads and `output_padding` below the
/// stride or dilation; anything else (asymmetric pads, `output_shape`, SAME_*) runs unpadded
/// and the full result is cropped (or zero-extended) to the ONNX extent before adding the bias.
fn conv_transpose(cx: &Cx) -> R<Vec<Tensor>> {
    let (x, w, b) = (cx.x(0)?, cx.x(1)?, cx.opt(2));
    let r = spatial_rank(x)?;
    let node = cx.node;
    let kernel = kernel_of(node, w);
    if kernel.len() != r {
        return attr_err(
            "kernel_shape",
            format!("has {} values for {r} spatial axes", kernel.len()),
        );
    }
    let strides = per_axis(node, "strides", r, 1)?;
    let dilations = per_axis(node, "dilations", r, 1)?;
    let out_pad = per_axis(node, "output_padding", r, 0)?;
    let group = node.int_or("group", 1);
    let input = &x.size()[2..];
    let full: Vec<i64> = (0..r)
        .map(|i| strides[i] * (input[i] - 1) + (kernel[i] - 1) * dilations[i] + 1)
        .collect();
    let auto = node.string("auto_pad").unwrap_or_else(|| "NOTSET".into());
    let target: Option<Vec<i64>> = match node.ints("output_shape").filter(|s| !s.is_empty()) {
        Some(s) if s.len() >= r => Some(s[s.len() - r..].to_vec()),
        Some(s) => {
            return attr_err(
                "output_shape",
                format!("has {} values for {r} spatial axes", s.len()),
            )
        }
        None if auto.starts_with("SAME") => Some((0..r).map(|i| input[i] * strides[i]).collect()),
        None => None,
    };
    let (begin, end): (Vec<i64>, Vec<i64>) = match (&target, auto.as_str()) {
        (Some(t), _) => (0..r)
            .map(|i| {
                let total = full[i] + out_pad[i] - t[i];
                if auto == "SAME_UPPER" {
                    (total / 2, total - total / 2)
                } else {
                    (total - total / 2, total / 2)
                }
            })
            .unzip(),
        (None, "VALID" | "NOTSET" | "") => match node.ints("pads").filter(|p| !p.is_empty()) {
            None => (vec![0; r], vec![0; r]),
            Some(p) if p.len() == 2 * r => (p[..r].to_vec(), p[r..].to_vec()),
            Some(p) => {
                return attr_err(
                    "pads",
                    format!("has {} values for {r} spatial axes", p.len()),
                )
            }
        },
        (None, other) => return attr_err("auto_pad", format!("unknown value '{other}'")),
    };
    let native = begin == end
        && begin.iter().all(|&p| p >= 0)
        && (0..r).all(|i| out_pad[i] >= 0 && out_pad[i] < strides[i].max(dilations[i]));
    if native {
        return one(x.f_convolution(w, b, &strides, &begin, &dilations, true, &out_pad, group)?);
    }
    let y = x.f_convolution(
        w,
        None::<&Tensor>,
        &strides,
        vec![0; r],
        &dilations,
        true,
        vec![0; r],
        group,
    )?;
    let crop_begin: Vec<i64> = begin.iter().map(|&p| -p).collect();
    let crop_end: Vec<i64> = (0..r).map(|i| out_pad[i] - end[i]).collect();
    let y = y.f_constant_pad_nd(torch_pads(
        &with_lead(2, &crop_begin),
        &with_lead(2, &crop_end),
    ))?;
    match b {
        Some(b) => {
            let mut shape = vec![1, -1];
            shape.extend(std::iter::repeat_n(1, r));
            one(y.f_add(&b.f_reshape(shape)?)?)
        }
        None => one(y),
    }
}

/// Inference only: the running statistics normalise; training mode (opset 14's
/// `training_mode = 1`) would need batch statistics and is refused.
fn batch_norm(cx: &Cx) -> R<Vec<Tensor>> {
    if cx.node.int_or("training_mode", 0) != 0 {
        return attr_err(
            "training_mode",
            "training mode is not supported (inference only)",
        );
    }
    if cx.node.int_or("spatial", 1) == 0 {
        return attr_err(
            "spatial",
            "per-activation statistics (spatial = 0) are not supported",
        );
    }
    let (x, scale, bias, mean, var) = (cx.x(0)?, cx.x(1)?, cx.x(2)?, cx.x(3)?, cx.x(4)?);
    let eps = cx.float_or("epsilon", 1e-5);
    let y = x.f_batch_norm(
        Some(scale),
        Some(bias),
        Some(mean),
        Some(var),
        false,
        0.0,
        eps,
        true,
    )?;
    // Opsets before 14 list the statistics (running, then saved) as optional outputs, meant
    // for training; in inference they are the running ones.
    let (m, v) = (mean.shallow_clone(), var.shallow_clone());
    Ok(vec![y, m.shallow_clone(), v.shallow_clone(), m, v])
}

fn instance_norm(cx: &Cx) -> R<Vec<Tensor>> {
    let (x, scale, bias) = (cx.x(0)?, cx.x(1)?, cx.x(2)?);
    let eps = cx.float_or("epsilon", 1e-5);
    one(x.f_instance_norm(
        Some(scale),
        Some(bias),
        None::<&Tensor>,
        None::<&Tensor>,
        true,
        0.1,
        eps,
        true,
    )?)
}

/// Scale and bias only need to broadcast to the normalised shape in ONNX; libtorch wants that
/// exact shape, hence the expand.
fn layer_norm(cx: &Cx) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    let dims = x.size();
    let axis = norm_axis(cx.node.int_or("axis", -1), dims.len(), "axis")? as usize;
    let eps = cx.float_or("epsilon", 1e-5);
    let normalized = dims[axis..].to_vec();
    let scale = cx.x(1)?.f_expand(&normalized, false)?;
    let bias = cx
        .opt(2)
        .map(|b| b.f_expand(&normalized, false))
        .transpose()?;
    if cx.wants(1) || cx.wants(2) {
        let (y, mean, rstd) =
            x.f_native_layer_norm(&normalized, Some(&scale), bias.as_ref(), eps)?;
        return Ok(vec![y, mean, rstd]);
    }
    one(x.f_layer_norm(&normalized, Some(&scale), bias.as_ref(), eps, true)?)
}

/// Cross-channel window: `size` channels centred on c, floor((size-1)/2) before and
/// ceil((size-1)/2) after, summed as shifted slices of the zero-padded squares.
fn lrn(cx: &Cx) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    let Some(size) = cx.node.int("size").filter(|&s| s > 0) else {
        return attr_err("size", "missing or not positive");
    };
    let alpha = cx.float_or("alpha", 1e-4);
    let beta = cx.float_or("beta", 0.75);
    let bias = cx.float_or("bias", 1.0);
    let rank = x.dim();
    if rank < 3 {
        return input_err(format!("input of rank {rank}; LRN needs (N, C, ...)"));
    }
    let c = x.size()[1];
    let before = (size - 1) / 2;
    let after = size - 1 - before;
    let mut begin = vec![0; rank];
    let mut end = vec![0; rank];
    (begin[1], end[1]) = (before, after);
    let sq = x.f_square()?.f_constant_pad_nd(torch_pads(&begin, &end))?;
    let mut sum = sq.f_narrow(1, 0, c)?;
    for k in 1..size {
        sum = sum.f_add(&sq.f_narrow(1, k, c)?)?;
    }
    let den = sum
        .f_mul_scalar(alpha / size as f64)?
        .f_add_scalar(bias)?
        .f_pow_tensor_scalar(beta)?;
    one(x.f_div(&den)?)
}

/// `addmm` (what `nn.Linear` lowers to) when alpha = beta = 1 and C is present; otherwise
/// the general form.
fn gemm(cx: &Cx) -> R<Vec<Tensor>> {
    let (a, b, c) = (cx.x(0)?, cx.x(1)?, cx.opt(2));
    let alpha = cx.float_or("alpha", 1.0);
    let beta = cx.float_or("beta", 1.0);
    let a = if cx.node.int_or("transA", 0) != 0 {
        a.f_transpose(0, 1)?
    } else {
        a.shallow_clone()
    };
    let b = if cx.node.int_or("transB", 0) != 0 {
        b.f_transpose(0, 1)?
    } else {
        b.shallow_clone()
    };
    let kind = a.kind();
    if let (Some(c), 1.0, 1.0) = (c, alpha, beta) {
        return one(c.f_addmm(&a, &b)?);
    }
    let mut y = a.f_mm(&b)?;
    if alpha != 1.0 {
        y = y.f_mul_scalar(alpha)?;
    }
    if let Some(c) = c.filter(|_| beta != 0.0) {
        y = if beta == 1.0 {
            y.f_add(c)?
        } else {
            y.f_add(&c.f_mul_scalar(beta)?)?
        };
    }
    one(if y.kind() == kind {
        y
    } else {
        y.f_to_kind(kind)?
    })
}

fn einsum(cx: &Cx) -> R<Vec<Tensor>> {
    let Some(eq) = cx.node.string("equation") else {
        return attr_err("equation", "missing");
    };
    let eq: String = eq.chars().filter(|c| !c.is_whitespace()).collect();
    let xs = (0..cx.inputs.len())
        .map(|i| cx.x(i))
        .collect::<R<Vec<_>>>()?;
    one(Tensor::f_einsum(&eq, &xs, None::<Vec<i64>>)?)
}

// ---------------------------------------------------------------------------------------------
// Pooling.

#[derive(Clone, Copy, PartialEq)]
enum Pool {
    Max,
    Avg,
}

/// Output length of a pooled axis under ONNX's rule (the same as libtorch's): with
/// `ceil_mode`, a last window that would start in the end padding is dropped.
fn pooled_len(input: i64, begin: i64, end: i64, eff: i64, s: i64, ceil: bool) -> i64 {
    let span = input + begin + end - eff;
    if span < 0 {
        return 0;
    }
    if !ceil {
        return span / s + 1;
    }
    let mut o = (span + s - 1) / s + 1;
    if (o - 1) * s >= input + begin {
        o -= 1;
    }
    o
}

fn max_pool_nd(
    x: &Tensor,
    w: &Window,
    pad: &[i64],
    ceil: bool,
    indices: bool,
) -> Result<(Tensor, Option<Tensor>), TchError> {
    let (k, s, d) = (&w.kernel, &w.strides, &w.dilations);
    if indices {
        let (y, i) = match k.len() {
            1 => x.f_max_pool1d_with_indices(k, s, pad, d, ceil)?,
            2 => x.f_max_pool2d_with_indices(k, s, pad, d, ceil)?,
            _ => x.f_max_pool3d_with_indices(k, s, pad, d, ceil)?,
        };
        return Ok((y, Some(i)));
    }
    let y = match k.len() {
        1 => x.f_max_pool1d(k, s, pad, d, ceil)?,
        2 => x.f_max_pool2d(k, s, pad, d, ceil)?,
        _ => x.f_max_pool3d(k, s, pad, d, ceil)?,
    };
    Ok((y, None))
}

fn avg_pool_nd(
    x: &Tensor,
    w: &Window,
    pad: &[i64],
    ceil: bool,
    include_pad: bool,
) -> Result<Tensor, TchError> {
    let (k, s) = (&w.kernel, &w.strides);
    match k.len() {
        1 => x.f_avg_pool1d(k, s, pad, ceil, include_pad),
        2 => x.f_avg_pool2d(k, s, pad, ceil, include_pad, None::<i64>),
        _ => x.f_avg_pool3d(k, s, pad, ceil, include_pad, None::<i64>),
    }
}

/// Pads libtorch can take itself (symmetric, at most half the window) go into the call;
/// others are applied explicitly (with -inf for MaxPool), the pool runs unpadded, and the
/// result is cut to ONNX's output length. AveragePool without `count_include_pad` then divides
/// by a pooled mask of real elements, so explicit padding is never counted.
fn pool(cx: &Cx, kind: Pool) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    let r = spatial_rank(x)?;
    let Some(kernel) = cx.node.ints("kernel_shape").filter(|k| !k.is_empty()) else {
        return attr_err("kernel_shape", "missing");
    };
    let dims = x.size();
    let spatial = &dims[2..];
    let w = window(cx.node, spatial, kernel.to_vec())?;
    if kind == Pool::Avg && w.dilations.iter().any(|&d| d != 1) {
        return attr_err(
            "dilations",
            "AveragePool with dilation is not supported by libtorch",
        );
    }
    let ceil = !w.same && cx.node.int_or("ceil_mode", 0) != 0;
    let include_pad = cx.node.int_or("count_include_pad", 0) != 0;
    let want_indices = kind == Pool::Max && cx.wants(1);
    if want_indices && cx.node.int_or("storage_order", 0) != 0 {
        return attr_err("storage_order", "column-major indices are not supported");
    }
    let native = w.symmetric()
        && (0..r).all(|i| {
            let limit = match kind {
                Pool::Max => w.eff(i) / 2,
                Pool::Avg => w.kernel[i] / 2,
            };
            w.begin[i] <= limit
        });
    if native {
        return match kind {
            Pool::Max => {
                let (y, idx) = max_pool_nd(x, &w, &w.begin, ceil, want_indices)?;
                match idx {
                    Some(i) => Ok(vec![y, onnx_pool_indices(&i, &dims)?]),
                    None => one(y),
                }
            }
            Pool::Avg => one(avg_pool_nd(x, &w, &w.begin, ceil, include_pad)?),
        };
    }
    if want_indices {
        return attr_err(
            "pads",
            "Indices output with pads libtorch cannot apply itself is not supported",
        );
    }
    let pads = torch_pads(&with_lead(2, &w.begin), &with_lead(2, &w.end));
    let zero = vec![0; r];
    let y = match kind {
        Pool::Max => {
            let xp = x.f_pad(&pads, "constant", Some(lowest(x.kind())))?;
            max_pool_nd(&xp, &w, &zero, ceil, false)?.0
        }
        Pool::Avg => {
            let xp = x.f_constant_pad_nd(&pads)?;
            let y = avg_pool_nd(&xp, &w, &zero, ceil, true)?;
            if include_pad {
                y
            } else {
                let mut ones_shape = vec![1, 1];
                ones_shape.extend_from_slice(spatial);
                let mask = Tensor::f_ones(&ones_shape, (x.kind(), x.device()))?
                    .f_constant_pad_nd(&pads)?;
                y.f_div(&avg_pool_nd(&mask, &w, &zero, ceil, true)?)?
            }
        }
    };
    let mut y = y;
    for (i, &input) in spatial.iter().enumerate() {
        let len = pooled_len(input, w.begin[i], w.end[i], w.eff(i), w.strides[i], ceil);
        let ax = 2 + i as i64;
        if y.size()[2 + i] > len {
            y = y.f_narrow(ax, 0, len)?;
        }
    }
    one(y)
}

/// libtorch numbers the maximum within each (n, c) plane; ONNX over the whole tensor.
fn onnx_pool_indices(idx: &Tensor, dims: &[i64]) -> R<Tensor> {
    let (n, c) = (dims[0], dims[1]);
    let plane: i64 = dims[2..].iter().product();
    let mut shape = vec![n, c];
    shape.extend(std::iter::repeat_n(1, dims.len() - 2));
    let offsets = Tensor::f_arange(n * c, (Kind::Int64, idx.device()))?
        .f_mul_scalar(plane)?
        .f_reshape(shape)?;
    Ok(idx.f_add(&offsets)?)
}

fn global_pool(cx: &Cx, kind: Pool) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    if x.dim() < 3 {
        return input_err(format!(
            "input of rank {}; global pooling needs (N, C, ...)",
            x.dim()
        ));
    }
    let axes: Vec<i64> = (2..x.dim() as i64).collect();
    one(match kind {
        Pool::Avg => x.f_mean_dim(axes, true, x.kind())?,
        Pool::Max => x.f_amax(axes, true)?,
    })
}

// ---------------------------------------------------------------------------------------------
// Softmax family and reductions.

/// Before opset 13 the input is coerced to 2-D at `axis` (default 1) and normalised over the
/// whole trailing block; from 13 on, along `axis` alone (default -1).
fn softmax(cx: &Cx, log: bool) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    let dims = x.size();
    let rank = dims.len().max(1);
    let f = |t: &Tensor, dim: i64| {
        if log {
            t.f_log_softmax(dim, t.kind())
        } else {
            t.f_softmax(dim, t.kind())
        }
    };
    if cx.opset >= 13 {
        let axis = norm_axis(cx.node.int_or("axis", -1), rank, "axis")?;
        return one(f(x, axis)?);
    }
    one(f(&as_2d(cx, x)?, 1)?.f_reshape(&dims)?)
}

/// Axes are an attribute in older opsets and an input in newer ones (ReduceSum from 13, the
/// others from 18); empty axes reduce everything unless `noop_with_empty_axes`.
fn reduce(cx: &Cx, op: &str) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    let rank = x.dim();
    let keep = cx.node.int_or("keepdims", 1) != 0;
    let axes = cx.axes("axes", 1)?.unwrap_or_default();
    if axes.is_empty() && cx.node.int_or("noop_with_empty_axes", 0) != 0 {
        return one(x.shallow_clone());
    }
    let axes = if axes.is_empty() {
        (0..rank as i64).collect()
    } else {
        norm_axes(&axes, rank, "axis")?
    };
    if axes.is_empty() {
        return one(x.shallow_clone()); // a scalar: reducing it changes nothing
    }
    let kind = x.kind();
    let y = match op {
        "ReduceSum" => x.f_sum_dim_intlist(&axes, keep, kind)?,
        "ReduceMean" if is_float(kind) => x.f_mean_dim(&axes, keep, kind)?,
        // onnxruntime divides an integer sum by the count in the integer type.
        "ReduceMean" => {
            let count: i64 = axes.iter().map(|&a| x.size()[a as usize]).product();
            x.f_sum_dim_intlist(&axes, keep, Kind::Int64)?
                .f_div_scalar_mode(count, "trunc")?
                .f_to_kind(kind)?
        }
        "ReduceMax" => x.f_amax(&axes, keep)?,
        "ReduceMin" => x.f_amin(&axes, keep)?,
        "ReduceProd" => {
            let mut y = x.shallow_clone();
            for &a in &axes {
                y = y.f_prod_dim_int(a, true, kind)?;
            }
            if keep {
                y
            } else {
                y.f_squeeze_dims(&axes)?
            }
        }
        "ReduceL1" => x.f_abs()?.f_sum_dim_intlist(&axes, keep, kind)?,
        "ReduceL2" => x
            .f_square()?
            .f_sum_dim_intlist(&axes, keep, kind)?
            .f_sqrt()?,
        "ReduceSumSquare" => x.f_square()?.f_sum_dim_intlist(&axes, keep, kind)?,
        "ReduceLogSumExp" => x.f_logsumexp(&axes, keep)?,
        _ => return Err(Fail::Unsupported),
    };
    one(y)
}

/// `select_last_index` is the first index of the reversed axis, mapped back.
fn arg_extreme(cx: &Cx, max: bool) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    let axis = norm_axis(cx.node.int_or("axis", 0), x.dim(), "axis")?;
    let keep = cx.node.int_or("keepdims", 1) != 0;
    let f = |t: &Tensor| {
        if max {
            t.f_argmax(axis, keep)
        } else {
            t.f_argmin(axis, keep)
        }
    };
    if cx.node.int_or("select_last_index", 0) == 0 {
        return one(f(x)?);
    }
    let last = x.size()[axis as usize] - 1;
    one(f(&x.f_flip([axis])?)?
        .f_mul_scalar(-1)?
        .f_add_scalar(last)?)
}

/// `exclusive` shifts the running sum by one along the axis; `reverse` sums from the end.
fn cumsum(cx: &Cx) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    let Some(axis) = cx.scalar_in(1)? else {
        return input_err("the axis input is missing");
    };
    let rank = x.dim();
    let axis = norm_axis(axis as i64, rank, "axis")?;
    let reverse = cx.node.int_or("reverse", 0) != 0;
    let mut y = if reverse {
        x.f_flip([axis])?
    } else {
        x.shallow_clone()
    };
    y = y.f_cumsum(axis, x.kind())?;
    if cx.node.int_or("exclusive", 0) != 0 {
        let mut begin = vec![0; rank];
        let mut end = vec![0; rank];
        (begin[axis as usize], end[axis as usize]) = (1, -1);
        y = y.f_constant_pad_nd(torch_pads(&begin, &end))?;
    }
    one(if reverse { y.f_flip([axis])? } else { y })
}

/// `k` is an attribute in opset 1 and an input from 10.
fn topk(cx: &Cx) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    let k = match cx.ints_in(1)? {
        Some(v) if v.len() == 1 => v[0],
        Some(v) => return input_err(format!("K must hold one value, not {}", v.len())),
        None => match cx.node.int("k") {
            Some(k) => k,
            None => return attr_err("k", "missing"),
        },
    };
    let axis = norm_axis(cx.node.int_or("axis", -1), x.dim(), "axis")?;
    let largest = cx.node.int_or("largest", 1) != 0;
    let sorted = cx.node.int_or("sorted", 1) != 0;
    let (v, i) = x.f_topk(k, axis, largest, sorted)?;
    Ok(vec![v, i])
}

// ---------------------------------------------------------------------------------------------
// Shape and data movement.

fn concat(cx: &Cx) -> R<Vec<Tensor>> {
    let axis = match cx.node.int("axis") {
        Some(a) => a,
        None if cx.opset < 4 => 1,
        None => return attr_err("axis", "missing"),
    };
    let xs = (0..cx.inputs.len())
        .map(|i| cx.x(i))
        .collect::<R<Vec<_>>>()?;
    let Some(first) = xs.first() else {
        return input_err("no inputs");
    };
    let axis = norm_axis(axis, first.dim(), "axis")?;
    one(Tensor::f_cat(&xs, axis)?)
}

/// Sizes come from the `split` input (opset 13+, and opset 1), else the `split` attribute,
/// else `num_outputs` (opset 18, last chunk smaller), else an even split over the outputs.
fn split(cx: &Cx) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    let axis = norm_axis(cx.node.int_or("axis", 0), x.dim(), "axis")?;
    let dim = x.size()[axis as usize];
    let sizes = match cx.ints_in(1)?.filter(|s| !s.is_empty()) {
        Some(s) => s,
        None => match cx.node.ints("split").filter(|s| !s.is_empty()) {
            Some(s) => s.to_vec(),
            None => match cx.node.int("num_outputs") {
                Some(n) if n > 0 => {
                    let chunk = (dim + n - 1) / n;
                    (0..n).map(|i| (dim - i * chunk).clamp(0, chunk)).collect()
                }
                Some(n) => return attr_err("num_outputs", format!("{n} is not positive")),
                None => {
                    let n = cx.node.output.len() as i64;
                    if n == 0 || dim % n != 0 {
                        return input_err(format!(
                            "axis of length {dim} does not split evenly into {n} outputs"
                        ));
                    }
                    vec![dim / n; n as usize]
                }
            },
        },
    };
    if sizes.iter().any(|&s| s < 0) || sizes.iter().sum::<i64>() != dim {
        return input_err(format!(
            "split sizes {sizes:?} do not add up to the axis length {dim}"
        ));
    }
    Ok(x.f_split_with_sizes(&sizes, axis)?)
}

/// A 0 copies the input's dimension at that index unless `allowzero` (opset 14); -1 is
/// inferred. Opsets before 5 take the shape as an attribute.
fn reshape(cx: &Cx) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    let shape = if cx.opset < 5 {
        match cx.node.ints("shape") {
            Some(s) => s.to_vec(),
            None => return attr_err("shape", "missing"),
        }
    } else {
        match cx.ints_in(1)? {
            Some(s) => s,
            None => return input_err("the shape input is missing"),
        }
    };
    let allowzero = cx.node.int_or("allowzero", 0) != 0;
    let dims = x.size();
    let mut out = Vec::with_capacity(shape.len());
    for (i, &s) in shape.iter().enumerate() {
        out.push(match s {
            0 if !allowzero => match dims.get(i) {
                Some(&d) => d,
                None => {
                    return input_err(format!(
                        "shape {shape:?} copies dimension {i} of an input of rank {}",
                        dims.len()
                    ))
                }
            },
            s if s < -1 => return input_err(format!("invalid dimension {s} in shape {shape:?}")),
            s => s,
        });
    }
    if out.iter().filter(|&&d| d == -1).count() > 1 {
        return input_err(format!("shape {shape:?} has more than one -1"));
    }
    one(x.f_reshape(out)?)
}

fn flatten(cx: &Cx) -> R<Vec<Tensor>> {
    one(as_2d(cx, cx.x(0)?)?)
}

/// `x` as a matrix split at the node's `axis` (default 1): Flatten, and Softmax before
/// opset 13, coerce their input this way.
fn as_2d(cx: &Cx, x: &Tensor) -> R<Tensor> {
    let dims = x.size();
    let axis = cx.node.int_or("axis", 1);
    let axis = if axis < 0 {
        axis + dims.len() as i64
    } else {
        axis
    };
    if axis < 0 || axis as usize > dims.len() {
        return input_err(format!(
            "axis {axis} is out of range for rank {}",
            dims.len()
        ));
    }
    let outer: i64 = dims[..axis as usize].iter().product();
    let inner: i64 = dims[axis as usize..].iter().product();
    Ok(x.f_reshape([outer, inner])?)
}

fn transpose(cx: &Cx) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    let rank = x.dim() as i64;
    let perm = match cx.node.ints("perm").filter(|p| !p.is_empty()) {
        Some(p) => p.to_vec(),
        None => (0..rank).rev().collect(),
    };
    one(x.f_permute(perm)?)
}

/// Without axes every size-1 dimension goes; with axes, each named dimension must be 1 (ONNX
/// requires it; libtorch would silently keep it).
fn squeeze(cx: &Cx) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    let dims = x.size();
    let axes = cx.axes("axes", 1)?.unwrap_or_default();
    let axes = if axes.is_empty() {
        (0..dims.len() as i64)
            .filter(|&a| dims[a as usize] == 1)
            .collect()
    } else {
        let axes = norm_axes(&axes, dims.len(), "axis")?;
        if let Some(&a) = axes.iter().find(|&&a| dims[a as usize] != 1) {
            return input_err(format!(
                "cannot squeeze axis {a} of size {}",
                dims[a as usize]
            ));
        }
        axes
    };
    one(x.f_squeeze_dims(&axes)?)
}

/// Axes index the output, so they are normalised against the output rank and inserted in
/// ascending order.
fn unsqueeze(cx: &Cx) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    let Some(axes) = cx.axes("axes", 1)? else {
        return input_err("axes are missing");
    };
    let out_rank = x.dim() + axes.len();
    let sorted = norm_axes(&axes, out_rank, "axis")?;
    if sorted.len() != axes.len() {
        return input_err(format!("axes {axes:?} repeat an axis"));
    }
    let mut y = x.shallow_clone();
    for a in sorted {
        y = y.f_unsqueeze(a)?;
    }
    one(y)
}

/// Bounds are clamped as ONNX specifies; libtorch has no negative steps, so those run on the
/// axis flipped, where the same elements come in the same order with a positive step.
fn slice(cx: &Cx) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    let (starts, ends, axes, steps) = if cx.opset < 10 {
        let get = |n: &str| cx.node.ints(n).map(<[i64]>::to_vec);
        match (get("starts"), get("ends")) {
            (Some(s), Some(e)) => (s, e, get("axes"), None),
            _ => return attr_err("starts", "starts and ends are required"),
        }
    } else {
        match (cx.ints_in(1)?, cx.ints_in(2)?) {
            (Some(s), Some(e)) => (s, e, cx.ints_in(3)?, cx.ints_in(4)?),
            _ => return input_err("starts and ends are required"),
        }
    };
    let n = starts.len();
    let axes = axes.unwrap_or_else(|| (0..n as i64).collect());
    let steps = steps.unwrap_or_else(|| vec![1; n]);
    if ends.len() != n || axes.len() != n || steps.len() != n {
        return input_err("starts, ends, axes and steps differ in length");
    }
    let dims = x.size();
    let mut y = x.shallow_clone();
    for i in 0..n {
        let axis = norm_axis(axes[i], dims.len(), "axis")?;
        let dim = dims[axis as usize];
        let step = steps[i];
        if step == 0 {
            return input_err("a step of 0");
        }
        let wrap = |v: i64| if v < 0 { v.saturating_add(dim) } else { v };
        let (start, end) = (wrap(starts[i]), wrap(ends[i]));
        if step > 0 {
            let s = start.clamp(0, dim);
            let e = end.clamp(0, dim).max(s);
            if (s, e, step) != (0, dim, 1) {
                y = y.f_slice(axis, s, e, step)?;
            }
        } else if dim > 0 {
            let s = start.clamp(0, dim - 1);
            let e = end.clamp(-1, dim - 1);
            // Index j of the flipped axis is dim-1-j of the original.
            let (fs, fe) = (dim - 1 - s, (dim - 1 - e).max(dim - 1 - s));
            y = y.f_flip([axis])?.f_slice(axis, fs, fe, -step)?;
        }
    }
    one(y)
}

/// Negative indices count from the end of the axis.
fn wrap_indices(idx: &Tensor, dim: i64) -> R<Tensor> {
    let idx = idx.f_to_kind(Kind::Int64)?;
    Ok(idx.f_where_self(&idx.f_ge(0)?, &idx.f_add_scalar(dim)?)?)
}

fn gather(cx: &Cx) -> R<Vec<Tensor>> {
    let (x, idx) = (cx.x(0)?, cx.x(1)?);
    let dims = x.size();
    let axis = norm_axis(cx.node.int_or("axis", 0), dims.len(), "axis")? as usize;
    let idx = wrap_indices(idx, dims[axis])?;
    let mut shape = dims[..axis].to_vec();
    shape.extend(idx.size());
    shape.extend_from_slice(&dims[axis + 1..]);
    let flat = idx.f_reshape([-1])?;
    one(x.f_index_select(axis as i64, &flat)?.f_reshape(shape)?)
}

fn gather_elements(cx: &Cx) -> R<Vec<Tensor>> {
    let (x, idx) = (cx.x(0)?, cx.x(1)?);
    let axis = norm_axis(cx.node.int_or("axis", 0), x.dim(), "axis")?;
    let idx = wrap_indices(idx, x.size()[axis as usize])?;
    one(x.f_gather(axis, &idx, false)?)
}

/// Copies `data` and writes `updates` at the index tuples in the last axis of `indices`:
/// the leading k axes are flattened into one so a single `index_put_` does it.
fn scatter_nd(cx: &Cx) -> R<Vec<Tensor>> {
    let (data, idx, updates) = (cx.x(0)?, cx.x(1)?, cx.x(2)?);
    let reduction = cx.node.string("reduction").unwrap_or_else(|| "none".into());
    if reduction != "none" {
        return attr_err(
            "reduction",
            format!("'{reduction}' is not supported (only 'none')"),
        );
    }
    let dims = data.size();
    let isz = idx.size();
    let k = *isz.last().unwrap_or(&0) as usize;
    if k == 0 || k > dims.len() {
        return input_err(format!("indices end in {k}, data has rank {}", dims.len()));
    }
    let idx = idx.f_to_kind(Kind::Int64)?;
    // Negative indices count from the end of their axis.
    let bounds = cx.i64_tensor(&dims[..k])?;
    let idx = idx.f_where_self(&idx.f_ge(0)?, &idx.f_add(&bounds)?)?;
    let mut strides = vec![1i64; k];
    for j in (0..k.saturating_sub(1)).rev() {
        strides[j] = strides[j + 1] * dims[j + 1];
    }
    let linear = idx
        .f_mul(&cx.i64_tensor(&strides)?)?
        .f_sum_dim_intlist(-1, false, Kind::Int64)?
        .f_reshape([-1])?;
    let lead: i64 = dims[..k].iter().product();
    let rest = &dims[k..];
    let mut flat_shape = vec![lead];
    flat_shape.extend_from_slice(rest);
    let mut upd_shape = vec![-1];
    upd_shape.extend_from_slice(rest);
    let mut out = data.f_reshape(&flat_shape)?.f_contiguous()?.copy();
    let upd = updates.f_reshape(&upd_shape)?.f_to_kind(data.kind())?;
    let _ = out.f_index_put_(&[Some(linear)], &upd, false)?;
    one(out.f_reshape(&dims)?)
}

/// `start`/`end` (opset 15) select a range of dimensions, clamped to the rank.
fn shape(cx: &Cx) -> R<Vec<Tensor>> {
    let dims = cx.x(0)?.size();
    let r = dims.len() as i64;
    let clamp = |v: i64| (if v < 0 { v + r } else { v }).clamp(0, r) as usize;
    let start = clamp(cx.node.int_or("start", 0));
    let end = clamp(cx.node.int("end").unwrap_or(r));
    let sel = if start < end {
        &dims[start..end]
    } else {
        &[][..]
    };
    one(cx.i64_tensor(sel)?)
}

fn constant(cx: &Cx) -> R<Vec<Tensor>> {
    let node = cx.node;
    if let Some(t) = node.tensor("value") {
        return one(from_proto(t, cx.model_dir, cx.device)?);
    }
    if let Some(v) = node.float("value_float") {
        return one(cx.f32_tensor(&[v])?.f_reshape([] as [i64; 0])?);
    }
    if let Some(v) = node.floats("value_floats") {
        return one(cx.f32_tensor(v)?);
    }
    if let Some(v) = node.int("value_int") {
        return one(cx.i64_tensor(&[v])?.f_reshape([] as [i64; 0])?);
    }
    if let Some(v) = node.ints("value_ints") {
        return one(cx.i64_tensor(v)?);
    }
    for name in ["value_string", "value_strings", "sparse_value"] {
        if node.attr(name).is_some() {
            return attr_err(name, "string and sparse constants are not supported");
        }
    }
    attr_err("value", "no value attribute")
}

/// The one-element `value` tensor (float 0 by default) fixes the type.
fn constant_of_shape(cx: &Cx) -> R<Vec<Tensor>> {
    let Some(shape) = cx.ints_in(0)? else {
        return input_err("the shape input is missing");
    };
    let value = match cx.node.tensor("value") {
        Some(t) => from_proto(t, cx.model_dir, cx.device)?,
        None => cx.f32_tensor(&[0.0])?,
    };
    if value.numel() != 1 {
        return attr_err(
            "value",
            format!("holds {} elements, not one", value.numel()),
        );
    }
    one(value
        .f_reshape([] as [i64; 0])?
        .f_expand(&shape, false)?
        .f_contiguous()?)
}

/// ONNX broadcasts both ways (a 1 in `shape` keeps the input's dimension); libtorch's expand
/// only grows the input, so the output shape is resolved first.
fn expand(cx: &Cx) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    let Some(shape) = cx.ints_in(1)? else {
        return input_err("the shape input is missing");
    };
    let dims = x.size();
    let rank = dims.len().max(shape.len());
    let at = |v: &[i64], i: usize| (i + v.len()).checked_sub(rank).map_or(1, |j| v[j]);
    let mut out = Vec::with_capacity(rank);
    for i in 0..rank {
        let (a, b) = (at(&dims, i), at(&shape, i));
        out.push(match (a, b) {
            _ if a == b || b == 1 => a,
            (1, _) => b,
            _ => return input_err(format!("shape {shape:?} does not broadcast with {dims:?}")),
        });
    }
    one(x.f_expand(out, false)?.f_contiguous()?)
}

/// Opset 1 takes `tiles` and `axis` inputs; later opsets a full `repeats` vector.
fn tile(cx: &Cx) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    let repeats = if cx.opset < 6 && cx.opt(2).is_some() {
        let (Some(tiles), Some(axis)) = (cx.scalar_in(1)?, cx.scalar_in(2)?) else {
            return input_err("tiles and axis are required");
        };
        let axis = norm_axis(axis as i64, x.dim(), "axis")? as usize;
        let mut r = vec![1; x.dim()];
        r[axis] = tiles as i64;
        r
    } else {
        match cx.ints_in(1)? {
            Some(r) => r,
            None => return input_err("the repeats input is missing"),
        }
    };
    if repeats.len() != x.dim() {
        return input_err(format!("{} repeats for rank {}", repeats.len(), x.dim()));
    }
    one(x.f_repeat(&repeats)?)
}

/// Pads are attributes before opset 11 (`paddings` in opset 1) and inputs after, with an
/// optional `axes` input from 18. Constant mode handles negative pads (crops) natively; the
/// other modes crop first, then use libtorch's reflect/replicate/circular kernels on up to
/// three trailing axes (leading axes folded into one batch axis), or per-axis index gathers.
fn pad(cx: &Cx) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    let rank = x.dim();
    let mode = cx.string_or("mode", "constant");
    let (pads, value) = if cx.opset < 11 {
        let pads = cx
            .node
            .ints("pads")
            .or_else(|| cx.node.ints("paddings"))
            .map(<[i64]>::to_vec);
        match pads {
            Some(p) => (p, cx.float_or("value", 0.0)),
            None => return attr_err("pads", "missing"),
        }
    } else {
        match cx.ints_in(1)? {
            Some(p) => (p, cx.scalar_in(2)?.unwrap_or(0.0)),
            None => return input_err("the pads input is missing"),
        }
    };
    let axes = match cx.ints_in(3)? {
        Some(a) => a
            .iter()
            .map(|&a| norm_axis(a, rank, "axis"))
            .collect::<R<Vec<_>>>()?,
        None => (0..rank as i64).collect(),
    };
    if pads.len() != 2 * axes.len() {
        return input_err(format!("{} pads for {} axes", pads.len(), axes.len()));
    }
    let mut begin = vec![0; rank];
    let mut end = vec![0; rank];
    for (k, &a) in axes.iter().enumerate() {
        begin[a as usize] = pads[k];
        end[a as usize] = pads[k + axes.len()];
    }
    if mode == "constant" {
        let pads = torch_pads(&begin, &end);
        if pads.is_empty() {
            return one(x.shallow_clone());
        }
        return one(x.f_pad(pads, "constant", Some(value))?);
    }
    let torch_mode = match mode.as_str() {
        "reflect" => "reflect",
        "edge" => "replicate",
        "wrap" => "circular",
        other => return attr_err("mode", format!("unknown value '{other}'")),
    };
    let mut y = x.shallow_clone();
    for a in 0..rank {
        let (b, e) = (begin[a].min(0), end[a].min(0));
        if b < 0 || e < 0 {
            let len = y.size()[a] + b + e;
            y = y.f_narrow(a as i64, -b, len.max(0))?;
        }
    }
    let begin: Vec<i64> = begin.iter().map(|&p| p.max(0)).collect();
    let end: Vec<i64> = end.iter().map(|&p| p.max(0)).collect();
    let Some(first) = (0..rank).find(|&a| begin[a] > 0 || end[a] > 0) else {
        return one(y);
    };
    let k = rank - first;
    if k <= 3 {
        // libtorch wants (batch, channel?, k padded axes): fold the rest into one batch axis.
        let dims = y.size();
        let mut folded = vec![dims[..first].iter().product::<i64>(), 1];
        folded.extend_from_slice(&dims[first..]);
        let p = y.f_reshape(&folded)?.f_pad(
            torch_pads(&with_lead(2, &begin[first..]), &with_lead(2, &end[first..])),
            torch_mode,
            None::<f64>,
        )?;
        let mut out = dims[..first].to_vec();
        out.extend(p.size()[2..].iter().copied());
        return one(p.f_reshape(out)?);
    }
    for a in first..rank {
        if begin[a] > 0 || end[a] > 0 {
            y = pad_axis_gather(&y, a, begin[a], end[a], &mode)?;
        }
    }
    one(y)
}

/// Pads one axis by gathering source indices computed on the host.
fn pad_axis_gather(y: &Tensor, axis: usize, begin: i64, end: i64, mode: &str) -> R<Tensor> {
    let dim = y.size()[axis];
    if dim == 0 {
        return input_err(format!("cannot {mode}-pad an empty axis {axis}"));
    }
    let idx: Vec<i64> = (-begin..dim + end)
        .map(|i| match mode {
            "edge" => i.clamp(0, dim - 1),
            "wrap" => i.rem_euclid(dim),
            _ if dim == 1 => 0,
            _ => {
                let m = i.rem_euclid(2 * (dim - 1));
                if m >= dim {
                    2 * (dim - 1) - m
                } else {
                    m
                }
            }
        })
        .collect();
    let idx = Tensor::f_from_slice(&idx)?.f_to_device(y.device())?;
    Ok(y.f_index_select(axis as i64, &idx)?)
}

fn range(cx: &Cx) -> R<Vec<Tensor>> {
    let kind = cx.x(0)?.kind();
    let (Some(start), Some(limit), Some(delta)) =
        (cx.scalar_in(0)?, cx.scalar_in(1)?, cx.scalar_in(2)?)
    else {
        return input_err("start, limit and delta are required");
    };
    if delta == 0.0 {
        return input_err("delta is 0");
    }
    // ONNX's count; libtorch's arange would reject a delta of the wrong sign instead of
    // producing an empty range.
    let n = if kind == Kind::Float {
        ((limit as f32 - start as f32) / delta as f32).ceil() as i64
    } else {
        ((limit - start) / delta).ceil() as i64
    }
    .max(0);
    let opts = (kind, cx.device);
    if n == 0 {
        return one(Tensor::f_empty([0], opts)?);
    }
    one(if is_float(kind) {
        Tensor::f_arange(n, (Kind::Double, cx.device))?
            .f_mul_scalar(delta)?
            .f_add_scalar(start)?
            .f_to_kind(kind)?
    } else {
        let (s, d) = (start as i64, delta as i64);
        Tensor::f_arange_start_step(s, s + n * d, d, opts)?
    })
}

/// DCR (the default) orders the depth as (block row, block column, channel); CRD as
/// (channel, block row, block column), which is libtorch's `pixel_shuffle`.
fn depth_to_space(cx: &Cx) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    let Some(b) = cx.node.int("blocksize").filter(|&b| b > 0) else {
        return attr_err("blocksize", "missing or not positive");
    };
    let (n, c, h, w) = x.size4()?;
    if c % (b * b) != 0 {
        return input_err(format!(
            "{c} channels are not divisible by blocksize² = {}",
            b * b
        ));
    }
    match cx.string_or("mode", "DCR").as_str() {
        "CRD" => one(x.f_pixel_shuffle(b)?),
        "DCR" => one(x
            .f_reshape([n, b, b, c / (b * b), h, w])?
            .f_permute([0, 3, 4, 1, 5, 2])?
            .f_reshape([n, c / (b * b), h * b, w * b])?),
        other => attr_err("mode", format!("unknown value '{other}'")),
    }
}

/// The inverse of DCR DepthToSpace; libtorch's `pixel_unshuffle` orders channels CRD-style.
fn space_to_depth(cx: &Cx) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    let Some(b) = cx.node.int("blocksize").filter(|&b| b > 0) else {
        return attr_err("blocksize", "missing or not positive");
    };
    let (n, c, h, w) = x.size4()?;
    if h % b != 0 || w % b != 0 {
        return input_err(format!(
            "spatial size {h}x{w} is not divisible by blocksize {b}"
        ));
    }
    one(x
        .f_reshape([n, c, h / b, b, w / b, b])?
        .f_permute([0, 3, 5, 1, 2, 4])?
        .f_reshape([n, c * b * b, h / b, w / b])?)
}

fn trilu(cx: &Cx) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    let k = cx.scalar_in(1)?.map_or(0, |k| k as i64);
    one(if cx.node.int_or("upper", 1) != 0 {
        x.f_triu(k)?
    } else {
        x.f_tril(k)?
    })
}

// ---------------------------------------------------------------------------------------------
// Resize and Upsample.

#[derive(Clone, Copy, PartialEq, Debug)]
enum Nearest {
    /// Opsets before 11: truncate when upsampling, ceil when downsampling (onnxruntime).
    Simple,
    RoundPreferFloor,
    RoundPreferCeil,
    Floor,
    Ceil,
}

/// Where output coordinate `x` falls in the input, in f32 as onnxruntime computes it.
fn source_coord(mode: &str, x: i64, scale: f32, out_len: i64, in_len: i64) -> f32 {
    let xr = x as f32;
    match mode {
        "asymmetric" => xr / scale,
        "pytorch_half_pixel" if out_len > 1 => (xr + 0.5) / scale - 0.5,
        "pytorch_half_pixel" => 0.0,
        "tf_half_pixel_for_nn" => (xr + 0.5) / scale,
        "align_corners" if out_len == 1 => 0.0,
        "align_corners" => xr * (in_len - 1) as f32 / (out_len - 1) as f32,
        "half_pixel_symmetric" => {
            let adjustment = out_len as f32 / (scale * in_len as f32);
            let center = in_len as f32 / 2.0;
            center * (1.0 - adjustment) + (xr + 0.5) / scale - 0.5
        }
        _ => (xr + 0.5) / scale - 0.5, // half_pixel
    }
}

fn nearest_index(x: f32, mode: Nearest, downsampling: bool, in_len: i64) -> i64 {
    let i = match mode {
        Nearest::Simple if downsampling => x.ceil() as i64,
        Nearest::Simple => x as i64,
        Nearest::RoundPreferFloor if x == x.trunc() + 0.5 => x.floor() as i64,
        Nearest::RoundPreferFloor | Nearest::RoundPreferCeil => x.round() as i64,
        Nearest::Floor => x.floor() as i64,
        Nearest::Ceil => x.ceil() as i64,
    };
    i.clamp(0, in_len - 1)
}

/// Per-axis interpolation plan: source indices and the weight of the second one.
struct AxisPlan {
    i0: Vec<i64>,
    i1: Vec<i64>,
    w1: Vec<f32>,
}

impl AxisPlan {
    fn identity(&self) -> bool {
        self.i0.iter().enumerate().all(|(j, &i)| i == j as i64) && self.w1.iter().all(|&w| w == 0.0)
    }
}

/// Output sizes, the scale used for coordinates, and whether sizes were given with the default
/// "stretch" policy (then each scale is exactly output/input).
struct ResizeTarget {
    out: Vec<i64>,
    scales: Vec<f32>,
    from_sizes: bool,
}

fn resize_target(cx: &Cx, dims: &[i64]) -> R<ResizeTarget> {
    let rank = dims.len();
    let node = cx.node;
    let upsample = node.op_type() == "Upsample";
    let (scales, sizes): (Option<Vec<f32>>, Option<Vec<i64>>) = if upsample {
        if cx.opset >= 9 {
            (
                cx.opt(1)
                    .map(to_f64_values)
                    .transpose()?
                    .map(|v| v.iter().map(|&s| s as f32).collect()),
                None,
            )
        } else if let Some(s) = node.floats("scales") {
            (Some(s.to_vec()), None)
        } else {
            let (h, w) = (node.float("height_scale"), node.float("width_scale"));
            match (h, w, rank) {
                (Some(h), Some(w), 4) => (Some(vec![1.0, 1.0, h, w]), None),
                _ => {
                    return attr_err(
                        "scales",
                        "missing (or height_scale/width_scale on a 4-D input)",
                    )
                }
            }
        }
    } else if cx.opset < 11 {
        (
            cx.opt(1)
                .map(to_f64_values)
                .transpose()?
                .map(|v| v.iter().map(|&s| s as f32).collect()),
            None,
        )
    } else {
        let scales = cx
            .opt(2)
            .filter(|t| t.numel() > 0)
            .map(to_f64_values)
            .transpose()?
            .map(|v| v.iter().map(|&s| s as f32).collect());
        let sizes = cx
            .opt(3)
            .filter(|t| t.numel() > 0)
            .map(to_i64_values)
            .transpose()?;
        (scales, sizes)
    };
    let axes = match node.ints("axes").filter(|a| !a.is_empty()) {
        Some(a) => a
            .iter()
            .map(|&a| norm_axis(a, rank, "axis"))
            .collect::<R<Vec<_>>>()?,
        None => (0..rank as i64).collect(),
    };
    let mut t = ResizeTarget {
        out: dims.to_vec(),
        scales: vec![1.0; rank],
        from_sizes: false,
    };
    match (scales, sizes) {
        (Some(_), Some(_)) => return input_err("both scales and sizes are given"),
        (None, None) => return input_err("neither scales nor sizes is given"),
        (Some(s), None) => {
            if s.len() != axes.len() {
                return input_err(format!("{} scales for {} axes", s.len(), axes.len()));
            }
            for (k, &a) in axes.iter().enumerate() {
                let a = a as usize;
                if s[k] <= 0.0 {
                    return input_err(format!("scale {} is not positive", s[k]));
                }
                t.scales[a] = s[k];
                t.out[a] = (s[k] * dims[a] as f32) as i64;
            }
        }
        (None, Some(s)) => {
            if s.len() != axes.len() {
                return input_err(format!("{} sizes for {} axes", s.len(), axes.len()));
            }
            let policy = cx.string_or("keep_aspect_ratio_policy", "stretch");
            let ratio = |k: usize| s[k] as f32 / dims[axes[k] as usize] as f32;
            let common = match policy.as_str() {
                "stretch" => None,
                "not_larger" => Some((0..s.len()).map(ratio).fold(f32::INFINITY, f32::min)),
                "not_smaller" => Some((0..s.len()).map(ratio).fold(0.0, f32::max)),
                other => {
                    return attr_err(
                        "keep_aspect_ratio_policy",
                        format!("unknown value '{other}'"),
                    )
                }
            };
            t.from_sizes = common.is_none();
            for (k, &a) in axes.iter().enumerate() {
                let a = a as usize;
                match common {
                    None => {
                        t.out[a] = s[k];
                        t.scales[a] = if dims[a] == 0 { 1.0 } else { ratio(k) };
                    }
                    Some(c) => {
                        t.out[a] = (c * dims[a] as f32).round() as i64;
                        t.scales[a] = c;
                    }
                }
            }
        }
    }
    Ok(t)
}

/// Nearest and (bi/tri)linear on any rank, with every coordinate transformation mode except
/// `tf_crop_and_resize`. The common 4-D cases use libtorch's `upsample_nearest2d` /
/// `upsample_bilinear2d` when those provably sample the same points; everything else gathers
/// along each resized axis with host-computed indices (and blends for linear), which follows
/// onnxruntime's arithmetic exactly.
fn resize(cx: &Cx) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    let dims = x.size();
    let rank = dims.len();
    let node = cx.node;
    let legacy = node.op_type() == "Upsample" || cx.opset < 11;
    let mode = cx.string_or("mode", "nearest");
    let linear = match mode.as_str() {
        "nearest" => false,
        "linear" | "bilinear" | "trilinear" => true,
        "cubic" => return attr_err("mode", "cubic interpolation is not supported"),
        other => return attr_err("mode", format!("unknown value '{other}'")),
    };
    let coord = if legacy {
        "asymmetric".to_string()
    } else {
        cx.string_or("coordinate_transformation_mode", "half_pixel")
    };
    match coord.as_str() {
        "half_pixel"
        | "half_pixel_symmetric"
        | "pytorch_half_pixel"
        | "align_corners"
        | "asymmetric"
        | "tf_half_pixel_for_nn" => {}
        "tf_crop_and_resize" => {
            return attr_err(
                "coordinate_transformation_mode",
                "tf_crop_and_resize is not supported",
            )
        }
        other => {
            return attr_err(
                "coordinate_transformation_mode",
                format!("unknown value '{other}'"),
            )
        }
    }
    let nearest = if legacy {
        Nearest::Simple
    } else {
        match cx.string_or("nearest_mode", "round_prefer_floor").as_str() {
            "round_prefer_floor" => Nearest::RoundPreferFloor,
            "round_prefer_ceil" => Nearest::RoundPreferCeil,
            "floor" => Nearest::Floor,
            "ceil" => Nearest::Ceil,
            other => return attr_err("nearest_mode", format!("unknown value '{other}'")),
        }
    };
    let t = resize_target(cx, &dims)?;
    if node.int_or("antialias", 0) != 0 && linear && t.scales.iter().any(|&s| s < 1.0) {
        return attr_err("antialias", "antialiased downsampling is not supported");
    }
    if linear && !is_float(x.kind()) {
        return input_err(format!(
            "linear resize of {:?} elements is not supported",
            x.kind()
        ));
    }
    if dims.iter().zip(&t.out).any(|(&i, &o)| i == 0 && o != 0) {
        return input_err("cannot resize an empty axis to a non-empty one");
    }

    let plans: Vec<AxisPlan> = (0..rank)
        .map(|a| {
            let (in_len, out_len, scale) = (dims[a], t.out[a], t.scales[a]);
            let mut p = AxisPlan {
                i0: Vec::with_capacity(out_len as usize),
                i1: Vec::with_capacity(out_len as usize),
                w1: Vec::with_capacity(out_len as usize),
            };
            for j in 0..out_len {
                let src = source_coord(&coord, j, scale, out_len, in_len);
                if linear {
                    let src = src.clamp(0.0, (in_len - 1).max(0) as f32);
                    let i0 = (src as i64).min(in_len - 1);
                    p.i0.push(i0);
                    p.i1.push((i0 + 1).min(in_len - 1));
                    p.w1.push(src - i0 as f32);
                } else {
                    p.i0.push(nearest_index(src, nearest, scale < 1.0, in_len));
                    p.w1.push(0.0);
                }
            }
            p
        })
        .collect();
    let changed: Vec<usize> = (0..rank)
        .filter(|&a| dims[a] != t.out[a] || !plans[a].identity())
        .collect();
    if changed.is_empty() {
        return one(x.shallow_clone());
    }

    if rank == 4 && changed.iter().all(|&a| a >= 2) && is_float(x.kind()) {
        let (oh, ow) = (t.out[2], t.out[3]);
        if !linear {
            // The source index libtorch's nearest kernel computes, replayed in its f32
            // arithmetic; used only when one length divides the other.
            let torch_index = |j: i64, i: i64, o: i64| {
                if o == 2 * i {
                    j >> 1
                } else {
                    ((j as f32 * (i as f32 / o as f32)).floor() as i64).min(i - 1)
                }
            };
            let torch_like = (2..4).all(|a| {
                let (i, o) = (dims[a], t.out[a]);
                (o % i == 0 || i % o == 0)
                    && plans[a]
                        .i0
                        .iter()
                        .enumerate()
                        .all(|(j, &s)| s == torch_index(j as i64, i, o))
            });
            if torch_like {
                return one(x.f_upsample_nearest2d([oh, ow], None::<f64>, None::<f64>)?);
            }
        } else {
            let consistent =
                t.from_sizes || (2..4).all(|a| t.scales[a] == t.out[a] as f32 / dims[a] as f32);
            let half_pixel = match coord.as_str() {
                "half_pixel" | "half_pixel_symmetric" => true,
                "pytorch_half_pixel" => oh > 1 && ow > 1,
                _ => false,
            };
            if consistent && half_pixel {
                return one(x.f_upsample_bilinear2d([oh, ow], false, None::<f64>, None::<f64>)?);
            }
            if coord == "align_corners" {
                return one(x.f_upsample_bilinear2d([oh, ow], true, None::<f64>, None::<f64>)?);
            }
        }
    }

    let mut y = x.shallow_clone();
    for a in changed {
        let p = &plans[a];
        let i0 = Tensor::f_from_slice(&p.i0)?.f_to_device(x.device())?;
        let g0 = y.f_index_select(a as i64, &i0)?;
        y = if linear {
            let i1 = Tensor::f_from_slice(&p.i1)?.f_to_device(x.device())?;
            let g1 = y.f_index_select(a as i64, &i1)?;
            let mut shape = vec![1; rank];
            shape[a] = t.out[a];
            let w1 = Tensor::f_from_slice(&p.w1)?
                .f_to_device(x.device())?
                .f_to_kind(x.kind())?
                .f_reshape(&shape)?;
            let w0 = w1.f_neg()?.f_add_scalar(1.0)?;
            g0.f_mul(&w0)?.f_add(&g1.f_mul(&w1)?)?
        } else {
            g0
        };
    }
    one(y)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bench::tensor::to_proto_values;
    use crate::onnx::proto::{attribute_proto::AttributeType, AttributeProto, TensorProto};

    fn node(op: &str, n_in: usize, n_out: usize, attribute: Vec<AttributeProto>) -> NodeProto {
        NodeProto {
            op_type: Some(op.into()),
            name: Some(format!("{op}_0")),
            input: (0..n_in).map(|i| format!("in{i}")).collect(),
            output: (0..n_out).map(|i| format!("out{i}")).collect(),
            attribute,
            ..Default::default()
        }
    }
    fn attr(name: &str, ty: AttributeType) -> AttributeProto {
        AttributeProto {
            name: Some(name.into()),
            r#type: Some(ty as i32),
            ..Default::default()
        }
    }
    fn int(name: &str, v: i64) -> AttributeProto {
        AttributeProto {
            i: Some(v),
            ..attr(name, AttributeType::Int)
        }
    }
    fn ints(name: &str, v: &[i64]) -> AttributeProto {
        AttributeProto {
            ints: v.to_vec(),
            ..attr(name, AttributeType::Ints)
        }
    }
    fn float(name: &str, v: f32) -> AttributeProto {
        AttributeProto {
            f: Some(v),
            ..attr(name, AttributeType::Float)
        }
    }
    fn string(name: &str, v: &str) -> AttributeProto {
        AttributeProto {
            s: Some(v.to_string().into_bytes().into()),
            ..attr(name, AttributeType::String)
        }
    }
    fn tensor_attr(name: &str, t: TensorProto) -> AttributeProto {
        AttributeProto {
            t: Some(t),
            ..attr(name, AttributeType::Tensor)
        }
    }
    fn f32t(v: &[f32], dims: &[i64]) -> Tensor {
        Tensor::from_slice(v).reshape(dims)
    }
    fn i64t(v: &[i64], dims: &[i64]) -> Tensor {
        Tensor::from_slice(v).reshape(dims)
    }
    fn iota(dims: &[i64]) -> Tensor {
        let n: i64 = dims.iter().product();
        Tensor::arange(n, (Kind::Float, Device::Cpu)).reshape(dims)
    }
    fn try_exec(
        n: &NodeProto,
        opset: i64,
        inputs: &[Option<&Tensor>],
    ) -> Result<Vec<Tensor>, OpError> {
        run(n, opset, inputs, Path::new("."), Device::Cpu)
    }
    fn exec(n: &NodeProto, opset: i64, inputs: &[&Tensor]) -> Vec<Tensor> {
        let inputs: Vec<Option<&Tensor>> = inputs.iter().map(|t| Some(*t)).collect();
        try_exec(n, opset, &inputs).unwrap_or_else(|e| panic!("{e}"))
    }
    fn exec1(n: &NodeProto, opset: i64, inputs: &[&Tensor]) -> Tensor {
        exec(n, opset, inputs).remove(0)
    }
    #[track_caller]
    fn assert_close(t: &Tensor, expected: &[f64]) {
        let got = to_proto_values(t);
        assert_eq!(
            got.len(),
            expected.len(),
            "got {got:?}, expected {expected:?}"
        );
        for (g, e) in got.iter().zip(expected) {
            assert!(
                (g - e).abs() <= 1e-5 * e.abs().max(1.0),
                "got {got:?}, expected {expected:?}"
            );
        }
    }

    /// Direct single-channel 2-D convolution; pads are [top, left, bottom, right].
    fn ref_conv(
        x: &[f32],
        (h, w): (i64, i64),
        k: &[f32],
        (kh, kw): (i64, i64),
        s: i64,
        p: [i64; 4],
    ) -> (Vec<f64>, i64, i64) {
        let oh = (h + p[0] + p[2] - kh) / s + 1;
        let ow = (w + p[1] + p[3] - kw) / s + 1;
        let mut out = vec![0.0; (oh * ow) as usize];
        for oy in 0..oh {
            for ox in 0..ow {
                for ky in 0..kh {
                    for kx in 0..kw {
                        let (iy, ix) = (oy * s + ky - p[0], ox * s + kx - p[1]);
                        if (0..h).contains(&iy) && (0..w).contains(&ix) {
                            out[(oy * ow + ox) as usize] +=
                                (x[(iy * w + ix) as usize] * k[(ky * kw + kx) as usize]) as f64;
                        }
                    }
                }
            }
        }
        (out, oh, ow)
    }

    /// Direct single-channel 2-D transposed convolution; pads [top, left, bottom, right].
    fn ref_conv_t(
        x: &[f32],
        (h, w): (i64, i64),
        k: &[f32],
        (kh, kw): (i64, i64),
        s: i64,
        p: [i64; 4],
        op: i64,
    ) -> (Vec<f64>, i64, i64) {
        let (fh, fw) = (s * (h - 1) + kh + op, s * (w - 1) + kw + op);
        let mut full = vec![0.0; (fh * fw) as usize];
        for iy in 0..h {
            for ix in 0..w {
                for ky in 0..kh {
                    for kx in 0..kw {
                        full[((iy * s + ky) * fw + ix * s + kx) as usize] +=
                            (x[(iy * w + ix) as usize] * k[(ky * kw + kx) as usize]) as f64;
                    }
                }
            }
        }
        let (oh, ow) = (fh - p[0] - p[2], fw - p[1] - p[3]);
        let out = (0..oh)
            .flat_map(|y| (0..ow).map(move |x| (y, x)))
            .map(|(y, x)| full[((y + p[0]) * fw + x + p[1]) as usize])
            .collect();
        (out, oh, ow)
    }

    #[test]
    fn scatter_nd_writes_rows_and_elements() {
        let data = Tensor::from_slice(&[1.0f32, 2., 3., 4., 5., 6.]).reshape([3, 2]);
        let rows = Tensor::from_slice(&[2i64, 0]).reshape([2, 1]);
        let upd = Tensor::from_slice(&[9.0f32, 9., 7., 7.]).reshape([2, 2]);
        let out = run(
            &node("ScatterND", 3, 1, vec![]),
            18,
            &[Some(&data), Some(&rows), Some(&upd)],
            Path::new("."),
            Device::Cpu,
        )
        .unwrap();
        assert_eq!(
            Vec::<f32>::try_from(out[0].reshape([-1])).unwrap(),
            vec![7., 7., 3., 4., 9., 9.]
        );
        let cells = Tensor::from_slice(&[1i64, -1]).reshape([1, 2]);
        let upd = Tensor::from_slice(&[0.5f32]);
        let out = run(
            &node("ScatterND", 3, 1, vec![]),
            18,
            &[Some(&data), Some(&cells), Some(&upd)],
            Path::new("."),
            Device::Cpu,
        )
        .unwrap();
        assert_eq!(
            Vec::<f32>::try_from(out[0].reshape([-1])).unwrap(),
            vec![1., 2., 3., 0.5, 5., 6.]
        );
    }

    #[test]
    fn conv_same_upper_and_lower_pad_the_odd_pixel_on_opposite_sides() {
        let x = iota(&[1, 1, 4, 4]).f_add_scalar(1.0).unwrap(); // 1..=16
        let w = Tensor::ones([1, 1, 2, 2], (Kind::Float, Device::Cpu));
        let upper = node("Conv", 2, 1, vec![string("auto_pad", "SAME_UPPER")]);
        let y = exec1(&upper, 13, &[&x, &w]);
        assert_eq!(y.size(), vec![1, 1, 4, 4]);
        // The extra zero row/column is at the end: top-left sums a full window.
        assert_close(
            &y,
            &[
                14., 18., 22., 12., 30., 34., 38., 20., 46., 50., 54., 28., 27., 29., 31., 16.,
            ],
        );
        let lower = node("Conv", 2, 1, vec![string("auto_pad", "SAME_LOWER")]);
        let y = exec1(&lower, 13, &[&x, &w]);
        assert_close(
            &y,
            &[
                1., 3., 5., 7., 6., 14., 18., 22., 14., 30., 34., 38., 22., 46., 50., 54.,
            ],
        );
    }

    #[test]
    fn conv_explicit_asymmetric_pads_strides_and_bias() {
        let xs: Vec<f32> = (0..30).map(|v| (v as f32 * 0.37).sin()).collect();
        let ks: Vec<f32> = (0..6).map(|v| v as f32 - 2.5).collect();
        let x = f32t(&xs, &[1, 1, 5, 6]);
        let w = f32t(&ks, &[1, 1, 2, 3]);
        let b = f32t(&[0.5], &[1]);
        for pads in [[0, 1, 2, 0], [1, 1, 1, 1], [2, 0, 0, 3]] {
            let n = node(
                "Conv",
                3,
                1,
                vec![ints("pads", &pads), ints("strides", &[2, 2])],
            );
            let y = exec1(&n, 11, &[&x, &w, &b]);
            let (r, oh, ow) = ref_conv(&xs, (5, 6), &ks, (2, 3), 2, pads);
            assert_eq!(y.size(), vec![1, 1, oh, ow], "pads {pads:?}");
            let r: Vec<f64> = r.iter().map(|v| v + 0.5).collect();
            assert_close(&y, &r);
        }
        // 1-D convolution with grouped channels.
        let x = iota(&[1, 2, 4]);
        let w = Tensor::ones([2, 1, 2], (Kind::Float, Device::Cpu));
        let n = node("Conv", 2, 1, vec![int("group", 2)]);
        assert_close(&exec1(&n, 11, &[&x, &w]), &[1., 3., 5., 9., 11., 13.]);
    }

    #[test]
    fn conv_transpose_native_and_cropped_paths() {
        // ONNX backend test `convtranspose_pads` (symmetric pads: native libtorch path).
        let x = iota(&[1, 1, 3, 3]);
        let w = Tensor::ones([1, 2, 3, 3], (Kind::Float, Device::Cpu));
        let n = node(
            "ConvTranspose",
            2,
            1,
            vec![ints("strides", &[3, 2]), ints("pads", &[1, 2, 1, 2])],
        );
        let y = exec1(&n, 11, &[&x, &w]);
        assert_eq!(y.size(), vec![1, 2, 7, 3]);
        let plane = [
            1., 1., 3., 1., 1., 3., 7., 4., 9., 7., 4., 9., 7., 4., 9., 13., 7., 15., 13., 7., 15.,
        ];
        assert_close(&y, &[plane, plane].concat());

        // Asymmetric pads and output_padding: unpadded run, then crop.
        let xs: Vec<f32> = (0..6).map(|v| v as f32 + 1.0).collect();
        let ks: Vec<f32> = (0..4).map(|v| (v as f32) * 0.5 - 0.7).collect();
        let x = f32t(&xs, &[1, 1, 2, 3]);
        let w = f32t(&ks, &[1, 1, 2, 2]);
        let n = node(
            "ConvTranspose",
            2,
            1,
            vec![
                ints("strides", &[2, 2]),
                ints("pads", &[1, 0, 0, 2]),
                ints("output_padding", &[1, 1]),
            ],
        );
        let y = exec1(&n, 11, &[&x, &w]);
        let (r, oh, ow) = ref_conv_t(&xs, (2, 3), &ks, (2, 2), 2, [1, 0, 0, 2], 1);
        assert_eq!(y.size(), vec![1, 1, oh, ow]);
        assert_close(&y, &r);
    }

    #[test]
    fn max_pool_ceil_mode_and_padding() {
        let x = iota(&[1, 1, 4, 4]).f_add_scalar(1.0).unwrap();
        let base = vec![ints("kernel_shape", &[3, 3]), ints("strides", &[2, 2])];
        let y = exec1(&node("MaxPool", 1, 1, base.clone()), 12, &[&x]);
        assert_close(&y, &[11.]);
        let mut ceil = base.clone();
        ceil.push(int("ceil_mode", 1));
        let y = exec1(&node("MaxPool", 1, 1, ceil), 12, &[&x]);
        assert_eq!(y.size(), vec![1, 1, 2, 2]);
        assert_close(&y, &[11., 12., 15., 16.]);

        // Asymmetric pads with ceil_mode: the window that would start in the end padding is
        // dropped, as in ONNX (the explicitly padded libtorch call would keep it).
        let n = node(
            "MaxPool",
            1,
            1,
            vec![
                ints("kernel_shape", &[2, 2]),
                ints("strides", &[2, 2]),
                ints("pads", &[0, 0, 1, 1]),
                int("ceil_mode", 1),
            ],
        );
        let y = exec1(&n, 12, &[&x]);
        assert_eq!(y.size(), vec![1, 1, 2, 2]);
        assert_close(&y, &[6., 8., 14., 16.]);

        // Symmetric padding (native) with the drop rule: 5 wide, k2 s2 p1 → 3 outputs.
        let x5 = iota(&[1, 1, 1, 5]);
        let n = node(
            "MaxPool",
            1,
            1,
            vec![
                ints("kernel_shape", &[1, 2]),
                ints("strides", &[1, 2]),
                ints("pads", &[0, 1, 0, 1]),
                int("ceil_mode", 1),
            ],
        );
        assert_close(&exec1(&n, 12, &[&x5]), &[0., 2., 4.]);

        // Indices over the whole tensor.
        let x = f32t(&[1., 4., 3., 2., 5., 1., 1., 1.], &[1, 2, 2, 2]);
        let n = node("MaxPool", 1, 2, vec![ints("kernel_shape", &[2, 2])]);
        let out = exec(&n, 12, &[&x]);
        assert_close(&out[0], &[4., 5.]);
        assert_eq!(out[1].kind(), Kind::Int64);
        assert_close(&out[1], &[1., 4.]);
    }

    #[test]
    fn average_pool_count_include_pad() {
        let x = Tensor::ones([1, 1, 3, 3], (Kind::Float, Device::Cpu));
        let mk = |pads: &[i64], cip: i64| {
            node(
                "AveragePool",
                1,
                1,
                vec![
                    ints("kernel_shape", &[3, 3]),
                    ints("pads", pads),
                    int("count_include_pad", cip),
                ],
            )
        };
        assert_close(&exec1(&mk(&[1, 1, 1, 1], 0), 11, &[&x]), &[1.; 9]);
        let y = exec1(&mk(&[1, 1, 1, 1], 1), 11, &[&x]);
        assert_close(
            &y.f_narrow(2, 0, 1).unwrap().f_narrow(3, 0, 1).unwrap(),
            &[4. / 9.],
        );
        // Asymmetric pads take the explicit path; padding still does not count.
        let y = exec1(&mk(&[1, 1, 0, 0], 0), 11, &[&x]);
        assert_eq!(y.size(), vec![1, 1, 2, 2]);
        assert_close(&y, &[1.; 4]);
        let y = exec1(&mk(&[1, 1, 0, 0], 1), 11, &[&x]);
        assert_close(&y, &[4. / 9., 6. / 9., 6. / 9., 1.]);
    }

    #[test]
    fn gemm_trans_b_alpha_beta() {
        let a = f32t(&[1., 2., 3., 4., 5., 6.], &[2, 3]);
        let b = f32t(&[1., 0., 1., 0., 1., 0.], &[2, 3]);
        let c = f32t(&[10., 20.], &[2]);
        let n = node(
            "Gemm",
            3,
            1,
            vec![int("transB", 1), float("alpha", 2.0), float("beta", 0.5)],
        );
        assert_close(&exec1(&n, 13, &[&a, &b, &c]), &[13., 14., 25., 20.]);
        let n = node("Gemm", 3, 1, vec![int("transB", 1)]);
        assert_close(&exec1(&n, 13, &[&a, &b, &c]), &[14., 22., 20., 25.]);
        let n = node("Gemm", 2, 1, vec![int("transA", 1)]);
        let at = a.transpose(0, 1).contiguous();
        assert_close(
            &exec1(&n, 13, &[&at, &b.transpose(0, 1)]),
            &[4., 2., 10., 5.],
        );
    }

    #[test]
    fn reshape_zero_and_minus_one() {
        let x = iota(&[2, 3, 4]);
        let n = node("Reshape", 2, 1, vec![]);
        assert_eq!(
            exec1(&n, 13, &[&x, &i64t(&[0, -1], &[2])]).size(),
            vec![2, 12]
        );
        assert_eq!(
            exec1(&n, 13, &[&x, &i64t(&[-1, 0, 2], &[3])]).size(),
            vec![4, 3, 2]
        );
        let allow = node("Reshape", 2, 1, vec![int("allowzero", 1)]);
        let inputs = [Some(&x), Some(&i64t(&[0, -1], &[2]))];
        assert!(try_exec(&allow, 14, &inputs).is_err());
        let old = node("Reshape", 1, 1, vec![ints("shape", &[0, 2, -1])]);
        assert_eq!(exec1(&old, 4, &[&iota(&[2, 4, 3])]).size(), vec![2, 2, 6]);
    }

    #[test]
    fn slice_negative_steps_and_clamping() {
        let x = iota(&[10]);
        let n = node("Slice", 4, 1, vec![]);
        let one_d = |v: i64| i64t(&[v], &[1]);
        let n5 = node("Slice", 5, 1, vec![]);
        let y = exec1(
            &n5,
            13,
            &[&x, &one_d(-1), &one_d(i64::MIN), &one_d(0), &one_d(-2)],
        );
        assert_close(&y, &[9., 7., 5., 3., 1.]);
        let y = exec1(&n5, 13, &[&x, &one_d(7), &one_d(2), &one_d(0), &one_d(-3)]);
        assert_close(&y, &[7., 4.]);
        let y = exec1(
            &n5,
            13,
            &[&x, &one_d(20), &one_d(-20), &one_d(-1), &one_d(-4)],
        );
        assert_close(&y, &[9., 5., 1.]);
        let y = exec1(&n, 13, &[&x, &one_d(-3), &one_d(i64::MAX), &one_d(0)]);
        assert_close(&y, &[7., 8., 9.]);
        let old = node(
            "Slice",
            1,
            1,
            vec![
                ints("starts", &[1]),
                ints("ends", &[-1]),
                ints("axes", &[1]),
            ],
        );
        assert_close(&exec1(&old, 9, &[&iota(&[2, 4])]), &[1., 2., 5., 6.]);
    }

    #[test]
    fn softmax_coerces_to_2d_before_opset_13() {
        let x = Tensor::zeros([1, 2, 2], (Kind::Float, Device::Cpu));
        let n = node("Softmax", 1, 1, vec![int("axis", 1)]);
        assert_close(&exec1(&n, 11, &[&x]), &[0.25; 4]);
        assert_close(&exec1(&n, 13, &[&x]), &[0.5; 4]);
        let n = node("LogSoftmax", 1, 1, vec![]);
        assert_close(&exec1(&n, 11, &[&x]), &[0.25f64.ln(); 4]);
        assert_close(&exec1(&n, 13, &[&x]), &[0.5f64.ln(); 4]);
    }

    #[test]
    fn split_by_input_attribute_and_count() {
        let x = iota(&[6]);
        let two = node("Split", 2, 2, vec![]);
        let out = exec(&two, 13, &[&x, &i64t(&[2, 4], &[2])]);
        assert_close(&out[0], &[0., 1.]);
        assert_close(&out[1], &[2., 3., 4., 5.]);
        let attr = node("Split", 1, 2, vec![ints("split", &[5, 1])]);
        let out = exec(&attr, 11, &[&x]);
        assert_close(&out[0], &[0., 1., 2., 3., 4.]);
        assert_close(&out[1], &[5.]);
        let even = node("Split", 1, 3, vec![]);
        let out = exec(&even, 13, &[&x]);
        assert_eq!(
            out.iter().map(|t| t.size()[0]).collect::<Vec<_>>(),
            vec![2, 2, 2]
        );
        let num = node("Split", 1, 4, vec![int("num_outputs", 4)]);
        let out = exec(&num, 18, &[&iota(&[7])]);
        assert_eq!(
            out.iter().map(|t| t.size()[0]).collect::<Vec<_>>(),
            vec![2, 2, 2, 1]
        );
        assert!(try_exec(&node("Split", 1, 4, vec![]), 13, &[Some(&x)]).is_err());
    }

    #[test]
    fn pad_modes() {
        let x = f32t(&[1., 2., 3., 4., 5., 6.], &[2, 3]);
        let n = node("Pad", 2, 1, vec![string("mode", "reflect")]);
        let y = exec1(&n, 13, &[&x, &i64t(&[0, 2, 0, 1], &[4])]);
        assert_eq!(y.size(), vec![2, 6]);
        assert_close(&y, &[3., 2., 1., 2., 3., 2., 6., 5., 4., 5., 6., 5.]);
        let y = exec1(&n, 13, &[&x, &i64t(&[1, 0, 0, 0], &[4])]);
        assert_close(&y, &[4., 5., 6., 1., 2., 3., 4., 5., 6.]);
        let edge = node("Pad", 2, 1, vec![string("mode", "edge")]);
        let y = exec1(&edge, 13, &[&x, &i64t(&[1, 1, 0, 0], &[4])]);
        assert_close(&y, &[1., 1., 2., 3., 1., 1., 2., 3., 4., 4., 5., 6.]);
        // Constant with a value and a crop (negative pad), old-opset attributes.
        let old = node(
            "Pad",
            1,
            1,
            vec![ints("pads", &[0, 1, 0, -1]), float("value", 9.0)],
        );
        assert_close(&exec1(&old, 2, &[&x]), &[9., 1., 2., 9., 4., 5.]);
        // Edge padding on all four axes of a 4-D tensor: the per-axis gather path.
        let x4 = iota(&[1, 1, 1, 2]);
        let y = exec1(&edge, 13, &[&x4, &i64t(&[1, 0, 0, 1, 0, 0, 1, 1], &[8])]);
        assert_eq!(y.size(), vec![2, 1, 2, 4]);
        assert_close(
            &y,
            &[
                0., 0., 1., 1., 0., 0., 1., 1., 0., 0., 1., 1., 0., 0., 1., 1.,
            ],
        );
        let wrap = node("Pad", 2, 1, vec![string("mode", "wrap")]);
        assert_close(
            &exec1(&wrap, 19, &[&iota(&[1, 3]), &i64t(&[0, 1, 0, 2], &[4])]),
            &[2., 0., 1., 2., 0., 1.],
        );
    }

    #[test]
    fn resize_nearest_and_linear() {
        let x = f32t(&[1., 2., 3., 4.], &[1, 1, 2, 2]);
        let scales = f32t(&[1., 1., 2., 2.], &[4]);
        let n = node("Resize", 3, 1, vec![string("mode", "nearest")]);
        let inputs = [Some(&x), None, Some(&scales)];
        let y = try_exec(&n, 13, &inputs).unwrap().remove(0);
        assert_eq!(y.size(), vec![1, 1, 4, 4]);
        assert_close(
            &y,
            &[
                1., 1., 2., 2., 1., 1., 2., 2., 3., 3., 4., 4., 3., 3., 4., 4.,
            ],
        );
        // Upsample (opset 9) and Resize-10: asymmetric, truncating.
        let up = node("Upsample", 2, 1, vec![]);
        assert_close(&exec1(&up, 9, &[&x, &scales]), &to_proto_values(&y));
        // asymmetric + round_prefer_floor ×3 is not libtorch's nearest: gathered.
        let row = f32t(&[1., 2.], &[1, 1, 1, 2]);
        let n = node(
            "Resize",
            3,
            1,
            vec![string("coordinate_transformation_mode", "asymmetric")],
        );
        let s3 = f32t(&[1., 1., 1., 3.], &[4]);
        let y = try_exec(&n, 13, &[Some(&row), None, Some(&s3)])
            .unwrap()
            .remove(0);
        assert_close(&y, &[1., 1., 2., 2., 2., 2.]);
        // Linear half_pixel ×2, 4-D (bilinear kernel) and 3-D (gathered) agree.
        let lin = node("Resize", 3, 1, vec![string("mode", "linear")]);
        let s2 = f32t(&[1., 1., 1., 2.], &[4]);
        let y = try_exec(&lin, 13, &[Some(&row), None, Some(&s2)])
            .unwrap()
            .remove(0);
        assert_close(&y, &[1., 1.25, 1.75, 2.]);
        let row3 = row.reshape([1, 1, 2]);
        let s2 = f32t(&[1., 1., 2.], &[3]);
        let y = try_exec(&lin, 13, &[Some(&row3), None, Some(&s2)])
            .unwrap()
            .remove(0);
        assert_close(&y, &[1., 1.25, 1.75, 2.]);
        // Sizes with align_corners.
        let ac = node(
            "Resize",
            4,
            1,
            vec![
                string("mode", "linear"),
                string("coordinate_transformation_mode", "align_corners"),
            ],
        );
        let sizes = i64t(&[1, 1, 1, 4], &[4]);
        let y = try_exec(&ac, 13, &[Some(&row), None, None, Some(&sizes)])
            .unwrap()
            .remove(0);
        assert_close(&y, &[1., 4. / 3., 5. / 3., 2.]);
        // Refused rather than approximated.
        let cubic = node("Resize", 3, 1, vec![string("mode", "cubic")]);
        let e = try_exec(&cubic, 13, &[Some(&x), None, Some(&scales)]).unwrap_err();
        assert!(matches!(e, OpError::Attribute { .. }), "{e}");
        let crop = node(
            "Resize",
            3,
            1,
            vec![string(
                "coordinate_transformation_mode",
                "tf_crop_and_resize",
            )],
        );
        assert!(matches!(
            try_exec(&crop, 13, &[Some(&x), None, Some(&scales)]),
            Err(OpError::Attribute { .. })
        ));
    }

    #[test]
    fn integer_div_truncates() {
        let a = i64t(&[7, -7, 6], &[3]);
        let b = i64t(&[2, 2, -4], &[3]);
        let y = exec1(&node("Div", 2, 1, vec![]), 13, &[&a, &b]);
        assert_eq!(y.kind(), Kind::Int64);
        assert_close(&y, &[3., -3., -1.]);
        let y = exec1(&node("Mod", 2, 1, vec![]), 13, &[&a, &b]);
        assert_close(&y, &[1., 1., -2.]);
        let y = exec1(
            &node("Div", 2, 1, vec![]),
            13,
            &[&f32t(&[7.], &[1]), &f32t(&[2.], &[1])],
        );
        assert_close(&y, &[3.5]);
    }

    #[test]
    fn constant_of_shape_and_constants() {
        let mut v = TensorProto {
            data_type: Some(DataType::Int64 as i32),
            dims: vec![1],
            ..Default::default()
        };
        v.int64_data = vec![5];
        let n = node("ConstantOfShape", 1, 1, vec![tensor_attr("value", v)]);
        let y = exec1(&n, 13, &[&i64t(&[2, 3], &[2])]);
        assert_eq!((y.size(), y.kind()), (vec![2, 3], Kind::Int64));
        assert_close(&y, &[5.; 6]);
        let y = exec1(
            &node("ConstantOfShape", 1, 1, vec![]),
            13,
            &[&i64t(&[2], &[1])],
        );
        assert_eq!(y.kind(), Kind::Float);
        assert_close(&y, &[0., 0.]);
        let y = try_exec(
            &node("Constant", 0, 1, vec![ints("value_ints", &[1, 2])]),
            13,
            &[],
        )
        .unwrap();
        assert_close(&y[0], &[1., 2.]);
        let y = try_exec(
            &node("Constant", 0, 1, vec![float("value_float", 1.5)]),
            13,
            &[],
        )
        .unwrap();
        assert_eq!(y[0].dim(), 0);
    }

    #[test]
    fn gather_negative_indices() {
        let x = f32t(&[1., 2., 3., 4., 5., 6.], &[3, 2]);
        let y = exec1(
            &node("Gather", 2, 1, vec![]),
            13,
            &[&x, &i64t(&[-1, 0], &[2])],
        );
        assert_close(&y, &[5., 6., 1., 2.]);
        let y = exec1(
            &node("Gather", 2, 1, vec![int("axis", 1)]),
            13,
            &[&x, &i64t(&[-1], &[])],
        );
        assert_eq!(y.size(), vec![3]);
        assert_close(&y, &[2., 4., 6.]);
        let idx = i64t(&[-1, 0, 0, 1, -2, -1], &[3, 2]);
        let y = exec1(
            &node("GatherElements", 2, 1, vec![int("axis", 1)]),
            13,
            &[&x, &idx],
        );
        assert_close(&y, &[2., 1., 3., 4., 5., 6.]);
    }

    #[test]
    fn unsupported_ops_and_domains() {
        let x = iota(&[2]);
        let e = try_exec(&node("FancyOp", 1, 1, vec![]), 13, &[Some(&x)]).unwrap_err();
        assert!(matches!(e, OpError::Unsupported { .. }), "{e}");
        assert!(e.to_string().contains("FancyOp"));
        let mut n = node("Relu", 1, 1, vec![]);
        n.domain = Some("com.microsoft".into());
        assert!(matches!(
            try_exec(&n, 13, &[Some(&x)]),
            Err(OpError::Unsupported { .. })
        ));
        assert!(!supported("Relu", "com.microsoft"));
        assert!(supported("Relu", "ai.onnx") && supported("Conv", ""));
        assert!(!supported("FancyOp", ""));
    }

    #[test]
    fn every_listed_op_is_dispatched() {
        for &op in OPS {
            let n = node(op, 0, 1, vec![]);
            match try_exec(&n, 13, &[]) {
                Err(OpError::Unsupported { .. }) => panic!("{op} is listed but not dispatched"),
                Err(e) => assert!(!e.to_string().contains('\n'), "{e}"),
                Ok(_) => {}
            }
        }
    }

    #[test]
    fn errors_are_one_line_and_name_the_node() {
        let a = iota(&[2, 3]);
        let b = iota(&[4, 5]);
        let e = try_exec(&node("MatMul", 2, 1, vec![]), 13, &[Some(&a), Some(&b)]).unwrap_err();
        assert!(matches!(e, OpError::Torch { .. }));
        let msg = e.to_string();
        assert!(
            msg.contains("MatMul_0") && msg.contains("(MatMul)") && !msg.contains('\n'),
            "{msg}"
        );
        let e = try_exec(
            &node("Squeeze", 1, 1, vec![ints("axes", &[0])]),
            11,
            &[Some(&a)],
        )
        .unwrap_err();
        assert!(matches!(e, OpError::Input { .. }), "{e}");
    }

    #[test]
    fn opset_dependent_attributes() {
        let x = f32t(&[-2., 0.5, 3.], &[3]);
        let clip6 = node("Clip", 1, 1, vec![float("min", 0.0), float("max", 1.0)]);
        assert_close(&exec1(&clip6, 6, &[&x]), &[0., 0.5, 1.]);
        let clip12 = node("Clip", 3, 1, vec![]);
        let lo = f32t(&[-1.], &[]);
        let y = try_exec(&clip12, 12, &[Some(&x), Some(&lo), None])
            .unwrap()
            .remove(0);
        assert_close(&y, &[-1., 0.5, 3.]);

        let x = iota(&[1, 3, 1]);
        let sq11 = node("Squeeze", 1, 1, vec![ints("axes", &[-1])]);
        assert_eq!(exec1(&sq11, 11, &[&x]).size(), vec![1, 3]);
        let sq13 = node("Squeeze", 2, 1, vec![]);
        assert_eq!(
            exec1(&sq13, 13, &[&x, &i64t(&[0], &[1])]).size(),
            vec![3, 1]
        );
        assert_eq!(
            exec1(&node("Squeeze", 1, 1, vec![]), 13, &[&x]).size(),
            vec![3]
        );
        let un = node("Unsqueeze", 2, 1, vec![]);
        assert_eq!(
            exec1(&un, 13, &[&x, &i64t(&[-1, 0], &[2])]).size(),
            vec![1, 1, 3, 1, 1]
        );
        let un11 = node("Unsqueeze", 1, 1, vec![ints("axes", &[1])]);
        assert_eq!(exec1(&un11, 11, &[&x]).size(), vec![1, 1, 3, 1]);

        let x = iota(&[2, 3]);
        let rs18 = node("ReduceSum", 2, 1, vec![int("keepdims", 0)]);
        assert_close(&exec1(&rs18, 13, &[&x, &i64t(&[1], &[1])]), &[3., 12.]);
        let rm11 = node("ReduceMean", 1, 1, vec![ints("axes", &[0])]);
        let y = exec1(&rm11, 11, &[&x]);
        assert_eq!(y.size(), vec![1, 3]);
        assert_close(&y, &[1.5, 2.5, 3.5]);
        let noop = node("ReduceMax", 2, 1, vec![int("noop_with_empty_axes", 1)]);
        let y = exec1(&noop, 18, &[&x, &i64t(&[], &[0])]);
        assert_eq!(y.size(), vec![2, 3]);
        let all = node("ReduceProd", 1, 1, vec![int("keepdims", 0)]);
        let y = exec1(&all, 18, &[&x.f_add_scalar(1.0).unwrap()]);
        assert_eq!(y.dim(), 0);
        assert_close(&y, &[720.]);
        let l2 = node("ReduceL2", 1, 1, vec![ints("axes", &[1])]);
        assert_close(&exec1(&l2, 13, &[&x]), &[5f64.sqrt(), 50f64.sqrt()]);
        let am = node(
            "ArgMax",
            1,
            1,
            vec![int("axis", 1), int("select_last_index", 1)],
        );
        assert_close(&exec1(&am, 13, &[&f32t(&[1., 3., 3., 0.], &[1, 4])]), &[2.]);
    }

    #[test]
    fn misc_shape_ops() {
        let x = iota(&[2, 3, 4]);
        assert_close(
            &exec1(&node("Shape", 1, 1, vec![int("start", 1)]), 15, &[&x]),
            &[3., 4.],
        );
        assert_close(
            &exec1(&node("Shape", 1, 1, vec![int("end", -1)]), 15, &[&x]),
            &[2., 3.],
        );
        assert_close(&exec1(&node("Size", 1, 1, vec![]), 13, &[&x]), &[24.]);
        assert_eq!(
            exec1(&node("Flatten", 1, 1, vec![int("axis", -1)]), 13, &[&x]).size(),
            vec![6, 4]
        );
        assert_eq!(
            exec1(&node("Flatten", 1, 1, vec![int("axis", 0)]), 13, &[&x]).size(),
            vec![1, 24]
        );
        assert_eq!(
            exec1(&node("Transpose", 1, 1, vec![]), 13, &[&x]).size(),
            vec![4, 3, 2]
        );
        let e = exec1(
            &node("Expand", 2, 1, vec![]),
            13,
            &[&iota(&[3, 1]), &i64t(&[2, 1, 4], &[3])],
        );
        assert_eq!(e.size(), vec![2, 3, 4]);
        let t = exec1(
            &node("Tile", 2, 1, vec![]),
            13,
            &[&iota(&[2]), &i64t(&[2], &[1])],
        );
        assert_close(&t, &[0., 1., 0., 1.]);
        let c = exec1(
            &node("Concat", 2, 1, vec![int("axis", -1)]),
            13,
            &[&iota(&[1, 2]), &iota(&[1, 1])],
        );
        assert_close(&c, &[0., 1., 0.]);
        let r = |s: &Tensor, l: &Tensor, d: &Tensor| {
            exec1(&node("Range", 3, 1, vec![]), 13, &[s, l, d])
        };
        let s = |v: i64| i64t(&[v], &[]);
        assert_close(&r(&s(0), &s(10), &s(3)), &[0., 3., 6., 9.]);
        assert_eq!(r(&s(5), &s(0), &s(1)).size(), vec![0]);
        let f = |v: f32| f32t(&[v], &[]);
        assert_close(&r(&f(1.), &f(2.), &f(0.5)), &[1., 1.5]);
        assert_close(&r(&s(10), &s(4), &s(-3)), &[10., 7.]);
    }

    #[test]
    fn cumsum_depth_space_trilu_lrn_topk() {
        let x = f32t(&[1., 2., 3.], &[3]);
        let axis = i64t(&[0], &[]);
        let cs = |attrs| exec1(&node("CumSum", 2, 1, attrs), 14, &[&x, &axis]);
        assert_close(&cs(vec![]), &[1., 3., 6.]);
        assert_close(&cs(vec![int("exclusive", 1)]), &[0., 1., 3.]);
        assert_close(&cs(vec![int("reverse", 1)]), &[6., 5., 3.]);
        assert_close(
            &cs(vec![int("reverse", 1), int("exclusive", 1)]),
            &[5., 3., 0.],
        );

        let x = iota(&[1, 8, 1, 1]);
        let dcr = exec1(
            &node("DepthToSpace", 1, 1, vec![int("blocksize", 2)]),
            13,
            &[&x],
        );
        assert_close(&dcr, &[0., 2., 4., 6., 1., 3., 5., 7.]);
        let crd = exec1(
            &node(
                "DepthToSpace",
                1,
                1,
                vec![int("blocksize", 2), string("mode", "CRD")],
            ),
            13,
            &[&x],
        );
        assert_close(&crd, &[0., 1., 2., 3., 4., 5., 6., 7.]);
        let back = exec1(
            &node("SpaceToDepth", 1, 1, vec![int("blocksize", 2)]),
            13,
            &[&dcr],
        );
        assert_close(&back, &to_proto_values(&x));

        let m = iota(&[3, 3]);
        let upper = exec1(&node("Trilu", 2, 1, vec![]), 14, &[&m, &i64t(&[1], &[])]);
        assert_close(&upper, &[0., 1., 2., 0., 0., 5., 0., 0., 0.]);
        let lower = exec1(&node("Trilu", 1, 1, vec![int("upper", 0)]), 14, &[&m]);
        assert_close(&lower, &[0., 0., 0., 3., 4., 0., 6., 7., 8.]);

        let x = f32t(&[1., 2., 3.], &[1, 3, 1, 1]);
        let n = node(
            "LRN",
            1,
            1,
            vec![
                int("size", 3),
                float("alpha", 3.0),
                float("beta", 1.0),
                float("bias", 1.0),
            ],
        );
        assert_close(&exec1(&n, 13, &[&x]), &[1. / 6., 2. / 15., 3. / 14.]);

        let x = f32t(&[3., 1., 4., 1., 5.], &[5]);
        let out = exec(&node("TopK", 2, 2, vec![]), 11, &[&x, &i64t(&[2], &[1])]);
        assert_close(&out[0], &[5., 4.]);
        assert_close(&out[1], &[4., 2.]);
    }

    #[test]
    fn optional_outputs_keep_the_count() {
        let x = iota(&[2, 2]);
        let mut n = node("Dropout", 1, 2, vec![]);
        n.output[1] = String::new();
        let out = exec(&n, 13, &[&x]);
        assert_eq!(out.len(), 2);
        assert!(!out[1].defined());
        let n = node("Dropout", 1, 2, vec![]);
        let out = exec(&n, 13, &[&x]);
        assert_eq!(out[1].kind(), Kind::Bool);
        let mut ln = node("LayerNormalization", 2, 3, vec![]);
        ln.output[1] = String::new();
        ln.output[2] = String::new();
        let out = exec(
            &ln,
            17,
            &[&x, &Tensor::ones([2], (Kind::Float, Device::Cpu))],
        );
        assert_eq!(out.len(), 3);
        assert_close(
            &out[0],
            &[-1., 1., -1., 1.].map(|v: f64| v * (0.25f64 / (0.25 + 1e-5)).sqrt()),
        );
    }
}
