// Peak memory: two exp/reduce pairs are interleaved so one 16 KiB intermediate is live at a time.
// RUN: %flowsched-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=memory scheduler=exact-memory}))' | FileCheck %s

// CHECK-LABEL: func.func @pairs
// CHECK:         %[[X:.*]] = linalg.exp ins(%arg0
// CHECK:         linalg.reduce ins(%[[X]]
// CHECK:         %[[A:.*]] = linalg.abs ins(%arg0
// CHECK:         linalg.reduce ins(%[[A]]
// CHECK:         return
func.func @pairs(%a: tensor<64x64xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %p1 = linalg.exp ins(%a : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e1 = tensor.empty() : tensor<64x64xf32>
  %p2 = linalg.abs ins(%a : tensor<64x64xf32>) outs(%e1 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e2 = tensor.empty() : tensor<64xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<64xf32>) -> tensor<64xf32>
  %c1 = linalg.reduce ins(%p1 : tensor<64x64xf32>) outs(%z1 : tensor<64xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    }
  %e3 = tensor.empty() : tensor<64xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<64xf32>) -> tensor<64xf32>
  %c2 = linalg.reduce ins(%p2 : tensor<64x64xf32>) outs(%z2 : tensor<64xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    }
  return %c1, %c2 : tensor<64xf32>, tensor<64xf32>
}

// -----

// Already optimal: a chain has one order, and the module prints unchanged.
// CHECK-LABEL: func.func @chain
// CHECK:         arith.addf %arg0, %arg0
// CHECK-NEXT:    arith.mulf
// CHECK-NEXT:    math.exp
// CHECK-NEXT:    return
func.func @chain(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = arith.addf %a, %a : tensor<8xf32>
  %1 = arith.mulf %0, %0 : tensor<8xf32>
  %2 = math.exp %1 : tensor<8xf32>
  return %2 : tensor<8xf32>
}

// -----

// Each block of a multi-block region is scheduled on its own; no op crosses a block.
// CHECK-LABEL: func.func @blocks
// CHECK:         %[[BIG:.*]] = arith.mulf %arg0, %arg0 : tensor<1024xf32>
// CHECK-NEXT:    %[[S:.*]] = arith.addf %arg1, %arg1 : tensor<4xf32>
// CHECK-NEXT:    cf.br ^bb1
// CHECK:       ^bb1:
// CHECK-DAG:     arith.subf %[[S]], %[[S]] : tensor<4xf32>
// CHECK-DAG:     arith.divf %[[BIG]], %[[BIG]] : tensor<1024xf32>
// CHECK:         return
func.func @blocks(%a: tensor<1024xf32>, %b: tensor<4xf32>) -> (tensor<1024xf32>, tensor<4xf32>) {
  %big = arith.mulf %a, %a : tensor<1024xf32>
  %s = arith.addf %b, %b : tensor<4xf32>
  cf.br ^bb1
^bb1:
  %t = arith.subf %s, %s : tensor<4xf32>
  %u = arith.divf %big, %big : tensor<1024xf32>
  return %u, %t : tensor<1024xf32>, tensor<4xf32>
}
