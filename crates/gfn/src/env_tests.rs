//! Tests of the environment ([`super`]): running costs against the proxy, masks, replay.

use super::*;
use flowsched_core::cost::Evaluator;
use flowsched_core::dag::{Order, Plan, Planned};
use flowsched_core::generate::{generate, GenOptions, GraphKind};
use petgraph::graph::NodeIndex;
use rand::SeedableRng;

/// The environment's running cost is exactly the proxy's cost of the finished order.
#[test]
fn rollout_cost_matches_the_proxy() {
    for (kind, objective) in [
        (
            GraphKind::ErdosRenyi { nodes: 40, p: 0.1 },
            Objective::PeakMemory,
        ),
        (
            GraphKind::NasCell {
                cells: 3,
                nodes_per_cell: 6,
            },
            Objective::PeakMemory,
        ),
        (
            GraphKind::Layered {
                nodes: 40,
                layers: 5,
                p: 0.3,
            },
            Objective::Makespan { units: 3 },
        ),
    ] {
        let dag = generate(&GenOptions {
            kind,
            seed: 3,
            ..Default::default()
        })
        .to_dag()
        .unwrap();
        let env = GraphEnv::new(&flowsched_core::dag::Planned::as_written(&dag), objective);
        let params = NodeParams::new(vec![0.1; dag.len() * HEAD_DIM]);
        let eval = Evaluator::new(&flowsched_core::dag::Planned::as_written(&dag), objective);
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        for _ in 0..20 {
            let t = rollout(&env, &params, &mut rng, 0.0, true);
            let order = Order::new(
                &dag,
                t.order
                    .iter()
                    .map(|&v| NodeIndex::new(v as usize))
                    .collect(),
            )
            .unwrap();
            assert_eq!(t.cost, eval.cost(&order), "{objective}");
            let r = t.record.unwrap();
            assert_eq!(r.chosen.len(), dag.len());
            assert_eq!(r.cand_feat.len(), r.cand_node.len() * DYN_FEATURES);
        }
    }
}

/// On a DAG whose runtime plans buffers (an ONNX import), a finished trajectory carries the
/// planner's peak, the cost the pipeline ranks by, not the liveness peak its steps track (on
/// the inception cell the two differ for every order tried, so a liveness cost would fail).
#[test]
fn onnx_rollouts_are_scored_by_the_runtime_planner() {
    let cell = flowsched_onnx::import_model(
        std::path::Path::new(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../tests/data/inception_cell.onnx"
        )),
        &Default::default(),
    )
    .unwrap();
    let dag = &cell.dag;
    // ONNX Runtime's plan: its buffer planner.
    let planned = Planned::new(dag, &flowsched_core::dag::PLANNED_BUFFERS);
    let env = GraphEnv::new(&planned, Objective::PeakMemory);
    let params = NodeParams::new(vec![0.1; dag.len() * HEAD_DIM]);
    let planner = Evaluator::new(&planned, Objective::PeakMemory);
    let liveness = flowsched_core::cost::MemoryEvaluator::liveness(dag);
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    for _ in 0..10 {
        let t = rollout(&env, &params, &mut rng, 0.0, false);
        let nodes = t
            .order
            .iter()
            .map(|&v| NodeIndex::new(v as usize))
            .collect();
        let order = Order::new(dag, nodes).unwrap();
        assert_eq!(t.cost, planner.cost(&order));
        assert_eq!(t.peak, t.cost);
        assert_ne!(t.cost, liveness.profile(&order).peak as f64);
    }
}

/// Random keys spread what the policy leaves open. Under a uniform policy, an op that is
/// always ready next to a chain is taken at each step with probability 1/2 when sampled
/// step by step, so it comes at position 1 on average; with a key fixed for the whole
/// order it waits for the first chain op with a lower key, at position H(11) − 1 ≈ 2.02.
#[test]
fn keyed_decoding_spreads_what_the_policy_leaves_open() {
    let mut nodes: Vec<String> = (0..10)
        .map(|i| format!(r#"{{"name": "c{i}", "runtime": 1.0, "bytes": 1}}"#))
        .collect();
    nodes.push(r#"{"name": "x", "runtime": 1.0, "bytes": 1}"#.into());
    let edges: Vec<String> = (1..10)
        .map(|i| format!(r#"["c{}","c{i}"]"#, i - 1))
        .collect();
    let json = format!(
        r#"{{"nodes": [{}], "edges": [{}]}}"#,
        nodes.join(","),
        edges.join(",")
    );
    let dag = serde_json::from_str::<flowsched_core::dag::JsonDag>(&json)
        .unwrap()
        .to_dag()
        .unwrap();
    let x = dag.find("x").unwrap().index() as u32;
    let env = GraphEnv::new(
        &flowsched_core::dag::Planned::as_written(&dag),
        Objective::PeakMemory,
    );
    let params = NodeParams::new(vec![0.0; dag.len() * HEAD_DIM]);
    let mean_position = |pick: Pick| {
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let runs = 4000;
        let total: usize = (0..runs)
            .map(|_| {
                let t = complete(&env, &params, &[], &mut rng, pick, false);
                Order::new(
                    &dag,
                    t.order
                        .iter()
                        .map(|&v| NodeIndex::new(v as usize))
                        .collect(),
                )
                .expect("a topological order");
                t.order.iter().position(|&v| v == x).unwrap()
            })
            .sum();
        total as f64 / runs as f64
    };
    let stepwise = mean_position(Pick::Sample { epsilon: 0.0 });
    let keyed = mean_position(Pick::Keyed { scale: 1.0 });
    assert!((stepwise - 1.0).abs() < 0.1, "step by step: {stepwise}");
    assert!((keyed - 2.02).abs() < 0.15, "keyed: {keyed}");
}

/// Unit-choosing actions: a policy that only avoids idle time picks, for each op, the
/// unit list scheduling would, so its makespan equals the list-decoded one exactly.
#[test]
fn unit_actions_that_avoid_idle_time_match_list_scheduling() {
    let dag = generate(&GenOptions {
        kind: GraphKind::Layered {
            nodes: 40,
            layers: 5,
            p: 0.3,
        },
        seed: 4,
        ..Default::default()
    })
    .to_dag()
    .unwrap();
    let objective = Objective::Makespan { units: 3 };
    let env = GraphEnv::new(&flowsched_core::dag::Planned::as_written(&dag), objective)
        .with_unit_actions(true);
    let mut rows = vec![0.0f32; dag.len() * HEAD_DIM];
    for v in 0..dag.len() {
        rows[v * HEAD_DIM + 3] = -50.0; // c_v for the idle-time feature
    }
    let params = NodeParams::new(rows);
    let eval = Evaluator::new(&flowsched_core::dag::Planned::as_written(&dag), objective);
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    let t = complete(&env, &params, &[], &mut rng, Pick::Greedy, true);
    let order = Order::new(
        &dag,
        t.order
            .iter()
            .map(|&v| NodeIndex::new(v as usize))
            .collect(),
    )
    .unwrap();
    assert_eq!(t.cost, eval.cost(&order));
    // Sampled unit choices are valid schedules, never better than the bound, and offer
    // more actions than ops.
    let t = rollout(
        &env,
        &NodeParams::new(vec![0.0; dag.len() * HEAD_DIM]),
        &mut rng,
        0.0,
        true,
    );
    assert!(t.cost >= eval.lower_bound());
    let r = t.record.unwrap();
    assert_eq!(r.chosen.len(), dag.len());
    assert!(r.cand_node.len() > r.chosen.len());
}

/// A policy that only follows hint k reproduces that classic DFS order exactly, on a graph
/// of thousands of ops; and a model without hints records the plain four features.
#[test]
fn a_policy_following_a_hint_reproduces_its_dfs_order() {
    use flowsched_core::schedulers::{DfsPostOrder, InductorDfs, Scheduler, XlaDfs};
    let dag = generate(&GenOptions {
        kind: GraphKind::NasCell {
            cells: 150,
            nodes_per_cell: 8,
        },
        seed: 5,
        ..Default::default()
    })
    .to_dag()
    .unwrap();
    assert!(dag.len() > 1000);
    let env = GraphEnv::new(
        &flowsched_core::dag::Planned::as_written(&dag),
        Objective::PeakMemory,
    )
    .with_hints(true);
    assert_eq!(env.dyn_features(), DYN_FEATURES + HINTS);
    let width = HEAD_DIM + HINTS;
    let classics: [&dyn Scheduler; HINTS] = [&DfsPostOrder, &XlaDfs, &InductorDfs];
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for (k, classic) in classics.iter().enumerate() {
        let mut rows = vec![0.0f32; dag.len() * width];
        for v in 0..dag.len() {
            rows[v * width + HEAD_DIM + k] = 50.0;
        }
        let params = NodeParams { rows, width };
        let t = complete(&env, &params, &[], &mut rng, Pick::Greedy, true);
        let expected = &classic.orders(
            &flowsched_core::dag::Planned::as_written(&dag),
            Objective::PeakMemory,
            1,
            &mut rng,
        )[0];
        let got: Vec<usize> = t.order.iter().map(|&v| v as usize).collect();
        let want: Vec<usize> = expected.iter().map(|n| n.index()).collect();
        assert_eq!(got, want, "hint {k} ({})", classic.name());
        let r = t.record.unwrap();
        assert_eq!(
            r.cand_feat.len(),
            r.cand_node.len() * (DYN_FEATURES + HINTS)
        );
    }
    let plain = GraphEnv::new(
        &flowsched_core::dag::Planned::as_written(&dag),
        Objective::PeakMemory,
    );
    let t = rollout(
        &plain,
        &NodeParams::new(vec![0.0; dag.len() * HEAD_DIM]),
        &mut rng,
        0.0,
        true,
    );
    let r = t.record.unwrap();
    assert_eq!(r.cand_feat.len(), r.cand_node.len() * DYN_FEATURES);
}

/// The sampler's `exp` agrees with libm's to a few units in the last place of f32.
#[test]
fn fast_exp_matches_libm() {
    let mut worst = 0f32;
    for i in 0..=200_000 {
        let x = -(i as f32) * 86.0 / 200_000.0;
        let (got, want) = (exp_nonpositive(x), x.exp());
        worst = worst.max((got - want).abs() / want.max(f32::MIN_POSITIVE));
    }
    assert!(worst < 4.0 * f32::EPSILON, "relative error {worst}");
    assert_eq!(exp_nonpositive(0.0), 1.0);
    assert_eq!(exp_nonpositive(-100.0), 0.0);
    assert_eq!(exp_nonpositive(f32::NEG_INFINITY), 0.0);
}

/// A graph walked as ORT walks it: every sampled walk comes with a file whose walk is exactly
/// the sampled order, the walks differ, and a walk's choices replay it.
#[test]
fn every_sampled_walk_has_a_file_that_walks_it() {
    for (kind, seed) in [
        (GraphKind::ErdosRenyi { nodes: 60, p: 0.08 }, 1),
        (
            GraphKind::NasCell {
                cells: 4,
                nodes_per_cell: 7,
            },
            2,
        ),
        (
            GraphKind::Layered {
                nodes: 80,
                layers: 8,
                p: 0.25,
            },
            3,
        ),
    ] {
        let dag = generate(&GenOptions {
            kind: kind.clone(),
            seed,
            ..Default::default()
        })
        .to_dag()
        .unwrap();
        let mut walked = fixedbitset::FixedBitSet::with_capacity(dag.len());
        walked.insert_range(..);
        // The sources are not walked (Constants to ORT): they run first, in any order.
        let sources: std::collections::HashSet<u32> = dag
            .nodes()
            .filter(|&v| dag.preds(v).next().is_none())
            .map(|v| v.index() as u32)
            .collect();
        let skipped = sources.len();
        for &v in &sources {
            walked.set(v as usize, false);
        }
        let plan = Plan {
            walked: Some(walked),
            ..Plan::default()
        };
        let planned = Planned::new(&dag, &plan);
        let env = GraphEnv::new(&planned, Objective::PeakMemory);
        let walk = env.walk.as_ref().expect("the environment walks");
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let params = NodeParams::new((0..dag.len() * HEAD_DIM).map(|_| rng.random()).collect());
        let eval = Evaluator::new(&planned, Objective::PeakMemory);
        let mut distinct = std::collections::HashSet::new();
        let mut others = 0;
        for _ in 0..200 {
            let t = rollout(&env, &params, &mut rng, 0.3, true);
            let w = t
                .walked
                .as_ref()
                .expect("the mask leaves only walks a file can make");
            assert_eq!(walk.walk_of_file(&w.file), t.order, "{kind:?}");
            let first: std::collections::HashSet<u32> =
                t.order[..skipped].iter().copied().collect();
            assert_eq!(first, sources, "the skipped nodes run first");
            if let Some(other) = &w.other_file {
                // The skipped nodes may come in another order: ORT runs none of them.
                let walked = walk.walk_of_file(other);
                assert_eq!(walked[skipped..], t.order[skipped..], "{kind:?}");
                others += 1;
            }
            let ran = walk::order_of(&dag, &t.order);
            assert_eq!(t.cost, eval.cost(&ran), "the reward scores the walk");
            let r = t.record.as_ref().unwrap();
            assert_eq!(r.chosen.len(), w.choices.len());
            assert_eq!(r.ctx_step.len(), w.choices.len());
            assert!(r.ctx_step.windows(2).all(|p| p[0] <= p[1]));
            let again = complete(&env, &params, &w.choices, &mut rng, Pick::Greedy, false);
            assert_eq!(again.order, t.order, "its choices replay the walk");
            distinct.insert(t.order.clone());
        }
        assert!(
            distinct.len() > 20,
            "{kind:?}: {} distinct walks",
            distinct.len()
        );
        assert!(others > 100, "{kind:?}: {others} walks with a second file");
    }
}

/// A memory cap masks the steps that would take the live bytes over it: on random layered
/// graphs (as-written liveness, no planner), capped rollouts keep their peak under a cap
/// that the uncapped ones mostly break, their cost still the proxy's.
#[test]
fn capped_rollouts_stay_under_the_cap() {
    let objective = Objective::Makespan { units: 2 };
    let (mut capped_under, mut free_under, mut total) = (0, 0, 0);
    for seed in 0..4 {
        let dag = generate(&GenOptions {
            kind: GraphKind::Layered {
                nodes: 60,
                layers: 6,
                p: 0.3,
            },
            seed,
            ..Default::default()
        })
        .to_dag()
        .unwrap();
        let planned = flowsched_core::dag::Planned::as_written(&dag);
        let params = NodeParams::new(vec![0.1; dag.len() * HEAD_DIM]);
        let mut env = GraphEnv::new(&planned, objective);
        let eval = Evaluator::new(&planned, objective);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let free: Vec<Trajectory> = (0..30)
            .map(|_| rollout(&env, &params, &mut rng, 0.0, false))
            .collect();
        let mut peaks: Vec<f64> = free.iter().map(|t| t.peak).collect();
        peaks.sort_by(f64::total_cmp);
        // A cap the uncapped samples break four times in five.
        let cap = peaks[peaks.len() / 5] as u64;
        env.memory_cap = Some(cap);
        for t in free {
            free_under += usize::from(t.peak <= cap as f64);
        }
        for _ in 0..30 {
            let t = rollout(&env, &params, &mut rng, 0.0, false);
            capped_under += usize::from(t.peak <= cap as f64);
            let nodes = t
                .order
                .iter()
                .map(|&v| NodeIndex::new(v as usize))
                .collect();
            assert_eq!(t.cost, eval.cost(&Order::new(&dag, nodes).unwrap()));
        }
        total += 30;
    }
    // The mask looks one step ahead, and a step under the cap can lead where every next one
    // is over it: from there a rollout samples again from an earlier step. Without going
    // back, 80 of these 120 stayed under; with it, all do (29 uncapped).
    assert!(free_under * 3 < total, "{free_under} of {total} uncapped");
    assert!(
        capped_under * 10 >= total * 9,
        "{capped_under} of {total} capped, {free_under} uncapped"
    );
}
