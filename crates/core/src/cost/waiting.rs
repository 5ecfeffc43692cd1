//! A list schedule that waits for memory: what `--memory-cap` runs as streams where the plain
//! list schedule ([`super::decode_list`]) would hold more than the cap.
//!
//! Ops start in the order's sequence, each no earlier than the one before, on the unit free
//! first (lowest id on ties). An op whose outputs would take the live bytes over the cap waits
//! until the ops before it have freed enough. Starts in sequence make the live bytes at each
//! start exact: nothing placed later allocates earlier. So the schedule's peak by
//! [`super::stream_peak`] stays under the cap whenever the order's own peak one op at a time
//! (by liveness) does: at worst every op waits for the one before, which is that order run one
//! op at a time.
//!
//! A run keeps the waits only if it is told them: [`WaitingSchedule::waits`] are the
//! (freeing op, waiting op) pairs, which the streams emitter adds as dependencies.

use super::makespan::{data_ready, UnitSchedule};
use crate::dag::{Order, ScheduleDag};
use std::cmp::{Ordering, Reverse};
use std::collections::BinaryHeap;

/// A schedule on units, and the ops each op must wait for beyond its inputs and its unit.
#[derive(Debug, Clone, PartialEq)]
pub struct WaitingSchedule {
    pub schedule: UnitSchedule,
    /// (freeing op, waiting op), by node index: the waiting op starts once the freeing op has
    /// ended, so the bytes it needs are free.
    pub waits: Vec<(usize, usize)>,
    /// The schedule's peak ([`super::stream_peak`]).
    pub peak: u64,
}

/// A tensor freed when an op ends: when, at which step, by which op, and how many bytes.
#[derive(Debug, Clone, Copy)]
struct Release {
    time: f64,
    step: usize,
    op: usize,
    bytes: u64,
}

impl PartialEq for Release {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}
impl Eq for Release {}
impl PartialOrd for Release {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for Release {
    fn cmp(&self, other: &Self) -> Ordering {
        (self.time.total_cmp(&other.time)).then(self.step.cmp(&other.step))
    }
}

/// The tensors that ops free as they end, in the order they are freed.
struct Frees<'a> {
    dag: &'a ScheduleDag,
    inputs: Vec<Vec<crate::dag::TensorId>>,
    /// Readers of each tensor not placed yet; a tensor is freed after its last.
    uses_left: Vec<usize>,
    /// The latest (end, step, op) among each tensor's readers placed so far.
    last_use: Vec<Option<(f64, usize, usize)>>,
    pending: BinaryHeap<Reverse<Release>>,
}

impl<'a> Frees<'a> {
    fn new(dag: &'a ScheduleDag) -> Self {
        Frees {
            dag,
            inputs: dag.inputs_index(),
            uses_left: dag.tensors().iter().map(|t| t.consumers.len()).collect(),
            last_use: vec![None; dag.tensors().len()],
            pending: BinaryHeap::new(),
        }
    }

    /// The next release due by `time`, if any.
    fn due_by(&mut self, time: f64) -> Option<Release> {
        let due = self.pending.peek().is_some_and(|Reverse(r)| r.time <= time);
        due.then(|| self.pending.pop().expect("peeked").0)
    }

    /// The next release, whenever it is due.
    fn next(&mut self) -> Option<Release> {
        self.pending.pop().map(|Reverse(r)| r)
    }

    /// `node` is placed and ends at `end` (time, step): what it frees then, the inputs it is
    /// the last to read (when the latest of their readers ends) and its dead outputs.
    fn ended(&mut self, node: petgraph::graph::NodeIndex, end: (f64, usize)) {
        let (i, tensors) = (node.index(), self.dag.tensors());
        let mut release = |(time, step, op): (f64, usize, usize), bytes: u64| {
            let r = Release {
                time,
                step,
                op,
                bytes,
            };
            self.pending.push(Reverse(r));
        };
        for &t in &self.inputs[i] {
            let later = match self.last_use[t] {
                Some(prev) if (prev.0, prev.1) > end => prev,
                _ => (end.0, end.1, i),
            };
            self.last_use[t] = Some(later);
            self.uses_left[t] -= 1;
            if self.uses_left[t] == 0 && !tensors[t].graph_output {
                release(later, tensors[t].bytes);
            }
        }
        for &t in &self.dag.node(node).outputs {
            if tensors[t].consumers.is_empty() && !tensors[t].graph_output {
                release((end.0, end.1, i), tensors[t].bytes);
            }
        }
    }
}

/// Decodes `order` onto `m` units so that its live bytes stay under `cap` where the order's
/// own peak does; see the module's notes.
pub fn decode_waiting(
    dag: &ScheduleDag,
    order: &Order,
    m: usize,
    runtimes: &[f64],
    cap: u64,
) -> WaitingSchedule {
    let pos = order.positions();
    let mut frees = Frees::new(dag);
    let mut s = UnitSchedule::empty(dag.len());
    let mut free = vec![0.0f64; m.max(1)];
    let mut live = dag.graph_input_bytes();
    let mut clock = 0.0f64;
    let mut waits = Vec::new();
    for node in order.iter() {
        let i = node.index();
        let earliest_unit = free.iter().copied().fold(f64::INFINITY, f64::min);
        let mut start = (data_ready(dag, node, 0, &s, None))
            .max(clock)
            .max(earliest_unit);
        let need = dag.output_bytes(node);
        let mut waited_for: Vec<usize> = Vec::new();
        // Frees due by the start that the op needs are waits too: a run where they come later
        // (another unit slower than its runtimes) must not start it before them. Past them,
        // it waits for the next frees until its outputs fit, or nothing is left to free (the
        // order's own peak is over the cap).
        loop {
            let over = live + need > cap;
            let Some(r) = frees
                .due_by(start)
                .or_else(|| over.then(|| frees.next()).flatten())
            else {
                break;
            };
            start = start.max(r.time);
            if live + need > cap && !waited_for.contains(&r.op) {
                waited_for.push(r.op);
            }
            live = live.saturating_sub(r.bytes);
        }
        let unit = (0..free.len()).find(|&u| free[u] <= start).unwrap_or(0);
        s.place(i, unit, start, runtimes[i], &mut free);
        (clock, live) = (start, live + need);
        waits.extend(waited_for.into_iter().filter(|&w| w != i).map(|w| (w, i)));
        frees.ended(node, (s.finish[i], pos[i]));
    }
    let peak = super::stream_peak(dag, order, &s);
    WaitingSchedule {
        schedule: s,
        waits,
        peak,
    }
}

/// How an order runs as streams on `m` units under an optional cap: the plain list schedule
/// where it fits (or there is no cap), else the one that waits for memory.
pub fn stream_schedule(
    dag: &ScheduleDag,
    order: &Order,
    m: usize,
    runtimes: &[f64],
    cap: Option<u64>,
) -> WaitingSchedule {
    let plain = super::decode_list(dag, order, m, runtimes, None);
    let peak = super::stream_peak(dag, order, &plain);
    match cap {
        Some(cap) if peak > cap => decode_waiting(dag, order, m, runtimes, cap),
        _ => WaitingSchedule {
            schedule: plain,
            waits: Vec::new(),
            peak,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cost::makespan::{decode_list, runtimes};
    use crate::cost::stream_peak::fixtures::{random_dag, two_chains};
    use crate::cost::{stream_peak, MemoryEvaluator};
    use rand::{Rng, SeedableRng};

    #[test]
    fn the_second_chain_waits_for_the_first_to_free_its_tensor() {
        let g = two_chains();
        let (r, o) = (runtimes(&g), Order::original(&g));
        // Side by side the chains peak at 102 bytes; one at a time at 52.
        assert_eq!(stream_peak(&g, &o, &decode_list(&g, &o, 2, &r, None)), 102);
        let w = decode_waiting(&g, &o, 2, &r, 60);
        assert_eq!(stream_peak(&g, &o, &w.schedule), 52);
        // p2 starts when q1 ends and p1's 50 bytes are freed: q1 (node 2) before p2 (node 3).
        assert_eq!(w.waits, vec![(2, 3)]);
        assert!(w.schedule.start[3] >= w.schedule.finish[2]);
        // A cap that fits the list schedule changes nothing.
        let plain = stream_schedule(&g, &o, 2, &r, Some(102));
        assert_eq!(plain.schedule, decode_list(&g, &o, 2, &r, None));
        assert!(plain.waits.is_empty());
        assert_eq!(stream_schedule(&g, &o, 2, &r, Some(60)), w);
    }

    /// On random DAGs and runtimes: the schedule is valid (inputs and units in time, waits
    /// kept), and under any cap at or above the order's own peak one op at a time its streams
    /// stay under the cap, however many units.
    #[test]
    fn waiting_schedules_stay_under_any_cap_the_order_meets() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
        let mut waited = 0;
        for case in 0..60 {
            let n = rng.random_range(3..40);
            let g = random_dag(&mut rng, n, 0.15, case % 5 == 0);
            let (r, o) = (runtimes(&g), Order::original(&g));
            let own = MemoryEvaluator::liveness(&g).peak(&o);
            for units in [2, 3] {
                let plain = stream_peak(&g, &o, &decode_list(&g, &o, units, &r, None));
                let cap = own + (plain.saturating_sub(own)) / 3;
                let w = decode_waiting(&g, &o, units, &r, cap);
                let s = &w.schedule;
                assert!(stream_peak(&g, &o, s) <= cap, "case {case}, {units} units");
                for e in g.graph().raw_edges() {
                    let (a, b) = (e.source().index(), e.target().index());
                    assert!(
                        s.start[b] >= s.finish[a] - 1e-12,
                        "case {case}: an input in time"
                    );
                }
                for a in 0..g.len() {
                    for b in 0..g.len() {
                        let overlap = s.start[a] < s.finish[b] && s.start[b] < s.finish[a];
                        assert!(a == b || s.unit[a] != s.unit[b] || !overlap, "case {case}");
                    }
                }
                for &(a, b) in &w.waits {
                    assert!(
                        s.start[b] >= s.finish[a] - 1e-12,
                        "case {case}: a wait kept"
                    );
                }
                waited += usize::from(!w.waits.is_empty());
            }
        }
        assert!(waited > 20, "the caps bind: {waited}");
    }
}
