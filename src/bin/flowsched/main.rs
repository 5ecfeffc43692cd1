//! `flowsched`: inspect and schedule ONNX models, MLIR modules and JSON task graphs. The
//! research tools (synthetic graphs, benchmarks, training) are `flowsched-lab`'s.
//!
//! Each subcommand is one file here with its `Args` and `run`, and one row of the table in
//! [`flowsched::subcommands!`]'s call below; the work itself lives in the library.

#[macro_use]
extern crate flowsched;

use clap::Parser;
use std::process::ExitCode;

#[cfg(test)]
mod readme_lines;

subcommands! {
    /// Summarise a model: nodes, edges, ops, activation bytes, unknown sizes, width.
    Inspect => inspect,
    /// Reorder a model's ops and write it back with nothing else changed.
    Schedule => schedule,
}

#[derive(Parser)]
#[command(
    name = "flowsched",
    version,
    about = "Operator scheduling for ONNX models and task graphs"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The research commands that `flowsched` had before they moved to `flowsched-lab`.
const LAB_COMMANDS: [&str; 7] = [
    "generate",
    "bench",
    "profile",
    "subgraphs",
    "pareto",
    "train",
    "aggregate",
];

fn main() -> ExitCode {
    flowsched::cli::init_logging();
    if let Some(lab) = std::env::args()
        .nth(1)
        .filter(|a| LAB_COMMANDS.contains(&a.as_str()))
    {
        eprintln!(
            "error: `{lab}` is a command of flowsched-lab, the laboratory's binary: run \
             `flowsched-lab {lab} ...` (in a checkout: `cargo run -p flowsched-lab -- {lab} ...`)"
        );
        return ExitCode::from(2);
    }
    flowsched::cli::exit_code(Cli::parse().command.run())
}
