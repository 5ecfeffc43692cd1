//! `flowsched`: inspect and schedule ONNX models, MLIR modules and JSON task graphs.
//!
//! Each subcommand is one file here with its `Args` and `run`, and one row of the table in
//! [`subcommands!`]'s call below; the work itself lives in the library.

use clap::Parser;
use std::process::ExitCode;

/// `println!` that ends the program quietly when the reader goes away (`| head`), instead of
/// panicking on a broken pipe.
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

mod args;
#[cfg(test)]
mod readme_lines;

/// The table of subcommands: a row is the help line, the variant and the module whose `Args`
/// and `run(Args) -> anyhow::Result<()>` it stands for.
macro_rules! subcommands {
    ($($(#[doc = $doc:literal])* $variant:ident => $module:ident,)*) => {
        $(mod $module;)*

        #[derive(clap::Subcommand)]
        enum Command {
            $($(#[doc = $doc])* $variant(Box<$module::Args>),)*
        }

        impl Command {
            fn run(self) -> anyhow::Result<()> {
                match self {
                    $(Command::$variant(args) => $module::run(*args),)*
                }
            }
        }
    };
}

subcommands! {
    /// Summarise a model: nodes, edges, ops, activation bytes, unknown sizes, width.
    Inspect => inspect,
    /// Write seeded synthetic task graphs (the paper's generators and more) as JSON DAGs.
    Generate => generate,
    /// Compare schedulers on models and/or generated graphs by the objective's proxy.
    Bench => bench,
    /// Measure this machine (FLOP rate, bandwidth, per-op overhead) into a device profile.
    Profile => profile,
    /// Reorder a model's ops and write it back with nothing else changed.
    Schedule => schedule,
    /// Cut sub-graphs (windows of consecutive ops) out of real models, as JSON DAGs with the
    /// profile's runtimes: held-out real structure for `bench` and training.
    Subgraphs => subgraphs,
    /// Compare GFlowNet models on several objectives or devices at once: each samples N
    /// orders per graph, keeps its top k by the `--rank` reward, and the Pareto fronts of
    /// those are compared (ε-indicator against the first model).
    Pareto => pareto,
    /// Train the conditional GFlowNet from a TOML config (see models/README.md).
    Train => train,
    /// Compose locally trained GFlowNets into one that samples ∝ the product of their rewards
    /// (Embarrassingly Parallel GFlowNets): objectives, devices or data shards. Evaluates no
    /// reward: it fits the aggregating-balance condition on the local models' policies.
    Aggregate => aggregate,
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

fn main() -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::from_env("FLOWSCHED_LOG"))
        .with_writer(std::io::stderr)
        .init();
    match Cli::parse().command.run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}
