//! The layout of the policy's per-node head, which the network writes and the environment
//! reads (see [`super::env`] for what each term does).

/// Dynamic features per candidate.
pub const DYN_FEATURES: usize = 4;
/// Width of the placed-ops context.
pub const CONTEXT_DIM: usize = 8;
/// Per-step decay of the context's first half: recent ops weigh most.
pub const CONTEXT_DECAY: f32 = 0.8;
/// Context dimensions that decay; the rest hold the mean over all placed ops.
pub const CONTEXT_RECENT: usize = CONTEXT_DIM / 2;
/// Columns of the per-node head: a, c (DYN_FEATURES), q and p (CONTEXT_DIM each); a model
/// with hints has `HINTS` more at the end (their c).
pub const HEAD_DIM: usize = 1 + DYN_FEATURES + 2 * CONTEXT_DIM;
/// Hint features of a model with hints: "next in this classic DFS order" for each of them.
pub const HINTS: usize = 3;
