//! `flowsched-opt` as a library function: parse (per `// -----` chunk), run the pipeline with
//! flowsched's pass placed where the text names it, verify, print.

use super::block::ScheduleOptions;
use super::ffi::{string_ref, to_string};
use super::partition::schedule_operation;
use super::pass::PassStats;
use super::pipeline_text::{self, Element, CHECK_PASS_NAME, PASS_NAME};
use super::session::{print_module, Diag, DiagSink, Session, Severity};
use melior::ir::operation::OperationLike;
use melior::ir::r#type::TypeId;
use melior::ir::{Module, OperationRef};
use melior::pass::{create_external, ExternalPass, PassManager};
use mlir_sys::*;
use std::cell::RefCell;
use std::ffi::c_void;
use std::rc::Rc;

#[derive(Debug, Clone, Default)]
pub struct OptOptions {
    /// `None`: parse and print only.
    pub pass_pipeline: Option<String>,
    pub split_input_file: bool,
    pub print_generic: bool,
    pub allow_unregistered_dialect: bool,
}

/// The result of one run over a whole input.
#[derive(Debug, Default)]
pub struct OptOutput {
    /// Printed modules (chunks separated by `// -----`).
    pub text: String,
    /// Diagnostics in the order they arose.
    pub diags: Vec<Diag>,
    /// False when any chunk failed (parse error, pass failure, verifier).
    pub success: bool,
    pub stats: PassStats,
}

#[derive(Debug, thiserror::Error)]
pub enum OptError {
    #[error(transparent)]
    Syntax(#[from] pipeline_text::PipelineSyntaxError),
    #[error("{0}")]
    Pipeline(String),
}

/// The chunks of a `--split-input-file` input. Each keeps its lines where they were (earlier
/// lines become empty), so diagnostics point at the line of the whole file.
pub fn split_chunks(text: &str) -> Vec<String> {
    let mut chunks = Vec::new();
    let mut current = String::new();
    let mut lines_before = 0usize;
    let mut line_no = 0usize;
    for line in text.split_inclusive('\n') {
        line_no += 1;
        if line.trim_end() == "// -----" {
            chunks.push(std::mem::take(&mut current));
            lines_before = line_no;
            continue;
        }
        if current.is_empty() {
            current.push_str(&"\n".repeat(lines_before));
        }
        current.push_str(line);
    }
    chunks.push(current);
    chunks
}

/// Runs flowsched-opt over `input` (text or bytecode) named `source_name` in diagnostics.
pub fn run(input: &[u8], source_name: &str, options: &OptOptions) -> Result<OptOutput, OptError> {
    let elements = match &options.pass_pipeline {
        Some(text) => pipeline_text::parse(text)?,
        None => Vec::new(),
    };
    check_flowsched_options(&elements)?;
    let chunks: Vec<Vec<u8>> = match std::str::from_utf8(input) {
        Ok(text) if options.split_input_file => split_chunks(text)
            .into_iter()
            .map(String::into_bytes)
            .collect(),
        _ => vec![input.to_vec()],
    };
    let mut out = OptOutput {
        success: true,
        ..Default::default()
    };
    let mut printed = Vec::new();
    for chunk in chunks {
        // A fresh context per chunk, as mlir-opt does: nothing leaks between test cases.
        let session = Session::new(options.allow_unregistered_dialect);
        let result = run_chunk(&session, &chunk, source_name, &elements, options);
        out.diags.extend(session.take_diags());
        match result {
            Ok((text, stats)) => {
                printed.push(text);
                out.stats += stats;
            }
            Err(ChunkFailed) => out.success = false,
        }
    }
    // mlir-opt ends every module with a blank line and puts the marker between chunks.
    out.text = printed
        .iter()
        .map(|m| format!("{m}\n"))
        .collect::<Vec<_>>()
        .join("// -----\n");
    Ok(out)
}

/// [`run`] on one module (no `--split-input-file`) in a session the caller keeps: for callers
/// that run many pipelines and would otherwise pay for loading every dialect each time.
pub fn run_in(
    session: &Session,
    input: &[u8],
    source_name: &str,
    options: &OptOptions,
) -> Result<OptOutput, OptError> {
    let elements = match &options.pass_pipeline {
        Some(text) => pipeline_text::parse(text)?,
        None => Vec::new(),
    };
    check_flowsched_options(&elements)?;
    let result = run_chunk(session, input, source_name, &elements, options);
    let diags = session.take_diags();
    Ok(match result {
        Ok((text, stats)) => OptOutput {
            text: format!("{text}\n"),
            diags,
            success: true,
            stats,
        },
        Err(ChunkFailed) => OptOutput {
            diags,
            ..Default::default()
        },
    })
}

struct ChunkFailed;

fn run_chunk(
    session: &Session,
    chunk: &[u8],
    source_name: &str,
    elements: &[Element],
    options: &OptOptions,
) -> Result<(String, PassStats), ChunkFailed> {
    let Some(mut module) = session.parse(chunk, source_name) else {
        return Err(ChunkFailed);
    };
    if !module.as_operation().verify() {
        return Err(ChunkFailed);
    }
    let stats: Rc<RefCell<PassStats>> = Rc::default();
    if !elements.is_empty() {
        let pm =
            build_pass_manager(session, elements, source_name, stats.clone()).map_err(|e| {
                session.diags.borrow_mut().push(pipeline_diag(e.0));
                ChunkFailed
            })?;
        if pm.run(&mut module).is_err() {
            return Err(ChunkFailed);
        }
    }
    let text = print_module(&module, options.print_generic);
    let stats = stats.borrow().clone();
    Ok((text, stats))
}

/// A pass manager on `builtin.module` running `elements`, flowsched's pass included where
/// they name it; its statistics add up in `stats`.
pub fn build_pass_manager<'c>(
    session: &'c Session,
    elements: &[Element],
    source_name: &str,
    stats: Rc<RefCell<PassStats>>,
) -> Result<PassManager<'c>, PassPipelineError> {
    let pm = PassManager::new(&session.context);
    let ctx = PassContext {
        sink: session.diags.clone(),
        source_name: source_name.to_string(),
        stats,
    };
    let top = top_level(elements);
    add_elements(pm.as_operation_pass_manager().to_raw(), top, &ctx).map_err(PassPipelineError)?;
    Ok(pm)
}

fn pipeline_diag(message: String) -> Diag {
    Diag {
        severity: Severity::Error,
        location: "MLIR Textual PassPipeline Parser:1:1".into(),
        message,
    }
}

/// The pass manager is anchored on `builtin.module`: accept `builtin.module(…)` (or `any(…)`)
/// around the pipeline, or a bare list (`func.func(…),canonicalize`) that then runs on the
/// module, as mlir-opt's `-pass-name` flags would.
fn top_level(elements: &[Element]) -> &[Element] {
    match elements {
        [Element::Anchor { op, children }] if op == "builtin.module" || op == "any" => children,
        _ => elements,
    }
}

/// Options are checked before any input is read, so a typo fails fast and once.
fn check_flowsched_options(elements: &[Element]) -> Result<(), OptError> {
    for e in elements {
        match e {
            Element::Pass { name, options } if name == PASS_NAME => {
                pipeline_text::parse_schedule_options(options.as_deref().unwrap_or(""))
                    .map_err(|e| OptError::Pipeline(e.0))?;
            }
            Element::Pass {
                name,
                options: Some(o),
            } if name == CHECK_PASS_NAME && !o.trim().is_empty() => {
                return Err(OptError::Pipeline(format!(
                    "{CHECK_PASS_NAME}: takes no options (got '{o}')"
                )));
            }
            Element::Anchor { children, .. } => check_flowsched_options(children)?,
            _ => {}
        }
    }
    Ok(())
}

/// What the flowsched pass needs while the pass manager runs it.
#[derive(Clone)]
struct PassContext {
    sink: DiagSink,
    source_name: String,
    stats: Rc<RefCell<PassStats>>,
}

#[repr(align(8))]
struct PassId;
static FLOWSCHED_PASS_ID: PassId = PassId;

/// Adds `elements` to `opm`: runs of upstream passes go to MLIR's own parser in one piece;
/// flowsched's pass becomes an external pass; anchors that contain it are nested by hand.
fn add_elements(
    opm: MlirOpPassManager,
    elements: &[Element],
    ctx: &PassContext,
) -> Result<(), String> {
    let mut pending: Vec<String> = Vec::new();
    for e in elements {
        if !e.contains_flowsched() {
            pending.push(e.to_text());
            continue;
        }
        flush(opm, &mut pending)?;
        match e {
            Element::Pass { name, .. } if name == CHECK_PASS_NAME => {
                let pass = check_pass(ctx.clone());
                unsafe { mlirOpPassManagerAddOwnedPass(opm, pass.to_raw()) };
            }
            Element::Pass { options, .. } => {
                let opts = pipeline_text::parse_schedule_options(options.as_deref().unwrap_or(""))
                    .map_err(|e| e.0)?;
                let pass = flowsched_pass(opts, ctx.clone());
                // The pass manager takes ownership of the pass.
                unsafe { mlirOpPassManagerAddOwnedPass(opm, pass.to_raw()) };
            }
            Element::Anchor { op, children } => {
                let nested = unsafe { mlirOpPassManagerGetNestedUnder(opm, string_ref(op)) };
                add_elements(nested, children, ctx)?;
            }
        }
    }
    flush(opm, &mut pending)
}

fn flush(opm: MlirOpPassManager, pending: &mut Vec<String>) -> Result<(), String> {
    if pending.is_empty() {
        return Ok(());
    }
    let text = pending.join(",");
    pending.clear();
    unsafe extern "C" fn collect(s: MlirStringRef, data: *mut c_void) {
        unsafe { &mut *(data as *mut String) }.push_str(&to_string(s));
    }
    let mut message = String::new();
    let ok = unsafe {
        mlirOpPassManagerAddPipeline(
            opm,
            string_ref(&text),
            Some(collect),
            &mut message as *mut String as *mut c_void,
        )
    };
    if ok.value == 0 {
        // MLIR's message starts with its own location prefix; keep only the text after it.
        let message = message
            .rsplit_once("error: ")
            .map_or(message.as_str(), |(_, m)| m)
            .trim()
            .to_string();
        return Err(if message.is_empty() {
            format!("invalid pipeline '{text}'")
        } else {
            message
        });
    }
    Ok(())
}

fn flowsched_pass(options: ScheduleOptions, ctx: PassContext) -> melior::pass::Pass {
    let run = move |op: OperationRef<'_, '_>, pass: ExternalPass<'_>| {
        let mut diags = Vec::new();
        let result = schedule_operation(op.to_raw(), &options, &ctx.source_name, &mut diags);
        ctx.sink.borrow_mut().extend(diags);
        match result {
            Ok(s) => {
                *ctx.stats.borrow_mut() += s;
            }
            Err(d) => {
                ctx.sink.borrow_mut().push(d);
                pass.signal_failure();
            }
        }
    };
    create_external(
        run,
        TypeId::create(&FLOWSCHED_PASS_ID),
        "FlowschedSchedule",
        PASS_NAME,
        "Reorder the ops of each block for peak memory or makespan (flowsched)",
        "",
        &[],
    )
}

#[repr(align(8))]
struct CheckPassId;
static CHECK_PASS_ID: CheckPassId = CheckPassId;

fn check_pass(ctx: PassContext) -> melior::pass::Pass {
    let run = move |op: OperationRef<'_, '_>, pass: ExternalPass<'_>| {
        if let Err(d) = super::check_streams::check_operation(op.to_raw(), &ctx.source_name) {
            ctx.sink.borrow_mut().push(d);
            pass.signal_failure();
        }
    };
    create_external(
        run,
        TypeId::create(&CHECK_PASS_ID),
        "FlowschedCheckStreams",
        CHECK_PASS_NAME,
        "Prove that every may-alias access pair on two async streams is ordered by a token",
        "",
        &[],
    )
}

/// The `func.func` ops at the top of a module.
pub fn functions(module: &Module) -> Vec<MlirOperation> {
    super::ffi::ops_of_block(module.body().to_raw())
        .into_iter()
        .filter(|&op| super::ffi::op_name(op) == "func.func")
        .collect()
}

/// Why a textual pass pipeline cannot be built (MLIR's own message).
#[derive(Debug, Clone, thiserror::Error)]
#[error("{0}")]
pub struct PassPipelineError(pub String);
