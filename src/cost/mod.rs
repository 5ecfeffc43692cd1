//! Proxy cost models: fast estimates that rank candidate orders before any device run.

pub(crate) mod agreement;
mod curve;
pub(crate) mod makespan;
pub(crate) mod memory;
mod objective;
pub(crate) mod planner;
pub mod profile;
pub mod target;

pub(crate) use makespan::{decode_list, decode_with_units, UnitSchedule};
pub(crate) use memory::FreeTracker;
pub use memory::{memory_profile, peak_memory, MemoryEvaluator, MemoryProfile};
pub(crate) use objective::RewardScale;
pub use objective::{Evaluator, Objective};
pub(crate) use planner::PlannerModel;
pub use profile::DeviceProfile;
