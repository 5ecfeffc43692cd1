//! Per-op runtimes of one function, measured in the JIT, for the makespan proxy: a roofline
//! guesses, this times each op where it runs.
//!
//! Each op of the tensor-level function gets a name location (`flowsched.op.<index>`), which
//! bufferization carries onto every op it makes from it; after bufferization the function calls
//! a clock after every op, and each interval is charged to the tensor-level op whose location
//! the op that ran in it carries. What carries no tag (a free the deallocation pipeline placed)
//! is charged to nobody.

use super::ffi::{self, string_ref, to_string};
use super::session::Session;
use mlir_sys::*;
use std::cell::RefCell;
use std::time::Instant;

const TAG: &str = "flowsched.op.";
const CLOCK: &str = "flowsched_op_done";

thread_local! {
    /// The clock's readings during one call: (memref-level position, time).
    static TICKS: RefCell<Vec<(i64, Instant)>> = const { RefCell::new(Vec::new()) };
}

/// What the instrumented function calls after each op.
extern "C" fn op_done(position: i64) {
    let now = Instant::now();
    TICKS.with(|t| t.borrow_mut().push((position, now)));
}

/// Tags every op of `function`'s body in the tensor-level `module` with its index.
pub(crate) fn tag_ops(module: &melior::ir::Module, function: &str) -> usize {
    let Some((_, _, ops)) = super::import::function_blocks(module)
        .into_iter()
        .find(|(n, _, _)| n == function)
    else {
        return 0;
    };
    for (i, &op) in ops.iter().enumerate() {
        unsafe {
            let ctx = mlirOperationGetContext(op);
            let name = format!("{TAG}{i}");
            let loc = mlirLocationNameGet(ctx, string_ref(&name), mlirOperationGetLocation(op));
            mlirOperationSetLocation(op, loc);
        }
    }
    ops.len()
}

/// The tensor-level op an op was made from, by its tag ([`tag_ops`]).
pub(crate) fn tag(op: MlirOperation) -> Option<usize> {
    tag_of(unsafe { mlirOperationGetLocation(op) })
}

/// The tensor-level index a location carries, if any (looking inside fused locations).
fn tag_of(loc: MlirLocation) -> Option<usize> {
    unsafe {
        if mlirLocationIsAName(loc) {
            let name = to_string(mlirIdentifierStr(mlirLocationNameGetName(loc)));
            if let Some(i) = name.strip_prefix(TAG).and_then(|s| s.parse().ok()) {
                return Some(i);
            }
            return tag_of(mlirLocationNameGetChildLoc(loc));
        }
        if mlirLocationIsAFused(loc) {
            let n = mlirLocationFusedGetNumLocations(loc) as usize;
            let mut inner = vec![
                MlirLocation {
                    ptr: std::ptr::null()
                };
                n
            ];
            mlirLocationFusedGetLocations(loc, inner.as_mut_ptr());
            return inner.into_iter().find_map(tag_of);
        }
    }
    None
}

/// After bufferization: a clock call after every op of `function`'s body but the terminator.
/// Returns, per memref-level position, the tensor-level op it is charged to.
pub(crate) fn instrument(
    session: &Session,
    module: &melior::ir::Module,
    function: &str,
) -> Option<Vec<Option<usize>>> {
    let (_, _, ops) = super::import::function_blocks(module)
        .into_iter()
        .find(|(n, _, _)| n == function)?;
    let body = module.body().to_raw();
    let ctx = session.context.to_raw();
    unsafe {
        let decl = mlirOperationCreateParse(
            ctx,
            string_ref(&format!("func.func private @{CLOCK}(i64)")),
            string_ref("<op-timing>"),
        );
        if decl.ptr.is_null() {
            return None;
        }
        mlirBlockInsertOwnedOperation(body, 0, decl);
    }
    let i64_type = unsafe { mlirIntegerTypeGet(ctx, 64) };
    let callee = unsafe { mlirFlatSymbolRefAttrGet(ctx, string_ref(CLOCK)) };
    let mut charged = Vec::new();
    let last = ops.len().saturating_sub(1);
    for (position, &op) in ops.iter().enumerate().take(last) {
        charged.push(tag(op));
        let loc = unsafe { mlirOperationGetLocation(op) };
        let value = unsafe { mlirIntegerAttrGet(i64_type, position as i64) };
        let constant = super::streams::create_op(
            "arith.constant",
            loc,
            &[],
            &[i64_type],
            &[("value", value)],
            Vec::new(),
        );
        let call = super::streams::create_op(
            "func.call",
            loc,
            &ffi::results(constant),
            &[],
            &[("callee", callee)],
            Vec::new(),
        );
        unsafe {
            let block = mlirOperationGetBlock(op);
            mlirBlockInsertOwnedOperationAfter(block, op, constant);
            mlirBlockInsertOwnedOperationAfter(block, constant, call);
        }
    }
    Some(charged)
}

/// The symbol the instrumented code calls.
pub(crate) fn clock_symbol() -> (&'static str, *mut ()) {
    (CLOCK, op_done as *mut ())
}

/// Starts a timed call: clears the clock and reads it once.
pub(crate) fn start() {
    TICKS.with(|t| {
        let mut t = t.borrow_mut();
        t.clear();
        t.push((-1, Instant::now()));
    });
}

/// Seconds per tensor-level op (`ops` of them) during the call since [`start`], from the
/// intervals between clock readings and `charged` (from [`instrument`]).
pub(crate) fn finish(charged: &[Option<usize>], ops: usize) -> Vec<f64> {
    let mut seconds = vec![0.0; ops];
    TICKS.with(|t| {
        let t = t.borrow();
        for pair in t.windows(2) {
            let (position, at) = pair[1];
            let interval = at.duration_since(pair[0].1).as_secs_f64();
            if let Some(Some(op)) = charged.get(position as usize) {
                if *op < ops {
                    seconds[*op] += interval;
                }
            }
        }
    });
    seconds
}
