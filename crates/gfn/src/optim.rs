//! The optimisation that training and aggregation share: Adam with checkpointable moments,
//! the run's files and checkpoints, the balance-loss step, the per-step draw of graphs,
//! rewards and σ, and the loop that runs steps with exact resumption.

use super::architecture::ModelConfig;
use super::config::TrainSettings;
use super::env::{NodeParams, Trajectory};
use super::loss::{loss, Group};
use super::model::{write_safetensors_atomically, GraphBatch, PolicyNet};
use super::GflownetError;
use flowsched_core::generate::derive_seed;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use std::path::{Path, PathBuf};
use tch::{Kind, Tensor};

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

/// Graph `dag`'s rows of a batch's detached head output.
pub(super) fn params_of(
    detached: &[f32],
    offset: usize,
    nodes: usize,
    config: &ModelConfig,
) -> NodeParams {
    let width = config.head_width();
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
