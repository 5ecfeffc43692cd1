//! Runs the lit/FileCheck tests in tests/mlir against the flowsched-opt built for this test
//! run (and the mlir-opt plugin when it has been built); the `lab-` files are
//! crates/lab/tests/mlir_lit.rs's. Missing LLVM tools fail the test:
//! these checks are never skipped.

use std::path::{Path, PathBuf};
use std::process::Command;

const LLVM_BIN: &str = "/usr/lib/llvm-22/bin";

fn tool(name: &str) -> PathBuf {
    let path = Path::new(LLVM_BIN).join(name);
    assert!(
        path.exists(),
        "{} is missing: run scripts/setup.sh (Debian packages mlir-22-tools, llvm-22-tools)",
        path.display()
    );
    path
}

/// lit's own output, failing the test with it when a lit test fails.
fn run_lit(filter: Option<&str>, plugin: Option<&Path>) {
    for t in ["FileCheck", "not", "mlir-opt", "mlir-runner", "llvm-nm"] {
        tool(t);
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/mlir");
    let out = tempfile::tempdir().unwrap();
    let mut cmd = Command::new("python3");
    cmd.arg(tool("lit")).arg("-v").arg(&root);
    cmd.env("FLOWSCHED_OPT", env!("CARGO_BIN_EXE_flowsched-opt"))
        .env("FLOWSCHED", env!("CARGO_BIN_EXE_flowsched"))
        .env("FLOWSCHED_ASYNC_RUNTIME", flowsched::mlir::ASYNC_RUNTIME)
        .env("FLOWSCHED_LIT_OUT", out.path())
        .env("LLVM_BIN", LLVM_BIN);
    if let Some(f) = filter {
        cmd.env("LIT_FILTER", f);
    }
    if let Some(p) = plugin {
        cmd.env("FLOWSCHED_PLUGIN", p);
    }
    let output = cmd.output().expect("python3 runs lit");
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
    println!("{text}");
}

#[test]
fn flowsched_opt_lit_tests() {
    run_lit(Some("^((?!plugin|lab-).)*$"), None);
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
    run_lit(Some("plugin"), Some(&plugin));
}
