//! Which tensor shapes ONNX Runtime's planner knows before running. Its planner reuses a freed
//! buffer, or an input's buffer in place, only for an output whose shape it knows statically,
//! and with graph optimisation off it folds nothing: it knows what ONNX's shape inference
//! derives, whose value propagation covers shape arithmetic (Shape, Gather, Concat, …) but not,
//! say, the Ceil and Clip with which timm computes "same" paddings at run time. flowsched folds
//! those, so it knows more shapes than ORT; this says which of them ORT does not.

use super::proto::GraphProto;
use super::shapes::ShapeEnv;
use std::collections::HashSet;

/// Ops through which ONNX's shape inference propagates small constant values.
const PROPAGATES_VALUES: &[&str] = &[
    "Add",
    "Cast",
    "Concat",
    "Constant",
    "Gather",
    "Identity",
    "Mul",
    "Shape",
    "Size",
    "Slice",
    "Squeeze",
    "Sub",
    "Unsqueeze",
];

/// Ops whose output shape depends on the value of an input other than the first (all inputs for
/// the ones that build a tensor from values).
const SHAPE_FROM_VALUES: &[&str] = &[
    "Expand",
    "OneHot",
    "Pad",
    "ReduceL1",
    "ReduceL2",
    "ReduceLogSum",
    "ReduceLogSumExp",
    "ReduceMax",
    "ReduceMean",
    "ReduceMin",
    "ReduceProd",
    "ReduceSum",
    "ReduceSumSquare",
    "Reshape",
    "Resize",
    "Slice",
    "Split",
    "Squeeze",
    "Tile",
    "TopK",
    "Unsqueeze",
    "Upsample",
];
const SHAPE_FROM_ALL_VALUES: &[&str] = &["ConstantOfShape", "Range"];

/// Tensors whose shape flowsched knows and ONNX Runtime (optimisation off) does not. `declared`:
/// the tensors whose shapes the file states (ORT reads them too); `constants`: initializers.
pub(crate) fn unknown_to_ort(
    graph: &GraphProto,
    env: &ShapeEnv,
    declared: &HashSet<&str>,
    constants: &HashSet<&str>,
) -> HashSet<String> {
    // Values ORT's shape inference can see: initializers and what propagates from them.
    let mut values: HashSet<&str> = constants.clone();
    let mut unknown: HashSet<String> = HashSet::new();
    for node in &graph.node {
        let op = node.op_type();
        let folded_by_us_only =
            |name: &String| env.consts.contains_key(name) && !values.contains(name.as_str());
        let from_values = if SHAPE_FROM_ALL_VALUES.contains(&op) {
            node.input.iter().any(folded_by_us_only)
        } else if SHAPE_FROM_VALUES.contains(&op) {
            node.input.iter().skip(1).any(folded_by_us_only)
        } else {
            false
        };
        let blind = from_values || node.input.iter().any(|i| unknown.contains(i));
        let propagates = PROPAGATES_VALUES.contains(&op)
            && node
                .input
                .iter()
                .filter(|i| !i.is_empty())
                .all(|i| op == "Shape" || values.contains(i.as_str()));
        for out in node.output.iter().filter(|o| !o.is_empty()) {
            if blind && !declared.contains(out.as_str()) {
                unknown.insert(out.clone());
            } else if propagates && env.consts.contains_key(out) {
                values.insert(out.as_str());
            }
        }
    }
    unknown
}
