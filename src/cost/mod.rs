//! Proxy cost models: fast estimates that rank candidate orders before any device run.

pub mod makespan;
pub mod memory;
pub mod profile;
pub mod target;

pub use makespan::{
    decode_list, decode_with_units, makespan_lower_bound, speedup, Transfer, UnitSchedule,
};
pub use memory::{memory_profile, peak_memory, FreeTracker, MemoryEvaluator, MemoryProfile};
pub use profile::DeviceProfile;

use crate::dag::{Order, ScheduleDag};
use serde::{Deserialize, Serialize};

/// What a schedule is judged on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Objective {
    /// Peak bytes of live activations in a sequential run.
    PeakMemory,
    /// Makespan on `units` identical units, orders decoded by list scheduling.
    Makespan { units: usize },
    /// Wall-clock latency on the device with `streams` parallel streams; its proxy is the
    /// makespan on that many units.
    Latency { streams: usize },
}

impl Objective {
    /// Parallel units the objective schedules onto, if it is a time objective.
    pub fn units(&self) -> Option<usize> {
        match self {
            Objective::PeakMemory => None,
            Objective::Makespan { units } => Some(*units),
            Objective::Latency { streams } => Some(*streams),
        }
    }
}

impl Objective {
    /// Whether runtimes decide the cost (makespan, latency) rather than bytes.
    pub fn is_timed(&self) -> bool {
        self.units().is_some()
    }

    /// What a cost of this objective is called in tables.
    pub fn cost_name(&self) -> &'static str {
        if self.is_timed() {
            "makespan"
        } else {
            "peak memory"
        }
    }

    /// A cost of this objective as people read it: bytes for memory, seconds for time.
    pub fn format_cost(&self, cost: f64) -> String {
        if self.is_timed() {
            format!("{cost:.4e}")
        } else {
            memory::human_bytes(cost as u64)
        }
    }
}

impl std::fmt::Display for Objective {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Objective::PeakMemory => write!(f, "peak memory"),
            Objective::Makespan { units } => write!(f, "makespan on {units} units"),
            Objective::Latency { streams } => write!(f, "latency on {streams} streams"),
        }
    }
}

/// Scores many orders of one graph for one objective, with the per-graph work done once.
pub struct Evaluator<'a> {
    dag: &'a ScheduleDag,
    objective: Objective,
    runtimes: Vec<f64>,
    memory: MemoryEvaluator<'a>,
}

impl<'a> Evaluator<'a> {
    pub fn new(dag: &'a ScheduleDag, objective: Objective) -> Self {
        Evaluator {
            dag,
            objective,
            runtimes: makespan::runtimes(dag),
            memory: MemoryEvaluator::new(dag),
        }
    }
    pub fn objective(&self) -> Objective {
        self.objective
    }
    pub fn runtimes(&self) -> &[f64] {
        &self.runtimes
    }
    /// The proxy cost of `order`; lower is better.
    pub fn cost(&self, order: &Order) -> f64 {
        match self.objective {
            Objective::PeakMemory => self.memory.peak(order) as f64,
            Objective::Makespan { units } | Objective::Latency { streams: units } => {
                decode_list(self.dag, order, units, &self.runtimes, None).makespan
            }
        }
    }
    /// A lower bound on the cost of any order.
    pub fn lower_bound(&self) -> f64 {
        match self.objective {
            Objective::PeakMemory => memory::memory_lower_bound(self.dag) as f64,
            Objective::Makespan { units } | Objective::Latency { streams: units } => {
                makespan_lower_bound(self.dag, units, &self.runtimes)
            }
        }
    }
}

impl Objective {
    /// The spec `FromStr` reads back: `memory`, `makespan:M`, `latency`.
    pub fn spec(&self) -> String {
        match self {
            Objective::PeakMemory => "memory".into(),
            Objective::Makespan { units } => format!("makespan:{units}"),
            Objective::Latency { .. } => "latency".into(),
        }
    }

    /// The proxy cost of `order`; lower is better.
    pub fn proxy_cost(&self, dag: &ScheduleDag, order: &Order) -> f64 {
        Evaluator::new(dag, *self).cost(order)
    }
}

impl std::str::FromStr for Objective {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "memory" | "peak-memory" => Ok(Objective::PeakMemory),
            "latency" => Ok(Objective::Latency { streams: 1 }),
            _ => match s.strip_prefix("makespan") {
                Some("") => Ok(Objective::Makespan { units: 4 }),
                Some(rest) => match rest.strip_prefix(':').and_then(|m| m.parse::<usize>().ok()) {
                    Some(units) if units > 0 => Ok(Objective::Makespan { units }),
                    _ => Err(format!(
                        "bad objective '{s}' (expected makespan:M with M ≥ 1 units)"
                    )),
                },
                None => Err(format!(
                    "unknown objective '{s}' (expected memory or makespan:M)"
                )),
            },
        }
    }
}
