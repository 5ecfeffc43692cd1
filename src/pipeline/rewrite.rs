//! The rewrite stage (`--rewrite`), between loading and scheduling. The ONNX crate offers the
//! rewrites the graph allows ([`flowsched_onnx::rewrite`]); here each is judged with the order,
//! as the issue of Serenity's rewrites asks: the run's schedulers schedule the graph with every
//! offer, a rewrite is kept only where the file's best order was above that peak while its
//! nodes ran, and the rewritten graph is scheduled only where its best order's peak, by the
//! proxy as the runtime runs it, is below the file's best order's. The device, where one is
//! given, then measures it like any other graph, against the user's file.

use super::{load, Options, PipelineError};
use crate::backend::Backend;
use crate::model::{Model, OnnxModel, Rewritten};
use crate::report::{KeptRewrite, RewriteReport};
use flowsched_core::cost::{memory_profile, MemoryProfile, Objective};
use flowsched_core::dag::{Order, Planned};
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
    let refuse = |why: &str| Err(super::usage::refused(options, why.into()));
    let onnx = match file {
        _ if options.objective != Objective::PeakMemory => {
            return refuse("--rewrite lowers peak memory: it applies with --objective memory")
        }
        Model::Onnx(onnx) if options.optimised_graph.is_none() => onnx,
        Model::Onnx(_) => {
            return refuse(
                "--rewrite rewrites the file's graph, --for-ort schedules ONNX Runtime's: drop one",
            )
        }
        _ => return refuse("--rewrite applies to ONNX models (it rewrites ONNX operators)"),
    };
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
    let mut report = RewriteReport {
        offered: edits.len(),
        kept: Vec::new(),
        best_order_peak_bytes: best.peak(),
        all_offered_peak_bytes: None,
        kept_peak_bytes: None,
        used: false,
        peak_at: String::new(),
        peak_tensors: Vec::new(),
        seconds: 0.0,
        verdict: "the graph allows no rewrite".into(),
    };
    (report.peak_at, report.peak_tensors) = at_the_peak(file, &best);
    if edits.is_empty() {
        report.seconds = started.elapsed().as_secs_f64();
        return Ok(Some(Stage {
            graph: None,
            report,
        }));
    }
    options
        .progress
        .report("rewrite", 0.3, "schedule the graph with every rewrite");
    let all: Vec<&Edit> = edits.iter().collect();
    let with_all = make(onnx, &all, &run)?;
    let best_all = best_order(&with_all, &run);
    report.all_offered_peak_bytes = Some(best_all.peak());
    let spans = Spans { file, best: &best };
    let kept = keep(&edits, &spans, best_all.peak(), file);
    options
        .progress
        .report("rewrite", 0.6, "schedule the graph with the rewrites kept");
    let (graph, best_kept, kept) = if kept.len() == all.len() || kept.is_empty() {
        (with_all, best_all, all)
    } else {
        let fewer = make(onnx, &kept, &run)?;
        let best_fewer = best_order(&fewer, &run);
        // Fewer rewrites that give the peak back are not worth their ops: all of them then.
        match best_fewer.peak() <= best_all.peak() {
            true => (fewer, best_fewer, kept),
            false => (with_all, best_all, all),
        }
    };
    report.kept_peak_bytes = Some(best_kept.peak());
    report.used = best_kept.peak() < best.peak();
    if report.used {
        (report.peak_at, report.peak_tensors) = at_the_peak(&graph, &best_kept);
    }
    report.kept = (kept.iter())
        .map(|e| KeptRewrite {
            rewrite: e.rewrite.clone(),
            span_peak_before_bytes: spans.before(e),
            span_peak_after_bytes: span_after(&graph, &best_kept, e),
        })
        .collect();
    let human = flowsched_core::cost::memory::human_bytes;
    report.verdict = match report.used {
        true => format!(
            "{} of {} rewrites kept: the best order's peak {} against {} without them",
            kept.len(),
            edits.len(),
            human(best_kept.peak()),
            human(best.peak())
        ),
        false => format!(
            "no rewrite kept: with them the best order's peak is {}, not below {} without",
            human(best_kept.peak()),
            human(best.peak())
        ),
    };
    report.seconds = started.elapsed().as_secs_f64();
    tracing::info!("rewrite: {}", report.verdict);
    let graph = report.used.then(|| {
        let described = format!("rewritten ({})", counts(&kept));
        (graph, described)
    });
    Ok(Some(Stage { graph, report }))
}

/// "3 channel-split, 1 recompute": the kinds kept, how many of each.
fn counts(kept: &[&Edit]) -> String {
    let kinds = [
        RewriteKind::ChannelSplit,
        RewriteKind::ChannelSlice,
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

/// The op at `best`'s peak and the largest tensors live there (made at or before it, read at
/// or after it, or a graph output), largest first.
fn at_the_peak(model: &Model, best: &Best) -> (String, Vec<(String, u64)>) {
    let dag = model.dag();
    let step = best.profile.peak_step;
    let positions = best.runs.positions();
    let Some(op) = best.runs.as_slice().get(step) else {
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

/// The file's graph in its best order: where each rewrite's nodes ran.
struct Spans<'s> {
    file: &'s Model,
    best: &'s Best,
}

impl Spans<'_> {
    /// The highest live bytes in the file's best order from the first to the last step of the
    /// nodes a rewrite replaces: for a recomputation, from the op to its output's last reader.
    fn before(&self, edit: &Edit) -> u64 {
        let dag = self.file.dag();
        let positions = self.best.runs.positions();
        let mut steps: Vec<usize> = Vec::new();
        let named = (edit.rewrite.removed.iter()).chain(std::iter::once(&edit.rewrite.at));
        for name in named {
            let Some(n) = dag.find(name) else { continue };
            steps.push(positions[n.index()]);
            if edit.rewrite.kind == RewriteKind::Recompute {
                for &t in &dag.node(n).outputs {
                    (dag.tensor(t).consumers.iter()).for_each(|c| steps.push(positions[c.index()]));
                }
            }
        }
        span_peak(&self.best.profile, &steps)
    }
}

/// The highest live bytes in the rewritten graph's best order over the steps of the nodes a
/// rewrite added (and, for a recomputation, the op itself).
fn span_after(graph: &Model, best: &Best, edit: &Edit) -> u64 {
    let dag = graph.dag();
    let positions = best.runs.positions();
    let steps: Vec<usize> = (edit.rewrite.added.iter())
        .chain(std::iter::once(&edit.rewrite.at))
        .filter_map(|name| dag.find(name))
        .map(|n| positions[n.index()])
        .collect();
    span_peak(&best.profile, &steps)
}

fn span_peak(profile: &MemoryProfile, steps: &[usize]) -> u64 {
    let (Some(&first), Some(&last)) = (steps.iter().min(), steps.iter().max()) else {
        return 0;
    };
    profile.curve[first..=last].iter().copied().max().unwrap_or(0)
}

/// The rewrites worth their ops: those where the file's best order was above `target` (the
/// peak with every rewrite) while their nodes ran; recomputations, the highest first, only
/// while their copies add at most [`rewrite::MAX_EXTRA_FLOPS`] of the model's work.
fn keep<'e>(edits: &'e [Edit], spans: &Spans, target: u64, file: &Model) -> Vec<&'e Edit> {
    let dag = file.dag();
    let total_flops: f64 = dag.nodes().map(|n| dag.node(n).flops).sum();
    let mut extra_flops = 0.0;
    let mut ranked: Vec<(&Edit, u64)> = (edits.iter())
        .map(|e| (e, spans.before(e)))
        .filter(|&(_, before)| before > target)
        .collect();
    ranked.sort_by_key(|&(_, before)| std::cmp::Reverse(before));
    let mut kept: Vec<&Edit> = Vec::new();
    for (edit, _) in ranked {
        if edit.rewrite.kind == RewriteKind::Recompute {
            let copies = edit.rewrite.added.len() as f64;
            let flops = dag.find(&edit.rewrite.at).map_or(0.0, |n| dag.node(n).flops);
            if extra_flops + copies * flops > total_flops * rewrite::MAX_EXTRA_FLOPS {
                continue;
            }
            extra_flops += copies * flops;
        }
        kept.push(edit);
    }
    // Back in the order they were offered: the file written does not depend on the ranking.
    kept.sort_by_key(|e| edits.iter().position(|o| std::ptr::eq(o, *e)));
    kept
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
