//! `flowsched train`: fits the conditional GFlowNet on a mix of synthetic graphs (the paper's
//! generators) and sub-graphs of real models. Every step draws its graphs, objectives and σ
//! from a ChaCha stream named by (seed, step), and Adam's state is checkpointed with the
//! weights, so a resumed run continues exactly where it stopped.

use super::env::{GraphEnv, NodeParams, Trajectory};
use super::loss::{loss, Group, LossKind};
use super::manifest::Manifest;
use super::model::{write_safetensors_atomically, GraphBatch, ModelConfig, PolicyNet};
use super::reward::Reward;
use super::sampler::sample_many;
use super::GflownetError;
use crate::cost::DeviceProfile;
use crate::dag::{random_windows, ScheduleDag};
use crate::generate::{derive_seed, generate, GenOptions, GraphKind};
use crate::model::Model;
use crate::onnx::ImportOptions;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use tch::{Kind, Tensor};

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct TrainConfig {
    #[serde(default)]
    pub model: ModelConfig,
    #[serde(default)]
    pub train: TrainSettings,
    #[serde(default)]
    pub data: DataSettings,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct TrainSettings {
    pub steps: usize,
    /// Graphs per step; each gets its own objective and σ.
    pub graphs_per_step: usize,
    /// Trajectories per graph (VarGrad's variance is taken over these).
    pub trajectories: usize,
    pub learning_rate: f64,
    pub loss: LossKind,
    /// Probability of a uniformly random step while training (off-policy exploration).
    pub epsilon: f64,
    pub sigma_min: f64,
    pub sigma_max: f64,
    /// Rewards to train for, e.g. `["makespan:4", "memory"]`; each step draws one per graph.
    /// A reward may be a product (`"makespan:4+memory"`, see [`Reward`]); `--reward` on the
    /// command line replaces the list with one.
    pub objectives: Vec<String>,
    pub seed: u64,
    pub checkpoint_every: usize,
    /// Gradients are clipped to this global norm.
    pub max_grad_norm: f64,
}

impl Default for TrainSettings {
    fn default() -> Self {
        TrainSettings {
            steps: 2000,
            graphs_per_step: 4,
            trajectories: 16,
            learning_rate: 1e-3,
            loss: LossKind::Vargrad,
            epsilon: 0.05,
            sigma_min: 0.01,
            sigma_max: 1.0,
            objectives: vec!["makespan:4".into(), "memory".into()],
            seed: 0,
            checkpoint_every: 250,
            max_grad_norm: 10.0,
        }
    }
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct DataSettings {
    /// Generator specs (`er:50:0.1`, `layered:50:5:0.3`, …), `synthetic_graphs` in all.
    pub synthetic: Vec<String>,
    pub synthetic_graphs: usize,
    /// ONNX files or folders of them; windows of their original order become sub-graphs.
    pub real_models: Vec<PathBuf>,
    pub real_subgraphs: usize,
    /// Smallest and largest sub-graph, in nodes.
    pub subgraph_nodes: (usize, usize),
    /// More windows of the same models at a larger size: where the order of whole branches
    /// decides the peak, as on the thousands-of-ops models the shipped model is judged on.
    /// Left out of the serialised config when 0, so earlier runs keep their digests.
    #[serde(skip_serializing_if = "is_zero")]
    pub large_subgraphs: usize,
    #[serde(skip_serializing_if = "is_default_large")]
    pub large_subgraph_nodes: (usize, usize),
    /// Device profile for the runtimes of real ops (a reward's `@profile` overrides it).
    pub profile: String,
    /// `[i, N]`: train on shard i of N only (a seeded, balanced split of the graphs), for
    /// training on several machines and composing with `flowsched aggregate`.
    pub shard: Option<(usize, usize)>,
}

const DEFAULT_LARGE: (usize, usize) = (300, 900);

fn is_zero(n: &usize) -> bool {
    *n == 0
}

fn is_default_large(r: &(usize, usize)) -> bool {
    *r == DEFAULT_LARGE
}

impl Default for DataSettings {
    fn default() -> Self {
        DataSettings {
            synthetic: vec!["er:50:0.1".into(), "layered:50:5:0.3".into()],
            synthetic_graphs: 1000,
            real_models: Vec::new(),
            real_subgraphs: 0,
            subgraph_nodes: (25, 75),
            large_subgraphs: 0,
            large_subgraph_nodes: DEFAULT_LARGE,
            profile: "cpu".into(),
            shard: None,
        }
    }
}

impl TrainConfig {
    pub fn load(path: &Path) -> Result<Self, GflownetError> {
        let err = |reason: String| GflownetError::Config {
            path: path.to_path_buf(),
            reason,
        };
        let text = std::fs::read_to_string(path).map_err(|e| err(e.to_string()))?;
        let config: TrainConfig = toml::from_str(&text).map_err(|e| err(e.to_string()))?;
        config.objectives().map_err(err)?;
        for spec in &config.data.synthetic {
            spec.parse::<GraphKind>()
                .map_err(|e| err(format!("data.synthetic: {e}")))?;
        }
        let s = &config.train;
        if !(s.sigma_min > 0.0 && s.sigma_min <= s.sigma_max) {
            return Err(err("train.sigma_min must be > 0 and ≤ sigma_max".into()));
        }
        if s.trajectories < 2 || s.graphs_per_step == 0 {
            return Err(err(
                "train.trajectories must be ≥ 2 and graphs_per_step ≥ 1".into(),
            ));
        }
        config.check_shard().map_err(err)?;
        Ok(config)
    }

    pub fn check_shard(&self) -> Result<(), String> {
        match self.data.shard {
            Some((i, n)) if n == 0 || i >= n => {
                Err(format!("shard {i}/{n}: expected i/N with 0 ≤ i < N"))
            }
            _ => Ok(()),
        }
    }

    /// The rewards of `train.objectives`, each one computable by one environment.
    pub fn objectives(&self) -> Result<Vec<Reward>, String> {
        let rewards: Vec<Reward> = self
            .train
            .objectives
            .iter()
            .map(|s| s.parse())
            .collect::<Result<_, _>>()?;
        if rewards.is_empty() {
            return Err("train.objectives is empty".into());
        }
        for r in &rewards {
            r.check_computable()?;
        }
        self.profile_for(&rewards)?;
        Ok(rewards)
    }

    /// The profile real ops are timed with: the rewards' `@profile` (all the same), else
    /// `data.profile`.
    fn profile_for(&self, rewards: &[Reward]) -> Result<String, String> {
        let named: Vec<&str> = rewards.iter().filter_map(|r| r.profile()).collect();
        match named.first() {
            None => Ok(self.data.profile.clone()),
            Some(p) if named.iter().all(|q| q == p) && named.len() == rewards.len() => {
                Ok(p.to_string())
            }
            Some(_) => Err(
                "train.objectives name different device profiles: train one model per \
                 profile and compose them with `flowsched aggregate`"
                    .into(),
            ),
        }
    }

    /// The profile the training graphs' real ops are timed with.
    pub fn profile(&self) -> Result<String, String> {
        self.profile_for(&self.objectives()?)
    }

    /// A digest of everything that decides the run (after command-line overrides).
    pub fn digest(&self) -> String {
        use sha2::Digest;
        let json = serde_json::to_string(self).expect("configs serialise");
        format!("{:x}", sha2::Sha256::digest(json.as_bytes()))
    }
}

/// The training graphs, deterministic: synthetic ones first, then windows of real models,
/// whose ops are not timed yet ([`timed`] does that per device profile); only this run's
/// shard when `data.shard` is set.
pub fn training_graphs(data: &DataSettings, seed: u64) -> Result<Vec<ScheduleDag>, GflownetError> {
    let mut graphs = Vec::new();
    let kinds: Vec<GraphKind> = data
        .synthetic
        .iter()
        .filter_map(|s| s.parse().ok())
        .collect();
    for i in 0..data.synthetic_graphs {
        if kinds.is_empty() {
            break;
        }
        let opts = GenOptions {
            kind: kinds[i % kinds.len()].clone(),
            seed: derive_seed(seed, i as u64),
            ..Default::default()
        };
        let dag = generate(&opts)
            .to_dag()
            .map_err(|e| GflownetError::Io(e.to_string()))?;
        graphs.push(dag);
    }
    if data.real_subgraphs > 0 || data.large_subgraphs > 0 {
        let mut models = Vec::new();
        let files = crate::model::collect_inputs(&data.real_models)
            .map_err(|e| GflownetError::Io(e.to_string()))?;
        for path in files {
            let m =
                Model::load(&path, &ImportOptions::default()).map_err(|e| GflownetError::Data {
                    path: path.clone(),
                    reason: e.to_string(),
                })?;
            models.push(m.dag().clone());
        }
        // Each size draws from its own seed, so adding large windows leaves the others as
        // they were.
        for (count, nodes, stream, field) in [
            (
                data.real_subgraphs,
                data.subgraph_nodes,
                u64::MAX,
                "real_subgraphs",
            ),
            (
                data.large_subgraphs,
                data.large_subgraph_nodes,
                u64::MAX - 2,
                "large_subgraphs",
            ),
        ] {
            if count == 0 {
                continue;
            }
            let mut rng = ChaCha8Rng::seed_from_u64(derive_seed(seed, stream));
            let windows = random_windows(&models, count, nodes, &mut rng)
                .map_err(|e| GflownetError::Io(e.to_string()))?;
            if windows.is_empty() {
                return Err(GflownetError::Io(format!(
                    "data.{field} = {count} but no model in data.real_models has {} nodes",
                    nodes.0
                )));
            }
            graphs.extend(windows);
        }
    }
    if let Some((i, n)) = data.shard {
        // Deal a seeded shuffle round-robin: shards are balanced in count and each gets every
        // kind of graph (the list itself is ordered by generator, so j mod N would not).
        let mut deck: Vec<usize> = (0..graphs.len()).collect();
        deck.shuffle(&mut ChaCha8Rng::seed_from_u64(derive_seed(
            seed,
            u64::MAX - 1,
        )));
        let mut mine = vec![false; graphs.len()];
        for &j in deck.iter().skip(i).step_by(n) {
            mine[j] = true;
        }
        graphs = graphs
            .into_iter()
            .zip(mine)
            .filter_map(|(g, keep)| keep.then_some(g))
            .collect();
    }
    Ok(graphs)
}

/// Copies of `graphs` with every untimed op timed by the device profile `profile`.
pub fn timed(graphs: &[ScheduleDag], profile: &str) -> Result<Vec<ScheduleDag>, GflownetError> {
    let profile = DeviceProfile::by_name(profile).map_err(|e| GflownetError::Io(e.to_string()))?;
    Ok(graphs
        .iter()
        .map(|g| {
            let mut g = g.clone();
            profile.annotate(&mut g);
            g
        })
        .collect())
}

/// Adam with its moments as plain tensors, so checkpoints can hold them.
pub(super) struct Adam {
    names: Vec<String>,
    params: Vec<Tensor>,
    m: Vec<Tensor>,
    v: Vec<Tensor>,
    t: i64,
    lr: f64,
}

impl Adam {
    pub(super) fn new(net: &PolicyNet, lr: f64) -> Self {
        let vars = net.vs.variables();
        let mut names: Vec<String> = vars
            .iter()
            .filter(|(_, t)| t.requires_grad())
            .map(|(n, _)| n.clone())
            .collect();
        names.sort();
        let params: Vec<Tensor> = names.iter().map(|n| vars[n].shallow_clone()).collect();
        let zeros = |p: &Tensor| p.zeros_like();
        Adam {
            m: params.iter().map(zeros).collect(),
            v: params.iter().map(zeros).collect(),
            names,
            params,
            t: 0,
            lr,
        }
    }

    pub(super) fn step(&mut self, max_norm: f64) {
        let (b1, b2, eps) = (0.9, 0.999, 1e-8);
        self.t += 1;
        tch::no_grad(|| {
            let grads: Vec<Tensor> = self
                .params
                .iter()
                .map(|p| {
                    let g = p.grad();
                    if g.defined() {
                        g
                    } else {
                        p.zeros_like()
                    }
                })
                .collect();
            let norm: f64 = grads
                .iter()
                .map(|g| f64::try_from(g.square().sum(Kind::Float)).unwrap_or(0.0))
                .sum::<f64>()
                .sqrt();
            let clip = if norm.is_finite() && norm > max_norm {
                max_norm / norm
            } else {
                1.0
            };
            if !norm.is_finite() {
                return; // a poisoned batch: skip it rather than wreck the weights
            }
            let c1 = 1.0 - f64::powi(b1, self.t as i32);
            let c2 = 1.0 - f64::powi(b2, self.t as i32);
            let state = self
                .params
                .iter()
                .zip(self.m.iter_mut().zip(self.v.iter_mut()));
            for ((param, (m, v)), grad) in state.zip(&grads) {
                let g = grad * clip;
                *m = &*m * b1 + &g * (1.0 - b1);
                *v = &*v * b2 + g.square() * (1.0 - b2);
                let update = (&*m / c1) / ((&*v / c2).sqrt() + eps) * self.lr;
                let mut p = param.shallow_clone();
                let _ = p.f_sub_(&update);
            }
        });
        for p in &mut self.params {
            p.zero_grad();
        }
    }
}

/// What one step measured.
#[derive(Debug, Clone, Serialize)]
pub struct StepStats {
    pub step: usize,
    pub loss: f64,
    /// Mean |ζ − mean ζ| over the batch's graphs: 0 when the flow is balanced.
    pub spread: f64,
    /// Mean cost of the sampled orders relative to the graph's lower bound (not measured
    /// by aggregation, which evaluates no reward).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cost_ratio: Option<f64>,
}

/// One optimisation step on `graphs` (each with its reward and σ).
fn train_step(
    net: &PolicyNet,
    adam: &mut Adam,
    graphs: &[(&ScheduleDag, f64, &Reward)],
    settings: &TrainSettings,
    seed: u64,
) -> StepStats {
    let batch = GraphBatch::new(graphs);
    let (rows, logz) = net.forward(&batch);
    let detached = Vec::<f32>::try_from(rows.detach().contiguous().view(-1)).expect("float rows");
    let mut trajectories = Vec::new();
    let mut rewards = Vec::new();
    let mut ratio = 0.0;
    for (gi, &(dag, sigma, reward)) in graphs.iter().enumerate() {
        let params = params_of(&detached, batch.offsets[gi], dag.len(), &net.config);
        let env = GraphEnv::for_model(dag, reward.clone(), &net.config);
        let trajs = sample_many(
            &env,
            &params,
            settings.trajectories,
            derive_seed(seed, gi as u64),
            settings.epsilon,
            true,
        );
        let bound = crate::cost::Evaluator::new(dag, env.objective)
            .lower_bound()
            .max(1e-12);
        ratio += trajs.iter().map(|t| t.cost / bound).sum::<f64>() / trajs.len() as f64;
        rewards.push(
            trajs
                .iter()
                .map(|t| env.trajectory_log_reward(t, sigma))
                .collect::<Vec<_>>(),
        );
        trajectories.push(trajs);
    }
    let mut stats = balance_step(
        adam,
        settings,
        &rows,
        &logz,
        &batch,
        &trajectories,
        &rewards,
    );
    stats.cost_ratio = Some(ratio / graphs.len() as f64);
    stats
}

/// Graph `dag`'s rows of a batch's detached head output.
pub(super) fn params_of(
    detached: &[f32],
    offset: usize,
    nodes: usize,
    config: &ModelConfig,
) -> NodeParams {
    let width = PolicyNet::head_width(config);
    NodeParams {
        rows: detached[offset * width..(offset + nodes) * width].to_vec(),
        width,
    }
}

/// The loss over recorded trajectories (grouped per graph of `batch`) against their log
/// rewards, one backward pass and one Adam step.
pub(super) fn balance_step(
    adam: &mut Adam,
    settings: &TrainSettings,
    rows: &Tensor,
    logz: &Tensor,
    batch: &GraphBatch,
    trajectories: &[Vec<Trajectory>],
    log_rewards: &[Vec<f64>],
) -> StepStats {
    let groups: Vec<Group> = trajectories
        .iter()
        .zip(log_rewards)
        .enumerate()
        .map(|(gi, (t, r))| Group {
            offset: batch.offsets[gi],
            nodes: batch.nodes(gi),
            trajectories: t,
            log_rewards: r,
        })
        .collect();
    let (l, spread) = loss(settings.loss, rows, logz, &groups);
    l.backward();
    adam.step(settings.max_grad_norm);
    StepStats {
        step: 0,
        loss: f64::try_from(&l).unwrap_or(f64::NAN),
        spread,
        cost_ratio: None,
    }
}

/// σ drawn log-uniformly from [lo, hi].
fn log_uniform(rng: &mut ChaCha8Rng, lo: f64, hi: f64) -> f64 {
    (lo.ln() + rng.random::<f64>() * (hi.ln() - lo.ln())).exp()
}

/// Step `step`'s graphs (indices), their rewards (indices) and σ, and a seed for the rest.
pub(super) fn draw(
    graphs: usize,
    rewards: usize,
    settings: &TrainSettings,
    step: usize,
) -> (Vec<(usize, f64, usize)>, u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(derive_seed(settings.seed, step as u64));
    let picks = (0..settings.graphs_per_step)
        .map(|_| {
            let g = rng.random_range(0..graphs);
            let o = rng.random_range(0..rewards);
            (
                g,
                log_uniform(&mut rng, settings.sigma_min, settings.sigma_max),
                o,
            )
        })
        .collect();
    (picks, rng.random())
}

/// A training run's files: the final weights and, next to them, the checkpoint, the log and
/// the manifest.
pub struct RunPaths {
    pub weights: PathBuf,
}

impl RunPaths {
    fn checkpoint(&self) -> PathBuf {
        self.weights.with_extension("ckpt.safetensors")
    }
    pub fn log(&self) -> PathBuf {
        self.weights.with_extension("log.jsonl")
    }
}

fn save_checkpoint(
    net: &PolicyNet,
    adam: &Adam,
    step: usize,
    path: &Path,
) -> Result<(), GflownetError> {
    let mut named: Vec<(String, Tensor)> = net.vs.variables().into_iter().collect();
    for (i, n) in adam.names.iter().enumerate() {
        named.push((format!("adam.m.{n}"), adam.m[i].shallow_clone()));
        named.push((format!("adam.v.{n}"), adam.v[i].shallow_clone()));
    }
    named.push((
        "train.step".into(),
        Tensor::from_slice(&[step as i64, adam.t]),
    ));
    named.sort_by(|a, b| a.0.cmp(&b.0));
    write_safetensors_atomically(path, |tmp| Tensor::write_safetensors(&named, tmp))
}

/// Restores weights and Adam state; returns the step to continue from.
fn load_checkpoint(
    net: &mut PolicyNet,
    adam: &mut Adam,
    path: &Path,
) -> Result<usize, GflownetError> {
    let err = |reason: String| GflownetError::Weights {
        path: path.to_path_buf(),
        reason,
    };
    let named = Tensor::read_safetensors(path).map_err(|e| err(e.to_string()))?;
    let vars = net.vs.variables();
    let mut step = 0;
    for (name, t) in named {
        if name == "train.step" {
            let v = Vec::<i64>::try_from(&t).map_err(|e| err(e.to_string()))?;
            step = v[0] as usize;
            adam.t = v[1];
        } else if let Some(n) = name.strip_prefix("adam.m.") {
            let i = adam
                .names
                .iter()
                .position(|x| x == n)
                .ok_or_else(|| err(format!("unknown tensor {name}")))?;
            adam.m[i] = t;
        } else if let Some(n) = name.strip_prefix("adam.v.") {
            let i = adam
                .names
                .iter()
                .position(|x| x == n)
                .ok_or_else(|| err(format!("unknown tensor {name}")))?;
            adam.v[i] = t;
        } else {
            let mut var = vars
                .get(&name)
                .ok_or_else(|| err(format!("unknown tensor {name}")))?
                .shallow_clone();
            tch::no_grad(|| var.copy_(&t));
        }
    }
    Ok(step)
}

/// The loop training and aggregation share: Adam, a JSON-lines log, a checkpoint every
/// `checkpoint_every` steps (and at the end), exact resumption, then the final weights.
/// `step_fn(net, adam, k)` runs step k.
pub(super) fn optimise(
    net: &mut PolicyNet,
    settings: &TrainSettings,
    paths: &RunPaths,
    resume: bool,
    mut step_fn: impl FnMut(&PolicyNet, &mut Adam, usize) -> StepStats,
    mut progress: impl FnMut(&StepStats),
) -> Result<(), GflownetError> {
    let mut adam = Adam::new(net, settings.learning_rate);
    let mut first = 0;
    if resume && paths.checkpoint().exists() {
        first = load_checkpoint(net, &mut adam, &paths.checkpoint())?;
        tracing::info!(
            "resuming from step {first} ({})",
            paths.checkpoint().display()
        );
    }
    let io = |e: std::io::Error| GflownetError::Io(format!("{}: {e}", paths.log().display()));
    if first > 0 {
        // A run killed between checkpoints logged steps that the resumed run will redo.
        let kept: String = std::fs::read_to_string(paths.log())
            .unwrap_or_default()
            .lines()
            .take(first)
            .map(|l| format!("{l}\n"))
            .collect();
        std::fs::write(paths.log(), kept).map_err(io)?;
    }
    let mut log = std::fs::OpenOptions::new()
        .create(true)
        .append(first > 0)
        .write(true)
        .truncate(first == 0)
        .open(paths.log())
        .map_err(io)?;
    for step in first..settings.steps {
        let mut stats = step_fn(net, &mut adam, step);
        stats.step = step + 1;
        use std::io::Write;
        writeln!(
            log,
            "{}",
            serde_json::to_string(&stats).expect("stats serialise")
        )
        .map_err(io)?;
        progress(&stats);
        let done = step + 1 == settings.steps;
        if (step + 1) % settings.checkpoint_every.max(1) == 0 || done {
            save_checkpoint(net, &adam, step + 1, &paths.checkpoint())?;
        }
    }
    net.save(&paths.weights)
}

/// Trains from scratch (or from `start`'s weights) per `config`; resumes from the run's
/// checkpoint when `resume` is set and one exists. `progress` sees every step. Writes the
/// weights and their manifest.
pub fn train(
    config: &TrainConfig,
    paths: &RunPaths,
    start: Option<&Path>,
    resume: bool,
    progress: impl FnMut(&StepStats),
) -> Result<PolicyNet, GflownetError> {
    let rewards = config.objectives().map_err(GflownetError::Io)?;
    let profile = config.profile().map_err(GflownetError::Io)?;
    let graphs = timed(&training_graphs(&config.data, config.train.seed)?, &profile)?;
    if graphs.is_empty() {
        return Err(GflownetError::Io(
            "no training graphs (data.synthetic_graphs and data.real_subgraphs are 0)".into(),
        ));
    }
    // The tensors are small: one intra-op thread is as fast, and libtorch's spinning worker
    // threads would otherwise burn the cores the rollouts run on.
    tch::set_num_threads(1);
    tch::manual_seed(config.train.seed as i64);
    let mut net = match start {
        Some(p) => PolicyNet::warm_start(config.model, p)?,
        None => PolicyNet::new(config.model),
    };
    let settings = &config.train;
    optimise(
        &mut net,
        settings,
        paths,
        resume,
        |net, adam, step| {
            let (picks, seed) = draw(graphs.len(), rewards.len(), settings, step);
            let picks: Vec<_> = picks
                .iter()
                .map(|&(g, sigma, r)| (&graphs[g], sigma, &rewards[r]))
                .collect();
            train_step(net, adam, &picks, settings, seed)
        },
        progress,
    )?;
    Manifest::for_training(config, &profile, &paths.weights, start)?.write(&paths.weights)?;
    Ok(net)
}

/// Trains `net` further on `graphs` for one reward with `settings` (its data section is not
/// used): what fine-tuning and the small exact tests run.
pub fn fit(
    net: &PolicyNet,
    graphs: &[ScheduleDag],
    reward: &Reward,
    settings: &TrainSettings,
) -> Vec<StepStats> {
    tch::set_num_threads(1);
    let mut adam = Adam::new(net, settings.learning_rate);
    (0..settings.steps)
        .map(|step| {
            let (picks, s) = draw(graphs.len(), 1, settings, step);
            let picks: Vec<_> = picks
                .iter()
                .map(|&(g, sigma, _)| (&graphs[g], sigma, reward))
                .collect();
            let mut stats = train_step(net, &mut adam, &picks, settings, s);
            stats.step = step + 1;
            stats
        })
        .collect()
}

/// Fine-tunes `net` on one graph for `steps` steps (σ from the one used at inference up to
/// ten times it), for users who can spend time on their own model.
pub fn finetune(
    net: &PolicyNet,
    dag: &ScheduleDag,
    reward: &Reward,
    sigma: f64,
    steps: usize,
    seed: u64,
) -> Vec<StepStats> {
    let settings = TrainSettings {
        steps,
        graphs_per_step: 1,
        trajectories: 32,
        learning_rate: 3e-4,
        sigma_min: sigma,
        sigma_max: (sigma * 10.0).min(1.0).max(sigma),
        seed,
        ..TrainSettings::default()
    };
    fit(net, std::slice::from_ref(dag), reward, &settings)
}
