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
pub fn collect_inputs(paths: &[PathBuf]) -> Result<Vec<PathBuf>, FileError> {
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
pub fn write_atomically(path: &Path, data: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    replace_atomically(path, |file| file.write_all(data))
}

/// [`write_atomically`] with the bytes of the file at `from`, copied by the kernel where it
/// can (a chosen model of 355 MB is never read into memory to be written again).
pub fn copy_atomically(from: &Path, path: &Path) -> std::io::Result<()> {
    let mut source = std::fs::File::open(from)?;
    replace_atomically(path, |file| std::io::copy(&mut source, file).map(|_| ()))
}

/// `path` filled by `fill`: through a temporary file renamed into place where `path` is (or
/// will be) a regular file, in place where it names a device or a FIFO.
fn replace_atomically(
    path: &Path,
    fill: impl FnOnce(&mut std::fs::File) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let path = &match rename_target(path) {
        Some(target) => target,
        None => return fill(&mut std::fs::OpenOptions::new().write(true).open(path)?),
    };
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let mut tmp = tempfile::Builder::new()
        .prefix(".flowsched-")
        .suffix(".tmp")
        .tempfile_in(dir)?;
    fill(tmp.as_file_mut())?;
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

/// Where a temporary file may be renamed to stand for `path`: the file itself, through any
/// symbolic links (so the link survives and its target gets the new contents), or `None` when
/// the path names something other than a regular file. `-o /dev/null` or a FIFO is written in
/// place: a rename would replace the device node itself, and as root `/dev/null` would become
/// a regular file for the whole machine (every later `< /dev/null` then reads old output).
pub fn rename_target(path: &Path) -> Option<std::path::PathBuf> {
    match std::fs::canonicalize(path) {
        Ok(target) => match std::fs::metadata(&target) {
            Ok(m) if !m.is_file() => None,
            _ => Some(target),
        },
        // Not there yet (or a dangling link): the rename creates it.
        Err(_) => Some(path.to_path_buf()),
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::write_atomically;
    use std::os::unix::fs::FileTypeExt;

    #[test]
    fn a_symbolic_link_keeps_pointing_at_the_new_contents() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("model.onnx");
        let link = dir.path().join("latest.onnx");
        std::fs::write(&target, b"old").unwrap();
        std::os::unix::fs::symlink(&target, &link).unwrap();
        write_atomically(&link, b"new").unwrap();
        assert!(link.symlink_metadata().unwrap().file_type().is_symlink());
        assert_eq!(std::fs::read(&target).unwrap(), b"new");
    }

    /// A FIFO stands for `/dev/null` and other special files, which a rename would replace
    /// (a regression here once turned the CI machine's `/dev/null` into a regular file).
    #[test]
    fn a_special_file_is_written_in_place_not_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("pipe");
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap();
        assert!(made.success());
        let reader = {
            let fifo = fifo.clone();
            std::thread::spawn(move || std::fs::read(fifo).unwrap())
        };
        write_atomically(&fifo, b"module {}").unwrap();
        assert_eq!(reader.join().unwrap(), b"module {}");
        assert!(fifo.metadata().unwrap().file_type().is_fifo());
        assert_eq!(
            std::fs::read_dir(dir.path()).unwrap().count(),
            1,
            "no temporary left"
        );
    }

    #[test]
    fn dev_null_stays_a_device() {
        write_atomically(std::path::Path::new("/dev/null"), b"discarded").unwrap();
        let meta = std::fs::metadata("/dev/null").unwrap();
        assert!(meta.file_type().is_char_device());
    }
}
