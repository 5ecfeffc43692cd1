//! Golden orders: every scheduler, on the test models, gives the orders recorded in
//! `tests/golden/orders.json`, byte for byte. It guards refactors that must not change behaviour
//! (issue 19: the operator registry moves the shape rules and FLOP table the importer uses).
//!
//! Each model also records a digest of its imported DAG (sizes, FLOPs, runtimes, edges), so a
//! moved shape rule that changes a size is caught even where no order happens to change.
//!
//! Re-record (only when a change of orders is intended, and say why in the commit):
//! `FLOWSCHED_RECORD_GOLDEN=1 cargo test --test golden_orders`. Without the file the test fails.
//!
//! The models: the ONNX and JSON DAG files of `tests/data`, and the real architectures of the
//! venv's onnx package (`light/`, pinned by scripts/setup.sh), as in tests/schedulers.rs. The
//! MLIR models of `tests/mlir/models` are left out: the exact memory solver runs into its state
//! budget on every one of them (15–50 s each), and the operator registry does not touch the
//! MLIR importer.

mod common;
use common::*;
use flowsched::cost::profile::DeviceProfile;
use flowsched::cost::{Evaluator, Objective};
use flowsched::dag::{Order, Planned, ScheduleDag};
use flowsched::model::Model;
use flowsched::onnx::ImportOptions;
use flowsched::pipeline::ExecutionOrder;
use flowsched::schedulers::{self, GflownetOptions, Scheduler};
use rand::SeedableRng;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Instant;

const GOLDEN: &str = "tests/golden/orders.json";
const RECORD_ENV: &str = "FLOWSCHED_RECORD_GOLDEN";
const SEED: u64 = 19;
/// Orders asked of each scheduler (the stochastic ones give this many).
const ORDERS: usize = 2;

/// Runs left out because one costs more than a few seconds in a debug build (all the others
/// together take about 15 s):
/// - the exact memory DP spends its whole state budget on densenet121 (about 19 s);
/// - uniform random topological sampling takes about 5 s per objective on resnet50 and
///   shufflenet;
/// - the makespan branch and bound's node budget is sized for release builds: 3.5 s on the
///   40-node alexnet, over 6 minutes on inception_v1; it runs on graphs of up to 25 nodes.
fn too_slow(scheduler: &str, file: &str, nodes: usize, objective: Objective) -> bool {
    match scheduler {
        "exact-memory" => file == "light_densenet121.onnx",
        "random" => matches!(file, "light_resnet50.onnx" | "light_shufflenet.onnx"),
        "bnb-makespan" => objective.units().is_some() && nodes > 25,
        _ => false,
    }
}

#[derive(Debug, Serialize, Deserialize, PartialEq)]
struct Golden {
    note: String,
    /// By model; the onnx package's models as `onnx-backend/<set>/<file>`.
    models: BTreeMap<String, ModelGolden>,
}

#[derive(Debug, Serialize, Deserialize, PartialEq)]
struct ModelGolden {
    nodes: usize,
    /// SHA-256 (first 16 hex digits) of the imported DAG: nodes with their FLOPs, bytes and
    /// runtimes, tensors with their sizes, and the edges.
    dag: String,
    /// `objective/scheduler` → one entry per order: SHA-256 (16 hex digits) of the order as
    /// source-node indices, then its proxy cost.
    orders: BTreeMap<String, Vec<String>>,
}

fn test_models() -> Vec<(String, PathBuf)> {
    let mut out: Vec<(String, PathBuf)> = [
        "tests/data/inception_cell.onnx",
        "tests/data/layered_30.json",
        "tests/data/xla_counterexample.json",
    ]
    .iter()
    .map(|p| (p.to_string(), repo_path(p)))
    .collect();
    let light = onnx_backend_data().join("light");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&light)
        .unwrap_or_else(|e| panic!("{}: {e}", light.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "onnx"))
        .collect();
    files.sort();
    assert!(files.len() >= 9, "the onnx package's light models");
    for f in files {
        let name = f.file_name().unwrap().to_string_lossy().to_string();
        out.push((format!("onnx-backend/light/{name}"), f));
    }
    out
}

fn hex16(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .take(8)
        .map(|b| format!("{b:02x}"))
        .collect()
}

fn dag_digest(dag: &ScheduleDag) -> String {
    let mut text = String::new();
    for n in dag.nodes() {
        let op = dag.node(n);
        text += &format!(
            "node {} {} {} {:016x} {} {} {:?} {:?}\n",
            op.name,
            op.op,
            op.source_id,
            op.flops.to_bits(),
            op.bytes_read,
            op.bytes_written,
            op.runtime.map(f64::to_bits),
            op.outputs
        );
    }
    for t in dag.tensors() {
        text += &format!(
            "tensor {} {} {} {} {:?} {:?}\n",
            t.name,
            t.bytes,
            t.size_known,
            t.graph_output,
            t.producer.map(|p| p.index()),
            t.consumers.iter().map(|c| c.index()).collect::<Vec<_>>()
        );
    }
    for e in dag.graph().raw_edges() {
        text += &format!(
            "edge {} {} {:?} {}\n",
            e.source().index(),
            e.target().index(),
            e.weight.tensors,
            e.weight.bytes
        );
    }
    hex16(text.as_bytes())
}

fn order_entry(dag: &ScheduleDag, eval: &Evaluator, order: &Order) -> String {
    let ids: Vec<String> = order
        .iter()
        .map(|n| dag.node(n).source_id.to_string())
        .collect();
    format!("{} {}", hex16(ids.join(",").as_bytes()), eval.cost(order))
}

/// Every scheduler by name: the library's list, and the GFlowNet with the shipped weights.
fn all_schedulers() -> Vec<(String, Box<dyn Scheduler>)> {
    let mut out: Vec<(String, Box<dyn Scheduler>)> = schedulers::names()
        .map(|n| (n.to_string(), schedulers::by_name(n).unwrap()))
        .collect();
    // The learned ones sample in plain Rust in every build (their weights are built in).
    for n in schedulers::of_kind(schedulers::Kind::Learned) {
        let s = flowsched::registry::build(n, &GflownetOptions::default())
            .unwrap_or_else(|e| panic!("{n}: {e}"));
        out.push((n.to_string(), s));
    }
    out
}

fn compute() -> Golden {
    let schedulers = all_schedulers();
    let objectives = [Objective::PeakMemory, Objective::Makespan { units: 2 }];
    let mut models = BTreeMap::new();
    for (key, path) in test_models() {
        let file = path.file_name().unwrap().to_string_lossy().to_string();
        let mut model =
            Model::load(&path, &ImportOptions::default()).unwrap_or_else(|e| panic!("{key}: {e}"));
        // Runtimes from FLOPs and bytes where the model gives none, as `schedule` does.
        DeviceProfile::generic_cpu().annotate(model.dag_mut());
        // As the format's usual runtime plans it, the file run as written.
        let scored = flowsched::backend::Scored::of(model, None, Some(ExecutionOrder::File))
            .unwrap_or_else(|e| panic!("{key}: {e}"));
        let plan = scored.plan();
        let dag = &Planned::new(scored.model.dag(), &plan);
        let mut orders = BTreeMap::new();
        for objective in objectives {
            let eval = Evaluator::new(dag, objective);
            for (name, s) in &schedulers {
                if too_slow(name, &file, dag.len(), objective) {
                    continue;
                }
                let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(SEED);
                let t = Instant::now();
                let got = s.orders(dag, objective, ORDERS, &mut rng);
                if t.elapsed().as_secs_f64() > 2.0 {
                    eprintln!("{key} {name}: {:.1} s", t.elapsed().as_secs_f64());
                }
                assert!(!got.is_empty(), "{key}: {name} gave no order");
                orders.insert(
                    format!("{}/{name}", objective.spec()),
                    got.iter().map(|o| order_entry(dag, &eval, o)).collect(),
                );
            }
        }
        models.insert(
            key,
            ModelGolden {
                nodes: dag.len(),
                dag: dag_digest(dag),
                orders,
            },
        );
    }
    Golden {
        note: format!(
            "Written by tests/golden_orders.rs ({RECORD_ENV}=1 cargo test --test golden_orders); \
             seed {SEED}, {ORDERS} orders asked of each scheduler. Do not edit by hand."
        ),
        models,
    }
}

fn to_text(g: &Golden) -> String {
    serde_json::to_string_pretty(g).unwrap() + "\n"
}

#[test]
fn every_scheduler_gives_the_recorded_orders() {
    let path = repo_path(GOLDEN);
    let actual = compute();
    if std::env::var_os(RECORD_ENV).is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, to_text(&actual)).unwrap();
        eprintln!("recorded {}", path.display());
        return;
    }
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e}; record it with {RECORD_ENV}=1 cargo test --test golden_orders",
            path.display()
        )
    });
    let recorded: Golden = serde_json::from_str(&text).expect("the golden file parses");
    assert_eq!(
        text,
        to_text(&recorded),
        "{GOLDEN} is not in the form this test writes (edited by hand?)"
    );

    let mut diffs = Vec::new();
    for (key, want) in &recorded.models {
        let Some(got) = actual.models.get(key) else {
            diffs.push(format!(
                "{key}: recorded, but not among the test models now"
            ));
            continue;
        };
        if (got.nodes, &got.dag) != (want.nodes, &want.dag) {
            diffs.push(format!(
                "{key}: imported DAG differs: {} nodes, digest {} (recorded {} nodes, {})",
                got.nodes, got.dag, want.nodes, want.dag
            ));
        }
        for (k, w) in &want.orders {
            match got.orders.get(k) {
                Some(g) if g == w => {}
                Some(g) => diffs.push(format!("{key} {k}: got {g:?}, recorded {w:?}")),
                None => diffs.push(format!("{key} {k}: recorded, not computed now")),
            }
        }
        for k in got.orders.keys().filter(|k| !want.orders.contains_key(*k)) {
            diffs.push(format!("{key} {k}: computed, not recorded"));
        }
    }
    for key in actual.models.keys() {
        if !recorded.models.contains_key(key) {
            diffs.push(format!("{key}: a test model with no recorded orders"));
        }
    }
    if !diffs.is_empty() {
        let out = std::env::temp_dir().join("golden_orders.actual.json");
        std::fs::write(&out, to_text(&actual)).unwrap();
        panic!(
            "{} difference(s) from {GOLDEN} (this run's file: {}):\n{}",
            diffs.len(),
            out.display(),
            diffs.join("\n")
        );
    }
}
