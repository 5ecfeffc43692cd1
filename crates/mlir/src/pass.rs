//! The `flowsched-schedule` pass on one operation: every block of its regions becomes a DAG,
//! gets an order and is rewritten in it. Blocks are independent: no op crosses a block or a
//! region.

use super::block::{self, Emit, ScheduleOptions};
use super::bufferized_proxy::{is_tensor_level, BufferizedJudge, BufferizedProxy};
use super::ffi::{blocks_of_region, op_name, regions_of, string_ref};
use super::import::{describe_block, uses_before_defs};
use super::rewrite::apply_order;
use super::session::{Diag, Severity};
use mlir_sys::*;

/// What the pass did to one operation (summed over its blocks).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PassStats {
    pub blocks: usize,
    pub ops: usize,
    pub moved_ops: usize,
    pub original_cost: f64,
    pub cost: f64,
    /// `async.execute` regions emitted (`emit=async`).
    pub streams: usize,
    /// Blocks won by each candidate ("original", a scheduler, or the part of the GFlowNet:
    /// "gflownet (sample)", "gflownet (classic seed)" …).
    pub winners: std::collections::BTreeMap<String, usize>,
    /// Blocks where each candidate's best order reached the winning cost (ties included).
    pub reached_best: std::collections::BTreeMap<String, usize>,
    /// Blocks whose costs are the heap after bufferization (tensor-level blocks judged by
    /// [`super::bufferized_proxy`]), not the DAG's liveness proxy.
    pub judged_blocks: usize,
}

impl std::ops::AddAssign for PassStats {
    /// Statistics of several blocks, functions or `--split-input-file` chunks add up.
    fn add_assign(&mut self, other: PassStats) {
        self.blocks += other.blocks;
        self.ops += other.ops;
        self.moved_ops += other.moved_ops;
        self.original_cost += other.original_cost;
        self.cost += other.cost;
        self.streams += other.streams;
        self.judged_blocks += other.judged_blocks;
        add_counts(&mut self.winners, other.winners);
        add_counts(&mut self.reached_best, other.reached_best);
    }
}

/// Adds per-candidate block counts into `into`.
fn add_counts(
    into: &mut std::collections::BTreeMap<String, usize>,
    from: std::collections::BTreeMap<String, usize>,
) {
    for (candidate, blocks) in from {
        *into.entry(candidate).or_default() += blocks;
    }
}

/// Ops whose regions are graph regions (no order to schedule), as far as the C API lets us
/// know: `RegionKindInterface` is not exposed, so this list and the use-before-def check stand
/// in for it.
const GRAPH_REGION_OPS: &[&str] = &["builtin.module", "gpu.module", "spirv.module"];

/// Schedules the blocks of `op`'s regions. Remarks (graph regions, fallbacks) go to `diags`;
/// an error is returned for what the user must fix.
pub fn schedule_operation(
    op: MlirOperation,
    options: &ScheduleOptions,
    source_name: &str,
    diags: &mut Vec<Diag>,
) -> Result<PassStats, Diag> {
    let name = op_name(op);
    let loc = unsafe { mlirOperationGetLocation(op) };
    let mut stats = PassStats::default();
    let regions = regions_of(op);
    if regions.is_empty() {
        return Ok(stats);
    }
    let registered =
        unsafe { mlirContextIsRegisteredOperation(mlirOperationGetContext(op), string_ref(&name)) };
    if GRAPH_REGION_OPS.contains(&name.as_str()) || !registered {
        let why = if registered {
            "is a graph region"
        } else {
            "may be a graph region (unregistered op)"
        };
        diags.push(Diag::at(
            loc,
            source_name,
            Severity::Remark,
            format!("flowsched-schedule: the body of '{name}' {why}; left alone (anchor the pass on the functions inside, e.g. func.func(flowsched-schedule))"),
        ));
        return Ok(stats);
    }
    let func_name = symbol_name(op).unwrap_or_else(|| name.clone());
    // A single-block function: its tensor-level orders are judged by bufferizing a copy.
    let single_block = regions.len() == 1 && blocks_of_region(regions[0]).len() == 1;
    for (r, region) in regions.into_iter().enumerate() {
        for (b, block) in blocks_of_region(region).into_iter().enumerate() {
            let (desc, ops) = describe_block(block);
            if ops.len() < 2 {
                continue;
            }
            if uses_before_defs(&ops) {
                diags.push(Diag::at(
                    loc,
                    source_name,
                    Severity::Remark,
                    format!("flowsched-schedule: block {b} of region {r} of '{func_name}' uses values before their definition (a graph region); left alone"),
                ));
                continue;
            }
            let dag_name = format!("{func_name}/region{r}/block{b}");
            let mut judge = (single_block
                && options.objective == flowsched_core::cost::Objective::PeakMemory
                && is_tensor_level(&desc, &ops))
            .then(|| {
                let text =
                    super::ffi::print_with(|cb, data| unsafe { mlirOperationPrint(op, cb, data) });
                BufferizedJudge::new(BufferizedProxy::new(text, func_name.clone()))
            });
            let decision = block::schedule_judged(
                &desc,
                &dag_name,
                options,
                judge.as_mut().map(|j| j as &mut dyn super::judge::Judge),
            )
            .map_err(|e| {
                Diag::at(
                    loc,
                    source_name,
                    Severity::Error,
                    format!("flowsched-schedule: {dag_name}: {e}"),
                )
            })?;
            tracing::debug!(
                block = %dag_name,
                ops = ops.len(),
                winner = %decision.winner,
                original_cost = decision.original_cost,
                cost = decision.cost,
                "flowsched-schedule"
            );
            if let Some(note) = &decision.fallback {
                diags.push(Diag::at(
                    loc,
                    source_name,
                    Severity::Remark,
                    format!("flowsched-schedule: '{func_name}': {note}"),
                ));
            }
            apply_order(&ops, &decision.order);
            if options.emit.is_async() {
                let error = |e: String| {
                    Diag::at(
                        loc,
                        source_name,
                        Severity::Error,
                        format!("flowsched-schedule: {dag_name}: {e}"),
                    )
                };
                let units = options
                    .objective
                    .units()
                    .expect("emit=async comes with makespan:M");
                let unit = if options.emit == Emit::AsyncEveryOp {
                    (0..ops.len()).collect()
                } else {
                    block::unit_assignment(&desc, &dag_name, &decision.order, units)
                        .map_err(|e| error(e.to_string()))?
                };
                match super::streams::emit(block, &desc, &ops, &decision.order, &unit)
                    .map_err(|e| error(e.to_string()))?
                {
                    Ok(emitted) => stats.streams += emitted.segments,
                    Err(why) => diags.push(Diag::at(
                        loc,
                        source_name,
                        Severity::Remark,
                        format!("flowsched-schedule: {dag_name}: {why}"),
                    )),
                }
                // A race is a miscompile: nothing leaves the pass unproven.
                super::check_streams::check_block(block, source_name).map_err(|d| Diag {
                    message: format!(
                        "{} (emitted by flowsched-schedule for {dag_name}; refusing to emit)",
                        d.message
                    ),
                    ..d
                })?;
            }
            stats.blocks += 1;
            stats.judged_blocks += usize::from(decision.judged);
            stats.ops += ops.len();
            stats.moved_ops += decision.moved_ops();
            stats.original_cost += decision.original_cost;
            stats.cost += decision.cost;
            *stats.winners.entry(decision.winner.clone()).or_default() += 1;
            for candidate in &decision.reached_best {
                *stats.reached_best.entry(candidate.clone()).or_default() += 1;
            }
        }
    }
    Ok(stats)
}

fn symbol_name(op: MlirOperation) -> Option<String> {
    let attr = unsafe { mlirOperationGetAttributeByName(op, string_ref("sym_name")) };
    if unsafe { attr.ptr.is_null() || !mlirAttributeIsAString(attr) } {
        return None;
    }
    Some(super::ffi::to_string(unsafe {
        mlirStringAttrGetValue(attr)
    }))
}
