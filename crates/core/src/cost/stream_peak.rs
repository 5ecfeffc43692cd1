//! Peak memory of a parallel run: an order decoded onto units ([`UnitSchedule`]), as the MLIR
//! streams and the libtorch executor's `--streams` run it. Liveness in time rather than in
//! steps: an op's outputs are allocated when it starts, a tensor is freed when the last of its
//! consumers finishes, graph outputs stay to the end. Where two events fall on the same
//! instant they keep the order's steps, so on one unit this is the sequential peak by
//! liveness ([`super::MemoryEvaluator::liveness`]).
//!
//! `--memory-cap` judges a time objective's candidates by it: ops side by side hold both
//! units' tensors at once, which the sequential order's peak does not see.

use super::makespan::UnitSchedule;
use crate::dag::{Order, ScheduleDag};
use std::cmp::Ordering;

/// One change of the live bytes: when, at which step of the order, and how much.
struct Event {
    time: f64,
    step: usize,
    /// Allocations (0) before releases (1) of the same step.
    phase: u8,
    bytes: u64,
}

impl Event {
    fn cmp(&self, other: &Event) -> Ordering {
        (self.time.total_cmp(&other.time))
            .then(self.step.cmp(&other.step))
            .then(self.phase.cmp(&other.phase))
    }
}

/// The peak live bytes of `schedule` (the decode of `order`): graph inputs from the start,
/// constants not counted, as the sequential proxy.
pub fn stream_peak(dag: &ScheduleDag, order: &Order, schedule: &UnitSchedule) -> u64 {
    let pos = order.positions();
    // When op n is done with its inputs: its finish, ties broken by its step.
    let done = |n: usize| (schedule.finish[n], pos[n]);
    let later = |a: (f64, usize), b: (f64, usize)| match a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)) {
        Ordering::Less => b,
        _ => a,
    };
    let mut events: Vec<Event> = dag
        .nodes()
        .map(|n| Event {
            time: schedule.start[n.index()],
            step: pos[n.index()],
            phase: 0,
            bytes: dag.output_bytes(n),
        })
        .collect();
    for t in dag.tensors().iter().filter(|t| !t.graph_output) {
        let last = (t.consumers.iter()).map(|c| done(c.index())).reduce(later);
        let release = match (last, t.producer) {
            (Some(l), Some(p)) => Some(later(l, done(p.index()))),
            (Some(l), None) => Some(l),
            (None, Some(p)) => Some(done(p.index())), // dead output: freed when its op ends
            (None, None) => None,                     // unused graph input: live throughout
        };
        if let Some((time, step)) = release {
            events.push(Event {
                time,
                step,
                phase: 1,
                bytes: t.bytes,
            });
        }
    }
    events.sort_by(Event::cmp);
    let mut live = dag.graph_input_bytes();
    let mut peak = live;
    for e in events {
        if e.phase == 0 {
            live += e.bytes;
            peak = peak.max(live);
        } else {
            live = live.saturating_sub(e.bytes);
        }
    }
    peak
}

/// Graphs the stream-schedule tests share (here and in `super::waiting`).
#[cfg(test)]
pub(super) mod fixtures {
    use crate::dag::{dag_from_json, ScheduleDag};
    use rand::Rng;

    /// s feeds two chains p1 → q1 and p2 → q2 (p's outputs 50 bytes, the others 1), which d
    /// joins; every op takes 1.
    pub fn two_chains() -> ScheduleDag {
        let text = r#"{"nodes":[{"name":"s","runtime":1,"bytes":1},
            {"name":"p1","runtime":1,"bytes":50},{"name":"q1","runtime":1,"bytes":1},
            {"name":"p2","runtime":1,"bytes":50},{"name":"q2","runtime":1,"bytes":1},
            {"name":"d","runtime":1}],
            "edges":[["s","p1"],["p1","q1"],["s","p2"],["p2","q2"],["q1","d"],["q2","d"]]}"#;
        dag_from_json(text)
    }

    /// A random DAG of `n` nodes, each edge forward with probability `p`, outputs of 1–99
    /// bytes, runtimes in [0.1, 3) or all 0.
    pub fn random_dag(rng: &mut impl Rng, n: usize, p: f64, zero_runtimes: bool) -> ScheduleDag {
        let mut nodes = Vec::new();
        let mut edges = Vec::new();
        for i in 0..n {
            let runtime = if zero_runtimes {
                0.0
            } else {
                rng.random_range(0.1..3.0)
            };
            let bytes = rng.random_range(1..100);
            nodes.push(format!(
                r#"{{"name":"n{i}","runtime":{runtime},"bytes":{bytes}}}"#
            ));
            for j in 0..i {
                if rng.random_bool(p) {
                    edges.push(format!(r#"["n{j}","n{i}"]"#));
                }
            }
        }
        let text = format!(
            r#"{{"nodes":[{}],"edges":[{}]}}"#,
            nodes.join(","),
            edges.join(",")
        );
        dag_from_json(&text)
    }
}

#[cfg(test)]
mod tests {
    use super::fixtures::{random_dag, two_chains};
    use super::*;
    use crate::cost::makespan::{decode_list, runtimes};
    use crate::cost::MemoryEvaluator;
    use rand::{Rng, SeedableRng};

    #[test]
    fn two_units_hold_both_chains_at_once() {
        let g = two_chains();
        let (r, o) = (runtimes(&g), Order::original(&g));
        // One unit, a chain at a time: s 1 + p1 50 + q1 1, then p1 is freed: 52.
        let one = decode_list(&g, &o, 1, &r, None);
        assert_eq!(stream_peak(&g, &o, &one), 52);
        assert_eq!(MemoryEvaluator::liveness(&g).peak(&o), 52);
        // Two units run p1 and p2 side by side at 1, then q1 while both are live: 102.
        let two = decode_list(&g, &o, 2, &r, None);
        assert_eq!(two.start, vec![0.0, 1.0, 2.0, 1.0, 2.0, 3.0]);
        assert_eq!(stream_peak(&g, &o, &two), 102);
    }

    /// On one unit, whatever the runtimes (zero included), the stream peak is the sequential
    /// liveness peak of the same order.
    #[test]
    fn one_unit_is_the_sequential_peak() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        for case in 0..40 {
            let n = rng.random_range(2..30);
            let g = random_dag(&mut rng, n, 0.2, case % 3 == 0);
            let (r, o) = (runtimes(&g), Order::original(&g));
            let one = decode_list(&g, &o, 1, &r, None);
            let liveness = MemoryEvaluator::liveness(&g).peak(&o);
            assert_eq!(stream_peak(&g, &o, &one), liveness, "case {case}");
        }
    }
}
