//! `--for-ort`: schedule the graph ONNX Runtime's optimiser makes, and measure the user's own
//! file as ORT's defaults run it, which the output must beat.

use super::{Options, PipelineError, MEMORY_NOISE};
use crate::cost::Objective;
use crate::runtime::job::OrtOptimization;
use std::path::PathBuf;

/// Whether a `--device` names ONNX Runtime (`ort`, `ort:LEVEL`).
pub(super) fn is_ort(device: &str) -> bool {
    device == "ort" || device.starts_with("ort:")
}

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
    let stated = crate::runtime::onnx::state_shapes_from_one_run(&path, &settings)
        .map_err(PipelineError::Device)?;
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
    winner: &crate::runtime::protocol::CandidateStats,
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
    let m = crate::runtime::measure(&mut pool, 1, protocol);
    let today = &m.candidates[0];
    let beaten = !today.ok()
        || if objective.is_timed() {
            winner.q3 < today.q1
        } else {
            (winner.peak_bytes as f64) < today.peak_bytes as f64 * (1.0 - MEMORY_NOISE)
        };
    Ok(Some(crate::report::AsDeployed {
        runtime: pool.describe(),
        median_seconds: today.median,
        peak_bytes: today.peak_bytes,
        failure: today.failure.clone(),
        kept: !beaten,
    }))
}
