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
        flowsched_ok(&[
            "schedule",
            model.to_str().unwrap(),
            "-o",
            o.to_str().unwrap(),
            "--report",
            r.to_str().unwrap(),
        ]);
        // Everything but the wall clock (`scheduling_seconds`) is the same.
        let report: String = std::fs::read_to_string(&r)
            .unwrap()
            .replace(&format!("o{k}.onnx"), "OUT")
            .lines()
            .filter(|l| !l.contains("\"scheduling_seconds\""))
            .collect();
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
        "--execution-order",
        "file",
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
    let run = flowsched_ok(&[
        "schedule",
        p.to_str().unwrap(),
        "-o",
        o.to_str().unwrap(),
        "--scheduler",
        "dfs",
    ]);
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

#[test]
fn makespan_objective_and_emitted_orders() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("fork.json");
    // a(1) -> b(2), a -> c(3), b,c -> d(1): on 2 units the best makespan is 5.
    std::fs::write(&p, r#"{"nodes":[{"name":"a","runtime":1},{"name":"b","runtime":2},{"name":"c","runtime":3},{"name":"d","runtime":1}],
                           "edges":[["a","b"],["a","c"],["b","d"],["c","d"]]}"#).unwrap();
    let (o, e) = (dir.path().join("out.json"), dir.path().join("orders.json"));
    flowsched_ok(&[
        "schedule",
        p.to_str().unwrap(),
        "-o",
        o.to_str().unwrap(),
        "--objective",
        "makespan:2",
        "--emit-orders",
        e.to_str().unwrap(),
    ]);
    let emitted: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&e).unwrap()).unwrap();
    let orders = emitted["orders"].as_array().unwrap();
    assert!(orders.len() >= 9);
    for entry in orders {
        assert_eq!(entry["order"].as_array().unwrap().len(), 4);
        assert_eq!(entry["units"].as_array().unwrap().len(), 4);
        assert_eq!(entry["cost"].as_f64().unwrap(), 5.0);
    }
    let bad = flowsched(&[
        "schedule",
        p.to_str().unwrap(),
        "-o",
        o.to_str().unwrap(),
        "--objective",
        "makespan:0",
    ]);
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("makespan:M"));
}

#[test]
fn plot_draws_a_gantt_chart_and_memory_curve() {
    let dir = tempfile::tempdir().unwrap();
    let model = repo_path("tests/data/inception_cell.onnx");
    let (o, plots) = (dir.path().join("o.onnx"), dir.path().join("plots"));
    let report = dir.path().join("report.json");
    flowsched_ok(&[
        "schedule",
        model.to_str().unwrap(),
        "-o",
        o.to_str().unwrap(),
        "--plot",
        plots.to_str().unwrap(),
        "--execution-order",
        "file",
        "--report",
        report.to_str().unwrap(),
    ]);
    let gantt = std::fs::read_to_string(plots.join("gantt.svg")).unwrap();
    // Two charts of 19 ops each, filled and outlined.
    assert!(
        gantt.matches("<rect").count() >= 4 * 19,
        "{}",
        gantt.matches("<rect").count()
    );
    // The legend names both peaks, as the report gives them.
    let memory = std::fs::read_to_string(plots.join("memory.svg")).unwrap();
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&report).unwrap()).unwrap();
    for key in ["original_peak_memory_bytes", "winner_peak_memory_bytes"] {
        let mib = report[key].as_u64().unwrap() as f64 / (1u64 << 20) as f64;
        let label = format!("(peak {mib:.2} MiB)");
        assert!(memory.contains(&label), "{key}: no {label} in the legend");
    }
    assert_ne!(
        report["original_peak_memory_bytes"], report["winner_peak_memory_bytes"],
        "the example's memory order lowers its peak, so the legend shows two"
    );
}

/// The shipped GFlowNet needs no path (its weights are built in), and the report says which
/// part of its candidates each one is (a sample, a refined sample, a classic seed).
#[test]
fn schedule_reports_where_each_gflownet_candidate_came_from() {
    let dir = tempfile::tempdir().unwrap();
    let model = repo_path("tests/data/inception_cell.onnx");
    let (out, report) = (dir.path().join("s.onnx"), dir.path().join("r.json"));
    let run = flowsched_ok(&[
        "schedule",
        model.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--scheduler",
        "gflownet",
        "--samples",
        "50",
        "--report",
        report.to_str().unwrap(),
    ]);
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(stdout.contains("gflownet (best of"), "{stdout}");
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&report).unwrap()).unwrap();
    let mut origins = std::collections::BTreeSet::new();
    for c in report["candidates"].as_array().unwrap() {
        let origin = c.get("origin").and_then(|o| o.as_str());
        // `gflownet@ort-walk`: a file whose walk runs a GFlowNet order keeps its origin.
        if c["scheduler"].as_str().unwrap().starts_with("gflownet") {
            origins.insert(
                origin
                    .expect("a GFlowNet candidate names its origin")
                    .to_string(),
            );
        } else {
            assert_eq!(origin, None, "only the GFlowNet mixes sources: {c}");
        }
    }
    assert!(origins.contains("sample"), "{origins:?}");
    let winner = report["winner"].as_str().unwrap();
    assert_eq!(
        report.get("winner_origin").is_some(),
        winner.starts_with("gflownet"),
        "the winner's origin is named for a GFlowNet candidate only ({winner})"
    );
    assert!(
        origins.is_subset(
            &["sample", "greedy", "refined", "classic-seed"]
                .map(String::from)
                .into()
        ),
        "{origins:?}"
    );
}

/// A reordered ONNX model records what its order was chosen for (`flowsched.*` metadata), once:
/// scheduling the output again replaces the entries and keeps the model's own. An order that
/// stays leaves the file byte for byte.
#[test]
fn a_reordered_model_records_its_provenance_once() {
    use flowsched::onnx::proto::{ModelProto, StringStringEntryProto};
    use prost::Message;
    let dir = tempfile::tempdir().unwrap();
    let mut input = ModelProto::decode(
        std::fs::read(repo_path("tests/data/inception_cell.onnx"))
            .unwrap()
            .as_slice(),
    )
    .unwrap();
    input.metadata_props.push(StringStringEntryProto {
        key: Some("author".into()),
        value: Some("the user".into()),
    });
    let model = dir.path().join("m.onnx");
    std::fs::write(&model, input.encode_to_vec()).unwrap();
    let metadata = |path: &std::path::Path| -> Vec<(String, String)> {
        ModelProto::decode(std::fs::read(path).unwrap().as_slice())
            .unwrap()
            .metadata_props
            .into_iter()
            .map(|p| (p.key.unwrap_or_default(), p.value.unwrap_or_default()))
            .collect()
    };
    let schedule = |from: &std::path::Path, to: &std::path::Path, objective: &str| {
        flowsched_ok(&[
            "schedule",
            from.to_str().unwrap(),
            "-o",
            to.to_str().unwrap(),
            "--objective",
            objective,
            "--execution-order",
            "file",
        ]);
    };
    let (once, twice) = (dir.path().join("once.onnx"), dir.path().join("twice.onnx"));
    schedule(&model, &once, "memory");
    let first = metadata(&once);
    assert_eq!(first[0], ("author".into(), "the user".into()));
    let keys: Vec<&str> = first[1..].iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(
        keys,
        [
            "flowsched.version",
            "flowsched.objective",
            "flowsched.scheduler",
            "flowsched.judged_by",
            "flowsched.runs_as"
        ]
    );
    assert!(first.contains(&("flowsched.objective".into(), "memory".into())));
    assert!(first[4].1.contains("proxy only"), "{first:?}");
    schedule(&once, &twice, "makespan:2");
    let second = metadata(&twice);
    assert_eq!(second.len(), first.len(), "{second:?}");
    assert!(second.contains(&("flowsched.objective".into(), "makespan:2".into())));
    // The winner for memory is already in place: nothing moves, nothing is added.
    let again = dir.path().join("again.onnx");
    schedule(&once, &again, "memory");
    assert_eq!(
        std::fs::read(&again).unwrap(),
        std::fs::read(&once).unwrap()
    );
}

/// An option that would change nothing for the input is refused (exit 1, nothing written):
/// `--function` outside MLIR, `--dim` on a JSON DAG.
#[test]
fn inert_options_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    for (input, flag, value) in [
        ("tests/data/inception_cell.onnx", "--function", "main"),
        ("tests/data/layered_30.json", "--dim", "batch=3"),
    ] {
        let run = flowsched(&[
            "schedule",
            repo_path(input).to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
            flag,
            value,
        ]);
        let err = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(1), "{err}");
        assert!(err.contains(&format!("{flag} has no effect")), "{err}");
        assert!(!out.exists());
    }
}

/// Without a device, an ONNX model is judged as ONNX Runtime runs it by default: by its walk
/// of each file, with every file as written scored too (no winner may be worse as written).
/// The example cell's own walk is as good as any order found, so it stays byte for byte; judged
/// as written only (`--execution-order file`), it has a better order. Choices that contradict
/// the device or the input are refused.
#[test]
fn onnx_is_judged_by_onnx_runtimes_walk_unless_told_otherwise() {
    let dir = tempfile::tempdir().unwrap();
    let model = repo_path("tests/data/inception_cell.onnx");
    let schedule = |extra: &[&str]| -> (std::process::Output, serde_json::Value, Vec<u8>) {
        let (o, r) = (dir.path().join("o.onnx"), dir.path().join("r.json"));
        let _ = std::fs::remove_file(&r);
        let mut args = vec![
            "schedule",
            model.to_str().unwrap(),
            "-o",
            o.to_str().unwrap(),
            "--report",
            r.to_str().unwrap(),
            "--scheduler",
            "classic",
        ];
        args.extend_from_slice(extra);
        let run = flowsched(&args);
        let report = std::fs::read_to_string(&r)
            .map(|t| serde_json::from_str(&t).unwrap())
            .unwrap_or_default();
        (run, report, std::fs::read(&o).unwrap_or_default())
    };
    let (run, walk, written) = schedule(&[]);
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert_eq!(walk["execution_order"], "ort-default");
    let candidates = walk["candidates"].as_array().unwrap();
    assert!(candidates.iter().all(|c| c["as_written_cost"].is_f64()));
    assert!(
        candidates
            .iter()
            .any(|c| c["scheduler"].as_str().unwrap().ends_with("@ort-walk")),
        "files written for the walk are candidates too"
    );
    assert_eq!(walk["winner"], "original");
    assert_eq!(written, std::fs::read(&model).unwrap());
    assert!(String::from_utf8_lossy(&run.stdout).contains("judged as ONNX Runtime runs the file"));

    let (run, file, _) = schedule(&["--execution-order", "file"]);
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert_eq!(file["execution_order"], "file");
    assert!(file["candidates"][0].get("as_written_cost").is_none());
    assert!(file["winner_cost"].as_f64() < file["original_cost"].as_f64());

    for (extra, needle) in [
        (
            &["--device", "cpu", "--execution-order", "ort-default"][..],
            "runs the file as written",
        ),
        (
            &["--device", "ort", "--execution-order", "file"][..],
            "measures ONNX Runtime's default order",
        ),
    ] {
        let (run, _, _) = schedule(extra);
        assert!(!run.status.success());
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert!(
            stderr.contains("inception_cell.onnx") && stderr.contains(needle),
            "{stderr}"
        );
    }
    let tasks = dir.path().join("tasks.json");
    std::fs::write(&tasks, r#"{"nodes":[{"name":"a","bytes":1}],"edges":[]}"#).unwrap();
    let run = flowsched(&[
        "schedule",
        tasks.to_str().unwrap(),
        "-o",
        dir.path().join("t.json").to_str().unwrap(),
        "--execution-order",
        "ort-default",
    ]);
    assert!(!run.status.success());
    assert!(String::from_utf8_lossy(&run.stderr).contains("applies to ONNX models"));
}

/// The build-script API takes the cap as the CLI does: the same winner as `flowsched schedule
/// --memory-cap`, the cap in the report, and another cap is another cache entry.
#[test]
fn build_scripts_take_a_memory_cap() {
    use flowsched::build::{CacheOutcome, Preprocess};
    let model = repo_path("tests/data/inception_cell.onnx");
    let out = tempfile::tempdir().unwrap();
    let build = |cap: &str| {
        Preprocess::new(&model)
            .objective("makespan:2".parse().unwrap())
            .memory_cap(cap.parse().unwrap())
            .out_dir(out.path())
            .run_reporting()
            .unwrap()
    };
    let (path, outcome) = build("2x");
    assert_eq!(outcome, CacheOutcome::Scheduled);
    let report: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(path.parent().unwrap().join("report.json")).unwrap(),
    )
    .unwrap();
    assert_eq!(report["memory_cap"]["requested"]["of_optimum"], 2.0);
    let cli = out.path().join("cli.onnx");
    flowsched_ok(&[
        "schedule",
        model.to_str().unwrap(),
        "-o",
        cli.to_str().unwrap(),
        "--objective",
        "makespan:2",
        "--memory-cap",
        "2x",
    ]);
    assert_eq!(std::fs::read(&path).unwrap(), std::fs::read(&cli).unwrap());
    assert_eq!(build("2x").1, CacheOutcome::Reused);
    assert_eq!(build("3x").1, CacheOutcome::Scheduled);
}

/// `--memory-cap`: the fastest candidate whose peak is under the cap wins, one op at a time and
/// as the streams of its list schedule; a ratio is of the lowest peak found one op at a time,
/// the report gives the frontier and `--plot` draws it; a cap no order meets (here 1x: streams
/// hold more) and a cap on the memory objective are clear errors.
#[test]
fn a_memory_cap_picks_the_fastest_order_under_it() {
    let dir = tempfile::tempdir().unwrap();
    let dag = repo_path("tests/data/layered_30.json");
    let run = |cap: &str| {
        let (o, r) = (dir.path().join("o.json"), dir.path().join("r.json"));
        let plots = dir.path().join(format!("plots{cap}"));
        flowsched_ok(&[
            "schedule",
            dag.to_str().unwrap(),
            "-o",
            o.to_str().unwrap(),
            "--objective",
            "makespan:2",
            "--memory-cap",
            cap,
            "--report",
            r.to_str().unwrap(),
            "--plot",
            plots.to_str().unwrap(),
        ]);
        assert!(std::fs::read_to_string(plots.join("frontier.svg"))
            .unwrap()
            .contains("cap"));
        serde_json::from_str::<serde_json::Value>(&std::fs::read_to_string(r).unwrap()).unwrap()
    };
    // The GFlowNet samples differently under each cap, so a looser cap need not find a
    // faster order (here 1.2x finds one 0.01% faster than 1.5x): each cap is checked alone.
    for cap in ["1.2x", "1.5x", "2x"] {
        let r = run(cap);
        let c = &r["memory_cap"];
        let (cap_bytes, optimum) = (
            c["cap_bytes"].as_u64().unwrap(),
            c["memory_optimum_bytes"].as_u64().unwrap(),
        );
        let ratio: f64 = cap.trim_end_matches('x').parse().unwrap();
        assert_eq!(cap_bytes, (optimum as f64 * ratio).floor() as u64);
        let candidates = r["candidates"].as_array().unwrap();
        let sequential = |x: &serde_json::Value| x["peak_memory_bytes"].as_u64().unwrap();
        let streams = |x: &serde_json::Value| x["stream_peak_bytes"].as_u64().unwrap();
        let peak = |x: &serde_json::Value| sequential(x).max(streams(x));
        let makespan = |x: &serde_json::Value| x["makespan"].as_f64().unwrap();
        let under: Vec<&serde_json::Value> =
            candidates.iter().filter(|x| peak(x) <= cap_bytes).collect();
        assert_eq!(c["within_cap"].as_u64().unwrap() as usize, under.len());
        assert_eq!(
            optimum,
            candidates.iter().map(sequential).min().unwrap(),
            "the optimum is a candidate's"
        );
        let winner = &candidates[(candidates.iter())
            .position(|x| x["scheduler"] == r["winner"] && x["cost"] == r["winner_cost"])
            .unwrap()];
        let winner_peak = peak(winner);
        let winner_makespan = r["winner_cost"].as_f64().unwrap();
        assert!(
            winner_peak <= cap_bytes,
            "{cap}: {winner_peak} over {cap_bytes}"
        );
        let fastest = under
            .iter()
            .map(|x| makespan(x))
            .fold(f64::INFINITY, f64::min);
        assert_eq!(winner_makespan, fastest, "{cap}");
        // The frontier: no candidate is at least as good on both and better on one.
        for i in c["frontier"].as_array().unwrap() {
            let f = &candidates[i.as_u64().unwrap() as usize];
            assert!(!candidates.iter().any(|x| peak(x) <= peak(f)
                && makespan(x) <= makespan(f)
                && (peak(x) < peak(f) || makespan(x) < makespan(f))));
        }
    }
    assert!(std::fs::read_dir(dir.path().join("plots2x"))
        .unwrap()
        .all(|f| f.unwrap().file_name() != "frontier-measured.svg"));
    let o = dir.path().join("o.json");
    for (args, message) in [
        (
            vec!["--objective", "makespan:2", "--memory-cap", "1B"],
            "no order found keeps the peak under 1 B",
        ),
        (
            vec!["--objective", "makespan:2", "--memory-cap", "1x"],
            "on 2 streams",
        ),
        (
            vec!["--memory-cap", "1.2x"],
            "--memory-cap bounds the peak of a time objective",
        ),
        (
            vec!["--objective", "makespan:2", "--memory-cap", "0.8x"],
            "a multiple of the memory optimum",
        ),
    ] {
        let mut all = vec!["schedule", dag.to_str().unwrap(), "-o", o.to_str().unwrap()];
        all.extend(args);
        let out = flowsched(&all);
        assert!(!out.status.success());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(message), "{stderr}");
    }
}
