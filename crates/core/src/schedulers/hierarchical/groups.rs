//! The coarse level the search decides on: ops merged into groups that run back to back.
//!
//! Two merges, applied until neither applies:
//! - **feeders**: a group with one successor that holds no more than its outputs while it
//!   runs, and whose inputs live on anyway (the successor reads them too, or nothing frees
//!   them) or are small, runs right before that successor: weights turned into a tensor, a padding
//!   computed from a shape. Running it earlier only lengthens the life of its outputs, so
//!   merging costs at most [`SLACK`] bytes over the best order.
//! - **sequences**: a group whose one successor has it as its one predecessor, where the
//!   successor's outputs are no larger than what the group leaves live, runs with it. The
//!   successor is ready as soon as the group has run, and running it then trades the group's
//!   outputs for outputs no larger (HMCOS's sequences, merged "while that does not raise
//!   memory").
//!
//! A NAS net's 3,000 ops become a few hundred groups, and the down-sets to search shrink with
//! them: a chain of k ops in each of b parallel branches is k^b down-sets, one when merged.

use crate::dag::{Planned, ScheduleDag, TensorId};
use petgraph::graph::NodeIndex;
use rustc_hash::{FxHashMap, FxHashSet};

/// What a feeder may hold beyond its outputs while it runs (shape arithmetic's scalars).
const SLACK: u64 = 4096;

/// Whether `g` may run right before its one successor group `s` (a feeder, above): every
/// input it takes from outside lives until `s` anyway, and its own peak is its outputs.
fn feeds(dag: &Planned, inputs: &[Vec<TensorId>], g: &[NodeIndex], s: &[NodeIndex]) -> bool {
    let place: FxHashMap<NodeIndex, usize> = g.iter().enumerate().map(|(k, &v)| (v, k)).collect();
    let in_s: FxHashSet<NodeIndex> = s.iter().copied().collect();
    let never_freed =
        |t: &crate::dag::Tensor| t.graph_output || (t.producer.is_none() && dag.reuses_buffers());
    let (mut live, mut peak) = (0u64, 0u64);
    for (k, &u) in g.iter().enumerate() {
        live += dag.output_bytes(u);
        peak = peak.max(live);
        for &t in &inputs[u.index()] {
            let tensor = dag.tensor(t);
            if tensor.producer.is_some_and(|p| place.contains_key(&p)) {
                let done = (tensor.consumers.iter()).all(|c| place.get(c).is_some_and(|&j| j <= k));
                if done && !tensor.graph_output {
                    live -= tensor.bytes;
                }
            } else if !(tensor.consumers.iter().any(|c| in_s.contains(c))
                || never_freed(tensor)
                || tensor.bytes <= SLACK)
            {
                return false;
            }
        }
        for &t in &dag.node(u).outputs {
            let tensor = dag.tensor(t);
            if tensor.consumers.is_empty() && !tensor.graph_output {
                live -= tensor.bytes;
            }
        }
    }
    peak <= live + SLACK
}

pub(crate) struct Groups {
    /// Each group's ops, in the order they run.
    pub members: Vec<Vec<NodeIndex>>,
    /// The group of each op.
    pub group_of: Vec<u32>,
    /// Each group's predecessor and successor groups, each listed once, ascending.
    pub preds: Vec<Vec<u32>>,
    pub succs: Vec<Vec<u32>>,
}

impl Groups {
    /// Every op a group of its own.
    pub(crate) fn singletons(dag: &ScheduleDag) -> Groups {
        let members = dag.nodes().map(|v| vec![v]).collect();
        Groups::wire(dag, members)
    }

    /// Feeders and sequences merged ([`self`]).
    // long: union-find merging of feeders and sequences in one loop over the ops.
    pub(crate) fn coarsened(dag: &Planned) -> Groups {
        let n = dag.len();
        // Union-find over ops, with each set's members kept in run order.
        let mut head: Vec<usize> = (0..n).collect();
        let mut members: Vec<Vec<NodeIndex>> = dag.nodes().map(|v| vec![v]).collect();
        let find = |head: &mut Vec<usize>, mut x: usize| {
            while head[x] != x {
                head[x] = head[head[x]];
                x = head[x];
            }
            x
        };
        let results: Vec<bool> = dag
            .nodes()
            .map(|v| {
                dag.node(v)
                    .outputs
                    .iter()
                    .any(|&t| dag.tensor(t).graph_output)
            })
            .collect();
        let out_bytes: Vec<u64> = dag.nodes().map(|v| dag.output_bytes(v)).collect();
        let inputs = dag.inputs_index();
        let mut is_result = results;
        let mut bytes_out = out_bytes;
        // Neighbour groups of a group, found through its members' edges.
        let neighbours = |head: &mut Vec<usize>,
                          members: &[Vec<NodeIndex>],
                          g: usize,
                          incoming: bool|
         -> Vec<usize> {
            let mut out: Vec<usize> = Vec::new();
            for &v in &members[g] {
                let adjacent: Vec<NodeIndex> = if incoming {
                    dag.preds(v).collect()
                } else {
                    dag.succs(v).collect()
                };
                for w in adjacent {
                    let h = find(head, w.index());
                    if h != g && !out.contains(&h) {
                        out.push(h);
                    }
                }
            }
            out
        };
        // Sweep in topological order until a sweep merges nothing: each merge can make its
        // neighbours mergeable.
        let topo = petgraph::algo::toposort(dag.graph(), None).expect("a DAG is acyclic");
        loop {
            let mut merged = false;
            for &v in &topo {
                let g = find(&mut head, v.index());
                if g != v.index() {
                    continue;
                }
                let succs = neighbours(&mut head, &members, g, false);
                let [s] = succs[..] else { continue };
                let feeder = feeds(dag, &inputs, &members[g], &members[s]);
                // A result's outputs stay live, so what follows it adds to them.
                let sequence = !feeder
                    && !is_result[g]
                    && neighbours(&mut head, &members, s, true) == [g]
                    && bytes_out[s] <= bytes_out[g];
                if !(feeder || sequence) {
                    continue;
                }
                // g runs right before s: the merged group is g's members then s's, under the
                // root of the earlier one so that sweeps keep their topological order.
                let mut run = std::mem::take(&mut members[g]);
                run.append(&mut members[s]);
                members[g] = run;
                head[s] = g;
                is_result[g] |= is_result[s];
                // What the merged group leaves live: s's outputs (g's are read by s alone).
                bytes_out[g] = bytes_out[s];
                merged = true;
            }
            if !merged {
                break;
            }
        }
        let roots: Vec<Vec<NodeIndex>> = (0..n)
            .filter(|&v| find(&mut head, v) == v)
            .map(|v| std::mem::take(&mut members[v]))
            .collect();
        Groups::wire(dag, roots)
    }

    fn wire(dag: &ScheduleDag, members: Vec<Vec<NodeIndex>>) -> Groups {
        let mut group_of = vec![0u32; dag.len()];
        for (g, ms) in members.iter().enumerate() {
            for v in ms {
                group_of[v.index()] = g as u32;
            }
        }
        let mut preds: Vec<Vec<u32>> = vec![Vec::new(); members.len()];
        let mut succs: Vec<Vec<u32>> = vec![Vec::new(); members.len()];
        for e in dag.graph().raw_edges() {
            let (a, b) = (group_of[e.source().index()], group_of[e.target().index()]);
            if a != b {
                preds[b as usize].push(a);
                succs[a as usize].push(b);
            }
        }
        for list in preds.iter_mut().chain(succs.iter_mut()) {
            list.sort_unstable();
            list.dedup();
        }
        Groups {
            members,
            group_of,
            preds,
            succs,
        }
    }

    /// The groups in the order `order` runs them, as closely as groups run whole: each step,
    /// of the ready groups, the one whose first op comes first in `order`.
    pub(crate) fn follow(&self, order: &[NodeIndex]) -> Vec<u32> {
        let mut first = vec![usize::MAX; self.len()];
        for (i, v) in order.iter().enumerate() {
            let g = self.group_of[v.index()] as usize;
            first[g] = first[g].min(i);
        }
        let mut waiting: Vec<usize> = self.preds.iter().map(Vec::len).collect();
        let mut ready: std::collections::BinaryHeap<std::cmp::Reverse<(usize, u32)>> = (0..self
            .len())
            .filter(|&g| waiting[g] == 0)
            .map(|g| std::cmp::Reverse((first[g], g as u32)))
            .collect();
        let mut out = Vec::with_capacity(self.len());
        while let Some(std::cmp::Reverse((_, g))) = ready.pop() {
            out.push(g);
            for &h in &self.succs[g as usize] {
                waiting[h as usize] -= 1;
                if waiting[h as usize] == 0 {
                    ready.push(std::cmp::Reverse((first[h as usize], h)));
                }
            }
        }
        out
    }

    pub(crate) fn len(&self) -> usize {
        self.members.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dag::dag_from_json;

    #[test]
    fn chains_and_feeders_merge_and_branches_stay_apart() {
        // w feeds b; a -> b -> c is a chain that shrinks; a -> d -> e branches off a.
        let g = dag_from_json(
            r#"{"nodes":[{"name":"a","bytes":10},{"name":"w","bytes":1},{"name":"b","bytes":10},{"name":"c","bytes":4},
                         {"name":"d","bytes":20},{"name":"e","bytes":1}],
                "edges":[["a","b"],["w","b"],["b","c"],["a","d"],["d","e"]]}"#,
        );
        let groups = Groups::coarsened(&crate::dag::Planned::as_written(&g));
        let names: Vec<Vec<&str>> = groups
            .members
            .iter()
            .map(|m| m.iter().map(|&v| g.node(v).name.as_str()).collect())
            .collect();
        // b's chain takes w (a feeder) and c (smaller); d grows, so it stays with e after it.
        assert!(names.contains(&vec!["w", "b", "c"]), "{names:?}");
        assert!(names.contains(&vec!["d", "e"]), "{names:?}");
        assert!(names.contains(&vec!["a"]), "{names:?}");
        assert_eq!(groups.len(), 3);
    }
}
