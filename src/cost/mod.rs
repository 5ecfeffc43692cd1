//! Proxy cost models: fast estimates that rank candidate orders before any device run.

mod memory;

pub use memory::{memory_profile, peak_memory, MemoryProfile};

use crate::dag::{Order, ScheduleDag};
use serde::{Deserialize, Serialize};

/// What a schedule is judged on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Objective {
    /// Peak bytes of live activations in a sequential run.
    PeakMemory,
}

impl Objective {
    /// The proxy cost of `order`; lower is better.
    pub fn proxy_cost(&self, dag: &ScheduleDag, order: &Order) -> f64 {
        match self {
            Objective::PeakMemory => peak_memory(dag, order) as f64,
        }
    }
}

impl std::str::FromStr for Objective {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "memory" | "peak-memory" => Ok(Objective::PeakMemory),
            other => Err(format!("unknown objective '{other}' (expected: memory)")),
        }
    }
}
