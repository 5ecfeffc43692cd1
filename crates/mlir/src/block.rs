//! One MLIR block as plain data, its scheduling DAG and the order to give it.
//!
//! Nothing here touches MLIR: both front ends fill a [`BlockDesc`] — `flowsched-opt` through
//! melior, the `mlir-opt` plugin through its C++ shim and the C ABI in [`super::capi`] — so the
//! two agree on edges, sizes and the fallback rule by construction.

use flowsched_core::cost::{Evaluator, Objective};
use flowsched_core::dag::{DagBuilder, DagError, OpNode, Order, Planned, ScheduleDag};
use flowsched_core::defaults;
use flowsched_core::schedulers::peak_moves::{lower_peak, MAX_MOVES};
use flowsched_core::schedulers::{
    self, GflownetOptions, Origin, Scheduler, SchedulerError, SchedulerList,
};
use petgraph::graph::NodeIndex;
use rand::SeedableRng;
use std::collections::{BTreeMap, HashMap, HashSet};

/// An SSA value, numbered by the front end (unique within one block description).
pub type ValueId = u64;

/// What an op does to one memory resource.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EffectKind {
    Read,
    Write,
    Alloc,
    Free,
}

/// Which memory an effect touches. Whether two memories may be the same is the block's
/// `BlockDesc::may_alias` answer, which the front end's alias analysis gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Resource {
    /// One memory of the block (a value an effect is on), numbered by the front end.
    Memory(u64),
    /// Unnamed memory (a global side effect, an effect on no value): aliases everything.
    Any,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Effect {
    pub kind: EffectKind,
    pub resource: Resource,
}

/// The memory effects of an op, nested regions included.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Effects {
    #[default]
    Pure,
    Known(Vec<Effect>),
    /// Unregistered ops, calls, ops without an effect interface: ordered against every other
    /// effecting op.
    Unknown,
}

impl Effects {
    /// Whether the op allocates memory (its memref results are new buffers).
    #[cfg(feature = "mlir")]
    pub(crate) fn allocates(&self) -> bool {
        matches!(self, Effects::Known(e) if e.iter().any(|x| x.kind == EffectKind::Alloc))
    }

    pub(crate) fn is_pure(&self) -> bool {
        match self {
            Effects::Pure => true,
            Effects::Known(e) => e.is_empty(),
            Effects::Unknown => false,
        }
    }
}

/// One op of the block.
#[derive(Debug, Clone, Default)]
pub struct BlockOp {
    /// `linalg.matmul`, …
    pub name: String,
    /// Values read: operands and values captured by nested regions, each once.
    pub uses: Vec<ValueId>,
    /// Results with their size in bytes (`None`: dynamic or not a shaped type).
    pub results: Vec<(ValueId, Option<u64>)>,
    pub effects: Effects,
    pub flops: f64,
    /// Tensor results that bufferization places in another value's buffer (the front end
    /// says from the op's kind; empty where it cannot tell, as in the plugin).
    pub tied: Vec<(ValueId, Tie)>,
}

/// Where one-shot bufferization puts a tensor result other than a buffer of its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tie {
    /// A view of this operand: its buffer, always (`tensor.expand_shape`, `extract_slice` …).
    View(ValueId),
    /// Written into this operand's buffer when that write can go in place (a linalg op's
    /// `outs`, `tensor.insert_slice`'s destination).
    Init(ValueId),
}

/// The ops of one block in source order; the last one is the terminator when `has_terminator`.
#[derive(Debug, Clone, Default)]
pub struct BlockDesc {
    pub ops: Vec<BlockOp>,
    pub has_terminator: bool,
    /// Sizes of values defined outside the block (block arguments, captures) that ops read.
    pub outside_sizes: HashMap<ValueId, Option<u64>>,
    /// Results used after the block (in other blocks or by the parent): live to its end.
    pub live_out: Vec<ValueId>,
    /// Pairs of memories `(a, b)`, `a < b`, that may be the same or overlap. A memory always
    /// aliases itself; a pair not listed cannot alias.
    pub may_alias: HashSet<(u64, u64)>,
}

/// Node names in the DAG: the op's position and name, so reports and errors point at the op.
fn node_name(index: usize, op: &BlockOp) -> String {
    format!("#{index} {}", op.name)
}

impl BlockDesc {
    /// The scheduling DAG: SSA def-use edges, memory-effect edges, terminator last.
    pub fn to_dag(&self, name: &str) -> Result<ScheduleDag, DagError> {
        let mut b = DagBuilder::new(name);
        let nodes: Vec<NodeIndex> = self
            .ops
            .iter()
            .enumerate()
            .map(|(i, op)| {
                let mut node = OpNode::new(node_name(i, op), op.name.clone(), i);
                node.flops = op.flops;
                b.add_node(node)
            })
            .collect();
        let mut sizes = Vec::new();
        let tensor_name = |v: ValueId| format!("v{v}");
        let roots = self.buffer_roots();
        let root = |v: ValueId| roots.get(&v).copied().unwrap_or(v);
        for (i, op) in self.ops.iter().enumerate() {
            for &(v, bytes) in &op.results {
                let t = b.add_tensor(tensor_name(v), Some(nodes[i]))?;
                // A value in another's buffer holds no bytes of its own.
                sizes.push((t, if root(v) == v { bytes } else { Some(0) }));
            }
        }
        for (i, op) in self.ops.iter().enumerate() {
            for &v in &op.uses {
                let t = match b.tensor_id(&tensor_name(v)) {
                    Some(t) => t,
                    None => {
                        // Defined outside the block: live from the start, like a graph input.
                        let t = b.add_tensor(tensor_name(v), None)?;
                        sizes.push((t, self.outside_sizes.get(&v).copied().flatten()));
                        t
                    }
                };
                b.add_use(t, nodes[i]);
                // Reading a value reads its buffer: the buffer lives until then.
                if let Some(r) = b.tensor_id(&tensor_name(root(v))).filter(|_| root(v) != v) {
                    b.add_use(r, nodes[i]);
                }
            }
        }
        for (t, bytes) in sizes {
            let tensor = b.tensor_mut(t);
            tensor.bytes = bytes.unwrap_or(0);
            tensor.size_known = bytes.is_some();
        }
        for (before, after) in self.effect_edges() {
            b.add_order_edge(nodes[before], nodes[after]);
        }
        for &v in &self.live_out {
            for v in [v, root(v)] {
                if let Some(t) = b.tensor_id(&tensor_name(v)) {
                    b.tensor_mut(t).graph_output = true;
                }
            }
        }
        // An empty block has nothing to keep last, whatever the front end says.
        if let Some(last) = self
            .ops
            .len()
            .checked_sub(1)
            .filter(|_| self.has_terminator)
        {
            for &n in &nodes[..last] {
                b.add_order_edge(n, nodes[last]);
            }
            // What the terminator yields lives to the end of the block.
            for &v in &self.ops[last].uses {
                for v in [v, root(v)] {
                    if let Some(t) = b.tensor_id(&tensor_name(v)) {
                        b.tensor_mut(t).graph_output = true;
                    }
                }
            }
        }
        b.build()
    }

    /// Pairs (earlier, later) of ops whose memory effects must keep their order: read after
    /// write, write after read, write after write (frees count as writes) on memories that may
    /// alias; an op with unknown effects against every other effecting op.
    pub fn effect_edges(&self) -> Vec<(usize, usize)> {
        let effecting: Vec<usize> = (0..self.ops.len())
            .filter(|&i| !self.ops[i].effects.is_pure())
            .collect();
        let mut edges = Vec::new();
        for (k, &j) in effecting.iter().enumerate() {
            for &i in &effecting[..k] {
                if self.conflict(&self.ops[i].effects, &self.ops[j].effects) {
                    edges.push((i, j));
                }
            }
        }
        edges
    }

    /// Direct dependencies between the ops: `(preds, succs)`, each op's set of ops that must
    /// stay before it (the definitions it uses, conflicting effects, every op for the
    /// terminator) and after it.
    pub(crate) fn dependencies(&self) -> (Vec<HashSet<usize>>, Vec<HashSet<usize>>) {
        let n = self.ops.len();
        let mut preds = vec![HashSet::new(); n];
        let mut succs = vec![HashSet::new(); n];
        let defs: HashMap<ValueId, usize> = self
            .ops
            .iter()
            .enumerate()
            .flat_map(|(i, op)| op.results.iter().map(move |&(v, _)| (v, i)))
            .collect();
        let ssa = self.ops.iter().enumerate().flat_map(|(j, op)| {
            op.uses
                .iter()
                .filter_map(|v| defs.get(v))
                .map(move |&i| (i, j))
        });
        // Everything stays above the terminator, whatever its effects.
        let terminator = self
            .ops
            .len()
            .checked_sub(1)
            .filter(|_| self.has_terminator)
            .into_iter()
            .flat_map(|last| (0..last).map(move |i| (i, last)));
        for (i, j) in ssa.chain(self.effect_edges()).chain(terminator) {
            preds[j].insert(i);
            succs[i].insert(j);
        }
        (preds, succs)
    }

    /// Whether some op only allocates or only frees: then [`Self::tighten`] can move it.
    fn has_buffer_lifetimes(&self) -> bool {
        (0..self.ops.len())
            .any(|i| self.only(i, EffectKind::Alloc) || self.only(i, EffectKind::Free))
    }

    pub(crate) fn only(&self, i: usize, kind: EffectKind) -> bool {
        matches!(&self.ops[i].effects, Effects::Known(e) if !e.is_empty() && e.iter().all(|x| x.kind == kind))
    }

    /// `order` (new position → op index) with buffer lifetimes tightened: each op that only
    /// allocates moves down to just before the first op that depends on it, then each op that
    /// only frees moves up to just after the last op it depends on. "Depends" is
    /// [`Self::dependencies`], so nothing moves across a use or a may-alias access. What an
    /// allocator that frees at last use sees; at the memref level it is what the liveness
    /// proxy assumes.
    pub(crate) fn tighten(&self, order: &[usize]) -> Vec<usize> {
        let (preds, succs) = self.dependencies();
        let mut order = order.to_vec();
        for i in (0..self.ops.len()).filter(|&i| self.only(i, EffectKind::Alloc)) {
            let here = order.iter().position(|&o| o == i).expect("a permutation");
            if let Some(first) = order.iter().position(|o| succs[i].contains(o)) {
                if first > here + 1 {
                    order.remove(here);
                    order.insert(first - 1, i);
                }
            }
        }
        for i in (0..self.ops.len()).filter(|&i| self.only(i, EffectKind::Free)) {
            let here = order.iter().position(|&o| o == i).expect("a permutation");
            let target = order
                .iter()
                .rposition(|o| preds[i].contains(o))
                .map_or(0, |l| l + 1);
            if target < here {
                order.remove(here);
                order.insert(target, i);
            }
        }
        order
    }

    /// Whether two resources may touch the same memory.
    fn may_alias(&self, a: Resource, b: Resource) -> bool {
        match (a, b) {
            (Resource::Any, _) | (_, Resource::Any) => true,
            (Resource::Memory(x), Resource::Memory(y)) => {
                x == y || self.may_alias.contains(&(x.min(y), x.max(y)))
            }
        }
    }

    fn conflict(&self, a: &Effects, b: &Effects) -> bool {
        let (Effects::Known(a), Effects::Known(b)) = (a, b) else {
            // At least one side is unknown and neither is pure (callers filter pure ops).
            return true;
        };
        // An allocation orders nothing by itself: whatever touches the new memory reaches it
        // through the allocation's result, so def-use (and the effects along that chain)
        // already put it after the allocation.
        let (a, b) = (
            a.iter().filter(|e| e.kind != EffectKind::Alloc),
            b.iter().filter(|e| e.kind != EffectKind::Alloc),
        );
        let writes = |k: EffectKind| k != EffectKind::Read;
        a.clone().any(|x| {
            b.clone().any(|y| {
                (writes(x.kind) || writes(y.kind)) && self.may_alias(x.resource, y.resource)
            })
        })
    }
}

/// How to schedule a block: the pass options.
#[derive(Debug, Clone)]
pub struct ScheduleOptions {
    pub objective: Objective,
    pub scheduler: String,
    /// Ops above which `scheduler` is not tried; `None`: the scheduler's own default budget.
    pub max_ops: Option<usize>,
    pub samples: usize,
    pub seed: u64,
    /// The GFlowNet's weights; `None`: the shipped ones, built into the library.
    pub model: Option<std::path::PathBuf>,
    /// What the pass writes: the block in the new order, or (with `objective=makespan:M`) one
    /// chain of `async.execute` regions per unit.
    pub emit: Emit,
    /// `rewrite=true`: channel concats read only by convolutions are tried as partial
    /// convolutions (src/partition.cpp), kept where the best order of the result is lower.
    pub rewrite: bool,
    /// `memory-cap=` (with `objective=makespan:M`): orders over it cannot win
    /// ([`super::block_cap`]).
    pub memory_cap: Option<flowsched_core::cost::MemoryCap>,
}

/// The `emit` pass option.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Emit {
    #[default]
    Sequential,
    /// One chain of regions per unit of the makespan schedule.
    Async,
    /// Every op in its own region, awaiting each dependence: the async runtime schedules
    /// dynamically (the baseline streams are measured against).
    AsyncEveryOp,
}

impl Emit {
    pub fn is_async(self) -> bool {
        self != Emit::Sequential
    }
}

/// The pass's options unset: the table's ([`flowsched_core::defaults`]), as `flowsched schedule`'s.
impl Default for ScheduleOptions {
    fn default() -> Self {
        ScheduleOptions {
            objective: Objective::default(),
            scheduler: defaults::SCHEDULERS.into(),
            max_ops: None,
            samples: defaults::SAMPLES,
            seed: defaults::SEED,
            model: None,
            emit: Emit::Sequential,
            rewrite: false,
            memory_cap: None,
        }
    }
}

/// Largest block each costly scheduler is given by default; beyond it the fallback runs.
fn default_budget(scheduler: &str) -> Option<usize> {
    schedulers::entry(scheduler).ok()?.mlir_budget
}

/// The heuristic that stands in when a block is over the chosen scheduler's budget.
fn fallback_for(objective: Objective) -> &'static str {
    objective.stand_in_heuristic()
}

/// [`BlockDesc::tighten`] on a DAG order of `desc`'s block (node `i` is op `i`).
pub fn tightened(desc: &BlockDesc, dag: &ScheduleDag, order: &Order) -> Order {
    let positions: Vec<usize> = order.iter().map(|n| dag.node(n).source_id).collect();
    let tight = desc.tighten(&positions);
    if tight == positions {
        return order.clone();
    }
    Order::new(dag, tight.into_iter().map(NodeIndex::new).collect())
        .expect("tightening keeps every dependency")
}

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ScheduleError {
    #[error(transparent)]
    Scheduler(#[from] SchedulerError),
    #[error(transparent)]
    Dag(#[from] DagError),
    /// `memory-cap=`: no order found keeps the peak under the cap.
    #[error("{0}")]
    Cap(String),
}

pub use super::decision::Decision;

/// How `desc`'s block runs when `order` (new position → op index) is list-scheduled on
/// `units` units: each op's unit, and under `stream_cap` the (freeing op, waiting op) pairs of
/// the schedule that waits for memory; its nodes are numbered as the block's ops. The decoder,
/// DAG and roofline runtimes are those [`schedule`] scored it with, so the streams are the
/// schedule that won.
pub fn unit_assignment(
    desc: &BlockDesc,
    name: &str,
    order: &[usize],
    units: usize,
    stream_cap: Option<u64>,
) -> Result<flowsched_core::cost::WaitingSchedule, ScheduleError> {
    let mut dag = desc.to_dag(name)?;
    flowsched_core::cost::DeviceProfile::generic_cpu().annotate(&mut dag);
    let eval = Evaluator::new(&Planned::as_written(&dag), Objective::Makespan { units });
    let order = Order::new(&dag, order.iter().map(|&i| NodeIndex::new(i)).collect())?;
    let runtimes = eval.runtimes();
    Ok(flowsched_core::cost::stream_schedule(
        &dag, &order, units, runtimes, stream_cap,
    ))
}

/// How the statistics name a candidate's order: its scheduler, and the GFlowNet's part.
fn candidate_label(scheduler: &str, origin: Origin) -> String {
    match origin.label() {
        Some(how) => format!("{scheduler} ({how})"),
        None => scheduler.to_string(),
    }
}

/// Records that `label`'s candidate reached `cost` with `order`, keeping each candidate's
/// lowest (the first order that reached it).
fn lower_to(lowest: &mut BTreeMap<String, (f64, Order)>, label: &str, cost: f64, order: &Order) {
    match lowest.get_mut(label) {
        Some(low) if low.0 <= cost => {}
        Some(low) => *low = (cost, order.clone()),
        None => {
            lowest.insert(label.to_string(), (cost, order.clone()));
        }
    }
}

/// Rounds of peak-directed search from the best tightened order at the memref level.
const PEAK_SEARCH_ROUNDS: usize = 4;

/// Schedules one block. The source order is always a candidate and wins ties, so a block is
/// never made worse by the proxy's measure.
pub fn schedule(
    desc: &BlockDesc,
    name: &str,
    opts: &ScheduleOptions,
) -> Result<Decision, ScheduleError> {
    schedule_judged(desc, name, opts, None)
}

/// [`schedule`], with each candidate's best order judged again by `judge` where one is given
/// (a tensor-level block: its heap after bufferization, [`super::judge`]); the judge's costs
/// then decide, and the input stays unless beaten by more than the judge's margin.
pub fn schedule_judged(
    desc: &BlockDesc,
    name: &str,
    opts: &ScheduleOptions,
    judge: Option<&mut dyn super::judge::Judge>,
) -> Result<Decision, ScheduleError> {
    let mut dag = desc.to_dag(name)?;
    if opts.objective.units().is_some() {
        // Time objectives need op runtimes: a CPU roofline from each op's FLOPs and bytes.
        flowsched_core::cost::DeviceProfile::generic_cpu().annotate(&mut dag);
    }
    let (scheduler_name, fallback) = scheduler_within_budget(opts, dag.len());
    // `original` keeps the input's order as it is, buffers included.
    let tighten = desc.has_buffer_lifetimes() && scheduler_name != "original";
    let list: SchedulerList = scheduler_name.parse().map_err(SchedulerError::from)?;
    let candidates = candidates_for(opts, &list, tighten)?;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(opts.seed);
    // The compiled code gives each buffer its own allocation and runs the block as written.
    let planned = Planned::as_written(&dag);
    let cap = block_cap(opts, &planned, desc, tighten)?;
    let run = BlockRun {
        cap: cap.as_ref(),
        desc,
        dag: planned,
        opts,
        eval: Evaluator::new(&planned, opts.objective),
        tighten,
        // At the memref level peak-search and the GFlowNet search again once buffers are
        // tightened (below); for the GFlowNet, from its best own order (not a classic seed),
        // tightened.
        searches_again: tighten && opts.objective == Objective::PeakMemory,
    };
    let original = Order::original(&dag);
    let original_cost = run.cost(&original);
    // Under a cap, an input over it is no candidate: anything under it beats it.
    let over = cap.as_ref().is_some_and(|c| !c.admits(&planned, &original));
    let mut standings = Standings::new(original, if over { f64::INFINITY } else { original_cost });
    let own_best = run.run_candidates(&candidates, &scheduler_name, &mut rng, &mut standings);
    if let Some(cap) = &cap {
        offer_memory_orders(cap, &run, &mut standings)?;
    }
    // The peak search's start (peak-search's best classic order, the GFlowNet's refined
    // samples) had every free where bufferization put it, the end of the block, far above the
    // tightened orders: at the memref level the search runs again from the best tightened
    // order, its own for the GFlowNet, and each round's result is tightened.
    let polish = match scheduler_name.as_str() {
        _ if !run.searches_again => None,
        "peak-search" => Some((
            standings.best.clone(),
            standings.best_cost,
            scheduler_name.clone(),
        )),
        "gflownet" => own_best.map(|(o, c)| (o, c, candidate_label("gflownet", Origin::Refined))),
        // A list with the hierarchy (the memory default): where every buffer is a
        // `memref.alloc` the hierarchy finds nothing below the tightened orders, and the peak
        // search from the best of them does (PNASNet-5: 0.778x, docs/hierarchical.md).
        _ if list.names().iter().any(|n| n == "hierarchical") => Some((
            standings.best.clone(),
            standings.best_cost,
            "peak-search".to_string(),
        )),
        _ => None,
    };
    if let Some((start, start_cost, label)) = polish {
        let (polished, cost) = run.polish(start, start_cost);
        standings.offer(label, cost, polished);
    }
    if let Some(judge) = judge {
        let Standings { winner, lowest, .. } = standings;
        return Ok(super::judge::decide(&dag, lowest, &winner, judge, fallback));
    }
    let mut decision = standings.decision(&dag, original_cost, fallback);
    decision.stream_cap = cap.filter(|c| c.on_streams()).map(|c| c.bytes);
    Ok(decision)
}

/// `memory-cap=` on this block, where set: its memory orders made as the block's others are.
fn block_cap(
    opts: &ScheduleOptions,
    planned: &Planned,
    desc: &BlockDesc,
    tighten: bool,
) -> Result<Option<super::block_cap::BlockCap>, ScheduleError> {
    let shape = |o: Order| match tighten {
        true => tightened(desc, planned.dag, &o),
        false => o,
    };
    let made = opts.memory_cap.map(|c| {
        // Streams hold their units' tensors at once; one op at a time holds the order's.
        let units = match opts.emit {
            Emit::Async => opts.objective.units().unwrap_or(1),
            _ => 1,
        };
        super::block_cap::BlockCap::new(planned, c, units, opts.seed, shape)
    });
    Ok(made.transpose()?)
}

/// `memory-cap=`: the memory defaults' orders under the cap join the standings; an error
/// where nothing is under it.
fn offer_memory_orders(
    cap: &super::block_cap::BlockCap,
    run: &BlockRun,
    standings: &mut Standings,
) -> Result<(), ScheduleError> {
    for (label, order) in &cap.memory_orders {
        standings.offer(label.clone(), run.cost(order), order.clone());
    }
    if standings.best_cost.is_infinite() {
        let streams = match cap.on_streams() {
            true => " one op at a time; on several units, streams hold more",
            false => "",
        };
        return Err(ScheduleError::Cap(format!(
            "memory-cap: no order found keeps the peak under {} B (the lowest peak found is {} B{streams})",
            cap.bytes, cap.optimum
        )));
    }
    Ok(())
}

/// The scheduler to run on a block of `ops` ops: the one asked for, or the stand-in heuristic
/// where the block is over its budget, with a note that says so.
fn scheduler_within_budget(opts: &ScheduleOptions, ops: usize) -> (String, Option<String>) {
    let budget = opts.max_ops.or_else(|| default_budget(&opts.scheduler));
    match budget {
        Some(limit) if ops > limit => {
            let fb = fallback_for(opts.objective);
            let note = format!(
                "{} ops exceed the budget of scheduler '{}' ({limit} ops); used '{fb}' instead",
                ops, opts.scheduler
            );
            (fb.to_string(), Some(note))
        }
        _ => (opts.scheduler.clone(), None),
    }
}

/// The candidates to run, the scheduler asked for first; every classic joins them where
/// buffers are tightened.
fn candidates_for(
    opts: &ScheduleOptions,
    list: &SchedulerList,
    tighten: bool,
) -> Result<Vec<Box<dyn Scheduler>>, ScheduleError> {
    // `gflownet` loads the shipped weights (builds with the `torch` feature; the plugin has
    // none), and the classics join it as candidates.
    let mut candidates = flowsched_gfn::registry::build_candidates(
        list,
        &GflownetOptions {
            model: opts.model.clone(),
            ..GflownetOptions::default()
        },
    )?;
    if tighten {
        // A composite scheduler (xla-default, inductor-default) picks among its parts before
        // their buffers are tightened, which at the memref level can pick the wrong one; every
        // classic order is tightened and compared here as well (the input's own order among
        // them).
        for name in schedulers::classic() {
            candidates.push(schedulers::by_name(name).expect("classic names exist"));
        }
    }
    Ok(candidates)
}

/// One block being scheduled: its description, DAG and options, and how its orders are scored.
struct BlockRun<'a> {
    desc: &'a BlockDesc,
    dag: Planned<'a>,
    opts: &'a ScheduleOptions,
    eval: Evaluator<'a>,
    /// Whether each order's allocations and frees are moved to its uses before it is scored.
    tighten: bool,
    /// Whether the peak search runs again from tightened orders (memref level, peak memory).
    searches_again: bool,
    /// `memory-cap=`: orders over it are not offered.
    cap: Option<&'a super::block_cap::BlockCap>,
}

impl BlockRun<'_> {
    /// Records every candidate's orders in `standings`. Returns the GFlowNet's best own order
    /// (not a classic seed), where the peak search will run again from it.
    fn run_candidates(
        &self,
        candidates: &[Box<dyn Scheduler>],
        scheduler_name: &str,
        rng: &mut rand_chacha::ChaCha8Rng,
        standings: &mut Standings,
    ) -> Option<(Order, f64)> {
        let mut own_best: Option<(Order, f64)> = None;
        for (i, scheduler) in candidates.iter().enumerate() {
            // The scheduler asked for keeps the user's spelling (`xla-postorder` runs `dfs`).
            let name = if i == 0 {
                scheduler_name
            } else {
                scheduler.name()
            };
            let (objective, n) = (self.opts.objective, self.opts.samples.max(1));
            let orders = match self.cap {
                Some(cap) => scheduler.capped_orders(&self.dag, objective, n, rng, cap.bytes),
                None => scheduler.labelled_orders(&self.dag, objective, n, rng),
            };
            for (order, origin) in orders {
                // Allocations and frees follow the order's uses (a no-op on tensor-level
                // blocks).
                let order = if self.tighten {
                    tightened(self.desc, &self.dag, &order)
                } else {
                    order
                };
                let cost = match self.cap {
                    Some(cap) => cap.cost_if_admitted(&self.dag, &self.eval, &order),
                    None => Some(self.eval.cost(&order)),
                };
                let Some(cost) = cost else {
                    continue; // over `memory-cap=`
                };
                let label = candidate_label(name, origin);
                let own = self.searches_again
                    && i == 0
                    && scheduler_name == "gflownet"
                    && origin != Origin::ClassicSeed;
                if own && own_best.as_ref().is_none_or(|(_, c)| cost < *c) {
                    own_best = Some((order.clone(), cost));
                }
                standings.offer(label, cost, order);
            }
        }
        own_best
    }

    /// The proxy's cost of `order`; under `memory-cap=` on streams, the makespan of the streams
    /// that keep to the cap.
    fn cost(&self, order: &Order) -> f64 {
        (self.cap.and_then(|c| c.stream_makespan(&self.dag, order)))
            .unwrap_or_else(|| self.eval.cost(order))
    }

    /// The peak search again from `start`, each round's result tightened, while a round lowers
    /// the cost (at most [`PEAK_SEARCH_ROUNDS`] rounds).
    fn polish(&self, mut start: Order, mut start_cost: f64) -> (Order, f64) {
        for _ in 0..PEAK_SEARCH_ROUNDS {
            let polished = tightened(
                self.desc,
                &self.dag,
                &lower_peak(&self.dag, &start, MAX_MOVES),
            );
            let cost = self.eval.cost(&polished);
            if cost >= start_cost {
                break;
            }
            (start, start_cost) = (polished, cost);
        }
        (start, start_cost)
    }
}

/// The orders found so far: the best (the first to reach the lowest cost), and the lowest cost
/// each candidate reached (labelled as `winner` is).
struct Standings {
    best: Order,
    best_cost: f64,
    winner: String,
    lowest: BTreeMap<String, (f64, Order)>,
}

impl Standings {
    /// The input's order, as `original`: what every candidate has to beat.
    fn new(original: Order, original_cost: f64) -> Self {
        let winner = "original".to_string();
        let lowest = BTreeMap::from([(winner.clone(), (original_cost, original.clone()))]);
        Standings {
            best: original,
            best_cost: original_cost,
            winner,
            lowest,
        }
    }

    /// Records `label`'s order; it becomes the best only where strictly cheaper, so a tie goes
    /// to the earlier order.
    fn offer(&mut self, label: String, cost: f64, order: Order) {
        lower_to(&mut self.lowest, &label, cost, &order);
        if cost < self.best_cost {
            (self.best, self.best_cost, self.winner) = (order, cost, label);
        }
    }

    /// The decision by the proxy's costs: the best order, and every candidate that reached it.
    fn decision(self, dag: &ScheduleDag, original_cost: f64, fallback: Option<String>) -> Decision {
        let Standings {
            best,
            best_cost,
            winner,
            lowest,
        } = self;
        let reached_best = lowest
            .into_iter()
            .filter(|(_, (cost, _))| *cost <= best_cost)
            .map(|(label, _)| label)
            .collect();
        Decision {
            order: best.iter().map(|n| dag.node(n).source_id).collect(),
            winner,
            reached_best,
            fallback,
            original_cost,
            cost: best_cost,
            judged: false,
            stream_cap: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn op(name: &str, uses: &[ValueId], results: &[(ValueId, u64)], effects: Effects) -> BlockOp {
        BlockOp {
            name: name.into(),
            uses: uses.to_vec(),
            results: results.iter().map(|&(v, b)| (v, Some(b))).collect(),
            effects,
            flops: 0.0,
            tied: Vec::new(),
        }
    }

    fn write(r: Resource) -> Effects {
        Effects::Known(vec![Effect {
            kind: EffectKind::Write,
            resource: r,
        }])
    }
    fn read(r: Resource) -> Effects {
        Effects::Known(vec![Effect {
            kind: EffectKind::Read,
            resource: r,
        }])
    }

    #[test]
    fn effect_edges_follow_aliasing() {
        let desc = BlockDesc {
            ops: vec![
                op("w.local1", &[], &[], write(Resource::Memory(1))),
                op("r.local2", &[], &[], read(Resource::Memory(2))),
                op("r.local1", &[], &[], read(Resource::Memory(1))),
                op("w.arg", &[], &[], write(Resource::Memory(7))),
                op("r.arg", &[], &[], read(Resource::Memory(8))),
                op("pure", &[], &[], Effects::Pure),
                op("unknown", &[], &[], Effects::Unknown),
            ],
            // Two argument buffers may be the same; the local buffers are distinct.
            may_alias: [(7, 8)].into_iter().collect(),
            ..Default::default()
        };
        // RAW on local 1; RAW across two outside buffers (they may alias); everything
        // effecting before the unknown op stays before it; the pure op is free.
        assert_eq!(
            desc.effect_edges(),
            vec![(0, 2), (3, 4), (0, 6), (1, 6), (2, 6), (3, 6), (4, 6)]
        );
    }

    #[test]
    fn tightening_moves_buffers_to_their_uses_and_never_past_an_alias() {
        let alloc = |m| {
            Effects::Known(vec![Effect {
                kind: EffectKind::Alloc,
                resource: Resource::Memory(m),
            }])
        };
        let free = |m| {
            Effects::Known(vec![Effect {
                kind: EffectKind::Free,
                resource: Resource::Memory(m),
            }])
        };
        // %a = alloc; %b = alloc; write %b; free %b; write through %s (a view of %a); read %a;
        // free %a.
        let desc = BlockDesc {
            ops: vec![
                op("alloc.a", &[], &[(1, 400)], alloc(1)),
                op("alloc.b", &[], &[(2, 400)], alloc(2)),
                op("use.b", &[2], &[], write(Resource::Memory(2))),
                op("free.b", &[2], &[], free(2)),
                op("write.s", &[1], &[], write(Resource::Memory(3))),
                op("read.a", &[1], &[], read(Resource::Memory(1))),
                op("free.a", &[1], &[], free(1)),
            ],
            may_alias: [(1, 3)].into_iter().collect(),
            ..Default::default()
        };
        // alloc.a sinks to just before its first user; free.a stays behind the write through
        // the alias even though read.a, its last use of %a by name, comes earlier.
        let start = [0, 1, 2, 3, 5, 4, 6];
        assert_eq!(desc.tighten(&start), vec![1, 2, 3, 0, 5, 4, 6]);
        // Were %s known not to alias %a, free.a would rise above that write.
        let no_alias = BlockDesc {
            may_alias: HashSet::new(),
            ..desc.clone()
        };
        assert_eq!(no_alias.tighten(&start), vec![1, 2, 3, 0, 5, 6, 4]);
    }

    #[test]
    fn reads_commute_and_terminator_stays_last() {
        let desc = BlockDesc {
            ops: vec![
                op("a", &[], &[(1, 100)], read(Resource::Any)),
                op("b", &[], &[(2, 100)], read(Resource::Any)),
                op("ret", &[1, 2], &[], Effects::Pure),
            ],
            has_terminator: true,
            ..Default::default()
        };
        assert!(desc.effect_edges().is_empty());
        let dag = desc.to_dag("f").unwrap();
        assert_eq!(dag.preds(NodeIndex::new(2)).count(), 2);
        assert_eq!(dag.edge_count(), 2);
    }

    #[test]
    fn over_budget_falls_back_and_says_so() {
        let ops = (0..10)
            .map(|i| op("x", &[], &[(i, 4)], Effects::Pure))
            .collect();
        let desc = BlockDesc {
            ops,
            ..Default::default()
        };
        let opts = ScheduleOptions {
            scheduler: "exact-memory".into(),
            max_ops: Some(5),
            ..Default::default()
        };
        let d = schedule(&desc, "f", &opts).unwrap();
        assert!(d.fallback.unwrap().contains(
            "10 ops exceed the budget of scheduler 'exact-memory' (5 ops); used 'xla-default'"
        ));
    }

    /// Found by the `mlir_block` fuzz target: a terminator that frees memory was taken for a
    /// free to tighten and moved to the top of the block.
    #[test]
    fn tightening_never_moves_the_terminator() {
        let free_any = Effects::Known(vec![Effect {
            kind: EffectKind::Free,
            resource: Resource::Any,
        }]);
        let desc = BlockDesc {
            ops: vec![
                op("a", &[], &[], Effects::Pure),
                op("term", &[], &[], free_any),
            ],
            has_terminator: true,
            ..Default::default()
        };
        for scheduler in ["xla-default", "original", "exact-memory"] {
            let opts = ScheduleOptions {
                scheduler: scheduler.into(),
                ..Default::default()
            };
            assert_eq!(schedule(&desc, "f", &opts).unwrap().order, vec![0, 1]);
        }
    }

    /// Found by the `mlir_block` fuzz target: bad descriptions from the C side are errors.
    #[test]
    fn bad_descriptions_are_errors_not_panics() {
        // An empty block said to end in a terminator.
        let empty = BlockDesc {
            has_terminator: true,
            ..Default::default()
        };
        assert!(schedule(&empty, "f", &ScheduleOptions::default())
            .unwrap()
            .order
            .is_empty());
        // FLOPs that a roofline cannot use.
        for flops in [f64::NAN, -1.0, f64::INFINITY] {
            let mut bad = op("x", &[], &[], Effects::Pure);
            bad.flops = flops;
            let desc = BlockDesc {
                ops: vec![bad],
                ..Default::default()
            };
            let opts = ScheduleOptions {
                objective: Objective::Makespan { units: 1 },
                scheduler: "bnb-makespan".into(),
                ..Default::default()
            };
            let err = schedule(&desc, "f", &opts).unwrap_err().to_string();
            assert!(err.contains("'#0 x': FLOPs"), "{err}");
        }
        // Sizes whose sum overflows.
        let desc = BlockDesc {
            ops: vec![
                op("a", &[], &[(1, i64::MAX as u64)], Effects::Pure),
                op("b", &[], &[(2, i64::MAX as u64)], Effects::Pure),
                op("c", &[1, 2], &[], Effects::Pure),
            ],
            ..Default::default()
        };
        let err = schedule(&desc, "f", &ScheduleOptions::default())
            .unwrap_err()
            .to_string();
        assert!(err.contains("more than 2^62 bytes"), "{err}");
    }

    #[test]
    fn memory_schedule_frees_early() {
        // Two independent producer/consumer pairs listed producers first: interleaving them
        // keeps one large value live at a time.
        let desc = BlockDesc {
            ops: vec![
                op("p1", &[], &[(1, 1000)], Effects::Pure),
                op("p2", &[], &[(2, 1000)], Effects::Pure),
                op("c1", &[1], &[(3, 1)], Effects::Pure),
                op("c2", &[2], &[(4, 1)], Effects::Pure),
                op("ret", &[3, 4], &[], Effects::Pure),
            ],
            has_terminator: true,
            ..Default::default()
        };
        let d = schedule(&desc, "f", &ScheduleOptions::default()).unwrap();
        assert!(d.cost < d.original_cost, "{d:?}");
        assert_eq!(*d.order.last().unwrap(), 4);
        // The winner is among the candidates that reached its cost; the input, which did
        // not, is not.
        assert!(d.reached_best.contains(&d.winner), "{d:?}");
        assert!(!d.reached_best.contains(&"original".to_string()), "{d:?}");
        // Where nothing beats the input, it wins, and every classic that ties it is named.
        let kept = schedule(
            &BlockDesc {
                ops: vec![
                    op("p1", &[], &[(1, 1000)], Effects::Pure),
                    op("c1", &[1], &[(3, 1)], Effects::Pure),
                    op("ret", &[3], &[], Effects::Pure),
                ],
                has_terminator: true,
                ..Default::default()
            },
            "chain",
            &ScheduleOptions::default(),
        )
        .unwrap();
        assert_eq!(kept.winner, "original");
        assert!(kept.reached_best.len() > 1, "{kept:?}");
        assert!(kept.reached_best.contains(&"kahn".to_string()), "{kept:?}");
    }
}
