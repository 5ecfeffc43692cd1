// flowsched's one description of what the ops of a block do to memory, for both front ends
// (the melior importer and the mlir-opt plugin; see flowsched_mlir.h).
//
// Effects come from MLIR's MemoryEffectOpInterface (nested regions included); an op whose
// effects MLIR cannot tell is a barrier. Which memories may be the same comes from MLIR's
// LocalAliasAnalysis, which follows view-like ops, region branches (scf.if results, loop
// arguments) and cf block arguments to the values underneath, and answers "may alias" for
// everything it cannot see through: select, call results, memrefs loaded from memory,
// arguments of non-entry blocks with unknown predecessors. Only a "no alias" answer lets two
// accesses swap.
//
// Compiled into flowsched itself (against the static MLIR that mlir-sys links) and into the
// plugin (against libMLIR.so): each links the MLIR its process already has, never a second copy.

#include "flowsched_mlir.h"

#include "mlir/Analysis/AliasAnalysis/LocalAliasAnalysis.h"
#include "mlir/IR/Block.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseMap.h"

#include <vector>

using namespace mlir;

namespace {

struct BlockMemory {
  std::vector<int32_t> kinds;
  std::vector<size_t> offsets;
  std::vector<FsEffect> effects;
  std::vector<FsAliasPair> mayAlias;
};

/// MLIR's local alias analysis plus one fact it does not use: `memref.get_global` names
/// static storage, which is never an allocation made in the function, and two of them alias
/// exactly when they name the same global. (Weights of bufferized models are such globals;
/// without this every free of a buffer would stay behind every read of a weight.)
class FlowschedAliasAnalysis : public LocalAliasAnalysis {
protected:
  AliasResult aliasImpl(Value lhs, Value rhs) override {
    Operation *l = lhs.getDefiningOp(), *r = rhs.getDefiningOp();
    auto global = [](Operation *op) -> StringAttr {
      // By name, not by op class: the plugin's copy of a class id need not be libMLIR's.
      if (!op || op->getName().getStringRef() != "memref.get_global") return {};
      auto sym = op->getAttrOfType<FlatSymbolRefAttr>("name");
      return sym ? sym.getAttr() : StringAttr();
    };
    auto allocated = [](Value v, Operation *op) {
      auto effects = dyn_cast_or_null<MemoryEffectOpInterface>(op);
      return effects && effects.getEffectOnValue<MemoryEffects::Allocate>(v).has_value();
    };
    StringAttr gl = global(l), gr = global(r);
    if (gl && gr) return gl == gr ? AliasResult::MustAlias : AliasResult::NoAlias;
    if ((gl && allocated(rhs, r)) || (gr && allocated(lhs, l))) return AliasResult::NoAlias;
    return LocalAliasAnalysis::aliasImpl(lhs, rhs);
  }
};

int32_t effectKind(const MemoryEffects::EffectInstance &e) {
  if (isa<MemoryEffects::Write>(e.getEffect())) return 1;
  if (isa<MemoryEffects::Allocate>(e.getEffect())) return 2;
  if (isa<MemoryEffects::Free>(e.getEffect())) return 3;
  // Reads, and any effect kind this file does not know, which then conflicts with writes.
  return isa<MemoryEffects::Read>(e.getEffect()) ? 0 : 1;
}

} // namespace

extern "C" void flowsched_describe_block_memory(void *rawBlock, FsBlockMemory *out) {
  Block &block = *static_cast<Block *>(rawBlock);
  auto *m = new BlockMemory;
  // Memories in first-seen order, so ids (and the orders built on them) are stable.
  llvm::DenseMap<Value, uint64_t> ids;
  std::vector<Value> memories;
  for (Operation &op : block) {
    m->offsets.push_back(m->effects.size());
    if (isMemoryEffectFree(&op)) {
      m->kinds.push_back(0);
      continue;
    }
    std::optional<SmallVector<MemoryEffects::EffectInstance>> known = getEffectsRecursively(&op);
    if (!known) {
      m->kinds.push_back(2);
      continue;
    }
    m->kinds.push_back(1);
    for (const MemoryEffects::EffectInstance &e : *known) {
      FsEffect fx{effectKind(e), 2, 0};
      // An effect on no value (a global side effect, a symbol, another resource) touches any
      // memory.
      if (Value v = e.getValue()) {
        auto [it, fresh] = ids.try_emplace(v, memories.size());
        if (fresh) memories.push_back(v);
        fx.resource_kind = 0;
        fx.resource = it->second;
      }
      m->effects.push_back(fx);
    }
  }
  m->offsets.push_back(m->effects.size());
  FlowschedAliasAnalysis alias;
  for (size_t b = 0; b < memories.size(); ++b)
    for (size_t a = 0; a < b; ++a)
      if (alias.alias(memories[a], memories[b]) != AliasResult::NoAlias)
        m->mayAlias.push_back(FsAliasPair{a, b});
  out->num_ops = m->kinds.size();
  out->effects_kind = m->kinds.data();
  out->effects_offset = m->offsets.data();
  out->effects = m->effects.data();
  out->may_alias = m->mayAlias.data();
  out->num_may_alias = m->mayAlias.size();
  out->owner = m;
}

extern "C" void flowsched_free_block_memory(FsBlockMemory *memory) {
  delete static_cast<BlockMemory *>(memory->owner);
  memory->owner = nullptr;
}
