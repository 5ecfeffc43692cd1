"""A model that keeps its weights in external data files (the rule past 2 GB) works as one
without: measured in onnxruntime with `device="ort"`, and written into any folder, its weights
brought along (copied by default, linked on request)."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import onnx
import onnxruntime as ort
from conftest import BUDGET, EXAMPLE, random_feeds

import flowsched


def saved_with_external_data(folder: Path) -> Path:
    """The example model with every initializer in `weights.bin`, beside it."""
    model = onnx.load(str(EXAMPLE))
    path = folder / "model.onnx"
    onnx.save(
        model,
        str(path),
        save_as_external_data=True,
        all_tensors_to_one_file=True,
        location="weights.bin",
        size_threshold=0,
    )
    assert (folder / "weights.bin").stat().st_size > 0
    return path


def outputs(path: Path, feeds):
    so = ort.SessionOptions()
    return ort.InferenceSession(str(path), so, providers=["CPUExecutionProvider"]).run(None, feeds)


def test_external_data_is_measured_and_written_anywhere(tmp_path):
    source = tmp_path / "in"
    source.mkdir()
    model = saved_with_external_data(source)
    elsewhere = tmp_path / "out"
    elsewhere.mkdir()
    out = elsewhere / "scheduled.onnx"
    _, report = flowsched.schedule(str(model), device="ort", budget=BUDGET, output=str(out))
    # Every deployment ran: none failed on the weights' location.
    assert report.deployments, str(report)
    assert "escapes model directory" not in str(report) + str(report.to_dict())
    # The weights are beside the output, a copy (onnx.load refuses hard-linked data), and the
    # output runs alike and loads with onnx.
    a, b = source / "weights.bin", elsewhere / "weights.bin"
    assert a.read_bytes() == b.read_bytes() and not os.path.samefile(a, b)
    feeds = random_feeds(onnx.load(str(EXAMPLE)))
    for want, got in zip(outputs(model, feeds), outputs(out, feeds)):
        np.testing.assert_allclose(want, got, rtol=1e-5, atol=1e-5)
    onnx.load(str(out))
    # No scratch folder is left beside the input.
    assert not [p for p in source.iterdir() if p.name.startswith(".flowsched-")]


def test_external_data_linked_on_request(tmp_path):
    source = tmp_path / "in"
    source.mkdir()
    model = saved_with_external_data(source)
    out = tmp_path / "linked" / "scheduled.onnx"
    out.parent.mkdir()
    scheduled, _ = flowsched.schedule(str(model), output=str(out), external_data="link")
    assert os.path.samefile(out.parent / "weights.bin", source / "weights.bin")
    # The model returned refers to the weights beside the output; ORT runs the file.
    assert any(t.data_location == onnx.TensorProto.EXTERNAL for t in scheduled.graph.initializer)
    feeds = random_feeds(onnx.load(str(EXAMPLE)))
    for want, got in zip(outputs(model, feeds), outputs(out, feeds)):
        np.testing.assert_allclose(want, got, rtol=1e-5, atol=1e-5)
