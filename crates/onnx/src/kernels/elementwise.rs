//! Kernels of the element-wise family (rows in [`crate::ops`]'s `elementwise.rs`).

use super::cx::{attr_err, is_float, one, Cx, R};
use crate::attrs::NodeAttrs;
use crate::kernels::tensor::kind_of;
use crate::proto::tensor_proto::DataType;
use tch::{Kind, TchError, Tensor};

/// Kernels written as one expression of the node context.
macro_rules! kernels {
    ($($name:ident($cx:ident) => $body:expr;)*) => {
        $(pub(crate) fn $name($cx: &Cx) -> R<Vec<Tensor>> {
            $body
        })*
    };
}

#[rustfmt::skip]
kernels! {
    abs(cx) => unary(cx, Tensor::f_abs);
    ceil(cx) => unary(cx, Tensor::f_ceil);
    cos(cx) => unary(cx, Tensor::f_cos);
    erf(cx) => unary(cx, Tensor::f_erf);
    exp(cx) => unary(cx, Tensor::f_exp);
    floor(cx) => unary(cx, Tensor::f_floor);
    hard_swish(cx) => unary(cx, Tensor::f_hardswish);
    is_nan(cx) => unary(cx, Tensor::f_isnan);
    log(cx) => unary(cx, Tensor::f_log);
    mish(cx) => unary(cx, Tensor::f_mish);
    neg(cx) => unary(cx, Tensor::f_neg);
    not(cx) => unary(cx, Tensor::f_logical_not);
    reciprocal(cx) => unary(cx, Tensor::f_reciprocal);
    relu(cx) => unary(cx, Tensor::f_relu);
    round(cx) => unary(cx, Tensor::f_round);
    sigmoid(cx) => unary(cx, Tensor::f_sigmoid);
    sign(cx) => unary(cx, Tensor::f_sign);
    sin(cx) => unary(cx, Tensor::f_sin);
    softplus(cx) => unary(cx, Tensor::f_softplus);
    softsign(cx) => unary(cx, |x| x.f_div(&x.f_abs()?.f_add_scalar(1.0)?));
    sqrt(cx) => unary(cx, Tensor::f_sqrt);
    tanh(cx) => unary(cx, Tensor::f_tanh);
    add(cx) => binary(cx, Tensor::f_add);
    and(cx) => binary(cx, Tensor::f_logical_and);
    div(cx) => binary(cx, div_);
    equal(cx) => binary(cx, Tensor::f_eq_tensor);
    greater(cx) => binary(cx, Tensor::f_gt_tensor);
    greater_or_equal(cx) => binary(cx, Tensor::f_ge_tensor);
    less(cx) => binary(cx, Tensor::f_lt_tensor);
    less_or_equal(cx) => binary(cx, Tensor::f_le_tensor);
    mul(cx) => binary(cx, Tensor::f_mul);
    or(cx) => binary(cx, Tensor::f_logical_or);
    pow(cx) => binary(cx, pow_);
    sub(cx) => binary(cx, Tensor::f_sub);
    xor(cx) => binary(cx, Tensor::f_logical_xor);
    max(cx) => variadic(cx, Tensor::f_maximum);
    min(cx) => variadic(cx, Tensor::f_minimum);
    sum(cx) => variadic(cx, Tensor::f_add);
    where_(cx) => one(cx.x(1)?.f_where_self(cx.x(0)?, cx.x(2)?)?);
    cast_like(cx) => one(cx.x(0)?.f_to_kind(cx.x(1)?.kind())?);
    identity(cx) => one(cx.x(0)?.shallow_clone());
}

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
fn div_(a: &Tensor, b: &Tensor) -> Result<Tensor, TchError> {
    if is_float(a.kind()) {
        a.f_div(b)
    } else {
        a.f_div_tensor_mode(b, "trunc")
    }
}

/// The result keeps the base's type even when the exponent's differs (opset 12+).
fn pow_(a: &Tensor, b: &Tensor) -> Result<Tensor, TchError> {
    let y = a.f_pow(b)?;
    if y.kind() == a.kind() {
        Ok(y)
    } else {
        y.f_to_kind(a.kind())
    }
}

/// `fmod = 0` takes the divisor's sign (Python's `%`, libtorch's `remainder`); `fmod = 1` the
/// dividend's (C's `fmod`).
pub(crate) fn modulo(cx: &Cx) -> R<Vec<Tensor>> {
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

pub(crate) fn mean(cx: &Cx) -> R<Vec<Tensor>> {
    let sum = variadic(cx, Tensor::f_add)?.remove(0);
    one(sum.f_div_scalar(cx.inputs.len() as f64)?)
}

pub(crate) fn leaky_relu(cx: &Cx) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    let alpha = cx.node.float("alpha").unwrap_or(0.01);
    if alpha == 0.01 {
        return one(x.f_leaky_relu()?);
    }
    one(x.f_where_self(&x.f_ge(0.0)?, &x.f_mul_scalar(alpha as f64)?)?)
}

/// The slope broadcasts against X (numpy-style, e.g. shape (C,1,1)); libtorch's `prelu`
/// accepts only a per-channel vector, so this is written with `where`.
pub(crate) fn prelu(cx: &Cx) -> R<Vec<Tensor>> {
    let (x, slope) = (cx.x(0)?, cx.x(1)?);
    one(x.f_where_self(&x.f_ge(0.0)?, &x.f_mul(slope)?)?)
}

pub(crate) fn hard_sigmoid(cx: &Cx) -> R<Vec<Tensor>> {
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

pub(crate) fn gelu(cx: &Cx) -> R<Vec<Tensor>> {
    let approximate = cx.string_or("approximate", "none");
    if approximate != "none" && approximate != "tanh" {
        return attr_err(
            "approximate",
            format!("'{approximate}' is neither 'none' nor 'tanh'"),
        );
    }
    one(cx.x(0)?.f_gelu(&approximate)?)
}

pub(crate) fn elu(cx: &Cx) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    let alpha = cx.float_or("alpha", 1.0);
    if alpha == 1.0 {
        return one(x.f_elu()?);
    }
    one(x.f_where_self(&x.f_gt(0.0)?, &x.f_expm1()?.f_mul_scalar(alpha)?)?)
}

pub(crate) fn selu(cx: &Cx) -> R<Vec<Tensor>> {
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

/// `x + bias` below `-lambd`, `x - bias` above `lambd`, 0 between; computed in floating point
/// and cast back, so integer inputs truncate as in onnxruntime.
pub(crate) fn shrink(cx: &Cx) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    let lambd = cx.float_or("lambd", 0.5);
    let bias = cx.float_or("bias", 0.0);
    let above = x
        .f_sub_scalar(bias)?
        .f_where_self(&x.f_gt(lambd)?, &x.f_zeros_like()?)?;
    let y = x
        .f_add_scalar(bias)?
        .f_where_self(&x.f_lt(-lambd)?, &above)?;
    one(if y.kind() == x.kind() {
        y
    } else {
        y.f_to_kind(x.kind())?
    })
}

/// Bounds are attributes before opset 11 and optional inputs from then on.
pub(crate) fn clip(cx: &Cx) -> R<Vec<Tensor>> {
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
pub(crate) fn cast(cx: &Cx) -> R<Vec<Tensor>> {
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
pub(crate) fn dropout(cx: &Cx) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    let mut outs = vec![x.shallow_clone()];
    if cx.wants(1) {
        outs.push(Tensor::f_ones(x.size(), (Kind::Bool, x.device()))?);
    }
    Ok(outs)
}
