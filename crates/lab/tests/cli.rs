//! The lab's command line end to end: generated graphs, benchmarks, training, sub-graphs,
//! and the product scheduling what they make.

#[path = "../../../tests/common/mod.rs"]
mod common;
use common::*;

#[test]
fn generate_is_deterministic_and_bench_writes_its_reports() {
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = (dir.path().join("a.json"), dir.path().join("b.json"));
    for p in [&a, &b] {
        lab_ok(&[
            "generate",
            "--kind",
            "layered:16:4:0.4",
            "--seed",
            "3",
            "-o",
            p.to_str().unwrap(),
        ]);
    }
    assert_eq!(std::fs::read(&a).unwrap(), std::fs::read(&b).unwrap());
    let out = dir.path().join("bench");
    lab_ok(&[
        "bench",
        a.to_str().unwrap(),
        repo_path("tests/data/inception_cell.onnx")
            .to_str()
            .unwrap(),
        "--generate",
        "nas:2:4",
        "--count",
        "2",
        "--scheduler",
        "classic,exact-memory,brkga",
        "--out",
        out.to_str().unwrap(),
    ]);
    let rows: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(out.join("bench.json")).unwrap()).unwrap();
    let rows = rows.as_array().unwrap();
    assert_eq!(rows.len(), 4 * 11, "4 graphs × 11 schedulers");
    for r in rows {
        assert!(r["ratio_to_best"].as_f64().unwrap() >= 1.0);
        assert!(r["ratio_to_lower_bound"].as_f64().unwrap() >= 1.0 - 1e-12);
        if r["scheduler"] == "exact-memory" {
            assert_eq!(r["proven_optimal"], true, "{r}");
            assert_eq!(r["ratio_to_best"].as_f64().unwrap(), 1.0);
        }
    }
    assert!(
        std::fs::read_to_string(out.join("bench.csv"))
            .unwrap()
            .lines()
            .count()
            == 45
    );
    assert!(std::fs::read_to_string(out.join("bench.svg"))
        .unwrap()
        .contains("<svg"));
}

/// `bench --execution-order ort-default` judges each order as ORT walks its file: the
/// original's cost is the one `schedule` reports for it under the walk (and differs from the
/// file as written on the example cell); a JSON task graph has no walk and is refused.
#[test]
fn bench_judges_orders_as_onnx_runtime_walks_them() {
    let dir = tempfile::tempdir().unwrap();
    let cell = repo_path("tests/data/inception_cell.onnx");
    let cell = cell.to_str().unwrap();
    let out = dir.path().join("bench");
    let report = dir.path().join("report.json");
    let read = |p: &std::path::Path| -> serde_json::Value {
        serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap()
    };
    let original = |order: &str| {
        lab_ok(&[
            "bench",
            cell,
            "--execution-order",
            order,
            "--scheduler",
            "original,random,gflownet",
            "--samples",
            "8",
            "--out",
            out.to_str().unwrap(),
        ]);
        let rows = read(&out.join("bench.json"));
        let row = rows
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["scheduler"] == "original");
        row.unwrap()["cost"].as_f64().unwrap()
    };
    let written = dir.path().join("out.onnx");
    flowsched_ok(&[
        "schedule",
        cell,
        "-o",
        written.to_str().unwrap(),
        "--scheduler",
        "original",
        "--report",
        report.to_str().unwrap(),
    ]);
    let walked = read(&report)["original_cost"].as_f64().unwrap();
    assert_eq!(original("ort-default"), walked);
    assert_ne!(
        original("file"),
        walked,
        "the cell's walk is not its file order"
    );
    let json = repo_path("tests/data/layered_30.json");
    let refused = lab(&[
        "bench",
        json.to_str().unwrap(),
        "--execution-order",
        "ort-default",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(!refused.status.success());
    let why = String::from_utf8_lossy(&refused.stderr);
    assert!(
        why.contains("layered_30.json") && why.contains("ONNX"),
        "{why}"
    );
}

/// `train` writes weights that `schedule --scheduler gflownet --model` uses, and the same
/// seed gives the same scheduled model twice (GFlowNet sampling is deterministic).
#[cfg(feature = "torch")]
#[test]
fn train_then_schedule_with_the_trained_gflownet() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("tiny.toml");
    std::fs::write(
        &config,
        "[model]\nhidden = 16\nlayers = 1\n[train]\nsteps = 5\ngraphs_per_step = 2\ntrajectories = 4\n\
         [data]\nsynthetic = [\"er:15:0.2\"]\nsynthetic_graphs = 4\n",
    )
    .unwrap();
    let weights = dir.path().join("tiny.safetensors");
    let run = lab_ok(&[
        "train",
        "--config",
        config.to_str().unwrap(),
        "-o",
        weights.to_str().unwrap(),
    ]);
    assert!(String::from_utf8_lossy(&run.stdout).contains("trained 5 steps"));
    let model = repo_path("tests/data/inception_cell.onnx");
    let mut outs = Vec::new();
    for k in 0..2 {
        let out = dir.path().join(format!("s{k}.onnx"));
        let run = flowsched_ok(&[
            "schedule",
            model.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
            "--scheduler",
            "gflownet",
            "--samples",
            "50",
            "--model",
            weights.to_str().unwrap(),
        ]);
        assert!(String::from_utf8_lossy(&run.stdout).contains("gflownet (best of"));
        outs.push(std::fs::read(&out).unwrap());
    }
    assert_eq!(outs[0], outs[1]);
}

#[test]
fn subgraphs_cuts_windows_that_schedule_as_json_task_graphs() {
    let dir = tempfile::tempdir().unwrap();
    let model = repo_path("tests/data/inception_cell.onnx");
    let out = dir.path().join("windows");
    lab_ok(&[
        "subgraphs",
        model.to_str().unwrap(),
        "--count",
        "3",
        "--nodes",
        "5:10",
        "-o",
        out.to_str().unwrap(),
    ]);
    for i in 0..3 {
        let w = out.join(format!("{i:04}.json"));
        flowsched_ok(&[
            "schedule",
            w.to_str().unwrap(),
            "-o",
            dir.path().join("o.json").to_str().unwrap(),
        ]);
    }
    let bad = lab(&[
        "subgraphs",
        model.to_str().unwrap(),
        "--nodes",
        "9:3",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("9:3"));
}
