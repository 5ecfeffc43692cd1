//! Property tests: every order any code path produces is topological, and exporting an order
//! to ONNX and importing the result gives back exactly that order.

mod common;
use common::*;
use flowsched::dag::{JsonDag, JsonEdge, JsonNode, Order, ReadyTracker, ScheduleDag};
use flowsched::onnx::{export_order, import_model, ImportOptions};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

fn random_json_dag(n: usize, edge_bits: Vec<bool>, sizes: Vec<u64>) -> JsonDag {
    let nodes = (0..n)
        .map(|i| JsonNode {
            name: format!("n{i}"),
            op: None,
            runtime: Some(1.0),
            bytes: Some(sizes[i % sizes.len()]),
            flops: None,
        })
        .collect();
    let mut edges = Vec::new();
    let mut k = 0;
    for j in 0..n {
        for i in 0..j {
            if edge_bits[k % edge_bits.len()] {
                edges.push(JsonEdge::Plain(format!("n{i}"), format!("n{j}")));
            }
            k += 1;
        }
    }
    JsonDag {
        name: None,
        nodes,
        edges,
    }
}

/// Independent check: every edge goes forward in the order, every node exactly once.
fn is_topological(dag: &ScheduleDag, order: &Order) -> bool {
    let pos = order.positions();
    order.len() == dag.len()
        && dag
            .graph()
            .raw_edges()
            .iter()
            .all(|e| pos[e.source().index()] < pos[e.target().index()])
}

fn random_topological(dag: &ScheduleDag, seed: u64) -> Order {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut ready = ReadyTracker::new(dag);
    let mut pool = ready.initially_ready().to_vec();
    let mut out = Vec::new();
    while !pool.is_empty() {
        let n = pool.swap_remove(rng.random_range(0..pool.len()));
        out.push(n);
        pool.extend(ready.complete(dag, n));
    }
    Order::new(dag, out).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_scheduler_yields_topological_orders(n in 1usize..40, bits in prop::collection::vec(prop::bool::weighted(0.15), 1..200), sizes in prop::collection::vec(1u64..1000, 1..8), seed in 0u64..1000) {
        let dag = random_json_dag(n, bits, sizes).to_dag().unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        // The exact solver is checked against brute force in tests/schedulers.rs; here its
        // state space could be large, so it runs only on small graphs.
        for name in flowsched::schedulers::names().filter(|&name| flowsched::schedulers::entry(name).unwrap().kind != flowsched::schedulers::Kind::Exact || n <= 12) {
            let s = flowsched::schedulers::by_name(name).unwrap();
            for order in s.orders(&flowsched::dag::Planned::as_written(&dag), flowsched::cost::Objective::PeakMemory, 4, &mut rng) {
                prop_assert!(is_topological(&dag, &order), "{name} produced a non-topological order");
            }
        }
        prop_assert!(is_topological(&dag, &Order::original(&dag)));
    }

    #[test]
    fn onnx_export_then_import_gives_the_requested_order(n in 2usize..30, bits in prop::collection::vec(prop::bool::weighted(0.2), 1..200), seed in 0u64..1000) {
        // An ONNX graph with the random DAG's shape: node j adds up its predecessors' outputs.
        let json = random_json_dag(n, bits, vec![1]);
        let dag = json.to_dag().unwrap();
        let mut nodes = Vec::new();
        for j in dag.nodes() {
            let mut ins: Vec<String> = dag.preds(j).map(|p| format!("t{}", p.index())).collect();
            ins.sort();
            ins.push("x".into());
            let op = if ins.len() == 1 { "Relu" } else { "Sum" };
            let ins: Vec<&str> = ins.iter().map(String::as_str).collect();
            nodes.push(node(&format!("n{}", j.index()), op, &ins, &[&format!("t{}", j.index())]));
        }
        let sinks: Vec<_> = dag.nodes().filter(|&j| dag.succs(j).next().is_none()).map(|j| value(&format!("t{}", j.index()), Some(&[3]))).collect();
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("m.onnx");
        write_model(&path, &model(nodes, vec![value("x", Some(&[3]))], sinks, vec![]));
        let m = import_model(&path, &ImportOptions::default()).unwrap();
        prop_assert_eq!(m.dag.edge_count(), dag.edge_count());
        let order = random_topological(&m.dag, seed);
        let out = dir.path().join("out.onnx");
        std::fs::write(&out, export_order(&path, &m.raw, &m.dag, &order).unwrap()).unwrap();
        let back = import_model(&out, &ImportOptions::default()).unwrap();
        let listed = Order::original(&back.dag);
        prop_assert_eq!(listed.names(&back.dag), order.names(&m.dag));
        prop_assert!(is_topological(&back.dag, &listed));
        // All tensor sizes are known: Relu/Sum of [3] floats.
        prop_assert_eq!(back.dag.unknown_size_tensors().count(), 0);
        prop_assert!(back.dag.tensors().iter().all(|t| t.bytes == 12));
    }
}
