"""The package's defaults are flowsched's table (src/defaults.rs, `_native.DEFAULTS`): in
`flowsched.schedule`'s signature, in `python -m flowsched`, and in the Rust CLI's `--help`
(tests/defaults.rs checks the Rust fronts)."""

from __future__ import annotations

import inspect
import re

from conftest import run_cli

import flowsched
from flowsched import __main__ as command_line
from flowsched._native import DEFAULTS, SCHEDULERS_BY_OBJECTIVE


def seconds(text: str) -> float:
    """The CLI's `30s` or `500ms`."""
    m = re.fullmatch(r"([0-9.]+)(ms|s)", text)
    assert m, text
    return float(m.group(1)) * (1e-3 if m.group(2) == "ms" else 1.0)


def test_the_table_has_every_default_the_package_takes():
    assert set(DEFAULTS) == {
        "objective",
        "scheduler",
        "top_k",
        "seed",
        "samples",
        "budget",
        "timeout",
        "load_timeout",
        "max_slowdown",
        "sigma",
        "refine",
        "refine_top",
        "spread",
        "external_data",
    }


def test_schedule_takes_the_table():
    parameters = inspect.signature(flowsched.schedule).parameters
    for name, value in DEFAULTS.items():
        assert parameters[name].default == value, name


def test_python_m_flowsched_takes_the_table():
    args = command_line.parser().parse_args(["in.onnx", "out.onnx"])
    for name, value in DEFAULTS.items():
        assert getattr(args, name) == value, name


def test_the_cli_shows_the_same_defaults():
    run = run_cli(["schedule", "--help"])
    assert run.returncode == 0, run.stderr
    shown = {}
    flag = None
    for line in run.stdout.splitlines():
        m = re.match(r"\s{2,6}(?:-\w, )?(--[\w-]+)", line)
        if m:
            flag = m.group(1)
        d = re.search(r"\[default: ([^\]]+)\]", line)
        if d:
            shown[flag] = d.group(1)
    assert shown["--objective"] == DEFAULTS["objective"]
    # None: the objective's list, which the help spells out.
    assert DEFAULTS["scheduler"] is None
    lists = SCHEDULERS_BY_OBJECTIVE
    assert shown["--scheduler"] == (
        f"{lists['memory']} for memory; {lists['makespan']} for makespan and latency, "
        f"the GFlowNet asked for at least {lists['gflownet_samples']} samples"
    )
    assert lists["latency"] == lists["makespan"]
    for name in ("top_k", "seed", "samples"):
        assert int(shown["--" + name.replace("_", "-")]) == DEFAULTS[name], name
    assert seconds(shown["--budget"]) == DEFAULTS["budget"]
    assert seconds(shown["--timeout"]) == DEFAULTS["timeout"]
    assert seconds(shown["--load-timeout"]) == DEFAULTS["load_timeout"]
    assert shown["--external-data"] == DEFAULTS["external_data"]
