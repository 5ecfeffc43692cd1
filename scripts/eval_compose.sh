#!/usr/bin/env bash
# Judges the composed GFlowNets of models/compose/ (issue 8; the tables of models/README.md,
# "Compositions") on graphs none of them saw. Not part of `make test`: ~10 minutes on 2 cores.
#   scripts/eval_compose.sh REAL_MODELS_DIR OUT_DIR
# REAL_MODELS_DIR: torchvision/timm exports (scripts/export_models.py DIR writes them).
# Set FLOWSCHED to the binary to use.
set -euo pipefail
real=$1 out=$2
bin=${FLOWSCHED:-target/release/flowsched}
C=models/compose
mkdir -p "$out"
"$bin" generate --kind sp:50 --count 10 --seed 101 -o "$out/graphs/sp" >/dev/null
"$bin" generate --kind nas:5:8 --count 10 --seed 102 -o "$out/graphs/nas" >/dev/null

# 1. Multi-objective: latency × memory composed from two local models, against one model
#    trained centrally on the product reward (the reference, first). ε ≤ 1.05: the composed
#    front covers the central one within 5% on both axes.
for set in real sp nas; do
  echo "== makespan:4 × memory on $set"
  inputs=("$out/graphs/$set"); windows=()
  [ "$set" = real ] && { inputs=("$real"); windows=(--windows 20 --nodes 25:75 --seed 103); }
  "$bin" pareto "${inputs[@]}" "${windows[@]}" --rank makespan:4+memory --samples 1000 --top-k 100 \
    --model $C/central.safetensors --model $C/latency-memory.safetensors \
    --model $C/makespan.safetensors --model $C/memory.safetensors --out "$out/objectives-$set"
done

# 2. Multi-device: this CPU (measured profile) × the H200 roofline, on windows of real models
#    timed by each device; the composed model first.
echo "== makespan:4 on this CPU × makespan:4 on an H200"
"$bin" pareto "$real" --windows 20 --nodes 25:75 --seed 104 \
  --rank "makespan:4@$C/this-cpu.json+makespan:4@h200" --samples 1000 --top-k 100 \
  --model $C/cpu-h200.safetensors --model $C/device-cpu.safetensors \
  --model $C/device-h200.safetensors --out "$out/devices"

# 3. Multi-machine: two memory shards aggregated, against the memory model trained centrally
#    on all the data (first): whole unseen real models, and windows of them.
echo "== memory, whole real models"
"$bin" pareto "$real" --rank memory --samples 100 --top-k 8 \
  --model $C/memory.safetensors --model $C/memory-shards.safetensors --out "$out/shards-whole"
echo "== memory, real windows"
"$bin" pareto "$real" --windows 20 --nodes 25:75 --seed 105 --rank memory --samples 1000 \
  --top-k 100 --model $C/memory.safetensors --model $C/memory-shards.safetensors \
  --out "$out/shards-windows"
for set in sp nas; do
  echo "== memory, $set"
  "$bin" pareto "$out/graphs/$set" --rank memory --samples 1000 --top-k 100 \
    --model $C/memory.safetensors --model $C/memory-shards.safetensors --out "$out/shards-$set"
done
