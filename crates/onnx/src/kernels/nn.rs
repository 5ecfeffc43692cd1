//! Kernels of the neural-network family (rows in [`crate::ops`]'s `nn.rs`).

use super::cx::{
    attr_err, input_err, norm_axis, one, spatial_rank, torch_pads, window, with_lead, Cx, Fail, R,
};
use crate::attrs::NodeAttrs;
use crate::proto::NodeProto;
use crate::shapes;
use tch::Tensor;

pub(crate) fn matmul(cx: &Cx) -> R<Vec<Tensor>> {
    one(cx.x(0)?.f_matmul(cx.x(1)?)?)
}

/// [`shapes::per_axis`], attribute errors reported.
fn per_axis(node: &NodeProto, name: &'static str, r: usize, default: i64) -> R<Vec<i64>> {
    shapes::per_axis(node, name, r, default).map_err(|(a, reason)| Fail::Attr(a.into(), reason))
}

fn kernel_of(node: &NodeProto, w: &Tensor) -> Vec<i64> {
    node.ints("kernel_shape")
        .filter(|k| !k.is_empty())
        .map(<[i64]>::to_vec)
        .unwrap_or_else(|| w.size()[2..].to_vec())
}

/// Asymmetric pads (SAME_* with an odd total, or explicit) are not expressible in libtorch's
/// convolution: the uneven remainder is padded explicitly and the even part stays in the call.
pub(crate) fn conv(cx: &Cx) -> R<Vec<Tensor>> {
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
// long: ConvTranspose's padding forms mapped onto libtorch's in one place.
pub(crate) fn conv_transpose(cx: &Cx) -> R<Vec<Tensor>> {
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
pub(crate) fn batch_norm(cx: &Cx) -> R<Vec<Tensor>> {
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

pub(crate) fn instance_norm(cx: &Cx) -> R<Vec<Tensor>> {
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
pub(crate) fn layer_norm(cx: &Cx) -> R<Vec<Tensor>> {
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
pub(crate) fn lrn(cx: &Cx) -> R<Vec<Tensor>> {
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
pub(crate) fn gemm(cx: &Cx) -> R<Vec<Tensor>> {
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

pub(crate) fn einsum(cx: &Cx) -> R<Vec<Tensor>> {
    let Some(eq) = cx.node.string("equation") else {
        return attr_err("equation", "missing");
    };
    let eq: String = eq.chars().filter(|c| !c.is_whitespace()).collect();
    let xs = (0..cx.inputs.len())
        .map(|i| cx.x(i))
        .collect::<R<Vec<_>>>()?;
    one(Tensor::f_einsum(&eq, &xs, None::<Vec<i64>>)?)
}
