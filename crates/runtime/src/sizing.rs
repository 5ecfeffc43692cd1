//! Sizing from one run: the type and shape of every node output that no shape rule covers
//! (the NCHWc layouts and fused ops of ORT's `all` level), as ONNX Runtime produced them.
//!
//! ORT's profiler records each kernel's output shapes, so one profiled run of the model
//! itself sizes it at the cost of a run (NASNet-A Large at 331x331: 0.4 s). Outputs the profile
//! cannot name (a node without a unique name) come from a probe instead: a copy whose graph
//! outputs every such tensor, so that one run returns it. The probe holds every output at
//! once, gigabytes on the large nets (4.5 s there), so it only covers what the profile missed.

use super::job::{Job, OptimisationLevel, OrtJob, RunShape};
use super::onnx::MeasureSettings;
use super::worker::WorkerPool;
use super::RuntimeError;
use flowsched_onnx::proto::{type_proto, GraphProto, ModelProto, TypeProto, ValueInfoProto};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::{Path, PathBuf};

/// States in `model`'s `value_info` the type and shape of every node output it leaves
/// unstated, as one run in ONNX Runtime (optimisation off, the model's inputs bound as in
/// `settings`) produced them. The model is rewritten in place (a file of flowsched's own,
/// such as ORT's optimised graph); returns how many tensors it states now. Errors say only what
/// went wrong: the file is a copy, and the caller knows which of the user's files it stands for.
pub fn state_shapes_from_one_run(
    model: &Path,
    settings: &MeasureSettings,
) -> Result<usize, RuntimeError> {
    use prost::Message;
    let bytes = std::fs::read(model).map_err(|e| e.to_string())?;
    let mut proto = ModelProto::decode(bytes.as_slice()).map_err(|e| e.to_string())?;
    let graph = proto.graph.as_ref().ok_or("the model has no graph")?;
    let unstated = unstated(graph);
    if unstated.is_empty() {
        return Ok(0);
    }
    // Written beside the model, where its external data are.
    let dir = flowsched_onnx::external::scratch_dir_for(model).map_err(|e| e.to_string())?;
    let mut found = from_profile(model, graph, dir.path(), settings)?;
    let missed: Vec<String> = (unstated.iter())
        .filter(|n| !found.contains_key(*n))
        .cloned()
        .collect();
    if !missed.is_empty() {
        tracing::debug!(
            "{} tensors not in ORT's profile: sized by a probe",
            missed.len()
        );
        found.extend(from_probe(model, &proto, &missed, dir.path(), settings)?);
    }
    let graph = proto.graph.as_mut().expect("checked");
    graph.value_info.retain(|v| v.r#type.is_some());
    let mut added = 0;
    for name in &unstated {
        let Some(s) = found.get(name.as_str()) else {
            continue;
        };
        graph.value_info.push(stated(name, s));
        added += 1;
    }
    flowsched_onnx::write_atomically(model, &proto.encode_to_vec()).map_err(|e| e.to_string())?;
    Ok(added)
}

/// The node outputs whose type and shape the graph does not state.
fn unstated(graph: &GraphProto) -> Vec<String> {
    let stated: HashSet<&str> = (graph.input.iter())
        .chain(&graph.output)
        .chain(&graph.value_info)
        .filter(|v| v.r#type.is_some())
        .filter_map(|v| v.name.as_deref())
        .collect();
    (graph.node.iter())
        .flat_map(|n| n.output.iter())
        .filter(|o| !o.is_empty() && !stated.contains(o.as_str()))
        .cloned()
        .collect()
}

/// `name` stated with the type and shape one run gave it, marked as such.
fn stated(name: &str, s: &RunShape) -> ValueInfoProto {
    use flowsched_onnx::proto::tensor_shape_proto::{dimension, Dimension};
    let shape = flowsched_onnx::proto::TensorShapeProto {
        dim: (s.dims.iter())
            .map(|&d| Dimension {
                value: Some(dimension::Value::DimValue(d)),
                ..Default::default()
            })
            .collect(),
    };
    ValueInfoProto {
        name: Some(name.to_string()),
        r#type: Some(TypeProto {
            value: Some(type_proto::Value::TensorType(type_proto::Tensor {
                elem_type: Some(s.elem_type),
                shape: Some(shape),
            })),
            ..Default::default()
        }),
        doc_string: Some(flowsched_onnx::STATED_FROM_ONE_RUN.into()),
        ..Default::default()
    }
}

/// One job on `model` in ONNX Runtime with optimisation off, as `settings` bind its inputs.
fn job(
    model: &Path,
    settings: &MeasureSettings,
    profile: Option<PathBuf>,
    record_shapes: Option<PathBuf>,
) -> Result<Job, RuntimeError> {
    Ok(Job::Ort(OrtJob {
        model: model.to_path_buf(),
        library: super::ort_library()?,
        optimization: OptimisationLevel::Disabled,
        file_order: false,
        arena: false,
        // The threads the measurements use (ORT's default), whose kernels size their scratch.
        threads: 0,
        inputs: settings.input_spec(),
        profile,
        save_optimized: None,
        record_shapes,
    }))
}

/// Runs `job` once; errors name "the model", not the scratch file ORT was given.
fn run_once(job: Job, scratch: &Path) -> Result<(), RuntimeError> {
    use super::Runtime;
    let mut pool = WorkerPool::new(vec![job], String::new())?;
    let name = scratch.display().to_string();
    pool.run(0, std::time::Duration::from_secs(600))
        .map_err(|e| {
            let e = e.to_string().replace(&format!("{name}: "), "");
            e.replace(&name, "the model")
        })?;
    // The session ends with the worker, and ORT writes its profile then.
    drop(pool);
    Ok(())
}

/// The output shapes of every node with a unique name, from ORT's profile of one run.
fn from_profile(
    model: &Path,
    graph: &GraphProto,
    dir: &Path,
    settings: &MeasureSettings,
) -> Result<BTreeMap<String, RunShape>, RuntimeError> {
    let prefix = dir.join("profile");
    run_once(job(model, settings, Some(prefix), None)?, model)?;
    // ORT names the file after the prefix and the time.
    let file = (std::fs::read_dir(dir).map_err(|e| e.to_string())?)
        .filter_map(|e| e.ok().map(|e| e.path()))
        .find(|p| {
            let name = p.file_name().unwrap_or_default().to_string_lossy();
            name.starts_with("profile") && name.ends_with(".json")
        });
    let Some(file) = file else {
        return Ok(BTreeMap::new());
    };
    let text = std::fs::read_to_string(&file).map_err(|e| e.to_string())?;
    Ok(shapes_in_profile(&text, graph))
}

/// One kernel's record in ORT's profile: `<node name>_kernel_time`, its output types and
/// shapes in the node's output order.
#[derive(serde::Deserialize)]
struct Event {
    #[serde(default)]
    cat: String,
    #[serde(default)]
    name: String,
    #[serde(default)]
    args: EventArgs,
}

#[derive(serde::Deserialize, Default)]
struct EventArgs {
    #[serde(default)]
    output_type_shape: Vec<BTreeMap<String, Vec<i64>>>,
}

/// The shapes `text` (ORT's profile, JSON) gives the outputs of `graph`'s uniquely named nodes.
fn shapes_in_profile(text: &str, graph: &GraphProto) -> BTreeMap<String, RunShape> {
    let Ok(events) = serde_json::from_str::<Vec<Event>>(text) else {
        return BTreeMap::new();
    };
    let mut by_name: HashMap<&str, Option<&[String]>> = HashMap::new();
    for node in &graph.node {
        let Some(name) = node.name.as_deref().filter(|n| !n.is_empty()) else {
            continue;
        };
        // A repeated name cannot say which node an event is.
        by_name
            .entry(name)
            .and_modify(|v| *v = None)
            .or_insert(Some(node.output.as_slice()));
    }
    let mut found = BTreeMap::new();
    for event in events.iter().filter(|e| e.cat == "Node") {
        let Some(node) = event.name.strip_suffix("_kernel_time") else {
            continue;
        };
        let Some(Some(outputs)) = by_name.get(node) else {
            continue;
        };
        for (name, typed) in outputs.iter().zip(&event.args.output_type_shape) {
            let Some((ty, dims)) = typed.iter().next().filter(|_| typed.len() == 1) else {
                continue;
            };
            if let (false, Some(elem_type)) = (name.is_empty(), elem_type(ty)) {
                let shape = RunShape {
                    name: name.clone(),
                    elem_type,
                    dims: dims.clone(),
                };
                found.insert(name.clone(), shape);
            }
        }
    }
    found
}

/// ONNX's element type of ORT's name for it in profiles.
fn elem_type(ort_name: &str) -> Option<i32> {
    use flowsched_onnx::proto::tensor_proto::DataType as T;
    let t = match ort_name {
        "float" => T::Float,
        "uint8" => T::Uint8,
        "int8" => T::Int8,
        "uint16" => T::Uint16,
        "int16" => T::Int16,
        "int32" => T::Int32,
        "int64" => T::Int64,
        "string" => T::String,
        "bool" => T::Bool,
        "float16" | "MLFloat16" => T::Float16,
        "double" => T::Double,
        "uint32" => T::Uint32,
        "uint64" => T::Uint64,
        "bfloat16" | "BFloat16" => T::Bfloat16,
        _ => return None,
    };
    Some(t as i32)
}

/// The shapes of `names` from one run of a probe: a copy of the model that outputs each.
fn from_probe(
    model: &Path,
    proto: &ModelProto,
    names: &[String],
    dir: &Path,
    settings: &MeasureSettings,
) -> Result<BTreeMap<String, RunShape>, RuntimeError> {
    use prost::Message;
    let mut probe = proto.clone();
    let outputs = &mut probe.graph.as_mut().expect("checked").output;
    let listed: HashSet<String> = outputs.iter().filter_map(|o| o.name.clone()).collect();
    outputs.extend(
        (names.iter())
            .filter(|n| !listed.contains(*n))
            .map(|n| ValueInfoProto {
                name: Some(n.clone()),
                ..Default::default()
            }),
    );
    // Beside the model, where its external data are.
    let probe_file = tempfile::Builder::new()
        .prefix(".flowsched-probe-")
        .suffix(".onnx")
        .tempfile_in(flowsched_onnx::external::folder_of(model))
        .map_err(|e| e.to_string())?;
    let probe_path = probe_file.path().to_path_buf();
    std::fs::write(&probe_path, probe.encode_to_vec()).map_err(|e| e.to_string())?;
    let shapes_path = dir.join("shapes.json");
    run_once(
        job(&probe_path, settings, None, Some(shapes_path.clone()))?,
        &probe_path,
    )?;
    let text = std::fs::read_to_string(&shapes_path).map_err(|e| e.to_string())?;
    let shapes: Vec<RunShape> = serde_json::from_str(&text).map_err(|e| e.to_string())?;
    Ok(shapes.into_iter().map(|s| (s.name.clone(), s)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use flowsched_onnx::proto::NodeProto;

    fn node(name: &str, outputs: &[&str]) -> NodeProto {
        NodeProto {
            name: Some(name.into()),
            output: outputs.iter().map(|s| s.to_string()).collect(),
            ..Default::default()
        }
    }

    #[test]
    fn a_profile_sizes_the_outputs_of_uniquely_named_nodes() {
        let graph = GraphProto {
            node: vec![
                node("conv", &["a", ""]),
                node("twice", &["b"]),
                node("twice", &["c"]),
                node("cast", &["d"]),
            ],
            ..Default::default()
        };
        let profile = r#"[
            {"cat": "Session", "name": "session_initialization", "args": {}},
            {"cat": "Node", "name": "conv_fence_before", "args": {}},
            {"cat": "Node", "name": "conv_kernel_time",
             "args": {"output_type_shape": [{"float": [1, 16, 8, 8]}, {"float": [3]}]}},
            {"cat": "Node", "name": "twice_kernel_time",
             "args": {"output_type_shape": [{"float": [2]}]}},
            {"cat": "Node", "name": "cast_kernel_time",
             "args": {"output_type_shape": [{"int64": [4, 0]}]}}
        ]"#;
        let found = shapes_in_profile(profile, &graph);
        let names: Vec<&str> = found.keys().map(String::as_str).collect();
        // Not the unnamed output, nor those of the two nodes named alike.
        assert_eq!(names, ["a", "d"]);
        assert_eq!(found["a"].dims, [1, 16, 8, 8]);
        assert_eq!(found["a"].elem_type, 1);
        assert_eq!(
            (found["d"].elem_type, &found["d"].dims[..]),
            (7, &[4, 0][..])
        );
        // Not a profile: nothing, and the probe sizes the rest.
        assert!(shapes_in_profile("{", &graph).is_empty());
    }
}
