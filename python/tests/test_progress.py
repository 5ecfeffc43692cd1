"""Progress: a long run tells a function (or a line on stderr) how far it is, from the thread
that called `schedule`, and a failing display does not end the run."""

from __future__ import annotations

import sys
import threading

import flowsched
from conftest import EXAMPLE


def test_a_function_sees_each_stage_in_order():
    seen = []
    caller = threading.get_ident()

    def observe(stage, fraction, detail):
        assert threading.get_ident() == caller
        seen.append((stage, fraction, detail))

    _, report = flowsched.schedule(EXAMPLE, device="ort:all", budget="2s", progress=observe)
    stages = [s for s, _, _ in seen]
    assert stages[0] == "propose and rank orders"
    measured = [(f, d) for s, f, d in seen if s == "measure on ort:all"]
    # One report per round, each at least as far as the one before, the last done or near.
    rounds = report.device["rounds"]
    assert len(measured) >= rounds >= 5
    fractions = [f for f, _ in measured]
    assert fractions == sorted(fractions) and 0 < fractions[0] and fractions[-1] <= 1
    assert measured[0][1].startswith("round 1, ")


def test_each_deployment_is_a_stage():
    seen = set()
    _, report = flowsched.schedule(
        EXAMPLE, device="ort", budget="4s", progress=lambda s, f, d: seen.add(s)
    )
    # The input under every level side by side first, then each level it leaves open.
    assert {"measure the input at each level", "measure on ort:all"} <= seen
    inputs = [d for d in report.deployments if d.get("graph") is None]
    # From Python the file as written may follow (where its input is within the cap: it is on
    # some machines and not on others), after the walked levels.
    levels = [d for d in inputs if not d["device"].endswith(", file order")]
    assert [d["device"] for d in levels] == [f"ort:{level}" for level in ("all", "extended", "basic", "disabled")]
    assert inputs[: len(levels)] == levels
    assert [d["device"] for d in inputs[len(levels) :]] in ([], ["ort:disabled, file order"])
    for d in inputs:
        # A level over the cap side by side is not searched (nor measured on its own).
        stage = f"measure on {d['device'].removesuffix(', file order')}"
        assert stage in seen if d["searched"] else not d["allowed"], (d, seen)


def test_the_file_as_written_is_measured_on_the_level_it_runs_at():
    seen = set()
    # No cap: every setting is searched, the file as written among them.
    _, report = flowsched.schedule(
        EXAMPLE, device="ort", budget="4s", max_slowdown=100, progress=lambda s, f, d: seen.add(s)
    )
    written = [d for d in report.deployments if d["device"].endswith(", file order")]
    assert written and written[0]["device"] == "ort:disabled, file order"
    assert all(d["searched"] and d["allowed"] for d in report.deployments)
    assert "measure on ort:disabled" in seen


def test_true_prints_one_line_and_clears_it(capsys):
    flowsched.schedule(EXAMPLE, device="ort:all", budget="1s", progress=True)
    err = capsys.readouterr().err
    assert "flowsched: measure on ort:all" in err
    # Rewritten in place (carriage returns, no new lines), blank at the end.
    assert "\n" not in err and err.endswith("\r")


def test_a_failing_display_does_not_end_the_run(monkeypatch):
    def broken(stage, fraction, detail):
        raise RuntimeError("display broke")

    # Its exceptions are reported as unraisable (printed on stderr by default).
    raised = []
    monkeypatch.setattr(sys, "unraisablehook", lambda u: raised.append(u.exc_value))
    _, report = flowsched.schedule(EXAMPLE, device="ort:all", budget="1s", progress=broken)
    assert report.device is not None
    assert raised and all(str(e) == "display broke" for e in raised)


def test_no_device_no_line_by_default(capsys):
    flowsched.schedule(EXAMPLE)
    assert capsys.readouterr().err == ""
