//! Rollouts: many trajectories of the policy on one graph, each seeded on its own, run on all
//! cores (rayon's pool; the results keep the trajectories' order, so a seed gives the same
//! samples on any number of cores). Training samples its on-policy batches here, and the sampler its orders.

use super::env::{complete, GraphEnv, NodeParams, Pick, Trajectory};
use flowsched_core::generate::derive_seed;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;

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
    pick: impl Fn(u64) -> Pick + Sync + Send,
) -> Vec<Trajectory> {
    (0..count as u64)
        .into_par_iter()
        .map(|i| {
            let mut rng = ChaCha8Rng::seed_from_u64(derive_seed(seed, i));
            complete(env, params, &[], &mut rng, pick(i), record)
        })
        .collect()
}
