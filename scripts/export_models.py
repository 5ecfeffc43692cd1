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

The architectures, their families and the held-out split are pinned in models/corpus.toml.

Usage:
  python scripts/export_models.py OUTDIR [--exporter torchscript|dynamo] [--dynamic] [NAME ...]
  python scripts/export_models.py OUTDIR --corpus [NAME ...]   every variant, OUTDIR/{train,heldout}
  python scripts/export_models.py --check                      the corpus against the libraries
  python scripts/export_models.py --list

Files are named NAME[.dynamo][.dynamic][.full].onnx and never overwritten. The libraries match the
set-up's torch version: `pip install torchvision==0.26.0 timm==1.0.31 onnxscript` into the venv.
One architecture that fails to export is reported and the rest go on.
"""
import argparse
import os
import sys
import warnings

warnings.filterwarnings("ignore")

# The architectures, their families and sizes, and the held-out split: models/corpus.toml,
# the one list (the benchmark scripts' set is its `bench = true` entries).
CORPUS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "models", "corpus.toml")


def load_corpus(path=CORPUS_FILE):
    import tomllib

    with open(path, "rb") as f:
        corpus = tomllib.load(f)
    heldout = set(corpus["split"]["heldout"])
    families = {m["family"] for m in corpus["model"]}
    unknown = heldout - families
    if unknown:
        sys.exit(f"{path}: held-out families with no model: {', '.join(sorted(unknown))}")
    names = [m["name"] for m in corpus["model"]]
    twice = {n for n in names if names.count(n) > 1}
    if twice:
        sys.exit(f"{path}: listed twice: {', '.join(sorted(twice))}")
    return corpus


CORPUS = load_corpus()
SMALL, DEFAULT = CORPUS["export"]["small"], CORPUS["export"]["default"]
HELDOUT_FAMILIES = set(CORPUS["split"]["heldout"])
# name: (library, constructor name, small input shape). Small inputs keep export and a CPU
# run quick; the graphs do not depend on the resolution.
ARCHITECTURES = {
    m["name"]: (m["library"], m["name"], (1, 3, m.get("small", SMALL), m.get("small", SMALL)))
    for m in CORPUS["model"]
}
# The input sizes the architectures were trained at.
DEFAULT_SIZES = {m["name"]: m.get("default", DEFAULT) for m in CORPUS["model"]}
BENCH = [m["name"] for m in CORPUS["model"] if m.get("bench")]


def split_of(name):
    family = next(m["family"] for m in CORPUS["model"] if m["name"] == name)
    return "heldout" if family in HELDOUT_FAMILIES else "train"


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


def check():
    """The corpus against the installed libraries: versions, constructors, default sizes."""
    import importlib.metadata as meta

    problems = []
    for lib, pinned in CORPUS["versions"].items():
        have = meta.version(lib).split("+")[0]
        if have != pinned:
            problems.append(f"{lib} {have} is installed, the corpus pins {pinned}")
    import timm
    import torchvision.models

    torchvision_names = set(torchvision.models.list_models(module=torchvision.models))
    for m in CORPUS["model"]:
        name = m["name"]
        if m["library"] == "torchvision":
            if name not in torchvision_names:
                problems.append(f"{name}: not a torchvision model")
            continue
        if not timm.is_model(name):
            problems.append(f"{name}: not a timm model")
            continue
        # timm knows each model's own input size: the corpus must agree.
        side = timm.get_pretrained_cfg(name).to_dict()["input_size"][-1]
        if DEFAULT_SIZES[name] != side:
            problems.append(f"{name}: default size {DEFAULT_SIZES[name]}, timm says {side}")
    splits = {s: [n for n in ARCHITECTURES if split_of(n) == s] for s in ("train", "heldout")}
    for split, names in splits.items():
        families = sorted({m["family"] for m in CORPUS["model"] if m["name"] in names})
        print(f"{split}: {len(names)} architectures, {len(families)} families ({', '.join(families)})")
    for p in problems:
        print(f"corpus: {p}", file=sys.stderr)
    return 1 if problems else 0


def jobs(args):
    """(name, exporter, size, folder) to export: the corpus's every variant, split into
    OUTDIR/train and OUTDIR/heldout, or the names (or the bench set) as the flags say."""
    if args.corpus:
        for name in args.names or list(ARCHITECTURES):
            for variant in CORPUS["export"]["variants"]:
                exporter, size = variant.split(":")
                yield name, exporter, size, os.path.join(args.outdir, split_of(name))
        return
    size = "default" if args.default_size else "small"
    for name in args.names or BENCH:
        yield name, args.exporter, size, args.outdir


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("outdir", nargs="?")
    parser.add_argument("names", nargs="*", help="architectures (default: the bench set)")
    parser.add_argument("--exporter", choices=["torchscript", "dynamo"], default="torchscript")
    parser.add_argument("--dynamic", action="store_true", help="a symbolic batch dimension")
    parser.add_argument("--default-size", action="store_true",
                        help="each architecture's own input size (224, 299, 331)")
    parser.add_argument("--corpus", action="store_true",
                        help="every variant of models/corpus.toml, into OUTDIR/train and OUTDIR/heldout")
    parser.add_argument("--check", action="store_true",
                        help="check models/corpus.toml against the installed libraries")
    parser.add_argument("--list", action="store_true", help="print the architectures")
    args = parser.parse_intermixed_args()
    if args.list:
        for name, (library, _, shape) in ARCHITECTURES.items():
            print(f"{name}\t{library}\t{shape}\t{split_of(name)}")
        return 0
    if args.check:
        return check()
    if not args.outdir:
        parser.error("OUTDIR is required")
    unknown = [n for n in args.names if n not in ARCHITECTURES]
    if unknown:
        parser.error(f"unknown architecture(s): {', '.join(unknown)} (see --list)")

    import onnx
    import torch

    failed = 0
    for name, exporter, size, folder in jobs(args):
        library, ctor, shape = ARCHITECTURES[name]
        if size == "default":
            side = DEFAULT_SIZES[name]
            shape = (shape[0], shape[1], side, side)
        suffix = (".dynamo" if exporter == "dynamo" else "") + (".dynamic" if args.dynamic else "")
        suffix += ".full" if size == "default" else ""
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, f"{name}{suffix}.onnx")
        if os.path.exists(path):
            print(f"{name}: {path} exists, kept")
            continue
        torch.manual_seed(0)
        try:
            export(build(library, ctor).eval(), shape, path + ".partial", exporter, args.dynamic)
            os.replace(path + ".partial", path)
            print(f"{name}: {len(onnx.load(path).graph.node)} nodes -> {path}")
        except Exception as e:  # one failure must not stop the rest
            failed += 1
            print(f"{name}: failed: {type(e).__name__}: {e}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
