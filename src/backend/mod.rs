//! How a runtime runs a file: one [`Backend`] per device family, chosen from [`BACKENDS`] as
//! schedulers are from theirs. A backend owns its execution model (ONNX Runtime's walk, or the
//! file as written), which the proxy and the schedulers are given; its measurement; and its
//! deployment search ([`Search`]). The pipeline knows none of them.
//!
//! - [`ort`]: ONNX Runtime (`--device ort`, `ort:LEVEL`), and the runtime an ONNX model is
//!   scheduled for when nothing measures it.
//! - [`torch`]: flowsched's libtorch executor (`--device cpu`, `cuda:N` on an ONNX model).
//! - [`jit`]: the MLIR JIT (`--device cpu` on an MLIR function).
//! - [`proxy_only`]: a JSON DAG, which no runtime runs.
//! - [`unbuilt`]: a runtime this build leaves out, which says how to get it.
//!
//! Adding a runtime is one file beside these and one row of [`BACKENDS`]
//! (docs/modules.md, "Add a runtime").

mod error;
#[cfg(feature = "mlir")]
mod jit;
mod ort;
mod proxy_only;
mod search;
mod torch;
#[cfg(not(feature = "mlir"))]
mod unbuilt;

pub use error::MeasureError;
pub use search::{OneStep, Search, Step};

use crate::model::{AsyncStreams, Model};
use crate::options::Options;
use crate::report::AsDeployed;
use flowsched_core::cost::Objective;
use flowsched_core::dag::{Order, Plan};
use flowsched_onnx::ImportOptions;
use flowsched_runtime::protocol::{CandidateStats, Measurement, Protocol};
use flowsched_runtime::{AsWritten, Device, Execution, ExecutionOrder};

/// How candidates are measured, beyond their orders.
#[derive(Debug, Clone)]
pub struct Bench {
    pub device: Device,
    pub streams: usize,
    pub seed: u64,
    pub protocol: Protocol,
    /// The order the runtime must execute: its own, or the file's as written.
    pub execution_order: ExecutionOrder,
}

/// A measurement and what it was measured on (the runtime and its settings, for reports), or
/// why there is none.
pub type Measured = Result<(Measurement, String), MeasureError>;

/// One device family: how its runtime runs a file of the formats it takes.
pub trait Backend: Sync {
    /// The family, as reports name it.
    fn name(&self) -> &'static str;
    /// Whether this backend runs a file of `format` (a [`crate::model::FormatRow`]'s name) on
    /// `device`; for `None`, whether its runtime is the one the format is usually deployed
    /// with, whose execution model the proxy follows when nothing is measured.
    fn runs(&self, format: &str, device: Option<Device>) -> bool;
    /// Whether the backend makes graphs of its own from a file (a runtime's optimised graph,
    /// `Options::optimised_graph`) that a run can schedule instead.
    fn derives_graphs(&self) -> bool {
        false
    }
    /// The importer's options for a file this runtime will run (the kernels' threads).
    fn import_options(&self, import: &ImportOptions, _device: Option<Device>) -> ImportOptions {
        import.clone()
    }
    /// What the runtime needs of the loaded model before ranking: its buffer model, op
    /// runtimes it measures itself.
    fn prepare(&self, _model: &mut Model, _options: &Options) -> Result<(), MeasureError> {
        Ok(())
    }
    /// Sizes no rule infers, taken from one run in this runtime.
    fn size_from_one_run(&self, _model: &mut Model, _seed: u64) -> Result<(), MeasureError> {
        Err(MeasureError::Unsupported(format!(
            "{} has no runtime to size tensors with",
            self.name()
        )))
    }
    /// The order candidates are judged by: the one asked where it applies, else what the
    /// device (or, without one, the usual runtime) executes. A contradiction is refused.
    fn execution_order(&self, options: &Options) -> Result<ExecutionOrder, MeasureError> {
        as_written_only(options.execution_order)
    }
    /// The runtime's execution model under `order`.
    fn execution<'m>(&self, _model: &'m Model, _order: ExecutionOrder) -> Box<dyn Execution + 'm> {
        Box::new(AsWritten)
    }
    /// What the proxy and the schedulers know of how the runtime runs `model` under `order`,
    /// got once per run: whether it plans buffers, and where it walks the graph.
    fn plan(&self, model: &Model, order: ExecutionOrder) -> Plan {
        Plan {
            reuses_buffers: false,
            walked: self.execution(model, order).walked(),
        }
    }
    /// Runs `orders` of `model` on `bench.device`, each candidate in its own worker process.
    fn measure(&self, model: &Model, orders: &[Order], bench: &Bench) -> Measured;
    /// The user's own file as the runtime's defaults run it, measured like the candidates,
    /// where `graph` is another graph than the `file`; `kept` when `winner` does not beat it.
    fn measure_as_deployed(
        &self,
        _file: &Model,
        _graph: &Model,
        _objective: Objective,
        _bench: &Bench,
        _winner: &CandidateStats,
    ) -> Result<Option<AsDeployed>, MeasureError> {
        Ok(None)
    }
    /// The deployments a run measures and how the best is chosen; one run by default, on the
    /// rewritten graph where the rewrite stage kept one (`--rewrite`).
    fn search<'a>(
        &'a self,
        _file: &'a Model,
        rewritten: Option<(Model, String)>,
        options: &Options,
    ) -> Result<Box<dyn Search + 'a>, MeasureError> {
        let step = Step {
            graph: rewritten,
            ..Step::of(options)
        };
        Ok(Box::new(OneStep::new(step)))
    }
    /// Where the op runtimes of a time objective come from, where the runtime measured them.
    fn op_runtimes(&self, _model: &Model) -> Option<String> {
        None
    }
    /// The streams every candidate but the input is measured as (MLIR's `async.execute`
    /// chains); the input then runs one op at a time.
    fn measured_streams(&self, _model: &Model) -> Option<AsyncStreams> {
        None
    }
}

/// Every runtime, most specific first: the first that runs a format on a device is chosen.
pub static BACKENDS: &[&dyn Backend] = &[
    &ort::Ort,
    &torch::Torch,
    #[cfg(feature = "mlir")]
    &jit::Jit,
    #[cfg(not(feature = "mlir"))]
    &unbuilt::Unbuilt {
        format: "MLIR",
        feature: "mlir",
        what: "MLIR input",
    },
    &proxy_only::ProxyOnly,
];

/// The backend that runs `format` on `device` among `table`; where none does, the format's
/// usual one (whose measurement then says why it cannot).
pub fn choose(
    table: &'static [&'static dyn Backend],
    format: &str,
    device: Option<Device>,
) -> Result<&'static dyn Backend, MeasureError> {
    table
        .iter()
        .find(|b| b.runs(format, device))
        .or_else(|| table.iter().find(|b| b.runs(format, None)))
        .copied()
        .ok_or_else(|| MeasureError::Unsupported(format!("no runtime runs {format} files")))
}

/// The execution order of a runtime that runs files as written: ORT's walk is refused.
fn as_written_only(asked: Option<ExecutionOrder>) -> Result<ExecutionOrder, MeasureError> {
    match asked {
        Some(ExecutionOrder::OrtDefault) => Err(MeasureError::Usage(format!(
            "{} applies to ONNX models",
            crate::model::WALK_FLAG
        ))),
        _ => Ok(ExecutionOrder::File),
    }
}

/// A model as it is scored without a run: loaded as the backend of `device` runs it, with that
/// backend and the order it executes the file in (`asked` where it applies). What `inspect`
/// and `bench` read.
pub struct Scored {
    pub model: Model,
    pub backend: &'static dyn Backend,
    pub execution_order: ExecutionOrder,
}

impl Scored {
    pub fn open(
        path: &std::path::Path,
        import: &ImportOptions,
        device: Option<Device>,
        asked: Option<ExecutionOrder>,
    ) -> Result<Scored, MeasureError> {
        let backend = choose(BACKENDS, crate::model::format_of(path)?.name, device)
            .map_err(|e| e.at(path))?;
        let import = backend.import_options(import, device);
        let model = Model::open(
            path,
            &crate::model::LoadOptions {
                import,
                ..Default::default()
            },
        )?;
        Scored::of(model, device, asked)
    }

    /// A model loaded already, as [`Scored::open`] loads it (with no device, the importer's
    /// own options): no second parse.
    pub fn of(
        mut model: Model,
        device: Option<Device>,
        asked: Option<ExecutionOrder>,
    ) -> Result<Scored, MeasureError> {
        let path = model.path().to_path_buf();
        let backend = choose(BACKENDS, crate::model::format_of(&path)?.name, device)?;
        let options = Options {
            input: path.clone(),
            device,
            execution_order: asked,
            ..Options::default()
        };
        // Buffers as the runtime plans them (no streams are asked, so nothing runs).
        backend
            .prepare(&mut model, &options)
            .map_err(|e| e.at(&path))?;
        let execution_order = backend.execution_order(&options).map_err(|e| e.at(&path))?;
        Ok(Scored {
            model,
            backend,
            execution_order,
        })
    }

    /// The runtime's execution model of the model.
    pub fn execution(&self) -> Box<dyn Execution + '_> {
        self.backend.execution(&self.model, self.execution_order)
    }

    /// The runtime's plan of the model ([`Backend::plan`]).
    pub fn plan(&self) -> Plan {
        self.backend.plan(&self.model, self.execution_order)
    }
}
