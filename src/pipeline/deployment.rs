//! Where the device leaves a setting open (`--device ort`: the optimisation level), the run
//! is made once per deployment and the best measured one is written: the runtime's defaults
//! are not always the user's best (its optimiser can raise a peak that an order lowers).

use super::{run_one, Options, PipelineError};
use crate::report::{Deployment, ScheduleReport};
use crate::runtime::protocol::MEMORY_NOISE;
use crate::runtime::Device;

/// How much slower than the cap allows a setting's input may measure in one run and still have
/// its orders measured: one run each of two inputs is noisy.
const PROBE_MARGIN: f64 = 1.2;

/// Runs `options` once per deployment of `devices` (the defaults first), each with an equal
/// share of twice the budget, and keeps the best: for memory the lowest measured peak among
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
    let share = options.budget * 2 / devices.len() as u32;
    let mut reports = Vec::new();
    for (i, &device) in devices.iter().enumerate() {
        let each = Options {
            device: Some(device),
            // Always written: the chosen one is also measured as loaded with the defaults.
            output: Some(scratch(i, "out")),
            in_place: false,
            emit_orders: (options.emit_orders.as_ref()).map(|_| scratch(i, "orders.json")),
            plot: (options.plot.as_ref()).map(|_| scratch(i, "plots")),
            budget: share,
            ..options.clone()
        };
        tracing::info!("deployment {device}");
        // For memory within a slowdown cap, a setting whose input alone is far slower than the
        // defaults' cannot win: one run of its input says so, and its orders are not measured.
        if i > 0 && !options.objective.is_timed() {
            let probe = run_one(&Options {
                top_k: 1,
                ..each.clone()
            })?;
            let slow = figures(&probe)?.input_median;
            let reference = figures(&reports[0])?.input_median;
            if slow > reference * (1.0 + options.max_slowdown) * PROBE_MARGIN {
                tracing::info!(
                    "deployment {device}: its input is {slow:.4} s, not measured further"
                );
                reports.push(probe);
                continue;
            }
        }
        reports.push(run_one(&each)?);
    }
    let measured: Vec<(&ScheduleReport, Figures)> = reports
        .iter()
        .map(|r| figures(r).map(|f| (r, f)))
        .collect::<Result<_, _>>()?;
    let reference = measured[0].1.input_median;
    let timed = options.objective.is_timed();
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
    let defaults = &measured[0].1;
    let clear = |f: &Figures| {
        if timed {
            f.winner_q3 < defaults.winner_q1
        } else {
            (f.winner_peak as f64) < defaults.winner_peak as f64 * (1.0 - MEMORY_NOISE)
        }
    };
    let best = (0..measured.len())
        .filter(|&i| i == 0 || (allowed(&measured[i].1) && clear(&measured[i].1)))
        .min_by(|&a, &b| {
            key(&measured[a].1)
                .total_cmp(&key(&measured[b].1))
                .then(a.cmp(&b))
        })
        .unwrap_or(0);
    let deployments = measured
        .iter()
        .enumerate()
        .map(|(i, (r, f))| Deployment {
            device: devices[i].to_string(),
            input_peak_bytes: f.input_peak,
            input_median_seconds: f.input_median,
            winner: r.winner.clone(),
            winner_peak_bytes: f.winner_peak,
            winner_median_seconds: f.winner_median,
            slowdown: f.winner_median / reference,
            spearman_over_proxy_costs: r.device.as_ref().and_then(|d| d.spearman_over_proxy_costs),
            proxy_costs_measured: r.device.as_ref().map_or(0, |d| d.proxy_costs_measured),
            allowed: i == 0 || allowed(f),
            chosen: i == best,
        })
        .collect();
    let mut copies: Vec<(std::path::PathBuf, &std::path::Path)> = Vec::new();
    if let Some(out) = &options.output {
        copies.push((scratch(best, "out"), out));
    }
    if let Some(orders) = &options.emit_orders {
        copies.push((scratch(best, "orders.json"), orders));
    }
    if let Some(plots) = &options.plot {
        std::fs::create_dir_all(plots).map_err(|e| PipelineError::Output {
            path: plots.clone(),
            reason: e.to_string(),
        })?;
        for file in super::outputs::PLOT_FILES {
            copies.push((scratch(best, "plots").join(file), plots.as_path()));
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
    let mut report = reports.swap_remove(best);
    report.output = options.output.as_ref().map(|p| p.display().to_string());
    report.deployments = deployments;
    report.with_defaults = with_defaults(options, &scratch(best, "out"))?;
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
