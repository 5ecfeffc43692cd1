//! flowsched's core: the scheduling DAG every stage shares ([`dag`]), the proxy cost models that
//! rank orders before any device run ([`cost`]), the schedulers that propose them
//! ([`schedulers`]), the one decision core that picks a measured winner ([`decide`]), and the
//! synthetic task graphs of the paper ([`generate`]). No file format and no runtime lives here.

pub mod cost;
pub mod dag;
pub mod decide;
pub mod defaults;
pub mod device;
pub mod features;
pub mod files;
pub mod generate;
pub mod progress;
pub mod schedulers;
