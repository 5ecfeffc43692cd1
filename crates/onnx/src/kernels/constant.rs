//! Kernels of the constant family (rows in [`crate::ops`]'s `constant.rs`).

use super::cx::{attr_err, input_err, is_float, one, Cx, R};
use crate::attrs::NodeAttrs;
use crate::kernels::tensor::from_proto;
use crate::shapes::shape_slice;
use tch::{Kind, Tensor};

pub(crate) fn size(cx: &Cx) -> R<Vec<Tensor>> {
    one(Tensor::f_from_slice(&[cx.x(0)?.numel() as i64])?
        .f_reshape([] as [i64; 0])?
        .f_to_device(cx.device)?)
}

pub(crate) fn nonzero(cx: &Cx) -> R<Vec<Tensor>> {
    one(cx.x(0)?.f_nonzero()?.f_transpose(0, 1)?.f_contiguous()?)
}

/// `start`/`end` (opset 15) select a range of dimensions, clamped to the rank.
pub(crate) fn shape(cx: &Cx) -> R<Vec<Tensor>> {
    let dims = cx.x(0)?.size();
    one(cx.i64_tensor(&dims[shape_slice(cx.node, dims.len())])?)
}

pub(crate) fn constant(cx: &Cx) -> R<Vec<Tensor>> {
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
pub(crate) fn constant_of_shape(cx: &Cx) -> R<Vec<Tensor>> {
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

pub(crate) fn range(cx: &Cx) -> R<Vec<Tensor>> {
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
