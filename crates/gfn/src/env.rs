//! The environment: a state is the ordered prefix of a schedule, an action appends one ready op,
//! so the state graph is a tree and the backward policy is 1. Everything here is plain Rust:
//! the network runs once per graph (`super::model`) and yields [`NodeParams`]; every step
//! after that costs O(ready ops), which is what makes sampling thousands of orders cheap.
//!
//! The logit of ready op v is `a_v + c_v · d(v, state) + q_v · ctx`, where d are dynamic
//! features (memory change, new peak, idle time it causes, whether the last op enabled it)
//! and ctx summarises the ops already placed: its first half is a decayed sum of `p_u` (so the
//! policy can prefer "v soon after u"), its second half their mean (which of them are done).
//! Both are cheap to update and to recompute under autograd.
//!
//! The steps track liveness (cheap, incremental: the features). A finished order of a DAG whose
//! runtime plans buffers (ONNX Runtime) is scored by that planner (`flowsched_core::cost::planner`),
//! so reward and ranking are the proxy the pipeline ranks by, not liveness.
//!
//! A model with `hints` also sees, for each of three classic depth-first memory orders
//! (ONNX Runtime's, XLA's and Inductor's), whether v is that order's next op among the ready
//! ones: a scale-free form of "DFS position" that stays sharp on graphs of thousands of ops,
//! where a normalised position no longer separates the few ops that are ready.

use super::features::Scales;
use super::ready::{Entry, ReadySet, StepScalars};
use super::reward::Reward;
use flowsched_core::cost::{FreeTracker, Objective, PlannerModel, RewardScale};
use flowsched_core::dag::{Order, Plan, Planned, ScheduleDag};
use flowsched_core::schedulers::{DfsPostOrder, InductorDfs, Origin, Scheduler, XlaDfs};
use petgraph::graph::NodeIndex;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub use super::layout::{
    CONTEXT_DECAY, CONTEXT_DIM, CONTEXT_RECENT, DYN_FEATURES, HEAD_DIM, HINTS,
};

/// The network's per-node outputs for one graph, row-major `[nodes, width]` with width
/// `HEAD_DIM` (or `HEAD_DIM + HINTS` for a model with hints).
#[derive(Debug, Clone)]
pub struct NodeParams {
    pub rows: Vec<f32>,
    pub width: usize,
}

impl NodeParams {
    /// Rows of the plain head layout (no hints).
    #[cfg(test)]
    fn new(rows: Vec<f32>) -> Self {
        NodeParams {
            rows,
            width: HEAD_DIM,
        }
    }

    fn row(&self, v: usize) -> &[f32] {
        &self.rows[v * self.width..(v + 1) * self.width]
    }
}

/// Per-graph constants of the environment.
pub struct GraphEnv<'a> {
    pub dag: &'a ScheduleDag,
    /// How the runtime runs it: its buffer planner, its walk.
    pub plan: &'a Plan,
    /// The reward's primary objective: its units are simulated, its cost is reported.
    pub objective: Objective,
    pub reward: Reward,
    succs: Vec<Vec<u32>>,
    indeg: Vec<u32>,
    inputs: Vec<Vec<usize>>,
    out_bytes: Vec<u64>,
    /// What each op frees before any step.
    frees: FreeTracker,
    /// Each op's runtime and the memory lower bound: what the reward normalises by.
    scale: RewardScale,
    scales: Scales,
    initial_live: u64,
    /// Actions pick the unit too, as in the paper (makespan only); otherwise each op goes
    /// where list scheduling puts it.
    pub unit_actions: bool,
    /// Position of each op in each hint order (empty: no hints).
    hint_pos: Vec<Vec<u32>>,
    /// For a DAG whose runtime plans buffers (ONNX Runtime): its planner, which gives a
    /// finished order's peak (reward and ranking), where the liveness model the steps track
    /// would rank by what that runtime does not allocate. `None`: the liveness peak is exact.
    planner: Option<PlannerModel<'a>>,
    /// Where the runtime walks the graph ([`Plan::walked`]): actions enter producers
    /// ([`walk`]) instead of appending ready ops.
    pub(crate) walk: Option<walk::WalkGraph>,
    /// `--memory-cap`: sampling is conditioned on keeping the liveness peak under this many
    /// bytes. A step whose outputs would take the live bytes over it is masked out, unless
    /// every ready op would (a dead end: the op that overshoots least runs). `None`: no cap.
    /// Not applied to walks (their actions enter producers, not ops).
    pub memory_cap: Option<u64>,
}

impl<'a> GraphEnv<'a> {
    pub fn new(dag: &Planned<'a>, objective: Objective) -> Self {
        Self::for_reward(dag, Reward::single(objective))
    }

    pub fn for_reward(planned: &Planned<'a>, reward: Reward) -> Self {
        let dag = planned.dag;
        let succs = dag
            .nodes()
            .map(|v| {
                let mut s: Vec<u32> = dag.succs(v).map(|s| s.index() as u32).collect();
                s.sort_unstable();
                s.dedup();
                s
            })
            .collect::<Vec<_>>();
        let mut indeg = vec![0u32; dag.len()];
        for s in succs.iter().flatten() {
            indeg[*s as usize] += 1;
        }
        let inputs = dag.inputs_index();
        let frees = FreeTracker::new(dag, &inputs);
        GraphEnv {
            dag,
            plan: planned.plan,
            objective: reward.primary(),
            reward,
            indeg,
            succs,
            out_bytes: dag.nodes().map(|v| dag.output_bytes(v)).collect(),
            inputs,
            frees,
            scale: RewardScale::new(dag),
            scales: Scales::of(dag),
            initial_live: dag.graph_input_bytes(),
            unit_actions: false,
            hint_pos: Vec::new(),
            planner: planned.reuses_buffers().then(|| PlannerModel::new(planned)),
            walk: planned.walked().map(|w| walk::WalkGraph::new(dag, w)),
            memory_cap: None,
        }
    }

    /// The graph with its plan.
    pub fn planned(&self) -> Planned<'a> {
        Planned::new(self.dag, self.plan)
    }

    /// Lets actions pick the unit as well (ignored for memory, which has no units).
    pub(crate) fn with_unit_actions(mut self, on: bool) -> Self {
        self.unit_actions = on && self.objective.units().is_some();
        self
    }

    /// Computes the hint features (the classic DFS orders), for a model trained with them.
    pub(crate) fn with_hints(mut self, on: bool) -> Self {
        self.hint_pos = if on {
            let mut rng = ChaCha8Rng::seed_from_u64(0);
            let orders: [&dyn Scheduler; HINTS] = [&DfsPostOrder, &XlaDfs, &InductorDfs];
            orders
                .iter()
                .map(|s| {
                    let order = &s.orders(&self.planned(), Objective::PeakMemory, 1, &mut rng)[0];
                    order.positions().into_iter().map(|p| p as u32).collect()
                })
                .collect()
        } else {
            Vec::new()
        };
        self
    }

    /// The runtime's walk, where actions enter producers rather than append ready ops.
    pub fn walk(&self) -> Option<&walk::WalkGraph> {
        self.walk.as_ref()
    }

    /// Dynamic features per candidate: `DYN_FEATURES`, plus `HINTS` with hints.
    #[cfg(test)]
    fn dyn_features(&self) -> usize {
        DYN_FEATURES + self.hint_pos.len()
    }

    pub(crate) fn len(&self) -> usize {
        self.indeg.len()
    }

    /// log R of a finished schedule at temperature σ: `(U − m)/σ` for makespan (U the
    /// speedup), `(LB/peak − 1)/σ` for memory. Both are ≤ 0 at the best possible schedule and
    /// scale-free.
    pub fn log_reward(&self, cost: f64, sigma: f64) -> f64 {
        self.quality(self.objective, cost) / sigma
    }

    fn quality(&self, objective: Objective, cost: f64) -> f64 {
        objective.quality(cost, &self.scale)
    }

    /// log R of a finished trajectory under the whole reward: Σ w_i · quality_i / σ (the
    /// reward must be computable: one unit count, one profile).
    #[cfg(feature = "torch")]
    pub(crate) fn trajectory_log_reward(&self, t: &Trajectory, sigma: f64) -> f64 {
        self.reward
            .factors
            .iter()
            .map(|f| {
                let cost = f.objective.pick(t.peak, t.makespan);
                f.weight * self.quality(f.objective, cost)
            })
            .sum::<f64>()
            / sigma
    }
}

/// What one trajectory did, kept for the loss: every step's candidates, their dynamic
/// features and which one was taken.
#[derive(Debug, Clone, Default)]
pub struct StepRecord {
    /// Candidate node of each entry, steps one after another.
    pub cand_node: Vec<u32>,
    /// `GraphEnv::dyn_features` per entry.
    pub cand_feat: Vec<f32>,
    /// Entries of step t are `step_start[t]..step_start[t + 1]`.
    pub step_start: Vec<u32>,
    /// Entry index (into the flat arrays) of the action taken at each step.
    pub chosen: Vec<u32>,
    /// Ops run before each step, where that is not the step's number (a walk chooses only
    /// at some of its steps): the context the loss rebuilds for it. Empty: one op per step.
    pub ctx_step: Vec<u32>,
}

#[derive(Debug, Clone)]
pub struct Trajectory {
    pub order: Vec<u32>,
    /// The objective's proxy cost (peak bytes or makespan), computed along the way.
    pub cost: f64,
    /// Both proxies, for rewards with several factors.
    pub makespan: f64,
    pub peak: f64,
    pub record: Option<StepRecord>,
    /// Sampled, or made by local search or a classic heuristic (what the report says).
    pub origin: Origin,
    /// A walk's choices and the file that makes the runtime walk `order` (see [`walk`]);
    /// `None` where files run as written (`order` is the file).
    pub walked: Option<walk::Walked>,
}

/// The state of one partial schedule.
struct State<'e, 'a> {
    env: &'e GraphEnv<'a>,
    remaining: Vec<u32>,
    ready: ReadySet,
    frees: FreeTracker,
    /// Each op's first feature (its memory change): it moves only when what the op would
    /// free moves, so it is updated then rather than divided out at every step.
    free_feature: Vec<f32>,
    live: u64,
    peak: u64,
    unit_free: Vec<f64>,
    data_ready: Vec<f64>,
    makespan: f64,
    /// What the logits see: decayed sum, then mean (see the module comment).
    ctx: [f32; CONTEXT_DIM],
    /// Plain sum behind the mean half.
    placed_sum: [f32; CONTEXT_DIM],
    step: u32,
    /// The current step's actions, with unit actions only: (ready slot, unit). Otherwise
    /// action i is ready slot i on list scheduling's unit.
    actions: Vec<(u32, u32)>,
    /// Scratch for the per-op logits before each unit's idle-time term (unit actions).
    partial: Vec<f32>,
    /// Per hint order, the slot of the ready op that comes first in it (this step's).
    hint_first: [usize; HINTS],
}

const NO_UNIT: u32 = u32::MAX;

/// The share of a memory cap above which capped sampling runs only ops that do not grow
/// the live bytes, where it can ([`State::mask_over_cap`]).
const CAP_PRESSURE: f64 = 0.85;

/// How many times one capped trajectory may go back to an earlier step from a dead end
/// (every next step over the cap) before it runs over the cap.
const CAP_RETRIES: usize = 8;

/// The memory change of running `v` when it would free `frees` bytes, relative to the
/// graph's memory scale.
fn free_feature(env: &GraphEnv, v: usize, frees: u64) -> f32 {
    let grow = env.out_bytes[v] as f64;
    ((grow - frees as f64) / env.scales.bytes).clamp(-10.0, 10.0) as f32
}

impl<'e, 'a> State<'e, 'a> {
    fn new(env: &'e GraphEnv<'a>, params: &NodeParams) -> Self {
        let live = env.initial_live;
        let mut state = State {
            env,
            remaining: env.indeg.clone(),
            ready: ReadySet::new(env.len()),
            free_feature: (0..env.len())
                .map(|v| free_feature(env, v, env.frees.frees(v)))
                .collect(),
            frees: env.frees.clone(),
            live,
            peak: live,
            unit_free: vec![0.0; env.objective.units().unwrap_or(1).max(1)],
            data_ready: vec![0.0; env.len()],
            makespan: 0.0,
            ctx: [0.0; CONTEXT_DIM],
            placed_sum: [0.0; CONTEXT_DIM],
            step: 0,
            actions: Vec::new(),
            partial: Vec::new(),
            hint_first: [0; HINTS],
        };
        for v in (0..env.len()).filter(|&v| env.indeg[v] == 0) {
            state.make_ready(v, params);
        }
        state
    }

    /// The state after running `ops` (a valid partial order) from the start, each on list
    /// scheduling's unit; they are appended to `order`.
    fn replayed(
        env: &'e GraphEnv<'a>,
        params: &NodeParams,
        ops: &[u32],
        order: &mut Vec<u32>,
    ) -> Self {
        let mut state = State::new(env, params);
        for &v in ops {
            let at = (state.ready.slot(v as usize)).expect("the prefix is a valid partial order");
            state.run(at, NO_UNIT, order, params);
        }
        state
    }

    /// Puts `v`, whose inputs are all computed, among the ready ops.
    fn make_ready(&mut self, v: usize, params: &NodeParams) {
        let env = self.env;
        let mut hint_pos = [0; HINTS];
        for (k, pos) in env.hint_pos.iter().enumerate() {
            hint_pos[k] = pos[v];
        }
        self.ready.push(Entry {
            node: v,
            enabled_at: self.step,
            ready_time: (self.data_ready[v] / env.scales.time) as f32,
            out: (env.out_bytes[v] as f64 / env.scales.bytes) as f32,
            free: self.free_feature[v],
            row: params.row(v),
            hint_pos,
            hints: env.hint_pos.len(),
        });
    }

    /// What every op's features share at this step.
    fn step_scalars(&self) -> StepScalars {
        let env = self.env;
        let min_free = self.unit_free.iter().copied().fold(f64::INFINITY, f64::min);
        StepScalars {
            min_free: (min_free / env.scales.time) as f32,
            live_over_peak: ((self.live as f64 - self.peak as f64) / env.scales.bytes) as f32,
            step: self.step,
        }
    }

    fn earliest_unit(&self, ready_at: f64) -> (usize, f64) {
        // As `decode_list`: the first unit where the op can start earliest.
        let mut best = (0, f64::INFINITY);
        for (u, &f) in self.unit_free.iter().enumerate() {
            let start = ready_at.max(f);
            if start < best.1 {
                best = (u, start);
            }
        }
        best
    }

    fn apply(&mut self, v: usize, unit: u32, params: &NodeParams) {
        let env = self.env;
        // Memory, as the proxy counts it: outputs allocated, then what v was last to use.
        self.live += env.out_bytes[v];
        self.peak = self.peak.max(self.live);
        self.live -= self.frees.frees(v);
        let (free_features, ready) = (&mut self.free_feature, &mut self.ready);
        self.frees.ran_noting(env.dag, &env.inputs, v, |c, frees| {
            free_features[c] = free_feature(env, c, frees);
            ready.set_free(c, free_features[c]);
        });
        // Time: the chosen unit, or list scheduling's.
        let (u, start) = match unit {
            NO_UNIT => self.earliest_unit(self.data_ready[v]),
            u => (
                u as usize,
                self.data_ready[v].max(self.unit_free[u as usize]),
            ),
        };
        let finish = start + env.scale.runtimes[v];
        self.unit_free[u] = finish;
        self.makespan = self.makespan.max(finish);
        self.step += 1;
        for &s in &env.succs[v] {
            let s = s as usize;
            self.data_ready[s] = self.data_ready[s].max(finish);
            self.remaining[s] -= 1;
            if self.remaining[s] == 0 {
                self.make_ready(s, params);
            }
        }
        let p = &params.row(v)[1 + DYN_FEATURES + CONTEXT_DIM..HEAD_DIM];
        for (i, &pv) in p.iter().enumerate() {
            if i < CONTEXT_RECENT {
                self.ctx[i] = CONTEXT_DECAY * self.ctx[i] + pv;
            } else {
                self.placed_sum[i] += pv;
                self.ctx[i] = self.placed_sum[i] / self.step as f32;
            }
        }
    }
}

/// How each step picks among the ready ops.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Pick {
    /// From the policy; with probability `epsilon` uniformly instead (exploration while
    /// training; the loss still scores the policy's own probabilities).
    Sample { epsilon: f64 },
    /// The policy's most likely op (the σ → 0 limit of one trajectory).
    Greedy,
    /// Sample the first `steps` picks, then greedy: a nearby alternative to the greedy
    /// order (what local search tries).
    SampleThenGreedy { steps: usize },
    /// Random-key decoding guided by the policy: each op draws one Gumbel key for the whole
    /// trajectory, and each step takes the action with the largest logit + `scale` · key.
    /// The first step is softmax(logits / `scale`); later steps are not the policy's
    /// distribution. An op with a low key keeps losing the choices the policy leaves open,
    /// so it ends up late, as under BRKGA's decoder; per-step sampling would soon pick it.
    /// That spreads the ops whose position the policy does not care about, where per-step
    /// sampling keeps them close to where they became ready.
    Keyed { scale: f64 },
}

/// Samples one order from the policy given by `params` (see [`Pick::Sample`]).
#[cfg(test)]
fn rollout(
    env: &GraphEnv,
    params: &NodeParams,
    rng: &mut ChaCha8Rng,
    epsilon: f64,
    record: bool,
) -> Trajectory {
    complete(env, params, &[], rng, Pick::Sample { epsilon }, record)
}

/// Samples the rest of an order after a fixed, valid `prefix` (local search rebuilds the tail
/// of good orders this way). Steps of the prefix are not recorded.
pub(crate) fn complete(
    env: &GraphEnv,
    params: &NodeParams,
    prefix: &[u32],
    rng: &mut ChaCha8Rng,
    pick: Pick,
    record: bool,
) -> Trajectory {
    if let Some(w) = &env.walk {
        // A walk's prefix is its first choices (`Walked::choices`).
        return walk::complete_walk(env, w, params, prefix, rng, pick, record);
    }
    let n = env.len();
    let mut order = Vec::with_capacity(n);
    let mut state = State::replayed(env, params, prefix, &mut order);
    let mut rec = record.then(StepRecord::default);
    let (mut logits, mut weights): (Vec<f32>, Vec<f32>) = (Vec::new(), Vec::new());
    let keys = keys_for(pick, n, rng);
    let mut retries = 0;
    while !state.ready.is_empty() {
        state.logits(&mut logits, rec.as_mut());
        if let Some(cap) = env.memory_cap {
            let dead_end = state.mask_over_cap(&mut logits, cap);
            // Every next step over the cap: sample again from an earlier step (not while
            // recording a trajectory for the loss, whose steps must be the ones taken).
            if dead_end && rec.is_none() && retries < CAP_RETRIES && order.len() > prefix.len() {
                retries += 1;
                let back = rng.random_range(prefix.len()..order.len());
                let kept: Vec<u32> = order[..back].to_vec();
                order.clear();
                state = State::replayed(env, params, &kept, &mut order);
                continue;
            }
        }
        let sampled = order.len() - prefix.len();
        let node_of = |i: usize| state.ready.node[state.action(i).0] as usize;
        let pick = choose(pick, &logits, &mut weights, &keys, node_of, sampled, rng);
        state.take(pick, &mut order, params, rec.as_mut());
    }
    state.finish(order, rec)
}

/// Each op's random key for [`Pick::Keyed`] (drawn up front, one per op); none otherwise.
fn keys_for(pick: Pick, n: usize, rng: &mut ChaCha8Rng) -> Vec<f64> {
    match pick {
        Pick::Keyed { scale } => (0..n).map(|_| scale * gumbel(rng)).collect(),
        _ => Vec::new(),
    }
}

/// The action `pick` takes given the step's `logits`, after `sampled` steps of this
/// trajectory; `node_of` names each action's op (for its key).
fn choose(
    pick: Pick,
    logits: &[f32],
    weights: &mut Vec<f32>,
    keys: &[f64],
    node_of: impl Fn(usize) -> usize,
    sampled: usize,
    rng: &mut ChaCha8Rng,
) -> usize {
    match pick {
        Pick::Keyed { .. } => {
            let keyed = |i: usize| logits[i] as f64 + keys[node_of(i)];
            (0..logits.len()).fold(0, |b, i| if keyed(i) > keyed(b) { i } else { b })
        }
        Pick::SampleThenGreedy { steps } if sampled < steps => sample_softmax(logits, weights, rng),
        Pick::Sample { epsilon } if epsilon > 0.0 && rng.random::<f64>() < epsilon => {
            rng.random_range(0..logits.len())
        }
        Pick::Sample { .. } => sample_softmax(logits, weights, rng),
        // First maximum: ties go to the op that became ready first.
        Pick::Greedy | Pick::SampleThenGreedy { .. } => {
            (0..logits.len()).fold(0, |b, i| if logits[i] > logits[b] { i } else { b })
        }
    }
}

/// Walks a given complete `order` through the policy: its trajectory (recorded when asked,
/// for the loss) and its log P_F, in f64. What aggregation asks of every local model.
pub fn replay(
    env: &GraphEnv,
    params: &NodeParams,
    given: &[u32],
    record: bool,
) -> (Trajectory, f64) {
    let mut state = State::new(env, params);
    let mut order = Vec::with_capacity(given.len());
    let mut rec = record.then(StepRecord::default);
    let mut logits: Vec<f32> = Vec::new();
    let mut log_pf = 0.0;
    assert!(
        !env.unit_actions,
        "an order alone does not say which units a unit-choosing policy picked"
    );
    assert!(env.walk.is_none(), "replay follows orders run as written");
    for &v in given {
        state.logits(&mut logits, rec.as_mut());
        let pick = state
            .ready
            .slot(v as usize)
            .expect("the replayed order is a valid order of this graph");
        let max = logits.iter().copied().fold(f32::NEG_INFINITY, f32::max) as f64;
        let lse = max
            + logits
                .iter()
                .map(|&l| (l as f64 - max).exp())
                .sum::<f64>()
                .ln();
        log_pf += logits[pick] as f64 - lse;
        state.take(pick, &mut order, params, rec.as_mut());
    }
    (state.finish(order, rec), log_pf)
}

impl State<'_, '_> {
    /// The logit of every action (a ready op, or with unit actions a ready op on a unit),
    /// in `self.actions`' order; recorded when `rec` is given.
    fn logits(&mut self, logits: &mut Vec<f32>, rec: Option<&mut StepRecord>) {
        let at = self.step_scalars();
        let unit_actions = self.env.unit_actions;
        // With unit actions, the idle-time term is each unit's: added per action below.
        let mut per_op = if unit_actions {
            std::mem::take(&mut self.partial)
        } else {
            std::mem::take(logits)
        };
        self.ready
            .logits(&self.ctx, &at, !unit_actions, &mut per_op);
        // Each hint feature is 1 for one op only, the first of its order among the ready.
        let hints = self.env.hint_pos.len();
        self.hint_first = self.ready.first_in_hint_orders(hints);
        for k in 0..hints {
            let first = self.hint_first[k];
            per_op[first] += self.ready.hint_weight(k, first);
        }
        self.actions.clear();
        if !unit_actions {
            *logits = per_op;
        } else {
            logits.clear();
            // One action per distinct unit clock (units that are free at the same time are
            // interchangeable); the idle-time feature is then that unit's.
            for (i, &p) in per_op.iter().enumerate() {
                for (u, &free) in self.unit_free.iter().enumerate() {
                    if self.unit_free[..u].contains(&free) {
                        continue;
                    }
                    let idle = self.ready.idle(i, self.scaled_time(free), &at);
                    logits.push(p + self.ready.idle_weight(i) * idle);
                    self.actions.push((i as u32, u as u32));
                }
            }
            self.partial = per_op;
        }
        if let Some(r) = rec {
            self.record(&at, r);
        }
    }

    fn scaled_time(&self, t: f64) -> f32 {
        (t / self.env.scales.time) as f32
    }

    /// The action at `index` of the last `logits` call: (ready slot, unit).
    /// Masks the actions whose op would take the live bytes over `cap` (their logits to
    /// -inf), unless every action would: then only those that overshoot least stay, and the
    /// answer is true (a dead end). Near the cap ([`CAP_PRESSURE`]) only ops that free at
    /// least what they allocate stay, where there are any: a step under the cap can still
    /// lead where every next step is over it, and draining first makes that rarer.
    fn mask_over_cap(&self, logits: &mut [f32], cap: u64) -> bool {
        let node = |i: usize| self.ready.node[self.action(i).0] as usize;
        let high = |i: usize| self.live + self.env.out_bytes[node(i)];
        let grows = |i: usize| self.env.out_bytes[node(i)] > self.frees.frees(node(i));
        let least = (0..logits.len()).map(high).min().unwrap_or(0);
        let limit = cap.max(least);
        let pressed = self.live as f64 > CAP_PRESSURE * cap as f64
            && (0..logits.len()).any(|i| high(i) <= limit && !grows(i));
        for (i, logit) in logits.iter_mut().enumerate() {
            if high(i) > limit || (pressed && grows(i)) {
                *logit = f32::NEG_INFINITY;
            }
        }
        least > cap
    }

    fn action(&self, index: usize) -> (usize, u32) {
        if self.env.unit_actions {
            let (slot, unit) = self.actions[index];
            (slot as usize, unit)
        } else {
            (index, NO_UNIT)
        }
    }

    /// Writes this step's candidates and their features (the hints' included) to `rec`,
    /// for the loss, which rebuilds the logits from them.
    fn record(&self, at: &StepScalars, r: &mut StepRecord) {
        r.step_start.push(r.cand_node.len() as u32);
        let hints = self.env.hint_pos.len();
        let actions = if self.env.unit_actions {
            self.actions.len()
        } else {
            self.ready.len()
        };
        for index in 0..actions {
            let (slot, unit) = self.action(index);
            let free = match unit {
                NO_UNIT => at.min_free,
                u => self.scaled_time(self.unit_free[u as usize]),
            };
            r.cand_node.push(self.ready.node[slot]);
            r.cand_feat
                .extend_from_slice(&self.ready.features(slot, free, at));
            r.cand_feat
                .extend((0..hints).map(|k| (self.hint_first[k] == slot) as u8 as f32));
        }
    }

    /// Takes the `pick`-th action of the last `logits` call.
    fn take(
        &mut self,
        pick: usize,
        order: &mut Vec<u32>,
        params: &NodeParams,
        rec: Option<&mut StepRecord>,
    ) {
        if let Some(r) = rec {
            r.chosen
                .push(*r.step_start.last().expect("logits pushed the step") + pick as u32);
        }
        let (slot, unit) = self.action(pick);
        self.run(slot, unit, order, params);
    }

    /// Runs the ready op at `ready_index` (on `unit`, or where list scheduling puts it).
    fn run(&mut self, ready_index: usize, unit: u32, order: &mut Vec<u32>, params: &NodeParams) {
        let v = self.ready.swap_remove(ready_index);
        order.push(v as u32);
        self.apply(v, unit, params);
    }

    fn finish(&self, order: Vec<u32>, mut rec: Option<StepRecord>) -> Trajectory {
        if let Some(r) = rec.as_mut() {
            r.step_start.push(r.cand_node.len() as u32);
        }
        debug_assert_eq!(order.len(), self.env.len(), "every node is placed once");
        let peak = match &self.env.planner {
            Some(planner) => {
                let nodes = order.iter().map(|&v| NodeIndex::new(v as usize)).collect();
                let placed = Order::new(self.env.dag, nodes)
                    .expect("the environment only appends ready ops");
                planner.profile(&placed).peak as f64
            }
            None => self.peak as f64,
        };
        Trajectory {
            order,
            cost: self.env.objective.pick(peak, self.makespan),
            makespan: self.makespan,
            peak,
            record: rec,
            origin: Origin::Sample,
            walked: None,
        }
    }
}

/// A standard Gumbel draw.
fn gumbel(rng: &mut ChaCha8Rng) -> f64 {
    // u in (0, 1), so -ln u is positive and finite, and so is its logarithm.
    let u = rng.random::<f64>().max(f64::MIN_POSITIVE);
    -(-u.ln()).ln()
}

/// Index drawn with probability softmax(logits); `weights` is scratch space.
fn sample_softmax(logits: &[f32], weights: &mut Vec<f32>, rng: &mut ChaCha8Rng) -> usize {
    let max = logits
        .iter()
        .fold(f32::NEG_INFINITY, |m, &l| if l > m { l } else { m });
    weights.resize(logits.len(), 0.0);
    for (w, &l) in weights.iter_mut().zip(logits) {
        *w = exp_nonpositive(l - max);
    }
    // The draw walks blocks of weights, then the weights of its block: the running
    // subtraction is a chain of dependent steps, eight times shorter this way.
    const BLOCK: usize = 8;
    let block_sum = |b: &[f32]| b.iter().map(|&w| w as f64).sum::<f64>();
    let total: f64 = weights.chunks(BLOCK).map(block_sum).sum();
    let mut u = rng.random::<f64>() * total;
    for (b, block) in weights.chunks(BLOCK).enumerate() {
        let sum = block_sum(block);
        if u >= sum {
            u -= sum;
            continue;
        }
        for (i, &w) in block.iter().enumerate() {
            u -= w as f64;
            // An op of weight 0 is never drawn.
            if u < 0.0 && w > 0.0 {
                return b * BLOCK + i;
            }
        }
    }
    // Rounding left u at or above the last running sum: the last op of nonzero weight.
    weights.iter().rposition(|&w| w > 0.0).unwrap_or(0)
}

/// e^x for x ≤ 0, to within a few units in the last place of f32, in plain arithmetic the
/// compiler vectorises (libm's `exp` was a tenth of the sampling time): x = n·ln 2 + r with
/// |r| ≤ ln 2 / 2, e^r by its Taylor polynomial to degree 6, and 2^n put in the exponent
/// bits. Below -87 (under f32's smallest normal) it is 0.
fn exp_nonpositive(x: f32) -> f32 {
    const LN2_HI: f32 = 0.693_145_75;
    const LN2_LO: f32 = 1.428_606_8e-6;
    // Adding and subtracting 1.5·2^23 rounds to the nearest integer without a branch.
    const ROUND: f32 = 12_582_912.0;
    // Comparisons and selects rather than `max` (whose NaN rule keeps it scalar).
    let underflow = x <= -87.0;
    let x = if underflow { -87.0 } else { x };
    let n = (x * std::f32::consts::LOG2_E + ROUND) - ROUND;
    let r = (x - n * LN2_HI) - n * LN2_LO;
    let p = 1.0
        + r * (1.0
            + r * (0.5
                + r * (1.0 / 6.0 + r * (1.0 / 24.0 + r * (1.0 / 120.0 + r * (1.0 / 720.0))))));
    let scale = f32::from_bits(((n as i32 + 127) as u32) << 23);
    if underflow {
        0.0
    } else {
        p * scale
    }
}

#[path = "walk.rs"]
pub mod walk;

#[cfg(test)]
#[path = "env_tests.rs"]
mod tests;
