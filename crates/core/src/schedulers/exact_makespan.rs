//! Exact makespan on m identical units (P|prec|Cmax) by branch and bound, in the decoder of
//! `decode_with_units`: an op starts when its predecessors and the previous op on its unit have
//! finished. Every semi-active schedule is a (topological order, unit per op) pair, so the search
//! branches on (ready op, unit). It is for small graphs (≤ ~20 ops): it gives the true optimum
//! that heuristics and the GFlowNet are measured against, and says so when its node budget runs
//! out before the optimum is proven instead of pretending.

use super::critical_path::{critical_path_order, upward_rank};
use super::Scheduler;
use crate::cost::{decode_list, decode_with_units, makespan, Evaluator, Objective};
use crate::dag::{Order, Planned, ScheduleDag};
use crate::schedulers::Rng;
use petgraph::graph::NodeIndex;

/// A branch must promise more than this relative gain: smaller ones are float rounding in the
/// bounds, not improvements worth proving.
const REL_EPS: f64 = 1e-12;

/// Branch and bound over (ready op, unit) decisions.
#[derive(Debug, Clone)]
pub struct MakespanBranchAndBound {
    pub units: usize,
    /// Search nodes explored before giving up (the result then says `proven_optimal: false`).
    pub node_budget: u64,
    /// An incumbent: order as node indices and the unit of each step. Ignored (with a warning)
    /// when it is not a valid schedule of the graph being solved.
    pub initial: Option<(Vec<usize>, Vec<usize>)>,
}

impl Default for MakespanBranchAndBound {
    fn default() -> Self {
        let node_budget = 5_000_000; // a few seconds (1-2 M nodes/s)
        MakespanBranchAndBound {
            units: 4,
            node_budget,
            initial: None,
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct ExactResult {
    /// Sorted by start time, so list decoding (`decode_list`, what
    /// [`crate::cost::Evaluator`] does) of the order alone reaches `makespan` or better.
    pub order: Order,
    /// Unit of each step of `order`; `decode_with_units` of the pair gives `makespan`.
    pub units: Vec<usize>,
    pub makespan: f64,
    /// The search finished within the budget: no schedule is shorter (up to `REL_EPS`).
    pub proven_optimal: bool,
    pub explored: u64,
}

/// The graph, the partial schedule of the current search node and the best one so far.
struct Search<'a> {
    r: &'a [f64],
    preds: Vec<Vec<usize>>,
    succs: Vec<Vec<usize>>,
    topo: Vec<usize>,
    tail: Vec<f64>,
    done: Vec<bool>,
    finish: Vec<f64>,
    waiting: Vec<usize>, // unscheduled predecessors
    free: Vec<f64>,      // when each unit finishes its last op
    cur: f64,            // max finish so far
    t_last: f64,         // start of the last op placed: starts never decrease along a path
    path: Vec<(usize, usize)>,
    ef: Vec<f64>, // scratch for the bound: earliest finish of every op
    best: (f64, Vec<(usize, usize)>),
    explored: u64,
    budget: u64,
    aborted: bool,
}

impl Search<'_> {
    /// When `b` would start on unit `u` (the decoder's rule).
    fn start_on(&self, b: usize, u: usize) -> f64 {
        self.preds[b]
            .iter()
            .map(|&p| self.finish[p])
            .fold(self.free[u], f64::max)
    }

    /// Runs `b` on unit `u`; returns what [`Search::unplace`] restores.
    fn place(&mut self, b: usize, u: usize) -> [f64; 3] {
        let saved = [self.free[u], self.cur, self.t_last];
        self.t_last = self.start_on(b, u);
        (self.finish[b], self.done[b]) = (self.t_last + self.r[b], true);
        self.free[u] = self.finish[b];
        self.cur = self.cur.max(self.finish[b]);
        self.succs[b].iter().for_each(|&s| self.waiting[s] -= 1);
        self.path.push((b, u));
        saved
    }

    fn unplace(&mut self, b: usize, u: usize, [free, cur, t_last]: [f64; 3]) {
        self.path.pop();
        self.succs[b].iter().for_each(|&s| self.waiting[s] += 1);
        self.done[b] = false;
        (self.free[u], self.cur, self.t_last) = (free, cur, t_last);
    }

    /// A lower bound on every completion of the current partial schedule, the max of:
    /// - the max finish so far (the makespan is the max over all finishes);
    /// - per unscheduled op, est + tail: it starts after its predecessors' earliest finishes,
    ///   not before the earliest unit free time (free times only grow) nor before `t_last`
    ///   (starts never decrease), and its longest path to a sink runs after that;
    /// - the load bound (W + Σ_u max(free_u, E)) / m, with W the remaining work and E the least
    ///   est: unit u can run remaining work only within [max(free_u, E), C], and C is at least
    ///   each of those (C ≥ free_u, C ≥ E + a runtime), so Σ_u (C − max(free_u, E)) ≥ W.
    fn lower_bound(&mut self) -> f64 {
        let min_free = self.free.iter().copied().fold(f64::INFINITY, f64::min);
        let (mut lb, mut work, mut e_min) = (self.cur, 0.0, f64::INFINITY);
        for &j in &self.topo {
            if self.done[j] {
                self.ef[j] = self.finish[j];
                continue;
            }
            let earliest = min_free.max(self.t_last);
            let est = self.preds[j]
                .iter()
                .map(|&p| self.ef[p])
                .fold(earliest, f64::max);
            self.ef[j] = est + self.r[j];
            (lb, work, e_min) = (lb.max(est + self.tail[j]), work + self.r[j], e_min.min(est));
        }
        if e_min.is_finite() {
            let avail: f64 = self.free.iter().map(|&f| f.max(e_min)).sum();
            lb = lb.max((work + avail) / self.free.len() as f64);
        }
        lb
    }

    /// Depth-first search; `last` is the decision that led here. Three reductions keep few
    /// sequences per schedule (up to relabelling the identical units):
    /// - among units free at the same time only the first is tried (so the first op goes to
    ///   unit 0);
    /// - starts never decrease along a path: listing a schedule's ops by start time and decoding
    ///   with the same units gives it back (each unit keeps its sequence, each op its
    ///   predecessors before it), so such a listing always exists;
    /// - after (a, ua), (b, u) with the same start and b < a is skipped when b does not depend
    ///   on a and a unit other than ua is free at free[u]: then b could take that unit before a
    ///   and a its unit after, with the same times, which is searched from the parent. Each such
    ///   swap removes an inversion and keeps starts sorted, so some sequence of every schedule
    ///   survives all three.
    fn dfs(&mut self, last: Option<(usize, usize)>) {
        if self.path.len() == self.done.len() {
            if self.cur < self.best.0 {
                self.best = (self.cur, self.path.clone());
            }
            return;
        }
        let mut children = Vec::new();
        let n = self.done.len();
        let ready: Vec<usize> = (0..n)
            .filter(|&b| !self.done[b] && self.waiting[b] == 0)
            .collect();
        for b in ready {
            for u in 0..self.free.len() {
                let (f, start) = (self.free[u], self.start_on(b, u));
                if self.free[..u].contains(&f) || start < self.t_last {
                    continue;
                }
                if let Some((a, ua)) = last {
                    let other = (0..self.free.len()).any(|w| w != ua && self.free[w] == f);
                    if start == self.t_last && b < a && !self.succs[a].contains(&b) && other {
                        continue;
                    }
                }
                let saved = self.place(b, u);
                children.push((self.lower_bound(), b, u));
                self.unplace(b, u, saved);
            }
        }
        // Most promising first: lowest bound, then the op with the longest tail.
        let tail = &self.tail;
        children.sort_by(|x, y| x.0.total_cmp(&y.0).then(tail[y.1].total_cmp(&tail[x.1])));
        for (lb, b, u) in children {
            if lb >= self.best.0 * (1.0 - REL_EPS) {
                break; // sorted by bound: no later child can do better either
            }
            if self.explored >= self.budget {
                self.aborted = true;
                return;
            }
            self.explored += 1;
            let saved = self.place(b, u);
            self.dfs(Some((b, u)));
            self.unplace(b, u, saved);
            if self.aborted {
                return;
            }
        }
    }
}

impl MakespanBranchAndBound {
    /// The minimum makespan of `dag` on `self.units` units; `runtimes` is indexed by node.
    fn solve(&self, dag: &ScheduleDag, runtimes: &[f64]) -> ExactResult {
        self.solve_from(dag, runtimes, true)
    }

    /// `incumbents: false` starts from no schedule at all, so tests see the pruning find the
    /// optimum alone (list scheduling is often optimal already on small graphs).
    // long: branch and bound's loop; its bounds and incumbent are shared by every node.
    fn solve_from(&self, dag: &ScheduleDag, runtimes: &[f64], incumbents: bool) -> ExactResult {
        let (n, m) = (dag.len(), self.units.max(1));
        let ix = |v: NodeIndex| v.index();
        let topo = petgraph::algo::toposort(dag.graph(), None).expect("ScheduleDag is acyclic");
        let preds: Vec<Vec<usize>> = dag
            .nodes()
            .map(|v| dag.preds(v).map(ix).collect())
            .collect();
        let mut s = Search {
            r: runtimes,
            waiting: preds.iter().map(Vec::len).collect(),
            preds,
            succs: dag
                .nodes()
                .map(|v| dag.succs(v).map(ix).collect())
                .collect(),
            topo: topo.into_iter().map(ix).collect(),
            tail: upward_rank(dag, runtimes),
            done: vec![false; n],
            finish: vec![0.0; n],
            free: vec![0.0; m],
            cur: 0.0,
            t_last: 0.0,
            path: Vec::with_capacity(n),
            ef: vec![0.0; n],
            best: (f64::INFINITY, Vec::new()),
            explored: 0,
            budget: self.node_budget,
            aborted: false,
        };
        // Incumbents: list scheduling of the critical-path order, and `initial` if as good.
        let cp = critical_path_order(dag, runtimes);
        let list = decode_list(dag, &cp, m, runtimes, None);
        let list_path = cp
            .iter()
            .map(|v| (v.index(), list.unit[v.index()]))
            .collect();
        let mut given = vec![(list.makespan, list_path)];
        if let Some((order, units)) = &self.initial {
            let nodes = order.iter().map(|&v| NodeIndex::new(v)).collect();
            match Order::new(dag, nodes)
                .ok()
                .filter(|_| units.iter().all(|&u| u < m))
            {
                Some(o) if units.len() == n => given.push((
                    decode_with_units(dag, &o, units, m, runtimes, None).makespan,
                    order.iter().copied().zip(units.iter().copied()).collect(),
                )),
                _ => tracing::warn!("bnb-makespan: ignoring an invalid initial schedule"),
            }
        }
        for (ms, path) in given.into_iter().filter(|_| incumbents) {
            if ms <= s.best.0 {
                s.best = (ms, path);
            }
        }
        if s.lower_bound() < s.best.0 * (1.0 - REL_EPS) {
            s.dfs(None);
        }
        // Replay the best schedule and sort it by start time, ties in sequence order (which
        // keeps zero-runtime predecessors first). List decoding of that order starts every op
        // no later than here: fewer than m earlier ops still run at its start.
        let mut steps: Vec<(NodeIndex, usize)> = s
            .best
            .1
            .iter()
            .map(|&(v, u)| (NodeIndex::new(v), u))
            .collect();
        let order = Order::new(dag, steps.iter().map(|s| s.0).collect())
            .expect("the search runs ready ops only");
        let units: Vec<usize> = steps.iter().map(|s| s.1).collect();
        let start = decode_with_units(dag, &order, &units, m, runtimes, None).start;
        steps.sort_by(|a, b| start[a.0.index()].total_cmp(&start[b.0.index()])); // stable
        let order = steps.iter().map(|s| s.0).collect();
        ExactResult {
            order: Order::new(dag, order).expect("start-time order of a schedule is topological"),
            units: steps.iter().map(|s| s.1).collect(),
            makespan: s.best.0,
            proven_optimal: !s.aborted,
            explored: s.explored,
        }
    }
}

impl Scheduler for MakespanBranchAndBound {
    fn name(&self) -> &'static str {
        "bnb-makespan"
    }
    /// Makespan: the single best order, solved for the objective's unit count (it overrides
    /// `units`). Peak memory: this solver only knows makespan, so it returns the source order
    /// unchanged, which keeps a comparison across all schedulers running.
    fn orders(&self, dag: &Planned, obj: Objective, _: usize, _: &mut Rng) -> Vec<Order> {
        let Objective::Makespan { units } = obj else {
            return vec![Order::original(dag)];
        };
        let solver = MakespanBranchAndBound {
            units,
            ..self.clone()
        };
        vec![solver.solve(dag, &makespan::runtimes(dag)).order]
    }
    fn proven(&self, dag: &Planned, eval: &Evaluator) -> Option<(Order, bool)> {
        let Objective::Makespan { units } = eval.objective() else {
            return None;
        };
        let solver = MakespanBranchAndBound {
            units,
            ..self.clone()
        };
        let r = solver.solve(dag, eval.runtimes());
        // Proven only if the list decoding the evaluator applies agrees with the solver.
        let proven = r.proven_optimal && eval.cost(&r.order) <= r.makespan;
        Some((r.order, proven))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dag::{dag_from_json, JsonDag};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// Each edge i -> j (i < j) with probability `p`; runtimes in (0, 1), or whole numbers in
    /// 0..4 when `ties` (zero-length ops and equal starts, the delicate cases for the pruning).
    fn random_dag(n: usize, p: f64, seed: u64, ties: bool) -> ScheduleDag {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut runtime = || rng.random_range(0.01..0.99f64);
        let runtimes: Vec<f64> = (0..n).map(|_| runtime()).collect();
        let nodes: Vec<_> = (0..n)
            .map(|i| {
                let r = if ties {
                    (runtimes[i] * 4.0).floor()
                } else {
                    runtimes[i]
                };
                serde_json::json!({"name": format!("n{i}"), "runtime": r})
            })
            .collect();
        let edges: Vec<_> = (0..n * n)
            .filter(|&k| k % n < k / n && rng.random_bool(p))
            .map(|k| [format!("n{}", k % n), format!("n{}", k / n)])
            .collect();
        let json = serde_json::json!({"nodes": nodes, "edges": edges});
        serde_json::from_value::<JsonDag>(json)
            .unwrap()
            .to_dag()
            .unwrap()
    }

    /// The least `decode_with_units` makespan over every topological order and every canonical
    /// unit labelling (units are identical: a step takes a used unit or the next new one), or
    /// None when there are more than `limit` such pairs.
    fn brute_force(dag: &ScheduleDag, r: &[f64], m: usize, limit: usize) -> Option<f64> {
        type Seq = Vec<(NodeIndex, usize)>;
        fn rec(dag: &ScheduleDag, r: &[f64], m: usize, seq: &mut Seq, acc: &mut (f64, usize)) {
            if seq.len() == dag.len() {
                let order = Order::new(dag, seq.iter().map(|s| s.0).collect()).unwrap();
                let units: Vec<usize> = seq.iter().map(|s| s.1).collect();
                let ms = decode_with_units(dag, &order, &units, m, r, None).makespan;
                return *acc = (acc.0.min(ms), acc.1.saturating_sub(1));
            }
            let next_unit = seq.iter().map(|s| s.1 + 1).max().unwrap_or(0).min(m - 1);
            let placed = |v: NodeIndex| seq.iter().any(|s| s.0 == v);
            let ready: Vec<_> = dag
                .nodes()
                .filter(|&v| !placed(v) && dag.preds(v).all(placed))
                .collect();
            for (v, u) in ready
                .into_iter()
                .flat_map(|v| (0..=next_unit).map(move |u| (v, u)))
            {
                if acc.1 == 0 {
                    return;
                }
                seq.push((v, u));
                rec(dag, r, m, seq, acc);
                seq.pop();
            }
        }
        let mut acc = (f64::INFINITY, limit + 1);
        rec(dag, r, m, &mut Vec::new(), &mut acc);
        (acc.1 > 0).then_some(acc.0)
    }

    /// A result is a real schedule with the claimed makespan, no worse than the list schedule.
    fn check(dag: &ScheduleDag, r: &[f64], m: usize, res: &ExactResult) {
        assert!(res.units.len() == dag.len() && res.units.iter().all(|&u| u < m));
        let decoded = decode_with_units(dag, &res.order, &res.units, m, r, None).makespan;
        assert!((decoded - res.makespan).abs() < 1e-12);
        let list = decode_list(dag, &critical_path_order(dag, r), m, r, None).makespan;
        assert!(res.makespan <= list + 1e-12);
        // The order alone, list-decoded, does at least as well.
        assert!(decode_list(dag, &res.order, m, r, None).makespan <= res.makespan + 1e-12);
    }

    /// The optimum equals brute force, with and without the heuristic incumbents (they are
    /// often optimal already on small graphs, which would leave the pruning untested).
    #[test]
    fn matches_brute_force_on_random_dags() {
        let t0 = std::time::Instant::now();
        let (mut cases, mut explored) = (0, 0);
        for n in 5..=9 {
            // Sparse graphs have more orders: fewer cases and denser graphs as n grows.
            let (want, p) = [(6, 0.25), (6, 0.25), (6, 0.3), (4, 0.4), (2, 0.5)][n - 5];
            for (m, ties) in [(2, false), (3, false), (2, true), (3, true)] {
                let mut found = 0;
                for seed in (0..).map(|k| 10_000 * n as u64 + 100 * m as u64 + 50 * ties as u64 + k)
                {
                    let dag = random_dag(n, p, seed, ties);
                    let r = makespan::runtimes(&dag);
                    let Some(brute) = brute_force(&dag, &r, m, 200_000) else {
                        continue; // keeps the brute force to about a second in all
                    };
                    let solver = MakespanBranchAndBound {
                        units: m,
                        ..Default::default()
                    };
                    for res in [solver.solve(&dag, &r), solver.solve_from(&dag, &r, false)] {
                        let what = format!("n={n} m={m} seed={seed}: {} vs {brute}", res.makespan);
                        assert!(res.proven_optimal, "{what}");
                        assert!((res.makespan - brute).abs() < 1e-9, "{what}");
                        check(&dag, &r, m, &res);
                        explored += res.explored;
                    }
                    (cases, found) = (cases + 1, found + 1);
                    if found == want {
                        break;
                    }
                }
            }
        }
        let t = t0.elapsed();
        eprintln!("brute force: {cases} graphs, {explored} search nodes, {t:.2?}");
    }

    #[test]
    fn tiny_budget_is_honest_and_valid() {
        let dag = random_dag(14, 0.2, 5, false);
        let r = makespan::runtimes(&dag);
        let bnb = |node_budget, initial| MakespanBranchAndBound {
            units: 3,
            node_budget,
            initial,
        };
        let tiny = bnb(3, None).solve(&dag, &r);
        assert!(!tiny.proven_optimal && tiny.explored <= 3);
        check(&dag, &r, 3, &tiny);
        let full = bnb(1_000_000, None).solve(&dag, &r);
        assert!(full.proven_optimal && full.makespan < tiny.makespan - 1e-9);
        check(&dag, &r, 3, &full);
        // An optimum given as the incumbent is kept with no search at all.
        let initial = Some((
            full.order.iter().map(|v| v.index()).collect(),
            full.units.clone(),
        ));
        let kept = bnb(0, initial).solve(&dag, &r);
        assert_eq!((kept.makespan, kept.explored), (full.makespan, 0));
    }

    #[test]
    fn critical_path_order_takes_the_longest_tail_first() {
        let text = r#"{"nodes": [{"name": "x", "runtime": 1}, {"name": "y", "runtime": 1},
                       {"name": "z", "runtime": 3}], "edges": [["y", "z"]]}"#;
        let dag = dag_from_json(text);
        let order = critical_path_order(&dag, &makespan::runtimes(&dag));
        assert_eq!(order.names(&dag), ["y", "z", "x"]); // tails 4, 3, 1
    }

    #[test]
    fn scheduler_trait() {
        let dag = random_dag(8, 0.3, 3, false);
        let r = makespan::runtimes(&dag);
        let (s, mut rng) = (
            MakespanBranchAndBound::default(),
            ChaCha8Rng::seed_from_u64(0),
        );
        assert_eq!(s.name(), "bnb-makespan");
        let mem = s.orders(
            &crate::dag::Planned::as_written(&dag),
            Objective::PeakMemory,
            1,
            &mut rng,
        );
        assert_eq!(mem, vec![Order::original(&dag)]);
        let best = MakespanBranchAndBound {
            units: 2,
            ..s.clone()
        }
        .solve(&dag, &r);
        let o = s.orders(
            &crate::dag::Planned::as_written(&dag),
            Objective::Makespan { units: 2 },
            1,
            &mut rng,
        );
        assert_eq!(o.len(), 1);
        assert!((decode_list(&dag, &o[0], 2, &r, None).makespan - best.makespan).abs() < 1e-9);
        let empty = dag_from_json(r#"{"nodes": []}"#);
        let res = s.solve(&empty, &[]);
        assert!(res.order.is_empty() && res.makespan == 0.0 && res.proven_optimal);
    }
}
