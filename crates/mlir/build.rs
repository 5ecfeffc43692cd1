//! With the `mlir` feature: flowsched's C++ memory describer (`src/describe.cpp`: MLIR's
//! effect interfaces and alias analysis), compiled against the MLIR 22 headers and linked with
//! the static MLIR libraries that `mlir-sys` brings, so the process holds one MLIR; and the
//! async runtime the JIT's streams run on (`src/async_runtime.cpp`).

use std::path::Path;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    if std::env::var_os("CARGO_FEATURE_MLIR").is_some() {
        compile_describer();
        compile_async_runtime()?;
    }
    Ok(())
}

/// flowsched's async runtime (`src/async_runtime.cpp`), a shared library with the C ABI of
/// LLVM 22's `libmlir_async_runtime.so` for `mlir-runner -shared-libs=` (upstream's can deadlock:
/// docs/mlir.md). Its path is `FLOWSCHED_ASYNC_RUNTIME` at compile time. It links with
/// `libLLVM.so` for `StringMap`, the type of the execution engine's init hook, and so shares
/// mlir-runner's LLVM.
fn compile_async_runtime() -> Result<(), Box<dyn std::error::Error>> {
    let prefix = std::env::var("MLIR_SYS_220_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".into());
    let source = "src/async_runtime.cpp";
    println!("cargo:rerun-if-changed={source}");
    let out =
        std::path::PathBuf::from(std::env::var("OUT_DIR")?).join("libflowsched_async_runtime.so");
    let lib = Path::new(&prefix).join("lib");
    let status = std::process::Command::new(Path::new(&prefix).join("bin/clang++"))
        .args(["-std=c++17", "-O2", "-shared", "-fPIC", "-Wall", "-o"])
        .arg(&out)
        .arg(source)
        .arg(format!(
            "-I{}",
            Path::new(&prefix).join("include").display()
        ))
        .arg(format!("-L{}", lib.display()))
        .arg(format!("-Wl,-rpath,{}", lib.display()))
        .arg("-lLLVM")
        .status()?;
    if !status.success() {
        return Err(format!("compiling {source} failed: {status}").into());
    }
    println!("cargo:rustc-env=FLOWSCHED_ASYNC_RUNTIME={}", out.display());
    // The same runtime inside the library, for the JIT worker: its engine is registered the
    // symbols one by one (`src/jit_async.rs`), so no second LLVM is loaded.
    let mut build = cc::Build::new();
    let clang = Path::new(&prefix).join("bin/clang++");
    if std::env::var_os("CXX").is_none() && clang.exists() {
        build.compiler(&clang);
    }
    build
        .cpp(true)
        .file(source)
        .std("c++17")
        .define("FLOWSCHED_ASYNC_EMBEDDED", None)
        .flag("-fno-rtti")
        .compile("flowsched_async_embedded");
    Ok(())
}

fn compile_describer() {
    let prefix = std::env::var("MLIR_SYS_220_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".into());
    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");
    for f in [
        "src/describe.cpp",
        "src/partition.cpp",
        "src/flowsched_mlir.h",
    ] {
        println!("cargo:rerun-if-changed={f}");
    }
    let mut build = cc::Build::new();
    // The LLVM 22 toolchain's own clang++ matches the headers best; CXX still wins if set.
    let clang = Path::new(&prefix).join("bin/clang++");
    if std::env::var_os("CXX").is_none() && clang.exists() {
        build.compiler(&clang);
    }
    build
        .cpp(true)
        .file("src/describe.cpp")
        .file("src/partition.cpp")
        .include(Path::new(&prefix).join("include"))
        .include("src")
        .std("c++17")
        // LLVM is built without RTTI or exceptions; the describer must match to use its classes.
        .flag("-fno-rtti")
        .flag("-fno-exceptions")
        .warnings(false)
        .compile("flowsched_describe");
}
