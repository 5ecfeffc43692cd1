#!/usr/bin/env bash
# What `make fuzz` needs, installed once: a nightly toolchain (libFuzzer's sanitizers) and
# cargo-fuzz. Quick when both are in place.
set -euo pipefail
if ! rustup run nightly rustc --version >/dev/null 2>&1; then
  rustup toolchain install nightly --profile minimal
fi
if ! cargo fuzz --version >/dev/null 2>&1; then
  cargo install cargo-fuzz --locked
fi
echo "[setup-fuzz] ready: $(rustup run nightly rustc --version), $(cargo fuzz --version)"
