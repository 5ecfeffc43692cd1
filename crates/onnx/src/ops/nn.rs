//! Neural-network layers: convolutions, matrix products (quantised ones included), Einsum,
//! normalisations and local response normalisation.

use super::def::{op, Flops::*, OpDef};
use crate::attrs::NodeAttrs;
use crate::proto::tensor_proto::DataType;
use crate::shapes::{broadcast, float_product, norm_axis, same, Ctx, TypeInfo, Window, FLOAT};
use std::collections::HashMap;

#[cfg(feature = "torch")]
use crate::kernels::nn as k;

#[rustfmt::skip]
pub(super) const OPS: &[OpDef] = &[
    op!("Conv", conv, flops = Rule(conv_flops), kernel = k::conv, scratch = conv_scratch),
    // ONNX Runtime's Conv with its activation (and an added input) fused in (com.microsoft).
    op!("FusedConv", conv, flops = Rule(conv_flops), scratch = conv_scratch),
    op!("ConvInteger", conv, flops = Rule(conv_flops)),
    op!("ConvTranspose", conv_transpose, flops = Rule(deconv_flops), kernel = k::conv_transpose, scratch = conv_transpose_scratch),
    op!("QLinearConv", conv, flops = Rule(conv_flops)),
    op!("Einsum", einsum, flops = Rule(einsum_flops), kernel = k::einsum),
    op!("Gemm", gemm, flops = Rule(gemm_flops), kernel = k::gemm),
    op!("MatMul", matmul, flops = Rule(matmul_flops), kernel = k::matmul),
    op!("MatMulInteger", matmul, flops = Rule(matmul_flops)),
    op!("QLinearMatMul", matmul, flops = Rule(matmul_flops)),
    op!("BatchNormalization", outputs = batch_norm, flops = PerOutput(2.0), kernel = k::batch_norm),
    op!("GroupNormalization", same, flops = PerOutput(5.0)),
    op!("InstanceNormalization", same, flops = PerOutput(2.0), kernel = k::instance_norm),
    op!("LayerNormalization", outputs = layer_norm, flops = PerOutput(5.0), kernel = k::layer_norm),
    op!("LpNormalization", same),
    op!("LRN", same, flops = PerOutput(5.0), kernel = k::lrn),
    op!("MeanVarianceNormalization", same),
    op!("RMSNormalization", same, flops = PerOutput(5.0)),
];

/// The weight's input index: QLinearConv and QLinearMatMul interleave scales and zero points.
fn weight_index(c: &Ctx) -> usize {
    match c.node.op_type() {
        "QLinearConv" | "QLinearMatMul" => 3,
        _ => 1,
    }
}

fn conv(c: &Ctx) -> Option<TypeInfo> {
    let w_idx = weight_index(c);
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
        let spatial = x.get(2..)?;
        let sp = Window::new(c.node, spatial, kernel)
            .ok()?
            .out_dims(spatial, false);
        Some([&[*x.first()?, *w.first()?], &sp[..]].concat())
    });
    Some(TypeInfo { elem, dims })
}

/// Elements of one filter of the weight at input `w` (every dim after the first).
fn per_filter(c: &Ctx, w: usize) -> f64 {
    c.dims(w)
        .map(|w| float_product(w.get(1..).unwrap_or_default()))
        .unwrap_or(0.0)
}

/// Each output element: (C_in / group) × kernel multiply-adds.
fn conv_flops(c: &Ctx, out_elems: f64, _: f64) -> f64 {
    2.0 * out_elems * per_filter(c, weight_index(c))
}

/// MLAS's working buffer per thread, in floats (`MLAS_CONV_WORKING_BUFFER_SIZE_PER_THREAD`).
const MLAS_TILE: i64 = 128 * 128;

/// ONNX Runtime's float Conv takes MLAS's working buffer for the call (`MlasConvPrepare`):
/// none for a pointwise convolution, the whole im2col matrix when there are more filters than
/// output pixels, else one tile per thread. Batches and groups also take one tile per thread
/// (at most one a group and image), whatever the kernel and the image size: measured in ORT
/// 1.32 with the counting malloc, depthwise 3×3 to 7×7 on 23² to 167² images, groups of 1 to
/// 48 channels and batches of 2 and 4 all took 64 KiB on one thread and 128 KiB on two. (The
/// rule of older MLAS, one whole im2col a thread, put 1.3 MB of scratch that ORT never takes
/// on each 7×7 depthwise convolution of NASNet-A at 331².)
fn conv_scratch(c: &Ctx, outputs: &[Option<TypeInfo>], threads: i64) -> u64 {
    // ORT's NCHWc convolution (`all` level) computes directly into its blocked output.
    let nchwc = c.node.domain() == "com.microsoft.nchwc";
    if !matches!(c.node.op_type(), "Conv" | "FusedConv") || c.elem(0) != FLOAT || nchwc {
        return 0;
    }
    let y = outputs.first().and_then(|o| o.as_ref()?.dims.as_deref());
    let (Some(x), Some(w), Some(y)) = (c.dims(0), c.dims(1), y) else {
        return 0;
    };
    let node = c.node;
    let kernel = match node.ints("kernel_shape") {
        Some(k) if !k.is_empty() => k,
        _ => w.get(2..).unwrap_or_default(),
    };
    let all = |name: &str, v: i64| node.ints(name).is_none_or(|s| s.iter().all(|&d| d == v));
    let same_pad = node
        .string("auto_pad")
        .is_some_and(|p| p.starts_with("SAME"));
    if kernel.iter().all(|&k| k == 1) && all("strides", 1) && all("pads", 0) && !same_pad {
        return 0;
    }
    let group = node.int_or("group", 1).max(1);
    let (Some(&n), Some(&m)) = (x.first(), w.first()) else {
        return 0;
    };
    let out_size = product(y.get(2..).unwrap_or_default());
    let k_dim = product(w.get(1..2).unwrap_or_default()).saturating_mul(product(kernel));
    let filters = m / group;
    let im2col = out_size.saturating_mul(k_dim);
    let floats = if filters > out_size {
        im2col
    } else if n > 1 || group > 1 {
        threads
            .min(n.saturating_mul(group))
            .saturating_mul(MLAS_TILE)
    } else {
        segments(filters.saturating_mul(im2col), out_size, threads) * MLAS_TILE
    };
    (floats.max(0) as u64).saturating_mul(4)
}

/// How many threads MLAS splits a convolution's output pixels over (one tile each): one per
/// 64 Ki multiply-adds, at most 16 and at most `threads`, segments rounded up to 16 pixels.
fn segments(work: i64, out_size: i64, threads: i64) -> i64 {
    let mut t = (work / 65536).saturating_add(1).min(16).min(threads).max(1);
    let mut stride = out_size.saturating_add(t - 1) / t;
    if t > 1 {
        stride = stride.saturating_add(15) / 16 * 16;
    }
    if stride >= out_size {
        t = 1;
    } else if stride.saturating_mul(t - 1) >= out_size {
        t -= 1;
    }
    t
}

/// ConvTranspose's column buffer: (filters per group × kernel) × input pixels, per call.
fn conv_transpose_scratch(c: &Ctx, _: &[Option<TypeInfo>], _threads: i64) -> u64 {
    let (Some(x), Some(w)) = (c.dims(0), c.dims(1)) else {
        return 0;
    };
    let elems = product(w.get(1..).unwrap_or_default())
        .saturating_mul(product(x.get(2..).unwrap_or_default()));
    crate::tensor_bytes(c.elem(0), elems.max(0) as u64).unwrap_or(0)
}

/// The product of dimensions, saturating (shapes come from the file).
fn product(dims: &[i64]) -> i64 {
    dims.iter().fold(1i64, |p, &d| p.saturating_mul(d.max(0)))
}

fn conv_transpose(c: &Ctx) -> Option<TypeInfo> {
    let node = c.node;
    let dims = c.dims(0).zip(c.dims(1)).and_then(|(x, w)| {
        let group = node.int_or("group", 1);
        let sp_in = x.get(2..)?;
        let r = sp_in.len();
        let out_ch = w.get(1)?.checked_mul(group)?;
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
                // Saturating: see `Window::eff`.
                if auto.starts_with("SAME") {
                    sp_in[i].saturating_mul(strides[i])
                } else {
                    strides[i]
                        .saturating_mul(sp_in[i].saturating_sub(1))
                        .saturating_add(outpad[i])
                        .saturating_add(
                            (kernel.get(i).copied().unwrap_or(1) - 1).saturating_mul(dil[i]),
                        )
                        .saturating_add(1)
                        .saturating_sub(pads[i])
                        .saturating_sub(pads[i + r])
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

fn deconv_flops(c: &Ctx, _: f64, in_elems: f64) -> f64 {
    2.0 * in_elems * per_filter(c, 1)
}

fn gemm(c: &Ctx) -> Option<TypeInfo> {
    let node = c.node;
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
    Some(TypeInfo {
        elem: c.elem(0),
        dims,
    })
}

fn gemm_flops(c: &Ctx, out_elems: f64, _: f64) -> f64 {
    let k = c
        .dims(0)
        .and_then(|a| {
            if c.node.int_or("transA", 0) != 0 {
                a.first()
            } else {
                a.get(1)
            }
        })
        .copied()
        .unwrap_or(0);
    2.0 * out_elems * k as f64
}

fn matmul(c: &Ctx) -> Option<TypeInfo> {
    let elem = match c.node.op_type() {
        "MatMulInteger" => DataType::Int32 as i32,
        "QLinearMatMul" => c.elem(7),
        _ => c.elem(0),
    };
    Some(TypeInfo {
        elem,
        dims: c
            .dims(0)
            .zip(c.dims(weight_index(c)))
            .and_then(|(a, b)| matmul_dims(a, b)),
    })
}

fn matmul_flops(c: &Ctx, out_elems: f64, _: f64) -> f64 {
    let k = c.dims(0).and_then(|a| a.last()).copied().unwrap_or(0);
    2.0 * out_elems * k as f64
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

fn einsum(c: &Ctx) -> Option<TypeInfo> {
    Some(TypeInfo {
        elem: c.elem(0),
        dims: einsum_dims(c),
    })
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

/// Product of every index size in the equation: one multiply-add per point.
fn einsum_flops(c: &Ctx, out_elems: f64, _: f64) -> f64 {
    let total: f64 = (0..c.node.input.len())
        .filter_map(|i| c.input(i).and_then(TypeInfo::elems))
        .map(|e| e as f64)
        .fold(0.0, f64::max);
    2.0 * total.max(out_elems)
}

/// Opsets before 14 list the running and saved statistics as optional outputs.
fn batch_norm(c: &Ctx) -> Vec<Option<TypeInfo>> {
    let mut outs = vec![None; c.node.output.len()];
    if let Some(first) = outs.first_mut() {
        *first = same(c);
    }
    for (k, o) in outs.iter_mut().enumerate().skip(1) {
        *o = c.input(k.min(4)).cloned();
    }
    outs
}

/// Mean and inverse standard deviation: reduced over the normalised axes, kept as size-1 dims.
fn layer_norm(c: &Ctx) -> Vec<Option<TypeInfo>> {
    let mut outs = vec![None; c.node.output.len()];
    if let Some(first) = outs.first_mut() {
        *first = same(c);
    }
    if outs.len() > 1 {
        let stats = c.dims(0).and_then(|x| {
            let axis = norm_axis(c.node.int_or("axis", -1), x.len())?;
            Some(
                x.iter()
                    .enumerate()
                    .map(|(i, &d)| if i < axis { d } else { 1 })
                    .collect(),
            )
        });
        for o in outs.iter_mut().skip(1) {
            *o = Some(TypeInfo {
                elem: FLOAT,
                dims: stats.clone(),
            });
        }
    }
    outs
}
