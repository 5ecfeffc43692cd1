// emit=async on bufferized models: every emitted module passes the race check inside the pass
// (it would refuse to emit otherwise), verifies, and lowers to the LLVM dialect with upstream
// passes only.
// DEFINE: %{bufferize} = builtin.module(func.func(convert-elementwise-to-linalg),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},buffer-deallocation-pipeline,convert-bufferization-to-memref)
// DEFINE: %{lower} = builtin.module(async-to-async-runtime,async-runtime-ref-counting,async-runtime-ref-counting-opt,convert-linalg-to-loops,convert-scf-to-cf,convert-async-to-llvm,expand-strided-metadata,lower-affine,finalize-memref-to-llvm,convert-math-to-llvm,convert-arith-to-llvm,convert-index-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)
//
// RUN: %mlir-opt %inputs/../models/inception_cell.mlir --pass-pipeline='%{bufferize}' -o %t.cell.mlir
// RUN: %flowsched-opt %t.cell.mlir --flowsched-stats --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=makespan:2 emit=async}))' -o %t.cell.async.mlir 2>&1 | FileCheck %s --check-prefix=CELL
// CELL: flowsched-schedule: {{[0-9]+}} async.execute regions (emit=async)
// RUN: %mlir-opt %t.cell.async.mlir --pass-pipeline='%{lower}' | FileCheck %s --check-prefix=LLVM --implicit-check-not=async.execute
// LLVM: llvm.call @mlirAsyncRuntimeExecute
//
// RUN: %mlir-opt %inputs/../models/squeezenet.mlir --pass-pipeline='%{bufferize}' -o %t.squeeze
// RUN: %flowsched-opt %t.squeeze --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=makespan:4 emit=async scheduler=critical-path}))' | %flowsched-opt --pass-pipeline='builtin.module(func.func(flowsched-check-streams))' | %mlir-opt --pass-pipeline='%{lower}' -o /dev/null
//
// `flowsched schedule` offers the same on a whole module.
// RUN: %flowsched schedule %t.cell.mlir --objective makespan:3 --emit-async -o %t.cli 2>&1 | FileCheck %s --check-prefix=CLI
// CLI: objective: makespan on 3 units
// RUN: FileCheck %s --check-prefix=CLI-OUT < %t.cli
// CLI-OUT: async.execute
// CLI-OUT: async.await
// RUN: not %flowsched schedule %t.cell.mlir --objective memory --emit-async -o %t.no 2>&1 | FileCheck %s --check-prefix=CLI-OBJ
// CLI-OBJ: error: --emit-async writes the streams of a makespan schedule
//
// One function of a tensor-level module: its winner is written as it would be measured,
// bufferized and as streams.
// RUN: %flowsched schedule %inputs/../models/inception_cell.mlir --function inception_cell --objective makespan:2 --emit-async --scheduler critical-path -o %t.fn
// RUN: FileCheck %s --check-prefix=CLI-FN < %t.fn
// CLI-FN: func.func @inception_cell(%{{.*}}: memref<
// CLI-FN: async.execute
// RUN: %flowsched-opt %t.fn --pass-pipeline='builtin.module(func.func(flowsched-check-streams))' -o /dev/null
