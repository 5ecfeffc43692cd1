"""Type hints of flowsched._native, the Rust extension (python/src/lib.rs)."""

from typing import Callable, Optional, Tuple

__version__: str
COUNTING_MALLOC: bool

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
    objective: str = "memory",
    scheduler: str = "classic,hierarchical",
    device: Optional[str] = None,
    top_k: int = 8,
    seed: int = 0,
    samples: int = 1,
    execution_order: Optional[str] = None,
    budget: float = 30.0,
    timeout: float = 10.0,
    load_timeout: float = 120.0,
    allow_unknown_sizes: bool = False,
    progress: Optional[Callable[[str, float, str], None]] = None,
) -> Tuple[str, str]:
    """Runs the pipeline on `input`, writes `output`; returns (report JSON, summary)."""

def serve_worker() -> None:
    """Serves one measurement job on stdin/stdout (what `flowsched-worker` runs)."""
