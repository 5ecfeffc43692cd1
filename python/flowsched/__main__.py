"""`python -m flowsched IN.onnx OUT.onnx [options]`: `flowsched schedule` from Python.

The options and their defaults are the CLI's (`flowsched schedule --help`); errors print as
the CLI prints them (`error: ...`, exit status 1).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Dict, List, Optional

import flowsched
from flowsched._native import DEFAULTS, SCHEDULERS_BY_OBJECTIVE


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m flowsched",
        description="Reorder an ONNX model's operators and write it back with nothing else "
        "changed (the pipeline of `flowsched schedule`).",
    )
    p.add_argument("model", help="the .onnx model to schedule")
    p.add_argument("output", nargs="?", help="where to write the scheduled model")
    p.add_argument("-o", "--output", dest="output_flag", metavar="OUTPUT", help="the same")
    p.add_argument(
        "--scheduler",
        default=DEFAULTS["scheduler"],
        help="scheduler names, comma-separated, or `classic` for every heuristic "
        "(default: the objective's, {memory} for memory, {makespan} for makespan and latency)".format(
            **SCHEDULERS_BY_OBJECTIVE
        ),
    )
    p.add_argument(
        "--objective",
        default=DEFAULTS["objective"],
        help="memory, latency or makespan:M (default: %(default)s)",
    )
    p.add_argument(
        "--device",
        help="measure the proxy's top-k in the installed onnxruntime: ort, ort:disabled, "
        "ort:basic, ort:extended",
    )
    p.add_argument(
        "--top-k", type=int, default=DEFAULTS["top_k"], help="candidates that reach the device"
    )
    p.add_argument("--seed", type=int, default=DEFAULTS["seed"])
    p.add_argument(
        "--samples", type=int, default=DEFAULTS["samples"], help="orders per randomised scheduler"
    )
    p.add_argument(
        "--execution-order",
        help="ort-default (ORT's default walk) or file (PRIORITY_BASED; with --device ort, "
        "measured so, with optimisation off)",
    )
    # Seconds, or a duration such as 30s, 500ms, 2m (flowsched.schedule reads both).
    p.add_argument(
        "--budget",
        default=DEFAULTS["budget"],
        help="time for all device measurements (default: %(default)s s)",
    )
    p.add_argument(
        "--timeout",
        default=DEFAULTS["timeout"],
        help="limit for one run of one candidate (default: %(default)s s)",
    )
    p.add_argument(
        "--load-timeout",
        default=DEFAULTS["load_timeout"],
        help="limit for a worker to load its candidate (default: %(default)s s)",
    )
    p.add_argument("--allow-unknown-sizes", action="store_true")
    p.add_argument("--for-ort", help="schedule ORT's optimised graph at basic, extended or all")
    p.add_argument("--rewrite", action="store_true", help="also offer graph rewrites that lower the peak")
    p.add_argument(
        "--memory-cap",
        help="time objectives: the fastest order with its peak under this cap (bytes, 3MB, or 1.2x the lowest peak)",
    )
    p.add_argument(
        "--dim", action="append", default=[], metavar="NAME=VALUE", help="a symbolic dimension"
    )
    p.add_argument(
        "--max-slowdown",
        type=float,
        default=DEFAULTS["max_slowdown"],
        help="how much slower than ORT's defaults a memory winner may run (0.1: 10%%)",
    )
    p.add_argument("--model", dest="gflownet_model", help="the GFlowNet's weights")
    p.add_argument("--sigma", type=float, default=DEFAULTS["sigma"])
    p.add_argument("--refine", type=int, default=DEFAULTS["refine"])
    p.add_argument("--refine-top", type=int, default=DEFAULTS["refine_top"])
    p.add_argument("--spread", type=float, default=DEFAULTS["spread"])
    p.add_argument(
        "--external-data",
        choices=["copy", "link"],
        default=DEFAULTS["external_data"],
        help="weights in external data files, output elsewhere: copy them (the default) or "
        "hard-link them into the output's folder (onnx.load refuses hard-linked data)",
    )
    p.add_argument("--report", help="write the JSON report here")
    return p


# The options handed to flowsched.schedule as they are parsed.
PASSED = (
    "objective",
    "scheduler",
    "device",
    "top_k",
    "seed",
    "samples",
    "execution_order",
    "budget",
    "timeout",
    "load_timeout",
    "allow_unknown_sizes",
    "for_ort",
    "rewrite",
    "memory_cap",
    "max_slowdown",
    "gflownet_model",
    "sigma",
    "refine",
    "refine_top",
    "spread",
    "external_data",
)


def _dims(given: List[str]) -> Dict[str, int]:
    """`--dim batch=8`, as the CLI reads it."""
    dims: Dict[str, int] = {}
    for item in given:
        name, _, value = item.partition("=")
        try:
            dims[name] = int(value)
        except ValueError:
            raise flowsched.UsageError(f"--dim {item}: expected NAME=VALUE") from None
    return dims


def main(argv: Optional[List[str]] = None) -> int:
    args = parser().parse_args(argv)
    output = args.output_flag or args.output
    if args.output_flag and args.output and args.output_flag != args.output:
        print("error: give the output once (OUTPUT or -o)", file=sys.stderr)
        return 2
    if not output:
        print("error: the output path is missing (OUTPUT or -o)", file=sys.stderr)
        return 2
    try:
        _, report = flowsched.schedule(
            args.model,
            output=output,
            dims=_dims(args.dim),
            **{name: getattr(args, name) for name in PASSED},
        )
    except flowsched.Error as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    print(report)
    if args.report:
        with open(args.report, "w") as f:
            json.dump(report.to_dict(), f, indent=2)
            f.write("\n")
        print(f"report: {args.report}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
