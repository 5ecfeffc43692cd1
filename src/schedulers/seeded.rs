//! The search schedulers as users get them by name: BRKGA seeded with every classic heuristic,
//! and annealing started from the best of them, so neither returns worse than the classics.

use super::annealing::Annealing;
use super::brkga::Brkga;
use super::{by_name, Scheduler, CLASSIC};
use crate::cost::{Evaluator, Objective};
use crate::dag::{Order, ScheduleDag};
use rand_chacha::ChaCha8Rng;

pub enum Search {
    Brkga,
    Annealing,
}

pub struct SeededSearch(pub Search);

fn classic_orders(dag: &ScheduleDag, objective: Objective, rng: &mut ChaCha8Rng) -> Vec<Order> {
    CLASSIC
        .iter()
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
        }
    }
    fn orders(
        &self,
        dag: &ScheduleDag,
        objective: Objective,
        n: usize,
        rng: &mut ChaCha8Rng,
    ) -> Vec<Order> {
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
        }
    }
}
