//! The crates as `cargo package` would publish them: every file a crate's build reads (the
//! embedded weights and documents, the ONNX schema, the C and C++ sources) is in it and inside
//! it, and each fits crates.io's 10 MB limit. The lab is not published.

mod common;

use std::path::Path;
use std::process::Command;

/// The files `cargo package` would publish of the crate in `dir` (from the repository root).
fn packaged(dir: &str) -> Vec<String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    common::output_lines(
        Command::new(cargo)
            .args(["package", "--list", "--allow-dirty", "--offline"])
            .current_dir(common::repo_path(dir)),
    )
}

/// The paths, from `crate_root`, that `include_str!`/`include_bytes!` in its `src` read (those
/// of `OUT_DIR` are built, not read). A path outside the crate cannot be published.
fn included_by_the_sources(crate_root: &Path) -> Vec<String> {
    let mut files = Vec::new();
    common::rust_files(&crate_root.join("src"), &mut files);
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
                    .strip_prefix(crate_root)
                    .unwrap_or_else(|_| {
                        panic!("{} reads {relative}, outside its crate", file.display())
                    })
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

/// Each published crate, with the files its build script reads and the documents it names.
const PUBLISHED: &[(&str, &[&str])] = &[
    ("crates/core", &[]),
    (
        "crates/onnx",
        &[
            "build.rs",
            "third_party/onnx/onnx.proto",
            "third_party/onnx/LICENSE",
        ],
    ),
    ("crates/gfn", &["weights/flowsched-gfn.safetensors"]),
    (
        "crates/mlir",
        &[
            "build.rs",
            "src/describe.cpp",
            "src/flowsched_mlir.h",
            "src/async_runtime.cpp",
        ],
    ),
    ("crates/runtime", &["build.rs", "src/counting_malloc.c"]),
    (".", &["LICENSE", "README.md", "models/README.md"]),
];

#[test]
fn each_crate_holds_what_its_build_reads_and_fits_crates_io() {
    for (dir, build_inputs) in PUBLISHED {
        let root = std::fs::canonicalize(common::repo_path(dir)).unwrap();
        let listed = packaged(dir);
        let mut needed = included_by_the_sources(&root);
        needed.extend(build_inputs.iter().map(|p| p.to_string()));
        let missing: Vec<&String> = needed.iter().filter(|p| !listed.contains(p)).collect();
        assert!(missing.is_empty(), "{dir}: not packaged: {missing:?}");
        // Nothing of the repository's own tooling: tests, scripts, the Python package.
        for outside in [
            "tests/", "scripts/", "python/", "plugin/", "fuzz/", "crates/",
        ] {
            assert!(
                !listed.iter().any(|p| p.starts_with(outside)),
                "{dir}: {outside} is packaged"
            );
        }
        let bytes: u64 = listed
            .iter()
            .filter_map(|p| std::fs::metadata(root.join(p)).ok())
            .map(|m| m.len())
            .sum();
        assert!(bytes < 10 << 20, "{dir}: {bytes} bytes uncompressed");
    }
    // The shipped weights are the GFlowNet crate's.
    let gfn = included_by_the_sources(&common::repo_path("crates/gfn"));
    assert!(
        gfn.contains(&"weights/flowsched-gfn.safetensors".to_string()),
        "{gfn:?}"
    );
}
