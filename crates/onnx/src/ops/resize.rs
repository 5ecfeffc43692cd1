//! Resize and its predecessor Upsample.

use super::def::{op, OpDef};
use crate::attrs::NodeAttrs;
use crate::shapes::{norm_axis, Ctx, TypeInfo};

#[cfg(feature = "torch")]
use crate::kernels::resize as k;

#[rustfmt::skip]
pub(super) const OPS: &[OpDef] = &[
    op!("Resize", resize, kernel = k::resize),
    op!("Upsample", resize, kernel = k::resize),
];

fn resize(c: &Ctx) -> Option<TypeInfo> {
    Some(TypeInfo {
        elem: c.elem(0),
        dims: c.dims(0).and_then(|x| resize_dims(c, x)),
    })
}

fn resize_dims(c: &Ctx, x: &[i64]) -> Option<Vec<i64>> {
    // Upsample (opset 7–9): scales attribute or input 1; Resize ≥ 11: roi, scales, sizes.
    if c.node.op_type() == "Upsample" {
        let scales = c
            .node
            .floats("scales")
            .filter(|s| !s.is_empty())
            .map(|s| s.iter().map(|&v| v as f64).collect())
            .or_else(|| c.cst(1).map(<[f64]>::to_vec))?;
        return (scales.len() == x.len()).then(|| {
            x.iter()
                .zip(&scales)
                .map(|(&d, s)| (d as f64 * s).floor() as i64)
                .collect()
        });
    }
    let (scales_idx, sizes_idx) = if c.env.opset >= 11 {
        (2, 3)
    } else {
        (1, usize::MAX)
    };
    if let Some(sizes) = c.cst_ints(sizes_idx).filter(|s| !s.is_empty()) {
        let axes: Vec<usize> = match c.node.ints("axes").filter(|a| !a.is_empty()) {
            Some(a) => a
                .iter()
                .map(|&a| norm_axis(a, x.len()))
                .collect::<Option<_>>()?,
            None => (0..x.len()).collect(),
        };
        let mut out = x.to_vec();
        for (a, s) in axes.iter().zip(sizes) {
            out[*a] = s;
        }
        return Some(out);
    }
    let scales = c.cst(scales_idx).filter(|s| s.len() == x.len())?;
    Some(
        x.iter()
            .zip(scales)
            .map(|(&d, s)| (d as f64 * s).floor() as i64)
            .collect(),
    )
}
