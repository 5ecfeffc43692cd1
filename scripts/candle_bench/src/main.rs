//! Times the GFlowNet's network three ways on the same graphs: today's sampler forward pass
//! (plain Rust, `flowsched_gfn::Policy`), the same architecture in candle (CPU), and one
//! training step (forward, backward, Adam) in libtorch (today's trainer) and in candle.
//! Both training networks are the shipped architecture: an embedding, `LAYERS` message-passing
//! layers ([h, mean of predecessors, mean of successors] -> h, ReLU, residual, layer norm,
//! FiLM from the conditioning), and the head. The loss is the same surrogate in both (the sum
//! of squares of the head rows): what is timed is the network, not the GFlowNet's loss, whose
//! rollouts are the same plain-Rust code under either framework.

use candle_core::{DType, Device, Module, Tensor as CTensor};
use candle_nn::{layer_norm, linear, Optimizer, VarBuilder, VarMap};
use flowsched_core::dag::{Planned, ScheduleDag};
use flowsched_core::generate::{generate, GenOptions};
use flowsched_gfn::{Policy, Reward};
use std::time::Instant;

const F: usize = 16; // node features
const C: usize = 5; // conditioning
const H: usize = 64; // hidden
const LAYERS: usize = 4;
const W: usize = 21; // head width

fn graph(nodes: usize, seed: u64) -> ScheduleDag {
    let kind = format!("layered:{nodes}:{}:0.3", (nodes / 10).max(2));
    generate(&GenOptions {
        kind: kind.parse().unwrap(),
        seed,
        ..Default::default()
    })
    .to_dag()
    .unwrap()
}

fn edges(dag: &ScheduleDag) -> (Vec<u32>, Vec<u32>) {
    dag.graph()
        .raw_edges()
        .iter()
        .map(|e| (e.source().index() as u32, e.target().index() as u32))
        .unzip()
}

/// Median seconds of `f` over `runs` runs after one warm-up.
fn time(runs: usize, mut f: impl FnMut()) -> f64 {
    f();
    let mut t: Vec<f64> = (0..runs)
        .map(|_| {
            let s = Instant::now();
            f();
            s.elapsed().as_secs_f64()
        })
        .collect();
    t.sort_by(f64::total_cmp);
    t[runs / 2]
}

struct CandleNet {
    embed: candle_nn::Linear,
    mix: Vec<candle_nn::Linear>,
    norm: Vec<candle_nn::LayerNorm>,
    film: Vec<candle_nn::Linear>,
    head: candle_nn::Linear,
}

impl CandleNet {
    fn new(vb: VarBuilder) -> CandleNet {
        CandleNet {
            embed: linear(F, H, vb.pp("embed")).unwrap(),
            mix: (0..LAYERS)
                .map(|l| linear(3 * H, H, vb.pp(format!("mix{l}"))).unwrap())
                .collect(),
            norm: (0..LAYERS)
                .map(|l| layer_norm(H, 1e-5, vb.pp(format!("norm{l}"))).unwrap())
                .collect(),
            film: (0..LAYERS)
                .map(|l| linear(C, 2 * H, vb.pp(format!("film{l}"))).unwrap())
                .collect(),
            head: linear(H, W, vb.pp("head")).unwrap(),
        }
    }

    /// Head rows of a batch (a disjoint union): `x` [n, F], edges src -> dst, `cond` [n, C]
    /// (each node its graph's), `indeg`/`outdeg` [n, 1] (at least 1).
    fn forward(
        &self,
        x: &CTensor,
        src: &CTensor,
        dst: &CTensor,
        cond: &CTensor,
        indeg: &CTensor,
        outdeg: &CTensor,
    ) -> CTensor {
        let mut x = self.embed.forward(x).unwrap().relu().unwrap();
        for l in 0..LAYERS {
            let zeros = x.zeros_like().unwrap();
            let preds = zeros
                .index_add(dst, &x.index_select(src, 0).unwrap(), 0)
                .unwrap()
                .broadcast_div(indeg)
                .unwrap();
            let succs = zeros
                .index_add(src, &x.index_select(dst, 0).unwrap(), 0)
                .unwrap()
                .broadcast_div(outdeg)
                .unwrap();
            let cat = CTensor::cat(&[&x, &preds, &succs], 1).unwrap();
            let m = self.mix[l].forward(&cat).unwrap().relu().unwrap();
            x = self.norm[l].forward(&(x + m).unwrap()).unwrap();
            let gb = self.film[l].forward(cond).unwrap();
            let gamma = gb.narrow(1, 0, H).unwrap();
            let beta = gb.narrow(1, H, H).unwrap();
            x = ((x * (gamma + 1.0).unwrap()).unwrap() + beta).unwrap();
        }
        self.head.forward(&x).unwrap()
    }
}

struct TchNet {
    embed: tch::nn::Linear,
    mix: Vec<tch::nn::Linear>,
    norm: Vec<tch::nn::LayerNorm>,
    film: Vec<tch::nn::Linear>,
    head: tch::nn::Linear,
}

impl TchNet {
    fn new(p: &tch::nn::Path) -> TchNet {
        use tch::nn::{layer_norm, linear};
        let c = Default::default();
        TchNet {
            embed: linear(p / "embed", F as i64, H as i64, c),
            mix: (0..LAYERS)
                .map(|l| linear(p / format!("mix{l}"), 3 * H as i64, H as i64, c))
                .collect(),
            norm: (0..LAYERS)
                .map(|l| {
                    layer_norm(
                        p / format!("norm{l}"),
                        vec![H as i64],
                        tch::nn::LayerNormConfig::default(),
                    )
                })
                .collect(),
            film: (0..LAYERS)
                .map(|l| linear(p / format!("film{l}"), C as i64, 2 * H as i64, c))
                .collect(),
            head: linear(p / "head", H as i64, W as i64, c),
        }
    }

    fn forward(
        &self,
        x: &tch::Tensor,
        src: &tch::Tensor,
        dst: &tch::Tensor,
        cond: &tch::Tensor,
        indeg: &tch::Tensor,
        outdeg: &tch::Tensor,
    ) -> tch::Tensor {
        use tch::nn::Module as _;
        let mut x = self.embed.forward(x).relu();
        for l in 0..LAYERS {
            let zeros = x.zeros_like();
            let preds = zeros.index_add(0, dst, &x.index_select(0, src)) / indeg;
            let succs = zeros.index_add(0, src, &x.index_select(0, dst)) / outdeg;
            let cat = tch::Tensor::cat(&[&x, &preds, &succs], 1);
            let m = self.mix[l].forward(&cat).relu();
            x = self.norm[l].forward(&(x + m));
            let gb = self.film[l].forward(cond);
            let gamma = gb.narrow(1, 0, H as i64);
            let beta = gb.narrow(1, H as i64, H as i64);
            x = x * (gamma + 1.0) + beta;
        }
        self.head.forward(&x)
    }
}

/// A batch of graphs as one disjoint union: features, edges, conditioning, degrees.
struct Batch {
    n: usize,
    x: Vec<f32>,
    src: Vec<u32>,
    dst: Vec<u32>,
    cond: Vec<f32>,
    indeg: Vec<f32>,
    outdeg: Vec<f32>,
}

fn batch(graphs: &[ScheduleDag]) -> Batch {
    let mut b = Batch {
        n: 0,
        x: vec![],
        src: vec![],
        dst: vec![],
        cond: vec![],
        indeg: vec![],
        outdeg: vec![],
    };
    for (g, dag) in graphs.iter().enumerate() {
        let n = dag.len();
        let (s, d) = edges(dag);
        let mut indeg = vec![0f32; n];
        let mut outdeg = vec![0f32; n];
        for (&s, &d) in s.iter().zip(&d) {
            outdeg[s as usize] += 1.0;
            indeg[d as usize] += 1.0;
        }
        b.src.extend(s.iter().map(|v| v + b.n as u32));
        b.dst.extend(d.iter().map(|v| v + b.n as u32));
        b.indeg.extend(indeg.iter().map(|v| v.max(1.0)));
        b.outdeg.extend(outdeg.iter().map(|v| v.max(1.0)));
        b.x.extend((0..n * F).map(|i| ((i * 7 + g) % 13) as f32 / 13.0));
        b.cond.extend((0..n * C).map(|i| (i % C) as f32 / C as f32));
        b.n += n;
    }
    b
}

fn main() {
    tch::set_num_threads(1);
    let threads = std::env::var("RAYON_NUM_THREADS").unwrap_or_else(|_| "default".into());
    println!("threads: torch 1, candle/rayon {threads}; hidden {H}, {LAYERS} layers");
    // 1. The sampler's forward pass, one graph at a time.
    let policy = Policy::shipped();
    let reward = Reward::single(flowsched_core::cost::Objective::PeakMemory);
    let dev = Device::Cpu;
    let varmap = VarMap::new();
    let net = CandleNet::new(VarBuilder::from_varmap(&varmap, DType::F32, &dev));
    println!("\nforward pass (sampling), median of 21 runs");
    println!(
        "{:>6}  {:>12}  {:>12}  {:>8}",
        "nodes", "today (ms)", "candle (ms)", "ratio"
    );
    for nodes in [100, 1000, 3000] {
        let dag = graph(nodes, 1);
        let planned = Planned::as_written(&dag);
        let today = time(21, || {
            std::hint::black_box(policy.node_params(&planned, 0.1, &reward));
        });
        let b = batch(std::slice::from_ref(&dag));
        let t =
            |v: &[f32], cols: usize| CTensor::from_slice(v, (v.len() / cols, cols), &dev).unwrap();
        let (x, cond, indeg, outdeg) = (t(&b.x, F), t(&b.cond, C), t(&b.indeg, 1), t(&b.outdeg, 1));
        let src = CTensor::from_slice(&b.src, b.src.len(), &dev).unwrap();
        let dst = CTensor::from_slice(&b.dst, b.dst.len(), &dev).unwrap();
        let candle = time(21, || {
            let rows = net.forward(&x, &src, &dst, &cond, &indeg, &outdeg);
            std::hint::black_box(rows.to_vec2::<f32>().unwrap());
        });
        println!(
            "{nodes:>6}  {:>12.3}  {:>12.3}  {:>8.2}",
            today * 1e3,
            candle * 1e3,
            candle / today
        );
    }
    // 2. A training step: forward, backward and Adam on 8 graphs of 50-150 nodes.
    println!("\ntraining step (8 graphs, 50-150 nodes), median of 21 steps");
    let graphs: Vec<ScheduleDag> = (0..8).map(|i| graph(50 + 14 * i, 10 + i as u64)).collect();
    let b = batch(&graphs);
    // libtorch
    let vs = tch::nn::VarStore::new(tch::Device::Cpu);
    let tnet = TchNet::new(&vs.root());
    let mut opt = {
        use tch::nn::OptimizerConfig;
        tch::nn::Adam::default().build(&vs, 3e-4).unwrap()
    };
    let tt = |v: &[f32], cols: i64| tch::Tensor::from_slice(v).view([-1, cols]);
    let (tx, tcond, tin, tout) = (
        tt(&b.x, F as i64),
        tt(&b.cond, C as i64),
        tt(&b.indeg, 1),
        tt(&b.outdeg, 1),
    );
    let tsrc = tch::Tensor::from_slice(&b.src.iter().map(|&v| v as i64).collect::<Vec<_>>());
    let tdst = tch::Tensor::from_slice(&b.dst.iter().map(|&v| v as i64).collect::<Vec<_>>());
    let torch = time(21, || {
        let rows = tnet.forward(&tx, &tsrc, &tdst, &tcond, &tin, &tout);
        let loss = rows.square().mean(tch::Kind::Float);
        opt.backward_step(&loss);
    });
    // candle
    let varmap = VarMap::new();
    let cnet = CandleNet::new(VarBuilder::from_varmap(&varmap, DType::F32, &dev));
    let mut adam = candle_nn::AdamW::new(
        varmap.all_vars(),
        candle_nn::ParamsAdamW {
            lr: 3e-4,
            weight_decay: 0.0,
            ..Default::default()
        },
    )
    .unwrap();
    let t = |v: &[f32], cols: usize| CTensor::from_slice(v, (v.len() / cols, cols), &dev).unwrap();
    let (x, cond, indeg, outdeg) = (t(&b.x, F), t(&b.cond, C), t(&b.indeg, 1), t(&b.outdeg, 1));
    let src = CTensor::from_slice(&b.src, b.src.len(), &dev).unwrap();
    let dst = CTensor::from_slice(&b.dst, b.dst.len(), &dev).unwrap();
    let candle = time(21, || {
        let rows = cnet.forward(&x, &src, &dst, &cond, &indeg, &outdeg);
        let loss = rows.sqr().unwrap().mean_all().unwrap();
        adam.backward_step(&loss).unwrap();
    });
    println!("{} nodes in all: libtorch {:.2} ms ({:.0} steps/s), candle {:.2} ms ({:.0} steps/s), ratio {:.2}",
        b.n, torch * 1e3, 1.0 / torch, candle * 1e3, 1.0 / candle, candle / torch);
}
