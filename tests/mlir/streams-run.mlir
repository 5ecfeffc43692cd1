// emit=async end to end: the sequential function and its streams, lowered with upstream passes
// and run by mlir-runner on libmlir_async_runtime's thread pool, print the same numbers.
// (mlir-runner needs an -O level: without one the coroutines of the async regions reach
// instruction selection unsplit and LLVM aborts.)
// DEFINE: %{lower} = builtin.module(async-to-async-runtime,async-runtime-ref-counting,async-runtime-ref-counting-opt,convert-linalg-to-loops,convert-scf-to-cf,convert-async-to-llvm,expand-strided-metadata,lower-affine,finalize-memref-to-llvm,convert-math-to-llvm,convert-arith-to-llvm,convert-index-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)
// RUN: %mlir-opt %s --pass-pipeline='%{lower}' \
// RUN:   | %mlir-runner -O2 -e main -entry-point-result=void -shared-libs=%llvm-lib/libmlir_runner_utils.so,%llvm-lib/libmlir_c_runner_utils.so,%llvm-lib/libmlir_async_runtime.so \
// RUN:   | sed 's/base@ = [0-9a-fx]*//' > %t.sequential
// RUN: %flowsched-opt %s --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=makespan:2 emit=async scheduler=critical-path}))' \
// RUN:   | FileCheck %s --check-prefix=EMITTED
// RUN: %flowsched-opt %s --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=makespan:2 emit=async scheduler=critical-path}))' \
// RUN:   | %mlir-opt --pass-pipeline='%{lower}' \
// RUN:   | %mlir-runner -O2 -e main -entry-point-result=void -shared-libs=%llvm-lib/libmlir_runner_utils.so,%llvm-lib/libmlir_c_runner_utils.so,%llvm-lib/libmlir_async_runtime.so \
// RUN:   | sed 's/base@ = [0-9a-fx]*//' > %t.async
// RUN: diff %t.sequential %t.async
// RUN: FileCheck %s --check-prefix=OUT < %t.async

// The kernel runs on two streams (the test is not vacuous).
// EMITTED-LABEL: func.func @two
// EMITTED-COUNT-4: async.execute
// OUT: [75.009,   75.7629,
// OUT: {{\[\[}}1.99005,   1,   1.02005,

func.func @two(%a: memref<16x16xf32>, %o: memref<16x16xf32>) -> memref<16x16xf32> {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %x = memref.alloc() : memref<16x16xf32>
  linalg.exp ins(%a : memref<16x16xf32>) outs(%x : memref<16x16xf32>)
  %y = memref.alloc() : memref<16x16xf32>
  linalg.abs ins(%a : memref<16x16xf32>) outs(%y : memref<16x16xf32>)
  memref.store %f, %y[%c0, %c0] : memref<16x16xf32>
  linalg.matmul ins(%x, %x : memref<16x16xf32>, memref<16x16xf32>) outs(%o : memref<16x16xf32>)
  %r = memref.alloc() : memref<16x16xf32>
  linalg.add ins(%y, %x : memref<16x16xf32>, memref<16x16xf32>) outs(%r : memref<16x16xf32>)
  memref.dealloc %x : memref<16x16xf32>
  memref.dealloc %y : memref<16x16xf32>
  return %r : memref<16x16xf32>
}

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %a = memref.alloc() : memref<16x16xf32>
  %o = memref.alloc() : memref<16x16xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0.0 : f32
  %s = arith.constant 0.01 : f32
  scf.for %i = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %k = arith.muli %i, %c16 : index
      %l = arith.addi %k, %j : index
      %n = arith.index_cast %l : index to i32
      %v = arith.sitofp %n : i32 to f32
      %w = arith.mulf %v, %s : f32
      %m = arith.subf %w, %s : f32
      memref.store %m, %a[%i, %j] : memref<16x16xf32>
      memref.store %z, %o[%i, %j] : memref<16x16xf32>
    }
  }
  %r = func.call @two(%a, %o) : (memref<16x16xf32>, memref<16x16xf32>) -> memref<16x16xf32>
  %u1 = memref.cast %o : memref<16x16xf32> to memref<*xf32>
  func.call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %u2 = memref.cast %r : memref<16x16xf32> to memref<*xf32>
  func.call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  memref.dealloc %r : memref<16x16xf32>
  memref.dealloc %a : memref<16x16xf32>
  memref.dealloc %o : memref<16x16xf32>
  return
}
