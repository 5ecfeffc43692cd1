//! The GFlowNet, checked for real: on a graph small enough to enumerate every order, a trained
//! sampler's empirical distribution matches R/Z; sampled orders are valid; a seed fixes the
//! samples; the shipped weights load.
#![cfg(feature = "torch")]

use flowsched::cost::{Evaluator, Objective};
use flowsched::dag::{JsonDag, Order, Plan, Planned, PlannedDag, ScheduleDag};
use flowsched::gflownet::aggregate::{fit_composition, initial_global, Composition, Local};
use flowsched::gflownet::config::TrainSettings;
use flowsched::gflownet::env::{replay, GraphEnv};
use flowsched::gflownet::rollout::sample_many;
use flowsched::gflownet::train::fit;
use flowsched::gflownet::{ModelConfig, PolicyNet, Reward};
use flowsched::pipeline::ExecutionOrder;
use petgraph::graph::NodeIndex;
use std::collections::HashMap;

/// libtorch's RNG (weight initialisation) is global and tests run on parallel threads: tests
/// that build networks take this lock so a seed means the same weights.
static TORCH_RNG: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn torch_lock() -> std::sync::MutexGuard<'static, ()> {
    TORCH_RNG.lock().unwrap_or_else(|e| e.into_inner())
}

/// Every topological order of `dag` (small graphs only).
fn all_orders(dag: &ScheduleDag) -> Vec<Vec<u32>> {
    fn go(
        dag: &ScheduleDag,
        indeg: &mut Vec<usize>,
        prefix: &mut Vec<u32>,
        out: &mut Vec<Vec<u32>>,
    ) {
        if prefix.len() == dag.len() {
            out.push(prefix.clone());
            return;
        }
        for v in 0..dag.len() {
            if indeg[v] == 0 && !prefix.contains(&(v as u32)) {
                let succs: Vec<usize> = dag.succs(NodeIndex::new(v)).map(|s| s.index()).collect();
                succs.iter().for_each(|&s| indeg[s] -= 1);
                prefix.push(v as u32);
                go(dag, indeg, prefix, out);
                prefix.pop();
                succs.iter().for_each(|&s| indeg[s] += 1);
            }
        }
    }
    let mut indeg: Vec<usize> = dag.nodes().map(|v| dag.preds(v).count()).collect();
    let mut out = Vec::new();
    go(dag, &mut indeg, &mut Vec::new(), &mut out);
    out
}

/// log R of every order of `orders` (the exact, unnormalised target).
fn exact_log_rewards(
    dag: &ScheduleDag,
    objective: Objective,
    sigma: f64,
    orders: &[Vec<u32>],
) -> Vec<f64> {
    let env = GraphEnv::new(&Planned::as_written(dag), objective);
    let eval = Evaluator::new(&Planned::as_written(dag), objective);
    orders
        .iter()
        .map(|o| {
            let order =
                Order::new(dag, o.iter().map(|&v| NodeIndex::new(v as usize)).collect()).unwrap();
            env.log_reward(eval.cost(&order), sigma)
        })
        .collect()
}

/// A 7-node fork/join graph with uneven runtimes: 2 units make the order matter.
fn small_graph() -> ScheduleDag {
    serde_json::from_str::<JsonDag>(
        r#"{"nodes": [
            {"name": "s", "runtime": 0.2, "bytes": 10},
            {"name": "a", "runtime": 0.9, "bytes": 40},
            {"name": "b", "runtime": 0.3, "bytes": 20},
            {"name": "c", "runtime": 0.6, "bytes": 30},
            {"name": "d", "runtime": 0.4, "bytes": 50},
            {"name": "e", "runtime": 0.8, "bytes": 10},
            {"name": "t", "runtime": 0.1, "bytes": 10}],
          "edges": [["s","a"],["s","b"],["s","c"],["b","d"],["c","e"],["a","t"],["d","t"],["e","t"]]}"#,
    )
    .unwrap()
    .to_dag()
    .unwrap()
}

#[test]
fn sampler_matches_the_reward_distribution_on_an_enumerable_graph() {
    let dag = small_graph();
    let objective = Objective::Makespan { units: 2 };
    let sigma = 0.1;
    let env = GraphEnv::new(&Planned::as_written(&dag), objective);
    let orders = all_orders(&dag);
    // The exact target: p(order) = R(order) / Z.
    let log_r = exact_log_rewards(&dag, objective, sigma, &orders);
    let max = log_r.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let z: f64 = log_r.iter().map(|l| (l - max).exp()).sum();
    let target: HashMap<&Vec<u32>, f64> = orders
        .iter()
        .zip(&log_r)
        .map(|(o, l)| (o, (l - max).exp() / z))
        .collect();

    let _torch = torch_lock();
    tch::manual_seed(0);
    let net = PolicyNet::new(ModelConfig {
        hidden: 64,
        layers: 3,
        ..Default::default()
    });
    let settings = TrainSettings {
        steps: 3000,
        graphs_per_step: 1,
        trajectories: 128,
        learning_rate: 3e-3,
        sigma_min: sigma,
        sigma_max: sigma,
        epsilon: 0.0,
        seed: 1,
        ..TrainSettings::default()
    };
    let reward = Reward::single(objective);
    let stats = fit(
        &net,
        std::slice::from_ref(&Planned::as_written(&dag)),
        &reward,
        &settings,
    );
    let params = net.node_params(&Planned::as_written(&dag), sigma, &reward);
    let samples = 40_000;
    let mut counts: HashMap<Vec<u32>, usize> = HashMap::new();
    for t in sample_many(&env, &params, samples, 7, 0.0, false) {
        *counts.entry(t.order).or_default() += 1;
    }
    let tv: f64 = 0.5
        * orders
            .iter()
            .map(|o| {
                (counts.get(o).copied().unwrap_or(0) as f64 / samples as f64 - target[o]).abs()
            })
            .sum::<f64>();
    // A uniform sampler's distance, for scale.
    let uniform_tv: f64 = 0.5
        * orders
            .iter()
            .map(|o| (1.0 / orders.len() as f64 - target[o]).abs())
            .sum::<f64>();
    eprintln!(
        "{} orders; total variation to R/Z: trained {tv:.4}, uniform {uniform_tv:.4}; last loss {:.4}",
        orders.len(),
        stats.last().unwrap().loss
    );
    assert!(
        counts.keys().all(|o| target.contains_key(o)),
        "every sample is a valid order"
    );
    assert!(
        tv < 0.08 && tv < uniform_tv / 4.0,
        "total variation {tv:.4} to R/Z is too large (uniform: {uniform_tv:.4})"
    );
}

/// Normalises log weights into probabilities.
fn normalise(log_w: &[f64]) -> Vec<f64> {
    let max = log_w.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let z: f64 = log_w.iter().map(|l| (l - max).exp()).sum();
    log_w.iter().map(|l| (l - max).exp() / z).collect()
}

/// The Jeffrey divergence KL(p‖q) + KL(q‖p) = Σ (p − q) ln(p / q).
fn jeffrey(p: &[f64], q: &[f64]) -> f64 {
    p.iter().zip(q).map(|(a, b)| (a - b) * (a / b).ln()).sum()
}

/// The exact probability a model gives every order: the product of its step probabilities.
fn exact_distribution(
    env: &GraphEnv,
    net: &PolicyNet,
    sigma: f64,
    orders: &[Vec<u32>],
) -> Vec<f64> {
    let params = net.node_params(&env.planned(), sigma, &env.reward);
    orders
        .iter()
        .map(|o| replay(env, &params, o, false).1.exp())
        .collect()
}

/// Embarrassingly Parallel GFlowNets, checked exactly: two local models fitted to different
/// rewards (makespan on 2 units, peak memory) are composed by aggregating balance alone, and
/// the global model's distribution over every order of the graph is compared with the exact
/// normalised product R_1·R_2. The Jeffrey divergence must be within the paper's bound,
/// Σ_n log((1 + β_n) / (1 − α_n)), where 1 − α_n ≤ p_n / π_n ≤ 1 + β_n are the local models'
/// measured errors, and far below a uniform sampler's.
#[test]
fn aggregated_model_samples_the_product_of_the_local_rewards() {
    let dag = small_graph();
    let sigma = 0.1;
    let orders = all_orders(&dag);
    let objectives = [Objective::Makespan { units: 2 }, Objective::PeakMemory];
    let settings = TrainSettings {
        steps: 1500,
        graphs_per_step: 1,
        trajectories: 128,
        learning_rate: 3e-3,
        sigma_min: sigma,
        sigma_max: sigma,
        epsilon: 0.0,
        seed: 1,
        ..TrainSettings::default()
    };
    let config = ModelConfig {
        hidden: 64,
        layers: 3,
        ..Default::default()
    };
    let _torch = torch_lock();
    let mut locals = Vec::new();
    let mut targets = Vec::new();
    let mut bound = 0.0;
    for (n, &objective) in objectives.iter().enumerate() {
        let reward = Reward::single(objective);
        let env = GraphEnv::for_reward(&Planned::as_written(&dag), reward.clone());
        let log_r = exact_log_rewards(&dag, objective, sigma, &orders);
        tch::manual_seed(n as i64);
        let net = PolicyNet::new(config);
        fit(
            &net,
            std::slice::from_ref(&Planned::as_written(&dag)),
            &reward,
            &settings,
        );
        let p = exact_distribution(&env, &net, sigma, &orders);
        let total: f64 = p.iter().sum();
        assert!(
            (total - 1.0).abs() < 1e-4,
            "P_F sums to {total} over all orders"
        );
        let target = normalise(&log_r);
        let ratios = p.iter().zip(&target).map(|(a, b)| a / b);
        let (lo, hi) = ratios.fold((f64::INFINITY, 0.0f64), |(l, h), r| (l.min(r), h.max(r)));
        eprintln!(
            "local {reward}: p/π in [{lo:.3}, {hi:.3}], Jeffrey {:.4}",
            jeffrey(&p, &target)
        );
        bound += (hi / lo).ln();
        targets.push(log_r);
        locals.push(Local {
            path: Default::default(),
            net,
            reward,
            profile: "cpu".into(),
            weight: 1.0,
        });
    }
    let product = normalise(
        &(0..orders.len())
            .map(|i| targets[0][i] + targets[1][i])
            .collect::<Vec<_>>(),
    );

    let global = initial_global(config, &locals, 2);
    let graphs = [PlannedDag::new(dag.clone(), Plan::default())];
    let stats = fit_composition(
        &global,
        &locals,
        &graphs,
        &TrainSettings {
            steps: 1500,
            ..settings.clone()
        },
    )
    .unwrap();
    let composition = Composition::new(&locals, &graphs).unwrap();
    let p = exact_distribution(&composition.global_env(0), &global, sigma, &orders);
    let j = jeffrey(&p, &product);
    let uniform = jeffrey(&vec![1.0 / orders.len() as f64; orders.len()], &product);
    eprintln!(
        "{} orders; global ∝ {}: Jeffrey to the product {j:.4} (bound {bound:.4}, uniform {uniform:.4}); last loss {:.4}",
        orders.len(),
        composition.reward,
        stats.last().unwrap().loss
    );
    assert!(
        j <= bound,
        "Jeffrey divergence {j:.4} exceeds the bound {bound:.4}"
    );
    assert!(
        j < uniform / 10.0,
        "Jeffrey divergence {j:.4} is not far below a uniform sampler's {uniform:.4}"
    );
}

fn er_graph(nodes: usize, seed: u64) -> ScheduleDag {
    use flowsched::generate::{generate, GenOptions, GraphKind};
    generate(&GenOptions {
        kind: GraphKind::ErdosRenyi { nodes, p: 0.1 },
        seed,
        ..Default::default()
    })
    .to_dag()
    .unwrap()
}

#[test]
fn samples_are_valid_distinct_ranked_and_fixed_by_the_seed() {
    use flowsched::gflownet::GflownetScheduler;
    use flowsched::schedulers::Scheduler;
    use rand::SeedableRng;
    let _torch = torch_lock();
    tch::manual_seed(3);
    let policy = PolicyNet::new(ModelConfig::default()).to_policy();
    let dag = er_graph(60, 5);
    for objective in [Objective::PeakMemory, Objective::Makespan { units: 4 }] {
        let s = GflownetScheduler::new(policy.clone(), 0.1);
        let run = |seed| {
            s.orders(
                &Planned::as_written(&dag),
                objective,
                200,
                &mut rand_chacha::ChaCha8Rng::seed_from_u64(seed),
            )
        };
        let a = run(1);
        assert!(
            a.len() > 100,
            "an untrained net samples many distinct orders ({})",
            a.len()
        );
        let eval = Evaluator::new(&Planned::as_written(&dag), objective);
        let costs: Vec<f64> = a.iter().map(|o| eval.cost(o)).collect();
        assert!(
            costs.windows(2).all(|w| w[0] <= w[1]),
            "best proxy cost first"
        );
        let distinct: std::collections::HashSet<&Order> = a.iter().collect();
        assert_eq!(distinct.len(), a.len(), "no duplicates");
        // Orders are validated on construction; the same seed gives the same samples.
        assert_eq!(a, run(1));
        assert_ne!(a, run(2));
    }
}

#[test]
fn training_resumes_exactly_from_its_checkpoint() {
    use flowsched::gflownet::config::TrainConfig;
    use flowsched::gflownet::optim::RunPaths;
    use flowsched::gflownet::train::train;
    let dir = tempfile::tempdir().unwrap();
    let config_text = r#"
        [model]
        hidden = 16
        layers = 1
        [train]
        steps = 6
        graphs_per_step = 2
        trajectories = 4
        checkpoint_every = 3
        [data]
        synthetic = ["er:12:0.2"]
        synthetic_graphs = 5
    "#;
    let path = dir.path().join("tiny.toml");
    std::fs::write(&path, config_text).unwrap();
    let config = TrainConfig::load(&path).unwrap();
    let _torch = torch_lock();
    let whole = RunPaths {
        weights: dir.path().join("whole.safetensors"),
    };
    train(&config, &whole, None, false, |_| {}).unwrap();
    // Half the steps, then a resumed run to the end.
    let mut half = config.clone();
    half.train.steps = 3;
    let split = RunPaths {
        weights: dir.path().join("split.safetensors"),
    };
    train(&half, &split, None, false, |_| {}).unwrap();
    train(&config, &split, None, true, |_| {}).unwrap();
    let read = |p: &std::path::Path| {
        let mut t = tch::Tensor::read_safetensors(p).unwrap();
        t.sort_by(|a, b| a.0.cmp(&b.0));
        t.into_iter()
            .map(|(n, t)| (n, Vec::<f32>::try_from(t.view(-1)).unwrap()))
            .collect::<Vec<_>>()
    };
    let (a, b) = (read(&whole.weights), read(&split.weights));
    let differ: Vec<&String> = a
        .iter()
        .zip(&b)
        .filter(|(x, y)| x != y)
        .map(|(x, _)| &x.0)
        .collect();
    assert!(
        a.len() == b.len() && differ.is_empty(),
        "resumed weights differ in {differ:?}"
    );
    let log = std::fs::read_to_string(split.log()).unwrap();
    assert_eq!(log.lines().count(), 6, "the log continues too");
}

#[test]
fn bad_config_names_the_file_and_the_problem() {
    use flowsched::gflownet::config::TrainConfig;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.toml");
    std::fs::write(&path, "[train]\nobjectives = [\"speed\"]\n").unwrap();
    let e = TrainConfig::load(&path).unwrap_err().to_string();
    assert!(e.contains("bad.toml") && e.contains("speed"), "{e}");
    std::fs::write(&path, "[train]\nstepz = 3\n").unwrap();
    let e = TrainConfig::load(&path).unwrap_err().to_string();
    assert!(e.contains("stepz"), "{e}");
}

/// The committed weights load from a fresh clone, and `schedule --scheduler gflownet` uses
/// them end to end: a valid, rewritten model whose peak is no worse than the original's.
#[test]
fn shipped_weights_schedule_the_example_end_to_end() {
    use flowsched::pipeline::{run, Options};
    let weights = flowsched::gflownet::shipped_model_path();
    assert!(
        weights.exists(),
        "{} is missing: it is committed in models/",
        weights.display()
    );
    let _torch = torch_lock();
    PolicyNet::load(&weights).expect("the shipped weights load");
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("scheduled.onnx");
    let report = run(&Options {
        input: "tests/data/inception_cell.onnx".into(),
        output: Some(out.clone()),
        schedulers: "gflownet".parse().unwrap(),
        samples: 100,
        ..Options::default()
    })
    .unwrap();
    let from_gflownet = report
        .candidates
        .iter()
        .filter(|c| c.scheduler == "gflownet")
        .count();
    assert!(
        from_gflownet > 1,
        "the sampler gives several distinct orders ({from_gflownet})"
    );
    assert!(report.winner_cost <= report.original_cost);
    assert!(out.exists());
}

#[test]
fn missing_weights_are_a_clear_error() {
    use flowsched::pipeline::{run, Options};
    use flowsched::schedulers::GflownetOptions;
    let e = run(&Options {
        input: "tests/data/inception_cell.onnx".into(),
        schedulers: "gflownet".parse().unwrap(),
        gflownet: GflownetOptions {
            model: Some("no/such/weights.safetensors".into()),
            ..GflownetOptions::default()
        },
        ..Options::default()
    })
    .unwrap_err()
    .to_string();
    assert!(
        e.contains("no/such/weights.safetensors") && e.contains("no such file"),
        "{e}"
    );
}

/// `data.execution` trains where the runtime walks the graph: `walk` walks every training
/// graph, `both` has each twice (as written, then walked), and by default none is walked.
#[test]
fn training_graphs_follow_the_execution_model() {
    use flowsched::gflownet::config::{DataSettings, Execution};
    use flowsched::gflownet::data::training_graphs;
    let data = |execution| DataSettings {
        synthetic: vec!["er:12:0.2".into()],
        synthetic_graphs: 4,
        execution,
        ..DataSettings::default()
    };
    // Per graph: walked over every node (true), or not walked (false).
    let walked = |execution| {
        training_graphs(&data(execution), 1)
            .unwrap()
            .iter()
            .map(|g| {
                let w = g.plan.walked.as_ref();
                assert!(w.is_none_or(|w| w.count_ones(..) == g.dag.len()));
                w.is_some()
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(walked(Execution::File), [false; 4]);
    assert_eq!(walked(Execution::Walk), [true; 4]);
    assert_eq!(walked(Execution::Both), [false, true].repeat(4));
    let (file, both) = (
        training_graphs(&data(Execution::File), 1).unwrap(),
        training_graphs(&data(Execution::Both), 1).unwrap(),
    );
    for (i, g) in file.iter().enumerate() {
        assert_eq!(both[2 * i].dag.len(), g.dag.len());
        assert_eq!(
            both[2 * i + 1].dag.graph().edge_count(),
            g.dag.graph().edge_count()
        );
    }
}

/// `--shard i/N` splits the training graphs into N disjoint, balanced shards that cover them
/// all, each with every kind of graph.
#[test]
fn shards_partition_the_training_graphs() {
    use flowsched::gflownet::config::DataSettings;
    use flowsched::gflownet::data::training_graphs;
    let data = DataSettings {
        synthetic: vec!["er:12:0.2".into(), "layered:16:4:0.3".into()],
        synthetic_graphs: 20,
        ..DataSettings::default()
    };
    let name = |g: &PlannedDag| format!("{}/{}", g.dag.name, g.dag.len());
    let all: Vec<String> = training_graphs(&data, 3)
        .unwrap()
        .iter()
        .map(name)
        .collect();
    let mut seen = Vec::new();
    for i in 0..3 {
        let shard = training_graphs(
            &DataSettings {
                shard: Some((i, 3)),
                ..data.clone()
            },
            3,
        )
        .unwrap();
        assert!(
            (6..=7).contains(&shard.len()),
            "shard {i} has {} graphs",
            shard.len()
        );
        assert!(
            shard.iter().any(|g| g.dag.name.starts_with("er"))
                && shard.iter().any(|g| g.dag.name.starts_with("layered")),
            "shard {i} lacks a kind"
        );
        seen.extend(shard.iter().map(name));
    }
    seen.sort();
    let mut all_sorted = all.clone();
    all_sorted.sort();
    assert_eq!(seen, all_sorted, "the shards are a partition");
}

/// Every architecture (message passing or relation attention, list scheduling or unit
/// actions) survives a save and a load: same configuration, same outputs.
#[test]
fn architectures_round_trip_through_safetensors() {
    use flowsched::gflownet::Encoder;
    let dag = er_graph(30, 4);
    let reward = Reward::single(Objective::Makespan { units: 4 });
    let dir = tempfile::tempdir().unwrap();
    let _torch = torch_lock();
    for (encoder, unit_actions, hints, walk_condition) in [
        (Encoder::MessagePassing, false, false, false),
        (Encoder::Attention, false, false, false),
        (Encoder::MessagePassing, true, false, false),
        (Encoder::Attention, true, false, false),
        (Encoder::MessagePassing, false, true, false),
        (Encoder::Attention, true, true, false),
        (Encoder::MessagePassing, false, false, true),
        (Encoder::MessagePassing, false, true, true),
    ] {
        let config = ModelConfig {
            hidden: 32,
            layers: 2,
            unit_actions,
            encoder,
            hints,
            walk_condition,
        };
        tch::manual_seed(3);
        let net = PolicyNet::new(config);
        let path = dir.path().join("w.safetensors");
        net.save(&path).unwrap();
        let back = PolicyNet::load(&path).unwrap();
        assert_eq!(back.config, config);
        assert_eq!(
            net.node_params(&Planned::as_written(&dag), 0.1, &reward)
                .rows,
            back.node_params(&Planned::as_written(&dag), 0.1, &reward)
                .rows
        );
    }
}

/// A fresh network of `from` saved to `dir`, loaded back, and warm-started into `to`.
fn warm_started(
    from: ModelConfig,
    to: ModelConfig,
    seed: i64,
    dir: &std::path::Path,
) -> (
    PolicyNet,
    Result<PolicyNet, flowsched::gflownet::GflownetError>,
) {
    tch::manual_seed(seed);
    let path = dir.join("from.safetensors");
    PolicyNet::new(from).save(&path).unwrap();
    (
        PolicyNet::load(&path).unwrap(),
        PolicyNet::warm_start(to, &path),
    )
}

/// `dag` as the runtime walks it: every node walked (ORT's default order).
fn walked(dag: &ScheduleDag) -> PlannedDag {
    let mut every = fixedbitset::FixedBitSet::with_capacity(dag.len());
    every.insert_range(..);
    let plan = Plan {
        walked: Some(every),
        ..Plan::default()
    };
    PlannedDag::new(dag.clone(), plan)
}

/// A model given hint features, warm-started from one without them, samples exactly the same
/// orders until training moves the new coefficients; the reverse is refused.
#[test]
fn warm_start_adds_hints_without_changing_the_policy() {
    let dag = er_graph(40, 6);
    let reward = Reward::single(Objective::PeakMemory);
    let dir = tempfile::tempdir().unwrap();
    let _torch = torch_lock();
    let plain = ModelConfig {
        hidden: 32,
        layers: 2,
        ..Default::default()
    };
    let hinted = ModelConfig {
        hints: true,
        ..plain
    };
    let (old, new) = warm_started(plain, hinted, 5, dir.path());
    let new = new.unwrap();
    assert_eq!(new.config, hinted);
    let orders = |net: &PolicyNet| -> Vec<Vec<u32>> {
        let env = net.config.env(&Planned::as_written(&dag), reward.clone());
        let params = net.node_params(&Planned::as_written(&dag), 0.05, &reward);
        sample_many(&env, &params, 64, 9, 0.0, false)
            .into_iter()
            .map(|t| t.order)
            .collect()
    };
    assert_eq!(orders(&old), orders(&new));
    let err = warm_started(hinted, plain, 5, dir.path()).1.err().unwrap();
    assert!(err.to_string().contains("cannot start"), "{err}");
}

/// A model conditioned on the execution model, warm-started from one that is not, samples
/// exactly as the old one in both execution models until training moves the new weights; once
/// they move, a walked graph and the same graph as written get different policies; the reverse
/// warm start is refused.
#[test]
fn warm_start_adds_the_walk_condition_without_changing_the_policy() {
    let plain_dag = er_graph(40, 6);
    let walked_dag = walked(&plain_dag);
    let reward = Reward::single(Objective::PeakMemory);
    let dir = tempfile::tempdir().unwrap();
    let _torch = torch_lock();
    let plain = ModelConfig {
        hidden: 32,
        layers: 2,
        hints: true,
        ..Default::default()
    };
    let conditioned = ModelConfig {
        walk_condition: true,
        ..plain
    };
    let (old, new) = warm_started(plain, conditioned, 6, dir.path());
    let new = new.unwrap();
    assert_eq!(new.config, conditioned);
    for dag in [Planned::as_written(&plain_dag), walked_dag.planned()] {
        assert_eq!(
            old.node_params(&dag, 0.05, &reward).rows,
            new.node_params(&dag, 0.05, &reward).rows
        );
    }
    // Training moves the new column: then the condition changes the policy.
    let conditioned_path = dir.path().join("conditioned.safetensors");
    new.save(&conditioned_path).unwrap();
    let mut tensors = tch::Tensor::read_safetensors(&conditioned_path).unwrap();
    for (_, t) in tensors.iter_mut().filter(|(n, _)| n == "film0.weight") {
        let inputs = t.size()[1];
        let _ = t.narrow(1, inputs - 1, 1).fill_(0.5);
    }
    let moved_path = dir.path().join("moved.safetensors");
    tch::Tensor::write_safetensors(&tensors, &moved_path).unwrap();
    let moved = flowsched::gflownet::Policy::load(&moved_path).unwrap();
    assert_ne!(
        moved
            .node_params(&Planned::as_written(&plain_dag), 0.05, &reward)
            .rows,
        moved.node_params(&walked_dag.planned(), 0.05, &reward).rows
    );
    let err = warm_started(conditioned, plain, 6, dir.path())
        .1
        .err()
        .unwrap();
    assert!(err.to_string().contains("cannot start"), "{err}");
}

/// Refinement for peak memory (tail rebuilds, then peak-directed moves) keeps every order
/// valid, never ranks worse than plain sampling, and is fixed by the seed.
#[test]
fn refined_memory_samples_are_valid_better_and_reproducible() {
    use flowsched::cost::MemoryEvaluator;
    use flowsched::generate::{generate, GenOptions, GraphKind};
    use flowsched::schedulers::{GflownetOptions, Scheduler};
    use rand::SeedableRng;
    let dag = generate(&GenOptions {
        kind: GraphKind::NasCell {
            cells: 20,
            nodes_per_cell: 8,
        },
        seed: 11,
        ..Default::default()
    })
    .to_dag()
    .unwrap();
    let _torch = torch_lock();
    let sampler = |refine_rounds| {
        flowsched::gflownet::GflownetScheduler::from_options(&GflownetOptions {
            refine_rounds,
            refine_top: 4,
            ..GflownetOptions::default()
        })
        .unwrap()
    };
    let run = |refine_rounds| {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        sampler(refine_rounds).orders(
            &Planned::as_written(&dag),
            Objective::PeakMemory,
            20,
            &mut rng,
        )
    };
    let eval = MemoryEvaluator::new(&Planned::as_written(&dag));
    let plain = run(0);
    let refined = run(10);
    for o in &refined {
        Order::new(&dag, o.as_slice().to_vec()).expect("a topological order");
    }
    let peaks: Vec<u64> = refined.iter().map(|o| eval.peak(o)).collect();
    assert!(peaks.windows(2).all(|w| w[0] <= w[1]), "ranked best first");
    assert!(peaks[0] <= eval.peak(&plain[0]));
    assert_eq!(refined, run(10), "same seed, same orders");
}

/// The shipped model's samples with `spread` (random-key decoding for most of them) are
/// valid, fixed by the seed and clearly more diverse at the top; the classics' orders join,
/// so the best is never worse than theirs.
#[test]
fn spread_samples_are_more_diverse_and_the_classics_join() {
    use flowsched::dag::diversity;
    use flowsched::generate::{generate, GenOptions, GraphKind};
    use flowsched::schedulers::{by_name, classic, GflownetOptions, Scheduler};
    use rand::SeedableRng;
    let dag = generate(&GenOptions {
        kind: GraphKind::SeriesParallel { nodes: 50 },
        seed: 17,
        ..Default::default()
    })
    .to_dag()
    .unwrap();
    let objective = Objective::Makespan { units: 4 };
    let _torch = torch_lock();
    let run = |spread, seed| {
        let s = flowsched::gflownet::GflownetScheduler::from_options(&GflownetOptions {
            spread,
            ..GflownetOptions::default()
        })
        .unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        s.orders(&Planned::as_written(&dag), objective, 300, &mut rng)
    };
    let plain = run(0.0, 1);
    let spread = run(0.9, 1);
    assert_eq!(spread, run(0.9, 1), "same seed, same orders");
    let (d_plain, d_spread) = (
        diversity(&plain[..50]).unwrap(),
        diversity(&spread[..50]).unwrap(),
    );
    assert!(
        d_spread > 1.3 * d_plain,
        "top-50 diversity {d_spread:.3} with spread against {d_plain:.3} without"
    );
    let eval = Evaluator::new(&Planned::as_written(&dag), objective);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0);
    let best_classic = classic()
        .flat_map(|n| {
            by_name(n)
                .unwrap()
                .orders(&Planned::as_written(&dag), objective, 1, &mut rng)
        })
        .min_by(|a, b| eval.cost(a).total_cmp(&eval.cost(b)))
        .unwrap();
    for top in [&plain, &spread] {
        assert!(eval.cost(&top[0]) <= eval.cost(&best_classic));
        assert!(
            top.contains(&best_classic),
            "the best classic order is a candidate"
        );
    }
}

/// The pure-Rust forward pass that samples (`Policy`) computes what libtorch's network
/// computes, on every committed weights file and on the graphs under `tests/`: every node
/// parameter within 1e-5 · max(1, |libtorch's|), and the same orders from the same seed.
#[test]
fn pure_rust_forward_matches_libtorch() {
    use flowsched::gflownet::Policy;
    let import = flowsched::onnx::ImportOptions::default();
    let mut graphs: Vec<PlannedDag> = [
        "inception_cell.onnx",
        "layered_30.json",
        "xla_counterexample.json",
    ]
    .iter()
    .map(|f| {
        let path = std::path::Path::new("tests/data").join(f);
        let model = flowsched::model::Model::load(&path, &import).unwrap_or_else(|e| panic!("{e}"));
        let scored = flowsched::backend::Scored::of(model, None, Some(ExecutionOrder::File))
            .unwrap_or_else(|e| panic!("{e}"));
        PlannedDag::new(scored.model.dag().clone(), scored.plan())
    })
    .collect();
    graphs.push(PlannedDag::new(er_graph(300, 7), Plan::default()));
    let mut weights: Vec<std::path::PathBuf> = std::fs::read_dir("models")
        .unwrap()
        .chain(std::fs::read_dir("models/compose").unwrap())
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "safetensors"))
        .collect();
    weights.sort();
    assert!(weights.len() >= 10, "{weights:?}");
    let _torch = torch_lock();
    let mut nets: Vec<(String, PolicyNet)> = weights
        .iter()
        .map(|w| (w.display().to_string(), PolicyNet::load(w).unwrap()))
        .collect();
    // Architectures no committed file has: attention, unit actions.
    tch::manual_seed(11);
    for config in [
        ModelConfig {
            encoder: flowsched::gflownet::Encoder::Attention,
            hidden: 32,
            layers: 2,
            ..ModelConfig::default()
        },
        ModelConfig {
            unit_actions: true,
            hints: true,
            ..ModelConfig::default()
        },
        ModelConfig {
            hints: true,
            walk_condition: true,
            ..ModelConfig::default()
        },
    ] {
        nets.push((format!("fresh {config:?}"), PolicyNet::new(config)));
    }
    // The walk condition's input is 1 on a walked graph (ORT's default order).
    graphs.push(walked(&er_graph(60, 8)));
    let rewards: [Reward; 3] = [
        "memory".parse().unwrap(),
        "makespan:4".parse().unwrap(),
        "0.5*makespan:2+memory".parse().unwrap(),
    ];
    let mut compared = 0usize;
    for (name, net) in &nets {
        let policy = match weights.iter().find(|w| w.display().to_string() == *name) {
            Some(w) => Policy::load(w).unwrap(),
            None => net.to_policy(),
        };
        assert_eq!(policy.config, net.config, "{name}");
        for dag in &graphs {
            for (reward, sigma) in rewards.iter().zip([0.01, 0.3, 1.0]) {
                let want = net.node_params(&dag.planned(), sigma, reward);
                let got = policy.node_params(&dag.planned(), sigma, reward);
                assert_eq!(got.width, want.width);
                assert_eq!(got.rows.len(), want.rows.len());
                for (i, (a, b)) in got.rows.iter().zip(&want.rows).enumerate() {
                    assert!(
                        (a - b).abs() <= 1e-5 * b.abs().max(1.0),
                        "{name} on {} ({reward}, σ {sigma}): node {} column {}: {a} vs libtorch {b}",
                        dag.dag.name,
                        i / want.width,
                        i % want.width
                    );
                }
                compared += got.rows.len();
                let env = net.config.env(&dag.planned(), reward.clone());
                let orders = |p| -> Vec<Vec<u32>> {
                    sample_many(&env, p, 20, 5, 0.0, false)
                        .into_iter()
                        .map(|t| t.order)
                        .collect()
                };
                assert_eq!(orders(&got), orders(&want), "{name} on {}", dag.dag.name);
            }
        }
    }
    assert!(compared > 100_000, "{compared} parameters compared");
}
