//! Schedules the model at build time; `src/main.rs` embeds the result with `include_bytes!`.

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // The model to schedule; FLOWSCHED_EXAMPLE_MODEL overrides it (the tests use a broken path).
    println!("cargo:rerun-if-env-changed=FLOWSCHED_EXAMPLE_MODEL");
    println!("cargo:rerun-if-env-changed=FLOWSCHED_EXAMPLE_STAMP");
    let model = std::env::var("FLOWSCHED_EXAMPLE_MODEL")
        .unwrap_or_else(|_| "../data/inception_cell.onnx".into());
    let (scheduled, outcome) = flowsched::build::Preprocess::new(model)
        .objective(flowsched::cost::Objective::PeakMemory)
        // The GFlowNet samples in every build, this one without libtorch included.
        .schedulers("gflownet")
        .samples(64)
        .measure(flowsched::build::Measure::ProxyOnly)
        .run_reporting()?;
    println!(
        "cargo:warning=flowsched: {:?} {}",
        outcome,
        scheduled.display()
    );
    println!("cargo:rustc-env=SCHEDULED_MODEL={}", scheduled.display());
    Ok(())
}
