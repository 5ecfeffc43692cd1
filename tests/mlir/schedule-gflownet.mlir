// The GFlowNet (shipped weights) as the pass's scheduler: it finds the interleaving that the
// exact solver proves optimal (schedule-memory.mlir).
// RUN: %flowsched-opt %s --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=memory scheduler=gflownet samples=64}))' | FileCheck %s
// Other weights by path: the committed copy of the shipped ones samples the same.
// RUN: %flowsched-opt %s --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=memory scheduler=gflownet samples=64 model=%S/../../models/flowsched-gfn.safetensors}))' | FileCheck %s
// RUN: not %flowsched-opt %s --pass-pipeline='builtin.module(func.func(flowsched-schedule{scheduler=gflownet model=%S/no-such.safetensors}))' 2>&1 | FileCheck %s --check-prefix=MODEL
// MODEL: error: flowsched-schedule: model={{.*}}no-such.safetensors: no such weights file
// The statistics say which part of the GFlowNet's candidates won each block.
// RUN: %flowsched-opt %s --flowsched-stats --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=memory scheduler=gflownet samples=64}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
// STATS: flowsched-schedule: blocks won: {{.*}}gflownet ({{sample|greedy|refined sample|classic seed}}) 1
// And which candidates reached the winning cost: here the GFlowNet's own samples do, before
// any refinement.
// STATS-NEXT: flowsched-schedule: blocks where each candidate reached the winning cost: {{.*}}gflownet (sample) 1
// At the memref level (a real inception cell, bufferized), the GFlowNet's best own order is
// searched again with its buffers tightened, and that refined sample wins the block.
// RUN: %flowsched-opt %S/models/inception_cell.mlir --flowsched-stats --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},buffer-deallocation-pipeline,func.func(flowsched-schedule{objective=memory scheduler=gflownet}))' -o %t 2>&1 | FileCheck %s --check-prefix=MEMREF
// MEMREF: flowsched-schedule: blocks won: gflownet (refined sample) 1

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

