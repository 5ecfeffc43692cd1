#!/usr/bin/env python3
"""Writes the MinMax calibration graph that onnxruntime.quantization makes of a model: a
ReduceMin and a ReduceMax (each behind a Reshape) on every tensor it calibrates, each a graph
output. Under ONNX Runtime's default walk such a graph can keep every activation alive to
the end (the case of ORT PR #26768, where phi-4's calibration ran out of 80 GB); the node
order alone fixes it.

Usage: scripts/make_calibration.py MODEL.onnx OUT.onnx
"""
import os
import sys
import tempfile

import onnx
from onnxruntime.quantization.calibrate import CalibrationMethod, create_calibrator


def main(src, dst):
    # The calibrater needs every tensor's type: shapes inferred first, into a scratch copy.
    with tempfile.TemporaryDirectory() as tmp:
        inferred = os.path.join(tmp, "inferred.onnx")
        onnx.save(onnx.shape_inference.infer_shapes(onnx.load(src)), inferred)
        augmented = os.path.join(tmp, "augmented.onnx")
        create_calibrator(inferred, augmented_model_path=augmented,
                          calibrate_method=CalibrationMethod.MinMax)
        model = onnx.load(augmented)
    model.graph.name = model.graph.name or "calibration"
    onnx.save(model, dst)
    outputs = len(model.graph.output)
    print(f"{dst}: {len(model.graph.node)} nodes, {outputs} outputs")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
