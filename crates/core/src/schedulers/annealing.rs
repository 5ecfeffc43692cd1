//! Simulated annealing over topological orders. A move takes one node out and puts it back
//! somewhere inside its valid window (after its last predecessor, before its first successor),
//! so every state is a topological order and no repair is needed. Metropolis acceptance with
//! geometric cooling; the budget is a count of steps (at most one cost evaluation each), never
//! wall-clock time, so a seed fixes the result.

use super::brkga::{evaluation_budget, TopOrders};
use super::Scheduler;
use crate::cost::{Evaluator, Objective};
use crate::dag::{Order, Planned, ScheduleDag};
use crate::schedulers::Rng;
use petgraph::graph::NodeIndex;
use rand::Rng as _;

/// Annealing parameters. Temperatures are relative to the initial cost, so one setting fits
/// bytes and seconds alike: a move that is worse by Δ is accepted with probability
/// exp(−Δ / (T · initial cost)).
#[derive(Debug, Clone)]
pub struct Annealing {
    /// Proposed moves, capped by `evaluation_budget` so big graphs stay bounded.
    pub steps: usize,
    pub start_temperature: f64,
    pub end_temperature: f64,
    /// Starting order (node indices); `None` or an invalid order: [`Order::original`].
    pub initial: Option<Vec<usize>>,
}

impl Default for Annealing {
    /// About as many evaluations as the default BRKGA, so the two compare at equal budget.
    fn default() -> Self {
        Annealing {
            steps: 10_000,
            start_temperature: 0.1,
            end_temperature: 1e-4,
            initial: None,
        }
    }
}

/// Moves the node at step `from` to step `to`, shifting the ones between, and updates `pos`.
fn move_node(order: &mut Vec<NodeIndex>, pos: &mut [usize], from: usize, to: usize) {
    let v = order.remove(from);
    order.insert(to, v);
    for (i, n) in order
        .iter()
        .enumerate()
        .take(from.max(to) + 1)
        .skip(from.min(to))
    {
        pos[n.index()] = i;
    }
}

impl Annealing {
    fn start(&self, dag: &ScheduleDag) -> Order {
        let Some(initial) = &self.initial else {
            return Order::original(dag);
        };
        let nodes = initial.iter().map(|&i| NodeIndex::new(i)).collect();
        Order::new(dag, nodes).unwrap_or_else(|e| {
            tracing::warn!("annealing: initial order rejected ({e}); starting from the original");
            Order::original(dag)
        })
    }
}

impl Scheduler for Annealing {
    fn name(&self) -> &'static str {
        "annealing"
    }

    fn orders(&self, dag: &Planned, objective: Objective, n: usize, rng: &mut Rng) -> Vec<Order> {
        if n == 0 {
            return Vec::new();
        }
        let eval = Evaluator::new(dag, objective);
        let start = self.start(dag);
        let mut cost = eval.cost(&start);
        let mut top = TopOrders::new(n);
        top.offer(cost, &start);
        let len = dag.len();
        if len < 2 {
            return top.into_orders();
        }
        let mut pos = start.positions();
        let mut current = start.as_slice().to_vec();

        let steps = self.steps.min(evaluation_budget(len));
        // An optimal start (cost 0) still explores with a unit scale, to fill the n orders.
        let scale = if cost > 0.0 { cost } else { 1.0 };
        let mut temperature = self.start_temperature * scale;
        let end = self.end_temperature * scale;
        let cooling = if steps > 1 && temperature > 0.0 && end > 0.0 {
            (end / temperature).powf(1.0 / (steps - 1) as f64)
        } else {
            1.0
        };

        for _ in 0..steps {
            let v = NodeIndex::new(rng.random_range(0..len));
            let from = pos[v.index()];
            let lo = dag.preds(v).map(|p| pos[p.index()] + 1).max().unwrap_or(0);
            let hi = dag
                .succs(v)
                .map(|s| pos[s.index()] - 1)
                .min()
                .unwrap_or(len - 1);
            // The window [lo, hi] holds `from`; a node pinned between its neighbours wastes the
            // step rather than looping, so a chain still terminates.
            if hi > lo {
                let mut to = rng.random_range(lo..hi);
                if to >= from {
                    to += 1;
                }
                move_node(&mut current, &mut pos, from, to);
                let candidate = Order::new(dag, current.clone())
                    .expect("a move inside the window keeps the order topological");
                let c = eval.cost(&candidate);
                top.offer(c, &candidate);
                let accept = c <= cost
                    || (temperature > 0.0
                        && rng.random::<f64>() < (-(c - cost) / temperature).exp());
                if accept {
                    cost = c;
                } else {
                    move_node(&mut current, &mut pos, to, from);
                }
            }
            temperature *= cooling;
        }
        top.into_orders()
    }
}

#[cfg(test)]
pub(crate) mod tests {
    //! The helpers are shared with the BRKGA tests.
    use super::Annealing;
    use crate::cost::{Evaluator, Objective};
    use crate::dag::{Order, ScheduleDag};
    use crate::schedulers::Scheduler;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    pub(crate) use crate::dag::dag_from_json as dag;

    /// Two chains listed interleaved: the source order peaks at 201, chaining them at 102.
    pub(crate) const CHAINS: &str = r#"{"nodes":[{"name":"x1","bytes":100},{"name":"y1","bytes":100},{"name":"x2","bytes":1},{"name":"y2","bytes":1}],
        "edges":[["x1","x2"],["y1","y2"]]}"#;

    /// a(1) -> {b(6), c1(4), c2(2), c3(3), c4(3)} -> z(1): on 3 units the lower bound 8 needs b
    /// alone on a unit and {4, 2}, {3, 3} on the others; the source order takes 11.
    pub(crate) const FORK: &str = r#"{"nodes":[{"name":"a","runtime":1},{"name":"c2","runtime":2},{"name":"c3","runtime":3},
        {"name":"c4","runtime":3},{"name":"c1","runtime":4},{"name":"b","runtime":6},{"name":"z","runtime":1}],
        "edges":[["a","b"],["a","c1"],["a","c2"],["a","c3"],["a","c4"],["b","z"],["c1","z"],["c2","z"],["c3","z"],["c4","z"]]}"#;

    /// Each node after the first reads two random earlier ones.
    pub(crate) fn random_dag(nodes: usize, seed: u64) -> ScheduleDag {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (mut ns, mut es) = (Vec::new(), Vec::new());
        for i in 0..nodes {
            let (runtime, bytes): (u32, u32) = (rng.random_range(1..10), rng.random_range(1..1000));
            ns.push(format!(
                r#"{{"name":"n{i}","runtime":{runtime},"bytes":{bytes}}}"#
            ));
            for _ in 0..i.min(2) {
                es.push(format!(r#"["n{}","n{i}"]"#, rng.random_range(0..i)));
            }
        }
        dag(&format!(
            r#"{{"nodes":[{}],"edges":[{}]}}"#,
            ns.join(","),
            es.join(",")
        ))
    }

    /// Valid, distinct and sorted best-first; returns the costs.
    pub(crate) fn check(g: &ScheduleDag, objective: Objective, orders: &[Order]) -> Vec<f64> {
        let eval = Evaluator::new(&crate::dag::Planned::as_written(g), objective);
        for (i, o) in orders.iter().enumerate() {
            assert!(Order::new(g, o.as_slice().to_vec()).is_ok());
            assert!(!orders[..i].contains(o), "order {i} repeats an earlier one");
        }
        let costs: Vec<f64> = orders.iter().map(|o| eval.cost(o)).collect();
        assert!(costs.windows(2).all(|w| w[0] <= w[1]), "{costs:?}");
        costs
    }

    pub fn run(
        s: &dyn Scheduler,
        g: &ScheduleDag,
        o: Objective,
        n: usize,
        seed: u64,
    ) -> Vec<Order> {
        s.orders(
            &crate::dag::Planned::as_written(g),
            o,
            n,
            &mut ChaCha8Rng::seed_from_u64(seed),
        )
    }

    #[test]
    fn valid_distinct_and_deterministic() {
        let g = random_dag(30, 4);
        let s = Annealing {
            steps: 2_000,
            ..Default::default()
        };
        for objective in [Objective::PeakMemory, Objective::Makespan { units: 2 }] {
            let a = run(&s, &g, objective, 10, 11);
            assert_eq!(a.len(), 10);
            let costs = check(&g, objective, &a);
            assert!(
                costs[0]
                    <= Evaluator::new(&crate::dag::Planned::as_written(&g), objective)
                        .cost(&Order::original(&g))
            );
            assert_eq!(a, run(&s, &g, objective, 10, 11));
        }
    }

    /// What a search scheduler finds on the small graphs: the optimal peak of two chains
    /// ([`CHAINS`]) and the makespan lower bound of the fork-join ([`FORK`]).
    pub(crate) fn finds_the_small_optima(s: &dyn Scheduler) {
        let g = dag(CHAINS);
        let orders = run(s, &g, Objective::PeakMemory, 3, 0);
        assert_eq!(check(&g, Objective::PeakMemory, &orders)[0], 102.0);
        let g = dag(FORK);
        let objective = Objective::Makespan { units: 3 };
        let eval = Evaluator::new(&crate::dag::Planned::as_written(&g), objective);
        assert_eq!(eval.lower_bound(), 8.0);
        assert_eq!(eval.cost(&Order::original(&g)), 11.0);
        let orders = run(s, &g, objective, 5, 3);
        assert_eq!(check(&g, objective, &orders)[0], 8.0);
    }

    #[test]
    fn finds_the_optima_of_two_chains_and_a_fork_join() {
        finds_the_small_optima(&Annealing::default());
    }

    #[test]
    fn starts_from_given_order_and_handles_tiny_graphs() {
        let g = dag(CHAINS);
        let s = Annealing {
            steps: 0,
            initial: Some(vec![0, 2, 1, 3]),
            ..Default::default()
        };
        let orders = run(&s, &g, Objective::PeakMemory, 5, 0);
        assert_eq!(orders[0].names(&g), ["x1", "x2", "y1", "y2"]);
        let one = dag(r#"{"nodes":[{"name":"a","bytes":1}]}"#);
        let orders = run(&Annealing::default(), &one, Objective::PeakMemory, 3, 0);
        assert_eq!(orders.len(), 1);
    }
}
