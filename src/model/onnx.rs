//! An ONNX model: the file, or the graph ONNX Runtime's optimiser made of it (`--for-ort`),
//! which a reordered output records with the level it was judged at (`ort_config`).

use super::{Format, ModelError, Provenance};
use flowsched_core::dag::Order;
use flowsched_core::device::Device;
use flowsched_core::device::OptimisationLevel;
use flowsched_onnx::{ImportOptions, ImportReport, OnnxImport};
use std::path::{Path, PathBuf};

/// The flag that schedules ORT's optimised graph, as errors and notes name it.
pub const OPTIMISED_GRAPH_FLAG: &str = "--for-ort";
/// The flag value that judges candidates by ORT's walk.
pub const WALK_FLAG: &str = "--execution-order ort-default";
/// Why a runtime's optimised graph is refused on another format.
pub const OPTIMISED_GRAPH_ONLY_ONNX: &str =
    "--for-ort applies to ONNX models (it schedules ONNX Runtime's optimised graph)";

#[derive(Debug)]
pub struct OnnxModel {
    /// What is scheduled: the file, or ORT's optimised graph of it.
    pub import: OnnxImport,
    /// How it was imported (the backend's kernel threads included).
    pub options: ImportOptions,
    pub optimised: Option<Optimised>,
    /// With `--rewrite`: the user's file with the rewrites the stage kept.
    pub rewritten: Option<Rewritten>,
}

/// The user's file with graph rewrites (`--rewrite`), written into a temporary folder that
/// lives as long as the model: what the rewrite stage kept, and what each did by the proxy.
#[derive(Debug)]
pub struct Rewritten {
    pub user_file: PathBuf,
    pub dir: tempfile::TempDir,
    pub rewrites: Vec<flowsched_onnx::rewrite::Rewrite>,
}

/// With `--for-ort LEVEL`: the graph ORT's optimiser makes of the user's file, in a temporary
/// folder that lives as long as the model.
#[derive(Debug)]
pub struct Optimised {
    pub level: OptimisationLevel,
    pub user_file: PathBuf,
    /// Holds ORT's graph (the model's path) while the model lives.
    pub dir: tempfile::TempDir,
    /// ORT writes the graph's weights into a file beside it; an output is given them inline
    /// again where the user's file had all of its own inline.
    pub inline_weights: bool,
}

impl OnnxModel {
    pub(super) fn open(path: &Path, options: &ImportOptions) -> Result<OnnxModel, ModelError> {
        Ok(OnnxModel {
            import: flowsched_onnx::import_model(path, options)?,
            options: options.clone(),
            optimised: None,
            rewritten: None,
        })
    }

    /// The rewritten graph at `graph`, written by the rewrite stage from the user's file.
    pub fn rewritten(
        graph: &Path,
        rewritten: Rewritten,
        options: &ImportOptions,
    ) -> Result<OnnxModel, ModelError> {
        Ok(OnnxModel {
            import: flowsched_onnx::import_model(graph, options)?,
            options: options.clone(),
            optimised: None,
            rewritten: Some(rewritten),
        })
    }

    /// ORT's graph at `graph`, written by its optimiser from the user's file.
    pub fn optimised(
        graph: &Path,
        optimised: Optimised,
        options: &ImportOptions,
    ) -> Result<OnnxModel, ModelError> {
        Ok(OnnxModel {
            import: flowsched_onnx::import_model(graph, options)?,
            options: options.clone(),
            optimised: Some(optimised),
            rewritten: None,
        })
    }

    /// The user's file: the input, whichever graph is scheduled.
    pub fn user_path(&self) -> &Path {
        let derived_from = (self.optimised.as_ref().map(|o| o.user_file.as_path()))
            .or(self.rewritten.as_ref().map(|r| r.user_file.as_path()));
        derived_from.unwrap_or(self.import.path.as_path())
    }
}

impl Format for OnnxModel {
    fn encode(&self, order: &Order) -> Result<Vec<u8>, ModelError> {
        let m = &self.import;
        let bytes = flowsched_onnx::export_order(&m.path, &m.raw, &m.dag, order)?;
        match &self.optimised {
            Some(o) if o.inline_weights => {
                let folder = flowsched_onnx::external::folder_of(&m.path);
                flowsched_onnx::external::inline(&bytes, folder).map_err(|e| ModelError::Input {
                    path: e.path,
                    reason: e.reason,
                })
            }
            _ => Ok(bytes),
        }
    }
    fn import_report(&self) -> Option<&ImportReport> {
        Some(&self.import.report)
    }
    /// A reordered model (and ORT's optimised graph, which is not the input) says what its
    /// order was chosen for in `metadata_props`, and the level it was judged at in `ort_config`;
    /// one whose order is kept stays the input, byte for byte, unless it was judged at a level
    /// other than ORT's default (then it carries the same entries, its nodes unchanged).
    fn annotate(
        &self,
        bytes: Vec<u8>,
        reordered: bool,
        provenance: &Provenance,
    ) -> Result<Vec<u8>, ModelError> {
        // An input kept as it is needs its level only where that is not ORT's default.
        let level_to_say = (provenance.device).and_then(|d| d.optimisation())
            != Some(OptimisationLevel::All)
            && provenance.device.and_then(|d| d.optimisation()).is_some();
        let derived = self.optimised.is_some() || self.rewritten.is_some();
        if !reordered && !derived && !level_to_say {
            return Ok(bytes);
        }
        let mut notes = entries(provenance);
        notes.extend(ort_config(&self.import, provenance.device));
        // Not the file's nodes: ORT's, fused. A checker compares such a file by its outputs
        // (scripts/check_equivalence.py), and a reader learns what it holds.
        if let Some(o) = &self.optimised {
            let key = format!("{}graph", flowsched_onnx::PROVENANCE_PREFIX);
            notes.push((key, format!("onnxruntime-optimised:{}", o.level.name())));
        }
        // Not the file's graph either: a checker compares it by its outputs, within float
        // rounding, and traces each new node to the one it comes from.
        if let Some(r) = &self.rewritten {
            let key = format!("{}rewrites", flowsched_onnx::PROVENANCE_PREFIX);
            let list: Vec<String> = (r.rewrites.iter())
                .map(|w| format!("{}:{}", w.kind.name(), w.at))
                .collect();
            notes.push((key, list.join(",")));
        }
        Ok(flowsched_onnx::with_provenance(
            &self.import.path,
            &bytes,
            &notes,
        )?)
    }
}

/// What a reordered ONNX model records in its `metadata_props` (keys `flowsched.*`): the
/// settings its figures assume, so a user can run it as it was judged.
fn entries(p: &Provenance) -> Vec<(String, String)> {
    [
        ("version", env!("CARGO_PKG_VERSION").to_string()),
        ("objective", p.objective.spec()),
        ("scheduler", p.scheduler.clone()),
        ("judged_by", p.judged_by.clone()),
        ("runs_as", p.execution_order.describe().to_string()),
    ]
    .into_iter()
    .map(|(k, v)| (format!("{}{k}", flowsched_onnx::PROVENANCE_PREFIX), v))
    .collect()
}

/// For an order judged in ONNX Runtime at an optimisation level: the model's `ort_config` with
/// that level, which ORT applies when `ORT_LOAD_CONFIG_FROM_MODEL=1` (checked with ORT 1.32: it
/// reads `session_options.graph_optimization_level` from the model, not the execution order).
/// The model's own `ort_config` keeps its other settings; one that is not a JSON object is left
/// alone.
fn ort_config(model: &OnnxImport, device: Option<Device>) -> Option<(String, String)> {
    let level = device?.optimisation()?;
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
    use flowsched_onnx::proto::StringStringEntryProto;

    fn cell() -> OnnxImport {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/inception_cell.onnx");
        flowsched_onnx::import_model(&path, &ImportOptions::default()).unwrap()
    }

    /// The level an order was judged at goes into ORT's `ort_config`, beside the model's own
    /// settings; no ORT device, or a config that is not a JSON object, writes nothing.
    #[test]
    fn ort_config_carries_the_judged_level() {
        let mut m = cell();
        let ort = |s: &str| Some(s.parse::<Device>().unwrap());
        assert_eq!(
            ort_config(&m, ort("ort:disabled")).unwrap().1,
            r#"{"session_options":{"graph_optimization_level":0}}"#
        );
        assert_eq!(ort_config(&m, ort("cpu")), None);
        assert_eq!(ort_config(&m, None), None);
        m.model.metadata_props.push(StringStringEntryProto {
            key: Some("ort_config".into()),
            value: Some(r#"{"session_options":{"intra_op_num_threads":2}}"#.into()),
        });
        let merged: serde_json::Value =
            serde_json::from_str(&ort_config(&m, ort("ort:all")).unwrap().1).unwrap();
        assert_eq!(
            merged,
            serde_json::json!({"session_options": {"intra_op_num_threads": 2, "graph_optimization_level": 99}})
        );
        m.model.metadata_props[0].value = Some("not json".into());
        assert_eq!(ort_config(&m, ort("ort:all")), None);
    }
}
