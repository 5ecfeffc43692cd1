//! `flowsched inspect`: what a model holds, as text or JSON.

use flowsched::cli::ImportArgs;
use anyhow::Result;
use flowsched::cost::memory_profile;
use flowsched::dag::{dag_width, Order, Planned};
use flowsched::backend::Scored;
use flowsched::report::human_bytes;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

#[derive(clap::Args)]
pub struct Args {
    /// A `.onnx` model, a `.json` DAG or an MLIR module.
    model: PathBuf,
    #[command(flatten)]
    import: ImportArgs,
    /// Print the summary as JSON.
    #[arg(long)]
    json: bool,
    /// Print, instead of the summary, the proxy's live bytes at each step as the model runs
    /// (an ONNX model in ONNX Runtime's DEFAULT walk of its file unless `--execution-order
    /// file`, anything else as written):
    /// tab-separated step, node, op, bytes. What `scripts/ort_memory_trace.py` lines up with
    /// the bytes ORT really holds.
    #[arg(long, conflicts_with = "json")]
    memory_curve: bool,
    /// Score the peak as `schedule --device DEVICE` does: its runtime's buffers and, for
    /// `ort`, the scratch of the threads ORT gives kernels on this machine.
    #[arg(long)]
    device: Option<flowsched::runtime::Device>,
    /// The order the runtime executes the file in, as `schedule --execution-order` takes it:
    /// `file` for the file as written (ORT's PRIORITY_BASED), `ort-default` for ORT's walk.
    #[arg(long, value_name = "ORDER", value_parser = flowsched::cli::parse_execution_order)]
    execution_order: Option<flowsched::pipeline::ExecutionOrder>,
}

pub fn run(args: Args) -> Result<()> {
    let scored = Scored::open(
        &args.model,
        &args.import.options(),
        args.device,
        args.execution_order,
    )?;
    if args.memory_curve {
        print_memory_curve(&scored);
        return Ok(());
    }
    let summary = Summary::of(&scored);
    if args.json {
        say!("{}", serde_json::to_string_pretty(&summary.json(&args.model, &scored))?);
    } else {
        summary.print(&args.model, &scored);
    }
    Ok(())
}

/// The proxy's live bytes at each step of the order the runtime executes the file in (the
/// device's, else the format's usual runtime's: ORT's walk for ONNX).
fn print_memory_curve(scored: &Scored) {
    let dag = scored.model.dag();
    let runs = scored.execution().runs_as(&Order::original(dag));
    let plan = scored.plan();
    let curve = memory_profile(&Planned::new(dag, &plan), &runs).curve;
    for (step, (n, live)) in runs.iter().zip(curve).enumerate() {
        let node = dag.node(n);
        say!("{step}\t{}\t{}\t{live}", node.name, node.op);
    }
}

/// What the text and the JSON summaries say beyond the DAG's own counts.
struct Summary<'a> {
    width: usize,
    width_exact: bool,
    /// The peak as `schedule` scores the original order: the same proxy, and the order the
    /// format's usual runtime executes the file in (ORT's walk for ONNX).
    original_peak: u64,
    proxy: String,
    /// Each op and how many nodes run it, most common first.
    ops: Vec<(String, usize)>,
    unknown: Vec<&'a str>,
}

impl<'a> Summary<'a> {
    fn of(scored: &'a Scored) -> Summary<'a> {
        let model = &scored.model;
        let dag = model.dag();
        let (width, width_exact) = dag_width(dag);
        let plan = scored.plan();
        let planned = Planned::new(dag, &plan);
        let memory = memory_profile(&planned, &scored.execution().runs_as(&Order::original(dag)));
        let proxy = format!(
            "{}, {}",
            flowsched::cost::proxy_name(&planned, flowsched::cost::Objective::PeakMemory),
            scored.execution_order.phrase()
        );
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
        let unknown = dag
            .unknown_size_tensors()
            .map(|t| t.name.as_str())
            .collect();
        Summary {
            width,
            width_exact,
            original_peak: memory.peak,
            proxy,
            ops,
            unknown,
        }
    }

    fn json(&self, path: &Path, scored: &Scored) -> serde_json::Value {
        let dag = scored.model.dag();
        serde_json::json!({
            "model": path.display().to_string(),
            "nodes": dag.len(),
            "edges": dag.edge_count(),
            "op_histogram": self.ops.iter().cloned().collect::<std::collections::BTreeMap<_, _>>(),
            "activation_bytes": dag.activation_bytes(),
            "constant_bytes": dag.constant_bytes,
            "unknown_size_tensors": self.unknown,
            "width": self.width,
            "width_exact": self.width_exact,
            "original_peak_memory_bytes": self.original_peak,
            "proxy": self.proxy,
            "import": scored.model.import_report(),
        })
    }

    fn print(&self, path: &Path, scored: &Scored) {
        let dag = scored.model.dag();
        say!("{}", path.display());
        say!(
            "  nodes {}   edges {}   width {}{}",
            dag.len(),
            dag.edge_count(),
            self.width,
            if self.width_exact { "" } else { " (lower bound)" }
        );
        let hist: Vec<String> = self
            .ops
            .iter()
            .take(12)
            .map(|(op, n)| format!("{op} {n}"))
            .collect();
        let more = if self.ops.len() > 12 {
            format!(", … {} more kinds", self.ops.len() - 12)
        } else {
            String::new()
        };
        say!("  ops   {}{more}", hist.join(", "));
        say!(
            "  activations {}   constants {}   peak memory (original order) {}",
            human_bytes(dag.activation_bytes()),
            human_bytes(dag.constant_bytes),
            human_bytes(self.original_peak)
        );
        say!("  peak memory by the proxy: {}", self.proxy);
        if let Some(r) = scored.model.import_report() {
            print_import(r);
        }
        if self.unknown.is_empty() {
            say!("  all tensor sizes known");
        } else {
            let shown: Vec<&str> = self.unknown.iter().take(5).copied().collect();
            say!(
                "  unknown sizes: {} tensors, counted as 0 bytes (e.g. {})",
                self.unknown.len(),
                shown.join(", ")
            );
        }
    }
}

/// The ONNX importer's report: opset, initializers, dimensions assumed, ops it could not size.
fn print_import(r: &flowsched::onnx::ImportReport) {
    say!(
        "  opset {}   initializers {}   external-data tensors {}",
        r.opset,
        r.initializers,
        r.external_data_tensors
    );
    if !r.assumed_dims.is_empty() {
        let dims: Vec<String> = r
            .assumed_dims
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        say!(
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
        say!("  ops without a shape rule: {}", list.join(", "));
    }
}
