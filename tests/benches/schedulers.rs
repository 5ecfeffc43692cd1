//! Every heuristic on 3,000-node graphs (target: under 100 ms each on a 2-core machine):
//! a generated Erdős–Rényi graph and a NAS-like stack of cells. And the GFlowNet's sampling
//! alone (the shipped weights, no classic seeds, no refinement) on a 1,000-node layered graph:
//! its forward pass, and 1,000 samples (the whole-process target is in models/README.md).
//! Run with `make bench` or `cargo bench --bench schedulers`.

use criterion::{criterion_group, criterion_main, Criterion};
use flowsched::cost::Objective;
use flowsched::generate::{generate, GenOptions, GraphKind};
use flowsched::schedulers;
use rand::SeedableRng;

fn bench(c: &mut Criterion) {
    let graphs = [
        (
            "er3000",
            GraphKind::ErdosRenyi {
                nodes: 3000,
                p: 0.002,
            },
        ),
        (
            "nas3000",
            GraphKind::NasCell {
                cells: 333,
                nodes_per_cell: 8,
            },
        ),
    ];
    for (label, kind) in graphs {
        let dag = generate(&GenOptions {
            kind,
            ..GenOptions::default()
        })
        .to_dag()
        .unwrap();
        // The heuristics do not look at the objective; the cost of scoring is measured apart.
        for name in schedulers::classic().chain(["xla-default", "inductor-default"]) {
            let s = schedulers::by_name(name).unwrap();
            c.bench_function(&format!("{label} ({} nodes) {name}", dag.len()), |b| {
                b.iter(|| {
                    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0);
                    s.orders(
                        &flowsched::dag::Planned::as_written(&dag),
                        Objective::PeakMemory,
                        1,
                        &mut rng,
                    )
                })
            });
        }
        let order = flowsched::dag::Order::original(&dag);
        for objective in [Objective::PeakMemory, Objective::Makespan { units: 4 }] {
            let eval = flowsched::cost::Evaluator::new(
                &flowsched::dag::Planned::as_written(&dag),
                objective,
            );
            c.bench_function(
                &format!("{label} ({} nodes) score {objective}", dag.len()),
                |b| b.iter(|| eval.cost(&order)),
            );
        }
    }
}

fn gflownet(c: &mut Criterion) {
    use flowsched::gflownet::{GflownetScheduler, Policy, Reward};
    use flowsched::schedulers::Scheduler;
    let dag = generate(&GenOptions {
        kind: GraphKind::Layered {
            nodes: 1000,
            layers: 20,
            p: 0.1,
        },
        ..GenOptions::default()
    })
    .to_dag()
    .unwrap();
    let objective = Objective::Makespan { units: 4 };
    let policy = Policy::shipped();
    c.bench_function("layered1000 gflownet forward pass", |b| {
        b.iter(|| {
            policy.node_params(
                &flowsched::dag::Planned::as_written(&dag),
                0.01,
                &Reward::single(objective),
            )
        })
    });
    let sampler = GflownetScheduler::new(policy.clone(), 0.01);
    c.bench_function("layered1000 gflownet 1000 samples", |b| {
        b.iter(|| {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0);
            sampler.orders(
                &flowsched::dag::Planned::as_written(&dag),
                objective,
                1000,
                &mut rng,
            )
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10).warm_up_time(std::time::Duration::from_millis(300)).measurement_time(std::time::Duration::from_secs(1));
    targets = bench, gflownet
}
criterion_main!(benches);
