//! The walk ONNX Runtime makes of a graph (`ExecutionOrder::DEFAULT`: depth first from the
//! leaves, entering a node's producers one at a time): what the GFlowNet's walk actions and
//! the hierarchical scheduler's walk search both need of a graph.

use super::ScheduleDag;
use fixedbitset::FixedBitSet;
use petgraph::graph::NodeIndex;
use std::cmp::Reverse;

/// What the walk needs of one graph, computed once and shared by its trajectories.
#[derive(Debug, Clone)]
pub struct WalkGraph {
    /// Nodes the walk never visits (ONNX `Constant`s, initializers to ORT): they run first.
    pub skipped: Vec<u32>,
    /// Each node's walked producers, distinct.
    pub producers: Vec<Vec<u32>>,
    /// Walked nodes that no walked node reads: where the walk starts.
    pub leaves: Vec<u32>,
    /// Descendants of each node, itself included: the mask's "ancestor of" test.
    pub(crate) reaches: Vec<FixedBitSet>,
}

impl WalkGraph {
    /// The walk over `dag`, visiting the nodes in `walked`.
    pub fn new(dag: &ScheduleDag, walked: &FixedBitSet) -> Self {
        let n = dag.len();
        let is_walked = |v: NodeIndex| walked.contains(v.index());
        let producers: Vec<Vec<u32>> = dag
            .nodes()
            .map(|v| {
                let mut p: Vec<u32> = dag
                    .preds(v)
                    .filter(|&p| is_walked(p))
                    .map(|p| p.index() as u32)
                    .collect();
                p.sort_unstable();
                p.dedup();
                p
            })
            .collect();
        let leaves = dag
            .nodes()
            .filter(|&v| is_walked(v) && !dag.succs(v).any(is_walked))
            .map(|v| v.index() as u32)
            .collect();
        // Descendants, complete from the last node of a topological order back.
        let mut reaches = vec![FixedBitSet::with_capacity(n); n];
        let topological =
            petgraph::algo::toposort(dag.graph(), None).expect("a scheduling DAG is acyclic");
        for &v in topological.iter().rev() {
            let mut r = FixedBitSet::with_capacity(n);
            r.insert(v.index());
            for s in dag.succs(v) {
                r.union_with(&reaches[s.index()]);
            }
            reaches[v.index()] = r;
        }
        WalkGraph {
            skipped: (0..n as u32)
                .filter(|&v| !walked.contains(v as usize))
                .collect(),
            producers,
            leaves,
            reaches,
        }
    }

    /// The walk ORT makes of the file `file` (node indices in file order): the skipped nodes
    /// first, in file order, then the walked ones as ORT runs them.
    pub fn walk_of_file(&self, file: &[u32]) -> Vec<u32> {
        let n = self.producers.len();
        let mut at = vec![0usize; n];
        for (i, &v) in file.iter().enumerate() {
            at[v as usize] = i;
        }
        let by_index = |mut vs: Vec<u32>| {
            vs.sort_unstable_by_key(|&v| at[v as usize]);
            vs
        };
        let mut order = by_index(self.skipped.clone());
        let mut visited = vec![false; n];
        // (node, leaving): producers pushed lowest index first, so the highest is popped first.
        let mut stack: Vec<(u32, bool)> = by_index(self.leaves.clone())
            .into_iter()
            .map(|v| (v, false))
            .collect();
        while let Some((v, leaving)) = stack.pop() {
            if leaving {
                order.push(v);
                continue;
            }
            if std::mem::replace(&mut visited[v as usize], true) {
                continue;
            }
            stack.push((v, true));
            stack.extend(
                by_index(self.producers[v as usize].clone())
                    .into_iter()
                    .map(|p| (p, false)),
            );
        }
        order
    }

    /// The walk that, at each choice, enters the enterable option of highest `rank` (ties to
    /// the higher index), the leaves highest rank first: a walk some file makes ORT take
    /// (the mask keeps it one), for searches that move ranks rather than whole files.
    pub fn walk_by_rank(&self, rank: &[i64]) -> Vec<u32> {
        let n = self.producers.len();
        let mut order = self.skipped.clone();
        let mut visited = vec![false; n];
        let mut leaves = self.leaves.clone();
        leaves.sort_unstable_by_key(|&v| Reverse((rank[v as usize], v)));
        let (mut options, mut enterable) = (Vec::new(), Vec::new());
        let mut stack = Vec::new();
        for leaf in leaves {
            if std::mem::replace(&mut visited[leaf as usize], true) {
                continue;
            }
            stack.push(leaf);
            while let Some(&v) = stack.last() {
                options.clear();
                options.extend(
                    self.producers[v as usize]
                        .iter()
                        .copied()
                        .filter(|&p| !visited[p as usize]),
                );
                if options.is_empty() {
                    order.push(v);
                    stack.pop();
                    continue;
                }
                self.enterable(&options, &mut enterable);
                let next = *enterable
                    .iter()
                    .max_by_key(|&&p| (rank[p as usize], p))
                    .expect("a DAG's options have one that is no other's ancestor");
                visited[next as usize] = true;
                stack.push(next);
            }
        }
        order
    }

    /// Each walked node's producers that the walk chooses among.
    pub fn producers(&self, v: u32) -> &[u32] {
        &self.producers[v as usize]
    }

    /// Where the walk starts.
    pub fn leaves(&self) -> &[u32] {
        &self.leaves
    }

    /// Of the unvisited `options` (producers of one node, or leaves), those a file can make
    /// the walk enter first: not an ancestor of another option.
    pub fn enterable(&self, options: &[u32], out: &mut Vec<u32>) {
        out.clear();
        out.extend(options.iter().copied().filter(|&q| {
            !options
                .iter()
                .any(|&p| p != q && self.reaches[q as usize].contains(p as usize))
        }));
    }
}
