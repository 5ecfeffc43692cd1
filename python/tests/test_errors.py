"""Errors are flowsched.Error subclasses, one per error class, with the CLI's messages."""

from __future__ import annotations

import onnx
import pytest
from onnx import helper, TensorProto

import flowsched
from conftest import EXAMPLE, run_cli


def cli_error(args) -> str:
    """The CLI's message for the same run (its stderr without `error: `)."""
    run = run_cli(["schedule", *args])
    assert run.returncode != 0, run.stdout
    assert run.stderr.startswith("error: "), run.stderr
    return run.stderr[len("error: "):].strip()


def test_the_classes():
    for cls in [
        flowsched.InputError,
        flowsched.UsageError,
        flowsched.DeviceError,
        flowsched.SchedulerError,
        flowsched.OutputError,
    ]:
        assert issubclass(cls, flowsched.Error) and cls.__module__ == "flowsched"
    assert issubclass(flowsched.UnknownSizesError, flowsched.InputError)
    assert issubclass(flowsched.Error, Exception)


def test_truncated_file(tmp_path):
    path = tmp_path / "truncated.onnx"
    data = EXAMPLE.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    with pytest.raises(flowsched.InputError) as e:
        flowsched.schedule(path)
    assert str(e.value) == cli_error([str(path), "-o", str(tmp_path / "out.onnx")])
    assert str(path) in str(e.value)
    # Bytes: the message names what was given, not a temporary file.
    with pytest.raises(flowsched.InputError) as e:
        flowsched.schedule(data[: len(data) // 2])
    assert str(e.value).startswith("<bytes>: ")
    assert not (tmp_path / "out.onnx").exists()


@pytest.mark.parametrize(
    "option, value, cli_flag",
    [
        ("scheduler", "nosuch", "--scheduler"),
        ("scheduler", "kahn,nosuch", "--scheduler"),
        ("device", "gpu", "--device"),
        ("objective", "makespan:0", "--objective"),
        ("execution_order", "sideways", "--execution-order"),
    ],
)
def test_unknown_option(tmp_path, option, value, cli_flag):
    with pytest.raises(flowsched.UsageError) as e:
        flowsched.schedule(EXAMPLE, **{option: value})
    # The CLI's parser prints the same reason after naming the flag.
    cli = cli_error([str(EXAMPLE), "-o", str(tmp_path / "o.onnx"), cli_flag, value])
    assert str(e.value) in cli, (str(e.value), cli)
    assert value.split(",")[-1] in str(e.value)


def unknown_op_model() -> onnx.ModelProto:
    """A custom-domain op: no shape rule knows it and ORT cannot run it to size it."""
    nodes = [
        helper.make_node("Relu", ["x"], ["t1"], name="a"),
        helper.make_node("FancyOp", ["t1"], ["t2"], name="mystery", domain="com.example"),
        helper.make_node("Relu", ["t2"], ["y"], name="c"),
    ]
    graph = helper.make_graph(
        nodes,
        "custom",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [4])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
    )
    return helper.make_model(
        graph,
        opset_imports=[helper.make_opsetid("", 17), helper.make_opsetid("com.example", 1)],
    )


def test_unknown_operator_sizes(tmp_path):
    path = tmp_path / "custom.onnx"
    onnx.save(unknown_op_model(), path)
    with pytest.raises(flowsched.UnknownSizesError) as e:
        flowsched.schedule(path)
    assert isinstance(e.value, flowsched.InputError)
    assert "nor size from one run" in str(e.value) and "FancyOp" in str(e.value)
    assert str(e.value) == cli_error([str(path), "-o", str(tmp_path / "out.onnx")])
    # Counted as 0 bytes when asked.
    scheduled, report = flowsched.schedule(path, allow_unknown_sizes=True)
    assert report.unknown_size_tensors == 2
    assert [n.name for n in scheduled.graph.node] == ["a", "mystery", "c"]


def test_not_a_model():
    with pytest.raises(TypeError):
        flowsched.schedule(42)  # type: ignore[arg-type]
    with pytest.raises(flowsched.InputError):
        flowsched.schedule("/nonexistent/model.onnx")
    with pytest.raises(flowsched.UsageError):
        flowsched.schedule(EXAMPLE, budget="soon")
    with pytest.raises(flowsched.UsageError):
        flowsched.schedule(EXAMPLE, load_timeout=0)
