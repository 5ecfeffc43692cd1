//! `flowsched`: inspect and schedule ONNX models and JSON task graphs.

use anyhow::{Context, Result};
use clap::{Args, Parser, Subcommand};
use flowsched::cost::{memory_profile, Objective};
use flowsched::dag::{dag_width, Order};
use flowsched::model::Model;
use flowsched::onnx::ImportOptions;
use flowsched::pipeline::{self, Options};
use flowsched::report::{human_bytes, ScheduleReport};
use std::collections::HashMap;
use std::path::PathBuf;
use std::process::ExitCode;

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

#[derive(Subcommand)]
enum Command {
    /// Summarise a model: nodes, edges, ops, activation bytes, unknown sizes, width.
    Inspect {
        /// A `.onnx` model or a `.json` DAG.
        model: PathBuf,
        #[command(flatten)]
        import: ImportArgs,
        /// Print the summary as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Reorder a model's ops and write it back with nothing else changed.
    Schedule {
        /// A `.onnx` model or a `.json` DAG.
        model: PathBuf,
        /// Where to write the scheduled model.
        #[arg(short, long, required_unless_present = "in_place")]
        output: Option<PathBuf>,
        /// Overwrite the input model.
        #[arg(long)]
        in_place: bool,
        /// Scheduler names, comma-separated; the best by the objective's proxy wins
        /// (the original order is always a candidate).
        #[arg(long, default_value = "original,kahn,dfs")]
        scheduler: String,
        /// What to minimise.
        #[arg(long, default_value = "memory")]
        objective: Objective,
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Write a JSON report here.
        #[arg(long)]
        report: Option<PathBuf>,
        #[command(flatten)]
        import: ImportArgs,
    },
}

#[derive(Args)]
struct ImportArgs {
    /// Value of a symbolic dimension, e.g. `--dim batch=8` (repeatable). Others are taken as 1.
    #[arg(long = "dim", value_parser = parse_dim)]
    dims: Vec<(String, i64)>,
}

impl ImportArgs {
    fn options(&self) -> ImportOptions {
        ImportOptions {
            dims: self.dims.iter().cloned().collect::<HashMap<_, _>>(),
            ..Default::default()
        }
    }
}

fn parse_dim(s: &str) -> Result<(String, i64), String> {
    let (k, v) = s.split_once('=').ok_or("expected NAME=VALUE")?;
    let v = v.parse().map_err(|_| format!("'{v}' is not an integer"))?;
    Ok((k.to_string(), v))
}

fn main() -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::from_env("FLOWSCHED_LOG"))
        .with_writer(std::io::stderr)
        .init();
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Inspect {
            model,
            import,
            json,
        } => inspect(model, import.options(), json),
        Command::Schedule {
            model,
            output,
            in_place,
            scheduler,
            objective,
            seed,
            report,
            import,
        } => {
            let output = output.or_else(|| in_place.then(|| model.clone()));
            let options = Options {
                input: model,
                output,
                in_place,
                schedulers: scheduler,
                objective,
                seed,
                import: import.options(),
            };
            schedule(&options, report)
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}

fn inspect(path: PathBuf, import: ImportOptions, json: bool) -> Result<()> {
    let model = Model::load(&path, &import)?;
    let dag = model.dag();
    let (width, exact) = dag_width(dag);
    let original = Order::original(dag);
    let memory = memory_profile(dag, &original);
    let mut ops: Vec<(String, usize)> = match model.import_report() {
        Some(r) => r
            .op_histogram
            .iter()
            .map(|(k, v)| (k.clone(), *v))
            .collect(),
        None => {
            let mut h: HashMap<String, usize> = HashMap::new();
            for n in dag.nodes() {
                *h.entry(dag.node(n).op.clone()).or_default() += 1;
            }
            h.into_iter().collect()
        }
    };
    ops.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let unknown: Vec<&str> = dag
        .unknown_size_tensors()
        .map(|t| t.name.as_str())
        .collect();
    if json {
        let summary = serde_json::json!({
            "model": path.display().to_string(),
            "nodes": dag.len(),
            "edges": dag.edge_count(),
            "op_histogram": ops.iter().cloned().collect::<std::collections::BTreeMap<_, _>>(),
            "activation_bytes": dag.activation_bytes(),
            "constant_bytes": dag.constant_bytes,
            "unknown_size_tensors": unknown,
            "width": width,
            "width_exact": exact,
            "original_peak_memory_bytes": memory.peak,
            "import": model.import_report(),
        });
        println!("{}", serde_json::to_string_pretty(&summary)?);
        return Ok(());
    }
    println!("{}", path.display());
    println!(
        "  nodes {}   edges {}   width {}{}",
        dag.len(),
        dag.edge_count(),
        width,
        if exact { "" } else { " (lower bound)" }
    );
    let hist: Vec<String> = ops
        .iter()
        .take(12)
        .map(|(op, n)| format!("{op} {n}"))
        .collect();
    let more = if ops.len() > 12 {
        format!(", … {} more kinds", ops.len() - 12)
    } else {
        String::new()
    };
    println!("  ops   {}{more}", hist.join(", "));
    println!(
        "  activations {}   constants {}   peak memory (original order) {}",
        human_bytes(dag.activation_bytes()),
        human_bytes(dag.constant_bytes),
        human_bytes(memory.peak)
    );
    if let Some(r) = model.import_report() {
        println!(
            "  opset {}   initializers {}   external-data tensors {}",
            r.opset, r.initializers, r.external_data_tensors
        );
        if !r.assumed_dims.is_empty() {
            let dims: Vec<String> = r
                .assumed_dims
                .iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect();
            println!(
                "  symbolic dims assumed: {} (set with --dim NAME=VALUE)",
                dims.join(", ")
            );
        }
        if !r.ops_without_shape_rule.is_empty() {
            let list: Vec<String> = r
                .ops_without_shape_rule
                .iter()
                .map(|(k, v)| format!("{k} ×{v}"))
                .collect();
            println!("  ops without a shape rule: {}", list.join(", "));
        }
    }
    if unknown.is_empty() {
        println!("  all tensor sizes known");
    } else {
        let shown: Vec<&str> = unknown.iter().take(5).copied().collect();
        println!(
            "  unknown sizes: {} tensors, counted as 0 bytes (e.g. {})",
            unknown.len(),
            shown.join(", ")
        );
    }
    Ok(())
}

fn schedule(options: &Options, report_path: Option<PathBuf>) -> Result<()> {
    let report = pipeline::run(options)?;
    print_summary(&report);
    if let Some(path) = report_path {
        let mut text = serde_json::to_string_pretty(&report)?;
        text.push('\n');
        flowsched::onnx::write_atomically(&path, text.as_bytes())
            .with_context(|| "writing the report")?;
        println!("report: {}", path.display());
    }
    Ok(())
}

fn print_summary(r: &ScheduleReport) {
    println!(
        "{}: {} ops, {} edges; objective: peak memory",
        r.input, r.nodes, r.edges
    );
    println!(
        "  {:<12} {:>12} {:>12} {:>8}",
        "scheduler", "peak memory", "vs original", "moved"
    );
    for c in &r.candidates {
        let ratio = c.peak_memory_bytes as f64 / r.original_peak_memory_bytes.max(1) as f64;
        let mark = if c.scheduler == r.winner {
            "  <- winner"
        } else {
            ""
        };
        println!(
            "  {:<12} {:>12} {:>12.3} {:>8}{mark}",
            c.scheduler,
            human_bytes(c.peak_memory_bytes),
            ratio,
            c.moved_ops
        );
    }
    let change = 100.0
        * (r.winner_peak_memory_bytes as f64 / r.original_peak_memory_bytes.max(1) as f64 - 1.0);
    if r.winner == "original" {
        println!(
            "  nothing beat the original order (peak {}); the model keeps it",
            human_bytes(r.original_peak_memory_bytes)
        );
    } else {
        println!(
            "  peak memory {} -> {} ({change:+.1}%), {} of {} ops moved",
            human_bytes(r.original_peak_memory_bytes),
            human_bytes(r.winner_peak_memory_bytes),
            r.moved_ops,
            r.nodes
        );
    }
    if r.winner != "original" {
        print_order_change(r);
    }
    if r.unknown_size_tensors > 0 {
        println!(
            "  note: {} tensors of unknown size were counted as 0 bytes",
            r.unknown_size_tensors
        );
    }
    if let Some(out) = &r.output {
        println!("wrote {out}");
    }
}

/// Before and after, side by side, for graphs small enough to read; the first moves otherwise.
fn print_order_change(r: &ScheduleReport) {
    const SHOWN: usize = 40;
    let width = r
        .original_order
        .iter()
        .take(SHOWN)
        .map(|n| n.len())
        .max()
        .unwrap_or(0)
        .max(6);
    println!("  {:>4}  {:<width$}    {}", "step", "before", "after");
    for (i, (a, b)) in r
        .original_order
        .iter()
        .zip(&r.order)
        .enumerate()
        .take(SHOWN)
    {
        let mark = if a != b { "  *" } else { "" };
        println!("  {i:>4}  {a:<width$} -> {b}{mark}");
    }
    if r.nodes > SHOWN {
        println!(
            "  … {} more steps (the full order is in the report)",
            r.nodes - SHOWN
        );
    }
}
