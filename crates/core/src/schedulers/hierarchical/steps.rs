//! The memory model the hierarchical search steps through: what running one op adds to the
//! live bytes while it runs and after, given which ops have run. It is the proxy of the file
//! (`crate::cost::planner` where the runtime plans buffers, liveness otherwise) less the one
//! effect that depends on the path and not only on the set of ops run: a freed buffer held
//! for a later op of the same shape. So the live bytes after a set of ops are a function of
//! the set, which is what lets a DP over down-sets keep one entry per set. The full proxy
//! ranks what the search returns.
//!
//! Under a planner:
//! - a view (Reshape, Squeeze, Identity) lives in its input's buffer and costs no bytes; the
//!   buffer lives until the last reader of any view of it;
//! - an op that may work in place takes its input's buffer when it is the last reader of that
//!   buffer (shapes and bytes equal), and then allocates nothing while it runs;
//! - graph inputs stay, and so do outputs nobody reads (the plan never releases them);
//! - each value costs a record of [`VALUE_BYTES`] to the end of the run, each buffer
//!   [`ALLOCATION_BYTES`] of alignment, and an op's scratch is live while it runs; a
//!   `Constant` node costs nothing (ORT makes it an initializer).
//!
//! Under liveness every output is a buffer of its own, freed after its last reader (a dead
//! output at once, a graph input after its last reader).

use crate::cost::planner::{is_constant, ALLOCATION_BYTES, VALUE_BYTES};
use crate::dag::{Placement, Planned, ScheduleDag, TensorId};
use petgraph::graph::NodeIndex;

/// One op's effect on the live bytes.
#[derive(Debug, Clone, Default)]
struct OpStep {
    /// Bytes allocated while it runs, whatever ran before (fresh buffers and value records).
    alloc: u64,
    /// The buffer its first output may take over, and the output's bytes.
    in_place: Option<(TensorId, u64)>,
    /// Distinct buffers it reads that a run can release (by their root tensor).
    buffers: Vec<TensorId>,
    /// Bytes of its outputs that nobody reads: freed at once under liveness.
    dead: u64,
    /// Scratch live while it runs.
    workspace: u64,
}

pub(crate) struct StepModel<'a> {
    dag: &'a ScheduleDag,
    ops: Vec<OpStep>,
    /// The readers of each buffer, over every view of it (indexed by root tensor).
    buffer_readers: Vec<Vec<NodeIndex>>,
    /// Bytes a buffer holds (with its alignment under a planner).
    buffer_bytes: Vec<u64>,
    /// Live before the first op.
    pub initial: u64,
    inputs: Vec<Vec<TensorId>>,
}

/// What one op does, given the ops that have run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Step {
    /// Live bytes while it runs (on top of those live before).
    pub during: u64,
    /// Bytes allocated, then released, by the end of the step.
    pub allocated: u64,
    pub released: u64,
}

impl<'a> StepModel<'a> {
    // long: views, in-place outputs and releases resolved in one topological pass.
    pub(crate) fn new(dag: &Planned<'a>) -> Self {
        let planner = dag.reuses_buffers();
        let dag = dag.dag;
        let n_tensors = dag.tensors().len();
        // Where each tensor lives: its own buffer, another's (a view), or none (a view of a
        // constant). Producers come before views in index order only in topological files,
        // so resolve roots in a topological order of the ops.
        let mut root: Vec<Option<TensorId>> = (0..n_tensors).map(Some).collect();
        let mut in_place_of: Vec<Option<TensorId>> = vec![None; n_tensors];
        let topo = petgraph::algo::toposort(dag.graph(), None).expect("a DAG is acyclic");
        if planner {
            for &v in &topo {
                let node = dag.node(v);
                if is_constant(node) {
                    for &t in &node.outputs {
                        root[t] = None;
                    }
                    continue;
                }
                let Some(&first) = node.outputs.first() else {
                    continue;
                };
                if dag.tensor(first).graph_output {
                    continue;
                }
                match node.placement {
                    Placement::Alias(i) => root[first] = root[i],
                    Placement::AliasOfConstant => root[first] = None,
                    Placement::MayReuse(i) => in_place_of[first] = root[i],
                    Placement::Fresh => {}
                }
            }
        }
        let mut buffer_readers: Vec<Vec<NodeIndex>> = vec![Vec::new(); n_tensors];
        for (t, tensor) in dag.tensors().iter().enumerate() {
            if let Some(b) = root[t] {
                for &c in &tensor.consumers {
                    if !buffer_readers[b].contains(&c) {
                        buffer_readers[b].push(c);
                    }
                }
            }
        }
        let overhead = if planner { ALLOCATION_BYTES } else { 0 };
        let buffer_bytes: Vec<u64> = dag.tensors().iter().map(|t| t.bytes + overhead).collect();
        // A buffer a run releases: made by an op, not a result; under a planner graph
        // inputs are the user's and stay.
        let releasable = |b: TensorId| {
            let t = dag.tensor(b);
            !t.graph_output && (t.producer.is_some() || !planner)
        };
        let inputs = dag.inputs_index();
        let ops = dag
            .nodes()
            .map(|v| {
                let node = dag.node(v);
                let mut step = OpStep {
                    workspace: if planner { node.workspace_bytes } else { 0 },
                    ..OpStep::default()
                };
                if planner && is_constant(node) {
                    return step;
                }
                for &t in &node.outputs {
                    let tensor = dag.tensor(t);
                    if planner {
                        step.alloc += VALUE_BYTES;
                    }
                    if root[t] != Some(t) {
                        continue; // a view: no buffer of its own
                    }
                    let candidate = in_place_of[t].filter(|&b| {
                        let buffer = dag.tensor(b);
                        buffer.producer.is_some()
                            && buffer.bytes == tensor.bytes
                            && buffer.dims.is_some()
                            && buffer.dims == tensor.dims
                    });
                    match candidate {
                        Some(b) => step.in_place = Some((b, buffer_bytes[t])),
                        None => step.alloc += buffer_bytes[t],
                    }
                    if tensor.consumers.is_empty() && !tensor.graph_output && !planner {
                        step.dead += buffer_bytes[t];
                    }
                }
                for &t in &inputs[v.index()] {
                    if let Some(b) = root[t] {
                        if releasable(b) && !step.buffers.contains(&b) {
                            step.buffers.push(b);
                        }
                    }
                }
                step
            })
            .collect();
        let initial = dag
            .tensors()
            .iter()
            .filter(|t| t.producer.is_none())
            .map(|t| t.bytes + overhead)
            .sum();
        StepModel {
            dag,
            ops,
            buffer_readers,
            buffer_bytes,
            initial,
            inputs,
        }
    }

    /// Runs `u` when `ran` holds for every op that has run before it (and not for `u`).
    pub(crate) fn step(&self, u: NodeIndex, ran: impl Fn(NodeIndex) -> bool) -> Step {
        let op = &self.ops[u.index()];
        let done = |c: NodeIndex| c == u || ran(c);
        let mut during = op.alloc + op.workspace;
        let mut allocated = op.alloc;
        if let Some((b, bytes)) = op.in_place {
            allocated += bytes;
            let last_reader = self.buffer_readers[b].iter().all(|&c| done(c));
            if !last_reader {
                during += bytes;
            }
        }
        let mut released = op.dead;
        for &b in &op.buffers {
            if self.buffer_readers[b].iter().all(|&c| done(c)) {
                released += self.buffer_bytes[b];
            }
        }
        Step {
            during,
            allocated,
            released,
        }
    }

    /// What `u` holds while it runs, whatever ran before: what it reads, what it allocates
    /// and its scratch (a floor under the live bytes of its step).
    pub(crate) fn working_set(&self, u: NodeIndex) -> u64 {
        let op = &self.ops[u.index()];
        let read: u64 = self.inputs[u.index()]
            .iter()
            .map(|&t| self.dag.tensor(t).bytes)
            .sum();
        read + op.alloc + op.in_place.map_or(0, |(_, b)| b) + op.workspace
    }

    /// The peak of `order` in this model (for the incumbent the search must beat).
    pub(crate) fn peak(&self, order: &[NodeIndex]) -> u64 {
        let mut ran = fixedbitset::FixedBitSet::with_capacity(self.dag.len());
        let (mut live, mut peak) = (self.initial, self.initial);
        for &u in order {
            let s = self.step(u, |c| ran.contains(c.index()));
            peak = peak.max(live + s.during);
            live = live + s.allocated - s.released;
            ran.insert(u.index());
        }
        peak
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cost::MemoryEvaluator;
    use crate::dag::{dag_from_json, Order};

    #[test]
    fn liveness_matches_the_proxy_on_every_order_of_a_fork_join() {
        let g = dag_from_json(
            r#"{"nodes":[{"name":"a","bytes":10},{"name":"b","bytes":5},{"name":"c","bytes":7},{"name":"d","bytes":1},{"name":"e","bytes":3}],
                "edges":[["a","b"],["a","c"],["b","d"],["c","d"],["a","e"]]}"#,
        );
        let model = StepModel::new(&crate::dag::Planned::as_written(&g));
        let proxy = MemoryEvaluator::new(&crate::dag::Planned::as_written(&g));
        for names in [["a", "b", "c", "d", "e"], ["a", "e", "c", "b", "d"]] {
            let order = Order::from_names(&g, &names).unwrap();
            assert_eq!(model.peak(order.as_slice()), proxy.peak(&order));
        }
    }
}
