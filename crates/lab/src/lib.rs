//! flowsched's laboratory: what the product is built and judged with. Scheduler benchmarks
//! over generated and real graphs ([`compare`]), Pareto fronts of GFlowNet models ([`pareto`]),
//! and the MLIR study that JIT-runs every order ([`study`]). The `flowsched-lab` and
//! `flowsched-jit` binaries drive them; no user needs them to schedule.

pub mod compare;
pub mod pareto;
#[cfg(feature = "mlir")]
pub mod study;
