//! The libtorch executor: conformance with onnxruntime and with the onnx package's expected
//! outputs, the same results in every order and on parallel streams, measured peaks, clear
//! errors for unsupported operators and timeouts.
#![cfg(feature = "torch")]

mod common;
use common::*;
use flowsched::cost::{peak_memory, Objective};
use flowsched::dag::Order;
use flowsched::onnx::{import_model, ImportOptions};
use flowsched::runtime::executor::{ExecError, Executor};
use flowsched::schedulers::{self, Scheduler};
use rand::SeedableRng;
use std::collections::HashMap;
use std::path::Path;
use std::process::Command;
use tch::{Device, Tensor};

fn close(a: &Tensor, b: &Tensor, rtol: f64, atol: f64) -> bool {
    let (a, b) = (a.to_kind(tch::Kind::Double), b.to_kind(tch::Kind::Double));
    a.size() == b.size() && a.allclose(&b, rtol, atol, false)
}

/// Reference inputs and outputs written by scripts/reference_io.py.
fn reference(model: &Path, dir: &Path) -> HashMap<String, Tensor> {
    let out = dir.join(format!(
        "{}.npz",
        model.file_stem().unwrap().to_string_lossy()
    ));
    let run = Command::new(python())
        .arg(repo_path("scripts/reference_io.py"))
        .arg(model)
        .arg(&out)
        .output()
        .unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    Tensor::read_npz(&out).unwrap().into_iter().collect()
}

/// The reference inputs (`in_K`) by graph input name: every input that is not a constant.
fn reference_inputs(
    m: &flowsched::onnx::OnnxImport,
    refs: &HashMap<String, Tensor>,
) -> HashMap<String, Tensor> {
    let graph = m.model.graph.as_ref().unwrap();
    let inits: std::collections::HashSet<&str> =
        graph.initializer.iter().map(|i| i.name()).collect();
    graph
        .input
        .iter()
        .filter(|i| !inits.contains(i.name()))
        .enumerate()
        .map(|(k, i)| {
            (
                i.name().to_string(),
                refs[&format!("in_{k}")].shallow_clone(),
            )
        })
        .collect()
}

fn light_models() -> Vec<std::path::PathBuf> {
    let dir = onnx_backend_data().join("light");
    let mut v: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "onnx"))
        .collect();
    v.sort();
    v
}

#[test]
fn conforms_to_onnxruntime_and_expected_outputs_in_any_order() {
    let tmp = tempfile::tempdir().unwrap();
    let mut models = vec![repo_path("tests/data/inception_cell.onnx")];
    models.extend(light_models());
    for path in &models {
        let m = import_model(path, &ImportOptions::default()).unwrap();
        let exec = Executor::new(&m, Device::Cpu).unwrap_or_else(|e| panic!("{e}"));
        let refs = reference(path, tmp.path());
        let inputs = reference_inputs(&m, &refs);
        let original = Order::original(&m.dag);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0);
        let dfs = schedulers::DfsPostOrder
            .orders(
                &flowsched::dag::Planned::as_written(&m.dag),
                Objective::PeakMemory,
                1,
                &mut rng,
            )
            .remove(0);
        let a = exec
            .run(&original, &inputs, 1, None)
            .unwrap_or_else(|e| panic!("{e}"));
        let b = exec
            .run(&dfs, &inputs, 2, None)
            .unwrap_or_else(|e| panic!("{e}"));
        for (k, (name, out)) in a.outputs.iter().enumerate() {
            let ort = &refs[&format!("ort_{k}")];
            assert!(
                close(out, ort, 1e-3, 1e-4),
                "{}: output '{name}' differs from onnxruntime",
                path.display()
            );
            assert!(
                close(out, &b.outputs[k].1, 1e-4, 1e-5),
                "{}: output '{name}' changes with the order",
                path.display()
            );
            if let Some(expected) = refs.get(&format!("expected_{k}")) {
                assert!(
                    close(out, expected, 1e-3, 1e-4),
                    "{}: output '{name}' differs from the expected output",
                    path.display()
                );
            }
        }
        // The measured peak follows the proxy's accounting when every size is known.
        // (The executor frees each tensor after its last use and plans no buffers: liveness.)
        if m.dag.unknown_size_tensors().count() == 0 {
            assert_eq!(
                a.peak_bytes,
                peak_memory(&flowsched::dag::Planned::as_written(&m.dag), &original),
                "{}",
                path.display()
            );
        }
    }
}

#[test]
fn unsupported_operators_are_listed() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("custom.onnx");
    let mut a = node("a", "FancyOp", &["x"], &["t"]);
    a.domain = Some("com.example".into());
    let nodes = vec![
        a,
        node("b", "Relu", &["t"], &["y"]),
        node("c", "Sparkle", &["y"], &["z"]),
    ];
    write_model(
        &p,
        &model(
            nodes,
            vec![value("x", Some(&[4]))],
            vec![value("z", None)],
            vec![],
        ),
    );
    let m = import_model(&p, &ImportOptions::default()).unwrap();
    let err = Executor::new(&m, Device::Cpu)
        .err()
        .expect("unsupported ops are an error");
    let msg = err.to_string();
    assert!(matches!(err, ExecError::Unsupported { .. }));
    assert!(
        msg.contains("FancyOp") && msg.contains("Sparkle") && msg.contains("custom.onnx"),
        "{msg}"
    );
}

#[test]
fn a_run_past_its_timeout_stops() {
    let path = repo_path("tests/data/inception_cell.onnx");
    let m = import_model(&path, &ImportOptions::default()).unwrap();
    let exec = Executor::new(&m, Device::Cpu).unwrap();
    let inputs = exec.random_inputs(0).unwrap();
    for streams in [1, 2] {
        let err = exec
            .run(
                &Order::original(&m.dag),
                &inputs,
                streams,
                Some(std::time::Duration::ZERO),
            )
            .err()
            .expect("times out");
        assert!(matches!(err, ExecError::Timeout { .. }), "{err}");
    }
}

#[test]
fn the_pass_measures_on_the_device_and_keeps_the_model_intact() {
    let dir = tempfile::tempdir().unwrap();
    let light = onnx_backend_data()
        .join("light")
        .join("light_squeezenet.onnx");
    for (input, objective) in [
        (repo_path("tests/data/inception_cell.onnx"), "memory"),
        (light, "latency"),
    ] {
        let out = dir.path().join("out.onnx");
        let report = dir.path().join("report.json");
        flowsched_ok(&[
            "schedule",
            input.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
            "--device",
            "cpu",
            "--streams",
            "2",
            "--objective",
            objective,
            "--top-k",
            "3",
            "--budget",
            "3s",
            "--report",
            report.to_str().unwrap(),
        ]);
        let r: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&report).unwrap()).unwrap();
        let measured = r["device"]["candidates"].as_array().unwrap();
        assert_eq!(
            measured[0]["scheduler"], "original",
            "the original is always measured"
        );
        assert!(measured.len() >= 2 && measured.len() <= 3);
        // Candidates the budget had no room for are marked, not measured.
        assert!(measured
            .iter()
            .filter(|c| !skipped(c))
            .all(|c| c["median_seconds"].as_f64().unwrap() > 0.0
                && c["peak_bytes"].as_u64().unwrap() > 0));
        let check = Command::new(python())
            .arg(repo_path("scripts/check_equivalence.py"))
            .arg(&input)
            .arg(&out)
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&check.stdout);
        // A model whose order did not change is reported as such; otherwise it must be equal.
        assert!(
            check.status.success() || stdout.contains("did not change"),
            "{stdout}"
        );
    }
    let json = dir.path().join("t.json");
    std::fs::write(&json, r#"{"nodes":[{"name":"a"}]}"#).unwrap();
    let run = flowsched(&[
        "schedule",
        json.to_str().unwrap(),
        "-o",
        dir.path().join("o.json").to_str().unwrap(),
        "--device",
        "cpu",
    ]);
    assert!(!run.status.success());
    assert!(String::from_utf8_lossy(&run.stderr).contains("needs an ONNX or MLIR model"));
}

/// Exports of real architectures are too big to ship; `scripts/export_models.py DIR` makes
/// them. Run with
/// `FLOWSCHED_CONFORMANCE_DIR=DIR cargo test --test executor -- --ignored`.
#[test]
#[ignore = "needs exported models in FLOWSCHED_CONFORMANCE_DIR"]
fn exported_architectures_agree_with_onnxruntime() {
    let dir = std::env::var("FLOWSCHED_CONFORMANCE_DIR").expect("FLOWSCHED_CONFORMANCE_DIR is set");
    let tmp = tempfile::tempdir().unwrap();
    let mut models: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "onnx"))
        .collect();
    models.sort();
    let mut failures = Vec::new();
    for path in &models {
        let m = import_model(path, &ImportOptions::default()).unwrap();
        let exec = match Executor::new(&m, Device::Cpu) {
            Ok(e) => e,
            Err(e) => {
                failures.push(e.to_string());
                continue;
            }
        };
        let refs = reference(path, tmp.path());
        let inputs = reference_inputs(&m, &refs);
        match exec.run(&Order::original(&m.dag), &inputs, 2, None) {
            Ok(r) => {
                let ok = r
                    .outputs
                    .iter()
                    .enumerate()
                    .all(|(k, (_, out))| close(out, &refs[&format!("ort_{k}")], 1e-3, 1e-3));
                eprintln!(
                    "{}: {}",
                    path.display(),
                    if ok { "agrees" } else { "DIFFERS" }
                );
                if !ok {
                    failures.push(format!("{}: outputs differ", path.display()));
                }
            }
            Err(e) => failures.push(e.to_string()),
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

/// A candidate the protocol left out because the budget had no room for its rounds.
fn skipped(c: &serde_json::Value) -> bool {
    c["failure"]
        .as_str()
        .is_some_and(|f| f.starts_with("not measured: "))
}
