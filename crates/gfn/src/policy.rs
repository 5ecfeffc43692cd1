//! The policy network's forward pass in plain Rust, the one the sampler runs in every build.
//! Sampling needs no gradient, and the network runs once per graph (a few matrix products of
//! width 64), so libtorch is needed only to train: the mlir-opt plugin, a build script without
//! default features and the Python wheel all sample from the same weights. The arithmetic
//! follows [`super::model::PolicyNet::forward`] (the test `tests/gflownet.rs` checks the two
//! agree on the shipped weights).

use super::architecture::{
    two_hop, Encoder, ModelConfig, WeightsError, ATTENTION_HEADS, ATTENTION_RELATIONS,
};
use super::env::{NodeParams, CONTEXT_DIM, DYN_FEATURES, HEAD_DIM};
use super::features::{node_features, NODE_FEATURES};
use super::reward::Reward;
use flowsched_core::dag::{Planned, ScheduleDag};

/// The shipped weights, built into the library so that a plugin or a build script finds
/// them without a path (the model card is models/README.md).
pub static SHIPPED_WEIGHTS: &[u8] = include_bytes!("../weights/flowsched-gfn.safetensors");
/// The shipped weights' manifest (what they sample for).
pub static SHIPPED_MANIFEST: &str = include_str!("../weights/flowsched-gfn.manifest.json");

/// One named tensor of a weights file: its shape and its values, row-major.
#[derive(Debug, Clone, PartialEq)]
pub struct NamedTensor {
    pub name: String,
    pub shape: Vec<usize>,
    pub values: Vec<f32>,
}

/// The trained network, ready to compute [`NodeParams`].
#[derive(Debug, Clone)]
pub struct Policy {
    pub config: ModelConfig,
    embed: Linear,
    layers: Vec<Layer>,
    head: Linear,
    scale: Linear,
    /// Every tensor as read, so a libtorch network can start from the same weights
    /// (fine-tuning) and a copy can be written out.
    #[cfg(any(test, feature = "torch"))]
    tensors: Vec<NamedTensor>,
}

#[derive(Debug, Clone)]
struct Layer {
    mix: Mix,
    norm_weight: Vec<f32>,
    norm_bias: Vec<f32>,
    film: Linear,
}

/// How a layer gathers from the neighbours.
#[derive(Debug, Clone)]
enum Mix {
    /// `[h, mean over predecessors, mean over successors] → hidden`.
    MessagePassing(Linear),
    /// Attention per relation, concatenated, then `out`.
    Attention { qkv: Linear, out: Linear },
}

/// `y = x Wᵀ + b`, with W kept transposed (`[inputs][outputs]`) so that each input row adds
/// a scaled weight row to its output row: the inner loop runs over contiguous outputs.
#[derive(Debug, Clone)]
struct Linear {
    inputs: usize,
    outputs: usize,
    weight_t: Vec<f32>,
    bias: Vec<f32>,
}

impl Linear {
    fn from(
        tensors: &[NamedTensor],
        name: &str,
        inputs: usize,
        outputs: usize,
    ) -> Result<Self, String> {
        let w = find(tensors, &format!("{name}.weight"), &[outputs, inputs])?;
        let b = find(tensors, &format!("{name}.bias"), &[outputs])?;
        let mut weight_t = vec![0f32; inputs * outputs];
        for o in 0..outputs {
            for i in 0..inputs {
                weight_t[i * outputs + o] = w[o * inputs + i];
            }
        }
        Ok(Linear {
            inputs,
            outputs,
            weight_t,
            bias: b.to_vec(),
        })
    }

    /// Rows of `x` (each `inputs` wide) through the layer.
    fn forward(&self, x: &[f32]) -> Vec<f32> {
        let rows = x.len() / self.inputs;
        let mut y = Vec::with_capacity(rows * self.outputs);
        for row in x.chunks_exact(self.inputs) {
            let start = y.len();
            y.extend_from_slice(&self.bias);
            let out = &mut y[start..];
            for (&xi, w) in row.iter().zip(self.weight_t.chunks_exact(self.outputs)) {
                if xi != 0.0 {
                    for (o, &wv) in out.iter_mut().zip(w) {
                        *o += xi * wv;
                    }
                }
            }
        }
        y
    }
}

fn find<'t>(tensors: &'t [NamedTensor], name: &str, shape: &[usize]) -> Result<&'t [f32], String> {
    let t = tensors
        .iter()
        .find(|t| t.name == name)
        .ok_or_else(|| format!("no tensor '{name}'"))?;
    if t.shape != shape {
        return Err(format!(
            "tensor '{name}' is {:?}, expected {shape:?}",
            t.shape
        ));
    }
    Ok(&t.values)
}

fn relu(x: &mut [f32]) {
    for v in x {
        *v = v.max(0.0);
    }
}

/// The graph as the encoder sees it: raw edges (parallel ones included, as the training
/// network counts them) and each node's degrees, at least 1.
struct Edges {
    src: Vec<usize>,
    dst: Vec<usize>,
    indeg: Vec<f32>,
    outdeg: Vec<f32>,
}

impl Edges {
    fn of(dag: &ScheduleDag) -> Self {
        let (src, dst): (Vec<usize>, Vec<usize>) = dag
            .graph()
            .raw_edges()
            .iter()
            .map(|e| (e.source().index(), e.target().index()))
            .unzip();
        let degree = |ends: &[usize]| {
            let mut d = vec![0f32; dag.len()];
            for &v in ends {
                d[v] += 1.0;
            }
            d.iter().map(|x| x.max(1.0)).collect()
        };
        Edges {
            indeg: degree(&dst),
            outdeg: degree(&src),
            src,
            dst,
        }
    }
}

impl Policy {
    /// The weights built into the library.
    pub fn shipped() -> Self {
        Self::from_safetensors(SHIPPED_WEIGHTS).expect("the shipped weights are well-formed")
    }

    /// Reads a weights file (safetensors, as `flowsched-lab train` writes it).
    fn from_safetensors(bytes: &[u8]) -> Result<Self, String> {
        let file = safetensors::SafeTensors::deserialize(bytes).map_err(|e| e.to_string())?;
        let mut names: Vec<String> = file.names().into_iter().cloned().collect();
        names.sort();
        let mut tensors = Vec::with_capacity(names.len());
        for name in names {
            let view = file.tensor(&name).map_err(|e| e.to_string())?;
            if view.dtype() != safetensors::Dtype::F32 {
                return Err(format!(
                    "tensor '{name}' is {:?}, expected F32",
                    view.dtype()
                ));
            }
            let values = view
                .data()
                .chunks_exact(4)
                .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
                .collect();
            tensors.push(NamedTensor {
                name,
                shape: view.shape().to_vec(),
                values,
            });
        }
        Self::from_tensors(tensors).map_err(|e| e.0)
    }

    /// The network the named tensors describe (their `meta` gives the architecture).
    pub(crate) fn from_tensors(tensors: Vec<NamedTensor>) -> Result<Self, WeightsError> {
        let meta = tensors
            .iter()
            .find(|t| t.name == "meta")
            .ok_or("no 'meta' tensor: not a flowsched GFlowNet")?;
        let config = ModelConfig::from_meta(&meta.values)?;
        let h = config.hidden as usize;
        let c = config.cond_width();
        let layers = (0..config.layers)
            .map(|l| {
                let mix = match config.encoder {
                    Encoder::MessagePassing => Mix::MessagePassing(Linear::from(
                        &tensors,
                        &format!("message{l}"),
                        3 * h,
                        h,
                    )?),
                    Encoder::Attention => Mix::Attention {
                        qkv: Linear::from(&tensors, &format!("attn{l}.qkv"), h, 3 * h)?,
                        out: Linear::from(
                            &tensors,
                            &format!("attn{l}.out"),
                            ATTENTION_RELATIONS as usize * h,
                            h,
                        )?,
                    },
                };
                Ok(Layer {
                    mix,
                    norm_weight: find(&tensors, &format!("norm{l}.weight"), &[h])?.to_vec(),
                    norm_bias: find(&tensors, &format!("norm{l}.bias"), &[h])?.to_vec(),
                    film: Linear::from(&tensors, &format!("film{l}"), c, 2 * h)?,
                })
            })
            .collect::<Result<Vec<_>, String>>()?;
        Ok(Policy {
            embed: Linear::from(&tensors, "embed", NODE_FEATURES, h)?,
            head: Linear::from(&tensors, "head", h, config.head_width())?,
            scale: Linear::from(&tensors, "scale", c, 1)?,
            layers,
            config,
            #[cfg(any(test, feature = "torch"))]
            tensors,
        })
    }

    /// Every tensor of the weights, sorted by name.
    #[cfg(any(test, feature = "torch"))]
    pub(crate) fn tensors(&self) -> &[NamedTensor] {
        &self.tensors
    }

    /// The per-node head rows of one graph at temperature σ, for `reward`.
    pub fn node_params(&self, dag: &Planned, sigma: f64, reward: &Reward) -> NodeParams {
        let n = dag.len();
        let h = self.config.hidden as usize;
        let cond = self.config.conditioning(reward, sigma, dag);
        let edges = Edges::of(dag);
        let two_hop = (self.config.encoder == Encoder::Attention).then(|| TwoHop::of(&edges, n));
        let mut x = self.embed.forward(&node_features(dag));
        relu(&mut x);
        for layer in &self.layers {
            let mut m = match &layer.mix {
                Mix::MessagePassing(linear) => linear.forward(&neighbour_means(&x, h, &edges)),
                Mix::Attention { qkv, out } => {
                    let hop = two_hop.as_ref().expect("built for attention");
                    let qkv = qkv.forward(&x);
                    let relations = [
                        (&edges.src, &edges.dst),
                        (&edges.dst, &edges.src),
                        (&hop.src, &hop.dst),
                        (&hop.dst, &hop.src),
                    ];
                    let mut cat = vec![0f32; n * relations.len() * h];
                    for (r, (src, dst)) in relations.into_iter().enumerate() {
                        let attended = attend(&qkv, n, h, src, dst);
                        for v in 0..n {
                            let at = (v * relations.len() + r) * h;
                            cat[at..at + h].copy_from_slice(&attended[v * h..(v + 1) * h]);
                        }
                    }
                    out.forward(&cat)
                }
            };
            relu(&mut m);
            for (xv, mv) in x.iter_mut().zip(&m) {
                *xv += mv;
            }
            layer_norm(&mut x, h, &layer.norm_weight, &layer.norm_bias);
            // FiLM: the conditioning is the same for every node of the graph.
            let gb = layer.film.forward(&cond);
            let (gamma, beta) = gb.split_at(h);
            for row in x.chunks_exact_mut(h) {
                for ((v, g), b) in row.iter_mut().zip(gamma).zip(beta) {
                    *v = *v * (g + 1.0) + b;
                }
            }
        }
        let mut rows = self.head.forward(&x);
        // The learned inverse temperature scales the logit terms (a, c, q and the hints'
        // c), not the context vectors p: see `PolicyNet::forward`.
        let s = self.scale.forward(&cond)[0].exp();
        let width = self.config.head_width();
        let p_cols = 1 + DYN_FEATURES + CONTEXT_DIM..HEAD_DIM;
        for row in rows.chunks_exact_mut(width) {
            for (k, v) in row.iter_mut().enumerate() {
                if !p_cols.contains(&k) {
                    *v *= s;
                }
            }
        }
        NodeParams { rows, width }
    }
}

/// `[h, mean of predecessors' h, mean of successors' h]` per node (`3h` wide).
fn neighbour_means(x: &[f32], h: usize, edges: &Edges) -> Vec<f32> {
    let n = x.len() / h;
    let mut from_preds = vec![0f32; n * h];
    let mut from_succs = vec![0f32; n * h];
    for (&s, &d) in edges.src.iter().zip(&edges.dst) {
        for k in 0..h {
            from_preds[d * h + k] += x[s * h + k];
            from_succs[s * h + k] += x[d * h + k];
        }
    }
    let mut cat = Vec::with_capacity(n * 3 * h);
    for v in 0..n {
        cat.extend_from_slice(&x[v * h..(v + 1) * h]);
        cat.extend(
            from_preds[v * h..(v + 1) * h]
                .iter()
                .map(|a| a / edges.indeg[v]),
        );
        cat.extend(
            from_succs[v * h..(v + 1) * h]
                .iter()
                .map(|a| a / edges.outdeg[v]),
        );
    }
    cat
}

/// Layer normalisation of each row (ε = 1e-5, libtorch's default), then its affine map.
fn layer_norm(x: &mut [f32], h: usize, weight: &[f32], bias: &[f32]) {
    for row in x.chunks_exact_mut(h) {
        let mean = row.iter().sum::<f32>() / h as f32;
        let var = row.iter().map(|v| (v - mean) * (v - mean)).sum::<f32>() / h as f32;
        let inv = 1.0 / (var + 1e-5).sqrt();
        for ((v, w), b) in row.iter_mut().zip(weight).zip(bias) {
            *v = (*v - mean) * inv * w + b;
        }
    }
}

/// The attention encoder's 2-hop relation as edge lists.
struct TwoHop {
    src: Vec<usize>,
    dst: Vec<usize>,
}

impl TwoHop {
    fn of(edges: &Edges, n: usize) -> Self {
        let mut preds = vec![Vec::new(); n];
        for (&s, &d) in edges.src.iter().zip(&edges.dst) {
            preds[d].push(s);
        }
        let (src, dst) = two_hop(&preds).into_iter().unzip();
        TwoHop { src, dst }
    }
}

/// One relation's attention: each `dst` node attends to its `src` nodes, per head; `qkv` is
/// `[n, 3, heads, d]` row-major. Scores are clamped rather than shifted by each segment's
/// maximum, as in training.
fn attend(qkv: &[f32], n: usize, h: usize, src: &[usize], dst: &[usize]) -> Vec<f32> {
    let heads = ATTENTION_HEADS as usize;
    let d = h / heads;
    let at = |v: usize, part: usize, head: usize| (v * 3 + part) * h + head * d;
    let mut w = vec![0f32; src.len() * heads];
    let mut denom = vec![0f32; n * heads];
    for (e, (&s, &t)) in src.iter().zip(dst).enumerate() {
        for head in 0..heads {
            let (q, k) = (at(t, 0, head), at(s, 1, head));
            let score = (0..d).map(|j| qkv[q + j] * qkv[k + j]).sum::<f32>() / (d as f32).sqrt();
            let we = score.clamp(-30.0, 30.0).exp();
            w[e * heads + head] = we;
            denom[t * heads + head] += we;
        }
    }
    let mut out = vec![0f32; n * h];
    for (e, (&s, &t)) in src.iter().zip(dst).enumerate() {
        for head in 0..heads {
            let alpha = w[e * heads + head] / denom[t * heads + head].max(1e-12);
            let v = at(s, 2, head);
            for j in 0..d {
                out[t * h + head * d + j] += qkv[v + j] * alpha;
            }
        }
    }
    out
}

impl Policy {
    /// Reads the weights file at `path`.
    pub fn load(path: &std::path::Path) -> Result<Self, super::GflownetError> {
        let err = |reason: String| super::GflownetError::Weights {
            path: path.to_path_buf(),
            reason,
        };
        let bytes = std::fs::read(path).map_err(|e| err(e.to_string()))?;
        Self::from_safetensors(&bytes).map_err(err)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use flowsched_core::cost::Objective;
    use flowsched_core::generate::{generate, GenOptions, GraphKind};
    use flowsched_core::schedulers::{GflownetOptions, Scheduler};
    use rand::SeedableRng;

    /// The built-in weights sample valid, seed-fixed orders in any build (this test also
    /// runs in `cargo test --no-default-features --lib`, without libtorch).
    #[test]
    fn shipped_weights_sample_without_libtorch() {
        let policy = Policy::shipped();
        assert!(
            policy.config.hints,
            "the shipped model uses the hint features"
        );
        let dag = generate(&GenOptions {
            kind: GraphKind::ErdosRenyi { nodes: 80, p: 0.08 },
            seed: 3,
            ..Default::default()
        })
        .to_dag()
        .unwrap();
        let params = policy.node_params(
            &flowsched_core::dag::Planned::as_written(&dag),
            0.01,
            &Reward::single(Objective::PeakMemory),
        );
        assert_eq!(params.rows.len(), dag.len() * policy.config.head_width());
        assert!(params.rows.iter().all(|v| v.is_finite()));
        let scheduler = crate::GflownetScheduler::from_options(&GflownetOptions {
            classic_seeds: false,
            refine_rounds: 0,
            ..GflownetOptions::default()
        })
        .unwrap();
        let run = |seed| {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            scheduler.orders(
                &flowsched_core::dag::Planned::as_written(&dag),
                Objective::Makespan { units: 4 },
                50,
                &mut rng,
            )
        };
        let orders = run(1);
        assert!(orders.len() > 1, "several distinct orders");
        assert_eq!(orders, run(1), "a seed fixes the samples");
    }

    /// A file that is not a weights file is refused with its name and the reason.
    #[test]
    fn bad_weights_name_the_file_and_the_reason() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("w.safetensors");
        std::fs::write(&path, b"not weights").unwrap();
        let e = Policy::load(&path).unwrap_err().to_string();
        assert!(e.contains("w.safetensors"), "{e}");
        let no_meta: Vec<NamedTensor> = Policy::shipped()
            .tensors()
            .iter()
            .filter(|t| t.name != "meta")
            .cloned()
            .collect();
        let e = Policy::from_tensors(no_meta).unwrap_err().to_string();
        assert!(e.contains("meta"), "{e}");
        let mut short = Policy::shipped().tensors().to_vec();
        short.retain(|t| t.name != "head.bias");
        let e = Policy::from_tensors(short).unwrap_err().to_string();
        assert!(e.contains("head.bias"), "{e}");
    }
}
