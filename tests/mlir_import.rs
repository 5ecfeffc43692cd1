//! MLIR import and rewrite through melior: the DAG's edges, sizes and FLOPs, and the rewrite's
//! promise that only the order changes.

use flowsched::mlir::block::{self, BlockDesc, ScheduleOptions};
use flowsched::mlir::import::function_blocks;
use flowsched::mlir::rewrite::apply_order;
use flowsched::mlir::session::{print_module, Session};
use petgraph::graph::NodeIndex;

fn has_edge(desc: &BlockDesc, from: usize, to: usize) -> bool {
    let dag = desc.to_dag("t").unwrap();
    dag.graph()
        .find_edge(NodeIndex::new(from), NodeIndex::new(to))
        .is_some()
}

fn blocks(session: &Session, text: &str) -> Vec<(String, BlockDesc)> {
    let module = session.parse(text.as_bytes(), "t.mlir").expect("parses");
    function_blocks(&module)
        .into_iter()
        .map(|(n, d, _)| (n, d))
        .collect()
}

#[test]
fn memory_effects_become_edges() {
    let s = Session::new(true);
    let b = blocks(
        &s,
        r#"func.func @f(%a: memref<4xf32>, %b: memref<4xf32>, %f: f32) -> (f32, f32) {
             %c0 = arith.constant 0 : index
             %l1 = memref.alloc() : memref<4xf32>
             %l2 = memref.alloc() : memref<4xf32>
             memref.store %f, %a[%c0] : memref<4xf32>
             %x = memref.load %b[%c0] : memref<4xf32>
             memref.store %f, %l1[%c0] : memref<4xf32>
             %y = memref.load %l2[%c0] : memref<4xf32>
             "test.opaque"() : () -> ()
             %z = arith.addf %f, %f : f32
             return %x, %y : f32, f32
           }"#,
    );
    let d = &b[0].1;
    assert!(
        has_edge(d, 3, 4),
        "read of %b after the write of %a: arguments may alias"
    );
    assert!(
        !d.effect_edges().contains(&(5, 6)),
        "two local allocations never alias"
    );
    for effecting in [1, 2, 3, 4, 5, 6] {
        assert!(
            d.effect_edges().contains(&(effecting, 7)),
            "unknown op after op {effecting}"
        );
    }
    assert!(
        !d.effect_edges().iter().any(|&(a, b)| a == 8 || b == 8),
        "arith.addf is pure"
    );
    assert!(has_edge(d, 8, 9), "every op precedes the terminator");
}

#[test]
fn region_captures_are_uses_and_sizes_come_from_types() {
    let s = Session::new(false);
    let b = blocks(
        &s,
        r#"func.func @f(%x: tensor<256xf32>, %n: index) -> tensor<256xf32> {
             %c0 = arith.constant 0 : index
             %c1 = arith.constant 1 : index
             %big = arith.mulf %x, %x : tensor<256xf32>
             %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> tensor<256xf32> {
               %s = arith.addf %acc, %big : tensor<256xf32>
               scf.yield %s : tensor<256xf32>
             }
             return %r : tensor<256xf32>
           }"#,
    );
    let d = &b[0].1;
    assert!(has_edge(d, 2, 3), "the loop body captures %big");
    assert_eq!(d.ops[2].results[0].1, Some(1024));
    // A tensor-level block is sized as bufferization places it: a constant is an immediate or
    // a global, and an argument is the caller's buffer, whatever the order.
    assert_eq!(d.ops[0].results[0].1, Some(0), "constants hold no buffer");
    assert!(d.outside_sizes.values().all(|&b| b == Some(0)));
    assert_eq!(d.ops[2].flops, 256.0);
}

#[test]
fn linalg_flops_are_domain_times_body() {
    let s = Session::new(false);
    let b = blocks(
        &s,
        r#"#id = affine_map<(d0, d1) -> (d0, d1)>
           func.func @f(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %c: tensor<8x4xf32>) -> tensor<8x4xf32> {
             %m = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
             %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
                 ins(%m : tensor<8x4xf32>) outs(%c : tensor<8x4xf32>) {
               ^bb0(%in: f32, %out: f32):
                 %e = math.exp %in : f32
                 %t = arith.mulf %e, %out : f32
                 %u = arith.addf %t, %in : f32
                 linalg.yield %u : f32
             } -> tensor<8x4xf32>
             return %g : tensor<8x4xf32>
           }"#,
    );
    let d = &b[0].1;
    assert_eq!(
        d.ops[0].flops,
        2.0 * 8.0 * 16.0 * 4.0,
        "matmul: mulf + addf per point"
    );
    assert_eq!(
        d.ops[1].flops,
        3.0 * 32.0,
        "generic: 3 body ops × 8×4 points"
    );
    assert_eq!(d.ops[0].results[0].1, Some(128));
}

/// Reordering, then putting every op back where it was, gives back exactly what the parser
/// printed: the rewrite moves ops and touches nothing else.
#[test]
fn rewrite_changes_only_the_order() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/mlir/schedule-memory.mlir"
    ))
    .unwrap();
    let first = text.split("// -----").next().unwrap();
    let s = Session::new(false);
    let module = s.parse(first.as_bytes(), "t.mlir").unwrap();
    let before = print_module(&module, false);
    let (_, desc, ops) = function_blocks(&module).remove(0);
    let opts = ScheduleOptions {
        scheduler: "exact-memory".into(),
        ..Default::default()
    };
    let decision = block::schedule(&desc, "pairs", &opts).unwrap();
    assert!(decision.moved_ops() > 0 && decision.cost < decision.original_cost);
    apply_order(&ops, &decision.order);
    use melior::ir::operation::OperationLike;
    assert!(module.as_operation().verify());
    let moved = print_module(&module, false);
    assert_ne!(moved, before);
    // Same ops, other order: the op names on the printed lines are a permutation.
    let op_names = |t: &str| {
        let mut l: Vec<String> = t
            .lines()
            .filter_map(|l| l.split(" = ").nth(1).or(Some(l.trim())))
            .map(|l| l.split(' ').next().unwrap_or("").to_string())
            .collect();
        l.sort();
        l
    };
    assert_eq!(op_names(&moved), op_names(&before));
    // Back to the source order: ops[i] goes to position i again.
    let identity: Vec<usize> = (0..ops.len()).collect();
    apply_order(&ops, &identity);
    assert_eq!(print_module(&module, false), before);
}

#[test]
fn bytecode_input_is_accepted() {
    let text =
        "func.func @f(%a: f32) -> f32 {\n  %0 = arith.addf %a, %a : f32\n  return %0 : f32\n}\n";
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("f.mlir");
    std::fs::write(&src, text).unwrap();
    let out = std::process::Command::new("/usr/lib/llvm-22/bin/mlir-opt")
        .arg(&src)
        .arg("--emit-bytecode")
        .output()
        .expect("mlir-opt runs");
    assert!(out.status.success());
    assert!(out.stdout.starts_with(b"ML\xefR"));
    let s = Session::new(false);
    let module = s.parse(&out.stdout, "f.mlirbc").expect("bytecode parses");
    assert!(print_module(&module, false).contains("arith.addf %arg0, %arg0 : f32"));
}
