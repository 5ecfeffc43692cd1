//! A block's makespan schedule as parallel streams, and the happens-before check that every
//! emitted module must pass. Plain data, no MLIR: `super::streams` turns a [`StreamPlan`] into
//! `async.execute` regions, `super::check_streams` reads an emitted module back into a
//! [`HappensBefore`] graph.
//!
//! A stream is the ops one unit runs, in schedule order. It is cut into segments (one
//! `async.execute` each, chained on the unit) right after every op that an op on another unit
//! depends on: a token is only ready when its whole region has finished, so a later op of the
//! same segment would otherwise delay, or with a wait back the other way deadlock, the
//! dependent stream.

use super::block::{BlockDesc, EffectKind};
use fixedbitset::FixedBitSet;
use std::collections::{BTreeSet, HashMap};

/// A makespan schedule run as parallel streams: how many, and on how many threads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AsyncStreams {
    /// Units of the schedule: one chain of regions each.
    pub units: usize,
    /// The async runtime's worker threads.
    pub threads: usize,
}

/// Where each op of a block goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StreamPlan {
    /// Ops that run in the parent before any stream, in schedule order: pure scalar ops
    /// (constants, index arithmetic) and stack allocations, whose buffers must outlive every
    /// stream that uses them.
    pub prologue: Vec<usize>,
    /// Segments in the order their `async.execute` ops are emitted (by the schedule position of
    /// their last op, so whatever a segment waits for is emitted before it).
    pub segments: Vec<Segment>,
    /// The terminator, which stays in the parent after every stream has been awaited.
    pub terminator: usize,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Segment {
    pub unit: usize,
    /// The segment before it on the same unit (an index into `segments`): its token is the
    /// new segment's dependency.
    pub after: Option<usize>,
    pub ops: Vec<usize>,
    /// Per op of `ops`: the segments (on other units) whose tokens it awaits first.
    pub waits: Vec<BTreeSet<usize>>,
}

impl StreamPlan {
    /// The last segment of every unit: what the parent awaits before its terminator.
    pub fn unit_tails(&self) -> Vec<usize> {
        let mut tails: Vec<usize> = Vec::new();
        for (s, seg) in self.segments.iter().enumerate() {
            tails.retain(|&t| self.segments[t].unit != seg.unit);
            tails.push(s);
        }
        tails
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlanError {
    #[error("the block has no terminator to keep in the parent")]
    NoTerminator,
    #[error("'{0}' (#{1}) allocates on the stack but depends on ops that run in a stream; its buffer would die with the stream's frame")]
    StackBufferInStream(String, usize),
    #[error("the order ({0} ops) and the unit assignment ({1} ops) do not match the block")]
    Mismatch(usize, usize),
}

/// Splits `desc`'s block into streams: `order` is the schedule (position → op), `unit[op]` the
/// unit the makespan decoder gave each op. `parent_ok[op]` says an op may run in the parent
/// (pure, scalar results, no regions); `stack[op]` says it allocates on the stack and must.
/// Each (a, b) of `waits` makes op b wait for op a as if it read a's results: a schedule that
/// waits for memory ([`flowsched_core::cost::stream_schedule`]) is kept so.
// long: one walk of the schedule that assigns streams, tokens and values together.
pub fn plan(
    desc: &BlockDesc,
    order: &[usize],
    unit: &[usize],
    parent_ok: &[bool],
    stack: &[bool],
    waits: &[(usize, usize)],
) -> Result<StreamPlan, PlanError> {
    let n = desc.ops.len();
    if order.len() != n || unit.len() != n || parent_ok.len() != n || stack.len() != n {
        return Err(PlanError::Mismatch(order.len(), unit.len()));
    }
    if !desc.has_terminator || n == 0 {
        return Err(PlanError::NoTerminator);
    }
    let terminator = n - 1;
    let (mut preds, mut succs) = desc.dependencies();
    // A wait goes forward in the schedule; any other would be a cycle, and is not kept.
    let mut at = vec![usize::MAX; n];
    for (k, &i) in order.iter().enumerate() {
        at[i] = k;
    }
    for &(a, b) in waits
        .iter()
        .filter(|&&(a, b)| a < n && b < n && at[a] < at[b])
    {
        preds[b].insert(a);
        succs[a].insert(b);
    }
    let unit = &buffer_units(desc, order, unit, &preds, &succs);
    // The prologue: parent-safe ops whose dependencies are all in it already.
    let mut in_parent = vec![false; n];
    let mut prologue = Vec::new();
    for &i in order.iter().filter(|&&i| i != terminator) {
        let deps_in_parent = preds[i].iter().all(|&p| in_parent[p]);
        if (parent_ok[i] || stack[i]) && deps_in_parent {
            in_parent[i] = true;
            prologue.push(i);
        } else if stack[i] {
            return Err(PlanError::StackBufferInStream(desc.ops[i].name.clone(), i));
        }
    }
    let streamed: Vec<usize> = order
        .iter()
        .copied()
        .filter(|&i| i != terminator && !in_parent[i])
        .collect();
    // Cut after every op that another unit waits for, unless the waiting op also depends on
    // the next op of that unit: then the segment may run on to it (and the same rule decides
    // there). Either way a segment waited for ends at a dependency of the op that waits.
    let mut next_on_unit = vec![None; n];
    let mut previous: HashMap<usize, usize> = HashMap::new();
    for &i in &streamed {
        if let Some(p) = previous.insert(unit[i], i) {
            next_on_unit[p] = Some(i);
        }
    }
    let mut cut_after = vec![false; n];
    for &c in &streamed {
        for &p in &preds[c] {
            let crosses = !in_parent[p] && p != terminator && unit[p] != unit[c];
            if crosses && !next_on_unit[p].is_some_and(|q| preds[c].contains(&q)) {
                cut_after[p] = true;
            }
        }
    }
    let mut seg_of = vec![usize::MAX; n];
    let mut open: Vec<Option<usize>> = Vec::new(); // unit → its open segment
    let mut last_of_unit: Vec<Option<usize>> = Vec::new();
    let mut segments: Vec<Segment> = Vec::new();
    for &i in &streamed {
        let u = unit[i];
        if open.len() <= u {
            open.resize(u + 1, None);
            last_of_unit.resize(u + 1, None);
        }
        let s = match open[u] {
            Some(s) => s,
            None => {
                segments.push(Segment {
                    unit: u,
                    after: last_of_unit[u],
                    ops: Vec::new(),
                    waits: Vec::new(),
                });
                let s = segments.len() - 1;
                (open[u], last_of_unit[u]) = (Some(s), Some(s));
                s
            }
        };
        let waits: BTreeSet<usize> = preds[i]
            .iter()
            .filter(|&&p| !in_parent[p] && unit[p] != u)
            .map(|&p| seg_of[p])
            .collect();
        segments[s].ops.push(i);
        segments[s].waits.push(waits);
        seg_of[i] = s;
        if cut_after[i] {
            open[u] = None;
        }
    }
    // Emit by the position of each segment's last op; renumber the references.
    let pos: Vec<usize> = {
        let mut pos = vec![0; n];
        for (k, &i) in order.iter().enumerate() {
            pos[i] = k;
        }
        pos
    };
    let mut by_end: Vec<usize> = (0..segments.len()).collect();
    by_end.sort_by_key(|&s| pos[*segments[s].ops.last().expect("segments are not empty")]);
    let mut renumber = vec![0; segments.len()];
    for (new, &old) in by_end.iter().enumerate() {
        renumber[old] = new;
    }
    let segments = by_end
        .iter()
        .map(|&old| {
            let s = &segments[old];
            Segment {
                unit: s.unit,
                after: s.after.map(|a| renumber[a]),
                ops: s.ops.clone(),
                waits: s
                    .waits
                    .iter()
                    .map(|w| w.iter().map(|&x| renumber[x]).collect())
                    .collect(),
            }
        })
        .collect();
    Ok(StreamPlan {
        prologue,
        segments,
        terminator,
    })
}

/// The decoder puts an allocation or a free (no runtime) on whichever unit is free first,
/// which costs a cut and a wait for nothing: an allocation goes to the unit of its first
/// dependent, a free to the unit of its last dependency (in schedule order).
fn buffer_units(
    desc: &BlockDesc,
    order: &[usize],
    unit: &[usize],
    preds: &[std::collections::HashSet<usize>],
    succs: &[std::collections::HashSet<usize>],
) -> Vec<usize> {
    let mut unit = unit.to_vec();
    let last = desc.ops.len() - 1;
    for &i in order.iter().rev() {
        if desc.only(i, EffectKind::Alloc) {
            if let Some(&first) = order.iter().find(|&&o| o != last && succs[i].contains(&o)) {
                unit[i] = unit[first];
            }
        }
    }
    for &i in order {
        if desc.only(i, EffectKind::Free) {
            if let Some(&latest) = order.iter().rev().find(|&&o| preds[i].contains(&o)) {
                unit[i] = unit[latest];
            }
        }
    }
    unit
}

/// Happens-before between the events of a block and of the regions it runs concurrently:
/// program order inside each region, a launch before its region's first op, a region's end
/// before every wait on its token or values.
#[derive(Debug, Clone, Default)]
pub struct HappensBefore {
    succs: Vec<Vec<usize>>,
}

/// Two accesses that may touch the same memory, one of them a write, with no order between.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Race {
    pub first: usize,
    pub second: usize,
}

impl HappensBefore {
    pub fn new(events: usize) -> Self {
        HappensBefore {
            succs: vec![Vec::new(); events],
        }
    }

    /// `a` happens before `b`.
    pub fn edge(&mut self, a: usize, b: usize) {
        self.succs[a].push(b);
    }

    /// The first pair of `pairs` that no chain of edges orders, either way. The graph is
    /// acyclic by construction (program order, launches forwards, waits on regions launched
    /// earlier); a cycle would be a deadlock and is reported as the pair that closes it.
    pub fn unordered(&self, pairs: &[(usize, usize)]) -> Result<(), Race> {
        let n = self.succs.len();
        // Topological order (Kahn); events on a cycle never get one.
        let mut indeg = vec![0usize; n];
        for s in &self.succs {
            for &b in s {
                indeg[b] += 1;
            }
        }
        let mut topo: Vec<usize> = (0..n).filter(|&i| indeg[i] == 0).collect();
        let mut k = 0;
        while k < topo.len() {
            for &b in &self.succs[topo[k]] {
                indeg[b] -= 1;
                if indeg[b] == 0 {
                    topo.push(b);
                }
            }
            k += 1;
        }
        // reach[a]: every event a happens before (a itself excluded).
        let mut reach = vec![FixedBitSet::with_capacity(n); n];
        for &a in topo.iter().rev() {
            let mut r = FixedBitSet::with_capacity(n);
            for &b in &self.succs[a] {
                r.insert(b);
                r.union_with(&reach[b]);
            }
            reach[a] = r;
        }
        let on_cycle = |e: usize| indeg[e] > 0;
        for &(a, b) in pairs {
            if on_cycle(a) || on_cycle(b) || !(reach[a].contains(b) || reach[b].contains(a)) {
                return Err(Race {
                    first: a,
                    second: b,
                });
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::block::{BlockOp, Effect, EffectKind, Effects, Resource};

    fn op(name: &str, uses: &[u64], results: &[u64], effects: Effects) -> BlockOp {
        BlockOp {
            name: name.into(),
            uses: uses.to_vec(),
            results: results.iter().map(|&v| (v, Some(0))).collect(),
            effects,
            flops: 1.0,
            tied: Vec::new(),
        }
    }
    fn fx(kind: EffectKind, m: u64) -> Effects {
        Effects::Known(vec![Effect {
            kind,
            resource: Resource::Memory(m),
        }])
    }

    /// Two independent producer/consumer chains on memories that may alias, plus a constant.
    fn block() -> BlockDesc {
        BlockDesc {
            ops: vec![
                op("arith.constant", &[], &[1], Effects::Pure),
                op("w.a", &[1], &[], fx(EffectKind::Write, 10)),
                op("w.b", &[], &[], fx(EffectKind::Write, 11)),
                op("r.a", &[], &[], fx(EffectKind::Read, 10)),
                op("r.b", &[], &[], fx(EffectKind::Read, 11)),
                op("return", &[], &[], Effects::Pure),
            ],
            has_terminator: true,
            may_alias: [(10, 11)].into_iter().collect(),
            ..Default::default()
        }
    }

    #[test]
    fn cross_unit_dependences_cut_and_wait() {
        let desc = block();
        let order = [0, 1, 2, 3, 4, 5];
        let unit = [0, 0, 1, 0, 1, 0];
        let parent_ok = [true, false, false, false, false, false];
        let p = plan(&desc, &order, &unit, &parent_ok, &[false; 6], &[]).unwrap();
        assert_eq!(p.prologue, vec![0]);
        // w.a is waited for by unit 1 (w.b: WAW through the alias): its segment ends there.
        let ops: Vec<Vec<usize>> = p.segments.iter().map(|s| s.ops.clone()).collect();
        assert_eq!(ops, vec![vec![1], vec![2], vec![3], vec![4]]);
        assert_eq!(p.segments[1].waits, vec![BTreeSet::from([0])]);
        assert_eq!(p.segments[2].after, Some(0));
        assert_eq!(p.segments[2].waits, vec![BTreeSet::from([1])]);
        assert_eq!(p.unit_tails(), vec![2, 3]);
    }

    /// A wait for memory is kept like a dependence: without it the two chains on memories
    /// that cannot alias run side by side; with (r.a, w.b) unit 1 starts once r.a is done. A
    /// wait back against the schedule is not kept.
    #[test]
    fn waits_for_memory_cut_and_wait_like_dependences() {
        let mut desc = block();
        desc.may_alias.clear();
        let order = [0, 1, 3, 2, 4, 5];
        let unit = [0, 0, 1, 0, 1, 0];
        let parent_ok = [true, false, false, false, false, false];
        let plan_with = |waits: &[(usize, usize)]| {
            plan(&desc, &order, &unit, &parent_ok, &[false; 6], waits).unwrap()
        };
        let free = plan_with(&[]);
        assert!(free
            .segments
            .iter()
            .all(|s| s.waits.iter().all(|w| w.is_empty())));
        let waiting = plan_with(&[(3, 2)]);
        let ops: Vec<Vec<usize>> = waiting.segments.iter().map(|s| s.ops.clone()).collect();
        assert_eq!(ops, vec![vec![1, 3], vec![2, 4]]);
        assert_eq!(waiting.segments[1].waits[0], BTreeSet::from([0]));
        assert_eq!(plan_with(&[(2, 3)]), free);
    }

    #[test]
    fn stack_buffers_stay_in_the_parent_or_fail() {
        let mut desc = block();
        desc.ops[0] = op("memref.alloca", &[], &[1], fx(EffectKind::Alloc, 12));
        let stack = [true, false, false, false, false, false];
        let p = plan(
            &desc,
            &[0, 1, 2, 3, 4, 5],
            &[1; 6],
            &[false; 6],
            &stack,
            &[],
        )
        .unwrap();
        assert_eq!(p.prologue, vec![0]);
        desc.ops[0].uses = vec![7];
        desc.ops[2].results = vec![(7, Some(8))];
        let e = plan(
            &desc,
            &[2, 0, 1, 3, 4, 5],
            &[1; 6],
            &[false; 6],
            &stack,
            &[],
        )
        .unwrap_err();
        assert!(matches!(e, PlanError::StackBufferInStream(_, 0)), "{e}");
    }

    /// Events: parent [launch A, launch B, await A, await B, return]; A = [write m, end];
    /// B = [read m, end].
    fn two_streams(b_waits_for_a: bool) -> HappensBefore {
        let mut hb = HappensBefore::new(9);
        for (a, b) in [
            (0, 1),
            (1, 2),
            (2, 3),
            (3, 4),
            (0, 5),
            (5, 6),
            (1, 7),
            (7, 8),
        ] {
            hb.edge(a, b);
        }
        // The parent waits for both regions' ends.
        hb.edge(6, 2);
        hb.edge(8, 3);
        if b_waits_for_a {
            hb.edge(6, 7);
        }
        hb
    }

    #[test]
    fn a_write_and_a_read_on_two_streams_race_without_a_token() {
        let racy = two_streams(false);
        assert_eq!(
            racy.unordered(&[(5, 7)]),
            Err(Race {
                first: 5,
                second: 7
            })
        );
        let safe = two_streams(true);
        assert_eq!(safe.unordered(&[(5, 7)]), Ok(()));
        // The stream's work happens before the parent's return either way.
        assert_eq!(racy.unordered(&[(5, 4), (7, 4)]), Ok(()));
    }

    #[test]
    fn a_cycle_is_never_an_order() {
        let mut hb = HappensBefore::new(3);
        hb.edge(0, 1);
        hb.edge(1, 0);
        hb.edge(1, 2);
        assert!(hb.unordered(&[(0, 1)]).is_err());
    }
}
