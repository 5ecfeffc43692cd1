//! The documented `flowsched …` command lines parse with this CLI's parser
//! (tests/common/doc_lines.rs reads them).

#[path = "../../../tests/common/doc_lines.rs"]
mod doc_lines;

use super::Cli;
use clap::Parser;
use doc_lines::{check, check_pages, shell_words, PAGES};

fn parse(words: &[String]) -> Result<(), String> {
    Cli::try_parse_from(words)
        .map(drop)
        .map_err(|e| e.to_string())
}

#[test]
fn readme_command_lines_parse() {
    let count = check_pages(&PAGES[..1], "flowsched", &parse);
    assert!(
        count >= 10,
        "README.md shows only {count} `flowsched …` lines"
    );
}

#[test]
fn docs_command_lines_parse() {
    let count = check_pages(&PAGES[1..], "flowsched", &parse);
    assert!(
        count >= 15,
        "docs/ and models/README.md show only {count} `flowsched …` lines"
    );
}

/// A new page under docs/ is checked too: it must be listed in `PAGES`.
#[test]
fn every_docs_page_is_checked() {
    let docs = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
    for entry in std::fs::read_dir(&docs).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if name.ends_with(".md") {
            let path = format!("docs/{name}");
            assert!(
                PAGES.iter().any(|(listed, _)| *listed == path),
                "{path} is not in tests/common/doc_lines.rs's PAGES"
            );
        }
    }
}

#[test]
fn lines_are_read_as_a_shell_reads_them() {
    doc_lines::lines_are_read_as_a_shell_reads_them();
}

#[test]
fn a_wrong_line_is_caught() {
    for bad in [
        "flowsched schedule m.onnx -o x --nope",
        "flowsched schedule m.onnx -o x --scheduler no-such-scheduler",
        "flowsched frobnicate m.onnx",
    ] {
        assert!(check(&shell_words(bad), &parse).is_err(), "`{bad}` passed");
    }
    assert!(check(
        &shell_words("flowsched schedule m.onnx -o x --scheduler=classic"),
        &parse
    )
    .is_ok());
}
