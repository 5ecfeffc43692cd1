#!/usr/bin/env bash
# `--rewrite` on every model given: schedules each as written with the rewrite stage, then
# checks the output with scripts/check_equivalence.py (the checker, every new node named after an
# original, the outputs in onnxruntime within the rewrite bound), and prints one line per model:
# the rewrites offered and kept, the proxy's peak without and with them, the stage's seconds.
# Usage: scripts/rewrite_corpus.sh OUT_DIR MODEL.onnx...   (a release build of flowsched first)
set -euo pipefail
cd "$(dirname "$0")/.."
out=$1
shift
mkdir -p "$out"
failed=0
for model in "$@"; do
  name=$(basename "$model" .onnx)
  if ! target/release/flowsched schedule "$model" -o "$out/$name.onnx" --rewrite \
      --execution-order file --report "$out/$name.json" >"$out/$name.log" 2>&1; then
    echo "FAIL $name: flowsched: $(tail -1 "$out/$name.log")"
    failed=$((failed + 1))
    continue
  fi
  summary=$(.venv/bin/python - "$out/$name.json" <<'EOF'
import json, sys
r = json.load(open(sys.argv[1]))["rewrites"]
kinds = {}
for k in r["kept"] if r["used"] else []:
    kinds[k["kind"]] = kinds.get(k["kind"], 0) + 1
kept = ", ".join(f"{n} {k}" for k, n in sorted(kinds.items())) or "none"
after = r["kept_peak_bytes"] if r["used"] else r["best_order_peak_bytes"]
print(f"offered {r['offered']}, kept {kept}; proxy {r['best_order_peak_bytes']:,} -> {after:,} B "
      f"({after / r['best_order_peak_bytes']:.3f}); {r['seconds']:.1f} s")
EOF
)
  if check=$(.venv/bin/python scripts/check_equivalence.py "$model" "$out/$name.onnx" 2>&1); then
    echo "ok $name: $summary; $(echo "$check" | grep -o 'within [0-9.e+-]*' || echo 'the best order, no rewrite')"
  else
    echo "FAIL $name: $summary; $(echo "$check" | grep FAIL)"
    failed=$((failed + 1))
  fi
done
echo "$failed failed of $#"
[ "$failed" -eq 0 ]
