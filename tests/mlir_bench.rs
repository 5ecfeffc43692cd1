//! A 1,000-op function is parsed, scheduled by a heuristic, rewritten and printed: the pass
//! handles a large block, and the time it took is printed for the log.

use flowsched::mlir::opt::{self, OptOptions};
use std::fmt::Write;
use std::time::Instant;

/// `ops` elementwise ops, each reading two of the 24 most recent values: wide enough that the
/// scheduler has real choices, deterministic (a fixed LCG).
pub fn wide_function(ops: usize) -> String {
    let mut s = String::from("func.func @wide(%arg0: tensor<16x16xf32>, %arg1: tensor<16x16xf32>) -> tensor<16x16xf32> {\n");
    let mut state: u64 = 0x2545F4914F6CDD1D;
    let mut next = |n: usize| {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (state >> 33) as usize % n
    };
    let names: Vec<String> = (0..ops).map(|i| format!("%v{i}")).collect();
    let value = |i: isize| {
        if i < 0 {
            format!("%arg{}", (-i - 1) % 2)
        } else {
            names[i as usize].clone()
        }
    };
    for (i, name) in names.iter().enumerate() {
        let window = i.min(24) as isize + 2;
        let a = i as isize - 1 - next(window as usize) as isize;
        let b = i as isize - 1 - next(window as usize) as isize;
        let op = ["arith.addf", "arith.mulf", "arith.subf", "arith.maximumf"][next(4)];
        writeln!(
            s,
            "  {} = {op} {}, {} : tensor<16x16xf32>",
            name,
            value(a.max(-2)),
            value(b.max(-2))
        )
        .unwrap();
    }
    writeln!(s, "  return {} : tensor<16x16xf32>\n}}", names[ops - 1]).unwrap();
    s
}

#[test]
fn thousand_op_function_parse_schedule_rewrite_print() {
    let text = wide_function(999); // + return = 1,000 ops
    let options = OptOptions {
        pass_pipeline: Some("builtin.module(func.func(flowsched-schedule{objective=memory scheduler=inductor-default}))".into()),
        ..Default::default()
    };
    // Once to load everything (dialect registration is per process), then timed.
    opt::run(text.as_bytes(), "wide.mlir", &options).unwrap();
    let start = Instant::now();
    let out = opt::run(text.as_bytes(), "wide.mlir", &options).unwrap();
    let elapsed = start.elapsed();
    assert!(out.success, "{:?}", out.diags);
    assert_eq!(out.stats.ops, 1000);
    assert!(
        out.stats.moved_ops > 0,
        "the heuristic found a better order"
    );
    println!(
        "1,000-op function: parse + schedule + rewrite + print in {elapsed:?} ({} ops moved)",
        out.stats.moved_ops
    );
    // The time is printed, not asserted: these machines are noisy, and the criterion bench
    // (tests/benches) is where speed is judged.
}
