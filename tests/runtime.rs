//! The runtimes behind `flowsched::runtime::Runtime`, each candidate in its own worker process:
//! a candidate that hangs, crashes or fails to load is dropped and the others are measured;
//! the counting `malloc` agrees with glibc; ONNX Runtime runs candidates and its figures are
//! real allocations.

mod common;

use flowsched::runtime::job::{InputSpec, Job, OptimisationLevel, OrtJob, TestJob};
use flowsched::runtime::protocol::Protocol;
use flowsched::runtime::worker::WorkerPool;
use flowsched::runtime::{measure, Runtime};
use std::time::{Duration, Instant};

fn use_built_worker() {
    std::env::set_var("FLOWSCHED_WORKER", env!("CARGO_BIN_EXE_flowsched-worker"));
}

fn test_job(bytes: u64) -> TestJob {
    TestJob {
        fail_load: None,
        load_seconds: 0.0,
        hang_after: None,
        abort_after: None,
        seconds: 0.001,
        bytes,
    }
}

fn within(a: i64, b: i64, tolerance: f64) -> bool {
    (a - b).abs() as f64 <= tolerance * b.abs().max(1) as f64
}

#[test]
fn a_hanging_crashing_or_unloadable_candidate_is_dropped_and_the_others_are_measured() {
    drops_bad_candidates(false);
}

/// The same with every worker started at once, loading side by side: a worker that fails to
/// load fails its first run, with why.
#[test]
fn workers_started_together_drop_the_same_candidates() {
    drops_bad_candidates(true);
}

fn drops_bad_candidates(together: bool) {
    use_built_worker();
    let mb = 1 << 20;
    let jobs = vec![
        Job::Test(test_job(4 * mb)),
        Job::Test(TestJob {
            hang_after: Some(2),
            ..test_job(mb)
        }),
        Job::Test(TestJob {
            abort_after: Some(1),
            ..test_job(mb)
        }),
        Job::Test(TestJob {
            fail_load: Some("cannot load: test".into()),
            ..test_job(mb)
        }),
        Job::Test(test_job(2 * mb)),
    ];
    let mut pool = WorkerPool::new(jobs, String::new()).unwrap();
    if together {
        pool.start_together(usize::MAX);
    }
    let protocol = Protocol {
        warmup: 1,
        min_rounds: 5,
        max_rounds: 8,
        budget: Duration::from_secs(60),
        timeout: Duration::from_millis(500),
        ..Protocol::default()
    };
    let started = Instant::now();
    let m = measure(&mut pool, 5, &protocol);
    assert!(
        started.elapsed() < Duration::from_secs(30),
        "{:?}",
        started.elapsed()
    );
    let failure = |i: usize| m.candidates[i].failure.clone().unwrap_or_default();
    assert!(m.candidates[0].ok() && m.candidates[4].ok(), "{m:?}");
    assert!(
        failure(1).contains("timed out after 0.5 s"),
        "{}",
        failure(1)
    );
    assert!(
        failure(2).contains("worker died") && failure(2).contains("signal: 6"),
        "{}",
        failure(2)
    );
    assert_eq!(failure(3), "cannot load: test");
    // The survivors ran every round; the peaks are what they allocated, counted by malloc.
    assert_eq!(m.candidates[0].latencies.len(), m.rounds);
    let peak = m.candidates[0].peak_bytes as i64;
    assert!(within(peak, 4 * mb as i64, 0.02), "peak {peak}");
    assert!(within(
        m.candidates[4].peak_bytes as i64,
        2 * mb as i64,
        0.02
    ));
    assert_eq!(pool.describe(), "test runtime");
}

/// Loading has its own limit: a candidate slower to load than it (a large module's compile)
/// is dropped with a reason that names the flag, and one that loads within it is measured.
#[test]
fn a_candidate_slower_to_load_than_the_load_timeout_is_dropped() {
    use_built_worker();
    let slow = |seconds: f64| {
        Job::Test(TestJob {
            load_seconds: seconds,
            ..test_job(1 << 20)
        })
    };
    let mut pool = WorkerPool::new(vec![slow(0.0), slow(0.2), slow(30.0)], String::new()).unwrap();
    pool.load_timeout = Duration::from_millis(1500);
    let protocol = Protocol {
        min_rounds: 2,
        max_rounds: 2,
        budget: Duration::from_secs(60),
        ..Protocol::default()
    };
    let started = Instant::now();
    let m = measure(&mut pool, 3, &protocol);
    assert!(
        started.elapsed() < Duration::from_secs(20),
        "{:?}",
        started.elapsed()
    );
    assert!(m.candidates[0].ok() && m.candidates[1].ok(), "{m:?}");
    let failure = m.candidates[2].failure.clone().unwrap_or_default();
    assert!(
        failure.contains("did not load within 1.5s") && failure.contains("--load-timeout"),
        "{failure}"
    );
}

#[test]
fn the_malloc_count_agrees_with_glibc() {
    use_built_worker();
    let mut pool = WorkerPool::new(vec![Job::Test(test_job(8 << 20))], String::new()).unwrap();
    pool.run(0, Duration::from_secs(10)).unwrap();
    let held = pool.held[0].expect("the worker has the counting malloc");
    assert!(within(held.counted, 8 << 20, 0.001), "{held:?}");
    assert!(within(held.counted, held.glibc, 0.02), "{held:?}");
}

/// X[1,64,56,56] → Relu → Sigmoid → Y: two 784 KiB activations.
fn two_activations(dir: &std::path::Path) -> std::path::PathBuf {
    use common::{model, node, value, write_model};
    let shape: &[i64] = &[1, 64, 56, 56];
    let m = model(
        vec![
            node("relu", "Relu", &["x"], &["r"]),
            node("sigmoid", "Sigmoid", &["r"], &["y"]),
        ],
        vec![value("x", Some(shape))],
        vec![value("y", Some(shape))],
        vec![],
    );
    let path = dir.join("two.onnx");
    write_model(&path, &m);
    path
}

fn ort_job(model: std::path::PathBuf) -> Job {
    Job::Ort(OrtJob {
        model,
        library: flowsched::runtime::ort_library().expect("set-up ships libonnxruntime"),
        optimization: OptimisationLevel::Disabled,
        file_order: false,
        arena: false,
        threads: 1,
        inputs: InputSpec {
            default_dim: 1,
            ..InputSpec::default()
        },
        profile: None,
        save_optimized: None,
        record_shapes: None,
    })
}

#[test]
fn onnx_runtime_runs_in_a_worker_and_its_peak_is_real_allocations() {
    use_built_worker();
    let dir = tempfile::tempdir().unwrap();
    let good = two_activations(dir.path());
    let bad = dir.path().join("bad.onnx");
    std::fs::write(&bad, b"not a model").unwrap();
    let mut pool =
        WorkerPool::new(vec![ort_job(good), ort_job(bad.clone())], String::new()).unwrap();
    let s = pool.run(0, Duration::from_secs(30)).unwrap();
    let activation = 64 * 56 * 56 * 4;
    // The output and the intermediate are both alive when Sigmoid runs.
    assert!(s.peak_bytes as i64 >= 2 * activation, "{s:?}");
    let held = pool.held[0].unwrap();
    assert!(held.counted >= activation, "{held:?}");
    assert!(within(held.counted, held.glibc, 0.02), "{held:?}");
    assert!(
        pool.describe().contains("onnxruntime 1.32"),
        "{}",
        pool.describe()
    );
    let e = pool
        .run(1, Duration::from_secs(30))
        .unwrap_err()
        .to_string();
    assert!(
        e.contains(&bad.display().to_string()) && e.contains("onnxruntime"),
        "{e}"
    );
}

#[test]
fn a_missing_onnx_runtime_is_a_clear_error_and_nothing_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let model = two_activations(dir.path());
    let out = dir.path().join("out.onnx");
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_flowsched"))
        .env("ORT_DYLIB_PATH", dir.path().join("libonnxruntime.so.0"))
        .args([
            "schedule",
            model.to_str().unwrap(),
            "--scheduler",
            "classic",
        ])
        .args(["--device", "ort", "-o", out.to_str().unwrap()])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success());
    assert!(
        err.contains("ORT_DYLIB_PATH") && err.contains("no such file"),
        "{err}"
    );
    assert!(!out.exists());
}

/// Without `ORT_DYLIB_PATH` or flowsched's set-up venv (an empty `HOME`), `--device ort` finds
/// the library of the `onnxruntime` wheel in the active venv; with no Python package either,
/// the error says the three ways to give it one.
#[test]
fn onnx_runtime_is_found_in_the_active_venv_or_named_missing() {
    let dir = tempfile::tempdir().unwrap();
    let model = two_activations(dir.path());
    let out = dir.path().join("out.onnx");
    // The set-up venv (.venv) has the onnxruntime wheel; a bare HOME hides the set-up's.
    let venv = std::fs::canonicalize(concat!(env!("CARGO_MANIFEST_DIR"), "/.venv")).unwrap();
    let run = |venv: Option<&std::path::Path>| {
        let mut c = std::process::Command::new(env!("CARGO_BIN_EXE_flowsched"));
        c.env_remove("ORT_DYLIB_PATH")
            .env_remove("VIRTUAL_ENV")
            .env_remove("CONDA_PREFIX")
            .env("HOME", dir.path())
            .env("PATH", "/usr/bin:/bin");
        if let Some(v) = venv {
            let path = format!("{}:/usr/bin:/bin", v.join("bin").display());
            c.env("VIRTUAL_ENV", v).env("PATH", path);
        }
        c.args([
            "schedule",
            model.to_str().unwrap(),
            "--scheduler",
            "classic",
        ])
        .args(["--device", "ort:disabled", "--budget", "1s"])
        .args(["-o", out.to_str().unwrap()])
        .output()
        .unwrap()
    };
    let found = run(Some(&venv));
    let text = String::from_utf8_lossy(&found.stdout);
    assert!(
        found.status.success(),
        "{}",
        String::from_utf8_lossy(&found.stderr)
    );
    assert!(text.contains("measured in onnxruntime"), "{text}");
    std::fs::remove_file(&out).unwrap();
    let missing = run(None);
    let err = String::from_utf8_lossy(&missing.stderr);
    // /usr/bin/python3 may have the wheel too: then it is found there, and that is fine.
    if !missing.status.success() {
        assert!(
            err.contains("ORT_DYLIB_PATH") && err.contains("pip install onnxruntime"),
            "{err}"
        );
        assert!(!out.exists());
    }
}

/// `--for-ort extended` schedules the graph ORT's optimiser makes (FusedConv included, every
/// size known; at `all`, its NCHWc layouts sized from one run, not written), measures it with
/// optimisation off next to the input as ORT's defaults run it, and writes that graph with the
/// level it must be loaded at, or the input unchanged when the input as deployed is not beaten;
/// mismatched options are refused before anything is written.
#[test]
fn for_ort_schedules_and_writes_the_graph_ort_optimised() {
    use flowsched::onnx::proto::ModelProto;
    use prost::Message;
    use_built_worker();
    let dir = tempfile::tempdir().unwrap();
    let model = common::repo_path("tests/data/inception_cell.onnx");
    let (out, report) = (dir.path().join("out.onnx"), dir.path().join("r.json"));
    let run = |extra: &[&str], out: &std::path::Path| {
        let mut args = vec![
            "schedule",
            model.to_str().unwrap(),
            "--scheduler",
            "classic",
            "-o",
            out.to_str().unwrap(),
        ];
        args.extend_from_slice(extra);
        common::flowsched(&args)
    };
    for (extra, says) in [
        (&["--for-ort", "disabled"][..], "drop --for-ort"),
        (
            &["--for-ort", "extended", "--device", "ort"][..],
            "--device ort:disabled",
        ),
    ] {
        let bad_out = dir.path().join("bad.onnx");
        let o = run(extra, &bad_out);
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(!o.status.success() && err.contains(says), "{err}");
        assert!(!bad_out.exists());
    }
    // One measured `--for-ort LEVEL` run, its report.
    let measured = |level: &str, budget: &str, out: &std::path::Path| -> serde_json::Value {
        let o = run(
            &[
                "--for-ort",
                level,
                "--device",
                "ort:disabled",
                "--budget",
                budget,
                "--report",
                report.to_str().unwrap(),
            ],
            out,
        );
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        serde_json::from_slice(&std::fs::read(&report).unwrap()).unwrap()
    };
    // At `all`, ORT's NCHWc layouts (ReorderInput, its own Conv) have no shape rule: one run
    // of the optimised graph sizes them.
    let r = measured("all", "5s", &dir.path().join("all.onnx"));
    assert_eq!(r["unknown_size_tensors"], 0, "NCHWc layouts are sized");
    let steps: Vec<&str> = r["order"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n.as_str().unwrap())
        .collect();
    assert!(
        steps.iter().any(|n| n.starts_with("ReorderInput")),
        "{steps:?}"
    );
    let r = measured("extended", "10s", &out);
    assert_eq!(r["unknown_size_tensors"], 0, "FusedConv is sized");
    let candidates = r["device"]["candidates"].as_array().unwrap();
    assert!(candidates
        .iter()
        .all(|c| c["failure"].is_null()
            || c["failure"].as_str().unwrap().starts_with("not measured: ")));
    let today = &r["device"]["as_deployed"];
    assert!(today["peak_bytes"].as_u64().unwrap() > 0, "{today}");
    if today["kept"].as_bool().unwrap() {
        assert_eq!(std::fs::read(&out).unwrap(), std::fs::read(&model).unwrap());
        return;
    }
    let written = ModelProto::decode(std::fs::read(&out).unwrap().as_slice()).unwrap();
    let graph = written.graph.as_ref().unwrap();
    assert!(
        graph.node.iter().any(|n| n.op_type() == "FusedConv"),
        "ORT's fused graph is what is written"
    );
    // The shapes flowsched stated to size it stay out: ORT would plan with them.
    assert!(
        graph.value_info.iter().all(|v| v.doc_string.is_none()),
        "{:?}",
        graph.value_info.first()
    );

    let config = written
        .metadata_props
        .iter()
        .find(|p| p.key() == "ort_config")
        .map(|p| p.value().to_string())
        .unwrap_or_default();
    assert!(
        config.contains("\"graph_optimization_level\":0"),
        "{config}"
    );
}

/// ORT writes its optimised graph with the weights in a file beside it (parsed in
/// milliseconds, not seconds, on the large nets). A user whose model keeps its weights inline
/// gets ORT's graph with them inline again, and no other file. ORT's `all` level makes a
/// different graph from one session to the next, and on some the input's order stays: the run
/// is made until the graph is written (half the runs here).
#[test]
fn ort_graphs_are_written_with_the_weights_inline_where_the_input_had_them() {
    use flowsched::onnx::proto::ModelProto;
    use prost::Message;
    use_built_worker();
    let model = common::repo_path("tests/data/gated_cells.onnx");
    let mut written = 0;
    for _ in 0..12 {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("out.onnx");
        let o = common::flowsched_ok(&[
            "schedule",
            model.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
            "--for-ort",
            "all",
        ]);
        let files: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(files, ["out.onnx"]);
        let bytes = std::fs::read(&out).unwrap();
        if bytes == std::fs::read(&model).unwrap() {
            continue;
        }
        let proto = ModelProto::decode(bytes.as_slice()).unwrap();
        assert!(flowsched::onnx::external::files(&proto).is_empty());
        let graph = proto.graph.unwrap();
        assert!(
            graph
                .node
                .iter()
                // ORT's own ops (FusedConv; NCHWc layouts where the CPU has them).
                .any(|n| n.domain().starts_with("com.microsoft")),
            "{}",
            String::from_utf8_lossy(&o.stderr)
        );
        assert!(graph
            .initializer
            .iter()
            .any(|t| t.raw_data.as_ref().is_some_and(|d| d.len() >= 1024)));
        written += 1;
        if written == 2 {
            return;
        }
    }
    assert!(written > 0, "ORT's graph never won in 12 runs");
}

/// Under `--device ort` candidates are judged by ORT's DEFAULT walk of the file, but a Python
/// user with PRIORITY_BASED runs the file as written: the output's order as written is never
/// worse than the input's by the proxy, whatever the walk makes of it. The input is the
/// inception cell in its memory-optimal file order, so most candidates are worse as written
/// (without the rule, `xla-list` wins here: a better walk, worse as written).
#[test]
fn a_device_ort_output_is_no_worse_as_written() {
    use_built_worker();
    let dir = tempfile::tempdir().unwrap();
    let cell = common::repo_path("tests/data/inception_cell.onnx");
    let model = dir.path().join("optimal.onnx");
    let out = dir.path().join("out.onnx");
    let report = dir.path().join("r.json");
    let run = |args: &[&str]| {
        let o = common::flowsched(args);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    };
    let path = |p: &std::path::Path| p.to_str().unwrap().to_string();
    run(&[
        "schedule",
        &path(&cell),
        "--scheduler",
        "exact-memory",
        "-o",
        &path(&model),
    ]);
    run(&[
        "schedule",
        &path(&model),
        "--scheduler",
        "classic,random",
        "--samples",
        "40",
        "--device",
        "ort:disabled",
        "--budget",
        "10s",
        "-o",
        &path(&out),
        "--report",
        &path(&report),
    ]);
    let r: serde_json::Value = serde_json::from_slice(&std::fs::read(&report).unwrap()).unwrap();
    let input = r["candidates"][0]["as_written_cost"]
        .as_f64()
        .expect("ORT's walk runs another order than the file's");
    // Files worse as written may be measured (to rank the proxy), but never win.
    for measured in r["device"]["candidates"].as_array().unwrap() {
        let written = measured["as_written_cost"].as_f64().unwrap_or(input);
        if measured["may_win"].as_bool().unwrap() {
            assert!(
                written <= input,
                "{measured} may win; input as written: {input}"
            );
        } else {
            assert!(written > input * 0.96, "{measured}");
            assert!(!measured["winner"].as_bool().unwrap());
        }
    }
    // The proxy of each file as written (`--execution-order file`: the file order is the
    // order scored).
    let as_written = |file: &std::path::Path| {
        let (copy, r2) = (
            dir.path().join("copy.onnx"),
            dir.path().join("written.json"),
        );
        run(&[
            "schedule",
            &path(file),
            "--scheduler",
            "original",
            "--execution-order",
            "file",
            "-o",
            &path(&copy),
            "--report",
            &path(&r2),
        ]);
        let v: serde_json::Value = serde_json::from_slice(&std::fs::read(&r2).unwrap()).unwrap();
        v["original_cost"].as_f64().unwrap()
    };
    assert!(as_written(&out) <= as_written(&model));
}

/// No silent zeros: a size no shape rule gives (NonZero's output depends on the data) is taken
/// from one run of the model in ONNX Runtime, so a memory objective schedules without
/// `--allow-unknown-sizes`; the written model is the user's file in its chosen order, nothing
/// added.
#[test]
fn sizes_no_rule_gives_come_from_one_run() {
    use flowsched::onnx::proto::{ModelProto, ValueInfoProto};
    use prost::Message;
    use_built_worker();
    let dir = tempfile::tempdir().unwrap();
    let model = dir.path().join("nonzero.onnx");
    let nodes = vec![
        common::node("a", "Relu", &["x"], &["t1"]),
        common::node("b", "NonZero", &["t1"], &["t2"]),
        common::node("c", "Relu", &["x"], &["t3"]),
        common::node("d", "Neg", &["t3"], &["t4"]),
    ];
    let outputs = vec![
        ValueInfoProto {
            name: Some("t2".into()),
            ..Default::default()
        },
        common::value("t4", Some(&[4, 8])),
    ];
    common::write_model(
        &model,
        &common::model(
            nodes,
            vec![common::value("x", Some(&[4, 8]))],
            outputs,
            vec![],
        ),
    );
    let inspect = common::flowsched(&["inspect", "--json", model.to_str().unwrap()]);
    let v: serde_json::Value = serde_json::from_slice(&inspect.stdout).unwrap();
    assert!(
        !v["unknown_size_tensors"].as_array().unwrap().is_empty(),
        "{v}"
    );
    let (out, report) = (dir.path().join("out.onnx"), dir.path().join("r.json"));
    common::flowsched_ok(&[
        "schedule",
        model.to_str().unwrap(),
        "--scheduler",
        "classic",
        "-o",
        out.to_str().unwrap(),
        "--report",
        report.to_str().unwrap(),
    ]);
    let r: serde_json::Value = serde_json::from_slice(&std::fs::read(&report).unwrap()).unwrap();
    assert_eq!(r["unknown_size_tensors"], 0, "{r}");
    let written = ModelProto::decode(std::fs::read(&out).unwrap().as_slice()).unwrap();
    assert!(
        written.graph.unwrap().value_info.is_empty(),
        "nothing is added to the user's file"
    );
}

/// `--device ort` measures every optimisation level, ORT's default first, and writes the chosen
/// deployment: the report lists each level with the input's and the winner's figures, the chosen
/// one is the run the report describes, never worse than the input under ORT's defaults, and the
/// output is the input's nodes in a valid order (byte for byte the input where the defaults won).
#[test]
fn device_ort_chooses_among_the_levels() {
    use_built_worker();
    let dir = tempfile::tempdir().unwrap();
    let model = common::repo_path("tests/data/inception_cell.onnx");
    let (out, report) = (dir.path().join("out.onnx"), dir.path().join("r.json"));
    let o = common::flowsched(&[
        "schedule",
        model.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--device",
        "ort",
        "--top-k",
        "2",
        "--budget",
        "4s",
        "--report",
        report.to_str().unwrap(),
    ]);
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(
        stdout.contains("deployments, each measured in ONNX Runtime"),
        "{stdout}"
    );
    let r: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&report).unwrap()).unwrap();
    let levels: Vec<&str> = r["deployments"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["device"].as_str().unwrap())
        .collect();
    // The defaults, ORT's graph of their level (written out, run with optimisation off: what
    // a short budget most needs to measure), the other levels on the file's graph, then ORT's
    // other graphs, unless a level is far too slow.
    // A level the budget had no room left for is said to be left out (the budget holds the
    // whole search, ranking included).
    let graphs = ["all graph", "extended graph", "basic graph"];
    let (on_the_file, written_out): (Vec<&str>, Vec<&str>) =
        levels.iter().partition(|l| !graphs.contains(l));
    let spent: Vec<String> = r["deployments_left_out"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|why| why.as_str()?.split_once(": the budget was spent"))
        .map(|(setting, _)| setting.to_string())
        .collect();
    let every = ["ort:all", "ort:extended", "ort:basic", "ort:disabled"];
    let measured: Vec<&str> = every
        .into_iter()
        .filter(|l| on_the_file.contains(l))
        .collect();
    assert_eq!(on_the_file, measured, "{levels:?}");
    assert!(
        every
            .iter()
            .all(|l| on_the_file.contains(l) || spent.iter().any(|s| s == l)),
        "{levels:?} {spent:?}"
    );
    let all_graph_first =
        levels.get(1) == Some(&"all graph") || !written_out.contains(&"all graph");
    assert!(levels[0] == "ort:all" && all_graph_first, "{levels:?}");
    // A level is searched, or its input measured side by side put it over the cap.
    for d in r["deployments"].as_array().unwrap() {
        assert!(d["searched"] == true || d["allowed"] == false, "{d:#}");
    }
    // ORT's `all` graph is measured or said to be left out, with why.
    let left_out = r["deployments_left_out"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert!(
        levels.contains(&"all graph")
            || left_out
                .iter()
                .any(|w| w.as_str().unwrap().starts_with("all graph: ")),
        "{r:#}"
    );
    let chosen: Vec<&serde_json::Value> = r["deployments"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| d["chosen"] == true)
        .collect();
    assert_eq!(chosen.len(), 1);
    // ORT's graph written out runs with optimisation off.
    let run_at = match chosen[0]["graph"].is_null() {
        true => chosen[0]["device"].as_str().unwrap(),
        false => "ort:disabled",
    };
    assert_eq!(run_at, r["device"]["device"]);
    let defaults = &r["deployments"][0];
    assert!(
        chosen[0]["winner_peak_bytes"].as_u64() <= defaults["input_peak_bytes"].as_u64(),
        "{r:#}"
    );
    // ORT's level all varies between sessions: the defaults are judged over at least three
    // fresh ones, and the summary gives both spreads.
    let sessions = &r["sessions"];
    assert_eq!(sessions["defaults_vary"], true, "{r:#}");
    assert!(
        sessions["defaults"]["sessions"].as_u64().unwrap() >= 3,
        "{sessions}"
    );
    assert!(
        sessions["output"]["high"].as_u64() <= sessions["defaults"]["high"].as_u64(),
        "{sessions}"
    );
    assert!(stdout.contains("ORT's defaults: "), "{stdout}");
    let written = std::fs::read(&out).unwrap();
    if chosen[0]["device"] == "ort:all" && r["winner"] == "original" {
        assert_eq!(written, std::fs::read(&model).unwrap());
    }
}

/// An ORT output that changed is also measured as a user who sets nothing loads it (level all,
/// the arena on, its ort_config ignored), next to the input; the totals count the weights.
#[test]
fn ort_outputs_are_measured_with_the_runtimes_defaults() {
    use_built_worker();
    let dir = tempfile::tempdir().unwrap();
    let model = common::onnx_backend_data().join("light/light_inception_v1.onnx");
    let (out, report) = (dir.path().join("out.onnx"), dir.path().join("r.json"));
    let o = common::flowsched_ok(&[
        "schedule",
        model.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--device",
        "ort:disabled",
        "--top-k",
        "2",
        "--budget",
        "2s",
        "--report",
        report.to_str().unwrap(),
    ]);
    let stdout = String::from_utf8_lossy(&o.stdout);
    let r: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&report).unwrap()).unwrap();
    assert_ne!(
        r["winner"], "original",
        "the test needs an output that changed"
    );
    // With optimisation off ORT's peak repeats from one session to the next: one session of
    // each candidate decides.
    assert_eq!(r["device"]["peak_varies_between_sessions"], false);
    for c in r["device"]["candidates"].as_array().unwrap() {
        assert_eq!(c["session_peaks_bytes"].as_array().unwrap().len(), 1, "{c}");
    }
    let w = &r["with_defaults"];
    assert!(
        w["runtime"]
            .as_str()
            .unwrap()
            .contains("optimisation all, arena and memory patterns on"),
        "{w}"
    );
    // The totals hold the weights (made by ConstantOfShape nodes here, which level all folds
    // into constants) besides a run's tensors: more than the input's peak with the arena off.
    let run_peak = r["device"]["candidates"][0]["peak_bytes"].as_u64().unwrap();
    for key in ["input_total_bytes", "output_total_bytes"] {
        let total = w[key].as_u64().unwrap();
        assert!(
            total > run_peak + (10 << 20),
            "{key}: {w} against {run_peak}"
        );
    }
    assert!(
        stdout.contains("loaded with ORT's defaults (level all"),
        "{stdout}"
    );
    assert!(stdout.contains("DisableCpuMemArena()"), "{stdout}");
    assert_eq!(
        stdout.contains("WARNING: loaded with ORT's defaults"),
        w["worse"] == true,
        "{stdout}"
    );
}

/// A budget too short for the rounds quartiles need: no winner is declared, the input is kept
/// unchanged, and the summary says why and what budget would do.
#[test]
fn too_short_a_budget_keeps_the_input() {
    use_built_worker();
    let dir = tempfile::tempdir().unwrap();
    let model = common::repo_path("tests/data/inception_cell.onnx");
    let out = dir.path().join("out.onnx");
    let o = common::flowsched_ok(&[
        "schedule",
        model.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--device",
        "ort:all",
        "--budget",
        "1ms",
    ]);
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(
        stdout.contains("fit in the budget, and quartiles need 5: no winner is declared"),
        "{stdout}"
    );
    assert_eq!(std::fs::read(&out).unwrap(), std::fs::read(&model).unwrap());
}

/// A model that keeps its weights in external data (the rule past 2 GB, so every LLM): three
/// branches of MatMul → Relu over one input, summed; each weight a 64×64 float matrix at its
/// own offset in `weights.bin`.
fn external_data_model(dir: &std::path::Path) -> std::path::PathBuf {
    use flowsched::onnx::proto::{tensor_proto::DataLocation, StringStringEntryProto, TensorProto};
    const N: usize = 64;
    let entry = |k: &str, v: String| StringStringEntryProto {
        key: Some(k.into()),
        value: Some(v),
    };
    let mut bytes = Vec::new();
    let mut inits = Vec::new();
    for b in 0..3 {
        let offset = bytes.len();
        for i in 0..N * N {
            let v = ((i * 7 + b * 13) % 17) as f32 / 17.0 - 0.5;
            bytes.extend_from_slice(&v.to_le_bytes());
        }
        inits.push(TensorProto {
            name: Some(format!("w{b}")),
            dims: vec![N as i64, N as i64],
            data_type: Some(1),
            data_location: Some(DataLocation::External as i32),
            external_data: vec![
                entry("location", "weights.bin".into()),
                entry("offset", offset.to_string()),
                entry("length", (N * N * 4).to_string()),
            ],
            ..Default::default()
        });
    }
    std::fs::write(dir.join("weights.bin"), &bytes).unwrap();
    let mut nodes = Vec::new();
    for b in 0..3 {
        let (w, m, r) = (format!("w{b}"), format!("m{b}"), format!("r{b}"));
        nodes.push(common::node(&format!("mm{b}"), "MatMul", &["x", &w], &[&m]));
        nodes.push(common::node(&format!("relu{b}"), "Relu", &[&m], &[&r]));
    }
    nodes.push(common::node("add01", "Add", &["r0", "r1"], &["s"]));
    nodes.push(common::node("add2", "Add", &["s", "r2"], &["y"]));
    let path = dir.join("ext.onnx");
    common::write_model(
        &path,
        &common::model(
            nodes,
            vec![common::value("x", Some(&[8, N as i64]))],
            vec![common::value("y", Some(&[8, N as i64]))],
            inits,
        ),
    );
    path
}

/// `--device ort` on a model with external data: every candidate and every deployment runs
/// (the candidates find the weights through hard links beside the input, where ORT accepts
/// them), and an output written into another folder brings its weights along (copied by
/// default, hard-linked with `--external-data link`) and gives the input's outputs in ORT.
#[test]
fn external_data_models_run_on_the_device_and_write_anywhere() {
    use_built_worker();
    let dir = tempfile::tempdir().unwrap();
    let model = external_data_model(dir.path());
    let other = tempfile::tempdir().unwrap();
    let (out, report) = (other.path().join("out.onnx"), other.path().join("r.json"));
    common::flowsched_ok(&[
        "schedule",
        model.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--device",
        "ort",
        "--budget",
        "4s",
        "--report",
        report.to_str().unwrap(),
    ]);
    let r: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&report).unwrap()).unwrap();
    let text = r.to_string();
    assert!(!text.contains("escapes model directory"), "{r:#}");
    let defaults = &r["device"]["candidates"][0];
    assert!(defaults["failure"].is_null(), "{r:#}");
    // Every setting ran or was left out for a reason of the search's, none for its files.
    for why in r["deployments_left_out"].as_array().into_iter().flatten() {
        let why = why.as_str().unwrap();
        let searched = ["budget was spent", "not below", "max-slowdown"];
        assert!(searched.iter().any(|s| why.contains(s)), "{why}");
    }
    // The weights came along, copied (the onnx package refuses hard-linked data): the
    // input's where the output is a reordering of the file, or those ORT wrote beside its
    // optimised graph where that won. No scratch folder or link of the search is left behind.
    let proto: flowsched::onnx::proto::ModelProto =
        prost::Message::decode(std::fs::read(&out).unwrap().as_slice()).unwrap();
    let files = flowsched::onnx::external::files(&proto);
    assert_eq!(files.len(), 1, "{files:?} {:#}", r["deployments"]);
    let (a, b) = (dir.path().join("weights.bin"), other.path().join(&files[0]));
    if files[0] == "weights.bin" {
        assert_eq!(std::fs::read(&a).unwrap(), std::fs::read(&b).unwrap());
    } else {
        assert!(files[0].ends_with(".ort-weights.bin"), "{files:?}");
        assert!(r["deployments"].to_string().contains("graph"), "{r:#}");
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let (ma, mb) = (a.metadata().unwrap(), b.metadata().unwrap());
        assert_ne!((ma.dev(), ma.ino()), (mb.dev(), mb.ino()), "a copy");
        assert_eq!(ma.nlink(), 1, "{ma:?}");
        assert_eq!(mb.nlink(), 1, "{mb:?}");
    }
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with(".flowsched-"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
    // The same model: nodes, order validity and outputs in onnxruntime.
    common::assert_same_model(&model, &out);
    // Linked on request: no bytes written. Then copied again by default.
    let third = tempfile::tempdir().unwrap();
    let copied = third.path().join("out.onnx");
    common::flowsched_ok(&[
        "schedule",
        model.to_str().unwrap(),
        "-o",
        copied.to_str().unwrap(),
        "--external-data",
        "link",
    ]);
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let c = third.path().join("weights.bin").metadata().unwrap();
        assert_eq!(c.ino(), a.metadata().unwrap().ino(), "a hard link");
    }
    // A different weights file where the output goes is never overwritten (the link removed
    // first: writing through it would change the input's weights too).
    std::fs::remove_file(third.path().join("weights.bin")).unwrap();
    std::fs::write(third.path().join("weights.bin"), b"not these").unwrap();
    let refused = common::flowsched(&[
        "schedule",
        model.to_str().unwrap(),
        "-o",
        copied.to_str().unwrap(),
    ]);
    assert!(!refused.status.success());
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(
        stderr.contains("weights.bin: exists and differs"),
        "{stderr}"
    );
    assert_eq!(
        std::fs::read(third.path().join("weights.bin")).unwrap(),
        b"not these"
    );
}

/// A MinMax calibration graph made with onnxruntime.quantization (a ReduceMin and a ReduceMax
/// on every tensor, each a graph output): ORT's walk keeps every activation alive to the end,
/// so the node order alone cuts its peak tenfold (ORT PR #26768's case). By the proxy alone,
/// and measured under ORT's defaults over several sessions, the output is at most 0.2x the
/// input; as written it is no worse, within the proxy's error.
#[test]
fn a_calibration_graph_gets_its_tenfold_gain() {
    use_built_worker();
    let dir = tempfile::tempdir().unwrap();
    let model = dir.path().join("calibration.onnx");
    let made = std::process::Command::new(common::python())
        .arg(common::repo_path("scripts/make_calibration.py"))
        .arg(common::repo_path("tests/data/gated_cells.onnx"))
        .arg(&model)
        .output()
        .unwrap();
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    let report = |args: &[&str]| -> serde_json::Value {
        let (out, r) = (dir.path().join("out.onnx"), dir.path().join("r.json"));
        let mut all = vec![
            "schedule",
            model.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
            "--report",
            r.to_str().unwrap(),
        ];
        all.extend_from_slice(args);
        common::flowsched_ok(&all);
        common::assert_same_model(&model, &out);
        serde_json::from_str(&std::fs::read_to_string(&r).unwrap()).unwrap()
    };
    // The proxy alone (what build.rs and the pass run): ORT's walk of the output.
    let r = report(&[]);
    let ratio = r["winner_cost"].as_f64().unwrap() / r["original_cost"].as_f64().unwrap();
    assert!(ratio <= 0.2, "{ratio} {:#}", r["candidates"][0]);
    let written = |c: &serde_json::Value| c["as_written_cost"].as_f64().or(c["cost"].as_f64());
    let winner = (r["candidates"].as_array().unwrap().iter())
        .find(|c| c["scheduler"] == r["winner"])
        .unwrap();
    let input = &r["candidates"][0];
    assert!(
        written(winner).unwrap() <= written(input).unwrap() * 1.035,
        "{winner} {input}"
    );
    // Measured under ORT's defaults (level all), each side over its fresh sessions.
    let r = report(&["--device", "ort:all", "--top-k", "3", "--budget", "5s"]);
    let d = &r["device"];
    let worst = |c: &serde_json::Value| {
        (c["session_peaks_bytes"].as_array().unwrap().iter())
            .map(|p| p.as_u64().unwrap())
            .max()
            .unwrap()
    };
    let (input, winner) = (
        &d["candidates"][0],
        (d["candidates"].as_array().unwrap().iter())
            .find(|c| c["winner"] == true)
            .unwrap(),
    );
    assert!(
        input["session_peaks_bytes"].as_array().unwrap().len() >= 3,
        "{d:#}"
    );
    assert!(
        (worst(winner) as f64) <= 0.2 * worst(input) as f64,
        "{} against {}",
        worst(winner),
        worst(input)
    );
}

/// The build-script API on a model with external data, measured in ORT: the result lands in
/// `OUT_DIR`'s cache with its weights copied beside it, and runs as the input does.
#[test]
fn build_scripts_take_models_with_external_data() {
    use flowsched::build::{CacheOutcome, Measure, Preprocess};
    use flowsched::runtime::job::OptimisationLevel;
    use_built_worker();
    let dir = tempfile::tempdir().unwrap();
    let model = external_data_model(dir.path());
    let out = tempfile::tempdir().unwrap();
    let build = || {
        Preprocess::new(&model)
            .top_k(3)
            .budget(Duration::from_secs(3))
            .measure(Measure::Device(flowsched::build::Device::Ort(
                OptimisationLevel::Disabled,
            )))
            .out_dir(out.path())
            .run_reporting()
    };
    let (path, outcome) = build().unwrap();
    assert_eq!(outcome, CacheOutcome::Scheduled);
    let weights = path.parent().unwrap().join("weights.bin");
    assert_eq!(
        std::fs::read(&weights).unwrap(),
        std::fs::read(dir.path().join("weights.bin")).unwrap()
    );
    common::assert_same_model(&model, &path);
    assert_eq!(build().unwrap(), (path, CacheOutcome::Reused));
}
