//! The one decision core: which measured candidate replaces the reference (the input, or the
//! runtime's defaults), from what was measured of each. The CLI's device run, the deployment
//! search (CLI and Python), the build-script API and the MLIR pass all decide here, by the
//! same rules:
//!
//! - **Memory.** A runtime whose peak varies from one session to the next (ONNX Runtime at
//!   level `all` runs a different graph each time) is measured in at least
//!   [`MIN_SESSIONS`] fresh sessions, more while the spread is above the counter's noise. A
//!   candidate wins only if its worst session beats the reference's worst by more than the
//!   noise, and its median session is not above the reference's median: a user provisions for
//!   the worst session, and a lucky draw of the reference must not hide a steady gain.
//! - **Latency.** The lowest median, whose slow quartile is under the reference's fast one.
//! - **The latency cap** (memory only) applies to the median.
//!
//! Ties go to the earlier candidate (the caller's order, the reference first), so a decision
//! is the same every run for the same measurements.

use serde::Serialize;
use std::fmt;

/// Fresh sessions each candidate gets where the runtime's peak varies between sessions.
pub const MIN_SESSIONS: usize = 3;
/// The most sessions a candidate gets while its spread stays above the noise.
pub const MAX_SESSIONS: usize = 6;

/// What was measured of one candidate.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Evidence {
    /// The peak of each fresh session (one process, one load), in bytes: within a session the
    /// peak repeats, between sessions it may not.
    pub session_peaks: Vec<u64>,
    /// Latency over every run, in seconds: median and quartiles.
    pub median_seconds: f64,
    pub q1_seconds: f64,
    pub q3_seconds: f64,
    /// Why it did not run, if it did not.
    pub failure: Option<String>,
}

impl Evidence {
    /// A candidate measured in one session.
    pub fn one_session(peak_bytes: u64, median: f64, q1: f64, q3: f64) -> Evidence {
        Evidence {
            session_peaks: vec![peak_bytes],
            median_seconds: median,
            q1_seconds: q1,
            q3_seconds: q3,
            failure: None,
        }
    }

    pub fn ok(&self) -> bool {
        self.failure.is_none() && !self.session_peaks.is_empty()
    }

    pub fn worst_peak(&self) -> u64 {
        self.session_peaks.iter().copied().max().unwrap_or(0)
    }

    pub fn best_peak(&self) -> u64 {
        self.session_peaks.iter().copied().min().unwrap_or(0)
    }

    /// The median session's peak (the lower middle of an even count).
    pub fn median_peak(&self) -> u64 {
        let mut p = self.session_peaks.clone();
        p.sort_unstable();
        p.get(p.len().saturating_sub(1) / 2).copied().unwrap_or(0)
    }

    /// Whether the sessions differ by more than `noise` (a fraction of the lowest).
    pub fn varies(&self, noise: f64) -> bool {
        self.worst_peak() as f64 > self.best_peak() as f64 * (1.0 + noise)
    }

    pub fn spread(&self, noise: f64) -> Spread {
        Spread::of(&self.session_peaks, noise)
    }
}

/// A candidate's peaks over its sessions, for reports: "2.50–3.55 MB over 6 sessions", or
/// "2.50 MB in 6 of 6" where they agree.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Spread {
    pub sessions: usize,
    pub low: u64,
    pub high: u64,
    /// Sessions within the noise of the lowest.
    pub at_low: usize,
}

impl Spread {
    /// The spread of `peaks`, one a session; sessions within `noise` of the lowest are at it.
    pub fn of(peaks: &[u64], noise: f64) -> Spread {
        let low = peaks.iter().copied().min().unwrap_or(0);
        Spread {
            sessions: peaks.len(),
            low,
            high: peaks.iter().copied().max().unwrap_or(0),
            at_low: (peaks.iter())
                .filter(|&&p| p as f64 <= low as f64 * (1.0 + noise))
                .count(),
        }
    }
}

impl fmt::Display for Spread {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use crate::cost::memory::human_bytes;
        let s = if self.sessions == 1 { "" } else { "s" };
        if self.at_low == self.sessions {
            write!(
                f,
                "{} in {} of {} session{s}",
                human_bytes(self.high),
                self.sessions,
                self.sessions
            )
        } else {
            write!(
                f,
                "{}–{} over {} session{s} ({} at the low end)",
                human_bytes(self.low),
                human_bytes(self.high),
                self.sessions,
                self.at_low
            )
        }
    }
}

/// How many sessions `evidence` should have: one where the runtime's peak never varies
/// between sessions, else at least [`MIN_SESSIONS`], one more while the spread is above the
/// noise, up to [`MAX_SESSIONS`].
pub fn sessions_wanted(evidence: &Evidence, runtime_varies: bool, noise: f64) -> usize {
    let have = evidence.session_peaks.len();
    if !runtime_varies {
        return 1;
    }
    if have < MIN_SESSIONS {
        return MIN_SESSIONS;
    }
    match evidence.varies(noise) {
        true => (have + 1).min(MAX_SESSIONS),
        false => have,
    }
}

/// What is being decided.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Goal {
    PeakMemory,
    Latency,
}

#[derive(Debug, Clone, Copy)]
pub struct Rules {
    pub goal: Goal,
    /// A peak lower by less than this fraction of the reference's is a tie.
    pub noise: f64,
    /// Memory only: a candidate's median latency may be at most this fraction above the
    /// reference's, or it cannot win (`None`: no cap).
    pub max_slowdown: Option<f64>,
}

impl Rules {
    /// Latency where the objective is `timed`, else peak memory with its `noise` and an
    /// optional latency cap.
    pub fn for_objective(timed: bool, noise: f64, max_slowdown: Option<f64>) -> Rules {
        Rules {
            goal: if timed {
                Goal::Latency
            } else {
                Goal::PeakMemory
            },
            noise,
            max_slowdown: if timed { None } else { max_slowdown },
        }
    }
}

/// Why a candidate did or did not win.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// The reference itself.
    Reference,
    Won,
    /// Beats the reference, but another beats it by more.
    Beaten,
    /// Within the noise of the reference (or slower within its quartiles).
    Tie,
    /// Its worst session is not below the reference's worst by more than the noise.
    WorseWorstSession,
    /// Its worst session is lower, but its median session is above the reference's.
    WorseMedianSession,
    /// Its median latency is over the cap.
    OverLatencyCap,
    /// It did not run.
    Failed,
    /// It may not win (a guard the caller applies: say, worse as written).
    Ineligible,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Decision {
    /// Index of the winner among the candidates; 0, the reference, where none beat it.
    pub winner: usize,
    pub verdicts: Vec<Verdict>,
}

/// Decides among `candidates` (0 is the reference; `eligible[i]` false: may not win).
/// Memory: among those that beat the reference's worst session by more than the noise, with a
/// median session not above the reference's and a median latency within the cap, the one
/// whose worst session is lowest; within the noise of it, the fastest, then the lowest; ties
/// to the earlier. Latency: the lowest median whose slow
/// quartile is under the reference's fast one. Where the reference did not run, the best that
/// did wins (there is nothing to beat).
// long: the rules per objective read top to bottom as the doc above states them.
pub fn decide(candidates: &[Evidence], eligible: &[bool], rules: &Rules) -> Decision {
    let Some(reference) = candidates.first() else {
        return Decision {
            winner: 0,
            verdicts: Vec::new(),
        };
    };
    let may = |i: usize| eligible.get(i).copied().unwrap_or(true);
    let verdict = |i: usize, c: &Evidence| -> Verdict {
        if i == 0 {
            return Verdict::Reference;
        }
        if !c.ok() {
            return Verdict::Failed;
        }
        if !may(i) {
            return Verdict::Ineligible;
        }
        if !reference.ok() {
            return Verdict::Won;
        }
        match rules.goal {
            Goal::Latency => match c.q3_seconds < reference.q1_seconds {
                true => Verdict::Won,
                false => Verdict::Tie,
            },
            Goal::PeakMemory => {
                let over_cap = rules
                    .max_slowdown
                    .is_some_and(|cap| c.median_seconds > reference.median_seconds * (1.0 + cap));
                let below = |a: u64, b: u64| (a as f64) < b as f64 * (1.0 - rules.noise);
                let best_below = below(c.best_peak(), reference.best_peak());
                if over_cap {
                    Verdict::OverLatencyCap
                } else if !below(c.worst_peak(), reference.worst_peak()) {
                    match best_below {
                        true => Verdict::WorseWorstSession,
                        false => Verdict::Tie,
                    }
                } else if c.median_peak() > reference.median_peak() {
                    Verdict::WorseMedianSession
                } else {
                    Verdict::Won
                }
            }
        }
    };
    let mut verdicts: Vec<Verdict> = (candidates.iter().enumerate())
        .map(|(i, c)| verdict(i, c))
        .collect();
    let won: Vec<usize> = (0..candidates.len())
        .filter(|&i| verdicts[i] == Verdict::Won)
        .collect();
    // Memory: the lowest worst session, and among those within the noise of it the fastest
    // (two deployments a few bytes apart are the same to a user; 10% of latency is not).
    // Latency: the fastest. Ties to the earlier.
    let lowest_worst = (won.iter())
        .map(|&i| candidates[i].worst_peak())
        .min()
        .unwrap_or(0);
    let near_lowest = |i: usize| match rules.goal {
        Goal::Latency => true,
        Goal::PeakMemory => {
            candidates[i].worst_peak() as f64 <= lowest_worst as f64 * (1.0 + rules.noise)
        }
    };
    let winner = (won.iter().copied())
        .filter(|&i| near_lowest(i))
        .min_by(|&a, &b| {
            (candidates[a].median_seconds)
                .total_cmp(&candidates[b].median_seconds)
                .then(candidates[a].worst_peak().cmp(&candidates[b].worst_peak()))
                .then(a.cmp(&b))
        })
        .unwrap_or(0);
    for (i, v) in verdicts.iter_mut().enumerate() {
        if *v == Verdict::Won && i != winner {
            *v = Verdict::Beaten;
        }
    }
    Decision { winner, verdicts }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MB: u64 = 1_000_000;

    fn memory(sessions: &[u64], median: f64) -> Evidence {
        Evidence {
            session_peaks: sessions.to_vec(),
            median_seconds: median,
            q1_seconds: median * 0.95,
            q3_seconds: median * 1.05,
            failure: None,
        }
    }

    fn rules(goal: Goal) -> Rules {
        Rules {
            goal,
            noise: 0.01,
            max_slowdown: Some(0.10),
        }
    }

    /// ORT's defaults on the demo model: three sessions at 2.50 MB, three at 3.28–3.55 MB. A
    /// deployment at 2.48 MB every time beats their worst, and is no worse on the median.
    #[test]
    fn noisy_defaults_with_a_steady_winner() {
        let defaults = memory(
            &[
                2_499_912, 2_499_912, 2_499_944, 3_280_000, 3_414_392, 3_548_144,
            ],
            1e-3,
        );
        let steady = memory(&[2_480_000; 3], 1e-3);
        let d = decide(
            &[defaults.clone(), steady],
            &[true; 2],
            &rules(Goal::PeakMemory),
        );
        assert_eq!(d.winner, 1);
        assert_eq!(d.verdicts, vec![Verdict::Reference, Verdict::Won]);
        // Against the defaults' best session alone (the old rule) it would have been a tie.
        assert!(2_480_000.0 > 2_499_912.0 * 0.99);
        assert_eq!(
            defaults.spread(0.01).to_string(),
            "2.4 MiB–3.4 MiB over 6 sessions (3 at the low end)"
        );
    }

    #[test]
    fn ties_within_the_noise_keep_the_reference() {
        let input = memory(&[10 * MB; 3], 1e-3);
        let close = memory(&[10 * MB - 50_000; 3], 1e-3); // 0.5% lower: noise
        let d = decide(&[input, close], &[true; 2], &rules(Goal::PeakMemory));
        assert_eq!((d.winner, d.verdicts[1]), (0, Verdict::Tie));
        // Latency: overlapping quartiles are a tie too.
        let a = memory(&[MB], 1.00);
        let b = memory(&[MB], 0.98);
        let d = decide(&[a, b], &[true; 2], &rules(Goal::Latency));
        assert_eq!((d.winner, d.verdicts[1]), (0, Verdict::Tie));
    }

    #[test]
    fn a_winner_over_the_latency_cap_loses_to_the_next() {
        let input = memory(&[10 * MB], 1.00);
        let small_but_slow = memory(&[5 * MB], 1.20);
        let smaller_in_cap = memory(&[7 * MB], 1.05);
        let d = decide(
            &[input, small_but_slow, smaller_in_cap],
            &[true; 3],
            &rules(Goal::PeakMemory),
        );
        assert_eq!(d.winner, 2);
        assert_eq!(d.verdicts[1], Verdict::OverLatencyCap);
        // Without a cap, the smallest wins.
        let no_cap = Rules {
            max_slowdown: None,
            ..rules(Goal::PeakMemory)
        };
        let d = decide(
            &[memory(&[10 * MB], 1.0), memory(&[5 * MB], 1.2)],
            &[true; 2],
            &no_cap,
        );
        assert_eq!(d.winner, 1);
    }

    /// Lower on its median session but higher on its worst: a user provisions for the worst,
    /// so it does not win; and the converse, lower worst but higher median, does not either.
    #[test]
    fn better_median_worse_worst_session_loses() {
        let defaults = memory(&[3 * MB, 3 * MB, 3 * MB], 1e-3);
        let spiky = memory(&[2 * MB, 2 * MB, 4 * MB], 1e-3);
        let d = decide(
            &[defaults.clone(), spiky],
            &[true; 2],
            &rules(Goal::PeakMemory),
        );
        assert_eq!((d.winner, d.verdicts[1]), (0, Verdict::WorseWorstSession));
        let noisy_defaults = memory(&[2 * MB, 2 * MB, 4 * MB], 1e-3);
        let high_median = memory(&[3 * MB, 3 * MB, 3 * MB], 1e-3);
        let d = decide(
            &[noisy_defaults, high_median],
            &[true; 2],
            &rules(Goal::PeakMemory),
        );
        assert_eq!((d.winner, d.verdicts[1]), (0, Verdict::WorseMedianSession));
    }

    /// A runtime whose peak never varies needs one session; one that varies, three, and more
    /// while the spread is above the noise.
    #[test]
    fn a_steady_runtime_needs_one_session() {
        let one = memory(&[3 * MB], 1e-3);
        assert_eq!(sessions_wanted(&one, false, 0.01), 1);
        assert_eq!(sessions_wanted(&one, true, 0.01), MIN_SESSIONS);
        let steady = memory(&[3 * MB; 3], 1e-3);
        assert_eq!(sessions_wanted(&steady, true, 0.01), 3);
        let noisy = memory(&[3 * MB, 3 * MB, 4 * MB], 1e-3);
        assert_eq!(sessions_wanted(&noisy, true, 0.01), 4);
        let many = memory(&[3 * MB, 4 * MB, 3 * MB, 4 * MB, 3 * MB, 4 * MB], 1e-3);
        assert_eq!(sessions_wanted(&many, true, 0.01), MAX_SESSIONS);
        // One session each decides where the runtime is steady.
        let d = decide(
            &[one, memory(&[2 * MB], 1e-3)],
            &[true; 2],
            &rules(Goal::PeakMemory),
        );
        assert_eq!(d.winner, 1);
        assert_eq!(
            memory(&[2 * MB; 6], 1e-3).spread(0.01).to_string(),
            "1.9 MiB in 6 of 6 sessions"
        );
    }

    /// Two deployments within the counter's noise of each other are the same peak: the faster
    /// one wins, not the earlier one.
    #[test]
    fn a_tie_in_memory_goes_to_the_faster() {
        let input = memory(&[10 * MB], 1.00);
        let slower = memory(&[5 * MB], 1.09);
        let faster = memory(&[5 * MB + 1000], 0.91);
        let lower_but_slowest = memory(&[4 * MB], 1.08);
        let d = decide(
            &[input.clone(), slower.clone(), faster.clone()],
            &[true; 3],
            &rules(Goal::PeakMemory),
        );
        assert_eq!(d.winner, 2);
        assert_eq!(d.verdicts[1], Verdict::Beaten);
        // A peak lower by more than the noise wins, whatever its speed within the cap.
        let d = decide(
            &[input, slower, faster, lower_but_slowest],
            &[true; 4],
            &rules(Goal::PeakMemory),
        );
        assert_eq!(d.winner, 3);
    }

    #[test]
    fn ineligible_and_failed_candidates_never_win() {
        let input = memory(&[10 * MB], 1.0);
        let mut failed = memory(&[MB], 1.0);
        failed.failure = Some("crashed".into());
        let guarded = memory(&[2 * MB], 1.0);
        let fine = memory(&[5 * MB], 1.0);
        let d = decide(
            &[input, failed, guarded, fine],
            &[true, true, false, true],
            &rules(Goal::PeakMemory),
        );
        assert_eq!(d.winner, 3);
        assert_eq!(
            d.verdicts,
            vec![
                Verdict::Reference,
                Verdict::Failed,
                Verdict::Ineligible,
                Verdict::Won
            ]
        );
    }
}
