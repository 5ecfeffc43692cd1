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
    }
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
