//! flowsched: operator scheduling for ONNX and MLIR graphs.
//!
//! Pipeline, one stage a module: an importer ([`onnx`]) lowers a model into a
//! [`dag::ScheduleDag`]; [`schedulers`] produce candidate [`dag::Order`]s; [`cost`] proxies rank
//! them; an exporter writes the model back with only the node order changed.

pub mod build_support;
pub use build_support as build;
pub mod backend;
pub mod compare;
pub mod cost;
pub mod dag;
pub mod decide;
pub mod defaults;
pub mod features;
pub mod files;
pub mod generate;
pub mod gflownet;
pub mod mlir;
pub mod model;
pub mod onnx;
pub mod options;
pub mod pareto;
pub mod pipeline;
pub mod progress;
pub mod registry;
pub mod report;
pub mod runtime;
pub mod schedulers;

/// The README's Rust examples, compiled as doctests so they follow the API (`no_run`: they
/// read a user's model).
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeExamples;
