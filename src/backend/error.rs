//! The one error that crosses the device boundary.

use flowsched_runtime::RuntimeError;
use std::path::PathBuf;

/// Why a backend could not measure, size, optimise or run what it was asked.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum MeasureError {
    /// A worker or the runtime failed (load, run, timeout).
    #[error(transparent)]
    Runtime(#[from] RuntimeError),
    /// The runtime failed on one of the user's files; the message says what it did.
    #[error("{}: {reason}", path.display())]
    Located { path: PathBuf, reason: String },
    /// The model could not be read or written (a graph the runtime made of it, a copy).
    #[error(transparent)]
    Model(#[from] crate::model::ModelError),
    /// A file of the search's own could not be written or copied.
    #[error("{}: {reason}", path.display())]
    Io { path: PathBuf, reason: String },
    /// Options the backend cannot honour on this input (a usage error).
    #[error("{0}")]
    Usage(String),
    /// The backend has no such capability (sizing from a run, timing single ops).
    #[error("{0}")]
    Unsupported(String),
    /// The device measured nothing usable.
    #[error("{0}")]
    Nothing(String),
}

impl MeasureError {
    /// The error with the user's file named in front, where it does not name a file itself.
    pub fn at(self, path: &std::path::Path) -> MeasureError {
        match self {
            MeasureError::Runtime(e) => MeasureError::Located {
                path: path.into(),
                reason: e.to_string(),
            },
            MeasureError::Unsupported(reason)
            | MeasureError::Nothing(reason)
            | MeasureError::Usage(reason) => MeasureError::Located {
                path: path.into(),
                reason,
            },
            e => e,
        }
    }
}
