// Tensor level (issue 49): the proxy counts what bufferization allocates. Weights are
// constants, which become globals, so moving them next to their users saves nothing in the
// compiled code: the pass keeps the input. Where an order does lower the heap after
// bufferization (the two exp/reduce pairs, interleaved), it is found, and the summary names
// the proxy it was found by.

// RUN: %flowsched-opt %s --split-input-file --flowsched-stats --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=memory}))' -o %t.out 2>&1 | FileCheck %s --check-prefix=STATS
// STATS: flowsched-schedule: 2 blocks, {{[0-9]+}} ops, {{[1-9][0-9]*}} moved; proxy cost {{[0-9]+}} -> {{[0-9]+}} (summed over blocks; heap after bufferization, the input kept unless 1% lower)
// STATS: blocks won: original 1, {{.+}} 1
// RUN: FileCheck %s --input-file %t.out

// The weights stay where the importer put them, and so does every other op.
// CHECK-LABEL: func.func @weights
// CHECK-NEXT:    arith.constant dense<5.000000e-01> : tensor<512x512xf32>
// CHECK-NEXT:    arith.constant dense<2.500000e-01> : tensor<512x512xf32>
// CHECK-NEXT:    arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    tensor.empty
// CHECK-NEXT:    linalg.fill
// CHECK-NEXT:    linalg.matmul
// CHECK-NEXT:    tensor.empty
// CHECK-NEXT:    linalg.fill
// CHECK-NEXT:    linalg.matmul
// CHECK-NEXT:    return
func.func @weights(%x: tensor<4x512xf32>) -> tensor<4x512xf32> {
  %w1 = arith.constant dense<0.5> : tensor<512x512xf32>
  %w2 = arith.constant dense<0.25> : tensor<512x512xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x512xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x512xf32>) -> tensor<4x512xf32>
  %m1 = linalg.matmul ins(%x, %w1 : tensor<4x512xf32>, tensor<512x512xf32>) outs(%f : tensor<4x512xf32>) -> tensor<4x512xf32>
  %e1 = tensor.empty() : tensor<4x512xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4x512xf32>) -> tensor<4x512xf32>
  %m2 = linalg.matmul ins(%m1, %w2 : tensor<4x512xf32>, tensor<512x512xf32>) outs(%f1 : tensor<4x512xf32>) -> tensor<4x512xf32>
  return %m2 : tensor<4x512xf32>
}

// -----

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

// One function through the pipeline (`flowsched schedule --function`, no device): the summary
// names the proxy, and nothing is claimed where nothing is saved.
// RUN: %flowsched schedule %inputs/tensor-weights.mlir --function weights --objective memory -o %t.w.mlir 2>&1 | FileCheck %s --check-prefix=PIPE
// PIPE: the proxy, heap after bufferization as modelled on the tensors (constants are globals
// PIPE: nothing beat the original order by the proxy ({{.*}}; no device run); the model keeps it
