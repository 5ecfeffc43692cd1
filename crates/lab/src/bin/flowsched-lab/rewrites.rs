//! `flowsched-lab rewrites`: every graph rewrite `--rewrite` could offer on an ONNX model,
//! applied whether it lowers the peak or not, and written: the rewrites' own correctness on
//! any model, checked with `scripts/check_equivalence.py` (the stage keeps few of them, so a
//! scheduled output exercises few).

use anyhow::{Context, Result};
use flowsched::onnx::rewrite;
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct Args {
    /// The ONNX model.
    input: PathBuf,
    /// Where to write it with every rewrite applied.
    #[arg(short, long)]
    output: PathBuf,
}

pub fn run(args: Args) -> Result<()> {
    let options = flowsched::onnx::ImportOptions::default();
    let import = flowsched::onnx::import_model(&args.input, &options)?;
    let edits = rewrite::offers(&import, &|_| None);
    let all: Vec<&rewrite::Edit> = edits.iter().collect();
    let mut model = rewrite::apply(&import.model, &all);
    // Listed as a scheduled output lists them, so the checker compares it as a rewritten graph.
    let list: Vec<String> = (edits.iter())
        .map(|e| format!("{}:{}", e.rewrite.kind.name(), e.rewrite.at))
        .collect();
    model
        .metadata_props
        .push(flowsched::onnx::proto::StringStringEntryProto {
            key: Some(format!("{}rewrites", flowsched::onnx::PROVENANCE_PREFIX)),
            value: Some(list.join(",")),
        });
    flowsched::onnx::write_atomically(&args.output, &rewrite::encode(&model))
        .with_context(|| format!("writing {}", args.output.display()))?;
    let mut kinds = std::collections::BTreeMap::new();
    for e in &edits {
        *kinds.entry(e.rewrite.kind.name()).or_insert(0) += 1;
    }
    println!("{}: {} rewrites applied {kinds:?}", args.output.display(), edits.len());
    Ok(())
}
