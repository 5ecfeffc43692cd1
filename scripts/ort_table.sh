#!/usr/bin/env bash
# The runtime-is-the-judge table: each model, its input and flowsched's outputs, measured in
# ONNX Runtime (CPU EP, arena and memory patterns off, counting malloc, one fresh process per
# measurement: scripts/ort_peak.py) under the settings users run:
#   DEFAULT walk, optimisation off   what a C/C++/C#/Java/JS/Rust user gets with opt off
#   DEFAULT walk, optimisation all   ORT's defaults: what the user has if they change nothing
#   PRIORITY_BASED, optimisation off the file order as written (Python only)
# "today" is the lower of the input's first two. Columns: the best classic heuristic (proxy
# pick among them), flowsched without a device (proxy only), and flowsched --device ort:disabled
# (the proxy's top-k measured, the input kept unless beaten), each with the whole pass's wall
# time. Peaks in bytes; ratios against "today"; latency is the median of ORT's runs (noisy on a
# shared machine).
#
# Models are FILE or FILE:NAME=SIZE[,NAME=SIZE] for symbolic dimensions (dynamic axes).
# Usage: scripts/ort_table.sh OUT_DIR MODEL...      (markdown rows on stdout, details in OUT_DIR)
# FLOWSCHED=path/to/flowsched measures another build; SCHEDULERS (default classic,gflownet,random
# with 12 samples) are flowsched's candidates in the two flowsched columns. FOR_ORT=LEVEL makes
# the three flowsched columns schedule ORT's optimised graph (`--for-ort LEVEL`), loaded with
# optimisation off; the input columns stay the user's file.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: scripts/ort_table.sh OUT_DIR MODEL...}
shift
bash scripts/setup.sh >/dev/null
py=${FLOWSCHED_PYTHON:-$HOME/.cache/flowsched/venv-torch2.11.0/bin/python}
if [ -z "${FLOWSCHED:-}" ]; then
  cargo build --release --bins >/dev/null 2>&1
  FLOWSCHED=$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')/release/flowsched
fi
mkdir -p "$out"

# Runs flowsched once with a device so that it writes its counting malloc to the cache.
preload() {
  ls -t "$HOME"/.cache/flowsched/libflowsched_count-*.so 2>/dev/null | head -1
}

measure() { # FILE ORDER OPT DIMS... -> one JSON line
  local file=$1 order=$2 opt=$3
  shift 3
  LD_PRELOAD=$(preload) "$py" scripts/ort_peak.py "$file" --order "$order" --opt "$opt" "$@"
}

timed() { # LOG COMMAND... -> wall seconds on stdout
  local log=$1 start end
  shift
  start=$(date +%s.%N)
  "$@" >"$log" 2>&1 || { echo "failed: $* (see $log)" >&2; return 1; }
  end=$(date +%s.%N)
  python3 -c "print(f'{$end - $start:.1f}')"
}

echo "| model | ops | input: DEFAULT off / ORT all / PRIORITY | today | best classic | proxy only (s) | --device ort (s) | outputs PRIORITY: proxy only / --device ort | ρ / over costs (costs), regret (measured files) | latency ms: input / output |"
echo "|---|---|---|---|---|---|---|---|---|---|"
for spec in "$@"; do
  file=${spec%%:*}
  name=$(basename "$file" .onnx)
  dims=()
  if [[ $spec == *:* ]]; then
    IFS=, read -ra pairs <<<"${spec#*:}"
    for p in "${pairs[@]}"; do dims+=(--dim "$p"); done
  fi
  d="$out/$name"
  mkdir -p "$d"
  run=("$FLOWSCHED" schedule "$file" "${dims[@]}" --allow-unknown-sizes)
  [ -n "${FOR_ORT:-}" ] && run+=(--for-ort "$FOR_ORT")
  timed "$d/classic.log" "${run[@]}" -o "$d/classic.onnx" --scheduler classic --report "$d/classic.json" >/dev/null || continue
  ours=(--scheduler "${SCHEDULERS:-classic,gflownet,random}" --samples 12)
  proxy_s=$(timed "$d/proxy.log" "${run[@]}" "${ours[@]}" -o "$d/proxy.onnx" --report "$d/proxy.json") || continue
  ort_s=$(timed "$d/ort.log" "${run[@]}" "${ours[@]}" --top-k 16 -o "$d/ort.onnx" --device ort:disabled --report "$d/ort.json") || continue
  for f in input classic proxy ort; do
    src=$d/$f.onnx
    [ $f = input ] && src=$file
    measure "$src" default disabled "${dims[@]}" >"$d/$f.default.json"
    measure "$src" priority disabled "${dims[@]}" >"$d/$f.priority.json"
  done
  measure "$file" default all "${dims[@]}" >"$d/input.all.json"
  python3 - "$d" "$name" "$proxy_s" "$ort_s" <<'PY'
import json, sys
d, name, proxy_s, ort_s = sys.argv[1:]
m = lambda f: json.load(open(f"{d}/{f}.json"))
peak = lambda f: m(f)["peak_bytes"]
ops = m("proxy")["nodes"]
off, all_, pri = peak("input.default"), peak("input.all"), peak("input.priority")
today = min(off, all_)
r = lambda f: f"{peak(f):,} ({peak(f) / today:.3f}×)"
lat = lambda f: m(f)["median_ms"]
# The device run's agreement: Spearman rho between proxy and ORT peak over the files it
# measured ("–": the proxy ties them all), the same over its distinct costs (each cost's files
# at their median; 3 costs at least), and how far its first choice measured above the best.
dev = m("ort").get("device", {})
rho = dev.get("spearman_proxy_vs_measured")
levels = dev.get("spearman_over_proxy_costs")
agree = (f"{rho:.3f}" if rho is not None else "–") + \
    (f" / {levels:.3f}" if levels is not None else "") + \
    f" ({dev.get('proxy_costs_measured', 0)} costs)" + \
    f", {100 * (dev.get('top1_regret') or 0):.1f}% ({len(dev.get('candidates', []))})"
print(f"| {name} | {ops} | {off:,} / {all_:,} / {pri:,} | {today:,} | {r('classic.default')} | "
      f"{r('proxy.default')} ({proxy_s}) | {r('ort.default')} ({ort_s}) | "
      f"{peak('proxy.priority') / pri:.3f}× / {peak('ort.priority') / pri:.3f}× input | "
      f"{agree} | {lat('input.default'):.1f} / {lat('ort.default'):.1f} |")
PY
done
