#!/usr/bin/env python3
"""Real architectures exported to ONNX with random weights, for benchmarks and evaluation.

The graphs are the libraries' own definitions (torchvision, timm); only the weights are random,
which does not change an order's memory or the ops it runs. A real deployment's export may look
nothing like one exporter's, so each architecture can be written several ways:

  --exporter torchscript   torch.onnx.export(dynamo=False), the classic tracer (default)
  --exporter dynamo        torch.onnx.export(dynamo=True), the torch.export-based exporter
  --dynamic                the batch dimension left symbolic ("batch"): bind it with --dim
  --default-size           each architecture's own input size (224, 299 for Inception-v3, 331
                           for NASNet-A and PNASNet-5), not the small one below

Usage:
  python scripts/export_models.py OUTDIR [--exporter torchscript|dynamo] [--dynamic] [NAME ...]
  python scripts/export_models.py --list

Files are named NAME[.dynamo][.dynamic][.full].onnx and never overwritten. The libraries match the
set-up's torch version: `pip install torchvision==0.26.0 timm onnxscript` into the venv.
One architecture that fails to export is reported and the rest go on.
"""
import argparse
import os
import sys
import warnings

warnings.filterwarnings("ignore")

# name: (library, constructor name, input shape). Inputs are small so that export and a CPU
# run stay quick; the graphs do not depend on the resolution.
ARCHITECTURES = {
    "resnet18": ("torchvision", "resnet18", (1, 3, 112, 112)),
    "resnet50": ("torchvision", "resnet50", (1, 3, 224, 224)),
    "squeezenet1_1": ("torchvision", "squeezenet1_1", (1, 3, 112, 112)),
    "mobilenet_v2": ("torchvision", "mobilenet_v2", (1, 3, 112, 112)),
    "efficientnet_b0": ("torchvision", "efficientnet_b0", (1, 3, 112, 112)),
    "shufflenet_v2_x1_0": ("torchvision", "shufflenet_v2_x1_0", (1, 3, 112, 112)),
    "mnasnet1_0": ("torchvision", "mnasnet1_0", (1, 3, 112, 112)),
    "densenet169": ("torchvision", "densenet169", (1, 3, 64, 64)),
    "swin_t": ("torchvision", "swin_t", (1, 3, 112, 112)),
    "vgg11": ("torchvision", "vgg11", (1, 3, 224, 224)),
    "nasnetalarge": ("timm", "nasnetalarge", (1, 3, 96, 96)),
    "pnasnet5large": ("timm", "pnasnet5large", (1, 3, 96, 96)),
    "inception_v3": ("timm", "inception_v3", (1, 3, 96, 96)),
    "vit_tiny_patch16_224": ("timm", "vit_tiny_patch16_224", (1, 3, 224, 224)),
    "mobilenetv3_small_100": ("timm", "mobilenetv3_small_100", (1, 3, 112, 112)),
    "hrnet_w18_small": ("timm", "hrnet_w18_small", (1, 3, 96, 96)),
    "googlenet": ("torchvision", "googlenet", (1, 3, 112, 112)),
    "dpn68": ("timm", "dpn68", (1, 3, 96, 96)),
    "inception_resnet_v2": ("timm", "inception_resnet_v2", (1, 3, 96, 96)),
    "hrnet_w18": ("timm", "hrnet_w18", (1, 3, 96, 96)),
    "ghostnet_100": ("timm", "ghostnet_100", (1, 3, 112, 112)),
    "regnety_004": ("timm", "regnety_004", (1, 3, 112, 112)),
}

# The input sizes the architectures were trained at, where not 224.
DEFAULT_SIZES = {"inception_v3": 299, "nasnetalarge": 331, "pnasnet5large": 331}


def build(library, ctor):
    if library == "torchvision":
        import torchvision.models

        return getattr(torchvision.models, ctor)(weights=None)
    import timm

    return timm.create_model(ctor, pretrained=False)


def export(model, shape, path, exporter, dynamic):
    import torch

    example = (torch.randn(*shape),)
    names = dict(input_names=["input"], output_names=["output"])
    if exporter == "torchscript":
        axes = {"input": {0: "batch"}, "output": {0: "batch"}} if dynamic else None
        torch.onnx.export(model, example, path, opset_version=17, dynamo=False,
                          dynamic_axes=axes, **names)
    else:
        shapes = ({0: torch.export.Dim("batch", min=1, max=64)},) if dynamic else None
        program = torch.onnx.export(model, example, dynamo=True, dynamic_shapes=shapes,
                                    opset_version=18, **names)
        program.save(path)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("outdir", nargs="?")
    parser.add_argument("names", nargs="*", help="architectures (default: all)")
    parser.add_argument("--exporter", choices=["torchscript", "dynamo"], default="torchscript")
    parser.add_argument("--dynamic", action="store_true", help="a symbolic batch dimension")
    parser.add_argument("--default-size", action="store_true",
                        help="each architecture's own input size (224, 299, 331)")
    parser.add_argument("--list", action="store_true", help="print the architectures")
    args = parser.parse_intermixed_args()
    if args.list:
        for name, (library, _, shape) in ARCHITECTURES.items():
            print(f"{name}\t{library}\t{shape}")
        return 0
    if not args.outdir:
        parser.error("OUTDIR is required")
    unknown = [n for n in args.names if n not in ARCHITECTURES]
    if unknown:
        parser.error(f"unknown architecture(s): {', '.join(unknown)} (see --list)")

    import onnx
    import torch

    os.makedirs(args.outdir, exist_ok=True)
    suffix = (".dynamo" if args.exporter == "dynamo" else "") + (".dynamic" if args.dynamic else "")
    suffix += ".full" if args.default_size else ""
    failed = 0
    for name in args.names or list(ARCHITECTURES):
        library, ctor, shape = ARCHITECTURES[name]
        if args.default_size:
            side = DEFAULT_SIZES.get(name, 224)
            shape = (shape[0], shape[1], side, side)
        path = os.path.join(args.outdir, f"{name}{suffix}.onnx")
        if os.path.exists(path):
            print(f"{name}: {path} exists, kept")
            continue
        torch.manual_seed(0)
        try:
            export(build(library, ctor).eval(), shape, path + ".partial", args.exporter, args.dynamic)
            os.replace(path + ".partial", path)
            print(f"{name}: {len(onnx.load(path).graph.node)} nodes -> {path}")
        except Exception as e:  # one failure must not stop the rest
            failed += 1
            print(f"{name}: failed: {type(e).__name__}: {e}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
