//! The counting `malloc` of the workers (`counting_malloc.c`, built by `build.rs` into a small
//! shared library that is embedded here). The parent writes the library to the cache once and
//! starts each worker with it in `LD_PRELOAD`; inside the worker, [`Counter`] reads it.

use std::ffi::{c_char, c_void};
use std::path::PathBuf;

#[cfg(flowsched_counting_malloc)]
const LIBRARY: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/libflowsched_count.so"));

/// The preload library, written to the user's cache under a name that hashes its contents
/// (so different builds never clash), or `None` where it was not built (not Linux/glibc).
pub(crate) fn preload_library() -> std::io::Result<Option<PathBuf>> {
    #[cfg(flowsched_counting_malloc)]
    {
        use sha2::{Digest, Sha256};
        use std::io::Write;
        let hash = Sha256::digest(LIBRARY);
        let hex: String = hash[..8].iter().map(|b| format!("{b:02x}")).collect();
        let dir = cache_dir();
        let path = dir.join(format!("libflowsched_count-{hex}.so"));
        if !path.exists() {
            std::fs::create_dir_all(&dir)?;
            let mut tmp = tempfile::NamedTempFile::new_in(&dir)?;
            tmp.write_all(LIBRARY)?;
            tmp.persist(&path).map_err(|e| e.error)?;
        }
        Ok(Some(path))
    }
    #[cfg(not(flowsched_counting_malloc))]
    Ok(None)
}

#[cfg(flowsched_counting_malloc)]
fn cache_dir() -> PathBuf {
    std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))
        .unwrap_or_else(std::env::temp_dir)
        .join("flowsched")
}

extern "C" {
    fn dlsym(handle: *mut c_void, symbol: *const c_char) -> *mut c_void;
}

/// The counters of the preloaded allocator, when this process has it.
pub struct Counter {
    in_use: extern "C" fn() -> i64,
    peak: extern "C" fn() -> i64,
    reset_peak: extern "C" fn(),
}

impl Counter {
    /// Finds the preloaded allocator's functions in this process, if it was preloaded.
    pub(crate) fn find() -> Option<Counter> {
        // SAFETY: dlsym with RTLD_DEFAULT (null) looks a name up in the loaded objects; the
        // functions found have the signatures of counting_malloc.c.
        unsafe {
            let get = |name: &[u8]| dlsym(std::ptr::null_mut(), name.as_ptr().cast());
            let (a, b, c) = (
                get(b"flowsched_alloc_in_use\0"),
                get(b"flowsched_alloc_peak\0"),
                get(b"flowsched_alloc_reset_peak\0"),
            );
            if a.is_null() || b.is_null() || c.is_null() {
                return None;
            }
            Some(Counter {
                in_use: std::mem::transmute::<*mut c_void, extern "C" fn() -> i64>(a),
                peak: std::mem::transmute::<*mut c_void, extern "C" fn() -> i64>(b),
                reset_peak: std::mem::transmute::<*mut c_void, extern "C" fn()>(c),
            })
        }
    }

    pub(crate) fn in_use(&self) -> i64 {
        (self.in_use)()
    }

    /// Runs `f` and returns its result with the most bytes in use during it, above those in
    /// use before it.
    pub(crate) fn peak_during<T>(&self, f: impl FnOnce() -> T) -> (T, u64) {
        let before = self.in_use();
        (self.reset_peak)();
        let out = f();
        let peak = (self.peak)();
        (out, (peak - before).max(0) as u64)
    }
}

/// glibc's own count of bytes in use (every arena, and blocks it mapped directly): the
/// process-level figure the counter is checked against.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
pub(crate) fn glibc_in_use() -> i64 {
    #[repr(C)]
    struct Mallinfo2 {
        arena: usize,
        ordblks: usize,
        smblks: usize,
        hblks: usize,
        hblkhd: usize,
        usmblks: usize,
        fsmblks: usize,
        uordblks: usize,
        fordblks: usize,
        keepcost: usize,
    }
    extern "C" {
        fn mallinfo2() -> Mallinfo2;
    }
    // SAFETY: mallinfo2 only reads glibc's statistics.
    let m = unsafe { mallinfo2() };
    (m.uordblks + m.hblkhd) as i64
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub(crate) fn glibc_in_use() -> i64 {
    0
}
