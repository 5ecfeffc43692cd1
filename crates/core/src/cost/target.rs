//! Targets: what an order is finally judged on. The paper's synthetic target models stand in
//! for a device whose behaviour the proxy does not capture; [`crate::bench`] (later) measures a
//! real one. Each target decodes an order by list scheduling, as a runtime would.
//!
//! Parameters are relative to the graph, so one setting serves graphs of any scale:
//! - `noisy:S`: true runtimes are the proxy's times a log-normal factor exp(N(0, S²)), drawn
//!   once per graph from the seed (the device is consistently, not randomly, different);
//!   default S = 0.5.
//! - `bandwidth:F`: a transfer between units costs `a · bytes` with `a` chosen so that moving
//!   an average tensor costs F times an average op; default F = 1.
//! - `latency:F`: a transfer between units costs a fixed F times an average op; default 0.5.

use super::makespan::{decode_list, runtimes, Transfer};
use super::{peak_memory, Objective};
use crate::dag::{Order, Planned, ScheduleDag};
use rand::SeedableRng;
use rand_distr::{Distribution, Normal};
use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Measurement {
    pub makespan: Option<f64>,
    pub peak_memory: Option<u64>,
}

pub trait Target {
    fn name(&self) -> String;
    fn measure(&self, dag: &Planned, orders: &[Order]) -> Vec<Measurement>;
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub enum TargetModel {
    Proxy,
    Noisy { sigma: f64 },
    BandwidthLimited { factor: f64 },
    LatencyLimited { factor: f64 },
}

impl std::str::FromStr for TargetModel {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let (kind, arg) = s
            .split_once(':')
            .map(|(k, a)| (k, Some(a)))
            .unwrap_or((s, None));
        let num = |default: f64| {
            arg.map(|a| {
                a.parse::<f64>()
                    .map_err(|_| format!("'{a}' is not a number"))
            })
            .transpose()
            .map(|v| v.unwrap_or(default))
        };
        Ok(match kind {
            "proxy" => TargetModel::Proxy,
            "noisy" => TargetModel::Noisy { sigma: num(0.5)? },
            "bandwidth" => TargetModel::BandwidthLimited { factor: num(1.0)? },
            "latency" => TargetModel::LatencyLimited { factor: num(0.5)? },
            other => {
                return Err(format!(
                "unknown target '{other}' (expected proxy, noisy[:S], bandwidth[:F], latency[:F])"
            ))
            }
        })
    }
}

/// A synthetic target for makespan on `units` units.
#[derive(Debug, Clone)]
pub struct SyntheticTarget {
    pub model: TargetModel,
    pub units: usize,
    pub seed: u64,
}

impl SyntheticTarget {
    /// The runtimes and transfer cost this target really has for `dag`.
    pub fn realise(&self, dag: &ScheduleDag) -> (Vec<f64>, Option<Transfer>) {
        let base = runtimes(dag);
        let mean_runtime = base.iter().sum::<f64>() / base.len().max(1) as f64;
        let edges = dag.graph().raw_edges();
        let mean_bytes =
            edges.iter().map(|e| e.weight.bytes as f64).sum::<f64>() / edges.len().max(1) as f64;
        match self.model {
            TargetModel::Proxy => (base, None),
            TargetModel::Noisy { sigma } => {
                let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(self.seed);
                let noise = Normal::new(0.0, sigma.max(0.0)).expect("finite sigma");
                (
                    base.iter()
                        .map(|r| r * noise.sample(&mut rng).exp())
                        .collect(),
                    None,
                )
            }
            TargetModel::BandwidthLimited { factor } => {
                let per_byte = if mean_bytes > 0.0 {
                    factor * mean_runtime / mean_bytes
                } else {
                    0.0
                };
                (
                    base,
                    Some(Transfer {
                        per_byte,
                        latency: 0.0,
                    }),
                )
            }
            TargetModel::LatencyLimited { factor } => (
                base,
                Some(Transfer {
                    per_byte: 0.0,
                    latency: factor * mean_runtime,
                }),
            ),
        }
    }
}

impl Target for SyntheticTarget {
    fn name(&self) -> String {
        format!("{:?} on {} units", self.model, self.units)
    }
    fn measure(&self, dag: &Planned, orders: &[Order]) -> Vec<Measurement> {
        let (times, transfer) = self.realise(dag);
        orders
            .iter()
            .map(|o| Measurement {
                makespan: Some(decode_list(dag, o, self.units, &times, transfer.as_ref()).makespan),
                peak_memory: Some(peak_memory(dag, o)),
            })
            .collect()
    }
}

/// The proxy itself as a target (for like-for-like comparisons).
pub struct ProxyTarget(pub Objective);

impl Target for ProxyTarget {
    fn name(&self) -> String {
        format!("proxy {}", self.0)
    }
    fn measure(&self, dag: &Planned, orders: &[Order]) -> Vec<Measurement> {
        let times = runtimes(dag);
        orders
            .iter()
            .map(|o| Measurement {
                makespan: self
                    .0
                    .units()
                    .map(|units| decode_list(dag, o, units, &times, None).makespan),
                peak_memory: Some(peak_memory(dag, o)),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dag::dag_from_json;

    #[test]
    fn targets_differ_from_the_proxy_as_documented() {
        let text = r#"{"nodes":[{"name":"a","runtime":1,"bytes":4},{"name":"b","runtime":1,"bytes":4},{"name":"c","runtime":1}],
                       "edges":[["a","c"],["b","c"]]}"#;
        let g = dag_from_json(text);
        let o = Order::original(&g);
        let m = |model| {
            SyntheticTarget {
                model,
                units: 2,
                seed: 1,
            }
            .measure(
                &crate::dag::Planned::as_written(&g),
                std::slice::from_ref(&o),
            )[0]
            .makespan
            .unwrap()
        };
        assert_eq!(m(TargetModel::Proxy), 2.0);
        // a and b run in parallel; one of them crosses to c's unit: +1 (latency factor 1 × mean runtime 1).
        assert_eq!(m(TargetModel::LatencyLimited { factor: 1.0 }), 3.0);
        // Transfers cost 2 per tensor; greedy list decoding still puts b on the idle unit: c waits for b until 3.
        assert_eq!(m(TargetModel::BandwidthLimited { factor: 2.0 }), 4.0);
        assert_ne!(m(TargetModel::Noisy { sigma: 0.5 }), 2.0);
        assert_eq!(
            "latency:0.25".parse::<TargetModel>().unwrap(),
            TargetModel::LatencyLimited { factor: 0.25 }
        );
    }
}
