//! Runs a tensor-level function through melior's `ExecutionEngine`: lower (configurable
//! pipelines), feed seeded random inputs, time it (warm-up, repeats, median) and count its heap
//! exactly. `finalize-memref-to-llvm{use-generic-functions}` routes every allocation through
//! `_mlir_memref_to_llvm_alloc/free`, which this module provides and counts.

use super::buffers::tighten_module;
use super::ffi::{self, string_ref};
use super::jit_runtime::{
    counted_aligned_alloc, counted_alloc, counted_free, heap_peak_and_count, memref_copy,
    reset_heap,
};
use super::session::{Diag, Session};
use melior::ir::operation::OperationLike;
use mlir_sys::*;
use rand::{Rng, SeedableRng};
use serde::Serialize;
use std::time::Instant;

pub use super::lowering::{JitError, DEFAULT_BUFFERIZE, DEFAULT_TO_LLVM};

#[derive(Debug, Clone)]
pub struct JitConfig {
    pub bufferize: String,
    /// Move allocations to their first use and deallocations to their last (see
    /// `super::buffers`); without it every order has the same heap peak.
    pub tighten_buffers: bool,
    /// Schedule at the memref level: after bufferization, put the ops of the function's
    /// block in this order (new position → op index) instead of tightening buffers. The
    /// order is one of the bufferized block's (`super::study::bufferized_block`).
    pub order_after_bufferize: Option<Vec<usize>>,
    /// The pass options whose pick a study shows next to the classic and random orders.
    pub pass: super::block::ScheduleOptions,
    pub to_llvm: String,
    pub opt_level: usize,
    /// Libraries the JIT'd code may call into. None by default: `memrefCopy` is provided
    /// here, because the C runner utils library would load a second (shared) MLIR next to the
    /// static one in this process.
    pub shared_libs: Vec<String>,
    pub warmup: usize,
    pub repeats: usize,
    /// Seed of the random inputs (the same seed gives the same inputs to every order).
    pub seed: u64,
    /// The module runs `async.execute` regions (`to_llvm` lowers them): the engine gets the
    /// embedded async runtime, with this many threads.
    pub async_threads: Option<usize>,
    /// Time every op of the function (a clock call after each op of the bufferized body):
    /// [`Call::op_seconds`].
    pub time_ops: bool,
}

impl Default for JitConfig {
    fn default() -> Self {
        JitConfig {
            bufferize: DEFAULT_BUFFERIZE.into(),
            tighten_buffers: true,
            order_after_bufferize: None,
            pass: Default::default(),
            to_llvm: DEFAULT_TO_LLVM.into(),
            opt_level: 2,
            shared_libs: Vec::new(),
            warmup: 2,
            repeats: 10,
            seed: 0,
            async_threads: None,
            time_ops: false,
        }
    }
}

#[derive(Debug, Clone, Serialize)]
#[non_exhaustive]
pub struct Measurement {
    /// Median wall time of one call, nanoseconds.
    pub median_ns: f64,
    pub samples_ns: Vec<f64>,
    /// Highest sum of live heap bytes during one call (its results included).
    pub peak_heap_bytes: u64,
    pub allocations: u64,
    /// Each result's bytes, for comparing orders.
    #[serde(skip)]
    pub outputs: Vec<Vec<u8>>,
}

/// melior's `ExecutionEngine` does not say when creation failed (a null engine then crashes
/// on first use); this owns the raw handle and checks it.
pub(crate) struct Engine(MlirExecutionEngine);

impl Engine {
    pub fn new(module: &melior::ir::Module, opt_level: usize, libs: &[String]) -> Option<Engine> {
        let libs: Vec<MlirStringRef> = libs.iter().map(|l| string_ref(l)).collect();
        let raw = unsafe {
            mlirExecutionEngineCreate(
                module.to_raw(),
                opt_level as i32,
                libs.len() as i32,
                libs.as_ptr(),
                false,
                false,
            )
        };
        (!raw.ptr.is_null()).then_some(Engine(raw))
    }
    pub(crate) fn register_symbol(&self, name: &str, ptr: *mut ()) {
        unsafe {
            mlirExecutionEngineRegisterSymbol(
                self.0,
                string_ref(name),
                ptr as *mut std::ffi::c_void,
            )
        }
    }
    /// What lowered code calls back into: the counting allocator and `memrefCopy`.
    pub(crate) fn register_runtime(&self) {
        self.register_symbol("_mlir_memref_to_llvm_alloc", counted_alloc as *mut ());
        self.register_symbol(
            "_mlir_memref_to_llvm_aligned_alloc",
            counted_aligned_alloc as *mut (),
        );
        self.register_symbol("_mlir_memref_to_llvm_free", counted_free as *mut ());
        self.register_symbol("memrefCopy", memref_copy as *mut ());
    }

    /// Compiles the code now: the engine compiles on the first lookup, which would otherwise
    /// fall in the first timed call. `false` when `name` is not there.
    pub(crate) fn materialize(&self, name: &str) -> bool {
        let f = unsafe { mlirExecutionEngineLookupPacked(self.0, string_ref(name)) };
        !f.is_null()
    }

    /// Calls `_mlir_<name>(args)`: pointers to every scalar argument, then to the result.
    pub(crate) fn invoke_packed(&self, name: &str, args: &mut [*mut ()]) -> Result<(), ()> {
        let r = unsafe {
            mlirExecutionEngineInvokePacked(
                self.0,
                string_ref(name),
                args.as_mut_ptr() as *mut *mut std::ffi::c_void,
            )
        };
        if r.value != 0 {
            Ok(())
        } else {
            Err(())
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        unsafe { mlirExecutionEngineDestroy(self.0) }
    }
}

// ---- arguments ------------------------------------------------------------------------------

/// A ranked, static tensor type as the JIT passes it: element bytes and shape.
#[derive(Debug, Clone)]
struct TensorSig {
    shape: Vec<i64>,
    element: Element,
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum Element {
    F32,
    F64,
    I32,
    I64,
}

impl Element {
    fn bytes(self) -> usize {
        match self {
            Element::F32 | Element::I32 => 4,
            Element::F64 | Element::I64 => 8,
        }
    }
}

/// Largest argument or result the JIT allocates (the ONNX importer's default tensor cap).
const MAX_TENSOR_BYTES: u64 = flowsched_core::dag::DEFAULT_MAX_TENSOR_BYTES;

impl TensorSig {
    /// Bytes of the tensor; checked against [`MAX_TENSOR_BYTES`] by [`signature`], so later
    /// arithmetic on it cannot overflow.
    fn bytes(&self) -> usize {
        self.checked_bytes().unwrap_or(usize::MAX)
    }
    fn checked_bytes(&self) -> Option<usize> {
        let elems = self
            .shape
            .iter()
            .try_fold(1u64, |n, &d| n.checked_mul(u64::try_from(d).ok()?))?;
        let bytes = elems.checked_mul(self.element.bytes() as u64)?;
        (bytes <= MAX_TENSOR_BYTES).then_some(bytes as usize)
    }
    fn strides(&self) -> Vec<i64> {
        let mut s = vec![1i64; self.shape.len()];
        for i in (0..self.shape.len().saturating_sub(1)).rev() {
            s[i] = s[i + 1] * self.shape[i + 1];
        }
        s
    }
}

/// A static ranked tensor, or a static memref with the identity layout (a bufferized
/// function's arguments), as the JIT passes it.
fn tensor_sig(t: MlirType) -> Option<TensorSig> {
    unsafe {
        let identity_memref =
            mlirTypeIsAMemRef(t) && mlirAffineMapIsIdentity(mlirMemRefTypeGetAffineMap(t));
        if !mlirTypeIsARankedTensor(t) && !identity_memref {
            return None;
        }
        let shape = ffi::static_shape(t)?;
        let e = mlirShapedTypeGetElementType(t);
        let element = if mlirTypeIsAF32(e) {
            Element::F32
        } else if mlirTypeIsAF64(e) {
            Element::F64
        } else if mlirTypeIsAInteger(e) && mlirIntegerTypeGetWidth(e) == 32 {
            Element::I32
        } else if mlirTypeIsAInteger(e) && mlirIntegerTypeGetWidth(e) == 64 {
            Element::I64
        } else {
            return None;
        };
        Some(TensorSig { shape, element })
    }
}

/// The argument and result tensor types of `function` in the tensor-level module.
#[allow(clippy::type_complexity)]
fn signature(
    module: &melior::ir::Module,
    function: &str,
) -> Result<(Vec<TensorSig>, Vec<TensorSig>, MlirOperation), JitError> {
    let func = super::opt::functions(module)
        .into_iter()
        .find(|&f| {
            let a = unsafe { mlirOperationGetAttributeByName(f, string_ref("sym_name")) };
            !a.ptr.is_null() && ffi::to_string(unsafe { mlirStringAttrGetValue(a) }) == function
        })
        .ok_or_else(|| JitError::NoFunction(function.into()))?;
    let ty = unsafe {
        mlirTypeAttrGetValue(mlirOperationGetAttributeByName(
            func,
            string_ref("function_type"),
        ))
    };
    let unsupported = |what: &str, i: isize| JitError::Unsupported {
        function: function.into(),
        reason: format!(
            "{what} {i} is not a static tensor (or identity-layout memref) of f32, f64, i32 or i64"
        ),
    };
    let inputs = (0..unsafe { mlirFunctionTypeGetNumInputs(ty) })
        .map(|i| {
            tensor_sig(unsafe { mlirFunctionTypeGetInput(ty, i) })
                .ok_or_else(|| unsupported("argument", i))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let outputs = (0..unsafe { mlirFunctionTypeGetNumResults(ty) })
        .map(|i| {
            tensor_sig(unsafe { mlirFunctionTypeGetResult(ty, i) })
                .ok_or_else(|| unsupported("result", i))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let too_large = |what: &str, i: usize| JitError::Unsupported {
        function: function.into(),
        reason: format!("{what} {i} is larger than {MAX_TENSOR_BYTES} bytes"),
    };
    for (what, sigs) in [("argument", &inputs), ("result", &outputs)] {
        if let Some(i) = sigs.iter().position(|s| s.checked_bytes().is_none()) {
            return Err(too_large(what, i));
        }
    }
    Ok((inputs, outputs, func))
}

/// Seeded random contents for an argument: floats in [-1, 1), integers in [0, 8).
fn random_buffer(sig: &TensorSig, rng: &mut rand_chacha::ChaCha8Rng) -> Vec<u64> {
    let bytes = sig.bytes();
    let mut buf = vec![0u64; bytes.div_ceil(8).max(1)];
    let raw = unsafe { std::slice::from_raw_parts_mut(buf.as_mut_ptr() as *mut u8, bytes) };
    for chunk in raw.chunks_mut(sig.element.bytes()) {
        match sig.element {
            Element::F32 => chunk.copy_from_slice(&rng.random_range(-1.0f32..1.0).to_le_bytes()),
            Element::F64 => chunk.copy_from_slice(&rng.random_range(-1.0f64..1.0).to_le_bytes()),
            Element::I32 => chunk.copy_from_slice(&rng.random_range(0i32..8).to_le_bytes()),
            Element::I64 => chunk.copy_from_slice(&rng.random_range(0i64..8).to_le_bytes()),
        }
    }
    buf
}

/// Runs one textual pipeline over `module` in place.
pub fn run_pipeline(
    session: &Session,
    module: &mut melior::ir::Module,
    pipeline: &str,
) -> Result<(), JitError> {
    let failed = |message: String| JitError::Lowering {
        pipeline: pipeline.into(),
        diags: vec![Diag {
            severity: super::session::Severity::Error,
            location: "pipeline".into(),
            message,
        }],
    };
    let elements = super::pipeline_text::parse(pipeline).map_err(|e| failed(e.to_string()))?;
    let pm = super::opt::build_pass_manager(session, &elements, "<jit>", Default::default())
        .map_err(|e| failed(e.0))?;
    if pm.run(module).is_err() {
        return Err(JitError::Lowering {
            pipeline: pipeline.into(),
            diags: session.take_diags(),
        });
    }
    Ok(())
}

/// Lowers `module` in place with the configured pipelines; with `config.time_ops`, returns
/// what each clock reading is charged to ([`super::op_timing::instrument`]).
fn lower(
    session: &Session,
    module: &mut melior::ir::Module,
    function: &str,
    config: &JitConfig,
) -> Result<Option<Vec<Option<usize>>>, JitError> {
    // Empty: the module is bufferized already (and its buffers placed).
    if config.bufferize.is_empty() {
        return run_pipeline(session, module, &config.to_llvm).map(|_| None);
    }
    run_pipeline(session, module, &config.bufferize)?;
    if let Some(order) = &config.order_after_bufferize {
        let (_, _, ops) = super::import::function_blocks(module)
            .into_iter()
            .find(|(n, _, _)| n == function)
            .ok_or_else(|| JitError::NoFunction(function.into()))?;
        if ops.len() != order.len() {
            return Err(JitError::Unsupported {
                function: function.into(),
                reason: format!(
                    "an order of {} ops for a bufferized block of {}",
                    order.len(),
                    ops.len()
                ),
            });
        }
        super::rewrite::apply_order(&ops, order);
        if !module.as_operation().verify() {
            return Err(JitError::Mlir(session.take_diags()));
        }
    } else if config.tighten_buffers {
        tighten_module(module.body().to_raw());
        if !module.as_operation().verify() {
            return Err(JitError::Mlir(session.take_diags()));
        }
    }
    let charged = if config.time_ops {
        let charged = super::op_timing::instrument(session, module, function).ok_or_else(|| {
            JitError::Unsupported {
                function: function.into(),
                reason: "its ops could not be timed".into(),
            }
        })?;
        if !module.as_operation().verify() {
            return Err(JitError::Mlir(session.take_diags()));
        }
        Some(charged)
    } else {
        None
    };
    run_pipeline(session, module, &config.to_llvm)?;
    Ok(charged)
}

/// One function compiled by the JIT, with its seeded random inputs: called as often as
/// wanted, each call timed and its heap counted.
pub struct Compiled {
    engine: Engine,
    function: String,
    outputs: Vec<TensorSig>,
    /// The inputs' contents; `scalars` point into them.
    _buffers: Vec<Vec<u64>>,
    scalars: Vec<Vec<i64>>,
    result: Vec<i64>,
    /// Its regions run on the async runtime's pool.
    is_async: bool,
    /// With `time_ops`: what each clock reading is charged to, and the tensor-level ops.
    op_timing: Option<(Vec<Option<usize>>, usize)>,
}

impl Drop for Compiled {
    fn drop(&mut self) {
        if self.is_async {
            super::jit_async::drain();
        }
    }
}

/// What one call did.
#[derive(Debug, Clone)]
pub struct Call {
    pub seconds: f64,
    /// Highest sum of live heap bytes during the call (its results included).
    pub peak_heap_bytes: u64,
    pub allocations: u64,
    /// Each result's bytes.
    pub outputs: Vec<Vec<u8>>,
    /// With `time_ops`: seconds per op of the tensor-level function (by index).
    pub op_seconds: Option<Vec<f64>>,
}

impl Compiled {
    /// Lowers and compiles `function` of the tensor-level module `text`; inputs are drawn
    /// from `config.seed`, so every order of one function gets the same ones.
    pub fn new(text: &str, function: &str, config: &JitConfig) -> Result<Compiled, JitError> {
        let session = Session::new(false);
        let mut module = session
            .parse(text.as_bytes(), "<jit>")
            .ok_or_else(|| JitError::Mlir(session.take_diags()))?;
        let (inputs, outputs, func) = signature(&module, function)?;
        unsafe {
            let unit = mlirUnitAttrGet(session.context.to_raw());
            mlirOperationSetAttributeByName(func, string_ref("llvm.emit_c_interface"), unit);
        }
        let tagged = if config.time_ops {
            super::op_timing::tag_ops(&module, function)
        } else {
            0
        };
        let charged = lower(&session, &mut module, function, config)?;
        // The engine translates the module into its own LLVM module: it needs neither the
        // MLIR module nor its context afterwards.
        let engine =
            Engine::new(&module, config.opt_level, &config.shared_libs).ok_or_else(|| {
                let mut diags = session.take_diags();
                diags.push(Diag {
                    severity: super::session::Severity::Error,
                    location: "<jit>".into(),
                    message:
                        "the execution engine could not be created (translation to LLVM IR failed)"
                            .into(),
                });
                JitError::Mlir(diags)
            })?;
        engine.register_runtime();
        if charged.is_some() {
            let (name, clock) = super::op_timing::clock_symbol();
            engine.register_symbol(name, clock);
        }
        if let Some(threads) = config.async_threads {
            super::jit_async::register(&|name, f| engine.register_symbol(name, f), threads);
        }
        if !engine.materialize(function) {
            return Err(JitError::Invoke(function.into()));
        }
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(config.seed);
        let mut buffers: Vec<Vec<u64>> =
            inputs.iter().map(|s| random_buffer(s, &mut rng)).collect();
        // Each memref argument expands to: allocated ptr, aligned ptr, offset, sizes…, strides….
        let mut scalars: Vec<Vec<i64>> = Vec::new();
        for (sig, buf) in inputs.iter().zip(buffers.iter_mut()) {
            let p = buf.as_mut_ptr() as i64;
            let mut d = vec![p, p, 0];
            d.extend(&sig.shape);
            d.extend(sig.strides());
            scalars.push(d);
        }
        let result_words: usize = outputs.iter().map(|s| 3 + 2 * s.shape.len()).sum();
        Ok(Compiled {
            engine,
            function: function.into(),
            outputs,
            _buffers: buffers,
            scalars,
            result: vec![0i64; result_words.max(1)],
            is_async: config.async_threads.is_some(),
            op_timing: charged.map(|c| (c, tagged)),
        })
    }

    /// Calls the function once: wall time of the call alone, the heap it used, its results.
    pub fn call(&mut self) -> Result<Call, JitError> {
        // The C interface: `_mlir_ciface_f(results*, arg0*, arg1*, …)`, each a pointer to a
        // memref descriptor; invoked packed, so `args` holds a pointer to each of those.
        let mut pointers: Vec<*mut i64> = Vec::new();
        if !self.outputs.is_empty() {
            pointers.push(self.result.as_mut_ptr());
        }
        pointers.extend(self.scalars.iter_mut().map(|d| d.as_mut_ptr()));
        let mut args: Vec<*mut ()> = pointers
            .iter_mut()
            .map(|p| p as *mut *mut i64 as *mut ())
            .collect();
        reset_heap();
        if self.op_timing.is_some() {
            super::op_timing::start();
        }
        let t = Instant::now();
        self.engine
            .invoke_packed(&self.function, &mut args)
            .map_err(|_| JitError::Invoke(self.function.clone()))?;
        let seconds = t.elapsed().as_secs_f64();
        let op_seconds = self
            .op_timing
            .as_ref()
            .map(|(charged, ops)| super::op_timing::finish(charged, *ops));
        let (peak, allocations) = heap_peak_and_count();
        // Results are buffers the function allocated; read them, then hand them back.
        let mut outputs = Vec::new();
        let mut at = 0;
        for sig in &self.outputs {
            let r = &self.result;
            let (alloc, aligned, offset) = (r[at], r[at + 1], r[at + 2]);
            let bytes = sig.bytes();
            let start = (aligned as usize) + (offset as usize) * sig.element.bytes();
            outputs.push(unsafe { std::slice::from_raw_parts(start as *const u8, bytes) }.to_vec());
            counted_free(alloc as *mut u8);
            at += 3 + 2 * sig.shape.len();
        }
        Ok(Call {
            seconds,
            peak_heap_bytes: peak,
            allocations,
            outputs,
            op_seconds,
        })
    }
}

/// Compiles `function` of the tensor-level module `text` and measures it: `warmup` calls,
/// then `repeats` timed ones; heap and outputs from the first timed call.
pub fn measure(text: &str, function: &str, config: &JitConfig) -> Result<Measurement, JitError> {
    let mut compiled = Compiled::new(text, function, config)?;
    for _ in 0..config.warmup {
        compiled.call()?;
    }
    let first = compiled.call()?;
    let mut samples = vec![first.seconds * 1e9];
    for _ in 1..config.repeats.max(1) {
        samples.push(compiled.call()?.seconds * 1e9);
    }
    Ok(Measurement {
        median_ns: median(&samples),
        samples_ns: samples,
        peak_heap_bytes: first.peak_heap_bytes,
        allocations: first.allocations,
        outputs: first.outputs,
    })
}

fn median(xs: &[f64]) -> f64 {
    let mut v = xs.to_vec();
    v.sort_by(f64::total_cmp);
    match v.len() {
        0 => f64::NAN,
        n if n % 2 == 1 => v[n / 2],
        n => (v[n / 2 - 1] + v[n / 2]) / 2.0,
    }
}
