#!/usr/bin/env python3
"""The GFlowNet against the simple baselines at equal samples, over seeds (issue 29's
ablation). Not part of `make test`: a few minutes per large model on 2 cores.

    scripts/ablation.py MODEL.onnx [MODEL.onnx ...] --out DIR \
        [--execution-order ort-default file] [--samples 100 1000] [--seeds 0 1 2 3 4]

Runs `flowsched bench` once per (execution order, sample count, seed) on all models, every
scheduler with the same number of samples, and the GFlowNet twice: alone (`--no-classic-seeds
--refine 0`) and as shipped (seeds and refinement). Each scheduler's figure is its best order by
the planner proxy, judged as the runtime executes it (`--execution-order ort-default`: ORT's walk
of the file; `file`: the file as written), relative to the best of all schedulers in the same
run; the table gives the mean and the spread (min–max) over seeds, and the mean wall time. It
writes DIR/ablation.md and DIR/ablation.json.

These are the proxy's figures: the winners measured in ONNX Runtime are `flowsched schedule
--device ort`'s business (docs/measurement.md).
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

BASELINES = "classic,random,peak-search,brkga,annealing"


def bench(binary, models, out, order, samples, seed, scheduler, extra):
    out.mkdir(parents=True, exist_ok=True)
    cmd = [binary, "bench", *map(str, models), "--objective", "memory",
           "--execution-order", order, "--scheduler", scheduler,
           "--samples", str(samples), "--seed", str(seed), "--out", str(out), *extra]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    return json.loads((out / "bench.json").read_text())


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("models", nargs="+", type=Path)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--execution-order", nargs="+", default=["ort-default", "file"])
    ap.add_argument("--samples", nargs="+", type=int, default=[100, 1000])
    ap.add_argument("--seeds", nargs="+", type=int, default=[0, 1, 2, 3, 4])
    ap.add_argument("--flowsched", default=os.environ.get("FLOWSCHED", "target/release/flowsched"))
    args = ap.parse_args()

    # (order, samples, graph, scheduler) -> [(cost, millis) per seed]
    runs = {}
    for order in args.execution_order:
        for samples in args.samples:
            for seed in args.seeds:
                tag = f"{order}-{samples}-{seed}"
                rows = bench(args.flowsched, args.models, args.out / tag / "baselines", order,
                             samples, seed, BASELINES + ",gflownet", [])
                alone = bench(args.flowsched, args.models, args.out / tag / "alone", order,
                              samples, seed, "gflownet", ["--no-classic-seeds", "--refine", "0"])
                for r in rows:
                    if r["scheduler"] == "gflownet":
                        r["scheduler"] = "gflownet + seeds + refine"
                for r in alone:
                    r["scheduler"] = "gflownet alone"
                for r in rows + alone:
                    key = (order, samples, r["graph"], r["scheduler"])
                    runs.setdefault(key, []).append((seed, r["cost"], r["millis"]))
                print(f"done {tag}", file=sys.stderr, flush=True)

    lines = ["| execution order | samples | model | scheduler | cost / best (mean) | min–max over seeds | time (mean) |",
             "|---|---|---|---|---|---|---|"]
    table = []
    for order in args.execution_order:
        for samples in args.samples:
            graphs = sorted({k[2] for k in runs if k[0] == order and k[1] == samples})
            for g in graphs:
                keys = [k for k in runs if k[:3] == (order, samples, g)]
                # The best of every scheduler, per seed.
                best = {s: min(c for k in keys for (t, c, _) in runs[k] if t == s) for s in args.seeds}
                for k in sorted(keys, key=lambda k: statistics.mean(c / best[s] for s, c, _ in runs[k])):
                    ratios = [c / best[s] for s, c, _ in runs[k]]
                    ms = statistics.mean(m for _, _, m in runs[k])
                    table.append({"execution_order": order, "samples": samples, "graph": g,
                                  "scheduler": k[3], "ratio_mean": statistics.mean(ratios),
                                  "ratio_min": min(ratios), "ratio_max": max(ratios), "millis": ms})
                    lines.append(f"| {order} | {samples} | {g} | {k[3]} | {statistics.mean(ratios):.3f} | "
                                 f"{min(ratios):.3f}–{max(ratios):.3f} | {ms / 1e3:.2f} s |")
    (args.out / "ablation.md").write_text("\n".join(lines) + "\n")
    (args.out / "ablation.json").write_text(json.dumps(table, indent=1) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
