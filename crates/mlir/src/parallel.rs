//! What the JIT runs for one candidate of a makespan schedule: the function bufferized, then
//! run one op at a time, as streams (`flowsched-schedule{emit=async}` on the candidate's own
//! order), or as one of the baselines a stream schedule must beat. Each variant is built here,
//! in the process that schedules, so the worker compiles exactly the text a user would get.

use super::jit::{run_pipeline, JitError, DEFAULT_BUFFERIZE};
use super::session::{print_module, Session};
use serde::{Deserialize, Serialize};

/// How a bufferized function runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Parallel {
    /// One op at a time, in the written order (the input as the user has it).
    Sequential,
    /// The order's list schedule on this many units, one chain of regions per unit.
    Streams(usize),
    /// Every op in its own region, awaiting each dependence: the runtime schedules.
    EveryOp,
    /// Intra-op parallelism upstream: each op's parallel loops split over the threads
    /// (`async-parallel-for`), the ops one at a time.
    ParallelFor,
    /// Both: every op in its own region, its loops split.
    EveryOpParallelFor,
}

impl Parallel {
    /// The name a report gives the variant.
    pub fn label(self) -> String {
        match self {
            Parallel::Sequential => "sequential".into(),
            Parallel::Streams(m) => format!("streams on {m} units"),
            Parallel::EveryOp => "every op async".into(),
            Parallel::ParallelFor => "async-parallel-for".into(),
            Parallel::EveryOpParallelFor => "every op async + async-parallel-for".into(),
        }
    }

    fn emit(self) -> Option<String> {
        match self {
            Parallel::Sequential | Parallel::ParallelFor => None,
            Parallel::Streams(m) => Some(format!("makespan:{m} emit=async")),
            // The objective is only the pass's requirement for emitting; every op is its own unit.
            Parallel::EveryOp | Parallel::EveryOpParallelFor => {
                Some("makespan:1 emit=async-every-op".into())
            }
        }
    }

    fn parallel_for(self) -> bool {
        matches!(self, Parallel::ParallelFor | Parallel::EveryOpParallelFor)
    }

    /// Buffers → LLVM for this variant, with `threads` workers for `async-parallel-for`;
    /// allocations through the generic (counted) functions, as the sequential JIT does.
    pub fn to_llvm(self, threads: usize) -> String {
        let loops = if self.parallel_for() {
            format!("convert-linalg-to-parallel-loops,async-parallel-for{{num-workers={threads}}},")
        } else {
            "convert-linalg-to-loops,".into()
        };
        format!(
            "builtin.module({loops}async-to-async-runtime,async-runtime-ref-counting,\
async-runtime-ref-counting-opt,convert-scf-to-cf,convert-async-to-llvm,expand-strided-metadata,\
lower-affine,finalize-memref-to-llvm{{use-generic-functions}},convert-math-to-llvm,\
convert-arith-to-llvm,convert-index-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,\
reconcile-unrealized-casts)"
        )
    }
}

/// A variant of one module, ready for the JIT (`JitConfig { bufferize: "", .. }`).
#[derive(Debug, Clone)]
pub struct Variant {
    /// The bufferized module, with its regions where the variant has them.
    pub text: String,
    /// `async.execute` regions in it: 0 where the pass left every block sequential.
    pub regions: usize,
}

fn parse<'s>(session: &'s Session, text: &str) -> Result<melior::ir::Module<'s>, JitError> {
    session
        .parse(text.as_bytes(), "<candidate>")
        .ok_or_else(|| JitError::Mlir(session.take_diags()))
}

/// Bufferizes a tensor-level `module` as the JIT does (buffers placed at their first and last
/// use).
fn bufferize(session: &Session, module: &mut melior::ir::Module) -> Result<(), JitError> {
    run_pipeline(session, module, DEFAULT_BUFFERIZE)?;
    run_pipeline(
        session,
        module,
        "builtin.module(convert-bufferization-to-memref)",
    )?;
    super::buffers::tighten_module(module.body().to_raw());
    Ok(())
}

fn printed(module: &melior::ir::Module) -> Variant {
    let text = print_module(module, false);
    Variant {
        regions: text.matches("async.execute").count(),
        text,
    }
}

/// `function` of the tensor-level module `text` as streams, bufferized: `unit[i]` is the unit
/// of the function's `i`-th op (as `text` orders them), from the makespan schedule the
/// candidate was ranked by. Every op bufferization makes from a tensor op runs on that op's
/// unit (it carries the op's location); allocations and frees join their users'. The emitted
/// block is proven race-free ([`super::check_streams`]) or refused.
pub fn streams(
    text: &str,
    function: &str,
    unit: &[usize],
    waits: &[(usize, usize)],
) -> Result<Variant, JitError> {
    let session = Session::new(false);
    let unsupported = |reason: String| JitError::Unsupported {
        function: function.into(),
        reason,
    };
    let mut module = parse(&session, text)?;
    // Locations are not printed: the tags live only in this module.
    super::op_timing::tag_ops(&module, function);
    bufferize(&session, &mut module)?;
    let (_, desc, ops) = super::import::function_blocks(&module)
        .into_iter()
        .find(|(n, _, _)| n == function)
        .ok_or_else(|| JitError::NoFunction(function.into()))?;
    let Some(&first) = ops.first() else {
        return Err(unsupported("an empty body".into()));
    };
    let mut units = Vec::with_capacity(ops.len());
    let mut last = 0;
    let mut at_tag = std::collections::HashMap::new();
    for (k, &op) in ops.iter().enumerate() {
        let tag = super::op_timing::tag(op);
        if let Some(&u) = tag.and_then(|t| unit.get(t)) {
            last = u;
        }
        units.push(last);
        if let Some(t) = tag {
            at_tag.entry(t).or_insert(k);
        }
    }
    // The waits name ops by their place in `text`; bufferization adds ops between them.
    let waits: Vec<(usize, usize)> = (waits.iter())
        .filter_map(|(a, b)| Some((*at_tag.get(a)?, *at_tag.get(b)?)))
        .collect();
    let order: Vec<usize> = (0..ops.len()).collect();
    let block = unsafe { mlir_sys::mlirOperationGetBlock(first) };
    super::streams::emit(block, &desc, &ops, &order, &units, &waits)
        .map_err(|e| unsupported(e.to_string()))?
        .map_err(|e| unsupported(e.0))?;
    super::check_streams::check_block(block, "<candidate>").map_err(|d| JitError::Mlir(vec![d]))?;
    Ok(printed(&module))
}

/// Bufferizes the tensor-level module `text` as the JIT does (buffers placed at their first
/// and last use), then writes it as `parallel` asks. Streams keep the ops of each unit in
/// the order of `text` and take their units from the pass's roofline ([`streams`] takes
/// them from the caller).
pub fn variant(text: &str, parallel: Parallel) -> Result<Variant, JitError> {
    let session = Session::new(false);
    let mut module = parse(&session, text)?;
    bufferize(&session, &mut module)?;
    if let Some(options) = parallel.emit() {
        // `original` keeps the written order; the pass checks every emitted block for races.
        run_pipeline(
            &session,
            &mut module,
            &format!(
                "builtin.module(func.func(flowsched-schedule{{objective={options} scheduler=original}}))"
            ),
        )?;
    }
    Ok(printed(&module))
}
