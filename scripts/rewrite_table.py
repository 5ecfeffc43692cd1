#!/usr/bin/env python3
"""The table of docs/rewrites.md: each model scheduled for peak memory with and without
`--rewrite`, every file measured in ONNX Runtime (scripts/ort_peak.py: the counting allocator,
arena and memory patterns off, optimisation off), as written (PRIORITY_BASED, the orders made
with `--execution-order file`) and walked (ORT's default order, the orders made with
`--execution-order ort-default`).

For each model and each way: the input's, the best order's and the rewritten graph's peak and
median latency, the rewrites kept, the largest output difference of the rewritten graph
relative to each output's magnitude, and the seconds of each flowsched run (load and write
included).

Usage: python scripts/rewrite_table.py MODEL.onnx [...] [--out DIR] [--repeats N] [--ways written,walked]
Needs a release build (cargo build --release --features cli) and the counting allocator that a
first `--device ort` run writes to ~/.cache/flowsched. Prints a Markdown table and writes
DIR/rewrites.json.
"""
import argparse
import json
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from check_equivalence import rewrite_difference  # noqa: E402
from ort_session_spread import preload as counting_malloc  # noqa: E402

WAYS = {"written": ("file", "priority"), "walked": ("ort-default", "default")}


def schedule(model, out, order, rewrite):
    report = out + ".json"
    cmd = [os.path.join(ROOT, "target/release/flowsched"), "schedule", model, "-o", out,
           "--execution-order", order, "--report", report]
    if rewrite:
        cmd.append("--rewrite")
    started = time.monotonic()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    seconds = time.monotonic() - started
    with open(report) as f:
        return json.load(f), seconds


def measure(model, order, repeats, preload):
    out = subprocess.run(
        [sys.executable, os.path.join(HERE, "ort_peak.py"), model, "--order", order,
         "--opt", "disabled", "--repeats", str(repeats), "--threads", "1"],
        check=True, capture_output=True, text=True, env={**os.environ, "LD_PRELOAD": preload})
    return json.loads(out.stdout.strip().splitlines()[-1])


def row(model, way, out_dir, repeats, preload):
    order, ort_order = WAYS[way]
    name = os.path.splitext(os.path.basename(model))[0]
    best_path = os.path.join(out_dir, f"{name}.{way}.best.onnx")
    rewritten_path = os.path.join(out_dir, f"{name}.{way}.rewritten.onnx")
    _, best_seconds = schedule(model, best_path, order, False)
    report, rewrite_seconds = schedule(model, rewritten_path, order, True)
    stage = report.get("rewrites") or {}
    kinds = {}
    for kept in stage.get("kept", []) if stage.get("used") else []:
        kinds[kept["kind"]] = kinds.get(kept["kind"], 0) + 1
    figures = {k: measure(p, ort_order, repeats, preload)
               for k, p in [("input", model), ("best", best_path), ("rewritten", rewritten_path)]}
    used = bool(stage.get("used")) and not report.get("input_kept")
    return {
        "model": name, "way": way,
        "input_peak": figures["input"]["peak_bytes"], "best_peak": figures["best"]["peak_bytes"],
        "rewritten_peak": figures["rewritten"]["peak_bytes"],
        "input_ms": figures["input"]["median_ms"], "best_ms": figures["best"]["median_ms"],
        "rewritten_ms": figures["rewritten"]["median_ms"],
        "offered": stage.get("offered"), "kept": kinds, "used": used,
        "proxy_best": stage.get("best_order_peak_bytes"), "proxy_rewritten": stage.get("kept_peak_bytes"),
        "rounds": stage.get("rounds_peak_bytes"),
        "peak_at": stage.get("peak_at"), "peak_tensors": stage.get("peak_tensors"),
        "difference": rewrite_difference(model, rewritten_path) if used else 0.0,
        "best_seconds": best_seconds, "rewrite_seconds": rewrite_seconds,
    }


def markdown(rows):
    lines = ["| model | way | best order (B) | rewritten (B) | ratio | latency ratio | rewrites kept / offered | output difference | seconds (best / rewrite) |",
             "|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        kept = ", ".join(f"{n} {k}" for k, n in sorted(r["kept"].items())) or "none"
        lines.append(
            f"| {r['model']} | {r['way']} | {r['best_peak']:,} | {r['rewritten_peak']:,} | "
            f"{r['rewritten_peak'] / r['best_peak']:.3f} | {r['rewritten_ms'] / r['best_ms']:.3f} | "
            f"{kept} / {r['offered']} | {r['difference']:.1e} | {r['best_seconds']:.1f} / {r['rewrite_seconds']:.1f} |")
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("models", nargs="+")
    ap.add_argument("--out", default="out/rewrites")
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--ways", default="written,walked")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    preload = counting_malloc()
    rows = []
    for model in args.models:
        for way in args.ways.split(","):
            r = row(model, way, args.out, args.repeats, preload)
            print(json.dumps(r), file=sys.stderr, flush=True)
            rows.append(r)
    with open(os.path.join(args.out, "rewrites.json"), "w") as f:
        json.dump(rows, f, indent=1)
    print(markdown(rows))


if __name__ == "__main__":
    main()
