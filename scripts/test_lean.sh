#!/usr/bin/env bash
# The default build, as `cargo install` and `make demo` make it (features cli and ort), checked
# as a user meets it: `flowsched` and `flowsched-worker` link neither libtorch (c10, CUDA, gomp)
# nor LLVM/MLIR; `flowsched` schedules the demo's model with the GFlowNet and measures it in
# ONNX Runtime; asked for training, the libtorch executor or MLIR, it says which feature gives
# it, and fails; asked for a research command, it names flowsched-lab. Ends with an "N passed, N failed" line.
set -uo pipefail
cd "$(dirname "$0")/.."
BIN=${CARGO_TARGET_DIR:-$(pwd)/target}/debug
source scripts/tally.sh

if ! cargo build -q --bin flowsched --bin flowsched-worker; then
  echo "0 passed, 1 failed"
  exit 1
fi
for b in flowsched flowsched-worker; do
  # The libraries' names only: a load address such as 0x00007f340c6c1000 holds "c10".
  linked=$(ldd "$BIN/$b" | awk '{print $1}' | grep -Ei 'torch|c10|cuda|cupti|gomp|llvm|mlir')
  if [ -z "$linked" ]; then ok "$b links no libtorch, CUDA or LLVM"; else bad "$b links: $linked"; fi
done

MODEL=tests/data/gated_cells.onnx
if "$BIN/flowsched" schedule $MODEL --scheduler gflownet --samples 64 -o "$TMP/g.onnx" >"$TMP/g.log" 2>&1 \
   && [ -s "$TMP/g.onnx" ]; then
  ok "schedules $MODEL with the GFlowNet"
else
  bad "schedules $MODEL with the GFlowNet"; tail -5 "$TMP/g.log"
fi
if "$BIN/flowsched" schedule $MODEL --device ort:extended --budget 1s -o "$TMP/m.onnx" >"$TMP/m.log" 2>&1 \
   && grep -q "measured in onnxruntime" "$TMP/m.log"; then
  ok "measures $MODEL in ONNX Runtime"
else
  bad "measures $MODEL in ONNX Runtime"; tail -5 "$TMP/m.log"
fi

# Each missing feature: a non-zero exit and the feature named, with the command that gives it.
refuses() {  # FEATURE LABEL ARGS...
  local feature=$1 label=$2
  shift 2
  if "$BIN/flowsched" "$@" >"$TMP/r.log" 2>&1; then
    bad "$label: succeeded without \`$feature\`"
  elif grep -q "cargo install flowsched --features $feature" "$TMP/r.log"; then
    ok "$label names --features $feature"
  else
    bad "$label: $(tail -1 "$TMP/r.log")"
  fi
}
echo 'module {}' >"$TMP/x.mlir"
refuses torch "--device cpu on ONNX" schedule $MODEL --device cpu -o "$TMP/c.onnx"
refuses torch "--finetune-steps" schedule $MODEL --scheduler gflownet --finetune-steps 2 -o "$TMP/f.onnx"
refuses mlir "MLIR input" schedule "$TMP/x.mlir" -o "$TMP/y.mlir"
refuses mlir "inspect of MLIR" inspect "$TMP/x.mlir"
[ -e "$TMP/c.onnx" ] || [ -e "$TMP/f.onnx" ] && bad "a refused run wrote its output"
# The research commands are flowsched-lab's: asked of flowsched, it says where they went.
if "$BIN/flowsched" train --config models/flowsched-gfn.toml >"$TMP/r.log" 2>&1; then
  bad "flowsched train: succeeded"
elif grep -q "flowsched-lab train" "$TMP/r.log"; then
  ok "flowsched train points to flowsched-lab"
else
  bad "flowsched train: $(tail -1 "$TMP/r.log")"
fi

tally
