//! Why the libtorch executor could not run a node or load a tensor: shared by the operator
//! kernels ([`super`]) and the tensor conversions ([`super::tensor`]), which both report it.

use tch::TchError;

/// Why a node could not be run. Every message is one line naming the node and its op.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum OpError {
    #[error("operator '{op}' is not supported by the libtorch executor")]
    Unsupported { op: String },
    #[error("node '{node}' ({op}): attribute '{attr}': {reason}")]
    Attribute {
        node: String,
        op: String,
        attr: String,
        reason: String,
    },
    #[error("node '{node}' ({op}): {reason}")]
    Input {
        node: String,
        op: String,
        reason: String,
    },
    #[error("node '{node}' ({op}): libtorch: {}", one_line(.source))]
    Torch {
        node: String,
        op: String,
        source: TchError,
    },
    #[error("tensor '{tensor}': {reason}")]
    Data { tensor: String, reason: String },
}

/// libtorch messages carry a C++ backtrace; the first line is the diagnosis.
fn one_line(e: &TchError) -> String {
    let s = e.to_string();
    s.lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .unwrap_or_default()
        .to_string()
}
