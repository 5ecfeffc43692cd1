//! The device's word: the proxy's top k measured in the runtime, and the winner chosen from
//! the measurement.

use super::eligible::top_k;
use super::rank::Ranked;
use super::{Options, PipelineError};
use crate::backend::{Backend, Bench, MeasureError};
use crate::cost::agreement::{distinct_costs, spearman, spearman_over_costs, top1_regret};
use crate::cost::Objective;
use crate::dag::Order;
use crate::model::Model;
use crate::report::{Confirmation, DeviceReport, MeasuredBaseline, MeasuredCandidate};
use crate::runtime::protocol::{Measurement, Protocol, MEMORY_NOISE};
use crate::runtime::{Device, ExecutionOrder};

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
    let Judge {
        backend,
        file,
        graph: model,
        device,
        execution_order,
        against_user_file,
    } = judge;
    let objective = ranked.eval.objective();
    let picked = top_k(
        &ranked.executed,
        &ranked.scored,
        &ranked.may_win,
        options.top_k,
    );
    let orders: Vec<Order> = picked
        .iter()
        .map(|&i| ranked.files[i].order.clone())
        .collect();
    let bench = Bench {
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
    };
    let located = |e: MeasureError| PipelineError::Device(e.at(&options.input));
    let (m, runtime) = backend.measure(model, &orders, &bench).map_err(located)?;
    let ok: Vec<usize> = (0..picked.len())
        .filter(|&i| m.candidates[i].ok())
        .collect();
    // The original is always a contender (where it may not win, the user's file is kept if
    // it wins).
    let contenders: Vec<usize> = (ok.iter().copied())
        .filter(|&k| k == 0 || ranked.may_win[picked[k]])
        .collect();
    let win = winner(&m, objective, &contenders).ok_or_else(|| {
        PipelineError::Device(MeasureError::Nothing(format!(
            "no candidate ran on {device}: {}",
            m.candidates[0].failure.clone().unwrap_or_default()
        )))
    })?;
    // Too few rounds for quartiles: no winner is declared, the input stays (the summary says
    // why). A sole survivor needs no comparison.
    let enough = m.rounds >= bench.protocol.min_rounds || contenders.len() <= 1;
    let win = if enough || !m.candidates[0].ok() {
        win
    } else {
        0
    };
    let confirmation = if win != 0 && !objective.is_timed() {
        Some(
            confirm(backend, model, [&orders[0], &orders[win]], &bench, &m, win)
                .map_err(located)?,
        )
    } else {
        None
    };
    let win = if confirmation.as_ref().is_some_and(|c| !c.confirmed) {
        0
    } else {
        win
    };
    // Where the deployment search measures the user's file next to this run, not here too.
    let as_deployed = match against_user_file {
        true => backend
            .measure_as_deployed(file, model, objective, &bench, &m.candidates[win])
            .map_err(located)?,
        false => None,
    };
    let kept_as_deployed =
        as_deployed.as_ref().is_some_and(|a| a.kept) || ranked.user_file_wins(picked[win]);
    // How the proxy agreed with the runtime over the candidates that ran: by peak bytes for
    // memory, by median latency for time.
    let (proxy, measured): (Vec<f64>, Vec<f64>) = ok
        .iter()
        .map(|&k| {
            let c = &m.candidates[k];
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
        .unzip();
    let report = DeviceReport {
        device: device.to_string(),
        cpu: crate::runtime::cpu_name(),
        spearman_proxy_vs_measured: spearman(&proxy, &measured),
        spearman_over_proxy_costs: spearman_over_costs(&proxy, &measured),
        proxy_costs_measured: distinct_costs(&proxy),
        top1_regret: top1_regret(&proxy, &measured),
        runtime,
        // MLIR streams are the M units of makespan:M, not the executor's --streams.
        streams: (backend.measured_streams(model)).map_or(bench.streams, |s| s.units),
        rounds: m.rounds,
        stopped_because: m.stopped_because.to_string(),
        rounds_needed: bench.protocol.min_rounds,
        seconds: m.seconds,
        candidates: picked
            .iter()
            .zip(&m.candidates)
            .enumerate()
            .map(|(k, (&i, c))| {
                let s = &ranked.scored[i];
                MeasuredCandidate {
                    scheduler: s.scheduler.clone(),
                    winner: k == win,
                    may_win: k == 0 || ranked.may_win[i],
                    proxy_cost: s.cost,
                    as_written_cost: s.as_written_cost,
                    median_seconds: c.median,
                    q1_seconds: c.q1,
                    q3_seconds: c.q3,
                    peak_bytes: c.peak_bytes,
                    peak_bytes_max: c.peak_bytes_max,
                    failure: c.failure.clone(),
                }
            })
            .collect(),
        as_deployed,
        confirmation,
        baselines: m
            .baselines
            .iter()
            .map(|(name, c)| MeasuredBaseline {
                name: name.clone(),
                median_seconds: c.median,
                q1_seconds: c.q1,
                q3_seconds: c.q3,
                peak_bytes: c.peak_bytes,
                failure: c.failure.clone(),
            })
            .collect(),
    };
    Ok(Choice {
        best: picked[win],
        device: Some(report),
        kept_as_deployed,
    })
}

/// A memory winner measured again, with the input, in two fresh workers: within one worker a
/// peak repeats to the byte, but two workers of one file can differ by a few percent (at ORT's
/// `all`, with which threads first take large tiles). The winner's higher peak must beat the
/// input's lower one by more than the counter's noise, or the input is kept.
fn confirm(
    backend: &dyn Backend,
    model: &Model,
    orders: [&Order; 2],
    bench: &Bench,
    first: &Measurement,
    win: usize,
) -> Result<Confirmation, MeasureError> {
    let again = Bench {
        protocol: Protocol {
            warmup: 1,
            min_rounds: 1,
            max_rounds: 1,
            stage: format!("{} (confirming)", bench.protocol.stage),
            ..bench.protocol.clone()
        },
        ..bench.clone()
    };
    let (m, _) = backend.measure(model, &[orders[0].clone(), orders[1].clone()], &again)?;
    let (input, winner) = (&m.candidates[0], &m.candidates[1]);
    let input_peak = input.peak_bytes.min(first.candidates[0].peak_bytes);
    let winner_peak = winner.peak_bytes.max(first.candidates[win].peak_bytes);
    Ok(Confirmation {
        input_peak_bytes: input.peak_bytes,
        winner_peak_bytes: winner.peak_bytes,
        confirmed: input.ok()
            && winner.ok()
            && (winner_peak as f64) < input_peak as f64 * (1.0 - MEMORY_NOISE),
    })
}

/// Memory: the lowest measured peak, ties to the better proxy rank (peaks of a sequential run
/// are exact, so this choice is reproducible), and it must beat the original by more than the
/// counter's noise. Time: the lowest median, and its slow quartile must be under the
/// original's fast one. Otherwise the original: noise alone never changes the user's model.
fn winner(m: &Measurement, objective: Objective, contenders: &[usize]) -> Option<usize> {
    let o = &m.candidates[0];
    let w = if objective.is_timed() {
        m.fastest(contenders.iter().copied())?
    } else {
        contenders.iter().copied().min_by(|&a, &b| {
            (m.candidates[a].peak_bytes)
                .cmp(&m.candidates[b].peak_bytes)
                .then(a.cmp(&b))
        })?
    };
    let c = &m.candidates[w];
    let clear = if objective.is_timed() {
        c.q3 < o.q1
    } else {
        (c.peak_bytes as f64) < o.peak_bytes as f64 * (1.0 - MEMORY_NOISE)
    };
    Some(if w == 0 || !o.ok() || clear { w } else { 0 })
}
