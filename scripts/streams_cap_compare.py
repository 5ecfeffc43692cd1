#!/usr/bin/env python3
"""The makespan default against critical path, BRKGA and random alone, and under a memory cap,
each measured on the device that runs parallel schedules: one command per machine.

For every model, five runs of `flowsched schedule` with the same device budget (equal wall
time on the device; the scheduling seconds are reported beside it):
  default     the makespan default list (classic,gflownet, 256 samples)
  cp          --scheduler critical-path
  brkga       --scheduler brkga (256 samples, as many as the GFlowNet draws)
  random      --scheduler random (256 samples)
  capped      the default with --memory-cap CAP (1.2x the lowest peak found)
An MLIR model runs as `async.execute` streams in the JIT (`--objective makespan:M --device cpu
--async-threads M`); an ONNX model in flowsched's libtorch executor (`--objective latency
--device cpu|cuda:0 --streams M`, a build with the `torch` feature). Each run measures the
input, one op at a time, in the same rounds: the speed-up is the input's median over the
winner's. The table gives medians with quartiles, so a difference inside the noise shows.

usage: scripts/streams_cap_compare.py MODEL [MODEL ...] [--units M] [--budget S]
                                     [--device cpu|cuda:0] [--cap 1.2x] [--out TABLE.md]

On this 2-core VM two streams are the most that can run; on a machine with more cores or a
GPU, raise --units (and --device cuda:0 for ONNX). Not part of `make test`.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def flowsched():
    target = Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
    return os.environ.get("FLOWSCHED", str(target / "release/flowsched"))


RUNS = [
    ("default", []),
    ("cp", ["--scheduler", "critical-path"]),
    ("brkga", ["--scheduler", "brkga", "--samples", "256"]),
    ("random", ["--scheduler", "random", "--samples", "256"]),
    ("capped", None),  # the default with --memory-cap
]


def command(model, args, extra, out, report):
    cmd = [flowsched(), "schedule", str(model), "-o", str(out), "--budget", f"{args.budget}s",
           "--seed", str(args.seed), "--report", str(report)]
    if model.suffix in (".mlir", ".mlirbc"):
        function = re.findall(r"func\.func @([A-Za-z0-9_]+)\(", model.read_text())[0]
        cmd += ["--function", function, "--objective", f"makespan:{args.units}", "--device",
                "cpu", "--async-threads", str(args.units)]
    else:
        cmd += ["--objective", "latency", "--device", args.device, "--streams", str(args.units),
                "--execution-order", "file"]
    return cmd + extra


def row(name, label, report):
    device = report.get("device") or {}
    measured = device.get("candidates") or []
    winner = next((c for c in measured if c.get("winner")), None)
    original = measured[0] if measured else None
    if not winner or not original or not winner.get("median_seconds"):
        return f"| {name} | {label} | – | – | – | – | – | – | {report['scheduling_seconds']:.1f} |"
    speedup = original["median_seconds"] / winner["median_seconds"]
    # What the cap holds each to: the highest run's peak as measured, and by the proxy the
    # higher of the order's peak and its streams'.
    proxy_peak = max(report["winner_peak_memory_bytes"], report.get("winner_stream_peak_bytes") or 0)
    cap = report.get("memory_cap")
    cap_text = f" (cap {cap['cap_bytes']:,})" if cap else ""
    return (f"| {name} | {label}: {winner['scheduler']} | {winner['median_seconds'] * 1e3:.2f} "
            f"({winner['q1_seconds'] * 1e3:.2f}–{winner['q3_seconds'] * 1e3:.2f}) | "
            f"{original['median_seconds'] * 1e3:.2f} | {speedup:.3f} | "
            f"{winner.get('peak_bytes_max', 0):,} | {proxy_peak:,}"
            f"{cap_text} | {device.get('rounds', 0)} | "
            f"{report['scheduling_seconds']:.1f} |")


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("models", nargs="+", type=Path)
    p.add_argument("--units", type=int, default=2)
    p.add_argument("--budget", type=int, default=60)
    p.add_argument("--device", default="cpu", help="for ONNX models: cpu or cuda:0")
    p.add_argument("--cap", default="1.2x")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--out", type=Path)
    args = p.parse_args()
    lines = [
        "| model | run: winner | median ms (q1–q3) | input ms | speed-up | measured peak B (highest run) | "
        "proxy peak B (streams) | rounds | scheduling s |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    with tempfile.TemporaryDirectory() as tmp:
        for model in args.models:
            for label, extra in RUNS:
                extra = extra if extra is not None else ["--memory-cap", args.cap]
                out = Path(tmp) / f"{model.stem}.{label}{model.suffix}"
                report = Path(tmp) / f"{model.stem}.{label}.json"
                done = subprocess.run(command(model, args, extra, out, report),
                                      capture_output=True, text=True)
                if done.returncode != 0:
                    last = (done.stderr.strip().splitlines() or ["failed"])[-1]
                    lines.append(f"| {model.stem} | {label}: failed ({last}) | | | | | | | |")
                else:
                    lines.append(row(model.stem, label, json.loads(report.read_text())))
                print(lines[-1], flush=True)
    if args.out:
        args.out.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    sys.exit(main())
