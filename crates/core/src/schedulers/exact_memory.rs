//! Exact minimum peak memory by dynamic programming over down-sets (the sets of ops that can
//! have run so far), as in Serenity (Ahn et al., MLSys 2020). Two things keep it tractable:
//! - an op that reads no activation and feeds a single op frees nothing when it runs, so some
//!   optimal order runs it right before that op (moving it later only shortens the life of its
//!   outputs); such ops are merged into their consumer;
//! - states whose peak already reaches the best known order (the classic heuristics) are
//!   dropped, so if no state survives, that order is proven optimal.
//!
//! Past `state_budget` states the search stops and says the optimum is not proven.

use super::{InductorDefault, Scheduler, XlaDefault};
use crate::cost::{Evaluator, MemoryEvaluator, Objective};
use crate::dag::{Order, Planned, ScheduleDag};
use crate::schedulers::Rng;
use petgraph::graph::NodeIndex;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use rustc_hash::FxHashMap;

pub struct MemoryDp {
    pub state_budget: usize,
}

impl Default for MemoryDp {
    fn default() -> Self {
        MemoryDp {
            state_budget: 10_000_000,
        }
    }
}

#[derive(Debug, Clone)]
pub struct ExactMemoryResult {
    pub order: Order,
    pub peak: u64,
    pub proven_optimal: bool,
    /// Down-sets stored.
    pub states: usize,
}

/// Ops merged into groups that always run together, in member order.
struct Groups {
    members: Vec<Vec<NodeIndex>>,
    group_of: Vec<usize>,
    /// Bitset of each group's predecessor groups.
    preds: Vec<Vec<u64>>,
    words: usize,
}

impl Groups {
    fn new(dag: &ScheduleDag) -> Self {
        let inputs = dag.inputs_index();
        let mut host: Vec<Option<NodeIndex>> = vec![None; dag.len()];
        for v in dag.nodes() {
            let mut succs = dag.succs(v);
            let (first, second) = (succs.next(), succs.next());
            let only_allocates = dag.preds(v).next().is_none() && inputs[v.index()].is_empty();
            let no_result = dag
                .node(v)
                .outputs
                .iter()
                .all(|&t| !dag.tensor(t).graph_output);
            if let (true, true, Some(s), None) = (only_allocates, no_result, first, second) {
                host[v.index()] = Some(s);
            }
        }
        let mut group_of = vec![usize::MAX; dag.len()];
        let mut members: Vec<Vec<NodeIndex>> = Vec::new();
        for v in dag.nodes().filter(|v| host[v.index()].is_none()) {
            group_of[v.index()] = members.len();
            members.push(vec![v]);
        }
        for v in dag.nodes() {
            if let Some(h) = host[v.index()] {
                let g = group_of[h.index()];
                group_of[v.index()] = g;
                let last = members[g].len() - 1;
                members[g].insert(last, v); // before the host, after earlier merged sources
            }
        }
        let words = members.len().div_ceil(64).max(1);
        let mut preds = vec![vec![0u64; words]; members.len()];
        for v in dag.nodes() {
            for p in dag.preds(v) {
                let (gv, gp) = (group_of[v.index()], group_of[p.index()]);
                if gv != gp {
                    preds[gv][gp / 64] |= 1 << (gp % 64);
                }
            }
        }
        Groups {
            members,
            group_of,
            preds,
            words,
        }
    }
}

fn has(set: &[u64], i: usize) -> bool {
    set[i / 64] >> (i % 64) & 1 == 1
}

struct Entry {
    peak: u64,
    live: u64,
    parent: u32,
    group: u32,
}

impl MemoryDp {
    /// Solves for minimum peak memory, starting from `incumbent` or the classic heuristics.
    // long: the DP's frontier, memo and budget are shared by every step of its one loop.
    pub fn solve(&self, dag: &ScheduleDag, incumbent: Option<&Order>) -> ExactMemoryResult {
        let memory = MemoryEvaluator::liveness(dag);
        // A liveness search: its seeds are scheduled for a runtime that reuses nothing.
        let seeding = Planned::as_written(dag);
        let best_known = match incumbent {
            Some(o) => o.clone(),
            None => {
                let mut rng = ChaCha8Rng::seed_from_u64(0);
                let xla = XlaDefault
                    .orders(&seeding, Objective::PeakMemory, 1, &mut rng)
                    .remove(0);
                let inductor = InductorDefault
                    .orders(&seeding, Objective::PeakMemory, 1, &mut rng)
                    .remove(0);
                if memory.peak(&inductor) < memory.peak(&xla) {
                    inductor
                } else {
                    xla
                }
            }
        };
        let upper = memory.peak(&best_known);
        if upper <= crate::cost::memory::memory_lower_bound(dag) {
            // The best known order meets a bound no order can beat.
            return ExactMemoryResult {
                order: best_known,
                peak: upper,
                proven_optimal: true,
                states: 0,
            };
        }
        let g = Groups::new(dag);
        let inputs = dag.inputs_index();
        let out_bytes: Vec<u64> = dag.nodes().map(|n| dag.output_bytes(n)).collect();
        let initial: u64 = dag.graph_input_bytes();
        let give_up = |states| ExactMemoryResult {
            order: best_known.clone(),
            peak: upper,
            proven_optimal: false,
            states,
        };

        // Runs group `gi` after down-set `set` with `live` bytes live: (peak during, live after).
        let run_group = |set: &[u64], gi: usize, live: u64| -> (u64, u64) {
            let members = &g.members[gi];
            let done = |c: NodeIndex, upto: usize| {
                let gc = g.group_of[c.index()];
                has(set, gc) || (gc == gi && members[..=upto].contains(&c))
            };
            let (mut cur, mut peak) = (live, 0);
            for (k, &u) in members.iter().enumerate() {
                cur += out_bytes[u.index()];
                peak = peak.max(cur);
                // An input is freed when its last consumer runs; an unused output right away.
                for &t in &inputs[u.index()] {
                    let tensor = dag.tensor(t);
                    if !tensor.graph_output && tensor.consumers.iter().all(|&c| done(c, k)) {
                        cur -= tensor.bytes;
                    }
                }
                for &t in &dag.node(u).outputs {
                    let tensor = dag.tensor(t);
                    if !tensor.graph_output && tensor.consumers.is_empty() {
                        cur -= tensor.bytes;
                    }
                }
            }
            (peak, cur)
        };

        let ngroups = g.members.len();
        let mut layers: Vec<Vec<Entry>> = vec![vec![Entry {
            peak: initial,
            live: initial,
            parent: u32::MAX,
            group: u32::MAX,
        }]];
        let mut current: FxHashMap<Box<[u64]>, u32> = FxHashMap::default();
        current.insert(vec![0u64; g.words].into_boxed_slice(), 0);
        let mut states = 1usize;
        for _ in 0..ngroups {
            let prev = layers.last().unwrap();
            let mut next_layer: Vec<Entry> = Vec::new();
            let mut next: FxHashMap<Box<[u64]>, u32> = FxHashMap::default();
            for (set, &idx) in &current {
                let e = &prev[idx as usize];
                for gi in (0..ngroups).filter(|&gi| {
                    !has(set, gi) && g.preds[gi].iter().zip(set.iter()).all(|(p, s)| p & !s == 0)
                }) {
                    let (during, live) = run_group(set, gi, e.live);
                    let peak = e.peak.max(during);
                    if peak >= upper {
                        continue; // cannot beat the best known order
                    }
                    let mut key = set.clone();
                    key[gi / 64] |= 1 << (gi % 64);
                    match next.get(&key) {
                        Some(&j) if next_layer[j as usize].peak <= peak => {}
                        Some(&j) => {
                            next_layer[j as usize] = Entry {
                                peak,
                                live,
                                parent: idx,
                                group: gi as u32,
                            }
                        }
                        None => {
                            next.insert(key, next_layer.len() as u32);
                            next_layer.push(Entry {
                                peak,
                                live,
                                parent: idx,
                                group: gi as u32,
                            });
                            states += 1;
                            if states > self.state_budget {
                                return give_up(states);
                            }
                        }
                    }
                }
            }
            if next_layer.is_empty() {
                // Nothing beats the best known order: it is optimal.
                return ExactMemoryResult {
                    order: best_known,
                    peak: upper,
                    proven_optimal: true,
                    states,
                };
            }
            layers.push(next_layer);
            current = next;
        }
        // One full set remains; walk the parents back.
        let (_, &last) = current.iter().next().expect("the full set is reached");
        let peak = layers.last().unwrap()[last as usize].peak;
        let mut groups_rev = Vec::with_capacity(ngroups);
        let mut idx = last;
        for layer in layers.iter().skip(1).rev() {
            let e = &layer[idx as usize];
            groups_rev.push(e.group as usize);
            idx = e.parent;
        }
        let order: Vec<NodeIndex> = groups_rev
            .into_iter()
            .rev()
            .flat_map(|gi| g.members[gi].iter().copied())
            .collect();
        let order = Order::new(dag, order).expect("down-set paths are topological");
        debug_assert_eq!(memory.peak(&order), peak);
        ExactMemoryResult {
            order,
            peak,
            proven_optimal: true,
            states,
        }
    }
}

/// The DP as a scheduler: the optimal order when proven, the best heuristic otherwise.
impl Scheduler for MemoryDp {
    fn name(&self) -> &'static str {
        "exact-memory"
    }
    fn orders(&self, dag: &Planned, _: Objective, _: usize, _: &mut Rng) -> Vec<Order> {
        vec![self.solve(dag, None).order]
    }
    fn proven(&self, dag: &Planned, eval: &Evaluator) -> Option<(Order, bool)> {
        (eval.objective() == Objective::PeakMemory).then(|| {
            let r = self.solve(dag, None);
            (r.order, r.proven_optimal)
        })
    }
}
