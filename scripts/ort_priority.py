#!/usr/bin/env python3
"""Measures the candidates of one `flowsched schedule` run under ONNX Runtime's PRIORITY_BASED
order (the file order as written, which only ORT's Python API can ask for), next to the proxy's
cost of each order as written: what `--device ort` cannot measure, for Python users.

Each candidate of `--emit-orders ORDERS.json` is written as the model with its nodes in that
order (nothing else changed), then measured in a fresh process by `ort_peak.py --order priority
--opt disabled` with flowsched's counting malloc preloaded. Prints one row per candidate and
Spearman's rho between the proxy (as written) and the measured peaks.

Usage: ort_priority.py MODEL ORDERS.json [--top N] [--dim NAME=SIZE ...]
(ORDERS.json from `flowsched schedule MODEL --emit-orders ORDERS.json ...` of the same MODEL,
without --for-ort.)
"""
import argparse
import glob
import json
import os
import subprocess
import sys
import tempfile

import onnx

from rank_stats import spearman


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("model")
    p.add_argument("orders")
    p.add_argument("--top", type=int, default=16, help="the first N candidates (default 16)")
    p.add_argument("--dim", action="append", default=[], help="NAME=SIZE for a symbolic dimension")
    args = p.parse_args()
    counters = sorted(glob.glob(os.path.expanduser("~/.cache/flowsched/libflowsched_count-*.so")),
                      key=os.path.getmtime)
    if not counters:
        sys.exit("no counting malloc in ~/.cache/flowsched: run any flowsched --device ort once")
    model = onnx.load(args.model, load_external_data=False)
    if any(t.data_location == onnx.TensorProto.EXTERNAL for t in model.graph.initializer):
        sys.exit(f"{args.model}: external data is not supported here")
    orders = json.load(open(args.orders))["orders"][: args.top]
    nodes = list(model.graph.node)
    here = os.path.dirname(os.path.abspath(__file__))
    proxy, measured = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for k, o in enumerate(orders):
            if sorted(o["positions"]) != list(range(len(nodes))):
                sys.exit(f"{args.orders}: candidate {k} is not an order of {args.model}'s nodes")
            del model.graph.node[:]
            model.graph.node.extend(nodes[i] for i in o["positions"])
            path = os.path.join(tmp, f"candidate{k}.onnx")
            onnx.save(model, path)
            cmd = [sys.executable, os.path.join(here, "ort_peak.py"), path, "--order", "priority",
                   "--opt", "disabled"] + [x for d in args.dim for x in ("--dim", d)]
            env = dict(os.environ, LD_PRELOAD=counters[-1])
            out = json.loads(subprocess.run(cmd, env=env, check=True, capture_output=True,
                                            text=True).stdout)
            written = o.get("as_written_cost", o["cost"])
            proxy.append(written)
            measured.append(out["peak_bytes"])
            print(f"{k:3} {o['scheduler'][:32]:32} proxy as written {written:14,.0f}  "
                  f"PRIORITY peak {out['peak_bytes']:12,}  ({out['peak_bytes'] / measured[0]:.3f}x the first)")
    rho = spearman(proxy, measured)
    print(f"Spearman rho (proxy as written, PRIORITY peak) over {len(measured)}: "
          + ("– (ties)" if rho is None else f"{rho:.3f}"))


if __name__ == "__main__":
    main()
