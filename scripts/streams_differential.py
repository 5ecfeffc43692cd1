#!/usr/bin/env python3
"""Runs MLIR models sequentially and as emit=async streams, and compares their outputs.

Each model (one f32 input, one f32 output, as tests/mlir/models has them) is bufferized with
upstream passes, scheduled by flowsched-opt with `objective=makespan:M emit=async` (the race
check runs inside the pass), given a `@flowsched_main` that fills the input with a fixed
pattern and prints the output, lowered with upstream passes only and run by mlir-runner on
libmlir_async_runtime's thread pool, or with `--async-runtime` on another library with its ABI
(flowsched's crates/mlir/src/async_runtime.cpp: upstream's can deadlock, see docs/mlir.md). The
sequential module goes the same way without the pass. Outputs must be equal, digit for digit:
the streams run the same ops on the same data.

    scripts/streams_differential.py --flowsched-opt target/debug/flowsched-opt \\
        tests/mlir/models/inception_cell.mlir tests/mlir/models/squeezenet.mlir --units 2 4
"""
import argparse
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

LLVM = Path("/usr/lib/llvm-22")
BUFFERIZE = (
    "builtin.module(func.func(convert-elementwise-to-linalg),one-shot-bufferize{bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map},buffer-deallocation-pipeline,convert-bufferization-to-memref)"
)
LOWER = (
    "builtin.module(async-to-async-runtime,async-runtime-ref-counting,async-runtime-ref-counting-opt,"
    "convert-linalg-to-loops,convert-scf-to-cf,convert-async-to-llvm,expand-strided-metadata,lower-affine,"
    "finalize-memref-to-llvm,convert-math-to-llvm,convert-arith-to-llvm,convert-index-to-llvm,convert-cf-to-llvm,"
    "convert-func-to-llvm,reconcile-unrealized-casts)"
)
TIMEOUT_S = 120  # per mlir-runner run, JIT compile included: --timeout for the large models
SIGNATURE = re.compile(r"func\.func @([\w.$]+)\(%arg0: memref<([0-9x]+)xf32>\) -> memref<([0-9x]+)xf32>")


def run(cmd, stdin=None, timeout=None):
    p = subprocess.run(cmd, input=stdin, capture_output=True, text=True, timeout=timeout)
    if p.returncode != 0:
        sys.exit(f"{' '.join(map(str, cmd))[:200]}: exit {p.returncode}\n{p.stderr[-3000:]}")
    return p.stdout


def main_for(func, in_shape, out_shape):
    dims = [int(d) for d in in_shape.split("x")]
    n = 1
    for d in dims:
        n *= d
    groups = list(range(len(dims)))
    # A fixed, non-constant input: ((i * 7919) mod 1000) / 1000 - 0.5.
    return f"""
func.func private @printMemrefF32(memref<*xf32>)
func.func @flowsched_main() {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant {n} : index
  %cm = arith.constant 7919 : index
  %ck = arith.constant 1000 : index
  %s = arith.constant 0.001 : f32
  %h = arith.constant 0.5 : f32
  %flat = memref.alloc() : memref<{n}xf32>
  scf.for %i = %c0 to %cn step %c1 {{
    %a = arith.muli %i, %cm : index
    %b = arith.remui %a, %ck : index
    %c = arith.index_cast %b : index to i64
    %f = arith.sitofp %c : i64 to f32
    %g = arith.mulf %f, %s : f32
    %v = arith.subf %g, %h : f32
    memref.store %v, %flat[%i] : memref<{n}xf32>
  }}
  %x = memref.expand_shape %flat [{groups}] output_shape [{", ".join(map(str, dims))}] : memref<{n}xf32> into memref<{in_shape}xf32>
  %r = func.call @{func}(%x) : (memref<{in_shape}xf32>) -> memref<{out_shape}xf32>
  %u = memref.cast %r : memref<{out_shape}xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %r : memref<{out_shape}xf32>
  memref.dealloc %flat : memref<{n}xf32>
  return
}}
"""


def execute(module_text, tmp, name, runtime, timeout=TIMEOUT_S):
    lowered = run([LLVM / "bin/mlir-opt", f"--pass-pipeline={LOWER}"], stdin=module_text)
    path = tmp / f"{name}.llvm.mlir"
    path.write_text(lowered)
    libs = ",".join([str(LLVM / "lib" / l) for l in ["libmlir_runner_utils.so", "libmlir_c_runner_utils.so"]]
                    + [str(runtime)])
    # -O2: without an -O level the regions' coroutines reach instruction selection unsplit.
    start = time.monotonic()
    try:
        out = run([LLVM / "bin/mlir-runner", "-O2", "-e", "flowsched_main", "-entry-point-result=void",
                   f"-shared-libs={libs}", path], timeout=timeout)
    except subprocess.TimeoutExpired:
        # A hang is a failure too (a deadlock among the regions, or in the runtime).
        return None, time.monotonic() - start
    return re.sub(r"base@ = 0x[0-9a-f]+", "", out), time.monotonic() - start


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("models", nargs="+", type=Path)
    ap.add_argument("--flowsched-opt", required=True)
    ap.add_argument("--units", nargs="+", type=int, default=[2])
    ap.add_argument("--scheduler", nargs="+", default=["critical-path"])
    ap.add_argument("--async-runtime", type=Path, default=LLVM / "lib/libmlir_async_runtime.so",
                    help="the async runtime library mlir-runner loads (default: upstream's)")
    ap.add_argument("--timeout", type=float, default=TIMEOUT_S, help="seconds per mlir-runner run")
    ap.add_argument("--repeat", type=int, default=1, help="runs of each streams version (a hang may be rare)")
    args = ap.parse_args()
    mismatches = 0
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        for model in args.models:
            buffers = run([LLVM / "bin/mlir-opt", model, f"--pass-pipeline={BUFFERIZE}"])
            m = SIGNATURE.search(buffers)
            if not m:
                sys.exit(f"{model}: expected one f32 memref input and one f32 memref output")
            harness = main_for(*m.groups())
            # The module's closing brace: the harness goes inside it.
            close = buffers.rstrip().rfind("}")
            seq_text = buffers[:close] + harness + "}\n"
            reference, t_seq = execute(seq_text, tmp, "sequential", args.async_runtime, args.timeout)
            if reference is None:
                # Else a hung streams run would compare equal to it.
                print(f"{model.name}: the sequential run HANGs ({t_seq:.0f} s)", flush=True)
                mismatches += 1
                continue
            for scheduler in args.scheduler:
                for units in args.units:
                    streams = run([args.flowsched_opt, "--flowsched-stats", "--pass-pipeline=" +
                                   f"builtin.module(func.func(flowsched-schedule{{objective=makespan:{units} "
                                   f"emit=async scheduler={scheduler}}}))"], stdin=buffers)
                    close = streams.rstrip().rfind("}")
                    regions = streams.count("async.execute")
                    for _ in range(args.repeat):
                        got, t_async = execute(streams[:close] + harness + "}\n", tmp, f"async{units}",
                                               args.async_runtime, args.timeout)
                        same = got == reference
                        mismatches += not same
                        verdict = "same output" if same else "HANG" if got is None else "DIFFERENT OUTPUT"
                        print(f"{model.name}: {scheduler}, {units} units, {regions} regions: {verdict} "
                              f"(run incl. JIT compile: sequential {t_seq:.1f} s, streams {t_async:.1f} s)",
                              flush=True)
    sys.exit(1 if mismatches else 0)


if __name__ == "__main__":
    main()
