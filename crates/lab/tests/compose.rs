//! Composing GFlowNets from the command line (EP-GFlowNets): local models trained per reward
//! or per shard, aggregated, and used by `bench`/`schedule`; the manifests that tie them
//! together; bad input; and the Ray launcher on a real two-node Ray cluster on loopback.
#![cfg(feature = "torch")]

#[path = "../../../tests/common/mod.rs"]
mod common;
use common::*;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A config small enough for a test: synthetic graphs only.
fn tiny_config(dir: &Path) -> PathBuf {
    let config = dir.join("tiny.toml");
    std::fs::write(
        &config,
        "[model]\nhidden = 16\nlayers = 2\n\
         [train]\nsteps = 8\ngraphs_per_step = 2\ntrajectories = 8\n\
         [data]\nsynthetic = [\"er:15:0.2\", \"layered:20:4:0.3\"]\nsynthetic_graphs = 8\n",
    )
    .unwrap();
    config
}

/// `flowsched-lab` for the lab's commands, `flowsched` for the product's.
fn run(args: &[&str]) -> std::process::Output {
    match args[0] {
        "schedule" | "inspect" => flowsched(args),
        _ => lab(args),
    }
}

fn ok(args: &[&str]) -> String {
    let run = run(args);
    assert!(
        run.status.success(),
        "flowsched {}: {}",
        args.join(" "),
        String::from_utf8_lossy(&run.stderr)
    );
    String::from_utf8_lossy(&run.stdout).into_owned()
}

fn fails(args: &[&str]) -> String {
    let run = run(args);
    assert!(
        !run.status.success(),
        "flowsched {} should fail",
        args.join(" ")
    );
    String::from_utf8_lossy(&run.stderr).into_owned()
}

fn manifest(weights: &Path) -> Value {
    let text = std::fs::read_to_string(weights.with_extension("manifest.json")).unwrap();
    serde_json::from_str(&text).unwrap()
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// `flowsched-lab bench` with the GFlowNet weights `model` on one graph.
fn bench_with(model: &Path, graph: &Path, objective: &str, samples: &str, out: &Path) -> String {
    ok(&[
        "bench",
        s(graph),
        "--objective",
        objective,
        "--scheduler",
        "gflownet",
        "--samples",
        samples,
        "--model",
        s(model),
        "--out",
        s(out),
    ])
}

/// Multi-objective and multi-machine compositions from the CLI: `train --reward` and
/// `--shard` write local models with manifests, `aggregate` composes them (deterministically),
/// and `bench` samples from the composed model.
#[test]
fn train_locals_aggregate_and_schedule_with_the_composition() {
    let dir = tempfile::tempdir().unwrap();
    let config = tiny_config(dir.path());
    let local = |name: &str, args: &[&str]| {
        let w = dir.path().join(format!("{name}.safetensors"));
        let mut all = vec!["train", "--config", s(&config), "-o", s(&w)];
        all.extend_from_slice(args);
        ok(&all);
        w
    };
    let latency = local("latency", &["--reward", "makespan:4"]);
    let memory = local("memory", &["--reward", "memory"]);
    let shard0 = local("shard0", &["--reward", "makespan:4", "--shard", "0/2"]);
    let shard1 = local("shard1", &["--reward", "makespan:4", "--shard", "1/2"]);
    assert_eq!(manifest(&memory)["reward"], "memory");
    assert_eq!(manifest(&memory)["kind"], "train");
    assert_eq!(manifest(&shard1)["shard"], "1/2");
    assert_ne!(
        manifest(&shard0)["config_sha256"],
        manifest(&shard1)["config_sha256"],
        "the shard is part of the effective configuration"
    );

    let aggregate = |out: &Path, locals: &[&Path], extra: &[&str]| {
        let mut args = vec!["aggregate", "--config", s(&config), "-o", s(out)];
        for l in locals {
            args.extend(["--local", s(l)]);
        }
        args.extend_from_slice(extra);
        ok(&args)
    };
    let both = dir.path().join("both.safetensors");
    let said = aggregate(&both, &[&latency, &memory], &[]);
    assert!(
        said.contains("samples for makespan:4@cpu+memory@cpu"),
        "{said}"
    );
    let m = manifest(&both);
    assert_eq!(m["kind"], "aggregate");
    assert_eq!(m["locals"].as_array().unwrap().len(), 2);
    // Same inputs, same seed: the same global model, byte for byte.
    let again = dir.path().join("again.safetensors");
    aggregate(&again, &[&latency, &memory], &[]);
    assert_eq!(
        std::fs::read(&both).unwrap(),
        std::fs::read(&again).unwrap()
    );
    // Weights trade the objectives.
    let leaner = dir.path().join("leaner.safetensors");
    aggregate(
        &leaner,
        &[&latency, &memory],
        &["--weight", "0.5", "--weight", "2"],
    );
    assert_eq!(
        manifest(&leaner)["reward"],
        "0.5*makespan:4@cpu+2*memory@cpu"
    );
    // N shards of one reward compose back to that reward (weights 1/N).
    let shards = dir.path().join("shards.safetensors");
    aggregate(&shards, &[&shard0, &shard1], &[]);
    let m = manifest(&shards);
    assert_eq!(m["reward"], "makespan:4@cpu");
    assert_eq!(m["locals"][0]["weight"], 0.5);

    // The composed models schedule graphs they never saw.
    let graph = dir.path().join("g.json");
    ok(&[
        "generate",
        "--kind",
        "sp:30",
        "--seed",
        "5",
        "-o",
        s(&graph),
    ]);
    for model in [&both, &shards] {
        let said = bench_with(model, &graph, "memory", "20", &dir.path().join("bench"));
        assert!(said.contains("gflownet"), "{said}");
    }
}

#[test]
fn bad_compositions_are_clear_errors() {
    let dir = tempfile::tempdir().unwrap();
    let config = tiny_config(dir.path());
    let c = s(&config);
    let err = fails(&["train", "--config", c, "--shard", "2/2"]);
    assert!(
        err.contains("--shard") && err.contains("0 ≤ i < N"),
        "{err}"
    );
    let err = fails(&[
        "train",
        "--config",
        c,
        "--reward",
        "makespan:4@cpu+makespan:4@h200",
    ]);
    assert!(err.contains("flowsched-lab aggregate"), "{err}");
    let err = fails(&["train", "--config", c, "--reward", "speed"]);
    assert!(err.contains("--reward") && err.contains("speed"), "{err}");
    // Phase 1 of the shipped model has no manifest; the shipped model has one, but it is
    // conditioned on several objectives: neither is a local model.
    for (weights, says) in [
        ("models/flowsched-gfn-base.safetensors", "no manifest"),
        ("models/flowsched-gfn.safetensors", "several objectives"),
    ] {
        let err = fails(&[
            "aggregate",
            "--config",
            c,
            "--local",
            s(&repo_path(weights)),
            "-o",
            s(&dir.path().join("x.safetensors")),
        ]);
        assert!(err.contains(weights) && err.contains(says), "{err}");
    }
    let w = dir.path().join("m.safetensors");
    ok(&["train", "--config", c, "--reward", "memory", "-o", s(&w)]);
    let err = fails(&[
        "aggregate",
        "--config",
        c,
        "--local",
        s(&w),
        "--weight",
        "1",
        "--weight",
        "2",
        "-o",
        s(&dir.path().join("y.safetensors")),
    ]);
    assert!(err.contains("2 --weight values for 1 --local"), "{err}");
    let err = fails(&[
        "aggregate",
        "--config",
        c,
        "--local",
        s(&w),
        "--weight",
        "0",
        "-o",
        s(&dir.path().join("y.safetensors")),
    ]);
    assert!(err.contains("positive"), "{err}");
    // Weights swapped under a manifest are caught before any work.
    let other = dir.path().join("o.safetensors");
    ok(&[
        "train",
        "--config",
        c,
        "--reward",
        "makespan:4",
        "-o",
        s(&other),
    ]);
    std::fs::copy(&other, &w).unwrap();
    let err = fails(&[
        "aggregate",
        "--config",
        c,
        "--local",
        s(&w),
        "-o",
        s(&dir.path().join("z.safetensors")),
    ]);
    assert!(err.contains("do not match their manifest"), "{err}");
}

/// Stops the test's Ray cluster however the test ends. (`ray stop` stops every Ray process
/// of this user on the machine: the test's cluster is the only one it expects.)
struct RayCluster {
    ray: PathBuf,
}

impl Drop for RayCluster {
    fn drop(&mut self) {
        let _ = Command::new(&self.ray).arg("stop").output();
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// The multi-machine launcher end to end on a real Ray cluster: a head and a worker node on
/// loopback (one CPU each), two shard trainings placed as Ray tasks on the two nodes, their
/// weights returned through Ray and aggregated; the global model then schedules a graph.
#[test]
fn ray_launcher_trains_shards_on_two_nodes_and_aggregates() {
    let ray = python().with_file_name("ray");
    assert!(ray.exists(), "{} missing: run `make setup`", ray.display());
    let dir = tempfile::tempdir().unwrap();
    let config = tiny_config(dir.path());
    let port = free_port();
    let address = format!("127.0.0.1:{port}");
    let cluster = RayCluster { ray: ray.clone() };
    let start = |args: &[&str]| {
        let out = Command::new(&cluster.ray)
            .arg("start")
            .args(args)
            .args([
                "--node-ip-address",
                "127.0.0.1",
                "--num-cpus",
                "1",
                "--object-store-memory",
                "80000000",
                "--disable-usage-stats",
            ])
            .env("RAY_USAGE_STATS_ENABLED", "0")
            .output()
            .expect("ray runs");
        assert!(
            out.status.success(),
            "ray start {}: {}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr)
        );
    };
    let port_arg = port.to_string();
    start(&["--head", "--port", &port_arg, "--include-dashboard=false"]);
    start(&["--address", &address]);

    let out = dir.path().join("run");
    let run = Command::new(python())
        .arg(repo_path("scripts/ray_train.py"))
        .args([
            "--address",
            &address,
            "--config",
            s(&config),
            "--reward",
            "makespan:4",
        ])
        .args(["--shards", "2", "--aggregate-steps", "4", "--out", s(&out)])
        .args(["--flowsched-lab", env!("CARGO_BIN_EXE_flowsched-lab")])
        .arg("--workdir")
        .arg(repo_root())
        .output()
        .expect("python runs");
    assert!(
        run.status.success(),
        "ray_train.py: {}\n{}",
        String::from_utf8_lossy(&run.stdout),
        String::from_utf8_lossy(&run.stderr)
    );
    let summary: Value =
        serde_json::from_str(&std::fs::read_to_string(out.join("ray_summary.json")).unwrap())
            .unwrap();
    assert_eq!(
        summary["nodes"].as_array().unwrap().len(),
        2,
        "one shard per node: {summary}"
    );
    let global = out.join("global.safetensors");
    let m = manifest(&global);
    assert_eq!(m["kind"], "aggregate");
    assert_eq!(m["reward"], "makespan:4@cpu");
    let shards: Vec<String> = (0..2)
        .map(|i| manifest(&out.join(format!("local-0-{i}.safetensors")))["shard"].to_string())
        .collect();
    assert_eq!(shards, ["\"0/2\"", "\"1/2\""]);
    drop(cluster);

    let graph = dir.path().join("g.json");
    ok(&[
        "generate",
        "--kind",
        "nas:2:5",
        "--seed",
        "3",
        "-o",
        s(&graph),
    ]);
    bench_with(
        &global,
        &graph,
        "makespan:4",
        "10",
        &dir.path().join("bench"),
    );
}

/// The three shipped compositions load from a fresh clone, their manifests match the local
/// models shipped next to them, and each schedules a graph it never saw.
#[test]
fn shipped_compositions_are_consistent_and_schedule() {
    let dir = tempfile::tempdir().unwrap();
    let graph = dir.path().join("g.json");
    ok(&[
        "generate",
        "--kind",
        "sp:40",
        "--seed",
        "9",
        "-o",
        s(&graph),
    ]);
    for (name, reward) in [
        ("latency-memory", "makespan:4@cpu+memory@cpu"),
        (
            "cpu-h200",
            "makespan:4@models/compose/this-cpu.json+makespan:4@h200",
        ),
        ("memory-shards", "memory@cpu"),
    ] {
        let global = repo_path(&format!("models/compose/{name}.safetensors"));
        let m = manifest(&global);
        assert_eq!(m["reward"], reward, "{name}");
        for local in m["locals"].as_array().unwrap() {
            let path = repo_path(local["path"].as_str().unwrap());
            let bytes = std::fs::read(&path).unwrap();
            use sha2::Digest;
            let sha = format!("{:x}", sha2::Sha256::digest(&bytes));
            assert_eq!(
                local["weights_sha256"],
                sha,
                "{} changed since {name} was composed",
                path.display()
            );
        }
        bench_with(&global, &graph, "makespan:4", "20", &dir.path().join(name));
    }
}

/// `flowsched-lab pareto` compares models' fronts on several axes and writes every graph's fronts;
/// a bad `--rank` is a clear error.
#[test]
fn pareto_compares_fronts_and_reports_them() {
    let dir = tempfile::tempdir().unwrap();
    let graphs = dir.path().join("graphs");
    ok(&[
        "generate",
        "--kind",
        "sp:25",
        "--count",
        "3",
        "--seed",
        "4",
        "-o",
        s(&graphs),
    ]);
    let a = repo_path("models/compose/latency-memory.safetensors");
    let b = repo_path("models/compose/central.safetensors");
    let out = dir.path().join("pareto");
    let said = ok(&[
        "pareto",
        s(&graphs),
        "--model",
        s(&a),
        "--model",
        s(&b),
        "--rank",
        "makespan:4+memory",
        "--samples",
        "50",
        "--top-k",
        "10",
        "--out",
        s(&out),
    ]);
    assert!(said.contains("3 graphs, top 10 of 50 samples"), "{said}");
    let rows: Value =
        serde_json::from_str(&std::fs::read_to_string(out.join("pareto.json")).unwrap()).unwrap();
    let rows = rows.as_array().unwrap();
    assert_eq!(rows.len(), 6, "one row per graph and model");
    for r in rows {
        let front = r["front"].as_array().unwrap();
        assert!(!front.is_empty() && front.iter().all(|p| p.as_array().unwrap().len() == 2));
    }
    assert_eq!(
        rows[0]["epsilon_vs_reference"], 1.0,
        "the reference covers itself"
    );
    let err = fails(&["pareto", s(&graphs), "--model", s(&a), "--rank", "speed"]);
    assert!(err.contains("--rank") && err.contains("speed"), "{err}");
}

/// Training one objective further keeps a multi-objective model multi-objective (it still
/// serves every objective), records where it started, and may add the hint features.
#[test]
fn training_on_from_weights_keeps_what_the_model_serves() {
    let dir = tempfile::tempdir().unwrap();
    let config = tiny_config(dir.path());
    let c = s(&config);
    let multi = dir.path().join("multi.safetensors");
    ok(&["train", "--config", c, "-o", s(&multi)]);
    assert!(manifest(&multi)["reward"].is_null());
    assert!(manifest(&multi).get("from_sha256").is_none());
    let single = dir.path().join("single.safetensors");
    ok(&[
        "train",
        "--config",
        c,
        "--reward",
        "memory",
        "-o",
        s(&single),
    ]);
    assert_eq!(manifest(&single)["reward"], "memory");
    // From the multi-objective model, for memory only, with hints added: still for all.
    let hinted = dir.path().join("hinted.toml");
    std::fs::write(
        &hinted,
        std::fs::read_to_string(&config)
            .unwrap()
            .replace("[model]\n", "[model]\nhints = true\n"),
    )
    .unwrap();
    let tuned = dir.path().join("tuned.safetensors");
    ok(&[
        "train",
        "--config",
        s(&hinted),
        "--reward",
        "memory",
        "--from",
        s(&multi),
        "-o",
        s(&tuned),
    ]);
    let m = manifest(&tuned);
    assert!(m["reward"].is_null(), "{m:#}");
    assert_eq!(m["from_sha256"], manifest(&multi)["weights_sha256"]);
    // From the memory model, for memory: still a memory model (a local for `aggregate`).
    let again = dir.path().join("again.safetensors");
    ok(&[
        "train",
        "--config",
        c,
        "--reward",
        "memory",
        "--from",
        s(&single),
        "-o",
        s(&again),
    ]);
    assert_eq!(manifest(&again)["reward"], "memory");
    // Hints cannot be taken away.
    let err = fails(&["train", "--config", c, "--from", s(&tuned), "-o", s(&again)]);
    assert!(err.contains("cannot start"), "{err}");
}
