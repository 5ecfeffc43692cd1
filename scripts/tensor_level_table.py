#!/usr/bin/env python3
"""The tensor-level memory table of docs/mlir.md from `flowsched-jit --report` files.

Each report is one function's study at the tensor level (`flowsched-jit M.mlir --function F
--random 6 --repeats 1 --report M.json`): the input, every classic order, random orders and the
pass's pick, each with the DAG proxy's peak, the bufferized proxy's and the JIT's heap peak.
Per model: the pass's order against the input by each (a ratio), Spearman's ρ of each proxy
against the JIT over all orders, and over the proxy's distinct costs, where costs within 1% of
each other (the judge's margin: the proxy cannot tell them apart) count as one, at the median
of their JIT peaks (as docs/proxies.md ranks distinct costs).

usage: scripts/tensor_level_table.py REPORT.json ...
"""
import json
import statistics
import sys
from pathlib import Path

from rank_stats import spearman


def over_distinct(proxy, jit, margin=0.01):
    """Costs within `margin` of the previous one in a cluster count as one cost."""
    pairs = sorted(zip(proxy, jit))
    clusters = []
    for p, j in pairs:
        if clusters and p <= clusters[-1][0] * (1 + margin):
            clusters[-1][1].append(j)
        else:
            clusters.append((p, [j]))
    if len(clusters) < 3:
        return None, len(clusters)
    return spearman([c[0] for c in clusters], [statistics.median(c[1]) for c in clusters]), len(clusters)


def fmt(x):
    return "–" if x is None else f"{x:.3f}"


def main():
    print("| model | ops | pass / input: DAG proxy | bufferized proxy | JIT heap | ρ DAG, JIT | ρ bufferized, JIT "
          "| over distinct costs: ρ DAG (costs) | ρ bufferized (costs) |")
    print("|---|---|---|---|---|---|---|---|---|")
    for path in sys.argv[1:]:
        r = json.loads(Path(path).read_text())
        orders = r["orders"]
        original = orders[0]
        pass_ = next(o for o in orders if o["scheduler"].endswith("pass"))
        ratio = lambda key: pass_[key] / original[key]
        dag = [o["proxy_peak_bytes"] for o in orders]
        buf = [o["bufferized_proxy_peak_bytes"] for o in orders]
        jit = [o["jit_peak_heap_bytes"] for o in orders]
        distinct, n = over_distinct(dag, jit)
        distinct_buf, n_buf = over_distinct(buf, jit)
        print(f"| {Path(path).stem} | {r['ops']} | {ratio('proxy_peak_bytes'):.3f} | "
              f"{ratio('bufferized_proxy_peak_bytes'):.3f} | {ratio('jit_peak_heap_bytes'):.3f} | "
              f"{fmt(spearman(dag, jit))} | {fmt(spearman(buf, jit))} | {fmt(distinct)} ({n}) | "
              f"{fmt(distinct_buf)} ({n_buf}) |")


if __name__ == "__main__":
    main()
