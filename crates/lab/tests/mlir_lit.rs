//! The lit/FileCheck tests of the lab's MLIR study (`lab-*.mlir` in the repository's
//! tests/mlir) against the flowsched-jit built for this test run. Missing LLVM tools fail the
//! test: these checks are never skipped.

use std::path::Path;
use std::process::Command;

const LLVM_BIN: &str = "/usr/lib/llvm-22/bin";

#[test]
fn flowsched_jit_lit_tests() {
    for t in ["lit", "FileCheck", "not"] {
        let path = Path::new(LLVM_BIN).join(t);
        assert!(
            path.exists(),
            "{} is missing: run scripts/setup.sh",
            path.display()
        );
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/mlir");
    let out = tempfile::tempdir().unwrap();
    let output = Command::new("python3")
        .arg(Path::new(LLVM_BIN).join("lit"))
        .arg("-v")
        .arg(&root)
        .env("FLOWSCHED_JIT", env!("CARGO_BIN_EXE_flowsched-jit"))
        .env("FLOWSCHED_LIT_OUT", out.path())
        .env("LLVM_BIN", LLVM_BIN)
        .env("LIT_FILTER", "lab-")
        .output()
        .expect("python3 runs lit");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(output.status.success(), "lit failed:\n{text}");
    assert!(
        !text.contains("UNSUPPORTED"),
        "a lit test was skipped:\n{text}"
    );
    for file in ["lab-jit-cli.mlir", "lab-tensor-level-jit.mlir"] {
        assert!(
            text.contains(&format!("PASS: flowsched-mlir :: {file}")),
            "{file} ran:\n{text}"
        );
    }
    println!("{text}");
}
