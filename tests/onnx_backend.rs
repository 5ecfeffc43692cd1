//! Conformance on the real models that the `onnx` package ships in its backend test data:
//! every one imports; exporting the original order reproduces the file byte for byte; and a
//! different valid order passes `onnx.checker.check_model(full_check=True)`, keeps every node
//! and everything else, and gives the same outputs in onnxruntime.

mod common;
use common::*;
use flowsched::dag::{Order, ReadyTracker, ScheduleDag};
use flowsched::onnx::{export_order, import_model, ImportOptions};
use petgraph::graph::NodeIndex;
use std::collections::BinaryHeap;
use std::path::PathBuf;
use std::process::Command;

/// A valid order as far from the source order as a greedy choice gets: always run the ready
/// node listed last.
fn latest_first(dag: &ScheduleDag) -> Order {
    let mut ready = ReadyTracker::new(dag);
    let mut heap: BinaryHeap<NodeIndex> = ready.initially_ready().iter().copied().collect();
    let mut out = Vec::new();
    while let Some(n) = heap.pop() {
        out.push(n);
        heap.extend(ready.complete(dag, n));
    }
    Order::new(dag, out).unwrap()
}

fn backend_models() -> Vec<PathBuf> {
    let data = onnx_backend_data();
    let mut models = Vec::new();
    for set in ["light", "simple", "pytorch-converted", "pytorch-operator"] {
        let dir = data.join(set);
        let mut entries: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|e| e.unwrap().path())
            .collect();
        entries.sort();
        for e in entries {
            if e.extension().is_some_and(|x| x == "onnx") {
                models.push(e);
            } else if e.join("model.onnx").exists() {
                models.push(e.join("model.onnx"));
            }
        }
    }
    models
}

#[test]
fn every_backend_model_imports_and_reorders_safely() {
    let models = backend_models();
    assert!(
        models.len() >= 140,
        "expected the onnx package's backend models, found {}",
        models.len()
    );
    let tmp = tempfile::tempdir().unwrap();
    let mut pairs: Vec<(PathBuf, PathBuf)> = Vec::new();
    let mut single_order = 0;
    for (i, path) in models.iter().enumerate() {
        let m = import_model(path, &ImportOptions::default())
            .unwrap_or_else(|e| panic!("import failed: {e}"));
        let original = Order::original(&m.dag);
        if original.iter().enumerate().all(|(k, n)| n.index() == k) {
            let same = export_order(path, &m.raw, &m.dag, &original).unwrap();
            assert!(
                same == m.raw,
                "{}: exporting the original order changed the file",
                path.display()
            );
        }
        let alt = latest_first(&m.dag);
        if alt == original {
            single_order += 1; // a chain: no other valid order exists
            continue;
        }
        let out = tmp.path().join(format!("{i}.onnx"));
        std::fs::write(&out, export_order(path, &m.raw, &m.dag, &alt).unwrap()).unwrap();
        // The exported file lists exactly the nodes we asked for, in that order (compared as
        // whole NodeProtos: unnamed nodes get positional names).
        let back = import_model(&out, &ImportOptions::default()).unwrap();
        let (before, after) = (
            &m.model.graph.as_ref().unwrap().node,
            &back.model.graph.as_ref().unwrap().node,
        );
        assert!(
            alt.iter()
                .zip(after)
                .all(|(n, listed)| &before[m.dag.node(n).source_id] == listed),
            "{}",
            path.display()
        );
        pairs.push((path.clone(), out));
    }
    eprintln!(
        "{} models, {} reordered, {} with a single valid order",
        models.len(),
        pairs.len(),
        single_order
    );
    assert!(
        pairs.len() >= 12,
        "too few models with more than one valid order: {}",
        pairs.len()
    );

    let mut cmd = Command::new(python());
    cmd.arg(repo_path("scripts/check_equivalence.py"));
    for (a, b) in &pairs {
        cmd.arg(a).arg(b);
    }
    let out = cmd.output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    eprintln!("{stdout}");
    assert!(
        out.status.success(),
        "equivalence check failed:\n{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Every light model (the real architectures) ran in onnxruntime, not only the static checks.
    for line in stdout.lines().filter(|l| l.contains("/light/")) {
        assert!(
            line.starts_with("ok "),
            "light model not compared in onnxruntime: {line}"
        );
    }
}

#[test]
fn backend_real_set_ships_descriptors_only() {
    // `real/` holds download descriptors (data.json with a URL), not models; nothing to import
    // offline. Its architectures are the `light/` models above. Fail if that ever changes, so
    // the conformance test above picks them up.
    let real = onnx_backend_data().join("real");
    for e in std::fs::read_dir(&real).unwrap() {
        let dir = e.unwrap().path();
        assert!(
            !dir.join("model.onnx").exists(),
            "{} now ships a model: add `real` to the conformance sets",
            dir.display()
        );
    }
}

/// flowsched's static shape inference agrees with ONNX's own on every tensor both determine,
/// and determines nearly all of those that ONNX does.
#[test]
fn inferred_sizes_agree_with_onnx_shape_inference() {
    let mut models = backend_models();
    models.push(repo_path("tests/data/inception_cell.onnx"));
    let out = Command::new(python())
        .arg(repo_path("scripts/onnx_sizes.py"))
        .args(&models)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let reference: std::collections::HashMap<String, std::collections::HashMap<String, u64>> =
        serde_json::from_slice(&out.stdout).unwrap();
    let (mut compared, mut missed) = (0, Vec::new());
    for path in &models {
        let Some(expected) = reference.get(path.to_str().unwrap()) else {
            continue;
        };
        let m = import_model(path, &ImportOptions::default()).unwrap();
        for t in m.dag.tensors() {
            let Some(&want) = expected.get(&t.name) else {
                continue;
            };
            if t.size_known {
                assert_eq!(t.bytes, want, "{}: tensor '{}'", path.display(), t.name);
                compared += 1;
            } else {
                missed.push(format!("{}:{}", path.display(), t.name));
            }
        }
    }
    eprintln!(
        "{compared} sizes agree; {} known to ONNX but not to flowsched: {:?}",
        missed.len(),
        missed
    );
    assert!(compared > 4000, "compared only {compared}");
    assert!(
        missed.len() * 100 <= compared,
        "flowsched misses too many sizes ONNX knows: {}",
        missed.len()
    );
}
