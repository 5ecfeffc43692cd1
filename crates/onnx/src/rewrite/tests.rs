use super::*;
use crate::proto::{
    tensor_proto::DataType, tensor_shape_proto::dimension::Value, tensor_shape_proto::Dimension,
    type_proto, AttributeProto, GraphProto, OperatorSetIdProto, TensorShapeProto, TypeProto,
    ValueInfoProto,
};
use crate::{import_model, test_node, ImportOptions};

fn float_value(name: &str, dims: &[i64]) -> ValueInfoProto {
    let dim = |d: &i64| Dimension {
        value: Some(Value::DimValue(*d)),
        ..Default::default()
    };
    ValueInfoProto {
        name: Some(name.into()),
        r#type: Some(TypeProto {
            value: Some(type_proto::Value::TensorType(type_proto::Tensor {
                elem_type: Some(DataType::Float as i32),
                shape: Some(TensorShapeProto {
                    dim: dims.iter().map(dim).collect(),
                }),
            })),
            ..Default::default()
        }),
        ..Default::default()
    }
}

fn weights(name: &str, dims: &[i64]) -> TensorProto {
    let n: i64 = dims.iter().product();
    TensorProto {
        name: Some(name.into()),
        dims: dims.to_vec(),
        data_type: Some(DataType::Float as i32),
        float_data: (0..n).map(|v| v as f32 * 0.01).collect(),
        ..Default::default()
    }
}

fn with_ints(mut node: NodeProto, name: &str, ints: &[i64]) -> NodeProto {
    node.attribute.push(AttributeProto {
        name: Some(name.into()),
        r#type: Some(7),
        ints: ints.to_vec(),
        ..Default::default()
    });
    node
}

fn with_int(mut node: NodeProto, name: &str, i: i64) -> NodeProto {
    node.attribute.push(AttributeProto {
        name: Some(name.into()),
        r#type: Some(2),
        i: Some(i),
        ..Default::default()
    });
    node
}

/// x → two convolutions (2 and 3 channels) → Concat → Relu → BatchNormalization → MaxPool →
/// two convolutions (one 1×1 with a bias, one 3×3), and a Relu of `x` read twice.
fn cell() -> ModelProto {
    let conv = |name: &str, x: &str, w: &str, y: &str| test_node(name, "Conv", &[x, w], y);
    let nodes = vec![
        conv("left", "x", "wl", "a"),
        conv("right", "x", "wr", "b"),
        with_int(test_node("cat", "Concat", &["a", "b"], "c"), "axis", 1),
        test_node("act", "Relu", &["c"], "r"),
        test_node(
            "bn",
            "BatchNormalization",
            &["r", "s", "bias", "m", "v"],
            "n",
        ),
        with_ints(
            test_node("pool", "MaxPool", &["n"], "p"),
            "kernel_shape",
            &[1, 1],
        ),
        test_node("head", "Conv", &["p", "wh", "bh"], "y"),
        with_ints(
            test_node("wide", "Conv", &["p", "ww"], "z"),
            "pads",
            &[1, 1, 1, 1],
        ),
        test_node("gate", "Relu", &["x"], "g"),
        test_node("use1", "Sigmoid", &["g"], "u1"),
        test_node("use2", "Tanh", &["g"], "u2"),
    ];
    let mut nodes = nodes;
    nodes[7] = with_ints(nodes[7].clone(), "kernel_shape", &[3, 3]);
    let graph = GraphProto {
        name: Some("cell".into()),
        node: nodes,
        initializer: vec![
            weights("wl", &[2, 4, 1, 1]),
            weights("wr", &[3, 4, 1, 1]),
            weights("s", &[5]),
            weights("bias", &[5]),
            weights("m", &[5]),
            weights("v", &[5]),
            weights("wh", &[6, 5, 1, 1]),
            weights("bh", &[6]),
            weights("ww", &[2, 5, 3, 3]),
        ],
        input: vec![float_value("x", &[1, 4, 8, 8])],
        output: ["y", "z", "u1", "u2"]
            .iter()
            .map(|o| ValueInfoProto {
                name: Some(o.to_string()),
                ..Default::default()
            })
            .collect(),
        value_info: vec![float_value("c", &[1, 5, 8, 8])],
        ..Default::default()
    };
    ModelProto {
        ir_version: Some(8),
        opset_import: vec![OperatorSetIdProto {
            domain: Some(String::new()),
            version: Some(17),
        }],
        graph: Some(graph),
        ..Default::default()
    }
}

fn import(model: &ModelProto, dir: &std::path::Path, name: &str) -> OnnxImport {
    let path = dir.join(name);
    std::fs::write(&path, encode(model)).unwrap();
    import_model(&path, &ImportOptions::default()).unwrap()
}

/// The Concat becomes partial convolutions over each part's own Relu, normalisation and
/// pooling, their sums writing the original outputs; the weights are cut, the replaced ones
/// gone; the Relu read twice is offered as a recomputation.
#[test]
fn partitions_the_concat_and_recomputes_the_cheap_op() {
    let dir = tempfile::tempdir().unwrap();
    let model = cell();
    let original = import(&model, dir.path(), "cell.onnx");
    let edits = offers(&original, &|_| None);
    let kinds: Vec<(RewriteKind, &str)> = edits
        .iter()
        .map(|e| (e.rewrite.kind, e.rewrite.at.as_str()))
        .collect();
    assert_eq!(
        kinds,
        [
            (RewriteKind::ChannelSplit, "cat"),
            (RewriteKind::Recompute, "gate")
        ]
    );
    let split = &edits[0].rewrite;
    assert_eq!(split.removed, ["cat", "act", "bn", "pool", "head", "wide"]);
    let all: Vec<&Edit> = edits.iter().collect();
    let rewritten = import(&apply(&model, &all), dir.path(), "rewritten.onnx");
    let ops = &rewritten.report.op_histogram;
    assert_eq!(ops.get("Concat"), None);
    // 2 convolutions in, 2 × 2 partial ones out, a sum for each of the two.
    assert_eq!((ops["Conv"], ops["Add"], ops["Relu"]), (6, 2, 4));
    let graph = rewritten.model.graph.as_ref().unwrap();
    let names: Vec<&str> = graph.node.iter().map(|n| n.name()).collect();
    for traced in [
        "act.part0",
        "bn.part1",
        "head.part0",
        "head.sum1",
        "wide.part1",
        "gate.again1",
    ] {
        assert!(names.contains(&traced), "{traced} in {names:?}");
    }
    // The bias is added once; the sums write the original outputs.
    let head_parts: Vec<&NodeProto> = (graph.node.iter())
        .filter(|n| n.name().starts_with("head.part"))
        .collect();
    assert_eq!(head_parts[0].input.len(), 3);
    assert_eq!(head_parts[1].input.len(), 2);
    let init = |n: &str| graph.initializer.iter().find(|t| t.name() == n);
    assert_eq!(init("wh.part1").unwrap().dims, [6, 3, 1, 1]);
    assert_eq!(init("s.part0").unwrap().dims, [2]);
    assert!(init("wh").is_none() && init("s").is_none());
    assert!(graph.value_info.iter().all(|v| v.name() != "c"));
    // The file stays topologically sorted: every input made before it is read.
    let mut made: HashSet<&str> = ["x"].into_iter().collect();
    made.extend(graph.initializer.iter().map(|t| t.name()));
    for node in &graph.node {
        for input in &node.input {
            assert!(
                made.contains(input.as_str()),
                "{} reads {input} early",
                node.name()
            );
        }
        made.extend(node.output.iter().map(String::as_str));
    }
    for output in ["y", "z", "u1", "u2"] {
        assert!(made.contains(output));
    }
}

/// No offer where the Concat is needed whole (a graph output, or read by an op that mixes
/// channels) or is not along the channels.
#[test]
fn keeps_a_concat_that_is_needed_whole() {
    let dir = tempfile::tempdir().unwrap();
    let splits = |model: &ModelProto, name: &str| -> usize {
        let m = import(model, dir.path(), name);
        (offers(&m, &|_| None).iter())
            .filter(|e| e.rewrite.kind == RewriteKind::ChannelSplit)
            .count()
    };
    let mut read_whole = cell();
    let graph = read_whole.graph.as_mut().unwrap();
    graph.node.push(test_node("flat", "Flatten", &["r"], "f"));
    graph.output.push(float_value("f", &[1, 320]));
    assert_eq!(splits(&read_whole, "whole.onnx"), 0);
    let mut output = cell();
    output
        .graph
        .as_mut()
        .unwrap()
        .output
        .push(float_value("c", &[1, 5, 8, 8]));
    assert_eq!(splits(&output, "output.onnx"), 0);
    let mut spatial = cell();
    spatial.graph.as_mut().unwrap().node[2].attribute[0].i = Some(2);
    spatial.graph.as_mut().unwrap().value_info.clear();
    assert_eq!(splits(&spatial, "spatial.onnx"), 0);
    assert_eq!(splits(&cell(), "cell.onnx"), 1);
}

/// A convolution read only through a Relu by a Split along the channels becomes one narrower
/// convolution per piece, each piece's Relu writing the Split's output.
#[test]
fn splits_a_wide_convolution_read_by_a_split() {
    let dir = tempfile::tempdir().unwrap();
    let nodes = vec![
        test_node("wide", "Conv", &["x", "w", "b"], "y"),
        test_node("act", "Relu", &["y"], "r"),
        with_int(
            NodeProto {
                output: vec!["s0".into(), "s1".into()],
                ..test_node("cut", "Split", &["r", "sizes"], "s0")
            },
            "axis",
            1,
        ),
        test_node("left", "Sigmoid", &["s0"], "u0"),
        test_node("right", "Tanh", &["s1"], "u1"),
    ];
    let sizes = TensorProto {
        name: Some("sizes".into()),
        dims: vec![2],
        data_type: Some(DataType::Int64 as i32),
        int64_data: vec![2, 4],
        ..Default::default()
    };
    let mut model = cell();
    let graph = model.graph.as_mut().unwrap();
    graph.node = nodes;
    graph.initializer = vec![weights("w", &[6, 4, 1, 1]), weights("b", &[6]), sizes];
    graph.output = ["u0", "u1"].iter().map(|o| float_value(o, &[])).collect();
    graph.output.iter_mut().for_each(|o| o.r#type = None);
    graph.value_info.clear();
    let original = import(&model, dir.path(), "wide.onnx");
    let edits = offers(&original, &|_| None);
    assert_eq!(edits.len(), 1);
    assert_eq!(edits[0].rewrite.kind, RewriteKind::KernelSplit);
    assert_eq!(edits[0].rewrite.removed, ["wide", "act", "cut"]);
    let rewritten = import(&apply(&model, &[&edits[0]]), dir.path(), "rewritten.onnx");
    let graph = rewritten.model.graph.as_ref().unwrap();
    let ops = &rewritten.report.op_histogram;
    assert_eq!((ops["Conv"], ops["Relu"], ops.get("Split")), (2, 2, None));
    let init = |n: &str| graph.initializer.iter().find(|t| t.name() == n).unwrap();
    assert_eq!(init("w.part1").dims, [4, 4, 1, 1]);
    assert_eq!(init("b.part0").dims, [2]);
    let writes = |o: &str| {
        graph
            .node
            .iter()
            .find(|n| n.output[0] == o)
            .unwrap()
            .name()
            .to_string()
    };
    assert_eq!(
        (writes("s0"), writes("s1")),
        ("act.part0".into(), "act.part1".into())
    );
}

/// A Split of a vector (no channel axis) is no kernel split, and no panic (found by fuzzing).
#[test]
fn a_split_without_channels_is_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let mut model = cell();
    let graph = model.graph.as_mut().unwrap();
    let mut split = test_node("cut", "Split", &["v"], "a");
    split.output = vec!["a".into(), "b".into()];
    graph.node = vec![split];
    graph.initializer.clear();
    graph.input = vec![float_value("v", &[4])];
    graph.output = vec![float_value("a", &[2]), float_value("b", &[2])];
    graph.value_info.clear();
    let m = import(&model, dir.path(), "vector.onnx");
    assert!(offers(&m, &|_| None).is_empty());
}
