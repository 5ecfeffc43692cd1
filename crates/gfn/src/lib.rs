//! The conditional GFlowNet ("Robust Scheduling with GFlowNets", ICLR 2023): a policy that
//! samples topological orders with probability ∝ R(order), conditioned on the graph, on the
//! temperature σ and on the objective, so one pretrained model serves unseen graphs and lets
//! users pick diversity against quality at inference time.
//!
//! Pieces, as in torchgfn: `features` (what the policy sees), [`env`] (states, masks,
//! transitions, rewards), `policy` (the network's forward pass), `sampler` (the
//! [`flowsched_core::schedulers::Scheduler`]); all plain Rust, in every build. Training needs
//! gradients, so `model` (the same network in libtorch), `loss` (VarGrad and trajectory
//! balance), [`train`] and [`aggregate`] come with the `torch` feature.

#[cfg(feature = "torch")]
pub mod aggregate;
pub(crate) mod architecture;
#[cfg(feature = "torch")]
pub(crate) mod attention;
pub mod config;
pub mod data;
pub mod env;

pub(crate) mod features;
mod layout;
#[cfg(feature = "torch")]
pub(crate) mod loss;
pub mod manifest;
#[cfg(feature = "torch")]
pub(crate) mod model;
#[cfg(feature = "torch")]
pub mod optim;
pub(crate) mod policy;
mod ready;
pub mod registry;
pub mod reward;
pub mod rollout;
pub(crate) mod sampler;
#[cfg(feature = "torch")]
pub mod train;

pub use architecture::{Encoder, ModelConfig};
#[cfg(feature = "torch")]
pub use model::PolicyNet;
pub use policy::Policy;
pub use reward::Reward;
pub use sampler::GflownetScheduler;

use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
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

/// The weights shipped in `weights/` (and built into the library: `policy::SHIPPED_WEIGHTS`);
/// the repository's `models/` links to them beside the configs that trained them.
pub const SHIPPED_MODEL: &str = "flowsched-gfn.safetensors";

/// Weights named by `$FLOWSCHED_MODEL`, if set; otherwise the built-in shipped ones are used.
fn model_from_env() -> Option<PathBuf> {
    std::env::var_os("FLOWSCHED_MODEL").map(PathBuf::from)
}

/// The shipped weights' file in this source tree (what training and the tests compare with).
pub fn shipped_model_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("weights")
        .join(SHIPPED_MODEL)
}
