// The C++ half of flowsched's mlir-opt plugin: registers `flowsched-schedule`, describes each
// block as plain data (def-use with region captures, sizes, FLOPs; memory effects and aliasing
// from the shared describer), asks Rust for an order through flowsched_mlir.h, and moves
// the ops into it. Graph regions are left alone with a remark.

#include "shim.h"

#include "mlir/Dialect/Async/IR/Async.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/RegionKindInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <algorithm>
#include <string>
#include <vector>

using namespace mlir;

namespace {

/// Numbers values in first-seen order (deterministic, unlike pointers).
struct ValueIds {
  llvm::DenseMap<Value, uint64_t> ids;
  uint64_t operator()(Value v) { return ids.try_emplace(v, ids.size()).first->second; }
};

int64_t typeBytes(Type t) {
  auto elementBits = [](Type e) -> int64_t {
    if (e.isIndex()) return 64;
    if (e.isIntOrFloat()) return e.getIntOrFloatBitWidth();
    if (auto c = dyn_cast<ComplexType>(e))
      if (c.getElementType().isIntOrFloat()) return 2 * c.getElementType().getIntOrFloatBitWidth();
    return -1;
  };
  if (auto s = dyn_cast<ShapedType>(t)) {
    if (!s.hasStaticShape()) return -1;
    int64_t bits = elementBits(s.getElementType());
    if (bits < 0) return -1;
    // Unknown rather than overflowed: the shape's size comes from the input file.
    int64_t n = bits;
    for (int64_t d : s.getShape())
      if (__builtin_mul_overflow(n, d, &n)) return -1;
    return n / 8 + (n % 8 != 0);
  }
  int64_t bits = elementBits(t);
  return bits < 0 ? -1 : (bits + 7) / 8;
}

/// Iteration domain × body ops for linalg; one per element for elementwise arith/math.
double flops(Operation *op) {
  if (auto l = dyn_cast<linalg::LinalgOp>(op)) {
    double domain = 1;
    for (int64_t r : l.getStaticLoopRanges()) {
      if (ShapedType::isDynamic(r)) return 0;
      domain *= double(r);
    }
    size_t body = l.getBlock() ? l.getBlock()->getOperations().size() : 1;
    return domain * double(body > 1 ? body - 1 : 1);
  }
  StringRef dialect = op->getName().getDialectNamespace();
  if ((dialect == "arith" || dialect == "math") && op->getNumResults() == 1) {
    if (auto s = dyn_cast<ShapedType>(op->getResult(0).getType()))
      if (s.hasStaticShape()) {
        double n = 1;  // in floating point: getNumElements() can overflow on absurd shapes
        for (int64_t d : s.getShape()) n *= double(d);
        return n;
      } else {
        return 0;
      }
    return 1;
  }
  return 0;
}

} // namespace

namespace flowsched_plugin {

/// The block as plain data; its memory side comes from flowsched's shared describer
/// (src/mlir/describe.cpp), the same code the melior importer calls.
void describe(Block &block, BlockData &d) {
  ValueIds ids;
  FsBlockMemory memory;
  flowsched_describe_block_memory(&block, &memory);
  size_t index = 0;
  for (Operation &op : block) {
    // Pre-order, like the melior importer: the same value numbering, so ties break alike.
    llvm::SetVector<Value> uses;
    op.walk<WalkOrder::PreOrder>([&](Operation *inner) {
      for (Value v : inner->getOperands())
        if (!op.isAncestor(v.getParentBlock()->getParentOp())) uses.insert(v);
    });
    std::vector<uint64_t> useIds;
    for (Value v : uses) {
      useIds.push_back(ids(v));
      Operation *def = v.getDefiningOp();
      if (!def || def->getBlock() != &block) {
        d.outside.push_back(ids(v));
        // A buffer from outside the block is live whatever the order (as in import.rs).
        d.outsideBytes.push_back(isa<BaseMemRefType>(v.getType()) ? 0 : typeBytes(v.getType()));
      }
    }
    int32_t kind = memory.effects_kind[index];
    std::vector<FsEffect> effs(memory.effects + memory.effects_offset[index],
                               memory.effects + memory.effects_offset[index + 1]);
    ++index;
    bool allocates = kind == 1 && std::any_of(effs.begin(), effs.end(),
                                              [](const FsEffect &e) { return e.kind == 2; });
    std::vector<uint64_t> res;
    std::vector<int64_t> bytes;
    for (Value r : op.getResults()) {
      res.push_back(ids(r));
      // A memref an op does not allocate (a view, a global, a select) holds no memory of its
      // own: only allocations weigh in the liveness proxy (as in src/mlir/import.rs).
      bytes.push_back(isa<BaseMemRefType>(r.getType()) && !allocates ? 0 : typeBytes(r.getType()));
      for (Operation *user : r.getUsers())
        if (!block.findAncestorOpInBlock(*user)) {
          d.liveOut.push_back(ids(r));
          break;
        }
    }
    d.names.push_back(op.getName().getStringRef().str());
    d.uses.push_back(std::move(useIds));
    d.results.push_back(std::move(res));
    d.resultBytes.push_back(std::move(bytes));
    d.effects.push_back(std::move(effs));
    d.ops.push_back(FsOp{nullptr, nullptr, 0, nullptr, nullptr, 0, kind, nullptr, 0, flops(&op)});
  }
  d.mayAlias.assign(memory.may_alias, memory.may_alias + memory.num_may_alias);
  flowsched_free_block_memory(&memory);
  // Pointers last: the vectors above no longer grow.
  for (size_t i = 0; i < d.ops.size(); ++i) {
    FsOp &o = d.ops[i];
    o.name = d.names[i].c_str();
    o.uses = d.uses[i].data();
    o.num_uses = d.uses[i].size();
    o.results = d.results[i].data();
    o.result_bytes = d.resultBytes[i].data();
    o.num_results = d.results[i].size();
    o.effects = d.effects[i].data();
    o.num_effects = d.effects[i].size();
  }
}

} // namespace flowsched_plugin

namespace {

using flowsched_plugin::BlockData;
using flowsched_plugin::describe;

bool usesBeforeDefs(Block &block) {
  llvm::DenseMap<Operation *, size_t> pos;
  size_t i = 0;
  for (Operation &op : block) pos[&op] = i++;
  i = 0;
  for (Operation &op : block) {
    bool bad = false;
    op.walk([&](Operation *inner) {
      for (Value v : inner->getOperands())
        if (Operation *def = v.getDefiningOp()) {
          auto it = pos.find(def);
          if (it != pos.end() && it->second >= i) bad = true;
        }
    });
    if (bad) return true;
    ++i;
  }
  return false;
}

struct FlowschedSchedulePass : public PassWrapper<FlowschedSchedulePass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(FlowschedSchedulePass)

  FlowschedSchedulePass() = default;
  FlowschedSchedulePass(const FlowschedSchedulePass &other) : PassWrapper(other) {}

  StringRef getArgument() const final { return "flowsched-schedule"; }
  StringRef getDescription() const final {
    return "Reorder the ops of each block for peak memory or makespan (flowsched)";
  }

  // The defaults are flowsched's table (src/defaults.rs), as flowsched-opt's pass takes them;
  // tests/defaults.rs reads these declarations and fails when one disagrees.
  Option<std::string> objective{*this, "objective", llvm::cl::desc("memory | makespan:M | latency"),
                                llvm::cl::init("memory")};
  Option<std::string> scheduler{*this, "scheduler", llvm::cl::desc("a flowsched scheduler name"),
                                llvm::cl::init("classic,hierarchical")};
  Option<unsigned> maxOps{*this, "max-ops",
                          llvm::cl::desc("ops above which the scheduler falls back (0: its default)"),
                          llvm::cl::init(0)};
  Option<unsigned> samples{*this, "samples", llvm::cl::init(1)};
  Option<unsigned> seed{*this, "seed", llvm::cl::init(0)};
  Option<std::string> model{*this, "model",
                            llvm::cl::desc("GFlowNet weights (safetensors); default: the shipped ones"),
                            llvm::cl::init("")};
  Option<std::string> emit{*this, "emit",
                           llvm::cl::desc("sequential | async | async-every-op (with objective=makespan:M)"),
                           llvm::cl::init("sequential")};
  Option<std::string> memoryCap{*this, "memory-cap",
                                llvm::cl::desc("with objective=makespan:M: the peak cap (bytes, 3MB, or 1.2x the lowest peak)"),
                                llvm::cl::init("")};
  Option<bool> rewrite{*this, "rewrite",
                       llvm::cl::desc("partition channel concats into partial convolutions (flowsched-opt only)"),
                       llvm::cl::init(false)};

  // emit=async creates async ops: the dialect must be loaded before passes run in parallel.
  void getDependentDialects(DialectRegistry &registry) const final {
    registry.insert<async::AsyncDialect>();
  }

  std::string optionText() const {
    std::string s = "objective=" + objective + " scheduler=" + scheduler +
                    " samples=" + std::to_string(samples) + " seed=" + std::to_string(seed);
    if (maxOps != 0) s += " max-ops=" + std::to_string(maxOps);
    if (!model.empty()) s += " model=" + model;
    if (emit != "sequential") s += " emit=" + emit;
    if (!memoryCap.empty()) s += " memory-cap=" + memoryCap;
    return s;
  }

  LogicalResult initialize(MLIRContext *ctx) final {
    // The rewrite is kept only where the heap after bufferization drops, and the plugin has
    // no bufferization model to judge it by (flowsched-opt bufferizes a copy per candidate).
    if (rewrite) {
      emitError(UnknownLoc::get(ctx))
          << "flowsched-schedule: rewrite=true runs in flowsched-opt, which judges the "
             "rewrite by the heap after bufferization; the plugin cannot (run flowsched-opt "
             "with the same --pass-pipeline)";
      return failure();
    }
    char message[512];
    if (flowsched_check_options(optionText().c_str(), message, sizeof message) != FS_OK) {
      emitError(UnknownLoc::get(ctx)) << StringRef(message);
      return failure();
    }
    return success();
  }

  void runOnOperation() final {
    Operation *op = getOperation();
    auto kinds = dyn_cast<RegionKindInterface>(op);
    std::string name = op->getName().getStringRef().str();
    if (auto sym = op->getAttrOfType<StringAttr>("sym_name")) name = sym.str();
    for (Region &region : op->getRegions()) {
      unsigned r = region.getRegionNumber();
      if ((kinds && !kinds.hasSSADominance(r)) || (!kinds && !op->isRegistered())) {
        op->emitRemark() << "flowsched-schedule: the body of '" << op->getName()
                         << "' is a graph region; left alone";
        continue;
      }
      unsigned b = 0;
      for (Block &block : region) {
        if (failed(scheduleBlock(block, name + "/region" + std::to_string(r) + "/block" +
                                             std::to_string(b++))))
          return signalPassFailure();
      }
    }
  }

  LogicalResult scheduleBlock(Block &block, const std::string &name) {
    std::vector<Operation *> ops;
    for (Operation &op : block) ops.push_back(&op);
    if (ops.size() < 2) return success();
    if (usesBeforeDefs(block)) {
      getOperation()->emitRemark() << "flowsched-schedule: " << name
                                   << " uses values before their definition; left alone";
      return success();
    }
    if (emit != "sequential")
      return flowsched_plugin::emitStreams(block, ops, optionText(), name, getOperation());
    BlockData d;
    describe(block, d);
    // Asked of libMLIR itself: a trait's TypeID instantiated in this shim need not match the
    // one mlir-opt registered (mightHaveTrait here said no for func.return).
    bool terminator = block.mightHaveTerminator();
    std::vector<size_t> order(ops.size());
    // Streamed as StringRef(message), never as the array: MLIR keeps a streamed char array by
    // reference (it takes it for a literal), and mlir-opt's threaded pass manager prints the
    // diagnostic after this frame is gone (a remark came out as garbage in the lit test).
    char message[1024];
    int32_t status = flowsched_schedule_block(
        optionText().c_str(), name.c_str(), d.ops.data(), d.ops.size(), terminator,
        d.outside.data(), d.outsideBytes.data(), d.outside.size(), d.liveOut.data(),
        d.liveOut.size(), d.mayAlias.data(), d.mayAlias.size(), order.data(), message,
        sizeof message);
    if (status == FS_ERROR) return getOperation()->emitError() << StringRef(message);
    if (status == FS_OK_WITH_REMARK)
      getOperation()->emitRemark() << "flowsched-schedule: '" << name << "': " << StringRef(message);
    // Backwards, each op just before the one that follows it; the last one stays last.
    Operation *next = ops[order.back()];
    if (next != &block.back()) next->moveAfter(&block.back());
    for (size_t k = order.size() - 1; k-- > 0;) {
      ops[order[k]]->moveBefore(next);
      next = ops[order[k]];
    }
    return success();
  }
};

/// `flowsched-check-streams`: the race check of emit=async on any module (as flowsched-opt's).
struct FlowschedCheckStreamsPass : public PassWrapper<FlowschedCheckStreamsPass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(FlowschedCheckStreamsPass)

  StringRef getArgument() const final { return "flowsched-check-streams"; }
  StringRef getDescription() const final {
    return "Prove that async.execute regions are ordered wherever they may touch the same memory";
  }

  void runOnOperation() final {
    for (Region &region : getOperation()->getRegions())
      for (Block &block : region) {
        bool checked = false;
        if (failed(flowsched_plugin::checkStreams(block, checked))) return signalPassFailure();
      }
  }
};

} // namespace

extern "C" ::mlir::PassPluginLibraryInfo flowsched_plugin_info() {
  return {MLIR_PLUGIN_API_VERSION, "FlowschedSchedule", "0.1.0", []() {
            ::mlir::PassRegistration<FlowschedSchedulePass>();
            ::mlir::PassRegistration<FlowschedCheckStreamsPass>();
          }};
}
