// emit=async: the makespan schedule on 2 units becomes a chain of async.execute regions per
// unit. Scalars stay in the parent; buffers cross streams as !async.value; the may-alias
// pairs across streams (here %arg0 read by linalg.abs and %arg1 written by linalg.matmul:
// two arguments may be the same memory) are ordered by a token.
// RUN: %flowsched-opt %s --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=makespan:2 emit=async scheduler=critical-path}))' --flowsched-stats 2>%t.stats | FileCheck %s
// RUN: FileCheck --check-prefix=STATS %s < %t.stats
//
// The output verifies, passes the race check on its own, and lowers to the LLVM dialect with
// upstream passes only (async-to-async-runtime, then convert-async-to-llvm onto
// libmlir_async_runtime's ABI).
// RUN: %flowsched-opt %s --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=makespan:2 emit=async scheduler=critical-path}))' \
// RUN:   | %flowsched-opt --pass-pipeline='builtin.module(func.func(flowsched-check-streams))' \
// RUN:   | %mlir-opt --pass-pipeline='builtin.module(async-to-async-runtime,async-runtime-ref-counting,async-runtime-ref-counting-opt,convert-linalg-to-loops,convert-scf-to-cf,convert-async-to-llvm,expand-strided-metadata,lower-affine,finalize-memref-to-llvm,convert-math-to-llvm,convert-arith-to-llvm,convert-index-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)' \
// RUN:   | FileCheck --check-prefix=LLVM --implicit-check-not=async.execute --implicit-check-not=async.await %s
//
// Streams need the units of a makespan objective.
// RUN: not %flowsched-opt %s --pass-pipeline='builtin.module(func.func(flowsched-schedule{emit=async}))' 2>&1 | FileCheck --check-prefix=NOUNITS %s

// STATS: flowsched-schedule: 3 blocks, 19 ops
// STATS: flowsched-schedule: 6 async.execute regions (emit=async)
// NOUNITS: flowsched-schedule: emit=async needs objective=makespan:M (M streams)

// CHECK-LABEL: func.func @two
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[F:.*]] = arith.constant 1.0
// Unit 0 computes exp into a new buffer and hands the buffer on.
// CHECK-NEXT:    %[[T0:.*]], %[[X:.*]] = async.execute -> !async.value<memref<64x64xf32>> {
// CHECK-NEXT:      %[[A:.*]] = memref.alloc()
// CHECK-NEXT:      linalg.exp ins(%arg0 {{.*}} outs(%[[A]]
// CHECK-NEXT:      async.yield %[[A]]
// CHECK-NEXT:    }
// Unit 1 does the same with abs, at the same time.
// CHECK-NEXT:    %[[T1:.*]], %[[Y:.*]] = async.execute -> !async.value<memref<64x64xf32>> {
// CHECK-NEXT:      %[[B:.*]] = memref.alloc()
// CHECK-NEXT:      linalg.abs ins(%arg0 {{.*}} outs(%[[B]]
// CHECK-NEXT:      async.yield %[[B]]
// CHECK-NEXT:    }
// Unit 0 again, after its previous segment; the matmul writes %arg1, which may be %arg0:
// it waits for unit 1's read of %arg0.
// CHECK-NEXT:    %[[T2:.*]] = async.execute [%[[T0]]] {
// CHECK-NEXT:      %[[X1:.*]] = async.await %[[X]] : !async.value<memref<64x64xf32>>
// CHECK-NEXT:      async.await %[[T1]] : !async.token
// CHECK-NEXT:      linalg.matmul ins(%[[X1]], %[[X1]] {{.*}} outs(%arg1
// CHECK-NEXT:      async.yield
// CHECK-NEXT:    }
// Unit 1 again. The store into %y does not wait for the matmul (an allocation and an
// argument never alias); the free of %x does.
// CHECK-NEXT:    %[[T3:.*]], %[[R:.*]] = async.execute [%[[T1]]] -> !async.value<memref<64x64xf32>> {
// CHECK-NEXT:      %[[Y1:.*]] = async.await %[[Y]]
// CHECK-NEXT:      memref.store %[[F]], %[[Y1]][%[[C0]], %[[C0]]]
// CHECK-NEXT:      %[[OUT:.*]] = memref.alloc()
// CHECK-NEXT:      %[[X2:.*]] = async.await %[[X]]
// CHECK-NEXT:      linalg.add ins(%[[Y1]], %[[X2]] {{.*}} outs(%[[OUT]]
// CHECK-NEXT:      memref.dealloc %[[Y1]]
// CHECK-NEXT:      async.await %[[T2]] : !async.token
// CHECK-NEXT:      memref.dealloc %[[X2]]
// CHECK-NEXT:      async.yield %[[OUT]]
// CHECK-NEXT:    }
// The parent waits for the last segment of each unit, then takes the result.
// CHECK-NEXT:    async.await %[[T2]] : !async.token
// CHECK-NEXT:    async.await %[[T3]] : !async.token
// CHECK-NEXT:    %[[RES:.*]] = async.await %[[R]] : !async.value<memref<64x64xf32>>
// CHECK-NEXT:    return %[[RES]]

// One coroutine per region, run by the async runtime; nothing of the async dialect is left.
// LLVM-DAG:     llvm.func @two(
// LLVM-DAG:     llvm.func @async_execute_fn(
// LLVM-DAG:     llvm.func @async_execute_fn_2(
// LLVM-DAG:     llvm.call @mlirAsyncRuntimeExecute(
// LLVM-DAG:     llvm.call @mlirAsyncRuntimeAwaitToken(
// LLVM-DAG:     llvm.call @mlirAsyncRuntimeAwaitValue(
func.func @two(%a: memref<64x64xf32>, %o: memref<64x64xf32>) -> memref<64x64xf32> {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %x = memref.alloc() : memref<64x64xf32>
  linalg.exp ins(%a : memref<64x64xf32>) outs(%x : memref<64x64xf32>)
  %y = memref.alloc() : memref<64x64xf32>
  linalg.abs ins(%a : memref<64x64xf32>) outs(%y : memref<64x64xf32>)
  memref.store %f, %y[%c0, %c0] : memref<64x64xf32>
  linalg.matmul ins(%x, %x : memref<64x64xf32>, memref<64x64xf32>) outs(%o : memref<64x64xf32>)
  %r = memref.alloc() : memref<64x64xf32>
  linalg.add ins(%y, %x : memref<64x64xf32>, memref<64x64xf32>) outs(%r : memref<64x64xf32>)
  memref.dealloc %x : memref<64x64xf32>
  memref.dealloc %y : memref<64x64xf32>
  return %r : memref<64x64xf32>
}

// Each block gets its own streams; a value the next block uses is awaited in the parent before
// the branch, and the next block's regions capture it.
// CHECK-LABEL: func.func @blocks
// CHECK:         %[[T:.*]], %[[V:.*]] = async.execute -> !async.value<memref<8xf32>>
// CHECK:         %[[B:.*]] = async.await %[[V]]
// CHECK-NEXT:    cf.br ^bb1
// CHECK:       ^bb1:
// CHECK:         async.execute
// CHECK:           linalg.exp ins(%[[B]]
// CHECK:         return
func.func @blocks(%a: memref<8xf32>, %o: memref<8xf32>) {
  %b = memref.alloc() : memref<8xf32>
  linalg.abs ins(%a : memref<8xf32>) outs(%b : memref<8xf32>)
  cf.br ^bb1
^bb1:
  linalg.exp ins(%b : memref<8xf32>) outs(%o : memref<8xf32>)
  memref.dealloc %b : memref<8xf32>
  return
}
