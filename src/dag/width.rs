//! DAG width: the largest set of ops that could all be in flight at once (maximum antichain).

use super::ScheduleDag;

/// Largest antichain, exact by Dilworth's theorem (n − maximum matching in the comparability
/// graph) up to `EXACT_LIMIT` nodes; above that, the widest level of a longest-path layering,
/// which is a lower bound. Returns (width, exact).
pub fn dag_width(dag: &ScheduleDag) -> (usize, bool) {
    const EXACT_LIMIT: usize = 4000;
    let n = dag.len();
    if n == 0 {
        return (0, true);
    }
    let topo = petgraph::algo::toposort(dag.graph(), None).expect("ScheduleDag is acyclic");
    if n > EXACT_LIMIT {
        let mut level = vec![0usize; n];
        for &v in &topo {
            level[v.index()] = dag
                .preds(v)
                .map(|p| level[p.index()] + 1)
                .max()
                .unwrap_or(0);
        }
        let mut count = vec![0usize; n];
        for l in level {
            count[l] += 1;
        }
        return (count.into_iter().max().unwrap_or(0), false);
    }
    // Transitive closure as bitsets, filled in reverse topological order.
    let words = n.div_ceil(64);
    let mut reach = vec![0u64; n * words];
    for &v in topo.iter().rev() {
        let vi = v.index();
        for s in dag.succs(v) {
            let si = s.index();
            reach[vi * words + si / 64] |= 1 << (si % 64);
            for w in 0..words {
                let bits = reach[si * words + w];
                reach[vi * words + w] |= bits;
            }
        }
    }
    let reach = &reach;
    let succ_list = move |v: usize| {
        (0..words).flat_map(move |w| {
            let bits = reach[v * words + w];
            (0..64)
                .filter(move |b| bits >> b & 1 == 1)
                .map(move |b| w * 64 + b)
        })
    };
    // Kuhn's augmenting paths (iterative) on the bipartite graph u -> v for u < v in the order.
    let mut match_right = vec![usize::MAX; n];
    let mut matching = 0;
    for u in 0..n {
        let mut visited = vec![false; n];
        if augment(u, &succ_list, &mut match_right, &mut visited) {
            matching += 1;
        }
    }
    (n - matching, true)
}

fn augment<F, I>(start: usize, succ: &F, match_right: &mut [usize], visited: &mut [bool]) -> bool
where
    F: Fn(usize) -> I,
    I: Iterator<Item = usize>,
{
    // Explicit stack of (left vertex, its candidate right vertices) to avoid deep recursion.
    // Candidates are popped from the back: list them farthest first so the nearest successor
    // (usually the free one) is tried first.
    let candidates = |u: usize| {
        let mut v: Vec<usize> = succ(u).collect();
        v.reverse();
        v
    };
    let mut stack: Vec<(usize, Vec<usize>)> = vec![(start, candidates(start))];
    let mut path: Vec<usize> = Vec::new(); // right vertices chosen along the stack
    while let Some((_, cands)) = stack.last_mut() {
        match cands.pop() {
            None => {
                stack.pop();
                path.pop();
            }
            Some(v) if visited[v] => {}
            Some(v) => {
                visited[v] = true;
                path.push(v);
                if match_right[v] == usize::MAX {
                    // Flip the path: each left vertex on the stack takes its chosen right vertex.
                    for (i, &(u, _)) in stack.iter().enumerate() {
                        match_right[path[i]] = u;
                    }
                    return true;
                }
                let next = match_right[v];
                stack.push((next, candidates(next)));
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use crate::dag::{DagBuilder, OpNode};

    #[test]
    fn diamond_has_width_two() {
        let mut b = DagBuilder::new("d");
        let ids: Vec<_> = (0..4)
            .map(|i| b.add_node(OpNode::new(format!("n{i}"), "op", i)))
            .collect();
        for (a, c) in [(0, 1), (0, 2), (1, 3), (2, 3)] {
            b.add_order_edge(ids[a], ids[c]);
        }
        assert_eq!(super::dag_width(&b.build().unwrap()), (2, true));
    }

    #[test]
    fn independent_nodes_are_all_wide() {
        let mut b = DagBuilder::new("d");
        for i in 0..5 {
            b.add_node(OpNode::new(format!("n{i}"), "op", i));
        }
        assert_eq!(super::dag_width(&b.build().unwrap()), (5, true));
    }
}
