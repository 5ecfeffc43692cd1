//! The module graph of `src/` (issue 19): which file imports which, read from the `crate::` and
//! `super::` paths in the source (comments and test modules left out).
//!
//! - No import circle between files: a circle means neither side can be read, tested or
//!   changed alone.
//! - Between top-level modules, the circles that remain are listed in `docs/modules.md` and
//!   here; none may grow and no new one may appear. When one is broken, shrink the list.

mod common;

use common::rust_files;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Top-level circles still to break (docs/modules.md says why each exists). None left: the last,
/// `onnx` ⇄ `bench`, went when the kernels joined the operator table under `onnx` and the
/// executor and protocol moved into `runtime`.
const KNOWN_TOP_LEVEL_CIRCLES: &[&[&str]] = &[];

/// The layers of `src/`, lowest first (docs/modules.md): a module imports only modules of
/// its own layer or below, except along a known circle.
const LAYERS: &[&str] = &[
    "defaults",
    "features",
    "progress",
    "files",
    "dag",
    "onnx",
    "cost",
    "decide",
    "generate",
    "schedulers",
    "gflownet",
    "registry",
    "mlir",
    "runtime",
    "compare",
    "report",
    "model",
    "options",
    "backend",
    "pareto",
    "pipeline",
    "build_support",
];

type Graph = BTreeMap<String, BTreeSet<String>>;

/// `src/a/b.rs` → `a::b`; `src/a/mod.rs` → `a`; test files (`tests.rs`, `*_tests.rs`) → None.
fn module_of(path: &Path, src: &Path) -> Option<String> {
    let rel = path.strip_prefix(src).unwrap().with_extension("");
    let mut parts: Vec<String> = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    let last = parts.last()?.clone();
    if parts[0] == "bin"
        || last == "tests"
        || last.ends_with("_tests")
        || parts.contains(&"tests".to_string())
    {
        return None;
    }
    if last == "mod" || last == "lib" {
        parts.pop();
    }
    Some(parts.join("::"))
}

/// The code without comments and without its test module (which comes last in this
/// repository's files: `#[cfg(test)]`, maybe a `#[path]`, then `mod`).
fn code_of(text: &str) -> String {
    let mut out = String::new();
    let lines: Vec<&str> = text.lines().collect();
    for (i, line) in lines.iter().enumerate() {
        let test_module = line.trim_start().starts_with("#[cfg(test)]")
            && lines[i + 1..]
                .iter()
                .find(|l| !l.trim_start().starts_with("#["))
                .is_some_and(|l| l.trim_start().starts_with("mod "));
        if test_module {
            break;
        }
        let code = match line.find("//") {
            Some(i) if !line[..i].contains('"') => &line[..i],
            _ => line,
        };
        out.push_str(code);
        out.push('\n');
    }
    out
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Every path after `prefix::`, with `{a, b::c}` groups expanded one level.
fn paths_after(code: &str, prefix: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let bytes = code.as_bytes();
    let mut from = 0;
    while let Some(i) = code[from..].find(prefix) {
        let start = from + i;
        from = start + prefix.len();
        if start > 0 && is_ident(bytes[start - 1] as char) {
            continue;
        }
        let mut segs = Vec::new();
        let mut j = from;
        loop {
            let len = code[j..].chars().take_while(|&c| is_ident(c)).count();
            if len == 0 {
                break;
            }
            segs.push(code[j..j + len].to_string());
            j += len;
            if code[j..].starts_with("::") {
                j += 2;
            } else {
                break;
            }
        }
        if code[j..].starts_with('{') {
            let end = code[j..].find('}').map_or(code.len(), |e| j + e);
            for item in code[j + 1..end].split(',') {
                let first: String = item.trim().chars().take_while(|&c| is_ident(c)).collect();
                if !first.is_empty() && first != "self" {
                    let mut p = segs.clone();
                    p.push(first);
                    out.push(p);
                }
            }
        }
        out.push(segs);
    }
    out
}

/// The longest prefix of `path` that is a module.
fn resolve(path: &[String], modules: &BTreeSet<String>) -> Option<String> {
    (1..=path.len())
        .rev()
        .map(|k| path[..k].join("::"))
        .find(|m| modules.contains(m))
}

fn file_graph() -> Graph {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let named: Vec<(String, PathBuf)> = files
        .into_iter()
        .filter_map(|f| module_of(&f, &src).map(|m| (m, f)))
        .collect();
    let modules: BTreeSet<String> = named.iter().map(|(m, _)| m.clone()).collect();
    let mut graph = Graph::new();
    for (module, file) in &named {
        let code = code_of(&std::fs::read_to_string(file).unwrap());
        let is_mod_rs = matches!(
            file.file_name().and_then(|f| f.to_str()),
            Some("mod.rs" | "lib.rs")
        );
        // `super` of `a::b` (a file) is `a`; of `a` (a mod.rs) it is the parent of `a`.
        let mut parent: Vec<String> = module.split("::").map(String::from).collect();
        if !is_mod_rs || !module.is_empty() {
            parent.pop();
        }
        let mut targets: Vec<Vec<String>> = paths_after(&code, "crate::");
        for p in paths_after(&code, "super::") {
            let mut full = if is_mod_rs {
                let mut up: Vec<String> = module.split("::").map(String::from).collect();
                up.pop();
                up
            } else {
                parent.clone()
            };
            full.extend(p);
            targets.push(full);
        }
        let deps = graph.entry(module.clone()).or_default();
        for t in targets {
            if let Some(target) = resolve(&t, &modules) {
                if &target != module && !target.is_empty() {
                    deps.insert(target);
                }
            }
        }
    }
    graph
}

/// Strongly connected components of more than one module.
fn circles(graph: &Graph) -> Vec<BTreeSet<String>> {
    let reach = |from: &String| {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from.clone()];
        while let Some(m) = stack.pop() {
            for d in graph.get(&m).into_iter().flatten() {
                if seen.insert(d.clone()) {
                    stack.push(d.clone());
                }
            }
        }
        seen
    };
    let reaches: BTreeMap<&String, BTreeSet<String>> =
        graph.keys().map(|m| (m, reach(m))).collect();
    let mut out: Vec<BTreeSet<String>> = Vec::new();
    for m in graph.keys() {
        let circle: BTreeSet<String> = reaches[m]
            .iter()
            .filter(|d| reaches.get(d).is_some_and(|r| r.contains(m)))
            .cloned()
            .collect();
        if circle.len() > 1 && !out.contains(&circle) {
            out.push(circle);
        }
    }
    out
}

#[test]
fn no_file_imports_a_file_that_imports_it_back() {
    let graph = file_graph();
    assert!(
        graph.len() > 50,
        "the scan found only {} modules",
        graph.len()
    );
    // The scan sees real edges: the pipeline's first stage imports the model loader.
    assert!(
        graph["pipeline::load"].contains("model"),
        "{:?}",
        graph["pipeline::load"]
    );
    let found = circles(&graph);
    assert!(found.is_empty(), "import circles between files: {found:?}");
}

#[test]
fn top_level_circles_only_shrink() {
    let mut top = Graph::new();
    for (from, deps) in file_graph() {
        let a = from.split("::").next().unwrap().to_string();
        for d in deps {
            let b = d.split("::").next().unwrap().to_string();
            if a != b && !a.is_empty() {
                top.entry(a.clone()).or_default().insert(b);
            }
        }
    }
    let known: Vec<BTreeSet<String>> = KNOWN_TOP_LEVEL_CIRCLES
        .iter()
        .map(|c| c.iter().map(|s| s.to_string()).collect())
        .collect();
    let found = circles(&top);
    eprintln!("top-level circles: {found:?}");
    for circle in found {
        assert!(
            known.iter().any(|k| circle.is_subset(k)),
            "a new or larger circle between top-level modules: {circle:?} (known: {known:?})"
        );
    }
}

#[test]
fn no_module_imports_one_above_it() {
    let layer = |m: &str| {
        let top = m.split("::").next().unwrap();
        LAYERS
            .iter()
            .position(|l| *l == top)
            .unwrap_or_else(|| panic!("module {top} is not in LAYERS (docs/modules.md)"))
    };
    let knot = |a: &str, b: &str| {
        let (a, b) = (a.split("::").next().unwrap(), b.split("::").next().unwrap());
        KNOWN_TOP_LEVEL_CIRCLES
            .iter()
            .any(|c| c.contains(&a) && c.contains(&b))
    };
    let mut up = Vec::new();
    for (from, deps) in file_graph() {
        if from.is_empty() {
            continue; // lib.rs declares every module
        }
        for to in deps {
            if layer(&to) > layer(&from) && !knot(&from, &to) {
                up.push(format!("{from} -> {to}"));
            }
        }
    }
    assert!(up.is_empty(), "imports of a higher layer: {up:#?}");
}

#[test]
fn the_scan_finds_a_planted_circle() {
    let code = "use crate::a::{b, c::D};\nfn f() { super::x::y(); }\n// crate::zzz\n";
    let paths = paths_after(&code_of(code), "crate::");
    assert!(paths.contains(&vec!["a".into(), "b".into()]));
    assert!(paths.contains(&vec!["a".into(), "c".into()]));
    assert!(!paths.iter().any(|p| p.first().is_some_and(|s| s == "zzz")));
    let mut g = Graph::new();
    g.entry("a".into()).or_default().insert("b".into());
    g.entry("b".into()).or_default().insert("a".into());
    g.entry("c".into()).or_default().insert("a".into());
    assert_eq!(circles(&g).len(), 1);
}

/// Every Rust file under `dir` (from the repository root) with its code ([`code_of`]).
fn code_under(dir: &str) -> Vec<(PathBuf, String)> {
    let mut files = Vec::new();
    rust_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join(dir), &mut files);
    files.sort();
    files
        .into_iter()
        .map(|f| {
            let code = code_of(&std::fs::read_to_string(&f).unwrap());
            (f, code)
        })
        .collect()
}

/// Whether `word` occurs in `code` with no identifier character on either side.
fn names_word(code: &str, word: &str) -> bool {
    code.match_indices(word).any(|(i, _)| {
        let before = code[..i].chars().next_back();
        let after = code[i + word.len()..].chars().next();
        !before.is_some_and(is_ident) && !after.is_some_and(is_ident)
    })
}

/// ONNX Runtime lives in its backend, the ONNX format and the proxies that model its planner
/// and walk (issue 46): the pipeline, the DAG and the schedulers run any runtime alike.
#[test]
fn only_the_ort_backend_names_onnx_runtime() {
    let mut named = Vec::new();
    for dir in ["src/pipeline", "src/dag", "src/schedulers"] {
        for (file, code) in code_under(dir) {
            let words = ["ort", "onnxruntime", "OrtOptimization", "for_ort"];
            if let Some(w) = words.iter().find(|w| names_word(&code, w)) {
                named.push(format!("{} names {w}", file.display()));
            }
        }
    }
    assert!(named.is_empty(), "{named:#?}");
    assert!(names_word("x = ort::Session", "ort") && !names_word("import", "ort"));
}

/// `Format` says what a file is; how a runtime runs it is a backend's.
#[test]
fn format_has_at_most_eight_methods() {
    let code = code_of(
        &std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/model/mod.rs"))
            .unwrap(),
    );
    let start = code.find("pub trait Format").expect("the Format trait");
    let body = &code[start..];
    let end = body.find("\n}").expect("its end");
    let methods = body[..end].matches("\n    fn ").count();
    assert!((4..=8).contains(&methods), "Format has {methods} methods");
}

/// Errors across the library are typed: no `pub` or `pub(crate)` function returns
/// `Result<_, String>`, in the library or the Python crate (a binary's errors are anyhow's).
#[test]
fn no_public_function_returns_a_string_error() {
    let mut found = Vec::new();
    for dir in ["src", "python/src"] {
        for (file, code) in code_under(dir) {
            if file.components().any(|c| c.as_os_str() == "bin") {
                continue;
            }
            for (i, _) in code.match_indices("fn ") {
                let head = code[..i].trim_end();
                let public = head.ends_with("pub") || head.ends_with("pub(crate)");
                let signature = &code[i..];
                let end = signature.find(['{', ';']).unwrap_or(signature.len());
                let returns = signature[..end].split_once("->").map(|(_, r)| r);
                let flat: String = returns.unwrap_or("").split_whitespace().collect();
                if public && flat.starts_with("Result<") && flat.contains(",String>") {
                    let name = signature[3..].split(['(', '<']).next().unwrap_or("");
                    found.push(format!("{}: fn {name}", file.display()));
                }
            }
        }
    }
    assert!(found.is_empty(), "{found:#?}");
}
