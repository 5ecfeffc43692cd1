#!/usr/bin/env bash
# Runs each fuzz target for SECONDS (default 60), starting from the seeds kept in fuzz/seeds and,
# for ONNX, the onnx wheel's real models (read only). New inputs go to fuzz/corpus/TARGET (not
# committed); a crash stops the run and leaves its input in fuzz/artifacts/TARGET.
# Usage: scripts/fuzz.sh [SECONDS] [TARGET...]
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh >/dev/null
bash scripts/setup_fuzz.sh
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(onnx_schedule json_schedule mlir_block mlir_program)
python=$(grep -o 'FLOWSCHED_PYTHON = "[^"]*"' .cargo/config.toml | cut -d'"' -f2)
real=$("$python" -c 'import onnx, os; print(os.path.join(os.path.dirname(onnx.__file__), "backend", "test", "data", "light"))')
# Nightly sanitizer builds stay apart from the main build, outside the clone like it.
export CARGO_TARGET_DIR="${FUZZ_TARGET_DIR:-$HOME/.cache/flowsched/fuzz-target}"
# melior 0.27's external-pass destructor drops the pass in place but never frees its box (112
# bytes per pass manager): LeakSanitizer skips that one allocation site and still checks the rest.
export LSAN_OPTIONS="suppressions=$PWD/fuzz/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
export ASAN_SYMBOLIZER_PATH="${ASAN_SYMBOLIZER_PATH:-/usr/lib/llvm-22/bin/llvm-symbolizer}"
for t in "${targets[@]}"; do
  mkdir -p "fuzz/corpus/$t"
  features=()
  case $t in
    onnx_schedule) seeds=(fuzz/seeds/onnx "$real"); max_len=1048576 ;;
    json_schedule) seeds=(fuzz/seeds/json); max_len=65536 ;;
    mlir_block) seeds=(fuzz/seeds/mlir_block); max_len=8192 ;;
    mlir_program) seeds=(fuzz/seeds/mlir_program); max_len=4096; features=(--features mlir) ;;
    *) echo "unknown target $t"; exit 2 ;;
  esac
  echo "== $t for ${seconds}s"
  # The build goes first and in the open: a compile error or a full disk must show, not vanish
  # in the filter below.
  cargo +nightly fuzz build -O -a "${features[@]}" "$t" 2>&1 | tail -n 40
  [ "${PIPESTATUS[0]}" -eq 0 ] || { echo "$t: the fuzz build failed (above)"; exit 1; }
  log="$CARGO_TARGET_DIR/fuzz-$t.log"
  # -rss_limit_mb: an input that makes flowsched take more than 2 GB is a finding too.
  status=0
  cargo +nightly fuzz run -O -a "${features[@]}" "$t" "fuzz/corpus/$t" "${seeds[@]}" -- \
    -max_total_time="$seconds" -max_len="$max_len" -timeout=20 -rss_limit_mb=2048 \
    -print_final_stats=1 >"$log" 2>&1 || status=$?
  grep -E "^(#[0-9]+.*(DONE|INITED)|stat::|==[0-9]+==|SUMMARY|thread '|Done|.*panicked)" "$log" || true
  # Crashes, leaks, timeouts (-timeout) and out-of-memory inputs fail the run. libFuzzer also
  # keeps inputs slower than 10 s as slow-unit-*: listed, not failures (a loaded machine
  # makes them; a hang is a timeout).
  mkdir -p "fuzz/artifacts/$t"
  slow=$(find "fuzz/artifacts/$t" -name 'slow-unit-*' | wc -l)
  [ "$slow" -eq 0 ] || echo "$t: $slow slow input(s) (over 10 s) in fuzz/artifacts/$t"
  [ -z "$(find "fuzz/artifacts/$t" -type f ! -name 'slow-unit-*')" ] || { echo "$t: crash inputs in fuzz/artifacts/$t"; exit 1; }
  # A run that stopped without an input to show (killed, out of disk, a libFuzzer usage error)
  # fails with the end of its log.
  if [ "$status" -ne 0 ] || ! grep -q '^Done ' "$log"; then
    echo "$t: the fuzzer stopped (exit $status) without a crash input; the end of $log:"
    tail -n 40 "$log"
    exit 1
  fi
done
