//! Both targets call what `flowsched schedule FILE -o OUT` calls: `pipeline::run` on a file.
//! An ONNX input of odd length runs with `--rewrite --scheduler classic` instead: the rewrite
//! stage schedules the graph up to eight times, which with the hierarchy's budget each would
//! pass libFuzzer's timeout under the sanitizers (a mutated separable stem: 1.5 s in a release
//! build, 23 s here). An error is a fine answer; a panic, abort, hang or running out of memory
//! is a bug.

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
        ..Default::default()
    };
    let rewrite = extension == "onnx" && data.len() % 2 == 1;
    let options = match rewrite {
        true => flowsched::pipeline::Options {
            rewrite,
            schedulers: "classic".parse().expect("a known list"),
            ..options
        },
        false => options,
    };
    let _ = flowsched::pipeline::run(&options);
}
