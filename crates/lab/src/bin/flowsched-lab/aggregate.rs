//! `flowsched-lab aggregate`: locally trained GFlowNets composed into one (Embarrassingly Parallel
//! GFlowNets).

use crate::args::RunArgs;
use anyhow::Result;
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    run: RunArgs,
    /// A local model written by `flowsched-lab train --reward …` (its manifest is read too).
    /// Repeat for each.
    #[arg(long = "local", required = true)]
    locals: Vec<PathBuf>,
    /// The exponent of each local's reward in the product, in --local order (default: 1
    /// each, or 1/N each for N shards of one reward).
    #[arg(long = "weight")]
    weights: Vec<f64>,
}

#[cfg(feature = "torch")]
pub fn run(args: Args) -> Result<()> {
    use crate::train::{run_config, run_paths, with_progress};
    use flowsched::gflownet::aggregate::{aggregate, default_weights, global_reward, Local};
    let cfg = run_config(&args.run, None, None)?;
    let mut loaded = args
        .locals
        .iter()
        .map(|p| Local::load(p))
        .collect::<Result<Vec<_>, _>>()?;
    let weights = match args.weights.as_slice() {
        [] => default_weights(&loaded),
        w if w.len() == loaded.len() => w.to_vec(),
        w => anyhow::bail!(
            "{} --weight values for {} --local models: give one per model, in order",
            w.len(),
            loaded.len()
        ),
    };
    if let Some(w) = weights.iter().find(|w| !(**w > 0.0 && w.is_finite())) {
        anyhow::bail!("--weight {w}: weights must be positive numbers");
    }
    for (l, w) in loaded.iter_mut().zip(weights) {
        l.weight = w;
    }
    let paths = run_paths(&args.run);
    say!(
        "composing {} local models into one that samples for {}",
        loaded.len(),
        global_reward(&loaded)
    );
    with_progress("aggregated", cfg.train.steps, &paths.weights, |progress| {
        aggregate(&cfg, &loaded, &paths, args.run.resume, progress)?;
        Ok(())
    })
}

#[cfg(not(feature = "torch"))]
pub fn run(_: Args) -> Result<()> {
    anyhow::bail!(flowsched::features::missing("torch", "aggregation"))
}
