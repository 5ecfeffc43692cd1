// flowsched-jit: every order JIT-run on the same inputs, outputs compared, heap peaks ranked.
// RUN: %flowsched-jit %inputs/jit-branches.mlir --function branches --random 2 --repeats 1 --report %t.json | FileCheck %s
// CHECK: order{{ +}}proxy peak B{{ +}}bufferized B{{ +}}JIT peak B{{ +}}allocs{{ +}}median µs outputs
// CHECK: original {{.*}} equal
// CHECK-NOT: DIFFERENT
// CHECK: Spearman ρ(proxy peak, JIT heap peak) over {{[0-9]+}} orders: {{0\.[5-9][0-9]*|1\.000}}
// RUN: FileCheck %s --check-prefix=JSON --input-file %t.json
// JSON: "spearman_proxy_vs_jit_peak":
// JSON: "all_outputs_equal": true

// Bad input: a missing function and a broken lowering pipeline are errors, not crashes.
// RUN: not %flowsched-jit %inputs/jit-branches.mlir --function nope 2>&1 | FileCheck %s --check-prefix=NOFUNC
// NOFUNC: flowsched-jit: error: {{.*}}jit-branches.mlir: no function 'nope' in the module
// RUN: not %flowsched-jit %inputs/jit-branches.mlir --function branches --to-llvm='builtin.module(convert-func-to-llvm)' 2>&1 | FileCheck %s --check-prefix=LOWER
// LOWER: flowsched-jit: error: {{.*}}error:
