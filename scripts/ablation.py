#!/usr/bin/env python3
"""The GFlowNet against the simple baselines at equal samples, over seeds (issue 29's
ablation). Not part of `make test`: a few minutes per large model on 2 cores.

    scripts/ablation.py MODEL.onnx [MODEL.onnx ...] --out DIR \
        [--execution-order ort-default file] [--samples 100 1000] [--seeds 0 1 2 3 4]
        [--baselines classic,random,...] [--model NAME=WEIGHTS ...] [--best-known SAMPLES]

Runs `flowsched-lab bench` once per (execution order, sample count, seed) on all models, every
scheduler with the same number of samples, and the GFlowNet twice: alone (`--no-classic-seeds
--refine 0`) and as shipped (seeds and refinement). Each scheduler's figure is its best order by
the planner proxy, judged as the runtime executes it (`--execution-order ort-default`: ORT's walk
of the file; `file`: the file as written), relative to the best of all schedulers in the same
run; the table gives the mean and the spread (min–max) over seeds, and the mean wall time. It
writes DIR/ablation.md and DIR/ablation.json. `--model NAME=WEIGHTS` adds other weights (an
experiment's), run alone in the same runs, as "gflownet alone (NAME)". `--best-known N` adds a
long search (the GFlowNet with seeds and refinement, random sampling and annealing, N samples
each): the table then gives each scheduler's distance to the best order known, the best of
that search and of every run. Below the table, per seed: the GFlowNet alone at the fewest
samples against random's best at the most (issue 29's "best of 100 against random's 1,000").

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
# The paper's top-k: the diversity column is the mean distance between a scheduler's best 100.
TOP_K = 100
# "The GFlowNet alone": no classic orders among its samples, no local search.
ALONE_FLAGS = ["--no-classic-seeds", "--refine", "0"]


def bench(binary, models, out, samples, seed, scheduler, extra, weights=None, top_k=TOP_K):
    """One `flowsched-lab bench` run; `extra` carries the objective and execution order."""
    out.mkdir(parents=True, exist_ok=True)
    cmd = [binary, "bench", *map(str, models), "--scheduler", scheduler,
           "--samples", str(samples), "--seed", str(seed), "--top-k", str(top_k),
           "--out", str(out), *extra]
    env = dict(os.environ)
    if weights is not None:
        env["FLOWSCHED_MODEL"] = str(weights)
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, env=env)
    return json.loads((out / "bench.json").read_text())


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("models", nargs="+", type=Path)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--execution-order", nargs="+", default=["ort-default", "file"])
    ap.add_argument("--samples", nargs="+", type=int, default=[100, 1000])
    ap.add_argument("--seeds", nargs="+", type=int, default=[0, 1, 2, 3, 4])
    ap.add_argument("--baselines", default=BASELINES,
                    help="the schedulers run next to the GFlowNet, comma-separated")
    ap.add_argument("--model", action="append", default=[], metavar="NAME=WEIGHTS",
                    help="other weights, run alone next to the shipped ones (repeatable)")
    ap.add_argument("--best-known", type=int, metavar="SAMPLES",
                    help="also run a long search of this many samples per scheduler (seed 0)")
    ap.add_argument("--flowsched-lab", default=os.environ.get("FLOWSCHED_LAB", "target/release/flowsched-lab"))
    args = ap.parse_args()
    memory = lambda order: ["--objective", "memory", "--execution-order", order]
    others = [m.split("=", 1) for m in args.model]
    if any(len(m) != 2 for m in others):
        ap.error("--model takes NAME=WEIGHTS")

    # (order, samples, graph, scheduler) -> [(cost, millis) per seed]
    runs = {}
    curves, diversity = {}, {}  # same keys: {k: expected best of k} and top-100 diversity
    for order in args.execution_order:
        for samples in args.samples:
            for seed in args.seeds:
                tag = f"{order}-{samples}-{seed}"
                rows = bench(args.flowsched_lab, args.models, args.out / tag / "baselines",
                             samples, seed, args.baselines + ",gflownet", memory(order))
                alone = bench(args.flowsched_lab, args.models, args.out / tag / "alone", samples, seed,
                              "gflownet", [*memory(order), *ALONE_FLAGS])
                for name, weights in others:
                    for r in bench(args.flowsched_lab, args.models, args.out / tag / f"alone-{name}",
                                   samples, seed, "gflownet",
                                   [*memory(order), *ALONE_FLAGS],
                                   weights):
                        r["scheduler"] = f"gflownet alone ({name})"
                        rows.append(r)
                for r in rows:
                    if r["scheduler"] == "gflownet":
                        r["scheduler"] = "gflownet + seeds + refine"
                for r in alone:
                    r["scheduler"] = "gflownet alone"
                for r in rows + alone:
                    key = (order, samples, r["graph"], r["scheduler"])
                    runs.setdefault(key, []).append((seed, r["cost"], r["millis"]))
                    curves.setdefault(key, []).append(dict(r.get("best_of_k", [])))
                    if r.get("diversity") is not None:
                        diversity.setdefault(key, []).append(r["diversity"])
                print(f"done {tag}", file=sys.stderr, flush=True)

    # The best order known per (order, graph): the long search's and every run's.
    known = {}
    for (order, _, g, _), seeds in runs.items():
        known[(order, g)] = min(known.get((order, g), float("inf")), *(c for _, c, _ in seeds))
    if args.best_known:
        for order in args.execution_order:
            for r in bench(args.flowsched_lab, args.models, args.out / f"{order}-best-known",
                           args.best_known, 0, "gflownet,random,annealing", memory(order)):
                known[(order, r["graph"])] = min(known[(order, r["graph"])], r["cost"])
            print(f"done {order}-best-known", file=sys.stderr, flush=True)

    lines = ["| execution order | samples | model | scheduler | cost / best (mean) | min–max over seeds | "
             "/ best known (mean) | time (mean) | top-100 diversity |",
             "|---|---|---|---|---|---|---|---|---|"]
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
                    div = statistics.mean(diversity[k]) if k in diversity else None
                    # Expected best of j samples over the run's best, mean over seeds.
                    curve = {j: statistics.mean(c[j] / best[s] for (s, _, _), c in zip(runs[k], curves[k]))
                             for j in sorted(set.intersection(*(set(c) for c in curves[k])))}
                    to_known = statistics.mean(c / known[(order, g)] for _, c, _ in runs[k])
                    table.append({"execution_order": order, "samples": samples, "graph": g,
                                  "scheduler": k[3], "ratio_mean": statistics.mean(ratios),
                                  "ratio_min": min(ratios), "ratio_max": max(ratios),
                                  "to_best_known": to_known, "millis": ms,
                                  "diversity": div, "best_of_k": curve})
                    lines.append(f"| {order} | {samples} | {g} | {k[3]} | {statistics.mean(ratios):.3f} | "
                                 f"{min(ratios):.3f}–{max(ratios):.3f} | {to_known:.3f} | {ms / 1e3:.2f} s | "
                                 + (f"{div:.3f}" if div is not None else "–") + " |")
    # Best-of-k curves from the largest runs: every budget up to it, from the same samples.
    most = max(args.samples)
    ks = sorted({j for t in table if t["samples"] == most for j in t["best_of_k"]})
    if ks:
        lines += ["", f"Best of k ({most} samples per seed): expected best of k samples / the run's best, mean over seeds", "",
                  "| execution order | model | scheduler | " + " | ".join(f"k={j}" for j in ks) + " |",
                  "|---|---|---|" + "---|" * len(ks)]
        for t in table:
            if t["samples"] == most and len(t["best_of_k"]) > 1:  # randomised schedulers only
                cells = [f"{t['best_of_k'][j]:.3f}" if j in t["best_of_k"] else "–" for j in ks]
                lines.append(f"| {t['execution_order']} | {t['graph']} | {t['scheduler']} | " + " | ".join(cells) + " |")
    fewest = min(args.samples)
    alone = sorted({k[3] for k in runs if k[3].startswith("gflownet alone")})
    if fewest < most and alone:
        lines += ["", f"The GFlowNet alone, best of {fewest}, over random's best of {most}, per seed "
                  f"(≤ 1: at or below random)", "",
                  "| execution order | model | scheduler | " + " | ".join(f"seed {s}" for s in args.seeds) + " |",
                  "|---|---|---|" + "---|" * len(args.seeds)]
        for order in args.execution_order:
            for g in sorted({k[2] for k in runs if k[0] == order}):
                random = dict((s, c) for s, c, _ in runs.get((order, most, g, "random"), []))
                for name in alone:
                    mine = dict((s, c) for s, c, _ in runs.get((order, fewest, g, name), []))
                    if random and mine:
                        cells = [f"{mine[s] / random[s]:.4f}" for s in args.seeds]
                        lines.append(f"| {order} | {g} | {name} | " + " | ".join(cells) + " |")
    (args.out / "ablation.md").write_text("\n".join(lines) + "\n")
    (args.out / "ablation.json").write_text(json.dumps(table, indent=1) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
