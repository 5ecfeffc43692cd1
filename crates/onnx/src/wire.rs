//! Just enough of the protobuf wire format to split a message into its top-level fields without
//! decoding them, so the exporter can permute `graph.node` and copy every other byte as it was.

use prost::encoding::{decode_varint, encode_varint};

/// One top-level field: its number and its bytes exactly as in the file (key included).
#[derive(Debug, Clone, Copy)]
pub(crate) struct RawField<'a> {
    pub number: u64,
    pub whole: &'a [u8],
    /// For length-delimited fields, the content; otherwise empty.
    pub payload: &'a [u8],
}

/// Why a message's bytes are not the protobuf wire format.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{0}")]
pub(crate) struct WireError(pub String);

impl From<String> for WireError {
    fn from(message: String) -> Self {
        WireError(message)
    }
}

impl From<&str> for WireError {
    fn from(message: &str) -> Self {
        WireError(message.to_string())
    }
}

pub(crate) fn split_fields(buf: &[u8]) -> Result<Vec<RawField<'_>>, WireError> {
    let mut fields = Vec::new();
    let mut rest = buf;
    while !rest.is_empty() {
        let start = rest;
        let key = decode_varint(&mut rest).map_err(|e| WireError(e.to_string()))?;
        let (number, wire_type) = (key >> 3, key & 7);
        let payload: &[u8] = match wire_type {
            0 => {
                decode_varint(&mut rest).map_err(|e| WireError(e.to_string()))?;
                &[]
            }
            1 | 5 => {
                let n = if wire_type == 1 { 8 } else { 4 };
                rest = rest.get(n..).ok_or("truncated fixed-width field")?;
                &[]
            }
            2 => {
                let len = decode_varint(&mut rest).map_err(|e| WireError(e.to_string()))? as usize;
                let p = rest.get(..len).ok_or("truncated length-delimited field")?;
                rest = &rest[len..];
                p
            }
            w => return Err(format!("unsupported wire type {w} in field {number}").into()),
        };
        let consumed = start.len() - rest.len();
        fields.push(RawField {
            number,
            whole: &start[..consumed],
            payload,
        });
    }
    Ok(fields)
}

/// Appends a length-delimited field with the given number and content.
pub(crate) fn put_len_delimited(out: &mut Vec<u8>, number: u64, content: &[u8]) {
    encode_varint((number << 3) | 2, out);
    encode_varint(content.len() as u64, out);
    out.extend_from_slice(content);
}
