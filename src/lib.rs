//! flowsched: operator scheduling for ONNX and MLIR graphs.
//!
//! The pipeline ([`pipeline`]) runs the stages, each a crate of the workspace: an importer
//! ([`onnx`], [`mlir`]) lowers a model into a [`dag::ScheduleDag`]; [`schedulers`] and the
//! GFlowNet ([`gflownet`]) produce candidate orders; [`cost`] proxies rank them; a runtime
//! ([`runtime`]) measures the best on the device; the exporter writes the winner back with only
//! the node order changed. This crate holds the pipeline, the formats behind one trait
//! ([`model`]), the backends ([`backend`]), the report, the CLI and the build-script API; the
//! stages below are re-exported under the names they always had.

pub mod build_support;
pub use build_support as build;
pub mod backend;
#[cfg(feature = "cli")]
pub mod cli;
pub mod model;
pub mod options;
pub mod pipeline;
pub mod report;

pub use flowsched_core::{
    cost, dag, decide, defaults, features, files, generate, progress, schedulers,
};
pub use flowsched_gfn as gflownet;
pub use flowsched_gfn::registry;
pub use flowsched_mlir as mlir;
pub use flowsched_onnx as onnx;
pub use flowsched_runtime as runtime;

/// The README's Rust examples, compiled as doctests so they follow the API (`no_run`: they
/// read a user's model).
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeExamples;
