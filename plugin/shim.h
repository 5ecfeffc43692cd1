// What the plugin's two C++ files share: a block described as plain data for the Rust side
// (flowsched_mlir.h), and the streams that emit=async writes (streams.cpp).
#pragma once

#include "flowsched_mlir.h"

#include "mlir/IR/Block.h"
#include "mlir/IR/Operation.h"
#include "mlir/Support/LogicalResult.h"

#include <string>
#include <vector>

namespace flowsched_plugin {

/// A block as FsOps: the vectors own what the FsOps point to.
struct BlockData {
  std::vector<std::string> names;
  std::vector<std::vector<uint64_t>> uses, results;
  std::vector<std::vector<int64_t>> resultBytes;
  std::vector<std::vector<FsEffect>> effects;
  std::vector<FsOp> ops;
  std::vector<uint64_t> outside, liveOut;
  std::vector<int64_t> outsideBytes;
  std::vector<FsAliasPair> mayAlias;

  /// The whole description as one C argument; valid while this lives.
  FsBlock view(bool hasTerminator) const {
    return FsBlock{ops.data(),      ops.size(),         hasTerminator,  outside.data(),
                   outsideBytes.data(), outside.size(), liveOut.data(), liveOut.size(),
                   mayAlias.data(), mayAlias.size()};
  }
};


/// The block as plain data; its memory side comes from flowsched's shared describer
/// (src/mlir/describe.cpp), the same code the melior importer calls.
void describe(mlir::Block &block, BlockData &d);

/// emit=async: schedules `block` (its ops `ops`) with `options`, moves its ops into the order
/// and rewrites it into streams, then proves the result race-free. Remarks and errors go to
/// `anchor` (the pass's op), `name` names the block in them.
mlir::LogicalResult emitStreams(mlir::Block &block, std::vector<mlir::Operation *> &ops,
                                const std::string &options, const std::string &name,
                                mlir::Operation *anchor);

/// The race check of `flowsched-check-streams` on one block; failure when it found a race
/// (reported at the op) or cannot reason about the block. `checked` says whether the block
/// launches streams at all.
mlir::LogicalResult checkStreams(mlir::Block &block, bool &checked);

} // namespace flowsched_plugin
