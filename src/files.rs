//! Model files on disk, for every stage that reads them: the files a list of paths and folders
//! names. (It sits below every importer, so training data and the CLI share it.)

use std::path::PathBuf;

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
