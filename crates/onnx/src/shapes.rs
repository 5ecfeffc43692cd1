//! What the importer knows about values while it walks a graph: element types and static shapes
//! ([`TypeInfo`], [`ShapeEnv`]), small constant tensors for shape arithmetic, and the helpers
//! that the operator families ([`super::ops`]) and the libtorch kernels share: axis
//! normalisation, broadcasting and sliding-window arithmetic, each written once.
//!
//! Anything that cannot be inferred stays unknown (`None`), and the importer counts and reports
//! it: an unknown size is never silently taken as zero.

use super::attrs::NodeAttrs;
use super::proto::{tensor_proto::DataType, NodeProto, TensorProto};
use std::collections::HashMap;

pub(crate) const FLOAT: i32 = DataType::Float as i32;
pub(crate) const INT64: i32 = DataType::Int64 as i32;
pub(crate) const BOOL: i32 = DataType::Bool as i32;
/// Constant tensors larger than this are not folded (shape arithmetic is small).
pub(crate) const MAX_FOLD_ELEMS: usize = 4096;

#[derive(Debug, Clone, PartialEq)]
pub(crate) struct TypeInfo {
    pub elem: i32,
    /// `None`: rank or some dimension unknown.
    pub dims: Option<Vec<i64>>,
}

impl TypeInfo {
    pub(crate) fn new(elem: i32, dims: Vec<i64>) -> Self {
        TypeInfo {
            elem,
            dims: Some(dims),
        }
    }
    pub(crate) fn elems(&self) -> Option<u64> {
        self.dims.as_ref().map(|d| {
            d.iter()
                .fold(1u64, |a, &x| a.saturating_mul(x.max(0) as u64))
        })
    }
}

/// What is known about every value so far, filled in topological order.
#[derive(Debug, Default)]
pub(crate) struct ShapeEnv {
    pub types: HashMap<String, TypeInfo>,
    /// Small constant tensors (shape arithmetic), as f64 so ints and floats share one path.
    pub consts: HashMap<String, Vec<f64>>,
    /// Opset of the default domain.
    pub opset: i64,
}

/// Values of a small constant tensor, or `None` (external data, strings, too large).
pub(crate) fn tensor_values(t: &TensorProto) -> Option<Vec<f64>> {
    let elems = t.dims.iter().try_fold(1usize, |a, &d| {
        usize::try_from(d).ok().and_then(|d| a.checked_mul(d))
    })?;
    if elems > MAX_FOLD_ELEMS || t.data_location == Some(1) {
        return None;
    }
    let dt = DataType::try_from(t.data_type()).ok()?;
    let raw = t.raw_data.as_deref().filter(|r| !r.is_empty());
    macro_rules! from_raw {
        ($ty:ty) => {
            raw.map(|r| {
                r.chunks_exact(std::mem::size_of::<$ty>())
                    .map(|c| <$ty>::from_le_bytes(c.try_into().unwrap()) as f64)
                    .collect::<Vec<f64>>()
            })
        };
    }
    let vals = match dt {
        DataType::Int64 => {
            from_raw!(i64).unwrap_or_else(|| t.int64_data.iter().map(|&v| v as f64).collect())
        }
        DataType::Int32 => {
            from_raw!(i32).unwrap_or_else(|| t.int32_data.iter().map(|&v| v as f64).collect())
        }
        DataType::Float => {
            from_raw!(f32).unwrap_or_else(|| t.float_data.iter().map(|&v| v as f64).collect())
        }
        DataType::Double => from_raw!(f64).unwrap_or_else(|| t.double_data.clone()),
        DataType::Uint64 => {
            from_raw!(u64).unwrap_or_else(|| t.uint64_data.iter().map(|&v| v as f64).collect())
        }
        DataType::Bool | DataType::Uint8 => {
            from_raw!(u8).unwrap_or_else(|| t.int32_data.iter().map(|&v| v as f64).collect())
        }
        DataType::Int8 => {
            from_raw!(i8).unwrap_or_else(|| t.int32_data.iter().map(|&v| v as f64).collect())
        }
        _ => return None,
    };
    (vals.len() == elems).then_some(vals)
}

/// One node and what is known about its inputs: what every shape, fold and FLOP rule reads.
pub(crate) struct Ctx<'a> {
    pub node: &'a NodeProto,
    pub env: &'a ShapeEnv,
}

impl<'a> Ctx<'a> {
    pub(crate) fn input(&self, i: usize) -> Option<&'a TypeInfo> {
        let name = self.node.input.get(i).filter(|n| !n.is_empty())?;
        self.env.types.get(name)
    }
    pub(crate) fn dims(&self, i: usize) -> Option<&'a [i64]> {
        self.input(i)?.dims.as_deref()
    }
    pub(crate) fn elem(&self, i: usize) -> i32 {
        self.input(i).map(|t| t.elem).unwrap_or(0)
    }
    pub(crate) fn cst(&self, i: usize) -> Option<&'a [f64]> {
        let name = self.node.input.get(i).filter(|n| !n.is_empty())?;
        self.env.consts.get(name).map(|v| v.as_slice())
    }
    pub(crate) fn cst_ints(&self, i: usize) -> Option<Vec<i64>> {
        self.cst(i).map(|v| v.iter().map(|&x| x as i64).collect())
    }
    /// Axes from an attribute (old opsets) or from input `i` (newer opsets).
    pub(crate) fn axes(&self, attr: &str, i: usize) -> Option<Vec<i64>> {
        match self.node.ints(attr) {
            Some(a) => Some(a.to_vec()),
            None => self.cst_ints(i),
        }
    }
    pub(crate) fn present(&self, i: usize) -> bool {
        self.node.input.get(i).is_some_and(|n| !n.is_empty())
    }
}

/// Input 0's type unchanged: the shape rule of element-wise and normalising ops.
pub(crate) fn same(c: &Ctx) -> Option<TypeInfo> {
    c.input(0).cloned()
}

/// Input 0's constant value unchanged: the fold of ops that only relabel their input.
pub(crate) fn fold_first(c: &Ctx) -> Option<Vec<f64>> {
    c.cst(0).map(<[f64]>::to_vec)
}

/// `elem` with input 0's shape.
pub(crate) fn same_dims(c: &Ctx, elem: i32) -> Option<TypeInfo> {
    Some(TypeInfo {
        elem,
        dims: c.dims(0).map(<[i64]>::to_vec),
    })
}

/// `axis` counted from the end when negative; `None` outside `0..rank`.
/// The product of `dims`, or `None` when it overflows or a dim is negative: sizes come from
/// files, so shape arithmetic never trusts them.
pub(crate) fn checked_product(dims: &[i64]) -> Option<i64> {
    dims.iter()
        .try_fold(1i64, |a, &d| if d < 0 { None } else { a.checked_mul(d) })
}

/// A FLOP estimate's product: in f64, where an absurd size is a large number, not a panic.
pub(crate) fn float_product(dims: &[i64]) -> f64 {
    dims.iter().map(|&d| d.max(0) as f64).product()
}

pub(crate) fn norm_axis(axis: i64, rank: usize) -> Option<usize> {
    let a = if axis < 0 { axis + rank as i64 } else { axis };
    (0..rank as i64).contains(&a).then_some(a as usize)
}

/// The numpy broadcast of `shapes`; `None` where two dimensions disagree.
pub(crate) fn broadcast(shapes: &[&[i64]]) -> Option<Vec<i64>> {
    let rank = shapes.iter().map(|s| s.len()).max()?;
    let mut out = vec![1i64; rank];
    for s in shapes {
        for (i, &d) in s.iter().enumerate() {
            let o = &mut out[rank - s.len() + i];
            if *o == 1 {
                *o = d;
            } else if d != 1 && d != *o {
                return None;
            }
        }
    }
    Some(out)
}

/// The range of dimensions `Shape` returns (`start`/`end`, opset 15), clamped to the rank.
pub(crate) fn shape_slice(node: &NodeProto, rank: usize) -> std::ops::Range<usize> {
    let clamp = |v: i64| (if v < 0 { v + rank as i64 } else { v }).clamp(0, rank as i64) as usize;
    let start = clamp(node.int_or("start", 0));
    let end = clamp(node.int_or("end", rank as i64));
    start..end.max(start)
}

/// Sliding-window geometry of Conv and the pools, with `auto_pad` resolved to explicit per-axis
/// begin/end pads: the kernels pad with it, the shape rules take output lengths from it.
pub(crate) struct Window {
    pub kernel: Vec<i64>,
    pub strides: Vec<i64>,
    pub dilations: Vec<i64>,
    pub begin: Vec<i64>,
    pub end: Vec<i64>,
    /// `auto_pad` is SAME_UPPER or SAME_LOWER (pools then ignore `ceil_mode`).
    pub same: bool,
}

/// An invalid window attribute: its name and why.
pub(crate) type AttrError = (&'static str, String);

/// An int list attribute of one value per spatial axis; absent or empty means `default`.
pub(crate) fn per_axis(
    node: &NodeProto,
    name: &'static str,
    r: usize,
    default: i64,
) -> Result<Vec<i64>, AttrError> {
    match node.ints(name).filter(|v| !v.is_empty()) {
        None => Ok(vec![default; r]),
        Some(v) if v.len() == r => Ok(v.to_vec()),
        Some(v) => Err((name, format!("has {} values for {r} spatial axes", v.len()))),
    }
}

impl Window {
    /// The window of `node` (`strides`, `dilations`, `pads`, `auto_pad`) over `spatial`.
    pub fn new(node: &NodeProto, spatial: &[i64], kernel: Vec<i64>) -> Result<Window, AttrError> {
        let r = spatial.len();
        if kernel.len() != r {
            return Err((
                "kernel_shape",
                format!("has {} values for {r} spatial axes", kernel.len()),
            ));
        }
        let strides = per_axis(node, "strides", r, 1)?;
        let dilations = per_axis(node, "dilations", r, 1)?;
        if strides.iter().chain(&dilations).any(|&v| v < 1) {
            return Err(("strides", "strides and dilations must be positive".into()));
        }
        let auto = node.string("auto_pad").unwrap_or_else(|| "NOTSET".into());
        let mut w = Window {
            kernel,
            strides,
            dilations,
            begin: vec![0; r],
            end: vec![0; r],
            same: false,
        };
        match auto.as_str() {
            "SAME_UPPER" | "SAME_LOWER" => {
                w.same = true;
                for (i, &len) in spatial.iter().enumerate() {
                    let s = w.strides[i];
                    let out = (len + s - 1) / s;
                    let total = ((out - 1) * s + w.eff(i) - len).max(0);
                    let (small, big) = (total / 2, total - total / 2);
                    // The odd pixel goes at the end for SAME_UPPER, at the start for SAME_LOWER.
                    (w.begin[i], w.end[i]) = if auto == "SAME_UPPER" {
                        (small, big)
                    } else {
                        (big, small)
                    };
                }
            }
            "VALID" => {}
            "NOTSET" | "" => {
                if let Some(p) = node.ints("pads").filter(|p| !p.is_empty()) {
                    if p.len() != 2 * r {
                        return Err((
                            "pads",
                            format!("has {} values for {r} spatial axes", p.len()),
                        ));
                    }
                    if p.iter().any(|&v| v < 0) {
                        return Err(("pads", "negative padding".into()));
                    }
                    w.begin = p[..r].to_vec();
                    w.end = p[r..].to_vec();
                }
            }
            other => return Err(("auto_pad", format!("unknown value '{other}'"))),
        }
        Ok(w)
    }

    /// The dilated extent of the kernel along axis `i`.
    pub(crate) fn eff(&self, i: usize) -> i64 {
        // Saturating throughout: attributes come from files; an absurd window gives an absurd
        // size, which the importer's size cap refuses by name, never an overflow panic.
        (self.kernel[i] - 1)
            .saturating_mul(self.dilations[i])
            .saturating_add(1)
    }

    #[cfg_attr(not(feature = "torch"), allow(dead_code))] // the kernels' question
    pub(crate) fn symmetric(&self) -> bool {
        self.begin == self.end
    }

    /// Output length along axis `i` of an input of length `input`, under ONNX's rule (the same
    /// as libtorch's): with `ceil_mode` (ignored under SAME_*), a last window that would start
    /// in the end padding is dropped.
    pub(crate) fn out_len(&self, i: usize, input: i64, ceil_mode: bool) -> i64 {
        let s = self.strides[i];
        let span = input
            .saturating_add(self.begin[i])
            .saturating_add(self.end[i])
            .saturating_sub(self.eff(i));
        if span < 0 {
            return 0;
        }
        if !ceil_mode || self.same {
            return span / s + 1;
        }
        let mut o = span.saturating_add(s - 1) / s + 1;
        if (o - 1).saturating_mul(s) >= input.saturating_add(self.begin[i]) {
            o -= 1;
        }
        o
    }

    /// Output lengths of every spatial axis.
    pub(crate) fn out_dims(&self, spatial: &[i64], ceil_mode: bool) -> Vec<i64> {
        (0..spatial.len())
            .map(|i| self.out_len(i, spatial[i], ceil_mode))
            .collect()
    }
}
