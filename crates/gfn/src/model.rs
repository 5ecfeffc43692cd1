//! The network: a message-passing graph encoder, FiLM-conditioned on (log σ, objective, size),
//! run once per graph, whose per-node head yields the [`NodeParams`] the environment samples
//! with; and a log-partition head for trajectory balance.

use super::architecture::{Encoder, ModelConfig};
use super::env::{NodeParams, CONTEXT_DIM, DYN_FEATURES, HEAD_DIM, HINTS};
use super::features::{node_features, NODE_FEATURES};
use super::policy::{NamedTensor, Policy};
use super::reward::Reward;
use super::GflownetError;
use flowsched_core::dag::Planned;
use std::path::Path;
use tch::{nn, nn::Module, Device, Kind, Tensor};

/// Several graphs as one disjoint union, each with its own conditioning.
pub struct GraphBatch {
    x: Tensor,
    cond_node: Tensor,
    cond_graph: Tensor,
    src: Tensor,
    dst: Tensor,
    indeg: Tensor,
    outdeg: Tensor,
    graph_of_node: Tensor,
    nodes_per_graph: Tensor,
    /// First node of each graph in the union.
    pub offsets: Vec<usize>,
    lens: Vec<usize>,
}

impl GraphBatch {
    /// The batch a network of `config` reads (its conditioning width).
    pub(crate) fn new(graphs: &[(Planned, f64, &Reward)], config: &ModelConfig) -> Self {
        let (mut x, mut cn, mut cg) = (Vec::new(), Vec::new(), Vec::new());
        let (mut src, mut dst, mut gid, mut offsets, mut sizes, mut lens) = (
            Vec::new(),
            Vec::new(),
            Vec::new(),
            Vec::new(),
            Vec::new(),
            Vec::new(),
        );
        let mut offset = 0usize;
        for (g, &(dag, sigma, reward)) in graphs.iter().enumerate() {
            offsets.push(offset);
            x.extend(node_features(&dag));
            let c = config.conditioning(reward, sigma, &dag);
            cg.extend_from_slice(&c);
            for _ in 0..dag.len() {
                cn.extend_from_slice(&c);
                gid.push(g as i64);
            }
            for e in dag.graph().raw_edges() {
                src.push((offset + e.source().index()) as i64);
                dst.push((offset + e.target().index()) as i64);
            }
            sizes.push(dag.len().max(1) as f32);
            lens.push(dag.len());
            offset += dag.len();
        }
        let n = offset as i64;
        let src = Tensor::from_slice(&src);
        let dst = Tensor::from_slice(&dst);
        let ones = Tensor::ones([src.size()[0]], (Kind::Float, Device::Cpu));
        let degree = |index: &Tensor| {
            Tensor::zeros([n], (Kind::Float, Device::Cpu))
                .index_add(0, index, &ones)
                .clamp_min(1.0)
                .unsqueeze(1)
        };
        GraphBatch {
            x: Tensor::from_slice(&x).view([n, NODE_FEATURES as i64]),
            cond_node: Tensor::from_slice(&cn).view([n, config.cond_width() as i64]),
            cond_graph: Tensor::from_slice(&cg)
                .view([graphs.len() as i64, config.cond_width() as i64]),
            indeg: degree(&dst),
            outdeg: degree(&src),
            src,
            dst,
            graph_of_node: Tensor::from_slice(&gid),
            nodes_per_graph: Tensor::from_slice(&sizes).unsqueeze(1),
            offsets,
            lens,
        }
    }

    /// Nodes of graph `g`.
    pub(crate) fn nodes(&self, g: usize) -> usize {
        self.lens[g]
    }
}

pub struct PolicyNet {
    pub vs: nn::VarStore,
    pub config: ModelConfig,
    embed: nn::Linear,
    message: Vec<nn::Linear>,
    attention: Vec<super::attention::RelationAttention>,
    norms: Vec<nn::LayerNorm>,
    film: Vec<nn::Linear>,
    head: nn::Linear,
    scale: nn::Linear,
    logz_hidden: nn::Linear,
    logz_out: nn::Linear,
}

impl PolicyNet {
    /// A freshly initialised network (torch's global RNG: seed it first for determinism).
    pub fn new(config: ModelConfig) -> Self {
        let vs = nn::VarStore::new(Device::Cpu);
        let root = vs.root();
        let h = config.hidden;
        let meta_values = config.meta();
        let mut meta = root.zeros_no_train("meta", &[meta_values.len() as i64]);
        tch::no_grad(|| meta.copy_(&Tensor::from_slice(&meta_values).to_kind(Kind::Float)));
        let lin = |name: &str, i: i64, o: i64| nn::linear(&root / name, i, o, Default::default());
        let (message, attention) = match config.encoder {
            Encoder::MessagePassing => (
                (0..config.layers)
                    .map(|l| lin(&format!("message{l}"), 3 * h, h))
                    .collect(),
                Vec::new(),
            ),
            Encoder::Attention => (
                Vec::new(),
                (0..config.layers)
                    .map(|l| {
                        super::attention::RelationAttention::new(&root / format!("attn{l}"), h)
                    })
                    .collect(),
            ),
        };
        let norms = (0..config.layers)
            .map(|l| nn::layer_norm(&root / format!("norm{l}"), vec![h], Default::default()))
            .collect();
        // FiLM starts as the identity: γ = β = 0.
        let zero_init = nn::LinearConfig {
            ws_init: nn::Init::Const(0.0),
            bs_init: Some(nn::Init::Const(0.0)),
            bias: true,
        };
        let film = (0..config.layers)
            .map(|l| {
                nn::linear(
                    &root / format!("film{l}"),
                    config.cond_width() as i64,
                    2 * h,
                    zero_init,
                )
            })
            .collect();
        PolicyNet {
            embed: lin("embed", NODE_FEATURES as i64, h),
            message,
            attention,
            norms,
            film,
            head: lin("head", h, config.head_width() as i64),
            scale: nn::linear(&root / "scale", config.cond_width() as i64, 1, zero_init),
            logz_hidden: lin("logz_hidden", h + config.cond_width() as i64, h),
            logz_out: lin("logz_out", h, 1),
            config,
            vs,
        }
    }

    /// Per-node head rows `[nodes, HEAD_DIM]` and per-graph log Z `[graphs]`.
    pub(crate) fn forward(&self, g: &GraphBatch) -> (Tensor, Tensor) {
        let mut h = self.embed.forward(&g.x).relu();
        // Only the attention encoder looks two steps away; built once per forward.
        let two_hop = (self.config.encoder == Encoder::Attention)
            .then(|| super::attention::two_hop_tensors(&g.src, &g.dst, g.x.size()[0] as usize));
        for l in 0..self.config.layers as usize {
            let m = match self.config.encoder {
                Encoder::MessagePassing => {
                    let n = h.size()[0];
                    let zeros =
                        || Tensor::zeros([n, self.config.hidden], (Kind::Float, Device::Cpu));
                    let from_preds =
                        zeros().index_add(0, &g.dst, &h.index_select(0, &g.src)) / &g.indeg;
                    let from_succs =
                        zeros().index_add(0, &g.src, &h.index_select(0, &g.dst)) / &g.outdeg;
                    self.message[l].forward(&Tensor::cat(&[&h, &from_preds, &from_succs], 1))
                }
                Encoder::Attention => {
                    let (hop_src, hop_dst) = two_hop.as_ref().expect("built for attention");
                    self.attention[l].forward(
                        &h,
                        &[
                            (&g.src, &g.dst),
                            (&g.dst, &g.src),
                            (hop_src, hop_dst),
                            (hop_dst, hop_src),
                        ],
                    )
                }
            }
            .relu();
            h = self.norms[l].forward(&(h + m));
            let gb = self.film[l].forward(&g.cond_node).chunk(2, 1);
            h = &h * (gb[0].shallow_clone() + 1.0) + &gb[1];
        }
        let out = self.head.forward(&h);
        // One learned inverse temperature per condition scales the logit terms (a, c, q),
        // not the context vectors p, so low σ can sharpen the policy without distorting it.
        let scaled = 1 + DYN_FEATURES + CONTEXT_DIM;
        let s = self.scale.forward(&g.cond_node).exp();
        let mut parts = vec![
            out.narrow(1, 0, scaled as i64) * &s,
            out.narrow(1, scaled as i64, CONTEXT_DIM as i64),
        ];
        if self.config.hints {
            parts.push(out.narrow(1, HEAD_DIM as i64, HINTS as i64) * &s);
        }
        let rows = Tensor::cat(&parts, 1);
        let graphs = g.cond_graph.size()[0];
        let pooled = Tensor::zeros([graphs, self.config.hidden], (Kind::Float, Device::Cpu))
            .index_add(0, &g.graph_of_node, &h)
            / &g.nodes_per_graph;
        let logz = self
            .logz_out
            .forward(
                &self
                    .logz_hidden
                    .forward(&Tensor::cat(&[&pooled, &g.cond_graph], 1))
                    .relu(),
            )
            .squeeze_dim(1);
        (rows, logz)
    }

    /// The [`NodeParams`] of one graph (no gradient).
    pub fn node_params(&self, dag: &Planned, sigma: f64, reward: &Reward) -> NodeParams {
        let batch = GraphBatch::new(&[(*dag, sigma, reward)], &self.config);
        let rows = tch::no_grad(|| self.forward(&batch).0);
        NodeParams {
            rows: Vec::<f32>::try_from(rows.contiguous().view(-1)).expect("float rows"),
            width: self.config.head_width(),
        }
    }

    /// A trainable copy of `policy` (fine-tuning starts from the weights that sample).
    pub(crate) fn from_policy(policy: &Policy) -> Self {
        let net = Self::new(policy.config);
        tch::no_grad(|| {
            for (name, mut var) in net.vs.variables() {
                let t = policy
                    .tensors()
                    .iter()
                    .find(|t| t.name == name)
                    .expect("a policy has every tensor of its architecture");
                let shape: Vec<i64> = t.shape.iter().map(|&d| d as i64).collect();
                var.copy_(&Tensor::from_slice(&t.values).view(shape.as_slice()));
            }
        });
        net
    }

    /// The weights as a [`Policy`], which samples.
    pub fn to_policy(&self) -> Policy {
        let mut tensors: Vec<NamedTensor> = self
            .vs
            .variables()
            .into_iter()
            .map(|(name, t)| NamedTensor {
                name,
                shape: t.size().iter().map(|&d| d as usize).collect(),
                values: Vec::<f32>::try_from(t.detach().contiguous().view(-1))
                    .expect("float weights"),
            })
            .collect();
        tensors.sort_by(|a, b| a.name.cmp(&b.name));
        Policy::from_tensors(tensors).expect("a network's own tensors describe it")
    }

    /// Loads weights written by [`PolicyNet::save`]; the architecture comes from the file.
    pub fn load(path: &Path) -> Result<Self, GflownetError> {
        let err = |reason: String| GflownetError::Weights {
            path: path.to_path_buf(),
            reason,
        };
        let named = Tensor::read_safetensors(path).map_err(|e| err(e.to_string()))?;
        let meta = named
            .iter()
            .find(|(n, _)| n == "meta")
            .ok_or_else(|| err("no 'meta' tensor: not a flowsched GFlowNet".into()))?;
        let meta = Vec::<f32>::try_from(&meta.1).map_err(|e| err(e.to_string()))?;
        let mut net = PolicyNet::new(ModelConfig::from_meta(&meta).map_err(|e| err(e.0))?);
        net.vs.load(path).map_err(|e| err(e.to_string()))?;
        Ok(net)
    }

    /// A network of `config` that starts from the weights in `path`, which must be of the same
    /// architecture except that they may lack the hint features or the walk condition: those
    /// start at zero, so the new network samples exactly as the old one until training moves
    /// them.
    pub fn warm_start(config: ModelConfig, path: &Path) -> Result<Self, GflownetError> {
        let err = |reason: String| GflownetError::Weights {
            path: path.to_path_buf(),
            reason,
        };
        let old = Self::load(path)?;
        let same = ModelConfig {
            hints: config.hints,
            walk_condition: config.walk_condition,
            ..old.config
        };
        let drops = |had: bool, has: bool| had && !has;
        if same != config
            || drops(old.config.hints, config.hints)
            || drops(old.config.walk_condition, config.walk_condition)
        {
            return Err(err(format!(
                "weights of architecture {:?} cannot start a model of architecture {config:?}",
                old.config
            )));
        }
        let net = Self::new(config);
        let from = old.vs.variables();
        tch::no_grad(|| -> Result<(), GflownetError> {
            for (name, mut var) in net.vs.variables() {
                if name == "meta" {
                    continue; // the new network's own architecture
                }
                let src = from
                    .get(&name)
                    .ok_or_else(|| err(format!("no tensor '{name}'")))?;
                if src.size() == var.size() {
                    var.copy_(src);
                } else if name.starts_with("head.") {
                    // The hint columns come last; they start at zero.
                    var.narrow(0, 0, HEAD_DIM as i64).copy_(src);
                    let _ = var.narrow(0, HEAD_DIM as i64, HINTS as i64).zero_();
                } else if name.ends_with(".weight") && grows_by_one_input(&src.size(), &var.size())
                {
                    // The walk condition is the last input of the conditioning layers (FiLM,
                    // scale, log Z); its weights start at zero, so the network samples as the
                    // old one did in both execution models until training moves them.
                    let old_inputs = src.size()[1];
                    var.narrow(1, 0, old_inputs).copy_(src);
                    let _ = var.narrow(1, old_inputs, 1).zero_();
                } else {
                    return Err(err(format!(
                        "tensor '{name}' is {:?}, expected {:?}",
                        src.size(),
                        var.size()
                    )));
                }
            }
            Ok(())
        })?;
        Ok(net)
    }

    /// Writes the weights (safetensors), through a temporary file renamed into place.
    pub fn save(&self, path: &Path) -> Result<(), GflownetError> {
        write_safetensors_atomically(path, |tmp| self.vs.save(tmp))
    }
}

/// Writes a safetensors file by way of a temporary one in the same folder, renamed into place,
/// so a crash never leaves half a file under `path`.
pub(crate) fn write_safetensors_atomically(
    path: &Path,
    write: impl FnOnce(&Path) -> Result<(), tch::TchError>,
) -> Result<(), GflownetError> {
    let err = |reason: String| GflownetError::Weights {
        path: path.to_path_buf(),
        reason,
    };
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    // The suffix tells tch to write safetensors.
    let tmp = tempfile::Builder::new()
        .prefix(".flowsched-")
        .suffix(".safetensors")
        .tempfile_in(dir)
        .map_err(|e| err(e.to_string()))?;
    write(tmp.path()).map_err(|e| err(e.to_string()))?;
    // A temporary file is private (0600); weights are for everyone to read.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(tmp.path(), std::fs::Permissions::from_mode(0o644))
            .map_err(|e| err(e.to_string()))?;
    }
    match flowsched_core::files::rename_target(path) {
        Some(target) => tmp.persist(target).map_err(|e| err(e.to_string()))?,
        // `/dev/null`, a FIFO: written in place (see `rename_target`).
        None => {
            let mut out = std::fs::OpenOptions::new()
                .write(true)
                .open(path)
                .map_err(|e| err(e.to_string()))?;
            std::io::copy(&mut tmp.reopen().map_err(|e| err(e.to_string()))?, &mut out)
                .map_err(|e| err(e.to_string()))?;
            return Ok(());
        }
    };
    Ok(())
}

/// A `[outputs, inputs + 1]` weight where the file has `[outputs, inputs]`.
fn grows_by_one_input(old: &[i64], new: &[i64]) -> bool {
    old.len() == 2 && new.len() == 2 && old[0] == new[0] && old[1] + 1 == new[1]
}
