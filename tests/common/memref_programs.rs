//! Random memref programs with aliasing, for differential testing of the MLIR pass: straight
//! line with `scf.if`, every way of making an alias the pass must see through or give up on
//! (select, scf.if results, casts, reinterpret_cast, expand/collapse_shape, subviews, calls to
//! external functions, memrefs stored into memory and loaded back), loads, stores, frees
//! (also through views) and large short-lived buffers that tempt a memory scheduler.
//!
//! Every program is valid as written: no access or free after a free, each buffer freed once.
//! `@main(%c0, %c1, %c2: i1, %v: f32, %out: memref<16xf32>)` leaves what it computed in %out.

use flowsched::mlir::jit_memref::{JitArg, MemRef1D, MemrefRunner};
use flowsched::mlir::opt::{self, OptOptions};
use flowsched::mlir::session::Session;
use rand::{Rng, SeedableRng};
use std::fmt::Write;

/// The conditions `@main` takes: every combination runs, so each select and `scf.if` goes
/// both ways.
pub const CONDITIONS: usize = 3;

const FULL: &str = "memref<64xf32>";
const SUB: &str = "memref<32xf32, strided<[1], offset: 16>>";
const INDICES: [u32; 8] = [0, 1, 5, 16, 17, 31, 40, 63];

#[derive(Clone)]
struct View {
    name: String,
    /// Full views are `memref<64xf32>`; the others are 32-element subviews at offset 16.
    full: bool,
    /// The allocations it may point into.
    roots: Vec<usize>,
    /// Frees its one root when deallocated (the root itself or a whole-buffer view of it).
    frees_root: bool,
}

struct Generator<R: Rng> {
    rng: R,
    body: String,
    next: usize,
    freed: Vec<bool>,
    /// The root value of each allocation.
    root_names: Vec<String>,
    views: Vec<View>,
    scalars: Vec<String>,
}

impl<R: Rng> Generator<R> {
    fn fresh(&mut self, prefix: &str) -> String {
        self.next += 1;
        format!("%{prefix}{}", self.next)
    }
    fn line(&mut self, text: &str) {
        writeln!(self.body, "  {text}").unwrap();
    }
    fn live_views(&self, full_only: bool) -> Vec<usize> {
        (0..self.views.len())
            .filter(|&i| {
                let v = &self.views[i];
                (!full_only || v.full) && v.roots.iter().all(|&r| !self.freed[r])
            })
            .collect()
    }
    fn pick<T: Copy>(&mut self, xs: &[T]) -> Option<T> {
        (!xs.is_empty()).then(|| xs[self.rng.random_range(0..xs.len())])
    }
    fn cond(&mut self) -> String {
        format!("%c{}", self.rng.random_range(0..CONDITIONS))
    }
    fn scalar(&mut self) -> String {
        let i = self.rng.random_range(0..self.scalars.len());
        self.scalars[i].clone()
    }
    fn index(&mut self, full: bool) -> String {
        let limit = if full { 64 } else { 32 };
        let ok: Vec<u32> = INDICES.iter().copied().filter(|&i| i < limit).collect();
        format!("%k{}", self.pick(&ok).unwrap())
    }
    fn ty(full: bool) -> &'static str {
        if full {
            FULL
        } else {
            SUB
        }
    }
    fn add_view(&mut self, name: String, full: bool, roots: Vec<usize>, frees_root: bool) {
        let mut roots = roots;
        roots.sort_unstable();
        roots.dedup();
        let frees_root = frees_root && roots.len() == 1;
        self.views.push(View {
            name,
            full,
            roots,
            frees_root,
        });
    }

    fn alloc(&mut self) {
        let name = self.fresh("buf");
        self.line(&format!("{name} = memref.alloc() : {FULL}"));
        self.freed.push(false);
        self.root_names.push(name.clone());
        let root = self.freed.len() - 1;
        self.add_view(name, true, vec![root], true);
    }

    /// One statement of a randomly chosen kind (skipped when nothing fits).
    fn statement(&mut self) {
        let full = self.live_views(true);
        let any = self.live_views(false);
        match self.rng.random_range(0..100) {
            0..=9 => self.alloc(),
            10..=20 => {
                // A value that is one of two buffers, chosen at run time.
                let (Some(x), Some(y)) = (self.pick(&full), self.pick(&full)) else {
                    return;
                };
                let (c, by_if) = (self.cond(), self.rng.random_range(0..11) >= 6);
                let (xn, yn) = (self.views[x].name.clone(), self.views[y].name.clone());
                let name = self.fresh(if by_if { "if" } else { "sel" });
                if by_if {
                    self.line(&format!("{name} = scf.if {c} -> ({FULL}) {{"));
                    self.line(&format!("  scf.yield {xn} : {FULL}"));
                    self.line("} else {");
                    self.line(&format!("  scf.yield {yn} : {FULL}"));
                    self.line("}");
                } else {
                    self.line(&format!("{name} = arith.select {c}, {xn}, {yn} : {FULL}"));
                }
                let roots = [self.views[x].roots.clone(), self.views[y].roots.clone()].concat();
                self.add_view(name, true, roots, x == y && self.views[x].frees_root);
            }
            21..=27 => {
                let Some(x) = self.pick(&full) else { return };
                let xn = self.views[x].name.clone();
                let name = self.fresh("view");
                match self.rng.random_range(0..6) {
                    0 => {
                        let t = self.fresh("dyn");
                        self.line(&format!("{t} = memref.cast {xn} : {FULL} to memref<?xf32>"));
                        self.line(&format!("{name} = memref.cast {t} : memref<?xf32> to {FULL}"));
                    }
                    1 => self.line(&format!("{name} = memref.reinterpret_cast {xn} to offset: [0], sizes: [64], strides: [1] : {FULL} to {FULL}")),
                    2 => {
                        let e = self.fresh("expanded");
                        self.line(&format!("{e} = memref.expand_shape {xn} [[0, 1]] output_shape [8, 8] : {FULL} into memref<8x8xf32>"));
                        self.line(&format!("{name} = memref.collapse_shape {e} [[0, 1]] : memref<8x8xf32> into {FULL}"));
                    }
                    3 => self.line(&format!("{name} = func.call @ext_id({xn}) : ({FULL}) -> {FULL}")),
                    4 => {
                        let b = self.fresh("box");
                        self.line(&format!("{b} = memref.alloca() : memref<{FULL}>"));
                        self.line(&format!("memref.store {xn}, {b}[] : memref<{FULL}>"));
                        self.line(&format!("{name} = memref.load {b}[] : memref<{FULL}>"));
                    }
                    _ => {
                        self.line(&format!("{name} = memref.subview {xn}[16] [32] [1] : {FULL} to {SUB}"));
                        let roots = self.views[x].roots.clone();
                        self.add_view(name, false, roots, false);
                        return;
                    }
                }
                let (roots, frees) = (self.views[x].roots.clone(), self.views[x].frees_root);
                self.add_view(name, true, roots, frees);
            }
            28..=45 => {
                let Some(x) = self.pick(&any) else { return };
                let f = self.views[x].full;
                let (val, k, xn) = (self.scalar(), self.index(f), self.views[x].name.clone());
                self.line(&format!("memref.store {val}, {xn}[{k}] : {}", Self::ty(f)));
            }
            46..=65 => {
                let Some(x) = self.pick(&any) else { return };
                let f = self.views[x].full;
                let (k, xn) = (self.index(f), self.views[x].name.clone());
                let name = self.fresh("ld");
                self.line(&format!("{name} = memref.load {xn}[{k}] : {}", Self::ty(f)));
                self.scalars.push(name);
            }
            66..=71 => {
                let (a, b) = (self.scalar(), self.scalar());
                let name = self.fresh("sum");
                let op = ["arith.addf", "arith.mulf", "arith.subf"][self.rng.random_range(0..3)];
                self.line(&format!("{name} = {op} {a}, {b} : f32"));
                self.scalars.push(name);
            }
            72..=77 => {
                let Some(x) = self.pick(&any) else { return };
                let f = self.views[x].full;
                let (c, val, k, xn) = (
                    self.cond(),
                    self.scalar(),
                    self.index(f),
                    self.views[x].name.clone(),
                );
                self.line(&format!("scf.if {c} {{"));
                self.line(&format!(
                    "  memref.store {val}, {xn}[{k}] : {}",
                    Self::ty(f)
                ));
                self.line("}");
            }
            78..=82 => {
                let Some(x) = self.pick(&full) else { return };
                let xn = self.views[x].name.clone();
                self.line(&format!("func.call @ext_bump({xn}) : ({FULL}) -> ()"));
            }
            83..=89 => self.free_one(),
            _ => {
                // A large buffer for a moment: a memory scheduler wants everything else's
                // lifetime out of its way.
                let (g, val, l) = (self.fresh("big"), self.scalar(), self.fresh("ld"));
                self.line(&format!("{g} = memref.alloc() : memref<16384xf32>"));
                self.line(&format!(
                    "memref.store {val}, {g}[%k63] : memref<16384xf32>"
                ));
                self.line(&format!("{l} = memref.load {g}[%k63] : memref<16384xf32>"));
                self.line(&format!("memref.dealloc {g} : memref<16384xf32>"));
                self.scalars.push(l);
            }
        }
    }

    /// Frees one live allocation, through the root or through a whole-buffer view of it.
    fn free_one(&mut self) {
        let candidates: Vec<usize> = self
            .live_views(true)
            .into_iter()
            .filter(|&i| self.views[i].frees_root)
            .collect();
        let Some(x) = self.pick(&candidates) else {
            return;
        };
        let root = self.views[x].roots[0];
        let xn = self.views[x].name.clone();
        self.line(&format!("memref.dealloc {xn} : {FULL}"));
        self.freed[root] = true;
    }
}

/// The program of `seed`: `statements` random statements between the set-up and the end.
pub fn program(seed: u64, statements: usize) -> String {
    program_from(rand_chacha::ChaCha8Rng::seed_from_u64(seed), statements)
}

/// The program whose every choice `rng` makes (the fuzz target drives it with its input).
pub fn program_from<R: Rng>(rng: R, statements: usize) -> String {
    let mut g = Generator {
        rng,
        body: String::new(),
        next: 0,
        freed: Vec::new(),
        root_names: Vec::new(),
        views: Vec::new(),
        scalars: vec!["%v".into()],
    };
    for k in INDICES {
        g.line(&format!("%k{k} = arith.constant {k} : index"));
    }
    g.alloc();
    g.alloc();
    for _ in 0..statements {
        g.statement();
    }
    // What the program computed goes to %out; every allocation still live is freed.
    let n = g.scalars.len();
    for slot in 0..16.min(n) {
        let val = g.scalars[n - 1 - slot].clone();
        g.line(&format!("%o{slot} = arith.constant {slot} : index"));
        g.line(&format!(
            "memref.store {val}, %out[%o{slot}] : memref<16xf32>"
        ));
    }
    for r in 0..g.freed.len() {
        if !g.freed[r] {
            let name = g.root_names[r].clone();
            g.line(&format!("memref.dealloc {name} : {FULL}"));
            g.freed[r] = true;
        }
    }
    format!(
        "func.func private @ext_id({FULL}) -> {FULL} attributes {{llvm.emit_c_interface}}\n\
         func.func private @ext_bump({FULL}) attributes {{llvm.emit_c_interface}}\n\
         func.func @main(%c0: i1, %c1: i1, %c2: i1, %v: f32, %out: memref<16xf32>) {{\n{}  return\n}}\n",
        g.body
    )
}

/// `ext_bump(m)`: reads and writes the buffer (`m[1] += 0.5 m[0] + 1`).
extern "C" fn ext_bump(m: *mut MemRef1D) {
    unsafe {
        let d = &*m;
        let p = d.aligned.add(d.offset as usize);
        *p.add(1) += *p * 0.5 + 1.0;
    }
}

/// `ext_id(m) -> m`: the result is the argument (a call result that aliases).
extern "C" fn ext_id(result: *mut MemRef1D, arg: *mut MemRef1D) {
    unsafe { *result = *arg }
}

/// What one order computes: %out's bits and blocks written after free, per condition set.
pub fn run(session: &Session, text: &str) -> Result<Vec<(Vec<u32>, usize)>, String> {
    run_on(session, text, None)
}

/// [`run`] for a program with `async.execute` regions, on the async runtime's `threads`.
#[allow(dead_code)]
pub fn run_async(
    session: &Session,
    text: &str,
    threads: usize,
) -> Result<Vec<(Vec<u32>, usize)>, String> {
    run_on(session, text, Some(threads))
}

fn run_on(
    session: &Session,
    text: &str,
    async_threads: Option<usize>,
) -> Result<Vec<(Vec<u32>, usize)>, String> {
    let externals = [
        ("_mlir_ciface_ext_bump", ext_bump as *mut ()),
        ("_mlir_ciface_ext_id", ext_id as *mut ()),
    ];
    let runner = match async_threads {
        Some(threads) => MemrefRunner::new_async_in(session, text, "main", &externals, threads),
        None => MemrefRunner::new_in(session, text, "main", &externals),
    }
    .map_err(|e| e.to_string())?;
    (0..1 << CONDITIONS)
        .map(|bits| {
            let mut args: Vec<JitArg> = (0..CONDITIONS)
                .map(|c| JitArg::Bool(bits >> c & 1 == 1))
                .collect();
            args.push(JitArg::F32(1.5));
            args.push(JitArg::Buffer(vec![0.0; 16]));
            let written = runner.call(&mut args).map_err(|e| e.to_string())?;
            let Some(JitArg::Buffer(out)) = args.pop() else {
                unreachable!()
            };
            Ok((out.iter().map(|f| f.to_bits()).collect(), written))
        })
        .collect()
}

/// `text` after `pipeline` (a `--pass-pipeline` string); an error when the pass fails.
pub fn rewrite(session: &Session, text: &str, pipeline: &str) -> Result<String, String> {
    let out = opt::run_in(
        session,
        text.as_bytes(),
        "program.mlir",
        &OptOptions {
            pass_pipeline: Some(pipeline.to_string()),
            ..Default::default()
        },
    )
    .map_err(|e| e.to_string())?;
    if !out.success {
        let diags: Vec<String> = out.diags.iter().map(|d| d.to_string()).collect();
        return Err(format!("the pass failed: {diags:?}"));
    }
    Ok(out.text)
}
