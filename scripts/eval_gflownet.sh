#!/usr/bin/env bash
# Judges GFlowNet weights against the baselines on graphs the shipped model never saw (the
# tables of models/README.md). Not part of `make test`: it takes ~20 minutes on 2 cores.
#   scripts/eval_gflownet.sh WEIGHTS REAL_MODELS_DIR OUT_DIR
# REAL_MODELS_DIR: torchvision/timm exports (../shared/tools/export_models.py DIR and
# scripts/export_timm.py DIR write them). Set FLOWSCHED to the binary to use.
set -euo pipefail
weights=$1 real=$2 out=$3
bin=${FLOWSCHED:-target/release/flowsched}
mkdir -p "$out"
gfn=(--model "$weights")

# Held-out inputs: generators left out of training, and windows of unseen real models.
"$bin" generate --kind sp:50 --count 10 --seed 101 -o "$out/graphs/sp" >/dev/null
"$bin" generate --kind nas:5:8 --count 10 --seed 102 -o "$out/graphs/nas" >/dev/null
"$bin" subgraphs "$real" --count 20 --nodes 25:75 --seed 103 -o "$out/graphs/real" >/dev/null

# 1. The paper's protocol: makespan on 4 units, 1000 samples, top 100 by proxy, best on target.
for set in sp nas real; do
  for target in noisy bandwidth latency; do
    echo "== makespan:4 on $set, target $target"
    "$bin" bench "$out/graphs/$set" --objective makespan:4 --target "$target" \
      --scheduler critical-path,brkga,annealing,gflownet --samples 1000 --top-k 100 \
      "${gfn[@]}" --out "$out/makespan-$set-$target" | sed -n '/geometric mean/,$p'
  done
done

# 2. Peak memory on whole unseen real models: the best of the GFlowNet's top-k against the
#    classic heuristics XLA and Inductor use.
echo "== peak memory on whole real models"
"$bin" bench "$real" --objective memory \
  --scheduler xla-default,inductor-default,gflownet --samples 100 --top-k 8 \
  "${gfn[@]}" --out "$out/memory-real"
