//! Embarrassingly Parallel GFlowNets (da Silva et al., ICML 2024): local GFlowNets trained
//! apart, each for its own reward R_n (an objective, a device, or a shard of the data), are
//! composed into one global GFlowNet that samples ∝ Π R_n^{w_n}, without evaluating any reward.
//!
//! The global model is trained to satisfy *aggregating balance*: on every trajectory τ,
//! log P_F(τ) − Σ_n w_n log P_F⁽ⁿ⁾(τ) is the same constant (P_B = 1 for every model here,
//! since states are ordered prefixes). That is VarGrad with log R̃(τ) = Σ_n w_n log P_F⁽ⁿ⁾(τ)
//! as the "reward", so the loss, the optimiser and the checkpointing are training's own.
//! Trajectories come half from the global model (with ε-exploration) and half from the local
//! ones, so the product's modes are visited from the first step.

use super::config::{TrainConfig, TrainSettings};
use super::data::{timed, training_graphs};
use super::env::{replay, GraphEnv, Trajectory};
use super::manifest::{sha256_file, LocalEntry, Manifest};
use super::model::{GraphBatch, PolicyNet};
use super::optim::{balance_step, draw, optimise, params_of, Adam, RunPaths, StepStats};
use super::reward::Reward;
use super::rollout::sample_many;
use super::GflownetError;
use flowsched_core::dag::PlannedDag;
use flowsched_core::generate::derive_seed;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// A locally trained model, its reward and its exponent in the product.
pub struct Local {
    pub path: PathBuf,
    pub net: PolicyNet,
    pub reward: Reward,
    /// The device profile its real ops were timed with.
    pub profile: String,
    pub weight: f64,
}

impl Local {
    /// Loads weights and the manifest `flowsched-lab train` wrote next to them; the model must
    /// have been trained for one fixed reward (`--reward`).
    pub fn load(path: &Path) -> Result<Self, GflownetError> {
        let err = |reason: String| GflownetError::Weights {
            path: path.to_path_buf(),
            reason,
        };
        let manifest = Manifest::load(path)?.ok_or_else(|| {
            err(
                "no manifest next to it: local models come from `flowsched-lab train --reward …`"
                    .into(),
            )
        })?;
        if sha256_file(path)? != manifest.weights_sha256 {
            return Err(err(
                "the weights do not match their manifest (changed or copied over since \
                 `flowsched-lab train` wrote them)"
                    .into(),
            ));
        }
        let reward = manifest.reward().ok_or_else(|| {
            err(
                "trained for several objectives; a local model needs one reward (`flowsched \
                 train --reward …`)"
                    .into(),
            )
        })?;
        let net = PolicyNet::load(path)?;
        if net.config.unit_actions {
            return Err(err(
                "a unit-choosing model: its trajectories are not determined by their orders, \
                 which aggregation replays"
                    .into(),
            ));
        }
        Ok(Local {
            path: path.to_path_buf(),
            net,
            profile: reward.profile().unwrap_or(&manifest.profile).to_string(),
            reward,
            weight: 1.0,
        })
    }
}

/// The exponents when none are given: 1/N each when every local has the same reward (shards
/// of one run, whose product must be that reward again), else 1 each.
pub fn default_weights(locals: &[Local]) -> Vec<f64> {
    let same = locals
        .windows(2)
        .all(|w| w[0].reward == w[1].reward && w[0].profile == w[1].profile);
    let w = if same { 1.0 / locals.len() as f64 } else { 1.0 };
    vec![w; locals.len()]
}

/// The reward the composition samples for: the locals' factors, each on its own profile,
/// scaled by the locals' weights.
pub fn global_reward(locals: &[Local]) -> Reward {
    let pinned: Vec<Reward> = locals
        .iter()
        .map(|l| Reward {
            factors: l
                .reward
                .factors
                .iter()
                .map(|f| super::reward::Factor {
                    profile: Some(l.profile.clone()),
                    ..f.clone()
                })
                .collect(),
        })
        .collect();
    let parts: Vec<(&Reward, f64)> = pinned
        .iter()
        .zip(locals)
        .map(|(r, l)| (r, l.weight))
        .collect();
    Reward::product(&parts)
}

/// The global model's starting point: the locals' mean weights when they share an
/// architecture (they usually share their initialisation too), else a fresh network.
pub fn initial_global(fallback: super::ModelConfig, locals: &[Local], seed: u64) -> PolicyNet {
    tch::manual_seed(seed as i64);
    let arch = locals[0].net.config;
    if locals.iter().any(|l| l.net.config != arch) {
        return PolicyNet::new(fallback);
    }
    let net = PolicyNet::new(arch);
    let vars = net.vs.variables();
    tch::no_grad(|| {
        for (name, var) in &vars {
            let mut var = var.shallow_clone();
            let sum = locals
                .iter()
                .map(|l| l.net.vs.variables()[name].shallow_clone())
                .reduce(|a, b| a + b)
                .expect("at least one local");
            var.copy_(&(sum / locals.len() as f64));
        }
    });
    net
}

/// The locals, the reward they compose to, and the graphs timed for every profile in play.
pub struct Composition<'l> {
    locals: &'l [Local],
    pub reward: Reward,
    /// The profile the global model's graphs are timed with (the first local's).
    pub profile: String,
    graphs: BTreeMap<String, Vec<PlannedDag>>,
}

impl<'l> Composition<'l> {
    /// `raw`: graphs whose real ops are not timed yet (see [`training_graphs`]).
    pub fn new(locals: &'l [Local], raw: &[PlannedDag]) -> Result<Self, GflownetError> {
        if locals.is_empty() {
            return Err(GflownetError::Io(
                "aggregate needs at least one --local model".into(),
            ));
        }
        if raw.is_empty() {
            return Err(GflownetError::Io(
                "no graphs to aggregate on (data.synthetic_graphs and data.real_subgraphs are 0)"
                    .into(),
            ));
        }
        let mut graphs = BTreeMap::new();
        for l in locals {
            if !graphs.contains_key(&l.profile) {
                graphs.insert(l.profile.clone(), timed(raw, &l.profile)?);
            }
        }
        Ok(Composition {
            reward: global_reward(locals),
            profile: locals[0].profile.clone(),
            locals,
            graphs,
        })
    }

    /// The global model's view of graph `g`: its timed graph and environment.
    pub fn global_env(&self, g: usize) -> GraphEnv<'_> {
        // The global model has the locals' architecture.
        let config = &self.locals[0].net.config;
        config.env(
            &self.graphs[&self.profile][g].planned(),
            self.reward.clone(),
        )
    }

    /// Local `n`'s view of graph `g`.
    fn local_env(&self, n: usize, g: usize) -> GraphEnv<'_> {
        let l = &self.locals[n];
        l.net
            .config
            .env(&self.graphs[&l.profile][g].planned(), l.reward.clone())
    }

    /// One step of aggregating balance on the graphs `draw` picks for `step`.
    // long: the global and local forwards, rollouts and loss of one step share their batches.
    fn step(
        &self,
        net: &PolicyNet,
        adam: &mut Adam,
        settings: &TrainSettings,
        step: usize,
    ) -> StepStats {
        let count = self.graphs[&self.profile].len();
        let (picks, seed) = draw(count, 1, settings, step);
        let batch_of = |profile: &str, r: &Reward| {
            let graphs = &self.graphs[profile];
            let items: Vec<_> = picks
                .iter()
                .map(|&(g, s, _)| (graphs[g].planned(), s, r))
                .collect();
            GraphBatch::new(&items, &net.config)
        };
        let batch = batch_of(&self.profile, &self.reward);
        let (rows, logz) = net.forward(&batch);
        let detached =
            Vec::<f32>::try_from(rows.detach().contiguous().view(-1)).expect("float rows");
        let local_rows: Vec<(GraphBatch, Vec<f32>)> = self
            .locals
            .iter()
            .map(|l| {
                let b = batch_of(&l.profile, &l.reward);
                let r = tch::no_grad(|| l.net.forward(&b).0);
                let r = Vec::<f32>::try_from(r.contiguous().view(-1)).expect("float rows");
                (b, r)
            })
            .collect();
        let half = settings.trajectories / 2;
        let mut trajectories: Vec<Vec<Trajectory>> = Vec::new();
        let mut log_rewards: Vec<Vec<f64>> = Vec::new();
        for (gi, &(g, _, _)) in picks.iter().enumerate() {
            let env = self.global_env(g);
            let n = env.len();
            let params = params_of(&detached, batch.offsets[gi], n, &net.config);
            let locals: Vec<_> = local_rows
                .iter()
                .enumerate()
                .map(|(li, (b, r))| {
                    let config = &self.locals[li].net.config;
                    (
                        self.local_env(li, g),
                        params_of(r, b.offsets[gi], n, config),
                    )
                })
                .collect();
            let graph_seed = derive_seed(seed, gi as u64);
            // Half on-policy (with exploration), half from the locals in turn.
            let mut orders: Vec<Vec<u32>> = sample_many(
                &env,
                &params,
                settings.trajectories - half,
                graph_seed,
                settings.epsilon,
                false,
            )
            .into_iter()
            .map(|t| t.order)
            .collect();
            for (li, (lenv, lparams)) in locals.iter().enumerate() {
                let count = half / locals.len() + usize::from(li < half % locals.len());
                let seed = derive_seed(graph_seed, 1 + li as u64);
                let from_local = sample_many(lenv, lparams, count, seed, 0.0, false);
                orders.extend(from_local.into_iter().map(|t| t.order));
            }
            let mut trajs = Vec::with_capacity(orders.len());
            let mut lr = Vec::with_capacity(orders.len());
            for order in &orders {
                trajs.push(replay(&env, &params, order, true).0);
                // log R̃(τ) = Σ_n w_n log P_F⁽ⁿ⁾(τ): the locals' policies stand in for rewards.
                lr.push(
                    locals
                        .iter()
                        .zip(self.locals)
                        .map(|((lenv, lp), l)| l.weight * replay(lenv, lp, order, false).1)
                        .sum::<f64>(),
                );
            }
            trajectories.push(trajs);
            log_rewards.push(lr);
        }
        balance_step(
            adam,
            settings,
            &rows,
            &logz,
            &batch,
            &trajectories,
            &log_rewards,
        )
    }
}

/// Trains `net` as the composition of `locals` on `raw` graphs for `settings.steps` steps,
/// without files: what the exact product test runs.
pub fn fit_composition(
    net: &PolicyNet,
    locals: &[Local],
    raw: &[PlannedDag],
    settings: &TrainSettings,
) -> Result<Vec<StepStats>, GflownetError> {
    let composition = Composition::new(locals, raw)?;
    tch::set_num_threads(1);
    let mut adam = Adam::new(net, settings.learning_rate);
    Ok((0..settings.steps)
        .map(|step| {
            let mut stats = composition.step(net, &mut adam, settings, step);
            stats.step = step + 1;
            stats
        })
        .collect())
}

/// Trains the global model per `config` (its `train` and `data` sections; `objectives` is
/// not used: the locals bring the rewards) and writes it with its manifest.
pub fn aggregate(
    config: &TrainConfig,
    locals: &[Local],
    paths: &RunPaths,
    resume: bool,
    progress: impl FnMut(&StepStats),
) -> Result<PolicyNet, GflownetError> {
    let raw = training_graphs(&config.data, config.train.seed)?;
    let composition = Composition::new(locals, &raw)?;
    tch::set_num_threads(1);
    let mut net = initial_global(config.model, locals, config.train.seed);
    let settings = &config.train;
    optimise(
        &mut net,
        settings,
        paths,
        resume,
        |net, adam, step| composition.step(net, adam, settings, step),
        progress,
    )?;
    let entries = locals
        .iter()
        .map(|l| {
            Ok(LocalEntry {
                path: l.path.clone(),
                weights_sha256: sha256_file(&l.path)?,
                reward: l.reward.to_string(),
                weight: l.weight,
            })
        })
        .collect::<Result<Vec<_>, GflownetError>>()?;
    let digest = {
        use sha2::Digest;
        let locals_json = serde_json::to_string(&entries).expect("entries serialise");
        format!(
            "{:x}",
            sha2::Sha256::digest(format!("{}{locals_json}", config.digest()).as_bytes())
        )
    };
    Manifest {
        format: super::manifest::MANIFEST_FORMAT,
        flowsched: env!("CARGO_PKG_VERSION").into(),
        kind: "aggregate".into(),
        reward: Some(composition.reward.to_string()),
        profile: composition.profile.clone(),
        shard: None,
        config_sha256: digest,
        steps: settings.steps,
        seed: settings.seed,
        weights_sha256: sha256_file(&paths.weights)?,
        from_sha256: None,
        locals: entries,
    }
    .write(&paths.weights)?;
    Ok(net)
}
