//! Every non-learned way to produce an order. Each scheduler returns validated [`Order`]s, so a
//! comparison between any two of them (and the GFlowNet) is like for like.

pub mod annealing;
mod basic;
pub mod brkga;
mod critical_path;
pub mod exact_makespan;
pub mod exact_memory;
pub mod hierarchical;
mod inductor;
pub mod peak_moves;
mod random;
pub mod registry;
mod reverse_postorder;
pub mod seeded;
mod xla;

pub use basic::{DfsPostOrder, KahnFifo, Original};
pub use critical_path::{critical_path_order, upward_rank, CriticalPath};
pub use exact_makespan::MakespanBranchAndBound;
pub use exact_memory::{ExactMemoryResult, MemoryDp};
pub use hierarchical::Hierarchical;
pub use inductor::{InductorBfs, InductorDefault, InductorDfs, InductorLpmf};
pub use random::RandomTopological;
pub use registry::{classic, entry, is_learned, names, of_kind, Kind, SCHEDULERS};
pub use seeded::{Search, SeededSearch};
pub use xla::{XlaDefault, XlaDfs, XlaList};

use crate::cost::{Evaluator, Objective};
use crate::dag::{Order, Planned};
use rand_chacha::ChaCha8Rng;
use std::path::PathBuf;

pub trait Scheduler {
    /// The name used on the command line and in reports.
    fn name(&self) -> &'static str;
    /// Up to `n` orders for `dag` (deterministic heuristics return one). `rng` is the only
    /// source of randomness, so a seed fixes the result.
    fn orders(&self, dag: &Planned, objective: Objective, n: usize, rng: &mut Rng) -> Vec<Order>;
    /// [`Scheduler::orders`], each with where it came from: the GFlowNet mixes its samples
    /// with refined samples and classic seeds, and a report says which one won.
    fn labelled_orders(
        &self,
        dag: &Planned,
        objective: Objective,
        n: usize,
        rng: &mut Rng,
    ) -> Vec<(Order, Origin)> {
        self.orders(dag, objective, n, rng)
            .into_iter()
            .map(|o| (o, Origin::Own))
            .collect()
    }
    /// [`Scheduler::labelled_orders`] where every order must keep the peak memory under `cap`
    /// bytes (`--memory-cap`). A scheduler that can steer by memory (the GFlowNet) conditions
    /// its orders on the cap; the others give their usual orders, and the caller drops those
    /// over it.
    fn capped_orders(
        &self,
        dag: &Planned,
        objective: Objective,
        n: usize,
        rng: &mut Rng,
        cap: u64,
    ) -> Vec<(Order, Origin)> {
        let _ = cap;
        self.labelled_orders(dag, objective, n, rng)
    }
    /// An exact solver's best order for `objective` and whether it proved it optimal; `None`
    /// for schedulers that prove nothing, or an objective the solver does not solve.
    fn proven(&self, dag: &Planned, eval: &Evaluator) -> Option<(Order, bool)> {
        let _ = (dag, eval);
        None
    }
}

/// The one source of randomness of a scheduler: a seed fixes every order it gives.
pub type Rng = ChaCha8Rng;

/// Where a candidate order came from, within the scheduler that gave it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
#[non_exhaustive]
pub enum Origin {
    /// The scheduler's own order (every scheduler but the GFlowNet).
    #[default]
    Own,
    /// A GFlowNet sample, as drawn.
    Sample,
    /// The GFlowNet policy's most likely order.
    Greedy,
    /// A sample improved by local search (rebuilt tails, peak moves).
    Refined,
    /// A classic heuristic's order, among the GFlowNet's candidates as a seed.
    ClassicSeed,
}

impl Origin {
    /// How a summary says it: nothing for a scheduler's own order.
    pub fn label(self) -> Option<&'static str> {
        match self {
            Origin::Own => None,
            Origin::Sample => Some("sample"),
            Origin::Greedy => Some("greedy"),
            Origin::Refined => Some("refined sample"),
            Origin::ClassicSeed => Some("classic seed"),
        }
    }
}

#[derive(Debug, thiserror::Error)]
#[error("unknown scheduler '{0}' (available: {list})", list = SCHEDULERS.iter().map(|e| e.name).collect::<Vec<_>>().join(", "))]
pub struct UnknownScheduler(pub String);

/// A scheduler that needs no weights, by name (see [`registry`]).
pub fn by_name(name: &str) -> Result<Box<dyn Scheduler>, SchedulerError> {
    entry(name)?
        .make()
        .ok_or_else(|| SchedulerError::NeedsWeights(name.to_string()))
}

#[derive(Debug, thiserror::Error)]
pub enum SchedulerError {
    #[error(transparent)]
    Unknown(#[from] UnknownScheduler),
    #[error("gflownet: {0}")]
    Gflownet(String),
    #[error("scheduler '{0}' is learned: it is built from weights (registry::build)")]
    NeedsWeights(String),
}

/// How to make the GFlowNet scheduler.
#[derive(Debug, Clone)]
pub struct GflownetOptions {
    /// Weights; `None`: the shipped model (`models/`, or `$FLOWSCHED_MODEL`).
    pub model: Option<PathBuf>,
    /// Temperature: lower concentrates on the best orders, higher gives more diverse ones.
    pub sigma: f64,
    /// Local-search rounds for each of the best `refine_top` samples (0: none).
    pub refine_rounds: usize,
    pub refine_top: usize,
    /// Fine-tune on the graph being scheduled for this many steps first (0: zero-shot).
    pub finetune_steps: usize,
    /// Add the policy's greedy order (its σ → 0 limit) to the samples.
    pub greedy: bool,
    /// Add the classic heuristics' orders to the samples, as BRKGA is seeded with them.
    pub classic_seeds: bool,
    /// The fraction of samples decoded with per-op random keys instead of step by step:
    /// more diverse orders at a small cost in quality (0: none).
    pub spread: f64,
}

/// The table's values ([`crate::defaults`]); the policy's greedy order and the classic seeds
/// join the samples.
impl Default for GflownetOptions {
    fn default() -> Self {
        use crate::defaults as d;
        GflownetOptions {
            model: None,
            sigma: d::SIGMA,
            refine_rounds: d::REFINE_ROUNDS,
            refine_top: d::REFINE_TOP,
            finetune_steps: d::FINETUNE_STEPS,
            greedy: true,
            classic_seeds: true,
            spread: d::SPREAD,
        }
    }
}

/// Expands a comma-separated list of scheduler names (`classic` stands for [`classic`]),
/// checking each.
pub(crate) fn parse_names(list: &str) -> Result<Vec<String>, UnknownScheduler> {
    let mut out = Vec::new();
    for name in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        if name == "classic" {
            out.extend(classic().map(|n| n.to_string()));
        } else {
            entry(name)?;
            out.push(name.to_string());
        }
    }
    Ok(out)
}

/// A checked list of scheduler names (`classic` expanded), parsed once where the user gives
/// it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SchedulerList {
    /// As the user wrote it.
    spec: String,
    names: Vec<String>,
    /// Nobody named it: the objective picks the list ([`SchedulerList::for_objective`]).
    by_default: bool,
}

impl std::str::FromStr for SchedulerList {
    type Err = UnknownScheduler;
    fn from_str(list: &str) -> Result<SchedulerList, UnknownScheduler> {
        Ok(SchedulerList {
            spec: list.trim().to_string(),
            names: parse_names(list)?,
            by_default: false,
        })
    }
}

/// The schedulers used when none is named: the memory objective's
/// ([`crate::defaults::SCHEDULERS`]) until [`SchedulerList::for_objective`] says which.
impl Default for SchedulerList {
    fn default() -> Self {
        SchedulerList::default_for(false)
    }
}

impl SchedulerList {
    /// The default list of a timed objective (makespan, latency) or of memory.
    fn default_for(timed: bool) -> SchedulerList {
        SchedulerList {
            by_default: true,
            ..crate::defaults::schedulers_for(timed)
                .parse()
                .expect("the default names schedulers")
        }
    }

    /// The list a run of a `timed` objective uses: the one named, else that objective's
    /// default.
    pub fn for_objective(&self, timed: bool) -> SchedulerList {
        match self.by_default {
            true => SchedulerList::default_for(timed),
            false => self.clone(),
        }
    }

    /// Whether nobody named the list.
    pub fn is_default(&self) -> bool {
        self.by_default
    }

    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The list as the user wrote it (`classic` unexpanded).
    pub fn spec(&self) -> &str {
        &self.spec
    }
}

/// One candidate order, with the scheduler that made it and how.
#[derive(Debug, Clone, PartialEq)]
pub struct Labelled {
    pub scheduler: String,
    pub order: Order,
    pub origin: Origin,
}

/// The candidates every ranking starts from: the original order first (so a result is never
/// worse than the input), then each scheduler's `samples` orders. Every scheduler is listed,
/// even where it agrees with another; a randomised scheduler's repeats are not.
pub fn collect_candidates(
    dag: &Planned,
    schedulers: &[Box<dyn Scheduler>],
    objective: Objective,
    samples: usize,
    rng: &mut ChaCha8Rng,
) -> Vec<Labelled> {
    collect_capped(dag, schedulers, objective, samples, rng, None)
}

/// [`collect_candidates`] with each scheduler asked for orders under `cap` bytes, where set
/// ([`Scheduler::capped_orders`]).
pub fn collect_capped(
    dag: &Planned,
    schedulers: &[Box<dyn Scheduler>],
    objective: Objective,
    samples: usize,
    rng: &mut ChaCha8Rng,
    cap: Option<u64>,
) -> Vec<Labelled> {
    let mut out = vec![Labelled {
        scheduler: "original".into(),
        order: Order::original(dag),
        origin: Origin::Own,
    }];
    for s in schedulers.iter().filter(|s| s.name() != "original") {
        let start = out.len();
        let orders = match cap {
            Some(cap) => s.capped_orders(dag, objective, samples.max(1), rng, cap),
            None => s.labelled_orders(dag, objective, samples.max(1), rng),
        };
        for (order, origin) in orders {
            if !out[start..].iter().any(|c| c.order == order) {
                out.push(Labelled {
                    scheduler: s.name().to_string(),
                    order,
                    origin,
                });
            }
        }
    }
    out
}

/// The order with the lowest peak memory among what `schedulers` produce (the first on ties):
/// how XLA's and Inductor's defaults combine their heuristics.
pub(crate) fn best_by_memory(
    dag: &Planned,
    objective: Objective,
    n: usize,
    rng: &mut ChaCha8Rng,
    schedulers: &[&dyn Scheduler],
) -> Vec<Order> {
    let memory = crate::cost::MemoryEvaluator::new(dag);
    let candidates = schedulers
        .iter()
        .flat_map(|s| s.orders(dag, objective, n, rng));
    candidates
        .min_by_key(|o| memory.peak(o))
        .into_iter()
        .collect()
}
