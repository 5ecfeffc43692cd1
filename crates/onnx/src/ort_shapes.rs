//! Which tensor shapes ONNX Runtime's planner knows before running. Its planner reuses a freed
//! buffer, or an input's buffer in place, only for an output whose shape it knows statically,
//! and with graph optimisation off it folds nothing: it knows what ONNX's shape inference
//! derives, whose value propagation covers shape arithmetic (Shape, Gather, Concat, …) but not,
//! say, the Ceil and Clip with which timm computes "same" paddings at run time. flowsched folds
//! those, so it knows more shapes than ORT; this says which of them ORT does not, and where ORT
//! knows a dimension by name only ([`ort_symbolic`]).

use super::ort_symbolic::{self, Dim};
use super::proto::{type_proto, GraphProto, ValueInfoProto};
use super::shapes::ShapeEnv;
use std::collections::{HashMap, HashSet};

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

/// Tensor shapes as ONNX Runtime (optimisation off) knows them where flowsched knows them
/// otherwise: `None` for a shape ORT does not know (it plans no reuse for it), or the shape
/// with each named dimension as a negative id (ORT matches names, not the sizes flowsched
/// binds with `--dim`). Tensors not listed have the shape flowsched inferred. `declared`: the
/// tensors whose shapes the file states with sizes (ORT reads them too); `constants`:
/// initializers; `symbolic_inputs`: graph inputs whose shape the file does not state with sizes.
// long: ORT's shape propagation in one topological pass, each rule a few lines.
pub(crate) fn dims_known_to_ort(
    graph: &GraphProto,
    env: &ShapeEnv,
    declared: &HashSet<&str>,
    constants: &HashSet<&str>,
    symbolic_inputs: &HashSet<&str>,
) -> HashMap<String, Option<Vec<i64>>> {
    // Values ORT's shape inference can see: initializers and what propagates from them.
    let mut values: HashSet<&str> = constants.clone();
    let mut unknown: HashSet<String> = HashSet::new();
    // Tensors with a named dimension, and the names by id.
    let mut named: HashMap<String, Vec<Dim>> = HashMap::new();
    let mut names: HashMap<String, usize> = HashMap::new();
    for input in graph
        .input
        .iter()
        .filter(|i| symbolic_inputs.contains(i.name()))
    {
        match declared_dims(input, &mut names) {
            Some(d) if d.iter().all(|d| *d != Dim::Unknown) => {
                named.insert(input.name().to_string(), d);
            }
            _ => {
                unknown.insert(input.name().to_string());
            }
        }
    }
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
        let input_named = !fixed_target && node.input.iter().any(|i| named.contains_key(i));
        // A Shape of a named dimension is not a value ORT's inference can compute with.
        let propagates = PROPAGATES_VALUES.contains(&op)
            && !input_named
            && node
                .input
                .iter()
                .filter(|i| !i.is_empty())
                .all(|i| op == "Shape" || values.contains(i.as_str()));
        let inputs: Vec<Option<Vec<Dim>>> = match input_named && !blind {
            true => (node.input.iter())
                .map(|i| known_dims(i, env, &unknown, &named))
                .collect(),
            false => Vec::new(),
        };
        for out in node.output.iter().filter(|o| !o.is_empty()) {
            if declared.contains(out.as_str()) {
                continue;
            }
            if blind {
                unknown.insert(out.clone());
            } else if input_named {
                let concrete = env.types.get(out).and_then(|t| t.dims.as_deref());
                let inferred = concrete.and_then(|c| ort_symbolic::infer(node, &inputs, c, env));
                match inferred {
                    Some(d) if d.contains(&Dim::Unknown) => {
                        unknown.insert(out.clone());
                    }
                    Some(d) if d.iter().any(|d| matches!(d, Dim::Param(_))) => {
                        named.insert(out.clone(), d);
                    }
                    Some(_) => {}
                    None => {
                        unknown.insert(out.clone());
                    }
                }
            } else if propagates && env.consts.contains_key(out) {
                values.insert(out.as_str());
            }
        }
    }
    let encode = |d: &Dim| match *d {
        Dim::Value(v) => v,
        // Below every size: a name matches only itself.
        Dim::Param(p) => -1 - p as i64,
        Dim::Unknown => unreachable!("tensors with an unknown dimension are listed as unknown"),
    };
    (unknown.into_iter().map(|t| (t, None)))
        .chain(
            named
                .into_iter()
                .map(|(t, d)| (t, Some(d.iter().map(encode).collect()))),
        )
        .collect()
}

/// A tensor's shape as ORT knows it so far (`None`: unknown).
fn known_dims(
    name: &str,
    env: &ShapeEnv,
    unknown: &HashSet<String>,
    named: &HashMap<String, Vec<Dim>>,
) -> Option<Vec<Dim>> {
    if unknown.contains(name) {
        return None;
    }
    if let Some(d) = named.get(name) {
        return Some(d.clone());
    }
    let dims = env.types.get(name)?.dims.as_ref()?;
    Some(dims.iter().map(|&v| Dim::Value(v)).collect())
}

/// A graph input's shape as the file declares it, each name given an id.
fn declared_dims(input: &ValueInfoProto, names: &mut HashMap<String, usize>) -> Option<Vec<Dim>> {
    use super::proto::tensor_shape_proto::dimension::Value;
    let Some(type_proto::Value::TensorType(t)) = input.r#type.as_ref()?.value.as_ref() else {
        return None;
    };
    let dims = t.shape.as_ref()?.dim.iter().map(|d| match &d.value {
        Some(Value::DimValue(v)) => Dim::Value(*v),
        Some(Value::DimParam(p)) if !p.is_empty() => {
            let next = names.len();
            Dim::Param(*names.entry(p.clone()).or_insert(next))
        }
        _ => Dim::Unknown,
    });
    Some(dims.collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::proto::NodeProto;

    fn node(op: &str, inputs: &[&str], output: &str) -> NodeProto {
        crate::test_node(output, op, inputs, output)
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
        let known = dims_known_to_ort(&graph, &env, &HashSet::new(), &constants, &HashSet::new());
        assert_eq!(unknown(&known), ["a", "b", "open"]);
    }

    fn unknown(known: &HashMap<String, Option<Vec<i64>>>) -> Vec<&str> {
        let mut got: Vec<&str> = (known.iter())
            .filter(|(_, d)| d.is_none())
            .map(|(t, _)| t.as_str())
            .collect();
        got.sort();
        got
    }

    fn input(name: &str, dims: &[Option<&str>]) -> ValueInfoProto {
        use crate::proto::tensor_shape_proto::{dimension, Dimension};
        use crate::proto::{TensorShapeProto, TypeProto};
        let dim = dims
            .iter()
            .map(|d| Dimension {
                value: Some(match d {
                    Some(p) => dimension::Value::DimParam(p.to_string()),
                    None => dimension::Value::DimValue(8),
                }),
                ..Default::default()
            })
            .collect();
        ValueInfoProto {
            name: Some(name.into()),
            r#type: Some(TypeProto {
                value: Some(type_proto::Value::TensorType(type_proto::Tensor {
                    elem_type: Some(1),
                    shape: Some(TensorShapeProto { dim }),
                })),
                ..Default::default()
            }),
            ..Default::default()
        }
    }

    /// A symbolic batch stays a name through Conv, Relu and Add, so ORT matches those buffers
    /// as it would static ones; a Resize by scales loses the name, and what adds the two
    /// (two names, one of them lost) is unknown, as is what follows. A Reshape to stated sizes
    /// is known again.
    #[test]
    fn a_symbolic_batch_is_a_name_until_inference_loses_it() {
        let graph = GraphProto {
            input: vec![input("x", &[Some("batch"), None, None, None])],
            node: vec![
                node("Conv", &["x", "w"], "c"),
                node("Relu", &["c"], "r"),
                node("Add", &["r", "c"], "sum"),
                node("Resize", &["r", "", "scales"], "up"),
                node("Add", &["up", "up"], "mixed"),
                node("Relu", &["mixed"], "after"),
                node("Reshape", &["after", "sizes"], "fixed"),
                node("Flatten", &["sum"], "flat"),
            ],
            ..Default::default()
        };
        let mut env = ShapeEnv::default();
        env.consts.insert("sizes".into(), vec![1.0, 64.0]);
        env.consts.insert("scales".into(), vec![1.0, 1.0, 1.0, 1.0]);
        for (t, dims) in [
            ("x", vec![1, 8, 8, 8]),
            ("c", vec![1, 8, 8, 8]),
            ("r", vec![1, 8, 8, 8]),
            ("sum", vec![1, 8, 8, 8]),
            ("up", vec![1, 8, 8, 8]),
            ("mixed", vec![1, 8, 8, 8]),
            ("after", vec![1, 8, 8, 8]),
            ("fixed", vec![1, 64]),
            ("flat", vec![1, 512]),
        ] {
            env.types.insert(
                t.into(),
                crate::shapes::TypeInfo {
                    elem: 1,
                    dims: Some(dims),
                },
            );
        }
        let constants: HashSet<&str> = ["w", "sizes", "scales"].into();
        let symbolic: HashSet<&str> = ["x"].into();
        let known = dims_known_to_ort(&graph, &env, &HashSet::new(), &constants, &symbolic);
        assert_eq!(unknown(&known), ["after", "mixed", "up"]);
        let batch = Some(vec![-1, 8, 8, 8]);
        for t in ["x", "c", "r", "sum"] {
            assert_eq!(known[t], batch, "{t}");
        }
        assert_eq!(known["flat"], Some(vec![-1, 512]));
        assert!(
            !known.contains_key("fixed"),
            "sizes only: as flowsched knows it"
        );
        let none = dims_known_to_ort(&graph, &env, &HashSet::new(), &constants, &HashSet::new());
        assert!(none.is_empty());
    }
}
