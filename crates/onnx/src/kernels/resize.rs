//! Kernels of the resize family (rows in [`crate::ops`]'s `resize.rs`).

use super::cx::{attr_err, input_err, is_float, norm_axis, one, Cx, R};
use crate::attrs::NodeAttrs;
use crate::kernels::tensor::{to_f64_values, to_i64_values};
use tch::Tensor;

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

// long: the ways Resize states its target (scales, sizes, roi, legacy) checked together.
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
// long: Resize's modes, transforms and legacy opsets matched to onnxruntime in one place.
pub(crate) fn resize(cx: &Cx) -> R<Vec<Tensor>> {
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
