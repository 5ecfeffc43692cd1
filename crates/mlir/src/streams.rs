//! `emit=async`: a scheduled block becomes one chain of `async.execute` regions per unit of
//! its makespan schedule ([`super::streams_plan`] decides what goes where).
//!
//! ```text
//! %c0 = arith.constant 0 : index              // the prologue: scalars, stack buffers
//! %t0, %v = async.execute -> !async.value<memref<…>> { …; async.yield %buf }   // unit 0
//! %t1 = async.execute { async.await %t0; %b = async.await %v; …; async.yield } // unit 1
//! %t2 = async.execute [%t0] { … }             // unit 0 again, after its previous segment
//! async.await %t1 ; async.await %t2           // every unit's last segment
//! %r = async.await %v ; return %r
//! ```
//!
//! A value crosses segments only through an `!async.value` (awaiting it also orders the two
//! segments); every other dependence — memory effects on may-alias memories, by the same
//! describer and alias analysis as the memory pass — is a token await. The result is checked
//! by [`super::check_streams`] before anyone sees it.

use super::block::{self, BlockDesc};
use super::ffi::{self, *};
use super::streams_plan::{plan, StreamPlan};
use mlir_sys::*;
use std::collections::HashMap;

/// What emitting did to one block.
/// Why a block is left as it is rather than written as streams.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{0}")]
pub(crate) struct NotEmitted(pub String);

#[derive(Debug, Clone, Copy, Default)]
pub struct Emitted {
    pub segments: usize,
    pub awaits: usize,
}

/// Rewrites `block` (described as `desc`, op handles `ops`, scheduled as `order`) into streams
/// for the unit assignment `unit`, each (a, b) of `waits` also making op b wait for op a.
/// `Ok(None)`: the block is left as it is (the reason says why).
pub(crate) fn emit(
    block: MlirBlock,
    desc: &BlockDesc,
    ops: &[MlirOperation],
    order: &[usize],
    unit: &[usize],
    waits: &[(usize, usize)],
) -> Result<Result<Emitted, NotEmitted>, block::ScheduleError> {
    if let Some(op) = ops.iter().find(|&&op| contains_async(op)) {
        return Ok(Err(NotEmitted(format!(
            "the block already uses the async dialect ('{}'); left sequential",
            op_name(*op)
        ))));
    }
    let parent_ok: Vec<bool> = ops
        .iter()
        .zip(&desc.ops)
        .map(|(&op, d)| d.effects.is_pure() && regions_of(op).is_empty() && scalar_results(op))
        .collect();
    let stack: Vec<bool> = desc
        .ops
        .iter()
        .map(|d| d.name.ends_with(".alloca"))
        .collect();
    let plan = match plan(desc, order, unit, &parent_ok, &stack, waits) {
        Ok(p) => p,
        Err(e) => return Ok(Err(NotEmitted(format!("{e}; left sequential")))),
    };
    Ok(Ok(Rewriter::new(block, ops, &plan).run()))
}

fn contains_async(op: MlirOperation) -> bool {
    let mut all = vec![op];
    nested_ops(op, &mut all);
    all.iter().any(|&o| op_name(o).starts_with("async."))
}

/// Scalars (and other non-shaped values) are cheap to compute before the streams start;
/// tensors are not.
fn scalar_results(op: MlirOperation) -> bool {
    results(op)
        .iter()
        .all(|&v| !unsafe { mlirTypeIsAShaped(mlirValueGetType(v)) })
}

struct Rewriter<'a> {
    block: MlirBlock,
    ops: &'a [MlirOperation],
    plan: &'a StreamPlan,
    ctx: MlirContext,
    /// Op handle → index in the block.
    index: HashMap<usize, usize>,
    /// Op index → segment (streamed ops only).
    seg_of: HashMap<usize, usize>,
    executes: Vec<MlirOperation>,
    /// Per segment: the values it hands to others, in yield order.
    yielded: Vec<Vec<MlirValue>>,
    awaits: usize,
}

impl<'a> Rewriter<'a> {
    fn new(block: MlirBlock, ops: &'a [MlirOperation], plan: &'a StreamPlan) -> Self {
        let ctx = unsafe { mlirOperationGetContext(ops[0]) };
        let index = ops
            .iter()
            .enumerate()
            .map(|(i, o)| (o.ptr as usize, i))
            .collect();
        let seg_of = plan
            .segments
            .iter()
            .enumerate()
            .flat_map(|(s, seg)| seg.ops.iter().map(move |&i| (i, s)))
            .collect();
        Rewriter {
            block,
            ops,
            plan,
            ctx,
            index,
            seg_of,
            executes: Vec::new(),
            yielded: Vec::new(),
            awaits: 0,
        }
    }

    fn run(mut self) -> Emitted {
        let terminator = self.ops[self.plan.terminator];
        // Decided before anything moves, while every user still sits in the block.
        self.yielded = (0..self.plan.segments.len())
            .map(|s| self.escaping(s))
            .collect();
        for &i in &self.plan.prologue {
            unsafe { mlirOperationMoveBefore(self.ops[i], terminator) };
        }
        for s in 0..self.plan.segments.len() {
            let e = self.create_execute(s);
            unsafe { mlirBlockInsertOwnedOperationBefore(self.block, terminator, e) };
            self.executes.push(e);
        }
        for s in 0..self.plan.segments.len() {
            self.fill(s);
        }
        self.finish(terminator);
        Emitted {
            segments: self.executes.len(),
            awaits: self.awaits,
        }
    }

    /// The op of the block that `op` is, or is nested in; `None` outside the block.
    fn top(&self, mut op: MlirOperation) -> Option<usize> {
        while !op.ptr.is_null() {
            if let Some(&i) = self.index.get(&(op.ptr as usize)) {
                return Some(i);
            }
            op = unsafe { mlirOperationGetParentOperation(op) };
        }
        None
    }

    /// Results of segment `s`'s ops used anywhere but in `s`.
    fn escaping(&self, s: usize) -> Vec<MlirValue> {
        let mut out = Vec::new();
        for &i in &self.plan.segments[s].ops {
            for v in results(self.ops[i]) {
                let escapes = users(v).into_iter().any(|(owner, _)| {
                    self.top(owner).and_then(|t| self.seg_of.get(&t)) != Some(&s)
                });
                if escapes {
                    out.push(v);
                }
            }
        }
        out
    }

    fn create_execute(&self, s: usize) -> MlirOperation {
        let seg = &self.plan.segments[s];
        let loc = unsafe { mlirOperationGetLocation(self.ops[seg.ops[0]]) };
        let deps: Vec<MlirValue> = seg
            .after
            .map(|a| unsafe { mlirOperationGetResult(self.executes[a], 0) })
            .into_iter()
            .collect();
        let mut types = vec![self.parse_type("!async.token")];
        for &v in &self.yielded[s] {
            let t = print_type(unsafe { mlirValueGetType(v) });
            types.push(self.parse_type(&format!("!async.value<{t}>")));
        }
        let body = unsafe { mlirBlockCreate(0, std::ptr::null(), std::ptr::null()) };
        let yield_op = create_op("async.yield", loc, &self.yielded[s], &[], &[], Vec::new());
        unsafe { mlirBlockAppendOwnedOperation(body, yield_op) };
        let region = unsafe { mlirRegionCreate() };
        unsafe { mlirRegionAppendOwnedBlock(region, body) };
        let sizes = format!("array<i32: {}, 0>", deps.len());
        create_op(
            "async.execute",
            loc,
            &deps,
            &types,
            &[("operandSegmentSizes", self.parse_attr(&sizes))],
            vec![region],
        )
    }

    /// Moves segment `s`'s ops into its region, each after the awaits it needs.
    fn fill(&mut self, s: usize) {
        let execute = self.executes[s];
        let body = unsafe { mlirRegionGetFirstBlock(mlirOperationGetRegion(execute, 0)) };
        let yield_op = unsafe { mlirBlockGetTerminator(body) };
        let seg = &self.plan.segments[s];
        let mut awaited = std::collections::BTreeSet::new();
        let mut local: HashMap<usize, (MlirValue, MlirValue)> = HashMap::new();
        for (k, &i) in seg.ops.iter().enumerate() {
            let op = self.ops[i];
            let loc = unsafe { mlirOperationGetLocation(op) };
            for v in captured_operands(op) {
                let Some(from) = defining_op(v)
                    .and_then(|d| self.top(d))
                    .and_then(|t| self.seg_of.get(&t).copied())
                    .filter(|&f| f != s)
                else {
                    continue;
                };
                if local.contains_key(&(v.ptr as usize)) {
                    continue;
                }
                let got = self.await_value(from, v, loc, yield_op);
                local.insert(v.ptr as usize, (v, got));
                awaited.insert(from);
            }
            for &w in &seg.waits[k] {
                if awaited.insert(w) {
                    self.await_token(w, loc, yield_op);
                }
            }
            unsafe { mlirOperationMoveBefore(op, yield_op) };
        }
        for (v, got) in local.into_values() {
            for (owner, n) in users(v) {
                if inside(owner, execute) {
                    unsafe { mlirOperationSetOperand(owner, n, got) };
                }
            }
        }
    }

    /// The parent waits for every unit, then takes the values the rest of the function uses.
    fn finish(&mut self, terminator: MlirOperation) {
        let loc = unsafe { mlirOperationGetLocation(terminator) };
        for t in self.plan.unit_tails() {
            self.await_token(t, loc, terminator);
        }
        for s in 0..self.yielded.len() {
            for v in self.yielded[s].clone() {
                let outside: Vec<(MlirOperation, isize)> = users(v)
                    .into_iter()
                    .filter(|&(owner, _)| !self.executes.iter().any(|&e| inside(owner, e)))
                    .collect();
                if outside.is_empty() {
                    continue;
                }
                let got = self.await_value(s, v, loc, terminator);
                for (owner, n) in outside {
                    unsafe { mlirOperationSetOperand(owner, n, got) };
                }
            }
        }
    }

    fn await_token(&mut self, s: usize, loc: MlirLocation, before: MlirOperation) {
        let token = unsafe { mlirOperationGetResult(self.executes[s], 0) };
        let op = create_op("async.await", loc, &[token], &[], &[], Vec::new());
        self.insert_before(before, op);
    }

    /// `async.await` of `v` from segment `s`, placed before `before`; returns its result.
    fn await_value(
        &mut self,
        s: usize,
        v: MlirValue,
        loc: MlirLocation,
        before: MlirOperation,
    ) -> MlirValue {
        let k = self.yielded[s]
            .iter()
            .position(|y| y.ptr == v.ptr)
            .expect("every value used in another segment is yielded");
        let handle = unsafe { mlirOperationGetResult(self.executes[s], k as isize + 1) };
        let t = unsafe { mlirValueGetType(v) };
        let op = create_op("async.await", loc, &[handle], &[t], &[], Vec::new());
        self.insert_before(before, op);
        unsafe { mlirOperationGetResult(op, 0) }
    }

    fn insert_before(&mut self, before: MlirOperation, op: MlirOperation) {
        let block = unsafe { mlirOperationGetBlock(before) };
        unsafe { mlirBlockInsertOwnedOperationBefore(block, before, op) };
        self.awaits += 1;
    }

    fn parse_type(&self, text: &str) -> MlirType {
        let t = unsafe { mlirTypeParseGet(self.ctx, string_ref(text)) };
        assert!(
            !t.ptr.is_null(),
            "'{text}' parses (the async dialect is loaded)"
        );
        t
    }

    fn parse_attr(&self, text: &str) -> MlirAttribute {
        let a = unsafe { mlirAttributeParseGet(self.ctx, string_ref(text)) };
        assert!(!a.ptr.is_null(), "'{text}' parses");
        a
    }
}

/// Every use of `v`: the op and the operand number.
pub(crate) fn users(v: MlirValue) -> Vec<(MlirOperation, isize)> {
    let mut out = Vec::new();
    let mut u = unsafe { mlirValueGetFirstUse(v) };
    while !u.ptr.is_null() {
        out.push(unsafe {
            (
                mlirOpOperandGetOwner(u),
                mlirOpOperandGetOperandNumber(u) as isize,
            )
        });
        u = unsafe { mlirOpOperandGetNextUse(u) };
    }
    out
}

/// Whether `op` is `ancestor` or nested in it.
pub(crate) fn inside(mut op: MlirOperation, ancestor: MlirOperation) -> bool {
    while !op.ptr.is_null() {
        if op.ptr == ancestor.ptr {
            return true;
        }
        op = unsafe { mlirOperationGetParentOperation(op) };
    }
    false
}

/// Operands of `op` and of the ops nested in it.
fn captured_operands(op: MlirOperation) -> Vec<MlirValue> {
    let mut all = vec![op];
    nested_ops(op, &mut all);
    all.into_iter().flat_map(operands).collect()
}

fn print_type(t: MlirType) -> String {
    ffi::print_with(|cb, data| unsafe { mlirTypePrint(t, cb, data) })
}

/// An op built from its generic parts (the C API has no builders for the async dialect).
pub(crate) fn create_op(
    name: &str,
    loc: MlirLocation,
    operands: &[MlirValue],
    result_types: &[MlirType],
    attrs: &[(&str, MlirAttribute)],
    mut regions: Vec<MlirRegion>,
) -> MlirOperation {
    let ctx = unsafe { mlirLocationGetContext(loc) };
    let named: Vec<MlirNamedAttribute> = attrs
        .iter()
        .map(|&(n, a)| unsafe { mlirNamedAttributeGet(mlirIdentifierGet(ctx, string_ref(n)), a) })
        .collect();
    unsafe {
        let mut state = mlirOperationStateGet(string_ref(name), loc);
        mlirOperationStateAddOperands(&mut state, operands.len() as isize, operands.as_ptr());
        mlirOperationStateAddResults(
            &mut state,
            result_types.len() as isize,
            result_types.as_ptr(),
        );
        mlirOperationStateAddAttributes(&mut state, named.len() as isize, named.as_ptr());
        mlirOperationStateAddOwnedRegions(&mut state, regions.len() as isize, regions.as_mut_ptr());
        let op = mlirOperationCreate(&mut state);
        assert!(!op.ptr.is_null(), "'{name}' is built from valid parts");
        op
    }
}
