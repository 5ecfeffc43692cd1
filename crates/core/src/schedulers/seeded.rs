//! The search schedulers as users get them by name: BRKGA seeded with every classic heuristic,
//! annealing started from the best of them, and the peak-directed search started from the
//! best of them by peak memory, so none returns worse than the classics.

use super::annealing::Annealing;
use super::brkga::Brkga;
use super::peak_moves::{lower_peak, MAX_MOVES};
use super::{by_name, classic, Scheduler};
use crate::cost::{Evaluator, MemoryEvaluator, Objective};
use crate::dag::{Order, Planned};
use crate::schedulers::Rng;
use rand_chacha::ChaCha8Rng;

pub enum Search {
    Brkga,
    Annealing,
    /// [`super::peak_moves`]: peak memory only, whatever the objective (the proxy ranks it
    /// among the other candidates).
    PeakMoves,
}

pub struct SeededSearch(pub Search);

pub fn classic_orders(dag: &Planned, objective: Objective, rng: &mut ChaCha8Rng) -> Vec<Order> {
    classic()
        .flat_map(|n| {
            by_name(n)
                .expect("classic names are known")
                .orders(dag, objective, 1, rng)
        })
        .collect()
}

fn indices(order: &Order) -> Vec<usize> {
    order.iter().map(|n| n.index()).collect()
}

impl Scheduler for SeededSearch {
    fn name(&self) -> &'static str {
        match self.0 {
            Search::Brkga => "brkga",
            Search::Annealing => "annealing",
            Search::PeakMoves => "peak-search",
        }
    }
    fn orders(&self, dag: &Planned, objective: Objective, n: usize, rng: &mut Rng) -> Vec<Order> {
        let seeds = classic_orders(dag, objective, rng);
        match self.0 {
            Search::Brkga => Brkga {
                seed_orders: seeds.iter().map(indices).collect(),
                ..Brkga::default()
            }
            .orders(dag, objective, n, rng),
            Search::Annealing => {
                let eval = Evaluator::new(dag, objective);
                let best = seeds
                    .iter()
                    .min_by(|a, b| eval.cost(a).total_cmp(&eval.cost(b)))
                    .expect("classic orders exist");
                Annealing {
                    initial: Some(indices(best)),
                    ..Annealing::default()
                }
                .orders(dag, objective, n, rng)
            }
            Search::PeakMoves => {
                let eval = MemoryEvaluator::new(dag);
                let best = seeds
                    .iter()
                    .min_by_key(|o| eval.peak(o))
                    .expect("classic orders exist");
                vec![lower_peak(dag, best, MAX_MOVES)]
            }
        }
    }
}
