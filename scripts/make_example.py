#!/usr/bin/env python3
"""Makes tests/data/inception_cell.onnx, the example model of `make demo`.

An Inception-style cell: four parallel branches, each expanding 16 -> 64 channels and reducing
back to 8, then concatenated, projected and added to the input, then a classifier head. The
nodes are listed breadth-first (every branch's expansion before any reduction), as a naive
exporter emits them, which keeps all four wide tensors alive at once: a real opportunity for
a memory-aware order. Weights are seeded random. Needs numpy and onnx.

Usage: python scripts/make_example.py [OUT]
"""
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper


def main(out):
    rng = np.random.default_rng(0)
    inits, nodes = [], []

    def weight(name, *shape):
        inits.append(numpy_helper.from_array((rng.standard_normal(shape) * 0.1).astype(np.float32), name))
        return name

    branches = 4
    kernels = [1, 3, 5, 3]
    expand = [helper.make_node("Conv", ["x", weight(f"b{i}_expand_w", 64, 16, 1, 1)], [f"b{i}_wide"],
                               name=f"b{i}_expand") for i in range(branches)]
    act = [helper.make_node("Relu", [f"b{i}_wide"], [f"b{i}_act"], name=f"b{i}_relu") for i in range(branches)]
    reduce = [helper.make_node("Conv", [f"b{i}_act", weight(f"b{i}_reduce_w", 8, 64, k, k)], [f"b{i}_out"],
                               name=f"b{i}_reduce", pads=[k // 2] * 4) for i, k in enumerate(kernels)]
    nodes += expand + act + reduce
    nodes += [
        helper.make_node("Concat", [f"b{i}_out" for i in range(branches)], ["cat"], name="concat", axis=1),
        helper.make_node("Conv", ["cat", weight("proj_w", 16, 32, 1, 1)], ["proj"], name="project"),
        helper.make_node("Add", ["proj", "x"], ["res"], name="residual"),
        helper.make_node("Relu", ["res"], ["res_act"], name="residual_relu"),
        helper.make_node("GlobalAveragePool", ["res_act"], ["pooled"], name="pool"),
        helper.make_node("Flatten", ["pooled"], ["flat"], name="flatten"),
        helper.make_node("Gemm", ["flat", weight("fc_w", 10, 16), weight("fc_b", 10)], ["logits"],
                         name="classifier", transB=1),
    ]
    graph = helper.make_graph(
        nodes, "inception_cell",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 16, 32, 32])],
        [helper.make_tensor_value_info("logits", TensorProto.FLOAT, [1, 10])],
        initializer=inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)],
                              producer_name="flowsched-example")
    model.ir_version = 8
    onnx.checker.check_model(model, full_check=True)
    onnx.save(model, out)
    print(f"wrote {out}: {len(nodes)} nodes")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "tests/data/inception_cell.onnx")
