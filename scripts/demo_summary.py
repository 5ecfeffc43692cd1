#!/usr/bin/env python3
"""The end of `make demo`: what ONNX Runtime measured, before and after, from the report that
`flowsched schedule --device ort --report` wrote, and how to run the result. Standard library only.

Usage: scripts/demo_summary.py REPORT.json
"""
import json
import sys

# ORT's names for the levels flowsched calls disabled, basic, extended and all.
LEVELS = {
    "disabled": "ORT_DISABLE_ALL",
    "basic": "ORT_ENABLE_BASIC",
    "extended": "ORT_ENABLE_EXTENDED",
    "all": "ORT_ENABLE_ALL",
}


def spread(sessions, side):
    """'2,499,912–3,548,144 B over 7 sessions', or '2,496,632 B in 3 of 3 sessions'."""
    if not sessions:
        return ""
    s = sessions[side]
    n = s["sessions"]
    if s["at_low"] == n:
        return f"({s['high']:,} B in {n} of {n} session{'s' * (n > 1)})"
    return f"({s['low']:,}–{s['high']:,} B over {n} sessions)"


def main(path):
    r = json.load(open(path))
    d = r["device"]
    rows = r["deployments"]
    defaults, chosen = rows[0], next(x for x in rows if x["chosen"])
    runtime = d["runtime"].split(" (")[0]
    # ORT's level all runs a different graph from one session to the next: each side is given
    # by its worst session (what a user provisions for), with its spread.
    sessions = r.get("sessions")
    before_peak = sessions["defaults"]["high"] if sessions else defaults["input_peak_bytes"]
    after_peak = sessions["output"]["high"] if sessions else chosen["winner_peak_bytes"]
    peak = after_peak / before_peak
    latency = chosen["winner_median_seconds"] / defaults["input_median_seconds"]
    print(f"== measured in {runtime}, CPU ({d['cpu']}), each file in fresh processes:")
    print("   one run's peak of bytes in use at malloc (arena and memory patterns off), worst of "
          "its sessions; median latency")
    before = "the input, ORT's defaults (level all)"
    setting = chosen["device"] + (" (ORT's graph written out)" if chosen.get("graph") else "")
    after = f"the output, {setting}"
    width = max(len(before), len(after))
    print(f"   before  {before:<{width}}  {before_peak:>11,} B  "
          f"{defaults['input_median_seconds'] * 1e3:6.2f} ms  {spread(sessions, 'defaults')}")
    if chosen is defaults and chosen["winner"] == "original":
        print("   nothing beat the input clearly: the output is the input, byte for byte")
        return 0
    print(f"   after   {after:<{width}}  {after_peak:>11,} B  "
          f"{chosen['winner_median_seconds'] * 1e3:6.2f} ms  {spread(sessions, 'output')}")
    print(f"   peak {peak:.3f}x ({(1 - peak) * 100:.0f}% less), latency {latency:.2f}x; the best of "
          f"{len(rows)} deployments, order from {chosen['winner']}")
    w = r.get("with_defaults")
    if w:
        print(f"   (loaded with ORT's defaults instead, level all and its arena, the process holds "
              f"{w['output_total_bytes'] / w['input_total_bytes']:.3f}x the input's)")
    level = d["device"].split(":")[1]
    constant = LEVELS[level]
    print(f"== run {r['output']} as measured: level {level}, arena and memory patterns off")
    print(f"   Python: so.graph_optimization_level = onnxruntime.GraphOptimizationLevel.{constant}")
    print("           so.enable_cpu_mem_arena = False; so.enable_mem_pattern = False")
    print(f"   C/C++:  SetGraphOptimizationLevel({constant}); DisableCpuMemArena(); DisableMemPattern()")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
