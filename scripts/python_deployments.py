#!/usr/bin/env python3
"""The Python deployment search, model by model: what `flowsched.schedule(path, device="ort")`
measures and picks, against the input under ORT's defaults.

For each model it runs the default Python call once (every ORT level walked, ORT's optimised
graphs, and the file as written under PRIORITY_BASED with optimisation off, each measured in
the installed onnxruntime with the arena and memory patterns off and the counting malloc), and
reads from the report:

- ORT's defaults: the input at level `all`, walked (the reference every deployment is judged
  against; where the input is kept it was measured in two fresh processes, the lower taken);
- the best walk deployment and the best file-order deployment (peak, median latency);
- the deployment the call chose, the run's wall time and the measurement rounds.

Markdown rows go to stdout; each report to OUT_DIR.

usage: scripts/python_deployments.py [--budget S] OUT_DIR MODEL[:NAME=SIZE,...] ...   (run in a venv with the
       flowsched wheel, onnx and onnxruntime: the one scripts/test_python.sh leaves in
       ~/.cache/flowsched/venv-python-test works)
"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import flowsched


def parse(arg: str):
    path, _, dims = arg.partition(":")
    sizes = {}
    for item in filter(None, dims.split(",")):
        name, _, value = item.partition("=")
        sizes[name] = int(value)
    return Path(path), sizes


def best(rows, file_order: bool):
    rows = [r for r in rows if r["device"].endswith("file order") == file_order and r["searched"]]
    rows = [r for r in rows if r["winner_peak_bytes"] > 0]
    return min(rows, key=lambda r: r["winner_peak_bytes"], default=None)


def cell(row, reference):
    if row is None:
        return "—", "—"
    peak = row["winner_peak_bytes"] / reference["input_peak_bytes"]
    latency = row["winner_median_seconds"] / reference["input_median_seconds"]
    return f"{peak:.3f} ({row['device']})", f"{latency:.2f}"


def main() -> int:
    args = sys.argv[1:]
    budget = 30.0
    if args[:1] == ["--budget"]:
        budget, args = float(args[1]), args[2:]
    out = Path(args[0])
    out.mkdir(parents=True, exist_ok=True)
    print("| model | dims | ORT's defaults: peak, median | best walk: peak, latency | "
          "best file order: peak, latency | chosen | wall s | rounds | over the budget |")
    print("|---|---|---|---|---|---|---|---|---|")
    for arg in args[1:]:
        path, dims = parse(arg)
        started = time.perf_counter()
        _, report = flowsched.schedule(str(path), device="ort", dims=dims or None, seed=0,
                                       budget=budget, progress=False)
        wall = time.perf_counter() - started
        name = path.stem + ("".join(f".{k}{v}" for k, v in dims.items()))
        (out / f"{name}.json").write_text(json.dumps(report.to_dict(), indent=1) + "\n")
        rows = report.deployments
        reference = rows[0]
        walk, written = best(rows, False), best(rows, True)
        chosen = next(r for r in rows if r["chosen"])
        chosen_peak = chosen["winner_peak_bytes"] / reference["input_peak_bytes"]
        rounds = report.device["rounds"] if report.device else 0
        left_out = report.deployments_left_out
        over = sum("the budget was spent" in why for why in left_out)
        print(f"| {path.stem} | {dims or ''} | {reference['input_peak_bytes']:,} B, "
              f"{reference['input_median_seconds'] * 1e3:.1f} ms | "
              f"{' '.join(cell(walk, reference))} | {' '.join(cell(written, reference))} | "
              f"{chosen['device']} {chosen_peak:.3f} | {wall:.0f} | {rounds} | {over} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
