"""device="ort": candidates measured in the installed onnxruntime, each in a worker process
(the package's own launcher, with the counting malloc preloaded); never worse than the input
as measured; the same order as `flowsched schedule --device ort` for the same seed."""

from __future__ import annotations

import json
import os
import threading
import time

import onnx
import onnxruntime as ort
import pytest

import flowsched
from conftest import BUDGET, EXAMPLE, MODELS, REAL, model_id, run_cli

# (model, device): `ort` (optimisation all, the CLI's `--device ort`) on every model, and
# `ort:disabled` on a real export, where ORT runs the ConstantOfShape nodes and the measured
# winner is not the input.
RUNS = [(m, "ort") for m in MODELS] + [(REAL[0], "ort:disabled")]
RUN_IDS = [f"{model_id(m)}-{d}" for m, d in RUNS]

_results = {}


def measured(path, device):
    """flowsched.schedule(path, device=...), run once per session."""
    key = (path, device)
    if key not in _results:
        start = time.perf_counter()
        scheduled, report = flowsched.schedule(path, device=device, seed=0, budget=BUDGET)
        _results[key] = (scheduled, report, time.perf_counter() - start)
    return _results[key]


@pytest.mark.parametrize("path, device", RUNS, ids=RUN_IDS)
def test_never_worse_than_the_input_as_measured(path, device):
    scheduled, report, _ = measured(path, device)
    d = report.device
    # `ort` measures every optimisation level and reports the chosen one's run.
    assert d is not None
    if device == "ort":
        assert d["device"].startswith("ort:")
        # The defaults first, then (in an order that puts ORT's graph of their level next) each
        # level on the file's graph, ORT's optimised graphs written out, each unless its level
        # is far too slow or no order of it beats the file, and, from Python, the same run as
        # written (PRIORITY_BASED, optimisation off).
        names = [x["device"] for x in report.deployments]
        graphs = {"all graph", "extended graph", "basic graph"}
        levels = [n for n in names if n.split(",")[0] not in graphs and "file order" not in n]
        # Every level is measured, or said to be left out for the budget (which holds the
        # whole search: ORT's graphs of the defaults' level may spend a short one).
        spent = [
            why.split(": the budget")[0]
            for why in report.deployments_left_out
            if "budget was spent" in why
        ]
        every = ["ort:all", "ort:extended", "ort:basic", "ort:disabled"]
        assert [n for n in every if n in levels or n in spent] == every, (names, spent)
        assert levels == [n for n in every if n in levels]
        assert names[0] == "ort:all"
        assert set(names) - set(levels) <= graphs | {"ort:disabled, file order"} | {
            f"{g}, file order" for g in graphs
        }
        assert [x["chosen"] for x in report.deployments].count(True) == 1
    else:
        assert d["device"] == device
    assert d["runtime"].startswith(f"onnxruntime {ort.__version__} ")
    ran = [c for c in d["candidates"] if c.get("failure") is None]
    # Every candidate ran, but those the budget had no room for (the worst-ranked).
    skipped = [c for c in d["candidates"] if c.get("failure") is not None]
    assert all(c["failure"].startswith("not measured: ") for c in skipped), skipped
    assert len(ran) >= 2 and d["candidates"][0] in ran
    # Each peak is counted by the preloaded malloc: ORT keeps no figure of its own, so an
    # uncounted worker reports 0.
    assert all(c["peak_bytes"] > 0 for c in ran)
    original = d["candidates"][0]
    assert original["scheduler"] == "original"
    (winner,) = [c for c in d["candidates"] if c["winner"]]
    assert winner["peak_bytes"] <= original["peak_bytes"]
    assert all(n.name in ("", o) for n, o in zip(scheduled.graph.node, report.order))
    if report.winner != "original":
        meta = {p.key: p.value for p in scheduled.metadata_props}
        assert meta["flowsched.judged_by"] == f"measured in {d['runtime']}"
        so = flowsched.session_options(scheduled)
        level = json.loads(meta["ort_config"])["session_options"]["graph_optimization_level"]
        levels = {"ort:all": 99, "ort:extended": 2, "ort:basic": 1, "ort:disabled": 0}
        assert level == levels[d["device"]]
        assert not so.enable_cpu_mem_arena and not so.enable_mem_pattern


def test_the_workers_are_the_packages():
    measured(EXAMPLE, "ort")
    worker = os.environ["FLOWSCHED_WORKER"]
    assert os.path.basename(worker).startswith("python-worker-") and os.access(worker, os.X_OK)
    assert os.environ["ORT_DYLIB_PATH"] == flowsched.ort_library()
    assert os.path.dirname(ort.__file__) in os.environ["ORT_DYLIB_PATH"]


def test_a_measured_winner_that_is_not_the_input():
    scheduled, report, _ = measured(REAL[0], "ort:disabled")
    assert report.winner != "original"


@pytest.mark.parametrize("path, device", RUNS, ids=RUN_IDS)
def test_same_order_as_the_cli(path, device, tmp_path, cli):
    scheduled, report, _ = measured(path, device)
    chosen = [x["device"] for x in report.deployments if x["chosen"]]
    # A file-order deployment is Python's alone (the CLI's C API cannot run it): the CLI then
    # runs and keeps to the walk.
    file_order_won = bool(chosen) and chosen[0].endswith("file order")
    out, r = tmp_path / "out.onnx", tmp_path / "r.json"
    run = run_cli(
        ["schedule", str(path), "-o", str(out), "--device", device, "--seed", "0",
         "--budget", BUDGET, "--report", str(r)]
    )
    assert run.returncode == 0, run.stderr
    theirs = json.loads(r.read_text())
    if file_order_won:
        assert not any(x["device"].endswith("file order") for x in theirs["deployments"])
        return
    assert theirs["winner"] == report.winner
    assert theirs["order"] == report.order
    assert [n.name for n in onnx.load(out).graph.node] == [n.name for n in scheduled.graph.node]


def test_the_gil_is_released_during_a_run():
    ticks = 0
    done = threading.Event()
    result = {}

    def work():
        result["r"] = flowsched.schedule(REAL[1], device="ort", budget="2s", seed=1)
        done.set()

    t = threading.Thread(target=work)
    start = time.perf_counter()
    t.start()
    while not done.is_set():
        time.sleep(0.01)
        ticks += 1
    t.join()
    elapsed = time.perf_counter() - start
    assert elapsed > 0.5, "the run is too short to tell"
    # Held, the main thread would not get to tick at all until the run ended (one tick at
    # most); released, it ticks every 10 ms or so, slower on a busy machine.
    assert ticks >= 10, (ticks, elapsed)
    assert result["r"][1].device is not None


def test_load_timeout_reaches_the_workers():
    """No ORT session loads in a millisecond: nothing is measured, and the error says why."""
    with pytest.raises(flowsched.DeviceError) as e:
        flowsched.schedule(EXAMPLE, device="ort:all", budget="1s", load_timeout="1ms")
    assert "did not load within 1ms" in str(e.value)


def test_device_without_onnxruntime_library(monkeypatch):
    monkeypatch.setenv("ORT_DYLIB_PATH", "/nonexistent/libonnxruntime.so")
    with pytest.raises(flowsched.DeviceError) as e:
        flowsched.schedule(EXAMPLE, device="ort", budget="1s")
    assert "ORT_DYLIB_PATH" in str(e.value)


def test_an_onnxruntime_too_old_is_named(monkeypatch, tmp_path):
    """ORT 1.22 and older reject the workers' session settings; the error says so first."""
    old = tmp_path / "libonnxruntime.so.1.22.0"
    old.write_bytes(b"")
    monkeypatch.setenv("ORT_DYLIB_PATH", str(old))
    with pytest.raises(flowsched.DeviceError) as e:
        flowsched.schedule(EXAMPLE, device="ort", budget="1s")
    assert "1.22" in str(e.value) and "1.23 or later" in str(e.value)
    # The proxy alone needs no onnxruntime run here.
    flowsched.schedule(EXAMPLE)
