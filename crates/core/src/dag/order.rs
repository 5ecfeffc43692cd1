//! Validated topological orders and incremental ready-set tracking.

use super::{DagError, ScheduleDag};
use petgraph::graph::NodeIndex;

/// A topological order of every node of a [`ScheduleDag`]. Constructing one checks it, so code
/// that receives an `Order` never has to re-validate.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Order(Vec<NodeIndex>);

impl Order {
    pub fn new(dag: &ScheduleDag, order: Vec<NodeIndex>) -> Result<Order, DagError> {
        if order.len() != dag.len() {
            return Err(DagError::WrongLength {
                got: order.len(),
                expected: dag.len(),
            });
        }
        let mut pos = vec![usize::MAX; dag.len()];
        for (i, &n) in order.iter().enumerate() {
            if n.index() >= dag.len() {
                return Err(DagError::UnknownNode(format!("#{}", n.index())));
            }
            if pos[n.index()] != usize::MAX {
                return Err(DagError::Repeated(dag.node(n).name.clone()));
            }
            pos[n.index()] = i;
        }
        for e in dag.graph().raw_edges() {
            if pos[e.source().index()] > pos[e.target().index()] {
                return Err(DagError::NotTopological {
                    node: dag.node(e.target()).name.clone(),
                    pred: dag.node(e.source()).name.clone(),
                });
            }
        }
        Ok(Order(order))
    }

    /// The source order (node index order). A file may list nodes out of dependency order;
    /// then the nearest topological order stands in (stable Kahn: earliest listed ready node).
    pub fn original(dag: &ScheduleDag) -> Order {
        let identity: Vec<NodeIndex> = dag.nodes().collect();
        match Order::new(dag, identity) {
            Ok(o) => o,
            // The file lists nodes out of dependency order: keep it as close as possible.
            Err(_) => stable_topological(dag),
        }
    }

    /// Builds an order from node names, as read from a JSON file or a report.
    pub fn from_names<S: AsRef<str>>(dag: &ScheduleDag, names: &[S]) -> Result<Order, DagError> {
        let index = dag.name_index();
        let nodes = names
            .iter()
            .map(|s| {
                index
                    .get(s.as_ref())
                    .copied()
                    .ok_or_else(|| DagError::UnknownNode(s.as_ref().into()))
            })
            .collect::<Result<Vec<_>, _>>()?;
        Order::new(dag, nodes)
    }

    pub fn as_slice(&self) -> &[NodeIndex] {
        &self.0
    }
    pub fn len(&self) -> usize {
        self.0.len()
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    pub fn iter(&self) -> impl ExactSizeIterator<Item = NodeIndex> + '_ {
        self.0.iter().copied()
    }
    /// `positions()[node] = step at which node runs`.
    pub fn positions(&self) -> Vec<usize> {
        let mut pos = vec![0; self.0.len()];
        for (i, n) in self.0.iter().enumerate() {
            pos[n.index()] = i;
        }
        pos
    }
    pub fn names<'a>(&self, dag: &'a ScheduleDag) -> Vec<&'a str> {
        self.0.iter().map(|&n| dag.node(n).name.as_str()).collect()
    }
    /// Number of nodes that run at a different step than in `other`.
    pub fn moved_from(&self, other: &Order) -> usize {
        self.0.iter().zip(&other.0).filter(|(a, b)| a != b).count()
    }
}

/// Kahn's algorithm that always takes the ready node listed first in the source.
fn stable_topological(dag: &ScheduleDag) -> Order {
    let mut ready = ReadyTracker::new(dag);
    let mut heap: std::collections::BinaryHeap<std::cmp::Reverse<NodeIndex>> = ready
        .initially_ready()
        .iter()
        .map(|&n| std::cmp::Reverse(n))
        .collect();
    let mut out = Vec::with_capacity(dag.len());
    while let Some(std::cmp::Reverse(n)) = heap.pop() {
        out.push(n);
        heap.extend(ready.complete(dag, n).into_iter().map(std::cmp::Reverse));
    }
    Order::new(dag, out).expect("Kahn's algorithm on an acyclic graph yields a topological order")
}

/// Tracks how many predecessors of each node are still unscheduled.
#[derive(Debug, Clone)]
pub struct ReadyTracker {
    remaining: Vec<u32>,
    initial: Vec<NodeIndex>,
}

impl ReadyTracker {
    pub fn new(dag: &ScheduleDag) -> Self {
        let remaining: Vec<u32> = dag.nodes().map(|n| dag.preds(n).count() as u32).collect();
        let initial = dag.nodes().filter(|n| remaining[n.index()] == 0).collect();
        ReadyTracker { remaining, initial }
    }
    /// Nodes with no predecessors, in index order.
    pub fn initially_ready(&self) -> &[NodeIndex] {
        &self.initial
    }
    /// Marks `n` done and returns the successors that became ready, in edge order.
    pub fn complete(&mut self, dag: &ScheduleDag, n: NodeIndex) -> Vec<NodeIndex> {
        let mut newly = Vec::new();
        for s in dag.succs(n) {
            let r = &mut self.remaining[s.index()];
            *r -= 1;
            if *r == 0 {
                newly.push(s);
            }
        }
        // petgraph lists neighbours newest edge first; give callers source order.
        newly.sort_unstable();
        newly
    }
}

/// Mean pairwise normalised Spearman footrule distance of `orders` (None below two).
pub fn diversity(orders: &[Order]) -> Option<f64> {
    if orders.len() < 2 {
        return None;
    }
    let n = orders[0].len();
    let max = ((n * n) / 2).max(1) as f64;
    let pos: Vec<Vec<usize>> = orders.iter().map(|o| o.positions()).collect();
    let (mut sum, mut pairs) = (0.0, 0usize);
    for i in 0..pos.len() {
        for j in i + 1..pos.len() {
            let d: usize = pos[i]
                .iter()
                .zip(&pos[j])
                .map(|(a, b)| a.abs_diff(*b))
                .sum();
            sum += d as f64 / max;
            pairs += 1;
        }
    }
    Some(sum / pairs as f64)
}
