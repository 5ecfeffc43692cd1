//! The search restricted to ONNX Runtime's walk: where the runtime walks the graph depth first
//! ([`crate::onnx::ort_walk`]), an order is only worth what its walk runs, and the walk can
//! express few orders. So the walk's own choices are searched: which producer of a join
//! (and which leaf) it enters first. A walk is written as a rank per node, the walk enters the
//! enterable option of highest rank ([`WalkGraph::walk_by_rank`]), and a peak-directed hill
//! climb moves one node's rank to the top or the bottom at a time: the producers of the joins
//! that the peak lies inside of, since only their subtrees' order can move it.
//!
//! The seeds are the DP's orders and the classics, each read as ranks (what runs earlier is
//! entered earlier). The result is the walk itself: the pipeline writes the file that steers
//! ORT into it and scores the walk that file really makes.

use crate::cost::MemoryEvaluator;
use crate::dag::{Order, Planned, ScheduleDag, WalkGraph};
use petgraph::graph::NodeIndex;

/// Walk evaluations cost this many op steps each: one per node.
pub(super) struct WalkSearch<'a> {
    dag: &'a ScheduleDag,
    walk: WalkGraph,
    proxy: MemoryEvaluator<'a>,
}

/// A walk ORT can run, and the step at which its proxy peaks (where the climb's moves are).
#[derive(Clone)]
struct Walk {
    order: Order,
    peak_step: usize,
}

/// A walk by its proxy: the peak, then the area under the curve (so equal peaks still move
/// towards less memory held, and the climb still ends).
type Score = (u64, u128);

impl<'a> WalkSearch<'a> {
    /// `None` where the runtime does not walk the graph.
    pub fn new(dag: &Planned<'a>) -> Option<Self> {
        let walked = dag.walked()?;
        Some(WalkSearch {
            dag: dag.dag,
            walk: WalkGraph::new(dag, walked),
            proxy: MemoryEvaluator::new(dag),
        })
    }

    /// The best walk found from `seeds` within `work` op steps, then the seeds' own walks
    /// that differ from it, best first.
    pub fn refine(&self, seeds: &[Order], mut work: u64) -> Vec<Order> {
        let n = self.dag.len() as u64;
        let mut walks: Vec<(Score, Vec<i64>, Walk)> = Vec::new();
        for seed in seeds {
            let pos = seed.positions();
            let rank: Vec<i64> = pos.iter().map(|&p| -(p as i64)).collect();
            let (score, walk) = self.score(&rank);
            work = work.saturating_sub(n);
            if !walks.iter().any(|(_, _, w)| w.order == walk.order) {
                walks.push((score, rank, walk));
            }
        }
        walks.sort_by_key(|w| w.0);
        let Some((mut best, mut rank, mut walk)) = walks.first().cloned() else {
            return Vec::new();
        };
        let (mut top, mut bottom) = (
            rank.iter().copied().max().unwrap_or(0),
            rank.iter().copied().min().unwrap_or(0),
        );
        'climb: while work >= n {
            for (v, to_top) in self.moves(&walk) {
                if work < n {
                    break 'climb;
                }
                work -= n;
                let old = rank[v as usize];
                rank[v as usize] = if to_top { top + 1 } else { bottom - 1 };
                let (score, tried) = self.score(&rank);
                if score < best {
                    (best, walk) = (score, tried);
                    if to_top {
                        top += 1;
                    } else {
                        bottom -= 1;
                    }
                    continue 'climb;
                }
                rank[v as usize] = old;
            }
            break;
        }
        let mut out = vec![walk.order];
        for (_, _, w) in walks {
            if !out.contains(&w.order) {
                out.push(w.order);
            }
        }
        out
    }

    fn score(&self, rank: &[i64]) -> (Score, Walk) {
        let nodes = self.walk.walk_by_rank(rank);
        let order = Order::new(
            self.dag,
            nodes.iter().map(|&v| NodeIndex::new(v as usize)).collect(),
        )
        .expect("a walk runs every node after its producers");
        let profile = self.proxy.profile(&order);
        let area = profile.curve.iter().map(|&b| b as u128).sum();
        let peak_step = profile.peak_step;
        ((profile.peak, area), Walk { order, peak_step })
    }

    /// Rank moves that can change the peak of `walk`: each producer of a join that runs
    /// after the peak while some of its producers ran at or before it (the branches open at
    /// the peak), to the top and to the bottom; the leaves likewise.
    fn moves(&self, walk: &Walk) -> Vec<(u32, bool)> {
        let (order, peak) = (&walk.order, walk.peak_step);
        let pos = order.positions();
        let mut moves = Vec::new();
        for &v in &order.as_slice()[peak + 1..] {
            let producers = self.walk.producers(v.index() as u32);
            if producers.len() > 1 && producers.iter().any(|&p| pos[p as usize] <= peak) {
                for &p in producers {
                    moves.extend([(p, true), (p, false)]);
                }
            }
        }
        let leaves = self.walk.leaves();
        if leaves.len() > 1 {
            moves.extend(leaves.iter().flat_map(|&l| [(l, true), (l, false)]));
        }
        moves.sort_unstable();
        moves.dedup();
        moves
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The climb starts from the seed's own walk and only moves downhill.
    #[test]
    fn the_climb_never_loses_to_its_seed() {
        let dag = crate::dag::read_json_dag(std::path::Path::new(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../tests/data/layered_30.json"
        )))
        .unwrap();
        let mut every = fixedbitset::FixedBitSet::with_capacity(dag.len());
        every.insert_range(..);
        let plan = crate::dag::Plan {
            walked: Some(every.clone()),
            ..Default::default()
        };
        let search = WalkSearch::new(&crate::dag::Planned::new(&dag, &plan)).unwrap();
        let seeds = vec![Order::original(&dag)];
        let found = search.refine(&seeds, 1_000_000);
        let walk = WalkGraph::new(&dag, &every);
        assert!(!found.is_empty());
        let peak = |o: &Order| search.proxy.peak(o);
        let seed_walk = walk.walk_of_file(
            &seeds[0]
                .as_slice()
                .iter()
                .map(|v| v.index() as u32)
                .collect::<Vec<_>>(),
        );
        let seed_walk = Order::new(
            &dag,
            seed_walk
                .iter()
                .map(|&v| NodeIndex::new(v as usize))
                .collect(),
        )
        .unwrap();
        assert!(peak(&found[0]) <= peak(&seed_walk));
    }
}
