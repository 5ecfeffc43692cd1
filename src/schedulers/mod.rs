//! Every non-learned way to produce an order. Each scheduler returns validated [`Order`]s, so a
//! comparison between any two of them (and the GFlowNet) is like for like.

pub mod annealing;
mod basic;
pub mod brkga;
pub mod exact_makespan;

pub use basic::{DfsPostOrder, KahnFifo, Original};

use crate::cost::Objective;
use crate::dag::{Order, ScheduleDag};
use rand_chacha::ChaCha8Rng;

pub trait Scheduler {
    /// The name used on the command line and in reports.
    fn name(&self) -> &'static str;
    /// Up to `n` orders for `dag` (deterministic heuristics return one). `rng` is the only
    /// source of randomness, so a seed fixes the result.
    fn orders(
        &self,
        dag: &ScheduleDag,
        objective: Objective,
        n: usize,
        rng: &mut ChaCha8Rng,
    ) -> Vec<Order>;
}

#[derive(Debug, thiserror::Error)]
#[error("unknown scheduler '{0}' (available: {list})", list = NAMES.join(", "))]
pub struct UnknownScheduler(pub String);

/// Names accepted by [`by_name`].
pub const NAMES: &[&str] = &["original", "kahn", "dfs"];

pub fn by_name(name: &str) -> Result<Box<dyn Scheduler>, UnknownScheduler> {
    Ok(match name {
        "original" => Box::new(Original),
        "kahn" => Box::new(KahnFifo),
        "dfs" => Box::new(DfsPostOrder),
        other => return Err(UnknownScheduler(other.to_string())),
    })
}

/// Expands a comma-separated list of scheduler names.
pub fn parse_list(list: &str) -> Result<Vec<Box<dyn Scheduler>>, UnknownScheduler> {
    list.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(by_name)
        .collect()
}
