//! `flowsched schedule model.mlir`: the main CLI takes MLIR too, through the same pass as
//! `flowsched-opt` (byte-identical output), with the CLI's conventions for bad input.

mod common;
use common::*;
use std::process::Command;

fn opt(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_flowsched-opt"))
        .args(args)
        .output()
        .expect("flowsched-opt runs")
}

#[test]
fn schedule_takes_mlir_like_flowsched_opt() {
    let dir = tempfile::tempdir().unwrap();
    let model = repo_path("tests/mlir/models/inception_cell.mlir");
    let out = dir.path().join("out.mlir");
    let run = flowsched(&[
        "schedule",
        model.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--scheduler",
        "inductor-default",
    ]);
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert!(String::from_utf8_lossy(&run.stdout).contains("ops scheduled"));
    let expected = opt(&[
        model.to_str().unwrap(),
        "--pass-pipeline=builtin.module(func.func(flowsched-schedule{objective=memory scheduler=inductor-default samples=1 seed=0}))",
    ]);
    assert!(expected.status.success());
    let written = std::fs::read(&out).unwrap();
    assert_eq!(written, expected.stdout, "same pass, same bytes");
    assert_ne!(written, std::fs::read(&model).unwrap(), "the order changed");
}

#[test]
fn bad_mlir_input_is_a_located_error_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.mlir");
    std::fs::write(
        &bad,
        "func.func @f() {\n  %0 = arith.constant 1 : i32\n  bogus\n}\n",
    )
    .unwrap();
    let out = dir.path().join("out.mlir");
    let run = flowsched(&[
        "schedule",
        bad.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ]);
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(!run.status.success());
    assert!(err.contains("bad.mlir:3:3: error:"), "{err}");
    assert!(!out.exists());
    let model = repo_path("tests/mlir/models/inception_cell.mlir");
    let run = flowsched(&["schedule", model.to_str().unwrap(), "--device", "cpu"]);
    assert!(!run.status.success());
    assert!(String::from_utf8_lossy(&run.stderr).contains("--device"));
}
