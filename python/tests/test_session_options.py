"""session_options runs a scheduled model as its figures assume: the file order under
PRIORITY_BASED (checked with ORT's profiler), the level of its ort_config."""

from __future__ import annotations

import onnx
import onnxruntime as ort
import pytest

import flowsched
from conftest import MODELS, EXAMPLE, SHAPE_LIKE, executed_order, model_id, named


def without_shape_like(order, model):
    ops = {n.name: n.op_type for n in model.graph.node}
    return [n for n in order if ops[n] not in SHAPE_LIKE]


@pytest.mark.parametrize("path", MODELS, ids=model_id)
def test_runs_the_file_order(path):
    scheduled, report = flowsched.schedule(named(onnx.load(path)), execution_order="file")
    assert report.winner != "original", "pick a model whose order changes"
    so = flowsched.session_options(scheduled)
    assert so.execution_order == ort.ExecutionOrder.PRIORITY_BASED
    assert so.graph_optimization_level == ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    file_order = [n.name for n in scheduled.graph.node]
    ran = executed_order(scheduled, so)
    assert without_shape_like(ran, scheduled) == without_shape_like(file_order, scheduled)
    # Also from the bytes and a path.
    assert flowsched.session_options(scheduled.SerializeToString()).execution_order == (
        ort.ExecutionOrder.PRIORITY_BASED
    )


def test_the_config_entry_alone_changes_nothing():
    """ORT 1.32: `session.execution_order` as a config entry runs DEFAULT's order; only the
    `execution_order` attribute runs the file (docs/onnx-runtime.md)."""
    scheduled, _ = flowsched.schedule(EXAMPLE, execution_order="file")
    file_order = [n.name for n in scheduled.graph.node]

    def options():
        so = ort.SessionOptions()
        so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
        return so

    default = executed_order(scheduled, options())
    entry = options()
    entry.add_session_config_entry("session.execution_order", "PRIORITY_BASED")
    assert default != file_order, "the test needs a file that DEFAULT does not run as written"
    assert executed_order(scheduled, entry) == default
    attribute = options()
    attribute.execution_order = ort.ExecutionOrder.PRIORITY_BASED
    assert executed_order(scheduled, attribute) == file_order


def test_defaults_for_other_models(tmp_path):
    so = flowsched.session_options(EXAMPLE)  # not written by flowsched
    plain = ort.SessionOptions()
    assert so.execution_order == plain.execution_order
    assert so.graph_optimization_level == plain.graph_optimization_level
    assert so.enable_cpu_mem_arena == plain.enable_cpu_mem_arena


def test_ort_config_level_and_measured_settings():
    m = onnx.load(EXAMPLE)
    for key, value in {
        "ort_config": '{"session_options": {"graph_optimization_level": 1, "intra_op_num_threads": 2}}',
        "flowsched.runs_as": "ONNX Runtime's default execution order (the walk ...)",
        "flowsched.judged_by": "measured in onnxruntime 1.32.0 (CPU EP, DEFAULT order, "
        "optimisation basic, arena and memory patterns off, default threads)",
    }.items():
        m.metadata_props.add(key=key, value=value)
    so = flowsched.session_options(m)
    assert so.graph_optimization_level == ort.GraphOptimizationLevel.ORT_ENABLE_BASIC
    assert so.intra_op_num_threads == 2
    assert not so.enable_cpu_mem_arena and not so.enable_mem_pattern
    assert so.execution_order == ort.ExecutionOrder.DEFAULT
