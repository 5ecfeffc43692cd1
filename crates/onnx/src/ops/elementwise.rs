//! Element-wise operators: unary math and activations, arithmetic and comparisons with numpy
//! broadcasting, logic, casts and quantisation, identity and inference-time dropout.

use super::def::{op, Flops::*, OpDef};
use crate::attrs::NodeAttrs;
use crate::proto::tensor_proto::DataType;
use crate::shapes::{broadcast, fold_first, same, same_dims, Ctx, TypeInfo, BOOL, FLOAT};

#[cfg(feature = "torch")]
use crate::kernels::elementwise as k;

/// The transcendental functions count 4 operations an element.
const TRANSCENDENTAL: super::def::Flops = PerOutput(4.0);

#[rustfmt::skip]
pub(super) const OPS: &[OpDef] = &[
    // Unary math.
    op!("Abs", same, fold = fold_unary, flops = Elementwise, kernel = k::abs),
    op!("Acos", same),
    op!("Acosh", same),
    op!("Asin", same),
    op!("Asinh", same),
    op!("Atan", same),
    op!("Atanh", same),
    op!("Ceil", same, fold = fold_unary, flops = Elementwise, kernel = k::ceil),
    op!("Cos", same, flops = TRANSCENDENTAL, kernel = k::cos),
    op!("Cosh", same),
    op!("Erf", same, flops = TRANSCENDENTAL, kernel = k::erf),
    op!("Exp", same, flops = TRANSCENDENTAL, kernel = k::exp),
    op!("Floor", same, fold = fold_unary, flops = Elementwise, kernel = k::floor),
    op!("IsInf", is_class),
    op!("IsNaN", is_class, kernel = k::is_nan),
    op!("Log", same, flops = TRANSCENDENTAL, kernel = k::log),
    op!("Neg", same, fold = fold_neg, flops = Elementwise, kernel = k::neg),
    op!("Reciprocal", same, flops = Elementwise, kernel = k::reciprocal),
    op!("Round", same, fold = fold_unary, flops = Elementwise, kernel = k::round),
    op!("Sign", same, fold = fold_unary, flops = Elementwise, kernel = k::sign),
    op!("Sin", same, flops = TRANSCENDENTAL, kernel = k::sin),
    op!("Sinh", same),
    op!("Sqrt", same, fold = fold_unary, flops = TRANSCENDENTAL, kernel = k::sqrt),
    op!("Tan", same),
    // Activations.
    op!("Celu", same, flops = Elementwise, buffer = InPlace),
    op!("Clip", same, fold = fold_clip, flops = Elementwise, kernel = k::clip, buffer = InPlace),
    op!("Elu", same, flops = Elementwise, kernel = k::elu, buffer = InPlace),
    op!("Gelu", same, flops = TRANSCENDENTAL, kernel = k::gelu),
    op!("HardSigmoid", same, flops = Elementwise, kernel = k::hard_sigmoid, buffer = InPlace),
    op!("HardSwish", same, flops = TRANSCENDENTAL, kernel = k::hard_swish),
    op!("LeakyRelu", same, flops = Elementwise, kernel = k::leaky_relu, buffer = InPlace),
    op!("Mish", same, flops = TRANSCENDENTAL, kernel = k::mish),
    op!("PRelu", prelu, flops = Elementwise, kernel = k::prelu),
    op!("Relu", same, flops = Elementwise, kernel = k::relu, buffer = InPlace),
    op!("Selu", same, flops = Elementwise, kernel = k::selu, buffer = InPlace),
    op!("Shrink", same, kernel = k::shrink, buffer = InPlace),
    op!("Sigmoid", same, flops = TRANSCENDENTAL, kernel = k::sigmoid, buffer = InPlace),
    op!("Softplus", same, flops = TRANSCENDENTAL, kernel = k::softplus, buffer = InPlace),
    op!("Softsign", same, kernel = k::softsign, buffer = InPlace),
    op!("Swish", same, flops = TRANSCENDENTAL),
    op!("Tanh", same, flops = TRANSCENDENTAL, kernel = k::tanh, buffer = InPlace),
    op!("ThresholdedRelu", same, buffer = InPlace),
    // Arithmetic, numpy broadcasting (variadic for Max, Min, Sum, Mean).
    op!("Add", bcast, fold = fold_binary, flops = Elementwise, kernel = k::add),
    op!("BitShift", bcast),
    op!("Div", bcast, fold = fold_binary, flops = Elementwise, kernel = k::div),
    op!("Max", bcast, fold = fold_binary, flops = Elementwise, kernel = k::max),
    op!("Mean", bcast, flops = Elementwise, kernel = k::mean),
    op!("Min", bcast, fold = fold_binary, flops = Elementwise, kernel = k::min),
    op!("Mod", bcast, fold = fold_binary, kernel = k::modulo),
    op!("Mul", bcast, fold = fold_binary, flops = Elementwise, kernel = k::mul),
    op!("Pow", bcast, flops = TRANSCENDENTAL, kernel = k::pow),
    op!("Sub", bcast, fold = fold_binary, flops = Elementwise, kernel = k::sub),
    op!("Sum", bcast, flops = Elementwise, kernel = k::sum),
    op!("Where", where_, fold = fold_where, flops = Elementwise, kernel = k::where_),
    // Comparisons and logic.
    op!("And", compare, kernel = k::and),
    op!("BitwiseAnd", bcast),
    op!("BitwiseNot", same),
    op!("BitwiseOr", bcast),
    op!("BitwiseXor", bcast),
    op!("Equal", compare, fold = fold_binary, flops = Elementwise, kernel = k::equal),
    op!("Greater", compare, flops = Elementwise, kernel = k::greater),
    op!("GreaterOrEqual", compare, kernel = k::greater_or_equal),
    op!("Less", compare, flops = Elementwise, kernel = k::less),
    op!("LessOrEqual", compare, kernel = k::less_or_equal),
    op!("Not", same, kernel = k::not),
    op!("Or", compare, kernel = k::or),
    op!("Xor", compare, kernel = k::xor),
    // Types, identity, randomness.
    op!("Bernoulli", same),
    op!("Cast", cast, fold = fold_cast, kernel = k::cast),
    op!("CastLike", cast_like, kernel = k::cast_like),
    op!("DequantizeLinear", dequantize),
    op!("Dropout", outputs = dropout, kernel = k::dropout),
    op!("Identity", same, fold = fold_first, kernel = k::identity, buffer = Alias),
    op!("QuantizeLinear", quantize),
];

/// Numpy broadcasting over every input, in input 0's type.
fn bcast(c: &Ctx) -> Option<TypeInfo> {
    bcast_n(c, c.node.input.len(), c.elem(0))
}

fn bcast_n(c: &Ctx, n_inputs: usize, elem: i32) -> Option<TypeInfo> {
    let dims = (0..n_inputs)
        .map(|i| c.dims(i))
        .collect::<Option<Vec<_>>>()
        .and_then(|all| broadcast(&all));
    Some(TypeInfo { elem, dims })
}

/// The slope broadcasts against X.
fn prelu(c: &Ctx) -> Option<TypeInfo> {
    bcast_n(c, 2, c.elem(0))
}

fn compare(c: &Ctx) -> Option<TypeInfo> {
    bcast_n(c, c.node.input.len(), BOOL)
}

fn where_(c: &Ctx) -> Option<TypeInfo> {
    bcast_n(c, 3, c.elem(1))
}

/// IsNaN, IsInf: a boolean per element.
fn is_class(c: &Ctx) -> Option<TypeInfo> {
    same_dims(c, BOOL)
}

fn cast(c: &Ctx) -> Option<TypeInfo> {
    same_dims(c, c.node.int_or("to", 0) as i32)
}

fn cast_like(c: &Ctx) -> Option<TypeInfo> {
    same_dims(c, c.elem(1))
}

/// The zero point's type, else `output_dtype`, else uint8.
fn quantize(c: &Ctx) -> Option<TypeInfo> {
    let elem = c
        .input(2)
        .map(|t| t.elem)
        .unwrap_or(c.node.int_or("output_dtype", DataType::Uint8 as i64) as i32);
    same_dims(
        c,
        if elem == 0 {
            DataType::Uint8 as i32
        } else {
            elem
        },
    )
}

/// The scale's type (float by default).
fn dequantize(c: &Ctx) -> Option<TypeInfo> {
    same_dims(c, c.input(1).map(|t| t.elem).unwrap_or(FLOAT))
}

/// The output and the boolean mask.
fn dropout(c: &Ctx) -> Vec<Option<TypeInfo>> {
    let mut outs = vec![None; c.node.output.len()];
    if let Some(first) = outs.first_mut() {
        *first = same(c);
    }
    if outs.len() > 1 {
        outs[1] = outs[0].clone().map(|t| TypeInfo { elem: BOOL, ..t })
    }
    outs
}

/// Whether an element type holds integers (as far as folding is concerned).
fn is_int(e: i32) -> bool {
    e != FLOAT && e != DataType::Double as i32 && e != DataType::Float16 as i32
}

fn fold_neg(c: &Ctx) -> Option<Vec<f64>> {
    c.cst(0).map(|v| v.iter().map(|x| -x).collect())
}

/// Rounding and the like on small constants: exporters compute "same" paddings at run time
/// with Ceil, Floor and Sqrt, and a padding that folds gives every later size.
fn fold_unary(c: &Ctx) -> Option<Vec<f64>> {
    let f: fn(f64) -> f64 = match c.node.op_type() {
        "Abs" => f64::abs,
        "Ceil" => f64::ceil,
        "Floor" => f64::floor,
        // ONNX rounds half to even.
        "Round" => f64::round_ties_even,
        "Sign" => |x: f64| if x == 0.0 { 0.0 } else { x.signum() },
        "Sqrt" => f64::sqrt,
        _ => return None,
    };
    c.cst(0).map(|v| v.iter().map(|&x| f(x)).collect())
}

/// Clip of small constants (exporters clamp computed paddings with it): bounds from inputs 1
/// and 2 (opset 11+) or the `min`/`max` attributes; an absent bound does not clip.
fn fold_clip(c: &Ctx) -> Option<Vec<f64>> {
    let bound = |input: usize, attr: &str, default: f64| -> Option<f64> {
        match c.node.input.get(input).filter(|n| !n.is_empty()) {
            Some(_) => c.cst(input).filter(|v| v.len() == 1).map(|v| v[0]),
            None => Some(c.node.float(attr).map_or(default, f64::from)),
        }
    };
    let (lo, hi) = (
        bound(1, "min", f64::NEG_INFINITY)?,
        bound(2, "max", f64::INFINITY)?,
    );
    c.cst(0)
        .map(|v| v.iter().map(|&x| x.max(lo).min(hi)).collect())
}

fn fold_cast(c: &Ctx) -> Option<Vec<f64>> {
    c.cst(0).map(|v| {
        let to = c.node.int_or("to", 0) as i32;
        if is_int(to) {
            v.iter().map(|x| x.trunc()).collect()
        } else {
            v.to_vec()
        }
    })
}

fn fold_where(c: &Ctx) -> Option<Vec<f64>> {
    (0..3)
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
        })
}

/// Two constant inputs of the same length, or one of them a single value.
fn fold_binary(c: &Ctx) -> Option<Vec<f64>> {
    let node = c.node;
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
