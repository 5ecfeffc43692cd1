//! Options several subcommands share, and their value parsers.

use clap::Args;
use flowsched::defaults;
use flowsched::onnx::ImportOptions;
use flowsched::schedulers::GflownetOptions;
use std::collections::HashMap;
use std::path::PathBuf;

/// How ONNX models are read.
#[derive(Args)]
pub struct ImportArgs {
    /// Value of a symbolic dimension, e.g. `--dim batch=8` (repeatable). Others are taken as 1.
    #[arg(long = "dim", value_parser = parse_dim)]
    dims: Vec<(String, i64)>,
    /// The largest tensor the model may declare, in bytes (default 1 TiB): a larger one, or a
    /// size that overflows, is refused naming the tensor before anything is allocated.
    #[arg(long, default_value_t = flowsched::onnx::DEFAULT_MAX_TENSOR_BYTES)]
    max_tensor_bytes: u64,
}

impl ImportArgs {
    pub(crate) fn options(&self) -> ImportOptions {
        ImportOptions {
            dims: self.dims.iter().cloned().collect::<HashMap<_, _>>(),
            max_tensor_bytes: self.max_tensor_bytes,
            ..Default::default()
        }
    }
}

/// Options of `--scheduler gflownet`.
#[derive(Args)]
pub struct GflownetArgs {
    /// GFlowNet weights (default: the shipped model in models/, or $FLOWSCHED_MODEL).
    #[arg(long = "model", id = "gflownet_model", value_name = "WEIGHTS")]
    weights: Option<PathBuf>,
    /// GFlowNet temperature σ: lower gives better, less diverse orders.
    #[arg(long, default_value_t = defaults::SIGMA)]
    sigma: f64,
    /// Local-search rounds that rebuild the tails of the best GFlowNet samples (for peak
    /// memory, a peak-directed search follows); 0: none.
    #[arg(long, default_value_t = defaults::REFINE_ROUNDS)]
    refine: usize,
    /// How many of the best GFlowNet samples local search refines.
    #[arg(long, default_value_t = defaults::REFINE_TOP)]
    refine_top: usize,
    /// Fine-tune the GFlowNet on the model being scheduled for this many steps first.
    #[arg(long, default_value_t = defaults::FINETUNE_STEPS)]
    finetune_steps: usize,
    /// Leave the policy's greedy order out of the GFlowNet's samples.
    #[arg(long)]
    no_greedy: bool,
    /// Leave the classic heuristics' orders out of the GFlowNet's samples (they join by
    /// default, as BRKGA's seeds do).
    #[arg(long)]
    no_classic_seeds: bool,
    /// The fraction of GFlowNet samples decoded with per-op random keys, from 0 to 1: more
    /// diverse orders for the device to choose from, at a small cost in proxy quality.
    #[arg(long, default_value_t = defaults::SPREAD)]
    spread: f64,
}

impl GflownetArgs {
    pub(crate) fn options(&self) -> GflownetOptions {
        GflownetOptions {
            model: self.weights.clone(),
            sigma: self.sigma,
            refine_rounds: self.refine,
            refine_top: self.refine_top,
            finetune_steps: self.finetune_steps,
            greedy: !self.no_greedy,
            classic_seeds: !self.no_classic_seeds,
            spread: self.spread,
        }
    }
}

/// What `train` and `aggregate` share.
#[derive(Args)]
pub struct RunArgs {
    /// The run's config, e.g. `models/flowsched-gfn-base.toml` (`aggregate` uses its `train` and
    /// `data` sections).
    #[arg(long)]
    pub config: PathBuf,
    /// Weights to write; default: the config's path with `.safetensors`. The checkpoint
    /// (`.ckpt.safetensors`), a JSON-lines log (`.log.jsonl`) and a manifest
    /// (`.manifest.json`) go next to it.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// Continue from the run's checkpoint if there is one.
    #[arg(long)]
    pub resume: bool,
    /// Run this many steps instead of the config's `train.steps`.
    #[arg(long)]
    pub steps: Option<usize>,
}

/// `LO:HI` with 1 ≤ LO ≤ HI.
pub(crate) fn parse_range(s: &str) -> Result<(usize, usize), String> {
    let bad = || format!("'{s}' is not a range LO:HI (e.g. 25:75)");
    let (lo, hi) = s.split_once(':').ok_or_else(bad)?;
    let (lo, hi): (usize, usize) = (
        lo.parse().map_err(|_| bad())?,
        hi.parse().map_err(|_| bad())?,
    );
    if lo == 0 || lo > hi {
        return Err(format!("'{s}': need 1 ≤ LO ≤ HI"));
    }
    Ok((lo, hi))
}

/// A duration as `--help` shows it and [`parse_duration`] reads it back: `30s`, `500ms`.
pub(crate) fn duration_text(d: std::time::Duration) -> String {
    if d.subsec_millis() == 0 {
        format!("{}s", d.as_secs())
    } else {
        format!("{}ms", d.as_millis())
    }
}

/// `30s`, `500ms`, `2m` (seconds when no unit is given).
pub(crate) fn parse_duration(s: &str) -> Result<std::time::Duration, String> {
    let (num, unit) = s
        .find(|c: char| c.is_ascii_alphabetic())
        .map(|i| s.split_at(i))
        .unwrap_or((s, "s"));
    let v: f64 = num
        .trim()
        .parse()
        .map_err(|_| format!("'{s}' is not a duration (e.g. 30s, 500ms, 2m)"))?;
    let secs = match unit {
        "ms" => v / 1e3,
        "s" => v,
        "m" | "min" => v * 60.0,
        _ => return Err(format!("'{s}': unknown unit (ms, s, m)")),
    };
    std::time::Duration::try_from_secs_f64(secs).map_err(|e| format!("'{s}': {e}"))
}

fn parse_dim(s: &str) -> Result<(String, i64), String> {
    let (k, v) = s.split_once('=').ok_or("expected NAME=VALUE")?;
    let v: i64 = v.parse().map_err(|_| format!("'{v}' is not an integer"))?;
    if v < 0 {
        return Err(format!("'{v}': a dimension is at least 0"));
    }
    Ok((k.to_string(), v))
}
