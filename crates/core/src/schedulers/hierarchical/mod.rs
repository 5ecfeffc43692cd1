//! `hierarchical`: minimum peak memory for branchy nets (NAS cells, random wirings, Inception
//! blocks), in the spirit of HMCOS (Wang et al., DAC 2022) but exact where it can be and
//! bounded everywhere:
//! 1. ops merge into groups that run back to back: feeders and shrinking sequences
//!    ([`groups`]);
//! 2. a DP over down-sets of groups, in the memory model of the file's own proxy less the
//!    path-dependent reuse of freed buffers ([`steps`]), keeps the best path per down-set;
//!    a layer is cut to a width, which doubles from 1 while the work budget lasts, each
//!    search bounded by the best peak found so far ([`beam`]). When no layer was cut the
//!    result is the optimum of the model, and the doubling stops.
//!
//! The best classic heuristic by the proxy is the incumbent, so the result is never worse
//! than `classic`. The budget counts op steps, not seconds, so the result does not depend on
//! the machine's load.

mod beam;
mod groups;
mod steps;
mod walk;

use super::seeded::classic_orders;
use super::{by_name, Scheduler};
use crate::cost::{MemoryEvaluator, Objective};
use crate::dag::{Order, Planned};
use crate::schedulers::Rng;
use beam::{DownSetSearch, Ended};
use groups::Groups;
use steps::StepModel;
use walk::WalkSearch;

pub struct Hierarchical {
    /// Op steps the DP may take in all (each group run costs its ops).
    pub work: u64,
    /// Merge feeders and sequences first (off: the DP over single ops).
    pub coarsen: bool,
    /// The widest layer tried (`usize::MAX`: until the search is exact or out of work).
    pub max_width: usize,
}

/// About 1 s on NASNet-A Large (3,000 ops) on a 2-core machine of 2026.
pub const DEFAULT_WORK: u64 = 30_000_000;
/// Op steps of the search among the walk's choices, where the runtime walks the graph.
pub const WALK_WORK: u64 = 6_000_000;

impl Default for Hierarchical {
    fn default() -> Self {
        Hierarchical {
            work: DEFAULT_WORK,
            coarsen: true,
            max_width: usize::MAX,
        }
    }
}

/// What the search found, for reports and tests.
pub struct HierarchicalResult {
    /// Each search's order that improved on the one before, best last.
    pub orders: Vec<Order>,
    /// Groups the DP decided on.
    pub groups: usize,
    /// The widest layer searched to the end.
    pub width: usize,
    /// The last search cut no layer (its order is optimal in the step model), or an order
    /// reached the proxy's lower bound (nothing can beat it).
    pub exact: bool,
}

impl Hierarchical {
    /// Searches from `incumbent` (an order to beat), each layer keeping the paths of
    /// `incumbent` and of `guides` (orders to search around).
    pub fn solve(&self, dag: &Planned, incumbent: &Order, guides: &[Order]) -> HierarchicalResult {
        let model = StepModel::new(dag);
        let groups = if self.coarsen {
            Groups::coarsened(dag)
        } else {
            Groups::singletons(dag)
        };
        let search = DownSetSearch::new(&groups, &model);
        let guides: Vec<Vec<u32>> = std::iter::once(incumbent)
            .chain(guides)
            .map(|o| groups.follow(o.as_slice()))
            .collect();
        // Equal peaks are kept: the full proxy may still tell them apart.
        let mut upper = model.peak(incumbent.as_slice()).saturating_add(1);
        let mut work = self.work;
        let mut result = HierarchicalResult {
            orders: Vec::new(),
            groups: groups.len(),
            width: 0,
            exact: false,
        };
        // An order at the proxy's lower bound cannot be beaten: the search stops there (a graph
        // of independent ops is at it from the start, and would spend the whole budget).
        let proxy = MemoryEvaluator::new(dag);
        let floor = crate::cost::memory::lower_bound(dag);
        if proxy.peak(incumbent) <= floor {
            result.exact = true;
            return result;
        }
        let mut width = 1usize;
        while width <= self.max_width {
            let before = work;
            let ended = search.search(width, upper, &mut work, &guides);
            tracing::debug!(
                width,
                groups = groups.len(),
                work = before - work,
                found = matches!(ended, Ended::Found(_)),
                "hierarchical: one search"
            );
            match ended {
                Ended::Found(found) => {
                    let order =
                        Order::new(dag, found.order).expect("down-set paths are topological");
                    upper = found.peak;
                    let at_floor = proxy.peak(&order) <= floor;
                    result.orders.push(order);
                    result.width = width;
                    if found.exact || at_floor {
                        result.exact = true;
                        break;
                    }
                }
                Ended::NothingBelow { exact } => {
                    result.width = width;
                    if exact {
                        result.exact = true;
                        break;
                    }
                }
                Ended::OutOfWork => break,
            }
            // The next width costs about twice this one: stop if that will not fit.
            if 2 * (before - work) > work {
                break;
            }
            width = width.saturating_mul(2);
        }
        result
    }
}

impl Scheduler for Hierarchical {
    fn name(&self) -> &'static str {
        "hierarchical"
    }

    fn orders(&self, dag: &Planned, objective: Objective, n: usize, rng: &mut Rng) -> Vec<Order> {
        if objective.is_timed() {
            // A memory search: for time it stands aside for the heuristic that serves time.
            return by_name(objective.stand_in_heuristic())
                .expect("the stand-in is a scheduler")
                .orders(dag, objective, 1, rng);
        }
        let proxy = MemoryEvaluator::new(dag);
        let classics = classic_orders(dag, objective, rng);
        let incumbent = classics
            .iter()
            .min_by_key(|o| proxy.peak(o))
            .expect("classic orders exist")
            .clone();
        let mut found = self.solve(dag, &incumbent, &classics).orders;
        found.push(incumbent);
        // The best by the file's proxy first; equal ones keep the later (wider) search's.
        let mut scored: Vec<(u64, usize, Order)> = found
            .into_iter()
            .enumerate()
            .map(|(i, o)| (proxy.peak(&o), usize::MAX - i, o))
            .collect();
        scored.sort_by_key(|(peak, i, _)| (*peak, *i));
        let mut out: Vec<Order> = Vec::new();
        let mut limit = n.max(1);
        // Where the runtime walks the graph, what the walk makes of these orders, searched
        // among the walk's choices, comes first (the pipeline steers a file into it), and the
        // best order as written next: the pipeline writes the walk's file like it, for the
        // users who run the file as written.
        if let Some(search) = WalkSearch::new(dag) {
            let seeds: Vec<Order> = scored
                .iter()
                .map(|(_, _, o)| o.clone())
                .chain(classics)
                .collect();
            out.extend(search.refine(&seeds, WALK_WORK).into_iter().take(limit));
            limit = out.len() + 1;
        }
        for (_, _, o) in scored {
            if !out.contains(&o) && out.len() < limit {
                out.push(o);
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dag::dag_from_json;
    use crate::schedulers::MemoryDp;

    #[test]
    fn uncut_and_uncoarsened_it_is_the_exact_optimum() {
        // XLA's counterexample: greedy peaks at 6, the optimum is 5.
        let dag = crate::dag::read_json_dag(std::path::Path::new(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../tests/data/xla_counterexample.json"
        )))
        .unwrap();
        let exact = MemoryDp::default().solve(&dag, None);
        let h = Hierarchical {
            coarsen: false,
            ..Hierarchical::default()
        };
        let worst = Order::original(&dag);
        let r = h.solve(&crate::dag::Planned::as_written(&dag), &worst, &[]);
        assert!(r.exact);
        let best = r.orders.last().unwrap();
        assert_eq!(
            crate::cost::peak_memory(&crate::dag::Planned::as_written(&dag), best),
            exact.peak
        );
    }

    #[test]
    fn never_worse_than_the_incumbent() {
        let g = dag_from_json(
            r#"{"nodes":[{"name":"x1","bytes":100},{"name":"y1","bytes":100},{"name":"x2","bytes":1},{"name":"y2","bytes":1}],
                "edges":[["x1","x2"],["y1","y2"]]}"#,
        );
        let mut rng = rand::SeedableRng::seed_from_u64(0);
        let orders = Hierarchical::default().orders(
            &crate::dag::Planned::as_written(&g),
            Objective::PeakMemory,
            4,
            &mut rng,
        );
        assert_eq!(
            crate::cost::peak_memory(&crate::dag::Planned::as_written(&g), &orders[0]),
            102
        );
    }

    #[test]
    fn an_order_at_the_lower_bound_ends_the_search() {
        // Thirty independent ops: every order peaks at the bound, so no search is needed (a
        // fuzzed file like this once spent the whole budget doubling the width).
        let nodes: Vec<String> = (0..30)
            .map(|i| format!(r#"{{"name":"n{i}","bytes":{}}}"#, 1000 + i))
            .collect();
        let g = dag_from_json(&format!(r#"{{"nodes":[{}],"edges":[]}}"#, nodes.join(",")));
        let r = Hierarchical::default().solve(
            &crate::dag::Planned::as_written(&g),
            &Order::original(&g),
            &[],
        );
        assert!(r.exact);
        assert!(r.orders.is_empty(), "the incumbent was already optimal");
    }
}
