//! A model file of any supported format behind one trait, [`Format`]: loaded into a
//! [`ScheduleDag`], written back in a new order, and run by its runtime. Adding a format means
//! one more implementation (a file beside this one) and one more extension in [`Model::open`].

mod json;
#[cfg(feature = "mlir")]
mod mlir;
mod onnx;

use crate::cost::{DeviceProfile, Objective};
use crate::dag::{Order, ScheduleDag};
use crate::onnx::{ImportOptions, ImportReport, OnnxError};
use crate::report::{AsDeployed, WithDefaults};
use crate::runtime::job::OrtOptimization;
use crate::runtime::protocol::{CandidateStats, Measurement, Protocol};
use crate::runtime::{Device, Execution, ExecutionOrder};
use std::path::{Path, PathBuf};

pub use onnx::{OPTIMISED_GRAPH_FLAG, WALK_FLAG};

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ModelError {
    #[error(transparent)]
    Onnx(#[from] OnnxError),
    #[error("{}: {reason}", path.display())]
    Input { path: PathBuf, reason: String },
    /// The runtime failed while loading (sizing, optimising); the message names the file.
    #[error("{0}")]
    Runtime(String),
    #[cfg(feature = "mlir")]
    #[error(transparent)]
    Mlir(#[from] crate::mlir::model::MlirLoadError),
}

/// What loading a model takes beyond its path.
#[derive(Debug, Clone, Default)]
pub struct LoadOptions {
    pub import: ImportOptions,
    /// MLIR: the function to schedule (default: the module's only one).
    pub function: Option<String>,
    /// ONNX: schedule the graph ONNX Runtime's optimiser makes at this level instead of the
    /// file's (`--for-ort`).
    pub optimised_graph: Option<OrtOptimization>,
    /// Where candidates will be measured: the proxy models that runtime's buffers.
    pub device: Option<Device>,
    /// Seeds the inputs of any run made while loading (sizing from one run).
    pub seed: u64,
    /// Measurements run in ORT's Python API (the Python package's worker), the only one that
    /// can run a file's order as written (`PRIORITY_BASED`).
    pub python_ort: bool,
    /// MLIR: candidates are measured and written as streams of their makespan schedule.
    pub streams: Option<AsyncStreams>,
}

pub use crate::mlir::streams_plan::AsyncStreams;

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

/// What an output records about how its order was chosen (where its format has room).
#[derive(Debug, Clone)]
pub struct Provenance {
    pub objective: Objective,
    pub scheduler: String,
    /// `measured in …`, or the proxy alone.
    pub judged_by: String,
    pub execution_order: ExecutionOrder,
    pub device: Option<Device>,
}

/// The user's own file by the proxy, where it is not among the candidates (the scheduled graph
/// is the runtime's optimised one): each candidate must beat it.
#[derive(Debug, Clone, Copy)]
pub struct UserFile {
    /// As the runtime runs it.
    pub walk: f64,
    /// As written.
    pub written: f64,
}

/// One input format: how its files load, lower to a DAG, encode an order, and run.
pub trait Format: std::fmt::Debug {
    fn path(&self) -> &Path;
    fn dag(&self) -> &ScheduleDag;
    fn dag_mut(&mut self) -> &mut ScheduleDag;
    /// The file contents of this model with its ops in `order`.
    fn encode(&self, order: &Order) -> Result<Vec<u8>, ModelError>;
    fn import_report(&self) -> Option<&ImportReport> {
        None
    }
    /// Whether the model refers to files next to it (ONNX external data).
    fn has_external_data(&self) -> bool {
        false
    }
    /// Whether tensor sizes can be unknown to the importer (a memory order is then refused).
    fn checks_sizes(&self) -> bool {
        false
    }
    /// Sizes no rule infers, taken from one run in the format's runtime; or why not.
    fn size_from_one_run(&mut self, _seed: u64) -> Result<(), String> {
        Err("this format has no runtime to size tensors with".into())
    }
    /// The execution order candidates are judged by: `asked` where it applies, else what the
    /// device (or, without one, the format's usual runtime) executes. By default the format's
    /// runtimes run files as written.
    fn execution_order(
        &self,
        asked: Option<ExecutionOrder>,
        _device: Option<Device>,
    ) -> Result<ExecutionOrder, String> {
        match asked {
            Some(ExecutionOrder::OrtDefault) => Err(format!("{WALK_FLAG} applies to ONNX models")),
            _ => Ok(ExecutionOrder::File),
        }
    }
    /// The runtime's execution model under `order`.
    fn execution(&self, _order: ExecutionOrder) -> Box<dyn Execution + '_> {
        Box::new(crate::runtime::AsWritten)
    }
    /// Runs `orders` on `bench.device`, each candidate in its own worker process; returns the
    /// measurement and what it was measured on.
    fn measure(&self, orders: &[Order], bench: &Bench) -> Result<(Measurement, String), String>;
    /// A description of the graph scheduled where it is not the file's own.
    fn scheduled_graph(&self) -> Option<String> {
        None
    }
    /// The user's own file by the proxy, where the scheduled graph is another.
    fn user_file(
        &self,
        _objective: Objective,
        _profile: &DeviceProfile,
    ) -> Result<Option<UserFile>, ModelError> {
        Ok(None)
    }
    /// The user's own file as the runtime's defaults run it, measured like the candidates,
    /// where the scheduled graph is another; `kept` when `winner` does not beat it.
    fn measure_as_deployed(
        &self,
        _objective: Objective,
        _bench: &Bench,
        _winner: &CandidateStats,
    ) -> Result<Option<AsDeployed>, String> {
        Ok(None)
    }
    /// Sets every op's runtime to what the runtime measures for it, run as written (the
    /// makespan proxy then schedules with them). `timeout` limits a run, `load_timeout` the
    /// worker's load (the JIT's compile).
    fn time_ops(
        &mut self,
        _seed: u64,
        _timeout: std::time::Duration,
        _load_timeout: std::time::Duration,
    ) -> Result<(), String> {
        Err("its runtime cannot time single ops".into())
    }
    /// Where the op runtimes of a time objective come from, where not the profile's.
    fn op_runtimes(&self) -> Option<&str> {
        None
    }
    /// The streams every candidate but the input is measured as (MLIR's `async.execute`
    /// chains); the input then runs one op at a time.
    fn measured_streams(&self) -> Option<AsyncStreams> {
        None
    }
    /// The user's file and `output` loaded as a user who sets nothing would (the runtime's
    /// defaults, the output's own settings ignored), measured side by side; `None` where the
    /// runtime has no such settings.
    fn measure_with_defaults(
        &self,
        _output: &Path,
        _objective: Objective,
        _bench: &Bench,
    ) -> Result<Option<WithDefaults>, String> {
        Ok(None)
    }
    /// The user's file under each of `levels`, one worker each, measured side by side (the same
    /// rounds, so the machine's drift falls on every level alike); `None` where the runtime has
    /// no levels.
    fn measure_levels(
        &self,
        _levels: &[OrtOptimization],
        _bench: &Bench,
    ) -> Result<Option<Measurement>, String> {
        Ok(None)
    }
    /// The output's bytes with what the format records of how they were chosen; `reordered`
    /// says whether the order differs from the input's.
    fn annotate(
        &self,
        bytes: Vec<u8>,
        _reordered: bool,
        _provenance: &Provenance,
    ) -> Result<Vec<u8>, ModelError> {
        Ok(bytes)
    }
}

/// A loaded model of any format.
#[derive(Debug)]
pub struct Model(Box<dyn Format>);

impl std::ops::Deref for Model {
    type Target = dyn Format;
    fn deref(&self) -> &(dyn Format + 'static) {
        &*self.0
    }
}

impl std::ops::DerefMut for Model {
    fn deref_mut(&mut self) -> &mut (dyn Format + 'static) {
        &mut *self.0
    }
}

impl Model {
    /// Loads by extension: `.onnx`, `.json` or `.mlir` (its only function).
    pub fn load(path: &Path, options: &ImportOptions) -> Result<Model, ModelError> {
        Self::open(
            path,
            &LoadOptions {
                import: options.clone(),
                ..LoadOptions::default()
            },
        )
    }

    /// Loads by extension with every option of [`LoadOptions`].
    pub fn open(path: &Path, options: &LoadOptions) -> Result<Model, ModelError> {
        let unsupported = |reason: &str| ModelError::Input {
            path: path.into(),
            reason: reason.into(),
        };
        let ext = path.extension().and_then(|e| e.to_str());
        if options.optimised_graph.is_some() && ext != Some("onnx") {
            return Err(unsupported(onnx::OPTIMISED_GRAPH_ONLY_ONNX));
        }
        let mut model = Model(match ext {
            Some("onnx") => Box::new(onnx::OnnxModel::open(path, options)?),
            Some("json") => Box::new(json::JsonModel::load(path, &options.import)?),
            #[cfg(feature = "mlir")]
            Some("mlir") => {
                let mut f =
                    crate::mlir::model::MlirFunction::load(path, options.function.as_deref())?;
                f.streams = options.streams;
                Box::new(f)
            }
            _ => {
                return Err(unsupported(
                    "unsupported file type (expected .onnx, .json or .mlir)",
                ))
            }
        });
        // flowsched's executor and the JIT plan no buffers: there the proxy is liveness.
        if options.device.is_some_and(|d| !d.reuses_buffers()) {
            model.dag_mut().reuses_buffers = false;
        }
        Ok(model)
    }
}

/// Every model of [`collect_inputs`] with its path, loaded one at a time as the iterator is
/// read (a folder of large models is never held in memory at once).
pub fn load_each<'a>(
    paths: &[PathBuf],
    options: &'a ImportOptions,
) -> Result<impl Iterator<Item = Result<(PathBuf, Model), ModelError>> + 'a, ModelError> {
    Ok(collect_inputs(paths)?
        .into_iter()
        .map(move |path| Model::load(&path, options).map(|m| (path, m))))
}

/// Model files to work on (see [`crate::files::collect_inputs`]).
pub(crate) fn collect_inputs(paths: &[PathBuf]) -> Result<Vec<PathBuf>, ModelError> {
    crate::files::collect_inputs(paths).map_err(|e| ModelError::Input {
        path: e.path,
        reason: e.reason,
    })
}
