//! `flowsched-lab bench`: every chosen scheduler on every graph, judged by the objective's proxy,
//! as ratios to the best result and to a lower bound, with whether optimality is proven and
//! how long each took. Writes CSV, JSON and an SVG plot.

use flowsched::cost::target::{SyntheticTarget, Target, TargetModel};
use flowsched::cost::{DeviceProfile, Evaluator, Objective};
use flowsched::dag::{diversity, Order};
use flowsched::dag::{Plan, Planned, ScheduleDag};
use flowsched::schedulers::{self, GflownetOptions, Scheduler};
use rand::SeedableRng;
use serde::Serialize;
use std::path::Path;
use std::time::Instant;

#[derive(Debug, Clone, Serialize)]
#[non_exhaustive]
pub struct BenchRow {
    pub graph: String,
    pub nodes: usize,
    pub scheduler: String,
    pub cost: f64,
    pub ratio_to_best: f64,
    pub ratio_to_lower_bound: f64,
    /// Optimal for sure: an exact solver proved it, or the cost meets the lower bound.
    pub proven_optimal: bool,
    pub millis: f64,
    /// Makespan on the synthetic target model (`--target`): the best of the top-k by proxy.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target_cost: Option<f64>,
    /// Σ target runtimes / target makespan, the paper's "speedup on the target".
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target_speedup: Option<f64>,
    /// Mean pairwise distance between the top-k orders (normalised Spearman footrule:
    /// 0 identical, 1 reversed); `None` for fewer than two distinct orders.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub diversity: Option<f64>,
    /// The best-of-k curve of a randomised scheduler: `(k, expected best cost of k of its
    /// samples drawn at random)` for k = 1, 2, 5, 10, 20, … up to its sample count, so
    /// schedulers compare at every budget from one run. Empty for exact solvers.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub best_of_k: Vec<(usize, f64)>,
}

/// One named graph to benchmark.
pub struct BenchGraph {
    pub name: String,
    pub dag: ScheduleDag,
    /// How its runtime runs it (buffer reuse, a walk).
    pub plan: Plan,
}

/// How to judge the schedulers.
#[derive(Clone, Copy)]
pub struct BenchSettings<'a> {
    pub objective: Objective,
    /// Runtimes for ops that have none.
    pub profile: &'a DeviceProfile,
    /// Orders asked of each randomised scheduler (its best counts).
    pub samples: usize,
    pub seed: u64,
    /// Also judge makespan orders on this synthetic target.
    pub target: Option<TargetModel>,
    /// The paper's protocol: the best `top_k` orders by proxy go to the target, which keeps
    /// its best (1: only the proxy's best).
    pub top_k: usize,
    pub gflownet: &'a GflownetOptions,
}

/// Runs `scheduler_names` on each graph. `progress` is told after each graph.
pub fn run(
    graphs: &[BenchGraph],
    scheduler_names: &[String],
    settings: &BenchSettings,
    mut progress: impl FnMut(&str),
) -> Result<Vec<BenchRow>, schedulers::SchedulerError> {
    let BenchSettings {
        objective,
        profile,
        samples,
        seed,
        target,
        top_k,
        gflownet,
    } = *settings;
    let scheds: Vec<Box<dyn Scheduler>> = scheduler_names
        .iter()
        .map(|n| flowsched::registry::build(n, gflownet))
        .collect::<Result<_, _>>()?;
    let mut rows = Vec::new();
    for g in graphs {
        let mut dag = g.dag.clone();
        profile.annotate(&mut dag);
        let planned = Planned::new(&dag, &g.plan);
        let eval = Evaluator::new(&planned, objective);
        // Where the runtime walks the graph (`Plan::walked`), each order is a file, judged by
        // the order the walk runs it in.
        let walk = planned
            .walked()
            .map(|w| flowsched::gflownet::env::walk::WalkGraph::new(&dag, w));
        let runs = |o: &Order| match &walk {
            Some(w) => {
                let file: Vec<u32> = o.iter().map(|v| v.index() as u32).collect();
                flowsched::gflownet::env::walk::order_of(&dag, &w.walk_of_file(&file))
            }
            None => o.clone(),
        };
        let bound = eval.lower_bound();
        let start_row = rows.len();
        for (name, s) in scheduler_names.iter().zip(&scheds) {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let t = Instant::now();
            // The exact solvers also say whether they proved optimality.
            // (They solve the order as written: under a walk, their order is one more file.)
            let proven_order = walk.is_none().then(|| s.proven(&planned, &eval)).flatten();
            let (top, proven, curve) = if let Some((order, proven)) = proven_order {
                (vec![order], proven, Vec::new())
            } else {
                let orders = s.orders(&planned, objective, samples.max(1), &mut rng);
                let (top, curve) = best_by_proxy(orders, |o| eval.cost(&runs(o)), top_k);
                (top, false, curve)
            };
            let cost = eval.cost(&runs(&top[0]));
            let millis = t.elapsed().as_secs_f64() * 1e3;
            let on_target =
                target.and_then(|model| on_target(model, objective, seed, &planned, &top));
            rows.push(BenchRow {
                graph: g.name.clone(),
                nodes: dag.len(),
                scheduler: name.clone(),
                cost,
                ratio_to_best: 0.0,
                ratio_to_lower_bound: if bound > 0.0 { cost / bound } else { 1.0 },
                proven_optimal: proven || cost <= bound,
                millis,
                target_cost: on_target.map(|t| t.0),
                target_speedup: on_target.map(|t| t.1),
                // What runs differs from the file under a walk: the distance is between runs.
                diversity: diversity(&top.iter().map(&runs).collect::<Vec<_>>()),
                best_of_k: curve,
            });
        }
        set_ratio_to_best(&mut rows[start_row..]);
        progress(&g.name);
    }
    Ok(rows)
}

/// Each row's cost over the best of `rows` (one graph's).
fn set_ratio_to_best(rows: &mut [BenchRow]) {
    let best = rows.iter().map(|r| r.cost).fold(f64::INFINITY, f64::min);
    for r in rows {
        r.ratio_to_best = if best > 0.0 { r.cost / best } else { 1.0 };
    }
}

/// The best `top_k` of `orders` by `cost`, best first, and the best-of-k curve of all their
/// costs.
fn best_by_proxy(
    orders: Vec<Order>,
    cost: impl Fn(&Order) -> f64,
    top_k: usize,
) -> (Vec<Order>, Vec<(usize, f64)>) {
    let mut orders: Vec<(f64, Order)> = orders.into_iter().map(|o| (cost(&o), o)).collect();
    orders.sort_by(|a, b| a.0.total_cmp(&b.0));
    let costs: Vec<f64> = orders.iter().map(|(c, _)| *c).collect();
    orders.truncate(top_k.max(1));
    (
        orders.into_iter().map(|(_, o)| o).collect(),
        best_of_k(&costs),
    )
}

/// The paper's protocol on a synthetic target (makespan only): the best of `top` as the target
/// measures it, and the speedup it gives over running the ops one after another.
fn on_target(
    model: TargetModel,
    objective: Objective,
    seed: u64,
    dag: &Planned,
    top: &[Order],
) -> Option<(f64, f64)> {
    let Objective::Makespan { units } = objective else {
        return None;
    };
    let target = SyntheticTarget { model, units, seed };
    let total: f64 = target.realise(dag).0.iter().sum();
    let best = target
        .measure(dag, top)
        .iter()
        .filter_map(|m| m.makespan)
        .reduce(f64::min);
    best.map(|m| (m, if m > 0.0 { total / m } else { 0.0 }))
}

/// The k at which [`BenchRow::best_of_k`] is given: 1, 2, 5 times the powers of ten.
const CURVE_KS: [usize; 3] = [1, 2, 5];

/// Expected minimum of k costs drawn without replacement from `sorted` (ascending), for each
/// k of [`CURVE_KS`] times 10^j up to `sorted.len()`. The i-th smallest (0-based) is the
/// minimum of a random k-subset with probability C(n-1-i, k-1) / C(n, k), computed as a
/// running ratio (p₀ = k/n, p_{i+1} = p_i (n-i-k) / (n-i-1)) so large n never overflows.
pub fn best_of_k(sorted: &[f64]) -> Vec<(usize, f64)> {
    let n = sorted.len();
    let ks = (0..)
        .flat_map(|j| CURVE_KS.map(|m| m * 10usize.pow(j)))
        .take_while(|&k| k <= n);
    ks.map(|k| {
        let (mut p, mut expected) = (k as f64 / n as f64, 0.0);
        for (i, c) in sorted.iter().enumerate() {
            expected += p * c;
            if i + k >= n {
                break;
            }
            p *= (n - i - k) as f64 / (n - i - 1) as f64;
        }
        (k, expected)
    })
    .collect()
}

/// Per scheduler, in first-seen order: geometric means of the target speedup and plain
/// means of the top-k diversity, where measured.
pub(crate) fn target_summary(rows: &[BenchRow]) -> Vec<(String, Option<f64>, Option<f64>)> {
    summary(rows)
        .into_iter()
        .map(|(n, _)| {
            let mine = || rows.iter().filter(|r| r.scheduler == n);
            let speed: Vec<f64> = mine().filter_map(|r| r.target_speedup).collect();
            let div: Vec<f64> = mine().filter_map(|r| r.diversity).collect();
            let geo = (!speed.is_empty()).then(|| {
                (speed.iter().map(|s| s.max(1e-12).ln()).sum::<f64>() / speed.len() as f64).exp()
            });
            let mean = (!div.is_empty()).then(|| div.iter().sum::<f64>() / div.len() as f64);
            (n, geo, mean)
        })
        .collect()
}

/// Geometric mean of `ratio_to_best` per scheduler, in first-seen order.
pub(crate) fn summary(rows: &[BenchRow]) -> Vec<(String, f64)> {
    let mut names: Vec<String> = Vec::new();
    for r in rows {
        if !names.contains(&r.scheduler) {
            names.push(r.scheduler.clone());
        }
    }
    names
        .into_iter()
        .map(|n| {
            let logs: Vec<f64> = rows
                .iter()
                .filter(|r| r.scheduler == n)
                .map(|r| r.ratio_to_best.max(1e-12).ln())
                .collect();
            let mean = (logs.iter().sum::<f64>() / logs.len().max(1) as f64).exp();
            (n, mean)
        })
        .collect()
}

pub fn write_csv(path: &Path, rows: &[BenchRow]) -> std::io::Result<()> {
    let mut text = String::from("graph,nodes,scheduler,cost,ratio_to_best,ratio_to_lower_bound,proven_optimal,millis,target_cost\n");
    for r in rows {
        let target = r.target_cost.map(|t| t.to_string()).unwrap_or_default();
        text.push_str(&format!(
            "{},{},{},{},{:.6},{:.6},{},{:.3},{target}\n",
            r.graph,
            r.nodes,
            r.scheduler,
            r.cost,
            r.ratio_to_best,
            r.ratio_to_lower_bound,
            r.proven_optimal,
            r.millis
        ));
    }
    std::fs::write(path, text)
}

/// Bar chart: geometric-mean cost relative to the best, per scheduler (lower is better).
pub fn write_svg(
    path: &Path,
    rows: &[BenchRow],
    title: &str,
) -> Result<(), Box<dyn std::error::Error>> {
    use plotters::prelude::*;
    let data = summary(rows);
    let top = data.iter().map(|(_, v)| *v).fold(1.0, f64::max) * 1.1;
    let root = SVGBackend::new(path, (900, 480)).into_drawing_area();
    root.fill(&WHITE)?;
    let mut chart = ChartBuilder::on(&root)
        .caption(title, ("sans-serif", 20))
        .margin(15)
        .x_label_area_size(110)
        .y_label_area_size(60)
        .build_cartesian_2d((0..data.len()).into_segmented(), 0.0..top)?;
    let labels: Vec<String> = data.iter().map(|(n, _)| n.clone()).collect();
    chart
        .configure_mesh()
        .y_desc("cost / best (geometric mean)")
        .x_labels(data.len())
        .x_label_formatter(&|x| match x {
            SegmentValue::CenterOf(i) => labels.get(*i).cloned().unwrap_or_default(),
            _ => String::new(),
        })
        .x_label_style(
            ("sans-serif", 12)
                .into_font()
                .transform(FontTransform::Rotate90),
        )
        .draw()?;
    chart.draw_series(data.iter().enumerate().map(|(i, (_, v))| {
        Rectangle::new(
            [
                (SegmentValue::Exact(i), 0.0),
                (SegmentValue::Exact(i + 1), *v),
            ],
            BLUE.mix(0.6).filled(),
        )
    }))?;
    root.present()?;
    Ok(())
}

/// `flowsched-lab bench`'s table: every (graph, scheduler) row, then each scheduler's geometric
/// mean of cost over the best, and the target columns where they were measured.
pub fn bench_table(rows: &[BenchRow], objective: Objective) -> String {
    use flowsched::report::table::{plain, Align::*};
    let body: Vec<Vec<String>> = rows
        .iter()
        .map(|r| {
            vec![
                r.graph.chars().take(28).collect(),
                r.scheduler.clone(),
                objective.format_cost(r.cost),
                format!("{:.3}", r.ratio_to_best),
                format!("{:.3}", r.ratio_to_lower_bound),
                if r.proven_optimal { "yes" } else { "" }.to_string(),
                format!("{:.2}", r.millis),
            ]
        })
        .collect();
    let header = ["graph", "scheduler", "cost", "/best", "/bound", "opt", "ms"];
    let align = [Left, Left, Right, Right, Right, Right, Right];
    let mut out = plain(0, &header, &align, &body);
    out.push_str("\ngeometric mean of cost / best:\n");
    let means: Vec<Vec<String>> = summary(rows)
        .into_iter()
        .map(|(name, g)| vec![name, format!("{g:.4}")])
        .collect();
    out.push_str(&plain(
        2,
        &["scheduler", "cost / best"],
        &[Left, Right],
        &means,
    ));
    let extra = target_summary(rows);
    if extra.iter().any(|(_, s, d)| s.is_some() || d.is_some()) {
        out.push_str(
            "\ntarget speedup (geometric mean) and top-k diversity (mean pairwise distance):\n",
        );
        let show = |v: Option<f64>| v.map_or("-".to_string(), |v| format!("{v:.4}"));
        let extra: Vec<Vec<String>> = extra
            .into_iter()
            .map(|(name, s, d)| vec![name, show(s), show(d)])
            .collect();
        let header = ["scheduler", "speedup", "diversity"];
        out.push_str(&plain(2, &header, &[Left, Right, Right], &extra));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::best_of_k;

    /// The closed form against every k-subset of six costs.
    #[test]
    fn best_of_k_is_the_mean_minimum_over_subsets() {
        let costs = [1.0, 2.0, 2.0, 3.5, 7.0, 9.0];
        let curve = best_of_k(&costs);
        assert_eq!(curve.iter().map(|c| c.0).collect::<Vec<_>>(), [1, 2, 5]);
        for (k, expected) in curve {
            let (mut sum, mut count) = (0.0, 0);
            for mask in 0u32..1 << costs.len() {
                if mask.count_ones() as usize == k {
                    let min = (0..costs.len())
                        .filter(|i| mask >> i & 1 == 1)
                        .map(|i| costs[i])
                        .fold(f64::INFINITY, f64::min);
                    sum += min;
                    count += 1;
                }
            }
            assert!((expected - sum / count as f64).abs() < 1e-12, "k={k}");
        }
        assert_eq!(best_of_k(&[4.0]), [(1, 4.0)]);
        assert!(best_of_k(&[]).is_empty());
    }
}
