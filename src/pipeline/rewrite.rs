//! The rewrite stage (`--rewrite`), between loading and scheduling. The ONNX crate offers the
//! rewrites the graph allows ([`flowsched_onnx::rewrite`]); here each is judged with the order.
//! The run's schedulers find the best order; the rewrites whose nodes run at its peak are
//! applied and the graph scheduled again; while the peak drops, the next round takes those at
//! the new peak. A round that does not lower the peak is undone and ends the search, so every
//! rewrite kept lowered the best order's peak when it came (a rewrite elsewhere only adds ops).
//! Every channel rewrite at once is tried last, where rewrites only help together.
//! The rewritten graph is scheduled only where its best order's peak, by the proxy as the
//! runtime runs it, is below the file's best order's; the device, where one is given, then
//! measures it like any other graph, against the user's file.

use super::{load, Options, PipelineError};
use crate::backend::Backend;
use crate::model::{Model, OnnxModel, Rewritten};
use crate::report::{KeptRewrite, RewriteReport};
use flowsched_core::cost::{memory_profile, MemoryProfile, Objective};
use flowsched_core::dag::{Order, Planned, ScheduleDag};
use flowsched_core::device::ExecutionOrder;
use flowsched_core::schedulers::{collect_candidates, Scheduler};
use flowsched_onnx::rewrite::{self, Edit, RewriteKind};
use rand::SeedableRng;
use std::collections::HashMap;
use std::time::Instant;

/// What the stage hands on: the rewritten graph to schedule, where it is kept, and the report.
pub(super) struct Stage {
    pub graph: Option<(Model, String)>,
    pub report: RewriteReport,
}

/// What the stage needs of the run.
struct Run<'r> {
    options: &'r Options,
    backend: &'r dyn Backend,
    schedulers: &'r [Box<dyn Scheduler>],
    execution_order: ExecutionOrder,
}

/// The best order the run's schedulers find for a graph, as the runtime runs it.
struct Best {
    runs: Order,
    profile: MemoryProfile,
}

impl Best {
    fn peak(&self) -> u64 {
        self.profile.peak
    }
}

/// Rounds of rewrites at the peak, at most: each one imports and schedules the whole graph
/// (about 2 s on NASNet-A Large), and the NAS nets needed one or two.
const ROUNDS: usize = 6;

/// The most ops the rewrites kept may add, as a share of the file's: each partial convolution
/// and sum is a kernel launch. Measured as written in ORT: NASNet-A with 4 channel slices
/// (+5% ops) ran 0.93-0.95x the best order's latency; DenseNet-121 with every dense layer
/// partitioned (+500% ops) 1.27x, and NASNet-A 331 walked with 241 rewrites 1.23x.
const MAX_ADDED_OPS: f64 = 0.25;

/// Ops any graph may gain whatever its size: a small graph's few more launches cost
/// microseconds (the separable stem, 22 ops, with 108 more: 1.0x as written, below).
const ADDED_OPS_ALLOWANCE: f64 = 128.0;

/// The least share of the best order's peak a rewritten graph must save by the proxy.
const MIN_GAIN: f64 = flowsched_core::defaults::REWRITE_MIN_GAIN;

/// A recomputation is worth its copies only where the tensor it frees is at least this share
/// of the peak: the PyTorch exporter's shape arithmetic (Cast, Clip of a few bytes) is not.
const RECOMPUTE_SHARE: f64 = 0.01;

/// Runs the stage where the options ask for it (`None` otherwise).
pub(super) fn stage(
    options: &Options,
    backend: &dyn Backend,
    file: &Model,
    schedulers: &[Box<dyn Scheduler>],
) -> Result<Option<Stage>, PipelineError> {
    if !options.rewrite {
        return Ok(None);
    }
    let onnx = rewritable(options, file)?;
    let started = Instant::now();
    options
        .progress
        .report("rewrite", 0.0, "schedule the file's graph");
    let run = Run {
        options,
        backend,
        schedulers,
        execution_order: backend
            .execution_order(options)
            .map_err(|e| super::usage::refused(options, e.to_string()))?,
    };
    let best = best_order(file, &run);
    let produced_at = production_steps(file, &best.runs);
    let edits = rewrite::offers(&onnx.import, &|t| produced_at.get(t).copied());
    let (peak_at, peak_tensors) = Placed::new(file, &best).at_the_peak();
    let mut report = RewriteReport {
        offered: edits.len(),
        kept: Vec::new(),
        best_order_peak_bytes: best.peak(),
        rounds_peak_bytes: Vec::new(),
        every_channel_rewrite_peak_bytes: None,
        kept_peak_bytes: None,
        used: false,
        peak_at,
        peak_tensors,
        seconds: 0.0,
        verdict: "the graph allows no rewrite".into(),
    };
    let search = Search {
        onnx,
        file,
        run: &run,
        edits: &edits,
        best: &best,
    };
    let (kept, rewritten) = search.run(&mut report)?;
    let graph = finish(&search, &mut report, kept, rewritten);
    report.seconds = started.elapsed().as_secs_f64();
    tracing::info!("rewrite: {}", report.verdict);
    Ok(Some(Stage { graph, report }))
}

/// The user's file where `--rewrite` applies to it, or why not.
fn rewritable<'m>(options: &Options, file: &'m Model) -> Result<&'m OnnxModel, PipelineError> {
    let refuse = |why: &str| Err(super::usage::refused(options, why.into()));
    let derived = format!(
        "--rewrite rewrites the file's graph, {} schedules the runtime's: drop one",
        crate::model::OPTIMISED_GRAPH_FLAG
    );
    match file {
        _ if options.objective != Objective::PeakMemory => {
            refuse("--rewrite lowers peak memory: it applies with --objective memory")
        }
        Model::Onnx(onnx) if options.optimised_graph.is_none() => Ok(onnx),
        Model::Onnx(_) => refuse(&derived),
        _ => refuse("--rewrite applies to ONNX models (it rewrites ONNX operators); for MLIR, run flowsched-opt with flowsched-schedule{rewrite=true}"),
    }
}

/// The search over the rewrites offered on the file, from its best order.
struct Search<'s> {
    onnx: &'s OnnxModel,
    file: &'s Model,
    run: &'s Run<'s>,
    edits: &'s [Edit],
    best: &'s Best,
}

impl<'s> Search<'s> {
    /// The rounds at the peak, then every channel rewrite at once: the rewrites kept and the
    /// graph with them, where any lowered the peak. Each candidate's peak goes in `report`.
    fn run(&self, report: &mut RewriteReport) -> Result<(Vec<&'s Edit>, Found), PipelineError> {
        let (options, edits) = (self.run.options, self.edits);
        let file = Placed::new(self.file, self.best);
        let mut kept: Vec<&Edit> = Vec::new();
        let mut rewritten: Found = None;
        for round in 0..ROUNDS {
            let (graph, now) = match &rewritten {
                Some((graph, best)) => (graph, best),
                None => (self.file, self.best),
            };
            let placed = Placed::new(graph, now);
            let at_peak: Vec<&Edit> = (edits.iter())
                .filter(|e| !kept.iter().any(|k| std::ptr::eq(*k, *e)))
                .filter(|e| placed.worth_trying(e))
                .collect();
            if at_peak.is_empty() {
                break;
            }
            let detail = format!(
                "round {}: {} rewrites at the peak",
                round + 1,
                at_peak.len()
            );
            let fraction = (round + 1) as f64 / (ROUNDS + 1) as f64;
            options.progress.report("rewrite", fraction, &detail);
            let mut trial = kept.clone();
            trial.extend(at_peak);
            trial.sort_by_key(|e| edits.iter().position(|o| std::ptr::eq(o, *e)));
            if !within_budget(&trial, &file) {
                break;
            }
            let (model, scheduled) = self.schedule(&trial)?;
            report.rounds_peak_bytes.push(scheduled.peak());
            if scheduled.peak() >= now.peak() {
                break;
            }
            kept = trial;
            rewritten = Some((model, scheduled));
        }
        // Rewrites can lower the peak together where none does alone at the peak (DenseNet-121:
        // every dense layer's Concat partitioned, 0.89x; the one at the peak alone, 1.11x):
        // every channel rewrite at once is the last candidate.
        let every: Vec<&Edit> = (edits.iter())
            .filter(|e| e.rewrite.kind != RewriteKind::Recompute)
            .collect();
        if !every.is_empty() && every.len() != kept.len() && within_budget(&every, &file) {
            let fraction = ROUNDS as f64 / (ROUNDS + 1) as f64;
            options
                .progress
                .report("rewrite", fraction, "every channel rewrite");
            let (model, scheduled) = self.schedule(&every)?;
            let now = rewritten
                .as_ref()
                .map_or(self.best.peak(), |(_, b)| b.peak());
            report.every_channel_rewrite_peak_bytes = Some(scheduled.peak());
            if scheduled.peak() < now {
                kept = every;
                rewritten = Some((model, scheduled));
            }
        }
        Ok((kept, rewritten))
    }

    /// The file with `edits`, and its best order.
    fn schedule(&self, edits: &[&Edit]) -> Result<(Model, Best), PipelineError> {
        let model = make(self.onnx, edits, self.run)?;
        let best = best_order(&model, self.run);
        Ok((model, best))
    }
}

/// A rewritten graph and its best order, where one lowered the peak.
type Found = Option<(Model, Best)>;

/// The graph to schedule, where the rewrites kept save [`MIN_GAIN`], with the report's verdict
/// and each rewrite's effect.
fn finish(
    search: &Search,
    report: &mut RewriteReport,
    kept: Vec<&Edit>,
    rewritten: Found,
) -> Option<(Model, String)> {
    let (best, human) = (search.best, flowsched_core::cost::memory::human_bytes);
    let enough = |b: &Best| (b.peak() as f64) <= best.peak() as f64 * (1.0 - MIN_GAIN);
    report.kept_peak_bytes = rewritten.as_ref().map(|(_, b)| b.peak());
    let Some((graph, best_kept)) = rewritten.filter(|(_, b)| enough(b)) else {
        if !search.edits.is_empty() {
            report.verdict = format!(
                "no rewrite kept: none lowered the best order's peak ({}) by {:.0}%, at the peak \
                 or all at once, within {:.0}% more ops",
                human(best.peak()),
                MIN_GAIN * 100.0,
                MAX_ADDED_OPS * 100.0
            );
        }
        return None;
    };
    report.used = true;
    let (before, after) = (
        Placed::new(search.file, best),
        Placed::new(&graph, &best_kept),
    );
    (report.peak_at, report.peak_tensors) = after.at_the_peak();
    report.kept = (kept.iter())
        .map(|e| KeptRewrite {
            rewrite: e.rewrite.clone(),
            span_peak_before_bytes: span_peak(&best.profile, &before.span_steps(e)),
            span_peak_after_bytes: span_peak(&best_kept.profile, &after.added_steps(e)),
        })
        .collect();
    report.verdict = format!(
        "{} of {} rewrites kept: the best order's peak {} against {} without them",
        kept.len(),
        search.edits.len(),
        human(best_kept.peak()),
        human(best.peak())
    );
    let described = format!("{} ({})", crate::report::REWRITTEN_GRAPH, counts(&kept));
    Some((graph, described))
}

/// Whether `edits` add at most [`MAX_ADDED_OPS`] of the file's ops (or
/// [`ADDED_OPS_ALLOWANCE`]), and their recomputations
/// at most [`rewrite::MAX_EXTRA_FLOPS`] of its work.
fn within_budget(edits: &[&Edit], file: &Placed) -> bool {
    let dag = file.dag;
    let added: usize = (edits.iter())
        .map(|e| {
            e.rewrite
                .added
                .len()
                .saturating_sub(e.rewrite.removed.len())
        })
        .sum();
    let work: f64 = dag.nodes().map(|n| dag.node(n).flops).sum();
    let recomputed: f64 = (edits.iter())
        .filter(|e| e.rewrite.kind == RewriteKind::Recompute)
        .map(|e| {
            let flops = file.node(&e.rewrite.at).map_or(0.0, |n| n.flops);
            flops * e.rewrite.added.len() as f64
        })
        .sum();
    added as f64 <= (dag.len() as f64 * MAX_ADDED_OPS).max(ADDED_OPS_ALLOWANCE)
        && recomputed <= work * rewrite::MAX_EXTRA_FLOPS
}

/// "3 channel-split, 1 recompute": the kinds kept, how many of each.
fn counts(kept: &[&Edit]) -> String {
    let kinds = [
        RewriteKind::ChannelSplit,
        RewriteKind::ChannelSlice,
        RewriteKind::KernelSplit,
        RewriteKind::Recompute,
    ];
    (kinds.iter())
        .map(|&kind| (kind, kept.iter().filter(|e| e.rewrite.kind == kind).count()))
        .filter(|&(_, n)| n > 0)
        .map(|(kind, n)| format!("{n} {}", kind.name()))
        .collect::<Vec<_>>()
        .join(", ")
}

fn best_order(model: &Model, run: &Run) -> Best {
    let plan = run.backend.plan(model, run.execution_order);
    let planned = Planned::new(model.dag(), &plan);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(run.options.seed);
    let files = collect_candidates(
        &planned,
        run.schedulers,
        Objective::PeakMemory,
        run.options.samples,
        &mut rng,
    );
    let execution = run.backend.execution(model, run.execution_order);
    (files.iter())
        .map(|c| {
            let runs = execution.runs_as(&c.order);
            let profile = memory_profile(&planned, &runs);
            Best { runs, profile }
        })
        .min_by_key(|b| b.peak())
        .expect("the original order is always a candidate")
}

/// How many of the largest tensors live at the peak the report names.
const PEAK_TENSORS: usize = 8;

/// The step at which each tensor is made in `order`.
fn production_steps(model: &Model, order: &Order) -> HashMap<String, usize> {
    let dag = model.dag();
    let mut steps = HashMap::new();
    for (step, n) in order.iter().enumerate() {
        for &t in &dag.node(n).outputs {
            steps.insert(dag.tensor(t).name.clone(), step);
        }
    }
    steps
}

/// A graph in its best order, what the stage asks of each node by name: made once per round
/// and asked about every edit offered (a name lookup in the DAG is a scan, and NASNet-A has
/// 325 offers).
struct Placed<'a> {
    dag: &'a ScheduleDag,
    best: &'a Best,
    nodes: HashMap<&'a str, NodeFacts>,
    positions: Vec<usize>,
}

/// One node in the order: its step, the steps of its outputs' readers, its outputs' bytes and
/// its FLOPs.
struct NodeFacts {
    step: usize,
    reader_steps: Vec<usize>,
    bytes: u64,
    flops: f64,
}

impl<'a> Placed<'a> {
    fn new(graph: &'a Model, best: &'a Best) -> Placed<'a> {
        let dag = graph.dag();
        let positions = best.runs.positions();
        let facts = |n| {
            let node = dag.node(n);
            let outputs = node.outputs.iter().map(|&t| dag.tensor(t));
            NodeFacts {
                step: positions[n.index()],
                reader_steps: (outputs.clone())
                    .flat_map(|t| t.consumers.iter().map(|c| positions[c.index()]))
                    .collect(),
                bytes: outputs.map(|t| t.bytes).sum(),
                flops: node.flops,
            }
        };
        let nodes = dag
            .nodes()
            .map(|n| (dag.node(n).name.as_str(), facts(n)))
            .collect();
        Placed {
            dag,
            best,
            nodes,
            positions,
        }
    }

    fn node(&self, name: &str) -> Option<&NodeFacts> {
        self.nodes.get(name)
    }

    /// The steps where the nodes `edit` replaces run (for a recomputation, from the op to its
    /// output's last reader), while the edit is not applied.
    fn span_steps(&self, edit: &Edit) -> Vec<usize> {
        let mut steps: Vec<usize> = Vec::new();
        let named = (edit.rewrite.removed.iter()).chain(std::iter::once(&edit.rewrite.at));
        for n in named.filter_map(|name| self.node(name)) {
            steps.push(n.step);
            if edit.rewrite.kind == RewriteKind::Recompute {
                steps.extend(&n.reader_steps);
            }
        }
        steps
    }

    /// The steps where the nodes `edit` added run (and, for a recomputation, the op itself).
    fn added_steps(&self, edit: &Edit) -> Vec<usize> {
        (edit.rewrite.added.iter())
            .chain(std::iter::once(&edit.rewrite.at))
            .filter_map(|name| self.node(name))
            .map(|n| n.step)
            .collect()
    }

    /// Whether `edit`, not yet applied, runs at the peak; a recomputation only where the
    /// tensor it frees matters at that peak.
    fn worth_trying(&self, edit: &Edit) -> bool {
        let steps = self.span_steps(edit);
        let (Some(&first), Some(&last)) = (steps.iter().min(), steps.iter().max()) else {
            return false;
        };
        let at_peak = (first..=last).contains(&self.best.profile.peak_step);
        let freed = self.node(&edit.rewrite.at).map_or(0, |n| n.bytes);
        at_peak
            && (edit.rewrite.kind != RewriteKind::Recompute
                || freed as f64 >= self.best.peak() as f64 * RECOMPUTE_SHARE)
    }

    /// The op at the peak and the largest tensors live there (made at or before it, read at or
    /// after it, or a graph output), largest first.
    fn at_the_peak(&self) -> (String, Vec<(String, u64)>) {
        let (dag, step, positions) = (self.dag, self.best.profile.peak_step, &self.positions);
        let Some(op) = self.best.runs.as_slice().get(step) else {
            return (String::new(), Vec::new());
        };
        let mut live: Vec<(String, u64)> = (dag.tensors().iter())
            .filter(|t| t.bytes > 0)
            .filter(|t| {
                let Some(p) = t.producer else { return false };
                let last = t.consumers.iter().map(|c| positions[c.index()]).max();
                positions[p.index()] <= step && (t.graph_output || last.is_some_and(|l| l >= step))
            })
            .map(|t| (t.name.clone(), t.bytes))
            .collect();
        live.sort_by_key(|(name, bytes)| (std::cmp::Reverse(*bytes), name.clone()));
        live.truncate(PEAK_TENSORS);
        (dag.node(*op).name.clone(), live)
    }
}

/// The highest live bytes from the first of `steps` to the last.
fn span_peak(profile: &MemoryProfile, steps: &[usize]) -> u64 {
    let (Some(&first), Some(&last)) = (steps.iter().min(), steps.iter().max()) else {
        return 0;
    };
    profile.curve[first..=last]
        .iter()
        .copied()
        .max()
        .unwrap_or(0)
}

/// The user's file with `edits`, written into a temporary folder (beside the file's external
/// data, where it has some), loaded and made ready as the file was.
fn make(file: &OnnxModel, edits: &[&Edit], run: &Run) -> Result<Model, PipelineError> {
    let user = file.user_path();
    let located = |reason: String| {
        PipelineError::Model(crate::model::ModelError::Input {
            path: user.into(),
            reason,
        })
    };
    let model = rewrite::apply(&file.import.model, edits);
    let dir = match file.import.report.external_data_tensors > 0 {
        true => flowsched_onnx::external::scratch_with_data(user, &file.import.model)
            .map_err(|e| located(e.to_string()))?,
        false => tempfile::tempdir().map_err(|e| located(format!("a temporary folder: {e}")))?,
    };
    let stem = user.file_stem().and_then(|s| s.to_str()).unwrap_or("model");
    let path = dir.path().join(format!("{stem}.rewritten.onnx"));
    flowsched_onnx::write_atomically(&path, &rewrite::encode(&model))
        .map_err(|e| located(e.to_string()))?;
    let rewritten = Rewritten {
        user_file: user.into(),
        dir,
        rewrites: edits.iter().map(|e| e.rewrite.clone()).collect(),
    };
    let mut graph = Model::Onnx(OnnxModel::rewritten(&path, rewritten, &file.options)?);
    load::prepare_graph(run.options, run.backend, &mut graph)?;
    Ok(graph)
}
