//! What the policy knows about each node before any step is taken: the graph's shape and the
//! classic heuristics' signals (critical-path rank, bytes freed, LPMF key, DFS position), all
//! scale-free so one model serves graphs of any size and unit.

use flowsched_core::cost::{makespan, memory::memory_lower_bound, Objective};
use flowsched_core::dag::{Planned, ScheduleDag};
use flowsched_core::schedulers::{upward_rank, DfsPostOrder, Scheduler};
use rand::SeedableRng;

/// Static features per node.
pub const NODE_FEATURES: usize = 16;
/// Conditioning inputs: log σ, the objective and the graph's size.
pub const COND_FEATURES: usize = 5;

/// Per-graph constants the environment normalises its dynamic features with.
#[derive(Debug, Clone, Copy)]
pub struct Scales {
    /// Bytes: the peak-memory lower bound (1 when the graph has no sizes).
    pub bytes: f64,
    /// Time: the mean runtime (1 when the graph has no runtimes).
    pub time: f64,
}

impl Scales {
    pub(crate) fn of(dag: &ScheduleDag) -> Self {
        let rt = makespan::runtimes(dag);
        let mean = rt.iter().sum::<f64>() / rt.len().max(1) as f64;
        let lb = memory_lower_bound(dag) as f64;
        Scales {
            bytes: if lb > 0.0 { lb } else { 1.0 },
            time: if mean > 0.0 { mean } else { 1.0 },
        }
    }
}

/// Row-major `[nodes, NODE_FEATURES]`.
pub(crate) fn node_features(dag: &ScheduleDag) -> Vec<f32> {
    let n = dag.len();
    let scales = Scales::of(dag);
    let rt = makespan::runtimes(dag);
    let up = upward_rank(dag, &rt);
    let critical = up.iter().copied().fold(0.0, f64::max).max(1e-12);
    // Longest path from a source to the node's start, and levels (unit-weight depths).
    let topo = petgraph::algo::toposort(dag.graph(), None).expect("ScheduleDag is acyclic");
    let (mut down, mut level) = (vec![0.0f64; n], vec![0usize; n]);
    for &v in &topo {
        for p in dag.preds(v) {
            down[v.index()] = down[v.index()].max(down[p.index()] + rt[p.index()]);
            level[v.index()] = level[v.index()].max(level[p.index()] + 1);
        }
    }
    let mut rlevel = vec![0usize; n];
    for &v in topo.iter().rev() {
        for s in dag.succs(v) {
            rlevel[v.index()] = rlevel[v.index()].max(rlevel[s.index()] + 1);
        }
    }
    let depth = level.iter().copied().max().unwrap_or(0).max(1) as f64;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0);
    // DFS reads no plan.
    let dfs = DfsPostOrder.orders(
        &Planned::as_written(dag),
        Objective::PeakMemory,
        1,
        &mut rng,
    )[0]
    .positions();
    let inputs = dag.inputs_index();
    let uses = dag.uses_until_free();
    let mean_bytes =
        (dag.nodes().map(|v| dag.output_bytes(v)).sum::<u64>() as f64 / n.max(1) as f64).max(1.0);
    let log_n = (n.max(1) as f64).ln() / 10.0;
    let mut x = Vec::with_capacity(n * NODE_FEATURES);
    for v in dag.nodes() {
        let i = v.index();
        let out = dag.output_bytes(v) as f64;
        let read: f64 = inputs[i].iter().map(|&t| dag.tensor(t).bytes as f64).sum();
        // What LPMF sees before any step: inputs only this node still needs.
        let sole: f64 = inputs[i]
            .iter()
            .filter(|&&t| uses[t] == 1)
            .map(|&t| dag.tensor(t).bytes as f64)
            .sum();
        let indeg = dag.preds(v).count() as f64;
        let outdeg = dag.succs(v).count() as f64;
        let produces_output = dag
            .node(v)
            .outputs
            .iter()
            .any(|&t| dag.tensor(t).graph_output);
        let row = [
            (rt[i] / scales.time).min(20.0),
            (1.0 + out / mean_bytes).ln(),
            (1.0 + read / mean_bytes).ln(),
            ((out - sole) / scales.bytes).clamp(-4.0, 4.0),
            (sole / scales.bytes).min(4.0),
            (indeg / 4.0).min(4.0),
            (outdeg / 4.0).min(4.0),
            up[i] / critical,
            down[i] / critical,
            level[i] as f64 / depth,
            rlevel[i] as f64 / depth,
            dfs[i] as f64 / n as f64,
            i as f64 / n as f64,
            (indeg == 0.0) as u8 as f64,
            produces_output as u8 as f64,
            log_n,
        ];
        x.extend(row.iter().map(|&f| f as f32));
    }
    x
}
