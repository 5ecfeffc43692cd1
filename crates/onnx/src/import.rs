//! ONNX model → [`ScheduleDag`], in two passes (as tract does): first map every tensor name to
//! its producer, then wire the uses. Then shapes, sizes and FLOPs in topological order.

use super::ops::{self, Buffer};
use super::ort_shapes;
use super::proto::{
    self, tensor_proto::DataLocation, GraphProto, ModelProto, NodeProto, TypeProto,
};
use super::shapes::{self, ShapeEnv, TypeInfo};
use super::{decode_model, read_file, tensor_bytes, OnnxError};
use flowsched_core::dag::{DagBuilder, OpNode, Order, Placement, ScheduleDag, TensorId};
use petgraph::graph::NodeIndex;
use serde::Serialize;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::{Path, PathBuf};

#[derive(Debug, Clone)]
pub struct ImportOptions {
    /// Values for symbolic dimensions (`dim_param`), e.g. `batch = 8`.
    pub dims: HashMap<String, i64>,
    /// Value for symbolic dimensions not in `dims`; `None` leaves them unknown. Each use is
    /// reported in [`ImportReport::assumed_dims`].
    pub default_dim: Option<i64>,
    /// The largest tensor a model may declare or imply, in bytes: a size past it (or one whose
    /// arithmetic overflows) is refused naming the tensor, before anything is allocated.
    pub max_tensor_bytes: u64,
    /// The intra-op threads ONNX Runtime runs the model with, which size some kernels' scratch
    /// (MLAS's convolution buffers). 1 by default, so a model's proxy is the same on every
    /// machine; a measured run sets the measuring machine's.
    pub threads: usize,
}

pub use flowsched_core::dag::DEFAULT_MAX_TENSOR_BYTES;

impl Default for ImportOptions {
    fn default() -> Self {
        ImportOptions {
            dims: HashMap::new(),
            default_dim: Some(1),
            max_tensor_bytes: DEFAULT_MAX_TENSOR_BYTES,
            threads: 1,
        }
    }
}

/// What the importer found and what it could not determine.
#[derive(Debug, Clone, Default, Serialize)]
#[non_exhaustive]
pub struct ImportReport {
    pub opset: i64,
    pub nodes: usize,
    pub edges: usize,
    /// Op type → count, for every op.
    pub op_histogram: BTreeMap<String, usize>,
    /// Ops for which flowsched has no shape rule and the model gave no `value_info`.
    pub ops_without_shape_rule: BTreeMap<String, usize>,
    /// Activation tensors whose size is unknown (counted as 0 bytes in the proxies).
    pub unknown_size_tensors: Vec<String>,
    /// Symbolic dimensions that were given the default value.
    pub assumed_dims: BTreeMap<String, i64>,
    pub initializers: usize,
    pub external_data_tensors: usize,
    /// Nodes inside `If`/`Loop`/`Scan` bodies (scheduled as part of their parent).
    pub subgraph_nodes: usize,
    /// Nodes that had no name or a repeated one and were given a unique one.
    pub renamed_nodes: usize,
}

/// A model together with its DAG: the exporter needs the original bytes.
#[derive(Debug)]
pub struct OnnxImport {
    pub path: PathBuf,
    pub raw: bytes::Bytes,
    pub model: ModelProto,
    pub dag: ScheduleDag,
    pub report: ImportReport,
    /// Every tensor's shape as the importer inferred it, where it did: the DAG's `dims` are
    /// those ONNX Runtime's planner knows, which the rewrites cannot go by.
    pub inferred_dims: HashMap<String, Vec<i64>>,
    /// The small values the importer folded (shape arithmetic, computed pads).
    pub inferred_values: HashMap<String, Vec<f64>>,
    /// The model's weights written once into a shared file, for the candidate files that
    /// measuring writes ([`crate::external::SharedWeights`]); made at the first need.
    pub shared_weights: std::sync::OnceLock<Option<crate::external::SharedWeights>>,
}

pub fn import_model(path: &Path, options: &ImportOptions) -> Result<OnnxImport, OnnxError> {
    // One event per parse: what tests/seams.rs counts (a run parses the user's file once).
    tracing::debug!(target: "flowsched::parse", path = %path.display(), "parsing an ONNX model");
    let raw = read_file(path)?;
    let model = decode_model(path, raw.clone())?;
    let (dag, report, (inferred_dims, inferred_values)) = model_to_dag(path, &model, options)?;
    Ok(OnnxImport {
        path: path.into(),
        raw,
        model,
        dag,
        report,
        inferred_dims,
        inferred_values,
        shared_weights: Default::default(),
    })
}

/// What shape inference found beyond the DAG: every tensor's shape, and the folded values.
type Inferred = (HashMap<String, Vec<i64>>, HashMap<String, Vec<f64>>);

/// Lowers a decoded model. `path` is used for messages and to resolve external data.
fn model_to_dag(
    path: &Path,
    model: &ModelProto,
    options: &ImportOptions,
) -> Result<(ScheduleDag, ImportReport, Inferred), OnnxError> {
    let graph = model
        .graph
        .as_ref()
        .ok_or_else(|| OnnxError::NoGraph { path: path.into() })?;
    if graph.node.is_empty() {
        return Err(OnnxError::EmptyGraph { path: path.into() });
    }
    let mut report = ImportReport {
        opset: model
            .opset_import
            .iter()
            .find(|o| matches!(o.domain(), "" | "ai.onnx"))
            .map(|o| o.version())
            .unwrap_or(1),
        initializers: graph.initializer.len() + graph.sparse_initializer.len(),
        ..Default::default()
    };
    let model_dir = path.parent().unwrap_or(Path::new("."));
    let mut env = ShapeEnv {
        opset: report.opset,
        ..Default::default()
    };

    let (constants, constant_bytes) =
        read_constants(path, model_dir, graph, options, &mut report, &mut env)?;
    let declared = declared_types(graph, options, &mut report.assumed_dims);

    let mut b = DagBuilder::new(graph.name().to_string());
    b.set_constant_bytes(constant_bytes);
    for input in graph.input.iter().filter(|i| !constants.contains(i.name())) {
        b.add_tensor(input.name(), None)
            .map_err(|source| OnnxError::Graph {
                path: path.into(),
                source,
            })?;
        if let Some(t) = declared.get(input.name()) {
            env.types.insert(input.name().into(), t.clone());
        }
    }
    let node_ids = add_nodes(path, graph, &constants, &mut b, &mut report)?;
    wire_uses(path, graph, &constants, &node_ids, &mut b, &mut report)?;
    let mut dag = b.build().map_err(|source| OnnxError::Graph {
        path: path.into(),
        source,
    })?;

    infer_shapes(&mut dag, graph, &declared, &mut env, &mut report);
    set_sizes(
        &mut dag,
        &env,
        &constants,
        graph,
        &mut report,
        path,
        options,
    )?;
    let known_to_ort = ort_known_dims(graph, &env, &constants);
    set_placements(&mut dag, &env, graph, &known_to_ort, options.threads);
    report.nodes = dag.len();
    report.edges = dag.edge_count();
    let inferred = (env.types.into_iter())
        .filter_map(|(name, t)| Some((name, t.dims?)))
        .collect();
    Ok((dag, report, (inferred, env.consts)))
}

/// Records the initializers. Constants live for the whole run whatever the order, so they are
/// reported apart: returns their names and their bytes in all.
fn read_constants<'g>(
    path: &Path,
    model_dir: &Path,
    graph: &'g GraphProto,
    options: &ImportOptions,
    report: &mut ImportReport,
    env: &mut ShapeEnv,
) -> Result<(HashSet<&'g str>, u64), OnnxError> {
    let mut constants: HashSet<&str> = HashSet::new();
    let mut constant_bytes = 0u64;
    for init in &graph.initializer {
        constants.insert(init.name());
        let info = TypeInfo::new(init.data_type(), init.dims.clone());
        let bytes = info
            .elems()
            .and_then(|e| tensor_bytes(info.elem, e))
            .unwrap_or(0);
        check_cap(path, init.name(), bytes, options)?;
        constant_bytes = constant_bytes.saturating_add(bytes);
        if init.data_location() == DataLocation::External {
            report.external_data_tensors += 1;
            check_external_data(path, model_dir, init)?;
        } else if let Some(v) = shapes::tensor_values(init) {
            env.consts.insert(init.name().into(), v);
        }
        env.types.insert(init.name().into(), info);
    }
    for sparse in &graph.sparse_initializer {
        if let Some(v) = &sparse.values {
            constants.insert(v.name());
            env.types.insert(
                v.name().into(),
                TypeInfo::new(v.data_type(), sparse.dims.clone()),
            );
        }
    }
    Ok((constants, constant_bytes))
}

/// The shapes the model states itself (value_info, inputs, outputs), which take precedence
/// over inferred ones; symbolic dimensions bound by default are noted in `assumed`.
fn declared_types<'g>(
    graph: &'g GraphProto,
    options: &ImportOptions,
    assumed: &mut BTreeMap<String, i64>,
) -> HashMap<&'g str, TypeInfo> {
    let mut dims = DimResolver { options, assumed };
    let mut declared: HashMap<&str, TypeInfo> = HashMap::new();
    for vi in graph
        .value_info
        .iter()
        .chain(&graph.input)
        .chain(&graph.output)
    {
        if let Some(t) = vi.r#type.as_ref().and_then(|t| dims.type_info(t)) {
            declared.insert(vi.name(), t);
        }
    }
    declared
}

/// Pass 1: the nodes and the tensors they produce, each node with a unique name. Returns the
/// DAG node of each graph node, in the graph's order.
fn add_nodes(
    path: &Path,
    graph: &GraphProto,
    constants: &HashSet<&str>,
    b: &mut DagBuilder,
    report: &mut ImportReport,
) -> Result<Vec<NodeIndex>, OnnxError> {
    let mut used_names = HashSet::new();
    let mut node_ids = Vec::with_capacity(graph.node.len());
    for (i, node) in graph.node.iter().enumerate() {
        let mut name = node.name().to_string();
        if name.is_empty() || !used_names.insert(name.clone()) {
            report.renamed_nodes += 1;
            name = unique_name(&mut used_names, &name, node.op_type(), i);
        }
        *report
            .op_histogram
            .entry(node.op_type().to_string())
            .or_default() += 1;
        let id = b.add_node(OpNode::new(name, node.op_type(), i));
        for out in node.output.iter().filter(|o| !o.is_empty()) {
            if constants.contains(out.as_str()) {
                return Err(OnnxError::Graph {
                    path: path.into(),
                    source: flowsched_core::dag::DagError::DuplicateProducer {
                        tensor: out.clone(),
                        first: "an initializer".into(),
                        second: b.node(id).name.clone(),
                    },
                });
            }
            b.add_tensor(out.clone(), Some(id))
                .map_err(|source| OnnxError::Graph {
                    path: path.into(),
                    source,
                })?;
        }
        node_ids.push(id);
    }
    Ok(node_ids)
}

/// Pass 2: the uses, including the outer values that subgraph bodies capture, and the graph's
/// outputs. A read or output that nothing produces is refused.
fn wire_uses(
    path: &Path,
    graph: &GraphProto,
    constants: &HashSet<&str>,
    node_ids: &[NodeIndex],
    b: &mut DagBuilder,
    report: &mut ImportReport,
) -> Result<(), OnnxError> {
    for (node, &id) in graph.node.iter().zip(node_ids) {
        let mut reads: Vec<&str> = node
            .input
            .iter()
            .map(String::as_str)
            .filter(|s| !s.is_empty())
            .collect();
        let captured = subgraph_captures(node, &mut report.subgraph_nodes);
        reads.extend(captured.iter().map(String::as_str));
        for tensor in reads {
            match b.tensor_id(tensor) {
                Some(t) => b.add_use(t, id),
                None if constants.contains(tensor) => {}
                None => {
                    return Err(OnnxError::MissingInput {
                        path: path.into(),
                        node: node_label(node, b, id),
                        op: node.op_type().into(),
                        tensor: tensor.into(),
                    })
                }
            }
        }
    }
    for out in &graph.output {
        match b.tensor_id(out.name()) {
            Some(t) => b.tensor_mut(t).graph_output = true,
            None if constants.contains(out.name()) => {}
            None => {
                return Err(OnnxError::MissingOutput {
                    path: path.into(),
                    tensor: out.name().into(),
                })
            }
        }
    }
    Ok(())
}

/// Shapes, constant values and FLOPs, in a topological order so inputs are known first. A
/// declared shape wins over an inferred one; ops that leave an output unknown are counted.
fn infer_shapes(
    dag: &mut ScheduleDag,
    graph: &GraphProto,
    declared: &HashMap<&str, TypeInfo>,
    env: &mut ShapeEnv,
    report: &mut ImportReport,
) {
    let order = Order::original(dag);
    for n in order.iter() {
        let node = &graph.node[dag.node(n).source_id];
        let inferred = ops::infer(node, env);
        let folded = ops::fold(node, env);
        let flops = ops::flops(node, env, &inferred);
        let mut rule_missing = false;
        for ((out, inf), val) in node.output.iter().zip(inferred).zip(folded) {
            if out.is_empty() {
                continue;
            }
            let info = declared
                .get(out.as_str())
                .filter(|d| d.dims.is_some())
                .cloned()
                .or(inf);
            rule_missing |= info.is_none();
            if let Some(info) = info {
                env.types.insert(out.clone(), info);
            }
            if let Some(v) = val {
                env.consts.insert(out.clone(), v);
            }
        }
        if rule_missing {
            *report
                .ops_without_shape_rule
                .entry(node.op_type().into())
                .or_default() += 1;
        }
        dag.node_mut(n).flops = flops;
    }
}

/// What ORT knows before running: shapes stated with sizes, and what its inference derives.
/// A symbolic dimension (`batch`) that flowsched binds with `--dim` is a name to ORT, which
/// matches buffers by name. Shapes flowsched stated in a copy from one run are not in the
/// file ORT loads.
fn ort_known_dims(
    graph: &GraphProto,
    env: &ShapeEnv,
    constants: &HashSet<&str>,
) -> HashMap<String, Option<Vec<i64>>> {
    let stated = |vi: &proto::ValueInfoProto| vi.r#type.as_ref().is_some_and(stated_sizes);
    let sized_by_file: HashSet<&str> = graph
        .value_info
        .iter()
        .chain(&graph.output)
        .filter(|vi| stated(vi) && vi.doc_string() != super::STATED_FROM_ONE_RUN)
        .map(|vi| vi.name())
        .collect();
    let symbolic_inputs: HashSet<&str> = graph
        .input
        .iter()
        .filter(|vi| !constants.contains(vi.name()) && !stated(vi))
        .map(|vi| vi.name())
        .collect();
    ort_shapes::dims_known_to_ort(graph, env, &sized_by_file, constants, &symbolic_inputs)
}

/// What ONNX Runtime's planner needs to know (the DAG is judged as ORT allocates,
/// [`flowsched_core::cost::planner`]): each tensor's shape as ORT knows it before running (none where
/// only flowsched's folding finds it), where each kernel puts its first output, and each
/// kernel's scratch.
fn set_placements(
    dag: &mut ScheduleDag,
    env: &ShapeEnv,
    graph: &GraphProto,
    known_to_ort: &HashMap<String, Option<Vec<i64>>>,
    threads: usize,
) {
    let ids: HashMap<String, TensorId> = dag
        .tensors()
        .iter()
        .enumerate()
        .map(|(i, t)| (t.name.clone(), i))
        .collect();
    let dims: Vec<Option<Vec<i64>>> = dag
        .tensors()
        .iter()
        .map(|t| match known_to_ort.get(&t.name) {
            Some(as_ort_knows) => as_ort_knows.clone(),
            None => env.types.get(&t.name).and_then(|i| i.dims.clone()),
        })
        .collect();
    dag.set_tensor_dims(dims);
    let nodes: Vec<NodeIndex> = dag.nodes().collect();
    for n in nodes {
        let node = &graph.node[dag.node(n).source_id];
        let (buffer, shared) = ops::buffer(node);
        let input = node
            .input
            .get(shared)
            .and_then(|i| ids.get(i.as_str()))
            .copied();
        let placement = match (buffer, input) {
            (Buffer::Alias, Some(i)) => Placement::Alias(i),
            (Buffer::Alias, None) if node.input.get(shared).is_some_and(|i| !i.is_empty()) => {
                Placement::AliasOfConstant
            }
            (Buffer::InPlace, Some(i)) => Placement::MayReuse(i),
            _ => Placement::Fresh,
        };
        let outputs: Vec<Option<TypeInfo>> = node
            .output
            .iter()
            .map(|o| env.types.get(o).cloned())
            .collect();
        let op = dag.node_mut(n);
        op.placement = placement;
        op.workspace_bytes = ops::scratch(node, env, &outputs, threads);
    }
}

/// Refuses a tensor past `--max-tensor-bytes` (sizes saturate, so an overflow lands here too).
fn check_cap(
    path: &Path,
    tensor: &str,
    bytes: u64,
    options: &ImportOptions,
) -> Result<(), OnnxError> {
    if bytes > options.max_tensor_bytes {
        return Err(OnnxError::TooLarge {
            path: path.into(),
            tensor: tensor.into(),
            bytes,
            cap: options.max_tensor_bytes,
        });
    }
    Ok(())
}

/// Fills tensor bytes and per-node bytes read/written from the inferred types.
fn set_sizes(
    dag: &mut ScheduleDag,
    env: &ShapeEnv,
    constants: &HashSet<&str>,
    graph: &GraphProto,
    report: &mut ImportReport,
    path: &Path,
    options: &ImportOptions,
) -> Result<(), OnnxError> {
    let size = |name: &str| {
        env.types
            .get(name)
            .and_then(|t| t.elems().and_then(|e| tensor_bytes(t.elem, e)))
    };
    let tensor_sizes: Vec<Option<u64>> = dag.tensors().iter().map(|t| size(&t.name)).collect();
    for (t, bytes) in dag.tensors().iter().zip(&tensor_sizes) {
        check_cap(path, &t.name, bytes.unwrap_or(0), options)?;
    }
    dag.set_tensor_sizes(&tensor_sizes);
    report.unknown_size_tensors = dag.unknown_size_tensors().map(|t| t.name.clone()).collect();
    let nodes: Vec<NodeIndex> = dag.nodes().collect();
    for n in nodes {
        let node = &graph.node[dag.node(n).source_id];
        let read: u64 = node
            .input
            .iter()
            .filter(|s| !s.is_empty())
            .filter_map(|s| size(s))
            .sum();
        let written: u64 = node
            .output
            .iter()
            .filter(|s| !s.is_empty() && !constants.contains(s.as_str()))
            .filter_map(|s| size(s))
            .sum();
        let op = dag.node_mut(n);
        op.bytes_read = read;
        op.bytes_written = written;
    }
    Ok(())
}

/// Whether a tensor type states every dimension as a size (no symbolic or missing one).
fn stated_sizes(t: &TypeProto) -> bool {
    use proto::tensor_shape_proto::dimension::Value;
    match t.value.as_ref() {
        Some(proto::type_proto::Value::TensorType(tt)) => tt.shape.as_ref().is_some_and(|s| {
            s.dim
                .iter()
                .all(|d| matches!(d.value, Some(Value::DimValue(v)) if v >= 0))
        }),
        _ => false,
    }
}

/// Turns `TypeProto`s into [`TypeInfo`], binding symbolic dimensions.
struct DimResolver<'a> {
    options: &'a ImportOptions,
    assumed: &'a mut BTreeMap<String, i64>,
}

impl DimResolver<'_> {
    fn type_info(&mut self, t: &TypeProto) -> Option<TypeInfo> {
        use proto::tensor_shape_proto::dimension::Value;
        let proto::type_proto::Value::TensorType(tt) = t.value.as_ref()? else {
            return None;
        };
        let elem = tt.elem_type();
        let dims = tt.shape.as_ref().and_then(|s| {
            s.dim
                .iter()
                .map(|d| match &d.value {
                    Some(Value::DimValue(v)) if *v >= 0 => Some(*v),
                    Some(Value::DimParam(p)) => self
                        .options
                        .dims
                        .get(p)
                        .copied()
                        .or_else(|| {
                            let v = self.options.default_dim?;
                            self.assumed.insert(p.clone(), v);
                            Some(v)
                        })
                        // A negative binding is no size at all.
                        .filter(|&v| v >= 0),
                    _ => None,
                })
                .collect::<Option<Vec<i64>>>()
        });
        Some(TypeInfo { elem, dims })
    }
}

fn unique_name(used: &mut HashSet<String>, name: &str, op: &str, index: usize) -> String {
    let base = if name.is_empty() {
        format!("{op}_{index}")
    } else {
        format!("{name}#{index}")
    };
    let mut candidate = base.clone();
    let mut k = 1;
    while !used.insert(candidate.clone()) {
        candidate = format!("{base}_{k}");
        k += 1;
    }
    candidate
}

fn node_label(_node: &NodeProto, b: &DagBuilder, id: NodeIndex) -> String {
    b.node(id).name.clone()
}

/// Outer values that the bodies of `If`/`Loop`/`Scan` (any graph attribute) read. A node with
/// bodies is one DAG node that depends on all of them.
pub(crate) fn subgraph_captures(node: &NodeProto, nested_nodes: &mut usize) -> Vec<String> {
    let mut used = Vec::new();
    let mut defined = HashSet::new();
    for attr in &node.attribute {
        for g in attr.g.iter().chain(&attr.graphs) {
            collect_names(g, &mut used, &mut defined, nested_nodes);
        }
    }
    let mut seen = HashSet::new();
    used.into_iter()
        .filter(|u| !defined.contains(u) && seen.insert(u.clone()))
        .collect()
}

fn collect_names(
    g: &GraphProto,
    used: &mut Vec<String>,
    defined: &mut HashSet<String>,
    nested_nodes: &mut usize,
) {
    // ONNX forbids shadowing, so one flat set of names defined at any depth is exact.
    defined.extend(g.input.iter().map(|i| i.name().to_string()));
    defined.extend(g.initializer.iter().map(|i| i.name().to_string()));
    defined.extend(
        g.sparse_initializer
            .iter()
            .filter_map(|s| s.values.as_ref())
            .map(|v| v.name().to_string()),
    );
    for n in &g.node {
        *nested_nodes += 1;
        defined.extend(n.output.iter().filter(|o| !o.is_empty()).cloned());
        used.extend(n.input.iter().filter(|i| !i.is_empty()).cloned());
        for attr in &n.attribute {
            for sub in attr.g.iter().chain(&attr.graphs) {
                collect_names(sub, used, defined, nested_nodes);
            }
        }
    }
    used.extend(g.output.iter().map(|o| o.name().to_string()));
}

/// External data must exist next to the model and be long enough; it is never read here, so
/// models far larger than 2 GB import in constant memory.
fn check_external_data(
    path: &Path,
    model_dir: &Path,
    t: &proto::TensorProto,
) -> Result<(), OnnxError> {
    let get = |key: &str| {
        t.external_data
            .iter()
            .find(|e| e.key() == key)
            .map(|e| e.value().to_string())
    };
    let location = get("location").unwrap_or_default();
    let fail = |reason: String| OnnxError::ExternalData {
        path: path.into(),
        tensor: t.name().into(),
        location: location.clone(),
        reason,
    };
    if location.is_empty() {
        return Err(fail("no 'location' key".into()));
    }
    let rel = Path::new(&location);
    if rel.is_absolute()
        || rel
            .components()
            .any(|c| matches!(c, std::path::Component::ParentDir))
    {
        return Err(fail(
            "the location must be a relative path inside the model's folder".into(),
        ));
    }
    let file = model_dir.join(rel);
    let len = std::fs::metadata(&file)
        .map_err(|e| fail(format!("cannot open {}: {e}", file.display())))?
        .len();
    let parse = |key: &str| {
        get(key)
            .map(|v| {
                v.parse::<u64>()
                    .map_err(|_| fail(format!("'{key}' is not a number: {v}")))
            })
            .transpose()
    };
    let offset = parse("offset")?.unwrap_or(0);
    if let Some(length) = parse("length")? {
        let Some(end) = offset.checked_add(length) else {
            return Err(fail(format!("offset {offset} + length {length} overflows")));
        };
        if end > len {
            return Err(fail(format!(
                "needs bytes {offset}..{end} but {} has {len}",
                file.display()
            )));
        }
    }
    Ok(())
}
