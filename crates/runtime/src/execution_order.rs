//! How a runtime turns a file's node order into the order it executes.

use flowsched_core::dag::Order;
use flowsched_onnx::OnnxImport;

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
