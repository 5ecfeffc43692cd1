//! Peak memory of a sequential run. An op's outputs are allocated while its inputs are still
//! live; a tensor is freed right after its last consumer; graph outputs stay live to the end;
//! graph inputs are live from the start. Constants are not counted here (they are live in any
//! order; see [`ScheduleDag::constant_bytes`]). Tensors of unknown size count as 0 bytes, and
//! the importer reports them.

pub use super::curve::MemoryProfile;
use super::planner::PlannerModel;
use crate::dag::{Order, Placement, Planned, ScheduleDag, TensorId};

/// Peak-memory scoring with the per-graph work done once (for schedulers that score many
/// orders): liveness, or, where the runtime plans buffers ([`Plan::reuses_buffers`]), that
/// runtime's planner (`super::planner`).
///
/// [`Plan::reuses_buffers`]: crate::dag::Plan::reuses_buffers
pub struct MemoryEvaluator<'a> {
    dag: &'a ScheduleDag,
    planner: Option<PlannerModel<'a>>,
    /// Bytes allocated when each node runs.
    out_bytes: Vec<u64>,
    /// Bytes live before the first op (graph inputs).
    initial: u64,
}

impl<'a> MemoryEvaluator<'a> {
    pub fn new(dag: &Planned<'a>) -> Self {
        MemoryEvaluator {
            planner: dag.reuses_buffers().then(|| PlannerModel::new(dag)),
            ..Self::liveness(dag.dag)
        }
    }

    /// Liveness whatever the runtime: for searches that update a liveness curve step by
    /// step (the peak-directed search), whose results the full proxy ranks afterwards.
    pub fn liveness(dag: &'a ScheduleDag) -> Self {
        let out_bytes = dag.nodes().map(|n| dag.output_bytes(n)).collect();
        let initial = dag.graph_input_bytes();
        MemoryEvaluator {
            dag,
            planner: None,
            out_bytes,
            initial,
        }
    }

    /// Bytes released right after each step of `order`.
    fn freed_after(&self, pos: &[usize]) -> Vec<u64> {
        let mut freed = vec![0u64; pos.len()];
        for t in self.dag.tensors() {
            if t.graph_output {
                continue;
            }
            let last = t.consumers.iter().map(|c| pos[c.index()]).max();
            let release = match (last, t.producer) {
                (Some(l), Some(p)) => Some(l.max(pos[p.index()])),
                (Some(l), None) => Some(l),
                (None, Some(p)) => Some(pos[p.index()]), // dead output: freed right away
                (None, None) => None,                    // unused graph input: live throughout
            };
            if let Some(step) = release {
                freed[step] += t.bytes;
            }
        }
        freed
    }

    pub fn profile(&self, order: &Order) -> MemoryProfile {
        if let Some(planner) = &self.planner {
            return planner.profile(order);
        }
        let freed_after = self.freed_after(&order.positions());
        let mut live = self.initial;
        let mut curve = Vec::with_capacity(order.len());
        for (step, node) in order.iter().enumerate() {
            live += self.out_bytes[node.index()];
            curve.push(live);
            live -= freed_after[step];
        }
        MemoryProfile::of(self.initial, curve)
    }

    pub fn peak(&self, order: &Order) -> u64 {
        self.profile(order).peak
    }
}

/// What running each op would free, kept up to date as ops run (LPMF's bookkeeping, shared by
/// the schedulers that build orders step by step): the inputs it is the last user of, and its
/// outputs that nobody uses. Graph outputs are never freed.
#[derive(Debug, Clone)]
pub struct FreeTracker {
    /// Remaining uses per tensor; graph outputs keep one forever.
    uses_left: Vec<usize>,
    to_free: Vec<u64>,
}

impl FreeTracker {
    /// Before any op runs; `inputs` is [`ScheduleDag::inputs_index`].
    pub fn new(dag: &ScheduleDag, inputs: &[Vec<TensorId>]) -> Self {
        let uses_left = dag.uses_until_free();
        let bytes_where = |ts: &[TensorId], uses: usize| -> u64 {
            ts.iter()
                .filter(|&&t| uses_left[t] == uses)
                .map(|&t| dag.tensor(t).bytes)
                .sum()
        };
        let to_free = dag
            .nodes()
            .map(|n| bytes_where(&inputs[n.index()], 1) + bytes_where(&dag.node(n).outputs, 0))
            .collect();
        FreeTracker { uses_left, to_free }
    }

    /// Bytes released right after `n` if it ran now.
    pub fn frees(&self, n: usize) -> u64 {
        self.to_free[n]
    }

    /// Records that `n` ran.
    pub(crate) fn ran(&mut self, dag: &ScheduleDag, inputs: &[Vec<TensorId>], n: usize) {
        self.ran_noting(dag, inputs, n, |_, _| {});
    }

    /// Records that `n` ran, calling `changed` with each op whose [`Self::frees`] grew and
    /// what it frees now.
    pub fn ran_noting(
        &mut self,
        dag: &ScheduleDag,
        inputs: &[Vec<TensorId>],
        n: usize,
        mut changed: impl FnMut(usize, u64),
    ) {
        for &t in &inputs[n] {
            self.uses_left[t] -= 1;
            if self.uses_left[t] == 1 {
                // The one remaining user will free it.
                for &c in &dag.tensor(t).consumers {
                    self.to_free[c.index()] += dag.tensor(t).bytes;
                    changed(c.index(), self.to_free[c.index()]);
                }
            }
        }
    }
}

pub fn memory_profile(dag: &Planned, order: &Order) -> MemoryProfile {
    MemoryEvaluator::new(dag).profile(order)
}

pub fn peak_memory(dag: &Planned, order: &Order) -> u64 {
    memory_profile(dag, order).peak
}

/// No order can do better than this in the liveness model: while an op runs, its inputs and
/// outputs are all live; graph inputs are live at the start and graph outputs at the end.
/// (The liveness searches, the exact solver and the GFlowNet's features and reward use it.)
pub fn memory_lower_bound(dag: &ScheduleDag) -> u64 {
    let ins = dag.inputs_index();
    let working_set = dag
        .nodes()
        .map(|n| {
            let read: u64 = ins[n.index()].iter().map(|&t| dag.tensor(t).bytes).sum();
            read + dag
                .node(n)
                .outputs
                .iter()
                .map(|&t| dag.tensor(t).bytes)
                .sum::<u64>()
        })
        .max()
        .unwrap_or(0);
    let inputs: u64 = dag.graph_input_bytes();
    let outputs: u64 = dag.graph_output_bytes();
    working_set.max(inputs).max(outputs)
}

/// A lower bound on the peak of any order in the DAG's memory model ([`MemoryEvaluator`]):
/// [`memory_lower_bound`] for liveness, [`planned_lower_bound`] under a buffer planner.
pub(crate) fn lower_bound(dag: &Planned) -> u64 {
    if dag.reuses_buffers() {
        planned_lower_bound(dag)
    } else {
        memory_lower_bound(dag)
    }
}

/// The lower bound under a buffer planner, where views and in-place outputs share buffers: the
/// graph inputs (the user's, live throughout) plus, at each op, its scratch and the largest of
/// its tensors (whatever shares, that one buffer is live while the op runs); the graph
/// outputs all live at the end.
fn planned_lower_bound(dag: &ScheduleDag) -> u64 {
    let ins = dag.inputs_index();
    let inputs = dag.graph_input_bytes();
    // A tensor in a buffer made during the run: not a graph input, not a view (of a graph
    // input, a constant, or a tensor counted where it was made).
    let held = |t: TensorId| match dag.tensor(t).producer {
        Some(p) => {
            let op = dag.node(p);
            let view = matches!(
                op.placement,
                Placement::Alias(_) | Placement::AliasOfConstant
            );
            !(view && op.outputs.first() == Some(&t))
        }
        None => false,
    };
    let step = dag
        .nodes()
        .map(|n| {
            let largest = ins[n.index()]
                .iter()
                .chain(&dag.node(n).outputs)
                .filter(|&&t| held(t))
                .map(|&t| dag.tensor(t).bytes)
                .max()
                .unwrap_or(0);
            largest.saturating_add(dag.node(n).workspace_bytes)
        })
        .max()
        .unwrap_or(0);
    inputs.saturating_add(step.max(dag.graph_output_bytes()))
}

/// Bytes for people: `3.1 MiB`.
pub fn human_bytes(bytes: u64) -> String {
    const UNITS: [&str; 5] = ["B", "KiB", "MiB", "GiB", "TiB"];
    let mut v = bytes as f64;
    let mut u = 0;
    while v >= 1024.0 && u + 1 < UNITS.len() {
        v /= 1024.0;
        u += 1;
    }
    if u == 0 {
        format!("{bytes} B")
    } else {
        format!("{v:.1} {}", UNITS[u])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::dag::dag_from_json as dag;

    #[test]
    fn hand_computed_fork_join() {
        // a(10) -> b(5), a -> c(7), b,c -> d(1).
        let g = dag(
            r#"{"nodes":[{"name":"a","bytes":10},{"name":"b","bytes":5},{"name":"c","bytes":7},{"name":"d","bytes":1}],
                        "edges":[["a","b"],["a","c"],["b","d"],["c","d"]]}"#,
        );
        let p = memory_profile(&crate::dag::Planned::as_written(&g), &Order::original(&g));
        // a: 10 | b: 15 | c: 22, then a freed | d: 5+7+1 = 13, then b, c freed; d is a result.
        assert_eq!(p.curve, vec![10, 15, 22, 13]);
        assert_eq!((p.peak, p.peak_step), (22, 2));
    }

    #[test]
    fn order_matters() {
        // Two independent chains x1(100)->x2(1), y1(100)->y2(1): interleaving the big ones costs more.
        let g = dag(
            r#"{"nodes":[{"name":"x1","bytes":100},{"name":"y1","bytes":100},{"name":"x2","bytes":1},{"name":"y2","bytes":1}],
                        "edges":[["x1","x2"],["y1","y2"]]}"#,
        );
        let interleaved = Order::from_names(&g, &["x1", "y1", "x2", "y2"]).unwrap();
        let chained = Order::from_names(&g, &["x1", "x2", "y1", "y2"]).unwrap();
        assert_eq!(
            peak_memory(&crate::dag::Planned::as_written(&g), &interleaved),
            201
        );
        assert_eq!(
            peak_memory(&crate::dag::Planned::as_written(&g), &chained),
            102
        );
    }
}
