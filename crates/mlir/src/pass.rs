//! The `flowsched-schedule` pass on one operation: every block of its regions becomes a DAG,
//! gets an order and is rewritten in it. Blocks are independent: no op crosses a block or a
//! region.

use super::block::{self, BlockDesc, Emit, ScheduleOptions};
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
    /// `rewrite=true`: channel concats partitioned, and convolutions split, where kept.
    pub rewritten_concats: usize,
    pub rewritten_convolutions: usize,
    /// With `rewrite=true`: where the last block's order peaks by the DAG proxy, which the
    /// rewrite's rounds aim at.
    pub peak: Option<BlockPeak>,
}

/// The order a block got and the position in it where the DAG proxy's peak is first reached.
#[derive(Debug, Clone, PartialEq)]
pub struct BlockPeak {
    /// New position → op index of the block as it was described.
    pub order: Vec<usize>,
    pub position: usize,
    /// Live bytes at each position.
    pub curve: Vec<u64>,
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
        self.rewritten_concats += other.rewritten_concats;
        self.rewritten_convolutions += other.rewritten_convolutions;
        self.peak = other.peak.or(self.peak.take());
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

/// Schedules the blocks of `op`'s regions as they are ([`super::partition`] adds
/// `rewrite=true`). Remarks (graph regions, fallbacks) go to `diags`; an error is returned
/// for what the user must fix.
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
    if let Some(why) = graph_region(op, &name) {
        diags.push(Diag::at(
            loc,
            source_name,
            Severity::Remark,
            format!(
                "flowsched-schedule: the body of '{name}' {why}; left alone (anchor the pass on \
                 the functions inside, e.g. func.func(flowsched-schedule))"
            ),
        ));
        return Ok(stats);
    }
    let func_name = symbol_name(op).unwrap_or_else(|| name.clone());
    // A single-block function: its tensor-level orders are judged by bufferizing a copy.
    let single_block = regions.len() == 1 && blocks_of_region(regions[0]).len() == 1;
    let scheduling = Scheduling {
        op,
        loc,
        source_name,
        func_name: &func_name,
        options,
        single_block,
    };
    for (r, region) in regions.into_iter().enumerate() {
        for (b, block) in blocks_of_region(region).into_iter().enumerate() {
            scheduling.schedule_block(r, b, block, &mut stats, diags)?;
        }
    }
    Ok(stats)
}

/// Why `op`'s regions are left alone, where they are (or may be) graph regions: the C API
/// does not expose `RegionKindInterface`, so the known ops and unregistered ones stand in.
pub(crate) fn graph_region(op: MlirOperation, name: &str) -> Option<&'static str> {
    let registered =
        unsafe { mlirContextIsRegisteredOperation(mlirOperationGetContext(op), string_ref(name)) };
    if GRAPH_REGION_OPS.contains(&name) || !registered {
        Some(if registered {
            "is a graph region"
        } else {
            "may be a graph region (unregistered op)"
        })
    } else {
        None
    }
}

impl PassStats {
    /// Counts one scheduled block of `ops` ops and what its decision gained and who won it.
    fn count_block(&mut self, decision: &block::Decision, ops: usize) {
        self.blocks += 1;
        self.judged_blocks += usize::from(decision.judged);
        self.ops += ops;
        self.moved_ops += decision.moved_ops();
        self.original_cost += decision.original_cost;
        self.cost += decision.cost;
        *self.winners.entry(decision.winner.clone()).or_default() += 1;
        for candidate in &decision.reached_best {
            *self.reached_best.entry(candidate.clone()).or_default() += 1;
        }
    }
}

/// One operation whose blocks are being scheduled: what the messages about its blocks point
/// at, and what each block is scheduled with.
struct Scheduling<'a> {
    op: MlirOperation,
    loc: MlirLocation,
    source_name: &'a str,
    func_name: &'a str,
    options: &'a ScheduleOptions,
    single_block: bool,
}

impl Scheduling<'_> {
    /// A message at the operation's location.
    fn diag(&self, severity: Severity, message: String) -> Diag {
        Diag::at(self.loc, self.source_name, severity, message)
    }

    /// The error that stops the pass on block `dag_name`.
    fn error(&self, dag_name: &str, e: impl std::fmt::Display) -> Diag {
        self.diag(
            Severity::Error,
            format!("flowsched-schedule: {dag_name}: {e}"),
        )
    }

    /// Schedules block `b` of region `r` and rewrites it in its new order (as streams with
    /// `emit=async`); blocks too small or with uses before definitions are left alone.
    fn schedule_block(
        &self,
        r: usize,
        b: usize,
        block: MlirBlock,
        stats: &mut PassStats,
        diags: &mut Vec<Diag>,
    ) -> Result<(), Diag> {
        let func_name = self.func_name;
        let (desc, ops) = describe_block(block);
        if ops.len() < 2 {
            return Ok(());
        }
        if uses_before_defs(&ops) {
            diags.push(self.diag(
                Severity::Remark,
                format!(
                    "flowsched-schedule: block {b} of region {r} of '{func_name}' uses values \
                     before their definition (a graph region); left alone"
                ),
            ));
            return Ok(());
        }
        let dag_name = format!("{func_name}/region{r}/block{b}");
        let decision = self.decide(&desc, &ops, &dag_name)?;
        tracing::debug!(
            block = %dag_name,
            ops = ops.len(),
            winner = %decision.winner,
            original_cost = decision.original_cost,
            cost = decision.cost,
            "flowsched-schedule"
        );
        if let Some(note) = &decision.fallback {
            diags.push(self.diag(
                Severity::Remark,
                format!("flowsched-schedule: '{func_name}': {note}"),
            ));
        }
        if self.options.rewrite {
            stats.peak = Some(
                peak_of(&desc, &dag_name, &decision.order).map_err(|e| self.error(&dag_name, e))?,
            );
        }
        apply_order(&ops, &decision.order);
        if self.options.emit.is_async() {
            stats.streams += self.emit_streams(block, &desc, &ops, &dag_name, &decision, diags)?;
        }
        stats.count_block(&decision, ops.len());
        Ok(())
    }

    /// The order for one block. Where the block is the whole of a single-block function at the
    /// tensor level, memory orders are judged by bufferizing a copy of the function.
    fn decide(
        &self,
        desc: &BlockDesc,
        ops: &[MlirOperation],
        dag_name: &str,
    ) -> Result<block::Decision, Diag> {
        let op = self.op;
        let mut judge = (self.single_block
            && self.options.objective == flowsched_core::cost::Objective::PeakMemory
            && is_tensor_level(desc, ops))
        .then(|| {
            let text =
                super::ffi::print_with(|cb, data| unsafe { mlirOperationPrint(op, cb, data) });
            BufferizedJudge::new(BufferizedProxy::new(text, self.func_name.to_string()))
        });
        block::schedule_judged(
            desc,
            dag_name,
            self.options,
            judge.as_mut().map(|j| j as &mut dyn super::judge::Judge),
        )
        .map_err(|e| self.error(dag_name, e))
    }

    /// Rewrites the scheduled block into streams of `async.execute` regions and proves it free
    /// of races; returns how many regions it emitted (none where the block stays sequential).
    fn emit_streams(
        &self,
        block: MlirBlock,
        desc: &BlockDesc,
        ops: &[MlirOperation],
        dag_name: &str,
        decision: &block::Decision,
        diags: &mut Vec<Diag>,
    ) -> Result<usize, Diag> {
        let units = self
            .options
            .objective
            .units()
            .expect("emit=async comes with makespan:M");
        let (unit, waits) = if self.options.emit == Emit::AsyncEveryOp {
            ((0..ops.len()).collect(), Vec::new())
        } else {
            let decoded =
                block::unit_assignment(desc, dag_name, &decision.order, units, decision.stream_cap)
                    .map_err(|e| self.error(dag_name, e))?;
            (decoded.schedule.unit, decoded.waits)
        };
        let streams = match super::streams::emit(block, desc, ops, &decision.order, &unit, &waits)
            .map_err(|e| self.error(dag_name, e))?
        {
            Ok(emitted) => emitted.segments,
            Err(why) => {
                diags.push(self.diag(
                    Severity::Remark,
                    format!("flowsched-schedule: {dag_name}: {why}"),
                ));
                0
            }
        };
        // A race is a miscompile: nothing leaves the pass unproven.
        super::check_streams::check_block(block, self.source_name).map_err(|d| Diag {
            message: format!(
                "{} (emitted by flowsched-schedule for {dag_name}; refusing to emit)",
                d.message
            ),
            ..d
        })?;
        Ok(streams)
    }
}

/// Where `order` of the block `desc` first reaches its peak by the DAG proxy.
fn peak_of(
    desc: &BlockDesc,
    dag_name: &str,
    order: &[usize],
) -> Result<BlockPeak, flowsched_core::dag::DagError> {
    use flowsched_core::dag::{Order, Planned};
    use petgraph::graph::NodeIndex;
    let dag = desc.to_dag(dag_name)?;
    let nodes = order.iter().map(|&i| NodeIndex::new(i)).collect();
    let profile =
        flowsched_core::cost::memory_profile(&Planned::as_written(&dag), &Order::new(&dag, nodes)?);
    Ok(BlockPeak {
        order: order.to_vec(),
        position: profile.peak_step,
        curve: profile.curve,
    })
}

pub(crate) fn symbol_name(op: MlirOperation) -> Option<String> {
    let attr = unsafe { mlirOperationGetAttributeByName(op, string_ref("sym_name")) };
    if unsafe { attr.ptr.is_null() || !mlirAttributeIsAString(attr) } {
        return None;
    }
    Some(super::ffi::to_string(unsafe {
        mlirStringAttrGetValue(attr)
    }))
}
