//! Data movement: reshaping, transposition, concatenation and splitting, slicing, gathering and
//! scattering, expansion, tiling, padding, depth/space rearrangement and triangles.

use super::def::{op, OpDef};
use crate::attrs::NodeAttrs;
use crate::proto::NodeProto;
use crate::shapes::{broadcast, checked_product, fold_first, norm_axis, same, Ctx, TypeInfo};

#[cfg(feature = "torch")]
use crate::kernels::array as k;

#[rustfmt::skip]
pub(super) const OPS: &[OpDef] = &[
    op!("Concat", concat, fold = fold_concat, kernel = k::concat),
    op!("DepthToSpace", depth_space, kernel = k::depth_to_space),
    op!("Expand", expand, kernel = k::expand),
    op!("Flatten", flatten, fold = fold_first, kernel = k::flatten, buffer = Alias),
    op!("Gather", gather, fold = fold_gather, kernel = k::gather),
    op!("GatherElements", gather_elements, kernel = k::gather_elements),
    op!("Pad", pad, kernel = k::pad),
    op!("Reshape", reshape_rule, fold = fold_first, kernel = k::reshape, buffer = Alias),
    op!("ReverseSequence", same),
    op!("Scatter", same),
    op!("ScatterElements", same),
    op!("ScatterND", same, kernel = k::scatter_nd),
    op!("Slice", slice, fold = fold_slice, kernel = k::slice),
    op!("SpaceToDepth", depth_space, kernel = k::space_to_depth),
    op!("Split", outputs = split, kernel = k::split),
    op!("Squeeze", squeeze, fold = fold_first, kernel = k::squeeze, buffer = Alias),
    op!("Tile", tile, kernel = k::tile),
    op!("Transpose", transpose, fold = fold_transpose, kernel = k::transpose),
    op!("Trilu", same, kernel = k::trilu),
    op!("Unsqueeze", unsqueeze, fold = fold_first, kernel = k::unsqueeze, buffer = Alias),
];

/// `dims` in input 0's type.
fn of_first(c: &Ctx, dims: Option<Vec<i64>>) -> Option<TypeInfo> {
    Some(TypeInfo {
        elem: c.elem(0),
        dims,
    })
}

fn flatten(c: &Ctx) -> Option<TypeInfo> {
    let dims = c.dims(0).and_then(|x| {
        let axis = norm_axis(c.node.int_or("axis", 1), x.len() + 1)?;
        Some(vec![
            checked_product(x.get(..axis)?)?,
            checked_product(x.get(axis..)?)?,
        ])
    });
    of_first(c, dims)
}

fn reshape_rule(c: &Ctx) -> Option<TypeInfo> {
    of_first(
        c,
        c.dims(0)
            .zip(c.cst_ints(1))
            .and_then(|(x, s)| reshape(x, &s, c.node)),
    )
}

fn transpose(c: &Ctx) -> Option<TypeInfo> {
    let dims = c.dims(0).and_then(|x| {
        let perm: Vec<i64> = match c.node.ints("perm") {
            Some(p) if !p.is_empty() => p.to_vec(),
            _ => (0..x.len() as i64).rev().collect(),
        };
        perm.iter()
            .map(|&p| x.get(norm_axis(p, x.len())?).copied())
            .collect()
    });
    of_first(c, dims)
}

fn squeeze(c: &Ctx) -> Option<TypeInfo> {
    let dims = c.dims(0).and_then(|x| {
        let axes = c.axes("axes", 1);
        let drop: Vec<usize> = match axes {
            Some(a) => a
                .iter()
                .map(|&a| norm_axis(a, x.len()))
                .collect::<Option<_>>()?,
            None if c.present(1) => return None,
            None => (0..x.len()).filter(|&i| x[i] == 1).collect(),
        };
        Some(
            x.iter()
                .enumerate()
                .filter(|(i, _)| !drop.contains(i))
                .map(|(_, &d)| d)
                .collect(),
        )
    });
    of_first(c, dims)
}

fn unsqueeze(c: &Ctx) -> Option<TypeInfo> {
    let dims = c.dims(0).zip(c.axes("axes", 1)).and_then(|(x, axes)| {
        let rank = x.len() + axes.len();
        let at: Vec<usize> = axes
            .iter()
            .map(|&a| norm_axis(a, rank))
            .collect::<Option<_>>()?;
        let mut rest = x.iter();
        (0..rank)
            .map(|i| {
                if at.contains(&i) {
                    Some(1)
                } else {
                    rest.next().copied()
                }
            })
            .collect()
    });
    of_first(c, dims)
}

fn concat(c: &Ctx) -> Option<TypeInfo> {
    let node = c.node;
    let dims = (0..node.input.len())
        .map(|i| c.dims(i))
        .collect::<Option<Vec<_>>>()
        .and_then(|all| {
            let first = all.first()?;
            let axis = norm_axis(node.int_or("axis", 0), first.len())?;
            let mut out = first.to_vec();
            out[axis] = all
                .iter()
                .map(|d| d.get(axis).copied())
                .sum::<Option<i64>>()?;
            Some(out)
        });
    of_first(c, dims)
}

fn gather(c: &Ctx) -> Option<TypeInfo> {
    let dims = c.dims(0).zip(c.dims(1)).and_then(|(x, idx)| {
        let axis = norm_axis(c.node.int_or("axis", 0), x.len())?;
        Some([&x[..axis], idx, &x[axis + 1..]].concat())
    });
    of_first(c, dims)
}

fn gather_elements(c: &Ctx) -> Option<TypeInfo> {
    of_first(c, c.dims(1).map(<[i64]>::to_vec))
}

fn expand(c: &Ctx) -> Option<TypeInfo> {
    of_first(
        c,
        c.dims(0)
            .zip(c.cst_ints(1))
            .and_then(|(x, s)| broadcast(&[x, &s])),
    )
}

fn tile(c: &Ctx) -> Option<TypeInfo> {
    of_first(
        c,
        c.dims(0).zip(c.cst_ints(1)).and_then(|(x, r)| {
            // A product past i64 is no size (a fuzzer's repeats): unknown, not a panic.
            let tiled = x.iter().zip(&r).map(|(a, b)| a.checked_mul(*b));
            (x.len() == r.len()).then(|| tiled.collect::<Option<Vec<i64>>>())?
        }),
    )
}

fn slice(c: &Ctx) -> Option<TypeInfo> {
    of_first(c, c.dims(0).and_then(|x| slice_dims(c, x)))
}

fn pad(c: &Ctx) -> Option<TypeInfo> {
    of_first(c, c.dims(0).and_then(|x| pad_dims(c, x)))
}

fn depth_space(c: &Ctx) -> Option<TypeInfo> {
    let node = c.node;
    let dims = c.dims(0).and_then(|x| {
        let b = node.int("blocksize").filter(|&b| b > 0)?;
        let [n, ch, h, w] = x.try_into().ok()?;
        let bb = b.checked_mul(b)?;
        Some(if node.op_type() == "DepthToSpace" {
            vec![n, ch / bb, h.checked_mul(b)?, w.checked_mul(b)?]
        } else {
            vec![n, ch.checked_mul(bb)?, h / b, w / b]
        })
    });
    of_first(c, dims)
}

fn reshape(x: &[i64], shape: &[i64], node: &NodeProto) -> Option<Vec<i64>> {
    let allow_zero = node.int_or("allowzero", 0) != 0;
    let mut out: Vec<i64> = shape
        .iter()
        .enumerate()
        .map(|(i, &s)| {
            if s == 0 && !allow_zero {
                x.get(i).copied().unwrap_or(0)
            } else {
                s
            }
        })
        .collect();
    let total = checked_product(x)?;
    let known = out
        .iter()
        .filter(|&&d| d != -1)
        .try_fold(1i64, |a, &d| a.checked_mul(d))?;
    match out.iter().filter(|&&d| d == -1).count() {
        0 => (known == total).then_some(out),
        1 if known > 0 && total % known == 0 => {
            *out.iter_mut().find(|d| **d == -1)? = total / known;
            Some(out)
        }
        _ => None,
    }
}

fn split(c: &Ctx) -> Vec<Option<TypeInfo>> {
    let node = c.node;
    let n = node.output.len();
    let dims = c.dims(0).and_then(|x| {
        let axis = norm_axis(node.int_or("axis", 0), x.len())?;
        let sizes: Vec<i64> = match node
            .ints("split")
            .filter(|s| !s.is_empty())
            .map(|s| s.to_vec())
            .or_else(|| c.cst_ints(1))
        {
            Some(s) => s,
            None => {
                let parts = node.int("num_outputs").unwrap_or(n as i64).max(1);
                let chunk = (x[axis] + parts - 1) / parts;
                (0..parts)
                    .map(|i| chunk.min(x[axis] - i * chunk).max(0))
                    .collect()
            }
        };
        Some(
            sizes
                .into_iter()
                .map(|s| {
                    let mut d = x.to_vec();
                    d[axis] = s;
                    d
                })
                .collect::<Vec<_>>(),
        )
    });
    (0..n)
        .map(|i| {
            Some(TypeInfo {
                elem: c.elem(0),
                dims: dims.as_ref().and_then(|d| d.get(i).cloned()),
            })
        })
        .collect()
}

/// One sliced axis: elements `start, start + step, …` (`len` of them).
struct SliceAxis {
    axis: usize,
    start: i64,
    step: i64,
    len: i64,
}

/// Resolves Slice's starts/ends/axes/steps (attributes before opset 10, inputs after) against
/// the input shape, with the spec's clamping rules.
fn slice_plan(c: &Ctx, x: &[i64]) -> Option<Vec<SliceAxis>> {
    let node = c.node;
    let (starts, ends, axes, steps) = if c.env.opset < 10 && node.ints("starts").is_some() {
        (
            node.ints("starts")?.to_vec(),
            node.ints("ends")?.to_vec(),
            node.ints("axes").map(|a| a.to_vec()),
            None,
        )
    } else {
        let axes = if c.present(3) {
            Some(c.cst_ints(3)?)
        } else {
            None
        };
        let steps = if c.present(4) {
            Some(c.cst_ints(4)?)
        } else {
            None
        };
        (c.cst_ints(1)?, c.cst_ints(2)?, axes, steps)
    };
    let axes = axes.unwrap_or_else(|| (0..starts.len() as i64).collect());
    axes.iter()
        .enumerate()
        .map(|(k, &a)| {
            let axis = norm_axis(a, x.len())?;
            let dim = x[axis];
            let step = steps.as_ref().and_then(|s| s.get(k).copied()).unwrap_or(1);
            let clamp = |v: i64, lo: i64, hi: i64| {
                (if v < 0 { v.saturating_add(dim) } else { v }).clamp(lo, hi)
            };
            let (start, len) = if step > 0 {
                let (s, e) = (clamp(*starts.get(k)?, 0, dim), clamp(*ends.get(k)?, 0, dim));
                (s, (e - s + step - 1).div_euclid(step).max(0))
            } else if step < 0 {
                let (s, e) = (
                    clamp(*starts.get(k)?, 0, dim - 1),
                    clamp(*ends.get(k)?, -1, dim - 1),
                );
                (s, (s - e + (-step) - 1).div_euclid(-step).max(0))
            } else {
                return None;
            };
            Some(SliceAxis {
                axis,
                start,
                step,
                len,
            })
        })
        .collect()
}

fn slice_dims(c: &Ctx, x: &[i64]) -> Option<Vec<i64>> {
    let mut out = x.to_vec();
    for s in slice_plan(c, x)? {
        out[s.axis] = s.len;
    }
    Some(out)
}

/// Row-major strides of a shape.
fn strides(dims: &[i64]) -> Vec<i64> {
    let mut st = vec![1; dims.len()];
    for i in (0..dims.len().saturating_sub(1)).rev() {
        st[i] = st[i + 1] * dims[i + 1];
    }
    st
}

/// Gathers `out_dims` elements from `data`, where output index `idx` reads input
/// `Σ_a map(a, idx[a]) * in_strides[a]`.
fn gather_elems(
    data: &[f64],
    in_dims: &[i64],
    out_dims: &[i64],
    map: impl Fn(usize, i64) -> (usize, i64),
) -> Option<Vec<f64>> {
    let in_st = strides(in_dims);
    let total = checked_product(out_dims)?;
    let out_st = strides(out_dims);
    (0..total)
        .map(|flat| {
            let src: i64 = (0..out_dims.len())
                .map(|a| {
                    let i = flat / out_st[a] % out_dims[a];
                    let (ax, j) = map(a, i);
                    j * in_st[ax]
                })
                .sum();
            data.get(src as usize).copied()
        })
        .collect()
}

fn pad_dims(c: &Ctx, x: &[i64]) -> Option<Vec<i64>> {
    let pads = match c.node.ints("pads").filter(|p| !p.is_empty()) {
        Some(p) => p.to_vec(),
        None => c.cst_ints(1)?,
    };
    let axes: Vec<usize> = if c.present(3) {
        c.cst_ints(3)?
            .iter()
            .map(|&a| norm_axis(a, x.len()))
            .collect::<Option<_>>()?
    } else {
        (0..x.len()).collect()
    };
    if pads.len() != 2 * axes.len() {
        return None;
    }
    let mut out = x.to_vec();
    for (k, &a) in axes.iter().enumerate() {
        out[a] += pads[k] + pads[k + axes.len()];
    }
    Some(out)
}

fn fold_concat(c: &Ctx) -> Option<Vec<f64>> {
    (0..c.node.input.len())
        .map(|i| c.cst(i))
        .collect::<Option<Vec<_>>>()
        .map(|p| p.concat())
}

/// Only 1-D data along axis 0, which is what shape arithmetic uses.
fn fold_gather(c: &Ctx) -> Option<Vec<f64>> {
    c.cst(0).zip(c.cst(1)).and_then(|(data, idx)| {
        if c.dims(0).map(|d| d.len()) != Some(1) {
            return None;
        }
        idx.iter()
            .map(|&i| {
                let i = if i < 0.0 { i + data.len() as f64 } else { i } as usize;
                data.get(i).copied()
            })
            .collect()
    })
}

fn fold_slice(c: &Ctx) -> Option<Vec<f64>> {
    c.cst(0).zip(c.dims(0)).and_then(|(data, x)| {
        let plan = slice_plan(c, x)?;
        let out_dims = slice_dims(c, x)?;
        gather_elems(data, x, &out_dims, |a, i| {
            match plan.iter().find(|s| s.axis == a) {
                Some(s) => (a, s.start + i * s.step),
                None => (a, i),
            }
        })
    })
}

fn fold_transpose(c: &Ctx) -> Option<Vec<f64>> {
    c.cst(0).zip(c.dims(0)).and_then(|(data, x)| {
        let perm: Vec<usize> = match c.node.ints("perm") {
            Some(p) if !p.is_empty() => p
                .iter()
                .map(|&p| norm_axis(p, x.len()))
                .collect::<Option<_>>()?,
            _ => (0..x.len()).rev().collect(),
        };
        let out_dims: Vec<i64> = perm.iter().map(|&p| x[p]).collect();
        gather_elems(data, x, &out_dims, |a, i| (perm[a], i))
    })
}
