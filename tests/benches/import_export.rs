//! Import + DAG + export of a 3,000-node ONNX model (target: under 1 s on a 2-core machine).
//! The model is a tower of Inception-style cells with real convolution weights, generated here.
//! Run with `make bench` or `cargo bench --bench import_export`.

use criterion::{criterion_group, criterion_main, Criterion};
use flowsched::dag::Order;
#[path = "../common/mod.rs"]
mod common;
use flowsched::onnx::proto::{AttributeProto, ModelProto, NodeProto, TensorProto};
use flowsched::onnx::{export_order, import_model, ImportOptions};
use flowsched::schedulers::{self, Scheduler};
use prost::Message;
use rand::SeedableRng;

fn node(
    name: String,
    op: &str,
    input: Vec<String>,
    output: String,
    attribute: Vec<AttributeProto>,
) -> NodeProto {
    NodeProto {
        name: Some(name),
        op_type: Some(op.into()),
        input,
        output: vec![output],
        attribute,
        ..Default::default()
    }
}

/// `cells` cells of 10 nodes: four branches (1x1 conv → relu, 3x3 conv on two of them), concat,
/// 1x1 projection, residual add.
pub fn inception_tower(cells: usize, channels: i64) -> ModelProto {
    let mut nodes = Vec::new();
    let mut inits = Vec::new();
    let mut weight = |name: String, dims: Vec<i64>| {
        let n: i64 = dims.iter().product();
        inits.push(TensorProto {
            name: Some(name.clone()),
            dims,
            data_type: Some(1),
            raw_data: Some(vec![0u8; 4 * n as usize].into()),
            ..Default::default()
        });
        name
    };
    let pads = AttributeProto {
        name: Some("pads".into()),
        ints: vec![1; 4],
        r#type: Some(7),
        ..Default::default()
    };
    let axis = AttributeProto {
        name: Some("axis".into()),
        i: Some(1),
        r#type: Some(2),
        ..Default::default()
    };
    let mut x = "input".to_string();
    for c in 0..cells {
        let mut outs = Vec::new();
        for b in 0..4 {
            let t = format!("c{c}b{b}");
            nodes.push(node(
                format!("{t}_conv1"),
                "Conv",
                vec![
                    x.clone(),
                    weight(format!("{t}_w1"), vec![channels, channels, 1, 1]),
                ],
                format!("{t}_a"),
                vec![],
            ));
            nodes.push(node(
                format!("{t}_relu"),
                "Relu",
                vec![format!("{t}_a")],
                format!("{t}_r"),
                vec![],
            ));
            if b % 2 == 1 {
                nodes.push(node(
                    format!("{t}_conv3"),
                    "Conv",
                    vec![
                        format!("{t}_r"),
                        weight(format!("{t}_w3"), vec![channels, channels, 3, 3]),
                    ],
                    format!("{t}_o"),
                    vec![pads.clone()],
                ));
                outs.push(format!("{t}_o"));
            } else {
                outs.push(format!("{t}_r"));
            }
        }
        nodes.push(node(
            format!("c{c}_concat"),
            "Concat",
            outs,
            format!("c{c}_cat"),
            vec![axis.clone()],
        ));
        nodes.push(node(
            format!("c{c}_proj"),
            "Conv",
            vec![
                format!("c{c}_cat"),
                weight(format!("c{c}_wp"), vec![channels, 4 * channels, 1, 1]),
            ],
            format!("c{c}_p"),
            vec![],
        ));
        nodes.push(node(
            format!("c{c}_add"),
            "Add",
            vec![format!("c{c}_p"), x.clone()],
            format!("c{c}_out"),
            vec![],
        ));
        x = format!("c{c}_out");
    }
    let shape = [1, channels, 28, 28];
    common::model(
        nodes,
        vec![common::value("input", Some(&shape))],
        vec![common::value(&x, Some(&shape))],
        inits,
    )
}

fn bench(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tower.onnx");
    let model = inception_tower(300, 16);
    std::fs::write(&path, model.encode_to_vec()).unwrap();
    let nodes = model.graph.as_ref().unwrap().node.len();
    eprintln!(
        "model: {nodes} nodes, {} bytes",
        std::fs::metadata(&path).unwrap().len()
    );
    let dfs = schedulers::DfsPostOrder;
    let out = dir.path().join("out.onnx");
    c.bench_function(&format!("import+dag+export {nodes} nodes"), |b| {
        b.iter(|| {
            let m = import_model(&path, &ImportOptions::default()).unwrap();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0);
            let order: Order = dfs
                .orders(
                    &flowsched::dag::Planned::as_written(&m.dag),
                    flowsched::cost::Objective::PeakMemory,
                    1,
                    &mut rng,
                )
                .pop()
                .unwrap();
            let bytes = export_order(&path, &m.raw, &m.dag, &order).unwrap();
            flowsched::onnx::write_atomically(&out, &bytes).unwrap();
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = bench
}
criterion_main!(benches);
