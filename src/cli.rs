//! The command line's shared options and value parsers (the `cli` feature): `flowsched` and
//! `flowsched-lab` read models, the GFlowNet's options and durations the same way.

use clap::Args;
use flowsched_core::defaults;
use flowsched_core::device::ExecutionOrder;
use flowsched_core::schedulers::GflownetOptions;
use flowsched_onnx::ImportOptions;
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
    #[arg(long, default_value_t = flowsched_onnx::DEFAULT_MAX_TENSOR_BYTES)]
    max_tensor_bytes: u64,
}

impl ImportArgs {
    pub fn options(&self) -> ImportOptions {
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
    pub fn options(&self) -> GflownetOptions {
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

/// A duration as `--help` shows it and [`parse_duration`] reads it back: `30s`, `500ms`.
pub fn duration_text(d: std::time::Duration) -> String {
    if d.subsec_millis() == 0 {
        format!("{}s", d.as_secs())
    } else {
        format!("{}ms", d.as_millis())
    }
}

/// A duration as humantime reads it (`30s`, `500ms`, `2m`, `1m30s`), or a plain number of
/// seconds (`30`, `0.5`).
pub fn parse_duration(s: &str) -> Result<std::time::Duration, String> {
    let seconds = s.trim().parse::<f64>().ok();
    match seconds {
        Some(v) => std::time::Duration::try_from_secs_f64(v).map_err(|e| format!("'{s}': {e}")),
        None => humantime::parse_duration(s.trim())
            .map_err(|e| format!("'{s}' is not a duration (e.g. 30s, 500ms, 2m): {e}")),
    }
}

fn parse_dim(s: &str) -> Result<(String, i64), String> {
    let (k, v) = s.split_once('=').ok_or("expected NAME=VALUE")?;
    let v: i64 = v.parse().map_err(|_| format!("'{v}' is not an integer"))?;
    if v < 0 {
        return Err(format!("'{v}': a dimension is at least 0"));
    }
    Ok((k.to_string(), v))
}

/// `ort-default` or `file`: how a runtime turns the file's node order into the order it runs.
pub fn parse_execution_order(s: &str) -> Result<ExecutionOrder, String> {
    ExecutionOrder::parse(s).ok_or_else(|| format!("'{s}': the orders are ort-default and file"))
}

/// Logs to stderr, filtered by `FLOWSCHED_LOG` (e.g. `flowsched=debug`), for every binary.
pub fn init_logging() {
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::from_env("FLOWSCHED_LOG"))
        .with_writer(std::io::stderr)
        .init();
}

/// A subcommand's result as the process's exit: `error: …` with its causes on stderr, and
/// failure, where it failed.
pub fn exit_code(result: anyhow::Result<()>) -> std::process::ExitCode {
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}

/// `println!` that ends the program quietly when the reader goes away (`| head`), instead of
/// panicking on a broken pipe.
#[macro_export]
macro_rules! say {
    ($($arg:tt)*) => {{
        use std::io::Write;
        if let Err(e) = writeln!(std::io::stdout(), $($arg)*) {
            if e.kind() == std::io::ErrorKind::BrokenPipe {
                std::process::exit(0);
            }
        }
    }};
}

/// The table of subcommands: a row is the help line, the variant and the module whose `Args`
/// and `run(Args) -> anyhow::Result<()>` it stands for.
#[macro_export]
macro_rules! subcommands {
    ($($(#[doc = $doc:literal])* $variant:ident => $module:ident,)*) => {
        $(mod $module;)*

        #[derive(::clap::Subcommand)]
        enum Command {
            $($(#[doc = $doc])* $variant(Box<$module::Args>),)*
        }

        impl Command {
            fn run(self) -> ::anyhow::Result<()> {
                match self {
                    $(Command::$variant(args) => $module::run(*args),)*
                }
            }
        }
    };
}
