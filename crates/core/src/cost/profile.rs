//! Per-op runtime estimates: a roofline (FLOPs / peak + bytes / bandwidth + launch overhead)
//! from a device profile, or measured per-op times from a profile file.

use crate::dag::ScheduleDag;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::path::Path;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DeviceProfile {
    pub name: String,
    /// Sustained floating-point rate, FLOP/s.
    pub peak_flops: f64,
    /// Sustained memory bandwidth, bytes/s.
    pub bandwidth: f64,
    /// Fixed cost of launching one op, seconds.
    pub launch_overhead: f64,
    /// Measured runtimes (seconds) by node name, then by op type; they override the roofline.
    #[serde(default, skip_serializing_if = "HashMap::is_empty")]
    pub node_runtimes: HashMap<String, f64>,
    #[serde(default, skip_serializing_if = "HashMap::is_empty")]
    pub op_runtimes: HashMap<String, f64>,
}

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ProfileError {
    #[error("{}: {reason}", path.display())]
    File {
        path: std::path::PathBuf,
        reason: String,
    },
    #[error("unknown device profile '{0}' (built in: cpu, h200; or a .json file)")]
    Unknown(String),
}

impl DeviceProfile {
    /// NVIDIA H200 SXM from its datasheet: 67 TFLOP/s FP32 (non-tensor), 4.8 TB/s HBM3e; a
    /// kernel launch costs about 5 µs.
    fn h200() -> Self {
        DeviceProfile::roofline("h200", 67e12, 4.8e12, 5e-6)
    }

    /// A conservative CPU core: 50 GFLOP/s, 10 GB/s, 2 µs per op. `flowsched-lab profile` measures
    /// the real machine instead.
    pub fn generic_cpu() -> Self {
        DeviceProfile::roofline("cpu", 50e9, 10e9, 2e-6)
    }

    fn roofline(name: &str, peak_flops: f64, bandwidth: f64, launch_overhead: f64) -> Self {
        DeviceProfile {
            name: name.into(),
            peak_flops,
            bandwidth,
            launch_overhead,
            node_runtimes: HashMap::new(),
            op_runtimes: HashMap::new(),
        }
    }

    /// `cpu`, `h200`, or the path of a JSON profile (as written by `flowsched-lab profile`).
    pub fn by_name(name: &str) -> Result<Self, ProfileError> {
        match name {
            "cpu" => Ok(Self::generic_cpu()),
            "h200" => Ok(Self::h200()),
            path if path.ends_with(".json") => Self::load(Path::new(path)),
            other => Err(ProfileError::Unknown(other.into())),
        }
    }

    fn load(path: &Path) -> Result<Self, ProfileError> {
        let fail = |reason: String| ProfileError::File {
            path: path.into(),
            reason,
        };
        let text = std::fs::read_to_string(path).map_err(|e| fail(e.to_string()))?;
        serde_json::from_str(&text).map_err(|e| fail(format!("not a device profile: {e}")))
    }

    /// Estimated runtime of one op in seconds.
    fn runtime(&self, name: &str, op: &str, flops: f64, bytes: u64) -> f64 {
        if let Some(&t) = self
            .node_runtimes
            .get(name)
            .or_else(|| self.op_runtimes.get(op))
        {
            return t;
        }
        flops / self.peak_flops + bytes as f64 / self.bandwidth + self.launch_overhead
    }

    /// Fills in the runtime of every node that has none.
    pub fn annotate(&self, dag: &mut ScheduleDag) {
        let nodes: Vec<_> = dag.nodes().collect();
        for n in nodes {
            let node = dag.node(n);
            if node.runtime.is_none() {
                let t = self.runtime(
                    &node.name,
                    &node.op,
                    node.flops,
                    node.bytes_read + node.bytes_written,
                );
                dag.node_mut(n).runtime = Some(t);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roofline_and_overrides() {
        let mut p = DeviceProfile::roofline("t", 1e9, 1e9, 1e-6);
        assert!((p.runtime("n", "Conv", 2e9, 1_000_000_000) - (2.0 + 1.0 + 1e-6)).abs() < 1e-12);
        p.op_runtimes.insert("Conv".into(), 0.5);
        assert_eq!(p.runtime("n", "Conv", 2e9, 0), 0.5);
        p.node_runtimes.insert("n".into(), 0.25);
        assert_eq!(p.runtime("n", "Conv", 2e9, 0), 0.25);
    }
}

/// Measures this machine: a matrix multiply for the FLOP rate, a large copy for the bandwidth
/// and a tiny op for the per-op overhead, each the best of several runs. With the `torch`
/// feature the measurements go through libtorch, the executor flowsched benchmarks with;
/// without it, through plain Rust loops (a lower bound on what a tuned library reaches).
pub fn measure_this_machine() -> DeviceProfile {
    let best_of = |runs: usize, f: &mut dyn FnMut() -> f64| {
        (0..runs).map(|_| f()).fold(f64::INFINITY, f64::min)
    };
    let (flop_s, bytes_s, overhead) = measure::kernels(best_of);
    DeviceProfile::roofline("measured-cpu", flop_s, bytes_s, overhead)
}

#[cfg(feature = "torch")]
mod measure {
    use std::time::Instant;
    use tch::{Kind, Tensor};

    pub(super) fn kernels(
        best_of: impl Fn(usize, &mut dyn FnMut() -> f64) -> f64,
    ) -> (f64, f64, f64) {
        let n = 1024i64;
        let (a, b) = (
            Tensor::rand([n, n], (Kind::Float, tch::Device::Cpu)),
            Tensor::rand([n, n], (Kind::Float, tch::Device::Cpu)),
        );
        let mm = best_of(5, &mut || {
            let t = Instant::now();
            let _ = a.matmul(&b);
            t.elapsed().as_secs_f64()
        });
        let big = Tensor::rand([64 << 20 >> 2], (Kind::Float, tch::Device::Cpu));
        let mut dst = big.zeros_like();
        let copy = best_of(5, &mut || {
            let t = Instant::now();
            dst.copy_(&big);
            t.elapsed().as_secs_f64()
        });
        let tiny = Tensor::ones([4], (Kind::Float, tch::Device::Cpu));
        let op = best_of(5, &mut || {
            let t = Instant::now();
            for _ in 0..1000 {
                let _ = &tiny + 1.0;
            }
            t.elapsed().as_secs_f64() / 1000.0
        });
        (
            2.0 * (n * n * n) as f64 / mm,
            2.0 * (64 << 20) as f64 / copy,
            op,
        )
    }
}

#[cfg(not(feature = "torch"))]
mod measure {
    use std::hint::black_box;
    use std::time::Instant;

    pub(super) fn kernels(
        best_of: impl Fn(usize, &mut dyn FnMut() -> f64) -> f64,
    ) -> (f64, f64, f64) {
        let n = 256;
        let a = vec![1.0f32; n * n];
        let b = vec![0.5f32; n * n];
        let mut c = vec![0.0f32; n * n];
        let mm = best_of(3, &mut || {
            let t = Instant::now();
            for i in 0..n {
                for k in 0..n {
                    let aik = a[i * n + k];
                    for j in 0..n {
                        c[i * n + j] += aik * b[k * n + j];
                    }
                }
            }
            black_box(&c);
            t.elapsed().as_secs_f64()
        });
        let src = vec![1u8; 64 << 20];
        let mut dst = vec![0u8; 64 << 20];
        let copy = best_of(3, &mut || {
            let t = Instant::now();
            dst.copy_from_slice(black_box(&src));
            black_box(&dst);
            t.elapsed().as_secs_f64()
        });
        let op = best_of(3, &mut || {
            let t = Instant::now();
            for i in 0..1000 {
                black_box(vec![i as f32; 4]);
            }
            t.elapsed().as_secs_f64() / 1000.0
        });
        (
            2.0 * (n * n * n) as f64 / mm,
            2.0 * (64 << 20) as f64 / copy,
            op,
        )
    }
}
