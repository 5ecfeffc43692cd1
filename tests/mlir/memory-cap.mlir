// memory-cap= with objective=makespan:M: the makespan order runs both branches side by side
// (four 16 KiB tensors live at once); under a cap of the lowest peak found, each branch runs
// to its reduction before the other starts. With emit=async the cap also bounds the streams'
// peak: on 2 units both branches would start at once, so under 1x the streams wait for memory
// (the pass's happens-before check proves the result race-free). A cap no order meets is an
// error, and a cap without a makespan objective or with every op async is refused.
// RUN: %flowsched-opt %s --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=makespan:2 scheduler=critical-path}))' | FileCheck %s --check-prefix=FREE
// RUN: %flowsched-opt %s --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=makespan:2 scheduler=critical-path memory-cap=1x}))' | FileCheck %s --check-prefix=CAPPED
// RUN: %flowsched-opt %s --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=makespan:2 memory-cap=1x}))' | FileCheck %s --check-prefix=CAPPED
// RUN: not %flowsched-opt %s --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=makespan:2 memory-cap=1B}))' 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: %flowsched-opt %s --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=makespan:2 emit=async memory-cap=1x}))' | FileCheck %s --check-prefix=STREAMS
// RUN: not %flowsched-opt %s --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=makespan:2 emit=async-every-op memory-cap=2x}))' 2>&1 | FileCheck %s --check-prefix=EVERY
// RUN: not %flowsched-opt %s --pass-pipeline='builtin.module(func.func(flowsched-schedule{memory-cap=1.2x}))' 2>&1 | FileCheck %s --check-prefix=MEMORY
// RUN: not %flowsched-opt %s --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=makespan:2 memory-cap=0.5x}))' 2>&1 | FileCheck %s --check-prefix=BAD

// FREE-LABEL: func.func @branches
// FREE:         linalg.exp
// FREE-NEXT:    linalg.abs
// FREE:         linalg.exp
// FREE-NEXT:    linalg.abs

// CAPPED-LABEL: func.func @branches
// CAPPED:         linalg.exp
// CAPPED-NOT:     linalg.abs
// CAPPED:         linalg.exp
// CAPPED-NOT:     linalg.abs
// CAPPED:         linalg.reduce
// CAPPED:         linalg.abs
// CAPPED:         linalg.abs
// CAPPED:         linalg.reduce

// NONE: error: {{.*}}memory-cap: no order found keeps the peak under 1 B (the lowest peak found is 33024 B)
// STREAMS-LABEL: func.func @branches
// STREAMS:         async.execute
// STREAMS:         linalg.exp
// STREAMS:         linalg.abs
// STREAMS:         return
// EVERY: error: flowsched-schedule: memory-cap= bounds an order's peak, one op at a time or as its streams
// MEMORY: memory-cap= bounds the peak of a makespan order; it needs objective=makespan:M
// BAD: memory cap '0.5x': expected bytes

func.func @branches(%x: tensor<64x64xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %e0 = tensor.empty() : tensor<64x64xf32>
  %a1 = linalg.exp ins(%x : tensor<64x64xf32>) outs(%e0 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e1 = tensor.empty() : tensor<64x64xf32>
  %b1 = linalg.abs ins(%x : tensor<64x64xf32>) outs(%e1 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e2 = tensor.empty() : tensor<64x64xf32>
  %a2 = linalg.exp ins(%a1 : tensor<64x64xf32>) outs(%e2 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e3 = tensor.empty() : tensor<64x64xf32>
  %b2 = linalg.abs ins(%b1 : tensor<64x64xf32>) outs(%e3 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e4 = tensor.empty() : tensor<64xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<64xf32>) -> tensor<64xf32>
  %ra = linalg.reduce ins(%a2 : tensor<64x64xf32>) outs(%z1 : tensor<64xf32>) dimensions = [1]
    (%p: f32, %q: f32) {
      %s = arith.addf %p, %q : f32
      linalg.yield %s : f32
    }
  %e5 = tensor.empty() : tensor<64xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e5 : tensor<64xf32>) -> tensor<64xf32>
  %rb = linalg.reduce ins(%b2 : tensor<64x64xf32>) outs(%z2 : tensor<64xf32>) dimensions = [1]
    (%p: f32, %q: f32) {
      %s = arith.addf %p, %q : f32
      linalg.yield %s : f32
    }
  return %ra, %rb : tensor<64xf32>, tensor<64xf32>
}
