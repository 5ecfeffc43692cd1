//! Buffer lifetimes that follow the op order. Upstream bufferization puts an allocation where
//! its tensor was first materialised and `buffer-deallocation-pipeline` frees at the end of the
//! block, so every order would show the same heap peak. This step moves each `memref.alloc`
//! down to just before the first op that depends on it and each `memref.dealloc` up to just
//! after the last op it depends on, inside one block: what an allocator that frees at last use
//! sees, and what the proxy's liveness model assumes.
//!
//! "Depends" is the scheduler's own relation ([`BlockDesc::dependencies`]): def-use, and memory
//! effects on memories that may alias by the shared describer's alias analysis. So a dealloc
//! never moves above an access through any value that may alias its buffer (a view, a
//! `select`, a call result, a memref loaded from memory), nor across an op whose effects are
//! unknown.

use super::block::EffectKind;
use super::block::Effects;
use super::ffi::{op_name, ops_of_block, regions_of};
use super::import::describe_block;
use super::rewrite::apply_order;
use mlir_sys::*;

fn single_effect_is(effects: &Effects, kind: EffectKind) -> bool {
    matches!(effects, Effects::Known(e) if e.iter().all(|x| x.kind == kind) && !e.is_empty())
}

/// Tightens buffer lifetimes in one block; returns how many ops moved.
pub fn tighten_block(block: MlirBlock) -> usize {
    let (desc, ops) = describe_block(block);
    let n = ops.len();
    if n < 2 {
        return 0;
    }
    let (preds, succs) = desc.dependencies();
    let mut order: Vec<usize> = (0..n).collect();
    let mut moved = 0;
    // Allocations first: each moves to just before the first op that depends on it.
    for i in 0..n {
        if op_name(ops[i]) != "memref.alloc"
            || !single_effect_is(&desc.ops[i].effects, EffectKind::Alloc)
        {
            continue;
        }
        let here = order.iter().position(|&o| o == i).unwrap();
        let Some(first) = order.iter().position(|o| succs[i].contains(o)) else {
            continue;
        };
        if first > here + 1 {
            order.remove(here);
            order.insert(first - 1, i);
            moved += 1;
        }
    }
    // Then deallocations: each moves to just after the last op it depends on.
    for i in 0..n {
        if op_name(ops[i]) != "memref.dealloc"
            || !single_effect_is(&desc.ops[i].effects, EffectKind::Free)
        {
            continue;
        }
        let here = order.iter().position(|&o| o == i).unwrap();
        let last = order.iter().rposition(|o| preds[i].contains(o));
        let target = last.map_or(0, |l| l + 1);
        if target < here {
            order.remove(here);
            order.insert(target, i);
            moved += 1;
        }
    }
    if moved > 0 {
        apply_order(&ops, &order);
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
