//! What a schedule is judged on, in one place: each objective's spec string, its proxy cost and
//! lower bound, whether it is timed, how its costs read, the GFlowNet reward it gives, and the
//! heuristic that stands in for it. Adding an objective is a variant here and its arms below;
//! nothing else in the crate matches on the variants.

use super::makespan::{self, decode_list, makespan_lower_bound};
use super::memory::{self, MemoryEvaluator};
use crate::dag::{Order, Planned, ScheduleDag};
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

    /// Whether runtimes decide the cost (makespan, latency) rather than bytes.
    pub fn is_timed(&self) -> bool {
        self.units().is_some()
    }

    /// Whether only a device can tell orders apart: latency's proxy on one stream is the sum
    /// of the runtimes, the same for every order, so a pass without a device cannot rank.
    pub fn needs_device(&self) -> bool {
        matches!(self, Objective::Latency { .. })
    }

    /// The objective on a device with `streams` parallel streams: latency's proxy schedules
    /// onto that many units; the others are already fixed by their spec.
    pub fn on_streams(self, streams: usize) -> Objective {
        match self {
            Objective::Latency { .. } => Objective::Latency {
                streams: streams.max(1),
            },
            o => o,
        }
    }

    /// The spec `FromStr` reads back: `memory`, `makespan:M`, `latency`.
    pub fn spec(&self) -> String {
        match self {
            Objective::PeakMemory => "memory".into(),
            Objective::Makespan { units } => format!("makespan:{units}"),
            Objective::Latency { .. } => "latency".into(),
        }
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

    /// Of the two tallies a GFlowNet trajectory keeps (the peak of a sequential run and the
    /// list-scheduled makespan), the one that is this objective's cost.
    pub fn pick(&self, peak: f64, makespan: f64) -> f64 {
        if self.is_timed() {
            makespan
        } else {
            peak
        }
    }

    /// The GFlowNet's reward quality of a cost, `log R = Σ wᵢ · qualityᵢ / σ`: for time,
    /// the speedup over one unit minus the unit count (0 at perfect scaling); for memory, the
    /// lower bound over the peak minus 1 (0 at the bound). Both are ≤ 0 and scale-free, so
    /// one σ serves graphs of any size.
    pub fn quality(&self, cost: f64, scale: &RewardScale) -> f64 {
        match self.units() {
            Some(m) => makespan::speedup(&scale.runtimes, cost) - m as f64,
            None if cost > 0.0 => scale.memory_bound / cost - 1.0,
            None => 0.0,
        }
    }

    /// The classic heuristic that stands in when a block is over a scheduler's budget.
    pub fn stand_in_heuristic(&self) -> &'static str {
        if self.is_timed() {
            "critical-path"
        } else {
            "xla-default"
        }
    }
}

/// What [`Objective::quality`] normalises by, computed once per graph.
#[derive(Debug, Clone)]
pub struct RewardScale {
    /// Each node's runtime (Σ of them is the one-unit makespan).
    pub runtimes: Vec<f64>,
    /// The peak-memory lower bound.
    pub memory_bound: f64,
}

impl RewardScale {
    pub fn new(dag: &ScheduleDag) -> Self {
        RewardScale {
            runtimes: makespan::runtimes(dag),
            memory_bound: memory::memory_lower_bound(dag) as f64,
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

/// The table's ([`crate::defaults::OBJECTIVE`]): peak memory.
impl Default for Objective {
    fn default() -> Self {
        crate::defaults::OBJECTIVE
            .parse()
            .expect("the default objective parses")
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
                    "unknown objective '{s}' (expected memory, makespan:M or latency)"
                )),
            },
        }
    }
}

/// Scores many orders of one graph for one objective, with the per-graph work done once.
pub struct Evaluator<'a> {
    dag: Planned<'a>,
    objective: Objective,
    runtimes: Vec<f64>,
    memory: MemoryEvaluator<'a>,
}

impl<'a> Evaluator<'a> {
    pub fn new(dag: &Planned<'a>, objective: Objective) -> Self {
        Evaluator {
            dag: *dag,
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
    /// The memory proxy, as the runtime's plan counts it.
    pub fn memory(&self) -> &MemoryEvaluator<'a> {
        &self.memory
    }
    /// The proxy cost of `order`; lower is better.
    pub fn cost(&self, order: &Order) -> f64 {
        match self.objective.units() {
            None => self.memory.peak(order) as f64,
            Some(units) => decode_list(&self.dag, order, units, &self.runtimes, None).makespan,
        }
    }
    /// A lower bound on the cost of any order.
    pub fn lower_bound(&self) -> f64 {
        match self.objective.units() {
            None => memory::lower_bound(&self.dag) as f64,
            Some(units) => makespan_lower_bound(&self.dag, units, &self.runtimes),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_spec_reads_back() {
        for o in [
            Objective::PeakMemory,
            Objective::Makespan { units: 3 },
            Objective::Latency { streams: 1 },
        ] {
            assert_eq!(o.spec().parse::<Objective>(), Ok(o));
        }
        assert!("makespan:0".parse::<Objective>().is_err());
        assert!("speed"
            .parse::<Objective>()
            .unwrap_err()
            .contains("latency"));
    }

    #[test]
    fn only_latency_takes_the_device_streams() {
        assert_eq!(
            Objective::Latency { streams: 1 }.on_streams(4),
            Objective::Latency { streams: 4 }
        );
        assert_eq!(
            Objective::Latency { streams: 1 }.on_streams(0),
            Objective::Latency { streams: 1 }
        );
        let m = Objective::Makespan { units: 2 };
        assert_eq!(m.on_streams(4), m);
        assert_eq!(Objective::PeakMemory.on_streams(4), Objective::PeakMemory);
    }

    #[test]
    fn quality_is_zero_at_the_bound_and_negative_above_it() {
        let scale = RewardScale {
            runtimes: vec![1.0, 1.0, 2.0],
            memory_bound: 100.0,
        };
        let mem = Objective::PeakMemory;
        assert_eq!(mem.quality(100.0, &scale), 0.0);
        assert_eq!(mem.quality(200.0, &scale), -0.5);
        let two = Objective::Makespan { units: 2 };
        assert_eq!(two.quality(2.0, &scale), 0.0);
        assert_eq!(two.quality(4.0, &scale), -1.0);
        assert_eq!(two.pick(7.0, 3.0), 3.0);
        assert_eq!(mem.pick(7.0, 3.0), 7.0);
    }
}
