#!/usr/bin/env bash
# Which candidate wins each model's block in the MLIR pass at the memref level, and which
# candidates reach the winning cost (models/README.md, the MLIR rows of the ablation).
#
#   scripts/mlir_pass_winners.sh [SCHEDULER] [SAMPLES] [MODEL.mlir ...]
#
# SCHEDULER defaults to gflownet, SAMPLES to the pass's default (1); the models to the 7
# under tests/mlir/models. Each model is bufferized as docs/mlir.md says, then scheduled by
# the release flowsched-opt (built if missing); the proxy costs are the memref-level
# allocation peaks, and the wall time is the whole flowsched-opt run.
set -euo pipefail
cd "$(dirname "$0")/.."
scheduler=${1:-gflownet}
samples=${2:-1}
shift $(( $# < 2 ? $# : 2 ))
models=("$@")
if [ ${#models[@]} -eq 0 ]; then
  models=(tests/mlir/models/*.mlir)
fi
target=${CARGO_TARGET_DIR:-target}
cargo build --release --quiet --features mlir --bin flowsched-opt
opt=$target/release/flowsched-opt
pipeline="builtin.module(one-shot-bufferize{bufferize-function-boundaries},buffer-deallocation-pipeline,func.func(flowsched-schedule{objective=memory scheduler=$scheduler samples=$samples}))"
for model in "${models[@]}"; do
  start=$(date +%s%N)
  # `-o -`: the module goes to stdout and away; the statistics come on stderr.
  stats=$("$opt" "$model" --pass-pipeline "$pipeline" --flowsched-stats -o - 2>&1 >/dev/null)
  ms=$(( ($(date +%s%N) - start) / 1000000 ))
  echo "== $(basename "$model" .mlir) ($((ms / 1000)).$((ms % 1000 / 100)) s)"
  echo "$stats" | sed 's/^flowsched-schedule: /  /'
done
