//! A model file of any supported format behind one trait, [`Format`]: loaded into a
//! [`ScheduleDag`] and written back in a new order. Adding a format means one more
//! implementation (a file beside this one) and one row of [`FORMATS`]; how a runtime runs it is
//! a backend's ([`crate::backend`]).

mod json;
#[cfg(feature = "mlir")]
mod mlir;
mod onnx;

use flowsched_core::cost::Objective;
use flowsched_core::dag::{Order, ScheduleDag};
use flowsched_core::device::{Device, ExecutionOrder};
use flowsched_onnx::{ImportOptions, ImportReport, OnnxError};
use std::path::{Path, PathBuf};

#[cfg(feature = "mlir")]
pub use flowsched_mlir::model::MlirFunction;
pub use json::JsonModel;
pub use onnx::{
    OnnxModel, Optimised, Rewritten, OPTIMISED_GRAPH_FLAG, OPTIMISED_GRAPH_ONLY_ONNX, WALK_FLAG,
};

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ModelError {
    #[error(transparent)]
    Onnx(#[from] OnnxError),
    #[error("{}: {reason}", path.display())]
    Input { path: PathBuf, reason: String },
    #[cfg(feature = "mlir")]
    #[error(transparent)]
    Mlir(#[from] flowsched_mlir::model::MlirLoadError),
}

/// What loading a model takes beyond its path.
#[derive(Debug, Clone, Default)]
pub struct LoadOptions {
    pub import: ImportOptions,
    /// MLIR: the function to schedule (default: the module's only one).
    pub function: Option<String>,
    /// MLIR: a reordered function is written as streams of its makespan schedule.
    pub streams: Option<AsyncStreams>,
}

pub use flowsched_mlir::streams_plan::AsyncStreams;

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

/// One input format: what its files are. It loads a file into a [`ScheduleDag`], encodes an
/// order and writes it back; how a runtime runs the file is its backend's
/// ([`crate::backend::Backend`]).
pub trait Format: std::fmt::Debug {
    /// The file contents of this model with its ops in `order`.
    fn encode(&self, order: &Order) -> Result<Vec<u8>, ModelError>;
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
    /// What the importer found (sizes it assumed, external data, the op histogram), where the
    /// format has an importer that can leave sizes unknown.
    fn import_report(&self) -> Option<&ImportReport> {
        None
    }
}

/// A format as the table of formats lists it: the extensions it owns and how it loads.
pub struct FormatRow {
    pub name: &'static str,
    pub extensions: &'static [&'static str],
    pub load: fn(&Path, &LoadOptions) -> Result<Model, ModelError>,
}

/// Every format, by the extensions it owns.
pub const FORMATS: &[FormatRow] = &[
    FormatRow {
        name: "ONNX",
        extensions: &["onnx"],
        load: |path, options| Ok(Model::Onnx(OnnxModel::open(path, &options.import)?)),
    },
    FormatRow {
        name: "JSON DAG",
        extensions: &["json"],
        load: |path, _| Ok(Model::Json(JsonModel::load(path)?)),
    },
    #[cfg(feature = "mlir")]
    FormatRow {
        name: "MLIR",
        extensions: &["mlir"],
        load: |path, options| {
            let mut f =
                flowsched_mlir::model::MlirFunction::load(path, options.function.as_deref())?;
            f.streams = options.streams;
            Ok(Model::Mlir(f))
        },
    },
    // Known without the feature, so that a build without it says how to get it.
    #[cfg(not(feature = "mlir"))]
    FormatRow {
        name: "MLIR",
        extensions: &["mlir"],
        load: |path, _| {
            Err(ModelError::Input {
                path: path.into(),
                reason: flowsched_core::features::missing("mlir", "MLIR input"),
            })
        },
    },
];

/// The format of `path`, by its extension.
pub fn format_of(path: &Path) -> Result<&'static FormatRow, ModelError> {
    let ext = path.extension().and_then(|e| e.to_str());
    FORMATS
        .iter()
        .find(|f| ext.is_some_and(|ext| f.extensions.contains(&ext)))
        .ok_or_else(|| ModelError::Input {
            path: path.into(),
            reason: "unsupported file type (expected .onnx, .json or .mlir)".into(),
        })
}

/// A loaded model, one variant per format: what every stage reads through [`Format`], and
/// what a backend that runs one format matches on.
#[derive(Debug)]
pub enum Model {
    Onnx(OnnxModel),
    Json(JsonModel),
    #[cfg(feature = "mlir")]
    Mlir(MlirFunction),
}

impl std::ops::Deref for Model {
    type Target = dyn Format;
    fn deref(&self) -> &(dyn Format + 'static) {
        match self {
            Model::Onnx(m) => m,
            Model::Json(m) => m,
            #[cfg(feature = "mlir")]
            Model::Mlir(m) => m,
        }
    }
}

impl std::ops::DerefMut for Model {
    fn deref_mut(&mut self) -> &mut (dyn Format + 'static) {
        match self {
            Model::Onnx(m) => m,
            Model::Json(m) => m,
            #[cfg(feature = "mlir")]
            Model::Mlir(m) => m,
        }
    }
}

impl Model {
    /// Whether an order of a time objective on several units runs as its streams once
    /// written (`--memory-cap` then bounds the streams' peak too). An MLIR function scheduled
    /// for streams writes each reordered order as streams and its input as read, one op at
    /// a time, and any other function one op at a time; an ONNX or JSON file may run on
    /// several streams in whatever runtime takes it.
    #[cfg_attr(not(feature = "mlir"), allow(unused_variables))]
    pub(crate) fn runs_as_streams(&self, original: bool) -> bool {
        match self {
            #[cfg(feature = "mlir")]
            Model::Mlir(f) => !original && f.streams.is_some(),
            _ => true,
        }
    }

    /// Under `--memory-cap` of `bytes`, whether its streams keep to the cap by waiting for
    /// memory where their list schedule would not (the MLIR streams emitter adds the waits;
    /// ONNX runtimes cannot be told them). Tells the model the cap where it does.
    pub(crate) fn streams_wait_under(&self, bytes: u64) -> bool {
        match self {
            #[cfg(feature = "mlir")]
            Model::Mlir(f) if f.streams.is_some() => {
                let _ = f.stream_cap.set(bytes);
                f.stream_cap.get() == Some(&bytes)
            }
            _ => {
                let _ = bytes;
                false
            }
        }
    }

    /// The file it was loaded from (for ORT's optimised graph, that graph's file).
    pub fn path(&self) -> &Path {
        match self {
            Model::Onnx(m) => &m.import.path,
            Model::Json(m) => &m.path,
            #[cfg(feature = "mlir")]
            Model::Mlir(f) => &f.path,
        }
    }

    /// The scheduling DAG the file was loaded into.
    pub fn dag(&self) -> &ScheduleDag {
        match self {
            Model::Onnx(m) => &m.import.dag,
            Model::Json(m) => &m.dag,
            #[cfg(feature = "mlir")]
            Model::Mlir(f) => &f.dag,
        }
    }

    pub fn dag_mut(&mut self) -> &mut ScheduleDag {
        match self {
            Model::Onnx(m) => &mut m.import.dag,
            Model::Json(m) => &mut m.dag,
            #[cfg(feature = "mlir")]
            Model::Mlir(f) => &mut f.dag,
        }
    }

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
        (format_of(path)?.load)(path, options)
    }

    /// Whether the model refers to files next to it (ONNX external data).
    pub fn has_external_data(&self) -> bool {
        self.import_report()
            .is_some_and(|r| r.external_data_tensors > 0)
    }

    /// Whether tensor sizes can be unknown to the importer (a memory order is then refused):
    /// a format with an importer that infers them. A JSON DAG states its sizes, and an MLIR
    /// function's are its types.
    pub fn checks_sizes(&self) -> bool {
        self.import_report().is_some()
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

/// Model files to work on (see [`flowsched_core::files::collect_inputs`]).
pub(crate) fn collect_inputs(paths: &[PathBuf]) -> Result<Vec<PathBuf>, ModelError> {
    flowsched_core::files::collect_inputs(paths).map_err(|e| ModelError::Input {
        path: e.path,
        reason: e.reason,
    })
}
