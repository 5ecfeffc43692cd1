//! A JSON task graph ([`flowsched_core::dag::JsonDag`]): it states its own sizes and runtimes, and no
//! runtime executes it, so its order is the file's and no device measures it.

use super::{Format, ModelError};
use flowsched_core::dag::{JsonDag, Order, ScheduleDag};
use std::path::{Path, PathBuf};

#[derive(Debug)]
pub struct JsonModel {
    pub(super) path: PathBuf,
    pub(super) dag: ScheduleDag,
}

impl JsonModel {
    pub(super) fn load(path: &Path) -> Result<JsonModel, ModelError> {
        let dag = flowsched_core::dag::read_json_dag(path).map_err(|e| ModelError::Input {
            path: path.into(),
            reason: e.to_string(),
        })?;
        Ok(JsonModel {
            path: path.into(),
            dag,
        })
    }
}

impl Format for JsonModel {
    fn encode(&self, order: &Order) -> Result<Vec<u8>, ModelError> {
        let mut text = serde_json::to_string_pretty(&JsonDag::from_dag(&self.dag, order))
            .expect("JSON DAG serialises");
        text.push('\n');
        Ok(text.into_bytes())
    }
}
