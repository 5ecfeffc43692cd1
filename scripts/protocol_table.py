#!/usr/bin/env python3
"""The table of scripts/protocol.sh: per cell, the geometric mean over seeds of each
scheduler's target speedup, and on how many seeds each GFlowNet variant is >= both BRKGA and
critical-path list scheduling; per family, the mean top-100 diversity (same seeds).

    scripts/protocol_table.py RUNS_DIR
"""
import json
import math
import sys
from pathlib import Path

BASELINES = ["critical-path", "brkga", "annealing"]
VARIANTS = ["default", "spread", "unseeded"]
SETS = ["sp", "nas", "real"]
TARGETS = ["noisy", "bandwidth", "latency"]


def scores(bench_json):
    """{scheduler: (geometric mean target speedup, mean diversity)} of one bench run."""
    rows = json.loads(Path(bench_json).read_text())
    rows = rows if isinstance(rows, list) else rows["rows"]
    by = {}
    for r in rows:
        by.setdefault(r["scheduler"], []).append(r)
    return {
        s: (
            math.exp(sum(math.log(r["target_speedup"]) for r in rs) / len(rs)),
            sum(r.get("diversity") or 0.0 for r in rs) / len(rs),
        )
        for s, rs in by.items()
    }


def geo(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs))


def main(runs):
    seeds = sorted({int(p.name.split("-")[0]) for p in runs.iterdir()})

    def cell(seed, s, t):
        d = runs / f"{seed}-{s}-{t}"
        out = scores(d / "baselines" / "bench.json")
        for v in VARIANTS:
            out[v] = scores(d / v / "bench.json")["gflownet"]
        return out

    cols = BASELINES + [f"gflownet {v}" for v in VARIANTS]
    print(f"{len(seeds)} seeds; target speedup, geometric mean over seeds (seeds where >= BRKGA and critical path)")
    print("| graphs | target | " + " | ".join(cols) + " |")
    print("|" + "---|" * (len(cols) + 2))
    for s in SETS:
        for t in TARGETS:
            per_seed = [cell(seed, s, t) for seed in seeds]
            parts = [f"{geo([c[b][0] for c in per_seed]):.4f}" for b in BASELINES]
            for v in VARIANTS:
                met = sum(
                    c[v][0] >= max(c["brkga"][0], c["critical-path"][0]) - 1e-12
                    for c in per_seed
                )
                parts.append(f"{geo([c[v][0] for c in per_seed]):.4f} ({met}/{len(seeds)})")
            print(f"| {s} | {t} | " + " | ".join(parts) + " |")
    print()
    print("mean top-100 diversity (normalised footrule)")
    print("| graphs | brkga | annealing | " + " | ".join(f"gflownet {v}" for v in VARIANTS) + " |")
    print("|" + "---|" * (len(VARIANTS) + 3))
    for s in SETS:
        per_seed = [cell(seed, s, "noisy") for seed in seeds]
        mean = lambda k: sum(c[k][1] for c in per_seed) / len(per_seed)
        print(f"| {s} | " + " | ".join(f"{mean(k):.3f}" for k in ["brkga", "annealing"] + VARIANTS) + " |")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(Path(sys.argv[1]))
