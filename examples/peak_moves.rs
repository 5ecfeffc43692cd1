//! How much of the memory refinement is the local search itself: the peak-directed moves
//! (`flowsched::schedulers::peak_moves`) applied to the best classic order of each model, next
//! to that order as it is. Compare with `flowsched bench … --scheduler gflownet --refine 20
//! --refine-top 4` on the same models (models/README.md).
//!
//!   cargo run --release --example peak_moves -- MODELS_DIR [MOVES]

use flowsched::cost::{DeviceProfile, MemoryEvaluator, Objective};
use flowsched::model::{collect_inputs, Model};
use flowsched::schedulers::{by_name, peak_moves::lower_peak};
use rand::SeedableRng;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let dir = args.get(1).expect("usage: peak_moves MODELS_DIR [MOVES]");
    let moves: usize = args
        .get(2)
        .map_or(20, |m| m.parse().expect("MOVES is a number"));
    println!("model                         best classic   + {moves} moves   ratio");
    for path in collect_inputs(&[dir.into()]).expect("a folder of models") {
        let mut model = Model::load(&path, &Default::default()).expect("model loads");
        DeviceProfile::by_name("cpu")
            .unwrap()
            .annotate(model.dag_mut());
        let dag = model.dag();
        let eval = MemoryEvaluator::new(dag);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0);
        let best = ["xla-default", "inductor-default"]
            .iter()
            .map(|n| {
                by_name(n)
                    .unwrap()
                    .orders(dag, Objective::PeakMemory, 1, &mut rng)[0]
                    .clone()
            })
            .min_by_key(|o| eval.peak(o))
            .unwrap();
        let moved = lower_peak(dag, &best, moves);
        let (a, b) = (eval.peak(&best), eval.peak(&moved));
        println!(
            "{:<30}{a:>12}{b:>14}   {:.4}",
            path.file_name().unwrap().to_string_lossy(),
            b as f64 / a as f64
        );
    }
}
