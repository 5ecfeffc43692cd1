//! ONNX candidates as worker jobs: the device (`ort`, `ort:<level>`, `cpu`, `cuda:N`) picks
//! the runtime, and each order becomes one job.

use super::job::{InputSpec, Job, OptimisationLevel, OrtJob, TorchJob};
use super::worker::WorkerPool;
use super::RuntimeError;
use crate::dag::Order;
use crate::onnx::{ImportOptions, OnnxImport};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The candidates' model files, in a temporary folder that lives as long as the runtime.
/// Initializers with external data reach it through hard links to the input's own files, in a
/// folder next to the input ([`crate::onnx::external::scratch_dir_for`]): no weights are
/// written, and ONNX Runtime finds them inside the model's folder, as it requires.
pub struct CandidateFiles {
    /// Holds the files until the runtime is done with them.
    _dir: tempfile::TempDir,
    pub paths: Vec<PathBuf>,
}

impl CandidateFiles {
    pub(crate) fn write(
        model: &OnnxImport,
        orders: &[Order],
    ) -> Result<CandidateFiles, RuntimeError> {
        use crate::onnx::external;
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
            let bytes = crate::onnx::export_order(&model.path, raw, &model.dag, order)
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
pub(crate) fn runtime(
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
pub(crate) fn optimise_for_ort(
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
pub(crate) fn with_defaults(
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
pub(crate) fn as_deployed(
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

/// States in `model`'s `value_info` the type and shape of every node output it leaves
/// unstated, as one run in ONNX Runtime (optimisation off, the model's inputs bound as in
/// `settings`) produced them: the way to size what no shape rule covers, such as the NCHWc
/// layouts of ORT's `all` level. The model is rewritten in place (a file of flowsched's own,
/// such as ORT's optimised graph); returns how many tensors it states now. Errors say only what
/// went wrong: the file is a copy, and the caller knows which of the user's files it stands for.
pub(crate) fn state_shapes_from_one_run(
    model: &Path,
    settings: &MeasureSettings,
) -> Result<usize, RuntimeError> {
    use crate::onnx::proto::{type_proto, ModelProto, TypeProto, ValueInfoProto};
    use prost::Message;
    let bytes = std::fs::read(model).map_err(|e| e.to_string())?;
    let mut proto = ModelProto::decode(bytes.as_slice()).map_err(|e| e.to_string())?;
    let graph = proto.graph.as_mut().ok_or("the model has no graph")?;
    let stated: std::collections::HashSet<String> = graph
        .input
        .iter()
        .chain(&graph.output)
        .chain(&graph.value_info)
        .filter(|v| v.r#type.is_some())
        .filter_map(|v| v.name.clone())
        .collect();
    let unstated: Vec<String> = graph
        .node
        .iter()
        .flat_map(|n| n.output.iter())
        .filter(|o| !o.is_empty() && !stated.contains(*o))
        .cloned()
        .collect();
    if unstated.is_empty() {
        return Ok(0);
    }
    // Every unstated tensor becomes an output of a copy, so one run returns it. The copy is
    // written beside the model, where its external data are.
    let dir = crate::onnx::external::scratch_dir_for(model).map_err(|e| e.to_string())?;
    let mut probe = proto.clone();
    let outputs = &mut probe.graph.as_mut().expect("checked").output;
    let listed: std::collections::HashSet<String> =
        outputs.iter().filter_map(|o| o.name.clone()).collect();
    outputs.extend(
        unstated
            .iter()
            .filter(|n| !listed.contains(*n))
            .map(|n| ValueInfoProto {
                name: Some(n.clone()),
                ..Default::default()
            }),
    );
    let probe_file = tempfile::Builder::new()
        .prefix(".flowsched-probe-")
        .suffix(".onnx")
        .tempfile_in(crate::onnx::external::folder_of(model))
        .map_err(|e| e.to_string())?;
    let probe_path = probe_file.path().to_path_buf();
    std::fs::write(&probe_path, probe.encode_to_vec()).map_err(|e| e.to_string())?;
    let shapes_path = dir.path().join("shapes.json");
    let job = Job::Ort(OrtJob {
        model: probe_path.clone(),
        library: super::ort_library()?,
        optimization: OptimisationLevel::Disabled,
        file_order: false,
        arena: false,
        // The threads the measurements use (ORT's default), whose kernels size their scratch.
        threads: 0,
        inputs: settings.input_spec(),
        profile: None,
        save_optimized: None,
        record_shapes: Some(shapes_path.clone()),
    });
    let mut pool = WorkerPool::new(vec![job], String::new())?;
    use super::Runtime;
    // ORT names the probe it ran, a file the user never sees.
    let probe_name = probe_path.display().to_string();
    pool.run(0, std::time::Duration::from_secs(600))
        .map_err(|e| {
            let e = e.to_string().replace(&format!("{probe_name}: "), "");
            e.replace(&probe_name, "the model")
        })?;
    drop(pool);
    let text = std::fs::read_to_string(&shapes_path).map_err(|e| e.to_string())?;
    let shapes: Vec<super::job::RunShape> =
        serde_json::from_str(&text).map_err(|e| e.to_string())?;
    let by_name: BTreeMap<&str, &super::job::RunShape> =
        shapes.iter().map(|s| (s.name.as_str(), s)).collect();
    let graph = proto.graph.as_mut().expect("checked");
    graph.value_info.retain(|v| v.r#type.is_some());
    let mut added = 0;
    for name in &unstated {
        let Some(s) = by_name.get(name.as_str()) else {
            continue;
        };
        use crate::onnx::proto::tensor_shape_proto::{dimension, Dimension};
        let shape = crate::onnx::proto::TensorShapeProto {
            dim: s
                .dims
                .iter()
                .map(|&d| Dimension {
                    value: Some(dimension::Value::DimValue(d)),
                    ..Default::default()
                })
                .collect(),
        };
        graph.value_info.push(ValueInfoProto {
            name: Some(name.clone()),
            r#type: Some(TypeProto {
                value: Some(type_proto::Value::TensorType(type_proto::Tensor {
                    elem_type: Some(s.elem_type),
                    shape: Some(shape),
                })),
                ..Default::default()
            }),
            doc_string: Some(crate::onnx::STATED_FROM_ONE_RUN.into()),
            ..Default::default()
        });
        added += 1;
    }
    crate::onnx::write_atomically(model, &proto.encode_to_vec()).map_err(|e| e.to_string())?;
    Ok(added)
}
