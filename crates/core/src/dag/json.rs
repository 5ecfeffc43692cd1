//! The plain JSON DAG format, for task graphs that are not ML models and for interchange:
//! `{"nodes": [{"name": "a", "runtime": 0.5, "bytes": 1024, "flops": 0}], "edges": [["a", "b"]]}`.
//! Each node produces one tensor of `bytes`; an edge carries its source's `bytes` unless it
//! names its own (`["a", "b", 64]`).

use super::{DagBuilder, DagError, OpNode, Order, ScheduleDag};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct JsonDag {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    pub nodes: Vec<JsonNode>,
    #[serde(default)]
    pub edges: Vec<JsonEdge>,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct JsonNode {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub op: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub runtime: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bytes: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flops: Option<f64>,
}

/// `["a", "b"]` or `["a", "b", bytes]`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(untagged)]
pub enum JsonEdge {
    Plain(String, String),
    Sized(String, String, u64),
}

impl JsonEdge {
    fn ends(&self) -> (&str, &str, Option<u64>) {
        match self {
            JsonEdge::Plain(a, b) => (a, b, None),
            JsonEdge::Sized(a, b, n) => (a, b, Some(*n)),
        }
    }
}

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum JsonDagError {
    #[error("edge {index} refers to unknown node '{name}'")]
    UnknownNode { index: usize, name: String },
    #[error("'{name}': {bytes} bytes is over the limit of {cap} for one tensor")]
    TooLarge { name: String, bytes: u64, cap: u64 },
    #[error("node '{name}': runtime {runtime} is not a finite number of seconds, 0 or more")]
    BadRuntime { name: String, runtime: f64 },
    #[error(transparent)]
    Dag(#[from] DagError),
    #[error("{0}")]
    Read(#[from] std::io::Error),
    #[error("not a JSON DAG: {0}")]
    NotJson(#[from] serde_json::Error),
    #[error("the graph has no nodes")]
    Empty,
}

/// The largest tensor a JSON DAG may give: the ONNX importer's default cap, so that sums of
/// sizes never overflow.
const MAX_BYTES: u64 = super::DEFAULT_MAX_TENSOR_BYTES;

fn checked_bytes(name: &str, bytes: Option<u64>) -> Result<u64, JsonDagError> {
    match bytes.unwrap_or(0) {
        b if b > MAX_BYTES => Err(JsonDagError::TooLarge {
            name: name.into(),
            bytes: b,
            cap: MAX_BYTES,
        }),
        b => Ok(b),
    }
}

impl JsonDag {
    /// Lowers to a [`ScheduleDag`]. An edge with its own byte count carries a tensor of its own.
    pub fn to_dag(&self) -> Result<ScheduleDag, JsonDagError> {
        let mut b = DagBuilder::new(self.name.clone().unwrap_or_else(|| "dag".into()));
        let mut index = HashMap::new();
        for (i, n) in self.nodes.iter().enumerate() {
            if index.contains_key(n.name.as_str()) {
                return Err(DagError::DuplicateNode(n.name.clone()).into());
            }
            let mut node = OpNode::new(&n.name, n.op.clone().unwrap_or_else(|| "task".into()), i);
            if let Some(r) = n.runtime.filter(|r| !(r.is_finite() && *r >= 0.0)) {
                return Err(JsonDagError::BadRuntime {
                    name: n.name.clone(),
                    runtime: r,
                });
            }
            let bytes = checked_bytes(&n.name, n.bytes)?;
            node.runtime = n.runtime;
            node.flops = n.flops.unwrap_or(0.0);
            node.bytes_written = bytes;
            let id = b.add_node(node);
            let t = b.add_tensor(n.name.clone(), Some(id))?;
            let tensor = b.tensor_mut(t);
            tensor.bytes = bytes;
            tensor.size_known = true;
            index.insert(n.name.as_str(), (id, t));
        }
        for (i, e) in self.edges.iter().enumerate() {
            let (from, to, bytes) = e.ends();
            let lookup = |name: &str| {
                index
                    .get(name)
                    .copied()
                    .ok_or_else(|| JsonDagError::UnknownNode {
                        index: i,
                        name: name.into(),
                    })
            };
            let ((src, src_tensor), (dst, _)) = (lookup(from)?, lookup(to)?);
            let tensor = match bytes {
                None => src_tensor,
                Some(n) => {
                    let name = format!("{from}->{to}#{i}");
                    let n = checked_bytes(&name, Some(n))?;
                    let t = b.add_tensor(name, Some(src))?;
                    b.tensor_mut(t).bytes = n;
                    b.tensor_mut(t).size_known = true;
                    t
                }
            };
            b.add_use(tensor, dst);
        }
        // A sink's own tensor is a result of the task graph: it stays live to the end.
        let has_out_edge: std::collections::HashSet<&str> =
            self.edges.iter().map(|e| e.ends().0).collect();
        for n in &self.nodes {
            let (_, t) = index[n.name.as_str()];
            if !has_out_edge.contains(n.name.as_str()) {
                b.tensor_mut(t).graph_output = true;
            }
        }
        let mut dag = b.build()?;
        fill_bytes_read(&mut dag);
        Ok(dag)
    }

    /// Writes a DAG (from any source) in the JSON format, nodes listed in `order`.
    pub fn from_dag(dag: &ScheduleDag, order: &Order) -> JsonDag {
        let nodes = order
            .iter()
            .map(|n| {
                let node = dag.node(n);
                JsonNode {
                    name: node.name.clone(),
                    op: (node.op != "task").then(|| node.op.clone()),
                    runtime: node.runtime,
                    bytes: Some(node.bytes_written),
                    flops: (node.flops != 0.0).then_some(node.flops),
                }
            })
            .collect();
        let pos = order.positions();
        let mut edges: Vec<_> = dag
            .graph()
            .raw_edges()
            .iter()
            .map(|e| {
                let (s, t) = (e.source(), e.target());
                let default = dag.node(s).bytes_written;
                let (a, b) = (dag.node(s).name.clone(), dag.node(t).name.clone());
                let edge = if e.weight.bytes == default {
                    JsonEdge::Plain(a, b)
                } else {
                    JsonEdge::Sized(a, b, e.weight.bytes)
                };
                ((pos[s.index()], pos[t.index()]), edge)
            })
            .collect();
        edges.sort_by_key(|(k, _)| *k);
        JsonDag {
            name: Some(dag.name.clone()),
            nodes,
            edges: edges.into_iter().map(|(_, e)| e).collect(),
        }
    }
}

fn fill_bytes_read(dag: &mut ScheduleDag) {
    let reads: Vec<u64> = dag
        .inputs_index()
        .iter()
        .map(|ts| ts.iter().map(|&t| dag.tensor(t).bytes).sum())
        .collect();
    for (n, r) in dag.nodes().collect::<Vec<_>>().into_iter().zip(reads) {
        dag.node_mut(n).bytes_read = r;
    }
}

/// A DAG from JSON text; for tests, which build small graphs by hand.
/// Reads a JSON DAG file, a graph of at least one node; the error is the reason, without the
/// path (the caller names the file).
pub fn read_json_dag(path: &std::path::Path) -> Result<ScheduleDag, JsonDagError> {
    let text = std::fs::read_to_string(path)?;
    let json: JsonDag = serde_json::from_str(&text)?;
    if json.nodes.is_empty() {
        return Err(JsonDagError::Empty);
    }
    json.to_dag()
}

#[cfg(test)]
pub(crate) fn dag_from_json(text: &str) -> ScheduleDag {
    serde_json::from_str::<JsonDag>(text)
        .expect("valid JSON DAG")
        .to_dag()
        .expect("a valid DAG")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_documented_example_and_defaults_edge_bytes() {
        let text = r#"{"nodes": [{"name": "a", "runtime": 0.5, "bytes": 1024, "flops": 0},
                                 {"name": "b"}], "edges": [["a", "b"]]}"#;
        let dag: JsonDag = serde_json::from_str(text).unwrap();
        let dag = dag.to_dag().unwrap();
        assert_eq!(dag.len(), 2);
        assert_eq!(dag.graph().raw_edges()[0].weight.bytes, 1024);
        assert_eq!(dag.node(dag.find("b").unwrap()).bytes_read, 1024);
    }

    #[test]
    fn round_trips_through_from_dag() {
        let text = r#"{"name":"g","nodes":[{"name":"a","bytes":8},{"name":"b","bytes":4},{"name":"c","bytes":2}],
                       "edges":[["a","c"],["b","c",3]]}"#;
        let json: JsonDag = serde_json::from_str(text).unwrap();
        let dag = json.to_dag().unwrap();
        let back = JsonDag::from_dag(&dag, &Order::original(&dag));
        assert_eq!(back.to_dag().unwrap().edge_count(), 2);
        assert_eq!(back.edges, json.edges);
    }

    #[test]
    fn unknown_edge_end_is_named() {
        let json: JsonDag =
            serde_json::from_str(r#"{"nodes":[{"name":"a"}],"edges":[["a","zz"]]}"#).unwrap();
        assert_eq!(
            json.to_dag().unwrap_err().to_string(),
            "edge 0 refers to unknown node 'zz'"
        );
    }
}
