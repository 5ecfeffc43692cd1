#!/usr/bin/env bash
# How well flowsched's memory proxy agrees with ONNX Runtime's measured peak, model by model:
# each model is scheduled with every classic heuristic and 12 random orders, the proxy's top 16
# run in ONNX Runtime (CPU EP, optimisation off, DEFAULT order, arena and memory patterns off,
# peak counted by malloc in a fresh worker per candidate), and the report's Spearman rho and
# top-1 regret are printed. Exports the models first when MODELS has none (scripts/export_models.py;
# needs torchvision, timm and onnxscript in the venv).
# Usage: scripts/ort_agreement.sh [MODELS_DIR] [NAME ...]
# FLOWSCHED=path/to/flowsched measures another build (e.g. an older commit's proxy).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh >/dev/null
models=${1:-/tmp/flowsched-models}
shift || true
names=("$@")
if [ ${#names[@]} -eq 0 ]; then
  names=(hrnet_w18_small shufflenet_v2_x1_0 mnasnet1_0 efficientnet_b0 densenet169 inception_v3
         vit_tiny_patch16_224 mobilenet_v2 resnet18 squeezenet1_1)
fi
py=${FLOWSCHED_PYTHON:-$HOME/.cache/flowsched/venv-torch2.11.0/bin/python}
mkdir -p "$models"
for n in "${names[@]}"; do
  [ -f "$models/$n.onnx" ] || "$py" scripts/export_models.py "$models" "$n"
done
if [ -z "${FLOWSCHED:-}" ]; then
  cargo build --release --bins >/dev/null 2>&1
  FLOWSCHED=$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')/release/flowsched
fi
out=$(mktemp -d)
printf '%-24s %4s %8s %8s %14s %14s\n' model runs rho regret measured_min measured_max
for n in "${names[@]}"; do
  "$FLOWSCHED" schedule "$models/$n.onnx" -o "$out/$n.onnx" --scheduler classic,random --samples 12 \
    --top-k 16 --device ort:disabled --budget 60s --report "$out/$n.json" --allow-unknown-sizes \
    >"$out/$n.log" 2>&1 || { echo "$n: failed (see $out/$n.log)"; continue; }
  python3 - "$out/$n.json" "$n" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))["device"]
ran = [c["peak_bytes"] for c in d["candidates"] if not c.get("failure")]
rho, regret = d.get("spearman_proxy_vs_measured"), d.get("top1_regret")
fmt = lambda x, f: "-" if x is None else format(x, f)
print(f'{sys.argv[2]:24s} {len(ran):4d} {fmt(rho, "+.3f"):>8s} {fmt(regret, ".2%"):>8s} {min(ran):14d} {max(ran):14d}')
PY
done
