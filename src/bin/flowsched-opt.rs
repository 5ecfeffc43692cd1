//! `flowsched-opt`: an `mlir-opt`-style driver whose pass pipelines may contain
//! `flowsched-schedule{objective=… scheduler=…}` next to any upstream pass.
//!
//! ```text
//! flowsched-opt in.mlir --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=memory scheduler=xla-default}),canonicalize)' -o out.mlir
//! ```

use anyhow::{Context, Result};
use clap::Parser;
use flowsched::mlir::opt::{self, OptOptions};
use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser, Debug)]
#[command(
    name = "flowsched-opt",
    version,
    about = "mlir-opt with flowsched's scheduling pass"
)]
struct Cli {
    /// Input file (`-` or nothing: stdin); MLIR text or bytecode.
    #[arg(default_value = "-")]
    input: String,
    /// Output file (`-`: stdout).
    #[arg(short = 'o', default_value = "-")]
    output: String,
    /// Textual pass pipeline, e.g. 'builtin.module(func.func(flowsched-schedule{objective=memory}))'.
    #[arg(long = "pass-pipeline")]
    pass_pipeline: Option<String>,
    /// Treat each `// -----` chunk as a separate module.
    #[arg(long = "split-input-file")]
    split_input_file: bool,
    /// Print operations in the generic form.
    #[arg(long = "mlir-print-op-generic")]
    print_generic: bool,
    /// Accept ops of dialects that are not registered (their effects count as unknown).
    #[arg(long = "allow-unregistered-dialect")]
    allow_unregistered_dialect: bool,
    /// Print how many blocks and ops were scheduled and moved to stderr.
    #[arg(long = "flowsched-stats")]
    stats: bool,
}

/// LLVM tools take long options with one dash (`-split-input-file`); accept both spellings.
fn normalise_args() -> Vec<String> {
    std::env::args()
        .enumerate()
        .map(|(i, a)| {
            let one_dash_long =
                a.starts_with('-') && !a.starts_with("--") && a.len() > 2 && !a.starts_with("-o");
            if i > 0 && one_dash_long {
                format!("-{a}")
            } else {
                a
            }
        })
        .collect()
}

fn run(cli: &Cli) -> Result<bool> {
    let (input, source_name) = if cli.input == "-" {
        let mut buf = Vec::new();
        std::io::stdin()
            .read_to_end(&mut buf)
            .context("reading stdin")?;
        (buf, "<stdin>".to_string())
    } else {
        let buf =
            std::fs::read(&cli.input).with_context(|| format!("{}: cannot read", cli.input))?;
        (buf, cli.input.clone())
    };
    let options = OptOptions {
        pass_pipeline: cli.pass_pipeline.clone(),
        split_input_file: cli.split_input_file,
        print_generic: cli.print_generic,
        allow_unregistered_dialect: cli.allow_unregistered_dialect,
    };
    let out = match opt::run(&input, &source_name, &options) {
        Ok(out) => out,
        // Already in MLIR's `where: error: what` form.
        Err(e @ opt::OptError::Syntax(_)) => {
            eprintln!("{e}");
            return Ok(false);
        }
        Err(e) => return Err(e.into()),
    };
    for d in &out.diags {
        eprintln!("{d}");
    }
    if cli.stats {
        print_stats(&out.stats);
    }
    if cli.output == "-" {
        std::io::stdout().write_all(out.text.as_bytes())?;
    } else if out.success {
        // A temporary file renamed into place: a reader never sees half a module.
        let path = PathBuf::from(&cli.output);
        flowsched::onnx::write_atomically(&path, out.text.as_bytes())
            .with_context(|| format!("{}: cannot write", path.display()))?;
    }
    // After an error nothing is written to a file: no partial output next to the diagnostics.
    Ok(out.success)
}

/// `--flowsched-stats`: blocks, ops moved, the proxy's cost before and after and which proxy,
/// each candidate's wins, and the streams emitted.
fn print_stats(stats: &flowsched::mlir::pass::PassStats) {
    // Tensor-level blocks are judged by their heap after bufferization, which agrees with
    // the compiled code; the others by liveness in the block (at the memref level, of its
    // allocations). Say which, so a cost is never read as something it is not.
    let proxy = match stats.judged_blocks {
        0 => "liveness".to_string(),
        n if n == stats.blocks => {
            "heap after bufferization, the input kept unless 1% lower".to_string()
        }
        n => {
            format!("heap after bufferization in {n} tensor-level blocks, liveness in the rest")
        }
    };
    eprintln!(
        "flowsched-schedule: {} blocks, {} ops, {} moved; proxy cost {} -> {} (summed over blocks; {proxy})",
        stats.blocks,
        stats.ops,
        stats.moved_ops,
        stats.original_cost,
        stats.cost
    );
    // "name blocks, name blocks, …" for a count of blocks per candidate.
    let per_candidate = |counts: &std::collections::BTreeMap<String, usize>| {
        let parts: Vec<String> = counts.iter().map(|(c, n)| format!("{c} {n}")).collect();
        parts.join(", ")
    };
    eprintln!(
        "flowsched-schedule: blocks won: {}",
        per_candidate(&stats.winners)
    );
    eprintln!(
        "flowsched-schedule: blocks where each candidate reached the winning cost: {}",
        per_candidate(&stats.reached_best)
    );
    if stats.rewritten_concats > 0 {
        eprintln!(
            "flowsched-schedule: rewrite: {} channel concats partitioned, {} convolutions split into partial sums",
            stats.rewritten_concats, stats.rewritten_convolutions
        );
    }
    if stats.streams > 0 {
        eprintln!(
            "flowsched-schedule: {} async.execute regions (emit=async)",
            stats.streams
        );
    }
}

fn main() -> ExitCode {
    flowsched::cli::init_logging();
    let cli = Cli::parse_from(normalise_args());
    match run(&cli) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("flowsched-opt: error: {e:#}");
            ExitCode::FAILURE
        }
    }
}
