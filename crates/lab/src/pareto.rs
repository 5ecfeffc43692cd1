//! `flowsched-lab pareto`: how well GFlowNet models trade several objectives on the same graphs.
//! Each model samples N orders per graph, keeps its top k by a product reward (the axes with
//! their weights), and the non-dominated set of those k on the axes is its Pareto front. Fronts
//! are compared with the multiplicative ε-indicator: I(A, B) is the smallest factor by which
//! every cost of A's front must be scaled for A to weakly dominate every point of B's; I ≤ 1.05
//! means "at least as good within 5% on every axis".

use flowsched::cost::Evaluator;
use flowsched::dag::{Order, Planned, PlannedDag};
use flowsched::gflownet::data::timed;
use flowsched::gflownet::env::GraphEnv;
use flowsched::gflownet::reward::{Factor, Reward};
use flowsched::gflownet::{GflownetError, GflownetScheduler};
use flowsched::schedulers::{GflownetOptions, Scheduler};
use rand::SeedableRng;
use serde::Serialize;
use std::path::{Path, PathBuf};

pub struct ParetoSettings {
    /// The axes, and the score (Σ weight · quality) the top k are chosen by.
    pub rank: Reward,
    pub samples: usize,
    pub top_k: usize,
    pub sigma: f64,
    pub seed: u64,
}

/// One model on one graph.
#[derive(Debug, Clone, Serialize)]
#[non_exhaustive]
pub struct FrontRow {
    pub graph: String,
    pub model: String,
    /// Non-dominated (cost per axis) points of the model's top k, sorted.
    pub front: Vec<Vec<f64>>,
    /// Costs per axis of the model's best order by the score.
    pub best: Vec<f64>,
    /// I(this model, the first model): ≤ 1 means its front covers the reference's.
    pub epsilon_vs_reference: f64,
    /// I(the first model, this model).
    pub reference_epsilon_vs_this: f64,
}

/// Points of `points` no other point weakly dominates with one strict improvement.
fn front(points: &[Vec<f64>]) -> Vec<Vec<f64>> {
    let dominates = |a: &Vec<f64>, b: &Vec<f64>| {
        a.iter().zip(b).all(|(x, y)| x <= y) && a.iter().zip(b).any(|(x, y)| x < y)
    };
    let mut out: Vec<Vec<f64>> = points
        .iter()
        .filter(|p| !points.iter().any(|q| dominates(q, p)))
        .cloned()
        .collect();
    out.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
    out.dedup();
    out
}

/// The multiplicative ε-indicator I(a, b) = max_{q∈b} min_{p∈a} max_i p_i / q_i.
fn epsilon_indicator(a: &[Vec<f64>], b: &[Vec<f64>]) -> f64 {
    b.iter()
        .map(|q| {
            a.iter()
                .map(|p| {
                    p.iter()
                        .zip(q)
                        .map(|(x, y)| if *y > 0.0 { x / y } else { 1.0 })
                        .fold(0.0, f64::max)
                })
                .fold(f64::INFINITY, f64::min)
        })
        .fold(0.0, f64::max)
}

/// Runs every model on every graph (`raw`: real ops not yet timed; each axis and each model
/// times them with its own profile, `cpu` by default).
pub fn run(
    raw: &[PlannedDag],
    models: &[PathBuf],
    settings: &ParetoSettings,
    mut progress: impl FnMut(&str),
) -> Result<Vec<FrontRow>, GflownetError> {
    let profile_of = |f: &Factor| f.profile.clone().unwrap_or_else(|| "cpu".into());
    let axes: Vec<Vec<PlannedDag>> = settings
        .rank
        .factors
        .iter()
        .map(|f| timed(raw, &profile_of(f)))
        .collect::<Result<_, _>>()?;
    let schedulers = models
        .iter()
        .map(|m| load_model(m, raw, settings.sigma))
        .collect::<Result<Vec<_>, GflownetError>>()?;
    let mut rows = Vec::new();
    for (g, graph) in raw.iter().enumerate() {
        let mut fronts: Vec<(Vec<Vec<f64>>, Vec<f64>)> = Vec::new();
        // Each axis: its objective on the graph timed with its profile.
        let factors = settings.rank.factors.iter().zip(&axes);
        let evals: Vec<Evaluator> = factors
            .clone()
            .map(|(f, a)| Evaluator::new(&a[g].planned(), f.objective))
            .collect();
        let envs: Vec<GraphEnv> = factors
            .map(|(f, a)| GraphEnv::new(&a[g].planned(), f.objective))
            .collect();
        for (scheduler, graphs) in &schedulers {
            let dag = &graphs[g];
            let points = top_points(scheduler, &dag.planned(), &evals, &envs, settings);
            let best = points[0].clone();
            fronts.push((front(&points), best));
        }
        let reference = fronts[0].0.clone();
        for (m, (f, best)) in fronts.into_iter().enumerate() {
            rows.push(FrontRow {
                graph: graph.dag.name.clone(),
                model: models[m].display().to_string(),
                epsilon_vs_reference: epsilon_indicator(&f, &reference),
                reference_epsilon_vs_this: epsilon_indicator(&reference, &f),
                front: f,
                best,
            });
        }
        progress(&graph.dag.name);
    }
    Ok(rows)
}

/// A model's sampler (without the classics' orders: they would be in every front) and the
/// graphs timed with the profile it was trained on.
fn load_model(
    weights: &Path,
    raw: &[PlannedDag],
    sigma: f64,
) -> Result<(GflownetScheduler, Vec<PlannedDag>), GflownetError> {
    let scheduler = GflownetScheduler::from_options(&GflownetOptions {
        model: Some(weights.to_path_buf()),
        sigma,
        classic_seeds: false,
        ..Default::default()
    })?;
    let profile = flowsched::gflownet::manifest::Manifest::load(weights)?
        .map(|man| man.profile)
        .unwrap_or_else(|| "cpu".into());
    Ok((scheduler, timed(raw, &profile)?))
}

/// The costs on every axis of the model's `top_k` samples by the `--rank` reward, best first
/// (ties keep the sampler's order).
fn top_points(
    scheduler: &GflownetScheduler,
    dag: &Planned,
    evals: &[Evaluator],
    envs: &[GraphEnv],
    settings: &ParetoSettings,
) -> Vec<Vec<f64>> {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(settings.seed);
    let primary = scheduler
        .reward
        .as_ref()
        .map_or(settings.rank.primary(), |r| r.primary());
    let orders: Vec<Order> = scheduler.orders(dag, primary, settings.samples, &mut rng);
    let mut scored: Vec<(f64, Vec<f64>)> = orders
        .iter()
        .map(|o| {
            let costs: Vec<f64> = evals.iter().map(|e| e.cost(o)).collect();
            let score: f64 = (settings.rank.factors.iter().zip(envs).zip(&costs))
                .map(|((f, env), &c)| f.weight * env.log_reward(c, 1.0))
                .sum();
            (score, costs)
        })
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    scored.truncate(settings.top_k.max(1));
    scored.into_iter().map(|(_, c)| c).collect()
}

/// One model over all graphs, from [`run`]'s rows.
#[derive(Debug, Clone, Serialize)]
#[non_exhaustive]
pub struct ModelSummary {
    pub model: String,
    /// Per axis (as its reward reads): the geometric mean over graphs of this model's best
    /// order's cost over the best any model reached.
    pub best_over_best_of_all: Vec<(String, f64)>,
    /// I(this model, the reference) over graphs: geometric mean, worst, and how many ≤ 1.05.
    pub epsilon_geomean: f64,
    pub epsilon_worst: f64,
    pub within_5_percent: usize,
    pub graphs: usize,
    /// I(the reference, this model), geometric mean.
    pub reference_epsilon_geomean: f64,
}

/// Each model's summary; `rows` as [`run`] lists them (graph by graph, every model in turn).
pub fn summarise(rows: &[FrontRow], models: usize, rank: &Reward) -> Vec<ModelSummary> {
    let graphs = rows.len() / models.max(1);
    let geomean = |v: &mut dyn Iterator<Item = f64>| {
        (v.map(f64::ln).sum::<f64>() / graphs.max(1) as f64).exp()
    };
    (0..models)
        .map(|m| {
            let of_model = || rows.iter().skip(m).step_by(models);
            let best_over_best_of_all = rank
                .factors
                .iter()
                .enumerate()
                .map(|(a, f)| {
                    let axis = Reward {
                        factors: vec![Factor {
                            weight: 1.0,
                            ..f.clone()
                        }],
                    };
                    let mut ratios = of_model().enumerate().map(|(g, row)| {
                        let best = (0..models)
                            .map(|k| rows[g * models + k].best[a])
                            .fold(f64::INFINITY, f64::min);
                        row.best[a] / best.max(1e-300)
                    });
                    (axis.to_string(), geomean(&mut ratios))
                })
                .collect();
            let eps: Vec<f64> = of_model().map(|r| r.epsilon_vs_reference).collect();
            ModelSummary {
                model: rows[m].model.clone(),
                best_over_best_of_all,
                epsilon_geomean: geomean(&mut eps.iter().copied()),
                epsilon_worst: eps.iter().copied().fold(0.0, f64::max),
                within_5_percent: eps.iter().filter(|&&e| e <= 1.05).count(),
                graphs,
                reference_epsilon_geomean: geomean(
                    &mut of_model().map(|r| r.reference_epsilon_vs_this),
                ),
            }
        })
        .collect()
}

impl std::fmt::Display for ModelSummary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let axes: Vec<String> = self
            .best_over_best_of_all
            .iter()
            .map(|(axis, r)| format!("{axis} {r:.4}"))
            .collect();
        write!(
            f,
            "{}: best order / best of all models: {}; ε vs reference: geomean {:.4}, worst {:.4}, ≤ 1.05 on {}/{}; reference vs it: geomean {:.4}",
            self.model,
            axes.join(", "),
            self.epsilon_geomean,
            self.epsilon_worst,
            self.within_5_percent,
            self.graphs,
            self.reference_epsilon_geomean
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fronts_and_epsilon_indicator() {
        let pts = vec![
            vec![1.0, 5.0],
            vec![2.0, 2.0],
            vec![3.0, 3.0],
            vec![5.0, 1.0],
        ];
        assert_eq!(
            front(&pts),
            vec![vec![1.0, 5.0], vec![2.0, 2.0], vec![5.0, 1.0]]
        );
        let a = front(&pts);
        assert_eq!(epsilon_indicator(&a, &a), 1.0);
        // Scaling a front by 1.1 makes it need a factor 1.1 to cover the original.
        let worse: Vec<Vec<f64>> = a
            .iter()
            .map(|p| p.iter().map(|x| x * 1.1).collect())
            .collect();
        assert!((epsilon_indicator(&worse, &a) - 1.1).abs() < 1e-12);
        assert!((epsilon_indicator(&a, &worse) - 1.0 / 1.1).abs() < 1e-12);
    }
}
