#!/usr/bin/env python3
"""Writes a model past ONNX's 2 GB protobuf limit, its weights in external data: what every LLM
export looks like to flowsched. BRANCHES parallel MatMul -> Relu branches over one input, each
with a [ROWS, COLS] float weight (256 MiB by default), summed in a chain. Deterministic.

Usage: scripts/make_large_model.py OUT_DIR [BRANCHES]   (default 9 branches: 2.25 GiB)
"""
import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

ROWS, COLS = 4096, 16384


def main(out_dir, branches=9):
    os.makedirs(out_dir, exist_ok=True)
    rng = np.random.default_rng(0)
    inits, nodes = [], []
    for b in range(branches):
        w = (rng.standard_normal((ROWS, COLS), dtype=np.float32) * 0.01).astype(np.float32)
        inits.append(numpy_helper.from_array(w, f"w{b}"))
        nodes.append(helper.make_node("MatMul", ["x", f"w{b}"], [f"m{b}"], name=f"mm{b}"))
        nodes.append(helper.make_node("Relu", [f"m{b}"], [f"r{b}"], name=f"relu{b}"))
    acc = "r0"
    for b in range(1, branches):
        out = "y" if b == branches - 1 else f"s{b}"
        nodes.append(helper.make_node("Add", [acc, f"r{b}"], [out], name=f"add{b}"))
        acc = out
    graph = helper.make_graph(
        nodes,
        "large",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [8, ROWS])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [8, COLS])],
        inits,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    path = os.path.join(out_dir, "large.onnx")
    onnx.save(model, path, save_as_external_data=True, all_tensors_to_one_file=True,
              location="large.weights", size_threshold=1024)
    size = os.path.getsize(os.path.join(out_dir, "large.weights"))
    print(f"{path}: {len(nodes)} nodes, {size / 2**30:.2f} GiB of external data")


if __name__ == "__main__":
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) == 3 else 9)
