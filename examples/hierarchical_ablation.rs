//! The hierarchical scheduler's ablation at equal wall time (docs/hierarchical.md): on each
//! ONNX model, peak memory of the file as written (ORT's planner proxy) relative to the input,
//! for
//! - `dp`: the hierarchy alone (its down-set DP guided by the classic heuristics' orders);
//! - `dp+gflownet`, `dp+random`: the same DP with half its work, guided by proposals (each
//!   keeps its path in every layer): pretrained GFlowNet samples drawn for the other half of
//!   `dp`'s time, or as many uniformly random topological orders;
//! - `gflownet`: the GFlowNet alone as `--scheduler gflownet` runs it (100 samples, refined);
//! - `brkga`, `peak-search`: the searches, seeded with the classics.
//!
//! The `dp` arm's time is the budget the proposal arms get. Every arm's seconds are printed.
//!
//!   cargo run --release --example hierarchical_ablation -- MODEL.onnx ...

use flowsched::cost::{MemoryEvaluator, Objective};
use flowsched::dag::{Order, ReadyTracker, ScheduleDag};
use flowsched::onnx::{import_model, ImportOptions};
use flowsched::schedulers::{by_name, classic, hierarchical, GflownetOptions, Hierarchical};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::time::{Duration, Instant};

/// A uniformly random choice among the ready ops at each step.
fn random_order(dag: &ScheduleDag, rng: &mut ChaCha8Rng) -> Order {
    let mut ready = ReadyTracker::new(dag);
    let mut pool = ready.initially_ready().to_vec();
    let mut out = Vec::with_capacity(dag.len());
    while !pool.is_empty() {
        let n = pool.swap_remove(rng.random_range(0..pool.len()));
        out.push(n);
        pool.extend(ready.complete(dag, n));
    }
    Order::new(dag, out).expect("Kahn's algorithm gives a topological order")
}

/// Proposals drawn until `budget` has passed (at least one).
fn proposals(budget: Duration, mut draw: impl FnMut() -> Vec<Order>) -> Vec<Order> {
    let start = Instant::now();
    let mut out = Vec::new();
    while out.is_empty() || start.elapsed() < budget {
        out.extend(draw());
    }
    out
}

fn main() {
    let paths: Vec<String> = std::env::args().skip(1).collect();
    println!("| model | ops | dp | dp+gflownet | dp+random | gflownet | brkga | peak-search |");
    println!("|---|---|---|---|---|---|---|---|");
    for path in paths {
        let model = import_model(path.as_ref(), &ImportOptions::default()).expect("an ONNX model");
        let dag = &model.dag;
        // ONNX Runtime's plan, the file as written: its buffer planner.
        let planned = flowsched_core::dag::Planned::new(dag, &flowsched_core::dag::PLANNED_BUFFERS);
        let proxy = MemoryEvaluator::new(&planned);
        let input = proxy.peak(&Order::original(dag)) as f64;
        let mut rng = ChaCha8Rng::seed_from_u64(0);
        let classics: Vec<Order> = classic()
            .map(|n| {
                by_name(n)
                    .unwrap()
                    .orders(&planned, Objective::PeakMemory, 1, &mut rng)
                    .remove(0)
            })
            .collect();
        let incumbent = classics
            .iter()
            .min_by_key(|o| proxy.peak(o))
            .unwrap()
            .clone();
        let best = |orders: &[Order]| {
            let peak = orders
                .iter()
                .map(|o| proxy.peak(o))
                .min()
                .unwrap_or(u64::MAX);
            (peak.min(proxy.peak(&incumbent)) as f64) / input
        };
        let cell = |(ratio, secs): (f64, f64)| format!("{ratio:.3} ({secs:.2} s)");

        let start = Instant::now();
        let full = Hierarchical::default();
        let dp = best(&full.solve(&planned, &incumbent, &classics).orders);
        let budget = start.elapsed();
        let dp_cell = (dp, budget.as_secs_f64());

        let half = Hierarchical {
            work: hierarchical::DEFAULT_WORK / 2,
            ..Hierarchical::default()
        };
        let sampler_options = GflownetOptions {
            refine_rounds: 0,
            greedy: false,
            classic_seeds: false,
            ..GflownetOptions::default()
        };
        let sampler = flowsched::registry::build("gflownet", &sampler_options).unwrap();
        let guided = |draws: Vec<Order>| {
            let guides: Vec<Order> = classics.iter().cloned().chain(draws).collect();
            best(&half.solve(&planned, &incumbent, &guides).orders)
        };
        let start = Instant::now();
        let gfn = proposals(budget / 2, || {
            sampler.orders(&planned, Objective::PeakMemory, 4, &mut rng)
        });
        let gfn_count = gfn.len();
        let gfn_cell = (guided(gfn), start.elapsed().as_secs_f64());
        let start = Instant::now();
        // As many random orders as GFlowNet samples: the DP's time grows with its guides.
        let random: Vec<Order> = (0..gfn_count)
            .map(|_| random_order(dag, &mut rng))
            .collect();
        let random_cell = (guided(random), start.elapsed().as_secs_f64());

        let timed = |name: &str, samples: usize, rng: &mut ChaCha8Rng| {
            let start = Instant::now();
            let s = flowsched::registry::build(name, &GflownetOptions::default()).unwrap();
            let orders = s.orders(&planned, Objective::PeakMemory, samples, rng);
            (best(&orders), start.elapsed().as_secs_f64())
        };
        let gflownet = timed("gflownet", 100, &mut rng);
        let brkga = timed("brkga", 100, &mut rng);
        let peak_search = timed("peak-search", 1, &mut rng);
        let name = std::path::Path::new(&path)
            .file_stem()
            .unwrap()
            .to_string_lossy()
            .to_string();
        println!(
            "| {name} | {} | {} | {} | {} | {} | {} | {} |",
            dag.len(),
            cell(dp_cell),
            cell(gfn_cell),
            cell(random_cell),
            cell(gflownet),
            cell(brkga),
            cell(peak_search)
        );
    }
}
