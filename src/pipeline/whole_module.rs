//! `flowsched schedule model.mlir` without `--function`: every function's blocks go through
//! flowsched's MLIR pass, exactly what
//! `flowsched-opt --pass-pipeline='builtin.module(func.func(flowsched-schedule{…}))'` does. One
//! function with the pipeline's extras (device, report, plots, orders) goes through
//! [`super::run`] instead; [`applies`] decides which.

use super::{Options, PipelineError};

/// What the pass did to the module.
#[derive(Debug, Clone)]
pub struct ModuleOutcome {
    pub blocks: usize,
    pub ops: usize,
    pub moved_ops: usize,
    /// The pass's diagnostics (warnings, remarks), `file:line:col: severity: message`.
    pub diagnostics: Vec<String>,
}

/// Whether `options` schedule a whole MLIR module: MLIR bytecode always; MLIR text unless a
/// function or one of the pipeline's extras is asked for (`report`: a JSON report is).
pub fn applies(options: &Options, report: bool) -> bool {
    let ext = options.input.extension().and_then(|e| e.to_str());
    let extras = options.function.is_some()
        || options.device.is_some()
        || options.plot.is_some()
        || options.emit_orders.is_some()
        || report;
    ext == Some("mlirbc") || (ext == Some("mlir") && !extras)
}

/// Options a whole-module run would silently ignore: the pass takes only an objective, a
/// scheduler, samples and a seed; the rest needs [`super::run`] (one function).
#[cfg(any(test, feature = "mlir"))]
fn inert_options(options: &Options) -> Vec<&'static str> {
    use crate::model::{OPTIMISED_GRAPH_FLAG, WALK_FLAG};
    use flowsched_core::device::ExecutionOrder;
    use flowsched_core::schedulers::GflownetOptions;
    let (g, d) = (&options.gflownet, GflownetOptions::default());
    let p = Options::default();
    [
        ("--model", g.model.is_some()),
        ("--sigma", g.sigma != d.sigma),
        ("--refine", g.refine_rounds != d.refine_rounds),
        ("--refine-top", g.refine_top != d.refine_top),
        ("--finetune-steps", g.finetune_steps != d.finetune_steps),
        ("--no-greedy", g.greedy != d.greedy),
        ("--no-classic-seeds", g.classic_seeds != d.classic_seeds),
        ("--spread", g.spread != d.spread),
        ("--profile", options.profile != p.profile),
        ("--dim", !options.import.dims.is_empty()),
        (
            "--max-tensor-bytes",
            options.import.max_tensor_bytes != p.import.max_tensor_bytes,
        ),
        ("--allow-unknown-sizes", options.allow_unknown_sizes),
        ("--streams", options.streams != p.streams),
        ("--top-k", options.top_k != p.top_k),
        ("--budget", options.budget != p.budget),
        ("--timeout", options.run_timeout != p.run_timeout),
        ("--load-timeout", options.load_timeout != p.load_timeout),
        (OPTIMISED_GRAPH_FLAG, options.optimised_graph.is_some()),
        (
            WALK_FLAG,
            options
                .execution_order
                .is_some_and(|o| o != ExecutionOrder::File),
        ),
    ]
    .into_iter()
    .filter_map(|(name, set)| set.then_some(name))
    .collect()
}

/// Runs the pass on every function of `options.input` and writes `options.output` (if set).
#[cfg(feature = "mlir")]
pub fn schedule(options: &Options) -> Result<ModuleOutcome, PipelineError> {
    use flowsched_mlir::opt::{self, OptOptions};
    let source = options.input.display().to_string();
    let inert = inert_options(options);
    if !inert.is_empty() {
        return Err(PipelineError::InertOnWholeModule {
            path: options.input.clone(),
            options: inert.join(", "),
        });
    }
    if let Some(out) = &options.output {
        super::outputs::check_output(&options.input, out, options.in_place)?;
    }
    let input = std::fs::read(&options.input).map_err(|e| {
        PipelineError::Model(crate::model::ModelError::Input {
            path: options.input.clone(),
            reason: format!("cannot read: {e}"),
        })
    })?;
    // The default is the pass's own too.
    let scheduler = if options.schedulers.is_default() {
        String::new()
    } else {
        format!(" scheduler={}", options.schedulers.spec())
    };
    let emit = if options.emit_async {
        " emit=async"
    } else {
        ""
    };
    let pipeline = format!(
        "builtin.module(func.func(flowsched-schedule{{objective={}{scheduler} samples={} seed={}{emit}}}))",
        options.objective.spec(),
        options.samples,
        options.seed
    );
    let result = opt::run(
        &input,
        &source,
        &OptOptions {
            pass_pipeline: Some(pipeline),
            ..Default::default()
        },
    )
    .map_err(|e| PipelineError::Mlir(format!("{source}: {e}")))?;
    let diagnostics: Vec<String> = result.diags.iter().map(|d| d.to_string()).collect();
    if !result.success {
        return Err(PipelineError::Mlir(format!(
            "{source}: scheduling failed:\n{}",
            diagnostics.join("\n")
        )));
    }
    if let Some(out) = &options.output {
        flowsched_onnx::write_atomically(out, result.text.as_bytes())
            .map_err(|e| PipelineError::Model(e.into()))?;
    }
    Ok(ModuleOutcome {
        blocks: result.stats.blocks,
        ops: result.stats.ops,
        moved_ops: result.stats.moved_ops,
        diagnostics,
    })
}

#[cfg(not(feature = "mlir"))]
pub fn schedule(options: &Options) -> Result<ModuleOutcome, PipelineError> {
    Err(PipelineError::Mlir(format!(
        "{}: {}",
        options.input.display(),
        flowsched_core::features::missing("mlir", "MLIR input")
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every option the pass ignores is named; the pass's own (objective, scheduler, samples,
    /// seed) are not.
    #[test]
    fn inert_options_are_named() {
        let mut o = Options {
            input: "m.mlir".into(),
            ..Options::default()
        };
        o.objective = flowsched_core::cost::Objective::Makespan { units: 2 };
        o.schedulers = "kahn".parse().unwrap();
        o.samples = 9;
        o.seed = 3;
        assert!(inert_options(&o).is_empty());
        assert!(applies(&o, false) && !applies(&o, true));
        o.allow_unknown_sizes = true;
        o.import.max_tensor_bytes = 1 << 20;
        o.gflownet.sigma = 0.5;
        assert_eq!(
            inert_options(&o),
            ["--sigma", "--max-tensor-bytes", "--allow-unknown-sizes"]
        );
    }
}
