//! What a weights file describes, shared by the pure-Rust forward pass that samples
//! ([`super::policy`]) and the libtorch network that trains ([`super::model`]): the
//! configuration, its encoding in the file's `meta` tensor, and the head's layout.

use super::env::{GraphEnv, HEAD_DIM, HINTS};
use super::features::COND_FEATURES;
use super::reward::Reward;
use flowsched_core::dag::Planned;

/// Format version of the weights file (the `meta` tensor's first entry).
pub const FORMAT_VERSION: i64 = 1;

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct ModelConfig {
    pub hidden: i64,
    pub layers: i64,
    /// Makespan actions pick the unit too (the paper's action space) instead of list
    /// scheduling's unit; see models/README.md for which wins.
    pub unit_actions: bool,
    pub encoder: Encoder,
    /// Dynamic "next in a classic DFS order" features (see [`super::env`]). Left out of the
    /// serialised config when off, so the digests of earlier runs stay as they were.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub hints: bool,
    /// The runtime's execution model is a condition, like the objective and σ: one more
    /// conditioning input, 1 where the runtime walks the graph (`ScheduleDag::walked`, ORT's
    /// default order) and 0 where it runs the file as written. One set of weights then serves
    /// both action spaces. Left out of the serialised config when off, like `hints`.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub walk_condition: bool,
}

/// The graph encoder.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Encoder {
    /// Mean over predecessors and over successors, concatenated (what ships).
    #[default]
    MessagePassing,
    /// Topoformer-style attention masked by DAG relations.
    Attention,
}

impl Default for ModelConfig {
    fn default() -> Self {
        ModelConfig {
            hidden: 64,
            layers: 4,
            unit_actions: false,
            encoder: Encoder::MessagePassing,
            hints: false,
            walk_condition: false,
        }
    }
}

impl ModelConfig {
    /// The environment a model with this config samples in (its action space and features).
    pub fn env<'a>(&self, dag: &Planned<'a>, reward: Reward) -> GraphEnv<'a> {
        GraphEnv::for_reward(dag, reward)
            .with_unit_actions(self.unit_actions)
            .with_hints(self.hints)
    }

    /// Columns of the per-node head (and of [`super::env::NodeParams`]).
    pub(crate) fn head_width(&self) -> usize {
        HEAD_DIM + if self.hints { HINTS } else { 0 }
    }

    /// Inputs of the conditioning: [`COND_FEATURES`], and the execution model where it is one.
    pub(crate) fn cond_width(&self) -> usize {
        COND_FEATURES + self.walk_condition as usize
    }

    /// What the network is conditioned on for `dag` at σ: the reward's conditioning
    /// ([`Reward::conditioning`]), then whether the runtime walks `dag` where that is a
    /// condition. The one definition for the network that trains and the one that samples.
    pub(crate) fn conditioning(&self, reward: &Reward, sigma: f64, dag: &Planned) -> Vec<f32> {
        let mut c = reward.conditioning(sigma, dag.len()).to_vec();
        if self.walk_condition {
            c.push(dag.walked().is_some() as u8 as f32);
        }
        c
    }

    /// The `meta` tensor: [format, hidden, layers], then the flags unit actions, encoder,
    /// hints and walk condition only as far as one that follows is not the default, so files
    /// of earlier architectures keep their layout.
    #[cfg(feature = "torch")]
    pub(crate) fn meta(&self) -> Vec<i64> {
        let attention = self.encoder != Encoder::MessagePassing;
        let flags = [
            self.unit_actions,
            attention,
            self.hints,
            self.walk_condition,
        ];
        let set = flags.iter().rposition(|&f| f).map_or(0, |last| last + 1);
        let mut meta = vec![FORMAT_VERSION, self.hidden, self.layers];
        meta.extend(flags[..set].iter().map(|&f| f as i64));
        meta
    }

    /// The configuration a `meta` tensor describes.
    pub(crate) fn from_meta(meta: &[f32]) -> Result<Self, WeightsError> {
        if !(3..=7).contains(&meta.len()) || meta[0] as i64 != FORMAT_VERSION {
            return Err(format!(
                "weights format {:?}, this flowsched reads format {FORMAT_VERSION}",
                meta.first()
            )
            .into());
        }
        let config = ModelConfig {
            hidden: meta[1] as i64,
            layers: meta[2] as i64,
            unit_actions: meta.get(3) == Some(&1.0),
            encoder: if meta.get(4) == Some(&1.0) {
                Encoder::Attention
            } else {
                Encoder::MessagePassing
            },
            hints: meta.get(5) == Some(&1.0),
            walk_condition: meta.get(6) == Some(&1.0),
        };
        if config.hidden < 1 || config.layers < 0 {
            return Err(format!("meta describes {config:?}, not a network").into());
        }
        if config.encoder == Encoder::Attention && config.hidden % ATTENTION_HEADS != 0 {
            return Err(format!(
                "hidden width {} does not split into {ATTENTION_HEADS} attention heads",
                config.hidden
            )
            .into());
        }
        Ok(config)
    }
}

/// Heads of the attention encoder.
pub const ATTENTION_HEADS: i64 = 4;
/// Relations the attention encoder attends over: predecessors, successors, 2-hop ancestors,
/// 2-hop descendants.
pub const ATTENTION_RELATIONS: i64 = 4;

/// Edges (a → v) for every ancestor a exactly two steps above v, deduplicated; `preds[v]`
/// lists v's predecessors.
pub(crate) fn two_hop(preds: &[Vec<usize>]) -> Vec<(usize, usize)> {
    let mut edges = Vec::new();
    for (v, ps) in preds.iter().enumerate() {
        let mut seen: Vec<usize> = ps.iter().flat_map(|&p| preds[p].iter().copied()).collect();
        seen.sort_unstable();
        seen.dedup();
        edges.extend(seen.into_iter().map(|a| (a, v)));
    }
    edges
}

/// Why a weights file does not describe a network this flowsched runs.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{0}")]
pub struct WeightsError(pub String);

impl From<String> for WeightsError {
    fn from(message: String) -> Self {
        WeightsError(message)
    }
}

impl From<&str> for WeightsError {
    fn from(message: &str) -> Self {
        WeightsError(message.to_string())
    }
}
