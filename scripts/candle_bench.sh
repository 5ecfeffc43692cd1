#!/usr/bin/env bash
# Issue 56's candle question: today's sampler forward pass (plain Rust) and libtorch training
# step against candle's, on the GFlowNet's architecture (scripts/candle_bench/src/main.rs).
# Builds in its own target folder (candle is no dependency of flowsched). Usage:
#   scripts/candle_bench.sh            # candle on one thread, as libtorch trains today
#   RAYON_NUM_THREADS=2 scripts/candle_bench.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh >/dev/null
venv_torch=$(grep -o 'LIBTORCH = "[^"]*"' .cargo/config.toml | cut -d'"' -f2)
export LIBTORCH="$venv_torch" LIBTORCH_BYPASS_VERSION_CHECK=1
export RUSTFLAGS="-C link-args=-Wl,-rpath,$venv_torch/lib"
export CARGO_TARGET_DIR="${CANDLE_TARGET_DIR:-$HOME/.cache/flowsched/candle-target}"
export RAYON_NUM_THREADS="${RAYON_NUM_THREADS:-1}"
cargo run --release --manifest-path scripts/candle_bench/Cargo.toml
