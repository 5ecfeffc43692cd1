// emit=async inside mlir-opt: the same streams as flowsched-opt's (src/mlir/streams.rs) and
// the same race check (src/mlir/check_streams.rs), written against libMLIR's C++ API. Rust
// plans the streams and judges happens-before on plain data (src/mlir/capi_streams.rs); this
// file only moves ops, creates async ops and numbers events. Async ops are built from their
// generic parts by name, as the Rust side does, so no async C++ class is needed here.

#include "shim.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <set>

using namespace mlir;

namespace flowsched_plugin {
namespace {

bool isAsync(Operation *op) { return op->getName().getDialectNamespace() == "async"; }

bool containsAsync(Operation *op) {
  bool found = false;
  op->walk([&](Operation *o) { found |= isAsync(o); });
  return found;
}

bool containsAsyncBelow(Operation *op) {
  bool found = false;
  op->walk([&](Operation *o) { found |= o != op && isAsync(o); });
  return found;
}

/// `op` and every op nested in it, in pre-order.
std::vector<Operation *> preOrder(Operation *op) {
  std::vector<Operation *> out;
  op->walk<WalkOrder::PreOrder>([&](Operation *o) { out.push_back(o); });
  return out;
}

std::string typeText(Type t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  t.print(os);
  return s;
}

Type parsedType(MLIRContext *ctx, const std::string &text) {
  Type t = parseType(text, ctx);
  assert(t && "async types parse: the pass depends on the async dialect");
  return t;
}

/// An op built from its generic parts, inserted before `before`.
Operation *createBefore(Operation *before, StringRef name, Location loc, ValueRange operands,
                        TypeRange types, ArrayRef<NamedAttribute> attrs = {},
                        Block *body = nullptr) {
  OperationState state(loc, name);
  state.addOperands(operands);
  state.addTypes(types);
  state.addAttributes(attrs);
  if (body) state.addRegion()->push_back(body);
  Operation *op = Operation::create(state);
  before->getBlock()->getOperations().insert(Block::iterator(before), op);
  return op;
}

/// The plan Rust made, with its arrays as spans.
struct Plan {
  const FsStreamPlan &p;
  ArrayRef<size_t> ops(size_t s) const {
    return {p.segment_ops + p.segment_ops_offset[s], p.segment_ops + p.segment_ops_offset[s + 1]};
  }
  /// The waits of the `k`-th op of segment `s`.
  ArrayRef<size_t> waits(size_t s, size_t k) const {
    size_t e = p.segment_ops_offset[s] + k;
    return {p.waits + p.waits_offset[e], p.waits + p.waits_offset[e + 1]};
  }
};

/// The rewrite of src/mlir/streams.rs, step for step (the two must write the same IR).
struct Rewriter {
  Block &block;
  std::vector<Operation *> &ops;
  Plan plan;
  MLIRContext *ctx;
  llvm::DenseMap<Operation *, size_t> index;
  llvm::DenseMap<size_t, size_t> segOf;
  std::vector<Operation *> executes;
  std::vector<std::vector<Value>> yielded;

  Rewriter(Block &block, std::vector<Operation *> &ops, const FsStreamPlan &p)
      : block(block), ops(ops), plan{p}, ctx(ops[0]->getContext()) {
    for (size_t i = 0; i < ops.size(); ++i) index[ops[i]] = i;
    for (size_t s = 0; s < p.num_segments; ++s)
      for (size_t i : plan.ops(s)) segOf[i] = s;
  }

  /// The op of the block that `op` is, or is nested in.
  std::optional<size_t> top(Operation *op) const {
    for (; op; op = op->getParentOp()) {
      auto it = index.find(op);
      if (it != index.end()) return it->second;
    }
    return std::nullopt;
  }

  std::optional<size_t> segmentOf(Operation *op) const {
    auto t = top(op);
    if (!t) return std::nullopt;
    auto it = segOf.find(*t);
    if (it == segOf.end()) return std::nullopt;
    return it->second;
  }

  std::vector<Value> escaping(size_t s) const {
    std::vector<Value> out;
    for (size_t i : plan.ops(s))
      for (Value v : ops[i]->getResults())
        if (llvm::any_of(v.getUsers(), [&](Operation *u) { return segmentOf(u) != s; }))
          out.push_back(v);
    return out;
  }

  void run() {
    Operation *terminator = ops.back();  // the plan keeps the terminator last, in the parent
    for (size_t s = 0; s < plan.p.num_segments; ++s) yielded.push_back(escaping(s));
    for (size_t k = 0; k < plan.p.num_prologue; ++k) ops[plan.p.prologue[k]]->moveBefore(terminator);
    for (size_t s = 0; s < plan.p.num_segments; ++s) executes.push_back(createExecute(s, terminator));
    for (size_t s = 0; s < plan.p.num_segments; ++s) fill(s);
    finish(terminator);
  }

  Operation *createExecute(size_t s, Operation *before) {
    Location loc = ops[plan.ops(s)[0]]->getLoc();
    SmallVector<Value> deps;
    if (plan.p.segment_after[s] >= 0) deps.push_back(executes[plan.p.segment_after[s]]->getResult(0));
    SmallVector<Type> types{parsedType(ctx, "!async.token")};
    for (Value v : yielded[s]) types.push_back(parsedType(ctx, "!async.value<" + typeText(v.getType()) + ">"));
    Block *body = new Block();
    Operation *execute = createBefore(
        before, "async.execute", loc, deps, types,
        {NamedAttribute(StringAttr::get(ctx, "operandSegmentSizes"),
                        DenseI32ArrayAttr::get(ctx, {int32_t(deps.size()), 0}))},
        body);
    OperationState yield(loc, "async.yield");
    yield.addOperands(yielded[s]);
    body->push_back(Operation::create(yield));
    return execute;
  }

  void fill(size_t s) {
    Operation *execute = executes[s];
    Operation *yieldOp = &execute->getRegion(0).front().back();
    std::set<size_t> awaited;
    llvm::DenseMap<Value, Value> local;
    ArrayRef<size_t> segOps = plan.ops(s);
    for (size_t k = 0; k < segOps.size(); ++k) {
      Operation *op = ops[segOps[k]];
      Location loc = op->getLoc();
      for (Operation *inner : preOrder(op))
        for (Value v : inner->getOperands()) {
          Operation *def = v.getDefiningOp();
          if (!def) continue;
          auto from = segmentOf(def);
          if (!from || *from == s || local.count(v)) continue;
          local[v] = awaitValue(*from, v, loc, yieldOp);
          awaited.insert(*from);
        }
      for (size_t w : plan.waits(s, k))
        if (awaited.insert(w).second) awaitToken(w, loc, yieldOp);
      op->moveBefore(yieldOp);
    }
    for (auto &[v, got] : local)
      v.replaceUsesWithIf(got, [&](OpOperand &use) { return execute->isAncestor(use.getOwner()); });
  }

  void finish(Operation *terminator) {
    Location loc = terminator->getLoc();
    for (size_t k = 0; k < plan.p.num_unit_tails; ++k) awaitToken(plan.p.unit_tails[k], loc, terminator);
    for (size_t s = 0; s < yielded.size(); ++s)
      for (Value v : yielded[s]) {
        auto outside = [&](OpOperand &use) {
          return llvm::none_of(executes, [&](Operation *e) { return e->isAncestor(use.getOwner()); });
        };
        if (llvm::none_of(v.getUses(), outside)) continue;
        Value got = awaitValue(s, v, loc, terminator);
        v.replaceUsesWithIf(got, [&](OpOperand &use) { return use.getOwner() != got.getDefiningOp() && outside(use); });
      }
  }

  void awaitToken(size_t s, Location loc, Operation *before) {
    createBefore(before, "async.await", loc, {executes[s]->getResult(0)}, {});
  }

  Value awaitValue(size_t s, Value v, Location loc, Operation *before) {
    size_t k = llvm::find(yielded[s], v) - yielded[s].begin();
    assert(k < yielded[s].size() && "every value used in another segment is yielded");
    Operation *op = createBefore(before, "async.await", loc, {executes[s]->getResult(k + 1)}, {v.getType()});
    return op->getResult(0);
  }
};

/// Moves the ops of `block` into `order` (position → op), the terminator last.
void applyOrder(Block &block, std::vector<Operation *> &ops, const size_t *order) {
  size_t n = ops.size();
  Operation *next = ops[order[n - 1]];
  if (next != &block.back()) next->moveAfter(&block.back());
  for (size_t k = n - 1; k-- > 0;) {
    ops[order[k]]->moveBefore(next);
    next = ops[order[k]];
  }
}

/// Which region and block of `op` `block` is.
std::pair<unsigned, unsigned> positionOf(Operation *op, Block &block) {
  for (Region &r : op->getRegions()) {
    unsigned b = 0;
    for (Block &x : r) {
      if (&x == &block) return {r.getRegionNumber(), b};
      ++b;
    }
  }
  llvm_unreachable("a block is in its parent's regions");
}

} // namespace

LogicalResult emitStreams(Block &block, std::vector<Operation *> &ops, const std::string &options,
                          const std::string &name, Operation *anchor) {
  BlockData d;
  describe(block, d);
  std::vector<uint8_t> parentOk, stack;
  for (size_t i = 0; i < ops.size(); ++i) {
    Operation *op = ops[i];
    bool scalar = llvm::none_of(op->getResultTypes(), [](Type t) { return isa<ShapedType>(t); });
    parentOk.push_back(d.ops[i].effects_kind == 0 && op->getNumRegions() == 0 && scalar);
    stack.push_back(StringRef(d.names[i]).ends_with(".alloca"));
  }
  FsStreamPlan plan{};
  char message[1024];
  FsBlock described = d.view(block.mightHaveTerminator());
  int32_t status = flowsched_plan_streams(options.c_str(), name.c_str(), &described, parentOk.data(),
                                          stack.data(), &plan, message, sizeof message);
  if (status == FS_ERROR) return anchor->emitError() << StringRef(message);
  if (plan.fallback) anchor->emitRemark() << "flowsched-schedule: '" << name << "': " << plan.fallback;
  applyOrder(block, ops, plan.order);
  auto async = llvm::find_if(ops, containsAsync);
  if (async != ops.end()) {
    anchor->emitRemark() << "flowsched-schedule: " << name << ": the block already uses the async dialect ('"
                         << (*async)->getName() << "'); left sequential";
  } else if (!plan.planned) {
    anchor->emitRemark() << "flowsched-schedule: " << name << ": " << plan.left_sequential;
  } else {
    Rewriter(block, ops, plan).run();
  }
  flowsched_free_stream_plan(&plan);
  // A race is a miscompile: nothing leaves the pass unproven.
  bool checked = false;
  if (failed(checkStreams(block, checked)))
    return anchor->emitError() << "flowsched-schedule: " << name
                               << ": the emitted streams failed the race check; refusing to emit";
  return success();
}

LogicalResult checkStreams(Block &block, bool &checked) {
  std::vector<Operation *> parent;
  for (Operation &op : block) parent.push_back(&op);
  std::vector<Operation *> executes;
  for (Operation *op : parent)
    if (op->getName().getStringRef() == "async.execute") executes.push_back(op);
  checked = !executes.empty();
  if (!checked) return success();
  auto error = [](Operation *op, const Twine &message) -> LogicalResult {
    return op->emitError() << "flowsched-check-streams: " << message;
  };
  // Events: the block's ops (stream 0), then each region's (stream k + 1).
  llvm::DenseMap<Operation *, size_t> id;
  std::vector<Operation *> events;
  std::vector<size_t> stream;
  auto add = [&](Operation *op, size_t s) {
    id[op] = events.size();
    events.push_back(op);
    stream.push_back(s);
  };
  for (Operation *op : parent) add(op, 0);
  std::vector<std::vector<Operation *>> bodies;
  for (size_t k = 0; k < executes.size(); ++k) {
    Region &r = executes[k]->getRegion(0);
    if (!r.hasOneBlock() || r.front().getNumArguments() != 0)
      return error(executes[k], "only single-block 'async.execute' regions without body operands are supported");
    std::vector<Operation *> body;
    for (Operation &op : r.front()) {
      StringRef n = op.getName().getStringRef();
      if (containsAsyncBelow(&op) || (isAsync(&op) && n != "async.await" && n != "async.yield"))
        return error(&op, "'" + n + "' inside a stream is not supported");
      add(&op, k + 1);
      body.push_back(&op);
    }
    bodies.push_back(std::move(body));
  }
  for (Operation *op : parent) {
    StringRef n = op->getName().getStringRef();
    bool nestedAsync = containsAsyncBelow(op) && n != "async.execute";
    if (nestedAsync || (isAsync(op) && n != "async.execute" && n != "async.await"))
      return error(op, "'" + n + "' is not supported next to streams");
  }
  auto endOf = [&](Operation *e) -> std::optional<size_t> {
    auto k = llvm::find(executes, e) - executes.begin();
    if (size_t(k) == executes.size() || bodies[k].empty()) return std::nullopt;
    return id[bodies[k].back()];
  };
  auto endOfValue = [&](Value v) -> std::optional<size_t> {
    Operation *def = v.getDefiningOp();
    return def ? endOf(def) : std::nullopt;
  };
  std::vector<size_t> edges;
  auto edge = [&](size_t a, size_t b) { edges.insert(edges.end(), {a, b}); };
  auto sequence = [&](const std::vector<Operation *> &seq) {
    for (size_t i = 1; i < seq.size(); ++i) edge(id[seq[i - 1]], id[seq[i]]);
  };
  sequence(parent);
  for (auto &b : bodies) sequence(b);
  for (size_t k = 0; k < executes.size(); ++k) {
    size_t first = id[bodies[k][0]];
    edge(id[executes[k]], first);
    for (Value v : executes[k]->getOperands())
      if (auto end = endOfValue(v)) edge(*end, first);
  }
  for (size_t i = 0; i < events.size(); ++i)
    if (events[i]->getName().getStringRef() == "async.await" && events[i]->getNumOperands() > 0)
      if (auto end = endOfValue(events[i]->getOperand(0))) edge(*end, i);

  // The block flattened, in a copy of its function: regions inlined in front of their
  // execute, awaited values replaced by the values yielded, async ops gone.
  Operation *func = block.getParentOp();
  auto [r, b] = positionOf(func, block);
  Operation *copy = func->clone();
  std::vector<Operation *> originals = preOrder(func), copies = preOrder(copy);
  llvm::DenseMap<Operation *, Operation *> originalOf;
  for (size_t i = 0; i < copies.size(); ++i) originalOf[copies[i]] = originals[i];
  Block &cblock = *std::next(copy->getRegion(r).begin(), b);
  std::vector<Operation *> cexecutes, local;
  for (Operation &op : cblock) {
    local.push_back(&op);
    if (op.getName().getStringRef() == "async.execute") cexecutes.push_back(&op);
  }
  for (Operation *e : cexecutes)
    for (Operation &op : e->getRegion(0).front()) local.push_back(&op);
  LogicalResult flattened = success();
  for (Operation *w : local) {
    if (w->getName().getStringRef() != "async.await") continue;
    if (w->getNumResults() > 0) {
      Value v = w->getOperand(0);
      Operation *def = v.getDefiningOp();
      if (!def || !llvm::is_contained(cexecutes, def)) {
        flattened = error(originalOf[w], "awaits a value that no 'async.execute' of this block yields");
        break;
      }
      unsigned k = cast<OpResult>(v).getResultNumber();
      Value yielded = def->getRegion(0).front().getTerminator()->getOperand(k - 1);
      w->getResult(0).replaceAllUsesWith(yielded);
    }
    w->erase();
  }
  if (failed(flattened)) {
    copy->erase();
    return failure();
  }
  for (Operation *e : cexecutes) {
    Block &body = e->getRegion(0).front();
    while (&body.front() != body.getTerminator()) body.front().moveBefore(e);
  }
  // Later regions list earlier tokens as dependencies: erase them first.
  for (Operation *e : llvm::reverse(cexecutes)) {
    e->dropAllUses();
    e->erase();
  }
  BlockData d;
  describe(cblock, d);
  bool flatTerminator = cblock.mightHaveTerminator();
  std::vector<size_t> opEvents;
  for (Operation &c : cblock) opEvents.push_back(id[originalOf[&c]]);
  copy->erase();
  // No region may outlive the block: the caller reads what the streams wrote.
  std::vector<size_t> endPairs;
  Operation *terminator = block.mightHaveTerminator() ? block.getTerminator() : nullptr;
  if (terminator)
    for (auto &body : bodies) endPairs.insert(endPairs.end(), {id[body.back()], id[terminator]});
  size_t race[2];
  FsBlock described = d.view(flatTerminator);
  int32_t status =
      flowsched_find_race(&described, opEvents.data(), stream.data(), events.size(), edges.data(),
                          edges.size() / 2, endPairs.data(), endPairs.size() / 2, race);
  if (status == FS_OK) return success();
  if (status == FS_ERROR) return error(block.getParentOp(), "internal error in the race check");
  Operation *a = events[race[0]], *b2 = events[race[1]];
  auto streamName = [&](size_t e) {
    return stream[e] == 0 ? std::string("the parent block") : "stream " + std::to_string(stream[e]);
  };
  if (b2 == terminator)
    return error(b2, "the 'async.execute' region of " + streamName(race[0]) + " may still run at '" +
                         b2->getName().getStringRef() + "': no await on its token before the block ends");
  std::string where = "an unknown location";
  if (auto l = dyn_cast<FileLineColLoc>(a->getLoc()))
    where = (l.getFilename().getValue() + ":" + Twine(l.getLine()) + ":" + Twine(l.getColumn())).str();
  return error(b2, "'" + b2->getName().getStringRef() + "' on " + streamName(race[1]) + " and '" +
                       a->getName().getStringRef() + "' at " + where + " on " + streamName(race[0]) +
                       " may touch the same memory, one writes, and no token orders them (a race)");
}

} // namespace flowsched_plugin
