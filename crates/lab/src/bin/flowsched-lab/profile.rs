//! `flowsched-lab profile`: this machine's FLOP rate, bandwidth and per-op overhead.

use anyhow::Result;
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct Args {
    #[arg(short, long)]
    output: PathBuf,
}

pub fn run(args: Args) -> Result<()> {
    let p = flowsched::cost::profile::measure_this_machine();
    let text = serde_json::to_string_pretty(&p)? + "\n";
    flowsched::onnx::write_atomically(&args.output, text.as_bytes())?;
    say!(
        "{}: {:.1} GFLOP/s, {:.1} GB/s, {:.2} µs per op -> {}",
        p.name,
        p.peak_flops / 1e9,
        p.bandwidth / 1e9,
        p.launch_overhead * 1e6,
        args.output.display()
    );
    Ok(())
}
