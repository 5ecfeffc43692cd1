//! Writes the same model with `graph.node` in a new order. Works on the wire format: the node
//! records are permuted in place and every other byte (initializers, metadata, opsets, doc
//! strings, external data references, value_info, fields unknown to this schema) is copied as
//! it was, so exporting the original order reproduces the input byte for byte.

use super::wire::{put_len_delimited, split_fields};
use super::OnnxError;
use flowsched_core::dag::{Order, ScheduleDag};
use std::path::Path;

const MODEL_GRAPH: u64 = 7;
const GRAPH_NODE: u64 = 1;

/// Re-encodes `raw` (the model file's bytes) with its nodes in `order`.
pub fn export_order(
    path: &Path,
    raw: &[u8],
    dag: &ScheduleDag,
    order: &Order,
) -> Result<Vec<u8>, OnnxError> {
    let bad = |reason: String| OnnxError::Output {
        path: path.into(),
        reason,
    };
    let model_fields =
        split_fields(raw).map_err(|e| bad(format!("cannot re-read the model: {e}")))?;
    let graphs: Vec<_> = model_fields
        .iter()
        .filter(|f| f.number == MODEL_GRAPH)
        .collect();
    if graphs.len() != 1 {
        return Err(bad(format!(
            "expected one graph record, found {}",
            graphs.len()
        )));
    }
    let graph_fields = split_fields(graphs[0].payload)
        .map_err(|e| bad(format!("cannot re-read the graph: {e}")))?;
    let nodes: Vec<&[u8]> = graph_fields
        .iter()
        .filter(|f| f.number == GRAPH_NODE)
        .map(|f| f.whole)
        .collect();
    if nodes.len() != order.len() {
        return Err(OnnxError::OrderLength {
            path: path.into(),
            got: order.len(),
            expected: nodes.len(),
        });
    }
    let mut new_graph = Vec::with_capacity(graphs[0].payload.len());
    let mut next = order.iter().map(|n| nodes[dag.node(n).source_id]);
    for f in &graph_fields {
        if f.number == GRAPH_NODE {
            new_graph.extend_from_slice(next.next().expect("as many slots as nodes"));
        } else {
            new_graph.extend_from_slice(f.whole);
        }
    }
    let mut out = Vec::with_capacity(raw.len());
    for f in &model_fields {
        if f.number == MODEL_GRAPH {
            put_len_delimited(&mut out, MODEL_GRAPH, &new_graph);
        } else {
            out.extend_from_slice(f.whole);
        }
    }
    Ok(out)
}

const MODEL_METADATA_PROPS: u64 = 14;
const ENTRY_KEY: u64 = 1;
const ENTRY_VALUE: u64 = 2;

/// The prefix of the `metadata_props` keys flowsched writes (see [`with_provenance`]).
pub const PROVENANCE_PREFIX: &str = "flowsched.";

/// `model` (encoded) with `entries` as its last metadata entries: what the order was chosen for
/// and how it was judged. Entries with the same keys, and every earlier `flowsched.*` entry,
/// are dropped; every other byte stays as it was, the other metadata entries included.
pub fn with_provenance(
    path: &Path,
    model: &[u8],
    entries: &[(String, String)],
) -> Result<Vec<u8>, OnnxError> {
    let bad = |reason: String| OnnxError::Output {
        path: path.into(),
        reason,
    };
    let fields = split_fields(model).map_err(|e| bad(format!("cannot re-read the model: {e}")))?;
    let mut out = Vec::with_capacity(model.len() + 64 * entries.len());
    for f in &fields {
        let replaced = |key: &[u8]| {
            key.starts_with(PROVENANCE_PREFIX.as_bytes())
                || entries.iter().any(|(k, _)| k.as_bytes() == key)
        };
        let ours = f.number == MODEL_METADATA_PROPS
            && split_fields(f.payload)
                .map_err(|e| bad(format!("cannot read a metadata entry: {e}")))?
                .iter()
                .any(|e| e.number == ENTRY_KEY && replaced(e.payload));
        if !ours {
            out.extend_from_slice(f.whole);
        }
    }
    for (key, value) in entries {
        let mut entry = Vec::with_capacity(key.len() + value.len() + 8);
        put_len_delimited(&mut entry, ENTRY_KEY, key.as_bytes());
        put_len_delimited(&mut entry, ENTRY_VALUE, value.as_bytes());
        put_len_delimited(&mut out, MODEL_METADATA_PROPS, &entry);
    }
    Ok(out)
}

/// `flowsched_core::files::write_atomically`, with the error naming the file as the importer's do.
pub fn write_atomically(path: &Path, data: &[u8]) -> Result<(), OnnxError> {
    flowsched_core::files::write_atomically(path, data).map_err(|source| OnnxError::Io {
        path: path.into(),
        source,
    })
}
