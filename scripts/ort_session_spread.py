#!/usr/bin/env python3
"""How much ONNX Runtime's peak varies from one fresh session to the next, model by model and
level by level: each (model, level) is measured in SESSIONS fresh processes by
scripts/ort_peak.py (CPU EP, arena and memory patterns off, counting malloc, DEFAULT order), and
the spread of their peaks is printed as a markdown row: the lowest and highest peak, the
highest over the lowest, and how many sessions sat at the low end (within 1%). A decision
against such a runtime needs several sessions a side (crates/core/src/decide.rs).

Usage: scripts/ort_session_spread.py [--sessions N] [--levels all,extended,...] MODEL ...
(run in the venv scripts/setup.sh makes; the counting malloc is the one flowsched wrote to
~/.cache/flowsched on its first device run)
"""
import argparse
import glob
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
NOISE = 0.01


def preload():
    libs = sorted(glob.glob(os.path.expanduser("~/.cache/flowsched/libflowsched_count-*.so")),
                  key=os.path.getmtime)
    if not libs:
        sys.exit("no counting malloc under ~/.cache/flowsched: run flowsched with --device ort once")
    return libs[-1]


def peak(model, level, lib):
    env = dict(os.environ, LD_PRELOAD=lib)
    out = subprocess.run(
        [sys.executable, os.path.join(HERE, "ort_peak.py"), model, "--opt", level, "--repeats", "3"],
        env=env, capture_output=True, text=True, check=True,
    )
    return json.loads(out.stdout)["peak_bytes"]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--sessions", type=int, default=6)
    p.add_argument("--levels", default="all,extended,basic,disabled")
    p.add_argument("models", nargs="+")
    a = p.parse_args()
    lib = preload()
    levels = a.levels.split(",")
    print("| model | " + " | ".join(f"{lv}: low–high B (high/low, sessions at low)" for lv in levels) + " |")
    print("|---|" + "---|" * len(levels))
    varies = {lv: 0 for lv in levels}
    for model in a.models:
        cells = []
        for lv in levels:
            peaks = [peak(model, lv, lib) for _ in range(a.sessions)]
            low, high = min(peaks), max(peaks)
            at_low = sum(1 for x in peaks if x <= low * (1 + NOISE))
            if high > low * (1 + NOISE):
                varies[lv] += 1
            cells.append(f"{low:,}–{high:,} ({high / low:.3f}×, {at_low}/{len(peaks)})")
        print(f"| {os.path.basename(model)} | " + " | ".join(cells) + " |", flush=True)
    total = len(a.models)
    print()
    print("varies by more than 1%: " + ", ".join(f"{lv} {varies[lv]} of {total}" for lv in levels))


if __name__ == "__main__":
    main()
