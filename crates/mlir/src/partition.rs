//! The pass option `rewrite=true`: channel-wise partitioning (src/partition.cpp), chosen with
//! the order. The input's blocks are scheduled as they are; then rounds aim at the peak of the
//! best order so far: the concats whose rewrite spans the stretch near the peak are partitioned on
//! a fresh copy of the input, which is scheduled in turn, while the cost drops. The best copy
//! replaces the input only where it is lower than the input's own best order by
//! [`REWRITE_MIN_GAIN`], so the answer is never worse than without the option.

use super::block::ScheduleOptions;
use super::capi::FsPartition;
use super::ffi::op_name;
use super::ffi::{blocks_of_region, regions_of};
use super::pass::{graph_region, schedule_operation as schedule_blocks, symbol_name, PassStats};
use super::session::{Diag, Severity};
use flowsched_core::defaults::REWRITE_MIN_GAIN;
use mlir_sys::*;
use std::collections::BTreeSet;

/// Rounds at most: each schedules the whole block once more (on PNASNet-5, 1,304 ops, about
/// 10 s of a release build).
const ROUNDS: usize = 4;

/// A concat is aimed at where the live bytes in its stretch of the order come this close to
/// the peak. The DAG proxy's peak is not always where the heap after bufferization peaks (on
/// PNASNet-5 no concat spans the proxy's peak step, and the two that pay reach 0.94 of it).
const NEAR_PEAK: f64 = 0.1;

/// Where the concats aimed at are not lower together, this many are tried alone.
const MAX_ALONE: usize = 3;

extern "C" {
    fn flowsched_partition_candidates(
        operation: *mut std::ffi::c_void,
        offsets: *mut usize,
        ops: *mut usize,
        num_ops: *mut usize,
    ) -> usize;
    fn flowsched_partition_channels(
        operation: *mut std::ffi::c_void,
        only: *const usize,
        num_only: usize,
        out: *mut FsPartition,
    );
}

/// The channel concats of `op` that can be partitioned, numbered in walk order, each with the
/// indices (in its block as it stands) of the ops its rewrite touches.
pub fn partition_candidates(op: MlirOperation) -> Vec<Vec<usize>> {
    let mut num_ops = 0;
    let null = std::ptr::null_mut();
    let n = unsafe { flowsched_partition_candidates(op.ptr, null, null, &mut num_ops) };
    let mut offsets = vec![0usize; n + 1];
    let mut ops = vec![0usize; num_ops];
    unsafe {
        flowsched_partition_candidates(op.ptr, offsets.as_mut_ptr(), ops.as_mut_ptr(), &mut num_ops)
    };
    offsets
        .windows(2)
        .map(|w| ops[w[0]..w[1]].to_vec())
        .collect()
}

/// Splits the candidates numbered in `only` (every one with `None`) into partial
/// convolutions, in place; says what changed.
pub fn partition_channels(op: MlirOperation, only: Option<&[usize]>) -> FsPartition {
    let mut out = FsPartition::default();
    let (ptr, len) = only.map_or((std::ptr::null(), 0), |o| (o.as_ptr(), o.len()));
    unsafe { flowsched_partition_channels(op.ptr, ptr, len, &mut out) };
    out
}

/// A copy of an operation, destroyed when dropped (it is never inserted anywhere).
struct Detached(MlirOperation);

impl Detached {
    fn of(op: MlirOperation) -> Detached {
        Detached(unsafe { mlirOperationClone(op) })
    }
}

impl Drop for Detached {
    fn drop(&mut self) {
        unsafe { mlirOperationDestroy(self.0) };
    }
}

/// One rewritten copy of the input, scheduled.
struct Tried {
    copy: Detached,
    /// Candidates (the input's numbering) partitioned in it.
    chosen: BTreeSet<usize>,
    made: FsPartition,
    stats: PassStats,
    diags: Vec<Diag>,
    /// The candidates still whole in it, as (the input's number, ops touched in its block as
    /// it was before scheduling).
    remaining: Vec<(usize, Vec<usize>)>,
}

/// Candidates of `remaining` whose ops span a stretch of the order in `stats` where the live
/// bytes come within [`NEAR_PEAK`] of its peak, by the DAG proxy.
fn near_peak(stats: &PassStats, remaining: &[(usize, Vec<usize>)]) -> BTreeSet<usize> {
    let Some(peak) = &stats.peak else {
        return BTreeSet::new();
    };
    let mut position = vec![0; peak.order.len()];
    for (k, &op) in peak.order.iter().enumerate() {
        position[op] = k;
    }
    let high = peak.curve.iter().max().copied().unwrap_or(0) as f64 * (1.0 - NEAR_PEAK);
    remaining
        .iter()
        .filter(|(_, ops)| {
            let at = |&op: &usize| position.get(op).copied();
            let (Some(first), Some(last)) = (
                ops.iter().filter_map(at).min(),
                ops.iter().filter_map(at).max(),
            ) else {
                return false;
            };
            let top = peak.curve[first..=last.min(peak.curve.len() - 1)]
                .iter()
                .max();
            top.is_some_and(|&live| live as f64 >= high)
        })
        .map(|(k, _)| *k)
        .collect()
}

/// The pass on one operation: its blocks scheduled, and with `rewrite=true` its channel
/// concats partitioned where that lowers the cost.
pub fn schedule_operation(
    op: MlirOperation,
    options: &ScheduleOptions,
    source_name: &str,
    diags: &mut Vec<Diag>,
) -> Result<PassStats, Diag> {
    let name = op_name(op);
    if !options.rewrite || regions_of(op).is_empty() || graph_region(op, &name).is_some() {
        return schedule_blocks(op, options, source_name, diags);
    }
    let name = symbol_name(op).unwrap_or(name);
    let remark = |message: String| rewrite_remark(op, source_name, message);
    let regions = regions_of(op);
    if regions.len() != 1 || blocks_of_region(regions[0]).len() != 1 {
        diags.push(remark(format!(
            "'{name}' has more than one block; its blocks are scheduled as written"
        )));
        return schedule_blocks(op, options, source_name, diags);
    }
    let input = Detached::of(op);
    let candidates: Vec<(usize, Vec<usize>)> = partition_candidates(input.0)
        .into_iter()
        .enumerate()
        .collect();
    if candidates.is_empty() {
        diags.push(remark(format!(
            "no channel concat of '{name}' is read by convolutions only; scheduled as written"
        )));
        return schedule_blocks(op, options, source_name, diags);
    }
    let original = schedule_blocks(op, options, source_name, diags)?;
    let search = Search {
        input: &input,
        candidates: &candidates,
        options,
        source_name,
    };
    let (best, rounds) = search.rounds(&original)?;
    let rounds = if rounds.is_empty() {
        "no concat near the peak".to_string()
    } else {
        format!("rounds' best costs {}", rounds.join(", "))
    };
    let Some(best) = best.filter(|t| t.stats.cost <= original.cost * (1.0 - REWRITE_MIN_GAIN))
    else {
        diags.push(remark(format!(
            "dropped for '{name}': {rounds} against {} as written (at least {:.0}% lower needed)",
            original.cost,
            REWRITE_MIN_GAIN * 100.0
        )));
        return Ok(original);
    };
    // The copy's scheduled body replaces the input's.
    unsafe { mlirRegionTakeBody(regions[0], regions_of(best.copy.0)[0]) };
    let made = best.made;
    diags.extend(best.diags);
    diags.push(remark(format!(
        "kept for '{name}': {} channel concat(s) into partial sums over {} convolution(s) \
         ({:+} ops); best cost {} against {} as written ({:.3}x; {rounds})",
        made.concats,
        made.convolutions,
        made.ops_added,
        best.stats.cost,
        original.cost,
        best.stats.cost / original.cost
    )));
    Ok(PassStats {
        // What the user's input cost, so the ratio printed is against it.
        original_cost: original.original_cost,
        rewritten_concats: made.concats,
        rewritten_convolutions: made.convolutions,
        ..best.stats
    })
}

/// A remark of the rewrite at `op`'s location.
fn rewrite_remark(op: MlirOperation, source_name: &str, message: String) -> Diag {
    let loc = unsafe { mlirOperationGetLocation(op) };
    let message = format!("flowsched-schedule: rewrite: {message}");
    Diag::at(loc, source_name, Severity::Remark, message)
}

/// The rounds' search over one operation's candidates.
struct Search<'a> {
    input: &'a Detached,
    candidates: &'a [(usize, Vec<usize>)],
    options: &'a ScheduleOptions,
    source_name: &'a str,
}

impl Search<'_> {
    /// Rounds from the input's best order (`original`): the best copy found, if any is lower,
    /// and every copy's cost in the order tried.
    fn rounds(&self, original: &PassStats) -> Result<(Option<Tried>, Vec<String>), Diag> {
        let mut best: Option<Tried> = None;
        let mut costs = Vec::new();
        for _ in 0..ROUNDS {
            let (stats, remaining, chosen) = match &best {
                Some(t) => (&t.stats, &t.remaining[..], t.chosen.clone()),
                None => (original, self.candidates, BTreeSet::new()),
            };
            let aimed = near_peak(stats, remaining);
            if aimed.is_empty() {
                break;
            }
            // Every concat aimed at at once first; where that is not lower (the partial sums
            // of one can hold their accumulator across another's stretch), each alone.
            let mut sets = vec![chosen.union(&aimed).copied().collect::<BTreeSet<usize>>()];
            if aimed.len() > 1 {
                sets.extend(aimed.iter().take(MAX_ALONE).map(|&k| {
                    let mut one = chosen.clone();
                    one.insert(k);
                    one
                }));
            }
            let mut found: Option<Tried> = None;
            for (i, set) in sets.into_iter().enumerate() {
                let tried = self.try_partition(set)?;
                costs.push(format!("{}", tried.stats.cost));
                let comparable = tried.stats.blocks == original.blocks;
                let to_beat = found.as_ref().map_or(stats.cost, |t| t.stats.cost);
                if comparable && tried.stats.cost < to_beat {
                    found = Some(tried);
                    if i == 0 {
                        break;
                    }
                }
            }
            match found {
                Some(tried) => best = Some(tried),
                None => break,
            }
        }
        Ok((best, costs))
    }

    /// A fresh copy of the input with the candidates `chosen` partitioned, scheduled.
    fn try_partition(&self, chosen: BTreeSet<usize>) -> Result<Tried, Diag> {
        let copy = Detached::of(self.input.0);
        let only: Vec<usize> = chosen.iter().copied().collect();
        let made = partition_channels(copy.0, Some(&only));
        // The candidates left are renumbered in walk order: the input's, less those chosen.
        let left: Vec<usize> = self
            .candidates
            .iter()
            .map(|(k, _)| *k)
            .filter(|k| !chosen.contains(k))
            .collect();
        let found = partition_candidates(copy.0);
        // Where the rewrite changed which concats qualify, the numbering is lost: no more rounds.
        let remaining = if found.len() == left.len() {
            left.into_iter().zip(found).collect()
        } else {
            Vec::new()
        };
        let mut diags = Vec::new();
        let stats = schedule_blocks(copy.0, self.options, self.source_name, &mut diags)?;
        Ok(Tried {
            copy,
            chosen,
            made,
            stats,
            diags,
            remaining,
        })
    }
}
