//! flowsched's prediction of the order ONNX Runtime runs a file in (`onnx::ort_walk`) against
//! ORT's own profiler: under `DEFAULT` (every non-Python user) the executed sequence is the
//! predicted walk, node for node; under `PRIORITY_BASED` (Python only) it is the file order.

mod common;

use common::{model, node, python, repo_path, value, write_model};
use flowsched::onnx::ort_walk::default_order;
use flowsched::onnx::proto::ModelProto;
use flowsched::onnx::{export_order, import_model, ImportOptions};
use flowsched::schedulers::by_name;
use prost::Message;
use rand::{Rng, SeedableRng};
use std::path::Path;

fn executed(model: &Path, priority_based: bool) -> Vec<String> {
    let mut cmd = std::process::Command::new(python());
    cmd.arg(repo_path("scripts/ort_executed_order.py"))
        .arg(model);
    if priority_based {
        cmd.arg("--priority-based");
    }
    common::output_lines(&mut cmd)
}

fn names(m: &ModelProto, positions: &[usize]) -> Vec<String> {
    let g = m.graph.as_ref().unwrap();
    positions
        .iter()
        .map(|&p| g.node[p].name().to_string())
        .collect()
}

/// A random DAG of Add/Relu on [1, 16] tensors, `n` nodes in a valid file order.
fn random_dag(n: usize, seed: u64) -> ModelProto {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut nodes = Vec::new();
    let mut tensors = vec!["x".to_string()];
    let mut used = std::collections::HashSet::new();
    for i in 0..n {
        let out = format!("t{i}");
        let pick = |rng: &mut rand_chacha::ChaCha8Rng| {
            // Mostly recent tensors, so the graph has depth as well as width.
            let k = tensors.len();
            let back = rng.random_range(0..k.min(6));
            tensors[k - 1 - back].clone()
        };
        let a = pick(&mut rng);
        let ins = if rng.random_bool(0.5) {
            vec![a, pick(&mut rng)]
        } else {
            vec![a]
        };
        used.extend(ins.iter().cloned());
        let refs: Vec<&str> = ins.iter().map(String::as_str).collect();
        let op = if refs.len() == 2 { "Add" } else { "Relu" };
        nodes.push(node(&format!("n{i}"), op, &refs, &[&out]));
        tensors.push(out);
    }
    let shape: &[i64] = &[1, 16];
    let outputs = tensors[1..]
        .iter()
        .filter(|t| !used.contains(*t))
        .map(|t| value(t, Some(shape)))
        .collect();
    model(nodes, vec![value("x", Some(shape))], outputs, vec![])
}

/// The file in the given orders: its own, and random topological orders.
fn check_orders(path: &Path, dir: &Path, tag: &str) -> usize {
    let import = import_model(path, &ImportOptions::default()).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    let memory = flowsched::cost::Objective::PeakMemory;
    let mut orders = by_name("random").unwrap().orders(
        &flowsched::dag::Planned::as_written(&import.dag),
        memory,
        4,
        &mut rng,
    );
    let original = by_name("original").unwrap().orders(
        &flowsched::dag::Planned::as_written(&import.dag),
        memory,
        1,
        &mut rng,
    );
    orders.insert(0, original[0].clone());
    let mut checked = 0;
    for (i, order) in orders.iter().enumerate() {
        let bytes = export_order(path, &import.raw, &import.dag, order).unwrap();
        let file = dir.join(format!("{tag}-{i}.onnx"));
        std::fs::write(&file, &bytes).unwrap();
        let m = ModelProto::decode(bytes.as_slice()).unwrap();
        let g = m.graph.as_ref().unwrap();
        let predicted = names(&m, &default_order(g));
        assert_eq!(
            executed(&file, false),
            predicted,
            "{tag}, order {i}: DEFAULT"
        );
        let file_order: Vec<usize> = (0..g.node.len()).collect();
        assert_eq!(
            executed(&file, true),
            names(&m, &file_order),
            "{tag}, order {i}: PRIORITY_BASED"
        );
        checked += 1;
    }
    checked
}

#[test]
fn the_predicted_walk_is_what_onnx_runtime_runs() {
    let dir = tempfile::tempdir().unwrap();
    let mut checked = check_orders(
        &repo_path("tests/data/inception_cell.onnx"),
        dir.path(),
        "cell",
    );
    for seed in 0..2 {
        let path = dir.path().join(format!("dag{seed}.onnx"));
        write_model(&path, &random_dag(60, seed));
        checked += check_orders(&path, dir.path(), &format!("dag{seed}"));
    }
    assert_eq!(checked, 15);
}

/// A file can be written so that ORT's walk runs a chosen order: on the example cell, both
/// ways of writing it (`mirrored_file_order`, `file_order_for`) make ORT run a depth-first
/// order exactly, node for node (its profile), where the order written as it is runs with its
/// branches swapped; on random DAGs, where two joins can ask for contrary index orders, they
/// come closer to it than the order written as it is (the mirrored file: ≥ 90% of the pairs of
/// nodes in the target's order, 91-100% measured). Every file runs the walk flowsched predicts.
#[test]
fn onnx_runtime_runs_the_order_a_file_was_written_for() {
    use flowsched::onnx::ort_walk::{executed_order, file_order_for, mirrored_file_order};
    let dir = tempfile::tempdir().unwrap();
    let mut models = vec![repo_path("tests/data/inception_cell.onnx")];
    for seed in 0..2 {
        let path = dir.path().join(format!("dag{seed}.onnx"));
        write_model(&path, &random_dag(80, seed + 10));
        models.push(path);
    }
    let memory = flowsched::cost::Objective::PeakMemory;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
    let mut checked = 0;
    for (m, path) in models.iter().enumerate() {
        let import = import_model(path, &ImportOptions::default()).unwrap();
        let dag = &import.dag;
        for scheduler in ["dfs", "xla-dfs", "inductor-dfs"] {
            let target = by_name(scheduler).unwrap().orders(
                &flowsched::dag::Planned::as_written(dag),
                memory,
                1,
                &mut rng,
            )[0]
            .clone();
            let wanted: Vec<String> = target.names(dag).into_iter().map(String::from).collect();
            // Pairs of nodes that run in the target's relative order.
            let in_place = |ran: &[String]| {
                let at: std::collections::HashMap<&str, usize> = ran
                    .iter()
                    .enumerate()
                    .map(|(i, n)| (n.as_str(), i))
                    .collect();
                let mut agree = 0;
                for (i, a) in wanted.iter().enumerate() {
                    for b in &wanted[i + 1..] {
                        agree += usize::from(at[a.as_str()] < at[b.as_str()]);
                    }
                }
                agree
            };
            let as_is = in_place(
                &executed_order(&import, &target)
                    .names(dag)
                    .iter()
                    .map(|s| s.to_string())
                    .collect::<Vec<_>>(),
            );
            for (how, file) in [
                ("mirrored", mirrored_file_order(&import, &target)),
                ("delayed", file_order_for(&import, &target)),
            ] {
                let bytes = export_order(path, &import.raw, dag, &file).unwrap();
                let written = dir.path().join(format!("{how}-{checked}.onnx"));
                std::fs::write(&written, &bytes).unwrap();
                let ran = executed(&written, false);
                let predicted: Vec<String> = executed_order(&import, &file)
                    .names(dag)
                    .into_iter()
                    .map(String::from)
                    .collect();
                assert_eq!(ran, predicted, "{} {scheduler} {how}", path.display());
                let kept = in_place(&ran);
                let pairs = wanted.len() * (wanted.len() - 1) / 2;
                let at = format!(
                    "{} {scheduler} {how}: {kept} of {pairs} pairs in order, as is {as_is}",
                    path.display()
                );
                if m == 0 {
                    assert_eq!(ran, wanted, "{at}: ORT runs the target");
                    assert!(as_is < pairs, "{at}");
                } else {
                    assert!(kept > as_is, "{at}");
                    if how == "mirrored" {
                        assert!(kept * 10 >= pairs * 9, "{at}");
                    }
                }
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 18);
}

/// `random_dag`, with a `Constant` node (an initializer to ORT, which never walks it) added to
/// some of its inputs.
fn random_dag_with_a_constant(n: usize, seed: u64) -> ModelProto {
    use flowsched::onnx::proto::{attribute_proto::AttributeType, AttributeProto, TensorProto};
    let mut m = random_dag(n, seed);
    let g = m.graph.as_mut().unwrap();
    let value = TensorProto {
        dims: vec![1, 16],
        data_type: Some(1), // FLOAT
        float_data: (0..16).map(|i| i as f32 * 0.1).collect(),
        ..Default::default()
    };
    let mut constant = node("c0", "Constant", &[], &["c"]);
    constant.attribute.push(AttributeProto {
        name: Some("value".into()),
        r#type: Some(AttributeType::Tensor as i32),
        t: Some(value),
        ..Default::default()
    });
    // Every fifth one-input node adds the constant.
    for (i, nd) in g.node.iter_mut().enumerate() {
        if nd.input.len() == 1 && i % 5 == 0 {
            nd.op_type = Some("Add".into());
            nd.input.push("c".into());
        }
    }
    g.node.insert(n / 2, constant);
    m
}

/// Under ORT's walk the GFlowNet samples the walk's own choices, and writes each sample as a
/// file whose walk is the sampled order: ORT's profiler runs every sample node for node as
/// sampled, on the example cell and on random DAGs (one with a `Constant` node). flowsched's
/// walk of a file over the DAG is the walk predicted from the file itself.
#[test]
fn onnx_runtime_runs_every_sampled_walk_as_sampled() {
    use flowsched::gflownet::env::GraphEnv;
    use flowsched::gflownet::rollout::sample_many;
    use flowsched::gflownet::{Policy, Reward};
    use flowsched::onnx::ort_walk::{executed_order, walked_nodes};
    let dir = tempfile::tempdir().unwrap();
    let mut models = vec![repo_path("tests/data/inception_cell.onnx")];
    for seed in 0..2 {
        let path = dir.path().join(format!("walk{seed}.onnx"));
        let m = match seed {
            0 => random_dag(60, seed + 20),
            _ => random_dag_with_a_constant(60, seed + 20),
        };
        write_model(&path, &m);
        models.push(path);
    }
    let memory = flowsched::cost::Objective::PeakMemory;
    let policy = Policy::shipped();
    let mut checked = 0;
    for path in &models {
        let import = import_model(path, &ImportOptions::default()).unwrap();
        let dag = import.dag.clone();
        // ONNX Runtime's plan: its buffers, its walk.
        let plan = flowsched::dag::Plan {
            reuses_buffers: true,
            walked: Some(walked_nodes(&import)),
        };
        let planned = flowsched::dag::Planned::new(&dag, &plan);
        let reward = Reward::single(memory);
        let params = policy.node_params(&planned, 1.0, &reward);
        let env: GraphEnv = policy.config.env(&planned, reward);
        let walk = env.walk().expect("the DAG is walked");
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        for file in by_name("random")
            .unwrap()
            .orders(&planned, memory, 3, &mut rng)
        {
            let file: Vec<u32> = file.iter().map(|v| v.index() as u32).collect();
            let ours = walk.walk_of_file(&file);
            let file =
                flowsched::dag::Order::new(&dag, file.iter().map(|&v| v.into()).collect()).unwrap();
            let predicted: Vec<u32> = executed_order(&import, &file)
                .iter()
                .map(|v| v.index() as u32)
                .collect();
            assert_eq!(ours, predicted, "{}", path.display());
        }
        let samples = sample_many(&env, &params, 4, 11, 0.5, false);
        let mut distinct = std::collections::HashSet::new();
        for (i, t) in samples.iter().enumerate() {
            let w = t.walked.as_ref().expect("every sample has a file");
            let file = flowsched::dag::Order::new(&dag, w.file.iter().map(|&v| v.into()).collect())
                .unwrap();
            let bytes = export_order(path, &import.raw, &dag, &file).unwrap();
            let written = dir.path().join(format!("sampled-{checked}-{i}.onnx"));
            std::fs::write(&written, &bytes).unwrap();
            let sampled: Vec<String> = t
                .order
                .iter()
                .map(|&v| dag.node(v.into()))
                .filter(|n| n.op != "Constant")
                .map(|n| n.name.clone())
                .collect();
            assert_eq!(
                executed(&written, false),
                sampled,
                "{} sample {i}",
                path.display()
            );
            distinct.insert(t.order.clone());
        }
        assert!(distinct.len() > 1, "{}: the samples differ", path.display());
        checked += samples.len();
    }
    assert_eq!(checked, 12);
}
