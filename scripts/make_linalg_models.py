#!/usr/bin/env python3
"""Makes the real linalg-on-tensors modules under tests/mlir/models from real ONNX models.

ONNX → torch dialect (iree-import-onnx) → linalg/tensor/arith (iree-opt with torch-mlir's
torch-onnx-to-torch-backend-pipeline and torch-backend-to-linalg-on-tensors-backend-pipeline),
then every weight blob becomes a splat constant so the files stay small; the result holds only
upstream dialects and is checked to parse in Debian's mlir-opt-22.

Needs `iree-base-compiler[onnx]` (PyPI) in a venv: IREE_VENV (default
~/.cache/flowsched/venv-iree); the ONNX models come from this repo and from the onnx package's
backend test data (in FLOWSCHED_PYTHON's site-packages). Deterministic: rerunning rewrites
the same files.

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


def onnx_backend_data():
    python = os.environ.get("FLOWSCHED_PYTHON", str(Path.home() / ".cache/flowsched/venv-torch2.11.0/bin/python"))
    out = subprocess.run([python, "-c", "import onnx, os; print(os.path.dirname(onnx.__file__))"],
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
    }


# A weight: a hex blob or a long literal list. Small literals (shapes, scalars) stay.
BLOB = re.compile(r'dense<("0x[0-9A-Fa-f]+"|\[[^<>]{200,}?\])>(\s*:\s*tensor<[^>]*x(f\d+|bf16|i\d+)>)')


def splat(match):
    element = match.group(3)
    value = "1" if element.startswith("i") else "1.000000e-02"
    return f"dense<{value}>{match.group(2)}"


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
    text = BLOB.sub(splat, linalg)
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


def main():
    outdir = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "tests/mlir/models"
    outdir.mkdir(parents=True, exist_ok=True)
    wanted = sys.argv[2:]
    for name, path in models().items():
        if not wanted or name in wanted:
            convert(name, path, outdir)


if __name__ == "__main__":
    main()
