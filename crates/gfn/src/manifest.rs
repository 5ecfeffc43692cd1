//! The small JSON file next to every weights file that `train` and `aggregate` write: what
//! the model samples for (its reward), which shard of which configuration it saw, and, for a
//! composed model, which local models went into it. `flowsched schedule` reads it to condition
//! the model; a launcher reads it to check what it collected.

#[cfg(feature = "torch")]
use super::config::TrainConfig;
use super::reward::Reward;
use super::GflownetError;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// Bumped when the fields change meaning.
pub(super) const MANIFEST_FORMAT: u32 = 1;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Manifest {
    pub format: u32,
    /// The flowsched version that wrote it.
    pub flowsched: String,
    /// `train` or `aggregate`.
    pub kind: String,
    /// The one reward the model samples for (a [`Reward`] spec); `None` for a model
    /// conditioned on several objectives, which samples for the objective asked at inference.
    pub reward: Option<String>,
    /// The device profile its real ops were timed with.
    pub profile: String,
    /// `i/N` when trained on one shard.
    pub shard: Option<String>,
    /// SHA-256 of the effective configuration (after command-line overrides).
    pub config_sha256: String,
    pub steps: usize,
    pub seed: u64,
    pub weights_sha256: String,
    /// SHA-256 of the weights training started from (`train --from`), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from_sha256: Option<String>,
    /// The local models an aggregate composes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub locals: Vec<LocalEntry>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LocalEntry {
    pub path: PathBuf,
    pub weights_sha256: String,
    pub reward: String,
    pub weight: f64,
}

/// `models/x.safetensors` → `models/x.manifest.json`.
fn manifest_path(weights: &Path) -> PathBuf {
    weights.with_extension("manifest.json")
}

#[cfg(feature = "torch")]
pub(crate) fn sha256_file(path: &Path) -> Result<String, GflownetError> {
    use sha2::Digest;
    let bytes = std::fs::read(path).map_err(|e| GflownetError::Weights {
        path: path.to_path_buf(),
        reason: e.to_string(),
    })?;
    Ok(format!("{:x}", sha2::Sha256::digest(&bytes)))
}

impl Manifest {
    /// What `flowsched-lab train` records for the weights it wrote at `weights`, trained from
    /// scratch or from the weights at `from`.
    #[cfg(feature = "torch")]
    pub(crate) fn for_training(
        config: &TrainConfig,
        profile: &str,
        weights: &Path,
        from: Option<&Path>,
    ) -> Result<Self, GflownetError> {
        let rewards = config
            .objectives()
            .map_err(|e| GflownetError::Io(e.to_string()))?;
        let one = match rewards.as_slice() {
            [one] => Some(one.to_string()),
            _ => None,
        };
        // A model conditioned on several objectives stays so when a later run trains one of
        // them: it still serves every objective. Only a run that starts from scratch, or
        // from a model of that same one reward, makes a single-reward model.
        let reward = match from {
            None => one,
            Some(p) => match Self::load(p)?.and_then(|m| m.reward) {
                Some(r) if Some(&r) == one.as_ref() => one,
                _ => None,
            },
        };
        Ok(Manifest {
            format: MANIFEST_FORMAT,
            flowsched: env!("CARGO_PKG_VERSION").into(),
            kind: "train".into(),
            reward,
            profile: profile.into(),
            shard: config.data.shard.map(|(i, n)| format!("{i}/{n}")),
            config_sha256: config.digest(),
            steps: config.train.steps,
            seed: config.train.seed,
            weights_sha256: sha256_file(weights)?,
            from_sha256: from.map(sha256_file).transpose()?,
            locals: Vec::new(),
        })
    }

    /// The manifest next to `weights`, if there is one.
    pub fn load(weights: &Path) -> Result<Option<Self>, GflownetError> {
        let path = manifest_path(weights);
        if !path.exists() {
            return Ok(None);
        }
        let err = |reason: String| GflownetError::Config {
            path: path.clone(),
            reason,
        };
        let text = std::fs::read_to_string(&path).map_err(|e| err(e.to_string()))?;
        Self::parse(&text, &path).map(Some)
    }

    /// A manifest's text; `origin` names it in errors.
    pub(crate) fn parse(text: &str, origin: &Path) -> Result<Self, GflownetError> {
        let err = |reason: String| GflownetError::Config {
            path: origin.to_path_buf(),
            reason,
        };
        let m: Manifest = serde_json::from_str(text).map_err(|e| err(e.to_string()))?;
        if m.format != MANIFEST_FORMAT {
            return Err(err(format!(
                "manifest format {}, this flowsched reads format {MANIFEST_FORMAT}",
                m.format
            )));
        }
        if let Some(r) = &m.reward {
            r.parse::<Reward>().map_err(err)?;
        }
        Ok(m)
    }

    /// The fixed reward, parsed.
    pub(crate) fn reward(&self) -> Option<Reward> {
        self.reward.as_ref().and_then(|r| r.parse().ok())
    }

    /// Writes it next to `weights`, through a temporary file renamed into place.
    #[cfg(feature = "torch")]
    pub(crate) fn write(&self, weights: &Path) -> Result<(), GflownetError> {
        let path = manifest_path(weights);
        let json = serde_json::to_string_pretty(self).expect("manifests serialise") + "\n";
        flowsched_onnx::write_atomically(&path, json.as_bytes()).map_err(|e| {
            GflownetError::Config {
                path: path.clone(),
                reason: e.to_string(),
            }
        })
    }
}
