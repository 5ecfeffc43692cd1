/* The C ABI between the mlir-opt plugin shim (shim.cpp) and flowsched's Rust scheduler
 * (src/mlir/capi.rs, which defines the same structs). Plain data only: no MLIR object
 * crosses this boundary. */
#ifndef FLOWSCHED_MLIR_H
#define FLOWSCHED_MLIR_H
#include <stddef.h>
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif

typedef struct FsEffect {
  int32_t kind;          /* 0 read, 1 write, 2 alloc, 3 free */
  int32_t resource_kind; /* 0 buffer allocated in the function, 1 from outside, 2 any */
  uint64_t resource;
} FsEffect;

typedef struct FsOp {
  const char *name;
  const uint64_t *uses;
  size_t num_uses;
  const uint64_t *results;
  const int64_t *result_bytes; /* < 0: unknown */
  size_t num_results;
  int32_t effects_kind; /* 0 pure, 1 the listed effects, 2 unknown */
  const FsEffect *effects;
  size_t num_effects;
  double flops;
} FsOp;

enum { FS_OK = 0, FS_OK_WITH_REMARK = 1, FS_ERROR = -1 };

int32_t flowsched_check_options(const char *options, char *message, size_t message_len);

int32_t flowsched_schedule_block(const char *options, const char *name, const FsOp *ops,
                                 size_t num_ops, int32_t has_terminator,
                                 const uint64_t *outside_values, const int64_t *outside_bytes,
                                 size_t num_outside, const uint64_t *live_out,
                                 size_t num_live_out, size_t *order_out, char *message,
                                 size_t message_len);

#ifdef __cplusplus
}
#endif
#endif
