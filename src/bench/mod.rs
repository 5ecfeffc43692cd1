//! flowsched's own ONNX executor on libtorch (CPU, CUDA when present) and the measurement
//! protocol. The executor needs the `torch` feature and runs in a worker process per candidate
//! ([`crate::runtime`]); the protocol also drives the MLIR JIT ([`crate::mlir::model`]).

#[cfg(feature = "torch")]
pub mod error;
#[cfg(feature = "torch")]
pub mod executor;
#[cfg(feature = "torch")]
pub mod ops;
pub mod protocol;
#[cfg(feature = "torch")]
pub mod tensor;
