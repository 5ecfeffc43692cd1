//! The text tables `flowsched` prints: a scheduling run's summary. Built as
//! strings, so the binary only prints them and a test can read them.

use super::table::{plain, Align::*};
use super::{human_bytes, Deployment, DeviceReport, ScheduleReport};
use flowsched_runtime::protocol::MEMORY_NOISE;
use std::collections::HashMap;
use std::fmt::Write;

/// `writeln!` into a `String`, which cannot fail.
macro_rules! line {
    ($out:expr, $($arg:tt)*) => {
        writeln!($out, $($arg)*).expect("writing to a String")
    };
}

/// What `flowsched schedule` prints: each scheduler's best candidate against the original and
/// the bound, the device's measurements, the verdict and the order's change. One renderer per
/// section, in the order they print.
pub fn schedule_summary(r: &ScheduleReport) -> String {
    let mut out = String::new();
    header(&mut out, r);
    schedulers(&mut out, r);
    if let Some(d) = &r.device {
        device(&mut out, d);
        measured(&mut out, r, d);
    }
    ranked_only(&mut out, r);
    deployments(&mut out, r);
    with_defaults(&mut out, r);
    verdict(&mut out, r);
    notes(&mut out, r);
    out
}

/// The input, its size, the objective and what judges it.
fn header(out: &mut String, r: &ScheduleReport) {
    line!(
        out,
        "{}: {} ops, {} edges; objective: {}",
        r.input,
        r.nodes,
        r.edges,
        r.objective
    );
    if r.execution_order == flowsched_runtime::ExecutionOrder::OrtDefault {
        line!(
            out,
            "  judged as ONNX Runtime runs the file by default (its walk, steered by the node \
             order); the file as written (Python's PRIORITY_BASED) may not get worse \
             (--execution-order file: as written only)"
        );
    }
    let cost_header = r.objective.cost_name();
    line!(out, "  {cost_header} below: the proxy, {}", r.proxy);
    if let Some(share) = r.critical_path_share {
        line!(
            out,
            "  the critical path is {:.0}% of the total work by these runtimes",
            share * 100.0
        );
    }
}

/// Each scheduler's best candidate (and the winner) against the original and the bound.
fn schedulers(out: &mut String, r: &ScheduleReport) {
    let cost_header = r.objective.cost_name();
    let show = |cost: f64| r.objective.format_cost(cost);
    // A sampler gives many candidates: its best one (and the winner) stand for the rest.
    let mut per_scheduler: HashMap<&str, (usize, f64)> = HashMap::new();
    for c in &r.candidates {
        let e = per_scheduler
            .entry(&c.scheduler)
            .or_insert((0, f64::INFINITY));
        *e = (e.0 + 1, e.1.min(c.cost));
    }
    let mut shown: HashMap<&str, f64> = HashMap::new();
    let mut rows = Vec::new();
    for c in &r.candidates {
        let winner = c.scheduler == r.winner && c.cost == r.winner_cost;
        let (n, best) = per_scheduler[c.scheduler.as_str()];
        if !(winner || c.cost == best) || shown.get(c.scheduler.as_str()) == Some(&c.cost) {
            continue;
        }
        shown.insert(&c.scheduler, c.cost);
        // Which part of a mixed scheduler (the GFlowNet) gave it.
        let name = match (n > 1, c.origin.label()) {
            (true, Some(how)) => format!("{} (best of {n}: {how})", c.scheduler),
            (true, None) => format!("{} (best of {n})", c.scheduler),
            (false, Some(how)) => format!("{} ({how})", c.scheduler),
            (false, None) => c.scheduler.clone(),
        };
        rows.push((name, c, winner));
    }
    let body: Vec<Vec<String>> = rows
        .into_iter()
        .map(|(name, c, winner)| {
            let ratio = c.cost / r.original_cost.max(f64::MIN_POSITIVE);
            let bound = c.cost / r.lower_bound.max(f64::MIN_POSITIVE);
            let mark = if winner { "<- winner" } else { "" };
            vec![
                name,
                show(c.cost),
                format!("{ratio:.3}"),
                format!("{bound:.3}"),
                c.moved_ops.to_string(),
                mark.to_string(),
            ]
        })
        .collect();
    let header = [
        "scheduler",
        cost_header,
        "vs original",
        "vs bound",
        "moved",
        "",
    ];
    let align = [Left, Right, Right, Right, Right, Left];
    out.push_str(&plain(2, &header, &align, &body));
}

/// Where and how long the device measured, the sessions' spread and the proxy's agreement.
fn device(out: &mut String, d: &DeviceReport) {
    line!(
        out,
        "  on {} with {} stream(s): {} rounds in {:.1} s (stopped: {})",
        d.device,
        d.streams,
        d.rounds,
        d.seconds,
        d.stopped_because
    );
    line!(out, "  measured in {}, on {}", d.runtime, d.cpu);
    if let Some((input, winner)) = d.original_and_winner() {
        let sessions = |c: &crate::report::MeasuredCandidate| {
            flowsched_core::decide::Spread::of(&c.session_peaks_bytes, MEMORY_NOISE)
        };
        if input.session_peaks_bytes.len() > 1 || winner.session_peaks_bytes.len() > 1 {
            let varies = match d.peak_varies_between_sessions {
                true => " (this runtime's peak varies between sessions: judged by the worst)",
                false => "",
            };
            line!(
                out,
                "  fresh sessions{varies}: the input {}; the winner {}",
                sessions(input),
                sessions(winner)
            );
        }
    }
    let ran = d.candidates.iter().filter(|c| c.failure.is_none()).count();
    if d.rounds < d.rounds_needed && ran > 1 {
        let round = d.seconds / d.rounds.max(1) as f64;
        line!(
            out,
            "  only {} round(s) fit in the budget, and quartiles need {}: no winner is \
             declared and the input is kept (a round took about {round:.1} s; --budget {:.0}s \
             would fit them)",
            d.rounds,
            d.rounds_needed,
            (round * (d.rounds_needed + 1) as f64).ceil()
        );
    }
    if let Some(a) = &d.as_deployed {
        line!(
            out,
            "  the input as deployed ({}): peak {}, median {:.3} ms{}",
            a.runtime,
            human_bytes(a.peak_bytes),
            a.median_seconds * 1e3,
            if a.kept {
                "; the winner does not beat it, so the input is written back unchanged"
            } else {
                ""
            }
        );
    }
    if let (Some(rho), Some(regret)) = (d.spearman_proxy_vs_measured, d.top1_regret) {
        let over_costs = d
            .spearman_over_proxy_costs
            .map(|r| format!(" ({r:.3} over its {} costs)", d.proxy_costs_measured))
            .unwrap_or_default();
        line!(
            out,
            "  proxy vs measured: Spearman ρ {rho:.3}{over_costs}, the proxy's first choice {:.1}% above the measured best",
            regret * 100.0
        );
    }
}

/// Each measured candidate and baseline: latency, quartiles and peak.
fn measured(out: &mut String, r: &ScheduleReport, d: &DeviceReport) {
    let show = |cost: f64| r.objective.format_cost(cost);
    let timing = |median: f64, q1: f64, q3: f64| {
        [
            format!("{:.3}ms", median * 1e3),
            format!("{:.3}..{:.3}ms", q1 * 1e3, q3 * 1e3),
        ]
    };
    let mut body: Vec<Vec<String>> = Vec::new();
    for c in &d.candidates {
        let mut row = vec![c.scheduler.clone(), show(c.proxy_cost)];
        match &c.failure {
            Some(f) => row.extend([format!("failed: {f}"), String::new(), String::new()]),
            None => {
                row.extend(timing(c.median_seconds, c.q1_seconds, c.q3_seconds));
                row.push(human_bytes(c.peak_bytes));
            }
        }
        row.push(if c.winner { "<- winner" } else { "" }.to_string());
        body.push(row);
    }
    for b in &d.baselines {
        let mut row = vec![format!("baseline {}", b.name), String::new()];
        match &b.failure {
            Some(f) => row.extend([format!("failed: {f}"), String::new(), String::new()]),
            None => {
                row.extend(timing(b.median_seconds, b.q1_seconds, b.q3_seconds));
                row.push(human_bytes(b.peak_bytes));
            }
        }
        row.push(String::new());
        body.push(row);
    }
    let header = ["candidate", "proxy", "latency", "q1..q3", "peak", ""];
    let align = [Left, Right, Right, Right, Right, Left];
    out.push_str(&plain(2, &header, &align, &body));
}

/// How many candidates were measured only to rank the proxy.
fn ranked_only(out: &mut String, r: &ScheduleReport) {
    if let Some(d) = r
        .device
        .as_ref()
        .filter(|d| d.candidates.iter().any(|c| !c.may_win))
    {
        line!(
            out,
            "  ({} of {} measured only to rank the proxy: worse as written than the input, they may not win)",
            d.candidates.iter().filter(|c| !c.may_win).count(),
            d.candidates.len()
        );
    }
}

/// What won, or that nothing did, and by how much.
fn verdict(out: &mut String, r: &ScheduleReport) {
    let cost_header = r.objective.cost_name();
    let show = |cost: f64| r.objective.format_cost(cost);
    let measured = r.device.as_ref().and_then(|d| d.original_and_winner());
    // Where ORT's optimised graph was scheduled, the original order is that graph's own.
    let (original, keeps) = match &r.scheduled_graph {
        Some(_) if !r.input_kept => ("ORT's graph in its own order", "it is written so"),
        _ => ("the original order", "the model keeps it"),
    };
    if r.winner == "original" {
        match measured {
            Some((o, _)) => line!(
                out,
                "  nothing beat {original} clearly on the device ({:.3} ms, peak {}); {keeps}",
                o.median_seconds * 1e3,
                human_bytes(o.peak_bytes)
            ),
            None => line!(
                out,
                "  nothing beat {original} by the proxy ({}; no device run); {keeps}",
                show(r.original_cost)
            ),
        }
    } else {
        match measured {
            Some((o, w)) => {
                // A latency change is shown only where the quartiles do not overlap.
                let apart = w.q3_seconds < o.q1_seconds || w.q1_seconds > o.q3_seconds;
                let latency = if apart {
                    format!(
                        "latency {:.3} -> {:.3} ms ({:+.1}%)",
                        o.median_seconds * 1e3,
                        w.median_seconds * 1e3,
                        100.0 * (w.median_seconds / o.median_seconds - 1.0)
                    )
                } else {
                    format!(
                        "latency unchanged within the quartiles ({:.3} and {:.3} ms)",
                        o.median_seconds * 1e3,
                        w.median_seconds * 1e3
                    )
                };
                line!(
                    out,
                    "  measured: {latency}, peak {} -> {}, {} of {} ops moved",
                    human_bytes(o.peak_bytes),
                    human_bytes(w.peak_bytes),
                    r.moved_ops,
                    r.nodes
                )
            }
            None => {
                let change = 100.0 * (r.winner_cost / r.original_cost.max(f64::MIN_POSITIVE) - 1.0);
                line!(
                    out,
                    "  {} {} -> {} ({change:+.1}%) by the proxy (no device run), {} of {} ops moved",
                    cost_header,
                    show(r.original_cost),
                    show(r.winner_cost),
                    r.moved_ops,
                    r.nodes
                );
            }
        }
        order_change(out, r);
    }
}

/// Unknown sizes, the trade made, the graph scheduled and the file written.
fn notes(out: &mut String, r: &ScheduleReport) {
    if r.unknown_size_tensors > 0 {
        line!(
            out,
            "  note: {} tensors of unknown size were counted as 0 bytes",
            r.unknown_size_tensors
        );
    }
    if let Some(trade) = &r.trade {
        line!(out, "  trade: {trade}");
    }
    if let Some(cap) = &r.memory_cap {
        memory_cap_lines(out, r, cap);
    }
    if let Some(stage) = &r.rewrites {
        line!(out, "  rewrite: {} ({:.1} s)", stage.verdict, stage.seconds);
        for k in &stage.kept {
            line!(
                out,
                "    {} at {}: {} -> {} while its nodes run",
                k.rewrite.kind.name(),
                k.rewrite.at,
                human_bytes(k.span_peak_before_bytes),
                human_bytes(k.span_peak_after_bytes)
            );
        }
    }
    if let Some(graph) = &r.scheduled_graph {
        let rewritten = graph.starts_with(super::REWRITTEN_GRAPH);
        line!(
            out,
            "  scheduled {graph}; {}",
            match (r.input_kept, rewritten) {
                (true, _) =>
                    "no order of it beat the input, so the input is written back unchanged",
                (false, true) =>
                    "that graph is written: its outputs equal the input's up to float rounding",
                (false, false) => "that graph is written, to be loaded with optimisation off",
            }
        );
    }
    if let Some(written) = &r.output {
        line!(out, "wrote {written}");
    }
}

/// Before and after, side by side, for graphs small enough to read; the first moves otherwise.
fn order_change(out: &mut String, r: &ScheduleReport) {
    const SHOWN: usize = 40;
    let width = r
        .original_order
        .iter()
        .take(SHOWN)
        .map(|n| n.len())
        .max()
        .unwrap_or(0)
        .max(6);
    line!(out, "  {:>4}  {:<width$}    {}", "step", "before", "after");
    for (i, (a, b)) in r
        .original_order
        .iter()
        .zip(&r.order)
        .enumerate()
        .take(SHOWN)
    {
        let mark = if a != b { "  *" } else { "" };
        line!(out, "  {i:>4}  {a:<width$} -> {b}{mark}");
    }
    if r.nodes > SHOWN {
        line!(
            out,
            "  … {} more steps (the full order is in the report)",
            r.nodes - SHOWN
        );
    }
}

/// `--device ort`: each level's input and best order as measured, the chosen one, and how to
/// load the output so that ONNX Runtime runs it as measured.
fn deployments(out: &mut String, r: &ScheduleReport) {
    if r.deployments.is_empty() {
        return;
    }
    line!(
        out,
        "  deployments, each measured in ONNX Runtime (the input, and the best order under it):"
    );
    deployments_table(out, r);
    for why in &r.deployments_left_out {
        line!(out, "  {why}: not measured");
    }
    if let Some(s) = &r.sessions {
        let varies = match s.defaults_vary {
            true => {
                " (ONNX Runtime's level all runs a different graph from one session to the \
                     next: each side is judged by its worst session)"
            }
            false => "",
        };
        line!(
            out,
            "  ORT's defaults: {}; the output: {}{varies}",
            s.defaults,
            s.output
        );
    }
    let as_written = |d: &Deployment| d.device.ends_with("file order");
    if !r.deployments.iter().any(as_written) && !r.objective.is_timed() {
        python_as_written(out, r);
    }
    if let Some(chosen) = r.deployments.iter().find(|d| d.chosen) {
        how_to_run(out, chosen, as_written(chosen));
    }
}

/// Each level: the input's and the best order's peak and latency, the slowdown, the proxy's ρ.
fn deployments_table(out: &mut String, r: &ScheduleReport) {
    let body: Vec<Vec<String>> = r
        .deployments
        .iter()
        .map(|d| {
            let mark = match (d.chosen, d.allowed, d.searched) {
                (true, ..) => "<- chosen",
                (false, false, true) => "(over --max-slowdown)",
                (false, false, false) => "(over --max-slowdown side by side: not searched)",
                _ => "",
            };
            // Spearman's ρ between the proxy and what this level measured; `-` where fewer
            // than three distinct proxy costs ran (nothing to rank).
            let rho = d
                .spearman_over_proxy_costs
                .map_or("-".to_string(), |r| format!("{r:.2}"));
            vec![
                d.device.clone(),
                human_bytes(d.input_peak_bytes),
                format!("{:.3}", d.input_median_seconds * 1e3),
                human_bytes(d.winner_peak_bytes),
                format!("{:.3}", d.winner_median_seconds * 1e3),
                format!("{:.2}x", d.slowdown),
                rho,
                mark.to_string(),
            ]
        })
        .collect();
    let header = [
        "level",
        "input peak",
        "input ms",
        "best peak",
        "best ms",
        "slowdown",
        "proxy ρ",
        "",
    ];
    let align = [Left, Right, Right, Right, Right, Right, Right, Left];
    out.push_str(&plain(2, &header, &align, &body));
}

/// The CLI's workers (ORT's C API) walk the file; only ORT's Python API runs it as written.
fn python_as_written(out: &mut String, r: &ScheduleReport) {
    let input = r.candidates.first().map_or(0.0, |c| c.written_cost());
    let best = (r.candidates.iter())
        .map(|c| c.written_cost())
        .fold(f64::INFINITY, f64::min);
    let figure = match input > 0.0 && best.is_finite() {
        true => format!(
            "; by the proxy, the best file as written is {:.2}x the input's",
            best / input
        ),
        false => String::new(),
    };
    line!(
        out,
        "  from Python, flowsched.schedule(path, device=\"ort\") also measures the file as \
         written (PRIORITY_BASED, optimisation off){figure}"
    );
}

/// The settings that make ONNX Runtime run the chosen deployment as it was measured.
fn how_to_run(out: &mut String, chosen: &Deployment, as_written: bool) {
    if as_written {
        line!(
            out,
            "  run it as written: Python: so.execution_order = onnxruntime.ExecutionOrder.PRIORITY_BASED \
             with optimisation off (flowsched.session_options(model) sets both)"
        );
        return;
    }
    // ORT's graph of a level, written out, is loaded with optimisation off like the file's.
    let level = match chosen.device.as_str() {
        "ort:disabled" => Some("ORT_DISABLE_ALL"),
        _ if chosen.graph.is_some() => Some("ORT_DISABLE_ALL"),
        "ort:basic" => Some("ORT_ENABLE_BASIC"),
        "ort:extended" => Some("ORT_ENABLE_EXTENDED"),
        _ => None,
    };
    if let Some(level) = level {
        let at = match &chosen.graph {
            Some(_) => format!("ort:disabled (ORT's {} written out)", chosen.device),
            None => chosen.device.clone(),
        };
        line!(
            out,
            "  run it at {at}: set ORT_LOAD_CONFIG_FROM_MODEL=1 (the output's ort_config says so), or\n    \
             Python: so.graph_optimization_level = onnxruntime.GraphOptimizationLevel.{level}\n    \
             C/C++:  session_options.SetGraphOptimizationLevel({level})"
        );
    }
}

/// The input and the output as a user who sets nothing loads them, and what that user should
/// know: the settings the figures assume, whether the output is worse without them, and whether
/// the order's saving shows without them.
fn with_defaults(out: &mut String, r: &ScheduleReport) {
    // None where the output is the input unchanged (it needs no settings).
    let Some(w) = &r.with_defaults else {
        return;
    };
    // The figures above count each tensor (arena off); ORT's default arena can swallow them.
    line!(
        out,
        "  the peaks above are measured with the CPU arena and memory patterns off, which \
         ort_config cannot carry:\n    \
         Python: so.enable_cpu_mem_arena = False; so.enable_mem_pattern = False \
         (flowsched.session_options does both)\n    \
         C/C++:  session_options.DisableCpuMemArena(); session_options.DisableMemPattern()"
    );
    if let Some(f) = &w.failure {
        line!(out, "  loaded with ORT's defaults: not measured ({f})");
        return;
    }
    let ratio = w.output_total_bytes as f64 / (w.input_total_bytes.max(1)) as f64;
    line!(
        out,
        "  loaded with ORT's defaults (level all, arena and memory patterns on, ort_config \
         ignored): the process holds {} with the input, {} with the output ({ratio:.3}x), \
         weights included; {:.3} ms and {:.3} ms",
        human_bytes(w.input_total_bytes),
        human_bytes(w.output_total_bytes),
        w.input_median_seconds * 1e3,
        w.output_median_seconds * 1e3
    );
    if w.worse {
        line!(
            out,
            "  WARNING: loaded with ORT's defaults the output is worse than the input; load it \
             with the settings above"
        );
        return;
    }
    let measured = r.device.as_ref().and_then(|d| d.original_and_winner());
    if let Some((before, after)) = measured.map(|(o, w)| (o.peak_bytes, w.peak_bytes)) {
        if (after as f64) < before as f64 * (1.0 - MEMORY_NOISE) && ratio > 1.0 - MEMORY_NOISE {
            line!(
                out,
                "  with ORT's default arena the order saves nothing in the process total; its \
                 saving ({} -> {} per run) shows with the arena off (the lines above)",
                human_bytes(before),
                human_bytes(after)
            );
        }
    }
}

/// `--memory-cap`: the cap against the lowest peak found, and the frontiers' distinct points
/// (the proxy's, and the device's where one measured).
fn memory_cap_lines(out: &mut String, r: &ScheduleReport, cap: &super::MemoryCapReport) {
    line!(
        out,
        "  memory cap {} ({}; lowest peak found {}): {} of {} candidates under it",
        human_bytes(cap.cap_bytes),
        cap.requested,
        human_bytes(cap.memory_optimum_bytes),
        cap.within_cap,
        r.candidates.len()
    );
    let proxy = |i: usize| {
        let c = &r.candidates[i];
        (
            c.scheduler.as_str(),
            c.capped_peak(),
            c.makespan.unwrap_or(c.cost),
        )
    };
    let front = front_points(&cap.frontier, cap.cap_bytes, proxy);
    line!(out, "    frontier (peak / makespan): {front}");
    if let Some(d) = r
        .device
        .as_ref()
        .filter(|_| !cap.measured_frontier.is_empty())
    {
        let measured = |i: usize| {
            let c = &d.candidates[i];
            (c.scheduler.as_str(), c.peak_bytes_max, c.median_seconds)
        };
        let front = front_points(&cap.measured_frontier, cap.cap_bytes, measured);
        line!(out, "    measured (highest run's peak / median): {front}");
    }
}

/// One entry per distinct point of a front, named after its first candidate.
fn front_points<'r>(
    front: &[usize],
    cap_bytes: u64,
    point: impl Fn(usize) -> (&'r str, u64, f64),
) -> String {
    let mut shown: Vec<String> = Vec::new();
    let mut last = None;
    for &i in front {
        let (name, peak, time) = point(i);
        if last == Some((peak, time)) {
            continue;
        }
        last = Some((peak, time));
        let same = (front.iter())
            .filter(|&&j| (point(j).1, point(j).2) == (peak, time))
            .count();
        let more = match same {
            1 => String::new(),
            _ => format!(" (+{} more)", same - 1),
        };
        let over = if peak <= cap_bytes {
            ""
        } else {
            ", over the cap"
        };
        shown.push(format!(
            "{name} {} / {:.3} ms{more}{over}",
            human_bytes(peak),
            time * 1e3
        ));
    }
    shown.join("; ")
}
