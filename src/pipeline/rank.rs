//! Candidates collected from the schedulers and scored by the proxy as the runtime runs them.

use super::eligible::{conflict, eligible, UserFile};
use super::{usage, Options, PipelineError};
use crate::backend::Backend;
use crate::model::Model;
use crate::report::Candidate;
use flowsched_core::cost::memory::human_bytes;
use flowsched_core::cost::{decode_list, peak_memory, stream_schedule, Evaluator, Objective};
use flowsched_core::dag::{Order, Plan, Planned};
use flowsched_core::schedulers::{collect_candidates, collect_capped, Labelled, Scheduler};
use flowsched_runtime::{Execution, ExecutionOrder};
use rand::SeedableRng;

/// Every candidate: its file order, the order the runtime runs it in, its proxy scores, and
/// whether it may win ([`eligible`]). Index 0 is the original.
pub(super) struct Ranked<'m> {
    pub files: Vec<Labelled>,
    pub executed: Vec<Order>,
    pub scored: Vec<Candidate>,
    pub may_win: Vec<bool>,
    /// `may_win` but for the memory cap: on a device, which measures the peaks the cap holds
    /// candidates to, the proxy's verdict on the cap gives way to the measured one.
    pub may_win_but_cap: Vec<bool>,
    /// Where the walk's best file was held back as clearly worse as written: the trade.
    pub trade: Option<String>,
    pub eval: Evaluator<'m>,
    pub execution: Box<dyn Execution + 'm>,
    /// The runtime's plan of the scheduled graph, as the backend gave it.
    pub plan: &'m Plan,
    /// The user's own file by the proxy, where it is not among the candidates.
    user_file: Option<UserFile>,
    /// `--memory-cap`: the cap in bytes and the lowest peak the run found.
    pub cap: Option<Cap>,
    /// Where the streams wait for memory to keep to the cap (MLIR streams), the cap in bytes.
    pub stream_cap: Option<u64>,
    /// Whether each candidate's peak is under the cap (all true without one).
    pub within_cap: Vec<bool>,
}

/// `--memory-cap` on one graph.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Cap {
    pub bytes: u64,
    /// The lowest peak of the memory schedulers' orders (the defaults' list for memory).
    pub optimum: u64,
}

/// The user's file, the graph scheduled (the file, or one the runtime made of it), and the
/// backend that runs them.
pub(super) struct Graphs<'m> {
    pub file: &'m Model,
    pub graph: &'m Model,
    pub backend: &'m dyn Backend,
    /// How the backend runs `graph` ([`Backend::plan`]).
    pub plan: &'m Plan,
}

impl<'m> Ranked<'m> {
    pub fn new(
        graphs: Graphs<'m>,
        schedulers: &[Box<dyn Scheduler>],
        objective: Objective,
        execution_order: ExecutionOrder,
        options: &Options,
        against_user_file: bool,
    ) -> Result<Ranked<'m>, PipelineError> {
        let Graphs {
            file,
            graph: model,
            backend,
            plan,
        } = graphs;
        let execution = backend.execution(model, execution_order);
        let dag = model.dag();
        let planned = Planned::new(dag, plan);
        // Candidates that run as streams on several units are held to their streams' peak, by
        // liveness (no planner shares buffers between streams), and a ratio is then of the
        // lowest peak one op at a time by liveness too.
        let streams = objective.units().is_some_and(|u| u > 1) && model.runs_as_streams(false);
        let (mut files, cap) = candidates(
            &planned,
            &*execution,
            schedulers,
            objective,
            options,
            streams,
        )?;
        // Where the streams can wait for memory (MLIR), they keep to the cap by waiting.
        let stream_cap =
            (cap.filter(|c| streams && model.streams_wait_under(c.bytes))).map(|c| c.bytes);
        let eval = Evaluator::new(&planned, objective);
        add_steering_files(&*execution, &mut files, &eval);
        let executed: Vec<Order> = files.iter().map(|c| execution.runs_as(&c.order)).collect();
        let scored: Vec<Candidate> = (files.iter().zip(&executed).enumerate())
            .map(|(i, (c, runs))| {
                let streams = model.runs_as_streams(i == 0).then_some(stream_cap);
                score(&planned, &eval, c, runs, &files[0].order, streams)
            })
            .collect();
        // Judged against the user's file where the scheduled graph is not it, unless the
        // caller measures the file itself next to this run (the deployment search).
        let another_graph = !std::ptr::eq(file, model);
        let user_file = (against_user_file && another_graph)
            .then(|| user_file(file, backend, objective, execution_order));
        let mut may_win = eligible(&scored, user_file.as_ref());
        // Without a device, a proxy that models a compiler's buffers (MLIR at the tensor
        // level) keeps the input unless a candidate beats it by more than the model's error.
        if let Some(model) = dag.memory_model.filter(|_| options.device.is_none()) {
            let bar = scored[0].cost * (1.0 - model.margin);
            for (i, c) in scored.iter().enumerate().skip(1) {
                may_win[i] &= objective.is_timed() || c.moved_ops == 0 || c.cost <= bar;
            }
        }
        let within_cap = within_cap(&scored, cap, options)?;
        let may_win_but_cap = may_win.clone();
        for (may, within) in may_win.iter_mut().zip(&within_cap) {
            *may &= within;
        }
        let trade = conflict(&scored, &may_win);
        Ok(Ranked {
            files,
            executed,
            scored,
            may_win,
            may_win_but_cap,
            trade,
            eval,
            execution,
            plan,
            user_file,
            cap,
            stream_cap,
            within_cap,
        })
    }

    /// Whether the user's own file stays because candidate `best` may not beat it.
    pub(crate) fn user_file_wins(&self, best: usize) -> bool {
        self.user_file.is_some() && !self.may_win_but_cap[best]
    }

    /// The cheapest candidate that may win; ties keep the earlier one (the original first).
    /// None may (the scheduled graph is not the user's file): the original.
    pub(crate) fn proxy_choice(&self) -> usize {
        (0..self.scored.len())
            .filter(|&i| self.may_win[i])
            .min_by(|&a, &b| {
                (self.scored[a].cost)
                    .total_cmp(&self.scored[b].cost)
                    .then(a.cmp(&b))
            })
            .unwrap_or(0)
    }
}

/// Every scheduler's orders; under `--memory-cap`, asked for orders under it, with the
/// memory schedulers' orders after them: they give the optimum a ratio is of, and a
/// candidate under any cap that can be met.
fn candidates(
    planned: &Planned,
    execution: &dyn Execution,
    schedulers: &[Box<dyn Scheduler>],
    objective: Objective,
    options: &Options,
    streams: bool,
) -> Result<(Vec<Labelled>, Option<Cap>), PipelineError> {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(options.seed);
    let (memory_orders, cap) = match options.memory_cap {
        Some(cap) => {
            let (orders, optimum) = memory_orders(planned, execution, options, streams)?;
            let cap = Cap {
                bytes: cap.bytes(optimum),
                optimum,
            };
            (orders, Some(cap))
        }
        None => (Vec::new(), None),
    };
    // The schedulers see the walk where the runtime walks the graph.
    let mut files = collect_capped(
        planned,
        schedulers,
        objective,
        samples(options),
        &mut rng,
        cap.map(|c| c.bytes),
    );
    for order in memory_orders {
        if !files.iter().any(|c| c.order == order.order) {
            files.push(order);
        }
    }
    Ok((files, cap))
}

/// Whether each candidate is under the cap (all are without one); an error where none is.
fn within_cap(
    scored: &[Candidate],
    cap: Option<Cap>,
    options: &Options,
) -> Result<Vec<bool>, PipelineError> {
    let within: Vec<bool> = (scored.iter())
        .map(|c| cap.is_none_or(|cap| c.capped_peak() <= cap.bytes))
        .collect();
    let lowest = scored.iter().map(Candidate::capped_peak).min().unwrap_or(0);
    // On several units, streams hold more than the lowest order one op at a time.
    let streams = match cap.filter(|c| lowest > c.optimum) {
        Some(cap) => format!(
            " one op at a time, {} on {} streams: {:.2}x",
            human_bytes(lowest),
            options.objective.units().unwrap_or(1),
            lowest as f64 / cap.optimum.max(1) as f64
        ),
        None => String::new(),
    };
    match cap {
        Some(cap) if !within.contains(&true) => Err(usage::refused(
            options,
            format!(
                "--memory-cap: no order found keeps the peak under {} (the lowest peak found \
                 is {}{streams}); raise the cap",
                human_bytes(cap.bytes),
                human_bytes(cap.optimum)
            ),
        )),
        _ => Ok(within),
    }
}

/// The memory schedulers' orders (the defaults' list for memory), labelled `memory:<name>`,
/// and the lowest peak among them as the runtime runs them (for `streams`, also by liveness).
fn memory_orders(
    planned: &Planned,
    execution: &dyn Execution,
    options: &Options,
    streams: bool,
) -> Result<(Vec<Labelled>, u64), PipelineError> {
    use flowsched_core::schedulers::{GflownetOptions, SchedulerList};
    let list: SchedulerList = flowsched_core::defaults::SCHEDULERS
        .parse()
        .expect("the table's list parses");
    let schedulers = flowsched_gfn::registry::build_candidates(&list, &GflownetOptions::default())?;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(options.seed);
    let mut orders = collect_candidates(planned, &schedulers, Objective::PeakMemory, 1, &mut rng);
    let liveness = flowsched_core::cost::MemoryEvaluator::liveness(planned.dag);
    let peak = |runs: &Order| match streams {
        true => peak_memory(planned, runs).max(liveness.peak(runs)),
        false => peak_memory(planned, runs),
    };
    let optimum = (orders.iter())
        .map(|c| peak(&execution.runs_as(&c.order)))
        .min()
        .unwrap_or(0);
    orders.remove(0); // the original, a candidate already
    for c in &mut orders {
        c.scheduler = format!("memory:{}", c.scheduler);
    }
    Ok((orders, optimum))
}

/// The user's file by the proxy, as the runtime runs it and as written.
fn user_file(
    file: &Model,
    backend: &dyn Backend,
    objective: Objective,
    execution_order: ExecutionOrder,
) -> UserFile {
    let plan = backend.plan(file, execution_order);
    let eval = Evaluator::new(&Planned::new(file.dag(), &plan), objective);
    let written = Order::original(file.dag());
    let runs = backend.execution(file, execution_order).runs_as(&written);
    UserFile {
        walk: eval.cost(&runs),
        written: eval.cost(&written),
    }
}

/// Where the runtime does not run files as written, each candidate also as the files that
/// steer it towards running that order, named `<scheduler>@<how>`; one of them is written like
/// the candidates' best file as written, by the proxy.
fn add_steering_files(execution: &dyn Execution, files: &mut Vec<Labelled>, eval: &Evaluator) {
    let costs: Vec<f64> = files.iter().map(|c| eval.cost(&c.order)).collect();
    let Some(best) = (0..files.len()).min_by(|&a, &b| costs[a].total_cmp(&costs[b])) else {
        return;
    };
    let written = files[best].order.clone();
    for i in 0..files.len() {
        for (how, order) in execution.steering_files(&files[i].order, &written) {
            if !files.iter().any(|c| c.order == order) {
                let made = Labelled {
                    scheduler: format!("{}@{how}", files[i].scheduler),
                    order,
                    origin: files[i].origin,
                };
                files.push(made);
            }
        }
    }
}

/// `c.order` is the file order, `runs` the order the runtime runs it in: the costs are those
/// of `runs`, the moved ops those of the file. On several units, where it runs as `streams`,
/// also the peak of its streams: its list schedule, or under `Some(cap)` the schedule that
/// waits for memory where the list schedule would go over the cap, whose makespan is then
/// its cost.
fn score(
    dag: &Planned,
    eval: &Evaluator,
    c: &Labelled,
    runs: &Order,
    original: &Order,
    streams: Option<Option<u64>>,
) -> Candidate {
    let cap = streams.flatten();
    let on_streams = (eval.objective().units())
        .filter(|&u| u > 1 && streams.is_some())
        .map(|u| stream_schedule(dag, runs, u, eval.runtimes(), cap));
    let makespan = match &on_streams {
        Some(s) => Some(s.schedule.makespan),
        None => (eval.objective().units())
            .map(|u| decode_list(dag, runs, u, eval.runtimes(), None).makespan),
    };
    let cost = match (&on_streams, cap) {
        (Some(s), Some(_)) => s.schedule.makespan,
        _ => eval.cost(runs),
    };
    Candidate {
        scheduler: c.scheduler.clone(),
        cost,
        peak_memory_bytes: peak_memory(dag, runs),
        stream_peak_bytes: on_streams.as_ref().map(|s| s.peak),
        makespan,
        moved_ops: c.order.moved_from(original),
        as_written_cost: (*runs != c.order).then(|| eval.cost(&c.order)),
        origin: c.origin,
    }
}

/// Orders asked of each randomised scheduler: the user's, and at least
/// [`flowsched_core::defaults::SAMPLES_TIMED`] where the default list of a timed objective runs the
/// GFlowNet (its top k by the proxy go on).
fn samples(options: &Options) -> usize {
    let default_gflownet = options.schedulers.is_default()
        && options.objective.is_timed()
        && options.schedulers.names().iter().any(|n| n == "gflownet");
    match default_gflownet {
        true => options.samples.max(flowsched_core::defaults::SAMPLES_TIMED),
        false => options.samples,
    }
}
