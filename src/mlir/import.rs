//! MLIR block → [`BlockDesc`]: def-use (region captures included), sizes from types, FLOPs of
//! linalg ops, and memory effects.
//!
//! The C API cannot query `MemoryEffectOpInterface`, so effects come from what the op names
//! and operand types say: known pure dialects on values are pure, memref accesses name their
//! buffer, and everything else (unregistered ops, calls, unknown dialects touching memory) is
//! `Unknown` and keeps its order against every other effecting op. The `mlir-opt` plugin asks
//! the real interface instead (see `plugin/`).

use super::block::{BlockDesc, BlockOp, Effect, EffectKind, Effects, Resource, ValueId};
use super::ffi::{self, *};
use mlir_sys::*;
use std::collections::{HashMap, HashSet};

/// Numbers values in first-seen order, so ids (and anything derived) are the same every run.
#[derive(Default)]
pub struct ValueIds {
    ids: HashMap<usize, ValueId>,
}

impl ValueIds {
    pub fn id(&mut self, v: MlirValue) -> ValueId {
        let next = self.ids.len() as ValueId;
        *self.ids.entry(v.ptr as usize).or_insert(next)
    }
}

/// The block's ops as plain data, plus the op handles in the same order for the rewrite.
pub fn describe_block(block: MlirBlock) -> (BlockDesc, Vec<MlirOperation>) {
    let ops = ops_of_block(block);
    let mut ids = ValueIds::default();
    let mut desc = BlockDesc {
        has_terminator: ops.last().is_some_and(|&last| unsafe {
            mlirOperationEqual(mlirBlockGetTerminator(block), last)
        }),
        ..Default::default()
    };
    for &op in &ops {
        let uses = captured_uses(op);
        for &v in &uses {
            if !unsafe { mlirValueIsAOpResult(v) } || !defined_in(block, v) {
                let id = ids.id(v);
                desc.outside_sizes
                    .insert(id, type_bytes(unsafe { mlirValueGetType(v) }));
            }
        }
        for v in results(op) {
            if used_outside(block, v) {
                desc.live_out.push(ids.id(v));
            }
        }
        desc.ops.push(BlockOp {
            name: op_name(op),
            uses: uses.iter().map(|&v| ids.id(v)).collect(),
            results: results(op)
                .into_iter()
                .map(|v| (ids.id(v), type_bytes(unsafe { mlirValueGetType(v) })))
                .collect(),
            effects: effects(op, &mut ids),
            flops: flops(op),
        });
    }
    (desc, ops)
}

/// Whether some use of `v` is outside `block` (not in it, nor nested in one of its ops).
fn used_outside(block: MlirBlock, v: MlirValue) -> bool {
    let mut use_ = unsafe { mlirValueGetFirstUse(v) };
    while !use_.ptr.is_null() {
        let mut owner = unsafe { mlirOpOperandGetOwner(use_) };
        loop {
            if owner.ptr.is_null() {
                return true;
            }
            if unsafe { mlirBlockEqual(mlirOperationGetBlock(owner), block) } {
                break;
            }
            owner = unsafe { mlirOperationGetParentOperation(owner) };
        }
        use_ = unsafe { mlirOpOperandGetNextUse(use_) };
    }
    false
}

fn defined_in(block: MlirBlock, v: MlirValue) -> bool {
    defining_op(v).is_some_and(|d| unsafe { mlirBlockEqual(mlirOperationGetBlock(d), block) })
}

/// Operands of `op` and values its nested regions use from outside it, each once, in order.
pub fn captured_uses(op: MlirOperation) -> Vec<MlirValue> {
    let mut inner = Vec::new();
    nested_ops(op, &mut inner);
    let mut defined: HashSet<usize> = HashSet::new();
    for &o in &inner {
        for region in regions_of(o) {
            for b in blocks_of_region(region) {
                defined.extend(block_args(b).iter().map(|v| v.ptr as usize));
            }
        }
        defined.extend(results(o).iter().map(|v| v.ptr as usize));
    }
    for region in regions_of(op) {
        for b in blocks_of_region(region) {
            defined.extend(block_args(b).iter().map(|v| v.ptr as usize));
        }
    }
    let mut seen = HashSet::new();
    let mut uses = Vec::new();
    for o in std::iter::once(op).chain(inner) {
        for v in operands(o) {
            let key = v.ptr as usize;
            if !defined.contains(&key) && seen.insert(key) {
                uses.push(v);
            }
        }
    }
    uses
}

/// Dialects whose ops never touch memory when no operand or result is a memref.
const PURE_DIALECTS: &[&str] = &[
    "arith",
    "math",
    "complex",
    "index",
    "tensor",
    "linalg",
    "affine",
    "scf",
    "func",
    "ub",
    "vector",
    "shape",
    "builtin",
    "tosa",
    "bufferization",
];

/// Ops whose memref results are views of their first operand (same buffer).
pub(crate) const VIEW_OPS: &[&str] = &[
    "memref.subview",
    "memref.cast",
    "memref.reinterpret_cast",
    "memref.collapse_shape",
    "memref.expand_shape",
    "memref.view",
    "memref.transpose",
    "memref.assume_alignment",
    "memref.memory_space_cast",
];

/// Ops that call out or synchronise: nothing is known about what they touch.
const OPAQUE_OPS: &[&str] = &["func.call", "func.call_indirect", "cf.assert"];

/// The buffer a memref value is a view of.
fn resource(v: MlirValue, ids: &mut ValueIds) -> Resource {
    let mut root = v;
    while let Some(d) = defining_op(root) {
        let name = op_name(d);
        if VIEW_OPS.contains(&name.as_str()) {
            root = unsafe { mlirOperationGetOperand(d, 0) };
            continue;
        }
        if name == "memref.alloc" || name == "memref.alloca" {
            return Resource::Local(ids.id(root));
        }
        break;
    }
    Resource::Outside(ids.id(root))
}

fn effects(op: MlirOperation, ids: &mut ValueIds) -> Effects {
    let name = op_name(op);
    let context = unsafe { mlirOperationGetContext(op) };
    if !unsafe { mlirContextIsRegisteredOperation(context, string_ref(&name)) } {
        return Effects::Unknown;
    }
    if OPAQUE_OPS.contains(&name.as_str()) {
        return Effects::Unknown;
    }
    let ops_in = operands(op);
    let mut out = Vec::new();
    let mut add = |kind, v: MlirValue, ids: &mut ValueIds| {
        out.push(Effect {
            kind,
            resource: resource(v, ids),
        })
    };
    let memref_operand = |i: usize| {
        ops_in
            .get(i)
            .filter(|v| is_memref(unsafe { mlirValueGetType(**v) }))
            .copied()
    };
    match name.as_str() {
        "memref.alloc" | "memref.alloca" => add(EffectKind::Alloc, results(op)[0], ids),
        "memref.dealloc" => add(EffectKind::Free, ops_in[0], ids),
        "memref.load" | "affine.load" | "vector.load" | "vector.maskedload" | "memref.prefetch" => {
            add(EffectKind::Read, ops_in[0], ids)
        }
        "memref.store" | "affine.store" | "vector.store" | "vector.maskedstore" => {
            add(EffectKind::Write, ops_in[1], ids)
        }
        "vector.transfer_read" => {
            if let Some(v) = memref_operand(0) {
                add(EffectKind::Read, v, ids)
            }
        }
        "vector.transfer_write" => {
            if let Some(v) = memref_operand(1) {
                add(EffectKind::Write, v, ids)
            }
        }
        "memref.copy" => {
            add(EffectKind::Read, ops_in[0], ids);
            add(EffectKind::Write, ops_in[1], ids);
        }
        "bufferization.to_tensor" => add(EffectKind::Read, ops_in[0], ids),
        n if VIEW_OPS.contains(&n) || n == "memref.dim" || n == "memref.rank" => {}
        n if n.starts_with("linalg.") => {
            // Destination-passing style: inputs are read, inits are read and written.
            let inputs = dps_input_count(op).unwrap_or(ops_in.len());
            for (i, &v) in ops_in.iter().enumerate() {
                if is_memref(unsafe { mlirValueGetType(v) }) {
                    add(EffectKind::Read, v, ids);
                    if i >= inputs {
                        add(EffectKind::Write, v, ids);
                    }
                }
            }
        }
        n => {
            let dialect = n.split('.').next().unwrap_or("");
            let touches_memref = ops_in
                .iter()
                .chain(results(op).iter())
                .any(|v| is_memref(unsafe { mlirValueGetType(*v) }));
            if !PURE_DIALECTS.contains(&dialect) || touches_memref {
                return Effects::Unknown;
            }
        }
    }
    // Ops with regions (scf.for, linalg.generic, …) also have the effects of their bodies.
    let mut inner = Vec::new();
    nested_ops(op, &mut inner);
    for o in inner {
        match effects(o, ids) {
            Effects::Unknown => return Effects::Unknown,
            Effects::Known(e) => out.extend(e),
            Effects::Pure => {}
        }
    }
    if out.is_empty() {
        Effects::Pure
    } else {
        Effects::Known(out)
    }
}

/// Number of DPS inputs of a linalg op, from `operandSegmentSizes` (`[inputs, inits]`).
fn dps_input_count(op: MlirOperation) -> Option<usize> {
    let attr = unsafe { mlirOperationGetAttributeByName(op, string_ref("operandSegmentSizes")) };
    if unsafe { attr.ptr.is_null() || !mlirAttributeIsADenseI32Array(attr) } {
        return None;
    }
    Some(unsafe { mlirDenseI32ArrayGetElement(attr, 0) } as usize)
}

/// FLOPs of a linalg op: its iteration domain (loop ranges read off the operand shapes through
/// the indexing maps) times the scalar ops of its body. Elementwise arith/math on shaped values:
/// one per element. Unknown sizes give 0.
pub fn flops(op: MlirOperation) -> f64 {
    let name = op_name(op);
    if name.starts_with("linalg.") {
        return linalg_flops(op).unwrap_or(0.0);
    }
    if name.starts_with("arith.") || name.starts_with("math.") {
        return results(op)
            .first()
            .map(|&v| {
                let t = unsafe { mlirValueGetType(v) };
                static_shape(t).map_or(1.0, |s| s.iter().product::<i64>() as f64)
            })
            .unwrap_or(0.0);
    }
    0.0
}

fn linalg_flops(op: MlirOperation) -> Option<f64> {
    let maps = unsafe { mlirLinalgGetIndexingMapsAttribute(op) };
    if maps.ptr.is_null() {
        return None;
    }
    let ops_in = operands(op);
    let n_maps = unsafe { mlirArrayAttrGetNumElements(maps) } as usize;
    let mut ranges: Vec<Option<i64>> = Vec::new();
    for (i, &v) in ops_in.iter().enumerate().take(n_maps) {
        let map = unsafe { mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, i as isize)) };
        let dims = unsafe { mlirAffineMapGetNumDims(map) } as usize;
        ranges.resize(ranges.len().max(dims), None);
        let Some(shape) = static_shape(unsafe { mlirValueGetType(v) }) else {
            continue;
        };
        for (k, &extent) in shape.iter().enumerate() {
            if k >= unsafe { mlirAffineMapGetNumResults(map) } as usize {
                break;
            }
            let expr = unsafe { mlirAffineMapGetResult(map, k as isize) };
            if unsafe { mlirAffineExprIsADim(expr) } {
                let d = unsafe { mlirAffineDimExprGetPosition(expr) } as usize;
                ranges[d].get_or_insert(extent);
            }
        }
    }
    let domain: f64 = ranges
        .iter()
        .map(|r| r.map(|x| x as f64))
        .product::<Option<f64>>()?;
    // Body ops other than the yield: matmul's mulf+addf count 2 per point.
    let body = regions_of(op)
        .first()
        .and_then(|&r| ffi::blocks_of_region(r).first().copied())
        .map(|b| ops_of_block(b).len().saturating_sub(1))
        .unwrap_or(0)
        .max(1);
    Some(domain * body as f64)
}

/// Whether a block reads a value before the op that defines it: only a graph region allows
/// that, and there the order of ops carries no meaning to schedule.
pub fn uses_before_defs(ops: &[MlirOperation]) -> bool {
    let pos: HashMap<usize, usize> = ops
        .iter()
        .enumerate()
        .map(|(i, o)| (o.ptr as usize, i))
        .collect();
    ops.iter().enumerate().any(|(i, &op)| {
        captured_uses(op).into_iter().any(|v| {
            defining_op(v)
                .and_then(|d| pos.get(&(d.ptr as usize)))
                .is_some_and(|&p| p >= i)
        })
    })
}

/// Every block of every `func.func` at the top of `module`, described, with its op handles:
/// `(function name, block description, ops)`.
pub fn function_blocks(
    module: &melior::ir::Module,
) -> Vec<(String, BlockDesc, Vec<MlirOperation>)> {
    let mut out = Vec::new();
    for func in ops_of_block(module.body().to_raw()) {
        if op_name(func) != "func.func" {
            continue;
        }
        let attr = unsafe { mlirOperationGetAttributeByName(func, string_ref("sym_name")) };
        let name = if attr.ptr.is_null() {
            String::new()
        } else {
            ffi::to_string(unsafe { mlirStringAttrGetValue(attr) })
        };
        for region in regions_of(func) {
            for block in ffi::blocks_of_region(region) {
                let (desc, ops) = describe_block(block);
                out.push((name.clone(), desc, ops));
            }
        }
    }
    out
}
