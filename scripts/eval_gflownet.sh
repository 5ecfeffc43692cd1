#!/usr/bin/env bash
# Judges GFlowNet weights against the baselines on graphs the shipped model never saw (the
# tables of models/README.md). Not part of `make test`: it takes about 4 minutes on 2 cores.
#   scripts/eval_gflownet.sh WEIGHTS REAL_MODELS_DIR OUT_DIR
# REAL_MODELS_DIR: torchvision/timm exports (scripts/export_models.py DIR writes them).
# Set FLOWSCHED to the binary to use.
set -euo pipefail
weights=$1 real=$2 out=$3
bin=${FLOWSCHED:-target/release/flowsched}
mkdir -p "$out"
gfn=(--model "$weights")

# 1. The paper's protocol on held-out inputs (generators left out of training, windows of
#    unseen real models), 5 seeds: makespan on 4 units, 1000 samples, top 100, best on target.
"$(dirname "$0")/protocol.sh" "$weights" "$real" 100 "$out/protocol"
mkdir -p "$out/graphs"

# 2. Peak memory on whole unseen real models: the best of the GFlowNet's top-k against the
#    classic heuristics XLA and Inductor use.
echo "== peak memory on whole real models, the samples alone (no local search, no classic orders)"
"$bin" bench "$real" --objective memory \
  --scheduler xla-default,inductor-default,gflownet --samples 100 --top-k 8 \
  --refine 0 --no-classic-seeds "${gfn[@]}" --out "$out/memory-real"
echo "== peak memory on whole real models, the best 4 samples refined (20 rounds; the default)"
"$bin" bench "$real" --objective memory \
  --scheduler xla-default,inductor-default,peak-search,gflownet --samples 100 --top-k 8 \
  --refine 20 --refine-top 4 "${gfn[@]}" --out "$out/memory-real-refined"
echo "== peak memory on generated 500-node graphs: the search from the best classic vs from the samples"
"$bin" generate --kind er:500:0.01 --count 5 --seed 301 -o "$out/graphs/er500" >/dev/null
"$bin" generate --kind layered:500:20:0.05 --count 5 --seed 302 -o "$out/graphs/layered500" >/dev/null
"$bin" generate --kind sp:500 --count 5 --seed 303 -o "$out/graphs/sp500" >/dev/null
for set in er500 layered500 sp500; do
  "$bin" bench "$out/graphs/$set" --objective memory \
    --scheduler xla-default,inductor-default,peak-search,gflownet --samples 100 --top-k 8 \
    "${gfn[@]}" --out "$out/memory-$set" | sed -n '/geometric mean/,/^$/p'
done

# 3. Diversity at a higher temperature (same protocol, σ = 0.1).
echo "== makespan:4 on nas, target noisy, σ = 0.1"
"$bin" bench "$out/protocol/graphs/nas" --objective makespan:4 --target noisy \
  --scheduler brkga,annealing,gflownet --samples 1000 --top-k 100 --sigma 0.1 \
  "${gfn[@]}" --out "$out/diversity-nas" | sed -n '/geometric mean/,$p'

# 4. Zero-shot against fine-tuned (200 steps on each graph), peak memory on the NAS cells.
for steps in 0 200; do
  echo "== memory on nas, fine-tuning steps: $steps"
  "$bin" bench "$out/protocol/graphs/nas" --objective memory --scheduler inductor-default,gflownet \
    --samples 100 --finetune-steps "$steps" "${gfn[@]}" --out "$out/finetune-$steps" \
    | sed -n '/geometric mean/,$p'
done

# 5. Sampling speed: 1,000 orders of a 1,000-node graph; 100 orders of a 10,000-node graph.
"$bin" generate --kind er:1000:0.005 --seed 104 -o "$out/graphs/er1000.json" >/dev/null
"$bin" generate --kind layered:10000:100:0.02 --seed 105 -o "$out/graphs/layered10000.json" >/dev/null
echo "== speed (millis column): sampling alone, then with the default local search"
for refine in 0 20; do
  "$bin" bench "$out/graphs/er1000.json" --objective memory --scheduler gflownet --samples 1000 \
    --refine "$refine" "${gfn[@]}" --out "$out/speed-1000-$refine" | grep -E "^er1000"
  "$bin" bench "$out/graphs/layered10000.json" --objective makespan:4 --scheduler gflownet \
    --samples 100 --refine "$refine" "${gfn[@]}" --out "$out/speed-10000-$refine" | grep -E "^layered10000"
done
