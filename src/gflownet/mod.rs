//! The conditional GFlowNet ("Robust Scheduling with GFlowNets", ICLR 2023): a policy that
//! samples topological orders with probability ∝ R(order), conditioned on the graph, on the
//! temperature σ and on the objective, so one pretrained model serves unseen graphs and lets
//! users pick diversity against quality at inference time.
//!
//! Pieces, as in torchgfn: [`features`] (what the policy sees), [`env`] (states, masks,
//! transitions, rewards; plain Rust), [`model`] (the network), [`loss`] (VarGrad and
//! trajectory balance), [`sampler`] (the [`crate::schedulers::Scheduler`]), [`train`].

pub mod aggregate;
pub mod attention;
pub mod config;
pub mod data;
pub mod env;
pub mod features;
pub mod loss;
pub mod manifest;
pub mod model;
pub mod optim;
pub mod reward;
pub mod rollout;
pub mod sampler;
pub mod train;

pub use model::{Encoder, ModelConfig, PolicyNet};
pub use reward::Reward;
pub use sampler::GflownetScheduler;

use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
pub enum GflownetError {
    #[error("{}: {reason}", path.display())]
    Weights { path: PathBuf, reason: String },
    #[error("{}: {reason}", path.display())]
    Config { path: PathBuf, reason: String },
    #[error("{}: {reason}", path.display())]
    Data { path: PathBuf, reason: String },
    #[error("{0}")]
    Io(String),
}

/// The weights shipped in `models/`.
pub const SHIPPED_MODEL: &str = "flowsched-gfn.safetensors";

/// Where the shipped weights are: `$FLOWSCHED_MODEL` if set, else `models/` of this source tree.
pub fn default_model_path() -> PathBuf {
    std::env::var_os("FLOWSCHED_MODEL")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(env!("CARGO_MANIFEST_DIR"))
                .join("models")
                .join(SHIPPED_MODEL)
        })
}
