//! DAG width: the largest set of ops that could all be in flight at once (maximum antichain).

use super::ScheduleDag;

/// Largest antichain, exact by Dilworth's theorem (n − maximum matching in the bipartite graph
/// of the transitive closure) up to `EXACT_LIMIT` nodes; above that, the widest level of a
/// longest-path layering, which is a lower bound. Returns (width, exact).
pub fn dag_width(dag: &ScheduleDag) -> (usize, bool) {
    const EXACT_LIMIT: usize = 12_000;
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
    // Relabel nodes by topological position so successors have larger labels, then build the
    // closure as bitsets in reverse topological order.
    let mut label = vec![0usize; n];
    for (i, v) in topo.iter().enumerate() {
        label[v.index()] = i;
    }
    let words = n.div_ceil(64);
    let mut reach = vec![0u64; n * words];
    for &v in topo.iter().rev() {
        let u = label[v.index()];
        for s in dag.succs(v) {
            let w = label[s.index()];
            reach[u * words + w / 64] |= 1 << (w % 64);
            let (head, tail) = reach.split_at_mut(w * words);
            for k in 0..words {
                head[u * words + k] |= tail[k];
            }
        }
    }
    let mut matcher = Matcher {
        reach: &reach,
        words,
        match_right: vec![usize::MAX; n],
        visited: vec![0; words],
    };
    let mut matching = 0;
    for u in 0..n {
        matcher.visited.iter_mut().for_each(|w| *w = 0);
        if matcher.augment(u) {
            matching += 1;
        }
    }
    (n - matching, true)
}

/// Kuhn's augmenting paths over bitset rows: the candidates of a left vertex are
/// `reach[u] & !visited`, scanned a word at a time, nearest (lowest label) first.
struct Matcher<'a> {
    reach: &'a [u64],
    words: usize,
    match_right: Vec<usize>,
    visited: Vec<u64>,
}

impl Matcher<'_> {
    fn next_candidate(&self, u: usize, from: usize) -> Option<usize> {
        let mut w = from / 64;
        let mut mask = !0u64 << (from % 64);
        while w < self.words {
            let bits = self.reach[u * self.words + w] & !self.visited[w] & mask;
            if bits != 0 {
                return Some(w * 64 + bits.trailing_zeros() as usize);
            }
            w += 1;
            mask = !0;
        }
        None
    }

    fn augment(&mut self, start: usize) -> bool {
        // Explicit stack of (left vertex, scan position, right vertex taken) to avoid recursion.
        let mut stack: Vec<(usize, usize, usize)> = vec![(start, 0, usize::MAX)];
        while let Some(&(u, from, _)) = stack.last() {
            match self.next_candidate(u, from) {
                None => {
                    stack.pop();
                }
                Some(v) => {
                    self.visited[v / 64] |= 1 << (v % 64);
                    let top = stack.last_mut().unwrap();
                    (top.1, top.2) = (v + 1, v);
                    if self.match_right[v] == usize::MAX {
                        for &(left, _, right) in &stack {
                            self.match_right[right] = left;
                        }
                        return true;
                    }
                    stack.push((self.match_right[v], 0, usize::MAX));
                }
            }
        }
        false
    }
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

    #[test]
    fn two_chains_crossing() {
        // a1 -> a2 -> a3, b1 -> b2 -> b3, a1 -> b3, b1 -> a3: width 2.
        let mut b = DagBuilder::new("d");
        let ids: Vec<_> = (0..6)
            .map(|i| b.add_node(OpNode::new(format!("n{i}"), "op", i)))
            .collect();
        for (x, y) in [(0, 1), (1, 2), (3, 4), (4, 5), (0, 5), (3, 2)] {
            b.add_order_edge(ids[x], ids[y]);
        }
        assert_eq!(super::dag_width(&b.build().unwrap()), (2, true));
    }
}
