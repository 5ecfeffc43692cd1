#!/usr/bin/env python3
"""flowsched's orders next to HMCOS's (Wang et al., DAC 2022), each measured in ONNX Runtime.

For each model: the input as exported, HMCOS's order (scripts/hmcos_order.py, a local build of
its op_sched given by --hmcos; none of its code is in this repository), flowsched's `classic`,
its default (no --scheduler) and, with --all-schedulers, every scheduler of flowsched together
(`classic,gflownet,peak-search,brkga --samples 1000`), each scheduling for the file as written
(`--execution-order file`); with --walk, `classic` and the default scheduling for ORT's walk
too (`-walk`). Every order is scored three ways:
  * proxy: flowsched's proxy of the file as written (ORT's planner, `schedule --scheduler
    original --execution-order file`);
  * written: the peak ORT allocates running the file as written (PRIORITY_BASED, optimisation
    off, arena and memory patterns off; scripts/ort_peak.py, the median of --repeats runs);
  * walked: the same under ORT's DEFAULT order, its walk of the file.
HMCOS's own memory model is a sum of live tensors with in-place reuse for element-wise and
reshape ops: it does not see ORT's planner, scratch or walk.

Usage: LD_PRELOAD=$(ls ~/.cache/flowsched/libflowsched_count-*.so | head -1) \\
         hmcos_compare.py MODEL.onnx ... --hmcos PATH/TO/op_sched --out DIR [--all-schedulers] [--walk]
                          [--repeats 3] [--json results.json]
Writes each order to DIR, prints a markdown table (peaks relative to the input, seconds of
each whole scheduling process) and, with --json, every figure.
"""
import argparse
import json
import os
import subprocess
import sys
import time

from ort_peak import flowsched_binary

HERE = os.path.dirname(os.path.abspath(__file__))
ALL = ["--scheduler", "classic,gflownet,peak-search,brkga", "--samples", "1000"]


def run(cmd):
    start = time.perf_counter()
    done = subprocess.run(cmd, capture_output=True, text=True)
    return done, time.perf_counter() - start


def flowsched(model, out, extra):
    """One whole `flowsched schedule` process: its seconds and its peak resident memory."""
    cmd = [flowsched_binary(), "schedule", model, "-o", out] + extra
    start = time.perf_counter()
    child = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    stderr = child.stderr.read()
    _, status, usage = os.wait4(child.pid, 0)
    seconds = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        return {"ok": False, "error": stderr.strip().splitlines()[-1:]}
    return {"ok": True, "seconds": round(seconds, 2), "max_rss_mb": round(usage.ru_maxrss / 1024)}


def proxy(model):
    report = model + ".proxy.json"
    done, _ = run([flowsched_binary(), "schedule", model, "-o", model + ".proxy.onnx", "--scheduler",
                   "original", "--execution-order", "file", "--report", report])
    if done.returncode != 0:
        return None
    cost = json.load(open(report))["original_cost"]
    os.remove(report)
    os.remove(model + ".proxy.onnx")
    return int(cost)


def ort_peak(model, order, repeats):
    done, _ = run([sys.executable, os.path.join(HERE, "ort_peak.py"), model, "--order", order,
                   "--opt", "disabled", "--repeats", str(repeats), "--threads", "1"])
    if done.returncode != 0:
        return None
    return json.loads(done.stdout)["peak_bytes"]


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("models", nargs="+")
    p.add_argument("--hmcos", help="a local build of HMCOS's op_sched (without it, no HMCOS arm)")
    p.add_argument("--out", required=True)
    p.add_argument("--all-schedulers", action="store_true")
    p.add_argument("--walk", action="store_true",
                   help="also schedule for ORT's walk (--execution-order ort-default)")
    p.add_argument("--arms", help="comma-separated arms to run (default: every one asked for)")
    p.add_argument("--repeats", type=int, default=3)
    p.add_argument("--json")
    args = p.parse_args()
    os.makedirs(args.out, exist_ok=True)
    file = ["--execution-order", "file"]
    arms = [("classic", file + ["--scheduler", "classic"]), ("default", file)]
    if args.all_schedulers:
        arms.append(("all", file + ALL))
    if args.walk:
        walk = ["--execution-order", "ort-default"]
        arms += [("classic-walk", walk + ["--scheduler", "classic"]), ("default-walk", walk)]
    if args.arms:
        keep = args.arms.split(",")
        arms = [(a, e) for a, e in arms if a in keep]
    results = []
    for model in args.models:
        name = os.path.basename(model)[: -len(".onnx")]
        orders = {"input": {"ok": True, "path": model}}
        if args.hmcos:
            path = os.path.join(args.out, f"{name}.hmcos.onnx")
            done, _ = run([sys.executable, os.path.join(HERE, "hmcos_order.py"), model, path,
                           "--hmcos", args.hmcos])
            hm = json.loads(done.stdout.strip().splitlines()[-1]) if done.stdout.strip() else {}
            orders["hmcos"] = {"ok": done.returncode == 0, "path": path,
                               "seconds": hm.get("seconds"), "error": hm.get("error")}
        for arm, extra in arms:
            path = os.path.join(args.out, f"{name}.{arm}.onnx")
            orders[arm] = dict(flowsched(model, path, extra), path=path)
        for o in orders.values():
            if o["ok"]:
                o["proxy"] = proxy(o["path"])
                o["written"] = ort_peak(o["path"], "priority", args.repeats)
                o["walked"] = ort_peak(o["path"], "default", args.repeats)
        results.append({"model": name, "orders": orders})
        print(f"{name}: done", file=sys.stderr)
        if args.json:  # after each model, so a long sweep leaves what it has
            json.dump(results, open(args.json, "w"), indent=1)
    cols = (["hmcos"] if args.hmcos else []) + [a for a, _ in arms]
    print("| model | input written (B) | " + " | ".join(f"{c} written / walked / proxy" for c in cols) + " |")
    print("|---|---|" + "---|" * len(cols))
    for r in results:
        base = r["orders"]["input"]
        cells = []
        for c in cols:
            o = r["orders"][c]
            if not o["ok"]:
                cells.append(f"failed: {o.get('error') or 'see --json'}")
                continue
            ratio = lambda k: f"{o[k] / base[k]:.3f}" if o.get(k) and base.get(k) else "–"
            secs = f" ({o['seconds']} s)" if o.get("seconds") is not None else ""
            cells.append(f"{ratio('written')} / {ratio('walked')} / {ratio('proxy')}{secs}")
        written = f"{base['written']:,}" if base.get("written") else "– (no counting malloc?)"
        print(f"| {r['model']} | {written} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
