//! How a runtime turns a file's node order into the order it executes.

use flowsched_core::dag::Order;
use flowsched_onnx::OnnxImport;
use serde::Serialize;

/// A runtime's execution model: the order it runs a file's nodes in.
pub trait Execution {
    /// The order the runtime runs a file written in `file` order.
    fn runs_as(&self, file: &Order) -> Order;
    /// Further file orders that steer the runtime towards running `wanted`, each named by how
    /// it was made, one of them written as close to `written` (the candidates' best file as
    /// written) as the steering leaves room for; none where files run as written.
    fn steering_files(&self, _wanted: &Order, _written: &Order) -> Vec<(&'static str, Order)> {
        Vec::new()
    }
    /// Where the runtime walks the graph rather than running the file as written, the nodes
    /// it walks: a scheduler that knows the walk (the GFlowNet) samples its choices.
    fn walked(&self) -> Option<fixedbitset::FixedBitSet> {
        None
    }
}

/// A runtime that runs each file as written.
pub struct AsWritten;

impl Execution for AsWritten {
    fn runs_as(&self, file: &Order) -> Order {
        file.clone()
    }
}

/// ONNX Runtime's `ExecutionOrder::DEFAULT` walk over a model ([`flowsched_onnx::ort_walk`]).
pub struct OrtWalk<'a>(pub &'a OnnxImport);

impl Execution for OrtWalk<'_> {
    fn runs_as(&self, file: &Order) -> Order {
        flowsched_onnx::ort_walk::executed_order(self.0, file)
    }

    fn walked(&self) -> Option<fixedbitset::FixedBitSet> {
        Some(flowsched_onnx::ort_walk::walked_nodes(self.0))
    }

    /// A scheduler's order written as it is would run with every pair of meeting branches
    /// swapped: the file whose walk comes closest to running it, its mirror, and the file
    /// that walks the same written like `written`, so that a user who runs it as written
    /// (the Python API's PRIORITY_BASED) loses nothing either.
    fn steering_files(&self, wanted: &Order, written: &Order) -> Vec<(&'static str, Order)> {
        use flowsched_onnx::ort_walk::{file_order_for, file_order_like, mirrored_file_order};
        let mut files = vec![
            ("ort-walk", file_order_for(self.0, wanted)),
            ("ort-mirror", mirrored_file_order(self.0, wanted)),
        ];
        if written != wanted {
            files.push(("ort-written", file_order_like(self.0, wanted, written)));
        }
        files
    }
}

/// How the runtime turns a file's node order into an executed order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ExecutionOrder {
    /// ONNX Runtime's `ExecutionOrder::DEFAULT`, the only one its C, C++, C#, Java, JS and
    /// Rust APIs offer: a walk that the file's node order steers ([`flowsched_onnx::ort_walk`]).
    /// The file as written, which ORT's Python API runs under `PRIORITY_BASED`, must not get
    /// worse either.
    OrtDefault,
    /// The file's node order as written: ORT's Python API with `PRIORITY_BASED` and graph
    /// optimisation off, flowsched's libtorch executor, the MLIR JIT, JSON task graphs.
    File,
}

impl ExecutionOrder {
    /// How the proxy runs a file under this order, in a few words.
    pub fn phrase(self) -> &'static str {
        match self {
            ExecutionOrder::OrtDefault => "as ONNX Runtime walks the file",
            ExecutionOrder::File => "the file as written",
        }
    }

    pub fn parse(s: &str) -> Option<ExecutionOrder> {
        match s {
            "ort-default" => Some(ExecutionOrder::OrtDefault),
            "file" => Some(ExecutionOrder::File),
            _ => None,
        }
    }

    /// What an output judged this way assumes, in words (the report and the model's
    /// metadata say it).
    pub fn describe(self) -> &'static str {
        match self {
            ExecutionOrder::OrtDefault => {
                "ONNX Runtime's default execution order (the walk its C, C++, C#, Java, JS and \
                 Rust APIs run), predicted from this file's node order; the file as written \
                 (the Python API's PRIORITY_BASED) is no worse than the input's by the proxy"
            }
            ExecutionOrder::File => {
                "the file's node order; in ONNX Runtime that is the Python API's \
                 SessionOptions.execution_order = PRIORITY_BASED with graph optimisation disabled"
            }
        }
    }
}
