// flowsched-check-streams proves that every pair of accesses on two streams that may touch
// the same memory (one of them a write) is ordered by a token or value chain, and that no
// region outlives its block. flowsched-schedule{emit=async} runs it on everything it emits;
// here it runs on modules written by hand, and rejects the racy ones.
// RUN: not %flowsched-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(flowsched-check-streams))' -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:

// A write and a read of one buffer on two streams, no token between them.
// CHECK: check-streams.mlir:[[# @LINE + 8]]:5: error: flowsched-check-streams: 'linalg.abs' on stream 2 and 'linalg.exp' at {{.*}}check-streams.mlir:[[# @LINE + 4]]:5 on stream 1 may touch the same memory, one writes, and no token orders them (a race)
func.func @race(%a: memref<16xf32>, %o: memref<16xf32>) {
  %buf = memref.alloc() : memref<16xf32>
  %t1 = async.execute {
    linalg.exp ins(%a : memref<16xf32>) outs(%buf : memref<16xf32>)
    async.yield
  }
  %t2 = async.execute {
    linalg.abs ins(%buf : memref<16xf32>) outs(%o : memref<16xf32>)
    async.yield
  }
  async.await %t1 : !async.token
  async.await %t2 : !async.token
  memref.dealloc %buf : memref<16xf32>
  return
}

// -----

// The same with the token: ordered, no error.
func.func @ordered(%a: memref<16xf32>, %o: memref<16xf32>) {
  %buf = memref.alloc() : memref<16xf32>
  %t1 = async.execute {
    linalg.exp ins(%a : memref<16xf32>) outs(%buf : memref<16xf32>)
    async.yield
  }
  %t2 = async.execute [%t1] {
    linalg.abs ins(%buf : memref<16xf32>) outs(%o : memref<16xf32>)
    async.yield
  }
  async.await %t2 : !async.token
  memref.dealloc %buf : memref<16xf32>
  return
}

// -----

// A region never awaited may still write when the function returns.
// CHECK: check-streams.mlir:[[# @LINE + 6]]:3: error: flowsched-check-streams: the 'async.execute' region of stream 1 may still run at 'func.return': no await on its token before the block ends
func.func @unawaited(%a: memref<16xf32>, %o: memref<16xf32>) {
  %t1 = async.execute {
    linalg.exp ins(%a : memref<16xf32>) outs(%o : memref<16xf32>)
    async.yield
  }
  return
}

// -----

// Two overlapping views of one argument, written and read on two streams.
// CHECK: check-streams.mlir:[[# @LINE + 9]]:5: error: flowsched-check-streams: 'linalg.abs' on stream 2 and 'linalg.exp' at {{.*}} on stream 1 may touch the same memory
func.func @views(%a: memref<32xf32>, %o: memref<16xf32>) {
  %lo = memref.subview %a[0] [16] [1] : memref<32xf32> to memref<16xf32, strided<[1]>>
  %hi = memref.subview %a[8] [16] [1] : memref<32xf32> to memref<16xf32, strided<[1], offset: 8>>
  %t1 = async.execute {
    linalg.exp ins(%o : memref<16xf32>) outs(%lo : memref<16xf32, strided<[1]>>)
    async.yield
  }
  %t2 = async.execute {
    linalg.abs ins(%hi : memref<16xf32, strided<[1], offset: 8>>) outs(%o : memref<16xf32>)
    async.yield
  }
  async.await %t1 : !async.token
  async.await %t2 : !async.token
  return
}

// -----

// A buffer handed on as an !async.value is seen as the buffer it is: the read on stream 2
// after awaiting the value is ordered; the free in the parent, which awaits the value but not
// stream 2's token until after, is not.
// CHECK: check-streams.mlir:[[# @LINE + 13]]:3: error: flowsched-check-streams: 'memref.dealloc' on the parent block and 'linalg.abs' at {{.*}}check-streams.mlir:[[# @LINE + 9]]:5 on stream 2 may touch the same memory
func.func @value(%a: memref<16xf32>, %o: memref<16xf32>) {
  %t1, %v = async.execute -> !async.value<memref<16xf32>> {
    %b = memref.alloc() : memref<16xf32>
    linalg.exp ins(%a : memref<16xf32>) outs(%b : memref<16xf32>)
    async.yield %b : memref<16xf32>
  }
  %t2 = async.execute {
    %b = async.await %v : !async.value<memref<16xf32>>
    linalg.abs ins(%b : memref<16xf32>) outs(%o : memref<16xf32>)
    async.yield
  }
  %b = async.await %v : !async.value<memref<16xf32>>
  memref.dealloc %b : memref<16xf32>
  async.await %t2 : !async.token
  return
}

// -----

// Ops the check cannot reason about are refused, not passed.
// CHECK: check-streams.mlir:[[# @LINE + 3]]:8: error: flowsched-check-streams: 'async.create_group' is not supported next to streams
func.func @group(%a: memref<16xf32>, %o: memref<16xf32>) {
  %c1 = arith.constant 1 : index
  %g = async.create_group %c1 : !async.group
  %t1 = async.execute {
    linalg.exp ins(%a : memref<16xf32>) outs(%o : memref<16xf32>)
    async.yield
  }
  %i = async.add_to_group %t1, %g : !async.token
  async.await_all %g
  return
}
