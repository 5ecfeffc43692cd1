// flowsched's async runtime: a drop-in replacement for LLVM 22's libmlir_async_runtime.so (the
// C ABI of mlir/ExecutionEngine/AsyncRuntime.h, which `convert-async-to-llvm` calls).
//
// Why: upstream runs the awaiters of a token or value while it holds that object's mutex, and
// an awaiter resumes its coroutine inline. A region resumed that way may complete and emplace
// its own token, resuming further regions inline, until one of them awaits the first object
// and locks a mutex its own thread already holds (docs/mlir.md has the gdb evidence). Here
// awaiters are collected under the lock and run after it is released, and a coroutine awaiter
// is queued on the thread pool instead of resumed inside the emplacing region, so no runtime
// lock is ever held while generated code runs.
//
// Threads: what the embedder asks for, else FLOWSCHED_ASYNC_THREADS, else the machine's
// hardware threads.
// mlir-runner / ExecutionEngine protocol: `__mlir_execution_engine_init` exports the symbols
// (when a library defines it, the engine resolves nothing else in it), and
// `__mlir_execution_engine_destroy` drains the pool before the engine frees the JIT'd code:
// a worker may still be running the tail of a coroutine after its last emplace.

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

#ifndef FLOWSCHED_ASYNC_EMBEDDED
#include "llvm/ADT/StringMap.h"
#endif

namespace {

using CoroHandle = void *;
using CoroResume = void (*)(void *);
using Callback = std::function<void()>;

// An embedder (flowsched's JIT worker, which links this file statically) may carry one pointer
// of context from the thread that queues a coroutine to the worker that resumes it: the JIT
// counts a call's heap per calling thread, and the call's regions run on the pool.
using ContextGet = void *(*)();
using ContextSet = void (*)(void *);
std::atomic<ContextGet> contextGet{nullptr};
std::atomic<ContextSet> contextSet{nullptr};

// Stress mode for differential tests: each resumption on the pool first sleeps a random time
// below this many microseconds, so regions interleave in orders a quiet machine rarely shows.
std::atomic<unsigned> jitterMicros{0};

void jitter() {
  unsigned most = jitterMicros.load(std::memory_order_relaxed);
  if (most == 0)
    return;
  thread_local uint64_t state = std::hash<std::thread::id>()(std::this_thread::get_id()) | 1;
  state ^= state << 13; // xorshift64
  state ^= state >> 7;
  state ^= state << 17;
  std::this_thread::sleep_for(std::chrono::microseconds(state % most));
}

// A fixed pool of workers around one FIFO queue of coroutine resumptions.
class Pool {
public:
  explicit Pool(unsigned n) {
    for (unsigned i = 0; i < n; ++i)
      workers.emplace_back([this] { work(); });
  }
  // Waits until nothing is queued or running (a running task may queue more), then joins.
  ~Pool() {
    std::unique_lock<std::mutex> lock(mu);
    idle.wait(lock, [this] { return pending == 0; });
    stopping = true;
    ready.notify_all();
    lock.unlock();
    for (auto &t : workers)
      t.join();
  }
  void push(CoroHandle h, CoroResume r) {
    ContextGet get = contextGet.load();
    void *context = get ? get() : nullptr;
    std::lock_guard<std::mutex> lock(mu);
    queue.push_back({h, r, context});
    ++pending;
    ready.notify_one();
  }
  size_t size() const { return workers.size(); }
  // Waits until nothing is queued or running: the tail of a coroutine may still run after the
  // call that launched it has returned, and its code must outlive it.
  void drain() {
    std::unique_lock<std::mutex> lock(mu);
    idle.wait(lock, [this] { return pending == 0; });
  }

private:
  struct Task { CoroHandle handle; CoroResume resume; void *context; };
  void work() {
    std::unique_lock<std::mutex> lock(mu);
    for (;;) {
      ready.wait(lock, [this] { return stopping || !queue.empty(); });
      if (queue.empty())
        return; // stopping, and nothing left
      Task t = queue.front();
      queue.pop_front();
      lock.unlock();
      ContextSet set = contextSet.load();
      if (set)
        set(t.context);
      jitter();
      t.resume(t.handle); // never under the pool's lock either
      if (set)
        set(nullptr);
      lock.lock();
      if (--pending == 0)
        idle.notify_all();
    }
  }
  std::mutex mu;
  std::condition_variable ready, idle;
  std::deque<Task> queue;
  size_t pending = 0; // queued + running
  bool stopping = false;
  std::vector<std::thread> workers;
};

// Created by init (or first use), drained and deleted by destroy. Tasks that the drain is
// waiting for still call pool(), so the fast path takes no lock.
std::mutex runtimeMu;
std::atomic<Pool *> runtime{nullptr};

// Set by an embedder before the pool starts; 0: FLOWSCHED_ASYNC_THREADS, else the machine's.
std::atomic<unsigned> requestedThreads{0};

unsigned threadCount() {
  unsigned n = requestedThreads.load();
  if (n == 0) {
    n = std::thread::hardware_concurrency();
    if (const char *env = std::getenv("FLOWSCHED_ASYNC_THREADS"))
      n = static_cast<unsigned>(std::atoi(env));
  }
  return n ? n : 1;
}

Pool &pool() {
  if (Pool *p = runtime.load(std::memory_order_acquire))
    return *p;
  std::lock_guard<std::mutex> lock(runtimeMu);
  if (!runtime.load())
    runtime.store(new Pool(threadCount()), std::memory_order_release);
  return *runtime.load();
}

// Tokens, values and groups share one reference-counted base (the ABI passes them as void*
// to AddRef/DropRef).
struct RefCounted {
  explicit RefCounted(int64_t count) : refs(count) {}
  virtual ~RefCounted() = default;
  void addRef(int64_t n) { refs.fetch_add(n); }
  void dropRef(int64_t n) {
    if (refs.fetch_sub(n) == n)
      delete this;
  }
  std::atomic<int64_t> refs;
};

enum State : int8_t { kUnavailable, kAvailable, kError };

// A token or a value: a terminal state, set once, and the awaiters registered before it.
struct Awaitable : RefCounted {
  // Count 2: one reference for the caller of async.execute, one that the emplace drops.
  Awaitable() : RefCounted(2) {}
  std::atomic<State> state{kUnavailable};
  std::mutex mu;
  std::condition_variable cv;
  std::vector<Callback> awaiters;

  bool ready() const { return state.load() != kUnavailable; }

  void set(State s) {
    std::vector<Callback> run;
    {
      std::lock_guard<std::mutex> lock(mu);
      state = s;
      run.swap(awaiters); // taken under the lock ...
      cv.notify_all();
    }
    for (auto &a : run) // ... run after it is released
      a();
    dropRef(1);
  }

  void wait() {
    std::unique_lock<std::mutex> lock(mu);
    cv.wait(lock, [this] { return ready(); });
  }

  // Runs `cb` now if the state is final, else when it becomes final; never under `mu`.
  void then(Callback cb) {
    {
      std::lock_guard<std::mutex> lock(mu);
      if (!ready()) {
        awaiters.push_back(std::move(cb));
        return;
      }
    }
    cb();
  }

  // A coroutine is resumed inline when the object is ready already (no lock is held then,
  // as upstream does), else queued on the pool by whichever thread sets the state.
  void resumeWhenReady(CoroHandle h, CoroResume r) {
    {
      std::lock_guard<std::mutex> lock(mu);
      if (!ready()) {
        awaiters.push_back([h, r] { pool().push(h, r); });
        return;
      }
    }
    r(h);
  }
};

} // namespace

struct AsyncToken : Awaitable {};
struct AsyncValue : Awaitable {
  explicit AsyncValue(int64_t size) : storage(static_cast<size_t>(size)) {}
  std::vector<std::byte> storage;
};
struct AsyncGroup : RefCounted {
  explicit AsyncGroup(int64_t size) : RefCounted(1), pending(size) {}
  std::atomic<int64_t> pending; // members not ready yet
  std::atomic<int64_t> errors{0};
  std::atomic<int64_t> rank{0};
  std::mutex mu;
  std::condition_variable cv;
  std::vector<Callback> awaiters;

  void memberReady(bool error) {
    if (error)
      errors.fetch_add(1);
    std::vector<Callback> run;
    {
      std::lock_guard<std::mutex> lock(mu);
      if (pending.fetch_sub(1) != 1)
        return;
      run.swap(awaiters);
      cv.notify_all();
    }
    for (auto &a : run)
      a();
  }
};

extern "C" {

void mlirAsyncRuntimeAddRef(void *p, int64_t n) { static_cast<RefCounted *>(p)->addRef(n); }
void mlirAsyncRuntimeDropRef(void *p, int64_t n) { static_cast<RefCounted *>(p)->dropRef(n); }
AsyncToken *mlirAsyncRuntimeCreateToken() { return new AsyncToken(); }
AsyncValue *mlirAsyncRuntimeCreateValue(int64_t size) { return new AsyncValue(size); }
AsyncGroup *mlirAsyncRuntimeCreateGroup(int64_t size) { return new AsyncGroup(size); }

int64_t mlirAsyncRuntimeAddTokenToGroup(AsyncToken *token, AsyncGroup *group) {
  int64_t rank = group->rank.fetch_add(1);
  group->addRef(1); // alive until the token is ready
  token->then([token, group] {
    group->memberReady(token->state.load() == kError);
    group->dropRef(1);
  });
  return rank;
}

void mlirAsyncRuntimeEmplaceToken(AsyncToken *t) { t->set(kAvailable); }
void mlirAsyncRuntimeEmplaceValue(AsyncValue *v) { v->set(kAvailable); }
void mlirAsyncRuntimeSetTokenError(AsyncToken *t) { t->set(kError); }
void mlirAsyncRuntimeSetValueError(AsyncValue *v) { v->set(kError); }
bool mlirAsyncRuntimeIsTokenError(AsyncToken *t) { return t->state.load() == kError; }
bool mlirAsyncRuntimeIsValueError(AsyncValue *v) { return v->state.load() == kError; }
bool mlirAsyncRuntimeIsGroupError(AsyncGroup *g) { return g->errors.load() > 0; }

void mlirAsyncRuntimeAwaitToken(AsyncToken *t) { t->wait(); }
void mlirAsyncRuntimeAwaitValue(AsyncValue *v) { v->wait(); }
void mlirAsyncRuntimeAwaitAllInGroup(AsyncGroup *g) {
  std::unique_lock<std::mutex> lock(g->mu);
  g->cv.wait(lock, [g] { return g->pending.load() == 0; });
}

std::byte *mlirAsyncRuntimeGetValueStorage(AsyncValue *v) { return v->storage.data(); }

void mlirAsyncRuntimeExecute(CoroHandle h, CoroResume r) { pool().push(h, r); }

void mlirAsyncRuntimeAwaitTokenAndExecute(AsyncToken *t, CoroHandle h, CoroResume r) {
  t->resumeWhenReady(h, r);
}
void mlirAsyncRuntimeAwaitValueAndExecute(AsyncValue *v, CoroHandle h, CoroResume r) {
  v->resumeWhenReady(h, r);
}
void mlirAsyncRuntimeAwaitAllInGroupAndExecute(AsyncGroup *g, CoroHandle h, CoroResume r) {
  {
    std::lock_guard<std::mutex> lock(g->mu);
    if (g->pending.load() != 0) {
      g->awaiters.push_back([h, r] { pool().push(h, r); });
      return;
    }
  }
  r(h);
}

// (sic: upstream's spelling, which the lowering calls.)
int64_t mlirAsyncRuntimGetNumWorkerThreads() { return static_cast<int64_t>(pool().size()); }

void mlirAsyncRuntimePrintCurrentThreadId() {
  std::printf("Current thread id: %zu\n", std::hash<std::thread::id>()(std::this_thread::get_id()));
  std::fflush(stdout);
}

#define SYMBOLS(X)                                                                          \
  X(mlirAsyncRuntimeAddRef) X(mlirAsyncRuntimeDropRef) X(mlirAsyncRuntimeCreateToken)           \
  X(mlirAsyncRuntimeCreateValue) X(mlirAsyncRuntimeCreateGroup)                                 \
  X(mlirAsyncRuntimeAddTokenToGroup) X(mlirAsyncRuntimeEmplaceToken)                            \
  X(mlirAsyncRuntimeEmplaceValue) X(mlirAsyncRuntimeSetTokenError)                              \
  X(mlirAsyncRuntimeSetValueError) X(mlirAsyncRuntimeIsTokenError)                              \
  X(mlirAsyncRuntimeIsValueError) X(mlirAsyncRuntimeIsGroupError) X(mlirAsyncRuntimeAwaitToken) \
  X(mlirAsyncRuntimeAwaitValue) X(mlirAsyncRuntimeAwaitAllInGroup)                              \
  X(mlirAsyncRuntimeGetValueStorage) X(mlirAsyncRuntimeExecute)                                 \
  X(mlirAsyncRuntimeAwaitTokenAndExecute) X(mlirAsyncRuntimeAwaitValueAndExecute)               \
  X(mlirAsyncRuntimeAwaitAllInGroupAndExecute) X(mlirAsyncRuntimGetNumWorkerThreads)            \
  X(mlirAsyncRuntimePrintCurrentThreadId)

#ifdef FLOWSCHED_ASYNC_EMBEDDED
// The embedder registers each symbol with its execution engine itself (it has no StringMap),
// sets the pool's size, and hands over its context hooks. A pool of another size is drained
// and replaced: calls never overlap a change of thread count.
void flowsched_async_embed(unsigned threads, ContextGet get, ContextSet set,
                           void (*add)(void *, const char *, void *), void *engine) {
  contextGet.store(get);
  contextSet.store(set);
  {
    std::lock_guard<std::mutex> lock(runtimeMu);
    requestedThreads.store(threads);
    Pool *p = runtime.load();
    if (p && p->size() != threadCount()) {
      delete p;
      runtime.store(nullptr);
    }
  }
  pool();
#define ADD(name) add(engine, #name, reinterpret_cast<void *>(&name));
  SYMBOLS(ADD)
#undef ADD
}

// Stress mode: see jitter().
void flowsched_async_set_jitter(unsigned micros) { jitterMicros.store(micros); }

// Before the embedder frees an engine's code.
void flowsched_async_drain() {
  std::lock_guard<std::mutex> lock(runtimeMu);
  if (Pool *p = runtime.load())
    p->drain();
}
#else
__attribute__((visibility("default"))) void
__mlir_execution_engine_init(llvm::StringMap<void *> &symbols) {
  pool(); // start the workers now rather than inside the first region launch
#define EXPORT(name) symbols[#name] = reinterpret_cast<void *>(&name);
  SYMBOLS(EXPORT)
#undef EXPORT
}

__attribute__((visibility("default"))) void __mlir_execution_engine_destroy() {
  std::lock_guard<std::mutex> lock(runtimeMu);
  delete runtime.load(); // drains the queue and joins the workers
  runtime.store(nullptr);
}
#endif

} // extern "C"
