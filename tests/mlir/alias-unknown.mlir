// An op the pass does not know (unregistered: its effects are unknown) is a barrier, and what
// it returns may alias anything: the read and the free of %a stay after the write through it.
// RUN: for s in original kahn dfs xla-list xla-dfs xla-default inductor-lpmf inductor-bfs inductor-dfs inductor-default critical-path brkga annealing peak-search exact-memory bnb-makespan random; do \
// RUN:   %flowsched-opt %s --allow-unregistered-dialect --pass-pipeline="builtin.module(func.func(flowsched-schedule{objective=memory scheduler=$s}))" | FileCheck %s || { echo "flowsched-opt, scheduler $s"; exit 1; }; done

// CHECK-LABEL: func.func @unknown_op(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<1024xf32>
// CHECK:         "test.view"(%[[A]])
// CHECK:         memref.store %arg0,
// CHECK:         memref.load %[[A]][
// CHECK:         memref.dealloc %[[A]] :
// CHECK:         return
func.func @unknown_op(%v: f32, %out: memref<1024xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  %s = "test.view"(%a) : (memref<1024xf32>) -> memref<1024xf32>
  memref.store %v, %s[%c0] : memref<1024xf32>
  %one = arith.constant 1.0 : f32
  %big = memref.alloc() : memref<65536xf32>
  memref.store %one, %big[%c0] : memref<65536xf32>
  %w = memref.load %big[%c0] : memref<65536xf32>
  memref.dealloc %big : memref<65536xf32>
  memref.store %w, %out[%c0] : memref<1024xf32>
  %r = memref.load %a[%c0] : memref<1024xf32>
  memref.dealloc %a : memref<1024xf32>
  return %r : f32
}
