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

enum { FS_OK = 0, FS_OK_WITH_REMARK = 1, FS_ERROR = -1 };

int32_t flowsched_check_options(const char *options, char *message, size_t message_len);

int32_t flowsched_schedule_block(const char *options, const char *name, const FsOp *ops,
                                 size_t num_ops, int32_t has_terminator,
                                 const uint64_t *outside_values, const int64_t *outside_bytes,
                                 size_t num_outside, const uint64_t *live_out,
                                 size_t num_live_out, const FsAliasPair *may_alias,
                                 size_t num_may_alias, size_t *order_out, char *message,
                                 size_t message_len);

#ifdef __cplusplus
}
#endif
#endif
