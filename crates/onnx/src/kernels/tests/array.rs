//! Data movement and constants.

use super::*;

#[test]
fn scatter_nd_writes_rows_and_elements() {
    let data = Tensor::from_slice(&[1.0f32, 2., 3., 4., 5., 6.]).reshape([3, 2]);
    let rows = Tensor::from_slice(&[2i64, 0]).reshape([2, 1]);
    let upd = Tensor::from_slice(&[9.0f32, 9., 7., 7.]).reshape([2, 2]);
    let out = run(
        &node("ScatterND", 3, 1, vec![]),
        18,
        &[Some(&data), Some(&rows), Some(&upd)],
        Path::new("."),
        Device::Cpu,
    )
    .unwrap();
    assert_eq!(
        Vec::<f32>::try_from(out[0].reshape([-1])).unwrap(),
        vec![7., 7., 3., 4., 9., 9.]
    );
    let cells = Tensor::from_slice(&[1i64, -1]).reshape([1, 2]);
    let upd = Tensor::from_slice(&[0.5f32]);
    let out = run(
        &node("ScatterND", 3, 1, vec![]),
        18,
        &[Some(&data), Some(&cells), Some(&upd)],
        Path::new("."),
        Device::Cpu,
    )
    .unwrap();
    assert_eq!(
        Vec::<f32>::try_from(out[0].reshape([-1])).unwrap(),
        vec![1., 2., 3., 0.5, 5., 6.]
    );
}

#[test]
fn reshape_zero_and_minus_one() {
    let x = iota(&[2, 3, 4]);
    let n = node("Reshape", 2, 1, vec![]);
    assert_eq!(
        exec1(&n, 13, &[&x, &i64t(&[0, -1], &[2])]).size(),
        vec![2, 12]
    );
    assert_eq!(
        exec1(&n, 13, &[&x, &i64t(&[-1, 0, 2], &[3])]).size(),
        vec![4, 3, 2]
    );
    let allow = node("Reshape", 2, 1, vec![int("allowzero", 1)]);
    let inputs = [Some(&x), Some(&i64t(&[0, -1], &[2]))];
    assert!(try_exec(&allow, 14, &inputs).is_err());
    let old = node("Reshape", 1, 1, vec![ints("shape", &[0, 2, -1])]);
    assert_eq!(exec1(&old, 4, &[&iota(&[2, 4, 3])]).size(), vec![2, 2, 6]);
}

#[test]
fn slice_negative_steps_and_clamping() {
    let x = iota(&[10]);
    let n = node("Slice", 4, 1, vec![]);
    let one_d = |v: i64| i64t(&[v], &[1]);
    let n5 = node("Slice", 5, 1, vec![]);
    let y = exec1(
        &n5,
        13,
        &[&x, &one_d(-1), &one_d(i64::MIN), &one_d(0), &one_d(-2)],
    );
    assert_close(&y, &[9., 7., 5., 3., 1.]);
    let y = exec1(&n5, 13, &[&x, &one_d(7), &one_d(2), &one_d(0), &one_d(-3)]);
    assert_close(&y, &[7., 4.]);
    let y = exec1(
        &n5,
        13,
        &[&x, &one_d(20), &one_d(-20), &one_d(-1), &one_d(-4)],
    );
    assert_close(&y, &[9., 5., 1.]);
    let y = exec1(&n, 13, &[&x, &one_d(-3), &one_d(i64::MAX), &one_d(0)]);
    assert_close(&y, &[7., 8., 9.]);
    let old = node(
        "Slice",
        1,
        1,
        vec![
            ints("starts", &[1]),
            ints("ends", &[-1]),
            ints("axes", &[1]),
        ],
    );
    assert_close(&exec1(&old, 9, &[&iota(&[2, 4])]), &[1., 2., 5., 6.]);
}

#[test]
fn split_by_input_attribute_and_count() {
    let x = iota(&[6]);
    let two = node("Split", 2, 2, vec![]);
    let out = exec(&two, 13, &[&x, &i64t(&[2, 4], &[2])]);
    assert_close(&out[0], &[0., 1.]);
    assert_close(&out[1], &[2., 3., 4., 5.]);
    let attr = node("Split", 1, 2, vec![ints("split", &[5, 1])]);
    let out = exec(&attr, 11, &[&x]);
    assert_close(&out[0], &[0., 1., 2., 3., 4.]);
    assert_close(&out[1], &[5.]);
    let even = node("Split", 1, 3, vec![]);
    let out = exec(&even, 13, &[&x]);
    assert_eq!(
        out.iter().map(|t| t.size()[0]).collect::<Vec<_>>(),
        vec![2, 2, 2]
    );
    let num = node("Split", 1, 4, vec![int("num_outputs", 4)]);
    let out = exec(&num, 18, &[&iota(&[7])]);
    assert_eq!(
        out.iter().map(|t| t.size()[0]).collect::<Vec<_>>(),
        vec![2, 2, 2, 1]
    );
    assert!(try_exec(&node("Split", 1, 4, vec![]), 13, &[Some(&x)]).is_err());
}

#[test]
fn pad_modes() {
    let x = f32t(&[1., 2., 3., 4., 5., 6.], &[2, 3]);
    let n = node("Pad", 2, 1, vec![string("mode", "reflect")]);
    let y = exec1(&n, 13, &[&x, &i64t(&[0, 2, 0, 1], &[4])]);
    assert_eq!(y.size(), vec![2, 6]);
    assert_close(&y, &[3., 2., 1., 2., 3., 2., 6., 5., 4., 5., 6., 5.]);
    let y = exec1(&n, 13, &[&x, &i64t(&[1, 0, 0, 0], &[4])]);
    assert_close(&y, &[4., 5., 6., 1., 2., 3., 4., 5., 6.]);
    let edge = node("Pad", 2, 1, vec![string("mode", "edge")]);
    let y = exec1(&edge, 13, &[&x, &i64t(&[1, 1, 0, 0], &[4])]);
    assert_close(&y, &[1., 1., 2., 3., 1., 1., 2., 3., 4., 4., 5., 6.]);
    // Constant with a value and a crop (negative pad), old-opset attributes.
    let old = node(
        "Pad",
        1,
        1,
        vec![ints("pads", &[0, 1, 0, -1]), float("value", 9.0)],
    );
    assert_close(&exec1(&old, 2, &[&x]), &[9., 1., 2., 9., 4., 5.]);
    // Edge padding on all four axes of a 4-D tensor: the per-axis gather path.
    let x4 = iota(&[1, 1, 1, 2]);
    let y = exec1(&edge, 13, &[&x4, &i64t(&[1, 0, 0, 1, 0, 0, 1, 1], &[8])]);
    assert_eq!(y.size(), vec![2, 1, 2, 4]);
    assert_close(
        &y,
        &[
            0., 0., 1., 1., 0., 0., 1., 1., 0., 0., 1., 1., 0., 0., 1., 1.,
        ],
    );
    let wrap = node("Pad", 2, 1, vec![string("mode", "wrap")]);
    assert_close(
        &exec1(&wrap, 19, &[&iota(&[1, 3]), &i64t(&[0, 1, 0, 2], &[4])]),
        &[2., 0., 1., 2., 0., 1.],
    );
}

#[test]
fn gather_negative_indices() {
    let x = f32t(&[1., 2., 3., 4., 5., 6.], &[3, 2]);
    let y = exec1(
        &node("Gather", 2, 1, vec![]),
        13,
        &[&x, &i64t(&[-1, 0], &[2])],
    );
    assert_close(&y, &[5., 6., 1., 2.]);
    let y = exec1(
        &node("Gather", 2, 1, vec![int("axis", 1)]),
        13,
        &[&x, &i64t(&[-1], &[])],
    );
    assert_eq!(y.size(), vec![3]);
    assert_close(&y, &[2., 4., 6.]);
    let idx = i64t(&[-1, 0, 0, 1, -2, -1], &[3, 2]);
    let y = exec1(
        &node("GatherElements", 2, 1, vec![int("axis", 1)]),
        13,
        &[&x, &idx],
    );
    assert_close(&y, &[2., 1., 3., 4., 5., 6.]);
}

#[test]
fn constant_of_shape_and_constants() {
    let mut v = TensorProto {
        data_type: Some(DataType::Int64 as i32),
        dims: vec![1],
        ..Default::default()
    };
    v.int64_data = vec![5];
    let n = node("ConstantOfShape", 1, 1, vec![tensor_attr("value", v)]);
    let y = exec1(&n, 13, &[&i64t(&[2, 3], &[2])]);
    assert_eq!((y.size(), y.kind()), (vec![2, 3], Kind::Int64));
    assert_close(&y, &[5.; 6]);
    let y = exec1(
        &node("ConstantOfShape", 1, 1, vec![]),
        13,
        &[&i64t(&[2], &[1])],
    );
    assert_eq!(y.kind(), Kind::Float);
    assert_close(&y, &[0., 0.]);
    let y = try_exec(
        &node("Constant", 0, 1, vec![ints("value_ints", &[1, 2])]),
        13,
        &[],
    )
    .unwrap();
    assert_close(&y[0], &[1., 2.]);
    let y = try_exec(
        &node("Constant", 0, 1, vec![float("value_float", 1.5)]),
        13,
        &[],
    )
    .unwrap();
    assert_eq!(y[0].dim(), 0);
}

#[test]
fn misc_shape_ops() {
    let x = iota(&[2, 3, 4]);
    assert_close(
        &exec1(&node("Shape", 1, 1, vec![int("start", 1)]), 15, &[&x]),
        &[3., 4.],
    );
    assert_close(
        &exec1(&node("Shape", 1, 1, vec![int("end", -1)]), 15, &[&x]),
        &[2., 3.],
    );
    assert_close(&exec1(&node("Size", 1, 1, vec![]), 13, &[&x]), &[24.]);
    assert_eq!(
        exec1(&node("Flatten", 1, 1, vec![int("axis", -1)]), 13, &[&x]).size(),
        vec![6, 4]
    );
    assert_eq!(
        exec1(&node("Flatten", 1, 1, vec![int("axis", 0)]), 13, &[&x]).size(),
        vec![1, 24]
    );
    assert_eq!(
        exec1(&node("Transpose", 1, 1, vec![]), 13, &[&x]).size(),
        vec![4, 3, 2]
    );
    let e = exec1(
        &node("Expand", 2, 1, vec![]),
        13,
        &[&iota(&[3, 1]), &i64t(&[2, 1, 4], &[3])],
    );
    assert_eq!(e.size(), vec![2, 3, 4]);
    let t = exec1(
        &node("Tile", 2, 1, vec![]),
        13,
        &[&iota(&[2]), &i64t(&[2], &[1])],
    );
    assert_close(&t, &[0., 1., 0., 1.]);
    let c = exec1(
        &node("Concat", 2, 1, vec![int("axis", -1)]),
        13,
        &[&iota(&[1, 2]), &iota(&[1, 1])],
    );
    assert_close(&c, &[0., 1., 0.]);
    let r =
        |s: &Tensor, l: &Tensor, d: &Tensor| exec1(&node("Range", 3, 1, vec![]), 13, &[s, l, d]);
    let s = |v: i64| i64t(&[v], &[]);
    assert_close(&r(&s(0), &s(10), &s(3)), &[0., 3., 6., 9.]);
    assert_eq!(r(&s(5), &s(0), &s(1)).size(), vec![0]);
    let f = |v: f32| f32t(&[v], &[]);
    assert_close(&r(&f(1.), &f(2.), &f(0.5)), &[1., 1.5]);
    assert_close(&r(&s(10), &s(4), &s(-3)), &[10., 7.]);
}
