"""The CLI's options in the Python API: `for_ort`, `rewrite`, `dims`, `max_slowdown` and the
GFlowNet's, with the CLI's errors."""

from __future__ import annotations

import onnx
import pytest
from conftest import EXAMPLE, REPO, executed_order, random_feeds, run_ort

import flowsched


@pytest.mark.parametrize(
    "keywords, needle",
    [
        ({"for_ort": "fast"}, "for_ort 'fast'"),
        ({"dims": {"batch": 0}}, "batch=0"),
        ({"dims": {"batch": "8"}}, "positive integer"),
        ({"max_slowdown": -0.5}, "max_slowdown -0.5"),
        ({"sigma": 0.0}, "sigma 0"),
        ({"spread": 2.0}, "spread 2"),
        ({"memory_cap": "0.5x", "objective": "makespan:2"}, "memory cap '0.5x'"),
        ({"memory_cap": "1.2x"}, "--memory-cap bounds the peak of a time objective"),
    ],
)
def test_bad_keywords_are_usage_errors(keywords, needle):
    with pytest.raises(flowsched.UsageError) as e:
        flowsched.schedule(str(EXAMPLE), **keywords)
    assert needle in str(e.value)


def test_for_ort_schedules_and_returns_ort_s_graph():
    model, report = flowsched.schedule(str(EXAMPLE), for_ort="basic", scheduler="xla-default")
    assert report.scheduled_graph and "optimised graph at level basic" in report.scheduled_graph
    if report.input_kept:
        # No order of ORT's graph beat the user's file by the proxy: the file, unchanged.
        assert model == onnx.load(str(EXAMPLE))
        return
    props = {p.key: p.value for p in model.metadata_props}
    assert props.get("flowsched.graph") == "onnxruntime-optimised:basic"
    # Loaded as session_options says (optimisation off), it computes what the input does.
    original = onnx.load(str(EXAMPLE))
    feeds = random_feeds(original)
    so = flowsched.session_options(model)
    for want, got in zip(run_ort(original, feeds), run_ort(model, feeds, so)):
        assert abs(want - got).max() < 1e-4
    assert executed_order(model, so)


def test_rewrite_returns_another_graph_with_the_same_outputs():
    stem = REPO / "tests" / "data" / "separable_stem.onnx"
    model, report = flowsched.schedule(str(stem), rewrite=True, execution_order="file")
    stage = report.rewrites
    assert stage["used"] and stage["kept_peak_bytes"] < stage["best_order_peak_bytes"]
    props = {p.key: p.value for p in model.metadata_props}
    assert "channel-slice:" in props["flowsched.rewrites"]
    original = onnx.load(str(stem))
    names = {n.name for n in original.graph.node}
    assert all(n.name in names or n.name.split(".")[0] in names for n in model.graph.node)
    feeds = random_feeds(original)
    for want, got in zip(run_ort(original, feeds), run_ort(model, feeds)):
        assert abs(want - got).max() <= 1e-4 * max(abs(want).max(), 1e-30)


def test_a_memory_cap_bounds_a_makespan_order():
    # On 2 streams the cell's lowest peak is about 1.6x its lowest one op at a time.
    _, report = flowsched.schedule(str(EXAMPLE), objective="makespan:2", memory_cap="2x",
                                   execution_order="file")
    cap = report.memory_cap
    assert cap["cap_bytes"] == int(cap["memory_optimum_bytes"] * 2)
    assert report.winner_peak_memory_bytes <= cap["cap_bytes"]
    assert report.winner_stream_peak_bytes <= cap["cap_bytes"]
    assert cap["frontier"] and 0 < cap["within_cap"] <= len(report.candidates)
    _, report = flowsched.schedule(str(EXAMPLE), objective="makespan:2", memory_cap=10**12)
    assert report.memory_cap["requested"] == {"bytes": 10**12}


def test_rewrite_is_refused_for_time():
    with pytest.raises(flowsched.UsageError) as e:
        flowsched.schedule(str(EXAMPLE), rewrite=True, objective="latency")
    assert "--rewrite lowers peak memory" in str(e.value)


def test_dims_and_gflownet_options_reach_the_run():
    _, report = flowsched.schedule(
        str(EXAMPLE),
        scheduler="gflownet",
        samples=8,
        dims={"batch": 2},
        sigma=0.5,
        refine=0,
        spread=0.25,
    )
    assert report.winner
    assert any(c["scheduler"].startswith("gflownet") for c in report.candidates)
