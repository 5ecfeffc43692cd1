//! The registry's consistency, and shape inference, folding and FLOPs on real node patterns.

use super::{all, flops, fold, infer, lookup};
use crate::proto::{AttributeProto, NodeProto};
use crate::shapes::{ShapeEnv, TypeInfo, FLOAT, INT64};

fn node(op: &str, inputs: &[&str], outputs: usize, attrs: Vec<AttributeProto>) -> NodeProto {
    NodeProto {
        op_type: Some(op.into()),
        name: Some(format!("{op}_0")),
        input: inputs.iter().map(|s| s.to_string()).collect(),
        output: (0..outputs).map(|i| format!("y{i}")).collect(),
        attribute: attrs,
        ..Default::default()
    }
}
fn ints(name: &str, v: &[i64]) -> AttributeProto {
    AttributeProto {
        name: Some(name.into()),
        ints: v.to_vec(),
        r#type: Some(7),
        ..Default::default()
    }
}
fn int(name: &str, v: i64) -> AttributeProto {
    AttributeProto {
        name: Some(name.into()),
        i: Some(v),
        r#type: Some(2),
        ..Default::default()
    }
}
fn env(vals: &[(&str, Vec<i64>)]) -> ShapeEnv {
    let mut e = ShapeEnv {
        opset: 17,
        ..Default::default()
    };
    for (n, d) in vals {
        e.types
            .insert(n.to_string(), TypeInfo::new(FLOAT, d.clone()));
    }
    e
}
fn dims(node: &NodeProto, env: &ShapeEnv) -> Option<Vec<i64>> {
    infer(node, env)[0].as_ref()?.dims.clone()
}

#[test]
fn conv_with_stride_and_padding() {
    let e = env(&[("x", vec![1, 3, 224, 224]), ("w", vec![64, 3, 7, 7])]);
    let n = node(
        "Conv",
        &["x", "w"],
        1,
        vec![ints("strides", &[2, 2]), ints("pads", &[3, 3, 3, 3])],
    );
    assert_eq!(dims(&n, &e), Some(vec![1, 64, 112, 112]));
    let out = infer(&n, &e);
    assert_eq!(flops(&n, &e, &out), 2.0 * 64.0 * 112.0 * 112.0 * 3.0 * 49.0);
}

#[test]
fn maxpool_ceil_mode_and_same_padding() {
    let e = env(&[("x", vec![1, 8, 112, 112])]);
    let n = node(
        "MaxPool",
        &["x"],
        1,
        vec![
            ints("kernel_shape", &[3, 3]),
            ints("strides", &[2, 2]),
            int("ceil_mode", 1),
        ],
    );
    assert_eq!(dims(&n, &e), Some(vec![1, 8, 56, 56]));
    let mut same = n.clone();
    same.attribute = vec![ints("kernel_shape", &[3, 3]), ints("strides", &[2, 2])];
    same.attribute.push(AttributeProto {
        name: Some("auto_pad".into()),
        s: Some("SAME_UPPER".into()),
        ..Default::default()
    });
    assert_eq!(dims(&same, &e), Some(vec![1, 8, 56, 56]));
}

#[test]
fn reshape_from_folded_shape_chain() {
    let mut e = env(&[("x", vec![2, 3, 4, 5])]);
    let shape = node("Shape", &["x"], 1, vec![]);
    for (o, v) in infer(&shape, &e).into_iter().zip(fold(&shape, &e)) {
        e.types.insert("s".into(), o.unwrap());
        e.consts.insert("s".into(), v.unwrap());
    }
    e.consts.insert("idx".into(), vec![0.0]);
    e.types.insert("idx".into(), TypeInfo::new(INT64, vec![1]));
    let gather = node("Gather", &["s", "idx"], 1, vec![]);
    let g = fold(&gather, &e)[0].clone().unwrap();
    assert_eq!(g, vec![2.0]);
    e.consts.insert("g".into(), g);
    e.consts.insert("m1".into(), vec![-1.0]);
    let concat = node("Concat", &["g", "m1"], 1, vec![int("axis", 0)]);
    e.consts
        .insert("shape".into(), fold(&concat, &e)[0].clone().unwrap());
    let reshape = node("Reshape", &["x", "shape"], 1, vec![]);
    assert_eq!(dims(&reshape, &e), Some(vec![2, 60]));
}

#[test]
fn broadcasting_matmul_and_gemm() {
    let e = env(&[
        ("a", vec![8, 1, 4, 5]),
        ("b", vec![3, 5, 6]),
        ("v", vec![5]),
        ("m", vec![7, 5]),
    ]);
    assert_eq!(
        dims(&node("MatMul", &["a", "b"], 1, vec![]), &e),
        Some(vec![8, 3, 4, 6])
    );
    assert_eq!(
        dims(&node("MatMul", &["a", "v"], 1, vec![]), &e),
        Some(vec![8, 1, 4])
    );
    assert_eq!(
        dims(&node("Gemm", &["m", "m"], 1, vec![int("transB", 1)]), &e),
        Some(vec![7, 7])
    );
    assert_eq!(dims(&node("Add", &["a", "b"], 1, vec![]), &e), None); // 5 vs 6 do not broadcast
}

#[test]
fn split_slice_transpose_reduce() {
    let mut e = env(&[("x", vec![4, 10, 6])]);
    let outs = infer(&node("Split", &["x"], 2, vec![int("axis", 1)]), &e);
    assert_eq!(outs[1].as_ref().unwrap().dims, Some(vec![4, 5, 6]));
    for (k, v) in [
        ("s", vec![1.0]),
        ("e", vec![-1.0]),
        ("a", vec![1.0]),
        ("st", vec![2.0]),
    ] {
        e.consts.insert(k.into(), v);
    }
    assert_eq!(
        dims(&node("Slice", &["x", "s", "e", "a", "st"], 1, vec![]), &e),
        Some(vec![4, 4, 6])
    );
    assert_eq!(
        dims(
            &node("Transpose", &["x"], 1, vec![ints("perm", &[2, 0, 1])]),
            &e
        ),
        Some(vec![6, 4, 10])
    );
    assert_eq!(
        dims(
            &node(
                "ReduceMean",
                &["x"],
                1,
                vec![ints("axes", &[-1]), int("keepdims", 0)]
            ),
            &e
        ),
        Some(vec![4, 10])
    );
}

#[test]
fn folds_pytorch_pad_reversal() {
    // PyTorch exports pads as Reshape([-1, 2]) -> Slice(step -1) -> Transpose -> Reshape(-1).
    let mut e = env(&[]);
    e.types.insert("p".into(), TypeInfo::new(INT64, vec![4, 2]));
    e.consts
        .insert("p".into(), vec![0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]);
    for (k, v) in [("s", -1.0), ("e", -9.2e18), ("a", 0.0), ("st", -1.0)] {
        e.consts.insert(k.into(), vec![v]);
    }
    let sliced = fold(&node("Slice", &["p", "s", "e", "a", "st"], 1, vec![]), &e)[0]
        .clone()
        .unwrap();
    assert_eq!(sliced, vec![6.0, 7.0, 4.0, 5.0, 2.0, 3.0, 0.0, 1.0]);
    e.consts.insert("q".into(), sliced);
    e.types.insert("q".into(), TypeInfo::new(INT64, vec![4, 2]));
    let t = fold(
        &node("Transpose", &["q"], 1, vec![ints("perm", &[1, 0])]),
        &e,
    )[0]
    .clone()
    .unwrap();
    assert_eq!(t, vec![6.0, 4.0, 2.0, 0.0, 7.0, 5.0, 3.0, 1.0]);
    e.consts.insert("m".into(), vec![-7.0]);
    e.consts.insert("d".into(), vec![4.0]);
    e.types.insert("m".into(), TypeInfo::new(INT64, vec![1]));
    assert_eq!(
        fold(&node("Mod", &["m", "d"], 1, vec![]), &e)[0],
        Some(vec![1.0])
    );
}

#[test]
fn folds_timm_same_padding_arithmetic() {
    // timm's run-time "same" padding: pad = clip((ceil(in / stride) - 1) * stride + k - in, 0),
    // with Ceil, Clip (bounds as inputs) and Sqrt-like unary steps on small constants.
    let mut e = env(&[]);
    for (k, v) in [
        ("x", 23.5),
        ("lo", 0.0),
        ("hi", 4.0),
        ("neg", -2.5),
        ("n", 2.5),
    ] {
        e.consts.insert(k.into(), vec![v]);
        e.types.insert(k.into(), TypeInfo::new(FLOAT, vec![]));
    }
    let one =
        |op: &str, inputs: &[&str], e: &ShapeEnv| fold(&node(op, inputs, 1, vec![]), e)[0].clone();
    assert_eq!(one("Ceil", &["x"], &e), Some(vec![24.0]));
    assert_eq!(one("Floor", &["x"], &e), Some(vec![23.0]));
    assert_eq!(one("Round", &["n"], &e), Some(vec![2.0]), "half to even");
    assert_eq!(one("Abs", &["neg"], &e), Some(vec![2.5]));
    assert_eq!(one("Clip", &["neg", "lo", "hi"], &e), Some(vec![0.0]));
    assert_eq!(one("Clip", &["x", "lo", "hi"], &e), Some(vec![4.0]));
    assert_eq!(
        one("Clip", &["x", "", "hi"], &e),
        Some(vec![4.0]),
        "no lower bound"
    );
    assert_eq!(one("Clip", &["x", "unknown", "hi"], &e), None);
}

#[test]
fn unknown_op_stays_unknown() {
    let e = env(&[("x", vec![1])]);
    assert_eq!(
        infer(&node("MyCustomOp", &["x"], 2, vec![]), &e),
        vec![None, None]
    );
}

#[test]
fn names_are_unique() {
    let mut seen = std::collections::HashSet::new();
    for d in all() {
        assert!(seen.insert(d.name), "{} is listed twice", d.name);
        assert!(std::ptr::eq(lookup(d.name).unwrap(), d));
    }
}

/// The executor never runs an operator whose output sizes the importer cannot state: every
/// kernel has its shape rule (NonZero's says its extent depends on the data).
#[test]
fn every_kernel_has_its_shape_rule() {
    let missing: Vec<&str> = all()
        .filter(|d| d.kernel.is_some() && d.shape.is_none())
        .map(|d| d.name)
        .collect();
    assert!(
        missing.is_empty(),
        "kernels without a shape rule: {missing:?}"
    );
    // Every row is there for a reason: a shape rule, a kernel or both.
    for d in all() {
        assert!(
            d.shape.is_some() || d.kernel.is_some(),
            "{} has neither",
            d.name
        );
    }
}

/// How many operators the libtorch executor runs.
fn executor_op_count() -> usize {
    all().filter(|d| d.kernel.is_some()).count()
}

/// The README states how many operators the libtorch executor runs; the registry decides.
#[test]
fn readme_states_the_registry_operator_count() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../README.md");
    let readme = std::fs::read_to_string(&path).unwrap();
    let marker = " ONNX operators";
    let at = readme
        .find(marker)
        .expect("the README names its operator count");
    let digits: String = readme[..at]
        .chars()
        .rev()
        .take_while(|c| c.is_ascii_digit())
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    let stated: usize = digits
        .parse()
        .unwrap_or_else(|_| panic!("no number before '{marker}' in README.md"));
    assert_eq!(
        stated,
        executor_op_count(),
        "README.md says {stated} ONNX operators; the registry has {} with a kernel",
        executor_op_count()
    );
    assert_eq!(
        readme.matches(marker).count(),
        1,
        "README.md states the count once"
    );
}

/// Tile multiplies each dimension by its repeat; a product past i64 (a fuzzer's repeats) is an
/// unknown size, not an overflow.
#[test]
fn tile_repeats_and_its_overflow() {
    let mut e = env(&[("x", vec![2, 3])]);
    e.consts.insert("r".into(), vec![4.0, 5.0]);
    e.types.insert("r".into(), TypeInfo::new(INT64, vec![2]));
    let tile = node("Tile", &["x", "r"], 1, vec![]);
    assert_eq!(dims(&tile, &e), Some(vec![8, 15]));
    e.consts.insert("r".into(), vec![9.0e18, 5.0]);
    assert_eq!(dims(&tile, &e), None);
}
