//! The JSON report of a scheduling run, and plots of schedules.

#[cfg(feature = "plot")]
pub(crate) mod plot;
pub mod table;
pub mod text;

use flowsched_core::schedulers::Origin;
use flowsched_onnx::ImportReport;
use serde::Serialize;

#[derive(Debug, Clone, Serialize)]
#[non_exhaustive]
pub struct ScheduleReport {
    pub flowsched_version: &'static str,
    pub input: String,
    pub output: Option<String>,
    pub objective: flowsched_core::cost::Objective,
    /// The order the runtime executes the file in, which the candidates were judged by.
    pub execution_order: flowsched_runtime::ExecutionOrder,
    /// What every proxy figure (`cost`, `peak_memory_bytes`) comes from, in words.
    pub proxy: String,
    /// Makespan objectives: the critical path's share of the total work, by the proxy's op
    /// runtimes (1: a chain; streams cannot beat it). At most `1/M` of it fits on M units.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub critical_path_share: Option<f64>,
    /// Where the device left a setting open (`--device ort`: the optimisation level), each
    /// deployment measured, the chosen one marked; this report's other fields are the chosen
    /// deployment's.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub deployments: Vec<Deployment>,
    /// With `deployments`: the settings not measured, each with why (`all graph: ...`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub deployments_left_out: Vec<String>,
    /// With `deployments`: the input and the output loaded with the runtime's defaults.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub with_defaults: Option<WithDefaults>,
    /// With `deployments`, for memory: the peaks of the runtime's defaults and of the output
    /// over their fresh sessions, the spreads the decision was made on.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sessions: Option<Sessions>,
    /// `--for-ort`: the graph that was scheduled instead of the file's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scheduled_graph: Option<String>,
    /// `--rewrite`: the rewrites offered, kept and why, by the proxy.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rewrites: Option<RewriteReport>,
    /// `--memory-cap`: the cap, the memory optimum it was measured against, and the
    /// candidates on the peak/makespan frontier.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub memory_cap: Option<MemoryCapReport>,
    /// The output is the input file, byte for byte: with `--for-ort`, nothing beat it.
    pub input_kept: bool,
    /// Where the runtime walks the file: the best file under the walk that was not chosen
    /// because it is clearly worse as written, and by how much each way.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub trade: Option<String>,
    pub seed: u64,
    pub nodes: usize,
    pub edges: usize,
    /// Weights and other constants: live for the whole run in any order.
    pub constant_bytes: u64,
    /// Activation tensors whose size is unknown (counted as 0 bytes).
    pub unknown_size_tensors: usize,
    pub import: Option<ImportReport>,
    /// Wall seconds of the scheduling itself: proposing, ranking and (with a device)
    /// measuring the candidates; loading and writing the model excluded.
    pub scheduling_seconds: f64,
    pub candidates: Vec<Candidate>,
    pub winner: String,
    /// Which part of the winning scheduler's candidates won (the GFlowNet's: a sample, a
    /// refined sample, a classic seed).
    #[serde(skip_serializing_if = "is_own")]
    pub winner_origin: Origin,
    /// Proxy cost of the original order and of the winner for the objective, and a lower
    /// bound no order can beat (bytes for memory, seconds for makespan).
    pub original_cost: f64,
    pub winner_cost: f64,
    pub lower_bound: f64,
    pub original_peak_memory_bytes: u64,
    pub winner_peak_memory_bytes: u64,
    /// On several units, where the winner runs as streams: its streams' peak
    /// ([`Candidate::stream_peak_bytes`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winner_stream_peak_bytes: Option<u64>,
    /// Ops that run at a different step than in the original order.
    pub moved_ops: usize,
    /// Device measurements of the top-k candidates, when the pass ran them (`--device`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub device: Option<DeviceReport>,
    /// The winning order, by node name.
    pub order: Vec<String>,
    /// The input's order, by node name.
    pub original_order: Vec<String>,
}

/// How a report's `scheduled_graph` names a graph the rewrite stage made (`rewritten (...)`).
pub const REWRITTEN_GRAPH: &str = "rewritten";

/// `--memory-cap` on the scheduled graph, by the proxy (what `candidates` say of each order;
/// with a device, the measured figures are in `device`).
#[derive(Debug, Clone, Serialize)]
pub struct MemoryCapReport {
    /// As the user gave it: bytes, or a multiple of the optimum (`1.2x`).
    pub requested: flowsched_core::cost::MemoryCap,
    pub cap_bytes: u64,
    /// The lowest peak of the memory schedulers' orders (`memory:…` among the candidates).
    pub memory_optimum_bytes: u64,
    /// Candidates whose peak is under the cap, of all.
    pub within_cap: usize,
    /// Indices into `candidates` of the peak/makespan Pareto front, by peak.
    pub frontier: Vec<usize>,
    /// With a device: indices into `device.candidates` of the Pareto front of what it
    /// measured, (the highest run's peak, the median time), by peak. The cap holds each
    /// candidate to its highest run's peak there.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub measured_frontier: Vec<usize>,
}

/// What the rewrite stage did (`--rewrite`): every figure is the proxy's peak of the best order
/// the run's schedulers found, as the runtime runs it.
#[derive(Debug, Clone, Serialize)]
pub struct RewriteReport {
    /// Rewrites the graph allowed.
    pub offered: usize,
    /// Those kept, each with its effect: the highest live bytes while its nodes run, in the
    /// file's best order and in the rewritten graph's.
    pub kept: Vec<KeptRewrite>,
    /// The best order of the file's graph.
    pub best_order_peak_bytes: u64,
    /// Each round's best peak: the graph with the rewrites kept so far and those at the
    /// peak's step; a round that does not lower the peak ends the search (its rewrites go).
    pub rounds_peak_bytes: Vec<u64>,
    /// The best order of the graph with every channel rewrite at once (the last candidate).
    pub every_channel_rewrite_peak_bytes: Option<u64>,
    /// The best order of the graph with the rewrites kept.
    pub kept_peak_bytes: Option<u64>,
    /// Whether the rewritten graph was scheduled (its peak is below the best order's).
    pub used: bool,
    /// The op running at the peak of the graph scheduled (the rewritten one where used), and
    /// the largest tensors live there: what a further rewrite would have to shrink.
    pub peak_at: String,
    pub peak_tensors: Vec<(String, u64)>,
    pub seconds: f64,
    /// The stage's verdict in words.
    pub verdict: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct KeptRewrite {
    #[serde(flatten)]
    pub rewrite: flowsched_onnx::rewrite::Rewrite,
    pub span_peak_before_bytes: u64,
    pub span_peak_after_bytes: u64,
}

#[derive(Debug, Clone, Serialize)]
#[non_exhaustive]
pub struct Candidate {
    pub scheduler: String,
    /// Proxy cost for the objective (lower is better).
    pub cost: f64,
    pub peak_memory_bytes: u64,
    /// On more than one unit, the peak of the order's list schedule, its ops side by side
    /// ([`flowsched_core::cost::stream_peak`]): what streams hold.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stream_peak_bytes: Option<u64>,
    /// Makespan on the objective's units (makespan objectives only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub makespan: Option<f64>,
    pub moved_ops: usize,
    /// Where the runtime runs another order than the file's (ONNX Runtime's DEFAULT walk), the
    /// proxy cost of the file order as written: what ORT runs under PRIORITY_BASED.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub as_written_cost: Option<f64>,
    /// Within its scheduler: a GFlowNet sample, a refined sample or a classic seed.
    #[serde(skip_serializing_if = "is_own")]
    pub origin: Origin,
}

fn is_own(origin: &Origin) -> bool {
    *origin == Origin::Own
}

impl Candidate {
    /// The proxy cost of the order as written in the file.
    pub(crate) fn written_cost(&self) -> f64 {
        self.as_written_cost.unwrap_or(self.cost)
    }

    /// The peak `--memory-cap` bounds: the higher of the order's and its streams', so the
    /// cap holds whether the runtime runs the file one op at a time or as streams.
    pub fn capped_peak(&self) -> u64 {
        self.peak_memory_bytes
            .max(self.stream_peak_bytes.unwrap_or(0))
    }
}

pub use flowsched_core::cost::memory::human_bytes;

/// The files `--plot` writes into its folder: the Gantt chart and the memory curve.
pub const PLOT_FILES: [&str; 2] = ["gantt.svg", "memory.svg"];
/// With `--memory-cap`, `--plot` also draws the candidates' peak against their makespan.
pub const FRONTIER_PLOT: &str = "frontier.svg";
/// And, with a device, the measured candidates' highest peak against their median time.
pub const MEASURED_FRONTIER_PLOT: &str = "frontier-measured.svg";

/// The measured candidates' (highest run's peak, median time), and which of them are on
/// their Pareto front; a candidate that did not run is on no front.
pub fn measured_points(device: &DeviceReport) -> (Vec<(u64, f64)>, Vec<bool>) {
    let points: Vec<(u64, f64)> = (device.candidates.iter())
        .map(|c| (c.peak_bytes_max, c.median_seconds))
        .collect();
    let ran: Vec<bool> = (device.candidates.iter())
        .map(|c| c.failure.is_none() && c.median_seconds.is_finite())
        .collect();
    let kept: Vec<(u64, f64)> = (points.iter().zip(&ran))
        .filter(|(_, &r)| r)
        .map(|(p, _)| *p)
        .collect();
    let mut on_kept = flowsched_core::cost::pareto_front(&kept).into_iter();
    let front = ran
        .iter()
        .map(|&r| r && on_kept.next().unwrap_or(false))
        .collect();
    (points, front)
}

#[derive(Debug, Clone, Serialize)]
#[non_exhaustive]
pub struct DeviceReport {
    pub device: String,
    /// The machine's CPU ([`flowsched_runtime::cpu_name`]): figures, and ORT's `all` layouts,
    /// are this CPU's.
    pub cpu: String,
    /// The runtime and the settings the figures assume (version, optimisation, order).
    pub runtime: String,
    pub streams: usize,
    pub rounds: usize,
    /// `clear-winner`, `budget`, `max-rounds` or `single-candidate`.
    pub stopped_because: String,
    /// Rounds a winner needs (for quartiles); with fewer, the input is kept.
    pub rounds_needed: usize,
    pub seconds: f64,
    /// The further fresh sessions' time, after `seconds`: where the peak varies between
    /// sessions, each is a load of the model.
    pub sessions_seconds: f64,
    /// Spearman's ρ between the proxy cost and the measured figure (peak bytes for memory,
    /// median latency for time) over the candidates that ran; `None` when either is constant.
    pub spearman_proxy_vs_measured: Option<f64>,
    /// The same over the proxy's distinct costs, each cost's candidates at their median
    /// (`flowsched_core::cost::agreement::spearman_over_costs`); `None` below 3 costs.
    pub spearman_over_proxy_costs: Option<f64>,
    /// How many distinct proxy costs the measured candidates have.
    pub proxy_costs_measured: usize,
    /// How much worse the proxy's first choice measured than the measured best (0.05: 5%).
    pub top1_regret: Option<f64>,
    pub candidates: Vec<MeasuredCandidate>,
    /// With `--for-ort`: the user's own file as ORT's defaults run it (optimisation `all`).
    /// The output must beat it as measured, or the input is written back unchanged.
    pub as_deployed: Option<AsDeployed>,
    /// The runtime's peak may differ from one fresh session to the next (ONNX Runtime at
    /// `all`): memory is judged on each candidate's worst session.
    pub peak_varies_between_sessions: bool,
    /// Measured in the same rounds as the candidates: how the input runs in parallel without
    /// a schedule (MLIR streams: every op async, `async-parallel-for`). They are not orders
    /// and are not written; a streams winner must be judged against them.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub baselines: Vec<MeasuredBaseline>,
}

/// A baseline of [`DeviceReport::baselines`], measured like a candidate.
#[derive(Debug, Clone, Serialize)]
pub struct MeasuredBaseline {
    pub name: String,
    pub median_seconds: f64,
    pub q1_seconds: f64,
    pub q3_seconds: f64,
    pub peak_bytes: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub failure: Option<String>,
}

impl DeviceReport {
    /// The measured original (always the first candidate) and the winner, if both are there.
    pub fn original_and_winner(&self) -> Option<(&MeasuredCandidate, &MeasuredCandidate)> {
        let original = self.candidates.first()?;
        let winner = self.candidates.iter().find(|c| c.winner)?;
        Some((original, winner))
    }
}

/// The defaults' and the output's peaks over fresh sessions.
#[derive(Debug, Clone, Serialize)]
pub struct Sessions {
    /// The runtime's defaults run a different graph from one session to the next.
    pub defaults_vary: bool,
    pub defaults: flowsched_core::decide::Spread,
    pub output: flowsched_core::decide::Spread,
    /// What the decision core made of each deployment, in `deployments`' order.
    pub verdicts: Vec<flowsched_core::decide::Verdict>,
}

/// One deployment a run measured: the device setting, the input and the best order under it.
#[derive(Debug, Clone, Serialize)]
#[non_exhaustive]
pub struct Deployment {
    /// The setting: a level (`ort:disabled`) on the file's own graph, or `LEVEL graph`: ORT's
    /// graph at that level written out and loaded with optimisation off.
    pub device: String,
    /// What was scheduled, where it is not the file's own graph.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub graph: Option<String>,
    pub input_peak_bytes: u64,
    pub input_median_seconds: f64,
    /// The measured winner under this setting (`original`: the input's order).
    pub winner: String,
    pub winner_peak_bytes: u64,
    /// The winner's peak in each fresh session it was measured in.
    pub winner_session_peaks_bytes: Vec<u64>,
    pub winner_median_seconds: f64,
    /// The winner's median latency over the input's under the first (default) setting.
    pub slowdown: f64,
    /// How the proxy that ranked this setting's candidates agreed with their measured peaks or
    /// latencies (`DeviceReport::spearman_over_proxy_costs`), and over how many distinct costs.
    pub spearman_over_proxy_costs: Option<f64>,
    pub proxy_costs_measured: usize,
    /// Within `--max-slowdown`, so it could be chosen.
    pub allowed: bool,
    pub chosen: bool,
    /// Its orders were measured; `false`: only its input, side by side with the other levels,
    /// which put it over `--max-slowdown`.
    pub searched: bool,
}

/// The input and the output as a user who sets nothing loads them: the runtime's default
/// level and memory settings (ORT: level all, CPU arena and memory patterns on), the output's
/// own settings (`ort_config`) ignored. Totals count the process from just before the session
/// is made (weights included); peaks count one run, as the candidates' do.
#[derive(Debug, Clone, Serialize)]
#[non_exhaustive]
pub struct WithDefaults {
    pub runtime: String,
    pub input_total_bytes: u64,
    pub output_total_bytes: u64,
    pub input_peak_bytes: u64,
    pub output_peak_bytes: u64,
    pub input_median_seconds: f64,
    pub output_median_seconds: f64,
    /// Loaded so, the output is worse than the input beyond noise (for memory: its total; for
    /// time: its fast quartile above the input's slow one).
    pub worse: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub failure: Option<String>,
}

/// The input as the user runs it today, measured next to the candidates.
#[derive(Debug, Clone, Serialize)]
#[non_exhaustive]
pub struct AsDeployed {
    pub runtime: String,
    pub median_seconds: f64,
    pub peak_bytes: u64,
    pub failure: Option<String>,
    /// The measured winner did not beat it: the input is the output, unchanged.
    pub kept: bool,
}

#[derive(Debug, Clone, Serialize)]
#[non_exhaustive]
pub struct MeasuredCandidate {
    pub scheduler: String,
    /// The device picked this one (a sampler's candidates can share name and proxy cost).
    pub winner: bool,
    /// Whether it could win: one that may not (worse as written than the input, see
    /// `as_written_cost`) is measured only to show how the proxy agrees with the runtime.
    pub may_win: bool,
    pub proxy_cost: f64,
    /// [`Candidate::as_written_cost`]: the proxy's cost of the file order as written, where
    /// the runtime runs another order.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub as_written_cost: Option<f64>,
    pub median_seconds: f64,
    pub q1_seconds: f64,
    pub q3_seconds: f64,
    /// Peak bytes of the median run ([`flowsched_runtime::protocol::CandidateStats::peak_bytes`]).
    pub peak_bytes: u64,
    /// Peak bytes of the highest run.
    pub peak_bytes_max: u64,
    /// The peak of each fresh session it was measured in (the first is `peak_bytes`): where
    /// the runtime's peak varies between sessions, the input and the candidates that could
    /// win are measured in several, and judged by their worst ([`flowsched_core::decide`]).
    pub session_peaks_bytes: Vec<u64>,
    /// What the decision core made of it.
    pub verdict: flowsched_core::decide::Verdict,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub failure: Option<String>,
}
