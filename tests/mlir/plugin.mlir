// The real Debian mlir-opt with flowsched's plugin loaded runs the same checks as flowsched-opt.
// REQUIRES: plugin
// RUN: %mlir-opt --load-pass-plugin=%flowsched-plugin %S/schedule-memory.mlir --split-input-file --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=memory scheduler=exact-memory}))' | FileCheck %S/schedule-memory.mlir
// RUN: %mlir-opt --load-pass-plugin=%flowsched-plugin %S/effects.mlir --split-input-file --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=memory scheduler=exact-memory}))' | FileCheck %S/effects.mlir
// RUN: %mlir-opt --load-pass-plugin=%flowsched-plugin %inputs/huge-shape.mlir --pass-pipeline='builtin.module(func.func(flowsched-schedule{scheduler=exact-memory}))' | FileCheck %S/bad-input.mlir --check-prefix=HUGE

// The alias matrix, every scheduler the plugin has: the GFlowNet too, sampled from the
// weights built into the library (the plugin has no libtorch).
// RUN: for s in original kahn dfs xla-list xla-dfs xla-postorder xla-default inductor-lpmf inductor-bfs inductor-dfs inductor-default critical-path random brkga annealing peak-search exact-memory bnb-makespan gflownet; do \
// RUN:   %mlir-opt --load-pass-plugin=%flowsched-plugin %S/alias-matrix.mlir --pass-pipeline="builtin.module(func.func(flowsched-schedule{objective=memory scheduler=$s}))" | FileCheck %S/alias-matrix.mlir || { echo "plugin, scheduler $s"; exit 1; }; done
// RUN: for s in original xla-default inductor-default random exact-memory; do \
// RUN:   %mlir-opt --load-pass-plugin=%flowsched-plugin %S/alias-unknown.mlir --allow-unregistered-dialect --pass-pipeline="builtin.module(func.func(flowsched-schedule{objective=memory scheduler=$s}))" | FileCheck %S/alias-unknown.mlir || { echo "plugin, scheduler $s"; exit 1; }; done
// RUN: for seed in 0 1 2 3 4 5 6 7; do \
// RUN:   %mlir-opt --load-pass-plugin=%flowsched-plugin %S/alias-matrix.mlir --pass-pipeline="builtin.module(func.func(flowsched-schedule{objective=memory scheduler=random seed=$seed}))" | FileCheck %S/alias-matrix.mlir || { echo "plugin, random seed $seed"; exit 1; }; done

// The GFlowNet in mlir-opt: the same interleaving as in flowsched-opt (schedule-gflownet.mlir).
// RUN: %mlir-opt --load-pass-plugin=%flowsched-plugin %S/schedule-gflownet.mlir --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=memory scheduler=gflownet samples=64}))' | FileCheck %S/schedule-gflownet.mlir

// Plugin and flowsched-opt agree op for op, mixed with upstream passes.
// RUN: %mlir-opt --load-pass-plugin=%flowsched-plugin %S/schedule-memory.mlir --split-input-file --pass-pipeline='builtin.module(func.func(cse,flowsched-schedule{objective=memory scheduler=inductor-lpmf}),canonicalize)' -o %t.plugin
// RUN: %flowsched-opt %S/schedule-memory.mlir --split-input-file --pass-pipeline='builtin.module(func.func(cse,flowsched-schedule{objective=memory scheduler=inductor-lpmf}),canonicalize)' -o %t.opt
// RUN: diff %t.plugin %t.opt

// Original order kept: byte for byte mlir-opt's output.
// RUN: %mlir-opt --load-pass-plugin=%flowsched-plugin %inputs/two-funcs.mlir --pass-pipeline='builtin.module(func.func(flowsched-schedule{scheduler=original}))' -o %t.same
// RUN: %mlir-opt %inputs/two-funcs.mlir | diff - %t.same

// Remarks and errors.
// RUN: %mlir-opt --load-pass-plugin=%flowsched-plugin %inputs/two-funcs.mlir --pass-pipeline='builtin.module(flowsched-schedule)' 2>&1 >/dev/null | FileCheck %s --check-prefix=GRAPH
// GRAPH: remark: flowsched-schedule: the body of 'builtin.module' is a graph region; left alone
// RUN: %mlir-opt --load-pass-plugin=%flowsched-plugin %inputs/two-funcs.mlir --pass-pipeline='builtin.module(func.func(flowsched-schedule{scheduler=exact-memory max-ops=4}))' 2>&1 >/dev/null | FileCheck %s --check-prefix=BUDGET
// BUDGET: two-funcs.mlir:6:1: remark: flowsched-schedule: 'h/region0/block0': 5 ops exceed the budget of scheduler 'exact-memory' (4 ops); used 'xla-default' instead
// RUN: not %mlir-opt --load-pass-plugin=%flowsched-plugin %inputs/two-funcs.mlir --pass-pipeline='builtin.module(func.func(flowsched-schedule{scheduler=nope}))' 2>&1 | FileCheck %s --check-prefix=OPTION
// OPTION: error: flowsched-schedule: unknown scheduler 'nope'

// emit=async in mlir-opt: the same streams as flowsched-opt's, byte for byte, proven race-free
// by the same check (streams.cpp), and lowered with upstream passes only.
// DEFINE: %{bufferize} = builtin.module(func.func(convert-elementwise-to-linalg),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},buffer-deallocation-pipeline,convert-bufferization-to-memref)
// DEFINE: %{lower} = builtin.module(async-to-async-runtime,async-runtime-ref-counting,async-runtime-ref-counting-opt,convert-linalg-to-loops,convert-scf-to-cf,convert-async-to-llvm,expand-strided-metadata,lower-affine,finalize-memref-to-llvm,convert-math-to-llvm,convert-arith-to-llvm,convert-index-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)
// RUN: %mlir-opt --load-pass-plugin=%flowsched-plugin %S/streams.mlir --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=makespan:2 emit=async scheduler=critical-path}))' -o %t.streams.plugin
// RUN: FileCheck %S/streams.mlir < %t.streams.plugin
// RUN: %flowsched-opt %S/streams.mlir --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=makespan:2 emit=async scheduler=critical-path}))' | diff - %t.streams.plugin
// RUN: %mlir-opt %inputs/../models/inception_cell.mlir --pass-pipeline='%{bufferize}' -o %t.cell.buf
// RUN: %mlir-opt %inputs/../models/squeezenet.mlir --pass-pipeline='%{bufferize}' -o %t.squeeze.buf
// RUN: for m in %t.cell.buf %t.squeeze.buf; do for o in "emit=async scheduler=critical-path" "emit=async scheduler=original" "emit=async-every-op scheduler=original"; do \
// RUN:   p="builtin.module(func.func(flowsched-schedule{objective=makespan:2 $o}))"; \
// RUN:   %mlir-opt --load-pass-plugin=%flowsched-plugin $m --pass-pipeline="$p" -o %t.async.plugin && \
// RUN:   %flowsched-opt $m --pass-pipeline="$p" | diff - %t.async.plugin && \
// RUN:   grep -q async.execute %t.async.plugin && \
// RUN:   %mlir-opt --load-pass-plugin=%flowsched-plugin %t.async.plugin --pass-pipeline='builtin.module(func.func(flowsched-check-streams))' | %mlir-opt --pass-pipeline='%{lower}' -o /dev/null \
// RUN:   || { echo "plugin streams differ or fail: $m $o"; exit 1; }; done; done
// The race check as a pass of its own rejects what flowsched-opt's rejects, with its messages.
// RUN: not %mlir-opt --load-pass-plugin=%flowsched-plugin %S/check-streams.mlir --split-input-file --pass-pipeline='builtin.module(func.func(flowsched-check-streams))' -o /dev/null 2>&1 | FileCheck %S/check-streams.mlir --implicit-check-not=error:
// Streams need the units of a makespan objective.
// RUN: not %mlir-opt --load-pass-plugin=%flowsched-plugin %inputs/two-funcs.mlir --pass-pipeline='builtin.module(func.func(flowsched-schedule{emit=async}))' 2>&1 | FileCheck %s --check-prefix=ASYNC
// ASYNC: error: flowsched-schedule: emit=async needs objective=makespan:M (M streams)
// memory-cap= reaches the Rust side through the option text: the same orders and errors.
// RUN: %mlir-opt --load-pass-plugin=%flowsched-plugin %S/memory-cap.mlir --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=makespan:2 scheduler=critical-path memory-cap=1x}))' | FileCheck %S/memory-cap.mlir --check-prefix=CAPPED
// RUN: not %mlir-opt --load-pass-plugin=%flowsched-plugin %S/memory-cap.mlir --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=makespan:2 memory-cap=1B}))' 2>&1 | FileCheck %S/memory-cap.mlir --check-prefix=NONE
// The rewrite is judged by the heap after bufferization, which only flowsched-opt models.
// RUN: not %mlir-opt --load-pass-plugin=%flowsched-plugin %S/rewrite.mlir --pass-pipeline='builtin.module(func.func(flowsched-schedule{rewrite=true}))' 2>&1 | FileCheck %s --check-prefix=REWRITE
// REWRITE: error: flowsched-schedule: rewrite=true runs in flowsched-opt

// The real models: the plugin inside mlir-opt and flowsched-opt write the same modules.
// RUN: %mlir-opt --load-pass-plugin=%flowsched-plugin %inputs/../models/inception_cell.mlir --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=memory scheduler=inductor-default}))' -o %t.cell.plugin
// RUN: %flowsched-opt %inputs/../models/inception_cell.mlir --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=memory scheduler=inductor-default}))' -o %t.cell.opt
// RUN: diff %t.cell.plugin %t.cell.opt
// RUN: %mlir-opt --load-pass-plugin=%flowsched-plugin %inputs/../models/squeezenet.mlir --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=memory scheduler=xla-default}))' -o %t.squeeze.plugin
// RUN: %flowsched-opt %inputs/../models/squeezenet.mlir --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=memory scheduler=xla-default}))' -o %t.squeeze.opt
// RUN: diff %t.squeeze.plugin %t.squeeze.opt
// RUN: %mlir-opt --load-pass-plugin=%flowsched-plugin %inputs/../models/inception_v1.mlir --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=memory scheduler=dfs}))' -o %t.v1.plugin
// RUN: %flowsched-opt %inputs/../models/inception_v1.mlir --pass-pipeline='builtin.module(func.func(flowsched-schedule{objective=memory scheduler=dfs}))' -o %t.v1.opt
// RUN: diff %t.v1.plugin %t.v1.opt
// RUN: not diff %t.v1.opt %inputs/../models/inception_v1.mlir > /dev/null
