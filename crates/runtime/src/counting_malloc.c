/* A counting malloc, preloaded (LD_PRELOAD) into flowsched's measurement workers.
 *
 * Every allocation of the process goes through it: the runtime's own allocator, libstdc++'s
 * operator new, MLAS's packing buffers, the JIT's heap. It counts the usable size of each live
 * block (what glibc really reserved for it), so "bytes in use" matches glibc's own accounting
 * (mallinfo2), and it keeps the highest value since the last reset. The real work is done by
 * glibc's __libc_* entry points, which never come back here.
 *
 * The worker finds the three query functions below with dlsym; nothing else links to them. */
#define _GNU_SOURCE
#include <malloc.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <errno.h>
#include <time.h>

extern void *__libc_malloc(size_t);
extern void __libc_free(void *);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);

static int64_t in_use;
static int64_t peak;

/* An optional trace, for diagnosis (scripts/ort_memory_trace.py): while on, each allocation
 * and free appends (wall-clock ns, its signed usable size) to a fixed buffer, so that bytes in
 * use can be lined up with a profiler's node timings, and a profiler's own small records told
 * apart from tensors by their size. No allocation of its own. */
#define TRACE_CAP (1 << 20)
static int64_t trace[TRACE_CAP][2];
static int64_t trace_len;
static int tracing;

static void record(int64_t delta) {
    int64_t i = __atomic_fetch_add(&trace_len, 1, __ATOMIC_RELAXED);
    if (i >= TRACE_CAP) return;
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    trace[i][0] = (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
    trace[i][1] = delta;
}

static void count(void *p, int sign) {
    if (!p) return;
    int64_t n = (int64_t)malloc_usable_size(p) * sign;
    int64_t now = __atomic_add_fetch(&in_use, n, __ATOMIC_RELAXED);
    if (__atomic_load_n(&tracing, __ATOMIC_RELAXED)) record(n);
    if (sign > 0) {
        int64_t seen = __atomic_load_n(&peak, __ATOMIC_RELAXED);
        while (now > seen &&
               !__atomic_compare_exchange_n(&peak, &seen, now, 1, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
        }
    }
}

void *malloc(size_t n) {
    void *p = __libc_malloc(n);
    count(p, 1);
    return p;
}

void free(void *p) {
    count(p, -1);
    __libc_free(p);
}

void *calloc(size_t n, size_t size) {
    void *p = __libc_calloc(n, size);
    count(p, 1);
    return p;
}

void *realloc(void *old, size_t n) {
    if (!old) return malloc(n);
    if (n == 0) {
        free(old);
        return NULL;
    }
    size_t before = malloc_usable_size(old);
    void *p = __libc_realloc(old, n);
    if (p) {
        __atomic_sub_fetch(&in_use, (int64_t)before, __ATOMIC_RELAXED);
        if (__atomic_load_n(&tracing, __ATOMIC_RELAXED)) record(-(int64_t)before);
        count(p, 1);
    }
    return p;
}

void *reallocarray(void *old, size_t n, size_t size) {
    size_t total;
    if (__builtin_mul_overflow(n, size, &total)) {
        errno = ENOMEM;
        return NULL;
    }
    return realloc(old, total);
}

void *memalign(size_t align, size_t n) {
    void *p = __libc_memalign(align, n);
    count(p, 1);
    return p;
}

int posix_memalign(void **out, size_t align, size_t n) {
    if (align < sizeof(void *) || (align & (align - 1)) != 0) return EINVAL;
    void *p = memalign(align, n);
    if (!p) return ENOMEM;
    *out = p;
    return 0;
}

void *aligned_alloc(size_t align, size_t n) { return memalign(align, n); }

void *valloc(size_t n) { return memalign(4096, n); }

void *pvalloc(size_t n) { return memalign(4096, (n + 4095) & ~(size_t)4095); }

/* The query interface. */
int64_t flowsched_alloc_in_use(void) { return __atomic_load_n(&in_use, __ATOMIC_RELAXED); }
int64_t flowsched_alloc_peak(void) { return __atomic_load_n(&peak, __ATOMIC_RELAXED); }
void flowsched_alloc_reset_peak(void) {
    __atomic_store_n(&peak, __atomic_load_n(&in_use, __ATOMIC_RELAXED), __ATOMIC_RELAXED);
}

/* The trace: start (clears it), stop, and its entries (at most TRACE_CAP are kept). */
void flowsched_alloc_trace_start(void) {
    __atomic_store_n(&trace_len, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&tracing, 1, __ATOMIC_RELAXED);
}
void flowsched_alloc_trace_stop(void) { __atomic_store_n(&tracing, 0, __ATOMIC_RELAXED); }
int64_t flowsched_alloc_trace_len(void) {
    int64_t n = __atomic_load_n(&trace_len, __ATOMIC_RELAXED);
    return n < TRACE_CAP ? n : TRACE_CAP;
}
const int64_t *flowsched_alloc_trace(void) { return &trace[0][0]; }
