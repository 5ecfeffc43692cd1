//! The MLIR study (flowsched-lab's): every order JIT-run on the same inputs, outputs compared
//! with the original's, heap peaks ranked against the proxy's.

use flowsched::mlir::jit::JitConfig;
use flowsched_lab::study::{study, study_bufferized};

fn repo(rel: &str) -> String {
    std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../..")
            .join(rel),
    )
    .unwrap()
}

fn branches() -> String {
    repo("tests/mlir/inputs/jit-branches.mlir")
}

/// The real inception cell and a one-call-per-order configuration for studies.
fn inception_cell() -> (String, JitConfig) {
    let text = repo("tests/mlir/models/inception_cell.mlir");
    let config = JitConfig {
        repeats: 1,
        warmup: 0,
        ..quick()
    };
    (text, config)
}

fn quick() -> JitConfig {
    JitConfig {
        warmup: 1,
        repeats: 3,
        opt_level: 0,
        ..Default::default()
    }
}

#[test]
fn orders_give_equal_outputs_and_the_proxy_ranks_heap_peaks() {
    let report = study(&branches(), "branches", 6, 0, &quick()).unwrap();
    assert!(report.orders.len() >= 6, "{report:#?}");
    assert!(report.all_outputs_equal, "{report:#?}");
    let original = &report.orders[0];
    let best = report
        .orders
        .iter()
        .map(|o| o.jit_peak_heap_bytes)
        .min()
        .unwrap();
    assert!(
        best * 2 < original.jit_peak_heap_bytes,
        "a memory-aware order at least halves the heap peak: {report:#?}"
    );
    let rho = report
        .spearman_proxy_vs_jit_peak
        .expect("peaks differ between orders");
    assert!(rho > 0.5, "proxy and JIT disagree (ρ = {rho}): {report:#?}");
}

#[test]
fn real_model_orders_agree() {
    let (text, config) = inception_cell();
    let report = study(&text, "inception_cell", 3, 1, &config).unwrap();
    assert!(report.all_outputs_equal, "{report:#?}");
    let rho = report.spearman_proxy_vs_jit_peak.expect("peaks differ");
    assert!(rho > 0.5, "ρ = {rho}: {report:#?}");
}

#[test]
fn bufferized_orders_agree_and_the_pass_lowers_the_heap() {
    let (text, config) = inception_cell();
    let report = study_bufferized(&text, "inception_cell", 3, 1, &config).unwrap();
    assert!(report.all_outputs_equal, "{report:#?}");
    let rho = report.spearman_proxy_vs_jit_peak.expect("peaks differ");
    assert!(rho >= 0.9, "ρ = {rho}: {report:#?}");
    let pass = report
        .orders
        .iter()
        .find(|o| o.scheduler.ends_with("pass"))
        .unwrap();
    // The first row is the input as it is (deallocations where bufferization put them).
    let input = report.orders[0].jit_peak_heap_bytes;
    assert!(
        pass.jit_peak_heap_bytes < input,
        "pass {} vs input {input}: {report:#?}",
        pass.jit_peak_heap_bytes
    );
}

/// At the memref level the peak search, named or in the default list (where it runs from the
/// best tightened order), lowers the JIT's heap below every tightened order and the input.
#[test]
fn bufferized_peak_search_beats_every_tightened_order() {
    for scheduler in ["peak-search", flowsched::defaults::SCHEDULERS] {
        let (text, mut config) = inception_cell();
        config.pass.scheduler = scheduler.into();
        let report = study_bufferized(&text, "inception_cell", 0, 1, &config).unwrap();
        assert!(report.all_outputs_equal, "{report:#?}");
        // The pick is its own row ("pass") unless it equals a listed order ("xla-dfs = pass").
        let is_pass = |name: &str| name == "pass" || name.ends_with("= pass");
        let pass = report
            .orders
            .iter()
            .find(|o| is_pass(&o.scheduler))
            .expect("the pass's pick is listed");
        for other in report.orders.iter().filter(|o| !is_pass(&o.scheduler)) {
            assert!(
                pass.jit_peak_heap_bytes < other.jit_peak_heap_bytes,
                "{scheduler}: {} {} vs pass {}: {report:#?}",
                other.scheduler,
                other.jit_peak_heap_bytes,
                pass.jit_peak_heap_bytes
            );
        }
    }
}
