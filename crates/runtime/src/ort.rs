//! ONNX Runtime, loaded from the `libonnxruntime.so` of the `onnxruntime` wheel (or
//! `ORT_DYLIB_PATH`) through the `ort` crate's dynamic loading: nothing is downloaded or linked
//! at build time. The session runs what a C, C++, C#, Java, JS or Rust user gets: the CPU
//! execution provider, sequential execution in ORT's `DEFAULT` order (its C API has no other),
//! at the job's optimisation level, with the CPU arena and memory patterns off so that every
//! tensor is a real allocation the counting `malloc` sees.

use super::inputs::uniform;
use super::job::{InputSpec, OptimisationLevel, OrtJob, RunShape};
use super::RuntimeError;
use ort::session::builder::GraphOptimizationLevel;
use ort::session::{Session, SessionInputValue};
use ort::value::{DynValue, Tensor, TensorElementType, ValueType};
use std::borrow::Cow;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The `libonnxruntime.so` to load: `ORT_DYLIB_PATH`; else the `onnxruntime` wheel of an
/// active virtual environment (or conda's); else the one in a venv of flowsched's set-up; else
/// the wheel of the `python3` on `PATH`.
pub(crate) fn find_library() -> Result<PathBuf, RuntimeError> {
    if let Some(p) = std::env::var_os("ORT_DYLIB_PATH") {
        let p = PathBuf::from(p);
        return if p.is_file() {
            Ok(p)
        } else {
            Err(format!(
                "ORT_DYLIB_PATH={}: no such file (it names libonnxruntime.so)",
                p.display()
            )
            .into())
        };
    }
    let active = ["VIRTUAL_ENV", "CONDA_PREFIX"]
        .iter()
        .any(|v| std::env::var_os(v).is_some());
    if active {
        if let Some(lib) = python_package_library() {
            return Ok(lib);
        }
    }
    let cache = std::env::var_os("HOME")
        .map(|h| PathBuf::from(h).join(".cache/flowsched"))
        .unwrap_or_default();
    let set_up = std::fs::read_dir(&cache)
        .into_iter()
        .flatten()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with("venv-"))
        .flat_map(|venv| {
            std::fs::read_dir(venv.path().join("lib"))
                .into_iter()
                .flatten()
                .flatten()
        })
        .map(|py| py.path().join("site-packages/onnxruntime/capi"));
    newest_library(set_up)
        .or_else(|| (!active).then(python_package_library).flatten())
        .ok_or_else(|| {
            RuntimeError::Failed(format!(
                "no libonnxruntime.so: set ORT_DYLIB_PATH to one, or `pip install onnxruntime` \
                 for the `python3` on PATH, or run `bash scripts/setup.sh` (its venv under {} \
                 ships one with the onnxruntime wheel)",
                cache.display()
            ))
        })
}

/// The library of the `onnxruntime` wheel installed for the `python3` on `PATH`, if any.
fn python_package_library() -> Option<PathBuf> {
    let out = std::process::Command::new("python3")
        .args([
            "-c",
            "import importlib.util as u, os; s = u.find_spec('onnxruntime'); \
             print(os.path.join(os.path.dirname(s.origin), 'capi') if s else '')",
        ])
        .stderr(std::process::Stdio::null())
        .output()
        .ok()?;
    let capi = String::from_utf8(out.stdout).ok()?;
    newest_library(std::iter::once(PathBuf::from(capi.trim())))
}

/// The `libonnxruntime.so.VERSION` in `dirs` of the highest version (by name).
fn newest_library(dirs: impl Iterator<Item = PathBuf>) -> Option<PathBuf> {
    let mut found: Vec<PathBuf> = dirs
        .flat_map(|dir| std::fs::read_dir(dir).into_iter().flatten().flatten())
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("libonnxruntime.so."))
        })
        .collect();
    found.sort();
    found.pop()
}

pub struct OrtCandidate {
    session: Session,
    inputs: Vec<(String, DynValue)>,
    describe: String,
    /// The last run's outputs, kept until the next run (see `release`).
    outputs: Vec<DynValue>,
    /// Write each run's output shapes here.
    record_shapes: Option<PathBuf>,
    /// Profiling, until the first run ends it.
    profiling: bool,
}

/// The version in the library's file name (`libonnxruntime.so.1.32.0`).
fn version(lib: &Path) -> String {
    lib.file_name()
        .and_then(|n| n.to_str())
        .and_then(|n| n.strip_prefix("libonnxruntime.so."))
        .unwrap_or("(version unknown)")
        .to_string()
}

fn level(o: OptimisationLevel) -> GraphOptimizationLevel {
    match o {
        OptimisationLevel::Disabled => GraphOptimizationLevel::Disable,
        OptimisationLevel::Basic => GraphOptimizationLevel::Level1,
        OptimisationLevel::Extended => GraphOptimizationLevel::Level2,
        OptimisationLevel::All => GraphOptimizationLevel::Level3,
    }
}

fn err(model: &Path) -> impl Fn(ort::Error) -> String + '_ {
    move |e| format!("{}: onnxruntime: {e}", model.display())
}

/// The session's settings: this job's level, arena, threads and profile, no spinning, and
/// where ORT writes its optimised graph when asked to.
fn session_builder(
    job: &OrtJob,
    env: &ort::environment::Environment,
) -> Result<ort::session::builder::SessionBuilder, RuntimeError> {
    let e = err(&job.model);
    let cpu = ort::ep::CPU::default()
        .with_arena_allocator(job.arena)
        .build();
    let mut b = Session::builder(env)
        .map_err(&e)?
        .with_execution_providers([cpu])
        .map_err(|x| e(x.into()))?
        .with_optimization_level(level(job.optimization))
        .map_err(|x| e(x.into()))?
        .with_memory_pattern(job.arena)
        .map_err(|x| e(x.into()))?
        .with_parallel_execution(false)
        .map_err(|x| e(x.into()))?
        // Candidates take turns in separate processes: idle pools must not spin on the
        // cores the next candidate runs on.
        .with_config_entry("session.intra_op.allow_spinning", "0")
        .map_err(|x| e(x.into()))?;
    if job.threads > 0 {
        b = b.with_intra_threads(job.threads).map_err(|x| e(x.into()))?;
    }
    if let Some(p) = &job.profile {
        b = b.with_profiling(p).map_err(|x| e(x.into()))?;
    }
    if let Some(p) = &job.save_optimized {
        // The weights go into a file beside the graph: the graph written, parsed and
        // copied is then kilobytes, not the model's size (NASNet-A Large at 331x331:
        // 355 MB, written by ORT and parsed twice, 7 s of a 30 s search). Small
        // initializers (shapes, axes) stay inline, where the shape rules read them.
        b = b
            .with_optimized_model_path(p)
            .map_err(|x| e(x.into()))?
            .with_config_entry(
                "session.optimized_model_external_initializers_file_name",
                super::job::optimised_weights_name(p),
            )
            .map_err(|x| e(x.into()))?
            .with_config_entry(
                "session.optimized_model_external_initializers_min_size_in_bytes",
                super::job::OPTIMISED_INLINE_BELOW.to_string(),
            )
            .map_err(|x| e(x.into()))?;
    }
    Ok(b)
}

impl OrtCandidate {
    pub(crate) fn load(job: &OrtJob) -> Result<OrtCandidate, RuntimeError> {
        if job.file_order {
            return Err(
                "ONNX Runtime's C API runs its own order only; the file's order as \
                        written (PRIORITY_BASED) is measured by the Python package's worker"
                    .into(),
            );
        }
        let e = err(&job.model);
        let lib = &job.library;
        let env = ort::init_from(lib)
            .map_err(|x| format!("{}: cannot load onnxruntime: {x}", lib.display()))?
            .build()
            .map_err(|x| format!("{}: cannot start onnxruntime: {x}", lib.display()))?;
        let mut b = session_builder(job, &env)?;
        let session = b.commit_from_file(&job.model).map_err(&e)?;
        let inputs = session
            .inputs()
            .iter()
            .enumerate()
            .map(|(i, o)| {
                Ok((
                    o.name().to_string(),
                    input_value(o.dtype(), &job.inputs, i).map_err(|r| {
                        format!("{}: input '{}': {r}", job.model.display(), o.name())
                    })?,
                ))
            })
            .collect::<Result<_, String>>()?;
        let describe = format!(
            "onnxruntime {} (CPU EP, DEFAULT order, optimisation {}, arena and memory patterns {}, {} threads)",
            version(lib),
            job.optimization.name(),
            if job.arena { "on" } else { "off" },
            if job.threads == 0 { "default".to_string() } else { job.threads.to_string() }
        );
        Ok(OrtCandidate {
            session,
            inputs,
            describe,
            outputs: Vec::new(),
            record_shapes: job.record_shapes.clone(),
            profiling: job.profile.is_some(),
        })
    }

    pub(crate) fn describe(&self) -> &str {
        &self.describe
    }

    /// One run. Its outputs are kept until [`OrtCandidate::release`], so the peak includes
    /// them and the counter can be checked against glibc on what is held.
    pub fn run(&mut self) -> Result<f64, RuntimeError> {
        let inputs: Vec<(Cow<str>, SessionInputValue)> = self
            .inputs
            .iter()
            .map(|(n, v)| (Cow::from(n.as_str()), SessionInputValue::from(v)))
            .collect();
        let t = Instant::now();
        let outputs = self
            .session
            .run(inputs)
            .map_err(|e| format!("onnxruntime: {e}"))?;
        let seconds = t.elapsed().as_secs_f64();
        let outputs: Vec<(String, DynValue)> = outputs
            .into_iter()
            .map(|(name, v)| (name.to_string(), v))
            .collect();
        if let Some(path) = &self.record_shapes {
            let shapes: Vec<RunShape> = outputs
                .iter()
                .filter_map(|(name, v)| match v.dtype() {
                    ValueType::Tensor { ty, shape, .. } => Some(RunShape {
                        name: name.clone(),
                        elem_type: ort::sys::ONNXTensorElementDataType::from(*ty) as i32,
                        dims: shape.iter().copied().collect(),
                    }),
                    _ => None,
                })
                .collect();
            let text = serde_json::to_string(&shapes).expect("shapes serialise");
            std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))?;
        }
        self.outputs = outputs.into_iter().map(|(_, v)| v).collect();
        // A profiled job profiles its first run: the file is written now, since a worker
        // may be stopped without its session ending.
        if std::mem::take(&mut self.profiling) {
            self.session
                .end_profiling()
                .map_err(|e| format!("onnxruntime: ending the profile: {e}"))?;
        }
        Ok(seconds)
    }

    pub(crate) fn release(&mut self) {
        self.outputs.clear();
    }
}

fn input_value(ty: &ValueType, spec: &InputSpec, index: usize) -> Result<DynValue, String> {
    let ValueType::Tensor {
        ty,
        shape,
        dimension_symbols,
    } = ty
    else {
        return Err("only tensor inputs can be generated".into());
    };
    let dims: Vec<i64> = shape
        .iter()
        .enumerate()
        .map(|(i, &d)| {
            if d >= 0 {
                d
            } else {
                dimension_symbols
                    .get(i)
                    .and_then(|s| spec.dims.get(s.as_str()))
                    .copied()
                    .unwrap_or(spec.default_dim)
            }
        })
        .collect();
    let n = dims
        .iter()
        .try_fold(1usize, |a, &d| {
            usize::try_from(d).ok().and_then(|d| a.checked_mul(d))
        })
        .ok_or_else(|| format!("shape {dims:?} has no valid element count"))?;
    let r = |x: ort::Error| x.to_string();
    let values = uniform(spec.seed, index, n);
    Ok(match ty {
        TensorElementType::Float32 => Tensor::from_array((dims, values)).map_err(r)?.into_dyn(),
        TensorElementType::Float64 => {
            Tensor::from_array((dims, values.iter().map(|&v| v as f64).collect::<Vec<_>>()))
                .map_err(r)?
                .into_dyn()
        }
        // Integer inputs are usually indices or lengths: zeros are always in range.
        TensorElementType::Int64 => Tensor::from_array((dims, vec![0i64; n]))
            .map_err(r)?
            .into_dyn(),
        TensorElementType::Int32 => Tensor::from_array((dims, vec![0i32; n]))
            .map_err(r)?
            .into_dyn(),
        TensorElementType::Uint8 => Tensor::from_array((dims, vec![0u8; n]))
            .map_err(r)?
            .into_dyn(),
        TensorElementType::Int8 => Tensor::from_array((dims, vec![0i8; n]))
            .map_err(r)?
            .into_dyn(),
        TensorElementType::Bool => Tensor::from_array((dims, vec![false; n]))
            .map_err(r)?
            .into_dyn(),
        other => return Err(format!("inputs of type {other:?} cannot be generated yet").into()),
    })
}
