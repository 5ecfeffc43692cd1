//! Both targets call what `flowsched schedule FILE -o OUT` calls: `pipeline::run` on a file,
//! for ONNX with `--rewrite` (the rewrite stage, then the run on the graph it keeps or on the
//! file). An error is a fine answer; a panic, abort, hang or running out of memory is a bug.

use std::io::Write;

pub fn schedule(data: &[u8], extension: &str) {
    // /dev/shm keeps the per-input file off the disk where it exists.
    let dir = if std::path::Path::new("/dev/shm").is_dir() {
        tempfile::tempdir_in("/dev/shm")
    } else {
        tempfile::tempdir()
    }
    .expect("a temporary folder");
    let input = dir.path().join(format!("model.{extension}"));
    std::fs::File::create(&input)
        .and_then(|mut f| f.write_all(data))
        .expect("the input is written");
    let options = flowsched::pipeline::Options {
        input,
        output: Some(dir.path().join(format!("out.{extension}"))),
        // Past the unknown-size refusal, so the schedulers and the exporter are fuzzed too.
        allow_unknown_sizes: true,
        rewrite: extension == "onnx",
        ..Default::default()
    };
    let _ = flowsched::pipeline::run(&options);
}
