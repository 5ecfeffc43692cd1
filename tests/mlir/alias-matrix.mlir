// The alias matrix: every way a value can name the same memory as a local buffer %a. Each
// function writes through such a value, then reads %a and frees it, with a large unrelated
// buffer in between that tempts a memory scheduler to end %a's life early. No front end, with
// no scheduler, may move the read or the free of %a above the write through the alias.
//
// flowsched-opt, every scheduler (random with several seeds):
// RUN: for s in original kahn dfs xla-list xla-dfs xla-postorder xla-default inductor-lpmf inductor-bfs inductor-dfs inductor-default critical-path brkga annealing peak-search exact-memory bnb-makespan gflownet; do \
// RUN:   %flowsched-opt %s --pass-pipeline="builtin.module(func.func(flowsched-schedule{objective=memory scheduler=$s}))" | FileCheck %s || { echo "flowsched-opt, scheduler $s"; exit 1; }; done
// RUN: for seed in 0 1 2 3 4 5 6 7; do \
// RUN:   %flowsched-opt %s --pass-pipeline="builtin.module(func.func(flowsched-schedule{objective=memory scheduler=random seed=$seed}))" | FileCheck %s || { echo "flowsched-opt, random seed $seed"; exit 1; }; done
//
// flowsched schedule x.mlir, every scheduler:
// RUN: for s in original kahn dfs xla-list xla-dfs xla-postorder xla-default inductor-lpmf inductor-bfs inductor-dfs inductor-default critical-path random brkga annealing peak-search exact-memory bnb-makespan gflownet; do \
// RUN:   rm -f %t.$s.mlir && %flowsched schedule %s -o %t.$s.mlir --scheduler $s --objective memory >/dev/null 2>&1 && FileCheck %s < %t.$s.mlir || { echo "flowsched schedule, scheduler $s"; exit 1; }; done
// CHECK-LABEL: func.func @select(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<1024xf32>
// CHECK:         memref.store %arg0,
// CHECK:         memref.load %[[A]][
// CHECK:         memref.dealloc %[[A]] :
// CHECK:         return
func.func @select(%v: f32, %c: i1, %other: memref<1024xf32>, %out: memref<1024xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  %s = arith.select %c, %a, %other : memref<1024xf32>
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

// CHECK-LABEL: func.func @scf_if_result(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<1024xf32>
// CHECK:         memref.store %arg0,
// CHECK:         memref.load %[[A]][
// CHECK:         memref.dealloc %[[A]] :
// CHECK:         return
func.func @scf_if_result(%v: f32, %c: i1, %other: memref<1024xf32>, %out: memref<1024xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  %s = scf.if %c -> memref<1024xf32> {
    scf.yield %a : memref<1024xf32>
  } else {
    scf.yield %other : memref<1024xf32>
  }
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

func.func private @identity(memref<1024xf32>) -> memref<1024xf32>

// CHECK-LABEL: func.func @call_result(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<1024xf32>
// CHECK:         memref.store %arg0,
// CHECK:         memref.load %[[A]][
// CHECK:         memref.dealloc %[[A]] :
// CHECK:         return
func.func @call_result(%v: f32, %out: memref<1024xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  %s = func.call @identity(%a) : (memref<1024xf32>) -> memref<1024xf32>
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

// CHECK-LABEL: func.func @subview(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<1024xf32>
// CHECK:         memref.store %arg0,
// CHECK:         memref.load %[[A]][
// CHECK:         memref.dealloc %[[A]] :
// CHECK:         return
func.func @subview(%v: f32, %out: memref<1024xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  %s = memref.subview %a[0] [512] [1] : memref<1024xf32> to memref<512xf32, strided<[1]>>
  memref.store %v, %s[%c0] : memref<512xf32, strided<[1]>>
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

// CHECK-LABEL: func.func @cast(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<1024xf32>
// CHECK:         memref.store %arg0,
// CHECK:         memref.load %[[A]][
// CHECK:         memref.dealloc %[[A]] :
// CHECK:         return
func.func @cast(%v: f32, %out: memref<1024xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  %s = memref.cast %a : memref<1024xf32> to memref<?xf32>
  memref.store %v, %s[%c0] : memref<?xf32>
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

// CHECK-LABEL: func.func @reinterpret_cast(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<1024xf32>
// CHECK:         memref.store %arg0,
// CHECK:         memref.load %[[A]][
// CHECK:         memref.dealloc %[[A]] :
// CHECK:         return
func.func @reinterpret_cast(%v: f32, %out: memref<1024xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  %s = memref.reinterpret_cast %a to offset: [0], sizes: [32, 32], strides: [32, 1] : memref<1024xf32> to memref<32x32xf32>
  memref.store %v, %s[%c0, %c0] : memref<32x32xf32>
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

// CHECK-LABEL: func.func @expand_shape(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<1024xf32>
// CHECK:         memref.store %arg0,
// CHECK:         memref.load %[[A]][
// CHECK:         memref.dealloc %[[A]] :
// CHECK:         return
func.func @expand_shape(%v: f32, %out: memref<1024xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  %s = memref.expand_shape %a [[0, 1]] output_shape [32, 32] : memref<1024xf32> into memref<32x32xf32>
  memref.store %v, %s[%c0, %c0] : memref<32x32xf32>
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

// CHECK-LABEL: func.func @collapse_shape(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<1024xf32>
// CHECK:         memref.store %arg0,
// CHECK:         memref.load %[[A]][
// CHECK:         memref.dealloc %[[A]] :
// CHECK:         return
func.func @collapse_shape(%v: f32, %out: memref<1024xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  %e = memref.expand_shape %a [[0, 1]] output_shape [32, 32] : memref<1024xf32> into memref<32x32xf32>
  %s = memref.collapse_shape %e [[0, 1]] : memref<32x32xf32> into memref<1024xf32>
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

// CHECK-LABEL: func.func @unrealized_cast(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<1024xf32>
// CHECK:         memref.store %arg0,
// CHECK:         memref.load %[[A]][
// CHECK:         memref.dealloc %[[A]] :
// CHECK:         return
func.func @unrealized_cast(%v: f32, %out: memref<1024xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  %s = builtin.unrealized_conversion_cast %a : memref<1024xf32> to memref<1024xf32>
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

// CHECK-LABEL: func.func @stored_and_loaded_back(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<1024xf32>
// CHECK:         memref.store %arg0,
// CHECK:         memref.load %[[A]][
// CHECK:         memref.dealloc %[[A]] :
// CHECK:         return
func.func @stored_and_loaded_back(%v: f32, %box: memref<memref<1024xf32>>, %out: memref<1024xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %a, %box[] : memref<memref<1024xf32>>
  %s = memref.load %box[] : memref<memref<1024xf32>>
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

// A cf block argument: ^join's %s is %a on one path.
// CHECK-LABEL: func.func @cf_block_argument(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<1024xf32>
// CHECK:       ^bb{{[0-9]+}}(%[[S:.*]]: memref<1024xf32>):
// CHECK:         memref.store %arg0, %[[S]]
// CHECK:         memref.load %[[A]][
// CHECK:         memref.dealloc %[[A]] :
// CHECK:         return
func.func @cf_block_argument(%v: f32, %c: i1, %other: memref<1024xf32>, %out: memref<1024xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  cf.cond_br %c, ^join(%a : memref<1024xf32>), ^join(%other : memref<1024xf32>)
^join(%s: memref<1024xf32>):
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

// A dealloc through a view frees %a: every access to %a stays before it.
// CHECK-LABEL: func.func @dealloc_through_view(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<1024xf32>
// CHECK:         memref.store %arg0, %[[A]]
// CHECK:         memref.load %[[A]][
// CHECK:         memref.dealloc %{{.*}} : memref<?xf32>
// CHECK:         return
func.func @dealloc_through_view(%v: f32, %out: memref<1024xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  %s = memref.cast %a : memref<1024xf32> to memref<?xf32>
  memref.store %v, %a[%c0] : memref<1024xf32>
  %one = arith.constant 1.0 : f32
  %big = memref.alloc() : memref<65536xf32>
  memref.store %one, %big[%c0] : memref<65536xf32>
  %w = memref.load %big[%c0] : memref<65536xf32>
  memref.dealloc %big : memref<65536xf32>
  memref.store %w, %out[%c0] : memref<1024xf32>
  %r = memref.load %a[%c0] : memref<1024xf32>
  memref.dealloc %s : memref<?xf32>
  return %r : f32
}
