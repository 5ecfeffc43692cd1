//! ONNX candidates as worker jobs: the device (`ort`, `ort:<level>`, `cpu`, `cuda:N`) picks
//! the runtime, and each order becomes one job.

use super::job::{InputSpec, Job, OptimisationLevel, OrtJob, TorchJob};
use super::worker::WorkerPool;
use super::RuntimeError;
use flowsched_core::dag::Order;
use flowsched_onnx::{ImportOptions, OnnxImport};
use std::path::{Path, PathBuf};

/// The candidates' model files, in a temporary folder that lives as long as the runtime.
/// Initializers with external data reach it through hard links to the input's own files, in a
/// folder next to the input ([`flowsched_onnx::external::scratch_dir_for`]): no weights are
/// written, and ONNX Runtime finds them inside the model's folder, as it requires.
pub struct CandidateFiles {
    /// Holds the files until the runtime is done with them.
    _dir: tempfile::TempDir,
    pub paths: Vec<PathBuf>,
}

impl CandidateFiles {
    pub fn write(model: &OnnxImport, orders: &[Order]) -> Result<CandidateFiles, RuntimeError> {
        use flowsched_onnx::external;
        let io = |e: std::io::Error| format!("writing the candidates: {e}");
        // Large inline weights go once into a shared file; each candidate is its graph.
        let shared = match model.shared_weights.get() {
            Some(shared) => shared.as_ref(),
            None => {
                let made = external::SharedWeights::write(&model.path, &model.model).map_err(io)?;
                model.shared_weights.get_or_init(|| made).as_ref()
            }
        };
        // The candidates sit in a folder of their own, and find the weights beside them.
        let bring_error = |e: external::BringError| format!("writing the candidates: {e}");
        let dir = match shared {
            Some(shared) => {
                let dir = (tempfile::Builder::new().prefix(".flowsched-"))
                    .tempdir_in(shared.dir())
                    .map_err(io)?;
                let link = external::ExternalData::Link;
                external::bring(&shared.files, shared.dir(), dir.path(), link)
                    .map_err(bring_error)?;
                dir
            }
            None => external::scratch_with_data(&model.path, &model.model).map_err(bring_error)?,
        };
        let raw = shared.map_or(&model.raw, |s| &s.raw);
        let mut paths = Vec::new();
        for (i, order) in orders.iter().enumerate() {
            let bytes = flowsched_onnx::export_order(&model.path, raw, &model.dag, order)
                .map_err(|e| e.to_string())?;
            let path = dir.path().join(format!("candidate{i}.onnx"));
            std::fs::write(&path, bytes).map_err(io)?;
            paths.push(path);
        }
        Ok(CandidateFiles { _dir: dir, paths })
    }
}

/// Settings of a measurement shared by every candidate.
pub struct MeasureSettings<'a> {
    pub import: &'a ImportOptions,
    pub streams: usize,
    pub seed: u64,
    /// ORT runs the file's order as written (`PRIORITY_BASED`, in the Python package's worker)
    /// rather than its own walk.
    pub file_order: bool,
}

impl MeasureSettings<'_> {
    /// The model's inputs as ORT workers generate them: symbolic dimensions bound as imported
    /// (sorted, so jobs are the same from run to run), random contents from the seed.
    pub(crate) fn input_spec(&self) -> InputSpec {
        InputSpec {
            dims: (self.import.dims.iter())
                .map(|(k, &v)| (k.clone(), v))
                .collect(),
            default_dim: self.import.default_dim.unwrap_or(1),
            seed: self.seed,
        }
    }
}

/// The candidates `orders` of `model` on `device`, one worker process each. The returned files
/// must outlive the runtime.
pub fn runtime(
    model: &OnnxImport,
    orders: &[Order],
    device: super::Device,
    settings: &MeasureSettings,
) -> Result<(WorkerPool, Option<CandidateFiles>), RuntimeError> {
    let inputs = settings.input_spec();
    match (device.optimisation(), device.torch_name()) {
        (Some(level), _) => {
            if settings.streams > 1 {
                return Err(format!(
                    "--streams {}: ONNX Runtime runs the graph sequentially here (its C API \
                     offers no other order than DEFAULT)",
                    settings.streams
                )
                .into());
            }
            if settings.file_order && level != OptimisationLevel::Disabled {
                return Err(format!(
                    "ONNX Runtime runs the file's order as written only with optimisation off \
                     (its optimiser adds and renumbers nodes): ort:disabled, not ort:{}",
                    level.name()
                )
                .into());
            }
            let library = super::ort_library()?;
            let files = CandidateFiles::write(model, orders)?;
            let jobs = files
                .paths
                .iter()
                .map(|p| {
                    Job::Ort(OrtJob {
                        model: p.clone(),
                        library: library.clone(),
                        optimization: level,
                        file_order: settings.file_order,
                        arena: false,
                        threads: 0,
                        inputs: inputs.clone(),
                        profile: None,
                        save_optimized: None,
                        record_shapes: None,
                    })
                })
                .collect();
            Ok((WorkerPool::new(jobs, String::new())?, Some(files)))
        }
        (None, Some(device)) => {
            let jobs = orders
                .iter()
                .map(|o| {
                    Job::Torch(TorchJob {
                        model: model.path.clone(),
                        order: o.iter().map(|n| n.index()).collect(),
                        dims: inputs.dims.clone(),
                        default_dim: settings.import.default_dim,
                        max_tensor_bytes: settings.import.max_tensor_bytes,
                        device: device.clone(),
                        streams: settings.streams,
                        seed: settings.seed as i64,
                    })
                })
                .collect();
            Ok((WorkerPool::new(jobs, String::new())?, None))
        }
        (None, None) => Err(format!("device '{device}' does not run ONNX models").into()),
    }
}

/// Writes to `dst` the graph ONNX Runtime's optimiser makes of `model` at `level` (fused
/// nodes, folded constants, its contrib ops), the graph a user's session runs at that level.
/// ORT loads the model in a worker process, as for a measurement, so a model that crashes it
/// fails only the worker.
pub fn optimise_for_ort(
    model: &Path,
    level: OptimisationLevel,
    dst: &Path,
) -> Result<(), RuntimeError> {
    let job = Job::Ort(OrtJob {
        model: model.to_path_buf(),
        library: super::ort_library()?,
        optimization: level,
        file_order: false,
        arena: false,
        // The threads the measurements use (ORT's default), whose kernels size their scratch.
        threads: 0,
        inputs: InputSpec {
            default_dim: 1,
            ..InputSpec::default()
        },
        profile: None,
        save_optimized: Some(dst.to_path_buf()),
        record_shapes: None,
    });
    let mut pool = WorkerPool::new(vec![job], String::new())?;
    pool.load(0)
        .map_err(|e| format!("{}: optimising for ONNX Runtime: {e}", model.display()))?;
    drop(pool);
    if dst.is_file() {
        Ok(())
    } else {
        Err(format!(
            "{}: ONNX Runtime wrote no optimised model at {}",
            model.display(),
            dst.display()
        )
        .into())
    }
}

/// Workers running `models` as a user who sets nothing does: ORT's default level (`all`), the
/// CPU arena and memory patterns on, ORT's DEFAULT order; a model's `ort_config` is ignored
/// (ORT reads it only when asked by ORT_LOAD_CONFIG_FROM_MODEL).
pub fn with_defaults(
    models: &[&Path],
    settings: &MeasureSettings,
) -> Result<WorkerPool, RuntimeError> {
    let library = super::ort_library()?;
    let jobs = models
        .iter()
        .map(|m| {
            Job::Ort(OrtJob {
                model: m.to_path_buf(),
                library: library.clone(),
                optimization: OptimisationLevel::All,
                file_order: false,
                arena: true,
                threads: 0,
                inputs: settings.input_spec(),
                profile: None,
                save_optimized: None,
                record_shapes: None,
            })
        })
        .collect();
    Ok(WorkerPool::new(jobs, String::new())?)
}

/// Workers running the user's own file as deployed, one for each of `levels`, all in ORT's
/// DEFAULT order: `all` and `disabled` are what the user has today, measured next to a
/// `--for-ort` output, which must beat the lower or the input is kept; every level side by side
/// tells the deployment search which levels a slowdown cap leaves open.
pub fn as_deployed(
    model: &Path,
    levels: &[OptimisationLevel],
    settings: &MeasureSettings,
) -> Result<WorkerPool, RuntimeError> {
    let library = super::ort_library()?;
    let job = |&optimization: &OptimisationLevel| {
        Job::Ort(OrtJob {
            model: model.to_path_buf(),
            library: library.clone(),
            optimization,
            file_order: false,
            arena: false,
            threads: 0,
            inputs: settings.input_spec(),
            profile: None,
            save_optimized: None,
            record_shapes: None,
        })
    };
    Ok(WorkerPool::new(
        levels.iter().map(job).collect(),
        String::new(),
    )?)
}
