//! The device's word: the proxy's top k measured in the runtime, and the winner chosen from
//! the measurement.

use super::eligible::top_k;
use super::rank::Ranked;
use super::{Options, PipelineError};
use crate::backend::{Backend, Bench, MeasureError};
use crate::model::Model;
use crate::report::{DeviceReport, MeasuredBaseline, MeasuredCandidate};
use flowsched_core::cost::agreement::{distinct_costs, spearman, spearman_over_costs, top1_regret};
use flowsched_core::cost::memory::human_bytes;
use flowsched_core::dag::Order;
use flowsched_core::decide::{decide, sessions_wanted, Decision, Evidence, Rules, MIN_SESSIONS};
use flowsched_core::device::{Device, ExecutionOrder};
use flowsched_runtime::protocol::{CandidateStats, Measurement, Protocol, MEMORY_NOISE};

/// The chosen candidate, and what the device measured.
pub(super) struct Choice {
    pub best: usize,
    pub device: Option<DeviceReport>,
    /// The user's own file, as the runtime's defaults run it, beat the winner: it is the output.
    pub kept_as_deployed: bool,
}

impl Choice {
    pub(crate) fn by_proxy(ranked: &Ranked) -> Choice {
        let best = ranked.proxy_choice();
        Choice {
            best,
            device: None,
            kept_as_deployed: ranked.user_file_wins(best),
        }
    }
}

/// Who measures, and against what.
pub(super) struct Judge<'a> {
    pub backend: &'a dyn Backend,
    /// The user's file, and the graph whose candidates are measured.
    pub file: &'a Model,
    pub graph: &'a Model,
    pub device: Device,
    pub execution_order: ExecutionOrder,
    /// The winner must also beat the user's file as the runtime's defaults run it, where the
    /// graph is another (and the search does not measure the file next to this run).
    pub against_user_file: bool,
}

/// Benchmarks the top-k on the device and returns the winning candidate.
pub(super) fn choose(
    judge: Judge,
    options: &Options,
    ranked: &Ranked,
) -> Result<Choice, PipelineError> {
    let (backend, model, device) = (judge.backend, judge.graph, judge.device);
    let objective = ranked.eval.objective();
    let picked = picked_for_device(ranked, options.top_k);
    let bench = bench_for(device, judge.execution_order, options);
    let located = |e: MeasureError| PipelineError::Device(e.at(&options.input));
    let on = measure_picked(&judge, &bench, ranked, &picked, options)?;
    let (decision, win) = on.decide(objective.is_timed(), bench.protocol.min_rounds);
    // The winner as the runtime's defaults are judged against it: its worst session.
    let mut winner_stats = on.m.candidates[win].clone();
    winner_stats.peak_bytes = winner_stats.peak_bytes.max(on.evidence[win].worst_peak());
    // Where the deployment search measures the user's file next to this run, not here too.
    let as_deployed = match judge.against_user_file {
        true => backend
            .measure_as_deployed(judge.file, model, objective, &bench, &winner_stats)
            .map_err(located)?,
        false => None,
    };
    let kept_as_deployed =
        as_deployed.as_ref().is_some_and(|a| a.kept) || ranked.user_file_wins(picked[win]);
    let (proxy, measured) = proxy_and_measured(backend, model, ranked, &picked, &on);
    let candidates = measured_candidates(ranked, &picked, &on, &decision, win);
    let report = DeviceReport {
        device: device.to_string(),
        cpu: flowsched_runtime::cpu_name(),
        spearman_proxy_vs_measured: spearman(&proxy, &measured),
        spearman_over_proxy_costs: spearman_over_costs(&proxy, &measured),
        proxy_costs_measured: distinct_costs(&proxy),
        top1_regret: top1_regret(&proxy, &measured),
        runtime: on.runtime,
        // MLIR streams are the M units of makespan:M, not the executor's --streams.
        streams: (backend.measured_streams(model)).map_or(bench.streams, |s| s.units),
        rounds: on.m.rounds,
        stopped_because: on.m.stopped_because.to_string(),
        rounds_needed: bench.protocol.min_rounds,
        seconds: on.m.seconds,
        sessions_seconds: on.sessions_seconds,
        candidates,
        as_deployed,
        peak_varies_between_sessions: on.varies && !objective.is_timed(),
        baselines: measured_baselines(&on.m),
    };
    Ok(Choice {
        best: picked[win],
        device: Some(report),
        kept_as_deployed,
    })
}

/// The proxy's top k. Under a memory cap the device judges the cap by what it measures, so
/// they are picked regardless of the proxy's peak, with the cheapest the proxy puts under the
/// cap always among them: one that fits by both, where there is one.
fn picked_for_device(ranked: &Ranked, k: usize) -> Vec<usize> {
    let (executed, scored) = (&ranked.executed, &ranked.scored);
    if ranked.cap.is_none() {
        return top_k(executed, scored, &ranked.may_win, k);
    }
    let mut picked = top_k(executed, scored, &ranked.may_win_but_cap, k);
    let fits = |i: &usize| ranked.may_win[*i];
    if !picked[1..].iter().any(fits) {
        let cheapest = (1..scored.len())
            .filter(fits)
            .min_by(|&a, &b| scored[a].cost.total_cmp(&scored[b].cost).then(a.cmp(&b)));
        picked.extend(cheapest);
    }
    picked
}

/// How the top k are measured: the options' budget, timeouts and streams on `device`.
fn bench_for(device: Device, execution_order: ExecutionOrder, options: &Options) -> Bench {
    Bench {
        device,
        streams: options.streams.max(1),
        seed: options.seed,
        protocol: Protocol {
            budget: options.budget,
            timeout: options.run_timeout,
            load_timeout: options.load_timeout,
            progress: options.progress.clone(),
            stage: format!("measure on {device}"),
            ..Protocol::default()
        },
        execution_order,
    }
}

/// The picked candidates as the device measured them: one run, and for memory the further
/// sessions.
struct OnDevice {
    /// The first run: every picked candidate side by side.
    m: Measurement,
    /// The runtime and its settings, as the report names them.
    runtime: String,
    /// The picked that ran, by their place among the picked.
    ok: Vec<usize>,
    /// Which of the picked may win: the input always, unless it is over the memory cap.
    eligible: Vec<bool>,
    /// `--memory-cap` is set: the input, where over it, is no fallback.
    capped: bool,
    /// Each picked candidate's sessions, as the decision core reads them.
    evidence: Vec<Evidence>,
    /// Whether the device's peak varies between sessions.
    varies: bool,
    /// What the further sessions took.
    sessions_seconds: f64,
}

/// Measures the `picked` candidates in one run, then in further sessions where the objective
/// is memory: an error where none that may win ran.
fn measure_picked(
    judge: &Judge,
    bench: &Bench,
    ranked: &Ranked,
    picked: &[usize],
    options: &Options,
) -> Result<OnDevice, PipelineError> {
    let (backend, model, device) = (judge.backend, judge.graph, judge.device);
    let orders: Vec<Order> = picked
        .iter()
        .map(|&i| ranked.files[i].order.clone())
        .collect();
    let located = |e: MeasureError| PipelineError::Device(e.at(&options.input));
    let measuring = std::time::Instant::now();
    let (m, runtime) = backend.measure(model, &orders, bench).map_err(located)?;
    let spent = measuring.elapsed();
    tracing::debug!(
        "measured {} candidates on {device} in {:.1} s ({} rounds)",
        orders.len(),
        spent.as_secs_f64(),
        m.rounds
    );
    let ok: Vec<usize> = (0..picked.len())
        .filter(|&i| m.candidates[i].ok())
        .collect();
    let mut evidence: Vec<Evidence> = m.candidates.iter().map(evidence_of).collect();
    // The original is always a contender (where it may not win, the user's file is kept if
    // it wins), unless it is over the memory cap: by its measured peak where the device
    // measures one, else by the proxy's.
    let under_cap = |k: usize| match (ranked.cap, measured_peak(&m.candidates[k], &evidence[k])) {
        (Some(cap), Some(peak)) => peak <= cap.bytes,
        _ => ranked.within_cap[picked[k]],
    };
    let eligible: Vec<bool> = (0..picked.len())
        .map(|k| (k == 0 || ranked.may_win_but_cap[picked[k]]) && under_cap(k))
        .collect();
    if !ok.iter().any(|&k| eligible[k]) {
        return Err(match ranked.cap {
            Some(cap)
                if ok
                    .iter()
                    .any(|&k| k == 0 || ranked.may_win_but_cap[picked[k]]) =>
            {
                over_cap_on_device(device, cap.bytes, ranked, picked, &m, &evidence, options)
            }
            _ => PipelineError::Device(MeasureError::Nothing(format!(
                "no candidate ran on {device}: {}",
                m.candidates[0].failure.clone().unwrap_or_default()
            ))),
        });
    }
    let varies = device.peak_varies_between_sessions();
    let sessions_started = std::time::Instant::now();
    if !ranked.eval.objective().is_timed() {
        more_sessions(
            backend,
            model,
            &orders,
            bench,
            spent,
            &mut evidence,
            &eligible,
            varies,
        )
        .map_err(located)?;
    }
    Ok(OnDevice {
        m,
        runtime,
        ok,
        eligible,
        capped: ranked.cap.is_some(),
        evidence,
        varies,
        sessions_seconds: sessions_started.elapsed().as_secs_f64(),
    })
}

/// The peak `--memory-cap` holds a measured candidate to: its highest run's (streams race,
/// so runs differ), or its worst session's; none where the device measures no peak.
fn measured_peak(c: &CandidateStats, evidence: &Evidence) -> Option<u64> {
    let peak = c.peak_bytes_max.max(evidence.worst_peak());
    (c.ok() && peak > 0).then_some(peak)
}

/// Every candidate that may win ran over the cap on the device: which came lowest.
fn over_cap_on_device(
    device: Device,
    cap: u64,
    ranked: &Ranked,
    picked: &[usize],
    m: &Measurement,
    evidence: &[Evidence],
    options: &Options,
) -> PipelineError {
    let lowest = (0..picked.len())
        .filter_map(|k| Some((measured_peak(&m.candidates[k], &evidence[k])?, k)))
        .min();
    let lowest = match lowest {
        Some((peak, k)) => format!(
            "the lowest is {} ({})",
            human_bytes(peak),
            ranked.scored[picked[k]].scheduler
        ),
        None => "none measured a peak".to_string(),
    };
    super::usage::refused(
        options,
        format!(
            "--memory-cap: no candidate measured on {device} stays under {} in every run \
             ({lowest}); raise the cap",
            human_bytes(cap)
        ),
    )
}

impl OnDevice {
    /// The decision core's verdicts, and the winner's place among the picked: the input where
    /// too few rounds ran to compare.
    fn decide(&self, timed: bool, min_rounds: usize) -> (Decision, usize) {
        // Where the peak varies between sessions, a candidate measured in too few cannot win.
        let decidable: Vec<bool> = (self.eligible.iter().zip(&self.evidence))
            .map(|(&e, ev)| e && (timed || !self.varies || ev.session_peaks.len() >= MIN_SESSIONS))
            .collect();
        let rules = Rules::for_objective(timed, MEMORY_NOISE, None);
        let decision = decide(&self.evidence, &decidable, &rules);
        // Too few rounds for quartiles: no winner is declared, the input stays (the summary
        // says why). A sole survivor needs no comparison.
        let contenders = self.ok.iter().filter(|&&k| self.eligible[k]).count();
        let enough = self.m.rounds >= min_rounds || contenders <= 1;
        let win = if enough || !self.m.candidates[0].ok() {
            decision.winner
        } else {
            0
        };
        (decision, self.within_cap(win))
    }

    /// `win`, or where it is over the memory cap (the input, kept because nothing beat it),
    /// the fastest candidate that ran and may win: under a cap the input is no fallback.
    fn within_cap(&self, win: usize) -> usize {
        if self.eligible[win] || !self.capped {
            return win;
        }
        let median = |k: &usize| self.m.candidates[*k].median;
        (self.ok.iter().copied())
            .filter(|&k| self.eligible[k])
            .min_by(|a, b| median(a).total_cmp(&median(b)).then(a.cmp(b)))
            .unwrap_or(win)
    }
}

/// How the proxy agreed with the runtime over the candidates that ran: by peak bytes for
/// memory, by median latency for time.
fn proxy_and_measured(
    backend: &dyn Backend,
    model: &Model,
    ranked: &Ranked,
    picked: &[usize],
    on: &OnDevice,
) -> (Vec<f64>, Vec<f64>) {
    let objective = ranked.eval.objective();
    on.ok
        .iter()
        .map(|&k| {
            let c = &on.m.candidates[k];
            let value = if objective.is_timed() {
                c.median
            } else {
                c.peak_bytes as f64
            };
            // Where the others run as streams, the input runs one op at a time: its proxy is
            // then the sum of the op runtimes, not its makespan on the streams.
            let proxy = match backend.measured_streams(model) {
                Some(_) if k == 0 => ranked.eval.runtimes().iter().sum(),
                _ => ranked.scored[picked[k]].cost,
            };
            (proxy, value)
        })
        .unzip()
}

/// Each picked candidate as the report shows it: the proxy's figures beside the device's.
fn measured_candidates(
    ranked: &Ranked,
    picked: &[usize],
    on: &OnDevice,
    decision: &Decision,
    win: usize,
) -> Vec<MeasuredCandidate> {
    picked
        .iter()
        .zip(&on.m.candidates)
        .enumerate()
        .map(|(k, (&i, c))| {
            let s = &ranked.scored[i];
            MeasuredCandidate {
                scheduler: s.scheduler.clone(),
                winner: k == win,
                may_win: on.eligible[k],
                proxy_cost: s.cost,
                as_written_cost: s.as_written_cost,
                median_seconds: c.median,
                q1_seconds: c.q1,
                q3_seconds: c.q3,
                peak_bytes: c.peak_bytes,
                peak_bytes_max: c.peak_bytes_max,
                session_peaks_bytes: on.evidence[k].session_peaks.clone(),
                verdict: decision.verdicts[k],
                failure: c.failure.clone(),
            }
        })
        .collect()
}

/// The runtime's own ways of running the input, measured in the same rounds, for the report.
fn measured_baselines(m: &Measurement) -> Vec<MeasuredBaseline> {
    m.baselines
        .iter()
        .map(|(name, c)| MeasuredBaseline {
            name: name.clone(),
            median_seconds: c.median,
            q1_seconds: c.q1,
            q3_seconds: c.q3,
            peak_bytes: c.peak_bytes,
            failure: c.failure.clone(),
        })
        .collect()
}

/// How many candidates besides the input are measured in further sessions: of those that could
/// still win, the lowest worst session first (each session is a load: 0.6 s on NASNet-A).
const HOPEFUL: usize = 1;

/// One session's measurement of a candidate as the decision core reads it.
fn evidence_of(c: &CandidateStats) -> Evidence {
    Evidence {
        session_peaks: if c.ok() {
            vec![c.peak_bytes]
        } else {
            Vec::new()
        },
        median_seconds: c.median,
        q1_seconds: c.q1,
        q3_seconds: c.q3,
        failure: c.failure.clone(),
    }
}

/// Measures the input, and the candidates that could still beat it, in further fresh sessions
/// (each a new worker: a new process and load), until each has the sessions the decision core
/// asks for ([`sessions_wanted`]): within one worker a peak repeats to the byte, but at ONNX
/// Runtime's `all` two workers of one file can differ by 40%. The minimum is always measured;
/// more only within what the measurement's budget has left after `spent`.
#[allow(clippy::too_many_arguments)]
fn more_sessions(
    backend: &dyn Backend,
    model: &Model,
    orders: &[Order],
    bench: &Bench,
    spent: std::time::Duration,
    evidence: &mut [Evidence],
    eligible: &[bool],
    varies: bool,
) -> Result<(), MeasureError> {
    let started = std::time::Instant::now();
    let again = fresh_sessions(bench);
    let mut last = std::time::Duration::ZERO;
    // Each candidate that loses hope hands its sessions on to the next best; at most
    // HOPEFUL + 1 of them get further sessions (each is a load: a second at ORT's `all` on
    // the NAS nets).
    let mut tried: Vec<usize> = Vec::new();
    loop {
        let hopeful = hopeful(evidence, eligible, &tried);
        // The input gets its sessions even where nothing could beat it: the deployment search
        // judges other settings against it.
        let mut need: Vec<usize> = std::iter::once(0)
            .chain(hopeful)
            .filter(|&k| evidence[k].ok())
            .filter(|&k| {
                evidence[k].session_peaks.len()
                    < sessions_wanted(&evidence[k], varies, MEMORY_NOISE)
            })
            .collect();
        // Past the step's budget, only the minimum of those started: no session beyond it,
        // and no new hopeful.
        if spent + started.elapsed() + last > bench.protocol.budget {
            need.retain(|&k| {
                evidence[k].session_peaks.len() < MIN_SESSIONS && (k == 0 || tried.contains(&k))
            });
        }
        if need.is_empty() {
            return Ok(());
        }
        for &k in need.iter().filter(|&&k| k != 0) {
            if !tried.contains(&k) {
                tried.push(k);
            }
        }
        // Below the minimum, every session a candidate lacks at once: the workers load side
        // by side (a load is mostly one core's work: at ORT's `all` on PNASNet-5 Large at
        // 331x331, 2.3 s each, one after another 7 s of a 30 s search).
        let sessions: Vec<usize> = (need.iter())
            .flat_map(|&k| {
                let lacking = MIN_SESSIONS.saturating_sub(evidence[k].session_peaks.len());
                std::iter::repeat_n(k, lacking.max(1))
            })
            .collect();
        let session = std::time::Instant::now();
        let subset: Vec<Order> = sessions.iter().map(|&k| orders[k].clone()).collect();
        let (m, _) = backend.measure(model, &subset, &again)?;
        for (j, &k) in sessions.iter().enumerate() {
            let c = &m.candidates[j];
            match c.ok() {
                true => evidence[k].session_peaks.push(c.peak_bytes),
                false => evidence[k].failure = c.failure.clone(),
            }
        }
        last = session.elapsed();
    }
}

/// The protocol of a further session: a fresh worker, one warm-up and one round, all loaded
/// side by side.
fn fresh_sessions(bench: &Bench) -> Bench {
    Bench {
        protocol: Protocol {
            warmup: 1,
            min_rounds: 1,
            max_rounds: 1,
            load_together: usize::MAX,
            stage: format!("{} (fresh sessions)", bench.protocol.stage),
            ..bench.protocol.clone()
        },
        ..bench.clone()
    }
}

/// The candidates that could still beat the input's worst session, best first: at most
/// [`HOPEFUL`], from those already `tried` and, while few have been, new ones.
fn hopeful(evidence: &[Evidence], eligible: &[bool], tried: &[usize]) -> Vec<usize> {
    let below = |a: u64, b: u64| (a as f64) < b as f64 * (1.0 - MEMORY_NOISE);
    let reference_worst = evidence[0].worst_peak();
    let mut hopeful: Vec<usize> = (1..evidence.len())
        .filter(|&k| tried.contains(&k) || tried.len() <= HOPEFUL)
        .filter(|&k| eligible[k] && evidence[k].ok())
        .filter(|&k| !evidence[0].ok() || below(evidence[k].best_peak(), reference_worst))
        .collect();
    hopeful.sort_by_key(|&k| (evidence[k].worst_peak(), k));
    hopeful.truncate(HOPEFUL);
    hopeful
}
