//! The measurement protocol: warm-up, then the candidates run interleaved round robin (the
//! starting candidate rotates each round, so drift and warm caches favour nobody), until the
//! leader's lead is clear or the time budget is spent. Each candidate has a timeout; one that
//! times out or fails is dropped from later rounds and cannot win.

use flowsched_core::progress::Progress;
use serde::Serialize;
use std::time::{Duration, Instant};

/// A measured peak must be this much below a reference's to count as lower: a runtime's own
/// small allocations vary by a few bytes from run to run.
pub const MEMORY_NOISE: f64 = 0.01;

/// How long a worker may take to load its candidate unless told otherwise (the table's).
pub use flowsched_core::defaults::LOAD_TIMEOUT;

#[derive(Debug, Clone)]
pub struct Protocol {
    /// Untimed runs of each candidate first.
    pub warmup: usize,
    /// Rounds before the stopping rule may end the measurement.
    pub min_rounds: usize,
    pub max_rounds: usize,
    /// Total time, warm-up included: a round is started only if it should end within it.
    pub budget: Duration,
    /// Longest a single run may take.
    pub timeout: Duration,
    /// Longest a worker may take to load its candidate (ORT's session, the JIT's compile).
    pub load_timeout: Duration,
    /// Told after each round, as `stage`.
    pub progress: Progress,
    pub stage: String,
    /// How many workers load side by side before the first round: the input and one other by
    /// default (the protocol measures at least those two); every one for fresh sessions,
    /// which are loads more than runs.
    pub load_together: usize,
}

impl Default for Protocol {
    fn default() -> Self {
        Protocol {
            warmup: 1,
            min_rounds: 5,
            max_rounds: 50,
            budget: flowsched_core::defaults::BUDGET,
            timeout: flowsched_core::defaults::RUN_TIMEOUT,
            load_timeout: LOAD_TIMEOUT,
            progress: Progress::default(),
            stage: "measure".into(),
            load_together: 2,
        }
    }
}

/// One run's outcome as the runner reports it.
#[derive(Debug, Clone, Copy)]
pub struct Sample {
    pub seconds: f64,
    pub peak_bytes: u64,
}

#[derive(Debug, Clone, Serialize)]
pub struct CandidateStats {
    pub latencies: Vec<f64>,
    pub median: f64,
    /// Interquartile range of the latencies.
    pub q1: f64,
    pub q3: f64,
    /// The median of the runs' peaks. A run's peak is the same every time for one plan, but
    /// a run now and then also pays for something that stays: MLAS grows a thread's packing
    /// buffer the first time that thread gets a large tile, and which thread does is up to
    /// the pool, so the highest run can stand far above the rest.
    pub peak_bytes: u64,
    /// The highest run's peak, for the record.
    pub peak_bytes_max: u64,
    #[serde(skip)]
    peaks: Vec<u64>,
    /// Why the candidate was dropped, if it was.
    pub failure: Option<String>,
}

impl CandidateStats {
    fn new() -> Self {
        CandidateStats {
            latencies: Vec::new(),
            median: f64::INFINITY,
            q1: f64::INFINITY,
            q3: f64::INFINITY,
            peak_bytes: 0,
            peak_bytes_max: 0,
            peaks: Vec::new(),
            failure: None,
        }
    }
    fn add(&mut self, sample: Sample) {
        self.latencies.push(sample.seconds);
        self.peaks.push(sample.peak_bytes);
        let mut v = self.latencies.clone();
        v.sort_by(f64::total_cmp);
        let q = |p: f64| v[((v.len() - 1) as f64 * p).round() as usize];
        (self.q1, self.median, self.q3) = (q(0.25), q(0.5), q(0.75));
        let mut p = self.peaks.clone();
        p.sort_unstable();
        self.peak_bytes = p[(p.len() - 1) / 2];
        self.peak_bytes_max = p[p.len() - 1];
    }
    pub fn ok(&self) -> bool {
        self.failure.is_none() && !self.latencies.is_empty()
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct Measurement {
    pub candidates: Vec<CandidateStats>,
    pub rounds: usize,
    /// Why measuring stopped: `clear-winner`, `budget`, `max-rounds`, `single-candidate`.
    pub stopped_because: &'static str,
    pub seconds: f64,
    /// Measured in the same rounds, but not orders that could be written: the ways a runtime
    /// could run the input that a schedule must beat (`every op async`), by name.
    pub baselines: Vec<(String, CandidateStats)>,
}

impl Measurement {
    /// Of `among`, the candidate with the lowest median latency (the earliest on ties), if any
    /// of them ran.
    #[cfg(test)]
    pub(crate) fn fastest(&self, among: impl IntoIterator<Item = usize>) -> Option<usize> {
        among
            .into_iter()
            .filter(|&i| self.candidates[i].ok())
            .min_by(|&a, &b| {
                self.candidates[a]
                    .median
                    .total_cmp(&self.candidates[b].median)
            })
    }
}

impl Protocol {
    /// Measures candidates `0..k` with `run(i, timeout)`, which runs candidate `i` once.
    pub fn measure<E: std::fmt::Display>(
        &self,
        k: usize,
        mut run: impl FnMut(usize, Duration) -> Result<Sample, E>,
    ) -> Measurement {
        let started = Instant::now();
        let mut stats: Vec<CandidateStats> = (0..k).map(|_| CandidateStats::new()).collect();
        // Warm-up runs, the input's first: its run time stands for every candidate's (the same
        // graph in another order) when deciding how many fit in the budget.
        let mut input_seconds = 0.0;
        let order = std::iter::once(0).chain(1..k);
        for (n, i) in order.enumerate() {
            if n == 1 {
                self.fit_to_budget(&mut stats, input_seconds, started.elapsed());
            }
            for _ in 0..self.warmup {
                if stats[i].failure.is_some() {
                    break;
                }
                match run(i, self.timeout) {
                    Ok(sample) if i == 0 => input_seconds = sample.seconds,
                    Ok(_) => {}
                    Err(e) => stats[i].failure = Some(e.to_string()),
                }
            }
        }
        let mut rounds = 0;
        let mut last_round = Duration::ZERO;
        let stopped_because = loop {
            if rounds >= self.max_rounds {
                break "max-rounds";
            }
            // Warm-up counts; a round that would end past the budget is not started once the
            // rounds quartiles need are done. Those may overrun the budget (the estimate was
            // short), but not twice over: then the measurement ends with too few rounds.
            let next_end = started.elapsed() + last_round;
            if rounds > 0 && next_end > self.budget && rounds >= self.min_rounds {
                break "budget";
            }
            if rounds > 0 && next_end > self.budget * 2 {
                break "budget";
            }
            let round_started = Instant::now();
            for j in 0..k {
                let i = (j + rounds) % k; // rotate who goes first
                if stats[i].failure.is_some() {
                    continue;
                }
                match run(i, self.timeout) {
                    Ok(sample) => stats[i].add(sample),
                    Err(e) => stats[i].failure = Some(e.to_string()),
                }
            }
            rounds += 1;
            last_round = round_started.elapsed();
            let alive = stats.iter().filter(|s| s.ok()).count();
            // Done when the budget or the rounds run out, whichever comes first.
            let spent = started.elapsed().as_secs_f64() / self.budget.as_secs_f64().max(1e-9);
            self.progress.report(
                &self.stage,
                spent.max(rounds as f64 / self.max_rounds.max(1) as f64),
                &format!("round {rounds}, {alive} of {k} candidates"),
            );
            if alive <= 1 {
                break "single-candidate";
            }
            if rounds >= self.min_rounds && clear_winner(&stats) {
                break "clear-winner";
            }
        };
        Measurement {
            candidates: stats,
            rounds,
            stopped_because,
            seconds: started.elapsed().as_secs_f64(),
            baselines: Vec::new(),
        }
    }
}

impl Protocol {
    /// Measures fewer candidates when the budget is short: the worst-ranked (the highest
    /// indices; candidate 0, the input, always stays) are skipped until the others' warm-up
    /// and `min_rounds` rounds fit in what is left of the budget, each run taking about as long
    /// as the input's. Quartiles from fewer rounds would pick winners from noise.
    fn fit_to_budget(&self, stats: &mut [CandidateStats], input_seconds: f64, spent: Duration) {
        // A run costs a little more than its own time: the round trip to its worker.
        let run = input_seconds * 1.1 + 0.002;
        let left = self.budget.saturating_sub(spent).as_secs_f64();
        let needed =
            |n: usize| (n.saturating_sub(1) * self.warmup + n * self.min_rounds) as f64 * run;
        let alive: Vec<usize> = (0..stats.len())
            .filter(|&i| stats[i].failure.is_none())
            .collect();
        let mut fit = alive.len();
        while fit > 2 && needed(fit) > left {
            fit -= 1;
        }
        for &i in &alive[fit.min(alive.len())..] {
            stats[i].failure = Some(format!(
                "not measured: {} rounds of {fit} of the {} candidates fill the budget \
                 ({left:.1} s left after the input's warm-up, {:.3} s a run)",
                self.min_rounds,
                alive.len(),
                input_seconds
            ));
        }
    }
}

/// The leader's slowest quartile beats every other candidate's fastest quartile.
fn clear_winner(stats: &[CandidateStats]) -> bool {
    let alive: Vec<&CandidateStats> = stats.iter().filter(|s| s.ok()).collect();
    let Some(leader) = alive.iter().min_by(|a, b| a.median.total_cmp(&b.median)) else {
        return false;
    };
    alive
        .iter()
        .filter(|s| !std::ptr::eq(**s, *leader))
        .all(|s| leader.q3 < s.q1)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Warm-up runs of 0.1 s each: five rounds of six candidates do not fit in 1.6 s, five of
    /// two do; the worst-ranked are skipped, never the input.
    #[test]
    fn a_short_budget_measures_fewer_candidates() {
        let p = Protocol {
            min_rounds: 5,
            max_rounds: 5,
            budget: Duration::from_millis(1600),
            ..Protocol::default()
        };
        let m = p.measure(6, |_, _| -> Result<Sample, String> {
            Ok(Sample {
                seconds: 0.1,
                peak_bytes: 1,
            })
        });
        assert!(m.candidates[0].ok() && m.candidates[1].ok());
        for c in &m.candidates[2..] {
            let f = c.failure.as_deref().unwrap_or_default();
            assert!(f.starts_with("not measured: 5 rounds of 2 of the 6"), "{f}");
        }
        assert_eq!(m.rounds, 5);
    }

    /// Two candidates whose rounds take the whole budget: the measurement ends by twice the
    /// budget with fewer rounds than quartiles need (the caller then keeps the input).
    #[test]
    fn too_few_rounds_end_by_twice_the_budget() {
        let p = Protocol {
            min_rounds: 5,
            budget: Duration::from_millis(100),
            ..Protocol::default()
        };
        let started = Instant::now();
        let m = p.measure(2, |_, _| -> Result<Sample, String> {
            std::thread::sleep(Duration::from_millis(50));
            Ok(Sample {
                seconds: 0.05,
                peak_bytes: 1,
            })
        });
        assert!(m.rounds < p.min_rounds, "{} rounds", m.rounds);
        assert_eq!(m.stopped_because, "budget");
        // 200 ms of sleeping at most before the stop, plus a loaded machine's delays.
        assert!(started.elapsed() < Duration::from_secs(2));
    }

    #[test]
    fn picks_the_truly_faster_candidate_and_stops_early() {
        // Candidate 2 is really faster (it sleeps less); the others are slowed on purpose.
        let delays = [6u64, 5, 2, 7];
        let p = Protocol {
            warmup: 1,
            min_rounds: 3,
            max_rounds: 30,
            budget: Duration::from_secs(5),
            timeout: Duration::from_secs(1),
            ..Protocol::default()
        };
        let m = p.measure(4, |i, _| -> Result<Sample, String> {
            let t = Instant::now();
            std::thread::sleep(Duration::from_millis(delays[i]));
            Ok(Sample {
                seconds: t.elapsed().as_secs_f64(),
                peak_bytes: 100 * i as u64,
            })
        });
        assert_eq!(m.fastest(0..m.candidates.len()), Some(2));
        assert_eq!(m.stopped_because, "clear-winner");
        assert!(m.rounds < 30);
        assert_eq!(m.candidates[3].peak_bytes, 300);
    }

    #[test]
    fn a_run_that_pays_for_something_once_does_not_set_the_peak() {
        let p = Protocol {
            warmup: 0,
            min_rounds: 5,
            max_rounds: 5,
            budget: Duration::from_secs(5),
            timeout: Duration::from_secs(1),
            ..Protocol::default()
        };
        let mut runs = [0; 2];
        let m = p.measure(2, |i, _| -> Result<Sample, String> {
            runs[i] += 1;
            Ok(Sample {
                seconds: 0.001,
                peak_bytes: if runs[i] == 2 { 1_367_952 } else { 1_096_568 },
            })
        });
        assert_eq!(m.rounds, 5);
        assert_eq!(m.candidates[0].peak_bytes, 1_096_568);
        assert_eq!(m.candidates[0].peak_bytes_max, 1_367_952);
    }

    #[test]
    fn stays_within_the_budget() {
        // Equal candidates never give a clear winner: only the budget stops them.
        let p = Protocol {
            warmup: 1,
            min_rounds: 1,
            max_rounds: 1000,
            budget: Duration::from_millis(150),
            timeout: Duration::from_secs(1),
            ..Protocol::default()
        };
        let m = p.measure(3, |_, _| -> Result<Sample, String> {
            std::thread::sleep(Duration::from_millis(5));
            Ok(Sample {
                seconds: 0.005,
                peak_bytes: 0,
            })
        });
        assert_eq!(m.stopped_because, "budget");
        assert!(m.seconds <= 0.15 + 0.01, "{} s", m.seconds);
        assert!(m.rounds >= 3);
    }

    #[test]
    fn a_timeout_drops_the_candidate() {
        let p = Protocol {
            warmup: 0,
            min_rounds: 2,
            max_rounds: 4,
            budget: Duration::from_secs(5),
            timeout: Duration::from_millis(20),
            ..Protocol::default()
        };
        let m = p.measure(2, |i, timeout| {
            let d = if i == 0 {
                Duration::from_millis(50)
            } else {
                Duration::from_millis(1)
            };
            if d > timeout {
                return Err(format!("timed out after {:?}", timeout));
            }
            std::thread::sleep(d);
            Ok(Sample {
                seconds: d.as_secs_f64(),
                peak_bytes: 0,
            })
        });
        assert!(m.candidates[0]
            .failure
            .as_deref()
            .unwrap()
            .contains("timed out"));
        assert_eq!(m.fastest(0..m.candidates.len()), Some(1));
        assert_eq!(m.stopped_because, "single-candidate");
    }
}
