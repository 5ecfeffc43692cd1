//! A Topoformer-style encoder layer: multi-head attention masked by DAG relations. Each node
//! attends, per relation, only to the nodes in that relation to it: its predecessors, its
//! successors, and its ancestors and descendants two steps away. Attention runs over those
//! edge lists rather than an n × n mask, so a layer costs O(edges) and 10,000-node graphs stay
//! cheap. The alternative to the mean-aggregating message passing of [`super::model`];
//! `model.encoder` picks one (models/README.md has the comparison).

use super::architecture::{two_hop, ATTENTION_HEADS as HEADS, ATTENTION_RELATIONS as RELATIONS};
use tch::{nn, nn::Module, Device, Kind, Tensor};

pub struct RelationAttention {
    qkv: nn::Linear,
    out: nn::Linear,
    hidden: i64,
}

impl RelationAttention {
    pub(crate) fn new(path: nn::Path, hidden: i64) -> Self {
        RelationAttention {
            qkv: nn::linear(&path / "qkv", hidden, 3 * hidden, Default::default()),
            out: nn::linear(
                &path / "out",
                RELATIONS * hidden,
                hidden,
                Default::default(),
            ),
            hidden,
        }
    }

    /// `relations`: for each relation, (sources, targets): target attends to source.
    pub(crate) fn forward(&self, h: &Tensor, relations: &[(&Tensor, &Tensor)]) -> Tensor {
        let n = h.size()[0];
        let d = self.hidden / HEADS;
        let qkv = self.qkv.forward(h).view([n, 3, HEADS, d]);
        let (q, k, v) = (qkv.select(1, 0), qkv.select(1, 1), qkv.select(1, 2));
        let per_relation: Vec<Tensor> = relations
            .iter()
            .map(|(src, dst)| {
                if src.size()[0] == 0 {
                    return Tensor::zeros([n, self.hidden], (Kind::Float, Device::Cpu));
                }
                // Scores per edge and head; clamped instead of shifting by each segment's
                // maximum (libtorch's scatter-max is not reachable from tch here).
                let scores = (q.index_select(0, dst) * k.index_select(0, src)).sum_dim_intlist(
                    2,
                    false,
                    Kind::Float,
                ) / (d as f64).sqrt();
                let w = scores.clamp(-30.0, 30.0).exp();
                let denom = Tensor::zeros([n, HEADS], (Kind::Float, Device::Cpu))
                    .index_add(0, dst, &w)
                    .clamp_min(1e-12);
                let alpha = &w / denom.index_select(0, dst);
                let msg = v.index_select(0, src) * alpha.unsqueeze(2);
                Tensor::zeros([n, HEADS, d], (Kind::Float, Device::Cpu))
                    .index_add(0, dst, &msg)
                    .view([n, self.hidden])
            })
            .collect();
        self.out.forward(&Tensor::cat(&per_relation, 1))
    }
}

/// [`two_hop`] of the graph with edges `src[i] → dst[i]` on `nodes` nodes, as (sources,
/// targets) tensors.
pub(crate) fn two_hop_tensors(src: &Tensor, dst: &Tensor, nodes: usize) -> (Tensor, Tensor) {
    let src = Vec::<i64>::try_from(src).expect("integer edge list");
    let dst = Vec::<i64>::try_from(dst).expect("integer edge list");
    let mut preds = vec![Vec::new(); nodes];
    for (&a, &b) in src.iter().zip(&dst) {
        preds[b as usize].push(a as usize);
    }
    let (from, to): (Vec<i64>, Vec<i64>) = two_hop(&preds)
        .into_iter()
        .map(|(a, v)| (a as i64, v as i64))
        .unzip();
    (Tensor::from_slice(&from), Tensor::from_slice(&to))
}
