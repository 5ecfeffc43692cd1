//! The async runtime inside the JIT: `src/mlir/async_runtime.cpp`, compiled into the library
//! (build.rs), registered with each engine that runs `async.execute` regions. Loading it as a
//! shared library would bring a second LLVM into a process that links MLIR statically.

use super::jit::Engine;
use super::jit_runtime::{adopt_heap, heap_context};
use std::ffi::{c_char, c_void, CStr};

type AddSymbol = extern "C" fn(*mut c_void, *const c_char, *mut c_void);

extern "C" {
    fn flowsched_async_embed(
        threads: u32,
        get: extern "C" fn() -> *mut c_void,
        set: extern "C" fn(*mut c_void),
        add: AddSymbol,
        engine: *mut c_void,
    );
    fn flowsched_async_drain();
}

extern "C" fn add_symbol(engine: *mut c_void, name: *const c_char, function: *mut c_void) {
    // SAFETY: `register` passes its `&Engine` and the runtime's static, NUL-terminated names.
    let engine = unsafe { &*(engine as *const Engine) };
    let name = unsafe { CStr::from_ptr(name) };
    engine.register_symbol(&name.to_string_lossy(), function as *mut ());
}

/// Gives `engine` the runtime's functions and sizes its pool to `threads`. The pool's workers
/// count a region's allocations into the heap of the call that launched it.
pub(crate) fn register(engine: &Engine, threads: usize) {
    unsafe {
        flowsched_async_embed(
            threads.clamp(1, u32::MAX as usize) as u32,
            heap_context,
            adopt_heap,
            add_symbol,
            engine as *const Engine as *mut c_void,
        )
    }
}

/// Waits for every queued or running region: a coroutine's tail may run after the call that
/// launched it returned, so an engine's code must not be freed before.
pub(crate) fn drain() {
    unsafe { flowsched_async_drain() }
}
