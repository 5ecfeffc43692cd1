#!/usr/bin/env python3
"""Export irregular timm architectures (NASNet, PNASNet, Inception, ViT, ...) to ONNX with
random weights, for scheduler benchmarks. Companion of ../shared/tools/export_models.py.

Usage: python scripts/export_timm.py OUTDIR [NAME ...]   (needs timm, torch, onnx, onnxscript)
Inputs are small so that export and inference stay quick on a CPU; the graphs are the real ones.
"""
import os
import sys
import warnings

import onnx
import timm
import torch

warnings.filterwarnings("ignore")

MODELS = {
    "nasnetalarge": (1, 3, 96, 96),
    "pnasnet5large": (1, 3, 96, 96),
    "inception_v3": (1, 3, 96, 96),
    "vit_tiny_patch16_224": (1, 3, 224, 224),
    "mobilenetv3_small_100": (1, 3, 112, 112),
    "hrnet_w18_small": (1, 3, 96, 96),
}


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "models-dev"
    names = sys.argv[2:] or list(MODELS)
    os.makedirs(out, exist_ok=True)
    torch.manual_seed(0)
    for name in names:
        path = os.path.join(out, name + ".onnx")
        if os.path.exists(path):
            continue
        try:
            model = timm.create_model(name, pretrained=False).eval()
            torch.onnx.export(model, (torch.randn(*MODELS[name]),), path, opset_version=17, dynamo=False,
                              input_names=["input"], output_names=["output"])
            print(f"{name}: {len(onnx.load(path).graph.node)} nodes")
        except Exception as e:  # one failure must not stop the rest
            print(f"{name}: failed: {type(e).__name__}: {e}", file=sys.stderr)


if __name__ == "__main__":
    main()
