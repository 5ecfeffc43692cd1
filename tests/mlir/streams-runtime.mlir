// The bufferized inception cell as streams (critical-path, 2 units) on flowsched's async runtime
// (crates/mlir/src/async_runtime.cpp) gives the sequential output, run after run. On upstream's
// libmlir_async_runtime.so this schedule usually deadlocks (docs/mlir.md). The script gives
// every mlir-runner run 120 s and counts a run that exceeds it as a failure ("HANG"); the outer
// `timeout` bounds the whole test even if the script itself were stuck.
// RUN: timeout 600 python3 %S/../../scripts/streams_differential.py %S/models/inception_cell.mlir \
// RUN:   --flowsched-opt %flowsched-opt --async-runtime %async-runtime --units 2 3 \
// RUN:   --scheduler critical-path --repeat 3 | FileCheck %s --implicit-check-not=HANG --implicit-check-not=DIFFERENT
// CHECK-COUNT-3: inception_cell.mlir: critical-path, 2 units, {{[0-9]+}} regions: same output
// CHECK-COUNT-3: inception_cell.mlir: critical-path, 3 units, {{[0-9]+}} regions: same output
