//! The GFlowNet as a [`Scheduler`]: N orders sampled as independent trajectories on all
//! cores, duplicates removed, ranked by the proxy; optionally the best ones refined by a short
//! local search that rebuilds their tails with the policy ("Local Search GFlowNets",
//! arXiv 2310.02710). The classic heuristics' orders join the ranking, as BRKGA's seeds do,
//! and a fraction of the samples can be decoded with random keys for a more diverse top-k.
//! Each trajectory draws from its own ChaCha stream derived from one seed, so the result does
//! not depend on the number of threads.

use super::env::walk::{order_of, Walked};
use super::env::{complete, GraphEnv, NodeParams, Pick, Trajectory};
use super::manifest::Manifest;
use super::policy::{Policy, SHIPPED_MANIFEST};
use super::reward::Reward;
use super::rollout::sample_spread;
use super::GflownetError;
use flowsched_core::cost::{Evaluator, Objective};
use flowsched_core::dag::{Order, Planned, ScheduleDag};
use flowsched_core::schedulers::peak_moves::{lower_peak, MAX_MOVES};
use flowsched_core::schedulers::seeded::classic_orders;
use flowsched_core::schedulers::GflownetOptions;
use flowsched_core::schedulers::Rng;
use flowsched_core::schedulers::{Origin, Scheduler};
use rand::{Rng as _, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;
use std::collections::HashSet;
use std::sync::Arc;

pub struct GflownetScheduler {
    pub policy: Arc<Policy>,
    /// How it samples: σ, refinement, fine-tuning, seeds and spread (its `model` was read
    /// into `policy`).
    pub options: GflownetOptions,
    /// The reward a model trained for one reward (or composed) samples for, from its
    /// manifest; `None`: the objective asked for (the model is conditioned on it).
    pub reward: Option<Reward>,
}

impl GflownetScheduler {
    pub fn new(policy: Policy, sigma: f64) -> Self {
        GflownetScheduler {
            policy: Arc::new(policy),
            // Plain sampling at σ: no refinement, fine-tuning, greedy order, seeds or spread.
            options: GflownetOptions {
                model: None,
                sigma,
                refine_rounds: 0,
                refine_top: 0,
                finetune_steps: 0,
                greedy: false,
                classic_seeds: false,
                spread: 0.0,
            },
            reward: None,
        }
    }

    /// The scheduler the options describe: the weights they name (or `$FLOWSCHED_MODEL`),
    /// else the shipped weights built into the library.
    pub fn from_options(o: &GflownetOptions) -> Result<Self, GflownetError> {
        if !(o.sigma > 0.0 && o.sigma.is_finite()) {
            return Err(GflownetError::Io(format!(
                "σ must be a positive number, not {}",
                o.sigma
            )));
        }
        if !(0.0..=1.0).contains(&o.spread) {
            return Err(GflownetError::Io(format!(
                "the spread is a fraction of the samples, from 0 to 1, not {}",
                o.spread
            )));
        }
        if o.finetune_steps > 0 && !cfg!(feature = "torch") {
            return Err(GflownetError::Io(format!(
                "{} (sampling alone, --finetune-steps 0, does not)",
                flowsched_core::features::missing("torch", "fine-tuning the GFlowNet")
            )));
        }
        let (policy, manifest) = match o.model.clone().or_else(super::model_from_env) {
            Some(path) => {
                if !path.exists() {
                    return Err(GflownetError::Weights {
                        path,
                        reason: "no such file (train one with `flowsched-lab train`, or leave \
                                 the model out for the shipped one)"
                            .into(),
                    });
                }
                (Arc::new(Policy::load(&path)?), Manifest::load(&path)?)
            }
            None => (
                shipped_policy(),
                Some(Manifest::parse(
                    SHIPPED_MANIFEST,
                    "built-in shipped manifest".as_ref(),
                )?),
            ),
        };
        let reward = manifest.and_then(|m| m.reward());
        if let Some(r) = &reward {
            tracing::info!("the model samples for the reward {r}");
        }
        Ok(GflownetScheduler {
            reward,
            policy,
            options: o.clone(),
        })
    }

    /// The network to sample `dag` with: the loaded one, or a copy fine-tuned on `dag`.
    fn policy_for(&self, dag: &Planned, reward: &Reward, seed: u64) -> Arc<Policy> {
        if self.options.finetune_steps == 0 {
            return self.policy.clone();
        }
        if let Err(why) = reward.check_computable() {
            tracing::warn!("not fine-tuning: {why}");
            return self.policy.clone();
        }
        #[cfg(feature = "torch")]
        {
            let copy = super::model::PolicyNet::from_policy(&self.policy);
            let stats = super::train::finetune(
                &copy,
                dag,
                reward,
                self.options.sigma,
                self.options.finetune_steps,
                seed,
            );
            if let (Some(first), Some(last)) = (stats.first(), stats.last()) {
                tracing::info!(
                    "fine-tuned {} steps: sampled cost / bound {:.4} -> {:.4}",
                    stats.len(),
                    first.cost_ratio.unwrap_or(f64::NAN),
                    last.cost_ratio.unwrap_or(f64::NAN)
                );
            }
            Arc::new(copy.to_policy())
        }
        #[cfg(not(feature = "torch"))]
        {
            // Never reached: `from_options` refuses fine-tuning without libtorch.
            let _ = (dag, seed);
            self.policy.clone()
        }
    }
}

/// The built-in weights, read once per process: the MLIR pass builds a scheduler for every
/// block it schedules.
fn shipped_policy() -> Arc<Policy> {
    static SHIPPED: std::sync::OnceLock<Arc<Policy>> = std::sync::OnceLock::new();
    SHIPPED.get_or_init(|| Arc::new(Policy::shipped())).clone()
}

/// The longest tail the makespan refinement rebuilds (see `orders`).
const MAKESPAN_TAIL: usize = 256;

/// Rebuilds the tail after a random cut, keeping the result when it is strictly better;
/// `rounds` tries. The rebuild samples a few steps from the policy and completes greedily:
/// on big graphs a fully sampled tail is almost never better than a good order, while a
/// local detour followed by the policy's best guess often is. The cut is at most
/// `longest_tail` ops from the end.
fn refine(
    env: &GraphEnv,
    params: &NodeParams,
    mut best: Trajectory,
    rounds: usize,
    longest_tail: usize,
    rng: &mut ChaCha8Rng,
) -> Trajectory {
    for _ in 0..rounds {
        // A walk is rebuilt after a prefix of its choices, an order after a prefix of its ops.
        let path = best.walked.as_ref().map_or(&best.order, |w| &w.choices);
        let n = path.len();
        if n < 2 {
            break;
        }
        let back = rng.random_range(1..=n.min(longest_tail.max(1)));
        let detour = rng.random_range(1..=8);
        let cand = complete(
            env,
            params,
            &path[..n - back],
            rng,
            Pick::SampleThenGreedy { steps: detour },
            false,
        );
        let writable = env.walk.is_none() || cand.walked.is_some();
        if writable && cand.cost < best.cost {
            best = Trajectory {
                origin: Origin::Refined,
                ..cand
            };
        }
    }
    best
}

/// Of each walk's two files, the one that runs better as written (what `PRIORITY_BASED`
/// runs, and what the pipeline holds a walked file to): both walk the same.
fn better_as_written(dag: &Planned, objective: Objective, walks: &mut [Trajectory]) {
    let eval = Evaluator::new(dag, objective);
    let cost = |file: &[u32]| eval.cost(&order_of(dag, file));
    walks.par_iter_mut().for_each(|t| {
        let Some(w) = t.walked.as_mut() else { return };
        if let Some(other) = w.other_file.take() {
            if cost(&other) < cost(&w.file) {
                w.file = other;
            }
        }
    });
}

/// The order to write: the file that makes the runtime walk the trajectory, where it walks.
fn to_order(dag: &ScheduleDag, t: &Trajectory) -> Order {
    order_of(dag, t.walked.as_ref().map_or(&t.order, |w| &w.file))
}

impl Scheduler for GflownetScheduler {
    fn name(&self) -> &'static str {
        "gflownet"
    }

    fn orders(&self, dag: &Planned, objective: Objective, n: usize, rng: &mut Rng) -> Vec<Order> {
        self.labelled_orders(dag, objective, n, rng)
            .into_iter()
            .map(|(o, _)| o)
            .collect()
    }

    /// Up to `n` distinct orders, best proxy cost first.
    fn labelled_orders(
        &self,
        dag: &Planned,
        objective: Objective,
        n: usize,
        rng: &mut Rng,
    ) -> Vec<(Order, Origin)> {
        self.sample(dag, objective, n, rng, None)
    }

    /// Samples conditioned on the cap: each step's ops that would take the live bytes over
    /// it are masked ([`GraphEnv::memory_cap`]), and orders under it rank first.
    fn capped_orders(
        &self,
        dag: &Planned,
        objective: Objective,
        n: usize,
        rng: &mut Rng,
        cap: u64,
    ) -> Vec<(Order, Origin)> {
        self.sample(dag, objective, n, rng, Some(cap))
    }
}

/// Sorts samples by cost (stable: equal costs keep their sampling order, so the result is
/// reproducible), those over `cap` after all the others.
fn rank(samples: &mut [Trajectory], cap: Option<u64>) {
    let over = |t: &Trajectory| cap.is_some_and(|c| t.peak > c as f64);
    samples.sort_by(|a, b| over(a).cmp(&over(b)).then(a.cost.total_cmp(&b.cost)));
}

impl GflownetScheduler {
    /// The samples, their local search and the classic seeds, `n` of them chosen; with
    /// `cap`, conditioned on keeping the peak under it.
    fn sample(
        &self,
        dag: &Planned,
        objective: Objective,
        n: usize,
        rng: &mut Rng,
        cap: Option<u64>,
    ) -> Vec<(Order, Origin)> {
        if dag.is_empty() {
            return vec![(Order::original(dag), Origin::Own)];
        }
        let reward = self
            .reward
            .clone()
            .unwrap_or_else(|| Reward::single(objective));
        let policy = self.policy_for(dag, &reward, rng.random());
        let params = policy.node_params(dag, self.options.sigma, &reward);
        let mut env = policy.config.env(dag, reward);
        env.memory_cap = cap;
        let mut samples = sample_spread(&env, &params, n.max(1), rng.random(), self.options.spread);
        if env.walk.is_some() {
            drop_walks_without_file(&mut samples);
        }
        if self.options.greedy {
            // The policy's mode joins the samples (it costs one trajectory).
            samples.push(Trajectory {
                origin: Origin::Greedy,
                ..complete(&env, &params, &[], rng, Pick::Greedy, false)
            });
        }
        if env.objective != objective {
            rank_for(dag, objective, &env, &mut samples);
        }
        rank(&mut samples, cap);
        // Local search compares the environment's costs: only for the objective it simulates.
        if self.options.refine_rounds > 0 && env.objective == objective && !env.unit_actions {
            self.refine_tails(objective, &env, &params, &mut samples, rng);
            rank(&mut samples, cap);
        }
        // Peak memory is set at one step, where a few moves of ops or branches can lower it;
        // the rebuilt tails above rarely reach that far back on graphs of thousands of ops.
        // Each move is scored in its window only, so the search runs to a local optimum
        // (capped), not for the tail rebuilds' number of rounds.
        if self.options.refine_rounds > 0
            && objective == Objective::PeakMemory
            && env.walk.is_none()
        {
            self.lower_peaks(dag, &mut samples);
        }
        // The classics' orders join as BRKGA's seeds do: what the heuristics find is then
        // always among the candidates, and first among equals (see `spread_ties`). They join
        // after local search, which is for the samples: started from the classics, the peak
        // search gives what `peak-search` gives.
        let classic = if self.options.classic_seeds {
            add_classic_seeds(dag, objective, &env, &mut samples, rng)
        } else {
            HashSet::new()
        };
        rank(&mut samples, cap);
        choose(dag, objective, &env, samples, &classic, n)
    }
}

impl GflownetScheduler {
    /// Refines the best `refine_top` samples by rebuilding their tails; the refined ones join
    /// the samples, ranked again.
    fn refine_tails(
        &self,
        objective: Objective,
        env: &GraphEnv,
        params: &NodeParams,
        samples: &mut Vec<Trajectory>,
        rng: &mut ChaCha8Rng,
    ) {
        let top = self.options.refine_top.min(samples.len());
        // One seed per sample, drawn in order: the result does not depend on the threads.
        let jobs: Vec<(Trajectory, u64)> = samples[..top]
            .iter()
            .map(|t| (t.clone(), rng.random()))
            .collect();
        let rounds = self.options.refine_rounds;
        // For makespan, rebuilding the whole of a long order costs as much as sampling
        // and gains nothing over rebuilding its end; for peak memory the long rebuilds
        // are the better starts for the peak search below (models/README.md).
        let longest_tail = if objective.is_timed() {
            MAKESPAN_TAIL
        } else {
            usize::MAX
        };
        let refined: Vec<_> = jobs
            .into_par_iter()
            .map(|(t, seed)| {
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                refine(env, params, t, rounds, longest_tail, &mut rng)
            })
            .collect();
        samples.extend(refined);
        samples.sort_by(|a, b| a.cost.total_cmp(&b.cost));
    }

    /// Lowers the peak of the best `refine_top` samples by moving ops and branches; the moved
    /// orders join the samples, ranked again.
    fn lower_peaks(&self, dag: &Planned, samples: &mut Vec<Trajectory>) {
        let top = self.options.refine_top.min(samples.len());
        let starts: Vec<Order> = samples[..top].iter().map(|t| to_order(dag, t)).collect();
        let moved: Vec<_> = starts
            .into_par_iter()
            .map(|start| {
                let order = lower_peak(dag, &start, MAX_MOVES);
                let peak = flowsched_core::cost::peak_memory(dag, &order) as f64;
                Trajectory {
                    order: order.iter().map(|n| n.index() as u32).collect(),
                    cost: peak,
                    makespan: f64::NAN, // not simulated; memory ranks by the peak
                    peak,
                    record: None,
                    origin: Origin::Refined,
                    walked: None,
                }
            })
            .collect();
        samples.extend(moved);
        samples.sort_by(|a, b| a.cost.total_cmp(&b.cost));
    }
}

/// Drops the sampled walks that no file can make ORT take (the mask should leave none).
fn drop_walks_without_file(samples: &mut Vec<Trajectory>) {
    let before = samples.len();
    samples.retain(|t| t.walked.is_some());
    if samples.len() < before {
        tracing::warn!("{} sampled walks had no file", before - samples.len());
    }
}

/// Costs the samples of a model with its own reward for the objective asked for, to rank by.
/// Trajectories carry the proxy's peak and list-scheduled makespan already; only another unit
/// count needs a fresh evaluation.
fn rank_for(dag: &Planned, objective: Objective, env: &GraphEnv, samples: &mut [Trajectory]) {
    let eval = Evaluator::new(dag, objective);
    let same_units = objective.units() == env.objective.units() && !env.unit_actions;
    for t in samples {
        t.cost = if same_units || !objective.is_timed() {
            objective.pick(t.peak, t.makespan)
        } else {
            eval.cost(&to_order(dag, t))
        };
    }
}

/// Adds the classic heuristics' orders to the samples, scored for `objective`, and returns
/// them (as the samples list them) so that they can open their run of equal costs.
fn add_classic_seeds(
    dag: &Planned,
    objective: Objective,
    env: &GraphEnv,
    samples: &mut Vec<Trajectory>,
    rng: &mut ChaCha8Rng,
) -> HashSet<Vec<u32>> {
    let mut classic = HashSet::new();
    let eval = Evaluator::new(dag, objective);
    let mut classic_rng = ChaCha8Rng::seed_from_u64(rng.random());
    for written in classic_orders(dag, objective, &mut classic_rng) {
        let t = classic_trajectory(dag, objective, env, &eval, written);
        classic.insert(t.order.clone());
        samples.push(t);
    }
    classic
}

/// One classic order as a sample. Where the runtime walks, a classic order is a file, scored
/// as walked.
fn classic_trajectory(
    dag: &Planned,
    objective: Objective,
    env: &GraphEnv,
    eval: &Evaluator,
    written: Order,
) -> Trajectory {
    let file: Vec<u32> = written.iter().map(|v| v.index() as u32).collect();
    let (o, walked) = match &env.walk {
        Some(w) => {
            let ran = order_of(dag, &w.walk_of_file(&file));
            (
                ran,
                Some(Walked {
                    choices: Vec::new(),
                    file,
                    other_file: None,
                }),
            )
        }
        None => (written, None),
    };
    let cost = eval.cost(&o);
    Trajectory {
        order: o.iter().map(|v| v.index() as u32).collect(),
        cost,
        makespan: objective.units().map_or(f64::NAN, |_| cost),
        peak: flowsched_core::cost::peak_memory(dag, &o) as f64,
        record: None,
        origin: Origin::ClassicSeed,
        walked,
    }
}

/// The first `n` distinct orders of the ranked samples, equal costs spread out, each with its
/// origin; a walk is written as the file of its two that runs better.
fn choose(
    dag: &Planned,
    objective: Objective,
    env: &GraphEnv,
    samples: Vec<Trajectory>,
    classic: &HashSet<Vec<u32>>,
    n: usize,
) -> Vec<(Order, Origin)> {
    let mut seen = HashSet::new();
    let distinct: Vec<Trajectory> = samples
        .into_iter()
        .filter(|t| seen.insert(t.order.clone()))
        .collect();
    let mut chosen: Vec<Trajectory> = spread_ties(distinct, classic)
        .into_iter()
        .take(n.max(1))
        .collect();
    if env.walk.is_some() {
        better_as_written(dag, objective, &mut chosen);
    }
    chosen
        .into_iter()
        .map(|t| (to_order(dag, &t), t.origin))
        .collect()
}

/// Within each run of equal cost (sorted input), lists the orders farthest-first: each next
/// one is the order with the largest footrule distance to the closest already listed of its
/// run. A caller that keeps the first k then gets, at equal quality, the most diverse k,
/// which is what the device benchmark wants from its candidates. Orders in `openers` (the
/// classics.) open their run; otherwise its first order does.
fn spread_ties(sorted: Vec<Trajectory>, openers: &HashSet<Vec<u32>>) -> Vec<Trajectory> {
    let mut out = Vec::with_capacity(sorted.len());
    let mut rest = sorted.into_iter().peekable();
    while let Some(first) = rest.next() {
        let mut group = vec![first];
        while rest.peek().is_some_and(|t| t.cost == group[0].cost) {
            group.push(rest.next().expect("peeked"));
        }
        if group.len() <= 2 {
            out.extend(group);
            continue;
        }
        let positions: Vec<Vec<u32>> = group
            .iter()
            .map(|t| {
                let mut pos = vec![0u32; t.order.len()];
                for (i, &v) in t.order.iter().enumerate() {
                    pos[v as usize] = i as u32;
                }
                pos
            })
            .collect();
        let distance = |a: usize, b: usize| -> u64 {
            positions[a]
                .iter()
                .zip(&positions[b])
                .map(|(x, y)| x.abs_diff(*y) as u64)
                .sum()
        };
        // Farthest-point order from the opening orders; ties keep the sampling order.
        let mut picked: Vec<usize> = (0..group.len())
            .filter(|&i| openers.contains(&group[i].order))
            .collect();
        if picked.is_empty() {
            picked.push(0);
        }
        let mut closest: Vec<u64> = (0..group.len())
            .map(|i| picked.iter().map(|&p| distance(p, i)).min().unwrap_or(0))
            .collect();
        let mut taken = vec![false; group.len()];
        for &p in &picked {
            taken[p] = true;
        }
        while picked.len() < group.len() {
            let next = (0..group.len())
                .filter(|&i| !taken[i])
                .max_by(|&a, &b| closest[a].cmp(&closest[b]).then(b.cmp(&a)))
                .expect("some left");
            taken[next] = true;
            picked.push(next);
            for (i, c) in closest.iter_mut().enumerate() {
                *c = (*c).min(distance(next, i));
            }
        }
        let mut slots: Vec<Option<Trajectory>> = group.into_iter().map(Some).collect();
        out.extend(
            picked
                .into_iter()
                .map(|i| slots[i].take().expect("each once")),
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn traj(cost: f64, order: &[u32]) -> Trajectory {
        Trajectory {
            order: order.to_vec(),
            cost,
            makespan: cost,
            peak: 0.0,
            record: None,
            origin: Origin::Sample,
            walked: None,
        }
    }

    /// Every order the GFlowNet gives says where it came from: its samples, its greedy
    /// order, refined samples, or the classic heuristics' orders it is seeded with.
    #[test]
    fn each_order_names_its_origin() {
        use flowsched_core::generate::{generate, GenOptions, GraphKind};
        let dag = generate(&GenOptions {
            kind: GraphKind::ErdosRenyi { nodes: 60, p: 0.1 },
            seed: 2,
            ..Default::default()
        })
        .to_dag()
        .unwrap();
        let s = GflownetScheduler::from_options(&GflownetOptions::default()).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(0);
        let got = s.labelled_orders(
            &flowsched_core::dag::Planned::as_written(&dag),
            Objective::PeakMemory,
            200,
            &mut rng,
        );
        let count = |o: Origin| got.iter().filter(|(_, x)| *x == o).count();
        assert_eq!(count(Origin::Own), 0, "no order of unknown origin");
        assert!(count(Origin::Sample) > 10, "{}", count(Origin::Sample));
        assert!(
            count(Origin::ClassicSeed) > 0,
            "the classic seeds are listed"
        );
        let plain = s.orders(
            &flowsched_core::dag::Planned::as_written(&dag),
            Objective::PeakMemory,
            200,
            &mut ChaCha8Rng::seed_from_u64(0),
        );
        let labelled: Vec<Order> = got.into_iter().map(|(o, _)| o).collect();
        assert_eq!(plain, labelled, "labels change no order");
    }

    /// Equal costs are listed farthest-first; costs keep their ranking.
    #[test]
    fn ties_are_spread_without_reranking() {
        let out = spread_ties(
            vec![
                traj(1.0, &[0, 1, 2, 3]),
                traj(2.0, &[0, 1, 2, 3]),
                traj(2.0, &[0, 1, 3, 2]), // close to the first of its run
                traj(2.0, &[3, 2, 1, 0]), // far from it
                traj(3.0, &[1, 0, 2, 3]),
            ],
            &HashSet::new(),
        );
        let got: Vec<(f64, Vec<u32>)> = out.into_iter().map(|t| (t.cost, t.order)).collect();
        assert_eq!(
            got,
            vec![
                (1.0, vec![0, 1, 2, 3]),
                (2.0, vec![0, 1, 2, 3]),
                (2.0, vec![3, 2, 1, 0]),
                (2.0, vec![0, 1, 3, 2]),
                (3.0, vec![1, 0, 2, 3]),
            ]
        );
    }

    /// The classics' orders open their run, the rest follow farthest from them.
    #[test]
    fn classic_orders_open_their_run() {
        let classic: HashSet<Vec<u32>> = [vec![3, 2, 1, 0]].into_iter().collect();
        let out = spread_ties(
            vec![
                traj(2.0, &[0, 1, 2, 3]),
                traj(2.0, &[2, 3, 1, 0]), // close to the classic order
                traj(2.0, &[3, 2, 1, 0]), // the classic order
            ],
            &classic,
        );
        let got: Vec<Vec<u32>> = out.into_iter().map(|t| t.order).collect();
        assert_eq!(
            got,
            vec![vec![3, 2, 1, 0], vec![0, 1, 2, 3], vec![2, 3, 1, 0]]
        );
    }
}
