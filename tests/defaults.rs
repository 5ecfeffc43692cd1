//! One table of defaults (crates/core/src/defaults.rs), and every front that states one agrees with it:
//! `Options::default` (what the build-script API and the Python package start from), the
//! GFlowNet's options, the measurement protocol, the CLI's `--help`, the MLIR pass and the
//! `mlir-opt` plugin's option declarations. The Python package's signatures are checked in
//! python/tests/test_defaults.py, `Preprocess::new` in src/build_support.rs.

mod common;
use common::*;
use flowsched::cost::{DeviceProfile, Objective};
use flowsched::defaults as d;
use std::collections::BTreeMap;
use std::time::Duration;

#[test]
fn options_default_is_the_table() {
    let o = flowsched::pipeline::Options::default();
    assert_eq!(o.objective, d::OBJECTIVE.parse::<Objective>().unwrap());
    assert_eq!(o.objective, Objective::PeakMemory);
    assert_eq!(o.schedulers.spec(), d::SCHEDULERS);
    assert_eq!(o.profile, DeviceProfile::by_name(d::PROFILE).unwrap());
    assert_eq!(
        (o.samples, o.seed, o.streams, o.top_k),
        (d::SAMPLES, d::SEED, d::STREAMS, d::TOP_K)
    );
    assert_eq!(o.max_slowdown, d::MAX_SLOWDOWN);
    assert_eq!(
        (o.budget, o.run_timeout, o.load_timeout),
        (d::BUDGET, d::RUN_TIMEOUT, d::LOAD_TIMEOUT)
    );
    let g = &o.gflownet;
    assert_eq!((g.sigma, g.spread), (d::SIGMA, d::SPREAD));
    assert_eq!(
        (g.refine_rounds, g.refine_top, g.finetune_steps),
        (d::REFINE_ROUNDS, d::REFINE_TOP, d::FINETUNE_STEPS)
    );
}

#[test]
fn the_protocol_measures_with_the_tables_limits() {
    let p = flowsched::runtime::protocol::Protocol::default();
    assert_eq!(
        (p.budget, p.timeout, p.load_timeout),
        (d::BUDGET, d::RUN_TIMEOUT, d::LOAD_TIMEOUT)
    );
}

/// `--flag` → the text after `[default: ` in `flowsched schedule --help`.
fn help_defaults() -> BTreeMap<String, String> {
    let help = String::from_utf8(flowsched_ok(&["schedule", "--help"]).stdout).unwrap();
    let mut flag = None;
    let mut found = BTreeMap::new();
    for line in help.lines() {
        // Options start at column 2 or 6, their descriptions at 10.
        let indent = line.len() - line.trim_start().len();
        if line.trim_start().starts_with('-') && indent <= 6 {
            let long = line.find("--").map(|i| &line[i..]);
            flag = long.map(|l| l.split([' ', ',', '<']).next().unwrap().to_string());
        }
        if let Some(start) = line.find("[default: ") {
            let value = &line[start + "[default: ".len()..];
            let value = value[..value.find(']').unwrap()].to_string();
            let flag = flag.clone().expect("a default follows its flag");
            assert!(found.insert(flag, value).is_none(), "{help}");
        }
    }
    found
}

/// The CLI's duration text (`30s`, `500ms`) as a duration.
fn duration(text: &str) -> Duration {
    match text.strip_suffix("ms") {
        Some(ms) => Duration::from_millis(ms.parse().unwrap()),
        None => Duration::from_secs(text.strip_suffix('s').unwrap().parse().unwrap()),
    }
}

#[test]
fn schedule_help_shows_the_table() {
    let shown = help_defaults();
    let text = |flag: &str| {
        shown
            .get(flag)
            .unwrap_or_else(|| panic!("`flowsched schedule --help` shows no default for {flag}"))
            .as_str()
    };
    let number = |flag: &str| text(flag).parse::<f64>().unwrap();
    assert_eq!(text("--objective"), d::OBJECTIVE);
    assert_eq!(
        text("--scheduler"),
        format!(
            "{} for memory; {} for makespan and latency, the GFlowNet asked for at least {} \
             samples",
            d::SCHEDULERS,
            d::SCHEDULERS_TIMED,
            d::SAMPLES_TIMED
        )
    );
    assert_eq!(text("--profile"), d::PROFILE);
    assert_eq!(number("--samples"), d::SAMPLES as f64);
    assert_eq!(number("--seed"), d::SEED as f64);
    assert_eq!(number("--streams"), d::STREAMS as f64);
    assert_eq!(number("--top-k"), d::TOP_K as f64);
    let share: f64 = text("--max-slowdown")
        .strip_suffix('%')
        .unwrap()
        .parse()
        .unwrap();
    assert_eq!(share / 100.0, d::MAX_SLOWDOWN);
    assert_eq!(duration(text("--budget")), d::BUDGET);
    assert_eq!(duration(text("--timeout")), d::RUN_TIMEOUT);
    assert_eq!(duration(text("--load-timeout")), d::LOAD_TIMEOUT);
    assert_eq!(number("--sigma"), d::SIGMA);
    assert_eq!(number("--refine"), d::REFINE_ROUNDS as f64);
    assert_eq!(number("--refine-top"), d::REFINE_TOP as f64);
    assert_eq!(number("--finetune-steps"), d::FINETUNE_STEPS as f64);
    assert_eq!(number("--spread"), d::SPREAD);
    assert_eq!(text("--external-data"), d::EXTERNAL_DATA);
    // The importer's limit has its own single source, next to the importer.
    assert_eq!(
        number("--max-tensor-bytes"),
        flowsched::onnx::DEFAULT_MAX_TENSOR_BYTES as f64
    );
    // A default the help shows must be one this test checks.
    let checked = [
        "--objective",
        "--scheduler",
        "--profile",
        "--samples",
        "--seed",
        "--streams",
        "--top-k",
        "--max-slowdown",
        "--budget",
        "--timeout",
        "--load-timeout",
        "--sigma",
        "--refine",
        "--refine-top",
        "--finetune-steps",
        "--spread",
        "--external-data",
        "--max-tensor-bytes",
    ];
    let unchecked: Vec<&String> = shown
        .keys()
        .filter(|f| !checked.contains(&f.as_str()))
        .collect();
    assert!(
        unchecked.is_empty(),
        "defaults not compared with the table: {unchecked:?}"
    );
}

#[test]
fn the_mlir_pass_takes_the_table() {
    let o = flowsched::mlir::pipeline_text::parse_schedule_options("").unwrap();
    assert_eq!(o.objective, d::OBJECTIVE.parse::<Objective>().unwrap());
    assert_eq!(o.scheduler, d::SCHEDULERS);
    assert_eq!((o.samples, o.seed), (d::SAMPLES, d::SEED));
    assert!(!o.rewrite, "rewrite= is off unless asked, as --rewrite");
}

/// The plugin's C++ declares its options with defaults of its own (`llvm::cl::init(..)`): they
/// are what `mlir-opt` passes to the Rust side, so they must be the table's.
#[test]
fn the_mlir_opt_plugin_declares_the_table() {
    let shim = std::fs::read_to_string(repo_path("plugin/shim.cpp")).unwrap();
    let init = |option: &str| {
        let declared = shim
            .find(&format!("{{*this, \"{option}\""))
            .unwrap_or_else(|| panic!("plugin/shim.cpp declares no option {option}"));
        let declaration = &shim[declared..];
        let declaration = &declaration[..declaration.find("};").unwrap()];
        let value = declaration
            .split_once("llvm::cl::init(")
            .unwrap_or_else(|| panic!("plugin/shim.cpp: {option} has no default"))
            .1;
        value[..value.rfind(')').unwrap()]
            .trim_matches('"')
            .to_string()
    };
    assert_eq!(init("objective"), d::OBJECTIVE);
    assert_eq!(init("scheduler"), d::SCHEDULERS);
    assert_eq!(init("samples"), d::SAMPLES.to_string());
    assert_eq!(init("seed"), d::SEED.to_string());
    assert_eq!(init("rewrite"), "false");
}

/// The schedulers nobody named are the objective's: the hierarchy for memory, the GFlowNet
/// (with its samples) for makespan and latency; a list the user names stands for any.
#[test]
fn the_default_schedulers_follow_the_objective() {
    let dir = tempfile::tempdir().unwrap();
    let model = repo_path("tests/data/layered_30.json");
    let run = |extra: &[&str]| -> serde_json::Value {
        let (report, out) = (dir.path().join("r.json"), dir.path().join("out.json"));
        let mut args = vec![
            "schedule",
            model.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
            "--report",
            report.to_str().unwrap(),
        ];
        args.extend_from_slice(extra);
        flowsched_ok(&args);
        serde_json::from_slice(&std::fs::read(&report).unwrap()).unwrap()
    };
    let schedulers = |r: &serde_json::Value| -> Vec<String> {
        (r["candidates"].as_array().unwrap().iter())
            .map(|c| c["scheduler"].as_str().unwrap().to_string())
            .collect()
    };
    let has = |r: &serde_json::Value, name: &str| {
        schedulers(r)
            .iter()
            .any(|s| s.split(['@', ' ']).next() == Some(name))
    };
    let memory = run(&[]);
    assert!(
        has(&memory, "hierarchical") && !has(&memory, "gflownet"),
        "{:?}",
        schedulers(&memory)
    );
    let makespan = run(&["--objective", "makespan:2"]);
    assert!(
        has(&makespan, "gflownet") && !has(&makespan, "hierarchical"),
        "{:?}",
        schedulers(&makespan)
    );
    assert!(has(&makespan, "critical-path"), "the classics join it");
    // A list the user names is the list, whatever the objective.
    let named = run(&[
        "--objective",
        "makespan:2",
        "--scheduler",
        "classic,hierarchical",
    ]);
    assert!(
        has(&named, "hierarchical") && !has(&named, "gflownet"),
        "{:?}",
        schedulers(&named)
    );
}
