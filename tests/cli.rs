//! The CLI end to end: deterministic output, reports, JSON task graphs.

mod common;
use common::*;

#[test]
fn same_input_same_options_byte_identical_output() {
    let dir = tempfile::tempdir().unwrap();
    let model = repo_path("tests/data/inception_cell.onnx");
    let mut outputs = Vec::new();
    for k in 0..2 {
        let (o, r) = (
            dir.path().join(format!("o{k}.onnx")),
            dir.path().join(format!("r{k}.json")),
        );
        let run = flowsched(&[
            "schedule",
            model.to_str().unwrap(),
            "-o",
            o.to_str().unwrap(),
            "--report",
            r.to_str().unwrap(),
        ]);
        assert!(
            run.status.success(),
            "{}",
            String::from_utf8_lossy(&run.stderr)
        );
        let report = std::fs::read_to_string(&r)
            .unwrap()
            .replace(&format!("o{k}.onnx"), "OUT");
        outputs.push((std::fs::read(&o).unwrap(), report));
    }
    assert_eq!(outputs[0], outputs[1]);
}

#[test]
fn report_names_the_winner_and_never_loses_to_the_original() {
    let dir = tempfile::tempdir().unwrap();
    let model = repo_path("tests/data/inception_cell.onnx");
    let (o, r) = (dir.path().join("o.onnx"), dir.path().join("r.json"));
    let run = flowsched(&[
        "schedule",
        model.to_str().unwrap(),
        "-o",
        o.to_str().unwrap(),
        "--scheduler",
        "kahn,dfs",
        "--report",
        r.to_str().unwrap(),
    ]);
    assert!(run.status.success());
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&r).unwrap()).unwrap();
    let candidates = report["candidates"].as_array().unwrap();
    assert_eq!(
        candidates[0]["scheduler"], "original",
        "the original order is always a candidate"
    );
    assert_eq!(candidates.len(), 3);
    let best = candidates
        .iter()
        .map(|c| c["peak_memory_bytes"].as_u64().unwrap())
        .min()
        .unwrap();
    assert_eq!(report["winner_peak_memory_bytes"].as_u64().unwrap(), best);
    assert!(best < report["original_peak_memory_bytes"].as_u64().unwrap());
    assert_eq!(report["order"].as_array().unwrap().len(), 19);
}

#[test]
fn json_task_graph_is_scheduled_and_written_back() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("tasks.json");
    // Two chains; listed interleaved, which keeps both big intermediates alive.
    std::fs::write(&p, r#"{"nodes":[{"name":"x1","bytes":100},{"name":"y1","bytes":100},{"name":"x2","bytes":1},{"name":"y2","bytes":1}],
                           "edges":[["x1","x2"],["y1","y2"]]}"#).unwrap();
    let o = dir.path().join("out.json");
    let run = flowsched(&[
        "schedule",
        p.to_str().unwrap(),
        "-o",
        o.to_str().unwrap(),
        "--scheduler",
        "dfs",
    ]);
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let out: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&o).unwrap()).unwrap();
    let names: Vec<&str> = out["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["x1", "x2", "y1", "y2"]);
    assert!(String::from_utf8_lossy(&run.stdout).contains("201 B -> 102 B"));
}

#[test]
fn unknown_scheduler_is_a_clear_error() {
    let model = repo_path("tests/data/inception_cell.onnx");
    let run = flowsched(&[
        "schedule",
        model.to_str().unwrap(),
        "-o",
        "/nonexistent/x.onnx",
        "--scheduler",
        "magic",
    ]);
    assert!(!run.status.success());
    assert!(String::from_utf8_lossy(&run.stderr).contains("unknown scheduler 'magic'"));
}
