//! What a worker process is asked to do, and what it answers: one JSON object per line. The
//! parent writes one [`Job`] (one candidate), then `run` lines; the worker answers each with
//! one [`Reply`]. The worker exits when its input closes.

pub use flowsched_core::device::OptimisationLevel;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Job {
    /// An ONNX file in ONNX Runtime, through its C API (the order a C, C++, Rust… user gets).
    Ort(OrtJob),
    /// An ONNX file on flowsched's libtorch executor, run in a given node order.
    Torch(TorchJob),
    /// A function of an MLIR module, compiled and run by the MLIR JIT.
    Mlir(MlirJob),
    /// A runtime that does as told, to test the isolation itself (hangs, crashes).
    Test(TestJob),
}

impl Job {
    /// The worker program for MLIR jobs: only it links MLIR, so the worker of every other job
    /// stays small.
    pub const MLIR_WORKER: &'static str = "flowsched-mlir-worker";

    /// The worker program that runs this job.
    pub(crate) fn program(&self) -> &'static str {
        match self {
            Job::Mlir(_) => Self::MLIR_WORKER,
            _ => "flowsched-worker",
        }
    }
}

/// Values for the model's inputs: random, from a seed, with symbolic dimensions bound.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct InputSpec {
    pub dims: BTreeMap<String, i64>,
    /// For symbolic dimensions not in `dims`.
    pub default_dim: i64,
    pub seed: u64,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct OrtJob {
    pub model: PathBuf,
    /// `libonnxruntime.so` to load.
    pub library: PathBuf,
    pub optimization: OptimisationLevel,
    /// Run the nodes in the file's order as written (`PRIORITY_BASED`, which only ORT's Python
    /// API sets): the Python package's worker runs these jobs; ORT's C API cannot.
    #[serde(default)]
    pub file_order: bool,
    /// Intra-op threads; 0 is ONNX Runtime's default (one per core).
    pub threads: usize,
    pub inputs: InputSpec,
    /// Profile the first run into a file named from this prefix (ORT adds the time and
    /// `.json`): each kernel in the order run, with its output shapes.
    pub profile: Option<PathBuf>,
    /// ORT's own memory settings, the CPU arena and memory patterns on (what a user who sets
    /// nothing gets), instead of both off (so that each tensor is counted when it is made).
    #[serde(default)]
    pub arena: bool,
    /// Write the graph ORT's optimiser made (at `optimization`) here when the session loads,
    /// its initializers from [`OPTIMISED_INLINE_BELOW`] bytes up in the file beside it named
    /// by [`optimised_weights_name`].
    #[serde(default)]
    pub save_optimized: Option<PathBuf>,
    /// After each run, write every output's element type and shape here ([`RunShape`]s, JSON).
    #[serde(default)]
    pub record_shapes: Option<PathBuf>,
}

/// One output of a run: its name, ONNX element type (`TensorProto.DataType`) and shape.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct RunShape {
    pub name: String,
    pub elem_type: i32,
    pub dims: Vec<i64>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TorchJob {
    pub model: PathBuf,
    /// Node indices of the imported DAG, in the order to run them.
    pub order: Vec<usize>,
    pub dims: BTreeMap<String, i64>,
    pub default_dim: Option<i64>,
    pub max_tensor_bytes: u64,
    /// `cpu` or `cuda:N`.
    pub device: String,
    pub streams: usize,
    pub seed: i64,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct MlirJob {
    /// The module, with the candidate's order.
    pub text: String,
    pub function: String,
    /// The module in the reference order: every run's results must be bit-identical to its
    /// results, or the run fails (a rewrite never changes what the code computes).
    pub reference: Option<String>,
    /// Seed of the arguments' random contents.
    pub seed: u64,
    /// `text` is bufferized and holds `async.execute` regions: how to lower and run it.
    /// The reference stays a tensor-level module, run one op at a time.
    #[serde(default)]
    pub streams: Option<AsyncLowering>,
    /// Time every op of the function: each run's reply carries seconds per op.
    #[serde(default)]
    pub time_ops: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct AsyncLowering {
    /// Buffers → LLVM, async lowering included.
    pub to_llvm: String,
    /// The async runtime's threads.
    pub threads: usize,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TestJob {
    /// Loading fails with this message.
    pub fail_load: Option<String>,
    /// Loading takes this long (a large module's compile).
    pub load_seconds: f64,
    /// Runs after which the next one hangs, or aborts the process.
    pub hang_after: Option<usize>,
    pub abort_after: Option<usize>,
    /// What each run reports; it also allocates and frees this many bytes, which the counting
    /// allocator must see.
    pub seconds: f64,
    pub bytes: u64,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reply {
    Ready {
        describe: String,
    },
    Sample {
        seconds: f64,
        peak_bytes: u64,
        /// How the peak was counted: `malloc` (every allocation of the worker) or the
        /// runtime's own bookkeeping.
        counted_by: String,
        /// Bytes still held after the run (its outputs), by the counter and by glibc's own
        /// statistics: the check that the counter sees what the process allocates.
        held: Option<HeldBytes>,
        /// The most bytes the process has held since just before the candidate was loaded
        /// (weights, ORT's arena and caches, every run so far): what a user's process holds
        /// for the model. Counted by the preloaded `malloc`; `None` without it.
        #[serde(default)]
        total_bytes: Option<u64>,
        /// Seconds per op of the function, where the job asked for them (MLIR `time_ops`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        op_seconds: Option<Vec<f64>>,
    },
    Error {
        message: String,
    },
}

#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
pub struct HeldBytes {
    pub counted: i64,
    pub glibc: i64,
}

/// Initializers of ORT's optimised graph below this size stay inline in the graph.
pub const OPTIMISED_INLINE_BELOW: usize = 1024;

/// The external data file of ORT's optimised graph written at `graph`: its name, beside it.
pub fn optimised_weights_name(graph: &Path) -> String {
    let stem = graph.file_stem().unwrap_or_default().to_string_lossy();
    format!("{stem}.ort-weights.bin")
}
