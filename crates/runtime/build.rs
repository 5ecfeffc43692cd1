//! The counting `malloc` the workers preload (`src/counting_malloc.c`), built into a small
//! shared library that `alloc_count.rs` embeds.

fn main() -> Result<(), Box<dyn std::error::Error>> {
    compile_counting_malloc()
}

/// The measurement workers' counting `malloc` (`src/counting_malloc.c`), as a shared
/// library for `LD_PRELOAD`. It relies on glibc's `__libc_*` entry points, so it is built for
/// Linux with glibc only; elsewhere the workers report the runtime's own figures.
fn compile_counting_malloc() -> Result<(), Box<dyn std::error::Error>> {
    println!("cargo::rustc-check-cfg=cfg(flowsched_counting_malloc)");
    let source = "src/counting_malloc.c";
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
