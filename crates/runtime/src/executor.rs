//! Runs an ONNX model's nodes in a given order on libtorch, freeing every tensor after its last
//! use and tracking live bytes, which gives the measured peak. With `streams > 1` the order is
//! split across that many CPU worker threads by its list-scheduling decode (each op on the
//! unit where it can start first), each worker running its ops in order and waiting for their
//! inputs; libtorch's intra-op pool is then limited to one thread so workers do not contend.

use flowsched_core::cost::decode_list;
use flowsched_core::dag::{Order, ScheduleDag};
use flowsched_onnx::kernels as ops;
use flowsched_onnx::kernels::tensor::{from_proto, kind_of};
use flowsched_onnx::kernels::OpError;
use flowsched_onnx::proto::NodeProto;
use flowsched_onnx::OnnxImport;
use petgraph::graph::NodeIndex;
use std::collections::{BTreeMap, HashMap};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Condvar, Mutex};
use std::time::{Duration, Instant};
use tch::{Device, Tensor};

#[derive(Debug, thiserror::Error)]
pub enum ExecError {
    #[error("{}: unsupported operators: {}", path.display(), list.join(", "))]
    Unsupported { path: PathBuf, list: Vec<String> },
    #[error("{}: {source}", path.display())]
    Op { path: PathBuf, source: Box<OpError> },
    #[error("{}: input '{name}': {reason}", path.display())]
    Input {
        path: PathBuf,
        name: String,
        reason: String,
    },
    #[error("{}: the run took longer than {:.1} s and was stopped", path.display(), limit.as_secs_f64())]
    Timeout { path: PathBuf, limit: Duration },
    #[error("device '{0}': {1}")]
    Device(String, String),
}

/// Parses `cpu` or `cuda:N`.
pub(crate) fn parse_device(s: &str) -> Result<Device, ExecError> {
    match s {
        "cpu" => Ok(Device::Cpu),
        _ => match s
            .strip_prefix("cuda:")
            .and_then(|n| n.parse::<usize>().ok())
        {
            Some(n) if tch::Cuda::is_available() && n < tch::Cuda::device_count() as usize => {
                Ok(Device::Cuda(n))
            }
            Some(_) => Err(ExecError::Device(
                s.into(),
                "no such CUDA device on this machine".into(),
            )),
            None => Err(ExecError::Device(s.into(), "expected cpu or cuda:N".into())),
        },
    }
}

/// The model's constants, read by every worker. libtorch tensors may be read from several
/// threads at once (their reference counts are atomic); workers only take shallow clones and
/// never write, which is what makes sharing them sound.
struct Constants(HashMap<String, Tensor>);
// SAFETY: see above — shared read-only access to at::Tensor handles is thread-safe.
unsafe impl Sync for Constants {}

pub struct RunResult {
    pub elapsed: Duration,
    /// Highest bytes of live activations (inputs and op outputs; constants apart).
    pub peak_bytes: u64,
    /// Graph outputs, in graph order.
    pub outputs: Vec<(String, Tensor)>,
}

pub struct Executor<'a> {
    model: &'a OnnxImport,
    device: Device,
    constants: Constants,
    opset: i64,
    /// Per node, values its subgraph bodies read beyond its inputs (kept alive until it runs).
    captures: Vec<Vec<String>>,
}

fn bytes_of(t: &Tensor) -> u64 {
    if !t.defined() {
        return 0;
    }
    (t.numel() * t.kind().elt_size_in_bytes()) as u64
}

impl<'a> Executor<'a> {
    /// Loads the constants onto `device`; fails listing every operator it cannot run.
    pub fn new(model: &'a OnnxImport, device: Device) -> Result<Self, ExecError> {
        let graph = model
            .model
            .graph
            .as_ref()
            .expect("imported models have a graph");
        let mut unsupported: BTreeMap<String, usize> = BTreeMap::new();
        for n in &graph.node {
            if !ops::supported(n.op_type(), n.domain()) {
                *unsupported.entry(n.op_type().to_string()).or_default() += 1;
            }
        }
        if !unsupported.is_empty() {
            let list = unsupported
                .into_iter()
                .map(|(op, n)| format!("{op} ×{n}"))
                .collect();
            return Err(ExecError::Unsupported {
                path: model.path.clone(),
                list,
            });
        }
        let dir = model
            .path
            .parent()
            .map(PathBuf::from)
            .unwrap_or_else(|| PathBuf::from("."));
        let mut constants = HashMap::new();
        for init in &graph.initializer {
            let t = from_proto(init, &dir, device).map_err(|source| ExecError::Op {
                path: model.path.clone(),
                source: Box::new(source),
            })?;
            constants.insert(init.name().to_string(), t);
        }
        let opset = model.report.opset;
        let dag = &model.dag;
        let reads = dag.inputs_index();
        let captures = dag
            .nodes()
            .map(|n| {
                let node = &graph.node[dag.node(n).source_id];
                reads[n.index()]
                    .iter()
                    .map(|&t| dag.tensor(t).name.clone())
                    .filter(|name| !node.input.contains(name))
                    .collect()
            })
            .collect();
        Ok(Executor {
            model,
            device,
            constants: Constants(constants),
            opset,
            captures,
        })
    }

    pub(crate) fn device(&self) -> Device {
        self.device
    }

    fn graph_nodes(&self) -> &'a [NodeProto] {
        &self.model.model.graph.as_ref().expect("graph").node
    }

    fn dag(&self) -> &'a ScheduleDag {
        &self.model.dag
    }

    /// Seeded random values for every graph input that is not a constant: normal floats,
    /// small non-negative integers, symbolic dimensions as the importer resolved them.
    pub fn random_inputs(&self, seed: i64) -> Result<HashMap<String, Tensor>, ExecError> {
        use flowsched_onnx::proto::{tensor_shape_proto::dimension::Value, type_proto};
        tch::manual_seed(seed);
        let graph = self.model.model.graph.as_ref().expect("graph");
        let mut out = HashMap::new();
        for input in graph
            .input
            .iter()
            .filter(|i| !self.constants.0.contains_key(i.name()))
        {
            let fail = |reason: &str| ExecError::Input {
                path: self.model.path.clone(),
                name: input.name().into(),
                reason: reason.into(),
            };
            let Some(type_proto::Value::TensorType(tt)) =
                input.r#type.as_ref().and_then(|t| t.value.as_ref())
            else {
                return Err(fail("not a tensor"));
            };
            let kind = kind_of(tt.elem_type()).ok_or_else(|| fail("unsupported element type"))?;
            let dims: Vec<i64> = tt
                .shape
                .as_ref()
                .map(|s| {
                    s.dim
                        .iter()
                        .map(|d| match &d.value {
                            Some(Value::DimValue(v)) => *v,
                            Some(Value::DimParam(p)) => {
                                self.model.report.assumed_dims.get(p).copied().unwrap_or(1)
                            }
                            None => 1,
                        })
                        .collect()
                })
                .unwrap_or_default();
            let t = match kind {
                tch::Kind::Float | tch::Kind::Double | tch::Kind::Half | tch::Kind::BFloat16 => {
                    Tensor::randn(&dims, (kind, self.device))
                }
                tch::Kind::Bool => {
                    Tensor::randint(2, &dims, (tch::Kind::Int64, self.device)).to_kind(kind)
                }
                _ => Tensor::randint(3, &dims, (tch::Kind::Int64, self.device)).to_kind(kind),
            };
            out.insert(input.name().to_string(), t);
        }
        Ok(out)
    }

    /// Runs the model in `order` on `streams` workers; stops with `Timeout` past `deadline`.
    pub fn run(
        &self,
        order: &Order,
        inputs: &HashMap<String, Tensor>,
        streams: usize,
        timeout: Option<Duration>,
    ) -> Result<RunResult, ExecError> {
        let start = Instant::now();
        let state = RunState::new(self, inputs);
        if streams <= 1 || self.device != Device::Cpu {
            for n in order.iter() {
                if timeout.is_some_and(|t| start.elapsed() > t) {
                    return Err(ExecError::Timeout {
                        path: self.model.path.clone(),
                        limit: timeout.unwrap(),
                    });
                }
                state.execute(self, n)?;
            }
        } else {
            self.run_parallel(order, &state, streams, start, timeout)?;
        }
        if let Device::Cuda(i) = self.device {
            tch::Cuda::synchronize(i as i64);
        }
        let elapsed = start.elapsed();
        let graph = self.model.model.graph.as_ref().expect("graph");
        let values = state.values.into_inner().expect("no worker panicked");
        let outputs = graph
            .output
            .iter()
            .filter_map(|o| {
                let t = values
                    .get(o.name())
                    .or_else(|| self.constants.0.get(o.name()))
                    .or_else(|| inputs.get(o.name()))?;
                Some((o.name().to_string(), t.shallow_clone()))
            })
            .collect();
        Ok(RunResult {
            elapsed,
            peak_bytes: state.peak.load(Ordering::Relaxed),
            outputs,
        })
    }

    fn run_parallel(
        &self,
        order: &Order,
        state: &RunState,
        streams: usize,
        start: Instant,
        timeout: Option<Duration>,
    ) -> Result<(), ExecError> {
        let dag = self.dag();
        let runtimes: Vec<f64> = dag
            .nodes()
            .map(|n| dag.node(n).runtime.unwrap_or(1.0))
            .collect();
        let decoded = decode_list(dag, order, streams, &runtimes, None);
        let mut queues: Vec<Vec<NodeIndex>> = vec![Vec::new(); streams];
        for n in order.iter() {
            queues[decoded.unit[n.index()]].push(n);
        }
        let previous_threads = tch::get_num_threads();
        tch::set_num_threads(1);
        let failed = AtomicBool::new(false);
        let result = std::thread::scope(|scope| {
            let handles: Vec<_> = queues
                .iter()
                .map(|queue| {
                    let failed = &failed;
                    scope.spawn(move || -> Result<(), ExecError> {
                        for &n in queue {
                            if !state.wait_for_inputs(dag, n, failed) {
                                return Ok(()); // another worker failed
                            }
                            if timeout.is_some_and(|t| start.elapsed() > t) {
                                failed.store(true, Ordering::SeqCst);
                                state.done_signal.notify_all();
                                return Err(ExecError::Timeout {
                                    path: self.model.path.clone(),
                                    limit: timeout.unwrap(),
                                });
                            }
                            if let Err(e) = state.execute(self, n) {
                                failed.store(true, Ordering::SeqCst);
                                state.done_signal.notify_all();
                                return Err(e);
                            }
                        }
                        Ok(())
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("worker does not panic"))
                .collect::<Result<Vec<()>, ExecError>>()
        });
        tch::set_num_threads(previous_threads);
        result.map(|_| ())
    }
}

/// Values, remaining uses and live bytes of one run, shared by the workers.
struct RunState {
    values: Mutex<HashMap<String, Tensor>>,
    remaining_uses: Mutex<HashMap<String, usize>>,
    finished: Mutex<Vec<bool>>,
    done_signal: Condvar,
    live: AtomicU64,
    peak: AtomicU64,
}

impl RunState {
    fn new(exec: &Executor, inputs: &HashMap<String, Tensor>) -> Self {
        let dag = exec.dag();
        let mut remaining = HashMap::new();
        for t in dag.tensors() {
            // Graph outputs are never freed: one use more than they have.
            remaining.insert(
                t.name.clone(),
                t.consumers.len() + usize::from(t.graph_output),
            );
        }
        let values: HashMap<String, Tensor> = inputs
            .iter()
            .map(|(k, v)| (k.clone(), v.shallow_clone()))
            .collect();
        let live: u64 = values.values().map(bytes_of).sum();
        RunState {
            values: Mutex::new(values),
            remaining_uses: Mutex::new(remaining),
            finished: Mutex::new(vec![false; dag.len()]),
            done_signal: Condvar::new(),
            live: AtomicU64::new(live),
            peak: AtomicU64::new(live),
        }
    }

    /// Blocks until every predecessor of `n` has finished; false if the run failed meanwhile.
    fn wait_for_inputs(&self, dag: &ScheduleDag, n: NodeIndex, failed: &AtomicBool) -> bool {
        let mut finished = self.finished.lock().expect("lock");
        loop {
            if failed.load(Ordering::SeqCst) {
                return false;
            }
            if dag.preds(n).all(|p| finished[p.index()]) {
                return true;
            }
            finished = self.done_signal.wait(finished).expect("lock");
        }
    }

    fn execute(&self, exec: &Executor, n: NodeIndex) -> Result<(), ExecError> {
        let node = &exec.graph_nodes()[exec.dag().node(n).source_id];
        let path = || exec.model.path.clone();
        let inputs: Vec<Option<Tensor>> = {
            let values = self.values.lock().expect("lock");
            node.input
                .iter()
                .map(|name| {
                    if name.is_empty() {
                        return Ok(None);
                    }
                    values
                        .get(name)
                        .or_else(|| exec.constants.0.get(name))
                        .map(|t| Some(t.shallow_clone()))
                        .ok_or_else(|| ExecError::Input {
                            path: path(),
                            name: name.clone(),
                            reason: format!("not computed before node '{}'", node.name()),
                        })
                })
                .collect::<Result<_, _>>()?
        };
        let refs: Vec<Option<&Tensor>> = inputs.iter().map(Option::as_ref).collect();
        let dir = exec
            .model
            .path
            .parent()
            .map(PathBuf::from)
            .unwrap_or_else(|| PathBuf::from("."));
        let outputs = ops::run(node, exec.opset, &refs, &dir, exec.device).map_err(|source| {
            ExecError::Op {
                path: path(),
                source: Box::new(source),
            }
        })?;
        drop(refs);
        drop(inputs);
        let allocated: u64 = outputs.iter().map(bytes_of).sum();
        let now = self.live.fetch_add(allocated, Ordering::SeqCst) + allocated;
        self.peak.fetch_max(now, Ordering::SeqCst);
        let mut freed = 0u64;
        {
            let mut values = self.values.lock().expect("lock");
            let mut remaining = self.remaining_uses.lock().expect("lock");
            for (name, t) in node.output.iter().zip(outputs) {
                if name.is_empty() {
                    continue;
                }
                if remaining.get(name).copied().unwrap_or(0) == 0 {
                    freed += bytes_of(&t); // nobody reads it
                } else {
                    values.insert(name.clone(), t);
                }
            }
            let mut seen = std::collections::HashSet::new();
            for name in node.input.iter().chain(&exec.captures[n.index()]) {
                if name.is_empty() || !seen.insert(name.as_str()) {
                    continue;
                }
                if let Some(r) = remaining.get_mut(name) {
                    *r -= 1;
                    if *r == 0 {
                        if let Some(t) = values.remove(name) {
                            freed += bytes_of(&t);
                        }
                    }
                }
            }
        }
        self.live.fetch_sub(freed, Ordering::SeqCst);
        self.finished.lock().expect("lock")[n.index()] = true;
        self.done_signal.notify_all();
        Ok(())
    }
}
