#!/usr/bin/env bash
# One-time (idempotent) set-up for flowsched: LLVM/MLIR 22 from Debian, a Python venv with
# libtorch (torch wheel), onnx and onnxruntime, and cargo configuration so that plain
# `cargo build --features full` / `cargo test --features full` work with nothing exported by
# hand. Quick when all is in place.
#
# `setup.sh --demo`: only what `make demo` needs (the default build links neither libtorch nor
# LLVM): a small venv with onnx and onnxruntime (tens of MB), linked as .venv-demo.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)

TORCH_VERSION=2.11.0
ONNX_VERSION=1.23.2
ORT_VERSION=1.32.0
RAY_VERSION=2.60.0
LLVM=/usr/lib/llvm-22
# The 4.6 GB venv lives outside the clone so fresh clones (CI) reuse it.
CACHE=${FLOWSCHED_CACHE:-$HOME/.cache/flowsched}
VENV=$CACHE/venv-torch$TORCH_VERSION

log() { printf '[setup] %s\n' "$*" >&2; }
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO=sudo
PY=${PYTHON:-python3}

if [ "${1:-}" = "--demo" ]; then
  DEMO=$CACHE/venv-demo-ort$ORT_VERSION
  mkdir -p "$CACHE"
  if [ ! -f "$DEMO/.flowsched-ok" ]; then
    log "creating $DEMO: onnx==$ONNX_VERSION onnxruntime==$ORT_VERSION"
    # Made in place (a venv records its path); the stamp says it is complete.
    rm -rf "$DEMO"
    "$PY" -m venv "$DEMO"
    "$DEMO/bin/python" -m pip install -q --disable-pip-version-check \
        "onnx==$ONNX_VERSION" "onnxruntime==$ORT_VERSION" "numpy<3"
    touch "$DEMO/.flowsched-ok"
  fi
  ln -sfn "$DEMO" "$ROOT/.venv-demo"
  log "ready for the demo: venv=$DEMO"
  exit 0
fi

# 1. Debian packages: LLVM/MLIR 22 and the C libraries the -sys crates link.
PKGS="llvm-22-dev libmlir-22-dev mlir-22-tools libpolly-22-dev libclang-22-dev clang-22 llvm-22-tools
      libzstd-dev libz3-dev libxml2-dev zlib1g-dev"
missing=""
for p in $PKGS; do dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"; done
if [ -n "$missing" ]; then
  log "installing Debian packages:$missing"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
fi
[ -x $LLVM/bin/FileCheck ] || { log "FileCheck missing under $LLVM/bin"; exit 1; }
# `lit` ships as a Python module without a launcher in Debian; give it one next to FileCheck.
if [ ! -x $LLVM/bin/lit ] && [ -f $LLVM/build/utils/lit/lit.py ]; then
  $SUDO ln -sf $LLVM/build/utils/lit/lit.py $LLVM/bin/lit
fi

# 2. Python venv with the pinned torch wheel (its libtorch serves tch), onnx and onnxruntime.
mkdir -p "$CACHE"
if [ ! -x "$VENV/bin/python" ]; then
  log "creating $VENV"
  "$PY" -m venv "$VENV.partial" && rm -rf "$VENV" && mv "$VENV.partial" "$VENV"
fi
stamp="$VENV/.flowsched-ok-$TORCH_VERSION-$ONNX_VERSION-$ORT_VERSION"
if [ ! -f "$stamp" ]; then
  log "installing torch==$TORCH_VERSION onnx==$ONNX_VERSION onnxruntime==$ORT_VERSION (large download, once)"
  "$VENV/bin/python" -m pip install -q --upgrade pip
  "$VENV/bin/python" -m pip install -q "torch==$TORCH_VERSION" "onnx==$ONNX_VERSION" \
      "onnxruntime==$ORT_VERSION" "numpy<3"
  touch "$stamp"
fi
# Ray runs the multi-machine training launcher (scripts/ray_train.py) and its test.
ray_stamp="$VENV/.flowsched-ray-$RAY_VERSION"
if [ ! -f "$ray_stamp" ]; then
  log "installing ray==$RAY_VERSION"
  "$VENV/bin/python" -m pip install -q "ray==$RAY_VERSION"
  touch "$ray_stamp"
fi
ln -sfn "$VENV" "$ROOT/.venv"
TORCH_DIR=$("$VENV/bin/python" -c 'import torch, os; print(os.path.dirname(torch.__file__))')

# 3. Cargo configuration: where libtorch and MLIR are, and an rpath to libtorch for the binaries.
mkdir -p .cargo
cat > .cargo/config.toml.new.$$ <<CFG
# Written by scripts/setup.sh; do not edit by hand (machine-specific paths).
[env]
LIBTORCH = "$TORCH_DIR"
MLIR_SYS_220_PREFIX = "$LLVM"
TABLEGEN_220_PREFIX = "$LLVM"
LLVM_SYS_220_PREFIX = "$LLVM"
FLOWSCHED_PYTHON = "$VENV/bin/python"

[build]
rustflags = ["-C", "link-args=-Wl,-rpath,$TORCH_DIR/lib:$LLVM/lib"]
CFG
# A per-process name: two make targets may run set-up at once.
if ! cmp -s .cargo/config.toml.new.$$ .cargo/config.toml; then mv .cargo/config.toml.new.$$ .cargo/config.toml; else rm .cargo/config.toml.new.$$; fi
log "ready: venv=$VENV llvm=$LLVM"
