//! Importer behaviour on hand-built models: subgraph captures, sizes and FLOPs, external data
//! far beyond 2 GB (never read), duplicate and missing node names.

mod common;
use common::*;
use flowsched::dag::Order;
use flowsched::onnx::proto::{AttributeProto, GraphProto};
use flowsched::onnx::{import_model, ImportOptions};

#[test]
fn a_node_with_a_body_depends_on_every_value_the_body_captures() {
    // `p` produces `outer`, which only the `then` branch of `cond_if` reads (a capture, not an input).
    let then_branch = GraphProto {
        name: Some("then".into()),
        node: vec![node("inner", "Relu", &["outer"], &["then_out"])],
        output: vec![value("then_out", Some(&[4]))],
        ..Default::default()
    };
    let else_branch = GraphProto {
        name: Some("else".into()),
        node: vec![node("inner2", "Identity", &["x"], &["else_out"])],
        output: vec![value("else_out", Some(&[4]))],
        ..Default::default()
    };
    let mut cond_if = node("cond_if", "If", &["c"], &["y"]);
    cond_if.attribute = vec![
        AttributeProto {
            name: Some("then_branch".into()),
            r#type: Some(5),
            g: Some(then_branch),
            ..Default::default()
        },
        AttributeProto {
            name: Some("else_branch".into()),
            r#type: Some(5),
            g: Some(else_branch),
            ..Default::default()
        },
    ];
    let nodes = vec![
        node("p", "Sigmoid", &["x"], &["outer"]),
        node("c_make", "ReduceMax", &["x"], &["c"]),
        cond_if,
    ];
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("if.onnx");
    write_model(
        &path,
        &model(
            nodes,
            vec![value("x", Some(&[4]))],
            vec![value("y", Some(&[4]))],
            vec![],
        ),
    );
    let m = import_model(&path, &ImportOptions::default()).unwrap();
    let (p, iff) = (m.dag.find("p").unwrap(), m.dag.find("cond_if").unwrap());
    assert!(
        m.dag.preds(iff).any(|n| n == p),
        "cond_if must depend on p through its captured value"
    );
    assert_eq!(m.report.subgraph_nodes, 2);
    // No valid order runs the If before p.
    assert!(Order::from_names(&m.dag, &["c_make", "cond_if", "p"]).is_err());
}

#[test]
fn example_model_sizes_and_flops() {
    let m = import_model(
        &repo_path("tests/data/inception_cell.onnx"),
        &ImportOptions::default(),
    )
    .unwrap();
    assert_eq!(m.dag.len(), 19);
    assert_eq!(m.dag.unknown_size_tensors().count(), 0);
    let expand = m.dag.node(m.dag.find("b0_expand").unwrap());
    // 1x16x32x32 -> 1x64x32x32 with a 1x1 kernel: 2 * (64*32*32) * 16 FLOPs.
    assert_eq!(expand.flops, 2.0 * 64.0 * 32.0 * 32.0 * 16.0);
    assert_eq!(expand.bytes_written, 64 * 32 * 32 * 4);
    assert_eq!(expand.bytes_read, 16 * 32 * 32 * 4 + 64 * 16 * 4);
    let classifier = m.dag.node(m.dag.find("classifier").unwrap());
    assert_eq!(classifier.bytes_written, 40);
}

#[test]
fn external_data_beyond_two_gigabytes_is_referenced_not_read() {
    let dir = tempfile::tempdir().unwrap();
    // A sparse 3 GiB weights file: no disk used, and reading it would be slow enough to notice.
    let weights = std::fs::File::create(dir.path().join("weights.bin")).unwrap();
    weights.set_len(3 << 30).unwrap();
    let mut w = external_initializer("w", "weights.bin");
    w.external_data[1].value = Some(((3u64 << 30) - 16).to_string()); // offset
    let nodes = vec![
        node("a", "Add", &["x", "w"], &["t"]),
        node("b", "Relu", &["t"], &["y"]),
    ];
    let path = dir.path().join("big.onnx");
    write_model(
        &path,
        &model(
            nodes,
            vec![value("x", Some(&[4]))],
            vec![value("y", None)],
            vec![w],
        ),
    );
    let m = import_model(&path, &ImportOptions::default()).unwrap();
    assert_eq!(m.report.external_data_tensors, 1);
    assert_eq!(m.dag.constant_bytes, 16);
    // Written elsewhere, the output brings its weights along: here a hard link, no bytes
    // copied (the 3 GiB file is sparse; a copy would take a while).
    let other = tempfile::tempdir().unwrap();
    let out = other.path().join("out.onnx");
    flowsched_ok(&[
        "schedule",
        path.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--external-data",
        "link",
    ]);
    assert_eq!(
        std::fs::metadata(other.path().join("weights.bin"))
            .unwrap()
            .len(),
        3 << 30
    );
    let out = dir.path().join("out.onnx");
    flowsched_ok(&[
        "schedule",
        path.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ]);
}

#[test]
fn unnamed_and_repeated_node_names_get_unique_ones() {
    let nodes = vec![
        node("", "Relu", &["x"], &["a"]),
        node("twin", "Relu", &["a"], &["b"]),
        node("twin", "Relu", &["b"], &["y"]),
    ];
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("names.onnx");
    write_model(
        &path,
        &model(
            nodes,
            vec![value("x", Some(&[2]))],
            vec![value("y", None)],
            vec![],
        ),
    );
    let m = import_model(&path, &ImportOptions::default()).unwrap();
    let names: Vec<_> = Order::original(&m.dag)
        .names(&m.dag)
        .into_iter()
        .map(String::from)
        .collect();
    assert_eq!(names, ["Relu_0", "twin", "twin#2"]);
    assert_eq!(m.report.renamed_nodes, 2);
}

/// ORT's planner reuses buffers only for shapes it knows before running: a shape the file
/// states counts, one flowsched stated in a copy from one run (`STATED_FROM_ONE_RUN`) does not,
/// since the file ORT loads never carries it.
#[test]
fn shapes_stated_from_one_run_stay_unknown_to_ort() {
    let dir = tempfile::tempdir().unwrap();
    let known_to_ort = |doc: Option<&str>| {
        let mut stated = value("a", Some(&[2, 4]));
        stated.doc_string = doc.map(String::from);
        let mut m = model(
            vec![
                node("first", "Relu", &["x"], &["a"]),
                node("second", "Relu", &["a"], &["y"]),
            ],
            // No shape: ORT knows nothing that follows from it but what the file states.
            vec![value("x", None)],
            vec![value("y", Some(&[2, 4]))],
            vec![],
        );
        m.graph.as_mut().unwrap().value_info = vec![stated];
        let path = dir.path().join("stated.onnx");
        write_model(&path, &m);
        let import = import_model(&path, &ImportOptions::default()).unwrap();
        let a = import.dag.tensors().iter().find(|t| t.name == "a").unwrap();
        assert_eq!(a.bytes, 32, "sized either way");
        a.dims.is_some()
    };
    assert!(known_to_ort(None));
    assert!(!known_to_ort(Some(flowsched::onnx::STATED_FROM_ONE_RUN)));
}
