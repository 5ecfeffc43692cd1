//! Kernel tests against known results, and the dispatch through the operator registry.

pub(super) use super::{run, supported, OpError};
pub(super) use crate::kernels::tensor::to_proto_values;
pub(super) use crate::proto::tensor_proto::DataType;
pub(super) use crate::proto::{attribute_proto::AttributeType, AttributeProto};
pub(super) use crate::proto::{NodeProto, TensorProto};
pub(super) use std::path::Path;
pub(super) use tch::{Device, Kind, Tensor};

mod array;
mod nn;

pub(super) fn node(
    op: &str,
    n_in: usize,
    n_out: usize,
    attribute: Vec<AttributeProto>,
) -> NodeProto {
    NodeProto {
        op_type: Some(op.into()),
        name: Some(format!("{op}_0")),
        input: (0..n_in).map(|i| format!("in{i}")).collect(),
        output: (0..n_out).map(|i| format!("out{i}")).collect(),
        attribute,
        ..Default::default()
    }
}
pub(super) fn attr(name: &str, ty: AttributeType) -> AttributeProto {
    AttributeProto {
        name: Some(name.into()),
        r#type: Some(ty as i32),
        ..Default::default()
    }
}
pub(super) fn int(name: &str, v: i64) -> AttributeProto {
    AttributeProto {
        i: Some(v),
        ..attr(name, AttributeType::Int)
    }
}
pub(super) fn ints(name: &str, v: &[i64]) -> AttributeProto {
    AttributeProto {
        ints: v.to_vec(),
        ..attr(name, AttributeType::Ints)
    }
}
pub(super) fn float(name: &str, v: f32) -> AttributeProto {
    AttributeProto {
        f: Some(v),
        ..attr(name, AttributeType::Float)
    }
}
pub(super) fn string(name: &str, v: &str) -> AttributeProto {
    AttributeProto {
        s: Some(v.to_string().into_bytes().into()),
        ..attr(name, AttributeType::String)
    }
}
pub(super) fn tensor_attr(name: &str, t: TensorProto) -> AttributeProto {
    AttributeProto {
        t: Some(t),
        ..attr(name, AttributeType::Tensor)
    }
}
pub(super) fn f32t(v: &[f32], dims: &[i64]) -> Tensor {
    Tensor::from_slice(v).reshape(dims)
}
pub(super) fn i64t(v: &[i64], dims: &[i64]) -> Tensor {
    Tensor::from_slice(v).reshape(dims)
}
pub(super) fn iota(dims: &[i64]) -> Tensor {
    let n: i64 = dims.iter().product();
    Tensor::arange(n, (Kind::Float, Device::Cpu)).reshape(dims)
}
pub(super) fn try_exec(
    n: &NodeProto,
    opset: i64,
    inputs: &[Option<&Tensor>],
) -> Result<Vec<Tensor>, OpError> {
    run(n, opset, inputs, Path::new("."), Device::Cpu)
}
pub(super) fn exec(n: &NodeProto, opset: i64, inputs: &[&Tensor]) -> Vec<Tensor> {
    let inputs: Vec<Option<&Tensor>> = inputs.iter().map(|t| Some(*t)).collect();
    try_exec(n, opset, &inputs).unwrap_or_else(|e| panic!("{e}"))
}
pub(super) fn exec1(n: &NodeProto, opset: i64, inputs: &[&Tensor]) -> Tensor {
    exec(n, opset, inputs).remove(0)
}
#[track_caller]
pub(super) fn assert_close(t: &Tensor, expected: &[f64]) {
    let got = to_proto_values(t);
    assert_eq!(
        got.len(),
        expected.len(),
        "got {got:?}, expected {expected:?}"
    );
    for (g, e) in got.iter().zip(expected) {
        assert!(
            (g - e).abs() <= 1e-5 * e.abs().max(1.0),
            "got {got:?}, expected {expected:?}"
        );
    }
}

#[test]
fn softmax_coerces_to_2d_before_opset_13() {
    let x = Tensor::zeros([1, 2, 2], (Kind::Float, Device::Cpu));
    let n = node("Softmax", 1, 1, vec![int("axis", 1)]);
    assert_close(&exec1(&n, 11, &[&x]), &[0.25; 4]);
    assert_close(&exec1(&n, 13, &[&x]), &[0.5; 4]);
    let n = node("LogSoftmax", 1, 1, vec![]);
    assert_close(&exec1(&n, 11, &[&x]), &[0.25f64.ln(); 4]);
    assert_close(&exec1(&n, 13, &[&x]), &[0.5f64.ln(); 4]);
}

#[test]
fn resize_nearest_and_linear() {
    let x = f32t(&[1., 2., 3., 4.], &[1, 1, 2, 2]);
    let scales = f32t(&[1., 1., 2., 2.], &[4]);
    let n = node("Resize", 3, 1, vec![string("mode", "nearest")]);
    let inputs = [Some(&x), None, Some(&scales)];
    let y = try_exec(&n, 13, &inputs).unwrap().remove(0);
    assert_eq!(y.size(), vec![1, 1, 4, 4]);
    assert_close(
        &y,
        &[
            1., 1., 2., 2., 1., 1., 2., 2., 3., 3., 4., 4., 3., 3., 4., 4.,
        ],
    );
    // Upsample (opset 9) and Resize-10: asymmetric, truncating.
    let up = node("Upsample", 2, 1, vec![]);
    assert_close(&exec1(&up, 9, &[&x, &scales]), &to_proto_values(&y));
    // asymmetric + round_prefer_floor ×3 is not libtorch's nearest: gathered.
    let row = f32t(&[1., 2.], &[1, 1, 1, 2]);
    let n = node(
        "Resize",
        3,
        1,
        vec![string("coordinate_transformation_mode", "asymmetric")],
    );
    let s3 = f32t(&[1., 1., 1., 3.], &[4]);
    let y = try_exec(&n, 13, &[Some(&row), None, Some(&s3)])
        .unwrap()
        .remove(0);
    assert_close(&y, &[1., 1., 2., 2., 2., 2.]);
    // Linear half_pixel ×2, 4-D (bilinear kernel) and 3-D (gathered) agree.
    let lin = node("Resize", 3, 1, vec![string("mode", "linear")]);
    let s2 = f32t(&[1., 1., 1., 2.], &[4]);
    let y = try_exec(&lin, 13, &[Some(&row), None, Some(&s2)])
        .unwrap()
        .remove(0);
    assert_close(&y, &[1., 1.25, 1.75, 2.]);
    let row3 = row.reshape([1, 1, 2]);
    let s2 = f32t(&[1., 1., 2.], &[3]);
    let y = try_exec(&lin, 13, &[Some(&row3), None, Some(&s2)])
        .unwrap()
        .remove(0);
    assert_close(&y, &[1., 1.25, 1.75, 2.]);
    // Sizes with align_corners.
    let ac = node(
        "Resize",
        4,
        1,
        vec![
            string("mode", "linear"),
            string("coordinate_transformation_mode", "align_corners"),
        ],
    );
    let sizes = i64t(&[1, 1, 1, 4], &[4]);
    let y = try_exec(&ac, 13, &[Some(&row), None, None, Some(&sizes)])
        .unwrap()
        .remove(0);
    assert_close(&y, &[1., 4. / 3., 5. / 3., 2.]);
    // Refused rather than approximated.
    let cubic = node("Resize", 3, 1, vec![string("mode", "cubic")]);
    let e = try_exec(&cubic, 13, &[Some(&x), None, Some(&scales)]).unwrap_err();
    assert!(matches!(e, OpError::Attribute { .. }), "{e}");
    let crop = node(
        "Resize",
        3,
        1,
        vec![string(
            "coordinate_transformation_mode",
            "tf_crop_and_resize",
        )],
    );
    assert!(matches!(
        try_exec(&crop, 13, &[Some(&x), None, Some(&scales)]),
        Err(OpError::Attribute { .. })
    ));
}

#[test]
fn integer_div_truncates() {
    let a = i64t(&[7, -7, 6], &[3]);
    let b = i64t(&[2, 2, -4], &[3]);
    let y = exec1(&node("Div", 2, 1, vec![]), 13, &[&a, &b]);
    assert_eq!(y.kind(), Kind::Int64);
    assert_close(&y, &[3., -3., -1.]);
    let y = exec1(&node("Mod", 2, 1, vec![]), 13, &[&a, &b]);
    assert_close(&y, &[1., 1., -2.]);
    let y = exec1(
        &node("Div", 2, 1, vec![]),
        13,
        &[&f32t(&[7.], &[1]), &f32t(&[2.], &[1])],
    );
    assert_close(&y, &[3.5]);
}

#[test]
fn unsupported_ops_and_domains() {
    let x = iota(&[2]);
    let e = try_exec(&node("FancyOp", 1, 1, vec![]), 13, &[Some(&x)]).unwrap_err();
    assert!(matches!(e, OpError::Unsupported { .. }), "{e}");
    assert!(e.to_string().contains("FancyOp"));
    let mut n = node("Relu", 1, 1, vec![]);
    n.domain = Some("com.microsoft".into());
    assert!(matches!(
        try_exec(&n, 13, &[Some(&x)]),
        Err(OpError::Unsupported { .. })
    ));
    assert!(!supported("Relu", "com.microsoft"));
    assert!(supported("Relu", "ai.onnx") && supported("Conv", ""));
    assert!(!supported("FancyOp", ""));
}

#[test]
fn every_listed_op_is_dispatched() {
    for op in crate::ops::all()
        .filter(|d| d.kernel.is_some())
        .map(|d| d.name)
    {
        let n = node(op, 0, 1, vec![]);
        match try_exec(&n, 13, &[]) {
            Err(OpError::Unsupported { .. }) => panic!("{op} is listed but not dispatched"),
            Err(e) => assert!(!e.to_string().contains('\n'), "{e}"),
            Ok(_) => {}
        }
    }
}

#[test]
fn errors_are_one_line_and_name_the_node() {
    let a = iota(&[2, 3]);
    let b = iota(&[4, 5]);
    let e = try_exec(&node("MatMul", 2, 1, vec![]), 13, &[Some(&a), Some(&b)]).unwrap_err();
    assert!(matches!(e, OpError::Torch { .. }));
    let msg = e.to_string();
    assert!(
        msg.contains("MatMul_0") && msg.contains("(MatMul)") && !msg.contains('\n'),
        "{msg}"
    );
    let e = try_exec(
        &node("Squeeze", 1, 1, vec![ints("axes", &[0])]),
        11,
        &[Some(&a)],
    )
    .unwrap_err();
    assert!(matches!(e, OpError::Input { .. }), "{e}");
}

#[test]
fn opset_dependent_attributes() {
    let x = f32t(&[-2., 0.5, 3.], &[3]);
    let clip6 = node("Clip", 1, 1, vec![float("min", 0.0), float("max", 1.0)]);
    assert_close(&exec1(&clip6, 6, &[&x]), &[0., 0.5, 1.]);
    let clip12 = node("Clip", 3, 1, vec![]);
    let lo = f32t(&[-1.], &[]);
    let y = try_exec(&clip12, 12, &[Some(&x), Some(&lo), None])
        .unwrap()
        .remove(0);
    assert_close(&y, &[-1., 0.5, 3.]);

    let x = iota(&[1, 3, 1]);
    let sq11 = node("Squeeze", 1, 1, vec![ints("axes", &[-1])]);
    assert_eq!(exec1(&sq11, 11, &[&x]).size(), vec![1, 3]);
    let sq13 = node("Squeeze", 2, 1, vec![]);
    assert_eq!(
        exec1(&sq13, 13, &[&x, &i64t(&[0], &[1])]).size(),
        vec![3, 1]
    );
    assert_eq!(
        exec1(&node("Squeeze", 1, 1, vec![]), 13, &[&x]).size(),
        vec![3]
    );
    let un = node("Unsqueeze", 2, 1, vec![]);
    assert_eq!(
        exec1(&un, 13, &[&x, &i64t(&[-1, 0], &[2])]).size(),
        vec![1, 1, 3, 1, 1]
    );
    let un11 = node("Unsqueeze", 1, 1, vec![ints("axes", &[1])]);
    assert_eq!(exec1(&un11, 11, &[&x]).size(), vec![1, 1, 3, 1]);

    let x = iota(&[2, 3]);
    let rs18 = node("ReduceSum", 2, 1, vec![int("keepdims", 0)]);
    assert_close(&exec1(&rs18, 13, &[&x, &i64t(&[1], &[1])]), &[3., 12.]);
    let rm11 = node("ReduceMean", 1, 1, vec![ints("axes", &[0])]);
    let y = exec1(&rm11, 11, &[&x]);
    assert_eq!(y.size(), vec![1, 3]);
    assert_close(&y, &[1.5, 2.5, 3.5]);
    let noop = node("ReduceMax", 2, 1, vec![int("noop_with_empty_axes", 1)]);
    let y = exec1(&noop, 18, &[&x, &i64t(&[], &[0])]);
    assert_eq!(y.size(), vec![2, 3]);
    let all = node("ReduceProd", 1, 1, vec![int("keepdims", 0)]);
    let y = exec1(&all, 18, &[&x.f_add_scalar(1.0).unwrap()]);
    assert_eq!(y.dim(), 0);
    assert_close(&y, &[720.]);
    let l2 = node("ReduceL2", 1, 1, vec![ints("axes", &[1])]);
    assert_close(&exec1(&l2, 13, &[&x]), &[5f64.sqrt(), 50f64.sqrt()]);
    let am = node(
        "ArgMax",
        1,
        1,
        vec![int("axis", 1), int("select_last_index", 1)],
    );
    assert_close(&exec1(&am, 13, &[&f32t(&[1., 3., 3., 0.], &[1, 4])]), &[2.]);
}

#[test]
fn cumsum_depth_space_trilu_lrn_topk() {
    let x = f32t(&[1., 2., 3.], &[3]);
    let axis = i64t(&[0], &[]);
    let cs = |attrs| exec1(&node("CumSum", 2, 1, attrs), 14, &[&x, &axis]);
    assert_close(&cs(vec![]), &[1., 3., 6.]);
    assert_close(&cs(vec![int("exclusive", 1)]), &[0., 1., 3.]);
    assert_close(&cs(vec![int("reverse", 1)]), &[6., 5., 3.]);
    assert_close(
        &cs(vec![int("reverse", 1), int("exclusive", 1)]),
        &[5., 3., 0.],
    );

    let x = iota(&[1, 8, 1, 1]);
    let dcr = exec1(
        &node("DepthToSpace", 1, 1, vec![int("blocksize", 2)]),
        13,
        &[&x],
    );
    assert_close(&dcr, &[0., 2., 4., 6., 1., 3., 5., 7.]);
    let crd = exec1(
        &node(
            "DepthToSpace",
            1,
            1,
            vec![int("blocksize", 2), string("mode", "CRD")],
        ),
        13,
        &[&x],
    );
    assert_close(&crd, &[0., 1., 2., 3., 4., 5., 6., 7.]);
    let back = exec1(
        &node("SpaceToDepth", 1, 1, vec![int("blocksize", 2)]),
        13,
        &[&dcr],
    );
    assert_close(&back, &to_proto_values(&x));

    let m = iota(&[3, 3]);
    let upper = exec1(&node("Trilu", 2, 1, vec![]), 14, &[&m, &i64t(&[1], &[])]);
    assert_close(&upper, &[0., 1., 2., 0., 0., 5., 0., 0., 0.]);
    let lower = exec1(&node("Trilu", 1, 1, vec![int("upper", 0)]), 14, &[&m]);
    assert_close(&lower, &[0., 0., 0., 3., 4., 0., 6., 7., 8.]);

    let x = f32t(&[1., 2., 3.], &[1, 3, 1, 1]);
    let n = node(
        "LRN",
        1,
        1,
        vec![
            int("size", 3),
            float("alpha", 3.0),
            float("beta", 1.0),
            float("bias", 1.0),
        ],
    );
    assert_close(&exec1(&n, 13, &[&x]), &[1. / 6., 2. / 15., 3. / 14.]);

    let x = f32t(&[3., 1., 4., 1., 5.], &[5]);
    let out = exec(&node("TopK", 2, 2, vec![]), 11, &[&x, &i64t(&[2], &[1])]);
    assert_close(&out[0], &[5., 4.]);
    assert_close(&out[1], &[4., 2.]);
}

#[test]
fn optional_outputs_keep_the_count() {
    let x = iota(&[2, 2]);
    let mut n = node("Dropout", 1, 2, vec![]);
    n.output[1] = String::new();
    let out = exec(&n, 13, &[&x]);
    assert_eq!(out.len(), 2);
    assert!(!out[1].defined());
    let n = node("Dropout", 1, 2, vec![]);
    let out = exec(&n, 13, &[&x]);
    assert_eq!(out[1].kind(), Kind::Bool);
    let mut ln = node("LayerNormalization", 2, 3, vec![]);
    ln.output[1] = String::new();
    ln.output[2] = String::new();
    let out = exec(
        &ln,
        17,
        &[&x, &Tensor::ones([2], (Kind::Float, Device::Cpu))],
    );
    assert_eq!(out.len(), 3);
    assert_close(
        &out[0],
        &[-1., 1., -1., 1.].map(|v: f64| v * (0.25f64 / (0.25 + 1e-5)).sqrt()),
    );
}

/// The ONNX examples (`shrink_soft`, `shrink_hard`), and integers as onnxruntime gives them.
#[test]
fn shrink_soft_hard_and_integer() {
    let x = f32t(&[-2., -1., 0., 1., 2.], &[5]);
    let soft = node(
        "Shrink",
        1,
        1,
        vec![float("lambd", 1.5), float("bias", 1.5)],
    );
    assert_close(&exec1(&soft, 9, &[&x]), &[-0.5, 0., 0., 0., 0.5]);
    let hard = node("Shrink", 1, 1, vec![float("lambd", 1.5)]);
    assert_close(&exec1(&hard, 9, &[&x]), &[-2., 0., 0., 0., 2.]);
    let ints = Tensor::from_slice(&[-3i32, -2, -1, 0, 1, 2, 3]);
    let n = node(
        "Shrink",
        1,
        1,
        vec![float("lambd", 0.5), float("bias", 0.7)],
    );
    let y = exec1(&n, 9, &[&ints]);
    assert_eq!(y.kind(), Kind::Int);
    assert_close(&y, &[-2., -1., 0., 0., 0., 1., 2.]);
}
