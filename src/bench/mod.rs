//! Running orders on the actual device: an ONNX executor on libtorch (CPU, CUDA when present),
//! the measurement protocol and winner selection. Needs the `torch` feature.

pub mod executor;
pub mod ops;
pub mod protocol;
pub mod tensor;

use crate::dag::Order;
use crate::onnx::OnnxImport;
use executor::{ExecError, Executor};
use protocol::{Measurement, Protocol, Sample};

/// Runs `orders` of `model` on `device` with `streams` streams under `protocol`, on seeded
/// random inputs shared by every candidate.
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
