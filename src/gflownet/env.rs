//! The environment: a state is the ordered prefix of a schedule, an action appends one ready op,
//! so the state graph is a tree and the backward policy is 1. Everything here is plain Rust:
//! the network runs once per graph ([`super::model`]) and yields [`NodeParams`]; every step
//! after that costs O(ready ops), which is what makes sampling thousands of orders cheap.
//!
//! The logit of ready op v is `a_v + c_v · d(v, state) + q_v · ctx`, where d are dynamic
//! features (memory change, new peak, idle time it causes, whether the last op enabled it)
//! and ctx summarises the ops already placed: its first half is a decayed sum of `p_u` (so the
//! policy can prefer "v soon after u"), its second half their mean (which of them are done).
//! Both are cheap to update and to recompute under autograd.
//!
//! The steps track liveness (cheap, incremental: the features). A finished order of a DAG whose
//! runtime plans buffers (ONNX Runtime) is scored by that planner ([`crate::cost::planner`]),
//! so reward and ranking are the proxy the pipeline ranks by, not liveness.
//!
//! A model with `hints` also sees, for each of three classic depth-first memory orders
//! (ONNX Runtime's, XLA's and Inductor's), whether v is that order's next op among the ready
//! ones: a scale-free form of "DFS position" that stays sharp on graphs of thousands of ops,
//! where a normalised position no longer separates the few ops that are ready.

use super::features::Scales;
use super::reward::Reward;
use crate::cost::{FreeTracker, Objective, PlannerModel, RewardScale};
use crate::dag::{Order, ScheduleDag};
use crate::schedulers::{DfsPostOrder, InductorDfs, Scheduler, XlaDfs};
use petgraph::graph::NodeIndex;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Dynamic features per candidate.
pub const DYN_FEATURES: usize = 4;
/// Width of the placed-ops context.
pub const CONTEXT_DIM: usize = 8;
/// Per-step decay of the context's first half: recent ops weigh most.
pub const CONTEXT_DECAY: f32 = 0.8;
/// Context dimensions that decay; the rest hold the mean over all placed ops.
pub const CONTEXT_RECENT: usize = CONTEXT_DIM / 2;
/// Columns of the per-node head: a, c (DYN_FEATURES), q and p (CONTEXT_DIM each); a model
/// with hints has `HINTS` more at the end (their c).
pub const HEAD_DIM: usize = 1 + DYN_FEATURES + 2 * CONTEXT_DIM;
/// Hint features of a model with hints: "next in this classic DFS order" for each of them.
pub const HINTS: usize = 3;

/// The network's per-node outputs for one graph, row-major `[nodes, width]` with width
/// `HEAD_DIM` (or `HEAD_DIM + HINTS` for a model with hints).
#[derive(Debug, Clone)]
pub struct NodeParams {
    pub rows: Vec<f32>,
    pub width: usize,
}

impl NodeParams {
    /// Rows of the plain head layout (no hints).
    pub fn new(rows: Vec<f32>) -> Self {
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
}

impl<'a> GraphEnv<'a> {
    pub fn new(dag: &'a ScheduleDag, objective: Objective) -> Self {
        Self::for_reward(dag, Reward::single(objective))
    }

    pub fn for_reward(dag: &'a ScheduleDag, reward: Reward) -> Self {
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
            planner: dag.reuses_buffers.then(|| PlannerModel::new(dag)),
        }
    }

    /// Lets actions pick the unit as well (ignored for memory, which has no units).
    pub fn with_unit_actions(mut self, on: bool) -> Self {
        self.unit_actions = on && self.objective.units().is_some();
        self
    }

    /// Computes the hint features (the classic DFS orders), for a model trained with them.
    pub fn with_hints(mut self, on: bool) -> Self {
        self.hint_pos = if on {
            let mut rng = ChaCha8Rng::seed_from_u64(0);
            let orders: [&dyn Scheduler; HINTS] = [&DfsPostOrder, &XlaDfs, &InductorDfs];
            orders
                .iter()
                .map(|s| {
                    let order = &s.orders(self.dag, Objective::PeakMemory, 1, &mut rng)[0];
                    order.positions().into_iter().map(|p| p as u32).collect()
                })
                .collect()
        } else {
            Vec::new()
        };
        self
    }

    /// Dynamic features per candidate: `DYN_FEATURES`, plus `HINTS` with hints.
    pub fn dyn_features(&self) -> usize {
        DYN_FEATURES + self.hint_pos.len()
    }

    pub fn len(&self) -> usize {
        self.indeg.len()
    }

    pub fn is_empty(&self) -> bool {
        self.indeg.is_empty()
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
    pub fn trajectory_log_reward(&self, t: &Trajectory, sigma: f64) -> f64 {
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
}

/// The state of one partial schedule.
struct State<'e, 'a> {
    env: &'e GraphEnv<'a>,
    remaining: Vec<u32>,
    ready: Vec<u32>,
    /// Step at which each node became ready (to flag the ones the last step enabled).
    enabled_at: Vec<u32>,
    frees: FreeTracker,
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
    /// The current step's actions: (index into `ready`, unit; `NO_UNIT`: list scheduling).
    actions: Vec<(u32, u32)>,
    /// Smallest position among the ready ops in each hint order (this step's).
    hint_min: [u32; HINTS],
}

const NO_UNIT: u32 = u32::MAX;

impl<'e, 'a> State<'e, 'a> {
    fn new(env: &'e GraphEnv<'a>) -> Self {
        let ready = (0..env.len() as u32)
            .filter(|&v| env.indeg[v as usize] == 0)
            .collect();
        let live = env.initial_live;
        State {
            env,
            remaining: env.indeg.clone(),
            ready,
            enabled_at: vec![0; env.len()],
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
            hint_min: [u32::MAX; HINTS],
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

    fn features(&self, v: usize, out: &mut [f32]) {
        let env = self.env;
        let b = env.scales.bytes;
        let grow = env.out_bytes[v] as f64;
        let min_free = self.unit_free.iter().copied().fold(f64::INFINITY, f64::min);
        let (_, start) = self.earliest_unit(self.data_ready[v]);
        out[0] = ((grow - self.frees.frees(v) as f64) / b).clamp(-10.0, 10.0) as f32;
        out[1] = ((self.live as f64 + grow - self.peak as f64).max(0.0) / b).min(10.0) as f32;
        out[2] = ((start - min_free) / env.scales.time).min(10.0) as f32;
        out[3] = (self.step > 0 && self.enabled_at[v] == self.step) as u8 as f32;
        for (k, pos) in env.hint_pos.iter().enumerate() {
            out[DYN_FEATURES + k] = (pos[v] == self.hint_min[k]) as u8 as f32;
        }
    }

    fn apply(&mut self, v: usize, unit: u32, params: &NodeParams) {
        let env = self.env;
        // Memory, as the proxy counts it: outputs allocated, then what v was last to use.
        self.live += env.out_bytes[v];
        self.peak = self.peak.max(self.live);
        self.live -= self.frees.frees(v);
        self.frees.ran(env.dag, &env.inputs, v);
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
                self.ready.push(s as u32);
                self.enabled_at[s] = self.step;
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
pub fn rollout(
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
pub fn complete(
    env: &GraphEnv,
    params: &NodeParams,
    prefix: &[u32],
    rng: &mut ChaCha8Rng,
    pick: Pick,
    record: bool,
) -> Trajectory {
    let n = env.len();
    let mut state = State::new(env);
    let mut order = Vec::with_capacity(n);
    for &v in prefix {
        let at = state
            .ready
            .iter()
            .position(|&r| r == v)
            .expect("the prefix is a valid partial order");
        state.run(at, NO_UNIT, &mut order, params);
    }
    let mut rec = record.then(StepRecord::default);
    let mut logits: Vec<f64> = Vec::new();
    let keys: Vec<f64> = match pick {
        Pick::Keyed { scale } => (0..n).map(|_| scale * gumbel(rng)).collect(),
        _ => Vec::new(),
    };
    while !state.ready.is_empty() {
        state.logits(params, &mut logits, rec.as_mut());
        let sampled = order.len() - prefix.len();
        let pick = match pick {
            Pick::Keyed { .. } => {
                let keyed = |i: usize| {
                    let node = state.ready[state.actions[i].0 as usize];
                    logits[i] + keys[node as usize]
                };
                (0..logits.len()).fold(0, |b, i| if keyed(i) > keyed(b) { i } else { b })
            }
            Pick::SampleThenGreedy { steps } if sampled < steps => sample_softmax(&logits, rng),
            Pick::Sample { epsilon } if epsilon > 0.0 && rng.random::<f64>() < epsilon => {
                rng.random_range(0..logits.len())
            }
            Pick::Sample { .. } => sample_softmax(&logits, rng),
            // First maximum: ties go to the op that became ready first.
            Pick::Greedy | Pick::SampleThenGreedy { .. } => {
                (0..logits.len()).fold(0, |b, i| if logits[i] > logits[b] { i } else { b })
            }
        };
        state.take(pick, &mut order, params, rec.as_mut());
    }
    state.finish(order, rec)
}

/// Walks a given complete `order` through the policy: its trajectory (recorded when asked,
/// for the loss) and its log P_F, in f64. What aggregation asks of every local model.
pub fn replay(
    env: &GraphEnv,
    params: &NodeParams,
    given: &[u32],
    record: bool,
) -> (Trajectory, f64) {
    let mut state = State::new(env);
    let mut order = Vec::with_capacity(given.len());
    let mut rec = record.then(StepRecord::default);
    let mut logits: Vec<f64> = Vec::new();
    let mut log_pf = 0.0;
    assert!(
        !env.unit_actions,
        "an order alone does not say which units a unit-choosing policy picked"
    );
    for &v in given {
        state.logits(params, &mut logits, rec.as_mut());
        let pick = state
            .ready
            .iter()
            .position(|&r| r == v)
            .expect("the replayed order is a valid order of this graph");
        let max = logits.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let lse = max + logits.iter().map(|l| (l - max).exp()).sum::<f64>().ln();
        log_pf += logits[pick] - lse;
        state.take(pick, &mut order, params, rec.as_mut());
    }
    (state.finish(order, rec), log_pf)
}

impl State<'_, '_> {
    /// The logit of every action (a ready op, or with unit actions a ready op on a unit),
    /// in `self.actions`' order; recorded when `rec` is given.
    fn logits(&mut self, params: &NodeParams, logits: &mut Vec<f64>, rec: Option<&mut StepRecord>) {
        logits.clear();
        self.actions.clear();
        let width = self.env.dyn_features();
        let mut feats = [0f32; DYN_FEATURES + HINTS];
        let mut rec = rec;
        for (k, pos) in self.env.hint_pos.iter().enumerate() {
            self.hint_min[k] = self
                .ready
                .iter()
                .map(|&v| pos[v as usize])
                .min()
                .unwrap_or(0);
        }
        if let Some(r) = rec.as_mut() {
            r.step_start.push(r.cand_node.len() as u32);
        }
        let min_free = self.unit_free.iter().copied().fold(f64::INFINITY, f64::min);
        for (ri, &v) in self.ready.iter().enumerate() {
            let v = v as usize;
            self.features(v, &mut feats);
            let row = params.row(v);
            let q = &row[1 + DYN_FEATURES..1 + DYN_FEATURES + CONTEXT_DIM];
            let base = row[0] as f64
                + q.iter()
                    .zip(&self.ctx)
                    .map(|(qv, c)| (qv * c) as f64)
                    .sum::<f64>();
            let mut push = |feats: &[f32; DYN_FEATURES + HINTS], unit: u32| {
                let dynamic: f64 = (0..DYN_FEATURES)
                    .map(|k| (row[1 + k] * feats[k]) as f64)
                    .sum::<f64>()
                    + (DYN_FEATURES..width)
                        .map(|k| (row[HEAD_DIM + k - DYN_FEATURES] * feats[k]) as f64)
                        .sum::<f64>();
                logits.push(base + dynamic);
                self.actions.push((ri as u32, unit));
                if let Some(r) = rec.as_mut() {
                    r.cand_node.push(v as u32);
                    r.cand_feat.extend_from_slice(&feats[..width]);
                }
            };
            if !self.env.unit_actions {
                push(&feats, NO_UNIT);
                continue;
            }
            // One action per distinct unit clock (units that are free at the same time are
            // interchangeable); the idle-time feature is then that unit's.
            for (u, &free) in self.unit_free.iter().enumerate() {
                if self.unit_free[..u].contains(&free) {
                    continue;
                }
                let start = self.data_ready[v].max(free);
                feats[2] = ((start - min_free) / self.env.scales.time).min(10.0) as f32;
                push(&feats, u as u32);
            }
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
        let (ri, unit) = self.actions[pick];
        self.run(ri as usize, unit, order, params);
    }

    /// Runs the ready op at `ready_index` (on `unit`, or where list scheduling puts it).
    fn run(&mut self, ready_index: usize, unit: u32, order: &mut Vec<u32>, params: &NodeParams) {
        let v = self.ready.swap_remove(ready_index) as usize;
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
        }
    }
}

/// A standard Gumbel draw.
fn gumbel(rng: &mut ChaCha8Rng) -> f64 {
    // u in (0, 1), so -ln u is positive and finite, and so is its logarithm.
    let u = rng.random::<f64>().max(f64::MIN_POSITIVE);
    -(-u.ln()).ln()
}

/// Index drawn with probability softmax(logits).
fn sample_softmax(logits: &[f64], rng: &mut ChaCha8Rng) -> usize {
    let max = logits.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let total: f64 = logits.iter().map(|l| (l - max).exp()).sum();
    let mut u = rng.random::<f64>() * total;
    for (i, l) in logits.iter().enumerate() {
        u -= (l - max).exp();
        if u <= 0.0 {
            return i;
        }
    }
    logits.len() - 1
}

#[cfg(test)]
#[path = "env_tests.rs"]
mod tests;
