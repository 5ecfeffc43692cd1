//! Rollouts: many trajectories of the policy on one graph, each seeded on its own, run on all
//! cores. Training samples its on-policy batches here, and the sampler its orders.

use super::env::{complete, GraphEnv, NodeParams, Pick, Trajectory};
use crate::generate::derive_seed;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// `count` trajectories, trajectory i seeded by `derive_seed(seed, i)`, on all cores.
pub fn sample_many(
    env: &GraphEnv,
    params: &NodeParams,
    count: usize,
    seed: u64,
    epsilon: f64,
    record: bool,
) -> Vec<Trajectory> {
    sample_with(env, params, count, seed, record, |_| Pick::Sample {
        epsilon,
    })
}

/// The key scale of `--spread`'s keyed samples, chosen on validation graphs
/// (models/README.md): large enough to scatter what the policy leaves open, while its
/// logits still rule out clearly worse ops.
pub const SPREAD_KEY_SCALE: f64 = 8.0;

/// Like [`sample_many`] without exploration, but a fraction `spread` of the trajectories,
/// evenly interleaved, decoded with per-op random keys ([`Pick::Keyed`]); 0 gives exactly
/// `sample_many`'s samples.
pub(crate) fn sample_spread(
    env: &GraphEnv,
    params: &NodeParams,
    count: usize,
    seed: u64,
    spread: f64,
) -> Vec<Trajectory> {
    let spread = spread.clamp(0.0, 1.0);
    sample_with(env, params, count, seed, false, |i| {
        let keyed = ((i + 1) as f64 * spread).floor() > (i as f64 * spread).floor();
        if keyed {
            Pick::Keyed {
                scale: SPREAD_KEY_SCALE,
            }
        } else {
            Pick::Sample { epsilon: 0.0 }
        }
    })
}

/// `count` trajectories on all cores, trajectory i seeded by `derive_seed(seed, i)` and
/// picking its steps by `pick(i)`.
fn sample_with(
    env: &GraphEnv,
    params: &NodeParams,
    count: usize,
    seed: u64,
    record: bool,
    pick: impl Fn(u64) -> Pick + Sync,
) -> Vec<Trajectory> {
    on_all_cores((0..count as u64).collect(), |i| {
        let mut rng = ChaCha8Rng::seed_from_u64(derive_seed(seed, i));
        complete(env, params, &[], &mut rng, pick(i), record)
    })
}

/// `f` of each job, on all cores, in the jobs' order.
pub(super) fn on_all_cores<J: Send, R: Send>(jobs: Vec<J>, f: impl Fn(J) -> R + Sync) -> Vec<R> {
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(jobs.len().max(1));
    let chunk = jobs.len().div_ceil(threads).max(1);
    let mut chunks: Vec<Vec<J>> = Vec::new();
    let mut jobs = jobs.into_iter().peekable();
    while jobs.peek().is_some() {
        chunks.push(jobs.by_ref().take(chunk).collect());
    }
    std::thread::scope(|s| {
        let f = &f;
        let handles: Vec<_> = chunks
            .into_iter()
            .map(|c| s.spawn(move || c.into_iter().map(f).collect::<Vec<R>>()))
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a sampling thread panicked"))
            .collect()
    })
}
