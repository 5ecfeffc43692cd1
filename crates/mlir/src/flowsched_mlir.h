/* The C ABI around flowsched's MLIR support. Plain data only.
 *
 * - The memory describer (describe.cpp, C++ against MLIR) tells, for each op of a block, which
 *   memory it reads, writes, allocates or frees, and which of those memories may be the same
 *   (MLIR's MemoryEffectOpInterface and LocalAliasAnalysis). Both front ends call it: the
 *   melior importer (src/mlir/import.rs, linked with the crate's MLIR) and the mlir-opt
 *   plugin's shim (plugin/shim.cpp, linked with libMLIR.so).
 * - The scheduler (src/mlir/capi.rs, Rust without MLIR) takes a described block and answers
 *   with an order.
 * src/mlir/capi.rs defines the same structs; keep them in step. */
#ifndef FLOWSCHED_MLIR_H
#define FLOWSCHED_MLIR_H
#include <stddef.h>
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif

typedef struct FsEffect {
  int32_t kind;          /* 0 read, 1 write, 2 alloc, 3 free */
  int32_t resource_kind; /* 0 the memory `resource` names, 2 any memory */
  uint64_t resource;     /* with kind 0: a memory of the block, see FsBlockMemory */
} FsEffect;

/* Two memories of one block that may be the same (or overlap): `a < b`. A memory always
 * aliases itself; every other pair not listed cannot alias. */
typedef struct FsAliasPair {
  uint64_t a;
  uint64_t b;
} FsAliasPair;

typedef struct FsOp {
  const char *name;
  const uint64_t *uses;
  size_t num_uses;
  const uint64_t *results;
  const int64_t *result_bytes; /* < 0: unknown */
  size_t num_results;
  int32_t effects_kind; /* 0 pure, 1 the listed effects, 2 unknown (a barrier) */
  const FsEffect *effects;
  size_t num_effects;
  double flops;
} FsOp;

/* The memory side of one block, as the describer found it; owned by the describer. */
typedef struct FsBlockMemory {
  size_t num_ops;
  const int32_t *effects_kind;   /* per op, as FsOp::effects_kind */
  const size_t *effects_offset;  /* num_ops + 1 entries: op i has effects[offset[i]..offset[i+1]] */
  const FsEffect *effects;
  const FsAliasPair *may_alias;
  size_t num_may_alias;
  void *owner;
} FsBlockMemory;

/* Describes the memory effects of the ops of `block` (an mlir::Block*, the pointer of an
 * MlirBlock). Release with flowsched_free_block_memory. */
void flowsched_describe_block_memory(void *block, FsBlockMemory *out);
void flowsched_free_block_memory(FsBlockMemory *memory);

/* What flowsched_partition_channels did (the `rewrite=` pass option, partition.cpp). */
typedef struct FsPartition {
  size_t concats;      /* channel concats no longer built */
  size_t convolutions; /* convolutions split into partial sums */
  int64_t ops_added;   /* ops after the rewrite minus ops before */
} FsPartition;

/* The channel concats inside `operation` (an mlir::Operation*) whose readers are all
 * convolutions, directly or through channel-wise ops: the candidates, numbered in walk order.
 * Returns their number and sets `*num_ops`. With `offsets` (room for candidates + 1) and `ops`
 * (room for `*num_ops`, from a first call with both null), candidate k touches the ops at
 * indices ops[offsets[k] .. offsets[k + 1]] of its block as it stands: its parts' producers,
 * itself, and its readers down to the convolutions. */
size_t flowsched_partition_candidates(void *operation, size_t *offsets, size_t *ops,
                                      size_t *num_ops);

/* Splits the candidates numbered in `only` (all of them where `only` is null) into partial
 * convolutions over their parts. Edits the IR in place; `out` says what changed. */
void flowsched_partition_channels(void *operation, const size_t *only, size_t num_only,
                                  FsPartition *out);

enum { FS_OK = 0, FS_OK_WITH_REMARK = 1, FS_ERROR = -1 };

int32_t flowsched_check_options(const char *options, char *message, size_t message_len);

int32_t flowsched_schedule_block(const char *options, const char *name, const FsOp *ops,
                                 size_t num_ops, int32_t has_terminator,
                                 const uint64_t *outside_values, const int64_t *outside_bytes,
                                 size_t num_outside, const uint64_t *live_out,
                                 size_t num_live_out, const FsAliasPair *may_alias,
                                 size_t num_may_alias, size_t *order_out, char *message,
                                 size_t message_len);

/* emit=async in the plugin (src/mlir/capi_streams.rs): Rust schedules the block and plans its
 * streams; the shim rewrites the IR and hands the emitted block back for the race check. */
/* A described block as one argument: the arguments of flowsched_schedule_block in a struct. */
typedef struct FsBlock {
  const FsOp *ops;
  size_t num_ops;
  int32_t has_terminator;
  const uint64_t *outside_values;
  const int64_t *outside_bytes;
  size_t num_outside;
  const uint64_t *live_out;
  size_t num_live_out;
  const FsAliasPair *may_alias;
  size_t num_may_alias;
} FsBlock;
typedef struct FsStreamPlan {
  size_t num_ops;
  const size_t *order;            /* position -> op, as flowsched_schedule_block */
  int32_t planned;                /* 1: streams; 0: the block stays sequential */
  const char *left_sequential;    /* with planned 0: why */
  const char *fallback;           /* the scheduler's fallback remark, or null */
  const size_t *prologue;         /* ops that run in the parent first, in order */
  size_t num_prologue;
  size_t num_segments;            /* one async.execute each, emitted in this order */
  const int64_t *segment_after;   /* the previous segment on the same unit, or -1 */
  const size_t *segment_ops_offset; /* num_segments + 1 offsets into segment_ops */
  const size_t *segment_ops;
  const size_t *waits_offset;     /* per entry of segment_ops, + 1: offsets into waits */
  const size_t *waits;            /* segments whose tokens that op awaits first */
  const size_t *unit_tails;       /* the last segment of each unit */
  size_t num_unit_tails;
  void *owner;
} FsStreamPlan;
/* parent_ok[i]: op i may run in the parent (pure, scalar results, no regions); stack[i]: it
 * allocates on the stack. FS_OK fills `out` (release with flowsched_free_stream_plan). */
int32_t flowsched_plan_streams(const char *options, const char *name, const FsBlock *block,
                               const uint8_t *parent_ok, const uint8_t *stack,
                               FsStreamPlan *out, char *message, size_t message_len);
void flowsched_free_stream_plan(FsStreamPlan *plan);
/* The race check: `block` describes the emitted block flattened (regions inlined, awaited values
 * replaced by the yielded ones), op_events[i] is flattened op i's event; events are the
 * block's ops and its regions' ops, event_stream[e] 0 for the block and k for its k-th
 * region; edges and end_pairs hold 2 events per pair. FS_OK: no race; FS_OK_WITH_REMARK:
 * race_out[0..2] is the first unordered pair; FS_ERROR: bad input. */
int32_t flowsched_find_race(const FsBlock *block, const size_t *op_events,
                            const size_t *event_stream, size_t num_events, const size_t *edges,
                            size_t num_edges, const size_t *end_pairs, size_t num_end_pairs,
                            size_t *race_out);
#ifdef __cplusplus
}
#endif
#endif
