#!/usr/bin/env python3
"""Where the proxy and ONNX Runtime disagree, node by node: runs MODEL once in ORT (CPU EP,
optimisation off, DEFAULT order or with --order priority the file as written, arena and
memory patterns off, as `--device ort` does) with its
profiler on and flowsched's counting malloc tracing, lines the bytes in use up with each node's
kernel time, and prints them next to the proxy's live bytes at the same node
(`flowsched inspect --memory-curve`, which simulates the same walk).

Per node: the most bytes in use while it ran, minus those in use before the run, counting only
blocks of at least --min-block bytes (default 1024) and leaving out the growth of the
profiler's own record list: the profiler keeps a record of every node it times, which piles
up over the run and is no part of it; a tensor's buffer or a kernel's scratch is rarely that
small. Next to it the proxy's figure. The summary gives both peaks and where they are, and the nodes where the gap
between the two moves most: where the proxy's model of ORT's planner or of a kernel's scratch
is off.

Usage: LD_PRELOAD=~/.cache/flowsched/libflowsched_count-*.so \\
         ort_memory_trace.py MODEL [--order default|priority] [--threads N] [--dim NAME=SIZE ...] [--all]
FLOWSCHED=path/to/flowsched picks the binary (default: the crate's release build, under
$CARGO_TARGET_DIR where that is set).
"""
import argparse
import bisect
import ctypes
import json
import os
import subprocess
import sys
import tempfile

import numpy as np
import onnxruntime as ort

from ort_executed_order import random_feeds
from ort_peak import flowsched_binary


def tracer():
    lib = ctypes.CDLL(None)
    try:
        f = {name: getattr(lib, "flowsched_alloc_" + name)
             for name in ("in_use", "trace_start", "trace_stop", "trace_len", "trace")}
    except AttributeError:
        sys.exit("ort_memory_trace.py: the counting malloc (with its trace) is not preloaded; "
                 "run it with LD_PRELOAD=~/.cache/flowsched/libflowsched_count-*.so from a "
                 "current build")
    f["in_use"].restype = f["trace_len"].restype = ctypes.c_int64
    f["trace"].restype = ctypes.POINTER(ctypes.c_int64)
    return f


def proxy_curve(model, dims, order):
    cmd = [flowsched_binary(), "inspect", model, "--memory-curve"] + [x for d in dims for x in ("--dim", d)]
    if order == "priority":
        cmd += ["--execution-order", "file"]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    rows = [line.split("\t") for line in out.splitlines()]
    return {name: (int(step), op, int(live)) for step, name, op, live in rows}


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("model")
    p.add_argument("--threads", type=int, default=1,
                   help="intra-op threads (default 1: the proxy sizes Conv's scratch for one "
                        "thread without a device)")
    p.add_argument("--dim", action="append", default=[], help="NAME=SIZE for a symbolic dimension")
    p.add_argument("--min-block", type=int, default=1024,
                   help="count blocks of at least this many bytes (default 1024)")
    p.add_argument("--all", action="store_true", help="print every node, not only the summary")
    p.add_argument("--order", choices=["default", "priority"], default="default",
                   help="ORT's execution order: its walk (default), or the file as written "
                        "(PRIORITY_BASED, against `inspect --execution-order file`)")
    args = p.parse_args()
    t = tracer()
    proxy = proxy_curve(args.model, args.dim, args.order)

    with tempfile.TemporaryDirectory() as tmp:
        so = ort.SessionOptions()
        so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
        so.enable_cpu_mem_arena = False
        so.enable_mem_pattern = False
        so.intra_op_num_threads = args.threads
        so.add_session_config_entry("session.intra_op.allow_spinning", "0")
        if args.order == "priority":
            so.add_session_config_entry("session.execution_order", "PRIORITY_BASED")
            if hasattr(ort, "ExecutionOrder"):
                so.execution_order = ort.ExecutionOrder.PRIORITY_BASED
        so.enable_profiling = True
        so.profile_file_prefix = os.path.join(tmp, "profile")
        session = ort.InferenceSession(args.model, so, providers=["CPUExecutionProvider"])
        feeds = random_feeds(session, dict(d.split("=", 1) for d in args.dim))
        session.run(None, feeds)  # warm-up, as the measurements do
        t["trace_start"]()
        outputs = session.run(None, feeds)
        t["trace_stop"]()
        del outputs
        n = t["trace_len"]()
        raw = np.ctypeslib.as_array(t["trace"](), shape=(n * 2,)).reshape(n, 2).copy()
        start_ns = session.get_profiling_start_time_ns()
        events = json.load(open(session.end_profiling()))
    if n == 0:
        sys.exit("nothing was allocated during the run")
    times, delta = raw[:, 0], raw[:, 1]
    small = np.abs(delta) < args.min_block
    # The profiler's list of records grows as a vector does: a block twice the old one, then
    # the old one freed, right after. Those pairs are left out too (on DPN-68 one of them put
    # 48 KiB at a different node in two orders).
    grows = np.zeros(n, dtype=bool)
    for i in range(n - 1):
        a, b = delta[i], -delta[i + 1]
        if a >= 2 * args.min_block and b >= args.min_block and 1.9 <= a / b <= 2.1:
            grows[i] = grows[i + 1] = True
    left_out = small | grows
    print(f"{n:,} allocations and frees in the run; left out: {int(small.sum()):,} blocks under "
          f"{args.min_block} B, {int(grows.sum()) // 2} vector growths, net "
          f"{int(delta[left_out].sum()):+,} B")
    in_use = np.cumsum(np.where(left_out, 0, delta))
    # The traced run's kernels: the last event of each node name.
    kernels = {}
    for e in events:
        if e.get("cat") == "Node" and e["name"].endswith("_kernel_time"):
            kernels[e["name"][: -len("_kernel_time")]] = e
    rows = []
    for name, e in kernels.items():
        lo = start_ns + int(e["ts"]) * 1000
        hi = lo + int(e["dur"]) * 1000
        if lo < times[0] - 10**9:
            continue  # the warm-up's
        a, b = bisect.bisect_left(times, lo), bisect.bisect_right(times, hi)
        held = int(in_use[max(a - 1, 0)])  # in use as the node started
        peak = int(max(in_use[a:b].max(initial=held), held))
        if name in proxy:
            step, op, live = proxy[name]
            rows.append((step, name, op, live, peak))
    rows.sort()
    if not rows:
        sys.exit("no node of the profile matched the proxy's names")
    if args.all:
        print("step\tnode\top\tproxy\tmeasured\tmeasured-proxy")
        for step, name, op, live, peak in rows:
            print(f"{step}\t{name}\t{op}\t{live}\t{peak}\t{peak - live}")
    pk = max(rows, key=lambda r: r[3])
    mk = max(rows, key=lambda r: r[4])
    print(f"proxy peak    {pk[3]:>12,} at step {pk[0]} {pk[1]} ({pk[2]})")
    print(f"measured peak {mk[4]:>12,} at step {mk[0]} {mk[1]} ({mk[2]}); "
          f"whole run {int(in_use.max()):,}")
    gaps = [r[4] - r[3] for r in rows]
    jumps = sorted(range(1, len(rows)), key=lambda i: -abs(gaps[i] - gaps[i - 1]))[:10]
    print("where the gap (measured - proxy) moves most:")
    for i in sorted(jumps):
        step, name, op, live, peak = rows[i]
        print(f"  step {step:5} {name[:60]:60} {op:14} proxy {live:>11,} measured {peak:>11,} "
              f"gap {gaps[i - 1]:>+9,} -> {gaps[i]:>+9,}")


if __name__ == "__main__":
    main()
