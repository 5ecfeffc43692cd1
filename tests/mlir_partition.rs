//! `rewrite=true`'s partitioning on its own, differentially: random tensor-level cells (a
//! channel concat of computed parts, channel-wise ops, convolutions with distinct weights) are
//! partitioned whether or not that pays, and the JIT runs both versions on the same random
//! inputs. The outputs agree within float rounding (the sums are reassociated); a concat
//! another op needs whole is left alone. The pass's choice of whether to keep a rewrite is
//! tested in tests/mlir/rewrite.mlir.
#![cfg(feature = "mlir")]

use flowsched::mlir::jit::{measure, JitConfig};
use flowsched::mlir::partition::{partition_candidates, partition_channels};
use flowsched::mlir::session::{print_module, Session};
use melior::ir::operation::OperationLike;
use melior::ir::BlockLike;
use rand::{Rng, SeedableRng};

/// A dense f32 literal of `shape` with values in eighths, distinct enough that a weight read
/// from the wrong channel changes the result.
fn dense(rng: &mut impl Rng, shape: &[usize]) -> String {
    if shape.is_empty() {
        return format!("{:.3}", rng.random_range(-16i32..=16) as f32 / 8.0);
    }
    let inner: Vec<String> = (0..shape[0]).map(|_| dense(rng, &shape[1..])).collect();
    format!("[{}]", inner.join(", "))
}

fn t(c: usize, h: usize) -> String {
    format!("tensor<1x{c}x{h}x{h}xf32>")
}

const ID: &str = "affine_map<(n, c, h, w) -> (n, c, h, w)>";

/// An element-wise `linalg.generic` on `x` (c channels, h×h) with `body` on `%x`.
fn elementwise(out: &mut String, name: &str, x: &str, c: usize, h: usize, body: &str) {
    let ty = t(c, h);
    out.push_str(&format!(
        "  %{name}_e = tensor.empty() : {ty}\n  %{name} = linalg.generic {{indexing_maps = [{ID}, {ID}], iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"parallel\"]}} ins(%{x} : {ty}) outs(%{name}_e : {ty}) {{\n  ^bb0(%x: f32, %o: f32):\n{body}    linalg.yield %y : f32\n  }} -> {ty}\n"
    ));
}

/// One random cell; `keep_whole`: the concat is also returned, so it must stay.
fn cell(rng: &mut impl Rng, keep_whole: bool) -> String {
    let h = rng.random_range(5..=7);
    let parts: Vec<usize> = (0..rng.random_range(2..=4))
        .map(|_| [1, 2, 3, 5][rng.random_range(0..4)])
        .collect();
    let c: usize = parts.iter().sum();
    let mut body = String::from(
        "  %zero = arith.constant 0.000000e+00 : f32\n  %ninf = arith.constant -1.000000e+09 : f32\n  %k = arith.constant 1.250000e+00 : f32\n",
    );
    for (i, &ci) in parts.iter().enumerate() {
        elementwise(
            &mut body,
            &format!("p{i}"),
            &format!("a{i}"),
            ci,
            h,
            "    %y = arith.mulf %x, %k : f32\n",
        );
    }
    let names: Vec<String> = (0..parts.len()).map(|i| format!("%p{i}")).collect();
    let types: Vec<String> = parts.iter().map(|&ci| t(ci, h)).collect();
    body.push_str(&format!(
        "  %cat = tensor.concat dim(1) {} : ({}) -> {}\n",
        names.join(", "),
        types.join(", "),
        t(c, h)
    ));
    // Channel-wise ops between the concat and the convolutions.
    let cat_h = h;
    let (mut x, mut h) = ("cat".to_string(), h);
    for step in 0..rng.random_range(0..=2) {
        let name = format!("s{step}");
        h = match rng.random_range(0..4) {
            0 => {
                elementwise(
                    &mut body,
                    &name,
                    &x,
                    c,
                    h,
                    "    %y = arith.maximumf %x, %zero : f32\n",
                );
                h
            }
            1 => {
                body.push_str(&format!(
                    "  %{name} = tensor.pad %{x} low[0, 0, 1, 1] high[0, 0, 1, 1] {{\n  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):\n    tensor.yield %zero : f32\n  }} : {} to {}\n",
                    t(c, h), t(c, h + 2)
                ));
                h + 2
            }
            2 => {
                body.push_str(&format!(
                    "  %{name}_w = tensor.empty() : tensor<2x2xf32>\n  %{name}_e = tensor.empty() : {o}\n  %{name}_i = linalg.fill ins(%ninf : f32) outs(%{name}_e : {o}) -> {o}\n  %{name} = linalg.pooling_nchw_max {{dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}} ins(%{x}, %{name}_w : {i}, tensor<2x2xf32>) outs(%{name}_i : {o}) -> {o}\n",
                    i = t(c, h), o = t(c, h - 1)
                ));
                h - 1
            }
            _ => {
                body.push_str(&format!(
                    "  %{name}_f = arith.constant dense<{}> : tensor<{c}x3x3xf32>\n  %{name}_e = tensor.empty() : {o}\n  %{name}_i = linalg.fill ins(%zero : f32) outs(%{name}_e : {o}) -> {o}\n  %{name} = linalg.depthwise_conv_2d_nchw_chw {{dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}} ins(%{x}, %{name}_f : {i}, tensor<{c}x3x3xf32>) outs(%{name}_i : {o}) -> {o}\n",
                    dense(rng, &[c, 3, 3]), i = t(c, h), o = t(c, h - 2)
                ));
                h - 2
            }
        };
        x = name;
    }
    let mut results = Vec::new();
    let mut result_types = Vec::new();
    for s in 0..rng.random_range(1..=2) {
        let f = rng.random_range(1..=4);
        let k = if h >= 3 {
            [1, 3][rng.random_range(0..2)]
        } else {
            1
        };
        let o = t(f, h + 1 - k);
        let init = if rng.random_bool(0.5) {
            format!("  %c{s}_e = tensor.empty() : {o}\n  %c{s}_i = linalg.fill ins(%zero : f32) outs(%c{s}_e : {o}) -> {o}\n")
        } else {
            format!(
                "  %c{s}_i = arith.constant dense<{}> : {o}\n",
                dense(rng, &[1, f, h + 1 - k, h + 1 - k])
            )
        };
        body.push_str(&init);
        body.push_str(&format!(
            "  %c{s}_w = arith.constant dense<{}> : tensor<{f}x{c}x{k}x{k}xf32>\n  %c{s} = linalg.conv_2d_nchw_fchw {{dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}} ins(%{x}, %c{s}_w : {}, tensor<{f}x{c}x{k}x{k}xf32>) outs(%c{s}_i : {o}) -> {o}\n",
            dense(rng, &[f, c, k, k]),
            t(c, h)
        ));
        results.push(format!("%c{s}"));
        result_types.push(o);
    }
    if keep_whole {
        results.push("%cat".into());
        result_types.push(t(c, cat_h));
    }
    let args: Vec<String> = (parts.iter().enumerate())
        .map(|(i, &ci)| format!("%a{i}: {}", t(ci, cat_h)))
        .collect();
    format!(
        "func.func @cell({}) -> ({}) {{\n{body}  return {} : {}\n}}\n",
        args.join(", "),
        result_types.join(", "),
        results.join(", "),
        result_types.join(", ")
    )
}

/// Largest difference between two f32 outputs, relative to the larger magnitude of the first.
fn difference(a: &[Vec<u8>], b: &[Vec<u8>]) -> f64 {
    let floats = |x: &[u8]| -> Vec<f64> {
        (x.chunks_exact(4))
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]) as f64)
            .collect()
    };
    assert_eq!(a.len(), b.len());
    a.iter()
        .zip(b)
        .map(|(x, y)| {
            let (x, y) = (floats(x), floats(y));
            assert_eq!(x.len(), y.len());
            let scale = x.iter().map(|v| v.abs()).fold(1e-30, f64::max);
            (x.iter().zip(&y).map(|(p, q)| (p - q).abs())).fold(0.0, f64::max) / scale
        })
        .fold(0.0, f64::max)
}

#[test]
fn partitioned_cells_compute_what_the_cells_compute() {
    let config = JitConfig {
        warmup: 0,
        repeats: 1,
        ..Default::default()
    };
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(57);
    let (mut partitioned, mut whole) = (0, 0);
    for case in 0..24 {
        let keep_whole = case % 4 == 3;
        let text = cell(&mut rng, keep_whole);
        let session = Session::new(false);
        let module = session
            .parse(text.as_bytes(), "cell.mlir")
            .unwrap_or_else(|| {
                panic!(
                    "case {case} does not parse: {:?}\n{text}",
                    session.take_diags()
                )
            });
        let func = module.body().first_operation().unwrap().to_raw();
        let candidates = partition_candidates(func).len();
        let made = partition_channels(func, None);
        assert!(
            module.as_operation().verify(),
            "case {case}: invalid after partitioning\n{text}"
        );
        let out = print_module(&module, false);
        if keep_whole {
            assert_eq!((candidates, made.concats), (0, 0), "case {case}\n{out}");
            assert!(out.contains("tensor.concat"), "case {case}\n{out}");
            whole += 1;
            continue;
        }
        assert_eq!((candidates, made.concats), (1, 1), "case {case}\n{text}");
        assert!(!out.contains("tensor.concat"), "case {case}\n{out}");
        let expected =
            measure(&text, "cell", &config).unwrap_or_else(|e| panic!("case {case}: {e}\n{text}"));
        let got =
            measure(&out, "cell", &config).unwrap_or_else(|e| panic!("case {case}: {e}\n{out}"));
        let diff = difference(&expected.outputs, &got.outputs);
        assert!(
            diff <= 1e-5,
            "case {case}: outputs differ by {diff:e}\n{text}\n---\n{out}"
        );
        partitioned += 1;
    }
    assert_eq!((partitioned, whole), (18, 6));
}
