//! An MLIR context with every upstream dialect and pass, and diagnostics collected as
//! `file:line:col: severity: message` lines.

use super::ffi::{self, format_location};
use melior::diagnostic::{Diagnostic, DiagnosticSeverity};
use melior::dialect::DialectRegistry;
use melior::ir::Module;
use melior::Context;
use mlir_sys::*;
use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;
use std::sync::Once;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
    Note,
    Remark,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        })
    }
}

/// One diagnostic, printed the way `mlir-opt` prints it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diag {
    pub severity: Severity,
    pub location: String,
    pub message: String,
}

impl Diag {
    pub(crate) fn at(
        loc: MlirLocation,
        source_name: &str,
        severity: Severity,
        message: impl Into<String>,
    ) -> Diag {
        Diag {
            severity,
            location: format_location(loc, source_name),
            message: message.into(),
        }
    }
}

impl fmt::Display for Diag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}: {}", self.location, self.severity, self.message)
    }
}

pub type DiagSink = Rc<RefCell<Vec<Diag>>>;

fn convert(d: &Diagnostic, source_name: &str, out: &mut Vec<Diag>) {
    let severity = match d.severity() {
        DiagnosticSeverity::Error => Severity::Error,
        DiagnosticSeverity::Warning => Severity::Warning,
        DiagnosticSeverity::Note => Severity::Note,
        DiagnosticSeverity::Remark => Severity::Remark,
    };
    out.push(Diag {
        severity,
        location: format_location(d.location().to_raw(), source_name),
        message: d.to_string(),
    });
    for i in 0..d.note_count() {
        if let Ok(note) = d.note(i) {
            convert(&note, source_name, out);
        }
    }
}

/// The context every stage of `flowsched-opt` works in.
pub struct Session {
    pub context: Context,
    pub diags: DiagSink,
    /// The C API parses without a buffer name; locations in the parsed text name this file.
    pub source_name: Rc<RefCell<String>>,
}

impl Session {
    pub fn new(allow_unregistered: bool) -> Session {
        static PASSES: Once = Once::new();
        PASSES.call_once(melior::utility::register_all_passes);
        let registry = DialectRegistry::new();
        melior::utility::register_all_dialects(&registry);
        // One thread: the flowsched pass collects remarks into a shared, non-Sync sink.
        let context = Context::new_with_registry(&registry, false);
        context.load_all_available_dialects();
        context.set_allow_unregistered_dialects(allow_unregistered);
        melior::utility::register_all_llvm_translations(&context);
        let diags: DiagSink = Rc::default();
        let source_name: Rc<RefCell<String>> = Rc::default();
        let (sink, name) = (diags.clone(), source_name.clone());
        context.attach_diagnostic_handler(move |d| {
            convert(&d, &name.borrow(), &mut sink.borrow_mut());
            true
        });
        Session {
            context,
            diags,
            source_name,
        }
    }

    /// Parses a module; `source_name` names the text in diagnostics. Top-level ops other than
    /// a single `builtin.module` are wrapped in one, as `mlir-opt` does.
    /// Bytecode (`ML\xefR` magic) is accepted as well.
    pub fn parse(&self, text: &[u8], source_name: &str) -> Option<Module<'_>> {
        *self.source_name.borrow_mut() = source_name.to_string();
        // The lexer stops at a NUL: keep one after the text, outside the length it is given.
        let mut buffer = Vec::with_capacity(text.len() + 1);
        buffer.extend_from_slice(text);
        buffer.push(0);
        let source = MlirStringRef {
            data: buffer.as_ptr() as *const _,
            length: text.len(),
        };
        unsafe { Module::from_option_raw(mlirModuleCreateParse(self.context.to_raw(), source)) }
    }

    pub fn take_diags(&self) -> Vec<Diag> {
        std::mem::take(&mut self.diags.borrow_mut())
    }
}

/// Prints a module like `mlir-opt` does (optionally in generic form).
pub fn print_module(module: &Module, generic: bool) -> String {
    let op = module.as_operation().to_raw();
    ffi::print_with(|cb, data| unsafe {
        let flags = mlirOpPrintingFlagsCreate();
        if generic {
            mlirOpPrintingFlagsPrintGenericOpForm(flags);
        }
        mlirOperationPrintWithFlags(op, flags, cb, data);
        mlirOpPrintingFlagsDestroy(flags);
    })
}
