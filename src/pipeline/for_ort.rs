//! `--for-ort`: schedule the graph ONNX Runtime's optimiser makes, and measure the user's own
//! file as ORT's defaults run it, which the output must beat.

use super::eligible::UserFile;
use super::execution::is_ort;
use super::{ExecutionOrder, Options, PipelineError, MEMORY_NOISE};
use crate::cost::{DeviceProfile, Evaluator, Objective};
use crate::dag::Order;
use crate::model::Model;
use crate::onnx::ImportOptions;
use crate::runtime::job::OrtOptimization;
use crate::runtime::protocol::CandidateStats;
use std::path::PathBuf;

/// With `--for-ort LEVEL`, the graph ORT's optimiser makes of the input at that level, in a
/// temporary folder that lives as long as the run; it is what gets scheduled and written.
pub(super) fn optimised(
    options: &Options,
) -> Result<Option<(tempfile::TempDir, PathBuf)>, PipelineError> {
    let Some(level) = options.for_ort else {
        return Ok(None);
    };
    let located = |e: String| PipelineError::Device(format!("{}: {e}", options.input.display()));
    if options.input.extension().and_then(|e| e.to_str()) != Some("onnx") {
        return Err(located(
            "--for-ort applies to ONNX models (it schedules ONNX Runtime's optimised graph)".into(),
        ));
    }
    if level == OrtOptimization::Disabled {
        return Err(located(
            "--for-ort disabled: the levels are basic, extended and all (without optimisation \
             ORT runs the file itself: drop --for-ort)"
                .into(),
        ));
    }
    if let Some(device) = options.device.as_deref().filter(|d| is_ort(d)) {
        if device != "ort:disabled" {
            return Err(located(format!(
                "--for-ort writes a graph ORT has optimised already, to be loaded with \
                 optimisation off: measure it with --device ort:disabled, not {device}"
            )));
        }
    }
    let dir = tempfile::tempdir().map_err(|e| located(e.to_string()))?;
    let path = dir.path().join(
        options
            .input
            .file_name()
            .unwrap_or(std::ffi::OsStr::new("model.onnx")),
    );
    crate::runtime::onnx::optimise_for_ort(&options.input, level, &path)
        .map_err(PipelineError::Device)?;
    // ORT's own ops (the NCHWc layouts of `all`, its fusions) are sized as one run of the
    // optimised graph produced them, never counted as zero.
    let settings = crate::runtime::onnx::MeasureSettings {
        import: &options.import,
        streams: 1,
        seed: options.seed,
    };
    let stated =
        crate::runtime::onnx::state_shapes_from_one_run(&path, &settings).map_err(|e| {
            located(format!(
                "ONNX Runtime's optimised graph: sizing from one run: {e}"
            ))
        })?;
    tracing::info!("{stated} tensor shapes of ORT's optimised graph stated from one run");
    Ok(Some((dir, path)))
}

/// With `--for-ort`, the user's own file as ORT's defaults run it, measured under the same
/// protocol; `kept` when the measured winner does not beat it clearly (memory: by more than
/// the counter's noise; time: its slow quartile under the input's fast one).
pub(super) fn as_deployed(
    options: &Options,
    objective: Objective,
    protocol: &crate::runtime::protocol::Protocol,
    winner: &CandidateStats,
) -> Result<Option<crate::report::AsDeployed>, PipelineError> {
    use crate::runtime::onnx::MeasureSettings;
    use crate::runtime::Runtime;
    if options.for_ort.is_none() {
        return Ok(None);
    }
    let settings = MeasureSettings {
        import: &options.import,
        streams: 1,
        seed: options.seed,
    };
    let located = |e: String| PipelineError::Device(format!("{}: {e}", options.input.display()));
    let mut pool = crate::runtime::onnx::as_deployed(&options.input, &settings).map_err(located)?;
    let m = crate::runtime::measure(&mut pool, 2, protocol);
    // Today: the lower of ORT's defaults and optimisation off (the user may run either).
    let lower = |a: &CandidateStats, b: &CandidateStats| {
        let key = |c: &CandidateStats| {
            if objective.is_timed() {
                c.median
            } else {
                c.peak_bytes as f64
            }
        };
        !b.ok() || (a.ok() && key(a) <= key(b))
    };
    let (today, settings_used) = if lower(&m.candidates[0], &m.candidates[1]) {
        (&m.candidates[0], "optimisation all")
    } else {
        (&m.candidates[1], "optimisation disabled")
    };
    let beaten = !today.ok()
        || if objective.is_timed() {
            winner.q3 < today.q1
        } else {
            (winner.peak_bytes as f64) < today.peak_bytes as f64 * (1.0 - MEMORY_NOISE)
        };
    Ok(Some(crate::report::AsDeployed {
        // The lower of the two: the workers differ only in the level.
        runtime: pool.describe().replace("optimisation all", settings_used),
        median_seconds: today.median,
        peak_bytes: today.peak_bytes,
        failure: today.failure.clone(),
        kept: !beaten,
    }))
}

/// With `--for-ort`, the user's own file by the proxy, which the candidates (orders of ORT's
/// optimised graph) must beat.
pub(super) fn user_file(
    options: &Options,
    import: &ImportOptions,
    profile: &DeviceProfile,
    objective: Objective,
    execution_order: ExecutionOrder,
) -> Result<Option<UserFile>, PipelineError> {
    if options.for_ort.is_none() {
        return Ok(None);
    }
    let mut model = Model::load_function(&options.input, import, None)?;
    profile.annotate(model.dag_mut());
    let dag = model.dag();
    let eval = Evaluator::new(dag, objective);
    let written = Order::original(dag);
    let walk = super::execution::executed_order(&model, execution_order)(&written);
    Ok(Some(UserFile {
        walk: eval.cost(&walk),
        written: eval.cost(&written),
    }))
}
