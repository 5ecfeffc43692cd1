//! Running orders on the actual device: an ONNX executor on libtorch (CPU, CUDA when present),
//! the measurement protocol and winner selection. The executor needs the `torch` feature;
//! the protocol also drives the MLIR JIT ([`crate::mlir::model`]).

#[cfg(feature = "torch")]
pub mod error;
#[cfg(feature = "torch")]
pub mod executor;
#[cfg(feature = "torch")]
pub mod ops;
pub mod protocol;
#[cfg(feature = "torch")]
pub mod tensor;

#[cfg(feature = "torch")]
use crate::dag::Order;
#[cfg(feature = "torch")]
use crate::onnx::OnnxImport;
#[cfg(feature = "torch")]
use executor::{ExecError, Executor};
#[cfg(feature = "torch")]
use protocol::{Measurement, Protocol, Sample};

/// Runs `orders` of `model` on `device` with `streams` streams under `protocol`, on seeded
/// random inputs shared by every candidate.
#[cfg(feature = "torch")]
pub fn measure_orders(
    model: &OnnxImport,
    orders: &[Order],
    device: &str,
    streams: usize,
    protocol: &Protocol,
    seed: i64,
) -> Result<Measurement, ExecError> {
    let exec = Executor::new(model, executor::parse_device(device)?)?;
    let inputs = exec.random_inputs(seed)?;
    Ok(protocol.measure(orders.len(), |i, timeout| {
        exec.run(&orders[i], &inputs, streams, Some(timeout))
            .map(|r| Sample {
                seconds: r.elapsed.as_secs_f64(),
                peak_bytes: r.peak_bytes,
            })
    }))
}
