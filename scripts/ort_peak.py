#!/usr/bin/env python3
"""Measures one ONNX model in ONNX Runtime's Python binding, as `--device ort` measures it in
Rust: CPU EP, CPU arena and memory patterns off, one warm-up run, then REPEATS timed runs; the
peak is the bytes in use at malloc during a run minus those in use before it, counted by
flowsched's counting malloc, which must be preloaded (LD_PRELOAD; `flowsched` writes it to
~/.cache/flowsched/libflowsched_count-*.so on its first device run). One model per process, so
no allocation of another candidate is counted.

Python is the only binding that can set the execution order, so this is where PRIORITY_BASED
(the file order as written) is measured.

Usage: LD_PRELOAD=... ort_peak.py MODEL [--order default|priority] [--opt disabled|basic|extended|all]
                                  [--repeats N] [--threads N] [--dim NAME=SIZE ...]
Prints one JSON object: model, order, opt, peak_bytes (the median run's), peak_bytes_max,
median_ms, ort_version.
"""
import argparse
import ctypes
import json
import os
import statistics
import time

import onnxruntime as ort

from ort_executed_order import random_feeds  # the inputs every script feeds (this folder)

LEVELS = {
    "disabled": ort.GraphOptimizationLevel.ORT_DISABLE_ALL,
    "basic": ort.GraphOptimizationLevel.ORT_ENABLE_BASIC,
    "extended": ort.GraphOptimizationLevel.ORT_ENABLE_EXTENDED,
    "all": ort.GraphOptimizationLevel.ORT_ENABLE_ALL,
}


def flowsched_binary():
    """The flowsched binary the measuring scripts call: $FLOWSCHED, else the crate's release
    build (under $CARGO_TARGET_DIR where that is set)."""
    if os.environ.get("FLOWSCHED"):
        return os.environ["FLOWSCHED"]
    here = os.path.dirname(os.path.abspath(__file__))
    target = os.environ.get("CARGO_TARGET_DIR") or os.path.join(here, "..", "target")
    return os.path.join(target, "release", "flowsched")


def counter():
    process = ctypes.CDLL(None)
    try:
        in_use, peak, reset = (process.flowsched_alloc_in_use, process.flowsched_alloc_peak,
                               process.flowsched_alloc_reset_peak)
    except AttributeError:
        raise SystemExit("ort_peak.py: the counting malloc is not preloaded; run it with "
                         "LD_PRELOAD=~/.cache/flowsched/libflowsched_count-*.so")
    in_use.restype = peak.restype = ctypes.c_int64
    return in_use, peak, reset


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("model")
    parser.add_argument("--order", choices=["default", "priority"], default="default")
    parser.add_argument("--opt", choices=list(LEVELS), default="disabled")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--threads", type=int, default=os.cpu_count(),
                        help="intra-op threads (default: the machine's, as `--device ort`)")
    parser.add_argument("--dim", action="append", default=[], help="NAME=SIZE for a symbolic dimension")
    args = parser.parse_args()
    dims = {k: int(v) for k, v in (d.split("=", 1) for d in args.dim)}
    in_use, peak, reset_peak = counter()

    so = ort.SessionOptions()
    so.graph_optimization_level = LEVELS[args.opt]
    so.enable_cpu_mem_arena = False
    so.enable_mem_pattern = False
    so.intra_op_num_threads = args.threads
    so.add_session_config_entry("session.intra_op.allow_spinning", "0")
    if args.order == "priority":
        so.add_session_config_entry("session.execution_order", "PRIORITY_BASED")
        if hasattr(ort, "ExecutionOrder"):
            so.execution_order = ort.ExecutionOrder.PRIORITY_BASED
    session = ort.InferenceSession(args.model, so, providers=["CPUExecutionProvider"])
    feeds = random_feeds(session, dims)
    session.run(None, feeds)  # warm-up: kernels' one-time state is not the order's doing
    peaks, times = [], []
    for _ in range(max(1, args.repeats)):
        before = in_use()
        reset_peak()
        start = time.perf_counter()
        outputs = session.run(None, feeds)
        times.append((time.perf_counter() - start) * 1e3)
        peaks.append(peak() - before)
        del outputs
    print(json.dumps({
        "model": args.model, "order": args.order, "opt": args.opt,
        # The median run, as `--device ort` reports it: now and then one run also pays for
        # something that stays (MLAS growing a thread's packing buffer), not the order's doing.
        "peak_bytes": sorted(peaks)[(len(peaks) - 1) // 2], "peak_bytes_max": max(peaks),
        "median_ms": statistics.median(times),
        "ort_version": ort.__version__,
    }))


if __name__ == "__main__":
    main()
