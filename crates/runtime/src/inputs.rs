//! Seeded random values for a model's inputs, the same for every candidate.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// `n` values in [-1, 1) from `seed` and the input's position: every candidate of a run sees
/// the same inputs.
pub fn uniform(seed: u64, input: usize, n: usize) -> Vec<f32> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ (input as u64).wrapping_mul(0x9E37_79B9));
    (0..n).map(|_| rng.random_range(-1.0f32..1.0)).collect()
}
