//! The Rust half of the `mlir-opt` plugin. The C++ shim registers `flowsched-schedule` and
//! calls flowsched's C ABI ([`flowsched::mlir::capi`]); this crate only makes the shim's entry
//! point visible, since a cdylib exports Rust's symbols and hides the C++ ones.

pub use flowsched::mlir::capi::{flowsched_check_options, flowsched_schedule_block};
pub use flowsched::mlir::capi_streams::{
    flowsched_find_race, flowsched_free_stream_plan, flowsched_plan_streams,
};
use std::ffi::c_char;

/// `mlir::PassPluginLibraryInfo` (mlir/Tools/Plugins/PassPlugin.h), field for field.
#[repr(C)]
pub struct PassPluginLibraryInfo {
    pub api_version: u32,
    pub plugin_name: *const c_char,
    pub plugin_version: *const c_char,
    pub register_pass_registry_callbacks: Option<extern "C" fn()>,
}

extern "C" {
    fn flowsched_plugin_info() -> PassPluginLibraryInfo;
}

/// What `mlir-opt --load-pass-plugin` looks up.
#[no_mangle]
pub extern "C" fn mlirGetPassPluginInfo() -> PassPluginLibraryInfo {
    unsafe { flowsched_plugin_info() }
}
