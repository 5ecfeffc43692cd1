// Tensor level (issue 49), run by flowsched-lab's study: the weights of tensor-level.mlir are
// constants that become globals, so no order changes the heap the compiled code allocates.
// The JIT agrees: every order of the function has the same heap peak.
// RUN: %flowsched-jit %inputs/tensor-weights.mlir --function weights --random 2 --repeats 1 | FileCheck %s --check-prefix=JIT
// JIT: Spearman ρ undefined: one side is the same for every order
