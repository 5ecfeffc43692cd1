"""The file's order as written in ONNX Runtime: a candidate of the Python package's measurement
worker (python/src/ort_file_order.rs loads this). Only ORT's Python API sets
`SessionOptions.execution_order = PRIORITY_BASED`; its C API runs ORT's own walk.

The settings are those of the C API worker (src/runtime/ort.rs) but the order: CPU provider,
optimisation off (the optimiser adds and renumbers nodes), sequential, the CPU arena and memory
patterns off (so the counting malloc sees each tensor), no spinning between runs. The inputs
are the worker's seeded values, passed in as bytes.
"""

import os
import time

import numpy as np
import onnxruntime as ort

# ONNX Runtime's type names and the numpy types the inputs are made of. Integer and boolean
# inputs are usually indices, lengths or masks: zeros are always in range (as in the C API
# worker).
_FLOATS = {"tensor(float)": np.float32, "tensor(double)": np.float64, "tensor(float16)": np.float16}
_ZEROS = {
    "tensor(int64)": np.int64,
    "tensor(int32)": np.int32,
    "tensor(uint8)": np.uint8,
    "tensor(int8)": np.int8,
    "tensor(bool)": np.bool_,
}


def _shape(node_arg, dims, default_dim):
    shape = []
    for d in node_arg.shape:
        if isinstance(d, int) and d >= 0:
            shape.append(d)
        elif isinstance(d, str) and d in dims:
            shape.append(dims[d])
        else:
            shape.append(default_dim)
    return shape


class Candidate:
    def __init__(self, path, threads, dims, default_dim, uniform, profile=None):
        so = ort.SessionOptions()
        so.execution_order = ort.ExecutionOrder.PRIORITY_BASED
        so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
        so.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
        so.enable_cpu_mem_arena = False
        so.enable_mem_pattern = False
        so.add_session_config_entry("session.intra_op.allow_spinning", "0")
        if threads > 0:
            so.intra_op_num_threads = threads
        # ORT's profile of the first run (the executed node sequence) goes to `profile`.
        self.profile = profile
        if profile is not None:
            so.enable_profiling = True
            so.profile_file_prefix = os.path.join(os.path.dirname(profile) or ".", ".flowsched-profile")
        self.session = ort.InferenceSession(path, so, providers=["CPUExecutionProvider"])
        self.feeds = {}
        for i, x in enumerate(self.session.get_inputs()):
            shape = _shape(x, dims, default_dim)
            n = int(np.prod(shape, dtype=np.int64))
            if x.type in _FLOATS:
                values = np.frombuffer(uniform(i, n), dtype=np.float32)
                self.feeds[x.name] = values.astype(_FLOATS[x.type]).reshape(shape)
            elif x.type in _ZEROS:
                self.feeds[x.name] = np.zeros(shape, dtype=_ZEROS[x.type])
            else:
                raise ValueError(f"input '{x.name}': inputs of type {x.type} cannot be generated yet")
        self.outputs = None
        self.describe = (
            f"onnxruntime {ort.__version__} (Python API, CPU EP, PRIORITY_BASED: the file's "
            "order, optimisation disabled, arena and memory patterns off, "
            f"{threads if threads > 0 else 'default'} threads)"
        )

    def run(self):
        t = time.perf_counter()
        self.outputs = self.session.run(None, self.feeds)
        seconds = time.perf_counter() - t
        if self.profile is not None:
            os.replace(self.session.end_profiling(), self.profile)
            self.profile = None
        return seconds

    def release(self):
        self.outputs = None
