//! Training losses. Both need log P_F of whole trajectories under autograd; it is rebuilt
//! from the environment's step records in a few batched tensor ops (gather, segment
//! log-sum-exp), so one backward pass covers every trajectory of every graph in a batch.
//! P_B = 1 (prefix states form a tree), so no backward-policy term appears.

use super::env::{
    StepRecord, Trajectory, CONTEXT_DECAY, CONTEXT_DIM, CONTEXT_RECENT, DYN_FEATURES, HEAD_DIM,
};
use tch::{Device, Kind, Tensor};

pub use super::config::LossKind;

/// The trajectories of one graph in a batch.
pub struct Group<'t> {
    /// First row of this graph in the batch's node rows.
    pub offset: usize,
    pub nodes: usize,
    pub trajectories: &'t [Trajectory],
    pub log_rewards: &'t [f64],
}

/// log P_F of every trajectory, groups one after another: `[Σ trajectories]`. `rows` are the
/// head's (`HEAD_DIM` wide, or more with hint features, whose coefficients come last).
// long: one batched tensor expression of the head's logits, kept whole to match the sampler.
fn log_pf(rows: &Tensor, groups: &[Group]) -> Tensor {
    let k = DYN_FEATURES as i64;
    let hints = rows.size()[1] - HEAD_DIM as i64;
    let d = CONTEXT_DIM as i64;
    let p_rows = rows.narrow(1, 1 + k + d, d);
    let (mut node, mut feat, mut ctx_row, mut step_of, mut chosen, mut traj_of_step) = (
        Vec::new(),
        Vec::new(),
        Vec::new(),
        Vec::new(),
        Vec::new(),
        Vec::new(),
    );
    let mut contexts = Vec::new();
    let (mut steps, mut trajs, mut ctx_base) = (0i64, 0i64, 0i64);
    for g in groups {
        let n = g.nodes as i64;
        // Context before step t, for all trajectories at once: Σ_{j<t} λ^{t−1−j} p(order_j)
        // in the first half, the mean of p(order_j) over j < t in the second.
        let weights = |w: &dyn Fn(i64, i64) -> f32| {
            let v: Vec<f32> = (0..n * n)
                .map(|i| if i % n < i / n { w(i / n, i % n) } else { 0.0 })
                .collect();
            Tensor::from_slice(&v).view([n, n])
        };
        let decayed = weights(&|t, j| CONTEXT_DECAY.powi((t - 1 - j) as i32));
        let mean = weights(&|t, _| 1.0 / t as f32);
        let order: Vec<i64> = g
            .trajectories
            .iter()
            .flat_map(|t| t.order.iter().map(|&v| g.offset as i64 + v as i64))
            .collect();
        let b = g.trajectories.len() as i64;
        let placed = p_rows
            .index_select(0, &Tensor::from_slice(&order))
            .view([b, n, d]);
        let recent = CONTEXT_RECENT as i64;
        let ctx = Tensor::cat(
            &[
                decayed.matmul(&placed.narrow(2, 0, recent)),
                mean.matmul(&placed.narrow(2, recent, d - recent)),
            ],
            2,
        );
        contexts.push(ctx.view([b * n, d]));
        for (ti, t) in g.trajectories.iter().enumerate() {
            let r: &StepRecord = t.record.as_ref().expect("training rollouts are recorded");
            let entry_base = node.len() as i64;
            for s in 0..r.chosen.len() {
                let (lo, hi) = (r.step_start[s] as usize, r.step_start[s + 1] as usize);
                let ran = r.ctx_step.get(s).map_or(s, |&k| k as usize);
                for e in lo..hi {
                    node.push(g.offset as i64 + r.cand_node[e] as i64);
                    ctx_row.push(ctx_base + ti as i64 * n + ran as i64);
                    step_of.push(steps);
                }
                chosen.push(entry_base + r.chosen[s] as i64);
                traj_of_step.push(trajs);
                steps += 1;
            }
            feat.extend_from_slice(&r.cand_feat);
            trajs += 1;
        }
        ctx_base += b * n;
    }
    let entries = node.len() as i64;
    let node = Tensor::from_slice(&node);
    let r = rows.index_select(0, &node);
    let ctx = Tensor::cat(&contexts, 0).index_select(0, &Tensor::from_slice(&ctx_row));
    let feat = Tensor::from_slice(&feat).view([entries, k + hints]);
    let logits = r.narrow(1, 0, 1).squeeze_dim(1)
        + (r.narrow(1, 1, k) * feat.narrow(1, 0, k)).sum_dim_intlist(1, false, Kind::Float)
        + (r.narrow(1, 1 + k, d) * ctx).sum_dim_intlist(1, false, Kind::Float);
    // Hint coefficients come last in the rows; a model without them adds nothing.
    let logits = match hints {
        0 => logits,
        h => {
            let c = r.narrow(1, HEAD_DIM as i64, h);
            logits + (c * feat.narrow(1, k, h)).sum_dim_intlist(1, false, Kind::Float)
        }
    };
    // Segment log-sum-exp, stabilised by each step's (constant) maximum.
    let flat = Vec::<f32>::try_from(logits.detach()).expect("float logits");
    let mut step_max = vec![f32::NEG_INFINITY; steps as usize];
    for (l, &s) in flat.iter().zip(&step_of) {
        step_max[s as usize] = step_max[s as usize].max(*l);
    }
    let step_of = Tensor::from_slice(&step_of);
    let max = Tensor::from_slice(&step_max);
    let shifted = (&logits - max.index_select(0, &step_of)).exp();
    let lse = Tensor::zeros([steps], (Kind::Float, Device::Cpu))
        .index_add(0, &step_of, &shifted)
        .log()
        + max;
    let step_lp = logits.index_select(0, &Tensor::from_slice(&chosen)) - lse;
    Tensor::zeros([trajs], (Kind::Float, Device::Cpu)).index_add(
        0,
        &Tensor::from_slice(&traj_of_step),
        &step_lp,
    )
}

/// The loss of a batch, and the mean |ζ − mean ζ| (a scale-free progress signal).
pub fn loss(kind: LossKind, rows: &Tensor, logz: &Tensor, groups: &[Group]) -> (Tensor, f64) {
    let lpf = log_pf(rows, groups);
    let lr: Vec<f32> = groups
        .iter()
        .flat_map(|g| g.log_rewards.iter().map(|&r| r as f32))
        .collect();
    let zeta = Tensor::from_slice(&lr) - &lpf;
    let mut parts = Vec::new();
    let mut spread = 0.0;
    let mut start = 0i64;
    for (gi, g) in groups.iter().enumerate() {
        let b = g.trajectories.len() as i64;
        let z = zeta.narrow(0, start, b);
        let centred = &z - z.mean(Kind::Float);
        spread += f64::try_from(centred.abs().mean(Kind::Float)).unwrap_or(f64::NAN);
        parts.push(match kind {
            LossKind::Vargrad => centred.square().mean(Kind::Float),
            LossKind::TrajectoryBalance => (logz.get(gi as i64) - z).square().mean(Kind::Float),
        });
        start += b;
    }
    (
        Tensor::stack(&parts, 0).mean(Kind::Float),
        spread / groups.len().max(1) as f64,
    )
}
