#!/usr/bin/env python3
"""Makes the example models of `make demo`, deterministically (seeded random weights). Needs numpy
and onnx.

tests/data/gated_cells.onnx, the demo's model: three gated cells on a 64x64 map, 8 channels.
In each, a gate (a 1x1 expansion to 64 channels, a 64x64 1x1 mix, global pooling, a 1x1 conv
and a sigmoid) scales a wide path (a 1x1 expansion to 64 channels); the product is projected
back to 8 channels and added to the cell's input. The gate's wide tensors are transient: its
output is one value per channel. So the gate should run before the path, whose 1 MiB output
would otherwise wait through the gate's peak. The cells are written as two module styles
would export them: cells 0 and 2 list the gate first, cell 1 the path first. ONNX Runtime's
default walk runs, of a node's two producers, the one written last first, so it runs cells 0
and 2 path first; run as written (Python's PRIORITY_BASED), cell 1 runs path first. Neither
runs every cell well, and a file that does exists: the gate's nodes first, but its last one
written after the path.

tests/data/inception_cell.onnx: an Inception-style cell, four parallel branches, each
expanding 16 -> 64 channels and reducing back to 8, then concatenated, projected and added to
the input, then a classifier head. The nodes are listed breadth-first (every branch's
expansion before any reduction), as a naive exporter emits them. ONNX Runtime's walk already
runs it branch by branch: no order beats the input there.

tests/data/separable_stem.onnx: a NASNet-style stem, where order alone cannot lower the peak:
a wide map (32 channels, 48x48) read by a 1x1 projection and by three separable branches,
each padding the whole map (kernels 3, 5, 7), convolving it depthwise with stride 2 and
pointwise; the branches are concatenated, activated and read by two 1x1 convolutions, as a
NAS cell's output is read by the next two cells. `--rewrite` pads and convolves the map a
slice at a time (channel-slice) and sums partial convolutions instead of concatenating
(channel-split).

Usage: python scripts/make_example.py [OUT_DIR]   (default tests/data)
"""
import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper


class Builder:
    """Nodes and seeded random initializers of one graph."""

    def __init__(self):
        self.rng = np.random.default_rng(0)
        self.inits, self.nodes = [], []

    def weight(self, name, *shape):
        array = (self.rng.standard_normal(shape) * 0.1).astype(np.float32)
        self.inits.append(numpy_helper.from_array(array, name))
        return name

    def save(self, name, inputs, outputs, out):
        graph = helper.make_graph(self.nodes, name, inputs, outputs, initializer=self.inits)
        model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)],
                                  producer_name="flowsched-example")
        model.ir_version = 8
        onnx.checker.check_model(model, full_check=True)
        onnx.save(model, out)
        print(f"wrote {out}: {len(self.nodes)} nodes, {os.path.getsize(out):,} bytes")


def gated_cells(out, channels=8, side=64, wide=64, cells=3):
    b = Builder()
    node = helper.make_node
    x = "x"
    for c in range(cells):
        p = f"c{c}_"
        gate = [
            node("Conv", [x, b.weight(p + "gate_w", wide, channels, 1, 1)], [p + "g_wide"], name=p + "gate_expand"),
            node("Relu", [p + "g_wide"], [p + "g_act"], name=p + "gate_relu"),
            node("Conv", [p + "g_act", b.weight(p + "gate_mix_w", wide, wide, 1, 1)], [p + "g_mix"], name=p + "gate_mix"),
            node("Relu", [p + "g_mix"], [p + "g_mix_act"], name=p + "gate_mix_relu"),
            node("GlobalAveragePool", [p + "g_mix_act"], [p + "g_pool"], name=p + "gate_pool"),
            node("Conv", [p + "g_pool", b.weight(p + "gate_fc_w", wide, wide, 1, 1)], [p + "g_fc"], name=p + "gate_fc"),
            node("Sigmoid", [p + "g_fc"], [p + "gate"], name=p + "gate"),
        ]
        path = [
            node("Conv", [x, b.weight(p + "path_w", wide, channels, 1, 1)], [p + "path_pre"], name=p + "path"),
            node("Relu", [p + "path_pre"], [p + "path"], name=p + "path_relu"),
        ]
        b.nodes += gate + path if c % 2 == 0 else path + gate
        b.nodes += [
            node("Mul", [p + "path", p + "gate"], [p + "gated"], name=p + "apply_gate"),
            node("Conv", [p + "gated", b.weight(p + "proj_w", channels, wide, 1, 1)], [p + "proj"], name=p + "project"),
            node("Add", [p + "proj", x], [p + "out"], name=p + "residual"),
        ]
        x = p + "out"
    b.nodes += [
        node("GlobalAveragePool", [x], ["pooled"], name="pool"),
        node("Flatten", ["pooled"], ["flat"], name="flatten"),
        node("Gemm", ["flat", b.weight("fc_w", 10, channels), b.weight("fc_b", 10)], ["logits"],
             name="classifier", transB=1),
    ]
    b.save("gated_cells", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, channels, side, side])],
           [helper.make_tensor_value_info("logits", TensorProto.FLOAT, [1, 10])], out)


def inception_cell(out):
    b = Builder()
    weight = b.weight
    branches = 4
    kernels = [1, 3, 5, 3]
    expand = [helper.make_node("Conv", ["x", weight(f"b{i}_expand_w", 64, 16, 1, 1)], [f"b{i}_wide"],
                               name=f"b{i}_expand") for i in range(branches)]
    act = [helper.make_node("Relu", [f"b{i}_wide"], [f"b{i}_act"], name=f"b{i}_relu") for i in range(branches)]
    reduce = [helper.make_node("Conv", [f"b{i}_act", weight(f"b{i}_reduce_w", 8, 64, k, k)], [f"b{i}_out"],
                               name=f"b{i}_reduce", pads=[k // 2] * 4) for i, k in enumerate(kernels)]
    b.nodes += expand + act + reduce
    b.nodes += [
        helper.make_node("Concat", [f"b{i}_out" for i in range(branches)], ["cat"], name="concat", axis=1),
        helper.make_node("Conv", ["cat", weight("proj_w", 16, 32, 1, 1)], ["proj"], name="project"),
        helper.make_node("Add", ["proj", "x"], ["res"], name="residual"),
        helper.make_node("Relu", ["res"], ["res_act"], name="residual_relu"),
        helper.make_node("GlobalAveragePool", ["res_act"], ["pooled"], name="pool"),
        helper.make_node("Flatten", ["pooled"], ["flat"], name="flatten"),
        helper.make_node("Gemm", ["flat", weight("fc_w", 10, 16), weight("fc_b", 10)], ["logits"],
                         name="classifier", transB=1),
    ]
    b.save("inception_cell", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 16, 32, 32])],
           [helper.make_tensor_value_info("logits", TensorProto.FLOAT, [1, 10])], out)


def separable_stem(out, channels=32, side=48, narrow=8):
    b = Builder()
    node = helper.make_node
    b.nodes.append(node("Conv", ["x", b.weight("stem_w", channels, 3, 3, 3)], ["stem"], name="stem", pads=[1] * 4))
    b.nodes.append(node("Relu", ["stem"], ["wide"], name="stem_relu"))
    b.nodes.append(node("Conv", ["wide", b.weight("proj_w", narrow, channels, 1, 1)], ["proj_full"], name="project"))
    b.nodes.append(node("MaxPool", ["proj_full"], ["proj"], name="project_pool", kernel_shape=[2, 2], strides=[2, 2]))
    branches = []
    for i, k in enumerate([3, 5, 7]):
        p = f"branch{i}_"
        pads = [0, 0, k // 2, k // 2, 0, 0, k // 2, k // 2]
        b.inits.append(numpy_helper.from_array(np.array(pads, dtype=np.int64), p + "pads"))
        b.nodes += [
            node("Pad", ["wide", p + "pads"], [p + "padded"], name=p + "pad"),
            node("Conv", [p + "padded", b.weight(p + "dw_w", channels, 1, k, k)], [p + "dw"], name=p + "depthwise",
                 group=channels, strides=[2, 2]),
            node("Conv", [p + "dw", b.weight(p + "pw_w", narrow, channels, 1, 1)], [p + "out"], name=p + "pointwise"),
        ]
        branches.append(p + "out")
    b.nodes += [
        node("Concat", ["proj"] + branches, ["cell"], name="cell_concat", axis=1),
        node("Relu", ["cell"], ["cell_act"], name="cell_relu"),
        node("Conv", ["cell_act", b.weight("next_w", narrow, narrow * 4, 1, 1), b.weight("next_b", narrow)],
             ["next"], name="next_cell_input"),
        node("Conv", ["cell_act", b.weight("after_w", narrow, narrow * 4, 1, 1)], ["after"], name="after_next_input"),
        node("Add", ["next", "after"], ["both"], name="merge"),
        node("GlobalAveragePool", ["both"], ["pooled"], name="pool"),
        node("Flatten", ["pooled"], ["flat"], name="flatten"),
        node("Gemm", ["flat", b.weight("fc_w", 10, narrow), b.weight("fc_b", 10)], ["logits"], name="classifier",
             transB=1),
    ]
    b.save("separable_stem", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 3, side, side])],
           [helper.make_tensor_value_info("logits", TensorProto.FLOAT, [1, 10])], out)


def main(folder):
    gated_cells(os.path.join(folder, "gated_cells.onnx"))
    inception_cell(os.path.join(folder, "inception_cell.onnx"))
    separable_stem(os.path.join(folder, "separable_stem.onnx"))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "tests/data")
