//! `flowsched-lab`: flowsched's laboratory. Synthetic task graphs, scheduler benchmarks,
//! device profiles, sub-graphs of real models, GFlowNet training and composition, Pareto
//! fronts: what the product is built and judged with, and no user needs to schedule.
//!
//! Each subcommand is one file here with its `Args` and `run`, and one row of the table in
//! [`flowsched::subcommands!`]'s call below; the work itself lives in the library.

#[macro_use]
extern crate flowsched;

use clap::Parser;
use std::process::ExitCode;

mod args;
#[cfg(test)]
mod readme_lines;

subcommands! {
    /// Write seeded synthetic task graphs (the paper's generators and more) as JSON DAGs.
    Generate => generate,
    /// Compare schedulers on models and/or generated graphs by the objective's proxy.
    Bench => bench,
    /// Measure this machine (FLOP rate, bandwidth, per-op overhead) into a device profile.
    Profile => profile,
    /// Cut sub-graphs (windows of consecutive ops) out of real models, as JSON DAGs with the
    /// profile's runtimes: held-out real structure for `bench` and training.
    Subgraphs => subgraphs,
    /// Compare GFlowNet models on several objectives or devices at once: each samples N
    /// orders per graph, keeps its top k by the `--rank` reward, and the Pareto fronts of
    /// those are compared (ε-indicator against the first model).
    Pareto => pareto,
    /// Apply every graph rewrite `--rewrite` could offer on an ONNX model, chosen or not, and
    /// write it: the rewrites' correctness on any model (scripts/check_equivalence.py).
    Rewrites => rewrites,
    /// Train the conditional GFlowNet from a TOML config (see models/README.md).
    Train => train,
    /// Compose locally trained GFlowNets into one that samples ∝ the product of their rewards
    /// (Embarrassingly Parallel GFlowNets): objectives, devices or data shards. Evaluates no
    /// reward: it fits the aggregating-balance condition on the local models' policies.
    Aggregate => aggregate,
}

#[derive(Parser)]
#[command(
    name = "flowsched-lab",
    version,
    about = "flowsched's laboratory: graphs, benchmarks, training, Pareto fronts"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

fn main() -> ExitCode {
    flowsched::cli::init_logging();
    flowsched::cli::exit_code(Cli::parse().command.run())
}
