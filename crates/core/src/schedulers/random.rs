//! Random topological orders. Uniform over all orders when the graph is small enough to count
//! its orders exactly (by dynamic programming over down-sets, in log space); otherwise each
//! step picks uniformly among the ready ops, which is not uniform over orders, and says so.

use super::Scheduler;
use crate::cost::Objective;
use crate::dag::{Order, Planned, ReadyTracker, ScheduleDag};
use crate::schedulers::Rng;
use rand::Rng as _;
use std::collections::HashMap;

pub struct RandomTopological {
    /// Down-sets to enumerate before falling back to uniform choice among ready ops.
    pub exact_state_limit: usize,
}

impl Default for RandomTopological {
    fn default() -> Self {
        RandomTopological {
            exact_state_limit: 50_000,
        }
    }
}

type Set = Vec<u64>;

fn with(set: &Set, i: usize) -> Set {
    let mut s = set.clone();
    s[i / 64] |= 1 << (i % 64);
    s
}

fn contains(set: &Set, i: usize) -> bool {
    set[i / 64] >> (i % 64) & 1 == 1
}

impl RandomTopological {
    /// ln(number of ways to finish from each reachable down-set), or `None` past the limit.
    fn log_counts(&self, dag: &ScheduleDag) -> Option<HashMap<Set, f64>> {
        let n = dag.len();
        let preds: Vec<Vec<usize>> = dag
            .nodes()
            .map(|v| dag.preds(v).map(|p| p.index()).collect())
            .collect();
        // Enumerate down-sets layer by layer, then fill counts from the full set backwards.
        let mut layers: Vec<Vec<Set>> = vec![vec![vec![0; n.div_ceil(64)]]];
        let mut total = 1;
        for _ in 0..n {
            let mut next: Vec<Set> = Vec::new();
            let mut seen = std::collections::HashSet::new();
            for s in layers.last().unwrap() {
                for v in
                    (0..n).filter(|&v| !contains(s, v) && preds[v].iter().all(|&p| contains(s, p)))
                {
                    let t = with(s, v);
                    if seen.insert(t.clone()) {
                        next.push(t);
                    }
                }
            }
            total += next.len();
            if total > self.exact_state_limit {
                return None;
            }
            layers.push(next);
        }
        let mut log_count: HashMap<Set, f64> = HashMap::new();
        for layer in layers.iter().rev() {
            for s in layer {
                let ways: Vec<f64> = (0..n)
                    .filter(|&v| !contains(s, v) && preds[v].iter().all(|&p| contains(s, p)))
                    .map(|v| log_count[&with(s, v)])
                    .collect();
                let value = if ways.is_empty() {
                    0.0
                } else {
                    log_sum_exp(&ways)
                };
                log_count.insert(s.clone(), value);
            }
        }
        Some(log_count)
    }
}

fn log_sum_exp(xs: &[f64]) -> f64 {
    let m = xs.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    m + xs.iter().map(|x| (x - m).exp()).sum::<f64>().ln()
}

impl Scheduler for RandomTopological {
    fn name(&self) -> &'static str {
        "random"
    }
    fn orders(&self, dag: &Planned, _: Objective, n: usize, rng: &mut Rng) -> Vec<Order> {
        let counts = self.log_counts(dag);
        if counts.is_none() {
            tracing::debug!(
                "random: too many down-sets to sample uniformly; picking uniformly among ready ops"
            );
        }
        (0..n.max(1))
            .map(|_| {
                let mut ready = ReadyTracker::new(dag);
                let mut pool = ready.initially_ready().to_vec();
                let mut set: Set = vec![0; dag.len().div_ceil(64)];
                let mut out = Vec::with_capacity(dag.len());
                while !pool.is_empty() {
                    let k = match &counts {
                        // Choose v with probability count(S ∪ v) / count(S).
                        Some(c) => {
                            let logs: Vec<f64> =
                                pool.iter().map(|v| c[&with(&set, v.index())]).collect();
                            let total = log_sum_exp(&logs);
                            let mut u: f64 = rng.random::<f64>();
                            let mut pick = pool.len() - 1;
                            for (i, l) in logs.iter().enumerate() {
                                u -= (l - total).exp();
                                if u < 0.0 {
                                    pick = i;
                                    break;
                                }
                            }
                            pick
                        }
                        None => rng.random_range(0..pool.len()),
                    };
                    let v = pool.swap_remove(k);
                    set = with(&set, v.index());
                    out.push(v);
                    pool.extend(ready.complete(dag, v));
                }
                Order::new(dag, out).expect("picking ready ops yields a topological order")
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dag::JsonDag;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn uniform_over_the_orders_of_a_small_graph() {
        // a -> c, b (free): orders abc, bac, acb: each 1/3. Ready-choice sampling would give
        // acb 1/4, abc 1/4, bac 1/2.
        let g: JsonDag = serde_json::from_str(
            r#"{"nodes":[{"name":"a"},{"name":"b"},{"name":"c"}],"edges":[["a","c"]]}"#,
        )
        .unwrap();
        let g = g.to_dag().unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let orders = RandomTopological::default().orders(
            &crate::dag::Planned::as_written(&g),
            Objective::PeakMemory,
            30_000,
            &mut rng,
        );
        let mut counts: HashMap<Vec<&str>, usize> = HashMap::new();
        for o in &orders {
            *counts.entry(o.names(&g)).or_default() += 1;
        }
        assert_eq!(counts.len(), 3);
        for (order, c) in counts {
            let p = c as f64 / 30_000.0;
            assert!((p - 1.0 / 3.0).abs() < 0.015, "{order:?}: {p}");
        }
    }
}
