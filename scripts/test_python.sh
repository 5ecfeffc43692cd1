#!/usr/bin/env bash
# The Python package (python/): builds the wheel with maturin, installs it into a fresh venv
# holding only the wheel, onnx, onnxruntime and pytest, checks it (size, manylinux tag, no torch
# on import) and runs python/tests. Idempotent; `make test` and `make python-test` call it.
#
# Caches, under ~/.cache/flowsched/ (FLOWSCHED_CACHE): maturin and auditwheel in a venv of their
# own, the wheels the test venv installs (downloaded from PyPI once), the cargo target folder
# (target-py, FLOWSCHED_PY_TARGET). The test venv itself is made afresh on every run.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)

MATURIN_VERSION=1.15.0
ONNX_VERSION=1.23.2
ORT_VERSION=1.32.0
MAX_WHEEL_BYTES=$((15 * 1024 * 1024))
CACHE=${FLOWSCHED_CACHE:-$HOME/.cache/flowsched}
PY=${PYTHON:-python3}
PY_TARGET=${FLOWSCHED_PY_TARGET:-$CACHE/target-py}

log() { printf '[python] %s\n' "$*" >&2; }
now() { date +%s%N; }
since() { local ms=$((($(now) - $1) / 1000000)); printf '%d.%d' $((ms / 1000)) $((ms % 1000 / 100)); }
t_all=$(now)

# 1. maturin and auditwheel, in a venv of their own (once).
TOOLS=$CACHE/venv-maturin$MATURIN_VERSION
if [ ! -f "$TOOLS/.flowsched-ok" ]; then
  log "installing maturin==$MATURIN_VERSION and auditwheel into $TOOLS"
  rm -rf "$TOOLS"
  "$PY" -m venv "$TOOLS"
  "$TOOLS/bin/python" -m pip install -q "maturin==$MATURIN_VERSION" auditwheel
  touch "$TOOLS/.flowsched-ok"
fi

# 2. The wheel, in release (a rebuild after a change in src/ or crates/ takes about a minute on 2 cores,
# a first build about 3 minutes). Its own target folder and no rustflags: the repository's
# .cargo/config.toml adds rpaths to libtorch and LLVM, which the wheel has no use for.
t=$(now)
WHEELS=$PY_TARGET/wheels
rm -rf "$WHEELS"
(cd python && CARGO_TARGET_DIR=$PY_TARGET CARGO_INCREMENTAL=0 RUSTFLAGS="" \
  "$TOOLS/bin/maturin" build --release --locked --quiet -i "$PY" -o "$WHEELS" </dev/null)
WHEEL=$(ls "$WHEELS"/flowsched-*.whl)
build_s=$(since "$t")
size=$(stat -c %s "$WHEEL")
log "wheel: $(basename "$WHEEL"), $((size / 1024)) KiB, built in ${build_s} s"
if [ "$size" -ge "$MAX_WHEEL_BYTES" ]; then
  log "the wheel is $size bytes, over the limit of $MAX_WHEEL_BYTES"; exit 1
fi
# manylinux: auditwheel must find it consistent with the tag it carries.
tag=$(basename "$WHEEL" .whl | awk -F- '{print $NF}')
audit=$("$TOOLS/bin/auditwheel" show "$WHEEL" 2>&1) || { echo "$audit"; exit 1; }
if ! grep -q "is consistent with" <<<"$audit" || ! tr -d '\n' <<<"$audit" | grep -q "\"$tag\""; then
  echo "$audit"; log "auditwheel does not find the wheel consistent with $tag"; exit 1
fi
log "auditwheel: consistent with $tag"

# 3. A fresh venv: the wheel, onnx, onnxruntime and pytest, from a cached wheelhouse.
PYVER=$("$PY" -c 'import sys; print("%d.%d" % sys.version_info[:2])')
HOUSE=$CACHE/wheelhouse-py$PYVER
house_stamp="$HOUSE/.flowsched-ok-$ONNX_VERSION-$ORT_VERSION"
if [ ! -f "$house_stamp" ]; then
  log "downloading onnx==$ONNX_VERSION onnxruntime==$ORT_VERSION pytest into $HOUSE (once)"
  mkdir -p "$HOUSE"
  "$PY" -m pip download -q -d "$HOUSE" "onnx==$ONNX_VERSION" "onnxruntime==$ORT_VERSION" "numpy<3" pytest
  touch "$house_stamp"
fi
VENV=$CACHE/venv-python-test
rm -rf "$VENV"
t=$(now)
"$PY" -m venv "$VENV"
venv_s=$(since "$t")
t=$(now)
"$VENV/bin/python" -m pip install -q --no-index --find-links "$HOUSE" \
  "$WHEEL" "onnx==$ONNX_VERSION" "onnxruntime==$ORT_VERSION" pytest
install_s=$(since "$t")
log "fresh venv in ${venv_s} s; pip install of the wheel, onnx, onnxruntime and pytest: ${install_s} s"

# 4. `import flowsched` imports no torch (nor onnx): in the test venv, and in the set-up venv
# that has torch installed, from the unpacked wheel.
check='import sys, flowsched; bad = [m for m in ("torch", "onnx", "onnxruntime") if m in sys.modules]; assert not bad, bad; print(flowsched.__file__)'
where=$("$VENV/bin/python" -c "$check")
case "$where" in "$VENV"/*) ;; *) log "flowsched imported from $where, not the venv"; exit 1 ;; esac
TORCH_PY=$(ls -d "$CACHE"/venv-torch*/bin/python 2>/dev/null | head -n 1 || true)
if [ -n "$TORCH_PY" ]; then
  unpacked=$(mktemp -d)
  trap 'rm -rf "$unpacked"' EXIT
  "$VENV/bin/python" -m zipfile -e "$WHEEL" "$unpacked"
  (cd "$unpacked" && PYTHONPATH="$unpacked" "$TORCH_PY" -c "$check" >/dev/null)
  log "import flowsched imports neither torch nor onnx (also beside torch: $TORCH_PY)"
fi

# 5. The Rust CLI the parity tests compare with: FLOWSCHED_CLI, else the cargo build's when it
# is newer than the sources, else a build of it without LLVM and libtorch (a few minutes once).
if [ -z "${FLOWSCHED_CLI:-}" ]; then
  main_cli=${CARGO_TARGET_DIR:-$ROOT/target}/debug/flowsched
  if [ -x "$main_cli" ] && [ -x "$(dirname "$main_cli")/flowsched-worker" ] \
     && [ -z "$(find src crates Cargo.toml Cargo.lock -newer "$main_cli" -print -quit)" ]; then
    FLOWSCHED_CLI=$main_cli
  else
    log "building the CLI (features cli,ort) into $PY_TARGET"
    CARGO_TARGET_DIR=$PY_TARGET CARGO_INCREMENTAL=0 RUSTFLAGS="" cargo build -q --locked \
      --no-default-features --features cli,ort --bin flowsched --bin flowsched-worker </dev/null
    FLOWSCHED_CLI=$PY_TARGET/debug/flowsched
  fi
fi
export FLOWSCHED_CLI
log "CLI for the parity tests: $FLOWSCHED_CLI"

# 6. The tests, with the package's own worker and the venv's onnxruntime.
t=$(now)
(unset FLOWSCHED_WORKER ORT_DYLIB_PATH
 PYTHONDONTWRITEBYTECODE=1 "$VENV/bin/python" -m pytest -q -p no:cacheprovider python/tests "$@")
pytest_s=$(since "$t")
log "pytest: ${pytest_s} s; all: $(since "$t_all") s (wheel ${build_s} s, venv ${venv_s} s, install ${install_s} s)"
