//! The textual pass pipeline of `mlir-opt`
//! (`builtin.module(func.func(canonicalize,flowsched-schedule{objective=memory}))`), parsed so
//! that flowsched's pass can be placed where it appears and every other part handed to MLIR.
//! The MLIR C API cannot register a Rust pass under a name its own parser would find.

use super::block::{Emit, ScheduleOptions};
use flowsched_core::cost::Objective;

/// The name our pass answers to in a pipeline.
pub const PASS_NAME: &str = "flowsched-schedule";
/// The pass that proves the streams of a module free of races (see `super::check_streams`).
pub const CHECK_PASS_NAME: &str = "flowsched-check-streams";

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Element {
    /// A pass with its `{…}` options text (without the braces).
    Pass {
        name: String,
        options: Option<String>,
    },
    /// An op anchor and the pipeline nested under it: `func.func(…)`.
    Anchor { op: String, children: Vec<Element> },
}

#[derive(Debug, thiserror::Error, PartialEq)]
#[error("MLIR Textual PassPipeline Parser:1:{column}: error: {message}")]
pub struct PipelineSyntaxError {
    pub column: usize,
    pub message: String,
}

#[cfg(any(test, feature = "mlir"))]
impl Element {
    /// Whether flowsched's pass appears in this element or below it.
    pub(crate) fn contains_flowsched(&self) -> bool {
        match self {
            Element::Pass { name, .. } => name == PASS_NAME || name == CHECK_PASS_NAME,
            Element::Anchor { children, .. } => children.iter().any(Element::contains_flowsched),
        }
    }

    /// The element as pipeline text again (for handing it to MLIR).
    pub(crate) fn to_text(&self) -> String {
        match self {
            Element::Pass {
                name,
                options: None,
            } => name.clone(),
            Element::Pass {
                name,
                options: Some(o),
            } => format!("{name}{{{o}}}"),
            Element::Anchor { op, children } => format!("{op}({})", to_text(children)),
        }
    }
}

#[cfg(any(test, feature = "mlir"))]
fn to_text(elements: &[Element]) -> String {
    elements
        .iter()
        .map(Element::to_text)
        .collect::<Vec<_>>()
        .join(",")
}

/// Parses a pipeline: `element (, element)*` where an element is `name{options}` or
/// `op-name(pipeline)`.
#[cfg(any(test, feature = "mlir"))]
pub(crate) fn parse(text: &str) -> Result<Vec<Element>, PipelineSyntaxError> {
    let mut p = Parser {
        s: text.as_bytes(),
        pos: 0,
    };
    let elements = p.pipeline()?;
    p.skip_ws();
    if p.pos != p.s.len() {
        return Err(p.error(format!("unexpected '{}'", p.s[p.pos] as char)));
    }
    Ok(elements)
}

#[cfg(any(test, feature = "mlir"))]
struct Parser<'a> {
    s: &'a [u8],
    pos: usize,
}

#[cfg(any(test, feature = "mlir"))]
impl Parser<'_> {
    fn error(&self, message: impl Into<String>) -> PipelineSyntaxError {
        PipelineSyntaxError {
            column: self.pos + 1,
            message: message.into(),
        }
    }
    fn skip_ws(&mut self) {
        while self.pos < self.s.len() && self.s[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }
    fn peek(&mut self) -> Option<u8> {
        self.skip_ws();
        self.s.get(self.pos).copied()
    }
    fn pipeline(&mut self) -> Result<Vec<Element>, PipelineSyntaxError> {
        let mut out = Vec::new();
        if matches!(self.peek(), None | Some(b')')) {
            return Ok(out);
        }
        loop {
            out.push(self.element()?);
            if self.peek() == Some(b',') {
                self.pos += 1;
            } else {
                return Ok(out);
            }
        }
    }
    fn element(&mut self) -> Result<Element, PipelineSyntaxError> {
        self.skip_ws();
        let start = self.pos;
        while self.pos < self.s.len()
            && (self.s[self.pos].is_ascii_alphanumeric() || b"_.-$".contains(&self.s[self.pos]))
        {
            self.pos += 1;
        }
        if start == self.pos {
            return Err(self.error("expected a pass or an op name"));
        }
        let name = String::from_utf8_lossy(&self.s[start..self.pos]).into_owned();
        match self.s.get(self.pos) {
            Some(b'{') => {
                let options = self.balanced(b'{', b'}')?;
                Ok(Element::Pass {
                    name,
                    options: Some(options),
                })
            }
            Some(b'(') => {
                self.pos += 1;
                let children = self.pipeline()?;
                if self.peek() != Some(b')') {
                    return Err(self.error(format!("expected ')' to close '{name}('")));
                }
                self.pos += 1;
                Ok(Element::Anchor { op: name, children })
            }
            _ => Ok(Element::Pass {
                name,
                options: None,
            }),
        }
    }
    /// The text between an opening bracket at `pos` and its match (nesting, quotes respected).
    fn balanced(&mut self, open: u8, close: u8) -> Result<String, PipelineSyntaxError> {
        let start = self.pos;
        let mut depth = 0usize;
        let mut quoted = false;
        while self.pos < self.s.len() {
            let c = self.s[self.pos];
            self.pos += 1;
            match c {
                b'"' => quoted = !quoted,
                _ if quoted => {}
                c if c == open => depth += 1,
                c if c == close => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(
                            String::from_utf8_lossy(&self.s[start + 1..self.pos - 1]).into_owned()
                        );
                    }
                }
                _ => {}
            }
        }
        self.pos = start;
        Err(self.error(format!("missing '{}'", close as char)))
    }
}

/// A pass option that does not parse; the message names the pass and the option.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct PassOptionError(pub String);

/// `objective=memory scheduler=classic max-ops=64 samples=1 seed=0 model=w.safetensors`.
pub fn parse_schedule_options(text: &str) -> Result<ScheduleOptions, PassOptionError> {
    schedule_options(text).map_err(PassOptionError)
}

// long: one match arm per pass option, each with its own message.
fn schedule_options(text: &str) -> Result<ScheduleOptions, String> {
    let mut o = ScheduleOptions::default();
    for item in text.split_whitespace() {
        let (key, value) = item
            .split_once('=')
            .ok_or_else(|| format!("{PASS_NAME}: option '{item}' needs a value (key=value)"))?;
        let number = |v: &str| {
            v.parse::<u64>()
                .map_err(|_| format!("{PASS_NAME}: option '{key}' expects a number, got '{v}'"))
        };
        match key {
            "objective" => {
                o.objective = value
                    .parse::<Objective>()
                    .map_err(|e| format!("{PASS_NAME}: {e}"))?;
                // Latency is what a device measures; the pass has no device, and its proxy
                // (the makespan on one stream) is the same for every order.
                if o.objective.needs_device() {
                    return Err(format!(
                        "{PASS_NAME}: objective '{value}' is measured on a device, which the pass does not have; use objective=makespan:M (a roofline from each op's FLOPs and bytes) or objective=memory, or `flowsched schedule FILE --function F --device cpu --objective latency`"
                    ));
                }
            }
            "scheduler" => {
                // A list, as on the command line: the default (`classic`) can be spelled.
                value
                    .parse::<flowsched_core::schedulers::SchedulerList>()
                    .map_err(|e| format!("{PASS_NAME}: {e}"))?;
                o.scheduler = value.to_string();
            }
            "max-ops" => o.max_ops = Some(number(value)? as usize),
            "samples" => o.samples = number(value)? as usize,
            "seed" => o.seed = number(value)?,
            "emit" => {
                o.emit = match value {
                    "sequential" => Emit::Sequential,
                    "async" => Emit::Async,
                    "async-every-op" => Emit::AsyncEveryOp,
                    _ => {
                        return Err(format!(
                            "{PASS_NAME}: emit={value}: expected 'sequential', 'async' or 'async-every-op'"
                        ))
                    }
                }
            }
            "rewrite" => {
                o.rewrite = match value {
                    "true" | "1" => true,
                    "false" | "0" => false,
                    _ => {
                        return Err(format!(
                            "{PASS_NAME}: rewrite={value}: expected 'true' or 'false'"
                        ))
                    }
                }
            }
            "memory-cap" => {
                o.memory_cap = Some(
                    value
                        .parse::<flowsched_core::cost::MemoryCap>()
                        .map_err(|e| format!("{PASS_NAME}: {e}"))?,
                )
            }
            "model" => {
                let path = std::path::PathBuf::from(value);
                if !path.is_file() {
                    return Err(format!(
                        "{PASS_NAME}: model={value}: no such weights file (leave `model` out for the shipped GFlowNet)"
                    ));
                }
                o.model = Some(path);
            }
            other => {
                return Err(format!(
                    "{PASS_NAME}: no such option '{other}' (options: objective, scheduler, max-ops, samples, seed, model, emit, rewrite, memory-cap)"
                ))
            }
        }
    }
    // Streams are the units of a makespan schedule; a memory order has none to give.
    if o.emit.is_async() && !matches!(o.objective, Objective::Makespan { .. }) {
        return Err(format!(
            "{PASS_NAME}: emit=async needs objective=makespan:M (M streams)"
        ));
    }
    // A cap bounds the peak of a makespan order; a memory order is already the lowest.
    if o.memory_cap.is_some() && !matches!(o.objective, Objective::Makespan { .. }) {
        return Err(format!(
            "{PASS_NAME}: memory-cap= bounds the peak of a makespan order; it needs objective=makespan:M"
        ));
    }
    // Every op async runs as many at once as the runtime's threads allow: no order bounds that.
    if o.memory_cap.is_some() && o.emit == Emit::AsyncEveryOp {
        return Err(format!(
            "{PASS_NAME}: memory-cap= bounds an order's peak, one op at a time or as its streams \
             (emit=sequential or emit=async); emit=async-every-op runs any ops at once"
        ));
    }
    // The rewrite lowers peak memory and adds ops: for a makespan it only costs.
    if o.rewrite && o.objective != Objective::PeakMemory {
        return Err(format!(
            "{PASS_NAME}: rewrite=true lowers peak memory; it needs objective=memory"
        ));
    }
    Ok(o)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_nested_pipelines() {
        let text = "builtin.module(canonicalize{max-iterations=3 test-convergence=false},func.func(cse,flowsched-schedule{objective=memory scheduler=xla-default}),symbol-dce)";
        let p = parse(text).unwrap();
        assert_eq!(to_text(&p), text);
        assert!(p[0].contains_flowsched());
        let Element::Anchor { children, .. } = &p[0] else {
            panic!()
        };
        assert!(!children[0].contains_flowsched());
        assert!(children[1].contains_flowsched());
    }

    #[test]
    fn reports_the_column_of_a_syntax_error() {
        let e = parse("builtin.module(func.func(cse)").unwrap_err();
        assert_eq!(e.column, 30);
        assert!(e
            .to_string()
            .contains("expected ')' to close 'builtin.module('"));
        assert_eq!(parse("a{x=1").unwrap_err().message, "missing '}'");
    }

    #[test]
    fn schedule_options() {
        let o = parse_schedule_options("objective=makespan:2 scheduler=critical-path max-ops=9")
            .unwrap();
        assert_eq!(o.objective, Objective::Makespan { units: 2 });
        assert_eq!(
            (o.scheduler.as_str(), o.max_ops),
            ("critical-path", Some(9))
        );
        assert!(parse_schedule_options("scheduler=nope")
            .unwrap_err()
            .0
            .contains("unknown scheduler 'nope'"));
        // The default can be spelled, and a list is a list, as on the command line.
        for list in ["classic", "kahn,xla-dfs"] {
            let o = parse_schedule_options(&format!("scheduler={list}")).unwrap();
            assert_eq!(o.scheduler, list);
        }
        assert!(parse_schedule_options("scheduler=kahn,nope")
            .unwrap_err()
            .0
            .contains("unknown scheduler 'nope'"));
        let o = parse_schedule_options("emit=async objective=makespan:3").unwrap();
        assert_eq!(o.emit, Emit::Async);
        assert!(parse_schedule_options("emit=async")
            .unwrap_err()
            .0
            .contains("emit=async needs objective=makespan:M"));
        assert!(parse_schedule_options("colour=red")
            .unwrap_err()
            .0
            .contains("no such option 'colour'"));
    }
}
