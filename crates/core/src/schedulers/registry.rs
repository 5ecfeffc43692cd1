//! The one list of schedulers. Whatever needs to know a scheduler by name reads its row here:
//! [`super::by_name`] and [`crate::registry::build`], `classic`, the names that errors and help list, the
//! MLIR pass's per-block budgets, and which ones are exact solvers. Adding a scheduler is its
//! file plus one row.

use super::*;

/// What a scheduler is, as the rest of flowsched treats it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A deterministic heuristic of milliseconds: `classic` stands for all of them, and they
    /// join every learned scheduler and search as candidates or seeds.
    Classic,
    /// The best of several classics by peak memory (XLA's and Inductor's defaults).
    Composite,
    /// Uniformly random topological orders.
    Random,
    /// A search started from the classics' orders.
    Search,
    /// A deterministic heuristic asked for by name only. It is not in `classic`, so adding one
    /// changes no other scheduler's orders; making it `Classic` lets it seed the searches and
    /// the GFlowNet.
    Heuristic,
    /// A solver that can prove its order optimal within its budget.
    Exact,
    /// Needs weights: made by [`crate::registry::build`] from [`GflownetOptions`].
    Learned,
}

pub struct Entry {
    pub name: &'static str,
    pub kind: Kind,
    /// The largest MLIR block the pass gives it by default; beyond it, a heuristic runs
    /// instead (`None`: no limit).
    pub mlir_budget: Option<usize>,
    /// `None` for a learned scheduler: [`crate::registry`] makes those, from weights.
    make: Option<fn() -> Box<dyn Scheduler>>,
}

impl Entry {
    /// The scheduler, unless it is learned.
    pub fn make(&self) -> Option<Box<dyn Scheduler>> {
        self.make.map(|make| make())
    }
}

/// Every scheduler, in the order lists and reports show them.
pub const SCHEDULERS: &[Entry] = &[
    row("original", Kind::Classic, None, || Box::new(Original)),
    row("kahn", Kind::Classic, None, || Box::new(KahnFifo)),
    row("dfs", Kind::Classic, None, || Box::new(DfsPostOrder)),
    row("xla-list", Kind::Classic, None, || Box::new(XlaList)),
    row("xla-dfs", Kind::Classic, None, || Box::new(XlaDfs)),
    // XLA's name for the same post-order as `dfs`; not in `classic`, which would run it twice.
    row("xla-postorder", Kind::Composite, None, || {
        Box::new(DfsPostOrder)
    }),
    row("xla-default", Kind::Composite, None, || {
        Box::new(XlaDefault)
    }),
    row("inductor-lpmf", Kind::Classic, None, || {
        Box::new(InductorLpmf)
    }),
    row("inductor-bfs", Kind::Classic, None, || {
        Box::new(InductorBfs)
    }),
    row("inductor-dfs", Kind::Classic, None, || {
        Box::new(InductorDfs)
    }),
    row("inductor-default", Kind::Composite, None, || {
        Box::new(InductorDefault)
    }),
    row("critical-path", Kind::Classic, None, || {
        Box::new(CriticalPath)
    }),
    row("reverse-postorder", Kind::Heuristic, None, || {
        Box::new(reverse_postorder::ReversePostOrder)
    }),
    row("random", Kind::Random, None, || {
        Box::new(RandomTopological::default())
    }),
    row("brkga", Kind::Search, Some(2_000), || {
        Box::new(SeededSearch(Search::Brkga))
    }),
    row("annealing", Kind::Search, Some(2_000), || {
        Box::new(SeededSearch(Search::Annealing))
    }),
    row("peak-search", Kind::Search, None, || {
        Box::new(SeededSearch(Search::PeakMoves))
    }),
    row("hierarchical", Kind::Search, None, || {
        Box::new(Hierarchical::default())
    }),
    // The down-set DP took a minute on a 51-op inception cell; 32 ops stay well under a second.
    row("exact-memory", Kind::Exact, Some(32), || {
        Box::new(MemoryDp::default())
    }),
    row("bnb-makespan", Kind::Exact, Some(32), || {
        Box::new(MakespanBranchAndBound::default())
    }),
    learned("gflownet"),
];

const fn row(
    name: &'static str,
    kind: Kind,
    mlir_budget: Option<usize>,
    make: fn() -> Box<dyn Scheduler>,
) -> Entry {
    Entry {
        name,
        kind,
        mlir_budget,
        make: Some(make),
    }
}

/// A learned scheduler's row: its constructor is in [`crate::registry`], above the schedulers
/// and the networks it loads.
const fn learned(name: &'static str) -> Entry {
    Entry {
        name,
        kind: Kind::Learned,
        mlir_budget: None,
        make: None,
    }
}

/// The row of `name`.
pub fn entry(name: &str) -> Result<&'static Entry, UnknownScheduler> {
    SCHEDULERS
        .iter()
        .find(|e| e.name == name)
        .ok_or_else(|| UnknownScheduler(name.to_string()))
}

/// The names of the rows of `kind`.
pub fn of_kind(kind: Kind) -> impl Iterator<Item = &'static str> {
    SCHEDULERS
        .iter()
        .filter(move |e| e.kind == kind)
        .map(|e| e.name)
}

/// Every name that needs no weights (what [`super::by_name`] makes).
pub fn names() -> impl Iterator<Item = &'static str> {
    SCHEDULERS
        .iter()
        .filter(|e| e.kind != Kind::Learned)
        .map(|e| e.name)
}

/// What `classic` stands for: every deterministic heuristic (searches and exact solvers are
/// asked for by name, since they cost more).
pub fn classic() -> impl Iterator<Item = &'static str> {
    of_kind(Kind::Classic)
}

/// Whether `name` is a learned scheduler (made from weights).
pub fn is_learned(name: &str) -> bool {
    entry(name).is_ok_and(|e| e.kind == Kind::Learned)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_row_makes_a_scheduler_of_its_own_name() {
        for e in SCHEDULERS.iter().filter(|e| e.kind != Kind::Learned) {
            let s = e.make().unwrap();
            // `xla-postorder` is XLA's name for the post-order `dfs` runs.
            let expected = if e.name == "xla-postorder" {
                "dfs"
            } else {
                e.name
            };
            assert_eq!(s.name(), expected);
        }
        let mut names: Vec<&str> = SCHEDULERS.iter().map(|e| e.name).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), SCHEDULERS.len(), "a name is listed twice");
    }
}
