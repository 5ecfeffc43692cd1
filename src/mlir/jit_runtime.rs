//! What JIT-compiled code calls back into: the counting allocator behind
//! `_mlir_memref_to_llvm_alloc/free` (exact heap peak of one call) and `memrefCopy`.
//! The JIT runs on the calling thread, so the counters are thread-local.

use std::cell::RefCell;
use std::collections::HashMap;

#[derive(Default)]
struct Heap {
    live: u64,
    peak: u64,
    count: u64,
    sizes: HashMap<usize, (u64, std::alloc::Layout)>,
}

thread_local! {
    static HEAP: RefCell<Heap> = RefCell::new(Heap::default());
}

pub(crate) extern "C" fn counted_alloc(size: u64) -> *mut u8 {
    counted_aligned_alloc(16, size)
}

pub(crate) extern "C" fn counted_aligned_alloc(align: u64, size: u64) -> *mut u8 {
    let layout = std::alloc::Layout::from_size_align(size.max(1) as usize, align.max(16) as usize)
        .expect("MLIR asks for a valid size and power-of-two alignment");
    let ptr = unsafe { std::alloc::alloc(layout) };
    HEAP.with(|h| {
        let mut h = h.borrow_mut();
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
    let entry = HEAP.with(|h| {
        let mut h = h.borrow_mut();
        let e = h.sizes.remove(&(ptr as usize));
        if let Some((size, _)) = e {
            h.live -= size;
        }
        e
    });
    // Memory we did not hand out (e.g. a global) is not ours to free.
    if let Some((_, layout)) = entry {
        unsafe { std::alloc::dealloc(ptr, layout) };
    }
}

pub(crate) fn reset_heap() {
    HEAP.with(|h| {
        let mut h = h.borrow_mut();
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

/// Peak live bytes and allocations since the last [`reset_heap`].
pub(crate) fn heap_peak_and_count() -> (u64, u64) {
    HEAP.with(|h| (h.borrow().peak, h.borrow().count))
}
