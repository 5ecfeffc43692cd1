//! One row of the operator registry, and the `op!` macro that writes one.

use crate::shapes::{Ctx, TypeInfo};

/// Everything flowsched knows about one ONNX operator: a row of the registry.
pub(crate) struct OpDef {
    /// The `op_type` (default domain; the importer's rules apply to any domain).
    pub name: &'static str,
    /// Output types from the inputs' types and small constants.
    pub shape: Option<Shape>,
    /// The first output's value when the inputs are small known constants (shape arithmetic).
    pub fold: Option<FoldRule>,
    /// Estimated floating-point operations.
    pub flops: Flops,
    /// The libtorch executor's kernel; `None`: the executor refuses the op.
    #[cfg_attr(not(feature = "torch"), allow(dead_code))] // read by the executor and tests
    pub kernel: Option<Kernel>,
    /// Where ONNX Runtime's CPU kernel puts its first output.
    pub buffer: Buffer,
    /// Scratch bytes ONNX Runtime's CPU kernel allocates while it runs, from the node's types.
    pub scratch: Option<ScratchRule>,
}

/// ONNX Runtime's CPU kernel declarations for the first output (`allocation_planner.cc` reads
/// them): a view of input 0 (`Alias(0, 0)`), or input 0's buffer when the node is its last user
/// (`MayInplace(0, 0)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Buffer {
    Fresh,
    Alias,
    InPlace,
}

/// Scratch bytes from the node, its output types and the intra-op thread count.
pub(crate) type ScratchRule = fn(&Ctx, &[Option<TypeInfo>], i64) -> u64;

/// How an operator's output types follow from its inputs.
pub(crate) enum Shape {
    /// The first output's type; any other output stays unknown.
    First(fn(&Ctx) -> Option<TypeInfo>),
    /// Every output's type, one entry per output.
    All(fn(&Ctx) -> Vec<Option<TypeInfo>>),
    /// The output's extent depends on the input values (NonZero): unknown before running,
    /// and reported as such.
    DataDependent,
}

pub(crate) type FoldRule = fn(&Ctx) -> Option<Vec<f64>>;

/// FLOPs of one node, from its output and first input element counts.
#[derive(Clone, Copy)]
pub(crate) enum Flops {
    /// Data movement: no arithmetic.
    Zero,
    /// This many operations per output element (transcendental functions, normalisations).
    PerOutput(f64),
    /// One operation per element of the first input (reductions, global pooling).
    PerInput,
    /// One operation per output element and input after the first (at least one).
    Elementwise,
    /// Computed from the node: `rule(ctx, output elements, input elements)`.
    Rule(fn(&Ctx, f64, f64) -> f64),
}

/// A kernel of the libtorch executor.
#[cfg(feature = "torch")]
pub(crate) use crate::kernels::cx::Kernel;

/// Without the `torch` feature there is no executor: the kernel column only records that the
/// executor (when built) implements the op, so counts and checks stay the same.
#[cfg(not(feature = "torch"))]
#[derive(Clone, Copy, Debug)]
pub(crate) struct Kernel;

/// `Some(kernel)`; the kernel's path is not even resolved in a build without `torch`.
#[cfg(feature = "torch")]
macro_rules! kernel {
    ($k:path) => {
        Some($k as $crate::ops::def::Kernel)
    };
}
#[cfg(not(feature = "torch"))]
macro_rules! kernel {
    ($k:path) => {
        Some($crate::ops::def::Kernel)
    };
}
pub(crate) use kernel;

/// One registry row: `op!("Name", shape_rule, fold = f, flops = F, kernel = k, buffer = B,
/// scratch = s)`, each part
/// after the shape rule optional but in this order. The shape rule gives the first output's
/// type; `outputs = rule` gives every output's, `data_dependent` says none can be known, and
/// `no_shape_rule` leaves the column empty (the registry tests refuse that for a kernel).
macro_rules! op {
    ($name:literal, no_shape_rule $(, $($rest:tt)*)?) => {
        $crate::ops::def::op!(@row $name, None $(, $($rest)*)?)
    };
    ($name:literal, outputs = $shape:path $(, $($rest:tt)*)?) => {
        $crate::ops::def::op!(@row $name,
            Some($crate::ops::def::Shape::All($shape)) $(, $($rest)*)?)
    };
    ($name:literal, data_dependent $(, $($rest:tt)*)?) => {
        $crate::ops::def::op!(@row $name,
            Some($crate::ops::def::Shape::DataDependent) $(, $($rest)*)?)
    };
    ($name:literal, $shape:path $(, $($rest:tt)*)?) => {
        $crate::ops::def::op!(@row $name,
            Some($crate::ops::def::Shape::First($shape)) $(, $($rest)*)?)
    };
    (@row $name:literal, $shape:expr $(, fold = $fold:path)? $(, flops = $flops:expr)?
        $(, kernel = $kernel:path)? $(, buffer = $buffer:ident)? $(, scratch = $scratch:path)?) => {
        $crate::ops::def::OpDef {
            name: $name,
            shape: $shape,
            fold: $crate::ops::def::op!(@opt $($fold)?),
            flops: $crate::ops::def::op!(@flops $($flops)?),
            kernel: $crate::ops::def::op!(@kernel $($kernel)?),
            buffer: $crate::ops::def::op!(@buffer $($buffer)?),
            scratch: $crate::ops::def::op!(@opt $($scratch)?),
        }
    };
    (@buffer) => { $crate::ops::def::Buffer::Fresh };
    (@buffer $b:ident) => { $crate::ops::def::Buffer::$b };
    (@opt) => { None };
    (@opt $f:path) => { Some($f) };
    (@flops) => { $crate::ops::def::Flops::Zero };
    (@flops $f:expr) => { $f };
    (@kernel) => { None };
    (@kernel $k:path) => { $crate::ops::def::kernel!($k) };
}
pub(crate) use op;
