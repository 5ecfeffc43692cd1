//! Bad input gets a one-line error that names the file and the node or tensor, a non-zero exit,
//! and no output file. Unknown operators and missing shapes are fine: scheduled, and reported.

mod common;
use common::*;
use std::path::Path;

/// Runs `flowsched schedule` and checks the failure contract; returns stderr.
fn expect_failure(input: &Path, needles: &[&str]) -> String {
    let out_path = input.with_file_name("out.onnx");
    let out = flowsched(&[
        "schedule",
        input.to_str().unwrap(),
        "-o",
        out_path.to_str().unwrap(),
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(
        !out.status.success(),
        "expected failure, got success; stderr: {stderr}"
    );
    assert_eq!(
        stderr.trim_end().lines().count(),
        1,
        "error must be one line: {stderr}"
    );
    assert!(stderr.starts_with("error: "), "{stderr}");
    assert!(
        stderr.contains(input.to_str().unwrap()),
        "error must name the file: {stderr}"
    );
    for n in needles {
        assert!(stderr.contains(n), "error must mention {n:?}: {stderr}");
    }
    assert!(!out_path.exists(), "no output may be written on failure");
    let leftovers: Vec<_> = std::fs::read_dir(input.parent().unwrap())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().contains(".tmp"))
        .collect();
    assert!(leftovers.is_empty(), "temporary files left behind");
    stderr
}

/// A model of `nodes` reading a 4-float input `x` and producing output `y`.
fn write_graph(path: &Path, nodes: Vec<flowsched::onnx::proto::NodeProto>) {
    write_model(
        path,
        &model(
            nodes,
            vec![value("x", Some(&[4]))],
            vec![value("y", None)],
            vec![],
        ),
    );
}

/// `flowsched schedule IN -o OUT --allow-unknown-sizes`: for models whose point is not sizes.
fn schedule_allowing_unknown_sizes(input: &Path, out: &Path) -> std::process::Output {
    flowsched(&[
        "schedule",
        input.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--allow-unknown-sizes",
    ])
}

fn tiny_chain() -> Vec<flowsched::onnx::proto::NodeProto> {
    vec![
        node("a", "Relu", &["x"], &["t1"]),
        node("b", "Relu", &["t1"], &["y"]),
    ]
}

#[test]
fn truncated_file() {
    let dir = tempfile::tempdir().unwrap();
    let data = std::fs::read(repo_path("tests/data/inception_cell.onnx")).unwrap();
    let p = dir.path().join("truncated.onnx");
    std::fs::write(&p, &data[..data.len() / 2]).unwrap();
    expect_failure(&p, &["not a valid ONNX protobuf"]);
}

#[test]
fn file_that_is_not_protobuf() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("picture.onnx");
    std::fs::write(&p, b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR").unwrap();
    expect_failure(&p, &["not a valid ONNX protobuf"]);
}

#[test]
fn empty_graph() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("empty.onnx");
    write_model(
        &p,
        &model(
            vec![],
            vec![value("x", Some(&[1]))],
            vec![value("x", Some(&[1]))],
            vec![],
        ),
    );
    expect_failure(&p, &["no nodes"]);
}

#[test]
fn input_that_nobody_produces() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("dangling.onnx");
    let nodes = vec![
        node("a", "Relu", &["x"], &["t1"]),
        node("b", "Add", &["t1", "ghost"], &["y"]),
    ];
    write_graph(&p, nodes);
    expect_failure(&p, &["'b'", "'ghost'"]);
}

#[test]
fn cycle() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("cycle.onnx");
    let nodes = vec![
        node("a", "Add", &["x", "t2"], &["t1"]),
        node("b", "Relu", &["t1"], &["t2"]),
        node("c", "Relu", &["t2"], &["y"]),
    ];
    write_graph(&p, nodes);
    expect_failure(&p, &["cycle", "'a'", "'b'"]);
}

#[test]
fn two_nodes_write_the_same_tensor() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("dup.onnx");
    let nodes = vec![
        node("a", "Relu", &["x"], &["t"]),
        node("b", "Sigmoid", &["x"], &["t"]),
        node("c", "Relu", &["t"], &["y"]),
    ];
    write_graph(&p, nodes);
    expect_failure(&p, &["'t'", "'a'", "'b'"]);
}

#[test]
fn missing_external_data_file() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("external.onnx");
    let nodes = vec![node("a", "Add", &["x", "w"], &["y"])];
    let m = model(
        nodes,
        vec![value("x", Some(&[4]))],
        vec![value("y", None)],
        vec![external_initializer("w", "weights.bin")],
    );
    write_model(&p, &m);
    expect_failure(&p, &["'w'", "weights.bin"]);
    // With the file present (and long enough) the same model schedules.
    std::fs::write(dir.path().join("weights.bin"), [0u8; 16]).unwrap();
    let out = dir.path().join("out.onnx");
    flowsched_ok(&["schedule", p.to_str().unwrap(), "-o", out.to_str().unwrap()]);
    // Too short a file is an error too.
    std::fs::write(dir.path().join("weights.bin"), [0u8; 8]).unwrap();
    std::fs::remove_file(&out).unwrap();
    expect_failure(&p, &["'w'", "weights.bin", "needs bytes"]);
}

#[test]
fn unknown_operator_is_scheduled_and_reported() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("custom.onnx");
    let mut custom = node("mystery", "FancyOp", &["t1"], &["t2"]);
    custom.domain = Some("com.example".into());
    let nodes = vec![
        node("a", "Relu", &["x"], &["t1"]),
        custom,
        node("c", "Relu", &["t2"], &["y"]),
    ];
    write_graph(&p, nodes);
    let out = flowsched(&["inspect", p.to_str().unwrap()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains("ops without a shape rule: FancyOp ×1"),
        "{stdout}"
    );
    assert!(stdout.contains("unknown sizes: 2 tensors"), "{stdout}");
    let o = dir.path().join("out.onnx");
    // A memory objective refuses unknown sizes unless asked (issue 16: no silent zeros)...
    let run = flowsched(&["schedule", p.to_str().unwrap(), "-o", o.to_str().unwrap()]);
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(
        !run.status.success() && err.contains("--allow-unknown-sizes"),
        "{err}"
    );
    // (ONNX Runtime, which would size them from one run, does not know the op either.)
    assert!(err.contains("nor size from one run"), "{err}");
    // The reason names the op, not the temporary copy ORT ran.
    assert!(
        err.contains("FancyOp") && !err.contains("probe.onnx"),
        "{err}"
    );
    assert!(!err.contains("sized.onnx"), "{err}");
    assert!(!o.exists());
    // ...and schedules with them counted as 0 bytes when asked, saying so.
    let run = flowsched(&[
        "schedule",
        p.to_str().unwrap(),
        "-o",
        o.to_str().unwrap(),
        "--allow-unknown-sizes",
    ]);
    assert!(run.status.success());
    assert!(String::from_utf8_lossy(&run.stdout)
        .contains("2 tensors of unknown size were counted as 0 bytes"));
    assert!(o.exists());
}

#[test]
fn model_without_any_shapes() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("noshapes.onnx");
    write_model(
        &p,
        &model(
            tiny_chain(),
            vec![value("x", None)],
            vec![value("y", None)],
            vec![],
        ),
    );
    let out = flowsched(&["inspect", "--json", p.to_str().unwrap()]);
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["unknown_size_tensors"].as_array().unwrap().len(), 3); // x, t1, y
    assert_eq!(v["nodes"], 2);
}

#[test]
fn refuses_to_overwrite_the_input_unless_asked() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("model.onnx");
    std::fs::copy(repo_path("tests/data/inception_cell.onnx"), &p).unwrap();
    let before = std::fs::read(&p).unwrap();
    let run = flowsched(&["schedule", p.to_str().unwrap(), "-o", p.to_str().unwrap()]);
    assert!(!run.status.success());
    assert!(String::from_utf8_lossy(&run.stderr).contains("--in-place"));
    assert_eq!(std::fs::read(&p).unwrap(), before);
    // Judged as written: the example has a better file order (ORT's walk of it is as good as
    // any found, so by default the input would stay as it is).
    flowsched_ok(&[
        "schedule",
        p.to_str().unwrap(),
        "--in-place",
        "--execution-order",
        "file",
    ]);
    assert_ne!(
        std::fs::read(&p).unwrap(),
        before,
        "the example model has a better order as written"
    );
}

#[test]
fn outputs_never_name_the_input_or_each_other() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("model.onnx");
    std::fs::copy(repo_path("tests/data/inception_cell.onnx"), &p).unwrap();
    let before = std::fs::read(&p).unwrap();
    let out = dir.path().join("out.onnx");
    let symlink = dir.path().join("link.onnx");
    std::os::unix::fs::symlink(&p, &symlink).unwrap();
    let hard = dir.path().join("hard.onnx");
    std::fs::hard_link(&p, &hard).unwrap();
    let report = dir.path().join("r.json");
    let (model, o) = (p.to_str().unwrap(), out.to_str().unwrap());
    for (extra, needle) in [
        (vec!["--report", model], "(--report) is the input file"),
        (
            vec!["--report", symlink.to_str().unwrap()],
            "(--report) is the input file",
        ),
        (
            vec!["--emit-orders", hard.to_str().unwrap()],
            "(--emit-orders) is the input file",
        ),
        (vec!["--report", o], "(--report) is also the -o output"),
        (
            vec![
                "--report",
                report.to_str().unwrap(),
                "--emit-orders",
                report.to_str().unwrap(),
            ],
            "(--emit-orders) is also the --report output",
        ),
    ] {
        let mut args = vec!["schedule", model, "-o", o];
        args.extend(&extra);
        let run = flowsched(&args);
        let err = String::from_utf8_lossy(&run.stderr);
        assert!(!run.status.success(), "{extra:?} was accepted");
        assert!(err.contains(needle), "{extra:?}: {err}");
        assert_eq!(std::fs::read(&p).unwrap(), before, "{extra:?}");
        assert!(
            !out.exists() && !report.exists(),
            "{extra:?} wrote something"
        );
    }
    // -o through a symlink to the input is the input too.
    let run = flowsched(&["schedule", model, "-o", symlink.to_str().unwrap()]);
    assert!(!run.status.success());
    assert!(String::from_utf8_lossy(&run.stderr).contains("--in-place"));
    assert_eq!(std::fs::read(&p).unwrap(), before);
}

#[test]
fn json_dag_with_a_cycle() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("tasks.json");
    std::fs::write(
        &p,
        r#"{"nodes":[{"name":"a"},{"name":"b"}],"edges":[["a","b"],["b","a"]]}"#,
    )
    .unwrap();
    let out_path = dir.path().join("out.json");
    let out = flowsched(&[
        "schedule",
        p.to_str().unwrap(),
        "-o",
        out_path.to_str().unwrap(),
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        stderr.contains("tasks.json") && stderr.contains("cycle through 'a' -> 'b'"),
        "{stderr}"
    );
    assert!(!out_path.exists());
}

/// Found by fuzzing: ConvTranspose and Conv with a rank-0 weight panicked in their FLOP
/// estimate (`w[1..]`). Now they schedule like any other node.
#[test]
fn conv_with_a_rank_0_weight_does_not_panic() {
    use flowsched::onnx::proto::TensorProto;
    let dir = tempfile::tempdir().unwrap();
    for op in ["Conv", "ConvTranspose"] {
        let p = dir.path().join(format!("{op}.onnx"));
        let w = TensorProto {
            name: Some("w".into()),
            data_type: Some(1),
            float_data: vec![1.0],
            ..Default::default()
        };
        let m = model(
            vec![node("c", op, &["x", "w"], &["y"])],
            vec![value("x", Some(&[1, 1, 4, 4]))],
            vec![value("y", None)],
            vec![w],
        );
        write_model(&p, &m);
        let out = dir.path().join(format!("{op}.out.onnx"));
        let run = schedule_allowing_unknown_sizes(&p, &out);
        assert!(
            run.status.success(),
            "{op}: {}",
            String::from_utf8_lossy(&run.stderr)
        );
    }
}

/// A declared tensor past --max-tensor-bytes (or whose size overflows u64) is refused by name.
#[test]
fn tensors_past_the_size_cap_are_refused_by_name() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("huge.onnx");
    let huge: &[i64] = &[i64::MAX, i64::MAX, 4];
    write_model(
        &p,
        &model(
            vec![node("a", "Relu", &["x"], &["y"])],
            vec![value("x", Some(huge))],
            vec![value("y", None)],
            vec![],
        ),
    );
    expect_failure(&p, &["'x'", "--max-tensor-bytes"]);
    let q = dir.path().join("big.onnx");
    write_model(
        &q,
        &model(
            vec![node("a", "Relu", &["x"], &["y"])],
            vec![value("x", Some(&[1024, 1024]))],
            vec![value("y", None)],
            vec![],
        ),
    );
    let out = dir.path().join("out.onnx");
    let run = flowsched(&[
        "schedule",
        q.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--max-tensor-bytes",
        "1000000",
    ]);
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(
        !run.status.success() && err.contains("4194304 bytes"),
        "{err}"
    );
    assert!(!out.exists());
}

#[test]
fn a_negative_dim_binding_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("m.onnx");
    write_graph(&p, tiny_chain());
    let run = flowsched(&["schedule", p.to_str().unwrap(), "--dim", "b=-1"]);
    let err = String::from_utf8_lossy(&run.stderr);
    assert_eq!(run.status.code(), Some(2), "{err}");
    assert!(err.contains("a dimension is at least 0"), "{err}");
}

#[test]
fn a_json_size_past_the_cap_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("tasks.json");
    std::fs::write(
        &p,
        r#"{"nodes":[{"name":"a","bytes":18446744073709551615},{"name":"b"}],"edges":[["a","b"]]}"#,
    )
    .unwrap();
    let out = dir.path().join("out.json");
    let run = flowsched(&["schedule", p.to_str().unwrap(), "-o", out.to_str().unwrap()]);
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(!out.exists());
    assert!(
        !run.status.success() && err.contains("'a'") && err.contains("over the limit"),
        "{err}"
    );
}

/// Subgraphs nested past protobuf's recursion limit (100 messages deep: about 30 levels of
/// If, each level being node → attribute → graph) are refused while decoding, so no importer
/// recursion ever runs that deep.
#[test]
fn deeply_nested_subgraphs_are_refused() {
    use flowsched::onnx::proto::{attribute_proto::AttributeType, AttributeProto, GraphProto};
    let leaf = GraphProto {
        name: Some("leaf".into()),
        node: vec![node("leaf", "Relu", &["x"], &["r"])],
        output: vec![value("r", Some(&[4]))],
        ..Default::default()
    };
    let mut body = leaf.clone();
    for depth in 0..60 {
        let branch = |g: &GraphProto, name: &str| AttributeProto {
            name: Some(name.into()),
            r#type: Some(AttributeType::Graph as i32),
            g: Some(g.clone()),
            ..Default::default()
        };
        let mut n = node(&format!("if{depth}"), "If", &["c"], &["r"]);
        // One branch nests; the other stays a leaf, so the file grows linearly.
        n.attribute = vec![branch(&body, "then_branch"), branch(&leaf, "else_branch")];
        body = GraphProto {
            name: Some(format!("level{depth}")),
            node: vec![n],
            output: vec![value("r", Some(&[4]))],
            ..Default::default()
        };
    }
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("nested.onnx");
    let mut m = model(
        body.node.clone(),
        vec![value("x", Some(&[4]))],
        body.output.clone(),
        vec![],
    );
    m.graph.as_mut().unwrap().input.push(value("c", Some(&[])));
    write_model(&p, &m);
    expect_failure(&p, &["not a valid ONNX protobuf", "recursion limit"]);
}

/// Shape rules that divided by a zero `blocksize` or indexed a rank-0 weight given an explicit
/// `kernel_shape` (found reading the registry): the node's sizes stay unknown, nothing panics.
#[test]
fn degenerate_attributes_do_not_panic() {
    use flowsched::onnx::proto::{attribute_proto::AttributeType, AttributeProto, TensorProto};
    let int = |name: &str, v: i64| AttributeProto {
        name: Some(name.into()),
        r#type: Some(AttributeType::Int as i32),
        i: Some(v),
        ..Default::default()
    };
    let ints = |name: &str, v: &[i64]| AttributeProto {
        name: Some(name.into()),
        r#type: Some(AttributeType::Ints as i32),
        ints: v.to_vec(),
        ..Default::default()
    };
    let w = TensorProto {
        name: Some("w".into()),
        data_type: Some(1),
        float_data: vec![1.0],
        ..Default::default()
    };
    let mut d2s = node("d", "DepthToSpace", &["x"], &["y"]);
    d2s.attribute = vec![int("blocksize", 0)];
    let mut s2d = node("s", "SpaceToDepth", &["x"], &["y"]);
    s2d.attribute = vec![int("blocksize", 0)];
    let mut conv = node("c", "Conv", &["x", "w"], &["y"]);
    conv.attribute = vec![ints("kernel_shape", &[1, 1])];
    let mut huge = node("h", "Conv", &["x", "w"], &["y"]);
    huge.attribute = vec![
        ints("kernel_shape", &[i64::MAX, 1]),
        ints("dilations", &[i64::MAX, 1]),
    ];
    let dir = tempfile::tempdir().unwrap();
    for (i, n) in [d2s, s2d, conv, huge].into_iter().enumerate() {
        let p = dir.path().join(format!("m{i}.onnx"));
        let m = model(
            vec![n],
            vec![value("x", Some(&[1, 4, 4, 4]))],
            vec![value("y", None)],
            vec![w.clone()],
        );
        write_model(&p, &m);
        let out = dir.path().join(format!("m{i}.out.onnx"));
        let run = schedule_allowing_unknown_sizes(&p, &out);
        let err = String::from_utf8_lossy(&run.stderr);
        assert!(!err.contains("panicked"), "model {i}: {err}");
    }
}
