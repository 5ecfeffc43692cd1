//! `flowsched-lab train`: the conditional GFlowNet from a TOML config; what `aggregate` shares
//! with it (the config with the command line's overrides, the progress bar).

use crate::args::RunArgs;
use anyhow::Result;
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    run: RunArgs,
    /// Start from these weights instead of a fresh network.
    #[arg(long)]
    from: Option<PathBuf>,
    /// Train for this one reward instead of the config's objectives, e.g. `makespan:4`,
    /// `memory`, `makespan:4@h200` (runtimes from a device profile or a profile JSON),
    /// `makespan:4+memory` (a product). The model then samples for it, and can be a
    /// local model for `flowsched-lab aggregate`.
    #[arg(long)]
    reward: Option<String>,
    /// Train on shard I of N of the training graphs (a seeded, balanced split).
    #[arg(long, value_name = "I/N")]
    shard: Option<String>,
}

#[cfg(feature = "torch")]
pub fn run(args: Args) -> Result<()> {
    let cfg = run_config(&args.run, args.reward.as_deref(), args.shard.as_deref())?;
    let paths = run_paths(&args.run);
    with_progress("trained", cfg.train.steps, &paths.weights, |progress| {
        flowsched::gflownet::train::train(
            &cfg,
            &paths,
            args.from.as_deref(),
            args.run.resume,
            progress,
        )?;
        Ok(())
    })
}

#[cfg(not(feature = "torch"))]
pub fn run(_: Args) -> Result<()> {
    anyhow::bail!(flowsched::features::missing("torch", "training"))
}

/// The config with the command line's overrides.
#[cfg(feature = "torch")]
pub(crate) fn run_config(
    run: &RunArgs,
    reward: Option<&str>,
    shard: Option<&str>,
) -> Result<flowsched::gflownet::config::TrainConfig> {
    let mut cfg = flowsched::gflownet::config::TrainConfig::load(&run.config)?;
    if let Some(steps) = run.steps {
        cfg.train.steps = steps;
    }
    if let Some(r) = reward {
        r.parse::<flowsched::gflownet::Reward>()
            .map_err(|e| anyhow::anyhow!("--reward: {e}"))?;
        cfg.train.objectives = vec![r.to_string()];
        cfg.objectives()
            .map_err(|e| anyhow::anyhow!("--reward: {e}"))?;
    }
    if let Some(s) = shard {
        let parsed = s
            .split_once('/')
            .and_then(|(i, n)| Some((i.trim().parse().ok()?, n.trim().parse().ok()?)));
        let Some(shard) = parsed else {
            anyhow::bail!("--shard {s}: expected I/N, e.g. 0/2");
        };
        cfg.data.shard = Some(shard);
        cfg.check_shard()
            .map_err(|e| anyhow::anyhow!("--shard: {e}"))?;
    }
    Ok(cfg)
}

#[cfg(feature = "torch")]
pub(crate) fn run_paths(run: &RunArgs) -> flowsched::gflownet::optim::RunPaths {
    flowsched::gflownet::optim::RunPaths {
        weights: run
            .output
            .clone()
            .unwrap_or_else(|| run.config.with_extension("safetensors")),
    }
}

/// Runs `body` with a progress bar over `steps` optimisation steps and reports the last one.
#[cfg(feature = "torch")]
pub(crate) fn with_progress(
    verb: &str,
    steps: usize,
    weights: &std::path::Path,
    body: impl FnOnce(&mut dyn FnMut(&flowsched::gflownet::optim::StepStats)) -> Result<()>,
) -> Result<()> {
    let bar = indicatif::ProgressBar::new(steps as u64).with_style(
        indicatif::ProgressStyle::with_template(
            "{bar:30} {pos}/{len} {elapsed_precise} eta {eta} {msg}",
        )
        .expect("valid template"),
    );
    let started = std::time::Instant::now();
    let mut last = None;
    body(&mut |s| {
        bar.set_position(s.step as u64);
        let cost = s
            .cost_ratio
            .map(|c| format!(" cost/bound {c:.4}"))
            .unwrap_or_default();
        bar.set_message(format!("loss {:.3} spread {:.3}{cost}", s.loss, s.spread));
        last = Some(s.clone());
    })?;
    bar.finish_and_clear();
    say!(
        "{verb} {steps} steps in {:.0} s -> {} (log, manifest: next to it)",
        started.elapsed().as_secs_f64(),
        weights.display(),
    );
    if let Some(s) = last {
        let cost = s
            .cost_ratio
            .map(|c| format!(", sampled cost / bound {c:.4}"))
            .unwrap_or_default();
        say!(
            "last step: loss {:.4}, spread {:.4}{cost}",
            s.loss,
            s.spread
        );
    }
    Ok(())
}
