//! The crate as `cargo package` would publish it: every file the build reads (the embedded
//! weights and documents, the ONNX schema, the C and C++ sources) is in it, and it fits
//! crates.io's 10 MB limit.

mod common;

use std::path::Path;
use std::process::Command;

fn packaged() -> Vec<String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    common::output_lines(
        Command::new(cargo)
            .args(["package", "--list", "--allow-dirty", "--offline"])
            .current_dir(env!("CARGO_MANIFEST_DIR")),
    )
}

/// The repository paths that `include_str!`/`include_bytes!` in src read (those of
/// `OUT_DIR` are built, not read).
fn included_by_the_sources(root: &Path) -> Vec<String> {
    let mut files = Vec::new();
    common::rust_files(&root.join("src"), &mut files);
    let mut read = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for macro_name in ["include_str!(\"", "include_bytes!(\""] {
            for (at, _) in text.match_indices(macro_name) {
                let rest = &text[at + macro_name.len()..];
                let relative = &rest[..rest.find('"').unwrap()];
                let path = file.parent().unwrap().join(relative);
                let path = std::fs::canonicalize(&path)
                    .unwrap_or_else(|e| panic!("{}: {relative}: {e}", file.display()));
                let path = path
                    .strip_prefix(root)
                    .unwrap()
                    .to_string_lossy()
                    .into_owned();
                read.push(path);
            }
        }
    }
    read.sort();
    read.dedup();
    read
}

#[test]
fn the_package_holds_what_the_build_reads_and_fits_crates_io() {
    let root = std::fs::canonicalize(env!("CARGO_MANIFEST_DIR")).unwrap();
    let listed = packaged();
    let mut needed = included_by_the_sources(&root);
    assert!(
        needed.contains(&"models/flowsched-gfn.safetensors".to_string()),
        "{needed:?}"
    );
    // build.rs: the ONNX schema, the counting malloc and the MLIR describer's sources; the
    // licence the manifest names.
    needed.extend(
        [
            "build.rs",
            "third_party/onnx/onnx.proto",
            "src/runtime/counting_malloc.c",
            "src/mlir/describe.cpp",
            "src/mlir/async_runtime.cpp",
            "LICENSE",
            "README.md",
        ]
        .map(String::from),
    );
    let missing: Vec<&String> = needed.iter().filter(|p| !listed.contains(p)).collect();
    assert!(missing.is_empty(), "not packaged: {missing:?}");
    // Nothing of the repository's own tooling: tests, scripts, the Python package.
    for outside in ["tests/", "scripts/", "python/", "plugin/", "fuzz/"] {
        assert!(
            !listed.iter().any(|p| p.starts_with(outside)),
            "{outside} is packaged"
        );
    }
    let bytes: u64 = listed
        .iter()
        .filter_map(|p| std::fs::metadata(root.join(p)).ok())
        .map(|m| m.len())
        .sum();
    assert!(bytes < 10 << 20, "{bytes} bytes uncompressed");
}
