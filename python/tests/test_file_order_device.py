"""device="ort" with execution_order="file": the candidates are measured as the file runs as
written, ORT's PRIORITY_BASED, which only its Python API sets, and judged against the input
under ORT's defaults. The package's worker runs these jobs in the installed onnxruntime; the
Rust CLI's worker (the C API) refuses them."""

from __future__ import annotations

import json
import subprocess

import onnx
import onnxruntime as ort
import pytest

import flowsched
from conftest import (
    SEARCH_BUDGET,
    EXAMPLE,
    MODELS,
    REAL,
    executed_order,
    is_topological,
    model_id,
    named,
    run_cli,
)
from test_session_options import without_shape_like

_results = {}


def measured(path):
    if path not in _results:
        _results[path] = flowsched.schedule(
            named(onnx.load(path)), device="ort", execution_order="file", seed=0, budget=SEARCH_BUDGET
        )
    return _results[path]


FILE_ORDER_ROWS = {
    "ort:disabled, file order",
    "all graph, file order",
    "extended graph, file order",
    "basic graph, file order",
}


@pytest.mark.parametrize("path", MODELS, ids=model_id)
def test_measured_as_the_file_runs_never_worse_than_the_defaults(path):
    scheduled, report = measured(path)
    names = [x["device"] for x in report.deployments]
    # The reference, the input under ORT's defaults measured alone; then the file as written,
    # with optimisation off, on the file and on ORT's graphs.
    assert names[0] == "ort:all, the input"
    assert "ort:disabled, file order" in names
    assert set(names[1:]) <= FILE_ORDER_ROWS
    reference = report.deployments[0]
    # What the file order alone measured is in the report, chosen or not.
    alone = report.deployments[names.index("ort:disabled, file order")]
    assert alone["winner_peak_bytes"] > 0 and alone["winner_median_seconds"] > 0
    (chosen,) = [x for x in report.deployments if x["chosen"]]
    if chosen is reference:
        # Nothing beat ORT's defaults: the input, byte for byte.
        assert report.winner == "original"
        assert scheduled == named(onnx.load(path))
        return
    # A file-order deployment beat the defaults clearly, within the latency cap.
    assert chosen["device"] in FILE_ORDER_ROWS
    assert chosen["winner_peak_bytes"] < reference["winner_peak_bytes"]
    assert chosen["slowdown"] <= 1.1
    d = report.device
    assert d["runtime"].startswith(f"onnxruntime {ort.__version__} (Python API")
    assert "PRIORITY_BASED" in d["runtime"]
    assert is_topological(scheduled)
    # Run as the output says, ORT executes the file's order (Shape-like nodes aside): the
    # profiler's node events follow the file.
    so = flowsched.session_options(scheduled)
    assert so.execution_order == ort.ExecutionOrder.PRIORITY_BASED
    assert not so.enable_cpu_mem_arena and not so.enable_mem_pattern
    file_order = [n.name for n in scheduled.graph.node]
    assert without_shape_like(executed_order(scheduled, so), scheduled) == without_shape_like(
        file_order, scheduled
    )


def test_the_worker_runs_the_file_order(tmp_path):
    """The package's worker, driven as the pipeline drives it, runs a file-order job in ORT's
    Python API: its profile is the file's order, which ORT's default walk does not run."""
    scheduled, _ = flowsched.schedule(named(onnx.load(EXAMPLE)), execution_order="file")
    model = tmp_path / "m.onnx"
    onnx.save(scheduled, model)
    file_order = [n.name for n in scheduled.graph.node]
    so = ort.SessionOptions()
    so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    assert executed_order(scheduled, so) != file_order, "pick a file DEFAULT does not run as written"

    def job(file_order):
        return {
            "kind": "ort",
            "model": str(model),
            "library": flowsched.ort_library(),
            "optimization": "disabled",
            "file_order": file_order,
            "threads": 1,
            "inputs": {"dims": {}, "default_dim": 1, "seed": 0},
            "profile": str(tmp_path / "profile.json"),
        }

    worker = flowsched.worker_program()
    run = subprocess.run(
        [worker], input=json.dumps(job(True)) + "\nrun\n", capture_output=True, text=True,
        timeout=120,
    )
    ready, sample = [json.loads(line) for line in run.stdout.splitlines()]
    assert "PRIORITY_BASED" in ready["ready"]["describe"], run.stderr
    assert sample["sample"]["seconds"] > 0
    events = json.loads((tmp_path / "profile.json").read_text())
    nodes = sorted(
        (e for e in events if e.get("cat") == "Node" and e["name"].endswith("_kernel_time")),
        key=lambda e: e["ts"],
    )
    assert [e["name"][: -len("_kernel_time")] for e in nodes] == file_order


def test_levels_other_than_disabled_are_refused():
    with pytest.raises(flowsched.UsageError) as e:
        flowsched.schedule(EXAMPLE, device="ort:all", execution_order="file", budget="1s")
    assert "optimisation off" in str(e.value)


def test_the_cli_points_to_python(tmp_path):
    run = run_cli(
        ["schedule", str(EXAMPLE), "-o", str(tmp_path / "o.onnx"), "--device", "ort",
         "--execution-order", "file"]
    )
    assert run.returncode != 0
    assert "execution_order='file'" in run.stderr, run.stderr
