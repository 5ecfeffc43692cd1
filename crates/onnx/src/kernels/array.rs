//! Kernels of the data-movement family (rows in [`crate::ops`]'s `array.rs`).

use super::cx::{
    as_2d, attr_err, input_err, norm_axes, norm_axis, one, torch_pads, with_lead, Cx, R,
};
use crate::attrs::NodeAttrs;
use tch::{Kind, Tensor};

pub(crate) fn concat(cx: &Cx) -> R<Vec<Tensor>> {
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
pub(crate) fn split(cx: &Cx) -> R<Vec<Tensor>> {
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
pub(crate) fn reshape(cx: &Cx) -> R<Vec<Tensor>> {
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

pub(crate) fn flatten(cx: &Cx) -> R<Vec<Tensor>> {
    one(as_2d(cx, cx.x(0)?)?)
}

pub(crate) fn transpose(cx: &Cx) -> R<Vec<Tensor>> {
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
pub(crate) fn squeeze(cx: &Cx) -> R<Vec<Tensor>> {
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
pub(crate) fn unsqueeze(cx: &Cx) -> R<Vec<Tensor>> {
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
pub(crate) fn slice(cx: &Cx) -> R<Vec<Tensor>> {
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

pub(crate) fn gather(cx: &Cx) -> R<Vec<Tensor>> {
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

pub(crate) fn gather_elements(cx: &Cx) -> R<Vec<Tensor>> {
    let (x, idx) = (cx.x(0)?, cx.x(1)?);
    let axis = norm_axis(cx.node.int_or("axis", 0), x.dim(), "axis")?;
    let idx = wrap_indices(idx, x.size()[axis as usize])?;
    one(x.f_gather(axis, &idx, false)?)
}

/// Copies `data` and writes `updates` at the index tuples in the last axis of `indices`:
/// the leading k axes are flattened into one so a single `index_put_` does it.
pub(crate) fn scatter_nd(cx: &Cx) -> R<Vec<Tensor>> {
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

/// ONNX broadcasts both ways (a 1 in `shape` keeps the input's dimension); libtorch's expand
/// only grows the input, so the output shape is resolved first.
pub(crate) fn expand(cx: &Cx) -> R<Vec<Tensor>> {
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
pub(crate) fn tile(cx: &Cx) -> R<Vec<Tensor>> {
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
// long: Pad's modes and negative pads mapped onto libtorch's kernels in one place.
pub(crate) fn pad(cx: &Cx) -> R<Vec<Tensor>> {
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

/// DCR (the default) orders the depth as (block row, block column, channel); CRD as
/// (channel, block row, block column), which is libtorch's `pixel_shuffle`.
pub(crate) fn depth_to_space(cx: &Cx) -> R<Vec<Tensor>> {
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
pub(crate) fn space_to_depth(cx: &Cx) -> R<Vec<Tensor>> {
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

pub(crate) fn trilu(cx: &Cx) -> R<Vec<Tensor>> {
    let x = cx.x(0)?;
    let k = cx.scalar_in(1)?.map_or(0, |k| k as i64);
    one(if cx.node.int_or("upper", 1) != 0 {
        x.f_triu(k)?
    } else {
        x.f_tril(k)?
    })
}
