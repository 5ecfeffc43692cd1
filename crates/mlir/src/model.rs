//! An MLIR module as an input of [`crate::pipeline::run`]: one function's body becomes the
//! DAG, the winner rewrites that body and nothing else, and the JIT ([`super::jit`]) is the
//! device that measures the candidates.

use super::import::function_blocks;
use super::rewrite::apply_order;
use super::session::{print_module, Session};
use flowsched_core::dag::{Order, ScheduleDag};
use std::path::{Path, PathBuf};

#[derive(Debug)]
pub struct MlirFunction {
    pub path: PathBuf,
    /// The module as read.
    pub text: String,
    /// The scheduled function (`sym_name`).
    pub function: String,
    pub dag: ScheduleDag,
    /// Candidates other than the input are measured and written as these streams.
    pub streams: Option<super::streams_plan::AsyncStreams>,
    /// Where the DAG's op runtimes come from, where measured (`Format::time_ops`).
    pub op_runtimes: Option<String>,
    /// `--memory-cap` in bytes, once the run has resolved it: the streams wait for memory
    /// where their list schedule would go over it ([`flowsched_core::cost::stream_schedule`]).
    pub stream_cap: std::sync::OnceLock<u64>,
}

/// Why an MLIR function could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum MlirLoadError {
    #[error("{}: {reason}", path.display())]
    Input {
        path: std::path::PathBuf,
        reason: String,
    },
    /// MLIR's diagnostics, which carry their own `file:line:col:` locations.
    #[error("{0}")]
    Located(String),
}

impl MlirFunction {
    /// Reads `path` and takes `function`'s body; without a name, the module's only function.
    pub fn load(path: &Path, function: Option<&str>) -> Result<MlirFunction, MlirLoadError> {
        let err = |reason: String| MlirLoadError::Input {
            path: path.into(),
            reason,
        };
        let text = std::fs::read_to_string(path).map_err(|e| err(e.to_string()))?;
        let source = path.display().to_string();
        let session = Session::new(false);
        let Some(module) = session.parse(text.as_bytes(), &source) else {
            // The diagnostics carry `file:line:col: error:` already.
            let diags: Vec<String> = session.take_diags().iter().map(|d| d.to_string()).collect();
            return Err(MlirLoadError::Located(diags.join("\n")));
        };
        let blocks = function_blocks(&module);
        let mut names: Vec<&str> = blocks.iter().map(|(n, _, _)| n.as_str()).collect();
        names.dedup();
        let name = match function {
            Some(f) if names.contains(&f) => f.to_string(),
            Some(f) => {
                return Err(err(format!(
                    "no function '{f}' with a body (functions: {})",
                    names.join(", ")
                )))
            }
            None if names.len() == 1 => names[0].to_string(),
            None if names.is_empty() => {
                return Err(err("no func.func with a body to schedule".into()))
            }
            None => {
                return Err(err(format!(
                    "{} functions ({}): choose one with --function, or schedule them all \
                     through the pass (flowsched schedule without --device, --report, \
                     --plot or --emit-orders, or flowsched-opt)",
                    names.len(),
                    names.join(", ")
                )))
            }
        };
        let mut bodies = blocks.iter().filter(|(n, _, _)| *n == name);
        let (_, desc, ops) = bodies.next().expect("the name came from the list");
        if bodies.next().is_some() {
            return Err(err(format!(
                "function '{name}' has several blocks; schedule it through the pass, which \
                 takes every block on its own"
            )));
        }
        let mut dag = desc
            .to_dag(&name)
            .map_err(|e| err(format!("function '{name}': {e}")))?;
        if super::bufferized_proxy::is_tensor_level(desc, ops) {
            dag.memory_model = Some(super::bufferized_proxy::TENSOR_LEVEL_MODEL);
        }
        Ok(MlirFunction {
            path: path.into(),
            text,
            function: name,
            dag,
            streams: None,
            op_runtimes: None,
            stream_cap: std::sync::OnceLock::new(),
        })
    }

    /// Whether `order` is the function's own.
    pub fn is_original(&self, order: &Order) -> bool {
        order
            .iter()
            .enumerate()
            .all(|(i, n)| self.dag.node(n).source_id == i)
    }

    /// The module with the function in `order`, bufferized, as the streams of `order`'s list
    /// schedule on `units` units with the DAG's op runtimes (what the proxy ranked it by).
    pub fn streams(&self, order: &Order, units: usize) -> Result<String, super::jit::JitError> {
        let runtimes = flowsched_core::cost::makespan::runtimes(&self.dag);
        let cap = self.stream_cap.get().copied();
        let decoded =
            flowsched_core::cost::stream_schedule(&self.dag, order, units, &runtimes, cap);
        // The rewritten function's i-th op is order[i].
        let unit: Vec<usize> = order
            .iter()
            .map(|n| decoded.schedule.unit[n.index()])
            .collect();
        let pos = order.positions();
        let waits: Vec<(usize, usize)> = (decoded.waits.iter())
            .map(|&(a, b)| (pos[a], pos[b]))
            .collect();
        let text = self.rewritten(order);
        super::parallel::streams(&text, &self.function, &unit, &waits).map(|v| v.text)
    }

    /// The module with the function's ops in `order`, printed as `mlir-opt` prints it.
    pub fn rewritten(&self, order: &Order) -> String {
        let positions: Vec<usize> = order.iter().map(|n| self.dag.node(n).source_id).collect();
        reorder_function(
            &self.text,
            &self.path.display().to_string(),
            &self.function,
            &positions,
        )
    }
}

/// The module `text` with the ops of `function`'s body in `positions` (new position →
/// original op index), printed as `mlir-opt` prints it. `text` must parse and hold `function`.
pub fn reorder_function(
    text: &str,
    source_name: &str,
    function: &str,
    positions: &[usize],
) -> String {
    let session = Session::new(false);
    let module = session
        .parse(text.as_bytes(), source_name)
        .expect("parsed once already");
    let (_, _, ops) = function_blocks(&module)
        .into_iter()
        .find(|(n, _, _)| n == function)
        .expect("same module");
    apply_order(&ops, positions);
    print_module(&module, false)
}
