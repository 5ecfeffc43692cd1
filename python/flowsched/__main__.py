"""`python -m flowsched IN.onnx OUT.onnx [options]`: `flowsched schedule` from Python.

The options and their defaults are the CLI's (`flowsched schedule --help`); errors print as
the CLI prints them (`error: ...`, exit status 1).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import List, Optional

import flowsched
from flowsched._native import DEFAULTS


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
        "(default: %(default)s)",
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
    p.add_argument("--report", help="write the JSON report here")
    return p


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
            objective=args.objective,
            scheduler=args.scheduler,
            device=args.device,
            top_k=args.top_k,
            seed=args.seed,
            samples=args.samples,
            execution_order=args.execution_order,
            budget=args.budget,
            timeout=args.timeout,
            load_timeout=args.load_timeout,
            allow_unknown_sizes=args.allow_unknown_sizes,
            output=output,
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
