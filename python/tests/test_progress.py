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
    levels = [d for d in report.deployments if d.get("graph") is None]
    assert [d["device"] for d in levels] == [f"ort:{level}" for level in ("all", "extended", "basic", "disabled")]
    for d in levels:
        # A level over the cap side by side is not searched (nor measured on its own).
        assert f"measure on {d['device']}" in seen if d["searched"] else not d["allowed"], (d, seen)


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
