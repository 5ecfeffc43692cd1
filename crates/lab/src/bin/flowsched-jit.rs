//! `flowsched-jit`: JIT-runs one function of a tensor-level MLIR module in several orders
//! (original, every classic heuristic, random ones) and reports equal outputs, latency, the
//! exact heap peak and its rank correlation with the proxy's peak memory.

use anyhow::{Context, Result};
use clap::Parser;
use flowsched::mlir::jit::JitConfig;
use flowsched_lab::study::{study, study_bufferized};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser, Debug)]
#[command(
    name = "flowsched-jit",
    version,
    about = "Measure orders of an MLIR function in the JIT"
)]
struct Cli {
    input: PathBuf,
    /// The function to run (its arguments and results: static tensors).
    #[arg(long, default_value = "main")]
    function: String,
    /// Random orders on top of the original and the classic heuristics.
    #[arg(long, default_value_t = 8)]
    random: usize,
    #[arg(long, default_value_t = 0)]
    seed: u64,
    #[arg(long, default_value_t = 10)]
    repeats: usize,
    /// Tensor → buffer pipeline.
    #[arg(long, default_value = flowsched::mlir::jit::DEFAULT_BUFFERIZE)]
    bufferize: String,
    /// Buffer → LLVM pipeline (keep finalize-memref-to-llvm{use-generic-functions} to count the heap).
    #[arg(long, default_value = flowsched::mlir::jit::DEFAULT_TO_LLVM)]
    to_llvm: String,
    /// Keep upstream buffer placement (allocations where bufferization put them, frees at the end).
    #[arg(long)]
    no_tighten_buffers: bool,
    /// Schedule the block after bufferization (memref level), where allocations and frees
    /// move with the order, instead of the tensor-level block.
    #[arg(long)]
    bufferized: bool,
    /// The flowsched-schedule options whose pick is shown as `pass` (memory objective).
    #[arg(long, default_value = "")]
    pass_options: String,
    /// Write the report as JSON here.
    #[arg(long)]
    report: Option<PathBuf>,
    /// Instead of orders: run the input and this module (the same function, rewritten, e.g.
    /// by `rewrite=true`), each as written, and compare heap, time and outputs (f32, within
    /// 1e-4 of each output's largest magnitude).
    #[arg(long)]
    against: Option<PathBuf>,
}

/// Largest difference between two f32 outputs, relative to the largest magnitude of each.
fn relative_difference(a: &[Vec<u8>], b: &[Vec<u8>]) -> f64 {
    let floats = |bytes: &[u8]| -> Vec<f32> {
        (bytes.chunks_exact(4))
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect()
    };
    if a.len() != b.len() {
        return f64::INFINITY;
    }
    a.iter()
        .zip(b)
        .map(|(x, y)| {
            let (x, y) = (floats(x), floats(y));
            if x.len() != y.len() {
                return f64::INFINITY;
            }
            let scale = x
                .iter()
                .map(|v| v.abs() as f64)
                .fold(f64::MIN_POSITIVE, f64::max);
            let worst = x
                .iter()
                .zip(&y)
                .map(|(p, q)| (*p as f64 - *q as f64).abs())
                .fold(0.0, f64::max);
            worst / scale
        })
        .fold(0.0, f64::max)
}

/// `--against`: both modules as written, in the JIT.
fn against(cli: &Cli, text: &str, other: &PathBuf, config: &JitConfig) -> Result<bool> {
    let other_text = std::fs::read_to_string(other)
        .with_context(|| format!("{}: cannot read", other.display()))?;
    let measure = |t: &str, path: &PathBuf| {
        flowsched::mlir::jit::measure(t, &cli.function, config)
            .with_context(|| format!("{}", path.display()))
    };
    let a = measure(text, &cli.input)?;
    let b = measure(&other_text, other)?;
    println!(
        "{:<40} {:>14} {:>8} {:>12}",
        "module", "JIT peak B", "allocs", "median µs"
    );
    for (path, m) in [(&cli.input, &a), (other, &b)] {
        println!(
            "{:<40} {:>14} {:>8} {:>12.1}",
            path.display(),
            m.peak_heap_bytes,
            m.allocations,
            m.median_ns / 1e3
        );
    }
    let difference = relative_difference(&a.outputs, &b.outputs);
    println!(
        "heap {:.3}x, time {:.3}x, largest output difference {difference:.2e} of the output's magnitude",
        b.peak_heap_bytes as f64 / a.peak_heap_bytes as f64,
        b.median_ns / a.median_ns
    );
    Ok(difference <= 1e-4)
}

fn run(cli: &Cli) -> Result<bool> {
    let text = std::fs::read_to_string(&cli.input)
        .with_context(|| format!("{}: cannot read", cli.input.display()))?;
    let config = JitConfig {
        bufferize: cli.bufferize.clone(),
        to_llvm: cli.to_llvm.clone(),
        tighten_buffers: !cli.no_tighten_buffers,
        repeats: cli.repeats,
        seed: cli.seed,
        pass: flowsched::mlir::pipeline_text::parse_schedule_options(&cli.pass_options)
            .map_err(anyhow::Error::msg)?,
        ..Default::default()
    };
    if let Some(other) = &cli.against {
        return against(cli, &text, other, &config);
    }
    let run_study = if cli.bufferized {
        study_bufferized
    } else {
        study
    };
    let report = run_study(&text, &cli.function, cli.random, cli.seed, &config)
        .with_context(|| format!("{}", cli.input.display()))?;
    println!(
        "{:<18} {:>14} {:>16} {:>14} {:>8} {:>12} outputs",
        "order", "proxy peak B", "bufferized B", "JIT peak B", "allocs", "median µs"
    );
    for o in &report.orders {
        println!(
            "{:<18} {:>14} {:>16} {:>14} {:>8} {:>12.1} {}",
            o.scheduler,
            o.proxy_peak_bytes,
            o.bufferized_proxy_peak_bytes
                .map_or("-".to_string(), |b| b.to_string()),
            o.jit_peak_heap_bytes,
            o.jit_allocations,
            o.median_ns / 1e3,
            if o.outputs_equal {
                "equal"
            } else {
                "DIFFERENT"
            }
        );
    }
    match report.spearman_proxy_vs_jit_peak {
        Some(rho) => println!(
            "Spearman ρ(proxy peak, JIT heap peak) over {} orders: {rho:.3}",
            report.orders.len()
        ),
        None => println!("Spearman ρ undefined: one side is the same for every order"),
    }
    if let Some(rho) = report.spearman_bufferized_proxy_vs_jit_peak {
        println!(
            "Spearman ρ(bufferized proxy peak, JIT heap peak) over {} orders: {rho:.3}",
            report.orders.len()
        );
    }
    if let Some(path) = &cli.report {
        std::fs::write(path, serde_json::to_string_pretty(&report)?)
            .with_context(|| format!("{}: cannot write", path.display()))?;
    }
    Ok(report.all_outputs_equal)
}

fn main() -> ExitCode {
    flowsched::cli::init_logging();
    match run(&Cli::parse()) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => {
            eprintln!("flowsched-jit: error: reordered outputs differ from the original's");
            ExitCode::FAILURE
        }
        Err(e) => {
            eprintln!("flowsched-jit: error: {e:#}");
            ExitCode::FAILURE
        }
    }
}
