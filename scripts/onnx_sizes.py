#!/usr/bin/env python3
"""Prints, as JSON, the byte size of every tensor of each model that ONNX's own shape
inference determines: {"MODEL": {"TENSOR": BYTES, ...}, ...}. Symbolic dimensions count as 1,
as in flowsched's default. Used by tests/onnx_backend.rs to check flowsched's inference.

Usage: onnx_sizes.py MODEL [MODEL ...]
"""
import json
import sys

import numpy as np
import onnx


def sizes(path):
    model = onnx.shape_inference.infer_shapes(onnx.load(path))
    g = model.graph
    out = {}
    for vi in list(g.value_info) + list(g.output) + list(g.input):
        tt = vi.type.tensor_type
        if not vi.type.HasField("tensor_type") or not tt.HasField("shape") or tt.elem_type == 0:
            continue
        dims = []
        for d in tt.shape.dim:
            if d.HasField("dim_value"):
                dims.append(d.dim_value)
            elif d.HasField("dim_param"):
                dims.append(1)
            else:
                break
        else:
            if tt.elem_type == onnx.TensorProto.STRING:
                continue
            itemsize = np.dtype(onnx.helper.tensor_dtype_to_np_dtype(tt.elem_type)).itemsize
            out[vi.name] = int(np.prod(dims, dtype=np.int64)) * itemsize
    return out


def main(paths):
    result = {}
    for p in paths:
        try:
            result[p] = sizes(p)
        except Exception as e:  # ONNX cannot infer this model: nothing to compare against
            print(f"{p}: {type(e).__name__}: {e}", file=sys.stderr)
    json.dump(result, sys.stdout)


if __name__ == "__main__":
    main(sys.argv[1:])
