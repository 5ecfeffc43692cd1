//! The API a downstream `build.rs` calls to schedule an ONNX model (or one function of an MLIR
//! module, `.function(..)`) once, at build time:
//!
//! ```no_run
//! // build.rs
//! fn main() -> Result<(), Box<dyn std::error::Error>> {
//!     let scheduled = flowsched::build::Preprocess::new("models/net.onnx").top_k(4).run()?;
//!     println!("cargo:rustc-env=NET_ONNX={}", scheduled.display());
//!     Ok(())
//! }
//! // main.rs: static NET: &[u8] = include_bytes!(env!("NET_ONNX"));
//! ```
//!
//! Results are cached under `OUT_DIR` by a content hash of the model (and its external data),
//! the options and the flowsched build (version, and the build script that runs it), so an
//! unchanged input does no work. Nothing is downloaded. Proxy-only mode (the default) suits
//! cross-compiling, where the build machine is not the target; `Measure::Device` benchmarks the
//! top-k on this machine's device.

use crate::pipeline::{self, Options, PipelineError};
use flowsched_core::cost::Objective;
pub use flowsched_core::device::Device;
use flowsched_core::schedulers::{SchedulerError, SchedulerList};
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How candidate orders are judged.
#[derive(Debug, Clone, PartialEq)]
pub enum Measure {
    /// By the proxy cost models only (no run; works when cross-compiling).
    ProxyOnly,
    /// On a device of the build machine: [`Device::Cpu`] (the libtorch executor for ONNX,
    /// which needs the `torch` feature; the JIT for MLIR), [`Device::Ort`] (ONNX Runtime, the
    /// `ort` feature), `"cuda:0".parse()`.
    Device(Device),
}

#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    #[error("flowsched: {0}")]
    Pipeline(#[from] PipelineError),
    #[error("flowsched: {}: {reason}", path.display())]
    File { path: PathBuf, reason: String },
    #[error(
        "flowsched: OUT_DIR is not set; call Preprocess from a build script or set .out_dir(..)"
    )]
    NoOutDir,
}

#[derive(Debug, Clone)]
pub struct Preprocess {
    model: PathBuf,
    objective: Objective,
    /// `None`: the objective's list ([`flowsched_core::defaults::schedulers_for`]).
    schedulers: Option<String>,
    samples: usize,
    top_k: usize,
    streams: usize,
    budget: Duration,
    measure: Measure,
    function: Option<String>,
    out_dir: Option<PathBuf>,
    external_data: flowsched_onnx::external::ExternalData,
    rewrite: bool,
    memory_cap: Option<flowsched_core::cost::MemoryCap>,
}

/// What the cache did, for build logs and tests.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CacheOutcome {
    Scheduled,
    Reused,
}

impl Preprocess {
    /// `model` is relative to the crate being built (`CARGO_MANIFEST_DIR`) unless absolute.
    /// The rest is the table's ([`flowsched_core::defaults`]), as `flowsched schedule`'s.
    pub fn new(model: impl Into<PathBuf>) -> Self {
        use flowsched_core::defaults as d;
        Preprocess {
            model: model.into(),
            objective: Objective::default(),
            schedulers: None,
            samples: d::SAMPLES,
            top_k: d::TOP_K,
            streams: d::STREAMS,
            budget: d::BUDGET,
            measure: Measure::ProxyOnly,
            function: None,
            out_dir: None,
            external_data: Options::default().external_data,
            rewrite: false,
            memory_cap: None,
        }
    }
    /// MLIR input: the function to schedule (default: the module's only one). With
    /// `Measure::Device(Device::Cpu)` its candidates run in the JIT.
    pub fn function(mut self, name: &str) -> Self {
        self.function = Some(name.into());
        self
    }
    pub fn objective(mut self, objective: Objective) -> Self {
        self.objective = objective;
        self
    }
    /// Scheduler names, comma-separated (`classic` for every heuristic); checked when the
    /// model is scheduled. Unset, the objective's: `classic,hierarchical` for memory,
    /// `classic,gflownet` for makespan and latency.
    pub fn schedulers(mut self, names: &str) -> Self {
        self.schedulers = Some(names.into());
        self
    }
    /// Orders asked of each randomised scheduler (the GFlowNet's samples among them).
    pub fn samples(mut self, n: usize) -> Self {
        self.samples = n;
        self
    }
    pub fn top_k(mut self, k: usize) -> Self {
        self.top_k = k;
        self
    }
    pub fn streams(mut self, streams: usize) -> Self {
        self.streams = streams;
        self
    }
    /// Device time for the measurements (ignored in proxy-only mode).
    pub fn budget(mut self, budget: Duration) -> Self {
        self.budget = budget;
        self
    }
    pub fn measure(mut self, measure: Measure) -> Self {
        self.measure = measure;
        self
    }
    /// A model whose weights are in external data files: how they reach the result's folder
    /// (copied by default; `Link` writes no bytes, and ONNX Runtime reads it, but the `onnx`
    /// Python package refuses hard-linked data).
    pub fn external_data(mut self, how: flowsched_onnx::external::ExternalData) -> Self {
        self.external_data = how;
        self
    }

    /// ONNX, memory: also offer graph rewrites and keep those that lower the best order's peak
    /// (`flowsched schedule --rewrite`; docs/rewrites.md).
    pub fn rewrite(mut self, rewrite: bool) -> Self {
        self.rewrite = rewrite;
        self
    }

    /// A time objective's fastest order whose peak stays under `cap` (`"1.2x"` of the lowest
    /// peak found, or bytes: `"3MB"`), as `flowsched schedule --memory-cap`
    /// (docs/memory-cap.md): `"1.2x".parse()?`.
    pub fn memory_cap(mut self, cap: flowsched_core::cost::MemoryCap) -> Self {
        self.memory_cap = Some(cap);
        self
    }

    /// Where results go; `OUT_DIR` by default.
    pub fn out_dir(mut self, dir: impl Into<PathBuf>) -> Self {
        self.out_dir = Some(dir.into());
        self
    }

    /// Schedules the model (or reuses the cached result) and returns the scheduled model's path.
    /// Next to it, `report.json` is the report `flowsched schedule --report` writes: every
    /// candidate's cost and which one won (for the GFlowNet, whether a sample, a refined
    /// sample or a classic seed).
    pub fn run(self) -> Result<PathBuf, BuildError> {
        self.run_reporting().map(|(path, _)| path)
    }

    /// Like [`Preprocess::run`], also saying whether the cache was used.
    pub fn run_reporting(self) -> Result<(PathBuf, CacheOutcome), BuildError> {
        let schedulers: SchedulerList = match &self.schedulers {
            Some(names) => {
                (names.parse()).map_err(|e| PipelineError::from(SchedulerError::from(e)))?
            }
            None => SchedulerList::default(),
        };
        let model = match std::env::var_os("CARGO_MANIFEST_DIR") {
            Some(dir) if self.model.is_relative() => Path::new(&dir).join(&self.model),
            _ => self.model.clone(),
        };
        println!("cargo:rerun-if-changed={}", model.display());
        let out_dir = self
            .out_dir
            .clone()
            .or_else(|| std::env::var_os("OUT_DIR").map(PathBuf::from))
            .ok_or(BuildError::NoOutDir)?;
        let bytes = std::fs::read(&model).map_err(|e| BuildError::File {
            path: model.clone(),
            reason: e.to_string(),
        })?;
        let key = self.cache_key(&model, &bytes)?;
        let name = model
            .file_name()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_else(|| "model.onnx".into());
        let cache = out_dir.join("flowsched").join(&key);
        let result = cache.join(name);
        if result.exists() {
            return Ok((result, CacheOutcome::Reused));
        }
        std::fs::create_dir_all(&cache).map_err(|e| BuildError::File {
            path: cache.clone(),
            reason: e.to_string(),
        })?;
        // A model with external data gets its data linked (or copied) into the cache folder.
        let options = Options {
            input: model.clone(),
            output: Some(result.clone()),
            schedulers: schedulers.clone(),
            samples: self.samples,
            objective: self.objective,
            device: match &self.measure {
                Measure::ProxyOnly => None,
                Measure::Device(d) => Some(*d),
            },
            streams: self.streams,
            top_k: self.top_k,
            budget: self.budget,
            function: self.function.clone(),
            external_data: self.external_data,
            rewrite: self.rewrite,
            memory_cap: self.memory_cap,
            ..Options::default()
        };
        let report = pipeline::run(&options)?;
        if report.unknown_size_tensors > 0 {
            println!(
                "cargo:warning=flowsched: {}: {} tensors of unknown size were counted as 0 bytes",
                model.display(),
                report.unknown_size_tensors
            );
        }
        if report.winner == "original" {
            println!(
                "cargo:warning=flowsched: {}: nothing beat the original order; it is kept",
                model.display()
            );
        }
        let text = serde_json::to_string_pretty(&report).expect("report serialises") + "\n";
        std::fs::write(cache.join("report.json"), text).map_err(|e| BuildError::File {
            path: cache.clone(),
            reason: e.to_string(),
        })?;
        Ok((result, CacheOutcome::Scheduled))
    }

    /// SHA-256 of the model, the options, the flowsched version and build, plus the size and
    /// mtime of its external data files (hashing gigabytes of weights on every build would defeat the cache).
    fn cache_key(&self, model: &Path, bytes: &[u8]) -> Result<String, BuildError> {
        let mut h = Sha256::new();
        h.update(env!("CARGO_PKG_VERSION").as_bytes());
        // The flowsched that schedules is part of the result: rebuilt with new code under the
        // same version (a path or git dependency), it must not serve an old result. The running
        // program (the build script) changes with it; its size and mtime are cheap to read.
        if let Ok(exe) = std::env::current_exe().and_then(std::fs::metadata) {
            h.update(format!("|exe={}:{:?}", exe.len(), exe.modified().ok()).as_bytes());
        }
        h.update(
            format!(
                "{:?}|{}|{}|{}|{}|{:?}|{:?}|{:?}",
                self.objective,
                self.schedulers.clone().unwrap_or_else(|| format!(
                    "the default, {}",
                    flowsched_core::defaults::schedulers_for(self.objective.is_timed())
                )),
                self.samples,
                self.top_k,
                self.streams,
                self.budget,
                self.measure,
                self.external_data
            )
            .as_bytes(),
        );
        if let Some(f) = &self.function {
            h.update(format!("|function={f}").as_bytes());
        }
        if self.rewrite {
            h.update(b"|rewrite");
        }
        if let Some(cap) = self.memory_cap {
            h.update(format!("|memory-cap={cap}").as_bytes());
        }
        h.update(bytes);
        let dir = model.parent().unwrap_or(Path::new("."));
        for loc in external_data_files(model)? {
            let file = dir.join(&loc);
            println!("cargo:rerun-if-changed={}", file.display());
            let meta = std::fs::metadata(&file).map_err(|e| BuildError::File {
                path: file.clone(),
                reason: e.to_string(),
            })?;
            h.update(format!("{loc}|{}|{:?}", meta.len(), meta.modified().ok()).as_bytes());
        }
        Ok(h.finalize().iter().map(|b| format!("{b:02x}")).collect())
    }
}

/// The external data files an ONNX model refers to, relative to its folder, sorted; none for
/// other inputs (only ONNX refers to other files).
fn external_data_files(model: &Path) -> Result<Vec<String>, BuildError> {
    if model.extension().is_none_or(|e| e != "onnx") {
        return Ok(Vec::new());
    }
    let import = flowsched_onnx::import_model(model, &Default::default())
        .map_err(|e| BuildError::Pipeline(PipelineError::Model(e.into())))?;
    let files = flowsched_onnx::external::files(&import.model);
    Ok(files)
}

#[cfg(test)]
mod tests {
    /// A build script that sets nothing schedules as `flowsched schedule` does unflagged.
    #[test]
    fn new_takes_the_table_of_defaults() {
        let p = super::Preprocess::new("net.onnx");
        let o = super::Options::default();
        assert_eq!(p.objective, o.objective);
        assert_eq!(p.schedulers, None);
        assert!(o.schedulers.is_default());
        assert_eq!(
            (p.samples, p.top_k, p.streams, p.budget),
            (o.samples, o.top_k, o.streams, o.budget)
        );
        assert_eq!(p.measure, super::Measure::ProxyOnly);
    }
}
