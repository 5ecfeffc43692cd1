//! Every non-learned way to produce an order. Each scheduler returns validated [`Order`]s, so a
//! comparison between any two of them (and the GFlowNet) is like for like.

pub mod annealing;
mod basic;
pub mod brkga;
mod critical_path;
pub mod exact_makespan;
pub mod exact_memory;
mod inductor;
pub mod peak_moves;
mod random;
pub(crate) mod seeded;
mod xla;

pub use basic::{DfsPostOrder, KahnFifo, Original};
pub use critical_path::{critical_path_order, upward_rank, CriticalPath};
pub use exact_makespan::MakespanBranchAndBound;
pub use exact_memory::{ExactMemoryResult, MemoryDp};
pub use inductor::{InductorBfs, InductorDefault, InductorDfs, InductorLpmf};
pub use random::RandomTopological;
pub use seeded::{Search, SeededSearch};
pub use xla::{XlaDefault, XlaDfs, XlaList};

use crate::cost::Objective;
use crate::dag::{Order, ScheduleDag};
use rand_chacha::ChaCha8Rng;
use std::path::PathBuf;

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
pub const NAMES: &[&str] = &[
    "original",
    "kahn",
    "dfs",
    "xla-list",
    "xla-dfs",
    "xla-postorder",
    "xla-default",
    "inductor-lpmf",
    "inductor-bfs",
    "inductor-dfs",
    "inductor-default",
    "critical-path",
    "random",
    "brkga",
    "annealing",
    "peak-search",
    "exact-memory",
    "bnb-makespan",
];

/// `classic`: every deterministic heuristic (search and exact solvers are asked for by name,
/// since they cost more).
pub const CLASSIC: &[&str] = &[
    "original",
    "kahn",
    "dfs",
    "xla-list",
    "xla-dfs",
    "inductor-lpmf",
    "inductor-bfs",
    "inductor-dfs",
    "critical-path",
];

pub fn by_name(name: &str) -> Result<Box<dyn Scheduler>, UnknownScheduler> {
    Ok(match name {
        "original" => Box::new(Original),
        "kahn" => Box::new(KahnFifo),
        "dfs" | "xla-postorder" => Box::new(DfsPostOrder),
        "xla-list" => Box::new(XlaList),
        "xla-dfs" => Box::new(XlaDfs),
        "xla-default" => Box::new(XlaDefault),
        "inductor-lpmf" => Box::new(InductorLpmf),
        "inductor-bfs" => Box::new(InductorBfs),
        "inductor-dfs" => Box::new(InductorDfs),
        "inductor-default" => Box::new(InductorDefault),
        "critical-path" => Box::new(CriticalPath),
        "random" => Box::new(RandomTopological::default()),
        "brkga" => Box::new(SeededSearch(Search::Brkga)),
        "annealing" => Box::new(SeededSearch(Search::Annealing)),
        "peak-search" => Box::new(SeededSearch(Search::PeakMoves)),
        "exact-memory" => Box::new(MemoryDp::default()),
        "bnb-makespan" => Box::new(MakespanBranchAndBound::default()),
        other => return Err(UnknownScheduler(other.to_string())),
    })
}

/// Learned schedulers: they need weights, so [`build`] makes them, not [`by_name`].
pub const LEARNED: &[&str] = &["gflownet"];

#[derive(Debug, thiserror::Error)]
pub enum SchedulerError {
    #[error(transparent)]
    Unknown(#[from] UnknownScheduler),
    #[error("gflownet: {0}")]
    Gflownet(String),
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

/// Local search is on by default: on the largest models it costs about as much again as
/// sampling (seconds), and it is what brings peak memory to or below the best classic
/// heuristic on every model measured (models/README.md).
pub const DEFAULT_REFINE_ROUNDS: usize = 20;
pub const DEFAULT_REFINE_TOP: usize = 4;

impl Default for GflownetOptions {
    fn default() -> Self {
        GflownetOptions {
            model: None,
            sigma: 0.01,
            refine_rounds: DEFAULT_REFINE_ROUNDS,
            refine_top: DEFAULT_REFINE_TOP,
            finetune_steps: 0,
            greedy: true,
            classic_seeds: true,
            spread: 0.0,
        }
    }
}

/// Any scheduler by name, the learned ones included.
pub fn build(name: &str, gflownet: &GflownetOptions) -> Result<Box<dyn Scheduler>, SchedulerError> {
    if name != "gflownet" {
        return Ok(by_name(name)?);
    }
    #[cfg(feature = "torch")]
    {
        crate::gflownet::GflownetScheduler::from_options(gflownet)
            .map(|s| Box::new(s) as Box<dyn Scheduler>)
            .map_err(|e| SchedulerError::Gflownet(e.to_string()))
    }
    #[cfg(not(feature = "torch"))]
    {
        let _ = gflownet;
        Err(SchedulerError::Gflownet(
            "this flowsched was built without the `torch` feature".into(),
        ))
    }
}

/// The schedulers of a comma-separated list, built (see [`build`]). A learned scheduler never
/// comes alone: the classics cost milliseconds, so they join as candidates of their own and
/// the result is never worse than theirs.
pub fn build_candidates(
    list: &str,
    gflownet: &GflownetOptions,
) -> Result<Vec<Box<dyn Scheduler>>, SchedulerError> {
    let mut names = parse_names(list)?;
    if names.iter().any(|n| LEARNED.contains(&n.as_str())) {
        for c in CLASSIC {
            if !names.iter().any(|n| n == c) {
                names.push(c.to_string());
            }
        }
    }
    names.iter().map(|n| build(n, gflownet)).collect()
}

/// Expands a comma-separated list of scheduler names (`classic` stands for [`CLASSIC`]),
/// checking each.
pub fn parse_names(list: &str) -> Result<Vec<String>, UnknownScheduler> {
    let mut out = Vec::new();
    for name in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        if name == "classic" {
            out.extend(CLASSIC.iter().map(|n| n.to_string()));
        } else if LEARNED.contains(&name) {
            out.push(name.to_string());
        } else {
            by_name(name)?;
            out.push(name.to_string());
        }
    }
    Ok(out)
}

/// The schedulers named in a comma-separated list (see [`parse_names`]).
pub fn parse_list(list: &str) -> Result<Vec<Box<dyn Scheduler>>, UnknownScheduler> {
    parse_names(list)?.iter().map(|n| by_name(n)).collect()
}

/// The order with the lowest peak memory among what `schedulers` produce (the first on ties):
/// how XLA's and Inductor's defaults combine their heuristics.
pub(crate) fn best_by_memory(
    dag: &ScheduleDag,
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
