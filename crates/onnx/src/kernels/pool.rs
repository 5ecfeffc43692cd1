//! Kernels of the pooling family (rows in [`crate::ops`]'s `pool.rs`).

use super::cx::{attr_err, input_err, one, spatial_rank, torch_pads, window, with_lead, Cx, R};
use crate::attrs::NodeAttrs;
use crate::shapes::Window;
use tch::{Kind, TchError, Tensor};

pub(crate) fn max_pool(cx: &Cx) -> R<Vec<Tensor>> {
    pool(cx, Pool::Max)
}

pub(crate) fn average_pool(cx: &Cx) -> R<Vec<Tensor>> {
    pool(cx, Pool::Avg)
}

pub(crate) fn global_average_pool(cx: &Cx) -> R<Vec<Tensor>> {
    global_pool(cx, Pool::Avg)
}

pub(crate) fn global_max_pool(cx: &Cx) -> R<Vec<Tensor>> {
    global_pool(cx, Pool::Max)
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

#[derive(Clone, Copy, PartialEq)]
enum Pool {
    Max,
    Avg,
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
        let len = w.out_len(i, input, ceil);
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
