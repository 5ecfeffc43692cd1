//! ONNX external data: the files next to a model that hold its weights (the rule past 2 GB).
//! Their locations are relative to the model's folder, and ONNX Runtime refuses one that
//! resolves outside it ("External data path escapes model directory"), a symbolic link to the
//! input's folder included. So a model written into another folder brings its data along: a
//! copy by default, or a hard link where the two folders share a file system (no bytes
//! written). flowsched's own scratch files (candidates, the sizing copy) always link.

use crate::proto::tensor_proto::DataLocation;
use crate::proto::{ModelProto, StringStringEntryProto};
use std::path::{Path, PathBuf};

/// How the output's external data reach a folder that is not the input's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ExternalData {
    /// A hard link to the input's file (no bytes written); a copy where the folders are on
    /// different file systems. ONNX Runtime reads it; the `onnx` Python package (1.23) refuses
    /// to load external data with more than one link ("potential hardlink attack").
    Link,
    /// A copy: the output's folder owns its data, and every tool reads it (the table's
    /// default, `flowsched_core::defaults::EXTERNAL_DATA`).
    #[default]
    Copy,
}

impl ExternalData {
    pub fn parse(s: &str) -> Result<ExternalData, UnknownExternalData> {
        match s {
            "link" => Ok(ExternalData::Link),
            "copy" => Ok(ExternalData::Copy),
            other => Err(UnknownExternalData(other.to_string())),
        }
    }
}

#[derive(Debug, thiserror::Error)]
#[error("external data '{0}': expected 'copy' or 'link' (a hard link; a copy across file systems)")]
pub struct UnknownExternalData(pub String);

/// The external data files `model` refers to, relative to its folder, sorted, once each.
pub fn files(model: &ModelProto) -> Vec<String> {
    let initializers = model.graph.iter().flat_map(|g| &g.initializer);
    locations(initializers.map(|t| (t.data_location, t.external_data.as_slice())))
}

/// The data files of initializers given as (data location, external data entries), sorted,
/// once each.
fn locations<'a>(
    initializers: impl Iterator<Item = (Option<i32>, &'a [StringStringEntryProto])>,
) -> Vec<String> {
    let mut files: Vec<String> = initializers
        .filter(|(location, _)| *location == Some(DataLocation::External as i32))
        .filter_map(|(_, entries)| {
            (entries.iter())
                .find(|e| e.key() == "location")
                .map(|e| e.value().to_string())
        })
        .collect();
    files.sort_unstable();
    files.dedup();
    files
}

/// The folder a model's relative paths resolve against.
pub fn folder_of(model: &Path) -> &Path {
    match model.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    }
}

/// Brings `files` (relative to `from`) into `to`, as `how` says. A file already there is left
/// alone where it is the same file or holds the same bytes; one that differs is an error that
/// names it: flowsched never overwrites a user's file.
pub fn bring(
    files: &[String],
    from: &Path,
    to: &Path,
    how: ExternalData,
) -> Result<(), BringError> {
    if files.is_empty() || same_folder(from, to) {
        return Ok(());
    }
    for name in files {
        let (src, dst) = (from.join(name), to.join(name));
        let fail = |path: &Path, e: std::io::Error| BringError {
            path: path.to_path_buf(),
            reason: e.to_string(),
        };
        if dst.exists() {
            if same_bytes(&src, &dst).map_err(|e| fail(&dst, e))? {
                continue;
            }
            return Err(BringError {
                path: dst,
                reason: format!(
                    "exists and differs from {}, whose weights the output needs there; \
                     flowsched does not overwrite it: remove it, or write the output elsewhere",
                    src.display()
                ),
            });
        }
        if let Some(parent) = dst.parent() {
            std::fs::create_dir_all(parent).map_err(|e| fail(parent, e))?;
        }
        let linked = how == ExternalData::Link && std::fs::hard_link(&src, &dst).is_ok();
        if !linked {
            copy_atomically(&src, &dst).map_err(|e| fail(&dst, e))?;
        }
    }
    Ok(())
}

/// Before `bytes` (an ONNX model whose external data sit in `folder`) is written at `out`:
/// the external data files it refers to, brought from `folder` into the output's where that
/// is another, as `how` says.
pub fn for_output(
    folder: &Path,
    bytes: &[u8],
    out: &Path,
    how: ExternalData,
) -> Result<(), BringError> {
    if same_folder(folder, folder_of(out)) {
        return Ok(());
    }
    bring(&files_in(bytes), folder, folder_of(out), how)
}

/// [`files`] of an encoded model, read without its tensors' data: the weights of a model of
/// hundreds of megabytes are skipped, not copied, as its every output is written. Empty where
/// `bytes` is not an ONNX model.
pub fn files_in(bytes: &[u8]) -> Vec<String> {
    let Ok(model) = <located::Model as prost::Message>::decode(bytes) else {
        return Vec::new();
    };
    let initializers = model.graph.iter().flat_map(|g| &g.initializer);
    locations(initializers.map(|t| (t.data_location, t.external_data.as_slice())))
}

/// The fields of `onnx.proto` (third_party/onnx) that say where initializers keep their data;
/// decoding skips every other field, the data among them.
mod located {
    use crate::proto::StringStringEntryProto;

    #[derive(Clone, PartialEq, prost::Message)]
    pub struct Model {
        #[prost(message, optional, tag = "7")]
        pub graph: Option<Graph>,
    }

    #[derive(Clone, PartialEq, prost::Message)]
    pub struct Graph {
        #[prost(message, repeated, tag = "5")]
        pub initializer: Vec<Tensor>,
    }

    #[derive(Clone, PartialEq, prost::Message)]
    pub struct Tensor {
        #[prost(message, repeated, tag = "13")]
        pub external_data: Vec<StringStringEntryProto>,
        #[prost(int32, optional, tag = "14")]
        pub data_location: Option<i32>,
    }
}

/// `bytes` (an ONNX model whose external data sit in `folder`) with every initializer's data
/// inline again: ORT's optimised graph keeps its weights in a file of its own, which a user
/// whose model had none should not get.
pub fn inline(bytes: &[u8], folder: &Path) -> Result<Vec<u8>, BringError> {
    use std::io::{Read, Seek, SeekFrom};
    let fail = |path: &Path, reason: String| BringError {
        path: path.to_path_buf(),
        reason,
    };
    let mut proto = <ModelProto as prost::Message>::decode(bytes)
        .map_err(|e| fail(folder, format!("not an ONNX model: {e}")))?;
    let Some(graph) = proto.graph.as_mut() else {
        return Ok(bytes.to_vec());
    };
    for t in (graph.initializer.iter_mut()).filter(|t| t.data_location() == DataLocation::External)
    {
        let entry = |k: &str| {
            (t.external_data.iter())
                .find(|e| e.key() == k)
                .map(|e| e.value().to_string())
        };
        let location = entry("location").unwrap_or_default();
        let path = folder.join(&location);
        let number = |k: &str| -> Result<Option<u64>, BringError> {
            entry(k)
                .map(|v| v.parse::<u64>())
                .transpose()
                .map_err(|e| fail(&path, format!("tensor '{}': {k}: {e}", t.name())))
        };
        let (offset, length) = (number("offset")?.unwrap_or(0), number("length")?);
        let mut file = std::fs::File::open(&path).map_err(|e| fail(&path, e.to_string()))?;
        file.seek(SeekFrom::Start(offset))
            .map_err(|e| fail(&path, e.to_string()))?;
        let mut data = Vec::new();
        match length {
            Some(n) => file.take(n).read_to_end(&mut data),
            None => file.read_to_end(&mut data),
        }
        .map_err(|e| fail(&path, e.to_string()))?;
        if length.is_some_and(|n| n != data.len() as u64) {
            return Err(fail(
                &path,
                format!("tensor '{}': the file ends before its data", t.name()),
            ));
        }
        t.raw_data = Some(data.into());
        t.external_data.clear();
        t.data_location = None;
    }
    Ok(prost::Message::encode_to_vec(&proto))
}

#[derive(Debug, thiserror::Error)]
#[error("{}: {reason}", path.display())]
pub struct BringError {
    pub path: PathBuf,
    pub reason: String,
}

/// A copy made under a temporary name and renamed: nobody sees half a weights file.
fn copy_atomically(src: &Path, dst: &Path) -> std::io::Result<()> {
    let tmp = tempfile::Builder::new()
        .prefix(".flowsched-")
        .suffix(".tmp")
        .tempfile_in(folder_of(dst))?;
    std::fs::copy(src, tmp.path())?;
    tmp.persist(dst).map_err(|e| e.error)?;
    Ok(())
}

fn same_folder(a: &Path, b: &Path) -> bool {
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

/// The same file (one inode), or two files with the same bytes.
fn same_bytes(a: &Path, b: &Path) -> std::io::Result<bool> {
    use std::io::Read;
    let (ma, mb) = (std::fs::metadata(a)?, std::fs::metadata(b)?);
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if ma.dev() == mb.dev() && ma.ino() == mb.ino() {
            return Ok(true);
        }
    }
    if ma.len() != mb.len() {
        return Ok(false);
    }
    let (mut fa, mut fb) = (std::fs::File::open(a)?, std::fs::File::open(b)?);
    let (mut ba, mut bb) = (vec![0u8; 1 << 20], vec![0u8; 1 << 20]);
    loop {
        let n = fa.read(&mut ba)?;
        if n == 0 {
            return Ok(true);
        }
        fb.read_exact(&mut bb[..n])?;
        if ba[..n] != bb[..n] {
            return Ok(false);
        }
    }
}

/// A scratch folder for files that must find `model`'s external data next to them: inside the
/// model's own folder where it can be written (a hard link there always works, so no weights
/// are written), else the system's temporary folder (the data are then copied once).
pub fn scratch_dir_for(model: &Path) -> std::io::Result<tempfile::TempDir> {
    tempfile::Builder::new()
        .prefix(".flowsched-")
        .tempdir_in(folder_of(model))
        .or_else(|_| tempfile::tempdir())
}

/// A scratch folder in which a copy or a derivative of `model` (at `path`) finds its external
/// data: the system's temporary folder where it has none, else [`scratch_dir_for`] with the
/// data hard-linked in (no bytes written).
pub fn scratch_with_data(path: &Path, model: &ModelProto) -> Result<tempfile::TempDir, BringError> {
    let data = files(model);
    let made = match data.is_empty() {
        true => tempfile::tempdir(),
        false => scratch_dir_for(path),
    };
    let dir = made.map_err(|e| BringError {
        path: folder_of(path).to_path_buf(),
        reason: format!("cannot make a scratch folder: {e}"),
    })?;
    bring(&data, folder_of(path), dir.path(), ExternalData::Link)?;
    Ok(dir)
}

/// Initializers at least this large are moved into the shared weights file.
const SHARED_FROM_BYTES: usize = 1024;
/// Below this much inline weight a candidate is cheap to write whole: nothing is shared.
const WORTH_SHARING_BYTES: usize = 16 << 20;

/// A model's inline weights written once into one external data file, for the many
/// candidate files a search writes and ONNX Runtime loads: a candidate then costs its graph,
/// not its weights (NASNet-A Large: a 0.7 MB file instead of 355 MB, and ORT loads it in half
/// the time). Candidates go into `dir`, beside the weights.
#[derive(Debug)]
pub struct SharedWeights {
    dir: tempfile::TempDir,
    /// The model with each large initializer's bytes in the shared file: what candidates are
    /// written from. Only for measuring: outputs are written from the user's own bytes.
    pub raw: bytes::Bytes,
    /// The external data files `raw` refers to, in `dir`: the model's own, and the shared one.
    pub files: Vec<String>,
}

impl SharedWeights {
    pub fn dir(&self) -> &Path {
        self.dir.path()
    }

    /// `None` where the model's inline weights are too small to be worth it, or where it keeps
    /// them in typed fields rather than raw bytes. Written beside `path` where its own external
    /// data (if any) can be linked.
    pub fn write(path: &Path, model: &ModelProto) -> std::io::Result<Option<SharedWeights>> {
        use std::io::Write;
        let Some(graph) = &model.graph else {
            return Ok(None);
        };
        let movable = |t: &crate::proto::TensorProto| {
            t.data_location() != DataLocation::External
                && t.raw_data
                    .as_ref()
                    .is_some_and(|d| d.len() >= SHARED_FROM_BYTES)
        };
        let inline: usize = (graph.initializer.iter())
            .filter(|t| movable(t))
            .map(|t| t.raw_data.as_ref().map_or(0, |d| d.len()))
            .sum();
        if inline < WORTH_SHARING_BYTES {
            return Ok(None);
        }
        let existing = files(model);
        let dir =
            scratch_with_data(path, model).map_err(|e| std::io::Error::other(e.to_string()))?;
        let name = unused_name(dir.path(), &existing);
        let mut weights = std::io::BufWriter::new(std::fs::File::create(dir.path().join(&name))?);
        let mut shared = model.clone();
        let mut offset = 0usize;
        let entry = |k: &str, v: String| crate::proto::StringStringEntryProto {
            key: Some(k.into()),
            value: Some(v),
        };
        for t in &mut shared.graph.as_mut().expect("checked").initializer {
            if !movable(t) {
                continue;
            }
            let data = t.raw_data.take().expect("movable tensors have raw data");
            // ORT maps external data in pages; 4 KiB alignment keeps each tensor mappable.
            let pad = offset.next_multiple_of(4096) - offset;
            weights.write_all(&vec![0u8; pad])?;
            offset += pad;
            weights.write_all(&data)?;
            t.data_location = Some(DataLocation::External as i32);
            t.external_data = vec![
                entry("location", name.clone()),
                entry("offset", offset.to_string()),
                entry("length", data.len().to_string()),
            ];
            offset += data.len();
        }
        weights.flush()?;
        let raw = bytes::Bytes::from(prost::Message::encode_to_vec(&shared));
        let mut files = existing;
        files.push(name);
        Ok(Some(SharedWeights { dir, raw, files }))
    }
}

/// A file name for the shared weights that none of the model's own external data uses.
fn unused_name(dir: &Path, taken: &[String]) -> String {
    (0..)
        .map(|i| format!("flowsched-weights-{i}.bin"))
        .find(|n| !taken.contains(n) && !dir.join(n).exists())
        .expect("some name is free")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn brings_links_or_copies_and_never_overwrites() {
        let from = tempfile::tempdir().unwrap();
        let to = tempfile::tempdir().unwrap();
        std::fs::write(from.path().join("w.bin"), b"weights").unwrap();
        std::fs::create_dir(from.path().join("sub")).unwrap();
        std::fs::write(from.path().join("sub/b.bin"), b"more").unwrap();
        let files = vec!["sub/b.bin".to_string(), "w.bin".to_string()];
        bring(&files, from.path(), to.path(), ExternalData::Link).unwrap();
        assert_eq!(std::fs::read(to.path().join("w.bin")).unwrap(), b"weights");
        assert_eq!(std::fs::read(to.path().join("sub/b.bin")).unwrap(), b"more");
        // Again: the same files are there, nothing to do.
        bring(&files, from.path(), to.path(), ExternalData::Copy).unwrap();
        // A copy is a file of its own.
        let copied = tempfile::tempdir().unwrap();
        bring(&files, from.path(), copied.path(), ExternalData::Copy).unwrap();
        std::fs::write(from.path().join("w.bin"), b"changed").unwrap();
        assert_eq!(
            std::fs::read(copied.path().join("w.bin")).unwrap(),
            b"weights"
        );
        // A different file of that name is never overwritten.
        let e = bring(&files, from.path(), copied.path(), ExternalData::Link).unwrap_err();
        assert!(e.to_string().contains("w.bin: exists and differs"), "{e}");
        assert_eq!(
            std::fs::read(copied.path().join("w.bin")).unwrap(),
            b"weights"
        );
        assert_eq!(ExternalData::parse("copy").unwrap(), ExternalData::Copy);
    }

    #[test]
    fn inline_puts_external_data_back_into_the_model() {
        use crate::proto::{GraphProto, StringStringEntryProto, TensorProto};
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("w.bin"), b"..abcdef").unwrap();
        let entry = |k: &str, v: &str| StringStringEntryProto {
            key: Some(k.into()),
            value: Some(v.into()),
        };
        let tensor = |offset: &str, length: &str| TensorProto {
            name: Some("w".into()),
            data_location: Some(DataLocation::External as i32),
            external_data: vec![
                entry("location", "w.bin"),
                entry("offset", offset),
                entry("length", length),
            ],
            ..Default::default()
        };
        let model = |t: TensorProto| ModelProto {
            graph: Some(GraphProto {
                initializer: vec![t],
                ..Default::default()
            }),
            ..Default::default()
        };
        let bytes = prost::Message::encode_to_vec(&model(tensor("2", "4")));
        // Read from the bytes without the data, as from the whole model.
        assert_eq!(files_in(&bytes), ["w.bin"]);
        assert_eq!(files_in(&bytes), files(&model(tensor("2", "4"))));
        assert!(files_in(b"not a model").is_empty());
        let inlined: ModelProto =
            prost::Message::decode(inline(&bytes, dir.path()).unwrap().as_slice()).unwrap();
        assert!(files(&inlined).is_empty());
        let t = &inlined.graph.unwrap().initializer[0];
        assert_eq!(t.raw_data.as_deref(), Some(&b"abcd"[..]));
        assert_eq!(t.data_location(), DataLocation::Default);
        // Data cut short, and a file that is not there: errors that name the file.
        let short = prost::Message::encode_to_vec(&model(tensor("4", "9")));
        let e = inline(&short, dir.path()).unwrap_err().to_string();
        assert!(e.contains("w.bin") && e.contains("ends before"), "{e}");
        let e = inline(&bytes, &dir.path().join("elsewhere")).unwrap_err();
        assert!(e.path.ends_with("elsewhere/w.bin"), "{e}");
        assert!(ExternalData::parse("symlink").is_err());
    }
}
