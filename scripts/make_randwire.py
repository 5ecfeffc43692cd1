#!/usr/bin/env python3
"""Makes a RandWire-WS network in ONNX, a randomly wired graph for benchmarking the scheduler.

The network follows Xie et al., "Exploring Randomly Wired Neural Networks for Image
Recognition" (ICCV 2019), small regime: a 3x3 stride-2 conv stem (C/2 channels, BN), a second
3x3 stride-2 conv (C channels, BN), then --stages random stages of C, 2C, 4C, ... channels,
a 1x1 conv to 1280, global average pooling and a 1000-way FC. Each stage is a Watts-Strogatz
graph WS(N, K, P) with its edges oriented from the lower to the higher node index. A node takes
the sigmoid-weighted sum of its inputs, then ReLU, a 3x3 depthwise-separable conv (stride 2 in
the nodes that read the stage input: those with no predecessor) and BN; the nodes with no
successor are averaged into the stage output. (The paper's small regime gives its first random
stage N/2 nodes; here every stage has N.) --seed draws the graphs; the weights are random
(torch.manual_seed(0)). Same arguments, same file. The export is torch.onnx.export(dynamo=False,
opset 17), batch 1, static shapes, "input" -> "output", checked with onnx.checker and one
onnxruntime run; it prints {"path", "nodes", "seed", "bytes"} as one JSON line. Needs torch, onnx,
onnxruntime, networkx.

Usage: python scripts/make_randwire.py OUT.onnx [--seed S] [--nodes N] [--k K] [--p P]
                                       [--channels C] [--size S] [--stages M]

The figures in the project's docs come from seeds 0, 1 and 2 with the defaults.
"""
import argparse
import json
import os
import random

import networkx as nx
import numpy as np
import onnx
import onnxruntime as ort
import torch
from torch import nn


def conv_bn(cin, cout, stride):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, stride, 1, bias=False), nn.BatchNorm2d(cout))


class Node(nn.Module):
    """Weighted sum of the inputs -> ReLU -> depthwise-separable 3x3 conv -> BN."""

    def __init__(self, fan_in, cin, cout, stride):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(fan_in)) if fan_in else None  # None: stage input
        self.op = nn.Sequential(
            nn.ReLU(),
            nn.Conv2d(cin, cin, 3, stride, 1, groups=cin, bias=False),
            nn.Conv2d(cin, cout, 1, bias=False),
            nn.BatchNorm2d(cout),
        )

    def forward(self, inputs):
        if self.weight is None:
            return self.op(inputs[0])
        w = torch.sigmoid(self.weight)
        x = w[0] * inputs[0]
        for i in range(1, len(inputs)):
            x = x + w[i] * inputs[i]
        return self.op(x)


class Stage(nn.Module):
    """One random graph: WS(n, k, p) oriented low -> high index."""

    def __init__(self, cin, cout, n, k, p, seed):
        super().__init__()
        graph = nx.watts_strogatz_graph(n, k, p, seed=seed)
        self.preds = [sorted(u for u in graph.neighbors(v) if u < v) for v in range(n)]
        self.sinks = [v for v in range(n) if all(u < v for u in graph.neighbors(v))]
        self.nodes = nn.ModuleList(
            Node(len(ps), cout if ps else cin, cout, 1 if ps else 2) for ps in self.preds
        )

    def forward(self, x):
        outs = []
        for node, ps in zip(self.nodes, self.preds):
            outs.append(node([outs[u] for u in ps] if ps else [x]))
        y = outs[self.sinks[0]]
        for v in self.sinks[1:]:
            y = y + outs[v]
        return y / len(self.sinks)


class RandWire(nn.Module):
    def __init__(self, n, k, p, channels, stages, seed):
        super().__init__()
        rng = random.Random(seed)
        widths = [channels * 2**i for i in range(stages)]
        self.stem = nn.Sequential(
            conv_bn(3, channels // 2, 2), nn.ReLU(), conv_bn(channels // 2, channels, 2)
        )
        self.stages = nn.Sequential(
            *(Stage(cin, cout, n, k, p, rng.randrange(2**32))
              for cin, cout in zip([channels] + widths, widths))
        )
        self.head = nn.Sequential(
            nn.ReLU(), nn.Conv2d(widths[-1], 1280, 1, bias=False), nn.BatchNorm2d(1280), nn.ReLU(),
            nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(1280, 1000),
        )

    def forward(self, x):
        return self.head(self.stages(self.stem(x)))


@torch.no_grad()
def randomize_bn(model):
    """Random BN statistics, as a trained net has. The export folds BN into the convs, and fresh
    statistics fold into identical zero biases, which the exporter shares through Identity nodes."""
    for bn in (m for m in model.modules() if isinstance(m, nn.BatchNorm2d)):
        bn.weight.uniform_(0.5, 1.5)
        bn.running_var.uniform_(0.5, 1.5)
        bn.bias.normal_(0, 0.1)
        bn.running_mean.normal_(0, 0.1)


def main():
    ap = argparse.ArgumentParser(description="RandWire-WS (Xie et al. 2019) exported to ONNX")
    ap.add_argument("out")
    ap.add_argument("--seed", type=int, default=0, help="seed of the random graphs")
    ap.add_argument("--nodes", type=int, default=16, help="N, nodes per stage")
    ap.add_argument("--k", type=int, default=4, help="K, each node's neighbours in the ring")
    ap.add_argument("--p", type=float, default=0.75, help="P, rewiring probability")
    ap.add_argument("--channels", type=int, default=78, help="C, the first stage's width")
    ap.add_argument("--size", type=int, default=64, help="input side")
    ap.add_argument("--stages", type=int, default=3, help="random stages")
    args = ap.parse_args()

    torch.manual_seed(0)
    model = RandWire(args.nodes, args.k, args.p, args.channels, args.stages, args.seed).eval()
    randomize_bn(model)
    x = torch.randn(1, 3, args.size, args.size)
    torch.onnx.export(model, x, args.out, dynamo=False, opset_version=17,
                      input_names=["input"], output_names=["output"])

    proto = onnx.load(args.out)
    onnx.checker.check_model(proto)
    sess = ort.InferenceSession(args.out, providers=["CPUExecutionProvider"])
    (y,) = sess.run(None, {"input": x.numpy()})
    assert y.shape == (1, 1000) and np.isfinite(y).all()
    print(json.dumps({"path": args.out, "nodes": len(proto.graph.node), "seed": args.seed,
                      "bytes": os.path.getsize(args.out)}))


if __name__ == "__main__":
    main()
