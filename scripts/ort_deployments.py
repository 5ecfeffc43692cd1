#!/usr/bin/env python3
"""The deployment table of docs/ort-table.md: `flowsched schedule MODEL --device ort` on each
model and batch size, and one row per run from its JSON report.

Usage:
  python scripts/ort_deployments.py OUTDIR MODEL.onnx... [--batch 1 8] [--budget 30s]
      [--flowsched target/release/flowsched] [--objective memory]

Each run writes OUTDIR/NAME.bB.onnx and NAME.bB.json (kept: a rerun reads the report instead of
measuring again) and the table goes to OUTDIR/table.md. Every figure is the run's own, measured
in ONNX Runtime in a fresh worker process per candidate with flowsched's counting malloc:

- today: the better of the input at ORT's default level (all) and with optimisation off, arena
  and memory patterns off (one run's peak, as in the other tables);
- output: the chosen deployment's winner under its own settings (its ort_config level, arena
  off), and its ratio to today; `best any` the lowest peak any level's winner reached, whatever
  its latency;
- slowdown: the output's median latency over the input's at level all;
- defaults in/out: the process totals (weights included) of input and output loaded with ORT's
  real defaults (level all, arena and memory patterns on, ort_config ignored), `worse` marked;
- act share: the input's one-run activations (level all, arena off) over its process total
  with ORT's defaults: where it is small, no order can show in what the process holds;
- proxy ρ: Spearman's ρ between the proxy and the measured peaks of each setting's candidates,
  where they had at least three distinct proxy costs (`all graph`: ORT's graph at `all`
  written out and run with optimisation off);
- seconds: the whole `flowsched schedule` run.
"""
import argparse
import json
import os
import subprocess
import sys
import time


def mib(b):
    return f"{b / 2**20:.1f}"


def run(flowsched, model, batch, outdir, budget, objective):
    name = os.path.basename(model).removesuffix(".onnx")
    out = os.path.join(outdir, f"{name}.b{batch}.onnx")
    report = os.path.join(outdir, f"{name}.b{batch}.json")
    if not os.path.exists(report):
        cmd = [flowsched, "schedule", model, "-o", out, "--device", "ort", "--objective", objective,
               "--budget", budget, "--dim", f"batch={batch}", "--report", report + ".partial"]
        started = time.monotonic()
        done = subprocess.run(cmd, capture_output=True, text=True)
        seconds = time.monotonic() - started
        if done.returncode != 0:
            print(f"{name} b{batch}: failed: {done.stderr.strip()[-400:]}", file=sys.stderr)
            return None
        with open(report + ".partial") as f:
            r = json.load(f)
        r["_seconds"] = seconds
        r["_summary"] = done.stdout
        with open(report, "w") as f:
            json.dump(r, f, indent=1)
        os.remove(report + ".partial")
    with open(report) as f:
        return name, batch, json.load(f)


def row(name, batch, r):
    levels = {d["device"]: d for d in r["deployments"]}
    chosen = next(d for d in r["deployments"] if d["chosen"])
    today = min(levels["ort:all"]["input_peak_bytes"], levels["ort:disabled"]["input_peak_bytes"])
    best_any = min(d["winner_peak_bytes"] for d in r["deployments"])
    # Spearman's rho of the proxy against the measured peaks, per setting that ranked >= 3 costs.
    rho = ", ".join(f"{label(d)} {d['spearman_over_proxy_costs']:.2f}" for d in r["deployments"]
                    if d.get("spearman_over_proxy_costs") is not None) or "-"
    w = r.get("with_defaults")
    if w:
        ratio = w["output_total_bytes"] / max(w["input_total_bytes"], 1)
        defaults = f"{mib(w['input_total_bytes'])} / {mib(w['output_total_bytes'])} ({ratio:.3f}){' worse' if w['worse'] else ''}"
        share = f"{levels['ort:all']['input_peak_bytes'] / max(w['input_total_bytes'], 1):.2f}"
    else:
        defaults, share = "unchanged", ""
    return (
        f"| {name} | {batch} | {mib(today)} | {label(chosen)} {chosen['winner']} "
        f"| {mib(chosen['winner_peak_bytes'])} | {chosen['winner_peak_bytes'] / today:.3f} "
        f"| {best_any / today:.3f} | {chosen['slowdown']:.2f} | {defaults} | {share} "
        f"| {rho} | {r['_seconds']:.0f} |"
    )


def label(d):
    """A level on the file's graph (`all`), or ORT's graph of a level written out (`all graph`)."""
    return d["device"].removeprefix("ort:")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("outdir")
    p.add_argument("models", nargs="+")
    p.add_argument("--batch", type=int, nargs="+", default=[1, 8])
    p.add_argument("--budget", default="30s")
    p.add_argument("--objective", default="memory")
    p.add_argument("--flowsched", default=os.path.join(
        os.environ.get("CARGO_TARGET_DIR", "target"), "release", "flowsched"))
    args = p.parse_intermixed_args()
    os.makedirs(args.outdir, exist_ok=True)
    lines = [
        "| model | batch | today MiB | chosen | output MiB | vs today | best any | slowdown "
        "| defaults in / out MiB | act share | proxy ρ | seconds |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for model in args.models:
        for batch in args.batch:
            got = run(args.flowsched, model, batch, args.outdir, args.budget, args.objective)
            if got:
                lines.append(row(*got))
                print(lines[-1], flush=True)
    with open(os.path.join(args.outdir, "table.md"), "w") as f:
        f.write("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
