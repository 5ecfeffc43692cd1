"""Type hints of flowsched._native, the Rust extension (python/src/lib.rs)."""

from typing import Callable, Dict, Optional, Tuple, TypedDict

__version__: str
COUNTING_MALLOC: bool

class _Defaults(TypedDict):
    objective: str
    #: None: the objective's list (SCHEDULERS_BY_OBJECTIVE).
    scheduler: Optional[str]
    top_k: int
    seed: int
    samples: int
    budget: float
    timeout: float
    load_timeout: float
    max_slowdown: float
    sigma: float
    refine: int
    refine_top: int
    spread: float
    external_data: str

#: flowsched's table of defaults (src/defaults.rs) by parameter name; durations in seconds.
DEFAULTS: _Defaults

class _SchedulersByObjective(TypedDict):
    memory: str
    makespan: str
    latency: str
    gflownet_samples: int

#: The schedulers when none is named, by objective (makespan:M is `makespan`).
SCHEDULERS_BY_OBJECTIVE: _SchedulersByObjective

class Error(Exception): ...
class InputError(Error): ...
class UnknownSizesError(InputError): ...
class UsageError(Error): ...
class DeviceError(Error): ...
class SchedulerError(Error): ...
class OutputError(Error): ...

def schedule_file(
    input: str,
    output: Optional[str],
    *,
    objective: str,
    scheduler: Optional[str],
    device: Optional[str],
    top_k: int,
    seed: int,
    samples: int,
    execution_order: Optional[str],
    budget: float,
    timeout: float,
    load_timeout: float,
    allow_unknown_sizes: bool,
    progress: Optional[Callable[[str, float, str], None]],
    for_ort: Optional[str],
    rewrite: bool,
    memory_cap: Optional[str],
    dims: Dict[str, int],
    max_slowdown: float,
    gflownet_model: Optional[str],
    sigma: float,
    refine: int,
    refine_top: int,
    spread: float,
    external_data: str,
) -> Tuple[str, str]:
    """Runs the pipeline on `input`, writes `output`; returns (report JSON, summary)."""

def serve_worker() -> None:
    """Serves one measurement job on stdin/stdout (what `flowsched-worker` runs)."""
