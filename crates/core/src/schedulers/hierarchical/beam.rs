//! Dynamic programming over the down-sets of groups (the sets of groups that can have run so
//! far), one layer per group run, keeping for each down-set the path with the lowest peak and
//! then the fewest live bytes ([`super::steps`] makes both a function of the set).
//!
//! A layer holds at most `width` down-sets, the best by the peak each must reach (its peak so
//! far, or what it holds now plus the working set of the heaviest op it has still to run,
//! whichever is higher), then by live bytes; with no layer over its width the search is
//! exact. Ranking by the peak so far alone keeps the paths that put off the heavy ops, which
//! then run on top of everything those paths ran first. Paths whose peak reaches `upper` (an order already
//! known) are dropped, which is what keeps the exact search small. Down-sets are told apart
//! by a 128-bit Zobrist hash, so a layer's candidates cost no bitset until they survive.

use super::groups::Groups;
use super::steps::StepModel;
use petgraph::graph::NodeIndex;
use rand::{RngCore, SeedableRng};
use rustc_hash::FxHashMap;

pub(crate) struct DownSetSearch<'a> {
    groups: &'a Groups,
    model: &'a StepModel<'a>,
    /// Each op's place within its group.
    rank: Vec<u32>,
    zobrist: Vec<u128>,
    words: usize,
    /// Groups by the working set of their heaviest op, heaviest first, and that working set.
    heaviest: Vec<(u64, u32)>,
}

/// A search's result.
pub(crate) struct Found {
    pub order: Vec<NodeIndex>,
    /// Its peak in the step model.
    pub peak: u64,
    /// No layer was cut to the width: no order has a lower peak in the step model.
    pub exact: bool,
}

/// How a search ended.
pub(crate) enum Ended {
    Found(Found),
    /// Every path reached `upper`: no order below it exists (when `exact`) or was kept.
    NothingBelow {
        exact: bool,
    },
    /// It used up its work before the last layer.
    OutOfWork,
}

struct State {
    set: Box<[u64]>,
    ready: Vec<u32>,
    peak: u64,
    live: u64,
    hash: u128,
    /// Index of this path's last step in the path arena.
    path: u32,
    /// The first group of [`DownSetSearch::heaviest`] not yet run.
    heavy: usize,
}

/// One way to extend a state of the current layer.
#[derive(Clone, Copy)]
struct Move {
    /// What the layer ranks it by: its peak, or the peak it must reach to run the heaviest
    /// group still to run with what it holds now, if that is higher.
    rank: u64,
    heavy: usize,
    peak: u64,
    live: u64,
    hash: u128,
    parent: u32,
    group: u32,
}

fn has(set: &[u64], i: u32) -> bool {
    set[i as usize / 64] >> (i % 64) & 1 == 1
}

impl<'a> DownSetSearch<'a> {
    pub(crate) fn new(groups: &'a Groups, model: &'a StepModel<'a>) -> Self {
        let mut rank = vec![0u32; groups.group_of.len()];
        for members in &groups.members {
            for (k, v) in members.iter().enumerate() {
                rank[v.index()] = k as u32;
            }
        }
        // Fixed keys: the search is deterministic, hash collisions (2^-128 a pair) aside.
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0x5eed_d0e5);
        let zobrist = (0..groups.len())
            .map(|_| (u128::from(rng.next_u64()) << 64) | u128::from(rng.next_u64()))
            .collect();
        let mut heaviest: Vec<(u64, u32)> = (0..groups.len())
            .map(|g| {
                let ws = groups.members[g]
                    .iter()
                    .map(|&u| model.working_set(u))
                    .max();
                (ws.unwrap_or(0), g as u32)
            })
            .collect();
        heaviest.sort_unstable_by(|a, b| b.cmp(a));
        DownSetSearch {
            groups,
            model,
            rank,
            zobrist,
            words: groups.len().div_ceil(64).max(1),
            heaviest,
        }
    }

    /// Runs group `g` after the groups in `set`, `live` bytes live: (peak during, live after).
    fn run_group(&self, set: &[u64], g: u32, live: u64) -> (u64, u64) {
        let (mut live, mut peak) = (live, 0);
        for &u in &self.groups.members[g as usize] {
            let k = self.rank[u.index()];
            let ran = |c: NodeIndex| {
                let gc = self.groups.group_of[c.index()];
                has(set, gc) || (gc == g && self.rank[c.index()] < k)
            };
            let s = self.model.step(u, ran);
            peak = peak.max(live + s.during);
            live = live + s.allocated - s.released;
        }
        (peak, live)
    }

    /// Searches with at most `width` down-sets a layer, dropping paths that reach `upper`,
    /// within `work` group runs (`work` is decreased by what it used). Each of `guides` (a
    /// topological order of the groups) keeps its own path in every layer over the width, so
    /// the search returns an order no worse than any guide whose peak is below `upper`, and
    /// its best paths may leave a guide at any layer.
    // long: one loop over layers whose arena, hashes, guides and budget every step updates.
    pub fn search(&self, width: usize, upper: u64, work: &mut u64, guides: &[Vec<u32>]) -> Ended {
        let mut guide_hash = vec![0u128; guides.len()];
        let n = self.groups.len();
        let mut arena: Vec<(u32, u32)> = Vec::new(); // (parent path, group)
        let ready: Vec<u32> = (0..n as u32)
            .filter(|&g| self.groups.preds[g as usize].is_empty())
            .collect();
        let initial = self.model.initial;
        if initial >= upper {
            return Ended::NothingBelow { exact: true };
        }
        let mut layer = vec![State {
            set: vec![0u64; self.words].into_boxed_slice(),
            ready,
            peak: initial,
            live: initial,
            hash: 0,
            path: u32::MAX,
            heavy: 0,
        }];
        let mut exact = true;
        for depth in 0..n {
            for (h, guide) in guide_hash.iter_mut().zip(guides) {
                *h ^= self.zobrist[guide[depth] as usize];
            }
            let mut moves: Vec<Move> = Vec::new();
            let mut seen: FxHashMap<u128, usize> = FxHashMap::default();
            for (i, s) in layer.iter().enumerate() {
                for &g in &s.ready {
                    let cost = self.groups.members[g as usize].len() as u64;
                    if *work < cost {
                        return Ended::OutOfWork;
                    }
                    *work -= cost;
                    let (during, live) = self.run_group(&s.set, g, s.live);
                    let peak = s.peak.max(during);
                    if peak >= upper {
                        continue;
                    }
                    let mut heavy = s.heavy;
                    while let Some(&(_, h)) = self.heaviest.get(heavy) {
                        if h != g && !has(&s.set, h) {
                            break;
                        }
                        heavy += 1;
                    }
                    let ahead = self.heaviest.get(heavy).map_or(0, |&(ws, _)| ws);
                    let m = Move {
                        rank: peak.max(live.saturating_add(ahead)),
                        heavy,
                        peak,
                        live,
                        hash: s.hash ^ self.zobrist[g as usize],
                        parent: i as u32,
                        group: g,
                    };
                    match seen.get(&m.hash) {
                        Some(&j) if (moves[j].peak, moves[j].live) <= (peak, live) => {}
                        Some(&j) => moves[j] = m,
                        None => {
                            seen.insert(m.hash, moves.len());
                            moves.push(m);
                        }
                    }
                }
            }
            if moves.is_empty() {
                return Ended::NothingBelow { exact };
            }
            let key = |m: &Move| (m.rank, m.live, m.parent, m.group);
            if moves.len() > width {
                exact = false;
                let guided: Vec<Move> = guide_hash
                    .iter()
                    .filter_map(|h| seen.get(h).map(|&j| moves[j]))
                    .collect();
                moves.select_nth_unstable_by_key(width - 1, key);
                moves.truncate(width);
                for m in guided {
                    if !moves.iter().any(|k| k.hash == m.hash) {
                        moves.push(m);
                    }
                }
            }
            moves.sort_unstable_by_key(key);
            layer = moves
                .iter()
                .map(|m| {
                    let parent = &layer[m.parent as usize];
                    let mut set = parent.set.clone();
                    set[m.group as usize / 64] |= 1 << (m.group % 64);
                    let mut ready: Vec<u32> = parent
                        .ready
                        .iter()
                        .copied()
                        .filter(|&r| r != m.group)
                        .collect();
                    for &h in &self.groups.succs[m.group as usize] {
                        if self.groups.preds[h as usize].iter().all(|&p| has(&set, p)) {
                            ready.push(h);
                        }
                    }
                    ready.sort_unstable();
                    arena.push((parent.path, m.group));
                    State {
                        set,
                        ready,
                        peak: m.peak,
                        live: m.live,
                        hash: m.hash,
                        path: (arena.len() - 1) as u32,
                        heavy: m.heavy,
                    }
                })
                .collect();
        }
        let last = &layer[0];
        let mut groups_rev = Vec::with_capacity(n);
        let mut at = last.path;
        while at != u32::MAX {
            let (parent, g) = arena[at as usize];
            groups_rev.push(g);
            at = parent;
        }
        let order = groups_rev
            .iter()
            .rev()
            .flat_map(|&g| self.groups.members[g as usize].iter().copied())
            .collect();
        Ended::Found(Found {
            order,
            peak: last.peak,
            exact,
        })
    }
}
