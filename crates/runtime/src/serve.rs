//! The worker side: `flowsched-worker` (or, for MLIR, `flowsched-mlir-worker`) reads one
//! [`Job`], loads its candidate and answers
//! `run` lines until its input closes. Each run's peak is counted by the preloaded counting
//! `malloc` when the process has it (every host allocation of the runtime), else it is the
//! runtime's own bookkeeping, and the reply says which.

use super::alloc_count::{glibc_in_use, Counter};
use super::job::{HeldBytes, Job, Reply, TestJob};
use super::RuntimeError;
use std::io::{BufRead, Write};
use std::time::{Duration, Instant};

/// A loaded candidate, ready to run. Workers of other runtimes (the Python package's, which
/// runs ORT's Python API) implement it and serve with [`serve_with`].
pub trait Loaded {
    fn describe(&self) -> String;
    /// One run: its latency, and the runtime's own peak figure if it keeps one.
    fn run(&mut self) -> Result<(f64, Option<u64>), RuntimeError>;
    /// Whether the runtime's memory is host memory (so the counting `malloc` sees it).
    fn host_memory(&self) -> bool {
        true
    }
    /// Frees what the last run kept (its outputs), before the next run's baseline.
    fn release(&mut self) {}
    /// Seconds per op of the last run, where the job asked for them.
    fn op_seconds(&mut self) -> Option<Vec<f64>> {
        None
    }
}

/// Serves one job on `input`/`output` (the worker's stdin and stdout): ONNX Runtime, the
/// libtorch executor and the test double. MLIR jobs go to [`serve_mlir`]'s worker, so this one
/// does not link MLIR.
pub fn serve(input: impl BufRead, output: impl Write) -> std::io::Result<()> {
    serve_with(input, output, load)
}

/// Serves one MLIR job (the JIT), in `flowsched-mlir-worker`.
#[cfg(feature = "mlir")]
pub fn serve_mlir(input: impl BufRead, output: impl Write) -> std::io::Result<()> {
    serve_with(input, output, |job| match job {
        Job::Mlir(j) => Ok(Box::new(mlir::MlirCandidate::load(j)?) as Box<dyn Loaded>),
        _ => Err("flowsched-mlir-worker runs MLIR jobs only".into()),
    })
}

/// Serves one job with `load` deciding how it runs (see [`load`] for the built-in runtimes).
pub fn serve_with(
    input: impl BufRead,
    mut output: impl Write,
    load: impl Fn(&Job) -> Result<Box<dyn Loaded>, RuntimeError>,
) -> std::io::Result<()> {
    let counter = Counter::find();
    let mut reply = |r: &Reply| -> std::io::Result<()> {
        let mut line = serde_json::to_string(r).expect("replies serialise");
        line.push('\n');
        output.write_all(line.as_bytes())?;
        output.flush()
    };
    let mut lines = input.lines();
    let Some(first) = lines.next() else {
        return Ok(());
    };
    // The process total counts from just before the load: the weights and whatever the
    // runtime sets up, then every run.
    let baseline = counter.as_ref().map(|c| c.in_use());
    let job = serde_json::from_str::<Job>(&first?)
        .map_err(|e| RuntimeError::Failed(format!("not a job: {e}")));
    let (loaded, mut total) = match (&counter, job) {
        (_, Err(e)) => (Err(e), None),
        (Some(c), Ok(job)) => {
            let (loaded, peak) = c.peak_during(|| load(&job));
            (loaded, Some(peak))
        }
        (None, Ok(job)) => (load(&job), None),
    };
    let mut candidate = match loaded {
        Ok(c) => c,
        Err(e) => {
            return reply(&Reply::Error {
                message: e.to_string(),
            })
        }
    };
    reply(&Reply::Ready {
        describe: candidate.describe(),
    })?;
    for line in lines {
        if line?.trim() == "run" {
            reply(&run_once(
                &mut *candidate,
                counter.as_ref(),
                baseline,
                &mut total,
            ))?;
        }
    }
    Ok(())
}

/// One `run`: the candidate runs once, its peak counted by the counting `malloc` where it holds
/// host memory (else as the runtime reports it); `total`, the process's most since before the
/// load, grows with it.
fn run_once(
    candidate: &mut dyn Loaded,
    counter: Option<&Counter>,
    baseline: Option<i64>,
    total: &mut Option<u64>,
) -> Reply {
    candidate.release();
    let counted = counter.filter(|_| candidate.host_memory());
    let glibc_before = glibc_in_use();
    let (result, counted_peak, held) = match counted {
        Some(c) => {
            let before = c.in_use();
            let (r, p) = c.peak_during(|| candidate.run());
            let during = (before - baseline.unwrap_or(before)).max(0) as u64 + p;
            *total = total.map(|t| t.max(during));
            let held = HeldBytes {
                counted: c.in_use() - before,
                glibc: glibc_in_use() - glibc_before,
            };
            (r, Some(p), Some(held))
        }
        None => (candidate.run(), None, None),
    };
    match result {
        Ok((seconds, own_peak)) => match (counted_peak, own_peak) {
            (Some(p), _) => Reply::Sample {
                seconds,
                peak_bytes: p,
                counted_by: "malloc".into(),
                held,
                total_bytes: *total,
                op_seconds: candidate.op_seconds(),
            },
            (None, p) => Reply::Sample {
                seconds,
                peak_bytes: p.unwrap_or(0),
                counted_by: "runtime".into(),
                held,
                total_bytes: None,
                op_seconds: candidate.op_seconds(),
            },
        },
        Err(e) => Reply::Error {
            message: e.to_string(),
        },
    }
}

/// Loads a job on the runtimes built in: ONNX Runtime's C API, the libtorch executor, the test
/// double.
pub fn load(job: &Job) -> Result<Box<dyn Loaded>, RuntimeError> {
    match job {
        #[cfg(feature = "ort")]
        Job::Ort(j) => Ok(Box::new(super::ort::OrtCandidate::load(j)?)),
        #[cfg(not(feature = "ort"))]
        Job::Ort(_) => {
            Err(flowsched_core::features::missing("ort", "measuring in ONNX Runtime").into())
        }
        #[cfg(feature = "torch")]
        Job::Torch(j) => Ok(Box::new(torch::TorchCandidate::load(j)?)),
        #[cfg(not(feature = "torch"))]
        Job::Torch(_) => {
            Err(flowsched_core::features::missing("torch", "the libtorch executor").into())
        }
        Job::Mlir(_) => Err(format!("MLIR jobs run in {}", Job::MLIR_WORKER).into()),
        Job::Test(j) => match &j.fail_load {
            Some(m) => Err(RuntimeError::Failed(m.clone())),
            None => {
                std::thread::sleep(Duration::from_secs_f64(j.load_seconds));
                Ok(Box::new(TestCandidate {
                    job: j.clone(),
                    runs: 0,
                    held: Vec::new(),
                }))
            }
        },
    }
}

#[cfg(feature = "ort")]
impl Loaded for super::ort::OrtCandidate {
    fn describe(&self) -> String {
        super::ort::OrtCandidate::describe(self).to_string()
    }
    fn run(&mut self) -> Result<(f64, Option<u64>), RuntimeError> {
        super::ort::OrtCandidate::run(self).map(|s| (s, None))
    }
    fn release(&mut self) {
        super::ort::OrtCandidate::release(self)
    }
}

/// The isolation's own test double: it runs in a real worker process and hangs or aborts
/// when told, so the parent's timeout and crash handling are tested without touching a real
/// runtime.
struct TestCandidate {
    job: TestJob,
    runs: usize,
    /// The last run's block, kept until the next run like a runtime's outputs.
    held: Vec<u8>,
}

impl Loaded for TestCandidate {
    fn describe(&self) -> String {
        "test runtime".into()
    }
    fn run(&mut self) -> Result<(f64, Option<u64>), RuntimeError> {
        if self.job.hang_after == Some(self.runs) {
            loop {
                std::thread::sleep(Duration::from_secs(3600));
            }
        }
        if self.job.abort_after == Some(self.runs) {
            std::process::abort();
        }
        self.runs += 1;
        let t = Instant::now();
        // Touch every page so the allocation is real; keep it, as a runtime keeps outputs.
        self.held = vec![1u8; self.job.bytes as usize];
        std::hint::black_box(&self.held);
        std::thread::sleep(Duration::from_secs_f64(self.job.seconds));
        Ok((t.elapsed().as_secs_f64(), Some(self.job.bytes)))
    }
    fn release(&mut self) {
        self.held = Vec::new();
    }
}

#[cfg(feature = "torch")]
mod torch {
    use super::{Loaded, RuntimeError};
    use crate::executor::{parse_device, Executor};
    use crate::job::TorchJob;
    use flowsched_core::dag::Order;
    use flowsched_onnx::{import_model, ImportOptions, OnnxImport};
    use petgraph::graph::NodeIndex;
    use std::collections::HashMap;

    pub struct TorchCandidate {
        exec: Executor<'static>,
        order: Order,
        inputs: HashMap<String, tch::Tensor>,
        streams: usize,
        cuda: bool,
    }

    impl TorchCandidate {
        pub(super) fn load(job: &TorchJob) -> Result<TorchCandidate, RuntimeError> {
            let options = ImportOptions {
                dims: job.dims.iter().map(|(k, &v)| (k.clone(), v)).collect(),
                default_dim: job.default_dim,
                max_tensor_bytes: job.max_tensor_bytes,
                ..Default::default()
            };
            // The worker holds one candidate for its whole life, so the import may live as
            // long as the process.
            let model: &'static OnnxImport = Box::leak(Box::new(
                import_model(&job.model, &options).map_err(|e| e.to_string())?,
            ));
            let order = Order::new(
                &model.dag,
                job.order.iter().map(|&i| NodeIndex::new(i)).collect(),
            )
            .map_err(|e| format!("{}: {e}", job.model.display()))?;
            let device = parse_device(&job.device).map_err(|e| e.to_string())?;
            let exec = Executor::new(model, device).map_err(|e| e.to_string())?;
            let inputs = exec.random_inputs(job.seed).map_err(|e| e.to_string())?;
            Ok(TorchCandidate {
                exec,
                order,
                inputs,
                streams: job.streams.max(1),
                cuda: job.device != "cpu",
            })
        }
    }

    impl Loaded for TorchCandidate {
        fn describe(&self) -> String {
            format!("libtorch executor ({:?})", self.exec.device())
        }
        fn run(&mut self) -> Result<(f64, Option<u64>), RuntimeError> {
            self.exec
                .run(&self.order, &self.inputs, self.streams, None)
                .map(|r| (r.elapsed.as_secs_f64(), Some(r.peak_bytes)))
                .map_err(|e| RuntimeError::Failed(e.to_string()))
        }
        fn host_memory(&self) -> bool {
            !self.cuda
        }
    }
}

#[cfg(feature = "mlir")]
mod mlir {
    use super::{Loaded, RuntimeError};
    use crate::job::MlirJob;
    use flowsched_mlir::jit::{Compiled, JitConfig};

    pub struct MlirCandidate {
        compiled: Compiled,
        /// The reference order's results, computed once at load.
        reference: Option<Vec<Vec<u8>>>,
        op_seconds: Option<Vec<f64>>,
    }

    impl MlirCandidate {
        pub(super) fn load(job: &MlirJob) -> Result<MlirCandidate, RuntimeError> {
            let sequential = JitConfig {
                seed: job.seed,
                ..JitConfig::default()
            };
            let timed = JitConfig {
                time_ops: job.time_ops,
                ..sequential.clone()
            };
            let config = match &job.streams {
                // Bufferized and its buffers placed by the scheduling process already.
                Some(lowering) => JitConfig {
                    bufferize: String::new(),
                    tighten_buffers: false,
                    to_llvm: lowering.to_llvm.clone(),
                    async_threads: Some(lowering.threads),
                    ..sequential.clone()
                },
                None => timed,
            };
            let compile = |text: &str, config: &JitConfig| {
                Compiled::new(text, &job.function, config)
                    .map_err(|e| format!("function '{}': {e}", job.function))
            };
            let reference = match &job.reference {
                Some(text) => Some(
                    compile(text, &sequential)?
                        .call()
                        .map_err(|e| e.to_string())?
                        .outputs,
                ),
                None => None,
            };
            Ok(MlirCandidate {
                compiled: compile(&job.text, &config)?,
                reference,
                op_seconds: None,
            })
        }
    }

    impl Loaded for MlirCandidate {
        fn describe(&self) -> String {
            "the MLIR JIT on this CPU".into()
        }
        fn run(&mut self) -> Result<(f64, Option<u64>), RuntimeError> {
            let call = self.compiled.call().map_err(|e| e.to_string())?;
            if self.reference.as_ref().is_some_and(|r| *r != call.outputs) {
                return Err("its results differ from the original order's".into());
            }
            self.op_seconds = call.op_seconds;
            Ok((call.seconds, Some(call.peak_heap_bytes)))
        }
        /// The JIT counts what the compiled code allocates (its buffers), which is what an
        /// order changes; the counting `malloc` would add the harness's copies of arguments
        /// and results, the same for every order.
        fn host_memory(&self) -> bool {
            false
        }
        fn op_seconds(&mut self) -> Option<Vec<f64>> {
            self.op_seconds.take()
        }
    }
}
