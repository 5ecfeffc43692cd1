//! Generates the ONNX protobuf types from the pinned official schema in `third_party/onnx`.
//! `protox` parses the schema in pure Rust, so building needs no `protoc`.
//!
//! With the `mlir` feature it also compiles flowsched's C++ memory describer
//! (`src/mlir/describe.cpp`: MLIR's effect interfaces and alias analysis) against the MLIR 22
//! headers. It links with the static MLIR libraries that `mlir-sys` brings, so the process
//! holds one MLIR.

use std::path::Path;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let proto = "third_party/onnx/onnx.proto";
    println!("cargo:rerun-if-changed={proto}");
    let descriptors = protox::compile([proto], ["third_party/onnx"])?;
    prost_build::Config::new()
        // Tensor payloads stay reference-counted slices of the file buffer: no copy on decode.
        .bytes(["."])
        .compile_fds(descriptors)?;
    if std::env::var_os("CARGO_FEATURE_MLIR").is_some() {
        compile_describer();
        compile_async_runtime()?;
    }
    compile_counting_malloc()?;
    Ok(())
}

/// The measurement workers' counting `malloc` (`src/runtime/counting_malloc.c`), as a shared
/// library for `LD_PRELOAD`. It relies on glibc's `__libc_*` entry points, so it is built for
/// Linux with glibc only; elsewhere the workers report the runtime's own figures.
fn compile_counting_malloc() -> Result<(), Box<dyn std::error::Error>> {
    println!("cargo::rustc-check-cfg=cfg(flowsched_counting_malloc)");
    let source = "src/runtime/counting_malloc.c";
    println!("cargo:rerun-if-changed={source}");
    let target = std::env::var("TARGET")?;
    if !(target.contains("linux") && target.ends_with("gnu")) {
        return Ok(());
    }
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR")?).join("libflowsched_count.so");
    let status = cc::Build::new()
        .get_compiler()
        .to_command()
        .args(["-shared", "-fPIC", "-O2", "-o"])
        .arg(&out)
        .arg(source)
        .status()?;
    if !status.success() {
        return Err(format!("compiling {source} failed: {status}").into());
    }
    println!("cargo:rustc-cfg=flowsched_counting_malloc");
    Ok(())
}

/// flowsched's async runtime (`src/mlir/async_runtime.cpp`), a shared library with the C ABI of
/// LLVM 22's `libmlir_async_runtime.so` for `mlir-runner -shared-libs=` (upstream's can deadlock:
/// docs/mlir.md). Its path is `FLOWSCHED_ASYNC_RUNTIME` at compile time. It links with
/// `libLLVM.so` for `StringMap`, the type of the execution engine's init hook, and so shares
/// mlir-runner's LLVM.
fn compile_async_runtime() -> Result<(), Box<dyn std::error::Error>> {
    let prefix = std::env::var("MLIR_SYS_220_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".into());
    let source = "src/mlir/async_runtime.cpp";
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
    // symbols one by one (`src/mlir/jit_async.rs`), so no second LLVM is loaded.
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
    for f in ["src/mlir/describe.cpp", "src/mlir/flowsched_mlir.h"] {
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
        .file("src/mlir/describe.cpp")
        .include(Path::new(&prefix).join("include"))
        .include("src/mlir")
        .std("c++17")
        // LLVM is built without RTTI or exceptions; the describer must match to use its classes.
        .flag("-fno-rtti")
        .flag("-fno-exceptions")
        .warnings(false)
        .compile("flowsched_describe");
}
