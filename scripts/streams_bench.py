#!/usr/bin/env python3
"""Streams in the MLIR JIT: each model's makespan schedules run as async.execute streams,
against the sequential input and the baselines, all measured in the same run.

For every model: `flowsched schedule MODEL --function F --objective makespan:M --device cpu
--async-threads T` with the critical-path list schedule, BRKGA, the GFlowNet and random orders
as candidates (the pipeline adds the classics). The JIT measures the input one op at a time,
every other candidate as its streams, and the baselines (every op in its own region,
`async-parallel-for`, both) in interleaved rounds, each in its own worker process; a candidate
whose results differ from the input's is dropped. The table is the report's figures, as ratios
to the sequential input measured in the same run.

usage: scripts/streams_bench.py [--models DIR ...] [--units M] [--threads T] [--budget S]
                                [--timeout S] [--load-timeout S]
                                [--out docs/streams-table.md] [NAME ...]

The committed models are tests/mlir/models; the IREE imports of GoogLeNet, Inception-v3 and
NASNet-A come from `scripts/make_linalg_models.py DIR googlenet inception_v3 nasnetalarge`.
Not part of `make test`: a run takes about a minute per small model and several on the large.
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
    return os.environ.get("FLOWSCHED", str(target / "debug/flowsched"))


def function_of(path):
    names = re.findall(r"func\.func @([A-Za-z0-9_]+)\(", path.read_text())
    return names[0]


def ms(x):
    return f"{x * 1e3:.1f}"


def run(model, args, tmp):
    report = Path(args.reports or tmp) / f"{model.stem}.json"
    out = Path(tmp) / f"{model.stem}.out.mlir"
    cmd = [flowsched(), "schedule", str(model), "--function", function_of(model), "-o", str(out),
           "--objective", f"makespan:{args.units}", "--device", "cpu",
           "--async-threads", str(args.threads), "--scheduler", args.schedulers,
           "--samples", str(args.samples), "--top-k", str(args.top_k),
           "--budget", f"{args.budget}s", "--timeout", f"{args.timeout}s",
           "--load-timeout", f"{args.load_timeout}s",
           "--seed", str(args.seed), "--report", str(report)]
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0:
        return None, done.stderr.strip().splitlines()[-1] if done.stderr.strip() else "failed"
    return json.loads(report.read_text()), None


def row(name, r):
    d = r["device"]
    cands = d["candidates"]
    seq = cands[0]
    ok = [c for c in cands[1:] if c.get("failure") is None]
    best = min(ok, key=lambda c: c["median_seconds"]) if ok else None
    base = {b["name"]: b for b in d.get("baselines", [])}
    winner = next(c for c in cands if c["winner"])

    def ratio(c):
        if c is None:
            return "-"
        if c.get("failure") is not None:
            return "not measured" if c["failure"].startswith("not measured") else "failed"
        return f"{c['median_seconds'] / seq['median_seconds']:.3f}"

    # Is the GFlowNet's best within the winner's quartiles (or the winner itself)?
    gfn = [c for c in ok if c["scheduler"].startswith("gflownet")]
    gbest = min(gfn, key=lambda c: c["median_seconds"]) if gfn else None
    if gbest is None:
        holds = "not measured"
    elif gbest["winner"] or gbest["q1_seconds"] <= winner["q3_seconds"]:
        holds = "yes"
    else:
        holds = "no"
    every = base.get("every op async")
    beats_every = "-"
    if best and every and every.get("failure") is None:
        beats_every = "yes" if best["q3_seconds"] < every["q1_seconds"] else (
            "no" if best["q1_seconds"] > every["q3_seconds"] else "tie")
    rho = d.get("spearman_proxy_vs_measured")
    share = r.get("critical_path_share")
    return (f"| {name} | {'-' if share is None else f'{share:.2f}'} | {d['rounds']} | "
            f"{ms(seq['median_seconds'])} | "
            f"{best['scheduler'] if best else '-'} | {ratio(best)} | "
            f"{ratio(every)} | {ratio(base.get('async-parallel-for'))} | "
            f"{ratio(base.get('every op async + async-parallel-for'))} | {beats_every} | "
            f"{winner['scheduler']} | {holds} | {'-' if rho is None else f'{rho:.2f}'} |")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("names", nargs="*", help="model stems (default: every model found)")
    ap.add_argument("--models", action="append", default=None,
                    help="folders of .mlir models (default: tests/mlir/models)")
    ap.add_argument("--units", type=int, default=2)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--schedulers", default="critical-path,brkga,gflownet,random")
    ap.add_argument("--samples", type=int, default=100)
    ap.add_argument("--top-k", type=int, default=6)
    ap.add_argument("--budget", type=int, default=120)
    ap.add_argument("--timeout", type=int, default=30)
    ap.add_argument("--load-timeout", type=int, default=120,
                    help="seconds a worker may take to compile its candidate (NASNet-A: several minutes)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", help="write the table here (markdown)")
    ap.add_argument("--reports", help="keep each model's JSON report in this folder")
    args = ap.parse_args()
    if args.reports:
        Path(args.reports).mkdir(parents=True, exist_ok=True)
    folders = [Path(f) for f in (args.models or [ROOT / "tests/mlir/models"])]
    models = sorted(p for f in folders for p in f.glob("*.mlir"))
    if args.names:
        models = [m for m in models if m.stem in args.names]
    lines = [
        f"Streams on {args.units} units, {args.threads} async runtime threads; latencies are "
        f"medians over the protocol's rounds, ratios to the sequential input of the same run.",
        "",
        "| model | critical path / work | rounds | input ms | best streams | streams / input | every op async / input "
        "| parallel-for / input | both / input | streams beat every-op | winner "
        "| GFlowNet within winner's quartiles | ρ proxy vs JIT |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    with tempfile.TemporaryDirectory() as tmp:
        for model in models:
            r, err = run(model, args, tmp)
            line = f"| {model.stem} | failed: {err} |" if r is None else row(model.stem, r)
            print(line, flush=True)
            lines.append(line)
    if args.out:
        Path(args.out).write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    sys.exit(main())
