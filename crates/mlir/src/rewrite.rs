//! Moves the ops of a block into a new order. Only positions change: no op is created,
//! erased or edited, so the module prints the same apart from the order.

use mlir_sys::{mlirOperationMoveBefore, MlirOperation};

/// Puts `ops[order[0]], ops[order[1]], …` in that order inside their block. `order` is a
/// permutation of `0..ops.len()` that keeps the block valid (the scheduler's job); the last op
/// stays put as the anchor when it is already last (the terminator).
pub fn apply_order(ops: &[MlirOperation], order: &[usize]) {
    assert_eq!(
        ops.len(),
        order.len(),
        "an order lists every op of the block once"
    );
    let Some(&last) = order.last() else { return };
    // Walk backwards, moving each op just before the one that must follow it. Ops already
    // in place are moved onto themselves' position, which MLIR handles as a no-op splice.
    let mut next = ops[last];
    if last != ops.len() - 1 {
        // The anchor itself moves to the end (blocks without a terminator).
        unsafe { mlir_sys::mlirOperationMoveAfter(next, ops[ops.len() - 1]) };
    }
    for &i in order.iter().rev().skip(1) {
        unsafe { mlirOperationMoveBefore(ops[i], next) };
        next = ops[i];
    }
}
