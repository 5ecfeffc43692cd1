//! JIT measurement through melior's ExecutionEngine: reordered modules compute the same
//! outputs, the heap counter sees what the order changes, and the proxy ranks orders like the
//! JIT does.

use flowsched::mlir::jit::{measure, JitConfig};

fn quick() -> JitConfig {
    JitConfig {
        warmup: 1,
        repeats: 3,
        opt_level: 0,
        ..Default::default()
    }
}

#[test]
fn heap_is_counted_exactly() {
    // Two results of 64 floats (256 bytes) each, nothing else allocated. Bufferization gives
    // the first buffer `alignment = 64`, which finalize-memref-to-llvm requests as size + 64
    // (then aligns inside): the counter sees exactly 256 + 64 + 256 bytes.
    let text = r#"func.func @two(%a: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
        %0 = arith.addf %a, %a : tensor<64xf32>
        %1 = arith.mulf %a, %a : tensor<64xf32>
        return %0, %1 : tensor<64xf32>, tensor<64xf32>
      }"#;
    let m = measure(text, "two", &quick()).unwrap();
    assert_eq!((m.peak_heap_bytes, m.allocations), (256 + 64 + 256, 2));
    let out: Vec<f32> = m.outputs[0]
        .chunks(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    let sq: Vec<f32> = m.outputs[1]
        .chunks(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    // a + a and a * a of the same seeded input.
    for (s, q) in out.iter().zip(&sq) {
        assert!(((s / 2.0) * (s / 2.0) - q).abs() < 1e-6);
    }
    assert!(m.median_ns > 0.0);
}

#[test]
fn bad_function_and_lowering_are_errors() {
    let e = measure("func.func @f() { return }", "g", &quick()).unwrap_err();
    assert_eq!(e.to_string(), "no function 'g' in the module");
    let e = measure(
        "func.func @f(%x: f32) -> f32 { return %x : f32 }",
        "f",
        &quick(),
    )
    .unwrap_err();
    assert!(
        e.to_string().contains("argument 0 is not a static tensor"),
        "{e}"
    );
    let config = JitConfig {
        to_llvm: "builtin.module(no-such-pass)".into(),
        ..quick()
    };
    let e = measure(
        "func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> { return %x : tensor<2xf32> }",
        "f",
        &config,
    )
    .unwrap_err();
    assert!(
        e.to_string()
            .contains("'no-such-pass' does not refer to a registered pass"),
        "{e}"
    );
}

/// A real model (inception cell from ONNX, via torch-mlir): every order computes the same
/// outputs, and the proxy ranks the JIT's heap peaks.
/// Scheduled after bufferization (memref level), the proxy's peak is the JIT's heap peak up
/// to a constant: the ranks agree, every order computes the same outputs, and the pass's own
/// choice uses less heap than the input.
/// At the memref level `peak-search` starts from the best tightened order (the input's own
/// among them): the pass alone then lowers the heap below every classic order and the input,
/// both with their buffers tightened, as the JIT measures it.
/// `memref.copy` into a strided view goes through the `memrefCopy` this crate provides.
#[test]
fn strided_copies_land_where_they_belong() {
    let text = r#"func.func @place(%a: tensor<2x3xf32>) -> tensor<4x6xf32> {
        %z = arith.constant 0.0 : f32
        %e = tensor.empty() : tensor<4x6xf32>
        %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
        %r = tensor.insert_slice %a into %f[1, 2] [2, 3] [2, 1] : tensor<2x3xf32> into tensor<4x6xf32>
        return %r : tensor<4x6xf32>
      }"#;
    let m = measure(text, "place", &quick()).unwrap();
    let out: Vec<f32> = m.outputs[0]
        .chunks(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    // Rows 1 and 3, columns 2..5 hold the input; everything else is zero.
    let nonzero: Vec<usize> = (0..24).filter(|&i| out[i] != 0.0).collect();
    assert_eq!(nonzero, vec![8, 9, 10, 20, 21, 22], "{out:?}");
}

/// Streams and the every-op baseline run on the async runtime embedded in the JIT and compute
/// the same results as the function run one op at a time; so does `async-parallel-for` on one
/// thread (on two it is measured, and a difference drops it like any other candidate).
#[test]
fn async_variants_compute_what_the_sequential_function_computes() {
    use flowsched::mlir::parallel::{variant, Parallel};
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/mlir/models/inception_cell.mlir"
    ))
    .unwrap();
    let run = |text: &str, config: &JitConfig| measure(text, "inception_cell", config).unwrap();
    let once = JitConfig {
        warmup: 0,
        repeats: 2,
        ..Default::default()
    };
    let sequential = run(&text, &once);
    for (parallel, threads) in [
        (Parallel::Streams(2), 2),
        (Parallel::Streams(3), 2),
        (Parallel::EveryOp, 2),
        (Parallel::ParallelFor, 1),
    ] {
        let v = variant(&text, parallel).unwrap();
        let expected_regions = !matches!(parallel, Parallel::ParallelFor);
        assert_eq!(v.regions > 0, expected_regions, "{parallel:?}");
        let config = JitConfig {
            bufferize: String::new(),
            tighten_buffers: false,
            to_llvm: parallel.to_llvm(threads),
            async_threads: Some(threads),
            ..once.clone()
        };
        let m = run(&v.text, &config);
        assert_eq!(m.outputs, sequential.outputs, "{parallel:?}");
        // The pool's workers count into the call's heap: the buffers are seen.
        assert!(
            m.peak_heap_bytes >= sequential.peak_heap_bytes / 2,
            "{parallel:?}: {} against {}",
            m.peak_heap_bytes,
            sequential.peak_heap_bytes
        );
    }
}

/// `time_ops`: a clock call after every op of the bufferized body charges each interval to the
/// tensor-level op it came from; the charged time is most of the call, a convolution takes
/// the most, and the results are those of the untimed function.
#[test]
fn op_timing_charges_the_call_to_its_ops() {
    let path = std::path::Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/mlir/models/inception_cell.mlir"
    ));
    let text = std::fs::read_to_string(path).unwrap();
    let config = JitConfig {
        warmup: 1,
        repeats: 1,
        ..Default::default()
    };
    let plain = measure(&text, "inception_cell", &config).unwrap();
    let timed = JitConfig {
        time_ops: true,
        ..config
    };
    let mut compiled =
        flowsched::mlir::jit::Compiled::new(&text, "inception_cell", &timed).unwrap();
    compiled.call().unwrap();
    let call = compiled.call().unwrap();
    assert_eq!(call.outputs, plain.outputs);
    let seconds = call.op_seconds.expect("timed");
    let dag = flowsched::mlir::model::MlirFunction::load(path, None)
        .unwrap()
        .dag;
    assert_eq!(seconds.len(), dag.len());
    let charged: f64 = seconds.iter().sum();
    assert!(
        charged > 0.5 * call.seconds && charged <= call.seconds * 1.01,
        "{charged} of {}",
        call.seconds
    );
    let slowest = (0..seconds.len())
        .max_by(|&a, &b| seconds[a].total_cmp(&seconds[b]))
        .unwrap();
    let op = dag
        .nodes()
        .map(|n| dag.node(n))
        .find(|n| n.source_id == slowest)
        .unwrap()
        .op
        .clone();
    assert!(op.contains("conv"), "{op}: {seconds:?}");
}
