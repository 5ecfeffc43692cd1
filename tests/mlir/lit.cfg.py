# lit configuration for flowsched's MLIR tests. tests/mlir_lit.rs runs lit with the paths of
# the tools under test in the environment; /usr/lib/llvm-22/bin provides FileCheck, not and
# mlir-opt.
import os
import lit.formats

config.name = "flowsched-mlir"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".mlir"]
config.excludes = ["inputs", "models", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.environ.get("FLOWSCHED_LIT_OUT", os.path.join(config.test_source_root, "Output"))

llvm_bin = os.environ.get("LLVM_BIN", "/usr/lib/llvm-22/bin")
config.environment["PATH"] = os.pathsep.join([llvm_bin, config.environment.get("PATH", os.environ["PATH"])])

def required(name):
    value = os.environ.get(name)
    if not value:
        lit_config.fatal(f"{name} is not set: run these tests through `cargo test --test mlir_lit`")
    return value

# tests/mlir_lit.rs runs the product's files; crates/lab/tests/mlir_lit.rs runs the `lab-` ones
# with flowsched-jit, the lab's MLIR study.
lab = os.environ.get("LIT_FILTER", "").startswith("lab-")
if lab:
    config.substitutions.append(("%flowsched-jit", required("FLOWSCHED_JIT")))
else:
    config.substitutions.append(("%flowsched-opt", required("FLOWSCHED_OPT")))
    config.substitutions.append(("%flowsched ", required("FLOWSCHED") + " "))
    # flowsched's async runtime library (crates/mlir/build.rs builds it; upstream's can
    # deadlock, docs/mlir.md).
    config.substitutions.append(("%async-runtime", required("FLOWSCHED_ASYNC_RUNTIME")))
config.substitutions.append(("%mlir-opt", os.path.join(llvm_bin, "mlir-opt")))
config.substitutions.append(("%mlir-runner", os.path.join(llvm_bin, "mlir-runner")))
# The runtime libraries mlir-runner loads (the async dialect's thread pool among them).
config.substitutions.append(("%llvm-lib", os.path.join(os.path.dirname(llvm_bin), "lib")))
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "inputs")))
plugin = os.environ.get("FLOWSCHED_PLUGIN")
if plugin:
    config.substitutions.append(("%flowsched-plugin", plugin))
    config.available_features.add("plugin")
