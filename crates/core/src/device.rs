//! Where candidates are measured, parsed once from `--device` (the pass and the build-script
//! API take the same values) before any work starts, and how the runtime there orders a file:
//! words every stage shares, below the formats and the runtimes that read them.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A device that judges candidates.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Device {
    /// This machine's CPU: flowsched's libtorch executor for ONNX models, the JIT for MLIR.
    Cpu,
    /// A CUDA GPU, through the libtorch executor.
    Cuda(usize),
    /// ONNX Runtime's CPU execution provider at this optimisation level (`ort:LEVEL`).
    Ort(OptimisationLevel),
    /// ONNX Runtime at whichever optimisation level runs the model best (`ort`): each level is
    /// measured, the input under it and the proxy's best orders, and the best deployment wins.
    OrtAnyLevel,
}

/// A `--device` value that names no device.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("device '{given}': {reason}")]
pub struct DeviceError {
    pub given: String,
    pub reason: &'static str,
}

impl FromStr for Device {
    type Err = DeviceError;

    fn from_str(s: &str) -> Result<Device, DeviceError> {
        let error = |reason| DeviceError {
            given: s.to_string(),
            reason,
        };
        match s.split_once(':') {
            None if s == "cpu" => Ok(Device::Cpu),
            None if s == "ort" => Ok(Device::OrtAnyLevel),
            Some(("ort", level)) => OptimisationLevel::parse(level)
                .map(Device::Ort)
                .ok_or_else(|| error("the level is one of disabled, basic, extended, all")),
            Some(("cuda", n)) => n
                .parse()
                .map(Device::Cuda)
                .map_err(|_| error("expected cuda:N with N a GPU's index")),
            _ => Err(error("expected cpu, cuda:N, ort or ort:LEVEL")),
        }
    }
}

impl fmt::Display for Device {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Device::Cpu => f.write_str("cpu"),
            Device::Cuda(n) => write!(f, "cuda:{n}"),
            Device::OrtAnyLevel => f.write_str("ort"),
            Device::Ort(level) => write!(f, "ort:{}", level.name()),
        }
    }
}

impl Device {
    /// The order this device executes a file in: ONNX Runtime's C API runs only its own walk;
    /// flowsched's executor and the JIT run the file as written.
    pub fn executes(&self) -> ExecutionOrder {
        match self {
            Device::Ort(_) | Device::OrtAnyLevel => ExecutionOrder::OrtDefault,
            Device::Cpu | Device::Cuda(_) => ExecutionOrder::File,
        }
    }

    /// Whether a file's peak may differ from one fresh session to the next: ONNX Runtime at
    /// level `all` runs a different graph each session (six sessions of one file: 2.50 to
    /// 3.55 MB); its lower levels, with optimisation off, and flowsched's executor repeat to
    /// within a few bytes. Such a device's peaks are judged over several sessions
    /// ([`flowsched_core::decide`]).
    pub fn peak_varies_between_sessions(&self) -> bool {
        matches!(
            self,
            Device::Ort(OptimisationLevel::All) | Device::OrtAnyLevel
        )
    }

    /// The graph optimisation level the device runs at, where it has levels.
    pub fn optimisation(&self) -> Option<OptimisationLevel> {
        match self {
            Device::Ort(level) => Some(*level),
            _ => None,
        }
    }

    /// The deployments a run chooses among: each optimisation level where the device leaves it
    /// open (the runtime's default first, the reference for slowdowns), else the device itself.
    /// ORT runs a file's order as written only with optimisation off.
    pub fn deployments(&self, asked: Option<ExecutionOrder>) -> Vec<Device> {
        match self {
            Device::OrtAnyLevel if asked == Some(ExecutionOrder::File) => {
                vec![Device::Ort(OptimisationLevel::Disabled)]
            }
            Device::OrtAnyLevel => [
                OptimisationLevel::All,
                OptimisationLevel::Extended,
                OptimisationLevel::Basic,
                OptimisationLevel::Disabled,
            ]
            .map(Device::Ort)
            .to_vec(),
            d => vec![*d],
        }
    }

    /// The setting a user who sets nothing gets from this device's runtime, where its settings
    /// differ from those it is measured with (ONNX Runtime: level all, its arena on).
    pub fn runtime_defaults(&self) -> Option<Device> {
        match self {
            Device::Ort(_) | Device::OrtAnyLevel => Some(Device::Ort(OptimisationLevel::All)),
            Device::Cpu | Device::Cuda(_) => None,
        }
    }

    /// The intra-op threads the runtime gives kernels here, which size their scratch
    /// buffers; `None` where the proxy does not model scratch.
    pub fn kernel_threads(&self) -> Option<usize> {
        matches!(self, Device::Ort(_) | Device::OrtAnyLevel)
            .then(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
    }

    /// The libtorch executor's device name (`cpu`, `cuda:N`).
    pub fn torch_name(&self) -> Option<String> {
        match self {
            Device::Cpu | Device::Cuda(_) => Some(self.to_string()),
            Device::Ort(_) | Device::OrtAnyLevel => None,
        }
    }
}

/// A runtime's graph optimisation level: how far its optimiser rewrites the graph before it
/// runs (ONNX Runtime's `GraphOptimizationLevel`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OptimisationLevel {
    Disabled,
    Basic,
    Extended,
    All,
}

impl OptimisationLevel {
    pub fn parse(s: &str) -> Option<Self> {
        Some(match s {
            "disabled" | "disable" | "off" => Self::Disabled,
            "basic" => Self::Basic,
            "extended" => Self::Extended,
            "all" => Self::All,
            _ => return None,
        })
    }
    /// ORT's `GraphOptimizationLevel` value, as its `ort_config` JSON takes it.
    pub fn ort_level(self) -> u32 {
        match self {
            Self::Disabled => 0,
            Self::Basic => 1,
            Self::Extended => 2,
            Self::All => 99,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Self::Disabled => "disabled",
            Self::Basic => "basic",
            Self::Extended => "extended",
            Self::All => "all",
        }
    }
}

/// How the runtime turns a file's node order into an executed order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ExecutionOrder {
    /// ONNX Runtime's `ExecutionOrder::DEFAULT`, the only one its C, C++, C#, Java, JS and
    /// Rust APIs offer: a walk that the file's node order steers ([`flowsched_onnx::ort_walk`]).
    /// The file as written, which ORT's Python API runs under `PRIORITY_BASED`, must not get
    /// worse either.
    OrtDefault,
    /// The file's node order as written: ORT's Python API with `PRIORITY_BASED` and graph
    /// optimisation off, flowsched's libtorch executor, the MLIR JIT, JSON task graphs.
    File,
}

impl ExecutionOrder {
    /// How the proxy runs a file under this order, in a few words.
    pub fn phrase(self) -> &'static str {
        match self {
            ExecutionOrder::OrtDefault => "as ONNX Runtime walks the file",
            ExecutionOrder::File => "the file as written",
        }
    }

    pub fn parse(s: &str) -> Option<ExecutionOrder> {
        match s {
            "ort-default" => Some(ExecutionOrder::OrtDefault),
            "file" => Some(ExecutionOrder::File),
            _ => None,
        }
    }

    /// What an output judged this way assumes, in words (the report and the model's
    /// metadata say it).
    pub fn describe(self) -> &'static str {
        match self {
            ExecutionOrder::OrtDefault => {
                "ONNX Runtime's default execution order (the walk its C, C++, C#, Java, JS and \
                 Rust APIs run), predicted from this file's node order; the file as written \
                 (the Python API's PRIORITY_BASED) is no worse than the input's by the proxy"
            }
            ExecutionOrder::File => {
                "the file's node order; in ONNX Runtime that is the Python API's \
                 SessionOptions.execution_order = PRIORITY_BASED with graph optimisation disabled"
            }
        }
    }
}
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn devices_parse_and_print_back() {
        for s in [
            "cpu",
            "cuda:1",
            "ort",
            "ort:disabled",
            "ort:basic",
            "ort:extended",
        ] {
            assert_eq!(s.parse::<Device>().unwrap().to_string(), s);
        }
        let ort: Device = "ort".parse().unwrap();
        assert_eq!(ort.deployments(None).len(), 4);
        assert_eq!(
            ort.deployments(Some(ExecutionOrder::File)),
            [Device::Ort(OptimisationLevel::Disabled)]
        );
        assert_eq!(
            "ort:all".parse::<Device>().unwrap().deployments(None),
            [Device::Ort(OptimisationLevel::All)]
        );
        for bad in ["gpu", "ort:fast", "cuda:x", "cuda", ""] {
            let e = bad.parse::<Device>().unwrap_err();
            assert!(
                e.to_string().starts_with(&format!("device '{bad}': ")),
                "{e}"
            );
        }
    }
}
