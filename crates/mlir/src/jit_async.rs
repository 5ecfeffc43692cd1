//! The async runtime inside the JIT: `crates/mlir/src/async_runtime.cpp`, compiled into the library
//! (build.rs), registered with each engine that runs `async.execute` regions. Loading it as a
//! shared library would bring a second LLVM into a process that links MLIR statically.

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
    fn flowsched_async_set_jitter(micros: u32);
}

/// Stress mode for differential tests: before the pool resumes a region, it sleeps a random
/// time below `micros` (0: off), so regions interleave in unusual orders.
pub fn set_jitter(micros: u32) {
    unsafe { flowsched_async_set_jitter(micros) }
}

/// What registers one symbol with an execution engine.
type Register<'a> = &'a dyn Fn(&str, *mut ());

extern "C" fn add_symbol(register: *mut c_void, name: *const c_char, function: *mut c_void) {
    // SAFETY: `register` passes a pointer to its `Register` and the runtime's static,
    // NUL-terminated names.
    let register = unsafe { &*(register as *const Register) };
    let name = unsafe { CStr::from_ptr(name) };
    register(&name.to_string_lossy(), function as *mut ());
}

/// Hands the runtime's functions to `register` (an engine's) and sizes the pool to `threads`.
/// The pool's workers count a region's allocations into the heap of the call that launched it.
pub(crate) fn register(register: Register, threads: usize) {
    unsafe {
        flowsched_async_embed(
            threads.clamp(1, u32::MAX as usize) as u32,
            heap_context,
            adopt_heap,
            add_symbol,
            &register as *const Register as *mut c_void,
        )
    }
}

/// Waits for every queued or running region: a coroutine's tail may run after the call that
/// launched it returned, so an engine's code must not be freed before.
pub(crate) fn drain() {
    unsafe { flowsched_async_drain() }
}
