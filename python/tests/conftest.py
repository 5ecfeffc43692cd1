"""Shared models and helpers for the Python package's tests (run by scripts/test_python.sh, in a
fresh venv holding only the wheel, onnx, onnxruntime and pytest)."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import tempfile
from pathlib import Path
from typing import Dict, List, Optional

import numpy as np
import onnx
import onnxruntime as ort
import pytest

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "tests" / "data" / "inception_cell.onnx"
# Real exports that the onnx package ships (tests/schedulers.rs schedules all of them): two
# branchy nets, small enough to measure in seconds.
LIGHT = Path(importlib.util.find_spec("onnx").submodule_search_locations[0]) / (
    "backend/test/data/light"
)
REAL = [LIGHT / "light_inception_v1.onnx", LIGHT / "light_squeezenet.onnx"]
MODELS = [EXAMPLE] + REAL
# Shape-like nodes: ORT pulls them forward whatever the order (docs/onnx-runtime.md).
SHAPE_LIKE = {"Shape", "Size"}

TYPES = {
    onnx.TensorProto.FLOAT: np.float32,
    onnx.TensorProto.DOUBLE: np.float64,
    onnx.TensorProto.INT64: np.int64,
    onnx.TensorProto.INT32: np.int32,
    onnx.TensorProto.BOOL: np.bool_,
}

# The device runs' budget (the CLI's --budget): the same on both sides of a comparison.
BUDGET = "5s"
# For tests that need a given deployment reached: at 5 s a search over the light Inception
# leaves its last settings out for time here, and a slower machine leaves out more.
SEARCH_BUDGET = "12s"


def model_id(path: Path) -> str:
    return path.stem


def named(model: onnx.ModelProto) -> onnx.ModelProto:
    """A copy whose unnamed nodes (the light models' ConstantOfShape) have names, so that
    orders can be compared by name with ORT's profiler."""
    m = onnx.ModelProto()
    m.CopyFrom(model)
    for i, n in enumerate(m.graph.node):
        if not n.name:
            n.name = f"node{i}"
    return m


def random_feeds(model: onnx.ModelProto) -> Dict[str, np.ndarray]:
    """Uniform [-1, 1] from seed 0 for every graph input that is not an initializer."""
    rng = np.random.default_rng(0)
    inits = {i.name for i in model.graph.initializer}
    feeds = {}
    for i in model.graph.input:
        if i.name in inits:
            continue
        t = i.type.tensor_type
        shape = [d.dim_value if d.HasField("dim_value") else 1 for d in t.shape.dim]
        feeds[i.name] = rng.uniform(-1, 1, shape).astype(TYPES[t.elem_type])
    return feeds


def run_ort(model: onnx.ModelProto, feeds, so: Optional[ort.SessionOptions] = None):
    s = ort.InferenceSession(
        model.SerializeToString(), so or ort.SessionOptions(), providers=["CPUExecutionProvider"]
    )
    return s.run(None, feeds)


def executed_order(model: onnx.ModelProto, so: ort.SessionOptions) -> List[str]:
    """The node names in the order ORT ran them, from its profiler (one run)."""
    with tempfile.TemporaryDirectory() as tmp:
        so.enable_profiling = True
        so.profile_file_prefix = os.path.join(tmp, "profile")
        s = ort.InferenceSession(
            model.SerializeToString(), so, providers=["CPUExecutionProvider"]
        )
        s.run(None, random_feeds(model))
        with open(s.end_profiling()) as f:
            events = json.load(f)
    nodes = [e for e in events if e.get("cat") == "Node" and e["name"].endswith("_kernel_time")]
    nodes.sort(key=lambda e: e["ts"])
    return [e["name"][: -len("_kernel_time")] for e in nodes]


def is_topological(model: onnx.ModelProto) -> bool:
    available = {i.name for i in model.graph.input} | {i.name for i in model.graph.initializer}
    available.add("")
    for n in model.graph.node:
        if any(x not in available for x in n.input):
            return False
        available.update(n.output)
    return True


def node_multiset(model: onnx.ModelProto) -> List[bytes]:
    return sorted(n.SerializeToString(deterministic=True) for n in model.graph.node)


def cli_binary() -> Path:
    """The Rust CLI the parity tests compare with: FLOWSCHED_CLI (scripts/test_python.sh sets
    it, building the CLI when there is none), else the cargo build's. Never skipped."""
    candidates = []
    if os.environ.get("FLOWSCHED_CLI"):
        candidates.append(Path(os.environ["FLOWSCHED_CLI"]))
    target = os.environ.get("CARGO_TARGET_DIR")
    if target:
        candidates.append(Path(target) / "debug" / "flowsched")
    candidates.append(REPO / "target" / "debug" / "flowsched")
    for c in candidates:
        if c.is_file() and os.access(c, os.X_OK):
            return c
    pytest.fail(
        "no flowsched CLI to compare with (looked at "
        + ", ".join(str(c) for c in candidates)
        + "): run scripts/test_python.sh, which builds one, or set FLOWSCHED_CLI",
        pytrace=False,
    )


def run_cli(args: List[str]) -> subprocess.CompletedProcess:
    """The CLI with its own Rust worker (FLOWSCHED_WORKER unset) and the same onnxruntime
    library as the package's runs."""
    import flowsched

    env = dict(os.environ)
    env.pop("FLOWSCHED_WORKER", None)
    library = os.environ.get("ORT_DYLIB_PATH") or flowsched.ort_library()
    if library:
        env["ORT_DYLIB_PATH"] = library
    return subprocess.run(
        [str(cli_binary()), *args], env=env, capture_output=True, text=True, timeout=600
    )


@pytest.fixture(scope="session")
def cli() -> Path:
    return cli_binary()
