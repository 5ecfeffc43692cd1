#!/usr/bin/env python3
"""Writes reference inputs and outputs for executor conformance tests.

Usage: reference_io.py MODEL OUT.npz

Inputs (every non-initializer graph input, in graph order) are `in_K`; onnxruntime's outputs on
them are `ort_K` (graph output order). For the onnx package's light/ models the inputs are the
backend test runner's dummy data (arange(n)/n) and the shipped expected outputs are added as
`expected_K`; otherwise inputs are seeded normal floats (small non-negative ints for integer
inputs).
"""
import os
import sys

import numpy as np
import onnx
import onnxruntime as ort
from onnx import numpy_helper


def inputs_for(model, path):
    inits = {i.name for i in model.graph.initializer}
    light = os.sep + "light" + os.sep in path
    rng = np.random.default_rng(0)
    feeds = []
    for x in model.graph.input:
        if x.name in inits:
            continue
        tt = x.type.tensor_type
        shape = tuple(d.dim_value if d.HasField("dim_value") else 1 for d in tt.shape.dim)
        dtype = onnx.helper.tensor_dtype_to_np_dtype(tt.elem_type)
        if light:
            n = int(np.prod(shape))
            value = (np.arange(n).reshape(shape) / n).astype(np.float32)
        elif np.issubdtype(dtype, np.floating):
            value = rng.standard_normal(shape).astype(dtype)
        else:
            value = rng.integers(0, 3, shape).astype(dtype)
        feeds.append((x.name, value))
    return feeds, light


def main(path, out):
    model = onnx.load(path)
    feeds, light = inputs_for(model, path)
    opts = ort.SessionOptions()
    opts.log_severity_level = 3
    sess = ort.InferenceSession(path, opts, providers=["CPUExecutionProvider"])
    results = sess.run(None, dict(feeds))
    arrays = {f"in_{k}": v for k, (_, v) in enumerate(feeds)}
    arrays.update({f"ort_{k}": np.asarray(v) for k, v in enumerate(results)})
    if light:
        prefix = os.path.splitext(path)[0]
        for k in range(len(model.graph.output)):
            pb = f"{prefix}_output_{k}.pb"
            if os.path.exists(pb):
                t = onnx.TensorProto()
                with open(pb, "rb") as f:
                    t.ParseFromString(f.read())
                arrays[f"expected_{k}"] = numpy_helper.to_array(t)
    np.savez(out, **arrays)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
