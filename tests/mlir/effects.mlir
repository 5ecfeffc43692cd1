// Memory effects order ops that SSA alone would leave free.
// RUN: %flowsched-opt %s --split-input-file --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=memory scheduler=exact-memory}))' | FileCheck %s

// A load from an argument buffer may read what the store to another argument wrote (they may
// alias): it stays after the store (tests/mlir_import.rs checks the edge itself).
// CHECK-LABEL: func.func @raw_through_aliasing_arguments
// CHECK:         memref.store
// CHECK:         memref.load
func.func @raw_through_aliasing_arguments(%a: memref<4xf32>, %b: memref<4xf32>, %x: tensor<4096xf32>, %f: f32) -> (tensor<4096xf32>, f32) {
  %c0 = arith.constant 0 : index
  %big = arith.addf %x, %x : tensor<4096xf32>
  memref.store %f, %a[%c0] : memref<4xf32>
  %v = memref.load %b[%c0] : memref<4xf32>
  return %big, %v : tensor<4096xf32>, f32
}

// -----

// Two buffers allocated here cannot alias: the second buffer's whole life moves after the
// first one's, so only one is live at a time.
// CHECK-LABEL: func.func @distinct_allocations
// CHECK:         %[[A:.*]] = memref.alloc() : memref<1024xf32>
// CHECK-NEXT:    memref.store %{{.*}}, %[[A]]
// CHECK-NEXT:    memref.load %[[A]]
// CHECK-NEXT:    memref.dealloc %[[A]]
// CHECK-NEXT:    %[[B:.*]] = memref.alloc() : memref<1024xf32>
// CHECK-NEXT:    memref.store %{{.*}}, %[[B]]
// CHECK-NEXT:    memref.load %[[B]]
// CHECK-NEXT:    memref.dealloc %[[B]]
func.func @distinct_allocations(%f: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  %b = memref.alloc() : memref<1024xf32>
  memref.store %f, %a[%c0] : memref<1024xf32>
  memref.store %f, %b[%c0] : memref<1024xf32>
  %x = memref.load %a[%c0] : memref<1024xf32>
  %y = memref.load %b[%c0] : memref<1024xf32>
  memref.dealloc %a : memref<1024xf32>
  memref.dealloc %b : memref<1024xf32>
  return %x, %y : f32, f32
}

// -----

// An op with unknown effects (unregistered) is never moved past another effecting op, even
// when that would lower the peak; pure ops still move around it.
// CHECK-LABEL: func.func @unknown_effects
// CHECK:         memref.store
// CHECK:         "test.opaque"()
// CHECK:         memref.load
func.func @unknown_effects(%m: memref<4xf32>, %x: tensor<4096xf32>, %f: f32) -> (tensor<4096xf32>, f32) {
  %c0 = arith.constant 0 : index
  memref.store %f, %m[%c0] : memref<4xf32>
  %big = arith.addf %x, %x : tensor<4096xf32>
  "test.opaque"() : () -> ()
  %v = memref.load %m[%c0] : memref<4xf32>
  return %big, %v : tensor<4096xf32>, f32
}

// -----

// A value captured by a nested region is a use: the loop stays after the producer of %big.
// CHECK-LABEL: func.func @region_capture
// CHECK:         %[[BIG:.*]] = arith.mulf %arg0, %arg0
// CHECK:         scf.for
// CHECK:           arith.addf %{{.*}}, %[[BIG]]
func.func @region_capture(%x: tensor<256xf32>, %n: index) -> tensor<256xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %big = arith.mulf %x, %x : tensor<256xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> tensor<256xf32> {
    %s = arith.addf %acc, %big : tensor<256xf32>
    scf.yield %s : tensor<256xf32>
  }
  return %r : tensor<256xf32>
}
