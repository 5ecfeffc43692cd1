//! The Python package's measurement worker runs what the Rust worker cannot: an ONNX file in
//! its order as written, through ORT's Python API (`PRIORITY_BASED`; `ort_file_order.py`).
//! Every other job goes to the built-in runtimes.

use flowsched::runtime::inputs::uniform;
use flowsched::runtime::job::{Job, OrtJob};
use flowsched::runtime::serve::{self, Loaded};
use flowsched::runtime::RuntimeError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyCFunction, PyDict, PyTuple};
use std::ffi::CString;

const SOURCE: &str = include_str!("ort_file_order.py");

/// Loads `job` in this worker: file-order ORT jobs in the Python API, the rest as
/// `flowsched-worker` would.
pub(crate) fn load(job: &Job) -> Result<Box<dyn Loaded>, RuntimeError> {
    match job {
        Job::Ort(j) if j.file_order => Ok(Box::new(FileOrder::load(j)?)),
        _ => serve::load(job),
    }
}

/// One candidate: a `Candidate` of `ort_file_order.py`.
struct FileOrder {
    candidate: Py<PyAny>,
    describe: String,
}

impl FileOrder {
    fn load(job: &OrtJob) -> Result<FileOrder, RuntimeError> {
        let located = |e: PyErr| {
            RuntimeError::Failed(format!(
                "{}: onnxruntime (Python): {e}",
                job.model.display()
            ))
        };
        Python::attach(|py| {
            let code = CString::new(SOURCE).expect("the source has no NUL");
            let module = PyModule::from_code(
                py,
                &code,
                c"flowsched/ort_file_order.py",
                c"flowsched_ort_file_order",
            )?;
            // The same seeded values as the C API worker's, as float32 bytes.
            let seed = job.inputs.seed;
            let values =
                PyCFunction::new_closure(py, None, None, move |args: &Bound<'_, PyTuple>, _| {
                    let (index, n): (usize, usize) = args.extract()?;
                    let floats = uniform(seed, index, n);
                    let bytes: Vec<u8> = floats.iter().flat_map(|v| v.to_ne_bytes()).collect();
                    Ok::<_, PyErr>(PyBytes::new(args.py(), &bytes).unbind())
                })?;
            let dims = PyDict::new(py);
            for (name, value) in &job.inputs.dims {
                dims.set_item(name, value)?;
            }
            let candidate = module.getattr("Candidate")?.call1((
                job.model.to_string_lossy().into_owned(),
                job.threads,
                dims,
                job.inputs.default_dim,
                values,
                job.profile
                    .as_ref()
                    .map(|p| p.to_string_lossy().into_owned()),
            ))?;
            let describe: String = candidate.getattr("describe")?.extract()?;
            Ok(FileOrder {
                candidate: candidate.unbind(),
                describe,
            })
        })
        .map_err(located)
    }
}

impl Loaded for FileOrder {
    fn describe(&self) -> String {
        self.describe.clone()
    }

    fn run(&mut self) -> Result<(f64, Option<u64>), RuntimeError> {
        Python::attach(|py| {
            let seconds: f64 = self.candidate.bind(py).call_method0("run")?.extract()?;
            Ok((seconds, None))
        })
        .map_err(|e: PyErr| RuntimeError::Failed(format!("onnxruntime (Python): {e}")))
    }

    fn release(&mut self) {
        Python::attach(|py| {
            // Dropping the outputs cannot fail in a way the next run would not report.
            let _ = self.candidate.bind(py).call_method0("release");
        })
    }
}
