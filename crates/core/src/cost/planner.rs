//! Peak memory as a buffer-planning runtime allocates it: ONNX Runtime's sequential planner
//! with its CPU arena and memory patterns off (`allocation_planner.cc`), for DAGs whose importer
//! recorded how each op's output may be placed ([`Placement`]) and what scratch its kernel
//! takes ([`OpNode::workspace_bytes`]).
//!
//! Walking the order, each op's output gets a buffer, the first rule that applies:
//! - a graph output gets a new buffer of its own;
//! - an alias op's output (Reshape, Squeeze, Flatten, Identity) is a view of its input, and
//!   of a constant takes no memory at all;
//! - an op that may work in place reuses its input's buffer when it is the last user of that
//!   buffer (over every value in it), the shapes match, and the buffer is not a graph input's;
//! - a buffer freed earlier with exactly the same shape and bytes is reused, the most recently
//!   freed first (never one that this op's own inputs free);
//! - otherwise a new buffer is allocated while the op runs.
//!
//! A buffer is released after the last consumer of the last value placed in it, so a freed
//! buffer waiting for its reuse still counts, and a buffer nobody ever reads lives to the end
//! of the run. The op's scratch is live while it runs, on top of everything else. ORT also
//! holds a record of each value a node makes (views too) until the end of the run, and aligns
//! each buffer ([`VALUE_BYTES`], [`ALLOCATION_BYTES`], measured): small next to an activation,
//! but a peak reached after thousands of ops pays for every one of them. `Constant` nodes
//! cost nothing: ORT makes them initializers. The liveness model of [`super::memory`] is what
//! is left with no aliases, reuse, scratch or records.
//!
//! [`OpNode::workspace_bytes`]: crate::dag::OpNode::workspace_bytes

use super::curve::MemoryProfile;
use crate::dag::{Order, Placement, Planned, ScheduleDag, TensorId};
use std::collections::{HashMap, HashSet};

/// What ORT holds for each value a node makes, view or not, from the node's run to the end of
/// the run: the value and its tensor (shape, strides, where its data is) on the heap, kept by
/// the run's frame after the data is freed. Measured in ORT 1.32 with the counting malloc, as
/// written and walked alike: chains of 200 and 800 ops held 232 bytes more per Relu, Identity
/// or Shape at their end (256 per Add), and K Reshape views of one input 232 bytes each. So a
/// peak reached after a thousand ops pays 232 kB that one reached first does not: on
/// NASNet-A at 96², two orders with the same bytes in tensors at their peaks, one reaching it
/// at op 223 and one at op 611, measured 24 kB apart.
pub const VALUE_BYTES: u64 = 232;
/// What a buffer costs at malloc beyond its bytes: ORT's CPU allocator aligns each to 64
/// bytes. Measured: a 16-byte Relu output, 77 bytes more than a view.
pub const ALLOCATION_BYTES: u64 = 64;

/// Where an output goes.
enum Placed {
    /// Into this existing buffer.
    In(TensorId),
    /// Into a new buffer, allocated while the op runs.
    New,
    /// Nowhere: a view of a constant.
    Nowhere,
}

/// The planner's state while it walks one order.
struct Walk<'d> {
    /// The tensor whose buffer each tensor lives in (itself when it got a new one).
    root: Vec<TensorId>,
    /// Remaining uses of each buffer, over every value placed in it.
    left: Vec<usize>,
    /// Views of constants: no buffer, nothing to count or free.
    bufferless: Vec<bool>,
    free: FreeList<'d>,
}

/// Per-graph facts of the planner, computed once for many orders.
pub struct PlannerModel<'a> {
    dag: &'a ScheduleDag,
    /// Freed buffers are reused by shape ([`Plan::reuses_buffers`]); views and in-place
    /// outputs share either way.
    reuse: bool,
    /// Distinct tensors each node reads.
    inputs: Vec<Vec<TensorId>>,
    /// Uses that keep each tensor alive (a graph output's never ends).
    uses: Vec<usize>,
    initial: u64,
}

/// Freed buffers by (bytes, shape), each listed once; the most recently freed comes first.
#[derive(Default)]
struct FreeList<'d> {
    by_shape: HashMap<(u64, &'d [i64]), Vec<TensorId>>,
    listed: HashSet<TensorId>,
}

impl<'d> FreeList<'d> {
    fn put(&mut self, dag: &'d ScheduleDag, buffer: TensorId) {
        let t = dag.tensor(buffer);
        // Scalars and tensors of unknown shape are never reused.
        let Some(dims) = t.dims.as_deref().filter(|d| !d.is_empty()) else {
            return;
        };
        if self.listed.insert(buffer) {
            self.by_shape
                .entry((t.bytes, dims))
                .or_default()
                .push(buffer);
        }
    }
    fn take(&mut self, dag: &'d ScheduleDag, t: TensorId) -> Option<TensorId> {
        let tensor = dag.tensor(t);
        let dims = tensor.dims.as_deref().filter(|d| !d.is_empty())?;
        let b = self.by_shape.get_mut(&(tensor.bytes, dims))?.pop()?;
        self.listed.remove(&b);
        Some(b)
    }
}

impl<'a> PlannerModel<'a> {
    pub fn new(dag: &Planned<'a>) -> Self {
        let reuse = dag.reuses_buffers();
        let dag = dag.dag;
        PlannerModel {
            dag,
            reuse,
            inputs: dag.inputs_index(),
            uses: dag.uses_until_free(),
            initial: dag.graph_input_bytes(),
        }
    }

    /// Where the first rule that applies puts output `t` of an op placed by `placement`.
    fn place(
        &self,
        t: TensorId,
        first_output: bool,
        placement: Placement,
        w: &mut Walk<'a>,
    ) -> Placed {
        let dag = self.dag;
        let tensor = dag.tensor(t);
        if tensor.graph_output {
            return Placed::New;
        }
        match (first_output, placement) {
            (true, Placement::Alias(i)) if w.bufferless[i] => return Placed::Nowhere,
            (true, Placement::Alias(i)) => return Placed::In(w.root[i]),
            (true, Placement::AliasOfConstant) => return Placed::Nowhere,
            (true, Placement::MayReuse(i)) => {
                let b = w.root[i];
                let buffer = dag.tensor(b);
                if w.left[b] == 1
                    && !w.bufferless[b]
                    && buffer.producer.is_some()
                    && buffer.bytes == tensor.bytes
                    && buffer.dims.is_some()
                    && buffer.dims == tensor.dims
                {
                    return Placed::In(b);
                }
            }
            _ => {}
        }
        match self.reuse.then(|| w.free.take(dag, t)).flatten() {
            Some(b) => Placed::In(b),
            None => Placed::New,
        }
    }

    /// The live bytes at each step of `order` (outputs placed, scratch held, before frees).
    // long: ORT's planner rules step by step; every step reads and updates the same buffers.
    pub fn profile(&self, order: &Order) -> MemoryProfile {
        let dag = self.dag;
        let n_tensors = dag.tensors().len();
        let steps = order.len();
        let mut w = Walk {
            root: (0..n_tensors).collect(),
            left: (0..n_tensors)
                .map(|t| {
                    if dag.tensor(t).producer.is_none() {
                        self.uses[t]
                    } else {
                        0
                    }
                })
                .collect(),
            bufferless: vec![false; n_tensors],
            free: FreeList::default(),
        };
        let mut alloc = vec![0u64; steps];
        let mut release = vec![0u64; steps];
        let mut last_read: Vec<Option<usize>> = vec![None; n_tensors];
        for (step, v) in order.iter().enumerate() {
            let node = dag.node(v);
            for (slot, &t) in node.outputs.iter().enumerate() {
                if is_constant(node) {
                    // ORT makes it an initializer when it loads the model: nothing at run time.
                    w.bufferless[t] = true;
                    continue;
                }
                alloc[step] += VALUE_BYTES;
                match self.place(t, slot == 0, node.placement, &mut w) {
                    Placed::In(b) => {
                        w.root[t] = b;
                        w.left[b] += self.uses[t];
                    }
                    Placed::New => {
                        alloc[step] += dag.tensor(t).bytes + ALLOCATION_BYTES;
                        w.left[t] = self.uses[t];
                    }
                    Placed::Nowhere => w.bufferless[t] = true,
                }
            }
            for &i in &self.inputs[v.index()] {
                if w.bufferless[i] {
                    continue;
                }
                let b = w.root[i];
                w.left[b] -= 1;
                last_read[b] = Some(step);
                if w.left[b] == 0 && dag.tensor(b).producer.is_some() {
                    w.free.put(dag, b);
                }
            }
            // Outputs nobody reads are free as soon as they are written.
            for &t in &node.outputs {
                if !w.bufferless[t] && w.left[w.root[t]] == 0 {
                    let b = w.root[t];
                    w.free.put(dag, b);
                }
            }
        }
        let Walk {
            root,
            left,
            bufferless,
            ..
        } = w;
        // Released after the last read of any value in the buffer; graph inputs (counted from
        // the start) and buffers nobody reads or still in use at the end stay.
        for (b, read) in last_read.iter().enumerate() {
            if let Some(step) = *read {
                if root[b] == b
                    && !bufferless[b]
                    && left[b] == 0
                    && dag.tensor(b).producer.is_some()
                {
                    release[step] += dag.tensor(b).bytes + ALLOCATION_BYTES;
                }
            }
        }
        let mut live = self.initial;
        let mut curve = Vec::with_capacity(steps);
        for (step, v) in order.iter().enumerate() {
            live += alloc[step];
            curve.push(live.saturating_add(dag.node(v).workspace_bytes));
            live -= release[step];
        }
        MemoryProfile::of(self.initial, curve)
    }
}

/// An ONNX `Constant` node, which ONNX Runtime never runs: it makes it an initializer.
pub(crate) fn is_constant(node: &crate::dag::OpNode) -> bool {
    node.op == "Constant"
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cost::memory::peak_memory;
    use crate::dag::{DagBuilder, OpNode, Planned};
    use petgraph::graph::NodeIndex;

    /// `(name, inputs, output bytes, Some((alias?, input)) for a view or in-place output)`.
    type Op<'a> = (&'a str, &'a [&'a str], u64, Option<(bool, &'a str)>);

    /// One output per op, named after it; a graph input `x` of 100 bytes; the last op's output
    /// is the graph output.
    fn dag(ops: &[Op]) -> ScheduleDag {
        let mut b = DagBuilder::new("t");
        let x = b.add_tensor("x", None).unwrap();
        b.tensor_mut(x).bytes = 100;
        b.tensor_mut(x).dims = Some(vec![100]);
        for (i, (name, inputs, bytes, _)) in ops.iter().enumerate() {
            let n = b.add_node(OpNode::new(*name, "op", i));
            for input in *inputs {
                let t = b.tensor_id(input).unwrap();
                b.add_use(t, n);
            }
            let t = b.add_tensor(*name, Some(n)).unwrap();
            let tensor = b.tensor_mut(t);
            tensor.bytes = *bytes;
            tensor.size_known = true;
            tensor.dims = Some(vec![*bytes as i64]);
            tensor.graph_output = i + 1 == ops.len();
        }
        for (i, (_, _, _, placement)) in ops.iter().enumerate() {
            if let Some((alias, input)) = placement {
                let t = b.tensor_id(input).unwrap();
                b.node_mut(NodeIndex::new(i)).placement = if *alias {
                    Placement::Alias(t)
                } else {
                    Placement::MayReuse(t)
                };
            }
        }
        b.build().unwrap()
    }

    const V: u64 = VALUE_BYTES;
    const A: u64 = ALLOCATION_BYTES;

    /// `d` under ONNX Runtime's planner, which these tests are about.
    fn planned(d: &ScheduleDag) -> Planned<'_> {
        Planned::new(d, &crate::dag::PLANNED_BUFFERS)
    }

    fn peak(d: &ScheduleDag, order: &[usize]) -> u64 {
        let order = Order::new(d, order.iter().map(|&i| NodeIndex::new(i)).collect()).unwrap();
        PlannerModel::new(&planned(d)).profile(&order).peak
    }

    #[test]
    fn a_view_costs_nothing_and_keeps_its_buffer_alive() {
        // a (1000) -> view -> b (1000); a is held until b reads the view.
        let d = dag(&[
            ("a", &["x"], 1000, None),
            ("v", &["a"], 1000, Some((true, "a"))),
            ("b", &["v"], 10, None),
        ]);
        // Each value's record (V) lives to the end of the run; each buffer is aligned (A).
        assert_eq!(peak(&d, &[0, 1, 2]), 100 + 1000 + 10 + 3 * V + 2 * A);
    }

    #[test]
    fn in_place_only_for_the_last_user() {
        // relu reuses a when it is a's last user, not when c still reads a afterwards.
        let last = dag(&[
            ("a", &["x"], 1000, None),
            ("c", &["a"], 10, None),
            ("relu", &["a"], 1000, Some((false, "a"))),
            ("d", &["relu", "c"], 10, None),
        ]);
        assert_eq!(
            peak(&last, &[0, 1, 2, 3]),
            100 + 1000 + 10 + 10 + 4 * V + 3 * A
        );
        assert_eq!(peak(&last, &[0, 2, 1, 3]), 100 + 2000 + 10 + 3 * V + 3 * A);
        // Never the graph input's buffer (the user's, live throughout).
        let input = dag(&[
            ("relu", &["x"], 100, Some((false, "x"))),
            ("d", &["relu"], 1, None),
        ]);
        assert_eq!(peak(&input, &[0, 1]), 100 + 100 + 1 + 2 * V + 2 * A);
    }

    #[test]
    fn a_freed_buffer_of_the_same_shape_is_reused_and_held_until_then() {
        // a is free after b; e (same shape as a) takes a's buffer, so a's bytes stay counted
        // until then, next to c (another shape, a buffer of its own): the peak is at e, which
        // holds one record more than c's step.
        let d = dag(&[
            ("a", &["x"], 1000, None),
            ("b", &["a"], 10, None),
            ("c", &["b"], 500, None),
            ("e", &["c"], 1000, None),
            ("f", &["e"], 1, None),
        ]);
        assert_eq!(peak(&d, &[0, 1, 2, 3, 4]), 100 + 1000 + 500 + 4 * V + 2 * A);
        // Without reuse each buffer goes after its last reader: liveness, except that the
        // graph input is the user's and stays.
        let no_reuse = Planned::as_written(&d);
        let order = Order::new(&d, (0..5).map(NodeIndex::new).collect()).unwrap();
        assert_eq!(
            PlannerModel::new(&no_reuse).profile(&order).peak,
            100 + 500 + 1000 + 4 * V + 2 * A
        );
        assert_eq!(peak_memory(&no_reuse, &Order::original(&d)), 500 + 1000);
    }

    #[test]
    fn an_unread_output_lives_to_the_end_and_scratch_tops_its_step() {
        let mut d = dag(&[
            ("dead", &["x"], 700, None),
            ("a", &["x"], 10, None),
            ("b", &["a"], 10, None),
        ]);
        assert_eq!(peak(&d, &[0, 1, 2]), 100 + 700 + 10 + 10 + 3 * V + 3 * A);
        d.node_mut(NodeIndex::new(2)).workspace_bytes = 5000;
        let order = Order::original(&d);
        let profile = PlannerModel::new(&planned(&d)).profile(&order);
        assert_eq!(
            (profile.peak, profile.peak_step),
            (100 + 700 + 20 + 5000 + 3 * V + 3 * A, 2)
        );
    }

    #[test]
    fn records_stay_to_the_end_and_constants_cost_nothing() {
        // A chain of small ops and a big op: the later the big op runs, the more records it
        // sits on. The Constant holds nothing at all.
        let mut d = dag(&[
            ("k", &[], 8, None),
            ("s1", &["x"], 8, None),
            ("s2", &["s1"], 8, None),
            ("big", &["x", "k"], 5000, None),
            ("shrink", &["big"], 8, None),
            ("out", &["shrink", "s2"], 8, None),
        ]);
        d.node_mut(NodeIndex::new(0)).op = "Constant".into();
        // At `shrink`, big and shrink are live, with their records (and s2's, run late).
        assert_eq!(
            peak(&d, &[0, 3, 4, 1, 2, 5]),
            100 + 5000 + 8 + 2 * V + 2 * A
        );
        assert_eq!(
            peak(&d, &[0, 1, 2, 3, 4, 5]),
            100 + 5000 + 16 + 4 * V + 3 * A
        );
    }
}
