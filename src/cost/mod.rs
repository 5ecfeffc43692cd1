//! Proxy cost models: fast estimates that rank candidate orders before any device run.

pub mod agreement;
mod curve;
pub mod makespan;
pub mod memory;
mod objective;
pub mod planner;
pub mod profile;
pub mod target;

pub use makespan::{
    decode_list, decode_with_units, makespan_lower_bound, speedup, Transfer, UnitSchedule,
};
pub use memory::{memory_profile, peak_memory, FreeTracker, MemoryEvaluator, MemoryProfile};
pub use objective::{Evaluator, Objective, RewardScale};
pub use planner::PlannerModel;
pub use profile::DeviceProfile;
