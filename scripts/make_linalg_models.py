#!/usr/bin/env python3
"""Makes the real linalg-on-tensors modules under tests/mlir/models from real ONNX models.

ONNX → torch dialect (iree-import-onnx) → linalg/tensor/arith (iree-opt with torch-mlir's
torch-onnx-to-torch-backend-pipeline and torch-backend-to-linalg-on-tensors-backend-pipeline),
then every weight blob becomes a splat constant so the files stay small; the result holds only
upstream dialects and is checked to parse in Debian's mlir-opt-22.

Needs `iree-base-compiler[onnx]` (PyPI) in a venv: IREE_VENV (default
~/.cache/flowsched/venv-iree); the ONNX models come from this repo and from the onnx package's
backend test data (in FLOWSCHED_PYTHON's site-packages), and timm architectures exported by
scripts/export_models.py into FLOWSCHED_MODELS (default /tmp/flowsched-models; needs timm and
onnxscript in that venv). Deterministic: rerunning rewrites the same files.

usage: scripts/make_linalg_models.py [OUTDIR [NAME ...]]
"""
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
IREE = Path(os.environ.get("IREE_VENV", Path.home() / ".cache/flowsched/venv-iree")) / "bin"
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
PIPELINE = "builtin.module(torch-onnx-to-torch-backend-pipeline,torch-backend-to-linalg-on-tensors-backend-pipeline)"


def python():
    return os.environ.get("FLOWSCHED_PYTHON", str(Path.home() / ".cache/flowsched/venv-torch2.11.0/bin/python"))


def onnx_backend_data():
    out = subprocess.run([python(), "-c", "import onnx, os; print(os.path.dirname(onnx.__file__))"],
                         check=True, capture_output=True, text=True)
    return Path(out.stdout.strip()) / "backend/test/data/light"


def models():
    light = onnx_backend_data()
    return {
        "inception_cell": ROOT / "tests/data/inception_cell.onnx",
        "squeezenet": light / "light_squeezenet.onnx",
        "inception_v1": light / "light_inception_v1.onnx",
        "shufflenet": light / "light_shufflenet.onnx",
        "resnet50": light / "light_resnet50.onnx",
        # Real timm architectures (scripts/export_models.py, random weights, 96x96 inputs).
        "hrnet_w18_small": exported("hrnet_w18_small"),
        "pnasnet5large": exported("pnasnet5large"),
    }


def benchmark_models():
    """The IREE imports that the streams benchmark (scripts/streams_bench.py) adds to the
    committed models; not committed themselves (NASNet-A alone is 3,842 ops)."""
    return {
        "googlenet": exported("googlenet"),
        "inception_v3": exported("inception_v3"),
        "nasnetalarge": exported("nasnetalarge"),
        # The tensor-level memory study (docs/mlir.md): more IREE imports, not committed.
        "densenet121": exported("densenet121"),
        "ghostnet_100": exported("ghostnet_100"),
        "randwire0": randwire(0),
    }


# timm's NASNet-A and PNASNet compute their "same" padding at run time (Shape, Gather, ..., Pad);
# torch-mlir would keep those shapes dynamic, which the JIT cannot run. ONNX Runtime's basic
# optimiser folds them (constant folding and Conv+BatchNormalization fusion, standard ONNX ops
# only) for the static input shape.
RUN_TIME_PADDING = {"pnasnet5large", "nasnetalarge"}  # NASNet-A Large also converts (3,842 ops);
# it is left out of the set: the peak-directed search takes minutes on its 4,469-op bufferized block


def randwire(seed):
    """A RandWire-WS net (scripts/make_randwire.py, defaults), made into FLOWSCHED_MODELS once."""
    folder = Path(os.environ.get("FLOWSCHED_MODELS", "/tmp/flowsched-models"))
    path = folder / f"randwire{seed}.onnx"
    if not path.exists():
        subprocess.run([python(), str(ROOT / "scripts/make_randwire.py"), str(path), "--seed", str(seed)],
                       check=True)
    return path


def exported(name):
    """An architecture from scripts/export_models.py, exported into FLOWSCHED_MODELS once."""
    folder = Path(os.environ.get("FLOWSCHED_MODELS", "/tmp/flowsched-models"))
    path = folder / f"{name}.onnx"
    if not path.exists():
        subprocess.run([python(), str(ROOT / "scripts/export_models.py"), str(folder), name], check=True)
    if name not in RUN_TIME_PADDING:
        return path
    folded = folder / f"{name}.ort-basic.onnx"
    if not folded.exists():
        subprocess.run([python(), "-c", ORT_BASIC, str(path), str(folded)], check=True)
    return folded


ORT_BASIC = """
import sys, onnx, onnxruntime as ort
options = ort.SessionOptions()
options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_BASIC
options.optimized_model_filepath = sys.argv[2]
ort.InferenceSession(sys.argv[1], options, providers=["CPUExecutionProvider"])
model = onnx.load(sys.argv[2])
used = {node.domain for node in model.graph.node} | {""}
kept = [o for o in model.opset_import if o.domain in used]  # ORT lists all its domains
del model.opset_import[:]
model.opset_import.extend(kept)
onnx.save(model, sys.argv[2])
"""


# A weight: a hex blob or a long literal list. Small literals (shapes, scalars) stay.
BLOB = re.compile(r'dense<("0x[0-9A-Fa-f]+"|\[[^<>]{200,}?\])>(\s*:\s*tensor<[^>]*x(f\d+|bf16|i\d+)>)')


def splat(match):
    element = match.group(3)
    value = "1" if element.startswith("i") else "1.000000e-02"
    return f"dense<{value}>{match.group(2)}"


# A transpose of a weight: torch-mlir lowers a Gemm's weight to a run-time `linalg.transpose`,
# which the JIT pipeline here would materialise on the heap (8 MB for a 2048x1000 classifier,
# the whole peak of a small net). Compilers fold it at compile time (IREE's const-eval); with
# splat weights the fold is the same splat in the transposed type.
TRANSPOSE = re.compile(r"^(\s*)(%\S+) = linalg\.transpose ins\((%\S+) : tensor<[^>]*>\) "
                       r"outs\((%\S+) : (tensor<[^>]*>)\) permutation = \[[^\]]*\]\s*$", re.M)


def fold_weight_transposes(text):
    splats = dict(re.findall(r"^\s*(%\S+) = arith\.constant (dense<[^<>\[\]]*>) : tensor<", text, re.M))
    emptied = []

    def fold(match):
        indent, result, source, init, result_type = match.groups()
        if source not in splats:
            return match.group(0)
        emptied.append(init)
        return f"{indent}{result} = arith.constant {splats[source]} : {result_type}"

    text = TRANSPOSE.sub(fold, text)
    for init in emptied:  # the destination the transpose no longer writes, if nothing else uses it
        if len(re.findall(re.escape(init) + r"\b", text)) == 1:
            text = re.sub(rf"^\s*{re.escape(init)} = tensor\.empty\(\) : tensor<[^>]*>\n", "", text, flags=re.M)
    return text


def upgrade(onnx_path, target):
    """Old opsets (the backend test models are opset 9) lack attributes torch-mlir needs."""
    code = ("import onnx, sys; from onnx import version_converter as vc; "
            "m = onnx.load(sys.argv[1]); "
            "m = vc.convert_version(m, 17) if m.opset_import[0].version < 17 else m; "
            "onnx.save(m, sys.argv[2])")
    subprocess.run([str(IREE / "python"), "-c", code, str(onnx_path), str(target)], check=True)


def convert(name, onnx_path, outdir):
    torch_ir = outdir / f"{name}.torch.mlir"
    upgraded = outdir / f"{name}.opset17.onnx"
    upgrade(onnx_path, upgraded)
    subprocess.run([str(IREE / "iree-import-onnx"), str(upgraded), "-o", str(torch_ir)], check=True)
    upgraded.unlink()
    linalg = subprocess.run([str(IREE / "iree-opt"), str(torch_ir), f"--pass-pipeline={PIPELINE}"],
                            check=True, capture_output=True, text=True).stdout
    torch_ir.unlink()
    text = fold_weight_transposes(BLOB.sub(splat, linalg))
    # Resource blobs (if any survived) go with their section.
    text = re.sub(r"\{-#.*?#-\}\n?", "", text, flags=re.S)
    # Upstream mlir-opt must take it as it is; print it once through mlir-opt so the committed
    # file is in its canonical printed form.
    checked = subprocess.run([MLIR_OPT, "-"], input=text, check=True, capture_output=True, text=True).stdout
    header = (f"// {name}: made by scripts/make_linalg_models.py from {onnx_path.name} "
              "(weights replaced by splat constants).\n")
    (outdir / f"{name}.mlir").write_text(header + checked)
    ops = len(re.findall(r"^\s+(%\S+ = )?[a-z_]+\.[a-z_.0-9]+", checked, flags=re.M))
    print(f"{name}: {ops} ops, {len(checked)} bytes")


def benchmark_models_names():
    return ("googlenet", "inception_v3", "nasnetalarge", "densenet121", "ghostnet_100",
            "randwire0")


def main():
    outdir = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "tests/mlir/models"
    outdir.mkdir(parents=True, exist_ok=True)
    wanted = sys.argv[2:]
    extra = benchmark_models() if any(n in benchmark_models_names() for n in wanted) else {}
    for name, path in {**models(), **extra}.items():
        if not wanted or name in wanted:
            convert(name, path, outdir)


if __name__ == "__main__":
    main()
