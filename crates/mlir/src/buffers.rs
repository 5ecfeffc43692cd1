//! Buffer lifetimes that follow the op order. Upstream bufferization puts an allocation where
//! its tensor was first materialised and `buffer-deallocation-pipeline` frees at the end of the
//! block, so every order would show the same heap peak. This step moves each `memref.alloc`
//! down to just before the first op that depends on it and each `memref.dealloc` up to just
//! after the last op it depends on, inside one block: what an allocator that frees at last use
//! sees, and what the proxy's liveness model assumes.
//!
//! "Depends" is the scheduler's own relation (`BlockDesc::dependencies`): def-use, and memory
//! effects on memories that may alias by the shared describer's alias analysis. So a dealloc
//! never moves above an access through any value that may alias its buffer (a view, a
//! `select`, a call result, a memref loaded from memory), nor across an op whose effects are
//! unknown.

use super::ffi::{ops_of_block, regions_of};
use super::import::describe_block;
use super::rewrite::apply_order;
use mlir_sys::*;

/// Tightens buffer lifetimes in one block ([`super::block::BlockDesc::tighten`]); returns how
/// many ops moved.
fn tighten_block(block: MlirBlock) -> usize {
    let (desc, ops) = describe_block(block);
    let identity: Vec<usize> = (0..ops.len()).collect();
    let order = desc.tighten(&identity);
    let moved = order.iter().enumerate().filter(|(k, &i)| *k != i).count();
    if moved > 0 {
        apply_order(&ops, &order);
    }
    moved
}
/// [`tighten_block`] on every block of every function of the module body.
pub(crate) fn tighten_module(module_body: MlirBlock) -> usize {
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
