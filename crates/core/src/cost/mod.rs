//! Proxy cost models: fast estimates that rank candidate orders before any device run.

pub mod agreement;
mod cap;
mod curve;
pub mod makespan;
pub mod memory;
mod objective;
pub(crate) mod planner;
pub mod profile;
mod stream_peak;
pub mod target;
mod waiting;

pub use cap::{pareto_front, BadMemoryCap, MemoryCap};
pub use makespan::{decode_list, decode_with_units, makespan_lower_bound, UnitSchedule};
pub use memory::FreeTracker;
pub use memory::{memory_profile, peak_memory, MemoryEvaluator, MemoryProfile};
pub use objective::RewardScale;
pub use objective::{Evaluator, Objective};
pub use planner::PlannerModel;
pub use profile::DeviceProfile;
pub use stream_peak::stream_peak;
pub use waiting::{decode_waiting, stream_schedule, WaitingSchedule};

/// What the proxy of `objective` is on `dag`, in words, for every figure that comes from it.
pub fn proxy_name(dag: &crate::dag::Planned, objective: Objective) -> &'static str {
    if objective.is_timed() {
        "the makespan of a list schedule with the profile's op runtimes"
    } else if let Some(model) = &dag.memory_model {
        model.name
    } else if dag.reuses_buffers() {
        "ONNX Runtime's memory planner"
    } else {
        "liveness (each tensor from its producer to its last consumer)"
    }
}
