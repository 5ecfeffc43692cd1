//! Runs a memref-level function in the JIT with poisoned memory: the oracle of the
//! differential tests that check a rewrite against the original (see
//! `tests/mlir_differential.rs`). Fresh heap blocks hold a pattern, freed ones are poisoned and
//! kept (quarantined) until the call ends, so a read after free changes what the function
//! computes and a write after free is reported.
//!
//! The function takes `i1`, `f32` and `memref<Nxf32>` arguments and returns nothing; it may
//! call external functions, which the caller registers by their C-interface symbol.

use super::ffi::string_ref;
use super::jit::{run_pipeline, Engine, JitError, DEFAULT_TO_LLVM};
use super::jit_runtime::{begin_poisoned_call, end_poisoned_call};
use super::session::{Diag, Session, Severity};
use mlir_sys::*;

/// One argument of the function.
#[derive(Debug, Clone, PartialEq)]
pub enum JitArg {
    Bool(bool),
    F32(f32),
    /// A `memref<Nxf32>`: its contents go in and come back out.
    Buffer(Vec<f32>),
}

/// A `memref<Nxf32>` descriptor as the C interface passes it.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct MemRef1D {
    pub allocated: *mut f32,
    pub aligned: *mut f32,
    pub offset: i64,
    pub size: i64,
    pub stride: i64,
}

/// A compiled memref-level function.
pub struct MemrefRunner {
    engine: Engine,
    function: String,
    is_async: bool,
}

impl Drop for MemrefRunner {
    fn drop(&mut self) {
        if self.is_async {
            super::jit_async::drain();
        }
    }
}

impl MemrefRunner {
    /// Lowers `function` of `text` to LLVM and compiles it in a session the caller keeps
    /// (loading every dialect once, not per call); `externals` are `(C-interface symbol,
    /// function pointer)` pairs the code may call.
    pub fn new_in(
        session: &Session,
        text: &str,
        function: &str,
        externals: &[(&str, *mut ())],
    ) -> Result<Self, JitError> {
        Self::compile(session, text, function, externals, None)
    }

    /// [`Self::new_in`] for a function with `async.execute` regions (streams): lowered with the
    /// async passes, its regions run on the embedded async runtime's `threads` workers.
    pub fn new_async_in(
        session: &Session,
        text: &str,
        function: &str,
        externals: &[(&str, *mut ())],
        threads: usize,
    ) -> Result<Self, JitError> {
        Self::compile(session, text, function, externals, Some(threads))
    }

    fn compile(
        session: &Session,
        text: &str,
        function: &str,
        externals: &[(&str, *mut ())],
        async_threads: Option<usize>,
    ) -> Result<Self, JitError> {
        let mut module = session
            .parse(text.as_bytes(), "<jit>")
            .ok_or_else(|| JitError::Mlir(session.take_diags()))?;
        let func = super::opt::functions(&module)
            .into_iter()
            .find(|&f| {
                let a = unsafe { mlirOperationGetAttributeByName(f, string_ref("sym_name")) };
                !a.ptr.is_null()
                    && super::ffi::to_string(unsafe { mlirStringAttrGetValue(a) }) == function
            })
            .ok_or_else(|| JitError::NoFunction(function.into()))?;
        unsafe {
            let unit = mlirUnitAttrGet(session.context.to_raw());
            mlirOperationSetAttributeByName(func, string_ref("llvm.emit_c_interface"), unit);
        }
        let to_llvm = match async_threads {
            Some(_) => super::parallel::Parallel::Streams(1).to_llvm(1),
            None => DEFAULT_TO_LLVM.to_string(),
        };
        run_pipeline(session, &mut module, &to_llvm)?;
        // Coroutines (async regions) need LLVM's optimiser to be split before code generation.
        let opt_level = if async_threads.is_some() { 1 } else { 0 };
        let engine = Engine::new(&module, opt_level, &[]).ok_or_else(|| {
            JitError::Mlir(vec![Diag {
                severity: Severity::Error,
                location: "<jit>".into(),
                message: "the execution engine could not be created".into(),
            }])
        })?;
        engine.register_runtime();
        for &(name, ptr) in externals {
            engine.register_symbol(name, ptr);
        }
        if let Some(threads) = async_threads {
            super::jit_async::register(&|name, f| engine.register_symbol(name, f), threads);
        }
        Ok(MemrefRunner {
            engine,
            function: function.into(),
            is_async: async_threads.is_some(),
        })
    }

    /// Calls the function once with poisoned memory. Buffers come back with what the function
    /// left in them; the `usize` counts heap blocks written after they were freed.
    pub fn call(&self, args: &mut [JitArg]) -> Result<usize, JitError> {
        // Storage for every argument's value, then a pointer to each (the packed convention).
        let mut bools: Vec<u8> = Vec::new();
        let mut floats: Vec<f32> = Vec::new();
        let mut descriptors: Vec<MemRef1D> = Vec::new();
        for a in args.iter_mut() {
            match a {
                JitArg::Bool(b) => bools.push(*b as u8),
                JitArg::F32(f) => floats.push(*f),
                JitArg::Buffer(v) => descriptors.push(MemRef1D {
                    allocated: v.as_mut_ptr(),
                    aligned: v.as_mut_ptr(),
                    offset: 0,
                    size: v.len() as i64,
                    stride: 1,
                }),
            }
        }
        let mut descriptor_ptrs: Vec<*mut MemRef1D> =
            descriptors.iter_mut().map(|d| d as *mut MemRef1D).collect();
        let (mut b, mut f, mut d) = (0, 0, 0);
        let mut packed: Vec<*mut ()> = Vec::new();
        for a in args.iter() {
            match a {
                JitArg::Bool(_) => {
                    packed.push(&mut bools[b] as *mut u8 as *mut ());
                    b += 1;
                }
                JitArg::F32(_) => {
                    packed.push(&mut floats[f] as *mut f32 as *mut ());
                    f += 1;
                }
                JitArg::Buffer(_) => {
                    packed.push(&mut descriptor_ptrs[d] as *mut *mut MemRef1D as *mut ());
                    d += 1;
                }
            }
        }
        begin_poisoned_call();
        let result = self.engine.invoke_packed(&self.function, &mut packed);
        let written_after_free = end_poisoned_call();
        result.map_err(|_| JitError::Invoke(self.function.clone()))?;
        Ok(written_after_free)
    }
}
