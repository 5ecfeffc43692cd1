//! Pooling: windowed (max, average, Lp) and global.

use super::def::{op, Flops::*, OpDef};
use crate::attrs::NodeAttrs;
use crate::shapes::{Ctx, TypeInfo, Window, INT64};

#[cfg(feature = "torch")]
use crate::kernels::pool as k;

#[rustfmt::skip]
pub(super) const OPS: &[OpDef] = &[
    op!("AveragePool", pool, flops = Rule(pool_flops), kernel = k::average_pool),
    op!("GlobalAveragePool", global, flops = PerInput, kernel = k::global_average_pool),
    op!("GlobalLpPool", global, flops = PerInput),
    op!("GlobalMaxPool", global, flops = PerInput, kernel = k::global_max_pool),
    op!("LpPool", pool, flops = Rule(pool_flops)),
    op!("MaxPool", outputs = max_pool, flops = Rule(pool_flops), kernel = k::max_pool),
];

fn pool(c: &Ctx) -> Option<TypeInfo> {
    let node = c.node;
    let ceil = node.int_or("ceil_mode", 0) != 0;
    let dims = c.dims(0).zip(node.ints("kernel_shape")).and_then(|(x, k)| {
        let spatial = x.get(2..)?;
        let sp = Window::new(node, spatial, k.to_vec())
            .ok()?
            .out_dims(spatial, ceil);
        Some([&x[..2], &sp[..]].concat())
    });
    Some(TypeInfo {
        elem: c.elem(0),
        dims,
    })
}

/// The pooled values and their indices.
fn max_pool(c: &Ctx) -> Vec<Option<TypeInfo>> {
    let mut outs = vec![None; c.node.output.len()];
    if let Some(first) = outs.first_mut() {
        *first = pool(c);
    }
    if outs.len() > 1 {
        outs[1] = outs[0].clone().map(|t| TypeInfo { elem: INT64, ..t })
    }
    outs
}

/// One comparison or addition per input element of each window.
fn pool_flops(c: &Ctx, out_elems: f64, _: f64) -> f64 {
    out_elems
        * c.node
            .ints("kernel_shape")
            .map(crate::shapes::float_product)
            .unwrap_or(1.0)
}

fn global(c: &Ctx) -> Option<TypeInfo> {
    Some(TypeInfo {
        elem: c.elem(0),
        dims: c.dims(0).map(|x| {
            x.iter()
                .enumerate()
                .map(|(i, &d)| if i < 2 { d } else { 1 })
                .collect()
        }),
    })
}
