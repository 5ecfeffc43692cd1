//! The documented `flowsched-lab …` command lines parse with the lab's parser
//! (tests/common/doc_lines.rs reads them).

#[path = "../../../../../tests/common/doc_lines.rs"]
mod doc_lines;

use super::Cli;
use clap::Parser;

fn parse(words: &[String]) -> Result<(), String> {
    Cli::try_parse_from(words)
        .map(drop)
        .map_err(|e| e.to_string())
}

#[test]
fn documented_lab_command_lines_parse() {
    let count = doc_lines::check_pages(doc_lines::PAGES, "flowsched-lab", &parse);
    assert!(
        count >= 10,
        "the README, docs/ and models/README.md show only {count} `flowsched-lab …` lines"
    );
}

#[test]
fn a_wrong_lab_line_is_caught() {
    let words = doc_lines::shell_words("flowsched-lab bench --nope");
    assert!(doc_lines::check(&words, &parse).is_err());
}
