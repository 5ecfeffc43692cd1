//! What JIT-compiled code calls back into: the counting allocator behind
//! `_mlir_memref_to_llvm_alloc/free` (exact heap peak of one call) and `memrefCopy`.
//! The counters belong to the calling thread; an async region that runs on the async
//! runtime's pool adopts the counters of the call that queued it ([`heap_context`]).

use std::cell::Cell;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

#[derive(Default)]
struct Heap {
    live: u64,
    peak: u64,
    count: u64,
    sizes: HashMap<usize, (u64, std::alloc::Layout)>,
    /// Differential testing: fresh blocks get [`FRESH_BYTE`], freed ones [`FREED_BYTE`] and
    /// stay allocated (quarantined) until [`end_poisoned_call`], so a read after free sees the
    /// poison and a write after free is found when the quarantine is checked.
    poison: bool,
    quarantine: Vec<(usize, u64, std::alloc::Layout)>,
}

/// What a fresh allocation holds when poisoning is on.
pub const FRESH_BYTE: u8 = 0xA5;
/// What freed memory holds when poisoning is on.
pub const FREED_BYTE: u8 = 0xDB;

thread_local! {
    static HEAP: Arc<Mutex<Heap>> = Arc::new(Mutex::new(Heap::default()));
    /// On an async runtime worker, while it runs a region: the heap of the region's call.
    static ADOPTED: Cell<*const Mutex<Heap>> = const { Cell::new(std::ptr::null()) };
}

/// Runs `f` on the heap this thread counts into: its own, or the one it adopted.
fn with_heap<R>(f: impl FnOnce(&mut Heap) -> R) -> R {
    let adopted = ADOPTED.with(|a| a.get());
    let lock = |m: &Mutex<Heap>| f(&mut m.lock().unwrap_or_else(|e| e.into_inner()));
    if adopted.is_null() {
        HEAP.with(|h| lock(h))
    } else {
        // Valid: the calling thread owns it, and the call drains the pool before it returns.
        lock(unsafe { &*adopted })
    }
}

/// The heap this thread counts into, for the async runtime to carry to the worker that
/// resumes a region this thread queues.
pub(crate) extern "C" fn heap_context() -> *mut std::ffi::c_void {
    let adopted = ADOPTED.with(|a| a.get());
    if adopted.is_null() {
        HEAP.with(|h| Arc::as_ptr(h) as *mut std::ffi::c_void)
    } else {
        adopted as *mut std::ffi::c_void
    }
}

/// Counts into `context` (from [`heap_context`]) until adopted again; null: the thread's own.
pub(crate) extern "C" fn adopt_heap(context: *mut std::ffi::c_void) {
    ADOPTED.with(|a| a.set(context as *const Mutex<Heap>));
}

pub(crate) extern "C" fn counted_alloc(size: u64) -> *mut u8 {
    counted_aligned_alloc(16, size)
}

pub(crate) extern "C" fn counted_aligned_alloc(align: u64, size: u64) -> *mut u8 {
    let layout = std::alloc::Layout::from_size_align(size.max(1) as usize, align.max(16) as usize)
        .expect("MLIR asks for a valid size and power-of-two alignment");
    let ptr = unsafe { std::alloc::alloc(layout) };
    with_heap(|h| {
        if h.poison && !ptr.is_null() {
            unsafe { std::ptr::write_bytes(ptr, FRESH_BYTE, layout.size()) };
        }
        h.live += size;
        h.count += 1;
        h.peak = h.peak.max(h.live);
        h.sizes.insert(ptr as usize, (size, layout));
    });
    ptr
}

pub(crate) extern "C" fn counted_free(ptr: *mut u8) {
    if ptr.is_null() {
        return;
    }
    let entry = with_heap(|h| {
        let e = h.sizes.remove(&(ptr as usize));
        if let Some((size, layout)) = e {
            h.live -= size;
            if h.poison {
                unsafe { std::ptr::write_bytes(ptr, FREED_BYTE, layout.size()) };
                h.quarantine.push((ptr as usize, size, layout));
                return None;
            }
        }
        e
    });
    // Memory we did not hand out (e.g. a global) is not ours to free.
    if let Some((_, layout)) = entry {
        unsafe { std::alloc::dealloc(ptr, layout) };
    }
}

pub(crate) fn reset_heap() {
    with_heap(|h| {
        h.peak = h.live;
        h.count = 0;
    });
}

/// `UnrankedMemRefType<char>` of the C runner utils: rank and a ranked descriptor
/// `{allocated, aligned, offset, sizes[rank], strides[rank]}`.
#[repr(C)]
pub(crate) struct UnrankedMemRef {
    rank: i64,
    descriptor: *const i64,
}

/// `memrefCopy(elemSize, src, dst)` as `memref.copy` lowers to for non-contiguous layouts:
/// an element-wise strided copy.
pub(crate) extern "C" fn memref_copy(
    elem_size: i64,
    src: *const UnrankedMemRef,
    dst: *const UnrankedMemRef,
) {
    let (src, dst) = unsafe { (&*src, &*dst) };
    let rank = src.rank as usize;
    let read = |d: *const i64, i: usize| unsafe { *d.add(i) };
    let sizes: Vec<i64> = (0..rank).map(|i| read(src.descriptor, 3 + i)).collect();
    let (s_strides, d_strides): (Vec<i64>, Vec<i64>) = (0..rank)
        .map(|i| {
            (
                read(src.descriptor, 3 + rank + i),
                read(dst.descriptor, 3 + rank + i),
            )
        })
        .unzip();
    let (s_base, d_base) = (
        read(src.descriptor, 1) as *const u8,
        read(dst.descriptor, 1) as *mut u8,
    );
    let (s_off, d_off) = (read(src.descriptor, 2), read(dst.descriptor, 2));
    let total: i64 = sizes.iter().product();
    let mut index = vec![0i64; rank];
    for _ in 0..total {
        let s = s_off
            + index
                .iter()
                .zip(&s_strides)
                .map(|(i, s)| i * s)
                .sum::<i64>();
        let d = d_off
            + index
                .iter()
                .zip(&d_strides)
                .map(|(i, s)| i * s)
                .sum::<i64>();
        unsafe {
            std::ptr::copy_nonoverlapping(
                s_base.add((s * elem_size) as usize),
                d_base.add((d * elem_size) as usize),
                elem_size as usize,
            )
        };
        for k in (0..rank).rev() {
            index[k] += 1;
            if index[k] < sizes[k] {
                break;
            }
            index[k] = 0;
        }
    }
}

/// Starts a call with poisoned allocations (see [`Heap::poison`]).
pub(crate) fn begin_poisoned_call() {
    with_heap(|h| h.poison = true);
    reset_heap();
}

/// Ends a poisoned call: releases the quarantine and says whether freed memory was written
/// after its free (the number of such blocks).
pub(crate) fn end_poisoned_call() -> usize {
    let quarantine = with_heap(|h| {
        h.poison = false;
        std::mem::take(&mut h.quarantine)
    });
    let mut written = 0;
    for (ptr, _, layout) in quarantine {
        let bytes = unsafe { std::slice::from_raw_parts(ptr as *const u8, layout.size()) };
        if bytes.iter().any(|&b| b != FREED_BYTE) {
            written += 1;
        }
        unsafe { std::alloc::dealloc(ptr as *mut u8, layout) };
    }
    written
}

/// Peak live bytes and allocations since the last [`reset_heap`].
pub(crate) fn heap_peak_and_count() -> (u64, u64) {
    with_heap(|h| (h.peak, h.count))
}
