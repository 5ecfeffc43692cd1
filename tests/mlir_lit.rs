//! Runs the lit/FileCheck tests in tests/mlir against the flowsched-opt built for this test
//! run (and the mlir-opt plugin when it has been built); the `lab-` files are
//! crates/lab/tests/mlir_lit.rs's. Missing LLVM tools fail the test:
//! these checks are never skipped.

mod common;

use common::{llvm_tool as tool, run_lit};
use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The product's files (not the lab's), with the plugin's where it is given.
fn run_product_lit(filter: &str, plugin: Option<&Path>) {
    for t in ["FileCheck", "not", "mlir-opt", "mlir-runner", "llvm-nm"] {
        tool(t);
    }
    let mut env: Vec<(&str, &OsStr)> = vec![
        (
            "FLOWSCHED_OPT",
            env!("CARGO_BIN_EXE_flowsched-opt").as_ref(),
        ),
        ("FLOWSCHED", env!("CARGO_BIN_EXE_flowsched").as_ref()),
        (
            "FLOWSCHED_ASYNC_RUNTIME",
            flowsched::mlir::ASYNC_RUNTIME.as_ref(),
        ),
    ];
    if let Some(p) = plugin {
        env.push(("FLOWSCHED_PLUGIN", p.as_os_str()));
    }
    run_lit(filter, &env);
}

#[test]
fn flowsched_opt_lit_tests() {
    run_product_lit("^((?!plugin|lab-).)*$", None);
}

/// Builds plugin/ (the C++ shim + flowsched without the `mlir` feature) with cargo, next to
/// this test's target folder, and returns the path of libflowsched_mlir.so.
fn build_plugin() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    // target/debug/deps/mlir_lit-… → target/plugin
    let exe = std::env::current_exe().unwrap();
    let target = exe.ancestors().nth(3).unwrap().join("plugin");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let status = Command::new(cargo)
        .args(["build", "--quiet", "--manifest-path"])
        .arg(root.join("plugin/Cargo.toml"))
        .env("CARGO_TARGET_DIR", &target)
        .status()
        .expect("cargo runs");
    assert!(status.success(), "building the mlir-opt plugin failed");
    let lib = target.join("debug/libflowsched_mlir.so");
    assert!(lib.exists(), "{} was not built", lib.display());
    // MLIR comes from mlir-opt's own libMLIR.so: the plugin defines none of it.
    let nm = Command::new(tool("llvm-nm"))
        .args(["-D", "--defined-only"])
        .arg(&lib)
        .output()
        .expect("llvm-nm runs");
    let defined = String::from_utf8_lossy(&nm.stdout);
    assert!(defined.contains("mlirGetPassPluginInfo"));
    for mlir_symbol in [
        "mlirContextCreate",
        "mlirModuleCreateParse",
        "_ZN4mlir11MLIRContextC1",
    ] {
        assert!(
            !defined.contains(mlir_symbol),
            "the plugin carries its own MLIR ({mlir_symbol})"
        );
    }
    // The plugin samples from the GFlowNet without libtorch.
    let ldd = Command::new("ldd").arg(&lib).output().expect("ldd runs");
    let linked = String::from_utf8_lossy(&ldd.stdout);
    assert!(
        !linked.contains("torch"),
        "the plugin links libtorch:\n{linked}"
    );
    lib
}

#[test]
fn mlir_opt_plugin_lit_tests() {
    let plugin = build_plugin();
    run_product_lit("plugin", Some(&plugin));
}
