//! What every kernel works with: the node context ([`Cx`]), the internal error ([`Fail`]) that
//! [`super::run`] turns into an [`OpError`] naming the node, and the small helpers several
//! families share. Axis normalisation and window arithmetic are the importer's
//! ([`crate::shapes`]), wrapped here to report errors.

use super::error::OpError;
use super::tensor::{to_f64_values, to_i64_values};
use crate::attrs::NodeAttrs;
use crate::proto::NodeProto;
use crate::shapes::{self, Window};
use std::path::Path;
use tch::{Device, Kind, TchError, Tensor};

/// A kernel: one node's outputs from its inputs.
pub(crate) type Kernel = fn(&Cx) -> R<Vec<Tensor>>;

/// What went wrong inside an op, before the node's name and op are attached.
pub(crate) enum Fail {
    Unsupported,
    Attr(String, String),
    Input(String),
    Torch(TchError),
    Op(OpError),
}

impl From<TchError> for Fail {
    fn from(e: TchError) -> Self {
        Fail::Torch(e)
    }
}

impl From<OpError> for Fail {
    fn from(e: OpError) -> Self {
        Fail::Op(e)
    }
}

impl Fail {
    pub(crate) fn into_op_error(self, node: &NodeProto) -> OpError {
        let name = if node.name().is_empty() {
            node.output
                .first()
                .map(|o| format!("<unnamed, output '{o}'>"))
                .unwrap_or_else(|| "<unnamed>".into())
        } else {
            node.name().to_string()
        };
        let op = node.op_type().to_string();
        match self {
            Fail::Unsupported => OpError::Unsupported { op },
            Fail::Attr(attr, reason) => OpError::Attribute {
                node: name,
                op,
                attr,
                reason,
            },
            Fail::Input(reason) => OpError::Input {
                node: name,
                op,
                reason,
            },
            Fail::Torch(source) => OpError::Torch {
                node: name,
                op,
                source,
            },
            Fail::Op(e) => e,
        }
    }
}

pub(crate) type R<T> = Result<T, Fail>;

pub(crate) fn attr_err<T>(attr: &str, reason: impl Into<String>) -> R<T> {
    Err(Fail::Attr(attr.into(), reason.into()))
}

pub(crate) fn input_err<T>(reason: impl Into<String>) -> R<T> {
    Err(Fail::Input(reason.into()))
}

pub(crate) fn one(t: Tensor) -> R<Vec<Tensor>> {
    Ok(vec![t])
}

pub(crate) struct Cx<'a> {
    pub node: &'a NodeProto,
    pub opset: i64,
    pub inputs: &'a [Option<&'a Tensor>],
    pub model_dir: &'a Path,
    pub device: Device,
}

impl<'a> Cx<'a> {
    /// Required input `i`.
    pub(crate) fn x(&self, i: usize) -> R<&'a Tensor> {
        match self.opt(i) {
            Some(t) => Ok(t),
            None => input_err(format!("required input {i} is missing")),
        }
    }
    /// Optional input `i` (absent, or not defined).
    pub(crate) fn opt(&self, i: usize) -> Option<&'a Tensor> {
        self.inputs
            .get(i)
            .copied()
            .flatten()
            .filter(|t| t.defined())
    }
    /// Optional input `i` read on the host as integers (shapes, axes, pads, sizes).
    pub(crate) fn ints_in(&self, i: usize) -> R<Option<Vec<i64>>> {
        self.opt(i)
            .map(|t| to_i64_values(t).map_err(Fail::from))
            .transpose()
    }
    /// Optional scalar input `i` read on the host.
    pub(crate) fn scalar_in(&self, i: usize) -> R<Option<f64>> {
        match self.opt(i) {
            None => Ok(None),
            Some(t) => match to_f64_values(t)?.as_slice() {
                [v] => Ok(Some(*v)),
                v => input_err(format!("input {i} must hold one value, not {}", v.len())),
            },
        }
    }
    /// Whether output `i` is requested by a later node or the graph.
    pub(crate) fn wants(&self, i: usize) -> bool {
        self.node.output.get(i).is_some_and(|n| !n.is_empty())
    }
    pub(crate) fn string_or(&self, name: &str, default: &str) -> String {
        self.node
            .string(name)
            .unwrap_or_else(|| default.to_string())
    }
    pub(crate) fn float_or(&self, name: &str, default: f32) -> f64 {
        self.node.float(name).unwrap_or(default) as f64
    }
    /// Axes read from input `input` where present, else from attribute `attr`: the two
    /// spellings of the same parameter before and after the opset that moved it.
    pub(crate) fn axes(&self, attr: &str, input: usize) -> R<Option<Vec<i64>>> {
        match self.ints_in(input)? {
            Some(v) => Ok(Some(v)),
            None => Ok(self.node.ints(attr).map(<[i64]>::to_vec)),
        }
    }
    pub(crate) fn i64_tensor(&self, v: &[i64]) -> R<Tensor> {
        Ok(Tensor::f_from_slice(v)?.f_to_device(self.device)?)
    }
    pub(crate) fn f32_tensor(&self, v: &[f32]) -> R<Tensor> {
        Ok(Tensor::f_from_slice(v)?.f_to_device(self.device)?)
    }
}

/// [`shapes::norm_axis`], an error naming `what` when out of range.
pub(crate) fn norm_axis(axis: i64, rank: usize, what: &str) -> R<i64> {
    match shapes::norm_axis(axis, rank) {
        Some(a) => Ok(a as i64),
        None => input_err(format!("{what} {axis} is out of range for rank {rank}")),
    }
}

/// Normalised, sorted and deduplicated.
pub(crate) fn norm_axes(axes: &[i64], rank: usize, what: &str) -> R<Vec<i64>> {
    let mut out = axes
        .iter()
        .map(|&a| norm_axis(a, rank, what))
        .collect::<R<Vec<_>>>()?;
    out.sort_unstable();
    out.dedup();
    Ok(out)
}

pub(crate) fn is_float(k: Kind) -> bool {
    matches!(k, Kind::Float | Kind::Double | Kind::Half | Kind::BFloat16)
}

/// The `constant_pad_nd`/`pad` argument for per-axis `(begin, end)` amounts, starting at the
/// last axis (libtorch's order); leading axes without padding are left out.
pub(crate) fn torch_pads(begin: &[i64], end: &[i64]) -> Vec<i64> {
    let first = (0..begin.len())
        .find(|&i| begin[i] != 0 || end[i] != 0)
        .unwrap_or(begin.len());
    (first..begin.len())
        .rev()
        .flat_map(|i| [begin[i], end[i]])
        .collect()
}

/// Prepends `lead` zero entries (the batch and channel axes) to per-spatial-axis pads.
pub(crate) fn with_lead(lead: usize, v: &[i64]) -> Vec<i64> {
    std::iter::repeat_n(0, lead)
        .chain(v.iter().copied())
        .collect()
}

/// The node's sliding window over `spatial` ([`Window::new`]), attribute errors reported.
pub(crate) fn window(node: &NodeProto, spatial: &[i64], kernel: Vec<i64>) -> R<Window> {
    Window::new(node, spatial, kernel).map_err(|(attr, reason)| Fail::Attr(attr.into(), reason))
}

pub(crate) fn spatial_rank(x: &Tensor) -> R<usize> {
    match x.dim() {
        3..=5 => Ok(x.dim() - 2),
        d => input_err(format!(
            "input of rank {d}; 1-D to 3-D spatial data (rank 3 to 5) is supported"
        )),
    }
}

/// `x` as a matrix split at the node's `axis` (default 1): Flatten, and Softmax before
/// opset 13, coerce their input this way.
pub(crate) fn as_2d(cx: &Cx, x: &Tensor) -> R<Tensor> {
    let dims = x.size();
    let axis = cx.node.int_or("axis", 1);
    let axis = if axis < 0 {
        axis + dims.len() as i64
    } else {
        axis
    };
    if axis < 0 || axis as usize > dims.len() {
        return input_err(format!(
            "axis {axis} is out of range for rank {}",
            dims.len()
        ));
    }
    let outer: i64 = dims[..axis as usize].iter().product();
    let inner: i64 = dims[axis as usize..].iter().product();
    Ok(x.f_reshape([outer, inner])?)
}
