//! A model file of any supported format, loaded into a [`ScheduleDag`] and written back in a
//! new order. Adding a format means one more variant here, an importer and an exporter.

use crate::dag::{JsonDag, Order, ScheduleDag};
use crate::onnx::{self, ImportOptions, ImportReport, OnnxError, OnnxImport};
use std::path::{Path, PathBuf};

#[derive(Debug, thiserror::Error)]
pub enum ModelError {
    #[error(transparent)]
    Onnx(#[from] OnnxError),
    #[error("{}: {reason}", path.display())]
    Input { path: PathBuf, reason: String },
    #[cfg(feature = "mlir")]
    #[error(transparent)]
    Mlir(#[from] crate::mlir::model::MlirLoadError),
}

#[derive(Debug)]
pub enum Model {
    Onnx(Box<OnnxImport>),
    Json {
        path: PathBuf,
        dag: ScheduleDag,
    },
    /// One function of an MLIR module.
    #[cfg(feature = "mlir")]
    Mlir(Box<crate::mlir::model::MlirFunction>),
}

impl Model {
    /// Loads by extension: `.onnx`, `.json` or `.mlir` (its only function, or `function`).
    pub fn load(path: &Path, options: &ImportOptions) -> Result<Model, ModelError> {
        Self::load_function(path, options, None)
    }

    /// As [`Model::load`], naming the function of an MLIR module to schedule.
    pub fn load_function(
        path: &Path,
        options: &ImportOptions,
        #[cfg_attr(not(feature = "mlir"), allow(unused_variables))] function: Option<&str>,
    ) -> Result<Model, ModelError> {
        let input_err = |reason: String| ModelError::Input {
            path: path.into(),
            reason,
        };
        match path.extension().and_then(|e| e.to_str()) {
            Some("onnx") => Ok(Model::Onnx(Box::new(onnx::import_model(path, options)?))),
            Some("json") => Ok(Model::Json {
                path: path.into(),
                dag: crate::dag::read_json_dag(path).map_err(input_err)?,
            }),
            #[cfg(feature = "mlir")]
            Some("mlir") => Ok(Model::Mlir(Box::new(
                crate::mlir::model::MlirFunction::load(path, function)?,
            ))),
            _ => Err(input_err(
                "unsupported file type (expected .onnx, .json or .mlir)".into(),
            )),
        }
    }

    pub fn dag(&self) -> &ScheduleDag {
        match self {
            Model::Onnx(m) => &m.dag,
            Model::Json { dag, .. } => dag,
            #[cfg(feature = "mlir")]
            Model::Mlir(f) => &f.dag,
        }
    }

    pub fn dag_mut(&mut self) -> &mut ScheduleDag {
        match self {
            Model::Onnx(m) => &mut m.dag,
            Model::Json { dag, .. } => dag,
            #[cfg(feature = "mlir")]
            Model::Mlir(f) => &mut f.dag,
        }
    }

    pub fn path(&self) -> &Path {
        match self {
            Model::Onnx(m) => &m.path,
            Model::Json { path, .. } => path,
            #[cfg(feature = "mlir")]
            Model::Mlir(f) => &f.path,
        }
    }

    pub fn import_report(&self) -> Option<&ImportReport> {
        match self {
            Model::Onnx(m) => Some(&m.report),
            _ => None,
        }
    }

    /// The file contents of this model with its ops in `order`.
    pub fn encode(&self, order: &Order) -> Result<Vec<u8>, ModelError> {
        match self {
            Model::Onnx(m) => Ok(onnx::export_order(&m.path, &m.raw, &m.dag, order)?),
            Model::Json { dag, .. } => {
                let mut text = serde_json::to_string_pretty(&JsonDag::from_dag(dag, order))
                    .expect("JSON DAG serialises");
                text.push('\n');
                Ok(text.into_bytes())
            }
            #[cfg(feature = "mlir")]
            Model::Mlir(f) => Ok(f.rewritten(order).into_bytes()),
        }
    }

    /// Whether the model refers to files next to it (ONNX external data).
    pub fn has_external_data(&self) -> bool {
        matches!(self, Model::Onnx(m) if m.report.external_data_tensors > 0)
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
pub fn collect_inputs(paths: &[PathBuf]) -> Result<Vec<PathBuf>, ModelError> {
    crate::files::collect_inputs(paths).map_err(|e| ModelError::Input {
        path: e.path,
        reason: e.reason,
    })
}
