#!/usr/bin/env bash
# Builds tests/build_example, a downstream crate that schedules a model in its build.rs and
# embeds the result, first with flowsched's default features and then without them, and checks:
# the embedded model is exactly what `flowsched schedule` writes for the same options; an
# unchanged model is not scheduled again (the cache is reused); a broken model path fails the
# build with a message naming the file. Ends with an "N passed, N failed" line.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
# One target folder with the main build, so the example's build reuses what it can.
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$ROOT/target}"
MANIFEST=tests/build_example/Cargo.toml
EXE="$CARGO_TARGET_DIR/debug/flowsched-build-example"
source scripts/tally.sh

cargo run -q --bin flowsched -- schedule tests/data/inception_cell.onnx --scheduler gflownet --samples 64 -o "$TMP/expected.onnx" >/dev/null \
  || bad "flowsched schedule writes the reference schedule"

for features in "" "--no-default-features"; do
  label="build example ${features:-(default features)}"
  if cargo build --manifest-path "$MANIFEST" $features >"$TMP/build.log" 2>&1; then
    ok "$label"
  else
    bad "$label"; tail -20 "$TMP/build.log"; continue
  fi
  if [ -n "$features" ]; then
    # The build script that just sampled from the GFlowNet links no libtorch.
    script=$(ls -t "$CARGO_TARGET_DIR"/debug/build/flowsched-build-example-*/build-script-build | head -n 1)
    if ldd "$script" | grep -q torch; then
      bad "the build script without default features links no libtorch"; ldd "$script" | grep torch
    else
      ok "the build script without default features links no libtorch"
    fi
    # Its report says which part of the GFlowNet's candidates each one is.
    report=$(ls -t "$(dirname "$script")"/../flowsched-build-example-*/out/flowsched/*/report.json 2>/dev/null | head -n 1)
    if [ -n "$report" ] && grep -q '"origin": "sample"' "$report"; then
      ok "the build script's report names where each GFlowNet candidate came from"
    else
      bad "the build script's report names where each GFlowNet candidate came from"
    fi
  fi
  "$EXE" "$TMP/embedded.onnx"
  if cmp -s "$TMP/embedded.onnx" "$TMP/expected.onnx"; then
    ok "embedded model is the scheduled one ${features}"
  else
    bad "embedded model is the scheduled one ${features}"
  fi
  # The build script runs again (a new stamp), the model is unchanged: the cache must serve it.
  if FLOWSCHED_EXAMPLE_STAMP=$RANDOM$RANDOM cargo build --manifest-path "$MANIFEST" $features 2>&1 | grep -q "flowsched: Reused"; then
    ok "unchanged model reuses the cache ${features}"
  else
    bad "unchanged model reuses the cache ${features}"
  fi
done

out=$(FLOWSCHED_EXAMPLE_MODEL=models/no-such-model.onnx cargo build --manifest-path "$MANIFEST" --no-default-features 2>&1)
if [ $? -ne 0 ] && grep -q "no-such-model.onnx" <<<"$out"; then
  ok "a broken model path fails the build naming the file"
else
  bad "a broken model path fails the build naming the file"; echo "$out" | tail -5
fi
# Leave the example built against the real model for whoever runs it next.
cargo build -q --manifest-path "$MANIFEST" --no-default-features >/dev/null 2>&1

tally
