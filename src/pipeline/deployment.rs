//! Where the device leaves a setting open (`--device ort`: the optimisation level), the run
//! is made once per deployment and the best measured one is written: the runtime's defaults
//! are not always the user's best (its optimiser can raise a peak that an order lowers).

use super::{run_gated, run_one, Options, PipelineError};
use crate::report::{Deployment, ScheduleReport};
use crate::runtime::job::OrtOptimization;
use crate::runtime::protocol::MEMORY_NOISE;
use crate::runtime::Device;

/// How much slower than the cap allows a level's input may measure, side by side with the
/// defaults' (the medians of a few interleaved rounds), and still have its orders measured:
/// a level's own run measures its input again, and the cap is judged there.
const LEVEL_MARGIN: f64 = 1.05;

/// The rounds of the inputs side by side, without a warm-up: the median of three is not moved
/// by one slow run, the first included (a warm-up per level cost NASNet-A Large 3.5 s).
const LEVEL_ROUNDS: usize = 3;

/// How much slower than the cap allows the file at a level may measure (side by side with the
/// defaults) and still have ORT's graph of that level scheduled. That graph has run no faster than the file at its level
/// (NASNet-A Large at `basic`: 1.41x the defaults' latency against the file's 1.30x; PNASNet-5
/// 1.39x against 1.32x), while ShuffleNet's file at `extended`, 1.22x in one run, had its graph
/// win at 1.03x.
const GRAPH_MARGIN: f64 = 1.15;

/// How far above a measured peak the proxy of ORT's graph written out may be and still have
/// that graph measured: the proxy's error on such graphs.
const PROXY_SLACK: f64 = 0.02;

/// One deployment to measure: a device setting (its optimisation level) and the graph it runs,
/// the file's own or, for `graph: Some(level)`, ORT's graph at that level written out (what
/// `--for-ort` schedules), loaded with optimisation off. Only there does the proxy that ranks
/// the orders model the graph ORT runs: at another level ORT rewrites the file's graph first.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Setting {
    device: Device,
    graph: Option<OrtOptimization>,
}

impl Setting {
    fn name(&self) -> String {
        match self.graph {
            Some(level) => format!("{} graph", level.name()),
            None => self.device.to_string(),
        }
    }
}

/// The settings to measure for `devices` (the defaults first): each level on the file's own
/// graph, then ORT's optimised graph of each level but `disabled` written out, unless the user
/// asked for one graph already (`--for-ort`).
fn settings(options: &Options, devices: &[Device]) -> Vec<Setting> {
    let file = devices.iter().map(|&device| Setting {
        device,
        graph: None,
    });
    let written = devices
        .iter()
        .filter_map(|d| d.optimisation())
        .filter(|&level| options.optimised_graph.is_none() && level != OrtOptimization::Disabled)
        .map(|level| Setting {
            device: Device::Ort(OrtOptimization::Disabled),
            graph: Some(level),
        });
    file.chain(written).collect()
}

/// Runs `options` once per deployment of `devices` (the defaults first), within twice the
/// budget of measuring in all, and keeps the best: for memory the lowest measured peak among
/// the winners within `max_slowdown` of the input under the defaults, for time the fastest.
/// The defaults win unless another deployment beats them clearly.
pub(super) fn choose(
    options: &Options,
    devices: &[Device],
) -> Result<ScheduleReport, PipelineError> {
    super::check_paths(options, None)?;
    let dir = tempfile::tempdir().map_err(|e| PipelineError::Output {
        path: std::env::temp_dir(),
        reason: e.to_string(),
    })?;
    // Each run writes into the folder; the chosen one's files are copied where asked.
    let scratch = |i: usize, what: &str| dir.path().join(format!("{i}.{what}"));
    let settings = settings(options, devices);
    // Twice the budget in all. The defaults get half a budget: they are the reference and, on
    // most models, the winner. The other settings share what is left as they go, so what a
    // probe leaves unspent goes to the settings after it.
    let mut left = options.budget * 2;
    let mut runs: Vec<(Setting, ScheduleReport)> = Vec::new();
    let mut left_out: Vec<String> = Vec::new();
    let timed = options.objective.is_timed();
    // For memory within a slowdown cap, a level whose input alone is far slower than the
    // defaults' cannot win: the inputs measured side by side say which, before any level's
    // orders are measured (on NASNet-A Large every level but `all` is 1.2-1.4x the defaults').
    let side_by_side = match timed {
        true => Vec::new(),
        false => inputs_side_by_side(options, devices, options.budget)?,
    };
    if let Some(spent) = side_by_side.first().map(|l| l.seconds) {
        left = left.saturating_sub(spent);
    }
    let too_slow = |level: Device, margin: f64| {
        let slowdown = side_by_side.iter().find(|l| l.device == level)?.slowdown?;
        (slowdown > (1.0 + options.max_slowdown) * margin).then_some(slowdown)
    };
    let mut over_cap: Vec<(Setting, &LevelInput)> = Vec::new();
    for (i, &setting) in settings.iter().enumerate() {
        let share = match i {
            0 => options.budget / 2,
            _ => left / (settings.len() - i) as u32,
        };
        let each = Options {
            device: Some(setting.device),
            // The user's own --for-ort stands (and is refused where the level contradicts it).
            optimised_graph: setting.graph.or(options.optimised_graph),
            // Always written: the chosen one is also measured as loaded with the defaults.
            output: Some(scratch(i, "out")),
            in_place: false,
            emit_orders: (options.emit_orders.as_ref()).map(|_| scratch(i, "orders.json")),
            plot: (options.plot.as_ref()).map(|_| scratch(i, "plots")),
            budget: share,
            ..options.clone()
        };
        let name = setting.name();
        tracing::info!("deployment {name}");
        if let Some(graph) = setting.graph {
            // ORT's graph of a level runs about as fast as the file at that level: where that
            // was far over the cap, the graph is not scheduled either.
            if let Some(slow) = too_slow(Device::Ort(graph), GRAPH_MARGIN) {
                left_out.push(format!(
                    "{name}: its level's input is over --max-slowdown ({slow:.2}x the defaults')"
                ));
                continue;
            }
            // The proxy models ORT's graph written out closely (NASNet-A Large: 57.4 MB against
            // 56.2 MB measured, rho 1.0): where its best order is not below the defaults'
            // measured winner, allowing for the proxy's excess on this model and some slack,
            // the graph cannot win and is not measured (on the NAS nets that saves half a
            // minute).
            let defaults = figures(&runs[0].1)?;
            let below = defaults.winner_peak as f64 * proxy_excess(&runs) * (1.0 + PROXY_SLACK);
            // Not every file can be written out optimised (external data, an op ORT's
            // optimiser leaves unsized): that setting is left out, the others stand.
            let among = super::AmongDeployments {
                measure_below: (!timed).then_some(below),
            };
            match run_gated(&each, Some(among)) {
                Ok(r) if r.device.is_none() => left_out.push(format!(
                    "{name}: its best order by the proxy ({}) is not below the defaults' \
                     measured {}",
                    crate::cost::memory::human_bytes(r.winner_cost as u64),
                    crate::cost::memory::human_bytes(defaults.winner_peak)
                )),
                Ok(r) => {
                    left = left.saturating_sub(measuring_time(&r));
                    runs.push((setting, r));
                }
                Err(e) => left_out.push(format!("{name}: {e}")),
            }
            continue;
        }
        if let (Some(slow), true) = (too_slow(setting.device, LEVEL_MARGIN), i > 0) {
            tracing::info!(
                "deployment {name}: its input is {slow:.2}x the defaults', not measured further"
            );
            if let Some(input) = side_by_side.iter().find(|l| l.device == setting.device) {
                over_cap.push((setting, input));
            }
            continue;
        }
        let run = run_one(&each)?;
        left = left.saturating_sub(measuring_time(&run));
        runs.push((setting, run));
    }
    let measured: Vec<(Setting, &ScheduleReport, Figures)> = runs
        .iter()
        .map(|(s, r)| figures(r).map(|f| (*s, r, f)))
        .collect::<Result<_, _>>()?;
    let reference = measured[0].2.input_median;
    let allowed =
        |f: &Figures| timed || f.winner_median <= reference * (1.0 + options.max_slowdown);
    let key = |f: &Figures| {
        if timed {
            f.winner_median
        } else {
            f.winner_peak as f64
        }
    };
    // Another setting must beat the defaults' best clearly: by more than the counter's noise
    // for memory, with its slow quartile under the defaults' fast one for time.
    let defaults = &measured[0].2;
    let clear = |f: &Figures| {
        if timed {
            f.winner_q3 < defaults.winner_q1
        } else {
            (f.winner_peak as f64) < defaults.winner_peak as f64 * (1.0 - MEMORY_NOISE)
        }
    };
    let best = (0..measured.len())
        .filter(|&i| {
            let f = &measured[i].2;
            i == 0 || (allowed(f) && clear(f))
        })
        .min_by(|&a, &b| {
            key(&measured[a].2)
                .total_cmp(&key(&measured[b].2))
                .then(a.cmp(&b))
        })
        .unwrap_or(0);
    // In the settings' order: each run's figures, or the input's side by side where its level
    // was over the cap.
    let deployments = settings
        .iter()
        .filter_map(|setting| {
            if let Some(i) = measured.iter().position(|(s, ..)| s == setting) {
                let (_, r, f) = &measured[i];
                return Some(Deployment {
                    device: setting.name(),
                    graph: r.scheduled_graph.clone(),
                    input_peak_bytes: f.input_peak,
                    input_median_seconds: f.input_median,
                    winner: r.winner.clone(),
                    winner_peak_bytes: f.winner_peak,
                    winner_median_seconds: f.winner_median,
                    slowdown: f.winner_median / reference,
                    spearman_over_proxy_costs: (r.device.as_ref())
                        .and_then(|d| d.spearman_over_proxy_costs),
                    proxy_costs_measured: r.device.as_ref().map_or(0, |d| d.proxy_costs_measured),
                    allowed: i == 0 || allowed(f),
                    chosen: i == best,
                    searched: true,
                });
            }
            let (_, input) = over_cap.iter().find(|(s, _)| s == setting)?;
            Some(Deployment {
                device: setting.name(),
                graph: None,
                input_peak_bytes: input.stats.peak_bytes,
                input_median_seconds: input.stats.median,
                winner: "original".into(),
                winner_peak_bytes: input.stats.peak_bytes,
                winner_median_seconds: input.stats.median,
                slowdown: input.slowdown.unwrap_or(f64::INFINITY),
                spearman_over_proxy_costs: None,
                proxy_costs_measured: 0,
                allowed: false,
                chosen: false,
                searched: false,
            })
        })
        .collect();
    // The scratch files are numbered by setting, some of which were not run.
    let best_file = settings
        .iter()
        .position(|s| *s == measured[best].0)
        .unwrap_or(0);
    let mut copies: Vec<(std::path::PathBuf, &std::path::Path)> = Vec::new();
    if let Some(out) = &options.output {
        copies.push((scratch(best_file, "out"), out));
    }
    if let Some(orders) = &options.emit_orders {
        copies.push((scratch(best_file, "orders.json"), orders));
    }
    if let Some(plots) = &options.plot {
        std::fs::create_dir_all(plots).map_err(|e| PipelineError::Output {
            path: plots.clone(),
            reason: e.to_string(),
        })?;
        for file in super::outputs::PLOT_FILES {
            copies.push((scratch(best_file, "plots").join(file), plots.as_path()));
        }
    }
    for (from, to) in copies {
        let to = if to.is_dir() {
            to.join(from.file_name().unwrap_or_default())
        } else {
            to.to_path_buf()
        };
        let bytes = std::fs::read(&from).map_err(|e| PipelineError::Output {
            path: from.clone(),
            reason: e.to_string(),
        })?;
        crate::onnx::write_atomically(&to, &bytes).map_err(crate::model::ModelError::from)?;
    }
    let mut report = runs.swap_remove(best).1;
    report.output = options.output.as_ref().map(|p| p.display().to_string());
    report.deployments = deployments;
    for why in &left_out {
        tracing::info!("deployment {why}");
    }
    report.deployments_left_out = left_out;
    report.with_defaults = with_defaults(options, &scratch(best_file, "out"))?;
    Ok(report)
}

/// The input and the chosen output loaded as a user who sets nothing would (the output's own
/// settings ignored), so that the summary can warn where that user would be worse off. An
/// output that is the input unchanged needs no run, nor a device without such defaults.
pub(super) fn with_defaults(
    options: &Options,
    output: &std::path::Path,
) -> Result<Option<crate::report::WithDefaults>, PipelineError> {
    let Some(defaults) = options.device.and_then(|d| d.runtime_defaults()) else {
        return Ok(None);
    };
    let read = |p: &std::path::Path| {
        std::fs::read(p).map_err(|e| PipelineError::Output {
            path: p.to_path_buf(),
            reason: e.to_string(),
        })
    };
    if read(&options.input)? == read(output)? {
        return Ok(None);
    }
    let model = crate::model::Model::open(
        &options.input,
        &crate::model::LoadOptions {
            import: options.import.clone(),
            device: Some(defaults),
            seed: options.seed,
            ..Default::default()
        },
    )?;
    let bench = crate::model::Bench {
        device: defaults,
        streams: 1,
        seed: options.seed,
        protocol: crate::runtime::protocol::Protocol {
            budget: options.budget / 4,
            timeout: options.run_timeout,
            load_timeout: options.load_timeout,
            progress: options.progress.clone(),
            stage: "measure with the runtime's defaults".into(),
            ..Default::default()
        },
        execution_order: defaults.executes(),
    };
    model
        .measure_with_defaults(output, options.objective, &bench)
        .map_err(PipelineError::Device)
}

/// How far the proxy is above the measured peak on this model, where it models exactly what
/// runs: the file's own order with optimisation off (1.13 on the inception cell, whose small
/// tensors carry ORT's per-value records; 1.11 on NASNet-A). Never below 1: a gate that only
/// lets more graphs be measured.
fn proxy_excess(runs: &[(Setting, ScheduleReport)]) -> f64 {
    let file_off = Setting {
        device: Device::Ort(OrtOptimization::Disabled),
        graph: None,
    };
    runs.iter()
        .find(|(s, _)| *s == file_off)
        .and_then(|(_, r)| r.device.as_ref()?.candidates.first().cloned())
        .filter(|c| c.failure.is_none() && c.peak_bytes > 0)
        .map_or(1.0, |c| c.proxy_cost / c.peak_bytes as f64)
        .max(1.0)
}

/// The user's file under one level, measured side by side with the others.
struct LevelInput {
    device: Device,
    stats: crate::runtime::protocol::CandidateStats,
    /// Its median latency over the first level's (the defaults') in the same rounds; `None`
    /// where either did not run (a budget too short for every level, a failed run).
    slowdown: Option<f64>,
    /// What measuring them all took.
    seconds: std::time::Duration,
}

/// The input under each of `devices` (the defaults first), one worker each, in a few
/// interleaved rounds within `budget`: each level's slowdown against the defaults, paired so
/// that the machine's drift falls on all alike. Empty where the devices have no levels.
fn inputs_side_by_side(
    options: &Options,
    devices: &[Device],
    budget: std::time::Duration,
) -> Result<Vec<LevelInput>, PipelineError> {
    let Some(levels) = devices
        .iter()
        .map(|d| d.optimisation())
        .collect::<Option<Vec<_>>>()
    else {
        return Ok(Vec::new());
    };
    let model = crate::model::Model::open(
        &options.input,
        &crate::model::LoadOptions {
            import: options.import.clone(),
            device: Some(devices[0]),
            seed: options.seed,
            ..Default::default()
        },
    )?;
    let bench = crate::model::Bench {
        device: devices[0],
        streams: 1,
        seed: options.seed,
        protocol: crate::runtime::protocol::Protocol {
            warmup: 0,
            min_rounds: LEVEL_ROUNDS,
            max_rounds: LEVEL_ROUNDS,
            budget,
            timeout: options.run_timeout,
            load_timeout: options.load_timeout,
            progress: options.progress.clone(),
            stage: "measure the input at each level".into(),
        },
        execution_order: devices[0].executes(),
    };
    let Some(m) = model
        .measure_levels(&levels, &bench)
        .map_err(PipelineError::Device)?
    else {
        return Ok(Vec::new());
    };
    let seconds = std::time::Duration::from_secs_f64(m.seconds.max(0.0));
    let defaults = m.candidates[0].clone();
    Ok(devices
        .iter()
        .zip(m.candidates)
        .map(|(&device, stats)| LevelInput {
            device,
            slowdown: (stats.ok() && defaults.ok()).then(|| stats.median / defaults.median),
            stats,
            seconds,
        })
        .collect())
}

/// The time a run spent measuring on the device (its rounds), taken from the shared budget.
fn measuring_time(r: &ScheduleReport) -> std::time::Duration {
    let seconds = r.device.as_ref().map_or(0.0, |d| d.seconds);
    std::time::Duration::from_secs_f64(seconds.max(0.0))
}

/// The measured input and winner of one deployment's run.
struct Figures {
    input_peak: u64,
    input_median: f64,
    winner_peak: u64,
    winner_median: f64,
    winner_q1: f64,
    winner_q3: f64,
}

fn figures(r: &ScheduleReport) -> Result<Figures, PipelineError> {
    let d = r
        .device
        .as_ref()
        .ok_or_else(|| PipelineError::Device("no device run".into()))?;
    let (input, winner) = d
        .original_and_winner()
        .ok_or_else(|| PipelineError::Device(format!("{}: nothing was measured", d.device)))?;
    Ok(Figures {
        input_peak: input.peak_bytes,
        input_median: input.median_seconds,
        winner_peak: winner.peak_bytes,
        winner_median: winner.median_seconds,
        winner_q1: winner.q1_seconds,
        winner_q3: winner.q3_seconds,
    })
}
