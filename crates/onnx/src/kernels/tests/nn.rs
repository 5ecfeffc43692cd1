//! Convolutions, pooling and Gemm against direct reference computations.

use super::*;

/// Direct single-channel 2-D convolution; pads are [top, left, bottom, right].
fn ref_conv(
    x: &[f32],
    (h, w): (i64, i64),
    k: &[f32],
    (kh, kw): (i64, i64),
    s: i64,
    p: [i64; 4],
) -> (Vec<f64>, i64, i64) {
    let oh = (h + p[0] + p[2] - kh) / s + 1;
    let ow = (w + p[1] + p[3] - kw) / s + 1;
    let mut out = vec![0.0; (oh * ow) as usize];
    for oy in 0..oh {
        for ox in 0..ow {
            for ky in 0..kh {
                for kx in 0..kw {
                    let (iy, ix) = (oy * s + ky - p[0], ox * s + kx - p[1]);
                    if (0..h).contains(&iy) && (0..w).contains(&ix) {
                        out[(oy * ow + ox) as usize] +=
                            (x[(iy * w + ix) as usize] * k[(ky * kw + kx) as usize]) as f64;
                    }
                }
            }
        }
    }
    (out, oh, ow)
}

/// Direct single-channel 2-D transposed convolution; pads [top, left, bottom, right].
fn ref_conv_t(
    x: &[f32],
    (h, w): (i64, i64),
    k: &[f32],
    (kh, kw): (i64, i64),
    s: i64,
    p: [i64; 4],
    op: i64,
) -> (Vec<f64>, i64, i64) {
    let (fh, fw) = (s * (h - 1) + kh + op, s * (w - 1) + kw + op);
    let mut full = vec![0.0; (fh * fw) as usize];
    for iy in 0..h {
        for ix in 0..w {
            for ky in 0..kh {
                for kx in 0..kw {
                    full[((iy * s + ky) * fw + ix * s + kx) as usize] +=
                        (x[(iy * w + ix) as usize] * k[(ky * kw + kx) as usize]) as f64;
                }
            }
        }
    }
    let (oh, ow) = (fh - p[0] - p[2], fw - p[1] - p[3]);
    let out = (0..oh)
        .flat_map(|y| (0..ow).map(move |x| (y, x)))
        .map(|(y, x)| full[((y + p[0]) * fw + x + p[1]) as usize])
        .collect();
    (out, oh, ow)
}

#[test]
fn conv_same_upper_and_lower_pad_the_odd_pixel_on_opposite_sides() {
    let x = iota(&[1, 1, 4, 4]).f_add_scalar(1.0).unwrap(); // 1..=16
    let w = Tensor::ones([1, 1, 2, 2], (Kind::Float, Device::Cpu));
    let upper = node("Conv", 2, 1, vec![string("auto_pad", "SAME_UPPER")]);
    let y = exec1(&upper, 13, &[&x, &w]);
    assert_eq!(y.size(), vec![1, 1, 4, 4]);
    // The extra zero row/column is at the end: top-left sums a full window.
    assert_close(
        &y,
        &[
            14., 18., 22., 12., 30., 34., 38., 20., 46., 50., 54., 28., 27., 29., 31., 16.,
        ],
    );
    let lower = node("Conv", 2, 1, vec![string("auto_pad", "SAME_LOWER")]);
    let y = exec1(&lower, 13, &[&x, &w]);
    assert_close(
        &y,
        &[
            1., 3., 5., 7., 6., 14., 18., 22., 14., 30., 34., 38., 22., 46., 50., 54.,
        ],
    );
}

#[test]
fn conv_explicit_asymmetric_pads_strides_and_bias() {
    let xs: Vec<f32> = (0..30).map(|v| (v as f32 * 0.37).sin()).collect();
    let ks: Vec<f32> = (0..6).map(|v| v as f32 - 2.5).collect();
    let x = f32t(&xs, &[1, 1, 5, 6]);
    let w = f32t(&ks, &[1, 1, 2, 3]);
    let b = f32t(&[0.5], &[1]);
    for pads in [[0, 1, 2, 0], [1, 1, 1, 1], [2, 0, 0, 3]] {
        let n = node(
            "Conv",
            3,
            1,
            vec![ints("pads", &pads), ints("strides", &[2, 2])],
        );
        let y = exec1(&n, 11, &[&x, &w, &b]);
        let (r, oh, ow) = ref_conv(&xs, (5, 6), &ks, (2, 3), 2, pads);
        assert_eq!(y.size(), vec![1, 1, oh, ow], "pads {pads:?}");
        let r: Vec<f64> = r.iter().map(|v| v + 0.5).collect();
        assert_close(&y, &r);
    }
    // 1-D convolution with grouped channels.
    let x = iota(&[1, 2, 4]);
    let w = Tensor::ones([2, 1, 2], (Kind::Float, Device::Cpu));
    let n = node("Conv", 2, 1, vec![int("group", 2)]);
    assert_close(&exec1(&n, 11, &[&x, &w]), &[1., 3., 5., 9., 11., 13.]);
}

#[test]
fn conv_transpose_native_and_cropped_paths() {
    // ONNX backend test `convtranspose_pads` (symmetric pads: native libtorch path).
    let x = iota(&[1, 1, 3, 3]);
    let w = Tensor::ones([1, 2, 3, 3], (Kind::Float, Device::Cpu));
    let n = node(
        "ConvTranspose",
        2,
        1,
        vec![ints("strides", &[3, 2]), ints("pads", &[1, 2, 1, 2])],
    );
    let y = exec1(&n, 11, &[&x, &w]);
    assert_eq!(y.size(), vec![1, 2, 7, 3]);
    let plane = [
        1., 1., 3., 1., 1., 3., 7., 4., 9., 7., 4., 9., 7., 4., 9., 13., 7., 15., 13., 7., 15.,
    ];
    assert_close(&y, &[plane, plane].concat());

    // Asymmetric pads and output_padding: unpadded run, then crop.
    let xs: Vec<f32> = (0..6).map(|v| v as f32 + 1.0).collect();
    let ks: Vec<f32> = (0..4).map(|v| (v as f32) * 0.5 - 0.7).collect();
    let x = f32t(&xs, &[1, 1, 2, 3]);
    let w = f32t(&ks, &[1, 1, 2, 2]);
    let n = node(
        "ConvTranspose",
        2,
        1,
        vec![
            ints("strides", &[2, 2]),
            ints("pads", &[1, 0, 0, 2]),
            ints("output_padding", &[1, 1]),
        ],
    );
    let y = exec1(&n, 11, &[&x, &w]);
    let (r, oh, ow) = ref_conv_t(&xs, (2, 3), &ks, (2, 2), 2, [1, 0, 0, 2], 1);
    assert_eq!(y.size(), vec![1, 1, oh, ow]);
    assert_close(&y, &r);
}

#[test]
fn max_pool_ceil_mode_and_padding() {
    let x = iota(&[1, 1, 4, 4]).f_add_scalar(1.0).unwrap();
    let base = vec![ints("kernel_shape", &[3, 3]), ints("strides", &[2, 2])];
    let y = exec1(&node("MaxPool", 1, 1, base.clone()), 12, &[&x]);
    assert_close(&y, &[11.]);
    let mut ceil = base.clone();
    ceil.push(int("ceil_mode", 1));
    let y = exec1(&node("MaxPool", 1, 1, ceil), 12, &[&x]);
    assert_eq!(y.size(), vec![1, 1, 2, 2]);
    assert_close(&y, &[11., 12., 15., 16.]);

    // Asymmetric pads with ceil_mode: the window that would start in the end padding is
    // dropped, as in ONNX (the explicitly padded libtorch call would keep it).
    let n = node(
        "MaxPool",
        1,
        1,
        vec![
            ints("kernel_shape", &[2, 2]),
            ints("strides", &[2, 2]),
            ints("pads", &[0, 0, 1, 1]),
            int("ceil_mode", 1),
        ],
    );
    let y = exec1(&n, 12, &[&x]);
    assert_eq!(y.size(), vec![1, 1, 2, 2]);
    assert_close(&y, &[6., 8., 14., 16.]);

    // Symmetric padding (native) with the drop rule: 5 wide, k2 s2 p1 → 3 outputs.
    let x5 = iota(&[1, 1, 1, 5]);
    let n = node(
        "MaxPool",
        1,
        1,
        vec![
            ints("kernel_shape", &[1, 2]),
            ints("strides", &[1, 2]),
            ints("pads", &[0, 1, 0, 1]),
            int("ceil_mode", 1),
        ],
    );
    assert_close(&exec1(&n, 12, &[&x5]), &[0., 2., 4.]);

    // Indices over the whole tensor.
    let x = f32t(&[1., 4., 3., 2., 5., 1., 1., 1.], &[1, 2, 2, 2]);
    let n = node("MaxPool", 1, 2, vec![ints("kernel_shape", &[2, 2])]);
    let out = exec(&n, 12, &[&x]);
    assert_close(&out[0], &[4., 5.]);
    assert_eq!(out[1].kind(), Kind::Int64);
    assert_close(&out[1], &[1., 4.]);
}

#[test]
fn average_pool_count_include_pad() {
    let x = Tensor::ones([1, 1, 3, 3], (Kind::Float, Device::Cpu));
    let mk = |pads: &[i64], cip: i64| {
        node(
            "AveragePool",
            1,
            1,
            vec![
                ints("kernel_shape", &[3, 3]),
                ints("pads", pads),
                int("count_include_pad", cip),
            ],
        )
    };
    assert_close(&exec1(&mk(&[1, 1, 1, 1], 0), 11, &[&x]), &[1.; 9]);
    let y = exec1(&mk(&[1, 1, 1, 1], 1), 11, &[&x]);
    assert_close(
        &y.f_narrow(2, 0, 1).unwrap().f_narrow(3, 0, 1).unwrap(),
        &[4. / 9.],
    );
    // Asymmetric pads take the explicit path; padding still does not count.
    let y = exec1(&mk(&[1, 1, 0, 0], 0), 11, &[&x]);
    assert_eq!(y.size(), vec![1, 1, 2, 2]);
    assert_close(&y, &[1.; 4]);
    let y = exec1(&mk(&[1, 1, 0, 0], 1), 11, &[&x]);
    assert_close(&y, &[4. / 9., 6. / 9., 6. / 9., 1.]);
}

#[test]
fn gemm_trans_b_alpha_beta() {
    let a = f32t(&[1., 2., 3., 4., 5., 6.], &[2, 3]);
    let b = f32t(&[1., 0., 1., 0., 1., 0.], &[2, 3]);
    let c = f32t(&[10., 20.], &[2]);
    let n = node(
        "Gemm",
        3,
        1,
        vec![int("transB", 1), float("alpha", 2.0), float("beta", 0.5)],
    );
    assert_close(&exec1(&n, 13, &[&a, &b, &c]), &[13., 14., 25., 20.]);
    let n = node("Gemm", 3, 1, vec![int("transB", 1)]);
    assert_close(&exec1(&n, 13, &[&a, &b, &c]), &[14., 22., 20., 25.]);
    let n = node("Gemm", 2, 1, vec![int("transA", 1)]);
    let at = a.transpose(0, 1).contiguous();
    assert_close(
        &exec1(&n, 13, &[&at, &b.transpose(0, 1)]),
        &[4., 2., 10., 5.],
    );
}
