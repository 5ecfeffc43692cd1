//! The paper's unit-choosing action space against list-scheduling decoding (issue 5, "measure
//! both and keep the one that wins"), on held-out graphs, makespan on 4 units, σ = 0.01:
//! each model samples 1,000 schedules per graph. For the unit-choosing model the schedule is
//! the one its own unit choices give; its orders decoded by list scheduling are shown too.
//!
//!   cargo run --release --example unit_actions -- LIST.safetensors UNITS.safetensors
//! (both trained by models/experiments/unit-actions.toml, with unit_actions = false / true)

use flowsched::cost::{Evaluator, Objective};
use flowsched::dag::{Order, ScheduleDag};
use flowsched::generate::{generate, GenOptions};
use flowsched::gflownet::rollout::sample_many;
use flowsched::gflownet::{PolicyNet, Reward};
use petgraph::graph::NodeIndex;
use std::path::Path;

fn graphs(spec: &str, seed: u64) -> Vec<ScheduleDag> {
    (0..10)
        .map(|i| {
            generate(&GenOptions {
                kind: spec.parse().expect("generator spec"),
                seed: seed + i,
                ..Default::default()
            })
            .to_dag()
            .expect("generated graphs are DAGs")
        })
        .collect()
}

/// (best, mean, best of the orders list-decoded) sampled makespan / lower bound.
fn judge(net: &PolicyNet, dag: &ScheduleDag) -> (f64, f64, f64) {
    let objective = Objective::Makespan { units: 4 };
    let reward = Reward::single(objective);
    let env = net.config.env(
        &flowsched_core::dag::Planned::as_written(dag),
        reward.clone(),
    );
    let params = net.node_params(
        &flowsched_core::dag::Planned::as_written(dag),
        0.01,
        &reward,
    );
    let eval = Evaluator::new(&flowsched_core::dag::Planned::as_written(dag), objective);
    let bound = eval.lower_bound();
    let samples = sample_many(&env, &params, 1000, 7, 0.0, false);
    let best = samples.iter().map(|t| t.cost).fold(f64::INFINITY, f64::min);
    let mean = samples.iter().map(|t| t.cost).sum::<f64>() / samples.len() as f64;
    let decoded = samples
        .iter()
        .map(|t| {
            let order = t
                .order
                .iter()
                .map(|&v| NodeIndex::new(v as usize))
                .collect();
            eval.cost(&Order::new(dag, order).expect("sampled orders are valid"))
        })
        .fold(f64::INFINITY, f64::min);
    (best / bound, mean / bound, decoded / bound)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [list, units] = args.as_slice() else {
        eprintln!("usage: unit_actions LIST.safetensors UNITS.safetensors");
        std::process::exit(2);
    };
    let load = |p: &str| PolicyNet::load(Path::new(p)).unwrap_or_else(|e| panic!("{e}"));
    let (list, units) = (load(list), load(units));
    assert!(
        !list.config.unit_actions && units.config.unit_actions,
        "LIST first, UNITS second"
    );
    println!("makespan:4, 1000 samples at σ = 0.01; geometric means of makespan / lower bound");
    println!(
        "{:<22} {:>10} {:>10} {:>10} {:>10} {:>12}",
        "graphs", "list best", "list mean", "unit best", "unit mean", "unit→list"
    );
    for (name, spec, seed) in [
        ("series-parallel", "sp:50", 101),
        ("NAS cells", "nas:5:8", 102),
        ("layered (unseen seeds)", "layered:50:5:0.3", 9_000),
        ("Erdős–Rényi (unseen)", "er:50:0.1", 9_100),
    ] {
        let gs = graphs(spec, seed);
        let geo = |xs: &[f64]| (xs.iter().map(|x| x.ln()).sum::<f64>() / xs.len() as f64).exp();
        let (a, b): (Vec<_>, Vec<_>) = gs
            .iter()
            .map(|g| (judge(&list, g), judge(&units, g)))
            .unzip();
        println!(
            "{name:<22} {:>10.4} {:>10.4} {:>10.4} {:>10.4} {:>12.4}",
            geo(&a.iter().map(|x| x.0).collect::<Vec<_>>()),
            geo(&a.iter().map(|x| x.1).collect::<Vec<_>>()),
            geo(&b.iter().map(|x| x.0).collect::<Vec<_>>()),
            geo(&b.iter().map(|x| x.1).collect::<Vec<_>>()),
            geo(&b.iter().map(|x| x.2).collect::<Vec<_>>()),
        );
    }
}
