//! Reductions, arg-reductions, the softmax family, cumulative sums and top-k.

use super::def::{op, Flops::*, OpDef};
use crate::attrs::NodeAttrs;
use crate::shapes::{norm_axis, same, Ctx, TypeInfo, INT64};

#[cfg(feature = "torch")]
use crate::kernels::reduce as k;

#[rustfmt::skip]
pub(super) const OPS: &[OpDef] = &[
    op!("ReduceL1", reduce, flops = PerInput, kernel = k::reduce),
    op!("ReduceL2", reduce, flops = PerInput, kernel = k::reduce),
    op!("ReduceLogSum", reduce, flops = PerInput),
    op!("ReduceLogSumExp", reduce, flops = PerInput, kernel = k::reduce),
    op!("ReduceMax", reduce, flops = PerInput, kernel = k::reduce),
    op!("ReduceMean", reduce, flops = PerInput, kernel = k::reduce),
    op!("ReduceMin", reduce, flops = PerInput, kernel = k::reduce),
    op!("ReduceProd", reduce, flops = PerInput, kernel = k::reduce),
    op!("ReduceSum", reduce, flops = PerInput, kernel = k::reduce),
    op!("ReduceSumSquare", reduce, flops = PerInput, kernel = k::reduce),
    op!("ArgMax", arg_extreme, kernel = k::arg_max),
    op!("ArgMin", arg_extreme, kernel = k::arg_min),
    op!("Hardmax", same),
    op!("LogSoftmax", same, flops = PerOutput(5.0), kernel = k::log_softmax),
    op!("Softmax", same, flops = PerOutput(5.0), kernel = k::softmax),
    op!("CumSum", same, kernel = k::cumsum),
    op!("TopK", outputs = topk, kernel = k::topk),
];

/// `x` without the `axes` (or with them as size 1 when `keep`).
fn reduce_shape(x: &[i64], axes: &[usize], keep: bool) -> Vec<i64> {
    x.iter()
        .enumerate()
        .filter_map(|(i, &d)| match (axes.contains(&i), keep) {
            (true, true) => Some(1),
            (true, false) => None,
            _ => Some(d),
        })
        .collect()
}

/// Axes from the attribute or the input; none reduces everything unless
/// `noop_with_empty_axes`.
fn reduce(c: &Ctx) -> Option<TypeInfo> {
    Some(TypeInfo {
        elem: c.elem(0),
        dims: reduce_dims(c),
    })
}

fn reduce_dims(c: &Ctx) -> Option<Vec<i64>> {
    let node = c.node;
    let x = c.dims(0)?;
    let keep = node.int_or("keepdims", 1) != 0;
    let axes = match c.axes("axes", 1) {
        Some(a) if !a.is_empty() => a,
        Some(_) | None if c.present(1) && c.cst(1).is_none() => return None,
        _ if node.int_or("noop_with_empty_axes", 0) != 0 => return Some(x.to_vec()),
        _ => (0..x.len() as i64).collect(),
    };
    let axes: Vec<usize> = axes
        .iter()
        .map(|&a| norm_axis(a, x.len()))
        .collect::<Option<_>>()?;
    Some(reduce_shape(x, &axes, keep))
}

fn arg_extreme(c: &Ctx) -> Option<TypeInfo> {
    let node = c.node;
    let dims = c.dims(0).and_then(|x| {
        let axis = norm_axis(node.int_or("axis", 0), x.len())?;
        let keep = node.int_or("keepdims", 1) != 0;
        Some(reduce_shape(x, &[axis], keep))
    });
    Some(TypeInfo { elem: INT64, dims })
}

/// Values and indices, `k` along `axis`; `k` is an attribute in opset 1 and an input after.
fn topk(c: &Ctx) -> Vec<Option<TypeInfo>> {
    let node = c.node;
    let dims = c
        .dims(0)
        .zip(c.cst_ints(1).or_else(|| node.int("k").map(|k| vec![k])))
        .and_then(|(x, k)| {
            let axis = norm_axis(node.int_or("axis", -1), x.len())?;
            let mut out = x.to_vec();
            out[axis] = *k.first()?;
            Some(out)
        });
    let values = Some(TypeInfo {
        elem: c.elem(0),
        dims: dims.clone(),
    });
    let mut outs = vec![values, Some(TypeInfo { elem: INT64, dims })];
    outs.truncate(node.output.len());
    outs
}
