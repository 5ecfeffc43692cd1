"""flowsched.schedule on the example and two real exports: the same nodes, a valid order, the
same outputs in onnxruntime; the report's fields."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import onnx
import pytest

import flowsched
from conftest import (
    EXAMPLE,
    MODELS,
    is_topological,
    model_id,
    node_multiset,
    random_feeds,
    run_ort,
)


def check_same_model(original: onnx.ModelProto, scheduled: onnx.ModelProto) -> None:
    assert node_multiset(scheduled) == node_multiset(original)
    assert is_topological(scheduled)
    assert list(scheduled.graph.initializer) == list(original.graph.initializer)
    assert scheduled.graph.input == original.graph.input
    assert scheduled.graph.output == original.graph.output
    feeds = random_feeds(original)
    for a, b in zip(run_ort(original, feeds), run_ort(scheduled, feeds)):
        np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("path", MODELS, ids=model_id)
@pytest.mark.parametrize("given", ["path", "proto", "bytes"])
def test_schedule_keeps_the_model(path, given):
    original = onnx.load(path)
    model = {"path": path, "proto": original, "bytes": path.read_bytes()}[given]
    result = flowsched.schedule(model)
    assert isinstance(result, tuple) and len(result) == 2
    scheduled, report = result  # (model, report), in that order
    assert isinstance(scheduled, onnx.ModelProto)
    assert isinstance(report, flowsched.Report)
    check_same_model(original, scheduled)
    assert report.nodes == len(original.graph.node)
    # The order by node name (unnamed nodes get a name of flowsched's: `ConstantOfShape_0`).
    assert len(report.order) == len(scheduled.graph.node)
    assert all(n.name in ("", o) for n, o in zip(scheduled.graph.node, report.order))
    assert report.winner_peak_memory_bytes <= report.original_peak_memory_bytes
    assert report.device is None
    assert report.input == {"path": str(path), "proto": "<ModelProto>", "bytes": "<bytes>"}[given]
    assert report.output is None


@pytest.mark.parametrize("path", MODELS, ids=model_id)
def test_every_scheduler_family_and_the_gflownet(path):
    """The wheel has every scheduler, and the GFlowNet without libtorch."""
    original = onnx.load(path)
    scheduled, report = flowsched.schedule(
        path, scheduler="classic,gflownet,exact-memory", samples=8, seed=3
    )
    check_same_model(original, scheduled)
    names = {c["scheduler"].split("@")[0] for c in report.candidates}
    assert "gflownet" in names and "original" in names
    assert report.seed == 3


def test_objectives_and_the_file_order():
    original = onnx.load(EXAMPLE)
    for objective in ["memory", "latency", "makespan:2"]:
        scheduled, report = flowsched.schedule(original, objective=objective)
        check_same_model(original, scheduled)
    scheduled, report = flowsched.schedule(original, execution_order="file")
    assert report.execution_order == "file"
    check_same_model(original, scheduled)
    meta = {p.key: p.value for p in scheduled.metadata_props}
    if report.winner != "original":
        assert meta["flowsched.runs_as"].startswith("the file's node order")


def test_report_reads_like_the_cli():
    scheduled, report = flowsched.schedule(EXAMPLE, execution_order="file")
    text = str(report)
    assert text.startswith(f"{EXAMPLE}: 19 ops")
    assert "<- winner" in text
    r = repr(report)
    assert r.startswith("<flowsched.Report winner=") and "judged by the proxy only" in r
    d = report.to_dict()
    assert d["winner"] == report.winner and d["order"] == report.order
    assert isinstance(report.candidates, list) and report.candidates[0]["scheduler"]
    assert report.flowsched_version == flowsched.__version__


def test_writes_the_output_when_asked(tmp_path):
    out = tmp_path / "out.onnx"
    scheduled, report = flowsched.schedule(EXAMPLE, execution_order="file", output=out)
    assert onnx.load(out) == scheduled
    assert report.output == str(out)


def test_import_loads_neither_torch_nor_onnx():
    code = (
        "import sys, flowsched; "
        "print(','.join(m for m in ('torch', 'onnx', 'onnxruntime') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_python_m_flowsched(tmp_path):
    out = tmp_path / "out.onnx"
    report = tmp_path / "r.json"
    run = subprocess.run(
        [sys.executable, "-m", "flowsched", str(EXAMPLE), str(out), "--execution-order", "file",
         "--report", str(report)],
        capture_output=True, text=True,
    )
    assert run.returncode == 0, run.stderr
    assert "<- winner" in run.stdout
    check_same_model(onnx.load(EXAMPLE), onnx.load(out))
    assert report.is_file()
    bad = subprocess.run(
        [sys.executable, "-m", "flowsched", str(EXAMPLE), str(tmp_path / "x.onnx"),
         "--scheduler", "nosuch"],
        capture_output=True, text=True,
    )
    assert bad.returncode == 1
    assert bad.stderr.startswith("error: ") and "nosuch" in bad.stderr
    assert not (tmp_path / "x.onnx").exists()
