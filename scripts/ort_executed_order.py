#!/usr/bin/env python3
"""Prints the node names of an ONNX model in the order ONNX Runtime executed them, from its
profiler: one CPU run with graph optimisation off, under ExecutionOrder DEFAULT (what every
non-Python user gets) or PRIORITY_BASED (--priority-based, Python only).

Usage: ort_executed_order.py MODEL [--priority-based]
"""
import json
import os
import sys
import tempfile

import numpy as np
import onnxruntime as ort

TYPES = {
    "tensor(float)": np.float32,
    "tensor(double)": np.float64,
    "tensor(int64)": np.int64,
    "tensor(int32)": np.int32,
    "tensor(bool)": np.bool_,
    "tensor(uint8)": np.uint8,
}


def random_feeds(session, dims=None):
    """Inputs for `session` as every measuring script feeds them: uniform in [-1, 1] from seed 0,
    symbolic dimensions from `dims` (NAME -> size), else 1."""
    dims = dims or {}
    rng = np.random.default_rng(0)
    feeds = {}
    for i in session.get_inputs():
        shape = [d if isinstance(d, int) and d >= 0 else int(dims.get(d, 1)) for d in i.shape]
        feeds[i.name] = rng.uniform(-1, 1, shape).astype(TYPES[i.type])
    return feeds


def main():
    model = sys.argv[1]
    so = ort.SessionOptions()
    so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    so.enable_cpu_mem_arena = False
    so.enable_mem_pattern = False
    if "--priority-based" in sys.argv:
        so.add_session_config_entry("session.execution_order", "PRIORITY_BASED")
        so.execution_order = ort.ExecutionOrder.PRIORITY_BASED
    with tempfile.TemporaryDirectory() as tmp:
        so.enable_profiling = True
        so.profile_file_prefix = os.path.join(tmp, "profile")
        sess = ort.InferenceSession(model, so, providers=["CPUExecutionProvider"])
        sess.run(None, random_feeds(sess))
        with open(sess.end_profiling()) as f:
            events = json.load(f)
    nodes = [e for e in events if e.get("cat") == "Node" and e["name"].endswith("_kernel_time")]
    nodes.sort(key=lambda e: e["ts"])
    for e in nodes:
        print(e["name"][: -len("_kernel_time")])


if __name__ == "__main__":
    main()
