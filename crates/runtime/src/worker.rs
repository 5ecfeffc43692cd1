//! The parent side of the isolation: one `flowsched-worker` process per candidate, started on
//! the candidate's first run and kept for the rest of the measurement (so warm-up counts). A
//! run that does not answer within its timeout has its worker killed; a worker that dies is
//! reported with its exit status and the last lines it wrote to stderr. Either way only that
//! candidate is dropped.

use super::alloc_count;
use super::job::{HeldBytes, Job, Reply};
use super::{Runtime, RuntimeError};
use crate::protocol::{Measurement, Protocol, Sample};
use std::io::{BufRead, BufReader, Read, Seek, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::Duration;

/// The worker program `program` (`flowsched-worker`, `flowsched-mlir-worker`): the path in
/// `FLOWSCHED_WORKER` (`FLOWSCHED_MLIR_WORKER`), else next to this executable (or one folder
/// up, where cargo puts test binaries), else on `PATH` (a build script's executable lives in
/// cargo's build folder, so `cargo install flowsched` users find it there).
pub(crate) fn worker_program(program: &str) -> Result<PathBuf, RuntimeError> {
    let variable = program
        .trim_start_matches("flowsched-")
        .replace('-', "_")
        .to_uppercase();
    if let Some(p) = std::env::var_os(format!("FLOWSCHED_{variable}")) {
        return Ok(PathBuf::from(p));
    }
    let exe = std::env::current_exe().map_err(|e| format!("cannot find this executable: {e}"))?;
    let name = format!("{program}{}", std::env::consts::EXE_SUFFIX);
    let on_path = std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
        .unwrap_or_default();
    exe.ancestors()
        .skip(1)
        .take(2)
        .map(PathBuf::from)
        .chain(on_path)
        .map(|d| d.join(&name))
        .find(|p| p.is_file())
        .ok_or_else(|| {
            RuntimeError::Failed(format!(
                "no {name} next to {} or on PATH: measuring on a device runs each candidate in \
                 it; install it with flowsched (`cargo install flowsched`) or set FLOWSCHED_WORKER",
                exe.display()
            ))
        })
}

struct Worker {
    child: Child,
    stdin: ChildStdin,
    replies: Receiver<String>,
    stderr: std::fs::File,
}

impl Worker {
    fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Why the worker stopped answering: its exit status and its last stderr lines.
    fn death(&mut self) -> String {
        let status = match self.child.try_wait() {
            Ok(Some(s)) => s,
            _ => {
                // The pipe closed first; the exit follows at once.
                std::thread::sleep(Duration::from_millis(50));
                match self.child.try_wait() {
                    Ok(Some(s)) => s,
                    _ => {
                        self.kill();
                        return "it closed its output".into();
                    }
                }
            }
        };
        let mut text = String::new();
        let _ = self.stderr.rewind();
        let _ = self.stderr.read_to_string(&mut text);
        let tail: Vec<&str> = text.lines().rev().take(3).collect();
        let tail: Vec<&str> = tail.into_iter().rev().collect();
        if tail.is_empty() {
            format!("{status}")
        } else {
            format!("{status}: {}", tail.join(" | "))
        }
    }

    /// Waits for the next reply.
    fn reply(&mut self, timeout: Duration) -> Result<Reply, RuntimeError> {
        match self.replies.recv_timeout(timeout) {
            Ok(line) => serde_json::from_str(&line)
                .map_err(|e| RuntimeError::Failed(format!("the worker answered '{line}': {e}"))),
            Err(RecvTimeoutError::Timeout) => {
                self.kill();
                Err(RuntimeError::Timeout(timeout))
            }
            Err(RecvTimeoutError::Disconnected) => Err(RuntimeError::Crashed(self.death())),
        }
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        self.kill();
    }
}

/// Candidates as jobs, each run in its own worker process.
pub struct WorkerPool {
    program: PathBuf,
    preload: Option<PathBuf>,
    jobs: Vec<Job>,
    workers: Vec<Option<Worker>>,
    /// A candidate whose worker failed is not started again.
    failed: Vec<bool>,
    /// Why a worker started with the others failed to load, told at its first run.
    load_failures: Vec<Option<String>>,
    describe: String,
    /// Longest a worker may take to load its candidate.
    pub load_timeout: Duration,
    /// Per candidate, what its last run still held, by the counter and by glibc.
    pub held: Vec<Option<HeldBytes>>,
    /// Per candidate, the most its worker process has held since loading it (weights
    /// included), after its last run.
    pub total_bytes: Vec<Option<u64>>,
    /// Per candidate, seconds per op of its last run, where its job asked for them.
    pub op_seconds: Vec<Option<Vec<f64>>>,
}

impl WorkerPool {
    /// `describe` names the runtime and its settings for reports. The jobs are of one kind,
    /// and the first names the worker program.
    pub fn new(jobs: Vec<Job>, describe: String) -> Result<WorkerPool, RuntimeError> {
        let program = match jobs.first() {
            Some(job) => worker_program(job.program())?,
            None => PathBuf::new(),
        };
        let preload = alloc_count::preload_library().map_err(|e| {
            RuntimeError::Failed(format!("cannot write the counting allocator: {e}"))
        })?;
        let n = jobs.len();
        Ok(WorkerPool {
            program,
            preload,
            jobs,
            workers: (0..n).map(|_| None).collect(),
            failed: vec![false; n],
            load_failures: vec![None; n],
            describe,
            load_timeout: super::protocol::LOAD_TIMEOUT,
            held: vec![None; n],
            total_bytes: vec![None; n],
            op_seconds: vec![None; n],
        })
    }

    fn start(&mut self, i: usize) -> Result<(), RuntimeError> {
        let worker = self.spawn(i)?;
        self.wait_until_loaded(i, worker)
    }

    /// Starts the first `n` candidates' workers at once and waits until each has loaded: a
    /// model's load is mostly one core's work, so on NASNet-A Large four ORT sessions load in
    /// about half the time they take one after another. A worker that fails to load fails its
    /// first run, with why.
    pub fn start_together(&mut self, n: usize) {
        let idle: Vec<usize> = (0..self.jobs.len().min(n))
            .filter(|&i| self.workers[i].is_none() && !self.failed[i])
            .collect();
        let spawned: Vec<(usize, Worker)> = (idle.into_iter())
            .filter_map(|i| Some((i, self.spawn(i).ok()?)))
            .collect();
        for (i, worker) in spawned {
            if let Err(e) = self.wait_until_loaded(i, worker) {
                self.load_failures[i] = Some(e.to_string());
            }
        }
    }

    /// Measures candidates `0..k` under `protocol`, whose load limit every worker gets. The
    /// first `together` load side by side first ([`Self::start_together`]); the rest load at
    /// their first run, one after another (the JIT's compiles, which would share the cores).
    pub fn measure(&mut self, k: usize, protocol: &Protocol, together: usize) -> Measurement {
        self.load_timeout = protocol.load_timeout;
        self.start_together(together);
        super::measure(self, k, protocol)
    }

    /// Starts candidate `i`'s worker and hands it its job.
    fn spawn(&mut self, i: usize) -> Result<Worker, RuntimeError> {
        let failed = |e: std::io::Error| {
            RuntimeError::Failed(format!("cannot start {}: {e}", self.program.display()))
        };
        let stderr = tempfile::tempfile().map_err(failed)?;
        let mut command = Command::new(&self.program);
        command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(stderr.try_clone().map_err(failed)?);
        // Candidates take turns, each in its own process: a finished run's thread pool must
        // not spin on the cores the next candidate runs on (OpenMP's default for libtorch).
        if std::env::var_os("OMP_WAIT_POLICY").is_none() {
            command.env("OMP_WAIT_POLICY", "PASSIVE");
        }
        if let Some(lib) = &self.preload {
            let mut preload = lib.clone().into_os_string();
            if let Some(old) = std::env::var_os("LD_PRELOAD") {
                preload.push(":");
                preload.push(old);
            }
            command.env("LD_PRELOAD", preload);
        }
        let mut child = command.spawn().map_err(failed)?;
        let mut stdin = child.stdin.take().expect("piped");
        let stdout = child.stdout.take().expect("piped");
        let (tx, replies) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut job = serde_json::to_string(&self.jobs[i]).expect("jobs serialise");
        job.push('\n');
        // A worker that dies at once closes its input; the reply below says why.
        let _ = stdin.write_all(job.as_bytes()).and_then(|_| stdin.flush());
        Ok(Worker {
            child,
            stdin,
            replies,
            stderr,
        })
    }

    fn wait_until_loaded(&mut self, i: usize, mut worker: Worker) -> Result<(), RuntimeError> {
        let reply = worker.reply(self.load_timeout).map_err(|e| match e {
            RuntimeError::Timeout(limit) => RuntimeError::Failed(format!(
                "did not load within {limit:?} and was stopped (--load-timeout sets the limit)"
            )),
            other => other,
        })?;
        match reply {
            Reply::Ready { describe } => {
                if self.describe.is_empty() {
                    self.describe = describe;
                }
                self.workers[i] = Some(worker);
                Ok(())
            }
            Reply::Error { message } => Err(RuntimeError::Failed(message)),
            Reply::Sample { .. } => Err(RuntimeError::Failed("the worker ran unasked".into())),
        }
    }

    /// Starts candidate `i`'s worker and waits until it has loaded (what a job that only
    /// writes something at load, such as ORT's optimised graph, needs); the worker stays.
    pub fn load(&mut self, i: usize) -> Result<(), RuntimeError> {
        if self.workers[i].is_none() {
            self.start(i)?;
        }
        Ok(())
    }

    fn run_once(&mut self, i: usize, timeout: Duration) -> Result<Sample, RuntimeError> {
        if let Some(why) = self.load_failures[i].take() {
            return Err(RuntimeError::Failed(why));
        }
        if self.workers[i].is_none() {
            self.start(i)?;
        }
        let worker = self.workers[i].as_mut().expect("started");
        if worker
            .stdin
            .write_all(b"run\n")
            .and_then(|_| worker.stdin.flush())
            .is_err()
        {
            return Err(RuntimeError::Crashed(worker.death()));
        }
        let reply = worker.reply(timeout)?;
        if let Reply::Sample {
            held,
            total_bytes,
            op_seconds,
            ..
        } = &reply
        {
            self.held[i] = *held;
            self.total_bytes[i] = *total_bytes;
            self.op_seconds[i] = op_seconds.clone();
        }
        match reply {
            Reply::Sample {
                seconds,
                peak_bytes,
                ..
            } => Ok(Sample {
                seconds,
                peak_bytes,
            }),
            Reply::Error { message } => Err(RuntimeError::Failed(message)),
            Reply::Ready { .. } => Err(RuntimeError::Failed(
                "the worker answered out of turn".into(),
            )),
        }
    }
}

impl Runtime for WorkerPool {
    fn describe(&self) -> String {
        self.describe.clone()
    }

    fn run(&mut self, i: usize, timeout: Duration) -> Result<Sample, RuntimeError> {
        if self.failed[i] {
            return Err(RuntimeError::Failed(
                "dropped after an earlier failure".into(),
            ));
        }
        let result = self.run_once(i, timeout);
        if result.is_err() {
            self.failed[i] = true;
            self.workers[i] = None; // killed on drop
        }
        result
    }
}
