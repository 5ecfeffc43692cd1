//! Differential testing of the MLIR pass: random memref programs with aliasing
//! (`common/memref_programs.rs`), each scheduled by every scheduler (random with several
//! seeds), every distinct order run in the JIT against the original on every combination of
//! its conditions. Fresh heap memory holds a pattern and freed memory is poisoned and kept, so
//! a read moved past a free changes the outputs and a write moved past one is counted.
//! Outputs must be bit-identical and nothing may be written after a free.
//!
//! Each program also runs as streams (`emit=async`, several schedules, and every op in its
//! own region) on the async runtime, with random delays before each region resumes
//! (`FLOWSCHED_DIFF_JITTER_US`, 20 by default; 0 turns them off): a race would show as other
//! outputs, or as a write after a free.
//!
//! `make test` runs a sample (streams for every third program); `scripts/mlir_differential.sh`
//! runs 10,000 programs, each as streams too (`FLOWSCHED_DIFF_PROGRAMS`,
//! `FLOWSCHED_DIFF_FIRST_SEED`, `FLOWSCHED_DIFF_STREAMS_EVERY`).

#[path = "common/memref_programs.rs"]
mod memref_programs;

use flowsched::mlir::session::Session;
use memref_programs::{program, rewrite, run, run_async};
use std::collections::BTreeSet;

/// Every scheduler the pass takes, plus random orders under several seeds.
fn pipelines() -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = flowsched::schedulers::SCHEDULERS
        .iter()
        .map(|e| e.name)
        .filter(|&s| s != "random")
        .map(|s| (s.to_string(), format!("scheduler={s}")))
        .collect();
    for seed in 0..4 {
        out.push((
            format!("random seed {seed}"),
            format!("scheduler=random seed={seed}"),
        ));
    }
    out.into_iter()
        .map(|(name, opts)| {
            (
                name,
                format!("builtin.module(func.func(flowsched-schedule{{objective=memory {opts}}}))"),
            )
        })
        .collect()
}

/// The program as streams: makespan schedules on 2 and 3 units (the written order, the
/// critical-path list schedule, random orders) and every op in its own region. The pass
/// proves each emitted block race-free or refuses to emit.
fn stream_pipelines() -> Vec<(String, String)> {
    let mut out = Vec::new();
    for (units, opts) in [
        (2, "scheduler=original"),
        (2, "scheduler=critical-path"),
        (3, "scheduler=random seed=1"),
    ] {
        out.push((
            format!("streams on {units}, {opts}"),
            format!("objective=makespan:{units} emit=async {opts}"),
        ));
    }
    out.push((
        "every op async".into(),
        "objective=makespan:1 emit=async-every-op scheduler=original".into(),
    ));
    out.into_iter()
        .map(|(name, opts)| {
            (
                name,
                format!("builtin.module(func.func(flowsched-schedule{{{opts}}}))"),
            )
        })
        .collect()
}

/// Threads of the async runtime in the stream checks.
const ASYNC_THREADS: usize = 2;

/// Checks one program, as streams too where `streams` (compiling async regions costs about
/// ten times a sequential program); returns how many distinct orders were run.
/// One session serves every parse, pass and compilation of a thread: loading every dialect
/// per call would cost more than the checks.
fn check(session: &Session, seed: u64, statements: usize, streams: bool) -> Result<usize, String> {
    let text = program(seed, statements);
    let expected =
        run(session, &text).map_err(|e| format!("seed {seed}: the original: {e}\n{text}"))?;
    if let Some((bits, _)) = expected.iter().find(|(_, w)| *w > 0) {
        return Err(format!(
            "seed {seed}: the generated program itself writes after a free ({bits:?})\n{text}"
        ));
    }
    let mut seen = BTreeSet::new();
    for (name, pipeline) in pipelines() {
        let out =
            rewrite(session, &text, &pipeline).map_err(|e| format!("seed {seed}, {name}: {e}"))?;
        if !seen.insert(out.clone()) {
            continue;
        }
        let got = run(session, &out).map_err(|e| format!("seed {seed}, {name}: {e}"))?;
        if got != expected {
            return Err(format!(
                "seed {seed}, scheduler {name}: outputs differ from the original's\n\
                 expected {expected:?}\ngot      {got:?}\n--- original\n{text}\n--- rewritten\n{out}"
            ));
        }
    }
    let stream_pipelines = if streams {
        stream_pipelines()
    } else {
        Vec::new()
    };
    for (name, pipeline) in stream_pipelines {
        let out =
            rewrite(session, &text, &pipeline).map_err(|e| format!("seed {seed}, {name}: {e}"))?;
        if !seen.insert(out.clone()) {
            continue;
        }
        let got = run_async(session, &out, ASYNC_THREADS)
            .map_err(|e| format!("seed {seed}, {name}: {e}"))?;
        if got != expected {
            return Err(format!(
                "seed {seed}, {name}: outputs differ from the original's\n\
                 expected {expected:?}\ngot      {got:?}\n--- original\n{text}\n--- streams\n{out}"
            ));
        }
    }
    Ok(seen.len())
}

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .map(|v| {
            v.parse()
                .unwrap_or_else(|_| panic!("{name}={v} is not a number"))
        })
        .unwrap_or(default)
}

#[test]
fn rewritten_memref_programs_compute_what_the_originals_do() {
    let programs = env_number("FLOWSCHED_DIFF_PROGRAMS", 24);
    let first = env_number("FLOWSCHED_DIFF_FIRST_SEED", 0);
    // Every how many programs also run as streams (1 in the long run of the script).
    let streams_every = env_number("FLOWSCHED_DIFF_STREAMS_EVERY", 3).max(1);
    // Stress mode for the streams: random delays before each region resumes.
    flowsched::mlir::jit_async::set_jitter(env_number("FLOWSCHED_DIFF_JITTER_US", 20) as u32);
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()) as u64;
    let results: Vec<Result<usize, String>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                s.spawn(move || {
                    let session = Session::new(false);
                    (first + t..first + programs)
                        .step_by(threads as usize)
                        .map(|seed| {
                            let streams = seed % streams_every == 0;
                            check(&session, seed, 20 + (seed % 4) as usize * 10, streams)
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    });
    let failures: Vec<&String> = results.iter().filter_map(|r| r.as_ref().err()).collect();
    let orders: usize = results.iter().filter_map(|r| r.as_ref().ok()).sum();
    println!(
        "{} programs, {orders} distinct orders run against their originals, {} mismatches",
        results.len(),
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures[0]);
    // The schedulers do move things: most programs get more than one order.
    assert!(orders > results.len() * 2, "{orders} orders");
}

/// The oracle sees a read moved past a free: the same program with a load moved after the
/// dealloc of its buffer computes something else.
#[test]
fn the_oracle_sees_a_use_after_free() {
    let good = "func.func private @ext_id(memref<64xf32>) -> memref<64xf32> attributes {llvm.emit_c_interface}
func.func private @ext_bump(memref<64xf32>) attributes {llvm.emit_c_interface}
func.func @main(%c0: i1, %c1: i1, %c2: i1, %v: f32, %out: memref<16xf32>) {
  %k0 = arith.constant 0 : index
  %b = memref.alloc() : memref<64xf32>
  memref.store %v, %b[%k0] : memref<64xf32>
  %x = memref.load %b[%k0] : memref<64xf32>
  memref.dealloc %b : memref<64xf32>
  memref.store %x, %out[%k0] : memref<16xf32>
  return
}
";
    let read_after_free = good.replace(
        "  %x = memref.load %b[%k0] : memref<64xf32>\n  memref.dealloc %b : memref<64xf32>\n",
        "  memref.dealloc %b : memref<64xf32>\n  %x = memref.load %b[%k0] : memref<64xf32>\n",
    );
    let write_after_free = good.replace(
        "  memref.store %v, %b[%k0] : memref<64xf32>\n  %x = memref.load %b[%k0] : memref<64xf32>\n  memref.dealloc %b : memref<64xf32>\n",
        "  %x = memref.load %b[%k0] : memref<64xf32>\n  memref.dealloc %b : memref<64xf32>\n  memref.store %v, %b[%k0] : memref<64xf32>\n",
    );
    assert_ne!(read_after_free, good);
    assert_ne!(write_after_free, good);
    let session = Session::new(false);
    let run = |text: &str| run(&session, text);
    let expected = run(good).unwrap();
    assert_eq!(expected[0].0[0], 1.5f32.to_bits());
    assert!(expected.iter().all(|(_, w)| *w == 0));
    assert_ne!(run(&read_after_free).unwrap(), expected);
    assert!(run(&write_after_free).unwrap().iter().all(|(_, w)| *w == 1));
}
