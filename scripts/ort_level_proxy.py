#!/usr/bin/env python3
"""Does the proxy model the graph ORT runs at an optimisation level? For the candidates one
`flowsched schedule MODEL --device ort:LEVEL` run measured, three figures side by side:

- the run's proxy: flowsched's planner on the file's own graph, walked as ORT walks it (what
  ranks the candidates at every level today);
- the level proxy: the same planner on ORT's optimised graph of that candidate file, in the
  order ORT executes it (`flowsched schedule CANDIDATE --for-ort LEVEL`, the cost of that graph
  as written: ORT writes its graph in its execution order, which --check-order confirms against
  ORT's profiler);
- the peak the run measured (CPU EP, arena and memory patterns off, DEFAULT order).

Also how many distinct graphs ORT runs among the candidates (node op types and names in
execution order, ORT's numbered names stripped): where there is one, every candidate runs
alike at that level and any ranking among them is noise.

Usage: ort_level_proxy.py MODEL ORDERS.json REPORT.json LEVEL [--dim NAME=SIZE ...]
                          [--check-order]
(ORDERS.json and REPORT.json from `flowsched schedule MODEL --device ort:LEVEL --emit-orders
ORDERS.json --report REPORT.json ...`.) FLOWSCHED=path picks the binary (default: the crate's
release build).
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

import onnx
import onnxruntime as ort

from ort_executed_order import random_feeds
from ort_peak import LEVELS, flowsched_binary
from ort_priority import spearman

def ort_graph(path, level, out, dims, check_order):
    """ORT's optimised graph of `path` written to `out`; with `check_order`, asserts that one
    run executes its nodes in the order written."""
    so = ort.SessionOptions()
    so.graph_optimization_level = LEVELS[level]
    so.optimized_model_filepath = out
    so.log_severity_level = 3  # the NCHWc warning on writing an `all` graph is expected
    if check_order:
        so.enable_profiling = True
        so.profile_file_prefix = out + ".profile"
    session = ort.InferenceSession(path, so, providers=["CPUExecutionProvider"])
    graph = onnx.load(out, load_external_data=False).graph
    if check_order:
        session.run(None, random_feeds(session, dims))
        with open(session.end_profiling()) as f:
            events = json.load(f)
        ran = []
        for e in events:
            name = e.get("name", "")
            if e.get("cat") == "Node" and name.endswith("_kernel_time"):
                name = name[: -len("_kernel_time")]
                if name not in ran:
                    ran.append(name)
        written = [n.name for n in graph.node if n.name in set(ran)]
        if written != ran:
            sys.exit(f"{path}: ORT at {level} did not run its graph in the order it wrote it")
    # ORT numbers the nodes and tensors it adds as it creates them (`reorder_token_12`): the
    # numbers follow the file order, the graph does not.
    return tuple((n.op_type, re.sub(r"_token_\d+$", "", n.name)) for n in graph.node)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("model")
    p.add_argument("orders")
    p.add_argument("report")
    p.add_argument("level", choices=["basic", "extended", "all"])
    p.add_argument("--dim", action="append", default=[], help="NAME=SIZE for a symbolic dimension")
    p.add_argument("--check-order", action="store_true",
                   help="check with ORT's profiler that each graph runs in its written order")
    args = p.parse_args()
    dims = {k: int(v) for k, v in (d.split("=", 1) for d in args.dim)}
    model = onnx.load(args.model, load_external_data=False)
    nodes = list(model.graph.node)
    orders = {o["scheduler"]: o for o in json.load(open(args.orders))["orders"]}
    with open(args.report) as f:
        measured = [c for c in json.load(f)["device"]["candidates"] if not c.get("failure")]
    rows, graphs = [], {}
    with tempfile.TemporaryDirectory() as tmp:
        for k, c in enumerate(measured):
            del model.graph.node[:]
            model.graph.node.extend(nodes[i] for i in orders[c["scheduler"]]["positions"])
            path = os.path.join(tmp, f"candidate{k}.onnx")
            onnx.save(model, path)
            graph = ort_graph(path, args.level, path + f".{args.level}.onnx", dims, args.check_order)
            graphs.setdefault(graph, len(graphs))
            report = path + ".json"
            cmd = [flowsched_binary(), "schedule", path, "--for-ort", args.level, "--scheduler", "kahn",
                   "-o", path + ".out.onnx", "--report", report] + [x for d in args.dim for x in ("--dim", d)]
            subprocess.run(cmd, check=True, capture_output=True, text=True)
            with open(report) as f:
                ort_order = json.load(f)["candidates"][0]
            level_proxy = ort_order.get("as_written_cost") or ort_order["cost"]
            rows.append((c["proxy_cost"], level_proxy, c["peak_bytes"]))
            print(f"{k:3} {c['scheduler'][:28]:28} proxy {c['proxy_cost']:14,.0f}  level proxy "
                  f"{level_proxy:14,.0f}  measured {c['peak_bytes']:12,}  ORT graph {graphs[graph]}",
                  flush=True)
    peaks = [r[2] for r in rows]
    for name, i in (("proxy", 0), ("level proxy", 1)):
        rho = spearman([r[i] for r in rows], peaks)
        print(f"Spearman rho ({name}, measured peak) over {len(rows)}: "
              + ("- (ties)" if rho is None else f"{rho:.3f}"))
    spread = (max(peaks) - min(peaks)) / min(peaks)
    print(f"distinct graphs ORT runs at {args.level}: {len(graphs)}; measured peaks within "
          f"{spread:.2e} of each other; level proxy over measured: "
          f"{min(r[1] / r[2] for r in rows):.3f}..{max(r[1] / r[2] for r in rows):.3f}")


if __name__ == "__main__":
    main()
