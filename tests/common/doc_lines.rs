//! Every command line that the README, the pages of `docs/` and the model card show in a shell
//! block parses with its binary's own parser (`flowsched`'s, `flowsched-lab`'s: each binary's
//! tests call this with theirs), and each `--scheduler` list names schedulers that exist: the
//! documentation cannot drift from the flags.
//!
//! A block counts when its fence says `sh`, `bash`, `shell` or `console`. Lines are read as a
//! shell reads them, simply: a `$ ` prompt is dropped, a trailing `\` joins the next line, an
//! unquoted `#` starts a comment, quotes and backslashes group and escape, an unquoted `|`, `;`,
//! `&`, `<` or `>` ends the command, and a variable (`$X`, `${X}`) stands for `1`. A line that
//! runs `cargo run … --bin PROGRAM -- ARGS` (or `-p PROGRAM`) counts as `PROGRAM ARGS`.
#![allow(dead_code)]

/// The pages whose shell blocks are checked; `every_docs_page_is_checked` keeps the list whole.
pub const PAGES: &[(&str, &str)] = &[
    ("README.md", include_str!("../../README.md")),
    ("models/README.md", include_str!("../../models/README.md")),
    ("docs/bad-input.md", include_str!("../../docs/bad-input.md")),
    (
        "docs/build-scripts.md",
        include_str!("../../docs/build-scripts.md"),
    ),
    ("docs/cli.md", include_str!("../../docs/cli.md")),
    (
        "docs/distributed.md",
        include_str!("../../docs/distributed.md"),
    ),
    (
        "docs/measurement.md",
        include_str!("../../docs/measurement.md"),
    ),
    ("docs/mlir.md", include_str!("../../docs/mlir.md")),
    ("docs/modules.md", include_str!("../../docs/modules.md")),
    (
        "docs/onnx-runtime.md",
        include_str!("../../docs/onnx-runtime.md"),
    ),
    ("docs/ort-table.md", include_str!("../../docs/ort-table.md")),
    ("docs/proxies.md", include_str!("../../docs/proxies.md")),
    ("docs/rewrites.md", include_str!("../../docs/rewrites.md")),
    (
        "docs/memory-cap.md",
        include_str!("../../docs/memory-cap.md"),
    ),
    (
        "docs/python-deployments.md",
        include_str!("../../docs/python-deployments.md"),
    ),
    (
        "docs/schedulers.md",
        include_str!("../../docs/schedulers.md"),
    ),
    (
        "docs/hierarchical.md",
        include_str!("../../docs/hierarchical.md"),
    ),
    (
        "docs/streams-table.md",
        include_str!("../../docs/streams-table.md"),
    ),
];

/// One `PROGRAM …` command found in a page: where it starts and its words, or why the line
/// could not be split.
pub struct CommandLine {
    pub line: usize,
    pub text: String,
    pub words: Result<Vec<String>, String>,
}

/// The `program` command lines of a page's shell blocks.
pub fn command_lines(page: &str, program: &str) -> Vec<CommandLine> {
    let mut out = Vec::new();
    let mut in_shell = false;
    let mut in_block = false;
    // A command continued with `\`: its first line's number and the text so far.
    let mut pending: Option<(usize, String)> = None;
    for (i, raw) in page.lines().enumerate() {
        let trimmed = raw.trim();
        if let Some(lang) = trimmed.strip_prefix("```") {
            if in_block {
                in_block = false;
                in_shell = false;
            } else {
                in_block = true;
                let lang = lang.split([',', ' ']).next().unwrap_or("");
                in_shell = matches!(lang, "sh" | "bash" | "shell" | "console");
            }
            pending = None;
            continue;
        }
        if !in_shell {
            continue;
        }
        let (start, mut text) = match pending.take() {
            Some((start, text)) => (start, text + " " + trimmed),
            None => (i + 1, trimmed.to_string()),
        };
        if text.ends_with('\\') && !text.starts_with('#') {
            text.pop();
            pending = Some((start, text));
            continue;
        }
        let text = text.strip_prefix("$ ").unwrap_or(&text).trim().to_string();
        if let Some(words) = program_words(&text, program) {
            out.push(CommandLine {
                line: start,
                text,
                words,
            });
        }
    }
    out
}

/// The words of `PROGRAM …`, or of `cargo run … --bin PROGRAM -- …` (or `-p PROGRAM`) as
/// `PROGRAM …`; `None` for any other line.
fn program_words(text: &str, program: &str) -> Option<Result<Vec<String>, String>> {
    if text.starts_with(&format!("{program} ")) {
        return Some(shell_words(text));
    }
    let named = [format!("--bin {program} "), format!("-p {program} ")];
    if text.starts_with("cargo run ") && named.iter().any(|n| text.contains(n.as_str())) {
        let words = match shell_words(text) {
            Ok(words) => words,
            Err(e) => return Some(Err(e)),
        };
        let at = words
            .windows(2)
            .position(|w| (w[0] == "--bin" || w[0] == "-p") && w[1] == program)?;
        let dashes = at + words[at..].iter().position(|w| w == "--")?;
        let mut args = vec![program.to_string()];
        args.extend_from_slice(&words[dashes + 1..]);
        return Some(Ok(args));
    }
    None
}

/// Splits one command line into words as a POSIX shell would, for what documentation shows.
pub fn shell_words(text: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\'' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => word.push(c),
                        None => return Err("unterminated '".into()),
                    }
                }
            }
            '"' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(c) => word.push(c),
                            None => return Err("unterminated \"".into()),
                        },
                        Some('$') => word.push_str(&variable(&mut chars)?),
                        Some(c) => word.push(c),
                        None => return Err("unterminated \"".into()),
                    }
                }
            }
            '\\' => {
                in_word = true;
                if let Some(c) = chars.next() {
                    word.push(c);
                }
            }
            '$' => {
                in_word = true;
                word.push_str(&variable(&mut chars)?);
            }
            '#' if !in_word => break,
            '|' | ';' | '&' | '<' | '>' => break,
            c if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            c => {
                in_word = true;
                word.push(c);
            }
        }
    }
    if in_word {
        words.push(word);
    }
    Ok(words)
}

/// What a `$…` expansion stands for: `1` for a variable; a command substitution is refused,
/// as a documented command should not need one.
fn variable(chars: &mut std::iter::Peekable<std::str::Chars>) -> Result<String, String> {
    match chars.peek() {
        Some('(') => Err("a command substitution $( … ) cannot be checked".into()),
        Some('{') => {
            for c in chars.by_ref() {
                if c == '}' {
                    return Ok("1".into());
                }
            }
            Err("unterminated ${".into())
        }
        Some(c) if c.is_ascii_alphanumeric() || *c == '_' => {
            while chars
                .peek()
                .is_some_and(|c| c.is_ascii_alphanumeric() || *c == '_')
            {
                chars.next();
            }
            Ok("1".into())
        }
        _ => Ok("$".into()),
    }
}

/// Why a command line is wrong, if it is: it does not split, `parse` (clap) refuses it, or a
/// `--scheduler` list names a scheduler that does not exist.
pub fn check(
    words: &Result<Vec<String>, String>,
    parse: &dyn Fn(&[String]) -> Result<(), String>,
) -> Result<(), String> {
    let words = words.as_ref().map_err(|e| e.clone())?;
    parse(words)?;
    for (i, word) in words.iter().enumerate() {
        let list = match word.strip_prefix("--scheduler=") {
            Some(list) => list,
            None if word == "--scheduler" => words.get(i + 1).map_or("", String::as_str),
            None => continue,
        };
        list.parse::<flowsched::schedulers::SchedulerList>()
            .map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// Checks every `program` command line of the named pages; returns how many there were.
pub fn check_pages(
    pages: &[(&str, &str)],
    program: &str,
    parse: &dyn Fn(&[String]) -> Result<(), String>,
) -> usize {
    let mut failures = Vec::new();
    let mut count = 0;
    for (name, text) in pages {
        for command in command_lines(text, program) {
            count += 1;
            if let Err(e) = check(&command.words, parse) {
                failures.push(format!("{name}:{}: `{}`:\n{e}", command.line, command.text));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} documented command line(s) do not parse:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
    count
}

/// The reader itself (called by the product binary's tests).
pub fn lines_are_read_as_a_shell_reads_them() {
    let page = "text\n\
        ```sh\n\
        $ flowsched schedule 'my model.onnx' -o \"out dir/o.onnx\" \\\n\
        \x20   --scheduler kahn,dfs   # a comment\n\
        flowsched train --shard ${I}/8 -o runs/shard$I.safetensors\n\
        flowsched inspect m.onnx | head\n\
        cargo run --release --bin flowsched -- inspect m.onnx\n\
        echo flowsched is not first\n\
        ```\n\
        ```python\n\
        flowsched schedule not shell\n\
        ```\n";
    let lines: Vec<_> = command_lines(page, "flowsched")
        .into_iter()
        .map(|c| (c.line, c.words.unwrap()))
        .collect();
    let words = |s: &str| s.split(' ').map(String::from).collect::<Vec<_>>();
    assert_eq!(
        lines,
        [
            (
                3,
                vec![
                    "flowsched".to_string(),
                    "schedule".into(),
                    "my model.onnx".into(),
                    "-o".into(),
                    "out dir/o.onnx".into(),
                    "--scheduler".into(),
                    "kahn,dfs".into(),
                ]
            ),
            (
                5,
                words("flowsched train --shard 1/8 -o runs/shard1.safetensors")
            ),
            (6, words("flowsched inspect m.onnx")),
            (7, words("flowsched inspect m.onnx")),
        ]
    );
    assert!(shell_words("flowsched x $(seq 3)").is_err());
}
