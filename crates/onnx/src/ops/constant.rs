//! Values made from attributes, shapes or counts rather than from input elements: constants,
//! `Shape` and `Size`, ranges, one-hot and identity-like matrices, and `NonZero`, whose extent
//! depends on the data.

use super::def::{op, OpDef};
use crate::attrs::NodeAttrs;
use crate::shapes::{checked_product, norm_axis, shape_slice, tensor_values, Ctx, TypeInfo};
use crate::shapes::{FLOAT, INT64, MAX_FOLD_ELEMS};

#[cfg(feature = "torch")]
use crate::kernels::constant as k;

#[rustfmt::skip]
pub(super) const OPS: &[OpDef] = &[
    op!("Constant", constant, fold = fold_constant, kernel = k::constant),
    op!("ConstantOfShape", constant_of_shape, fold = fold_filled, kernel = k::constant_of_shape),
    op!("EyeLike", eye_like),
    op!("NonZero", data_dependent, kernel = k::nonzero),
    op!("OneHot", one_hot),
    op!("Range", range, kernel = k::range),
    op!("Shape", shape, fold = fold_shape, kernel = k::shape),
    op!("Size", size, fold = fold_size, kernel = k::size),
];

fn constant(c: &Ctx) -> Option<TypeInfo> {
    let node = c.node;
    if let Some(t) = node.tensor("value") {
        return Some(TypeInfo::new(t.data_type(), t.dims.clone()));
    }
    if let Some(v) = node.floats("value_floats").filter(|v| !v.is_empty()) {
        return Some(TypeInfo::new(FLOAT, vec![v.len() as i64]));
    }
    if let Some(v) = node.ints("value_ints").filter(|v| !v.is_empty()) {
        return Some(TypeInfo::new(INT64, vec![v.len() as i64]));
    }
    if node.float("value_float").is_some() {
        return Some(TypeInfo::new(FLOAT, vec![]));
    }
    if node.int("value_int").is_some() {
        return Some(TypeInfo::new(INT64, vec![]));
    }
    None
}

fn fold_constant(c: &Ctx) -> Option<Vec<f64>> {
    let node = c.node;
    if let Some(t) = node.tensor("value") {
        tensor_values(t)
    } else if let Some(v) = node.ints("value_ints").filter(|v| !v.is_empty()) {
        Some(v.iter().map(|&x| x as f64).collect())
    } else if let Some(v) = node.floats("value_floats").filter(|v| !v.is_empty()) {
        Some(v.iter().map(|&x| x as f64).collect())
    } else if let Some(v) = node.int("value_int") {
        Some(vec![v as f64])
    } else {
        node.float("value_float").map(|v| vec![v as f64])
    }
}

/// The one-element `value` tensor (float 0 by default) fixes the type.
fn constant_of_shape(c: &Ctx) -> Option<TypeInfo> {
    let elem = c
        .node
        .tensor("value")
        .map(|t| t.data_type())
        .unwrap_or(FLOAT);
    Some(TypeInfo {
        elem,
        dims: c.cst_ints(0),
    })
}

fn fold_filled(c: &Ctx) -> Option<Vec<f64>> {
    c.cst_ints(0).and_then(|shape| {
        let n = checked_product(&shape)?;
        let v = c
            .node
            .tensor("value")
            .and_then(tensor_values)
            .and_then(|v| v.first().copied())
            .unwrap_or(0.0);
        (n as usize <= MAX_FOLD_ELEMS).then(|| vec![v; n as usize])
    })
}

fn shape(c: &Ctx) -> Option<TypeInfo> {
    Some(TypeInfo {
        elem: INT64,
        dims: c
            .dims(0)
            .map(|x| vec![shape_slice(c.node, x.len()).len() as i64]),
    })
}

fn fold_shape(c: &Ctx) -> Option<Vec<f64>> {
    c.dims(0).map(|x| {
        x[shape_slice(c.node, x.len())]
            .iter()
            .map(|&d| d as f64)
            .collect()
    })
}

fn size(_: &Ctx) -> Option<TypeInfo> {
    Some(TypeInfo::new(INT64, vec![]))
}

fn fold_size(c: &Ctx) -> Option<Vec<f64>> {
    c.input(0).and_then(TypeInfo::elems).map(|n| vec![n as f64])
}

fn range(c: &Ctx) -> Option<TypeInfo> {
    let dims = c
        .cst(0)
        .zip(c.cst(1))
        .zip(c.cst(2))
        .and_then(|((s, l), d)| {
            let (s, l, d) = (*s.first()?, *l.first()?, *d.first()?);
            (d != 0.0).then(|| vec![((l - s) / d).ceil().max(0.0) as i64])
        });
    Some(TypeInfo {
        elem: c.elem(0),
        dims,
    })
}

fn eye_like(c: &Ctx) -> Option<TypeInfo> {
    Some(TypeInfo {
        elem: c.node.int("dtype").map(|d| d as i32).unwrap_or(c.elem(0)),
        dims: c.dims(0).map(<[i64]>::to_vec),
    })
}

fn one_hot(c: &Ctx) -> Option<TypeInfo> {
    let dims = c.dims(0).zip(c.cst(1)).and_then(|(x, depth)| {
        let rank = x.len() + 1;
        let axis = norm_axis(c.node.int_or("axis", -1), rank)?;
        let mut out = x.to_vec();
        out.insert(axis, *depth.first()? as i64);
        Some(out)
    });
    Some(TypeInfo {
        elem: c.elem(2),
        dims,
    })
}
