//! The MLIR pass on valid programs, differentially: the memref program generator of
//! `tests/mlir_differential.rs` makes its choices from the fuzz input, `flowsched-opt`'s pass
//! (`opt::run_in`) reorders the program with the scheduler the input picks, and the JIT runs
//! both on every combination of the program's conditions. Different outputs, a write after a
//! free, a failed pass or a panic is a bug.
#![no_main]

#[allow(dead_code)]
#[path = "../../tests/common/memref_programs.rs"]
mod memref_programs;

use flowsched::mlir::session::Session;
use memref_programs::{program_from, rewrite, run};

/// The input as the generator's random numbers; zeros once it runs out.
struct InputRng<'a>(&'a [u8]);

impl rand::RngCore for InputRng<'_> {
    fn next_u32(&mut self) -> u32 {
        let mut b = [0; 4];
        self.fill_bytes(&mut b);
        u32::from_le_bytes(b)
    }
    fn next_u64(&mut self) -> u64 {
        let mut b = [0; 8];
        self.fill_bytes(&mut b);
        u64::from_le_bytes(b)
    }
    fn fill_bytes(&mut self, dst: &mut [u8]) {
        let n = dst.len().min(self.0.len());
        dst[..n].copy_from_slice(&self.0[..n]);
        dst[n..].fill(0);
        self.0 = &self.0[n..];
    }
}

/// Inputs one context serves. Loading the dialects costs more than a check, but a context
/// keeps every type, attribute and name it has seen: a fresh one now and then keeps the
/// fuzzer's memory flat, so the RSS limit catches growth in flowsched itself.
const INPUTS_PER_CONTEXT: usize = 256;

thread_local! {
    static SESSION: std::cell::RefCell<(Session, usize)> =
        std::cell::RefCell::new((Session::new(false), 0));
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let [scheduler, seed, statements, choices @ ..] = data else {
        return;
    };
    // Every scheduler, the GFlowNet too (it samples without libtorch).
    let names: Vec<&str> = flowsched::schedulers::names()
        .chain(flowsched::schedulers::of_kind(
            flowsched::schedulers::Kind::Learned,
        ))
        .collect();
    let scheduler = names[*scheduler as usize % names.len()];
    let text = program_from(InputRng(choices), 1 + *statements as usize % 40);
    let pipeline = format!(
        "builtin.module(func.func(flowsched-schedule{{objective=memory scheduler={scheduler} seed={seed}}}))"
    );
    SESSION.with_borrow_mut(|(session, used)| {
        *used += 1;
        if *used > INPUTS_PER_CONTEXT {
            (*session, *used) = (Session::new(false), 1);
        }
        let session = &*session;
        let expected = run(session, &text).unwrap_or_else(|e| panic!("the original: {e}\n{text}"));
        assert!(
            expected.iter().all(|(_, written)| *written == 0),
            "the generated program itself writes after a free\n{text}"
        );
        let out = rewrite(session, &text, &pipeline)
            .unwrap_or_else(|e| panic!("{scheduler}: {e}\n{text}"));
        let got = run(session, &out).unwrap_or_else(|e| panic!("{scheduler}: {e}\n{out}"));
        assert!(
            got == expected,
            "{scheduler}: outputs differ from the original's\nexpected {expected:?}\n\
             got      {got:?}\n--- original\n{text}\n--- rewritten\n{out}"
        );
    });
});
