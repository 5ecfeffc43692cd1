//! What a run is asked to do, parsed and checked where the user gave it (the CLI, the pass, a
//! build script): nothing here is a string to interpret later. The pipeline runs it, and the
//! backend of its device reads it to plan its deployments.

use flowsched_core::cost::{DeviceProfile, Objective};
use flowsched_core::device::OptimisationLevel;
use flowsched_core::device::{Device, ExecutionOrder};
use flowsched_core::schedulers::{GflownetOptions, SchedulerList};
use flowsched_onnx::ImportOptions;
use std::path::PathBuf;
use std::time::Duration;

#[derive(Debug, Clone)]
pub struct Options {
    pub input: PathBuf,
    /// Where to write the scheduled model; `None` only schedules and reports.
    pub output: Option<PathBuf>,
    /// Allow `output` to be the input file.
    pub in_place: bool,
    /// The schedulers whose orders compete; the best by the objective's proxy wins.
    pub schedulers: SchedulerList,
    pub objective: Objective,
    /// Orders asked of each scheduler (randomised ones return that many).
    pub samples: usize,
    /// Op runtimes where the model gives none.
    pub profile: DeviceProfile,
    /// Write every candidate order here as JSON.
    pub emit_orders: Option<PathBuf>,
    /// Draw a Gantt chart and the memory-over-time curve of the winner and the original here.
    pub plot: Option<PathBuf>,
    /// Benchmark the top-k candidates on this device and let it pick.
    pub device: Option<Device>,
    /// Parallel streams on the device (and units of the latency proxy).
    pub streams: usize,
    /// Candidates that reach the device, the original always among them.
    pub top_k: usize,
    /// Where the device leaves a setting open (an optimisation level), how much slower than
    /// the input under the device's defaults a memory winner may run (0.1: 10%).
    pub max_slowdown: f64,
    /// Time for all device measurements, and the limit for one run.
    pub budget: Duration,
    pub run_timeout: Duration,
    /// The limit for a worker to load its candidate (ORT's session, the JIT's compile); not
    /// counted as a run.
    pub load_timeout: Duration,
    pub seed: u64,
    pub import: ImportOptions,
    /// MLIR input: the function to schedule (default: the module's only one).
    pub function: Option<String>,
    /// Model, σ, refinement and fine-tuning of the GFlowNet.
    pub gflownet: GflownetOptions,
    /// Schedule an ONNX model for memory even when some tensor sizes are unknown (they count
    /// as 0 bytes). Off by default: such a proxy cannot see those tensors.
    pub allow_unknown_sizes: bool,
    /// Schedule the graph the runtime's optimiser makes at this level instead of the file's,
    /// and write that graph: the order survives fusion, and the output is meant to be loaded
    /// with optimisation off.
    pub optimised_graph: Option<OptimisationLevel>,
    /// Offer graph rewrites (channel-wise partitioning, recomputation) and keep those with
    /// which the best order's peak is lower: the output is then another graph with the same
    /// outputs up to float rounding (`flowsched_onnx::rewrite`). ONNX only.
    pub rewrite: bool,
    /// Time objectives: the fastest order whose peak stays under this cap (bytes, or a
    /// multiple of the lowest peak the run finds); the GFlowNet samples conditioned on it.
    pub memory_cap: Option<flowsched_core::cost::MemoryCap>,
    /// The order the user's runtime executes the file in (default: the format's usual
    /// runtime, or the device's).
    pub execution_order: Option<ExecutionOrder>,
    /// The measurement workers run ORT's Python API (the Python package sets this), so
    /// `--device ort` can measure the file's order as written (`PRIORITY_BASED`).
    pub python_ort: bool,
    /// Told how far the run is (the device's measurement rounds); nobody by default.
    pub progress: flowsched_core::progress::Progress,
    /// MLIR input: write each block's makespan schedule as `async.execute` streams, one chain
    /// per unit (the pass's `emit=async`).
    pub emit_async: bool,
    /// Threads of the async runtime that runs MLIR streams (default: the machine's cores).
    pub async_threads: Option<usize>,
    /// An ONNX output written outside the input's folder: how its external data get there.
    pub external_data: flowsched_onnx::external::ExternalData,
    /// When the run began (set by the pipeline): the budget of a deployment search counts from
    /// here, the parse of the user's file included.
    pub run_started: Option<std::time::Instant>,
}

impl Options {
    /// MLIR streams: with a makespan objective, measured in the JIT (`--device cpu`) or
    /// written (`--emit-async`), a candidate is its list schedule's streams.
    pub(crate) fn async_streams(&self) -> Option<crate::model::AsyncStreams> {
        let units = self.objective.units()?;
        let streams = self.emit_async || self.device == Some(Device::Cpu);
        streams.then(|| crate::model::AsyncStreams {
            units,
            threads: self
                .async_threads
                .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())),
        })
    }
}

/// The table's values ([`flowsched_core::defaults`]), what `flowsched schedule` runs with unflagged.
impl Default for Options {
    fn default() -> Self {
        use flowsched_core::defaults as d;
        Options {
            input: PathBuf::new(),
            output: None,
            in_place: false,
            schedulers: SchedulerList::default(),
            objective: Objective::default(),
            samples: d::SAMPLES,
            profile: DeviceProfile::by_name(d::PROFILE).expect("the default profile is built in"),
            emit_orders: None,
            plot: None,
            device: None,
            streams: d::STREAMS,
            top_k: d::TOP_K,
            max_slowdown: d::MAX_SLOWDOWN,
            budget: d::BUDGET,
            run_timeout: d::RUN_TIMEOUT,
            load_timeout: d::LOAD_TIMEOUT,
            seed: d::SEED,
            import: ImportOptions::default(),
            emit_async: false,
            async_threads: None,
            function: None,
            gflownet: GflownetOptions::default(),
            allow_unknown_sizes: false,
            optimised_graph: None,
            rewrite: false,
            memory_cap: None,
            execution_order: None,
            python_ort: false,
            progress: Default::default(),
            external_data: flowsched_onnx::external::ExternalData::parse(d::EXTERNAL_DATA)
                .expect("the table's value parses"),
            run_started: None,
        }
    }
}
