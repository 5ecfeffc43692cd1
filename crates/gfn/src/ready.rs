//! The ready ops of a partial schedule, column by column. Sampling spends most of its time
//! computing every ready op's logit at every step; with each term in its own contiguous
//! column, a step's logits are a few passes that the compiler turns into vector code,
//! instead of a gather of each op's row. Each op's parameters and the parts of its features
//! that stay fixed while it waits are copied in once, when it becomes ready.

use super::layout::{CONTEXT_DIM, DYN_FEATURES, HEAD_DIM, HINTS};

/// What every op's features share at one step, in the features' units.
pub(super) struct StepScalars {
    /// The earliest a unit is free, in mean runtimes.
    pub min_free: f32,
    /// Live bytes minus the peak so far, in the graph's memory scale: an op whose outputs
    /// exceed it raises the peak.
    pub live_over_peak: f32,
    pub step: u32,
}

#[derive(Default)]
pub(super) struct ReadySet {
    pub node: Vec<u32>,
    /// The step at which each became ready (the feature flags those the last step enabled).
    enabled_at: Vec<u32>,
    /// When its inputs are all computed, in mean runtimes (final once it is ready).
    ready_time: Vec<f32>,
    /// Its outputs' bytes in the graph's memory scale.
    out: Vec<f32>,
    /// Its memory-change feature, kept up to date by [`ReadySet::set_free`].
    free: Vec<f32>,
    a: Vec<f32>,
    c: [Vec<f32>; DYN_FEATURES],
    q: [Vec<f32>; CONTEXT_DIM],
    hint_c: [Vec<f32>; HINTS],
    hint_pos: [Vec<u32>; HINTS],
    /// Each node's slot while it is ready.
    slot_of: Vec<u32>,
}

const NOT_READY: u32 = u32::MAX;

/// What [`ReadySet::push`] copies in for one op.
pub(super) struct Entry<'p> {
    pub node: usize,
    pub enabled_at: u32,
    pub ready_time: f32,
    pub out: f32,
    pub free: f32,
    /// The op's row of the network's per-node head.
    pub row: &'p [f32],
    /// Its position in each hint order (as many as the model has hints).
    pub hint_pos: [u32; HINTS],
    pub hints: usize,
}

impl ReadySet {
    pub(crate) fn new(nodes: usize) -> Self {
        ReadySet {
            slot_of: vec![NOT_READY; nodes],
            ..Default::default()
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.node.len()
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.node.is_empty()
    }

    /// The slot of `node`, if it is ready.
    pub(crate) fn slot(&self, node: usize) -> Option<usize> {
        let s = self.slot_of[node];
        (s != NOT_READY).then_some(s as usize)
    }

    pub(crate) fn push(&mut self, e: Entry) {
        self.slot_of[e.node] = self.node.len() as u32;
        self.node.push(e.node as u32);
        self.enabled_at.push(e.enabled_at);
        self.ready_time.push(e.ready_time);
        self.out.push(e.out);
        self.free.push(e.free);
        self.a.push(e.row[0]);
        for (k, col) in self.c.iter_mut().enumerate() {
            col.push(e.row[1 + k]);
        }
        for (k, col) in self.q.iter_mut().enumerate() {
            col.push(e.row[1 + DYN_FEATURES + k]);
        }
        for k in 0..e.hints {
            self.hint_c[k].push(e.row[HEAD_DIM + k]);
            self.hint_pos[k].push(e.hint_pos[k]);
        }
    }

    /// Removes slot `i` (the last slot takes its place) and returns its node.
    pub(crate) fn swap_remove(&mut self, i: usize) -> usize {
        let node = self.node.swap_remove(i) as usize;
        self.slot_of[node] = NOT_READY;
        if let Some(&moved) = self.node.get(i) {
            self.slot_of[moved as usize] = i as u32;
        }
        self.enabled_at.swap_remove(i);
        self.ready_time.swap_remove(i);
        self.out.swap_remove(i);
        self.free.swap_remove(i);
        self.a.swap_remove(i);
        for col in self
            .c
            .iter_mut()
            .chain(self.q.iter_mut())
            .chain(self.hint_c.iter_mut())
        {
            if !col.is_empty() {
                col.swap_remove(i);
            }
        }
        for col in self.hint_pos.iter_mut().filter(|c| !c.is_empty()) {
            col.swap_remove(i);
        }
        node
    }

    /// A new memory-change feature for `node`, if it is ready.
    pub(crate) fn set_free(&mut self, node: usize, value: f32) {
        if let Some(s) = self.slot(node) {
            self.free[s] = value;
        }
    }

    /// Each ready op's logit without the hints into `out`: a + q · ctx + c₀ · free +
    /// c₁ · above-peak + c₃ · enabled-last-step, plus c₂ · idle on list scheduling's unit (the
    /// earliest free one) when `with_idle`; without it (unit actions) that term is the
    /// caller's. One fused pass over the columns, which the compiler vectorises.
    pub(crate) fn logits(
        &self,
        ctx: &[f32; CONTEXT_DIM],
        at: &StepScalars,
        with_idle: bool,
        out: &mut Vec<f32>,
    ) {
        let n = self.len();
        out.clear();
        out.resize(n, 0.0);
        // Every column cut to the same length, each its own name: the compiler then sees
        // that no index is out of bounds and vectorises the loop.
        let out = &mut out[..n];
        let [q0, q1, q2, q3, q4, q5, q6, q7] = &self.q;
        let (q0, q1, q2, q3) = (&q0[..n], &q1[..n], &q2[..n], &q3[..n]);
        let (q4, q5, q6, q7) = (&q4[..n], &q5[..n], &q6[..n], &q7[..n]);
        let [c0, c1, c2, c3] = &self.c;
        let (c0, c1, c2, c3) = (&c0[..n], &c1[..n], &c2[..n], &c3[..n]);
        let (a, free, bytes, time, enabled) = (
            &self.a[..n],
            &self.free[..n],
            &self.out[..n],
            &self.ready_time[..n],
            &self.enabled_at[..n],
        );
        // Step 0 flags nothing (every op is ready "since step 0" then).
        let flag_step = if at.step > 0 { at.step } else { u32::MAX };
        let idle_weight = if with_idle { 1.0 } else { 0.0 };
        // Two passes, each with few enough columns to stay in registers.
        for i in 0..n {
            out[i] = a[i]
                + ((q0[i] * ctx[0] + q1[i] * ctx[1]) + (q2[i] * ctx[2] + q3[i] * ctx[3]))
                + ((q4[i] * ctx[4] + q5[i] * ctx[5]) + (q6[i] * ctx[6] + q7[i] * ctx[7]));
        }
        for i in 0..n {
            let above_peak = clamp_feature(at.live_over_peak + bytes[i]);
            let idle = clamp_feature(time[i] - at.min_free) * idle_weight;
            let just_enabled = if enabled[i] == flag_step { c3[i] } else { 0.0 };
            out[i] += (c0[i] * free[i] + c1[i] * above_peak) + (c2[i] * idle + just_enabled);
        }
    }

    /// The idle-time feature of slot `i` on a unit free at `unit_free` (mean runtimes).
    pub(crate) fn idle(&self, i: usize, unit_free: f32, at: &StepScalars) -> f32 {
        clamp_feature(self.ready_time[i].max(unit_free) - at.min_free)
    }

    /// The idle-time coefficient of slot `i`.
    pub(crate) fn idle_weight(&self, i: usize) -> f32 {
        self.c[2][i]
    }

    /// Per hint order, the slot of the ready op that comes first in it.
    pub(crate) fn first_in_hint_orders(&self, hints: usize) -> [usize; HINTS] {
        let mut first = [0; HINTS];
        for (k, f) in first.iter_mut().enumerate().take(hints) {
            // The minimum first, then where it is: both passes free of unpredictable
            // branches (positions in an order are distinct).
            let pos = &self.hint_pos[k];
            let smallest = pos.iter().copied().min().unwrap_or(u32::MAX);
            *f = pos.iter().position(|&p| p == smallest).unwrap_or(0);
        }
        first
    }

    /// The hint coefficient of slot `i` in hint order `k`.
    pub(crate) fn hint_weight(&self, k: usize, i: usize) -> f32 {
        self.hint_c[k][i]
    }

    /// Slot `i`'s dynamic features on a unit free at `unit_free` (for the loss's records).
    pub fn features(&self, i: usize, unit_free: f32, at: &StepScalars) -> [f32; DYN_FEATURES] {
        [
            self.free[i],
            clamp_feature(at.live_over_peak + self.out[i]),
            self.idle(i, unit_free, at),
            (at.step > 0 && self.enabled_at[i] == at.step) as u8 as f32,
        ]
    }
}

/// A feature cut to [0, 10]: `max` and `min` compile to branch-free instructions (`clamp`
/// and `if`s compiled to branches here, a sixth of the sampling time).
#[allow(clippy::manual_clamp)] // measured: `clamp` is the slower one here
pub(super) fn clamp_feature(x: f32) -> f32 {
    x.max(0.0).min(10.0)
}
