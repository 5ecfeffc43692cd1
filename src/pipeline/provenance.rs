//! What a reordered ONNX model records about its order, in its `metadata_props`.

use super::Options;
use crate::report::DeviceReport;

/// What a reordered ONNX model records in its `metadata_props` (keys `flowsched.*`): the
/// settings its figures assume, so a user can run it as it was judged.
pub(super) fn entries(
    options: &Options,
    scheduler: &str,
    device: Option<&DeviceReport>,
    runs_as: super::ExecutionOrder,
) -> Vec<(String, String)> {
    let judged_by = match device {
        Some(d) => format!("measured in {}", d.runtime),
        None => "flowsched's proxy only (no device run)".to_string(),
    };
    [
        ("version", env!("CARGO_PKG_VERSION").to_string()),
        ("objective", options.objective.spec()),
        ("scheduler", scheduler.to_string()),
        ("judged_by", judged_by),
        ("runs_as", runs_as.describe().to_string()),
    ]
    .into_iter()
    .map(|(k, v)| (format!("{}{k}", crate::onnx::PROVENANCE_PREFIX), v))
    .collect()
}

/// For an order judged in ONNX Runtime at an optimisation level: the model's `ort_config` with
/// that level, which ORT applies when `ORT_LOAD_CONFIG_FROM_MODEL=1` (checked with ORT 1.32: it
/// reads `session_options.graph_optimization_level` from the model, not the execution order).
/// The model's own `ort_config` keeps its other settings; one that is not a JSON object is left
/// alone.
pub(super) fn ort_config(
    model: &crate::onnx::OnnxImport,
    device: Option<&str>,
) -> Option<(String, String)> {
    let Ok(crate::runtime::onnx::OnnxDevice::Ort(level)) =
        crate::runtime::onnx::OnnxDevice::parse(device?)
    else {
        return None;
    };
    let existing = model
        .model
        .metadata_props
        .iter()
        .find(|p| p.key.as_deref() == Some("ort_config"))
        .map(|p| p.value.as_deref().unwrap_or(""));
    let mut config: serde_json::Value = match existing {
        None => serde_json::json!({}),
        Some(text) => serde_json::from_str(text).ok()?,
    };
    let options = config
        .as_object_mut()?
        .entry("session_options")
        .or_insert_with(|| serde_json::json!({}));
    options
        .as_object_mut()?
        .insert("graph_optimization_level".into(), level.ort_level().into());
    Some(("ort_config".into(), config.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::onnx::proto::StringStringEntryProto;
    use crate::onnx::ImportOptions;
    use std::path::Path;

    fn cell() -> crate::onnx::OnnxImport {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/inception_cell.onnx");
        crate::onnx::import_model(&path, &ImportOptions::default()).unwrap()
    }

    /// The level an order was judged at goes into ORT's `ort_config`, beside the model's own
    /// settings; no ORT device, or a config that is not a JSON object, writes nothing.
    #[test]
    fn ort_config_carries_the_judged_level() {
        let mut m = cell();
        assert_eq!(
            ort_config(&m, Some("ort:disabled")).unwrap().1,
            r#"{"session_options":{"graph_optimization_level":0}}"#
        );
        assert_eq!(ort_config(&m, Some("cpu")), None);
        assert_eq!(ort_config(&m, None), None);
        m.model.metadata_props.push(StringStringEntryProto {
            key: Some("ort_config".into()),
            value: Some(r#"{"session_options":{"intra_op_num_threads":2}}"#.into()),
        });
        let merged: serde_json::Value =
            serde_json::from_str(&ort_config(&m, Some("ort")).unwrap().1).unwrap();
        assert_eq!(
            merged,
            serde_json::json!({"session_options": {"intra_op_num_threads": 2, "graph_optimization_level": 99}})
        );
        m.model.metadata_props[0].value = Some("not json".into());
        assert_eq!(ort_config(&m, Some("ort")), None);
    }
}
