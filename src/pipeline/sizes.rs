//! Sizes no shape rule infers, taken from one run of the model in ONNX Runtime: a copy of the
//! file states each tensor's type and shape as the run produced it, and is imported in place of
//! the file for its DAG. Only the sizes change: the nodes are the file's, in its order, so the
//! output is still written from the user's own file. (The planner proxy then takes those shapes
//! as known to ORT's planner before the run, as they would be had the file stated them.)

use crate::dag::ScheduleDag;
use crate::model::Model;
use crate::onnx::ImportOptions;
use std::path::Path;

/// The DAG of `model` (loaded from `path`) with the sizes one run in ONNX Runtime gives, or why
/// there is none.
pub(super) fn from_one_run(
    model: &Model,
    path: &Path,
    import: &ImportOptions,
    seed: u64,
) -> Result<ScheduleDag, String> {
    if model.has_external_data() {
        return Err("the model keeps weights in external data files".into());
    }
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let copy = dir.path().join("sized.onnx");
    std::fs::copy(path, &copy).map_err(|e| e.to_string())?;
    let settings = crate::runtime::onnx::MeasureSettings {
        import,
        streams: 1,
        seed,
    };
    crate::runtime::onnx::state_shapes_from_one_run(&copy, &settings)?;
    let sized = Model::load_function(&copy, import, None).map_err(|e| e.to_string())?;
    let (old, new) = (model.dag(), sized.dag());
    let same_nodes =
        old.len() == new.len() && old.nodes().all(|n| old.node(n).name == new.node(n).name);
    if !same_nodes {
        return Err("the sized copy does not have the file's nodes".into());
    }
    tracing::info!(
        "sized {} tensors from one run in ONNX Runtime",
        old.unknown_size_tensors().count() - new.unknown_size_tensors().count()
    );
    Ok(sized.dag().clone())
}
