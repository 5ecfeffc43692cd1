//! Every scheduler by name, the learned ones included. The table is
//! [`flowsched_core::schedulers::registry`]; a learned row has no constructor there, since the networks
//! it loads sit above the schedulers (the GFlowNet refines and seeds with them). Its
//! constructor is the arm of [`learned`] here.

use flowsched_core::schedulers::{classic, entry, is_learned};
use flowsched_core::schedulers::{GflownetOptions, Scheduler, SchedulerError, SchedulerList};

/// Any scheduler by name, the learned ones included.
pub fn build(name: &str, gflownet: &GflownetOptions) -> Result<Box<dyn Scheduler>, SchedulerError> {
    match entry(name)?.make() {
        Some(scheduler) => Ok(scheduler),
        None => learned(name, gflownet),
    }
}

/// The schedulers of a comma-separated list, built (see [`build`]). A learned scheduler never
/// comes alone: the classics cost milliseconds, so they join as candidates of their own and
/// the result is never worse than theirs.
pub fn build_candidates(
    list: &SchedulerList,
    gflownet: &GflownetOptions,
) -> Result<Vec<Box<dyn Scheduler>>, SchedulerError> {
    let mut names = list.names().to_vec();
    if names.iter().any(|n| is_learned(n)) {
        for c in classic() {
            if !names.iter().any(|n| n == c) {
                names.push(c.to_string());
            }
        }
    }
    names.iter().map(|n| build(n, gflownet)).collect()
}

/// A learned scheduler of the table, made from its weights.
fn learned(name: &str, options: &GflownetOptions) -> Result<Box<dyn Scheduler>, SchedulerError> {
    match name {
        "gflownet" => gflownet(options),
        // A learned row added to the table without its arm here (the test below catches it).
        _ => Err(SchedulerError::Gflownet(format!(
            "learned scheduler '{name}' has no constructor in registry.rs"
        ))),
    }
}

fn gflownet(options: &GflownetOptions) -> Result<Box<dyn Scheduler>, SchedulerError> {
    crate::GflownetScheduler::from_options(options)
        .map(|s| Box::new(s) as Box<dyn Scheduler>)
        .map_err(|e| SchedulerError::Gflownet(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use flowsched_core::schedulers::{Kind, SCHEDULERS};

    /// Every learned row has its arm in [`learned`]: building it gives a scheduler or an error
    /// about its weights, never the missing-constructor error.
    #[test]
    fn every_learned_row_is_built() {
        let options = GflownetOptions {
            model: Some("/nonexistent/weights.safetensors".into()),
            ..Default::default()
        };
        for e in SCHEDULERS.iter().filter(|e| e.kind == Kind::Learned) {
            match build(e.name, &options) {
                Ok(s) => assert_eq!(s.name(), e.name),
                Err(err) => {
                    assert!(matches!(err, SchedulerError::Gflownet(_)), "{err}");
                    assert!(!err.to_string().contains("no constructor"), "{err}");
                }
            }
        }
    }
}
