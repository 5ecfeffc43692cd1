//! Model files on disk, for every stage that reads or writes them: the files a list of paths
//! and folders names, and writing a file so that nobody ever sees half of it. (It sits below
//! every importer, so training data, the writers and the CLI share it.)

use std::path::{Path, PathBuf};

#[derive(Debug, thiserror::Error)]
#[error("{}: {reason}", path.display())]
pub struct FileError {
    pub path: PathBuf,
    pub reason: String,
}

/// Model files to work on: each file named, and the `.onnx`/`.json` files (sorted) of each
/// folder named.
pub(crate) fn collect_inputs(paths: &[PathBuf]) -> Result<Vec<PathBuf>, FileError> {
    let mut files = Vec::new();
    for p in paths {
        if p.is_dir() {
            let mut inside: Vec<PathBuf> = std::fs::read_dir(p)
                .map_err(|e| FileError {
                    path: p.clone(),
                    reason: format!("cannot read folder: {e}"),
                })?
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|f| f.extension().is_some_and(|e| e == "onnx" || e == "json"))
                .collect();
            inside.sort();
            files.extend(inside);
        } else {
            files.push(p.clone());
        }
    }
    Ok(files)
}

/// Writes `data` to a temporary file next to `path` and renames it into place, so a reader
/// never sees a half-written file and a failure leaves nothing behind (models, MLIR text,
/// reports, manifests: every output flowsched writes).
pub(crate) fn write_atomically(path: &Path, data: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let mut tmp = tempfile::Builder::new()
        .prefix(".flowsched-")
        .suffix(".tmp")
        .tempfile_in(dir)?;
    tmp.write_all(data)?;
    // A temporary file is private (0600); the result gets the usual permissions of the target.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(path)
            .map(|m| m.permissions().mode())
            .unwrap_or(0o644);
        tmp.as_file()
            .set_permissions(std::fs::Permissions::from_mode(mode))?;
    }
    tmp.as_file().sync_all()?;
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(())
}
