#!/usr/bin/env python3
"""Checks that a reordered ONNX model is the same model as its original.

Usage: check_equivalence.py ORIGINAL REORDERED [ORIGINAL REORDERED ...]

For each pair: onnx.checker.check_model(full_check=True) on the reordered model; the same
nodes (same NodeProto bytes, as a multiset) and the same everything else; and the same outputs
in onnxruntime on identical seeded random inputs (or the test_data_set_0 inputs when present).
An output with graph rewrites (`flowsched.rewrites`, written by `--rewrite`) is another graph:
it must pass the checker, keep the graph's inputs and outputs, name every new node after the
node it comes from (`NAME.part0`, `NAME.sum1`, `NAME.slice2`, `NAME.again1`), and give the same
outputs within REWRITE_RTOL of each output's largest magnitude (a partitioned sum adds its
terms in another order: float rounding). An output that is ONNX Runtime's optimised graph of the input (`flowsched.graph`, written by
`--for-ort` or chosen by `--device ort`) holds ORT's fused nodes, not the input's: it is
compared by its outputs alone, loaded with optimisation off as its ort_config says, against
the input under ORT's defaults.
Prints one line per pair and exits 1 if any pair fails. Used by `cargo test` (tests/onnx_backend.rs).
"""
import collections
import os
import sys

import numpy as np
import onnx
import onnxruntime as ort
from onnx import numpy_helper


def random_inputs(model, path):
    inits = {i.name for i in model.graph.initializer}
    feeds = {}
    data_dir = os.path.join(os.path.dirname(path), "test_data_set_0")
    rng = np.random.default_rng(0)
    for k, inp in enumerate(i for i in model.graph.input if i.name not in inits):
        pb = os.path.join(data_dir, f"input_{k}.pb")
        if os.path.exists(pb):
            t = onnx.TensorProto()
            with open(pb, "rb") as f:
                t.ParseFromString(f.read())
            feeds[inp.name] = numpy_helper.to_array(t)
            continue
        tt = inp.type.tensor_type
        shape = [d.dim_value if d.dim_value > 0 else 1 for d in tt.shape.dim]
        dtype = onnx.helper.tensor_dtype_to_np_dtype(tt.elem_type)
        if np.issubdtype(dtype, np.floating):
            feeds[inp.name] = rng.standard_normal(shape).astype(dtype)
        elif dtype == np.bool_:
            feeds[inp.name] = rng.integers(0, 2, shape).astype(dtype)
        else:
            feeds[inp.name] = rng.integers(0, 3, shape).astype(dtype)
    return feeds


def run(path, feeds, optimise=True):
    opts = ort.SessionOptions()
    opts.log_severity_level = 3
    opts.intra_op_num_threads = 1
    if not optimise:
        opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    sess = ort.InferenceSession(path, opts, providers=["CPUExecutionProvider"])
    return sess.run(None, feeds)


def same_outputs(out_a, out_b, rtol=1e-5, atol=1e-6):
    for i, (x, y) in enumerate(zip(out_a, out_b)):
        x, y = np.asarray(x), np.asarray(y)
        if x.shape != y.shape or not np.array_equal(x, y, equal_nan=True):
            if x.dtype.kind == "f" and x.shape == y.shape and np.allclose(x, y, rtol=rtol, atol=atol, equal_nan=True):
                continue
            return f"output {i} differs"
    return None


def optimised_graph(model):
    """The level of ORT's optimised graph a flowsched output holds, or None for the input's nodes."""
    for p in model.metadata_props:
        if p.key == "flowsched.graph" and p.value.startswith("onnxruntime-optimised:"):
            return p.value.split(":", 1)[1]
    return None


def check_optimised(original, reordered, b):
    """ORT's own graph (its fused and NCHWc ops are not standard ONNX, so onnx.checker does not
    apply): the same outputs as the input under ORT's defaults, run with optimisation off."""
    inputs = lambda m: [(i.name, i.type.SerializeToString()) for i in m.graph.input
                        if i.name not in {t.name for t in m.graph.initializer}]
    outputs = lambda m: [(o.name) for o in m.graph.output]
    a = onnx.load(original)
    if inputs(a) != inputs(b) or outputs(a) != outputs(b):
        return "ORT's optimised graph has other graph inputs or outputs than the input"
    feeds = random_inputs(a, original)
    # ORT's fusions reassociate float sums: a looser tolerance than a reordering needs.
    return same_outputs(run(original, feeds), run(reordered, feeds, optimise=False), 1e-4, 1e-5)


# A rewritten sum's error against the original, relative to the output's largest magnitude:
# float32 rounding of a dot product reassociated into a few partial sums, with room for the
# depth of a network (measured: at most 4e-7 on the NAS nets, docs/rewrites.md).
REWRITE_RTOL = 1e-4


def rewrites(model):
    """The rewrites a flowsched output lists (`flowsched.rewrites`), or None."""
    for p in model.metadata_props:
        if p.key == "flowsched.rewrites":
            return p.value
    return None


def rewrite_difference(original, rewritten):
    """The largest difference of any output, relative to that output's largest magnitude."""
    model = onnx.load(original)
    feeds = random_inputs(model, original)
    worst = 0.0
    for x, y in zip(run(original, feeds, optimise=False), run(rewritten, feeds, optimise=False)):
        x, y = np.asarray(x, dtype=np.float64), np.asarray(y, dtype=np.float64)
        if x.shape != y.shape:
            return float("inf")
        scale = max(np.max(np.abs(x)), 1e-30) if x.size else 1.0
        worst = max(worst, float(np.max(np.abs(x - y))) / scale if x.size else 0.0)
    return worst


def rewired(before, after):
    """Whether `after` is `before` with some inputs renamed to a rewrite's copies of them."""
    same = lambda n: (n.op_type, n.domain, list(n.output), [x.SerializeToString() for x in n.attribute])
    if same(before) != same(after) or len(before.input) != len(after.input):
        return False
    return all(x == y or y.startswith(x + ".") for x, y in zip(before.input, after.input))


def check_rewritten(original, rewritten, b):
    a = onnx.load(original)
    onnx.checker.check_model(b, full_check=True)
    io = lambda m: ([i.SerializeToString() for i in m.graph.input], [o.name for o in m.graph.output])
    if io(a) != io(b):
        return "the rewritten graph has other graph inputs or outputs"
    names = {n.name for n in a.graph.node}
    by_name = {n.name: n for n in a.graph.node}
    kept = collections.Counter(n.SerializeToString() for n in a.graph.node)
    for n in b.graph.node:
        if kept[n.SerializeToString()] > 0:
            kept[n.SerializeToString()] -= 1
            continue
        if n.name in by_name:
            # An original node whose reads a recomputation moved to its copy (`y` -> `y.again1`).
            if not rewired(by_name[n.name], n):
                return f"original node '{n.name}' changed beyond reading a rewrite's copy"
            continue
        origin = n.name.rsplit(".", 1)[0]
        while origin not in names and "." in origin:
            origin = origin.rsplit(".", 1)[0]
        if origin not in names:
            return f"node '{n.name}' is neither an original node nor named after one"
    diff = rewrite_difference(original, rewritten)
    if diff > REWRITE_RTOL:
        return f"outputs differ by {diff:.2e} of their magnitude (bound {REWRITE_RTOL:.0e})"
    print(f"   rewritten ({rewrites(b)}): outputs within {diff:.2e} of their magnitude")
    return None


def check_pair(original, reordered):
    a, b = onnx.load(original), onnx.load(reordered)
    if optimised_graph(b) is not None:
        return check_optimised(original, reordered, b)
    if rewrites(b) is not None:
        return check_rewritten(original, reordered, b)
    onnx.checker.check_model(b, full_check=True)
    na = collections.Counter(n.SerializeToString() for n in a.graph.node)
    nb = collections.Counter(n.SerializeToString() for n in b.graph.node)
    if na != nb:
        return "the node multiset differs"
    order_a = [n.SerializeToString() for n in a.graph.node]
    order_b = [n.SerializeToString() for n in b.graph.node]
    del a.graph.node[:]
    del b.graph.node[:]
    # flowsched records what a new order was chosen for in metadata (flowsched.*, and ORT's own
    # ort_config): the one other difference allowed.
    a_meta, b_meta = list(a.metadata_props), list(b.metadata_props)
    for m in (a, b):
        kept = [p for p in m.metadata_props if not (p.key.startswith("flowsched.") or p.key == "ort_config")]
        del m.metadata_props[:]
        m.metadata_props.extend(kept)
    if a.SerializeToString() != b.SerializeToString():
        return "something other than the node order differs"
    if order_a == order_b:
        # A kept input written with the settings it was judged at (`ort_config`, flowsched.*).
        if len(b_meta) > len(a_meta):
            return "kept (the input's nodes, with the settings it was judged at)"
        return "the node order did not change"
    model = onnx.load(original)
    try:
        feeds = random_inputs(model, original)
        out_a = run(original, feeds)
    except Exception as e:  # the original itself does not run in onnxruntime: nothing to compare
        return f"skip-run ({type(e).__name__}: {str(e).splitlines()[0][:120]})"
    return same_outputs(out_a, run(reordered, feeds))


def main(args):
    if len(args) % 2 != 0 or not args:
        print(__doc__, file=sys.stderr)
        return 2
    failures = 0
    ran = 0
    for original, reordered in zip(args[::2], args[1::2]):
        # flowsched writes the input back byte for byte where no order beat it.
        if open(original, "rb").read() == open(reordered, "rb").read():
            print(f"ok {original}: kept (byte for byte the input)")
            continue
        try:
            problem = check_pair(original, reordered)
        except Exception as e:
            problem = f"{type(e).__name__}: {e}"
        if problem is None:
            ran += 1
            print(f"ok {original}")
        elif problem.startswith("kept"):
            print(f"ok {original}: {problem}")
        elif problem.startswith("skip-run"):
            print(f"ok-static {original}: {problem}")
        else:
            failures += 1
            print(f"FAIL {original}: {problem}")
    print(f"{len(args) // 2 - failures} passed, {failures} failed ({ran} compared in onnxruntime)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
