// mlir-opt conventions: stdin, -o, generic form, upstream passes mixed with flowsched's.

// With the original order kept, the output is byte for byte what mlir-opt prints.
// RUN: %flowsched-opt %inputs/two-funcs.mlir --pass-pipeline='builtin.module(func.func(flowsched-schedule{scheduler=original}))' -o %t.ours
// RUN: %mlir-opt %inputs/two-funcs.mlir -o %t.theirs
// RUN: diff %t.ours %t.theirs

// Generic form, from stdin, also identical to mlir-opt's.
// RUN: %flowsched-opt --mlir-print-op-generic < %inputs/two-funcs.mlir > %t.ours.generic
// RUN: %mlir-opt --mlir-print-op-generic %inputs/two-funcs.mlir > %t.theirs.generic
// RUN: diff %t.ours.generic %t.theirs.generic
// RUN: FileCheck %s --check-prefix=GENERIC --input-file %t.ours.generic
// GENERIC: "func.func"()

// Upstream passes before and after ours, in one pipeline: cse merges @h's two identical adds,
// canonicalize runs at module level afterwards; single-dash spellings work as in mlir-opt.
// RUN: %flowsched-opt %inputs/two-funcs.mlir -pass-pipeline='builtin.module(func.func(cse,flowsched-schedule{objective=makespan:2 scheduler=critical-path}),canonicalize)' | FileCheck %s --check-prefix=MIXED
// MIXED-LABEL: func.func @h
// MIXED:         %[[C:.*]] = arith.constant dense<1.000000e+00>
// MIXED-NEXT:    %[[S:.*]] = arith.addf %arg0, %[[C]]
// MIXED-NEXT:    arith.mulf %[[S]], %[[S]]

// The same pipeline through mlir-opt for the upstream parts gives the same module (the
// scheduler has nothing to gain on these chains).
// RUN: %mlir-opt %inputs/two-funcs.mlir -pass-pipeline='builtin.module(func.func(cse),canonicalize)' -o %t.upstream
// RUN: %flowsched-opt %inputs/two-funcs.mlir -pass-pipeline='builtin.module(func.func(cse,flowsched-schedule{objective=makespan:2 scheduler=critical-path}),canonicalize)' -o %t.mixed
// RUN: diff %t.mixed %t.upstream

// --split-input-file: chunks separated as mlir-opt separates them.
// RUN: %flowsched-opt %S/schedule-memory.mlir --split-input-file --pass-pipeline='builtin.module(func.func(flowsched-schedule{scheduler=original}))' -o %t.split.ours
// RUN: %mlir-opt %S/schedule-memory.mlir --split-input-file -o %t.split.theirs
// RUN: diff %t.split.ours %t.split.theirs

// makespan:M gets op runtimes (a CPU roofline from FLOPs and bytes): the long chain on %x
// starts first, the two short ops share the other unit. With every cost 0, as before, the
// source order (short ops first) would stay.
// RUN: %flowsched-opt %s --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=makespan:2 scheduler=critical-path}))' | FileCheck %s --check-prefix=PAR
// PAR-LABEL: func.func @par
// PAR-NEXT:    arith.mulf %arg0, %arg0 : tensor<65536xf32>
func.func @par(%x: tensor<65536xf32>, %y: tensor<4096xf32>) -> (tensor<4096xf32>, tensor<4096xf32>, tensor<65536xf32>) {
  %s1 = arith.mulf %y, %y : tensor<4096xf32>
  %s2 = arith.addf %y, %y : tensor<4096xf32>
  %a1 = arith.mulf %x, %x : tensor<65536xf32>
  %a2 = arith.addf %a1, %x : tensor<65536xf32>
  %a3 = arith.mulf %a2, %a2 : tensor<65536xf32>
  return %s1, %s2, %a3 : tensor<4096xf32>, tensor<4096xf32>, tensor<65536xf32>
}
