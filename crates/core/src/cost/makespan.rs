//! Makespan on m identical units, as in "Robust Scheduling with GFlowNets" (Eq. 2–3): an op
//! starts when its predecessors and the previous op on its unit have finished. Data movement is
//! free in the proxy; the target models of [`super::target`] add a transfer delay between ops
//! on different units.

use crate::dag::{Order, ScheduleDag};
use serde::Serialize;

/// Delay for a tensor of `bytes` that crosses from one unit to another: `a · bytes + b`.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Default)]
pub struct Transfer {
    pub per_byte: f64,
    pub latency: f64,
}

impl Transfer {
    fn delay(&self, bytes: u64) -> f64 {
        self.per_byte * bytes as f64 + self.latency
    }
}

/// A decoded schedule: which unit runs each op (indexed by node) and when.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct UnitSchedule {
    pub unit: Vec<usize>,
    pub start: Vec<f64>,
    pub finish: Vec<f64>,
    pub makespan: f64,
}

impl UnitSchedule {
    pub(super) fn empty(n: usize) -> Self {
        UnitSchedule {
            unit: vec![0; n],
            start: vec![0.0; n],
            finish: vec![0.0; n],
            makespan: 0.0,
        }
    }

    /// Runs node `i` on `unit` from `start`; the unit is busy until it finishes.
    pub(super) fn place(
        &mut self,
        i: usize,
        unit: usize,
        start: f64,
        runtime: f64,
        free: &mut [f64],
    ) {
        self.unit[i] = unit;
        self.start[i] = start;
        self.finish[i] = start + runtime;
        free[unit] = self.finish[i];
        self.makespan = self.makespan.max(self.finish[i]);
    }

    /// Units in the order's step order (the `units` list of `--emit-orders`).
    pub fn units_in_order(&self, order: &Order) -> Vec<usize> {
        order.iter().map(|n| self.unit[n.index()]).collect()
    }
}

/// Runtime of every node: its given runtime, or 0 when none (profiles fill them in first).
pub fn runtimes(dag: &ScheduleDag) -> Vec<f64> {
    dag.nodes()
        .map(|n| dag.node(n).runtime.unwrap_or(0.0))
        .collect()
}

/// Speedup U = Σ runtimes / makespan (m is the best possible with m units and free transfers).
pub(crate) fn speedup(runtimes: &[f64], makespan: f64) -> f64 {
    if makespan <= 0.0 {
        return 0.0;
    }
    runtimes.iter().sum::<f64>() / makespan
}

/// When the inputs of `node` are available on `unit`.
pub(super) fn data_ready(
    dag: &ScheduleDag,
    node: petgraph::graph::NodeIndex,
    unit: usize,
    s: &UnitSchedule,
    transfer: Option<&Transfer>,
) -> f64 {
    dag.graph()
        .edges_directed(node, petgraph::Direction::Incoming)
        .map(|e| {
            use petgraph::visit::EdgeRef;
            let p = e.source().index();
            let delay = match transfer {
                Some(t) if s.unit[p] != unit => t.delay(e.weight().bytes),
                _ => 0.0,
            };
            s.finish[p] + delay
        })
        .fold(0.0, f64::max)
}

/// Decodes with the unit chosen per op (the paper's action space): `units[k]` runs step k.
pub fn decode_with_units(
    dag: &ScheduleDag,
    order: &Order,
    units: &[usize],
    m: usize,
    runtimes: &[f64],
    transfer: Option<&Transfer>,
) -> UnitSchedule {
    let mut s = UnitSchedule::empty(dag.len());
    let mut free = vec![0.0f64; m.max(1)];
    for (node, &u) in order.iter().zip(units) {
        let i = node.index();
        let u = u.min(free.len() - 1);
        let start = data_ready(dag, node, u, &s, transfer).max(free[u]);
        s.place(i, u, start, runtimes[i], &mut free);
    }
    s
}

/// List scheduling: each op in turn goes to the unit where it can start earliest (with free
/// transfers: the earliest free unit), lowest unit id on ties.
pub fn decode_list(
    dag: &ScheduleDag,
    order: &Order,
    m: usize,
    runtimes: &[f64],
    transfer: Option<&Transfer>,
) -> UnitSchedule {
    let mut s = UnitSchedule::empty(dag.len());
    let mut free = vec![0.0f64; m.max(1)];
    for node in order.iter() {
        let i = node.index();
        let (mut best_u, mut best_start) = (0, f64::INFINITY);
        // Without transfer delays every unit sees the same data-ready time.
        let shared_ready = transfer
            .is_none()
            .then(|| data_ready(dag, node, 0, &s, None));
        for (u, &f) in free.iter().enumerate() {
            let ready = shared_ready.unwrap_or_else(|| data_ready(dag, node, u, &s, transfer));
            let start = ready.max(f);
            if start < best_start {
                (best_u, best_start) = (u, start);
            }
        }
        s.place(i, best_u, best_start, runtimes[i], &mut free);
    }
    s
}

/// Lower bound on the makespan of any schedule: max(critical path, Σ runtimes / m).
pub fn makespan_lower_bound(dag: &ScheduleDag, m: usize, runtimes: &[f64]) -> f64 {
    let topo = petgraph::algo::toposort(dag.graph(), None).expect("ScheduleDag is acyclic");
    let mut finish = vec![0.0f64; dag.len()];
    for v in topo {
        let ready = dag.preds(v).map(|p| finish[p.index()]).fold(0.0, f64::max);
        finish[v.index()] = ready + runtimes[v.index()];
    }
    let critical = finish.into_iter().fold(0.0, f64::max);
    critical.max(runtimes.iter().sum::<f64>() / m.max(1) as f64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dag::dag_from_json;

    fn fork() -> ScheduleDag {
        // a(1) -> b(2), a -> c(3), b,c -> d(1)
        let text = r#"{"nodes":[{"name":"a","runtime":1,"bytes":10},{"name":"b","runtime":2,"bytes":10},{"name":"c","runtime":3,"bytes":10},{"name":"d","runtime":1}],
                       "edges":[["a","b"],["a","c"],["b","d"],["c","d"]]}"#;
        dag_from_json(text)
    }

    #[test]
    fn list_decoding_hand_computed() {
        let g = fork();
        let r = runtimes(&g);
        let s = decode_list(&g, &Order::original(&g), 2, &r, None);
        // a on 0: [0,1]; b on 0 (free at 1, lowest id): [1,3]; c on 1: [1,4]; d: [4,5].
        assert_eq!(s.start, vec![0.0, 1.0, 1.0, 4.0]);
        assert_eq!(s.makespan, 5.0);
        assert!((speedup(&r, s.makespan) - 7.0 / 5.0).abs() < 1e-12);
        assert_eq!(makespan_lower_bound(&g, 2, &r), 5.0);
        // One unit: everything in sequence.
        assert_eq!(
            decode_list(&g, &Order::original(&g), 1, &r, None).makespan,
            7.0
        );
    }

    #[test]
    fn units_per_op_and_transfer_delays() {
        let g = fork();
        let r = runtimes(&g);
        let o = Order::original(&g);
        // All on unit 0 but c on 1.
        let s = decode_with_units(&g, &o, &[0, 0, 1, 0], 2, &r, None);
        assert_eq!(s.makespan, 5.0);
        // Crossing units costs 0.1/byte + 1: c starts at 1 + 2 = 3, finishes 6; d waits for c's
        // transfer: 6 + 2 = 8, runs to 9.
        let t = Transfer {
            per_byte: 0.1,
            latency: 1.0,
        };
        let s = decode_with_units(&g, &o, &[0, 0, 1, 0], 2, &r, Some(&t));
        assert_eq!((s.start[2], s.makespan), (3.0, 9.0));
        // List decoding with transfers keeps everything on one unit when that is faster.
        assert_eq!(decode_list(&g, &o, 2, &r, Some(&t)).makespan, 7.0);
    }
}
