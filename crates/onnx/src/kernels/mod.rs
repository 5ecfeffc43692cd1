//! The operator library of the libtorch executor: one ONNX node at a time, inference only.
//!
//! Each op follows the ONNX definition for the node's opset (attribute defaults, attributes that
//! became inputs, legacy broadcasting), and where libtorch's native kernel has different
//! semantics the op either rewrites the call into one whose result is the same or returns
//! [`OpError::Attribute`]: a measured order must compute what onnxruntime computes, so a wrong
//! answer is worse than a refusal. All libtorch calls go through the fallible `f_*` methods, so a
//! shape mismatch inside libtorch becomes [`OpError::Torch`] rather than a panic.
//!
//! The kernels are grouped by family, one file each, named as the family files of the operator
//! registry ([`crate::ops`]), whose rows say which kernel runs which operator: [`run`]
//! and [`supported`] read them.

pub(crate) mod array;
pub(crate) mod constant;
pub(crate) mod cx;
pub(crate) mod elementwise;
pub(crate) mod nn;
pub(crate) mod pool;
pub(crate) mod reduce;
pub(crate) mod resize;
#[cfg(test)]
mod tests;

pub(crate) mod error;
pub mod tensor;

use crate::ops::lookup;
use crate::proto::NodeProto;
use cx::{Cx, Fail};
pub use error::OpError;
use std::path::Path;
use tch::{Device, Tensor};

/// Whether [`run`] implements `op_type` in `domain` (only the default ONNX domain).
pub fn supported(op_type: &str, domain: &str) -> bool {
    is_default_domain(domain) && lookup(op_type).is_some_and(|d| d.kernel.is_some())
}

fn is_default_domain(domain: &str) -> bool {
    domain.is_empty() || domain == "ai.onnx"
}

/// Runs one node on `device` and returns one tensor per entry of `node.output`; an optional
/// output whose name is empty may come back as an undefined tensor (`Tensor::new()`).
///
/// `inputs[i]` is `None` for an absent optional input; `opset` is the model's opset of the
/// default domain; `model_dir` resolves external data of `Constant` values.
pub fn run(
    node: &NodeProto,
    opset: i64,
    inputs: &[Option<&Tensor>],
    model_dir: &Path,
    device: Device,
) -> Result<Vec<Tensor>, OpError> {
    if !is_default_domain(node.domain()) {
        return Err(OpError::Unsupported {
            op: format!("{}::{}", node.domain(), node.op_type()),
        });
    }
    let cx = Cx {
        node,
        opset,
        inputs,
        model_dir,
        device,
    };
    let kernel = lookup(node.op_type()).and_then(|d| d.kernel);
    let mut outs = tch::no_grad(|| match kernel {
        Some(kernel) => kernel(&cx),
        None => Err(Fail::Unsupported),
    })
    .map_err(|f| f.into_op_error(node))?;
    let n = node.output.len();
    outs.truncate(n);
    while outs.len() < n {
        let i = outs.len();
        if !node.output[i].is_empty() {
            return Err(Fail::Input(format!(
                "output {i} ('{}') is requested but this executor does not produce it",
                node.output[i]
            ))
            .into_op_error(node));
        }
        outs.push(Tensor::new());
    }
    Ok(outs)
}
