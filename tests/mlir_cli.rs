//! `flowsched schedule model.mlir`: the main CLI takes MLIR too. A whole module goes through
//! the same pass as `flowsched-opt` (byte-identical output); one function with the pipeline's
//! extras (`--device cpu` measures the top-k in the JIT, `--report`, `--function`) goes through
//! `pipeline::run`. Bad input follows the CLI's conventions.

mod common;
use common::*;
use std::process::Command;

fn opt(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_flowsched-opt"))
        .args(args)
        .output()
        .expect("flowsched-opt runs")
}

#[test]
fn schedule_takes_mlir_like_flowsched_opt() {
    let dir = tempfile::tempdir().unwrap();
    let model = repo_path("tests/mlir/models/inception_cell.mlir");
    let out = dir.path().join("out.mlir");
    let run = flowsched_ok(&[
        "schedule",
        model.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--scheduler",
        "inductor-default",
    ]);
    assert!(String::from_utf8_lossy(&run.stdout).contains("ops scheduled"));
    let expected = opt(&[
        model.to_str().unwrap(),
        "--pass-pipeline=builtin.module(func.func(flowsched-schedule{objective=memory scheduler=inductor-default samples=1 seed=0}))",
    ]);
    assert!(expected.status.success());
    let written = std::fs::read(&out).unwrap();
    assert_eq!(written, expected.stdout, "same pass, same bytes");
    assert_ne!(written, std::fs::read(&model).unwrap(), "the order changed");
}

#[test]
fn bad_mlir_input_is_a_located_error_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.mlir");
    std::fs::write(
        &bad,
        "func.func @f() {\n  %0 = arith.constant 1 : i32\n  bogus\n}\n",
    )
    .unwrap();
    let out = dir.path().join("out.mlir");
    let run = flowsched(&[
        "schedule",
        bad.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ]);
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(!run.status.success());
    assert!(err.contains("bad.mlir:3:3: error:"), "{err}");
    assert!(!out.exists());
    // The same through pipeline::run (a report asked for).
    let report = dir.path().join("r.json");
    let run = flowsched(&[
        "schedule",
        bad.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--report",
        report.to_str().unwrap(),
    ]);
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(!run.status.success());
    assert!(err.contains("bad.mlir:3:3: error:"), "{err}");
    assert!(!out.exists() && !report.exists());
    // The JIT runs on this CPU; streams come from a makespan schedule, not `--streams`.
    let model = repo_path("tests/mlir/inputs/jit-branches.mlir");
    for (flag, value, says) in [
        ("--device", "cuda:0", "JIT"),
        ("--streams", "2", "use --objective makespan:2"),
    ] {
        let o = out.to_str().unwrap();
        let mut args = vec![
            "schedule",
            model.to_str().unwrap(),
            "-o",
            o,
            "--device",
            "cpu",
        ];
        if flag == "--device" {
            args[5] = value;
        } else {
            args.extend([flag, value]);
        }
        let run = flowsched(&args);
        let err = String::from_utf8_lossy(&run.stderr);
        assert!(!run.status.success());
        assert!(err.contains(says), "{err}");
        assert!(!out.exists());
    }
}

/// `--load-timeout` reaches the JIT's workers: no module compiles in a millisecond, so
/// nothing is measured, the error names the limit and the flag, and nothing is written.
#[test]
fn mlir_load_timeout_limits_the_jit_compile() {
    let dir = tempfile::tempdir().unwrap();
    let model = repo_path("tests/mlir/inputs/jit-branches.mlir");
    let out = dir.path().join("out.mlir");
    let run = flowsched(&[
        "schedule",
        model.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--device",
        "cpu",
        "--load-timeout",
        "1ms",
    ]);
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(!run.status.success(), "{err}");
    assert!(
        err.contains("did not load within 1ms") && err.contains("--load-timeout"),
        "{err}"
    );
    assert!(!out.exists());
}

fn jit_outputs(text: &str, function: &str) -> Vec<Vec<u8>> {
    let config = flowsched::mlir::jit::JitConfig {
        warmup: 0,
        repeats: 1,
        ..Default::default()
    };
    flowsched::mlir::jit::measure(text, function, &config)
        .unwrap()
        .outputs
}

/// `--device cpu` on MLIR: the proxy's top-k are JIT-compiled and measured interleaved, the
/// lowest measured heap peak wins, and the written module computes the same results.
#[test]
fn mlir_top_k_is_measured_in_the_jit_and_the_winner_written() {
    let dir = tempfile::tempdir().unwrap();
    let model = repo_path("tests/mlir/inputs/jit-branches.mlir");
    let out = dir.path().join("out.mlir");
    let report = dir.path().join("report.json");
    let run = flowsched(&[
        "schedule",
        model.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--device",
        "cpu",
        "--top-k",
        "4",
        "--budget",
        "5s",
        "--report",
        report.to_str().unwrap(),
    ]);
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(
        run.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert!(stdout.contains("on cpu with 1 stream"), "{stdout}");
    let r: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&report).unwrap()).unwrap();
    let measured = r["device"]["candidates"].as_array().unwrap();
    assert_eq!(measured.len(), 4);
    assert_eq!(measured[0]["scheduler"], "original");
    // Every candidate ran, but those the budget had no room for (marked so).
    assert!(
        measured.iter().all(|c| c["failure"].is_null()
            || c["failure"].as_str().unwrap().starts_with("not measured: ")),
        "{r:#}"
    );
    let peak = |c: &serde_json::Value| c["peak_bytes"].as_u64().unwrap();
    let winner = measured.iter().find(|c| c["winner"] == true).unwrap();
    assert!(
        measured
            .iter()
            .filter(|c| c["failure"].is_null())
            .all(|c| peak(winner) <= peak(c)),
        "{r:#}"
    );
    assert!(
        peak(winner) * 2 < peak(&measured[0]),
        "the JIT sees a memory-aware order at least halve the heap: {r:#}"
    );
    assert_eq!(r["winner"], winner["scheduler"]);
    // Only the order changed: the same ops, and the same results on the same inputs.
    let before = std::fs::read_to_string(&model).unwrap();
    let after = std::fs::read_to_string(&out).unwrap();
    assert_ne!(before, after);
    let ops = |p: &std::path::Path| {
        let f = flowsched::mlir::model::MlirFunction::load(p, None).unwrap();
        let mut v: Vec<String> = f.dag.nodes().map(|n| f.dag.node(n).op.clone()).collect();
        v.sort();
        v
    };
    assert_eq!(ops(&model), ops(&out), "same ops, other order");
    assert_eq!(
        jit_outputs(&before, "branches"),
        jit_outputs(&after, "branches")
    );
}

/// A module of several functions: the pipeline needs `--function` and then rewrites only that
/// function; without extras the whole module goes through the pass.
#[test]
fn mlir_function_choice() {
    let dir = tempfile::tempdir().unwrap();
    let model = repo_path("tests/mlir/inputs/two-funcs.mlir");
    let out = dir.path().join("out.mlir");
    let report = dir.path().join("r.json");
    let base = [
        "schedule",
        model.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--report",
        report.to_str().unwrap(),
    ];
    let run = flowsched(&base);
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(!run.status.success());
    assert!(
        err.contains("2 functions (g, h)") && err.contains("--function"),
        "{err}"
    );
    let run = flowsched(&[&base[..], &["--function", "nope"]].concat());
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(!run.status.success());
    assert!(err.contains("no function 'nope'"), "{err}");
    let run = flowsched(&[&base[..], &["--function", "h", "--scheduler", "kahn"]].concat());
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let r: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&report).unwrap()).unwrap();
    assert_eq!(r["nodes"], 5, "h's four ops and its return: {r:#}");
    let written = std::fs::read_to_string(&out).unwrap();
    assert!(written.contains("func.func @g") && written.contains("func.func @h"));
}

/// A build script schedules one MLIR function through the same entry point: measured in the
/// JIT, cached by content, written with the input's extension.
#[test]
fn build_scripts_take_mlir_functions() {
    use flowsched::build::{CacheOutcome, Measure, Preprocess};
    let dir = tempfile::tempdir().unwrap();
    let model = repo_path("tests/mlir/inputs/jit-branches.mlir");
    let build = || {
        Preprocess::new(&model)
            .function("branches")
            .top_k(3)
            .budget(std::time::Duration::from_secs(5))
            .measure(Measure::Device(flowsched::build::Device::Cpu))
            .out_dir(dir.path())
            .run_reporting()
    };
    let (path, outcome) = build().unwrap();
    assert_eq!(outcome, CacheOutcome::Scheduled);
    assert_eq!(path.extension().unwrap(), "mlir");
    let report: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(path.parent().unwrap().join("report.json")).unwrap(),
    )
    .unwrap();
    assert_eq!(report["device"]["candidates"].as_array().unwrap().len(), 3);
    assert_eq!(
        jit_outputs(&std::fs::read_to_string(&model).unwrap(), "branches"),
        jit_outputs(&std::fs::read_to_string(&path).unwrap(), "branches")
    );
    assert_eq!(build().unwrap(), (path, CacheOutcome::Reused));
}

#[test]
fn options_without_effect_on_a_whole_module_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let model = repo_path("tests/mlir/models/inception_cell.mlir");
    let out = dir.path().join("out.mlir");
    let run = flowsched(&[
        "schedule",
        model.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--sigma",
        "0.5",
        "--dim",
        "batch=2",
    ]);
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(!run.status.success());
    assert!(
        err.contains("--sigma, --dim have no effect on a whole MLIR module"),
        "{err}"
    );
    assert!(!out.exists());
    // ONNX Runtime's options, too: an MLIR module runs as written.
    let run = flowsched(&[
        "schedule",
        model.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--execution-order",
        "ort-default",
        "--for-ort",
        "all",
    ]);
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(!run.status.success());
    assert!(
        err.contains("--for-ort, --execution-order ort-default have no effect"),
        "{err}"
    );
    assert!(!out.exists());
}

/// `--objective makespan:M --device cpu` on MLIR: the input runs one op at a time, every other
/// candidate as its streams on M units, and the baselines (every op async,
/// `async-parallel-for`) in the same rounds; a streams winner is written as measured.
#[test]
fn makespan_on_cpu_measures_streams_and_baselines() {
    let dir = tempfile::tempdir().unwrap();
    let model = repo_path("tests/mlir/models/inception_cell.mlir");
    let out = dir.path().join("out.mlir");
    let report = dir.path().join("report.json");
    let run = flowsched(&[
        "schedule",
        model.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--objective",
        "makespan:2",
        "--scheduler",
        "critical-path,brkga",
        "--device",
        "cpu",
        "--async-threads",
        "2",
        "--top-k",
        "3",
        "--budget",
        "20s",
        "--report",
        report.to_str().unwrap(),
    ]);
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(
        run.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert!(stdout.contains("as streams on 2 units"), "{stdout}");
    assert!(stdout.contains("with 2 stream(s)"), "{stdout}");
    let r: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&report).unwrap()).unwrap();
    let d = &r["device"];
    let measured = d["candidates"].as_array().unwrap();
    assert_eq!(measured[0]["scheduler"], "original");
    // Streams ran and computed the input's results (a difference, a race, would drop them).
    assert!(
        measured[1..].iter().any(|c| c["failure"].is_null()),
        "{d:#}"
    );
    let baselines: Vec<&str> = d["baselines"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        baselines,
        [
            "every op async",
            "async-parallel-for",
            "every op async + async-parallel-for"
        ]
    );
    assert!(d["baselines"][0]["failure"].is_null(), "{d:#}");
    let text = std::fs::read_to_string(&out).unwrap();
    if measured[0]["winner"] == true {
        assert_eq!(text, std::fs::read_to_string(&model).unwrap());
    } else {
        assert!(text.contains("async.execute"), "{text}");
        let check = opt(&[
            out.to_str().unwrap(),
            "--pass-pipeline=builtin.module(func.func(flowsched-check-streams))",
            "-o",
            "/dev/null",
        ]);
        assert!(check.status.success(), "{check:?}");
    }
}

/// After bufferization, where every buffer is a `memref.alloc`, the pass's default (the
/// memory list with the hierarchy) runs the peak search from the best tightened order: on
/// PNASNet-5 (3,309 ops) it writes what `scheduler=peak-search` writes, which the JIT measures
/// at 3,220,476 B against the tightened input's 4,140,080 B (docs/hierarchical.md), and not
/// the classics' pick.
#[test]
fn after_bufferization_the_default_reaches_the_peak_search() {
    let dir = tempfile::tempdir().unwrap();
    let model = repo_path("tests/mlir/models/pnasnet5large.mlir");
    let buffers = dir.path().join("buffers.mlir");
    let bufferize = "builtin.module(func.func(convert-elementwise-to-linalg),\
        one-shot-bufferize{bufferize-function-boundaries \
        function-boundary-type-conversion=identity-layout-map},buffer-deallocation-pipeline)";
    let run = opt(&[
        model.to_str().unwrap(),
        "-o",
        buffers.to_str().unwrap(),
        &format!("--pass-pipeline={bufferize}"),
    ]);
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let schedule = |options: &str| {
        let out = dir.path().join(format!("{}.mlir", options.len()));
        let pipeline =
            format!("--pass-pipeline=builtin.module(func.func(flowsched-schedule{{{options}}}))");
        let run = opt(&[
            buffers.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
            &pipeline,
        ]);
        assert!(
            run.status.success(),
            "{}",
            String::from_utf8_lossy(&run.stderr)
        );
        std::fs::read_to_string(out).unwrap()
    };
    let default = schedule("objective=memory");
    assert!(default == schedule("objective=memory scheduler=peak-search"));
    assert!(default != schedule("objective=memory scheduler=classic"));
}

/// `--memory-cap` with streams measured in the JIT: the proxy judges each candidate by the
/// higher of its order's peak and its streams' (list schedule), and the device by the highest
/// peak any run measured (streams race, so runs differ). Nothing that may win is over the cap
/// as measured, the report gives the measured frontier, and `--plot` draws it.
#[test]
fn a_memory_cap_holds_measured_streams_to_it() {
    let dir = tempfile::tempdir().unwrap();
    let model = repo_path("tests/mlir/models/inception_cell.mlir");
    let (out, report, plots) = (
        dir.path().join("out.mlir"),
        dir.path().join("report.json"),
        dir.path().join("plots"),
    );
    let run = flowsched(&[
        "schedule",
        model.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--objective",
        "makespan:2",
        "--memory-cap",
        "2x",
        "--device",
        "cpu",
        "--async-threads",
        "2",
        "--budget",
        "15s",
        "--report",
        report.to_str().unwrap(),
        "--plot",
        plots.to_str().unwrap(),
    ]);
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(
        run.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert!(
        stdout.contains("measured (highest run's peak / median)"),
        "{stdout}"
    );
    let r: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&report).unwrap()).unwrap();
    let cap = r["memory_cap"]["cap_bytes"].as_u64().unwrap();
    // By the proxy: the streams' peak counts for every candidate but the input (written as
    // read, one op at a time).
    let candidates = r["candidates"].as_array().unwrap();
    assert!(candidates[0]["stream_peak_bytes"].is_null());
    assert!(candidates[1..]
        .iter()
        .all(|c| c["stream_peak_bytes"].is_u64()));
    // On the device: whatever may win measured under the cap in every run.
    let measured = r["device"]["candidates"].as_array().unwrap();
    let highest = |c: &serde_json::Value| c["peak_bytes_max"].as_u64().unwrap();
    let ran = |c: &&serde_json::Value| c["failure"].is_null();
    for c in measured.iter().filter(ran) {
        if c["may_win"] == true {
            assert!(highest(c) <= cap, "{c:#} over {cap}");
        }
    }
    let winner = measured.iter().find(|c| c["winner"] == true).unwrap();
    assert!(highest(winner) <= cap, "{winner:#}");
    // The measured frontier: candidates that ran, none dominated by another that ran.
    let median = |c: &serde_json::Value| c["median_seconds"].as_f64().unwrap();
    let front = r["memory_cap"]["measured_frontier"].as_array().unwrap();
    assert!(!front.is_empty());
    for i in front {
        let f = &measured[i.as_u64().unwrap() as usize];
        assert!(ran(&f));
        assert!(
            !measured.iter().filter(ran).any(|x| highest(x) <= highest(f)
                && median(x) <= median(f)
                && (highest(x) < highest(f) || median(x) < median(f)))
        );
    }
    let svg = std::fs::read_to_string(plots.join("frontier-measured.svg")).unwrap();
    assert!(svg.contains("highest run"), "the measured plot's axes");
}
