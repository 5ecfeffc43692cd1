//! `flowsched-lab generate`: seeded synthetic task graphs as JSON DAGs.

use anyhow::{Context, Result};
use flowsched::dag::JsonDag;
use flowsched::generate::{generate_many, Dist, GenOptions, GraphKind};
use std::path::{Path, PathBuf};

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    gen: GenArgs,
    /// A `.json` file for one graph, or a folder for several.
    #[arg(short, long)]
    output: PathBuf,
}

/// Which graphs to generate (`bench --generate` makes them the same way).
#[derive(clap::Args)]
pub struct GenArgs {
    /// Graph family and size: `er:N:P`, `layered:N:L:P`, `sp:N`, `nas:CELLS:NODES`.
    #[arg(long = "kind", default_value = "er:50:0.1")]
    pub kind: GraphKind,
    /// Op runtimes: `uniform:LO:HI`, `loguniform:LO:HI`, `const:X`.
    #[arg(long, default_value = "uniform:0:1")]
    pub runtime: Dist,
    /// Tensor bytes, same syntax.
    #[arg(long, default_value = "loguniform:1024:1048576")]
    pub bytes: Dist,
    /// How many graphs.
    #[arg(long, default_value_t = 1)]
    pub count: usize,
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
}

impl GenArgs {
    pub(crate) fn graphs(&self) -> Vec<JsonDag> {
        let opts = GenOptions {
            kind: self.kind.clone(),
            seed: self.seed,
            runtime: self.runtime,
            bytes: self.bytes,
        };
        generate_many(&opts, self.count)
    }
}

pub fn run(args: Args) -> Result<()> {
    let (gen, output) = (&args.gen, args.output.as_path());
    let graphs = gen.graphs();
    let write = |path: &Path, g: &JsonDag| -> Result<()> {
        let text = serde_json::to_string_pretty(g)? + "\n";
        flowsched::onnx::write_atomically(path, text.as_bytes())?;
        Ok(())
    };
    if gen.count == 1 && output.extension().is_some_and(|e| e == "json") {
        write(output, &graphs[0])?;
    } else {
        std::fs::create_dir_all(output)
            .with_context(|| format!("{}: cannot create folder", output.display()))?;
        for (i, g) in graphs.iter().enumerate() {
            let name = format!("{}_{i:04}.json", gen.kind.to_string().replace(':', "_"));
            write(&output.join(name), g)?;
        }
    }
    say!(
        "wrote {} {} graph(s) to {}",
        graphs.len(),
        gen.kind,
        output.display()
    );
    Ok(())
}
