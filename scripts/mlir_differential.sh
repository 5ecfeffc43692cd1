#!/usr/bin/env bash
# The MLIR pass's differential property test at scale: PROGRAMS random memref programs with
# aliasing (default 10,000), each scheduled by every scheduler and every distinct order run in
# the JIT against the original with poisoned memory (tests/mlir_differential.rs). Runs a copy
# of the test binary in chunks, so progress shows and later builds do not change it midway;
# any mismatch stops it with the program and both orders printed. Every program also runs as
# streams (emit=async, with random delays before regions resume) unless
# FLOWSCHED_DIFF_STREAMS_EVERY says every how many.
# Usage: scripts/mlir_differential.sh [PROGRAMS] [CHUNK] [FIRST]
# FIRST resumes an interrupted run at that seed (the programs are numbered by seed).
set -euo pipefail
cd "$(dirname "$0")/.."
export FLOWSCHED_DIFF_STREAMS_EVERY=${FLOWSCHED_DIFF_STREAMS_EVERY:-1}
bash scripts/setup.sh
programs=${1:-10000}
chunk=${2:-500}
start_seed=${3:-0}
# A release build: the schedulers run optimised (1.2x the programs per hour of a dev build;
# its JIT compilations are most of the time either way).
binary=$(cargo test --release --features mlir --test mlir_differential --no-run --message-format=json 2>/dev/null |
  python3 -c 'import json, sys
for line in sys.stdin:
    m = json.loads(line)
    if m.get("reason") == "compiler-artifact" and m["target"]["name"] == "mlir_differential" and m.get("executable"):
        print(m["executable"])')
copy=$(mktemp -d)/mlir_differential
cp "$binary" "$copy"
echo "testing with $(git rev-parse --short HEAD)$(git diff --quiet || echo +changes), seeds $start_seed..$programs"
start=$(date +%s)
for ((first = start_seed; first < programs; first += chunk)); do
  n=$(( programs - first < chunk ? programs - first : chunk ))
  out="$(dirname "$copy")/chunk.log"
  if ! FLOWSCHED_DIFF_FIRST_SEED=$first FLOWSCHED_DIFF_PROGRAMS=$n \
    "$copy" rewritten_memref_programs --nocapture > "$out" 2>&1; then
    cat "$out"
    echo "seeds $first..$((first + n)): FAILED"
    exit 1
  fi
  echo "seeds $first..$((first + n)): $(grep -E '^[0-9]+ programs,' "$out") ($(( $(date +%s) - start )) s so far)"
done
