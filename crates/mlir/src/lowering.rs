//! The pipelines that lower a function for the JIT, the JIT's errors, and a runner for pipelines
//! of upstream passes only: what judges a tensor-level block by bufferizing a copy of it
//! ([`super::bufferized_proxy`]) without reaching back to the pass that calls it.

use super::session::{Diag, Session};

/// Tensor level → buffers, with deallocation.
pub const DEFAULT_BUFFERIZE: &str = "builtin.module(func.func(convert-elementwise-to-linalg),\
one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},\
buffer-deallocation-pipeline)";

/// Buffers → LLVM dialect, allocations through the generic (countable) functions.
pub const DEFAULT_TO_LLVM: &str =
    "builtin.module(convert-bufferization-to-memref,convert-linalg-to-loops,convert-scf-to-cf,\
expand-strided-metadata,lower-affine,finalize-memref-to-llvm{use-generic-functions},\
convert-math-to-llvm,convert-arith-to-llvm,convert-index-to-llvm,convert-cf-to-llvm,\
convert-func-to-llvm,reconcile-unrealized-casts)";

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum JitError {
    #[error("{}", fmt_diags(.0))]
    Mlir(Vec<Diag>),
    #[error("no function '{0}' in the module")]
    NoFunction(String),
    #[error("function '{function}': {reason}")]
    Unsupported { function: String, reason: String },
    #[error("lowering with '{pipeline}' failed: {}", fmt_diags(.diags))]
    Lowering { pipeline: String, diags: Vec<Diag> },
    #[error("the JIT could not run '{0}'")]
    Invoke(String),
}

fn fmt_diags(d: &[Diag]) -> String {
    d.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Runs `pipeline` (upstream passes only, `builtin.module(...)`) on `module`.
pub(crate) fn run_upstream(
    session: &Session,
    module: &mut melior::ir::Module,
    pipeline: &str,
) -> Result<(), JitError> {
    let pm = melior::pass::PassManager::new(&session.context);
    let failed = |diags: Vec<Diag>| JitError::Lowering {
        pipeline: pipeline.into(),
        diags,
    };
    if melior::utility::parse_pass_pipeline(pm.as_operation_pass_manager(), pipeline).is_err() {
        return Err(failed(session.take_diags()));
    }
    if pm.run(module).is_err() {
        return Err(failed(session.take_diags()));
    }
    Ok(())
}
