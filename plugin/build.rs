//! Compiles the C++ shim against the installed MLIR 22 headers and links libMLIR.so (the copy
//! mlir-opt itself uses), never the static MLIR libraries.

use std::path::Path;

fn main() {
    let prefix = std::env::var("MLIR_SYS_220_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".into());
    let include = Path::new(&prefix).join("include");
    let lib = Path::new(&prefix).join("lib");
    // The memory describer and the C ABI are flowsched-mlir's (one copy for both front ends).
    let shared = Path::new("../crates/mlir/src");
    for f in ["shim.cpp", "shim.h", "streams.cpp"] {
        println!("cargo:rerun-if-changed={f}");
    }
    for f in ["describe.cpp", "partition.cpp", "flowsched_mlir.h"] {
        println!("cargo:rerun-if-changed={}", shared.join(f).display());
    }
    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");
    let mut build = cc::Build::new();
    // The LLVM 22 toolchain's own clang++ matches the headers best; CXX still wins if set.
    let clang = Path::new(&prefix).join("bin/clang++");
    if std::env::var_os("CXX").is_none() && clang.exists() {
        build.compiler(&clang);
    }
    build
        .cpp(true)
        .file("shim.cpp")
        .file("streams.cpp")
        .file(shared.join("describe.cpp"))
        .file(shared.join("partition.cpp"))
        .include(&include)
        .include(shared)
        .std("c++17")
        // LLVM is built without RTTI or exceptions; the shim must match to use its classes.
        .flag("-fno-rtti")
        .flag("-fno-exceptions")
        .flag("-fvisibility-inlines-hidden")
        .warnings(false)
        .compile("flowsched_shim");
    println!("cargo:rustc-link-search=native={}", lib.display());
    println!("cargo:rustc-link-lib=dylib=MLIR");
    println!("cargo:rustc-link-lib=dylib=stdc++");
    println!("cargo:rustc-cdylib-link-arg=-Wl,-rpath,{}", lib.display());
}
