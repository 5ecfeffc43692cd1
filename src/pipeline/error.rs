//! Why a run stopped.

use crate::model::ModelError;
use flowsched_core::schedulers::SchedulerError;
use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PipelineError {
    #[error(transparent)]
    Model(#[from] ModelError),
    #[error(transparent)]
    Scheduler(#[from] SchedulerError),
    #[error(transparent)]
    Profile(#[from] flowsched_core::cost::profile::ProfileError),
    /// Options that contradict each other or the input.
    #[error("{}: {reason}", path.display())]
    Usage { path: PathBuf, reason: String },
    /// An output cannot be written.
    #[error("{}: {reason}", path.display())]
    Output { path: PathBuf, reason: String },
    #[error(transparent)]
    Device(#[from] crate::backend::MeasureError),
    /// The MLIR pass over a whole module failed (its diagnostics first), or MLIR is not built.
    #[error("{0}")]
    Mlir(String),
    #[error(
        "{}: {options} {} no effect on a whole MLIR module (the flowsched-schedule pass on every \
         function, with the pass's own defaults); drop {}, or schedule one function with \
         --function F",
        path.display(),
        if options.contains(", ") { "have" } else { "has" },
        if options.contains(", ") { "them" } else { "it" }
    )]
    InertOnWholeModule { path: PathBuf, options: String },
    #[error(
        "{}: {count} tensors have sizes flowsched cannot infer (first: {first}){}; a memory \
         order would count them as 0 bytes. Bind symbolic dimensions with --dim, or pass \
         --allow-unknown-sizes to schedule anyway",
        path.display(),
        if sizing.is_empty() { String::new() } else { format!(", nor size from one run ({sizing})") }
    )]
    UnknownSizes {
        path: PathBuf,
        count: usize,
        first: String,
        /// Why sizing them from one run did not work.
        sizing: String,
    },
}
