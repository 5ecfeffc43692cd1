//! The tensor-level block as one-shot bufferization will place it (issue 49): which values
//! hold no buffer, and which results live in another value's buffer. [`BlockDesc::to_dag`]
//! sizes and extends lifetimes by these, so the DAG's liveness proxy counts buffers, not
//! tensors.

use super::block::{BlockDesc, EffectKind, Effects, Tie, ValueId};
use std::collections::HashMap;

/// Ops whose results hold no buffer once bufferized: constants become globals, and a
/// `tensor.empty` gets its buffer where an op first writes into it (that op's result holds it).
fn holds_no_buffer(name: &str) -> bool {
    matches!(
        name,
        "arith.constant"
            | "tensor.empty"
            | "bufferization.alloc_tensor"
            | "ml_program.global_load_const"
    )
}

impl BlockDesc {
    /// Sizes as bufferization will place them, in a block that allocates nothing (the tensor
    /// level): results of ops that hold no buffer ([`holds_no_buffer`]) and values from outside
    /// the block (the caller's buffers, live whatever the order) weigh nothing. Both front ends
    /// call it, so `flowsched-opt` and the plugin size a tensor-level block alike.
    pub fn size_as_bufferized(&mut self) {
        let allocates = self.ops.iter().any(|op| {
            matches!(&op.effects, Effects::Known(e) if e.iter().any(|x| x.kind == EffectKind::Alloc))
        });
        if allocates {
            return;
        }
        for op in self.ops.iter_mut().filter(|op| holds_no_buffer(&op.name)) {
            for (_, bytes) in &mut op.results {
                *bytes = Some(0);
            }
        }
        for bytes in self.outside_sizes.values_mut() {
            *bytes = Some(0);
        }
    }

    /// The value whose buffer each tied tensor result lives in ([`BlockOp::tied`]), as
    /// one-shot bufferization places it: a view shares its source's; a write into an init goes
    /// in place when the init has a buffer made in the block (not a constant, a global or a
    /// `tensor.empty`, which hold none) and this op is its only reader, since a later read of
    /// the init would force a copy. Values not listed have a buffer of their own.
    pub(crate) fn buffer_roots(&self) -> HashMap<ValueId, ValueId> {
        let mut readers: HashMap<ValueId, usize> = HashMap::new();
        for op in &self.ops {
            for &v in &op.uses {
                *readers.entry(v).or_default() += 1;
            }
        }
        let holds_buffer: HashMap<ValueId, bool> = self
            .ops
            .iter()
            .flat_map(|op| {
                op.results
                    .iter()
                    .map(|&(v, b)| (v, b.is_some_and(|b| b > 0)))
            })
            .collect();
        let mut roots: HashMap<ValueId, ValueId> = HashMap::new();
        for op in &self.ops {
            for &(result, tie) in &op.tied {
                let root_of = |v: ValueId| roots.get(&v).copied().unwrap_or(v);
                let into = match tie {
                    Tie::View(source) => Some(root_of(source)),
                    Tie::Init(init) => {
                        let root = root_of(init);
                        let has_buffer = holds_buffer.get(&root).copied().unwrap_or(false);
                        (has_buffer && readers.get(&init) == Some(&1)).then_some(root)
                    }
                };
                if let Some(root) = into.filter(|&r| r != result) {
                    roots.insert(result, root);
                }
            }
        }
        roots
    }
}
