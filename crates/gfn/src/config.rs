//! A training run's configuration (the TOML file `flowsched-lab train --config` reads): the
//! network, the optimisation and the data, with their defaults and the run's digest.

use super::architecture::ModelConfig;
use super::reward::Reward;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// Why a training config is not one `flowsched-lab train` can run.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ConfigError {
    /// `data.shard` is not `[i, N]` with `0 ≤ i < N`.
    #[error("shard {index}/{count}: expected i/N with 0 ≤ i < N")]
    Shard { index: usize, count: usize },
    /// `train.objectives` lists nothing.
    #[error("train.objectives is empty")]
    NoObjectives,
    /// An objective does not parse, or no one environment can compute it.
    #[error("{0}")]
    Objective(String),
    /// The objectives' `@profile`s differ.
    #[error(
        "train.objectives name different device profiles: train one model per profile and \
         compose them with `flowsched-lab aggregate`"
    )]
    MixedProfiles,
}

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
    /// How the runtime executes the training graphs: as written (the default), walked (ONNX
    /// Runtime's default order, where every action is a walk's choice, `gflownet::env::walk`),
    /// or both (every graph twice). Left out of the serialised config when `file`, so earlier
    /// runs keep their digests.
    #[serde(skip_serializing_if = "Execution::is_file")]
    pub execution: Execution,
    /// `[i, N]`: train on shard i of N only (a seeded, balanced split of the graphs), for
    /// training on several machines and composing with `flowsched-lab aggregate`.
    pub shard: Option<(usize, usize)>,
}

/// How the runtime executes a training graph (see [`DataSettings::execution`]).
#[derive(Debug, Clone, Copy, Default, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Execution {
    /// The file as written: an action is the next op.
    #[default]
    File,
    /// Walked as ONNX Runtime's default order walks it: an action is the walk's next producer.
    Walk,
    /// Every graph once as written and once walked: for weights conditioned on the execution
    /// model (`model.walk_condition`).
    Both,
}

impl Execution {
    fn is_file(&self) -> bool {
        *self == Execution::File
    }
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
            execution: Execution::File,
            shard: None,
        }
    }
}

impl TrainConfig {
    /// Reads and checks a run's TOML config (training only: a build without `torch` reads none).
    #[cfg(feature = "torch")]
    pub fn load(path: &std::path::Path) -> Result<Self, super::GflownetError> {
        use super::GflownetError;
        use flowsched_core::generate::GraphKind;
        let err = |reason: String| GflownetError::Config {
            path: path.to_path_buf(),
            reason,
        };
        let text = std::fs::read_to_string(path).map_err(|e| err(e.to_string()))?;
        let config: TrainConfig = toml::from_str(&text).map_err(|e| err(e.to_string()))?;
        config.objectives().map_err(|e| err(e.to_string()))?;
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
        config.check_shard().map_err(|e| err(e.to_string()))?;
        Ok(config)
    }

    pub fn check_shard(&self) -> Result<(), ConfigError> {
        match self.data.shard {
            Some((index, count)) if count == 0 || index >= count => {
                Err(ConfigError::Shard { index, count })
            }
            _ => Ok(()),
        }
    }

    /// The rewards of `train.objectives`, each one computable by one environment.
    pub fn objectives(&self) -> Result<Vec<Reward>, ConfigError> {
        let rewards: Vec<Reward> = self
            .train
            .objectives
            .iter()
            .map(|s| s.parse())
            .collect::<Result<_, _>>()
            .map_err(ConfigError::Objective)?;
        if rewards.is_empty() {
            return Err(ConfigError::NoObjectives);
        }
        for r in &rewards {
            r.check_computable()
                .map_err(|e| ConfigError::Objective(e.to_string()))?;
        }
        self.profile_for(&rewards)?;
        Ok(rewards)
    }

    /// The profile real ops are timed with: the rewards' `@profile` (all the same), else
    /// `data.profile`.
    fn profile_for(&self, rewards: &[Reward]) -> Result<String, ConfigError> {
        let named: Vec<&str> = rewards.iter().filter_map(|r| r.profile()).collect();
        match named.first() {
            None => Ok(self.data.profile.clone()),
            Some(p) if named.iter().all(|q| q == p) && named.len() == rewards.len() => {
                Ok(p.to_string())
            }
            Some(_) => Err(ConfigError::MixedProfiles),
        }
    }

    /// The profile the training graphs' real ops are timed with.
    #[cfg(feature = "torch")]
    pub(crate) fn profile(&self) -> Result<String, ConfigError> {
        self.profile_for(&self.objectives()?)
    }

    /// A digest of everything that decides the run (after command-line overrides).
    #[cfg(feature = "torch")]
    pub(crate) fn digest(&self) -> String {
        use sha2::Digest;
        let json = serde_json::to_string(self).expect("configs serialise");
        format!("{:x}", sha2::Sha256::digest(json.as_bytes()))
    }
}

/// Which balance condition to train with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LossKind {
    /// Log-partition variance ("VarGrad", the paper's): per graph and σ, the variance over
    /// trajectories of ζ = log R − log P_F. Needs no learned Z.
    Vargrad,
    /// Trajectory balance with a learned log Z per (graph, σ, objective).
    #[serde(alias = "tb")]
    TrajectoryBalance,
}

impl std::str::FromStr for LossKind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "vargrad" => Ok(LossKind::Vargrad),
            "tb" | "trajectory-balance" => Ok(LossKind::TrajectoryBalance),
            _ => Err(format!("unknown loss '{s}' (expected vargrad or tb)")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `flowsched-lab train` prints these as it did when they were plain strings.
    #[test]
    fn config_errors_keep_their_messages() {
        let mut config: TrainConfig = serde_json::from_str("{}").unwrap();
        assert!(config.objectives().is_ok() && config.check_shard().is_ok());
        config.data.shard = Some((2, 2));
        assert_eq!(
            config.check_shard().unwrap_err().to_string(),
            "shard 2/2: expected i/N with 0 ≤ i < N"
        );
        config.train.objectives = Vec::new();
        assert_eq!(
            config.objectives().unwrap_err().to_string(),
            "train.objectives is empty"
        );
        config.train.objectives = vec!["makespan:4@h200".into(), "makespan:4@cpu".into()];
        assert_eq!(
            config.objectives().unwrap_err().to_string(),
            "train.objectives name different device profiles: train one model per profile and \
             compose them with `flowsched-lab aggregate`"
        );
        config.train.objectives = vec!["nonsense".into()];
        let parse: Result<Reward, String> = "nonsense".parse();
        assert_eq!(
            config.objectives().unwrap_err().to_string(),
            parse.unwrap_err()
        );
    }
}
