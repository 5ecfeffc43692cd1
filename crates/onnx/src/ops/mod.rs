//! The operator registry: every ONNX operator flowsched knows, one row each, with its shape
//! rule, constant folding, FLOP estimate and libtorch kernel ([`def::OpDef`]).
//!
//! As in tract, each family registers its own operators: a family file holds the family's
//! rows (`OPS`) and its shape, fold and FLOP rules, and the family's kernels live in the file of
//! the same name under `crates/onnx/src/kernels/` (built with the `torch` feature; without it the kernel
//! column only records that the executor implements the op). The importer's shape inference,
//! the executor's dispatch and `supported()`, and the README's operator count all derive from
//! these rows. Adding an operator: its kernel in its family's kernel file, one row here.

pub(crate) mod def;

mod array;
mod constant;
mod elementwise;
mod nn;
mod pool;
mod reduce;
mod resize;
#[cfg(test)]
mod tests;

use crate::proto::NodeProto;
use crate::shapes::{Ctx, ShapeEnv, TypeInfo, MAX_FOLD_ELEMS};
pub(crate) use def::Buffer;
use def::{Flops, OpDef, Shape};
use std::collections::HashMap;
use std::sync::OnceLock;

/// The families, each with its rows.
const FAMILIES: &[(&str, &[OpDef])] = &[
    ("elementwise", elementwise::OPS),
    ("nn", nn::OPS),
    ("pool", pool::OPS),
    ("reduce", reduce::OPS),
    ("array", array::OPS),
    ("constant", constant::OPS),
    ("resize", resize::OPS),
];

/// Every row of the registry, family by family.
pub(crate) fn all() -> impl Iterator<Item = &'static OpDef> {
    FAMILIES.iter().flat_map(|(_, ops)| ops.iter())
}

/// The row of `op_type`, if flowsched knows the operator.
pub(crate) fn lookup(op_type: &str) -> Option<&'static OpDef> {
    static INDEX: OnceLock<HashMap<&'static str, &'static OpDef>> = OnceLock::new();
    INDEX
        .get_or_init(|| all().map(|d| (d.name, d)).collect())
        .get(op_type)
        .copied()
}

/// Infers the type of each output of `node`; `None` where unknown.
pub(crate) fn infer(node: &NodeProto, env: &ShapeEnv) -> Vec<Option<TypeInfo>> {
    let c = Ctx { node, env };
    let n_out = node.output.len();
    let first = |rule: fn(&Ctx) -> Option<TypeInfo>| {
        let mut outs = vec![None; n_out];
        if let Some(o) = outs.first_mut() {
            *o = rule(&c);
        }
        outs
    };
    match lookup(node.op_type()).and_then(|d| d.shape.as_ref()) {
        Some(Shape::First(rule)) => first(*rule),
        Some(Shape::All(rule)) => rule(&c),
        Some(Shape::DataDependent) | None => vec![None; n_out],
    }
}

/// Folds small integer shape arithmetic so that Reshape/Expand/Slice targets become known.
pub(crate) fn fold(node: &NodeProto, env: &ShapeEnv) -> Vec<Option<Vec<f64>>> {
    let c = Ctx { node, env };
    let mut outs = vec![None; node.output.len()];
    let value = lookup(node.op_type())
        .and_then(|d| d.fold)
        .and_then(|rule| rule(&c));
    if let Some(first) = outs.first_mut() {
        *first = value.filter(|v| v.len() <= MAX_FOLD_ELEMS);
    }
    outs
}

/// Where ONNX Runtime's CPU kernel puts the node's first output, and which input's buffer it
/// may take.
pub(crate) fn buffer(node: &NodeProto) -> (Buffer, usize) {
    // ORT's own convolutions (FusedConv, the NCHWc Conv of the `all` level) declare
    // `MayInplace(3, 0)`: the output may take the buffer of the summand they fused in.
    let contrib = matches!(node.domain(), "com.microsoft" | "com.microsoft.nchwc");
    if contrib
        && matches!(node.op_type(), "Conv" | "FusedConv")
        && node.input.get(3).is_some_and(|i| !i.is_empty())
    {
        return (Buffer::InPlace, 3);
    }
    match lookup(node.op_type()) {
        Some(d) if node.domain().is_empty() || node.domain() == "ai.onnx" => (d.buffer, 0),
        _ => (Buffer::Fresh, 0),
    }
}

/// Scratch bytes ONNX Runtime's CPU kernel allocates while it runs the node.
/// `threads`: the intra-op threads it runs with.
pub(crate) fn scratch(
    node: &NodeProto,
    env: &ShapeEnv,
    outputs: &[Option<TypeInfo>],
    threads: usize,
) -> u64 {
    let c = Ctx { node, env };
    let threads = i64::try_from(threads.max(1)).unwrap_or(i64::MAX);
    lookup(node.op_type())
        .and_then(|d| d.scratch)
        .map_or(0, |rule| rule(&c, outputs, threads))
}

/// Estimated floating-point operations of one node, from its input and output types.
pub(crate) fn flops(node: &NodeProto, env: &ShapeEnv, outputs: &[Option<TypeInfo>]) -> f64 {
    let c = Ctx { node, env };
    let out_elems = outputs
        .first()
        .and_then(|o| o.as_ref())
        .and_then(TypeInfo::elems)
        .unwrap_or(0) as f64;
    let in_elems = c.input(0).and_then(TypeInfo::elems).unwrap_or(0) as f64;
    match lookup(node.op_type()).map(|d| d.flops) {
        None | Some(Flops::Zero) => 0.0,
        Some(Flops::PerOutput(k)) => k * out_elems,
        Some(Flops::PerInput) => in_elems,
        Some(Flops::Elementwise) => out_elems * (node.input.len().saturating_sub(1)).max(1) as f64,
        Some(Flops::Rule(rule)) => rule(&c, out_elems, in_elems),
    }
}
