//! Kernels of the reduction family (rows in [`crate::ops`]'s `reduce.rs`).

use super::cx::{
    as_2d, attr_err, input_err, is_float, norm_axes, norm_axis, one, torch_pads, Cx, Fail, R,
};
use crate::attrs::NodeAttrs;
use tch::{Kind, Tensor};

pub(crate) fn softmax(cx: &Cx) -> R<Vec<Tensor>> {
    softmax_(cx, false)
}

pub(crate) fn log_softmax(cx: &Cx) -> R<Vec<Tensor>> {
    softmax_(cx, true)
}

pub(crate) fn arg_max(cx: &Cx) -> R<Vec<Tensor>> {
    arg_extreme(cx, true)
}

pub(crate) fn arg_min(cx: &Cx) -> R<Vec<Tensor>> {
    arg_extreme(cx, false)
}

/// Before opset 13 the input is coerced to 2-D at `axis` (default 1) and normalised over the
/// whole trailing block; from 13 on, along `axis` alone (default -1).
fn softmax_(cx: &Cx, log: bool) -> R<Vec<Tensor>> {
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
pub(crate) fn reduce(cx: &Cx) -> R<Vec<Tensor>> {
    let op = cx.node.op_type();
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
pub(crate) fn cumsum(cx: &Cx) -> R<Vec<Tensor>> {
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
pub(crate) fn topk(cx: &Cx) -> R<Vec<Tensor>> {
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
