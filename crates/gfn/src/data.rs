//! Training data: the synthetic and real graphs a run trains on, and their op runtimes.

use super::config::{DataSettings, Execution};
use super::GflownetError;
use flowsched_core::cost::DeviceProfile;
use flowsched_core::dag::{random_windows, Plan, PlannedDag, ScheduleDag};
use flowsched_core::generate::{derive_seed, generate, GenOptions, GraphKind};
use flowsched_onnx::ImportOptions;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The training graphs, deterministic: synthetic ones first, then windows of real models,
/// whose ops are not timed yet (`timed` does that per device profile); only this run's
/// shard when `data.shard` is set.
pub fn training_graphs(data: &DataSettings, seed: u64) -> Result<Vec<PlannedDag>, GflownetError> {
    let mut graphs: Vec<PlannedDag> = synthetic_graphs(data, seed)?
        .into_iter()
        .map(|g| PlannedDag::new(g, Plan::default()))
        .collect();
    if data.real_subgraphs > 0 || data.large_subgraphs > 0 {
        graphs.extend(real_windows(data, seed)?);
    }
    let walked = |g: &PlannedDag| {
        let mut every = fixedbitset::FixedBitSet::with_capacity(g.dag.len());
        every.insert_range(..);
        let mut g = g.clone();
        g.plan.walked = Some(every);
        g
    };
    graphs = match data.execution {
        Execution::File => graphs,
        Execution::Walk => graphs.iter().map(walked).collect(),
        // Each graph as written, then walked: the pair differs only in the condition.
        Execution::Both => graphs.iter().flat_map(|g| [g.clone(), walked(g)]).collect(),
    };
    Ok(match data.shard {
        Some((i, n)) => shard(graphs, i, n, seed),
        None => graphs,
    })
}

/// `data.synthetic_graphs` graphs, the kinds of `data.synthetic` in turn, each seeded apart.
fn synthetic_graphs(data: &DataSettings, seed: u64) -> Result<Vec<ScheduleDag>, GflownetError> {
    let kinds: Vec<GraphKind> = data
        .synthetic
        .iter()
        .filter_map(|s| s.parse().ok())
        .collect();
    if kinds.is_empty() {
        return Ok(Vec::new());
    }
    (0..data.synthetic_graphs)
        .map(|i| {
            let opts = GenOptions {
                kind: kinds[i % kinds.len()].clone(),
                seed: derive_seed(seed, i as u64),
                ..Default::default()
            };
            generate(&opts)
                .to_dag()
                .map_err(|e| GflownetError::Io(e.to_string()))
        })
        .collect()
}

/// Windows of the real models in `data.real_models`: `real_subgraphs` of the usual size, then
/// `large_subgraphs` large ones.
fn real_windows(data: &DataSettings, seed: u64) -> Result<Vec<PlannedDag>, GflownetError> {
    let (mut models, mut plans) = (Vec::new(), Vec::new());
    let files = flowsched_core::files::collect_inputs(&data.real_models)
        .map_err(|e| GflownetError::Io(e.to_string()))?;
    for path in files {
        let model = real_model(&path)?;
        models.push(model.dag);
        plans.push(model.plan);
    }
    let mut graphs = Vec::new();
    // Each size draws from its own seed, so adding large windows leaves the others as they
    // were.
    for (count, nodes, stream, field) in [
        (
            data.real_subgraphs,
            data.subgraph_nodes,
            u64::MAX,
            "real_subgraphs",
        ),
        (
            data.large_subgraphs,
            data.large_subgraph_nodes,
            u64::MAX - 2,
            "large_subgraphs",
        ),
    ] {
        if count == 0 {
            continue;
        }
        let mut rng = ChaCha8Rng::seed_from_u64(derive_seed(seed, stream));
        let windows = random_windows(&models, count, nodes, &mut rng)
            .map_err(|e| GflownetError::Io(e.to_string()))?;
        if windows.is_empty() {
            return Err(GflownetError::Io(format!(
                "data.{field} = {count} but no model in data.real_models has {} nodes",
                nodes.0
            )));
        }
        graphs.extend(
            (windows.into_iter()).map(|(source, w)| PlannedDag::new(w, plans[source].of_window())),
        );
    }
    Ok(graphs)
}

/// Shard `i` of `n`: a seeded shuffle dealt round-robin, so shards are balanced in count and
/// each gets every kind of graph (the list itself is ordered by generator, so j mod N would
/// not).
fn shard(graphs: Vec<PlannedDag>, i: usize, n: usize, seed: u64) -> Vec<PlannedDag> {
    let mut deck: Vec<usize> = (0..graphs.len()).collect();
    deck.shuffle(&mut ChaCha8Rng::seed_from_u64(derive_seed(
        seed,
        u64::MAX - 1,
    )));
    let mut mine = vec![false; graphs.len()];
    for &j in deck.iter().skip(i).step_by(n) {
        mine[j] = true;
    }
    graphs
        .into_iter()
        .zip(mine)
        .filter_map(|(g, keep)| keep.then_some(g))
        .collect()
}

/// Copies of `graphs` with every untimed op timed by the device profile `profile`.
pub fn timed(graphs: &[PlannedDag], profile: &str) -> Result<Vec<PlannedDag>, GflownetError> {
    let profile = DeviceProfile::by_name(profile).map_err(|e| GflownetError::Io(e.to_string()))?;
    Ok(graphs
        .iter()
        .map(|g| {
            let mut g = g.clone();
            profile.annotate(&mut g.dag);
            g
        })
        .collect())
}

/// A real model's DAG, as its usual runtime runs it (an ONNX model under ONNX Runtime's
/// buffer planner): training reads ONNX models and JSON DAGs (what
/// [`flowsched_core::files::collect_inputs`] finds in a folder).
fn real_model(path: &std::path::Path) -> Result<PlannedDag, GflownetError> {
    let data_err = |reason: String| GflownetError::Data {
        path: path.to_path_buf(),
        reason,
    };
    match path.extension().and_then(|e| e.to_str()) {
        Some("json") => flowsched_core::dag::read_json_dag(path)
            .map(|dag| PlannedDag::new(dag, Plan::default()))
            .map_err(|e| data_err(e.to_string())),
        _ => flowsched_onnx::import_model(path, &ImportOptions::default())
            .map(|m| PlannedDag::new(m.dag, flowsched_core::dag::PLANNED_BUFFERS.clone()))
            .map_err(|e| data_err(e.to_string())),
    }
}
