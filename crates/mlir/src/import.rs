//! MLIR block → [`BlockDesc`]: def-use (region captures included), sizes from types, FLOPs of
//! linalg ops, and memory effects.
//!
//! The C API cannot query `MemoryEffectOpInterface` or MLIR's alias analysis, so the memory
//! side comes from flowsched's C++ describer (`describe.cpp`, compiled by `build.rs` against
//! the same MLIR this crate links), which the `mlir-opt` plugin calls too: both front ends
//! get the same effects and the same may-alias answers.

use super::block::{BlockDesc, BlockOp, Effects, Tie, ValueId};
use super::capi::{effects_from_c, may_alias_from_c, slice, FsBlockMemory};
use super::ffi::{self, *};
use mlir_sys::*;
use std::collections::{HashMap, HashSet};

/// Numbers values in first-seen order, so ids (and anything derived) are the same every run.
#[derive(Default)]
pub struct ValueIds {
    ids: HashMap<usize, ValueId>,
}

impl ValueIds {
    fn id(&mut self, v: MlirValue) -> ValueId {
        let next = self.ids.len() as ValueId;
        *self.ids.entry(v.ptr as usize).or_insert(next)
    }
}

/// The block's ops as plain data, plus the op handles in the same order for the rewrite.
pub(crate) fn describe_block(block: MlirBlock) -> (BlockDesc, Vec<MlirOperation>) {
    let ops = ops_of_block(block);
    let mut ids = ValueIds::default();
    let (effects, may_alias) = block_memory(block);
    let mut desc = BlockDesc {
        has_terminator: ops.last().is_some_and(|&last| unsafe {
            mlirOperationEqual(mlirBlockGetTerminator(block), last)
        }),
        may_alias,
        ..Default::default()
    };
    for (&op, effects) in ops.iter().zip(effects) {
        let uses = captured_uses(op);
        for &v in &uses {
            if !unsafe { mlirValueIsAOpResult(v) } || !defined_in(block, v) {
                let id = ids.id(v);
                let t = unsafe { mlirValueGetType(v) };
                // A buffer from outside the block is the caller's (or an enclosing op's):
                // live whatever the order, so it weighs nothing in the comparison (at the
                // tensor level, `BlockDesc::size_as_bufferized` says the same of tensors).
                let bytes = if is_memref(t) { Some(0) } else { type_bytes(t) };
                desc.outside_sizes.insert(id, bytes);
            }
        }
        for v in results(op) {
            if used_outside(block, v) {
                desc.live_out.push(ids.id(v));
            }
        }
        let allocates = effects.allocates();
        let name = op_name(op);
        let tied = tied_results(op, &name)
            .into_iter()
            .map(|(r, view, v)| {
                let v = ids.id(v);
                (ids.id(r), if view { Tie::View(v) } else { Tie::Init(v) })
            })
            .collect();
        desc.ops.push(BlockOp {
            name,
            uses: uses.iter().map(|&v| ids.id(v)).collect(),
            results: results(op)
                .into_iter()
                .map(|v| {
                    let t = unsafe { mlirValueGetType(v) };
                    // A memref an op does not allocate (a view, a global, a select) holds no
                    // memory of its own: only allocations weigh in the liveness proxy.
                    let bytes = if is_memref(t) && !allocates {
                        Some(0)
                    } else {
                        type_bytes(t)
                    };
                    (ids.id(v), bytes)
                })
                .collect(),
            effects,
            flops: flops(op),
            tied,
        });
    }
    desc.size_as_bufferized();
    (desc, ops)
}

/// Ops whose tensor result is always a view of their first operand.
const VIEW_OPS: &[&str] = &[
    "tensor.expand_shape",
    "tensor.collapse_shape",
    "tensor.extract_slice",
    "tensor.cast",
    "tensor.reshape",
    "tensor.bitcast",
];

/// The tensor results of `op` that bufferization places in an operand's buffer, by the op's
/// kind: views, a linalg op's results in its `outs` (the last operands, one per result) and
/// the destination of `tensor.insert_slice`/`tensor.insert`: `(result, is a view, operand)`.
fn tied_results(op: MlirOperation, name: &str) -> Vec<(MlirValue, bool, MlirValue)> {
    let tensor = |v: &MlirValue| unsafe { mlirTypeIsARankedTensor(mlirValueGetType(*v)) };
    let res: Vec<MlirValue> = results(op).into_iter().filter(tensor).collect();
    let args = operands(op);
    if res.is_empty() {
        return Vec::new();
    }
    if VIEW_OPS.contains(&name) {
        return args
            .first()
            .map(|&a| vec![(res[0], true, a)])
            .unwrap_or_default();
    }
    if matches!(name, "tensor.insert_slice" | "tensor.insert") {
        return args
            .get(1)
            .map(|&d| vec![(res[0], false, d)])
            .unwrap_or_default();
    }
    if name.starts_with("linalg.") && res.len() == results(op).len() && args.len() >= res.len() {
        let outs = &args[args.len() - res.len()..];
        if outs.iter().all(tensor) {
            return res.iter().zip(outs).map(|(&r, &o)| (r, false, o)).collect();
        }
    }
    Vec::new()
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
fn captured_uses(op: MlirOperation) -> Vec<MlirValue> {
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

extern "C" {
    fn flowsched_describe_block_memory(block: *mut std::ffi::c_void, out: *mut FsBlockMemory);
    fn flowsched_free_block_memory(memory: *mut FsBlockMemory);
}

/// Each op's memory effects and which memories may alias, from the shared C++ describer.
fn block_memory(block: MlirBlock) -> (Vec<Effects>, std::collections::HashSet<(u64, u64)>) {
    let mut m = FsBlockMemory {
        num_ops: 0,
        effects_kind: std::ptr::null(),
        effects_offset: std::ptr::null(),
        effects: std::ptr::null(),
        may_alias: std::ptr::null(),
        num_may_alias: 0,
        owner: std::ptr::null_mut(),
    };
    // SAFETY: `block` is a live block of a live module; the describer owns what it returns
    // until it is freed below, after everything has been copied out.
    unsafe {
        flowsched_describe_block_memory(block.ptr, &mut m);
        let kinds = slice(m.effects_kind, m.num_ops);
        let offsets = slice(m.effects_offset, m.num_ops + 1);
        let all = slice(m.effects, offsets.last().copied().unwrap_or(0));
        let effects = kinds
            .iter()
            .enumerate()
            .map(|(i, &k)| effects_from_c(k, &all[offsets[i]..offsets[i + 1]]))
            .collect();
        let may_alias = may_alias_from_c(slice(m.may_alias, m.num_may_alias));
        flowsched_free_block_memory(&mut m);
        (effects, may_alias)
    }
}

/// FLOPs of a linalg op: its iteration domain (loop ranges read off the operand shapes through
/// the indexing maps) times the scalar ops of its body. Elementwise arith/math on shaped values:
/// one per element. Unknown sizes give 0.
fn flops(op: MlirOperation) -> f64 {
    let name = op_name(op);
    if name.starts_with("linalg.") {
        return linalg_flops(op).unwrap_or(0.0);
    }
    if name.starts_with("arith.") || name.starts_with("math.") {
        return results(op)
            .first()
            .map(|&v| {
                let t = unsafe { mlirValueGetType(v) };
                static_shape(t).map_or(1.0, |s| s.iter().map(|&d| d as f64).product())
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
pub(crate) fn uses_before_defs(ops: &[MlirOperation]) -> bool {
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
