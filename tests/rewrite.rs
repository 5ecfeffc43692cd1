//! `--rewrite`: graph rewrites chosen with the order, on the shipped separable stem, whose peak
//! no order lowers (a branch pads the whole wide map while the map stays live for the others).

mod common;

use common::{
    assert_same_model, flowsched, flowsched_ok, model, node, repo_path, value, write_model,
};
use flowsched::onnx::proto::TensorProto;
use std::path::Path;

const STEM: &str = "tests/data/separable_stem.onnx";

fn report(path: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn schedule(out: &Path, report_path: &Path, extra: &[&str]) {
    let input = repo_path(STEM);
    let mut args = vec![
        "schedule",
        input.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--execution-order",
        "file",
        "--report",
        report_path.to_str().unwrap(),
    ];
    args.extend(extra);
    flowsched_ok(&args);
}

/// The stem is sliced: the best order of the rewritten graph peaks lower than the file's best
/// order, every rewrite kept is listed with its effect, the file written is that graph (the
/// checker passes, every new node is named after an original one, the outputs agree in
/// onnxruntime within the rounding bound) and it records its rewrites.
#[test]
fn rewrites_lower_the_peak_no_order_can_and_keep_the_outputs() {
    let dir = tempfile::tempdir().unwrap();
    let (out, json) = (dir.path().join("out.onnx"), dir.path().join("r.json"));
    schedule(&out, &json, &["--rewrite"]);
    let r = report(&json);
    let stage = &r["rewrites"];
    assert_eq!(stage["used"], true, "{stage:#}");
    let best = stage["best_order_peak_bytes"].as_u64().unwrap();
    let kept_peak = stage["kept_peak_bytes"].as_u64().unwrap();
    assert!(kept_peak < best, "{kept_peak} against {best}");
    let kept = stage["kept"].as_array().unwrap();
    assert!(
        kept.iter().any(|k| k["kind"] == "channel-slice"),
        "{stage:#}"
    );
    for k in kept {
        let (before, after) = (&k["span_peak_before_bytes"], &k["span_peak_after_bytes"]);
        assert!(
            before.as_u64().unwrap() > 0 && after.as_u64().unwrap() > 0,
            "{k:#}"
        );
    }
    assert!(r["scheduled_graph"]
        .as_str()
        .unwrap()
        .starts_with("rewritten ("));
    assert!(r["winner_peak_memory_bytes"].as_u64().unwrap() < best);
    // The report's order is the rewritten graph's: it names the slices.
    let order: Vec<&str> = (r["order"].as_array().unwrap().iter())
        .map(|n| n.as_str().unwrap())
        .collect();
    assert!(order.iter().any(|n| n.contains(".slice")), "{order:?}");
    assert_same_model(&repo_path(STEM), &out);
}

/// Same input, same options: the same bytes, rewrites included.
#[test]
fn a_rewritten_output_is_deterministic() {
    let dir = tempfile::tempdir().unwrap();
    let [a, b] = ["a", "b"].map(|n| dir.path().join(format!("{n}.onnx")));
    schedule(&a, &dir.path().join("a.json"), &["--rewrite"]);
    schedule(&b, &dir.path().join("b.json"), &["--rewrite"]);
    assert_eq!(std::fs::read(&a).unwrap(), std::fs::read(&b).unwrap());
}

/// Without the flag there is no stage and the file's own nodes are written.
#[test]
fn without_the_flag_the_graph_is_the_files() {
    let dir = tempfile::tempdir().unwrap();
    let (out, json) = (dir.path().join("out.onnx"), dir.path().join("r.json"));
    schedule(&out, &json, &[]);
    let r = report(&json);
    assert!(r.get("rewrites").is_none() && r.get("scheduled_graph").is_none());
    assert_same_model(&repo_path(STEM), &out);
}

/// Where a rewrite cannot apply, the run says why and writes nothing.
#[test]
fn rewrite_is_refused_where_it_cannot_apply() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.onnx");
    let stem = repo_path(STEM);
    let json_dag = repo_path("tests/data/layered_30.json");
    let json_out = dir.path().join("out.json");
    let cases: [(Vec<&str>, &str); 3] = [
        (
            vec![stem.to_str().unwrap(), "--objective", "makespan:2"],
            "--rewrite lowers peak memory",
        ),
        (
            vec![stem.to_str().unwrap(), "--for-ort", "basic"],
            "--for-ort schedules the runtime's: drop one",
        ),
        (
            vec![json_dag.to_str().unwrap()],
            "--rewrite applies to ONNX models",
        ),
    ];
    for (args, needle) in cases {
        let target = if args[0].ends_with(".json") {
            &json_out
        } else {
            &out
        };
        let mut all = vec!["schedule", "--rewrite", "-o", target.to_str().unwrap()];
        all.extend(args);
        let run = flowsched(&all);
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert!(!run.status.success() && stderr.contains(needle), "{stderr}");
        assert!(!target.exists());
    }
}

/// A wide convolution read only through a Relu by a Split (64 channels in four pieces, each
/// pooled): one convolution per piece, each consumed before the next is made. The outputs
/// agree in onnxruntime.
#[test]
fn a_wide_convolution_read_by_a_split_is_cut_by_pieces() {
    let dir = tempfile::tempdir().unwrap();
    let floats = |name: &str, dims: &[i64]| {
        let n: i64 = dims.iter().product();
        TensorProto {
            name: Some(name.into()),
            dims: dims.to_vec(),
            data_type: Some(1),
            float_data: (0..n)
                .map(|v| ((v * 37 % 101) as f32 - 50.0) * 0.002)
                .collect(),
            ..Default::default()
        }
    };
    let sizes = TensorProto {
        name: Some("sizes".into()),
        dims: vec![4],
        data_type: Some(7),
        int64_data: vec![16; 4],
        ..Default::default()
    };
    let mut conv = node("wide", "Conv", &["x", "w", "b"], &["y"]);
    conv.attribute.push(flowsched::onnx::proto::AttributeProto {
        name: Some("pads".into()),
        r#type: Some(7),
        ints: vec![1; 4],
        ..Default::default()
    });
    // Both the Split and the Concat work along the channels.
    let channels = flowsched::onnx::proto::AttributeProto {
        name: Some("axis".into()),
        r#type: Some(2),
        i: Some(1),
        ..Default::default()
    };
    let mut split = node("cut", "Split", &["r", "sizes"], &["s0", "s1", "s2", "s3"]);
    split.attribute.push(channels.clone());
    let mut nodes = vec![conv, node("act", "Relu", &["y"], &["r"]), split];
    nodes.extend((0..4).map(|i| {
        let (s, p) = (format!("s{i}"), format!("p{i}"));
        node(&format!("pool{i}"), "GlobalAveragePool", &[&s], &[&p])
    }));
    let mut cat = node("cat", "Concat", &["p0", "p1", "p2", "p3"], &["out"]);
    cat.attribute.push(channels);
    nodes.push(cat);
    let m = model(
        nodes,
        vec![value("x", Some(&[1, 8, 32, 32]))],
        vec![value("out", Some(&[1, 64, 1, 1]))],
        vec![floats("w", &[64, 8, 3, 3]), floats("b", &[64]), sizes],
    );
    let (input, out, json) = (
        dir.path().join("wide.onnx"),
        dir.path().join("out.onnx"),
        dir.path().join("r.json"),
    );
    write_model(&input, &m);
    flowsched_ok(&[
        "schedule",
        input.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--rewrite",
        "--execution-order",
        "file",
        "--report",
        json.to_str().unwrap(),
    ]);
    let r = report(&json);
    let stage = &r["rewrites"];
    assert_eq!(stage["used"], true, "{stage:#}");
    assert_eq!(stage["kept"][0]["kind"], "kernel-split", "{stage:#}");
    assert!(
        stage["kept_peak_bytes"].as_u64().unwrap() * 2
            < stage["best_order_peak_bytes"].as_u64().unwrap()
    );
    assert_same_model(&input, &out);
}
