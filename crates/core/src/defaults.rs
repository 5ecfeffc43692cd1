//! What a run does when the user says nothing, written once. Every front reads it: the CLI
//! (`flowsched schedule --help` shows these), the Python package (`_native.DEFAULTS`), the
//! build-script API, [`Options::default`](crate::pipeline::Options), the measurement protocol,
//! the MLIR pass and the GFlowNet's options; `tests/defaults.rs` and
//! `python/tests/test_defaults.py` fail when one disagrees (the `mlir-opt` plugin's C++
//! option declarations included).
//!
//! The lowest layer, so that every module may read it: plain values only, in the spelling the
//! command line takes (an objective or a profile by name), parsed where they are used.

use std::time::Duration;

/// What to minimise, as `--objective` spells it: peak memory.
pub const OBJECTIVE: &str = "memory";
/// For peak memory: every classic heuristic and the hierarchical DP (which starts from them),
/// the best by the proxy winning, a classic on ties. The GFlowNet is not in it: the hierarchy
/// finds lower peaks than its samples at equal time (docs/hierarchical.md).
pub const SCHEDULERS: &str = "classic,hierarchical";
/// For makespan and latency: every classic heuristic and the GFlowNet, which is at or above
/// BRKGA on 18 of 18 family means and above list scheduling by critical path by 1-17% under
/// the paper's protocol, in less time (models/README.md).
pub const SCHEDULERS_TIMED: &str = "classic,gflownet";
/// The GFlowNet's samples in [`SCHEDULERS_TIMED`] (at least; `--samples` may ask for more):
/// its top k by the proxy go on. On HRNet-W18 (1,162 ops) 256 samples add about 1 s to a run.
pub const SAMPLES_TIMED: usize = 256;

/// The schedulers when none is named: [`SCHEDULERS_TIMED`] for a timed objective (makespan,
/// latency), else [`SCHEDULERS`].
pub fn schedulers_for(timed: bool) -> &'static str {
    match timed {
        true => SCHEDULERS_TIMED,
        false => SCHEDULERS,
    }
}
/// Orders asked of each randomised scheduler.
pub const SAMPLES: usize = 1;
pub const SEED: u64 = 0;
/// Op runtimes where the model gives none, as `--profile` names them.
pub const PROFILE: &str = "cpu";
/// Parallel streams on the device (and units of the latency proxy).
pub const STREAMS: usize = 1;

/// Candidates that reach the device, the original among them.
pub const TOP_K: usize = 8;
/// How much slower than the input under the device's defaults a memory winner at another
/// optimisation level may run (0.1: 10%).
pub const MAX_SLOWDOWN: f64 = 0.1;
/// How an ONNX output written outside the input's folder gets the input's external data
/// files: `copy` (every tool reads it; the `onnx` package refuses hard-linked data) or `link`.
pub const EXTERNAL_DATA: &str = "copy";
/// Time for all device measurements.
pub const BUDGET: Duration = Duration::from_secs(30);
/// The limit for one run of one candidate.
pub const RUN_TIMEOUT: Duration = Duration::from_secs(10);
/// The limit for a worker to load its candidate: ample for ORT's sessions of NASNet-A Large;
/// the JIT's compile of a 3,800-op IREE import takes longer.
pub const LOAD_TIMEOUT: Duration = Duration::from_secs(120);

/// The GFlowNet's temperature σ: lower gives better, less diverse orders.
pub const SIGMA: f64 = 0.01;
/// Local search is on: on the largest models it costs about as much again as sampling
/// (seconds), and it is what brings peak memory to or below the best classic heuristic on
/// every model measured (models/README.md).
pub const REFINE_ROUNDS: usize = 20;
/// How many of the best GFlowNet samples local search refines.
pub const REFINE_TOP: usize = 4;
/// Zero-shot: no fine-tuning on the graph being scheduled.
pub const FINETUNE_STEPS: usize = 0;
/// No GFlowNet samples decoded with random keys.
pub const SPREAD: f64 = 0.0;

/// The least share of the best order's peak a rewritten graph must save, by the proxy, to be
/// kept (`--rewrite`, the pass's `rewrite=`): below it the proxy's own error decides
/// (RandWire-WS seed 1: 0.3% lower by the proxy, 0.3% higher as measured).
pub const REWRITE_MIN_GAIN: f64 = 0.02;
