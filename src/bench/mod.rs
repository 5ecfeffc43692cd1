//! Running orders on the actual device: an ONNX executor on libtorch (CPU, CUDA when present),
//! the measurement protocol and winner selection. Needs the `torch` feature.

pub mod executor;
pub mod ops;
pub mod protocol;
pub mod tensor;
