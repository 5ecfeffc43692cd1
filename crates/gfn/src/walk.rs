//! The action space of a runtime that walks the graph instead of running the file as written:
//! ONNX Runtime's `ExecutionOrder::DEFAULT` ([`flowsched_onnx::ort_walk`]). The walk goes depth
//! first from the graph's leaves through each node's producers and runs each node once its
//! producers have run; the file's node order only decides which unvisited producer (or leaf)
//! it enters next. Those entries are the actions here, so every trajectory is a walk ORT can
//! run, and a trajectory's order is the order ORT runs: what the reward scores.
//!
//! A choice is masked when no file can make the walk take it: ORT enters the unvisited
//! producer with the highest index, and a file writes every node after its producers, so a
//! producer that is an ancestor of another unvisited producer of the same node can never be
//! entered first. Measured, that mask is also enough for the choices of different nodes to
//! agree (the index orders they ask for formed no cycle in 90,000 random walks on generated
//! graphs, and two joins cannot ask for contrary orders without one of them masked);
//! [`WalkFiles::file`] builds the file, every file is checked (its walk is the trajectory,
//! node for node), and a walk without one is dropped.
//!
//! The policy scores an entry with the same head as a sequential step (`a + c · d + q · ctx`),
//! with the walk's state as the dynamic features: what running the producer would free and
//! whether it would raise the peak, and whether it could run right away (its own producers
//! have all run). The context is that of the ops run so far.

use super::{GraphEnv, NodeParams, Pick, State, StepRecord, Trajectory};
use crate::ready::clamp_feature;
use flowsched_core::dag::ScheduleDag;
pub use flowsched_core::dag::WalkGraph;
use petgraph::graph::NodeIndex;
use rand_chacha::ChaCha8Rng;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// A finished walk: the entries chosen (for replaying a prefix) and the file that makes ORT
/// walk it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Walked {
    /// The node entered at each choice the policy made (forced entries are not listed).
    pub choices: Vec<u32>,
    /// The file order, as node indices.
    pub file: Vec<u32>,
    /// Another file that walks the same (written [`Style::Mirrored`]), where it differs.
    pub other_file: Option<Vec<u32>>,
}

/// What a walk's trajectory asks of the file (the graph itself is `flowsched_core`'s).
trait WalkFiles {
    fn walks(&self, file: &[u32], ran: &[u32]) -> bool;
    fn file(
        &self,
        dag: &ScheduleDag,
        ran: &[u32],
        before: &[(u32, u32)],
        style: Style,
    ) -> Option<Vec<u32>>;
}

impl WalkFiles for WalkGraph {
    /// Whether ORT walks `file` as `ran`. The skipped nodes may come in any order: ORT makes
    /// them initializers and runs none of them.
    fn walks(&self, file: &[u32], ran: &[u32]) -> bool {
        let skipped = self.skipped.len();
        self.walk_of_file(file)[skipped..] == ran[skipped..]
    }

    /// A file whose walk enters, at each choice, the node the trajectory entered: every
    /// option left unvisited at a choice is written before the entered one, and every node
    /// after its producers; otherwise in the order `style` names. `None` where the index
    /// orders the choices ask for form a cycle (the mask rules that out).
    fn file(
        &self,
        dag: &ScheduleDag,
        ran: &[u32],
        before: &[(u32, u32)],
        style: Style,
    ) -> Option<Vec<u32>> {
        let n = ran.len();
        let mut at = vec![0u32; n];
        match style {
            Style::AsWalked => {
                for (i, &v) in ran.iter().enumerate() {
                    at[v as usize] = i as u32;
                }
            }
            Style::Mirrored => {
                let mirrored = flowsched_onnx::ort_walk::mirrored(dag, &order_of(dag, ran));
                for (i, v) in mirrored.iter().enumerate() {
                    at[v.index()] = i as u32;
                }
            }
        }
        let mut waits_on: Vec<Vec<u32>> = vec![Vec::new(); n];
        let mut waiting = vec![0u32; n];
        for v in dag.nodes() {
            for s in dag.succs(v) {
                waits_on[v.index()].push(s.index() as u32);
                waiting[s.index()] += 1;
            }
        }
        for &(p, q) in before {
            waits_on[p as usize].push(q);
            waiting[q as usize] += 1;
        }
        let mut ready: BinaryHeap<Reverse<(u32, u32)>> = (0..n)
            .filter(|&v| waiting[v] == 0)
            .map(|v| Reverse((at[v], v as u32)))
            .collect();
        let mut file = Vec::with_capacity(n);
        while let Some(Reverse((_, v))) = ready.pop() {
            file.push(v);
            for &s in &waits_on[v as usize] {
                waiting[s as usize] -= 1;
                if waiting[s as usize] == 0 {
                    ready.push(Reverse((at[s as usize], s)));
                }
            }
        }
        (file.len() == n).then_some(file)
    }
}

/// How a walk's file is written where its choices leave room. Which one runs better as
/// written (`PRIORITY_BASED`) depends on the graph, so the sampler keeps the better of the two
/// for the walks it returns.
#[derive(Debug, Clone, Copy)]
enum Style {
    /// As the walk runs: the file read as written stays close to the walk, but a branch
    /// entered first waits, written, for the branches the choice asks to be written before it.
    AsWalked,
    /// The walk's depth-first structure mirrored ([`flowsched_onnx::ort_walk::mirrored`]): the
    /// branches a choice asks to be written first are written whole, so the file read as
    /// written runs a depth-first order too.
    Mirrored,
}

/// One walk from the policy: like [`super::complete`], but each action enters a producer.
/// The first entries chosen are `forced` (a prefix of another walk's choices, for local
/// search); they are not recorded.
// long: the walk's stack machine in one loop; its state is the walk itself.
pub(super) fn complete_walk(
    env: &GraphEnv,
    walk: &WalkGraph,
    params: &NodeParams,
    forced: &[u32],
    rng: &mut ChaCha8Rng,
    pick: Pick,
    record: bool,
) -> Trajectory {
    let n = env.len();
    let mut state = State::new(env, params);
    let mut order = Vec::with_capacity(n);
    let mut rec = record.then(StepRecord::default);
    let keys = super::keys_for(pick, n, rng);
    for &v in &walk.skipped {
        let slot = state
            .ready
            .slot(v as usize)
            .expect("skipped nodes read no node");
        state.run(slot, super::NO_UNIT, &mut order, params);
    }
    let mut visited = vec![false; n];
    let mut stack: Vec<u32> = Vec::new();
    let mut before: Vec<(u32, u32)> = Vec::new();
    let mut choices: Vec<u32> = Vec::new();
    let (mut options, mut enterable) = (Vec::new(), Vec::new());
    let (mut logits, mut weights) = (Vec::new(), Vec::new());
    loop {
        let from = match stack.last() {
            Some(&v) => &walk.producers[v as usize],
            None => &walk.leaves,
        };
        options.clear();
        options.extend(from.iter().copied().filter(|&p| !visited[p as usize]));
        if options.is_empty() {
            let Some(v) = stack.pop() else { break };
            let slot = state
                .ready
                .slot(v as usize)
                .expect("its producers have all run");
            state.run(slot, super::NO_UNIT, &mut order, params);
            continue;
        }
        walk.enterable(&options, &mut enterable);
        let entered = if enterable.len() == 1 {
            enterable[0]
        } else if let Some(&given) = forced.get(choices.len()) {
            debug_assert!(enterable.contains(&given), "a forced prefix replays a walk");
            given
        } else {
            state.entry_logits(params, &enterable, &mut logits, rec.as_mut(), order.len());
            let sampled = choices.len() - forced.len().min(choices.len());
            let node_of = |i: usize| enterable[i] as usize;
            let i = super::choose(pick, &logits, &mut weights, &keys, node_of, sampled, rng);
            if let Some(r) = rec.as_mut() {
                r.chosen
                    .push(*r.step_start.last().expect("logits pushed the step") + i as u32);
            }
            enterable[i]
        };
        if enterable.len() > 1 {
            choices.push(entered);
        }
        before.extend(
            options
                .iter()
                .filter(|&&p| p != entered)
                .map(|&p| (p, entered)),
        );
        visited[entered as usize] = true;
        stack.push(entered);
    }
    let mut t = state.finish(order, rec);
    // Each file is checked: a file whose walk is not the trajectory is never returned.
    let walks_it = |file: &Vec<u32>| walk.walks(file, &t.order);
    let file = walk
        .file(env.dag, &t.order, &before, Style::AsWalked)
        .filter(walks_it);
    t.walked = file.map(|file| {
        let other = walk
            .file(env.dag, &t.order, &before, Style::Mirrored)
            .filter(walks_it);
        Walked {
            choices,
            other_file: other.filter(|o| *o != file),
            file,
        }
    });
    t
}

impl State<'_, '_> {
    /// The logit of entering each of `nodes`; recorded (with the number of ops run so far,
    /// which fixes the context) when `rec` is given.
    fn entry_logits(
        &self,
        params: &NodeParams,
        nodes: &[u32],
        logits: &mut Vec<f32>,
        rec: Option<&mut StepRecord>,
        ran: usize,
    ) {
        use super::{CONTEXT_DIM, DYN_FEATURES, HEAD_DIM};
        let env = self.env;
        let at = self.step_scalars();
        let hints = env.hint_pos.len();
        let mut first = [0usize; super::HINTS];
        for (k, f) in first.iter_mut().enumerate().take(hints) {
            *f = (0..nodes.len())
                .min_by_key(|&i| env.hint_pos[k][nodes[i] as usize])
                .unwrap_or(0);
        }
        let features = |i: usize| -> [f32; DYN_FEATURES] {
            let v = nodes[i] as usize;
            let out = (env.out_bytes[v] as f64 / env.scales.bytes) as f32;
            [
                self.free_feature[v],
                clamp_feature(at.live_over_peak + out),
                0.0,
                (self.remaining[v] == 0) as u8 as f32,
            ]
        };
        logits.clear();
        for (i, &v) in nodes.iter().enumerate() {
            let row = params.row(v as usize);
            let c = &row[1..1 + DYN_FEATURES];
            let q = &row[1 + DYN_FEATURES..1 + DYN_FEATURES + CONTEXT_DIM];
            let mut l = row[0];
            l += c.iter().zip(features(i)).map(|(c, d)| c * d).sum::<f32>();
            l += q.iter().zip(&self.ctx).map(|(q, x)| q * x).sum::<f32>();
            for (k, &f) in first.iter().enumerate().take(hints) {
                if f == i {
                    l += row[HEAD_DIM + k];
                }
            }
            logits.push(l);
        }
        if let Some(r) = rec {
            r.step_start.push(r.cand_node.len() as u32);
            r.ctx_step.push(ran as u32);
            for (i, &v) in nodes.iter().enumerate() {
                r.cand_node.push(v);
                r.cand_feat.extend_from_slice(&features(i));
                r.cand_feat
                    .extend((0..hints).map(|k| (first[k] == i) as u8 as f32));
            }
        }
    }
}

/// `nodes` (indices) as an order of `dag`: a trajectory's order, or a walk's file, both
/// topological by construction.
pub fn order_of(dag: &ScheduleDag, nodes: &[u32]) -> flowsched_core::dag::Order {
    let nodes = nodes.iter().map(|&v| NodeIndex::new(v as usize)).collect();
    flowsched_core::dag::Order::new(dag, nodes)
        .expect("trajectories and walk files are topological orders")
}
