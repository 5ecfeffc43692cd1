"""flowsched: reorder the operators of an ONNX model so that it runs in less memory or time.

    model, report = flowsched.schedule("model.onnx")              # or a ModelProto, or bytes
    model, report = flowsched.schedule(model, device="ort")       # the best measured in ORT
    session = onnxruntime.InferenceSession(model.SerializeToString(),
                                           flowsched.session_options(model))

`schedule` runs the pipeline of `flowsched schedule` (the Rust CLI) in this process, with the
GIL released; `python -m flowsched IN OUT [options]` is its command line. Errors are
`flowsched.Error` subclasses carrying the CLI's messages. `import flowsched` imports neither
onnx, onnxruntime nor torch: onnx is imported by the calls that return or read a ModelProto,
onnxruntime by `session_options`.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import re
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Dict, List, Optional, TextIO, Tuple, Union

from . import _native
from ._native import (
    DeviceError,
    Error,
    InputError,
    OutputError,
    SchedulerError,
    UnknownSizesError,
    UsageError,
)

if TYPE_CHECKING:  # pragma: no cover
    import onnx
    import onnxruntime  # type: ignore[import-untyped,unused-ignore]

__version__: str = _native.__version__

__all__ = [
    "schedule",
    "session_options",
    "Report",
    "Error",
    "InputError",
    "UnknownSizesError",
    "UsageError",
    "DeviceError",
    "SchedulerError",
    "OutputError",
    "worker_program",
    "__version__",
]

ModelLike = Union["onnx.ModelProto", bytes, bytearray, memoryview, str, "os.PathLike[str]"]

# The metadata a scheduled model carries (src/model/onnx.rs writes them).
RUNS_AS = "flowsched.runs_as"
JUDGED_BY = "flowsched.judged_by"
GRAPH = "flowsched.graph"
ORT_CONFIG = "ort_config"


class Report:
    """The report of one run: the fields of `flowsched schedule --report`'s JSON as attributes
    (`winner`, `order`, `original_peak_memory_bytes`, `device`, ...). `str(report)` is the CLI's
    summary; `to_dict()` the JSON object."""

    flowsched_version: str
    input: str
    output: Optional[str]
    objective: Any
    execution_order: str
    proxy: str
    input_kept: bool
    seed: int
    nodes: int
    edges: int
    constant_bytes: int
    unknown_size_tensors: int
    import_: Any
    candidates: List[Dict[str, Any]]
    winner: str
    original_cost: float
    winner_cost: float
    lower_bound: float
    original_peak_memory_bytes: int
    winner_peak_memory_bytes: int
    #: On several units (`objective="makespan:M"`), where the winner runs as streams: the
    #: peak of its streams by the proxy, which `memory_cap` also bounds.
    winner_stream_peak_bytes: Optional[int]
    moved_ops: int
    device: Optional[Dict[str, Any]]
    order: List[str]
    original_order: List[str]
    #: With `device="ort"`: every deployment measured (each optimisation level on the file's
    #: graph, ORT's optimised graphs written out), the chosen one marked.
    deployments: List[Dict[str, Any]]
    #: With `device="ort"`: the deployments not measured, each with why.
    deployments_left_out: List[str]
    #: With an ORT device and an output that changed: input and output loaded with ORT's
    #: defaults (level all, arena on, `ort_config` ignored), process totals included.
    with_defaults: Optional[Dict[str, Any]]
    #: With `device="ort"` for memory: the peaks of ORT's defaults and of the output over their
    #: fresh sessions (`defaults`, `output`: sessions, low, high, at_low), and whether the
    #: defaults vary between sessions (ORT's level all does).
    sessions: Optional[Dict[str, Any]]
    #: Where ORT walks the file: the best file by the walk that was held back because it is
    #: clearly worse as written, and by how much each way.
    trade: Optional[str]
    #: With `rewrite=True`: the rewrites offered and kept (each with its peak effect by the
    #: proxy), the best order's peak without and with them, the tensors at the peak.
    rewrites: Optional[Dict[str, Any]]
    #: With `memory_cap`: the cap in bytes, the lowest peak found, how many candidates are
    #: under the cap, and the indices of `candidates` on the peak/makespan frontier.
    memory_cap: Optional[Dict[str, Any]]

    def __init__(self, fields: Dict[str, Any], summary: str = "") -> None:
        self._fields = fields
        self._summary = summary
        # Optional fields the JSON leaves out are None here.
        for name in ("device", "scheduled_graph", "winner_origin", "with_defaults", "sessions", "trade",
                     "rewrites", "memory_cap", "winner_stream_peak_bytes"):
            setattr(self, name, None)
        self.deployments = []
        self.deployments_left_out = []
        for name, value in fields.items():
            # `import` is a keyword: the attribute is `import_` (and getattr(r, "import")).
            setattr(self, name + "_" if name == "import" else name, value)

    def to_dict(self) -> Dict[str, Any]:
        """The report as the CLI writes it (`--report`)."""
        copy: Dict[str, Any] = json.loads(json.dumps(self._fields))
        return copy

    def __str__(self) -> str:
        return self._summary.rstrip("\n")

    def __repr__(self) -> str:
        before = self._fields.get("original_peak_memory_bytes", 0)
        after = self._fields.get("winner_peak_memory_bytes", 0)
        ratio = f" ({after / before:.3f}x)" if before else ""
        parts = [
            f"winner={self._fields.get('winner')!r}",
            f"peak {_bytes(before)} -> {_bytes(after)}{ratio} by the proxy",
            f"{self._fields.get('moved_ops')} of {self._fields.get('nodes')} ops moved",
        ]
        device = self._fields.get("device")
        if device:
            won = [c for c in device.get("candidates", []) if c.get("winner")]
            if won:
                parts.append(f"measured {_bytes(won[0]['peak_bytes'])}")
            parts.append(f"in {device.get('runtime')!r}")
        else:
            parts.append("judged by the proxy only")
        return f"<flowsched.Report {', '.join(parts)}>"


def _bytes(n: Union[int, float]) -> str:
    for unit in ("B", "KiB", "MiB", "GiB"):
        if abs(n) < 1024 or unit == "GiB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.2f} {unit}"
        n /= 1024
    return str(n)  # pragma: no cover


def _seconds(name: str, value: Union[float, int, str]) -> float:
    """`30`, `30.0`, or the CLI's `30s`, `500ms`, `2m`."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value)
    if isinstance(value, str):
        m = re.fullmatch(r"\s*([0-9]*\.?[0-9]+)\s*(ms|s|m|h)?\s*", value)
        if m:
            scale = {"ms": 1e-3, "s": 1.0, "m": 60.0, "h": 3600.0}[m.group(2) or "s"]
            return float(m.group(1)) * scale
    raise UsageError(f"{name} {value!r}: seconds, or a duration such as 30s, 500ms, 2m")


def _dims(dims: Optional[Dict[str, int]]) -> Dict[str, int]:
    """`{"batch": 8}`, checked as the CLI's `--dim batch=8` is."""
    if dims is None:
        return {}
    if not isinstance(dims, dict):
        raise UsageError(f"dims {dims!r}: a dict of dimension names to positive integers")
    for name, value in dims.items():
        if not isinstance(name, str) or isinstance(value, bool) or not isinstance(value, int):
            raise UsageError(f"dims {name!r}={value!r}: a dimension is a positive integer")
    return dict(dims)


def _cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "flowsched"


def worker_program() -> str:
    """The measurement worker the pipeline starts for each candidate (`FLOWSCHED_WORKER`): a
    small launcher, written once to the cache, that runs this interpreter with the extension
    loaded from its file (no `site`, no `import flowsched`) and serves one job on stdin/stdout
    (`flowsched._native.serve_worker`, what the Rust `flowsched-worker` runs)."""
    native = os.path.abspath(_native.__file__)
    # No `site` (quick, and no user customisation), so the folders of onnxruntime and numpy
    # are named: the worker runs ORT's Python API for the file order (PRIORITY_BASED).
    folders = []
    for name in ("onnxruntime", "numpy"):
        spec = importlib.util.find_spec(name)
        if spec is not None and spec.origin:
            folder = str(Path(spec.origin).parent.parent)
            if folder not in folders:
                folders.append(folder)
    code = (
        f"import sys; sys.path[:0] = {folders!r}; "
        "import importlib.util as u; "
        f"s = u.spec_from_file_location('flowsched._native', {native!r}); "
        "m = u.module_from_spec(s); s.loader.exec_module(m); m.serve_worker()"
    )
    text = (
        "#!/bin/sh\n"
        "# flowsched's measurement worker for Python (written by flowsched.worker_program).\n"
        f"exec {_sh_quote(sys.executable)} -S -c {_sh_quote(code)}\n"
    )
    digest = hashlib.sha256(text.encode()).hexdigest()[:16]
    for folder in (_cache_dir(), Path(tempfile.gettempdir()) / f"flowsched-{getattr(os, 'getuid', lambda: 0)()}"):
        path = folder / f"python-worker-{digest}.sh"
        if path.is_file() and os.access(path, os.X_OK):
            return str(path)
        try:
            folder.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=folder, prefix=".python-worker-")
            with os.fdopen(fd, "w") as f:
                f.write(text)
            os.chmod(tmp, 0o755)
            os.replace(tmp, path)
            return str(path)
        except OSError:
            continue
    raise DeviceError(
        f"cannot write the measurement worker's launcher under {_cache_dir()} or "
        f"{tempfile.gettempdir()}"
    )


def _sh_quote(s: str) -> str:
    return "'" + s.replace("'", "'\"'\"'") + "'"


def ort_library() -> Optional[str]:
    """The onnxruntime shared library of the installed `onnxruntime` package (any of its
    builds: onnxruntime, onnxruntime-gpu, ...), found without importing it; None if there is
    none."""
    spec = importlib.util.find_spec("onnxruntime")
    if spec is None or not spec.submodule_search_locations:
        return None
    names = {
        "linux": "libonnxruntime.so*",
        "darwin": "libonnxruntime*.dylib",
        "win32": "onnxruntime.dll",
    }
    pattern = names.get(sys.platform, "libonnxruntime.so*")
    found: List[Path] = []
    for folder in spec.submodule_search_locations:
        found.extend(p for p in Path(folder, "capi").glob(pattern) if p.is_file())
    if not found:
        return None

    def version(p: Path) -> Tuple[int, ...]:
        return tuple(int(x) for x in re.findall(r"\d+", p.name.split("onnxruntime", 1)[1]))

    return str(max(found, key=version))


# The oldest ONNX Runtime the measurement workers run with (older ones reject the session
# settings of the Rust `ort` crate: "graph_optimization_level is not valid").
MIN_ORT = (1, 23)


def _library_version(path: str) -> Optional[Tuple[int, ...]]:
    m = re.search(r"onnxruntime(?:\.so)?\.(\d+)\.(\d+)", os.path.basename(path))
    return (int(m.group(1)), int(m.group(2))) if m else None


def _prepare_runtime(device: Optional[str]) -> None:
    """Points the pipeline at this package's worker and at the user's onnxruntime, unless the
    environment already names them (FLOWSCHED_WORKER, ORT_DYLIB_PATH). Also without a device:
    sizing tensors from one run uses them."""
    if not os.environ.get("FLOWSCHED_WORKER"):
        os.environ["FLOWSCHED_WORKER"] = worker_program()
    measures_in_ort = device is not None and device.split(":")[0] == "ort"
    if not os.environ.get("ORT_DYLIB_PATH"):
        library = ort_library()
        if library is not None:
            os.environ["ORT_DYLIB_PATH"] = library
        elif measures_in_ort:
            raise DeviceError(
                f"device '{device}' measures in the onnxruntime package, which is not installed "
                "here: pip install onnxruntime (or set ORT_DYLIB_PATH to libonnxruntime)"
            )
    version = _library_version(os.environ.get("ORT_DYLIB_PATH", ""))
    if measures_in_ort and version is not None and version < MIN_ORT:
        raise DeviceError(
            f"device '{device}': {os.environ['ORT_DYLIB_PATH']} is onnxruntime "
            f"{'.'.join(map(str, version))}; flowsched measures with onnxruntime "
            f"{'.'.join(map(str, MIN_ORT))} or later (pip install -U onnxruntime)"
        )


def _model_bytes(model: Any) -> Optional[bytes]:
    """The serialised model, or None if `model` is a path."""
    if isinstance(model, (str, os.PathLike)):
        return None
    if isinstance(model, (bytes, bytearray, memoryview)):
        return bytes(model)
    serialise = getattr(model, "SerializeToString", None)
    if callable(serialise):
        data: bytes = serialise()
        return data
    raise TypeError(
        f"model: an onnx.ModelProto, the bytes of one, or a path; got {type(model).__name__}"
    )


# The library's table of defaults (src/defaults.rs), the CLI's: the signature reads it.
_DEFAULTS = _native.DEFAULTS


def schedule(
    model: ModelLike,
    objective: str = _DEFAULTS["objective"],
    scheduler: Optional[str] = _DEFAULTS["scheduler"],
    device: Optional[str] = None,
    top_k: int = _DEFAULTS["top_k"],
    seed: int = _DEFAULTS["seed"],
    samples: int = _DEFAULTS["samples"],
    execution_order: Optional[str] = None,
    *,
    budget: Union[float, str] = _DEFAULTS["budget"],
    timeout: Union[float, str] = _DEFAULTS["timeout"],
    load_timeout: Union[float, str] = _DEFAULTS["load_timeout"],
    allow_unknown_sizes: bool = False,
    output: Optional[Union[str, "os.PathLike[str]"]] = None,
    progress: Union[None, bool, Callable[[str, float, str], None]] = None,
    for_ort: Optional[str] = None,
    rewrite: bool = False,
    memory_cap: Union[None, int, str] = None,
    dims: Optional[Dict[str, int]] = None,
    max_slowdown: float = _DEFAULTS["max_slowdown"],
    gflownet_model: Optional[Union[str, "os.PathLike[str]"]] = None,
    sigma: float = _DEFAULTS["sigma"],
    refine: int = _DEFAULTS["refine"],
    refine_top: int = _DEFAULTS["refine_top"],
    spread: float = _DEFAULTS["spread"],
    external_data: str = _DEFAULTS["external_data"],
) -> Tuple["onnx.ModelProto", Report]:
    """Reorders `model`'s operators (nothing else changes) and returns `(model, report)`.

    model: an `onnx.ModelProto`, its serialised bytes, or the path of a `.onnx` file.
    objective: `memory` (peak bytes), `latency`, or `makespan:M`.
    scheduler: scheduler names, comma-separated; `classic` is every heuristic, `gflownet` the
        pretrained GFlowNet (the original order always competes too). None: the objective's
        list, `classic,hierarchical` for memory and `classic,gflownet` for makespan and
        latency (the GFlowNet asked for at least 256 samples).
    device: None (the proxy decides), or `ort` / `ort:disabled|basic|extended|all`: the
        proxy's `top_k` are measured in the installed onnxruntime, each candidate in its own
        process, and the measured best wins; the result is never worse than the input as
        measured.
    execution_order: `ort-default` (ORT's default walk, the default) or `file` (the file as
        written: ORT's Python API under PRIORITY_BASED; see `session_options`). With
        `device="ort"` and `file`, the candidates are measured under PRIORITY_BASED with
        optimisation off, in this package's worker (the CLI's C API cannot set that order).
    budget, timeout: seconds (or `30s`, `500ms`) for all measurements and for one run. With
        `device="ort"` the budget holds the whole deployment search, ranking and ORT's
        optimiser included; a deployment it has no room left for is reported, not run.
    load_timeout: seconds (or `2m`) a worker may take to load its candidate, before its first run.
    output: also write the scheduled model here. A model that keeps its weights in external
        data files brings them into the output's folder (ONNX Runtime reads them only there).
    external_data: how those files get there: `copy` (the default) or `link` (a hard link, no
        bytes written; ONNX Runtime reads it, but `onnx.load` refuses hard-linked data, so the
        model returned then refers to its weights beside `output` rather than holding them). A
        different file of that name is never overwritten.
    for_ort: `basic`, `extended` or `all`: schedule the graph ORT's optimiser makes at that
        level instead of the file's, and return that graph, to be loaded with optimisation off
        (`session_options` says so); the CLI's `--for-ort`.
    rewrite: objective `memory`: also offer graph rewrites (a Concat read by convolutions, or
        a wide input a branch pads or convolves channel by channel, split into partial
        convolutions; a wide convolution read by a Split cut into one per piece; cheap ops
        recomputed) and keep those with which the best order's peak
        is lower; the model returned is then another graph, its outputs equal up to float
        rounding, each new node named after the one it comes from. With `device="ort"` it is
        one more deployment, measured like the others (the CLI's `--rewrite`).
    memory_cap: objective `latency` or `makespan:M`: the fastest order whose peak stays under
        this cap, in bytes (an int, or `"3MB"`, `"2.5MiB"`) or as a multiple of the lowest
        peak the run finds (`"1.2x"`); the GFlowNet samples conditioned on it, and
        `report.memory_cap` gives the frontier (the CLI's `--memory-cap`).
    dims: values for symbolic dimensions, e.g. `{"batch": 8}` (the CLI's `--dim`).
    max_slowdown: where the device leaves a setting open (`device="ort"`), how much slower than
        the input under ORT's defaults a memory winner may run (0.1: 10%).
    gflownet_model, sigma, refine, refine_top, spread: the GFlowNet's weights (default: the
        shipped model), temperature, refinement rounds and how many samples they refine, and
        the share of samples decoded from random keys (the CLI's `--model`, `--sigma`, ...).
    progress: a function called as `progress(stage, fraction, detail)` while the run goes
        (fraction from 0 to 1 per stage; from the thread that called `schedule`); True prints
        one updating line on stderr; False nothing. The default prints the line when a device
        measures and stderr is a terminal.

    Raises `flowsched.Error` subclasses with the CLI's messages.
    """
    data = _model_bytes(model)
    observe, status = _progress(progress, device)
    budget_s = _seconds("budget", budget)
    timeout_s = _seconds("timeout", timeout)
    load_timeout_s = _seconds("load_timeout", load_timeout)
    _prepare_runtime(device)
    with tempfile.TemporaryDirectory(prefix="flowsched-") as tmp:
        if data is None:
            path = os.fspath(model)  # type: ignore[arg-type]
            shown = None
        else:
            path = os.path.join(tmp, "model.onnx")
            with open(path, "wb") as f:
                f.write(data)
            shown = "<bytes>" if isinstance(model, (bytes, bytearray, memoryview)) else "<ModelProto>"
        out = os.fspath(output) if output is not None else os.path.join(tmp, "scheduled.onnx")
        try:
            text, summary = _native.schedule_file(
                path,
                out,
                objective=objective,
                scheduler=scheduler,
                device=device,
                top_k=top_k,
                seed=seed,
                samples=samples,
                execution_order=execution_order,
                budget=budget_s,
                timeout=timeout_s,
                load_timeout=load_timeout_s,
                allow_unknown_sizes=allow_unknown_sizes,
                progress=observe,
                for_ort=for_ort,
                rewrite=rewrite,
                memory_cap=str(memory_cap) if memory_cap is not None else None,
                dims=_dims(dims),
                max_slowdown=max_slowdown,
                gflownet_model=os.fspath(gflownet_model) if gflownet_model is not None else None,
                sigma=sigma,
                refine=refine,
                refine_top=refine_top,
                spread=spread,
                # A scheduled model read back from the scratch folder needs no copy of its data.
                external_data=external_data if output is not None else "link",
            )
        except Error as e:
            if shown is None:
                raise
            raise type(e)(str(e).replace(path, shown)) from None
        finally:
            if status is not None:
                status.close()
        fields = json.loads(text)
        if shown is not None:
            fields["input"] = shown
            summary = summary.replace(path, shown)
        if output is None:
            fields["output"] = None
            summary = "\n".join(line for line in summary.splitlines() if out not in line)
        import onnx

        # onnx.load refuses hard-linked external data: a linked output's model refers to its
        # weights beside `output` instead of holding them.
        linked = output is not None and external_data == "link"
        scheduled = onnx.load(out, load_external_data=output is not None and not linked)
    return scheduled, Report(fields, summary)


class _StatusLine:
    """One line on a terminal, rewritten in place: `[stage] 42% detail`; cleared at the end."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.width = 0

    def __call__(self, stage: str, fraction: float, detail: str) -> None:
        text = f"flowsched: {stage} {fraction:4.0%} {detail}".rstrip()[:100]
        self.stream.write("\r" + text.ljust(self.width))
        self.stream.flush()
        self.width = len(text)

    def close(self) -> None:
        if self.width:
            self.stream.write("\r" + " " * self.width + "\r")
            self.stream.flush()


def _progress(
    progress: Union[None, bool, Callable[[str, float, str], None]], device: Optional[str]
) -> Tuple[Optional[Callable[[str, float, str], None]], Optional[_StatusLine]]:
    """The function the run reports to, and the status line to clear after it (if any)."""
    if callable(progress):
        return progress, None
    if progress is None:
        isatty = getattr(sys.stderr, "isatty", None)
        progress = device is not None and callable(isatty) and bool(isatty())
    if progress:
        line = _StatusLine(sys.stderr)
        return line, line
    return None, None


def _metadata(model: ModelLike) -> Dict[str, str]:
    import onnx

    if isinstance(model, (str, os.PathLike)):
        proto = onnx.load(os.fspath(model), load_external_data=False)
    elif isinstance(model, (bytes, bytearray, memoryview)):
        proto = onnx.load_from_string(bytes(model))
    else:
        proto = model
    return {p.key: p.value for p in proto.metadata_props}


def runs_file_order(model: ModelLike) -> bool:
    """Whether the model's order was judged as the file runs as written (its
    `flowsched.runs_as`), which in ONNX Runtime takes PRIORITY_BASED."""
    return _metadata(model).get(RUNS_AS, "").startswith("the file's node order")


def session_options(model: ModelLike) -> "onnxruntime.SessionOptions":
    """The `onnxruntime.SessionOptions` that run `model` (a scheduled ModelProto, its bytes or
    path) as its figures assume, from the metadata flowsched wrote into it:

    - `flowsched.runs_as` the file order: `execution_order = PRIORITY_BASED` (the attribute;
      in ORT 1.32 the config entry `session.execution_order` changes nothing) and graph
      optimisation off, so that ORT runs the nodes as written;
    - `ort_config`'s `session_options` (the optimisation level a device run judged at, and the
      model's own settings): `graph_optimization_level` (0, 1, 2, 99), threads, arena and
      memory-pattern flags;
    - `flowsched.judged_by` measured with the CPU arena and memory patterns off: both off;
    - `flowsched.graph` ORT's optimised graph (`for_ort`): optimisation off, as it was written.

    A model flowsched did not write gets ORT's defaults.
    """
    import onnxruntime as ort

    meta = _metadata(model)
    so = ort.SessionOptions()
    levels = {
        0: ort.GraphOptimizationLevel.ORT_DISABLE_ALL,
        1: ort.GraphOptimizationLevel.ORT_ENABLE_BASIC,
        2: ort.GraphOptimizationLevel.ORT_ENABLE_EXTENDED,
        99: ort.GraphOptimizationLevel.ORT_ENABLE_ALL,
    }
    try:
        config = json.loads(meta.get(ORT_CONFIG, "{}")).get("session_options", {})
    except (ValueError, AttributeError):
        config = {}
    if not isinstance(config, dict):
        config = {}
    if "graph_optimization_level" in config and config["graph_optimization_level"] in levels:
        so.graph_optimization_level = levels[config["graph_optimization_level"]]
    for key in ("intra_op_num_threads", "inter_op_num_threads"):
        if isinstance(config.get(key), int):
            setattr(so, key, config[key])
    for key in ("enable_cpu_mem_arena", "enable_mem_pattern", "enable_mem_reuse"):
        if isinstance(config.get(key), (bool, int)):
            setattr(so, key, bool(config[key]))
    if "arena and memory patterns off" in meta.get(JUDGED_BY, ""):
        so.enable_cpu_mem_arena = False
        so.enable_mem_pattern = False
    if meta.get(RUNS_AS, "").startswith("the file's node order"):
        so.execution_order = ort.ExecutionOrder.PRIORITY_BASED
        so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    # ORT's own optimised graph (`for_ort`) is loaded as it was written: optimisation off.
    if meta.get(GRAPH, "").startswith("onnxruntime-optimised"):
        so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    return so
