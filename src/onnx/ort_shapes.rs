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
/// the tensors whose shapes the file states with sizes (ORT reads them too); `constants`:
/// initializers; `symbolic_inputs`: graph inputs with a symbolic dimension, which flowsched
/// binds (`--dim`) and ORT cannot. From those ORT plans no reuse at all: HRNet-W18-small
/// exported with a dynamic batch measured 1.21 MB under ORT, the same net with static shapes
/// 1.59 MB (no freed buffer is held for a later value of its shape).
pub(crate) fn unknown_to_ort(
    graph: &GraphProto,
    env: &ShapeEnv,
    declared: &HashSet<&str>,
    constants: &HashSet<&str>,
    symbolic_inputs: &HashSet<&str>,
) -> HashSet<String> {
    // Values ORT's shape inference can see: initializers and what propagates from them.
    let mut values: HashSet<&str> = constants.clone();
    let mut unknown: HashSet<String> = symbolic_inputs.iter().map(|s| s.to_string()).collect();
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
        let input_unknown = node.input.iter().any(|i| unknown.contains(i));
        // Reshape to a target ORT knows whose every entry is a size (no 0 copying an input
        // dimension, no -1 inferred from the input's size) has that shape whatever its input:
        // ShuffleNet's channel shuffle reshapes a Concat of run-time Slices so, and ORT then
        // reuses the buffer of the Transpose after it (measured).
        let fixed_target = op == "Reshape"
            && node.input.get(1).is_some_and(|t| {
                values.contains(t.as_str())
                    && env
                        .consts
                        .get(t)
                        .is_some_and(|v| v.iter().all(|&d| d > 0.0))
            });
        let blind = from_values || (input_unknown && !fixed_target);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::onnx::proto::NodeProto;

    fn node(op: &str, inputs: &[&str], output: &str) -> NodeProto {
        crate::onnx::test_node(output, op, inputs, output)
    }

    /// A run-time Slice's output is unknown to ORT, and so is what follows it, except a
    /// Reshape to a stated shape of sizes only; one with -1 stays unknown.
    #[test]
    fn a_reshape_to_stated_sizes_is_known_after_unknown_inputs() {
        let graph = GraphProto {
            node: vec![
                node("Shape", &["x"], "s"),
                node("Gather", &["s", "one"], "c"),
                node("Div", &["c", "two"], "half"),
                node("Slice", &["x", "zero", "half", "one"], "a"),
                node("Relu", &["a"], "b"),
                node("Reshape", &["b", "sizes"], "fixed"),
                node("Reshape", &["b", "inferred"], "open"),
                node("Transpose", &["fixed"], "t"),
            ],
            ..Default::default()
        };
        let mut env = ShapeEnv::default();
        for (name, v) in [
            ("s", vec![1.0, 8.0, 4.0, 4.0]),
            ("c", vec![8.0]),
            ("half", vec![4.0]),
            ("one", vec![1.0]),
            ("two", vec![2.0]),
            ("zero", vec![0.0]),
            ("sizes", vec![1.0, 2.0, 2.0, 4.0, 4.0]),
            ("inferred", vec![1.0, 2.0, -1.0, 4.0, 4.0]),
        ] {
            env.consts.insert(name.into(), v);
        }
        let constants: HashSet<&str> = ["one", "two", "zero", "sizes", "inferred"].into();
        let unknown = unknown_to_ort(&graph, &env, &HashSet::new(), &constants, &HashSet::new());
        let mut got: Vec<&str> = unknown.iter().map(String::as_str).collect();
        got.sort();
        assert_eq!(got, ["a", "b", "open"]);
    }

    /// Everything computed from a graph input with a symbolic dimension is unknown to ORT,
    /// however flowsched binds it; a Reshape to stated sizes is known again.
    #[test]
    fn a_symbolic_input_leaves_ort_nothing_to_reuse() {
        let graph = GraphProto {
            node: vec![
                node("Conv", &["x", "w"], "c"),
                node("Relu", &["c"], "r"),
                node("Reshape", &["r", "sizes"], "fixed"),
            ],
            ..Default::default()
        };
        let mut env = ShapeEnv::default();
        env.consts.insert("sizes".into(), vec![1.0, 64.0]);
        let constants: HashSet<&str> = ["w", "sizes"].into();
        let unknown = unknown_to_ort(&graph, &env, &HashSet::new(), &constants, &["x"].into());
        let mut got: Vec<&str> = unknown.iter().map(String::as_str).collect();
        got.sort();
        assert_eq!(got, ["c", "r", "x"]);
        let none = unknown_to_ort(&graph, &env, &HashSet::new(), &constants, &HashSet::new());
        assert!(none.is_empty());
    }
}
