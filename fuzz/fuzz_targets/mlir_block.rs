//! The MLIR block scheduler on arbitrary op descriptions, through the C ABI that the `mlir-opt`
//! plugin calls (`flowsched_schedule_block`). An error is a fine answer; a panic is a bug, and so
//! is an order that moves an op across one it depends on: a use above its definition, two
//! effects on memories that may be the same swapped, anything across an op with unknown
//! effects, or the terminator moved.
#![no_main]

use arbitrary::Arbitrary;
use flowsched::mlir::capi::{flowsched_schedule_block, FsAliasPair, FsEffect, FsOp, FS_ERROR};
use std::ffi::CString;

/// Value and memory numbers are small so that uses, definitions and aliases meet often.
#[derive(Arbitrary, Debug)]
struct Effect {
    /// 0 read, 1 write, 2 alloc, 3 free; anything else must count as unknown.
    kind: u8,
    /// 0 the memory `resource` names, anything else any memory.
    resource_kind: u8,
    resource: u8,
}

#[derive(Arbitrary, Debug)]
struct Op {
    uses: Vec<u8>,
    results: Vec<(u8, i64)>,
    /// 0 pure, 1 the listed effects, anything else unknown.
    effects_kind: u8,
    effects: Vec<Effect>,
    flops: f64,
}

#[derive(Arbitrary, Debug)]
struct Block {
    scheduler: u8,
    objective: u8,
    max_ops: Option<u8>,
    samples: u8,
    seed: u64,
    ops: Vec<Op>,
    has_terminator: bool,
    outside: Vec<(u8, i64)>,
    live_out: Vec<u8>,
    may_alias: Vec<(u8, u8)>,
}

const SCHEDULERS: &[&str] = &[
    "original",
    "xla-default",
    "inductor-default",
    "exact-memory",
    "bnb-makespan",
    "brkga",
    "annealing",
    "random",
    "kahn",
    "dfs",
    "xla-list",
    "xla-dfs",
    "xla-postorder",
    "inductor-lpmf",
    "critical-path",
];
const OBJECTIVES: &[&str] = &["memory", "makespan:1", "makespan:4"];

fn options(b: &Block) -> String {
    let mut o = format!(
        "objective={} scheduler={} samples={} seed={}",
        OBJECTIVES[b.objective as usize % OBJECTIVES.len()],
        SCHEDULERS[b.scheduler as usize % SCHEDULERS.len()],
        1 + b.samples % 4,
        b.seed
    );
    if let Some(m) = b.max_ops {
        o += &format!(" max-ops={m}");
    }
    o
}

/// What the C side would have to guarantee: an op's effects as the scheduler must read them.
enum Effects<'a> {
    Pure,
    Known(&'a [Effect]),
    Unknown,
}

fn effects(op: &Op) -> Effects<'_> {
    match op.effects_kind {
        0 => Effects::Pure,
        1 if op.effects.iter().all(|e| e.kind <= 3) => Effects::Known(&op.effects),
        _ => Effects::Unknown,
    }
}

/// Whether op `a` (earlier) and op `b` must keep their order because of memory: an unknown op
/// is a barrier for every effecting op; otherwise a read, write or free against a write or
/// free on memories that may be the same. Allocations order nothing by themselves (what
/// touches new memory reaches it through the allocation's result).
fn must_stay_ordered(block: &Block, a: &Op, b: &Op) -> bool {
    let aliases = |x: &Effect, y: &Effect| {
        x.resource_kind != 0
            || y.resource_kind != 0
            || x.resource == y.resource
            || block.may_alias.iter().any(|&(p, q)| {
                (p, q) == (x.resource, y.resource) || (q, p) == (x.resource, y.resource)
            })
    };
    match (effects(a), effects(b)) {
        (Effects::Pure, _) | (_, Effects::Pure) => false,
        (Effects::Known(xs), Effects::Known(ys)) => xs.iter().any(|x| {
            ys.iter().any(|y| {
                x.kind != 2 && y.kind != 2 && (x.kind != 0 || y.kind != 0) && aliases(x, y)
            })
        }),
        (Effects::Known(xs), Effects::Unknown) | (Effects::Unknown, Effects::Known(xs)) => {
            !xs.is_empty()
        }
        (Effects::Unknown, Effects::Unknown) => true,
    }
}

libfuzzer_sys::fuzz_target!(|block: Block| {
    if block.ops.len() > 64 {
        return;
    }
    let names: Vec<CString> = (0..block.ops.len())
        .map(|i| CString::new(format!("test.op{i}")).unwrap())
        .collect();
    let uses: Vec<Vec<u64>> = block
        .ops
        .iter()
        .map(|op| op.uses.iter().map(|&v| v as u64).collect())
        .collect();
    let results: Vec<(Vec<u64>, Vec<i64>)> = block
        .ops
        .iter()
        .map(|op| op.results.iter().map(|&(v, b)| (v as u64, b)).unzip())
        .collect();
    let effects_c: Vec<Vec<FsEffect>> = block
        .ops
        .iter()
        .map(|op| {
            op.effects
                .iter()
                .map(|e| FsEffect {
                    kind: e.kind as i32,
                    resource_kind: e.resource_kind as i32,
                    resource: e.resource as u64,
                })
                .collect()
        })
        .collect();
    let ops: Vec<FsOp> = (0..block.ops.len())
        .map(|i| FsOp {
            name: names[i].as_ptr(),
            uses: uses[i].as_ptr(),
            num_uses: uses[i].len(),
            results: results[i].0.as_ptr(),
            result_bytes: results[i].1.as_ptr(),
            num_results: results[i].0.len(),
            effects_kind: block.ops[i].effects_kind as i32,
            effects: effects_c[i].as_ptr(),
            num_effects: effects_c[i].len(),
            flops: block.ops[i].flops,
        })
        .collect();
    let (outside, outside_bytes): (Vec<u64>, Vec<i64>) =
        block.outside.iter().map(|&(v, b)| (v as u64, b)).unzip();
    let live_out: Vec<u64> = block.live_out.iter().map(|&v| v as u64).collect();
    let may_alias: Vec<FsAliasPair> = block
        .may_alias
        .iter()
        .map(|&(a, b)| FsAliasPair {
            a: a.min(b) as u64,
            b: a.max(b) as u64,
        })
        .collect();
    let options = CString::new(options(&block)).unwrap();
    let name = CString::new("fuzz").unwrap();
    let mut order = vec![usize::MAX; ops.len()];
    let mut message = vec![0 as std::ffi::c_char; 1024];
    let status = unsafe {
        flowsched_schedule_block(
            options.as_ptr(),
            name.as_ptr(),
            ops.as_ptr(),
            ops.len(),
            block.has_terminator as i32,
            outside.as_ptr(),
            outside_bytes.as_ptr(),
            outside.len(),
            live_out.as_ptr(),
            live_out.len(),
            may_alias.as_ptr(),
            may_alias.len(),
            order.as_mut_ptr(),
            message.as_mut_ptr(),
            message.len(),
        )
    };
    let message = unsafe { std::ffi::CStr::from_ptr(message.as_ptr()) }.to_string_lossy();
    // The C ABI turns a panic into an error; here that is the bug to find.
    assert!(!message.contains("panic"), "{message}");
    if status == FS_ERROR {
        return;
    }
    let n = ops.len();
    let mut position = vec![usize::MAX; n];
    for (k, &i) in order.iter().enumerate() {
        assert!(
            i < n && position[i] == usize::MAX,
            "not a permutation: {order:?}"
        );
        position[i] = k;
    }
    if block.has_terminator && n > 0 {
        assert_eq!(order[n - 1], n - 1, "the terminator moved: {order:?}");
    }
    for (j, op) in block.ops.iter().enumerate() {
        for &v in &op.uses {
            for (i, def) in block.ops.iter().enumerate() {
                if i != j && def.results.iter().any(|&(r, _)| r == v) {
                    assert!(
                        position[i] < position[j],
                        "op {j} uses v{v} of op {i} and now runs first: {order:?}"
                    );
                }
            }
        }
        for i in 0..j {
            if must_stay_ordered(&block, &block.ops[i], op) {
                assert!(
                    position[i] < position[j],
                    "ops {i} and {j} may touch the same memory and were swapped: {order:?}"
                );
            }
        }
    }
});
