//! MLIR in, MLIR out.
//!
//! [`block`] (one block as plain data → `ScheduleDag` → order) and [`pipeline_text`] need no
//! MLIR and serve both front ends: `flowsched-opt` (feature `mlir`, melior: [`import`],
//! [`rewrite`], [`pass`], [`opt`], [`jit`]) and the `mlir-opt` plugin (`plugin/`, a C++ shim
//! that reaches [`capi`] through a plain C ABI and links no MLIR into Rust).

pub mod block;
mod block_cap;
pub mod bufferization_model;
pub mod capi;
pub mod capi_streams;
pub mod decision;
pub mod judge;
pub mod pipeline_text;

#[cfg(feature = "mlir")]
pub mod bufferized_proxy;
#[cfg(feature = "mlir")]
pub(crate) mod buffers;
#[cfg(feature = "mlir")]
pub(crate) mod check_streams;
#[cfg(feature = "mlir")]
pub(crate) mod ffi;
#[cfg(feature = "mlir")]
pub mod import;
#[cfg(feature = "mlir")]
pub mod jit;
#[cfg(feature = "mlir")]
pub mod jit_async;
#[cfg(feature = "mlir")]
pub mod jit_memref;
#[cfg(feature = "mlir")]
mod jit_runtime;
#[cfg(feature = "mlir")]
pub mod lowering;
#[cfg(feature = "mlir")]
pub mod model;
#[cfg(feature = "mlir")]
mod op_timing;
#[cfg(feature = "mlir")]
pub mod opt;
#[cfg(feature = "mlir")]
pub mod parallel;
#[cfg(feature = "mlir")]
pub mod partition;
#[cfg(feature = "mlir")]
pub mod pass;
#[cfg(feature = "mlir")]
pub mod rewrite;
#[cfg(feature = "mlir")]
pub mod session;
#[cfg(feature = "mlir")]
pub mod streams;
pub mod streams_plan;

/// flowsched's async runtime for `mlir-runner -shared-libs=` (`src/async_runtime.cpp`, built by
/// build.rs; upstream's can deadlock, docs/mlir.md).
#[cfg(feature = "mlir")]
pub const ASYNC_RUNTIME: &str = env!("FLOWSCHED_ASYNC_RUNTIME");
