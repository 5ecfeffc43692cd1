//! The race check: in a block that launches `async.execute` regions, every pair of accesses
//! that may touch the same memory, one of them a write, must be ordered by happens-before
//! (program order, launches, awaits on tokens and values), and every region must be awaited
//! before the block ends. The emitter's output passes through it before it is written, and
//! `flowsched-check-streams` runs it on any module.
//!
//! It trusts nothing the emitter knows. Which accesses conflict comes from the same describer
//! and alias analysis as the memory pass, run on a copy of the function whose regions are
//! inlined back into one block and whose awaited values are replaced by the values yielded:
//! a buffer handed through an `!async.value` is seen as the buffer it is.

use super::block::BlockDesc;
use super::ffi::*;
use super::import::describe_block;
use super::session::{Diag, Severity};
use super::streams_plan::{HappensBefore, Race};
use mlir_sys::*;
use std::collections::HashMap;

/// Checks every block of `op`'s regions that launches streams; returns how many it checked.
pub(crate) fn check_operation(op: MlirOperation, source_name: &str) -> Result<usize, Diag> {
    let mut checked = 0;
    for region in regions_of(op) {
        for block in blocks_of_region(region) {
            if check_block(block, source_name)? {
                checked += 1;
            }
        }
    }
    Ok(checked)
}

/// One event of the happens-before graph: an op of the block or of a region it launches.
struct Events {
    /// Op handle → event.
    id: HashMap<usize, usize>,
    ops: Vec<MlirOperation>,
    /// Event → stream (0: the block itself, k: the k-th `async.execute`).
    stream: Vec<usize>,
}

/// `Ok(false)`: the block launches no streams.
// long: one pass over the block whose token, value and stream records every check reads.
pub(crate) fn check_block(block: MlirBlock, source_name: &str) -> Result<bool, Diag> {
    let parent = ops_of_block(block);
    let executes: Vec<MlirOperation> = parent
        .iter()
        .copied()
        .filter(|&o| op_name(o) == "async.execute")
        .collect();
    if executes.is_empty() {
        return Ok(false);
    }
    let error = |op: MlirOperation, message: String| {
        Diag::at(
            unsafe { mlirOperationGetLocation(op) },
            source_name,
            Severity::Error,
            format!("flowsched-check-streams: {message}"),
        )
    };
    let mut ev = Events {
        id: HashMap::new(),
        ops: Vec::new(),
        stream: Vec::new(),
    };
    let add = |ev: &mut Events, op: MlirOperation, stream: usize| {
        ev.id.insert(op.ptr as usize, ev.ops.len());
        ev.ops.push(op);
        ev.stream.push(stream);
    };
    let mut bodies = Vec::new();
    for &op in &parent {
        add(&mut ev, op, 0);
    }
    for (k, &e) in executes.iter().enumerate() {
        let blocks = blocks_of_region(regions_of(e)[0]);
        if blocks.len() != 1 || !block_args(blocks[0]).is_empty() {
            return Err(error(
                e,
                "only single-block 'async.execute' regions without body operands are supported"
                    .into(),
            ));
        }
        let body = ops_of_block(blocks[0]);
        for &op in &body {
            if contains_async_below(op)
                || (op_name(op).starts_with("async.")
                    && !matches!(op_name(op).as_str(), "async.await" | "async.yield"))
            {
                return Err(error(
                    op,
                    format!("'{}' inside a stream is not supported", op_name(op)),
                ));
            }
            add(&mut ev, op, k + 1);
        }
        bodies.push(body);
    }
    for &op in &parent {
        let nested_async = contains_async_below(op) && op_name(op) != "async.execute";
        if nested_async
            || (op_name(op).starts_with("async.")
                && !matches!(op_name(op).as_str(), "async.execute" | "async.await"))
        {
            return Err(error(
                op,
                format!("'{}' is not supported next to streams", op_name(op)),
            ));
        }
    }
    let end_of = |e: MlirOperation| -> Option<usize> {
        let k = executes.iter().position(|x| x.ptr == e.ptr)?;
        bodies[k].last().map(|o| ev.id[&(o.ptr as usize)])
    };
    let mut hb = HappensBefore::new(ev.ops.len());
    for seq in std::iter::once(&parent).chain(bodies.iter()) {
        for w in seq.windows(2) {
            hb.edge(ev.id[&(w[0].ptr as usize)], ev.id[&(w[1].ptr as usize)]);
        }
    }
    for (k, &e) in executes.iter().enumerate() {
        let first = ev.id[&(bodies[k][0].ptr as usize)];
        hb.edge(ev.id[&(e.ptr as usize)], first);
        // Dependencies: the region starts after the regions whose tokens it lists.
        for v in operands(e) {
            if let Some(end) = defining_op(v).and_then(end_of) {
                hb.edge(end, first);
            }
        }
    }
    for (i, &op) in ev.ops.iter().enumerate() {
        if op_name(op) != "async.await" {
            continue;
        }
        // An await on anything but a region of this block orders nothing we can see.
        if let Some(end) = operands(op)
            .first()
            .and_then(|&v| defining_op(v))
            .and_then(end_of)
        {
            hb.edge(end, i);
        }
    }
    let (desc, flat_events) = flattened(block, &ev).map_err(|(op, m)| error(op, m))?;
    let mut pairs: Vec<(usize, usize)> = desc
        .effect_edges()
        .into_iter()
        .map(|(a, b)| (flat_events[a], flat_events[b]))
        .filter(|&(a, b)| ev.stream[a] != ev.stream[b])
        .collect();
    // No region may outlive the block: the caller reads what the streams wrote.
    let terminator = unsafe { mlirBlockGetTerminator(block) };
    if !terminator.ptr.is_null() {
        let t = ev.id[&(terminator.ptr as usize)];
        pairs.extend(
            bodies
                .iter()
                .map(|b| (ev.id[&(b.last().unwrap().ptr as usize)], t)),
        );
    }
    match hb.unordered(&pairs) {
        Ok(()) => Ok(true),
        Err(Race { first, second }) => {
            let (a, b) = (ev.ops[first], ev.ops[second]);
            let stream = |e: usize| match ev.stream[e] {
                0 => "the parent block".to_string(),
                k => format!("stream {k}"),
            };
            let message = if !terminator.ptr.is_null() && b.ptr == terminator.ptr {
                format!(
                    "the 'async.execute' region of {} may still run at '{}': no await on its token before the block ends",
                    stream(first),
                    op_name(b)
                )
            } else {
                format!(
                    "'{}' on {} and '{}' at {} on {} may touch the same memory, one writes, and no token orders them (a race)",
                    op_name(b),
                    stream(second),
                    op_name(a),
                    super::ffi::format_location(unsafe { mlirOperationGetLocation(a) }, source_name),
                    stream(first)
                )
            };
            Err(error(b, message))
        }
    }
}

fn contains_async_below(op: MlirOperation) -> bool {
    let mut inner = Vec::new();
    nested_ops(op, &mut inner);
    inner.iter().any(|&o| op_name(o).starts_with("async."))
}

/// The block as one sequence, described: a copy of its function with every region's ops
/// moved in front of its `async.execute`, every awaited value replaced by the value yielded,
/// and the async ops gone. Returns the description and, per described op, its event.
fn flattened(
    block: MlirBlock,
    ev: &Events,
) -> Result<(BlockDesc, Vec<usize>), (MlirOperation, String)> {
    let func = unsafe { mlirBlockGetParentOperation(block) };
    let (r, b) = position_of(func, block);
    let copy = unsafe { mlirOperationClone(func) };
    let result = (|| {
        let mut originals = Vec::new();
        nested_ops(func, &mut originals);
        let mut copies = Vec::new();
        nested_ops(copy, &mut copies);
        let original_of: HashMap<usize, MlirOperation> = copies
            .iter()
            .zip(&originals)
            .map(|(c, o)| (c.ptr as usize, *o))
            .collect();
        let cblock = blocks_of_region(regions_of(copy)[r])[b];
        let cexecutes: Vec<MlirOperation> = ops_of_block(cblock)
            .into_iter()
            .filter(|&o| op_name(o) == "async.execute")
            .collect();
        // The awaits of this block and of its regions; those of other blocks stay, and what
        // they give this block is a value from outside, as any argument.
        let mut local = ops_of_block(cblock);
        for &e in &cexecutes {
            local.extend(ops_of_block(blocks_of_region(regions_of(e)[0])[0]));
        }
        let awaits: Vec<MlirOperation> = local
            .into_iter()
            .filter(|&o| op_name(o) == "async.await")
            .collect();
        for w in awaits {
            if let Some(&got) = results(w).first() {
                let v = operands(w)[0];
                let yielded = defining_op(v)
                    .filter(|d| cexecutes.iter().any(|e| e.ptr == d.ptr))
                    .map(|e| {
                        let k = unsafe { mlirOpResultGetResultNumber(v) } as isize;
                        let body = blocks_of_region(regions_of(e)[0])[0];
                        unsafe { mlirOperationGetOperand(mlirBlockGetTerminator(body), k - 1) }
                    })
                    .ok_or_else(|| {
                        (
                            original_of[&(w.ptr as usize)],
                            "awaits a value that no 'async.execute' of this block yields"
                                .to_string(),
                        )
                    })?;
                unsafe { mlirValueReplaceAllUsesOfWith(got, yielded) };
            }
            unsafe { mlirOperationDestroy(w) };
        }
        for &e in &cexecutes {
            let body = blocks_of_region(regions_of(e)[0])[0];
            let ops = ops_of_block(body);
            for &op in &ops[..ops.len() - 1] {
                unsafe { mlirOperationMoveBefore(op, e) };
            }
        }
        // Later regions list earlier tokens as dependencies: destroy them first.
        for &e in cexecutes.iter().rev() {
            unsafe { mlirOperationDestroy(e) };
        }
        let (desc, cops) = describe_block(cblock);
        let events = cops
            .iter()
            .map(|c| ev.id[&(original_of[&(c.ptr as usize)].ptr as usize)])
            .collect();
        Ok((desc, events))
    })();
    unsafe { mlirOperationDestroy(copy) };
    result
}

/// Which region and block of `op` `block` is.
fn position_of(op: MlirOperation, block: MlirBlock) -> (usize, usize) {
    for (r, region) in regions_of(op).into_iter().enumerate() {
        for (b, x) in blocks_of_region(region).into_iter().enumerate() {
            if x.ptr == block.ptr {
                return (r, b);
            }
        }
    }
    unreachable!("a block is in its parent's regions")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::Session;

    /// Two streams over one buffer: `exp` writes it, `abs` reads it; `deps` is the second
    /// region's dependency list.
    fn two_streams(deps: &str) -> String {
        format!(
            r#"func.func @f(%a: memref<16xf32>, %o: memref<16xf32>) {{
  %buf = memref.alloc() : memref<16xf32>
  %t1 = async.execute {{
    linalg.exp ins(%a : memref<16xf32>) outs(%buf : memref<16xf32>)
    async.yield
  }}
  %t2 = async.execute {deps} {{
    linalg.abs ins(%buf : memref<16xf32>) outs(%o : memref<16xf32>)
    async.yield
  }}
  async.await %t1 : !async.token
  async.await %t2 : !async.token
  memref.dealloc %buf : memref<16xf32>
  return
}}"#
        )
    }

    fn check(text: &str) -> Result<usize, Diag> {
        let session = Session::new(false);
        let module = session
            .parse(text.as_bytes(), "t.mlir")
            .expect("the test module parses");
        let mut checked = 0;
        for f in crate::opt::functions(&module) {
            checked += check_operation(f, "t.mlir")?;
        }
        Ok(checked)
    }

    #[test]
    fn a_write_and_a_read_without_a_token_are_a_race() {
        let e = check(&two_streams("")).unwrap_err();
        assert_eq!(e.location, "t.mlir:8:5");
        assert!(
            e.message
                .contains("'linalg.abs' on stream 2 and 'linalg.exp' at t.mlir:4:5 on stream 1"),
            "{e}"
        );
    }

    #[test]
    fn a_token_orders_them() {
        assert_eq!(check(&two_streams("[%t1]")).unwrap(), 1);
    }

    #[test]
    fn blocks_without_streams_are_not_checked() {
        let plain = "func.func @g(%a: memref<4xf32>) {\n  return\n}";
        assert_eq!(check(plain).unwrap(), 0);
    }
}
