//! Options the lab's subcommands share.

use clap::Args;
use std::path::PathBuf;

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
pub fn parse_range(s: &str) -> Result<(usize, usize), String> {
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
