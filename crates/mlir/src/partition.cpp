// Channel-wise partitioning at the tensor level (the `rewrite=` pass option), for both front
// ends (see flowsched_mlir.h): a `tensor.concat` along the channels whose every reader is a
// `linalg.conv_2d_nchw_fchw` (reached directly or through channel-wise ops) becomes partial
// convolutions, one per part, accumulating into the convolution's init in turn:
//
//   conv(concat(a, b), W, init)  =  conv(b, W[:, ca:], conv(a, W[:, :ca], init))
//
// so no buffer ever holds the whole concatenation, and each part can be freed once its
// partial has run. Channel-wise ops between the concat and the convolutions (element-wise
// `linalg.generic`, depthwise convolutions, NCHW pooling, spatial `tensor.pad`) run once per
// part. The result differs from the input's by float rounding only (the sum is reassociated).
//
// Ops are matched by name and operand layout, never by C++ type: in the mlir-opt plugin a
// TypeID instantiated here need not match libMLIR's (see shim.cpp). Anything not recognised
// keeps the concat whole: a rewrite is made only where every reader is understood.

#include "flowsched_mlir.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

#include <string>

using namespace mlir;

namespace {

constexpr unsigned kChannels = 1; // NCHW

/// How a recognised reader of a partitioned value treats it.
enum class Reader {
  None,        // not understood: the concat stays whole
  Sink,        // a convolution over all channels: one partial per part
  ChannelWise, // runs once per part and yields parts
};

bool named(Operation *op, StringRef name) { return op->getName().getStringRef() == name; }

/// Every use of `v` by `op` is operand 0 (the data input).
bool onlyAsInput(Operation *op, Value v) {
  for (OpOperand &use : op->getOpOperands())
    if (use.get() == v && use.getOperandNumber() != 0) return false;
  return true;
}

std::string printed(Attribute a) {
  std::string s;
  llvm::raw_string_ostream os(s);
  a.print(os);
  return s;
}

/// An element-wise `linalg.generic`: one input, one init, identity maps, all loops parallel,
/// and no `linalg.index` (which would see the part's channel numbers, not the whole's).
bool isElementwiseGeneric(Operation *op) {
  if (!named(op, "linalg.generic") || op->getNumOperands() != 2 || op->getNumResults() != 1)
    return false;
  auto maps = op->getAttrOfType<ArrayAttr>("indexing_maps");
  auto iterators = op->getAttrOfType<ArrayAttr>("iterator_types");
  if (!maps || !iterators || maps.size() != 2) return false;
  for (Attribute m : maps) {
    auto map = dyn_cast<AffineMapAttr>(m);
    if (!map || !map.getValue().isIdentity()) return false;
  }
  for (Attribute it : iterators)
    if (printed(it) != "#linalg.iterator_type<parallel>") return false;
  bool usesIndex = false;
  op->walk([&](Operation *inner) { usesIndex |= named(inner, "linalg.index"); });
  return !usesIndex;
}

/// A `tensor.pad` that pads only the spatial dimensions, by static amounts.
bool isSpatialPad(Operation *op) {
  if (!named(op, "tensor.pad") || op->getNumOperands() != 1) return false;
  auto low = op->getAttrOfType<DenseI64ArrayAttr>("static_low");
  auto high = op->getAttrOfType<DenseI64ArrayAttr>("static_high");
  return low && high && low.size() > kChannels && low[kChannels] == 0 && high[kChannels] == 0;
}

Reader readerKind(Operation *op, Value v) {
  if (op->getNumResults() != 1 || !onlyAsInput(op, v)) return Reader::None;
  if (named(op, "linalg.conv_2d_nchw_fchw") && op->getNumOperands() == 3) return Reader::Sink;
  if ((named(op, "linalg.depthwise_conv_2d_nchw_chw") || named(op, "linalg.pooling_nchw_max") ||
       named(op, "linalg.pooling_nchw_sum")) &&
      op->getNumOperands() == 3)
    return Reader::ChannelWise;
  if (isElementwiseGeneric(op) || isSpatialPad(op)) return Reader::ChannelWise;
  return Reader::None;
}

/// A static NCHW tensor type.
RankedTensorType nchw(Value v) {
  auto t = dyn_cast<RankedTensorType>(v.getType());
  return t && t.getRank() == 4 && t.hasStaticShape() ? t : RankedTensorType();
}

/// Every reader of `v`, and of what channel-wise readers make from it, is understood and in
/// `block`.
bool splittable(Value v, Block *block) {
  if (!nchw(v) || v.use_empty()) return false;
  for (Operation *user : v.getUsers()) {
    if (user->getBlock() != block) return false;
    switch (readerKind(user, v)) {
    case Reader::None:
      return false;
    case Reader::Sink:
      if (!nchw(user->getOperand(1)) || !nchw(user->getResult(0))) return false;
      break;
    case Reader::ChannelWise:
      if (named(user, "linalg.depthwise_conv_2d_nchw_chw")) {
        auto filter = dyn_cast<RankedTensorType>(user->getOperand(1).getType());
        if (!filter || !filter.hasStaticShape()) return false;
      }
      if (!splittable(user->getResult(0), block)) return false;
      break;
    }
  }
  return true;
}

RankedTensorType withChannels(RankedTensorType t, int64_t channels, unsigned dim = kChannels) {
  SmallVector<int64_t> shape(t.getShape());
  shape[dim] = channels;
  return RankedTensorType::get(shape, t.getElementType(), t.getEncoding());
}

/// `source[.., offset : offset + size, ..]` along `dim`.
Value slice(OpBuilder &b, Location loc, Value source, unsigned dim, int64_t offset, int64_t size) {
  auto type = cast<RankedTensorType>(source.getType());
  SmallVector<OpFoldResult> offsets, sizes, strides;
  for (unsigned d = 0; d < type.getRank(); ++d) {
    offsets.push_back(b.getIndexAttr(d == dim ? offset : 0));
    sizes.push_back(b.getIndexAttr(d == dim ? size : type.getDimSize(d)));
    strides.push_back(b.getIndexAttr(1));
  }
  return tensor::ExtractSliceOp::create(b, loc, source, offsets, sizes, strides).getResult();
}

/// The init of one part's op: a fresh `tensor.empty` (or a fill of one) where the whole's is
/// one, so bufferization never allocates the whole; otherwise a slice of the whole's init.
Value partInit(OpBuilder &b, Location loc, Value init, int64_t offset, int64_t channels,
               int64_t &opsAdded) {
  auto type = withChannels(cast<RankedTensorType>(init.getType()), channels);
  Operation *def = init.getDefiningOp();
  if (def && named(def, "tensor.empty") && def->getNumOperands() == 0) {
    opsAdded += 1;
    return tensor::EmptyOp::create(b, loc, type.getShape(), type.getElementType()).getResult();
  }
  if (def && named(def, "linalg.fill") && def->getNumOperands() == 2 &&
      def->getNumResults() == 1) {
    Operation *empty = def->getOperand(1).getDefiningOp();
    if (empty && named(empty, "tensor.empty") && empty->getNumOperands() == 0) {
      Value fresh =
          tensor::EmptyOp::create(b, loc, type.getShape(), type.getElementType()).getResult();
      Operation *fill = b.clone(*def);
      fill->setOperand(1, fresh);
      fill->getResult(0).setType(type);
      opsAdded += 2;
      return fill->getResult(0);
    }
  }
  opsAdded += 1;
  return slice(b, loc, init, kChannels, offset, channels);
}

struct Splitter {
  FsPartition &stats;

  /// Replaces every reader of `whole` by its per-part form, given `whole`'s parts.
  void split(Value whole, ArrayRef<Value> parts, ArrayRef<int64_t> offsets,
             ArrayRef<int64_t> channels) {
    llvm::SetVector<Operation *> users;
    for (Operation *u : whole.getUsers()) users.insert(u);
    for (Operation *op : users) {
      OpBuilder b(op);
      Location loc = op->getLoc();
      if (readerKind(op, whole) == Reader::Sink) {
        // Partial convolutions, each accumulating into the previous one's result.
        Value acc = op->getOperand(2);
        for (size_t i = 0; i < parts.size(); ++i) {
          Value weights = slice(b, loc, op->getOperand(1), kChannels, offsets[i], channels[i]);
          Operation *partial = b.clone(*op);
          partial->setOperand(0, parts[i]);
          partial->setOperand(1, weights);
          partial->setOperand(2, acc);
          acc = partial->getResult(0);
          stats.ops_added += 2;
        }
        op->getResult(0).replaceAllUsesWith(acc);
        op->erase();
        stats.ops_added -= 1;
        ++stats.convolutions;
        continue;
      }
      SmallVector<Value> made;
      auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
      for (size_t i = 0; i < parts.size(); ++i) {
        // The part's operands first: each must be defined before the op that reads it.
        Value filter, init;
        if (named(op, "linalg.depthwise_conv_2d_nchw_chw")) {
          filter = slice(b, loc, op->getOperand(1), 0, offsets[i], channels[i]);
          stats.ops_added += 1;
        }
        unsigned last = op->getNumOperands() - 1;
        if (last > 0 && !named(op, "tensor.pad"))
          init = partInit(b, loc, op->getOperand(last), offsets[i], channels[i], stats.ops_added);
        Operation *part = b.clone(*op);
        part->setOperand(0, parts[i]);
        if (filter) part->setOperand(1, filter);
        if (init) part->setOperand(last, init);
        part->getResult(0).setType(withChannels(resultType, channels[i]));
        made.push_back(part->getResult(0));
        ++stats.ops_added;
      }
      split(op->getResult(0), made, offsets, channels);
      Value wholeInit = op->getNumOperands() > 1 && !named(op, "tensor.pad")
                            ? op->getOperand(op->getNumOperands() - 1)
                            : Value();
      op->erase();
      stats.ops_added -= 1;
      eraseUnusedInit(wholeInit);
    }
  }

  /// The whole's init, where nothing reads it any more: its `tensor.empty` (and the fill of
  /// it) would only be dead code in the output.
  void eraseUnusedInit(Value init) {
    Operation *def = init ? init.getDefiningOp() : nullptr;
    if (!def || !def->use_empty()) return;
    if (named(def, "linalg.fill") && def->getNumOperands() == 2) {
      Value empty = def->getOperand(1);
      def->erase();
      stats.ops_added -= 1;
      eraseUnusedInit(empty);
    } else if (named(def, "tensor.empty")) {
      def->erase();
      stats.ops_added -= 1;
    }
  }
};

/// The channel concats of `root` that can be partitioned, in walk order (the candidates'
/// numbering).
SmallVector<Operation *> candidates(Operation *root) {
  SmallVector<Operation *> found;
  root->walk([&](Operation *op) {
    if (!named(op, "tensor.concat") || op->getNumResults() != 1 || op->getNumOperands() < 2)
      return;
    auto dim = op->getAttrOfType<IntegerAttr>("dim");
    if (!dim || dim.getInt() != kChannels) return;
    for (Value p : op->getOperands())
      if (!nchw(p)) return;
    if (splittable(op->getResult(0), op->getBlock())) found.push_back(op);
  });
  return found;
}

/// The ops a rewrite of `concat` touches: its parts' producers in its block, itself, and
/// every reader down to the convolutions.
void touched(Operation *concat, llvm::SetVector<Operation *> &ops) {
  for (Value p : concat->getOperands())
    if (Operation *def = p.getDefiningOp())
      if (def->getBlock() == concat->getBlock()) ops.insert(def);
  SmallVector<Operation *> work{concat};
  while (!work.empty()) {
    Operation *op = work.pop_back_val();
    if (!ops.insert(op) || named(op, "linalg.conv_2d_nchw_fchw")) continue;
    for (Operation *user : op->getResult(0).getUsers()) work.push_back(user);
  }
}

} // namespace

extern "C" size_t flowsched_partition_candidates(void *operation, size_t *offsets, size_t *ops,
                                                 size_t *num_ops) {
  auto found = candidates(static_cast<Operation *>(operation));
  size_t total = 0;
  for (size_t k = 0; k < found.size(); ++k) {
    llvm::SetVector<Operation *> set;
    touched(found[k], set);
    if (offsets) {
      offsets[k] = total;
      llvm::DenseMap<Operation *, size_t> index;
      size_t i = 0;
      for (Operation &op : *found[k]->getBlock()) index[&op] = i++;
      for (Operation *op : set) ops[total++] = index[op];
    } else {
      total += set.size();
    }
  }
  if (offsets) offsets[found.size()] = total;
  *num_ops = total;
  return found.size();
}

extern "C" void flowsched_partition_channels(void *operation, const size_t *only, size_t num_only,
                                             FsPartition *out) {
  *out = FsPartition{0, 0, 0};
  auto found = candidates(static_cast<Operation *>(operation));
  llvm::SmallDenseSet<size_t> chosen(only, only + num_only);
  Splitter splitter{*out};
  for (size_t k = 0; k < found.size(); ++k) {
    if (only && !chosen.contains(k)) continue;
    Operation *concat = found[k];
    SmallVector<Value> parts(concat->getOperands());
    SmallVector<int64_t> offsets, channels;
    int64_t offset = 0;
    for (Value p : parts) {
      offsets.push_back(offset);
      channels.push_back(nchw(p).getDimSize(kChannels));
      offset += channels.back();
    }
    splitter.split(concat->getResult(0), parts, offsets, channels);
    concat->erase();
    out->ops_added -= 1;
    ++out->concats;
  }
}
