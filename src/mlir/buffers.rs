//! Buffer lifetimes that follow the op order. Upstream bufferization puts an allocation where
//! its tensor was first materialised and `buffer-deallocation-pipeline` frees at the end of the
//! block, so every order would show the same heap peak. This step moves each `memref.alloc`
//! down to just before its first user and each `memref.dealloc` up to just after the last
//! user of the buffer (or of a view of it), inside one block: what an allocator that frees at
//! last use sees, and what the proxy's liveness model assumes.

use super::ffi::{op_name, ops_of_block, regions_of, results};
use super::import::VIEW_OPS;
use mlir_sys::*;
use std::collections::HashMap;

/// Users of `buffer` and of every view of it, through view ops only. `None` when the buffer
/// reaches an op that could make another alias (anything but known accessors and views):
/// then its dealloc must not move.
fn users_through_views(buffer: MlirValue) -> Option<Vec<MlirOperation>> {
    let mut out = Vec::new();
    let mut stack = vec![buffer];
    while let Some(v) = stack.pop() {
        let mut u = unsafe { mlirValueGetFirstUse(v) };
        while !u.ptr.is_null() {
            let user = unsafe { mlirOpOperandGetOwner(u) };
            let name = op_name(user);
            if VIEW_OPS.contains(&name.as_str()) {
                stack.extend(results(user));
            } else {
                let has_memref_result = results(user)
                    .iter()
                    .any(|r| super::ffi::is_memref(unsafe { mlirValueGetType(*r) }));
                if has_memref_result && !name.starts_with("linalg.") {
                    return None;
                }
            }
            out.push(user);
            u = unsafe { mlirOpOperandGetNextUse(u) };
        }
    }
    Some(out)
}

/// Position in `ops` of the op of this block that is or contains `op`.
fn position_in(block: MlirBlock, pos: &HashMap<usize, usize>, op: MlirOperation) -> Option<usize> {
    let mut cur = op;
    while !cur.ptr.is_null() {
        if unsafe { mlirBlockEqual(mlirOperationGetBlock(cur), block) } {
            return pos.get(&(cur.ptr as usize)).copied();
        }
        cur = unsafe { mlirOperationGetParentOperation(cur) };
    }
    None
}

fn positions(ops: &[MlirOperation]) -> HashMap<usize, usize> {
    ops.iter()
        .enumerate()
        .map(|(i, o)| (o.ptr as usize, i))
        .collect()
}

/// Tightens buffer lifetimes in one block; returns how many ops moved.
pub fn tighten_block(block: MlirBlock) -> usize {
    let mut moved = 0;
    // Allocations first: each moves to just before its first user.
    let allocs: Vec<MlirOperation> = ops_of_block(block)
        .into_iter()
        .filter(|&o| op_name(o) == "memref.alloc")
        .collect();
    for alloc in allocs {
        let ops = ops_of_block(block);
        let pos = positions(&ops);
        let Some(users) = users_through_views(results(alloc)[0]) else {
            continue;
        };
        let first = users
            .iter()
            .map(|&u| position_in(block, &pos, u))
            .collect::<Option<Vec<_>>>();
        let (Some(first), Some(&here)) = (
            first.and_then(|f| f.into_iter().min()),
            pos.get(&(alloc.ptr as usize)),
        ) else {
            continue;
        };
        // Operands of the alloc (dynamic sizes) must stay defined before it.
        let operand_ok = super::ffi::operands(alloc).iter().all(|&v| {
            super::ffi::defining_op(v)
                .and_then(|d| pos.get(&(d.ptr as usize)))
                .is_none_or(|&p| p < first)
        });
        if first > here + 1 && operand_ok {
            unsafe { mlirOperationMoveBefore(alloc, ops[first]) };
            moved += 1;
        }
    }
    // Then deallocations: each moves to just after the last user of its buffer.
    let deallocs: Vec<MlirOperation> = ops_of_block(block)
        .into_iter()
        .filter(|&o| op_name(o) == "memref.dealloc")
        .collect();
    for dealloc in deallocs {
        let ops = ops_of_block(block);
        let pos = positions(&ops);
        let buffer = unsafe { mlirOperationGetOperand(dealloc, 0) };
        let Some(users) = users_through_views(buffer) else {
            continue;
        };
        let here = pos[&(dealloc.ptr as usize)];
        let others: Option<Vec<usize>> = users
            .iter()
            .filter(|u| !unsafe { mlirOperationEqual(**u, dealloc) })
            .map(|&u| position_in(block, &pos, u))
            .collect();
        let Some(last) = others.and_then(|o| o.into_iter().max()) else {
            continue;
        };
        if last + 1 < here {
            unsafe { mlirOperationMoveAfter(dealloc, ops[last]) };
            moved += 1;
        }
    }
    moved
}

/// [`tighten_block`] on every block of every function of the module body.
pub fn tighten_module(module_body: MlirBlock) -> usize {
    let mut moved = 0;
    for func in ops_of_block(module_body) {
        for region in regions_of(func) {
            for block in super::ffi::blocks_of_region(region) {
                moved += tighten_block(block);
            }
        }
    }
    moved
}
