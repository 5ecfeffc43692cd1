//! The lit/FileCheck tests of the lab's MLIR study (`lab-*.mlir` in the repository's
//! tests/mlir) against the flowsched-jit built for this test run. Missing LLVM tools fail the
//! test: these checks are never skipped.

#[path = "../../../tests/common/mod.rs"]
mod common;

#[test]
fn flowsched_jit_lit_tests() {
    for t in ["FileCheck", "not"] {
        common::llvm_tool(t);
    }
    let jit = env!("CARGO_BIN_EXE_flowsched-jit").as_ref();
    let text = common::run_lit("lab-", &[("FLOWSCHED_JIT", jit)]);
    for file in ["lab-jit-cli.mlir", "lab-tensor-level-jit.mlir"] {
        assert!(
            text.contains(&format!("PASS: flowsched-mlir :: {file}")),
            "{file} ran:\n{text}"
        );
    }
}
