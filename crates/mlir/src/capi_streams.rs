//! `emit=async` across the plain C ABI, for the `mlir-opt` plugin: Rust plans the streams of
//! a described block ([`flowsched_plan_streams`]) and judges the happens-before graph of an
//! emitted one ([`flowsched_find_race`]); the shim does the IR work on its side. The planning
//! and the check are the same code `flowsched-opt` runs ([`super::streams_plan`]), so the two
//! front ends write the same modules and refuse the same ones.

use super::block::{self, Emit};
use super::capi::{slice, string, write_message, FsBlock};
use super::capi::{FS_ERROR, FS_OK, FS_OK_WITH_REMARK};
use super::pipeline_text::parse_schedule_options;
use super::streams_plan::{plan, HappensBefore, StreamPlan};
use std::ffi::{c_char, c_void, CString};

/// Where each op of a block goes (see `flowsched_mlir.h`); every pointer lives in `owner`.
#[repr(C)]
#[derive(Debug)]
pub struct FsStreamPlan {
    pub num_ops: usize,
    pub order: *const usize,
    /// 1: the block becomes streams; 0: it stays sequential (`left_sequential` says why).
    pub planned: i32,
    pub left_sequential: *const c_char,
    /// The scheduler's fallback remark, or null.
    pub fallback: *const c_char,
    pub prologue: *const usize,
    pub num_prologue: usize,
    pub num_segments: usize,
    pub segment_after: *const i64,
    /// `num_segments + 1` offsets into `segment_ops`.
    pub segment_ops_offset: *const usize,
    pub segment_ops: *const usize,
    /// One more entry than `segment_ops`: the waits of `segment_ops[k]` are
    /// `waits[waits_offset[k]..waits_offset[k + 1]]`.
    pub waits_offset: *const usize,
    pub waits: *const usize,
    pub unit_tails: *const usize,
    pub num_unit_tails: usize,
    pub owner: *mut c_void,
}

/// The vectors an [`FsStreamPlan`] points into.
#[derive(Default)]
struct Storage {
    order: Vec<usize>,
    left_sequential: Option<CString>,
    fallback: Option<CString>,
    prologue: Vec<usize>,
    segment_after: Vec<i64>,
    segment_ops_offset: Vec<usize>,
    segment_ops: Vec<usize>,
    waits_offset: Vec<usize>,
    waits: Vec<usize>,
    unit_tails: Vec<usize>,
}

impl Storage {
    fn fill(&mut self, p: &StreamPlan) {
        self.prologue = p.prologue.clone();
        self.segment_ops_offset.push(0);
        self.waits_offset.push(0);
        for seg in &p.segments {
            self.segment_after.push(seg.after.map_or(-1, |a| a as i64));
            for (k, &op) in seg.ops.iter().enumerate() {
                self.segment_ops.push(op);
                self.waits.extend(seg.waits[k].iter().copied());
                self.waits_offset.push(self.waits.len());
            }
            self.segment_ops_offset.push(self.segment_ops.len());
        }
        self.unit_tails = p.unit_tails();
    }

    fn export(self) -> FsStreamPlan {
        let s = Box::new(self);
        let text = |c: &Option<CString>| c.as_ref().map_or(std::ptr::null(), |c| c.as_ptr());
        let plan = FsStreamPlan {
            num_ops: s.order.len(),
            order: s.order.as_ptr(),
            planned: s.left_sequential.is_none() as i32,
            left_sequential: text(&s.left_sequential),
            fallback: text(&s.fallback),
            prologue: s.prologue.as_ptr(),
            num_prologue: s.prologue.len(),
            num_segments: s.segment_after.len(),
            segment_after: s.segment_after.as_ptr(),
            segment_ops_offset: s.segment_ops_offset.as_ptr(),
            segment_ops: s.segment_ops.as_ptr(),
            waits_offset: s.waits_offset.as_ptr(),
            waits: s.waits.as_ptr(),
            unit_tails: s.unit_tails.as_ptr(),
            num_unit_tails: s.unit_tails.len(),
            owner: std::ptr::null_mut(),
        };
        // The heap buffers do not move with the box.
        FsStreamPlan {
            owner: Box::into_raw(s) as *mut c_void,
            ..plan
        }
    }
}

fn c_text(s: String) -> CString {
    CString::new(s.replace('\0', " ")).expect("no NUL left")
}

/// Schedules one block for `objective=makespan:M emit=async|async-every-op` and plans its
/// streams. [`FS_OK`]: `out` holds the plan (`planned` 0 when the block stays sequential, with
/// the reason); release it with [`flowsched_free_stream_plan`]. [`FS_ERROR`]: `message` says
/// why and `out` is untouched.
///
/// # Safety
/// `block` describes readable memory; `parent_ok` and `stack` have its `num_ops` entries (1: the op may run in the parent, before the streams; 1: it allocates
/// on the stack and must); `out` is writable.
#[no_mangle]
pub unsafe extern "C" fn flowsched_plan_streams(
    options: *const c_char,
    name: *const c_char,
    block: *const FsBlock,
    parent_ok: *const u8,
    stack: *const u8,
    out: *mut FsStreamPlan,
    message: *mut c_char,
    message_len: usize,
) -> i32 {
    let result = std::panic::catch_unwind(|| -> Result<Storage, String> {
        let opts = parse_schedule_options(&unsafe { string(options) }).map_err(|e| e.0)?;
        let units = match (opts.emit.is_async(), opts.objective.units()) {
            (true, Some(units)) => units,
            _ => {
                return Err(
                    "flowsched-schedule: streams need emit=async and objective=makespan:M".into(),
                )
            }
        };
        let name = unsafe { string(name) };
        let block = unsafe { *block };
        let desc = unsafe { block.desc() };
        let decision = block::schedule(&desc, &name, &opts).map_err(|e| e.to_string())?;
        let (unit, waits) = if opts.emit == Emit::AsyncEveryOp {
            ((0..block.num_ops).collect(), Vec::new())
        } else {
            let decoded =
                block::unit_assignment(&desc, &name, &decision.order, units, decision.stream_cap)
                    .map_err(|e| e.to_string())?;
            (decoded.schedule.unit, decoded.waits)
        };
        let flags = |p: *const u8| -> Vec<bool> {
            unsafe { slice(p, block.num_ops) }
                .iter()
                .map(|&b| b != 0)
                .collect()
        };
        let mut storage = Storage {
            fallback: decision.fallback.clone().map(c_text),
            ..Storage::default()
        };
        match plan(
            &desc,
            &decision.order,
            &unit,
            &flags(parent_ok),
            &flags(stack),
            &waits,
        ) {
            Ok(p) => storage.fill(&p),
            Err(e) => storage.left_sequential = Some(c_text(format!("{e}; left sequential"))),
        }
        storage.order = decision.order;
        Ok(storage)
    });
    match result {
        Ok(Ok(storage)) => {
            unsafe { *out = storage.export() };
            FS_OK
        }
        Ok(Err(e)) => {
            write_message(&e, message, message_len);
            FS_ERROR
        }
        Err(_) => {
            write_message(
                "flowsched: internal error (panic) while planning streams",
                message,
                message_len,
            );
            FS_ERROR
        }
    }
}

/// Releases what [`flowsched_plan_streams`] wrote into `plan`.
///
/// # Safety
/// `plan` was filled by [`flowsched_plan_streams`] and is not used afterwards.
#[no_mangle]
pub unsafe extern "C" fn flowsched_free_stream_plan(plan: *mut FsStreamPlan) {
    if plan.is_null() {
        return;
    }
    let owner = unsafe { (*plan).owner };
    if !owner.is_null() {
        drop(unsafe { Box::from_raw(owner as *mut Storage) });
        unsafe { (*plan).owner = std::ptr::null_mut() };
    }
}

/// The race check of an emitted block, on plain data. The shim numbers the events (the
/// block's ops and those of the regions it launches; `event_stream[e]` is 0 for the block, k
/// for its k-th region), gives the happens-before `edges` (pairs), and describes the block
/// flattened (regions inlined, awaited values replaced by the values yielded) as `block`, with
/// `op_events[i]` the event of flattened op `i`. `end_pairs` are (region end, terminator)
/// pairs that must be ordered too. [`FS_OK`]: race-free; [`FS_OK_WITH_REMARK`]: `race_out`
/// holds the first unordered pair (events); [`FS_ERROR`]: bad input.
///
/// # Safety
/// `block` and the pointer/length pairs describe readable memory (`edges` and `end_pairs`
/// hold two entries per pair); `op_events` has `block.num_ops` entries; `race_out` has room
/// for 2.
#[no_mangle]
pub unsafe extern "C" fn flowsched_find_race(
    block: *const FsBlock,
    op_events: *const usize,
    event_stream: *const usize,
    num_events: usize,
    edges: *const usize,
    num_edges: usize,
    end_pairs: *const usize,
    num_end_pairs: usize,
    race_out: *mut usize,
) -> i32 {
    let result = std::panic::catch_unwind(|| {
        let block = unsafe { *block };
        let desc = unsafe { block.desc() };
        let events = unsafe { slice(op_events, block.num_ops) };
        let stream = unsafe { slice(event_stream, num_events) };
        let pairs_of = |p: &[usize]| -> Vec<(usize, usize)> {
            p.chunks_exact(2).map(|c| (c[0], c[1])).collect()
        };
        let mut hb = HappensBefore::new(num_events);
        for (a, b) in pairs_of(unsafe { slice(edges, 2 * num_edges) }) {
            hb.edge(a, b);
        }
        let mut pairs: Vec<(usize, usize)> = desc
            .effect_edges()
            .into_iter()
            .map(|(a, b)| (events[a], events[b]))
            .filter(|&(a, b)| stream[a] != stream[b])
            .collect();
        pairs.extend(pairs_of(unsafe { slice(end_pairs, 2 * num_end_pairs) }));
        hb.unordered(&pairs)
    });
    match result {
        Ok(Ok(())) => FS_OK,
        Ok(Err(race)) => {
            unsafe {
                *race_out = race.first;
                *race_out.add(1) = race.second;
            }
            FS_OK_WITH_REMARK
        }
        Err(_) => FS_ERROR,
    }
}
