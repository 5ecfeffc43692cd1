//! The house's structure (issues 19, 56), read from the code:
//!
//! - **Crates.** The workspace's crates depend on each other only as [`CRATES`] allows, along
//!   the pipeline (core, then the formats, the GFlowNet, the runtimes, then the pipeline), and
//!   no product crate depends on the lab.
//! - **Modules.** Within a crate, which file imports which, read from the `crate::` and
//!   `super::` paths in the source (comments and test modules left out): no import circle
//!   between files, and where a crate has layers, a module imports only its own layer or below.

mod common;

use common::rust_files;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Each crate of the workspace: its folder, its name, the workspace crates it may depend on,
/// and the layers of its top-level modules, lowest first (none: one layer).
const CRATES: &[(&str, &str, &[&str], &[&str])] = &[
    (
        "crates/core",
        "flowsched-core",
        &[],
        &[
            "device",
            "defaults",
            "features",
            "progress",
            "files",
            "dag",
            "generate",
            "cost",
            "decide",
            "schedulers",
        ],
    ),
    ("crates/onnx", "flowsched-onnx", &["flowsched-core"], &[]),
    (
        "crates/gfn",
        "flowsched-gfn",
        &["flowsched-core", "flowsched-onnx"],
        &[],
    ),
    (
        "crates/mlir",
        "flowsched-mlir",
        &["flowsched-core", "flowsched-gfn"],
        &[],
    ),
    (
        "crates/runtime",
        "flowsched-runtime",
        &["flowsched-core", "flowsched-onnx", "flowsched-mlir"],
        &[],
    ),
    (
        ".",
        "flowsched",
        &[
            "flowsched-core",
            "flowsched-onnx",
            "flowsched-gfn",
            "flowsched-mlir",
            "flowsched-runtime",
        ],
        &[
            "report",
            "model",
            "options",
            "backend",
            "pipeline",
            "build_support",
            "cli",
        ],
    ),
    ("crates/lab", "flowsched-lab", &["flowsched"], &[]),
];

/// The repository's root.
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

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

/// The file graph of one crate (`dir`: its folder from the repository root).
fn file_graph(dir: &str) -> Graph {
    let src = root().join(dir).join("src");
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

/// The `flowsched*` crates a manifest's `[dependencies]` name (build and dev dependencies
/// apart: they do not ship).
fn workspace_dependencies(dir: &str) -> BTreeSet<String> {
    let manifest = std::fs::read_to_string(root().join(dir).join("Cargo.toml")).unwrap();
    let mut in_dependencies = false;
    let mut out = BTreeSet::new();
    for line in manifest.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            in_dependencies = line == "[dependencies]";
            continue;
        }
        let name = line.split(['=', '.', ' ']).next().unwrap_or("");
        if in_dependencies && name.starts_with("flowsched") {
            out.insert(name.to_string());
        }
    }
    out
}

#[test]
fn crates_depend_only_downward() {
    let members: BTreeSet<&str> = CRATES.iter().map(|c| c.1).collect();
    let on_disk: BTreeSet<String> = std::fs::read_dir(root().join("crates"))
        .unwrap()
        .map(|e| format!("crates/{}", e.unwrap().file_name().to_string_lossy()))
        .collect();
    let listed: BTreeSet<String> = CRATES
        .iter()
        .filter(|c| c.0 != ".")
        .map(|c| c.0.to_string())
        .collect();
    assert_eq!(on_disk, listed, "every crate under crates/ is in CRATES");
    let mut wrong = Vec::new();
    for (dir, name, allowed, _) in CRATES {
        for dep in workspace_dependencies(dir) {
            assert!(
                members.contains(dep.as_str()),
                "{name} depends on {dep}, not a member"
            );
            if !allowed.contains(&dep.as_str()) {
                wrong.push(format!("{name} -> {dep}"));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "dependencies CRATES does not allow: {wrong:#?}"
    );
    // What the scan reads is real: the pipeline crate depends on every stage.
    assert_eq!(workspace_dependencies(".").len(), 5);
    // The product builds without the lab.
    for (dir, name, _, _) in CRATES.iter().filter(|c| c.1 != "flowsched-lab") {
        assert!(
            !workspace_dependencies(dir).contains("flowsched-lab"),
            "{name} depends on the lab"
        );
    }
}

#[test]
fn no_file_imports_a_file_that_imports_it_back() {
    let mut modules = 0;
    for (dir, name, _, _) in CRATES {
        let graph = file_graph(dir);
        modules += graph.len();
        let found = circles(&graph);
        assert!(
            found.is_empty(),
            "import circles between files of {name}: {found:?}"
        );
    }
    assert!(modules > 150, "the scan found only {modules} modules");
    // The scan sees real edges: the pipeline's first stage imports the model loader.
    let graph = file_graph(".");
    assert!(
        graph["pipeline::load"].contains("model"),
        "{:?}",
        graph["pipeline::load"]
    );
}

#[test]
fn no_module_imports_one_above_it() {
    let mut up = Vec::new();
    for (dir, name, _, layers) in CRATES.iter().filter(|c| !c.3.is_empty()) {
        let layer = |m: &str| {
            let top = m.split("::").next().unwrap();
            layers
                .iter()
                .position(|l| *l == top)
                .unwrap_or_else(|| panic!("module {top} of {name} is not in its layers"))
        };
        for (from, deps) in file_graph(dir) {
            if from.is_empty() {
                continue; // lib.rs declares every module
            }
            for to in deps {
                if layer(&to) > layer(&from) {
                    up.push(format!("{name}: {from} -> {to}"));
                }
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
    rust_files(&root().join(dir), &mut files);
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
    for dir in [
        "src/pipeline",
        "crates/core/src/dag",
        "crates/core/src/schedulers",
    ] {
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

/// The runtime's execution model is one value (issue 56): the DAG keeps the graph's facts, a
/// backend's `plan` says how its runtime runs the graph, and the proxies and schedulers read
/// it from a `Planned` DAG. No backend reaches a concrete model through `Any`, and the formats
/// import nothing of the runtimes.
#[test]
fn the_execution_model_is_one_value_got_from_the_backend() {
    let dag = code_of(&std::fs::read_to_string(root().join("crates/core/src/dag/mod.rs")).unwrap());
    let start = dag.find("pub struct ScheduleDag").expect("the DAG");
    let body = &dag[start..start + dag[start..].find("\n}").expect("its end")];
    for field in ["reuses_buffers", "walked"] {
        assert!(!names_word(body, field), "ScheduleDag holds `{field}`");
    }
    let mut found = Vec::new();
    let dirs = CRATES.iter().map(|c| format!("{}/src", c.0));
    for dir in dirs {
        for (file, code) in code_under(&dir) {
            for word in ["as_any", "as_any_mut", "downcast_ref", "downcast_mut"] {
                if names_word(&code, word) {
                    found.push(format!("{} names {word}", file.display()));
                }
            }
            let format = file.starts_with(root().join("src/model"));
            if format && names_word(&code, "flowsched_runtime") {
                found.push(format!("{}: a format imports a runtime", file.display()));
            }
        }
    }
    assert!(found.is_empty(), "{found:#?}");
    let backend = code_of(&std::fs::read_to_string(root().join("src/backend/mod.rs")).unwrap());
    assert!(backend.contains("fn plan(&self, model: &Model, order: ExecutionOrder) -> Plan"));
}

/// No function of the product or the lab is over 80 lines (issue 56), unless the line above
/// its `fn` gives the reason: `// long: why`. Test modules and files are left out.
#[test]
fn no_function_is_over_eighty_lines_without_a_reason() {
    const MOST: usize = 80;
    let mut long = Vec::new();
    let dirs = CRATES.iter().map(|c| format!("{}/src", c.0));
    for dir in dirs.chain(["python/src".to_string(), "plugin/src".to_string()]) {
        let mut files = Vec::new();
        rust_files(&root().join(&dir), &mut files);
        for file in files {
            let name = file.file_name().unwrap().to_string_lossy().into_owned();
            if name == "tests.rs" || name.ends_with("_tests.rs") {
                continue;
            }
            if file.components().any(|c| c.as_os_str() == "tests") {
                continue;
            }
            let text = std::fs::read_to_string(&file).unwrap();
            for (line, name, lines) in functions(&text) {
                if lines > MOST && !text.lines().nth(line - 2).is_some_and(is_reason) {
                    long.push(format!(
                        "{}:{line}: fn {name}, {lines} lines",
                        file.display()
                    ));
                }
            }
        }
    }
    assert!(long.is_empty(), "{long:#?}");
}

/// A `// long: …` line.
fn is_reason(line: &str) -> bool {
    line.trim_start().starts_with("// long: ")
}

/// Each function with a body, before the test module: its first line (1-based), its name and
/// its length in lines, from `fn` to the brace that closes it at the same indentation.
fn functions(text: &str) -> Vec<(usize, String, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    let end = (lines.iter())
        .position(|l| l.starts_with("#[cfg(test)]"))
        .unwrap_or(lines.len());
    let mut found = Vec::new();
    let mut i = 0;
    while i < end {
        let trimmed = lines[i].trim_start();
        let indent = &lines[i][..lines[i].len() - trimmed.len()];
        let head = [
            "pub fn ",
            "pub(crate) fn ",
            "pub(super) fn ",
            "fn ",
            "const fn ",
        ]
        .iter()
        .find_map(|p| trimmed.strip_prefix(p));
        let Some(head) = head else {
            i += 1;
            continue;
        };
        let name: String = head
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        let open = (i..end).find(|&j| {
            let l = lines[j].trim_end();
            l.ends_with('{') || l.ends_with(';')
        });
        match open {
            Some(j) if lines[j].trim_end().ends_with('{') => {
                let close = format!("{indent}}}");
                let last = (j + 1..end).find(|&k| lines[k] == close).unwrap_or(end - 1);
                found.push((i + 1, name, last - i + 1));
                i = last + 1;
            }
            Some(j) => i = j + 1,
            None => break,
        }
    }
    found
}

/// `Format` says what differs between formats (encoding, annotation, the import's report);
/// the path and the DAG every format has are `Model`'s; how a runtime runs it is a backend's.
#[test]
fn format_has_at_most_eight_methods() {
    let code = code_of(&std::fs::read_to_string(root().join("src/model/mod.rs")).unwrap());
    let start = code.find("pub trait Format").expect("the Format trait");
    let body = &code[start..];
    let end = body.find("\n}").expect("its end");
    let methods = body[..end].matches("\n    fn ").count();
    assert!((3..=8).contains(&methods), "Format has {methods} methods");
}

/// Errors across the library are typed: no `pub` or `pub(crate)` function returns
/// `Result<_, String>`, in the library crates or the Python crate (a binary's errors are
/// anyhow's; `src/cli.rs` holds clap's value parsers, whose errors clap prints as they are).
#[test]
fn no_public_function_returns_a_string_error() {
    let mut found = Vec::new();
    let dirs = CRATES.iter().map(|c| format!("{}/src", c.0));
    for dir in dirs.chain(["python/src".to_string()]) {
        for (file, code) in code_under(&dir) {
            if file.components().any(|c| c.as_os_str() == "bin") || file.ends_with("src/cli.rs") {
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
