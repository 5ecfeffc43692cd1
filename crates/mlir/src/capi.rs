//! The plain C ABI between flowsched's C++ (the memory describer, the `mlir-opt` plugin's shim)
//! and the Rust scheduler. Only integers, doubles and strings cross it: the shim describes a
//! block ([`FsOp`] per op, [`FsAliasPair`]s), Rust answers with an order. No MLIR object
//! crosses, so this side links no MLIR at all.
//!
//! `crates/mlir/src/flowsched_mlir.h` declares the same structs and functions; keep them in step.

use super::block::{self, BlockDesc, BlockOp, Effect, EffectKind, Effects, Resource};
use super::pipeline_text::parse_schedule_options;
use std::collections::HashSet;
use std::ffi::{c_char, CStr};

#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct FsEffect {
    /// 0 read, 1 write, 2 alloc, 3 free.
    pub kind: i32,
    /// 0 the memory `resource` names, 2 any memory.
    pub resource_kind: i32,
    pub resource: u64,
}

/// Two memories of a block that may be the same, `a < b`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct FsAliasPair {
    pub a: u64,
    pub b: u64,
}

/// What `flowsched_partition_channels` (src/partition.cpp) changed.
#[repr(C)]
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct FsPartition {
    /// Channel concats no longer built.
    pub concats: usize,
    /// Convolutions split into partial sums.
    pub convolutions: usize,
    /// Ops after the rewrite minus ops before.
    pub ops_added: i64,
}

/// The describer's answer for one block (`flowsched_describe_block_memory`).
#[repr(C)]
#[derive(Debug)]
pub struct FsBlockMemory {
    pub num_ops: usize,
    pub effects_kind: *const i32,
    /// `num_ops + 1` offsets into `effects`.
    pub effects_offset: *const usize,
    pub effects: *const FsEffect,
    pub may_alias: *const FsAliasPair,
    pub num_may_alias: usize,
    pub owner: *mut std::ffi::c_void,
}

#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct FsOp {
    pub name: *const c_char,
    pub uses: *const u64,
    pub num_uses: usize,
    pub results: *const u64,
    /// Bytes of each result; negative when unknown.
    pub result_bytes: *const i64,
    pub num_results: usize,
    /// 0 pure, 1 the listed effects, 2 unknown.
    pub effects_kind: i32,
    pub effects: *const FsEffect,
    pub num_effects: usize,
    pub flops: f64,
}

/// A described block as one argument (the streams functions take it so).
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct FsBlock {
    pub ops: *const FsOp,
    pub num_ops: usize,
    pub has_terminator: i32,
    pub outside_values: *const u64,
    pub outside_bytes: *const i64,
    pub num_outside: usize,
    pub live_out: *const u64,
    pub num_live_out: usize,
    pub may_alias: *const FsAliasPair,
    pub num_may_alias: usize,
}

impl FsBlock {
    /// # Safety
    /// Every pointer/length pair describes readable memory.
    pub unsafe fn desc(&self) -> BlockDesc {
        unsafe {
            block_from_c(
                slice(self.ops, self.num_ops),
                self.has_terminator != 0,
                slice(self.outside_values, self.num_outside),
                slice(self.outside_bytes, self.num_outside),
                slice(self.live_out, self.num_live_out),
                slice(self.may_alias, self.num_may_alias),
            )
        }
    }
}

/// Status codes of [`flowsched_schedule_block`].
pub const FS_OK: i32 = 0;
pub const FS_OK_WITH_REMARK: i32 = 1;
pub const FS_ERROR: i32 = -1;

pub(crate) unsafe fn slice<'a, T>(ptr: *const T, len: usize) -> &'a [T] {
    if len == 0 || ptr.is_null() {
        &[]
    } else {
        unsafe { std::slice::from_raw_parts(ptr, len) }
    }
}

pub(crate) unsafe fn string(ptr: *const c_char) -> String {
    if ptr.is_null() {
        String::new()
    } else {
        unsafe { CStr::from_ptr(ptr) }
            .to_string_lossy()
            .into_owned()
    }
}

pub(crate) fn write_message(message: &str, out: *mut c_char, len: usize) {
    if out.is_null() || len == 0 {
        return;
    }
    let n = message.len().min(len - 1);
    unsafe {
        std::ptr::copy_nonoverlapping(message.as_ptr(), out as *mut u8, n);
        *out.add(n) = 0;
    }
}

fn convert_effect(e: &FsEffect) -> Option<Effect> {
    let kind = match e.kind {
        0 => EffectKind::Read,
        1 => EffectKind::Write,
        2 => EffectKind::Alloc,
        3 => EffectKind::Free,
        _ => return None,
    };
    let resource = match e.resource_kind {
        0 => Resource::Memory(e.resource),
        _ => Resource::Any,
    };
    Some(Effect { kind, resource })
}

/// One op's effects as the C side gives them; a kind or effect this side cannot read counts
/// as unknown (a barrier).
pub(crate) fn effects_from_c(kind: i32, effects: &[FsEffect]) -> Effects {
    match kind {
        0 => Effects::Pure,
        1 => effects
            .iter()
            .map(convert_effect)
            .collect::<Option<Vec<_>>>()
            .map_or(Effects::Unknown, Effects::Known),
        _ => Effects::Unknown,
    }
}

pub(crate) fn may_alias_from_c(pairs: &[FsAliasPair]) -> HashSet<(u64, u64)> {
    pairs.iter().map(|p| (p.a.min(p.b), p.a.max(p.b))).collect()
}

/// Turns the shim's description into a [`BlockDesc`].
///
/// # Safety
/// Every pointer/length pair must describe readable memory.
pub unsafe fn block_from_c(
    ops: &[FsOp],
    has_terminator: bool,
    outside: &[u64],
    outside_bytes: &[i64],
    live_out: &[u64],
    may_alias: &[FsAliasPair],
) -> BlockDesc {
    let size = |b: i64| (b >= 0).then_some(b as u64);
    let ops = ops
        .iter()
        .map(|op| {
            let results = unsafe { slice(op.results, op.num_results) };
            let bytes = unsafe { slice(op.result_bytes, op.num_results) };
            let effects = effects_from_c(op.effects_kind, unsafe {
                slice(op.effects, op.num_effects)
            });
            BlockOp {
                name: unsafe { string(op.name) },
                uses: unsafe { slice(op.uses, op.num_uses) }.to_vec(),
                results: results
                    .iter()
                    .zip(bytes)
                    .map(|(&v, &b)| (v, size(b)))
                    .collect(),
                effects,
                flops: op.flops,
                tied: Vec::new(),
            }
        })
        .collect();
    let mut desc = BlockDesc {
        ops,
        has_terminator,
        outside_sizes: outside
            .iter()
            .zip(outside_bytes)
            .map(|(&v, &b)| (v, size(b)))
            .collect(),
        live_out: live_out.to_vec(),
        may_alias: may_alias_from_c(may_alias),
    };
    // The shim sizes values from their types, as the melior front end does before this.
    desc.size_as_bufferized();
    desc
}

/// Checks pass options (`objective=… scheduler=…`); 0 when valid, else [`FS_ERROR`] with the
/// reason in `message`.
///
/// # Safety
/// `options` is a NUL-terminated string; `message` has room for `message_len` bytes.
#[no_mangle]
pub unsafe extern "C" fn flowsched_check_options(
    options: *const c_char,
    message: *mut c_char,
    message_len: usize,
) -> i32 {
    match parse_schedule_options(&unsafe { string(options) }) {
        Ok(_) => FS_OK,
        Err(e) => {
            write_message(&e.0, message, message_len);
            FS_ERROR
        }
    }
}

/// Schedules one block. On success `order_out[k]` is the original index of the op that goes
/// to position `k`; [`FS_OK_WITH_REMARK`] says `message` holds a remark (a fallback). On
/// [`FS_ERROR`] `message` says why and `order_out` is untouched.
///
/// # Safety
/// All pointer/length pairs describe readable memory; `order_out` has room for `num_ops`.
#[no_mangle]
pub unsafe extern "C" fn flowsched_schedule_block(
    options: *const c_char,
    name: *const c_char,
    ops: *const FsOp,
    num_ops: usize,
    has_terminator: i32,
    outside_values: *const u64,
    outside_bytes: *const i64,
    num_outside: usize,
    live_out: *const u64,
    num_live_out: usize,
    may_alias: *const FsAliasPair,
    num_may_alias: usize,
    order_out: *mut usize,
    message: *mut c_char,
    message_len: usize,
) -> i32 {
    // A panic must not unwind into C++.
    let result = std::panic::catch_unwind(|| {
        let opts = parse_schedule_options(&unsafe { string(options) }).map_err(|e| e.0)?;
        let block = FsBlock {
            ops,
            num_ops,
            has_terminator,
            outside_values,
            outside_bytes,
            num_outside,
            live_out,
            num_live_out,
            may_alias,
            num_may_alias,
        };
        let desc = unsafe { block.desc() };
        block::schedule(&desc, &unsafe { string(name) }, &opts).map_err(|e| e.to_string())
    });
    match result {
        Ok(Ok(decision)) if decision.order.len() != num_ops => {
            write_message(
                "flowsched: internal error: the order does not cover the block",
                message,
                message_len,
            );
            FS_ERROR
        }
        Ok(Ok(decision)) => {
            if num_ops > 0 {
                // An empty block writes nothing: `order_out` may then be null.
                let out = unsafe { std::slice::from_raw_parts_mut(order_out, num_ops) };
                out.copy_from_slice(&decision.order);
            }
            match decision.fallback {
                Some(note) => {
                    write_message(&note, message, message_len);
                    FS_OK_WITH_REMARK
                }
                None => FS_OK,
            }
        }
        Ok(Err(e)) => {
            write_message(&e, message, message_len);
            FS_ERROR
        }
        Err(_) => {
            write_message(
                "flowsched: internal error (panic) while scheduling",
                message,
                message_len,
            );
            FS_ERROR
        }
    }
}
