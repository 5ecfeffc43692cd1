//! `--device ort`: ONNX Runtime leaves the optimisation level open, so the run is made once per
//! deployment and the best measured one is written: the runtime's defaults are not always the
//! user's best (its optimiser can raise a peak that an order lowers). The pipeline runs the
//! steps; this file says which, with what budget, and which one wins.

use super::{onnx, optimised_graph, settings, with_defaults};
use crate::backend::{MeasureError, Search, Step};
use crate::model::Model;
use crate::options::Options;
use crate::report::{Deployment, ScheduleReport, Sessions};
use flowsched_core::decide::{decide, Decision, Evidence, Rules};
use flowsched_core::device::OptimisationLevel;
use flowsched_core::device::{Device, ExecutionOrder};
use flowsched_runtime::protocol::{CandidateStats, Protocol, MEMORY_NOISE};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// How much slower than the cap allows a level's input may measure, side by side with the
/// defaults' (the medians of a few interleaved rounds), and still have its orders measured:
/// a level's own run measures its input again, and the cap is judged there.
const LEVEL_MARGIN: f64 = 1.05;

/// The rounds of the inputs side by side, without a warm-up: the median of three is not moved
/// by one slow run, the first included (a warm-up per level cost NASNet-A Large 3.5 s).
const LEVEL_ROUNDS: usize = 3;

/// How much slower than the cap allows the file at a level may measure (side by side with the
/// defaults) and still have ORT's graph of that level scheduled. That graph has run no faster than the file at its level
/// (NASNet-A Large at `basic`: 1.41x the defaults' latency against the file's 1.30x; PNASNet-5
/// 1.39x against 1.32x), while ShuffleNet's file at `extended`, 1.22x in one run, had its graph
/// win at 1.03x.
const GRAPH_MARGIN: f64 = 1.15;

/// How far above a measured peak the proxy of ORT's graph written out may be and still have
/// that graph measured: the proxy's error on such graphs.
const PROXY_SLACK: f64 = 0.02;

/// One deployment to measure: a device setting (its optimisation level) and the graph it runs,
/// the file's own or, for `graph: Some(level)`, ORT's graph at that level written out (what
/// `--for-ort` schedules), loaded with optimisation off. Only there does the proxy that ranks
/// the orders model the graph ORT runs: at another level ORT rewrites the file's graph first.
///
/// From Python, a setting may run its graph as written (`ExecutionOrder::File`: ORT's
/// `PRIORITY_BASED` with optimisation off), where reordering saves the most.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Setting {
    device: Device,
    graph: Option<OptimisationLevel>,
    order: ExecutionOrder,
    /// Only the input is measured: the reference, where the user asked for the file order.
    reference_only: bool,
    /// The graph is the file with the rewrites the rewrite stage kept (`--rewrite`).
    rewritten: bool,
}

impl Setting {
    fn name(&self) -> String {
        let name = match self.graph {
            Some(level) => format!("{} graph", level.name()),
            None if self.rewritten => format!("rewritten graph at {}", self.device),
            None => self.device.to_string(),
        };
        match self.order {
            ExecutionOrder::File => format!("{name}, file order"),
            ExecutionOrder::OrtDefault if self.reference_only => format!("{name}, the input"),
            ExecutionOrder::OrtDefault => name,
        }
    }
}

/// The settings to measure for `devices` (the defaults first): each level on the file's own
/// graph, then ORT's optimised graph of each level but `disabled` written out, unless the user
/// asked for one graph already (`--for-ort`). From Python, then the same run as written: the
/// file with optimisation off, and each of ORT's graphs. Where the user asked for the file order
/// only, the walked settings shrink to the reference: the input under the defaults.
///
/// Where the budget runs short, the first settings are the ones measured, so after the defaults
/// come ORT's graph of the defaults' level, as written and then walked: they keep the defaults'
/// fusions and speed, and they were the best deployment on every NAS net (ranking one step of a
/// 3,000-op graph takes 10 to 20 s, so 30 s holds two or three steps).
///
/// A rewritten graph (`--rewrite`) comes after ORT's graph of the defaults' level (the NAS
/// nets' best deployment, which a 30 s budget must still reach): walked under the defaults'
/// level, the user's own deployment (NASNet-A 96²: 0.915x the file's peak, worst of 5
/// sessions, at 0.93x its latency), and with optimisation off, the graph its proxy models
/// (NASNet-A: 2.5 MB, the lowest peak measured, at 2.2x the defaults' latency; at `all` ORT's
/// NCHWc layouts can undo the slices: the separable stem peaked at 1.6 MB there against 0.6 MB
/// for the file); from Python, also as written with optimisation off.
fn settings_of(options: &Options, devices: &[Device], rewritten: bool) -> Vec<Setting> {
    let mut settings = settings_in_kind_order(options, devices);
    let level = settings[0].device.optimisation();
    let promising = |s: &Setting| s.graph.is_some() && s.graph == level;
    let (mut first, rest): (Vec<Setting>, Vec<Setting>) =
        settings.drain(1..).partition(|s| promising(s));
    first.sort_by_key(|s| s.order != ExecutionOrder::File);
    let rewritten = match rewritten {
        true => rewritten_settings(options, settings[0].device),
        false => Vec::new(),
    };
    settings.extend(first);
    settings.extend(rewritten);
    settings.extend(rest);
    settings
}

/// The settings of the rewritten graph ([`settings_of`]), the defaults' device first.
fn rewritten_settings(options: &Options, defaults: Device) -> Vec<Setting> {
    let off = Device::Ort(OptimisationLevel::Disabled);
    let walked = Setting {
        device: defaults,
        graph: None,
        order: ExecutionOrder::OrtDefault,
        reference_only: false,
        rewritten: true,
    };
    let mut settings = Vec::new();
    if options.execution_order != Some(ExecutionOrder::File) {
        settings.push(walked);
        if defaults != off {
            settings.push(Setting {
                device: off,
                ..walked
            });
        }
    }
    if options.python_ort && options.execution_order != Some(ExecutionOrder::OrtDefault) {
        settings.push(Setting {
            device: off,
            order: ExecutionOrder::File,
            ..walked
        });
    }
    settings
}

/// The settings of [`settings_of`], kind by kind: the levels, ORT's graphs walked, the file and
/// ORT's graphs as written.
fn settings_in_kind_order(options: &Options, devices: &[Device]) -> Vec<Setting> {
    let walk = options.execution_order != Some(ExecutionOrder::File);
    let as_written =
        options.python_ort && options.execution_order != Some(ExecutionOrder::OrtDefault);
    let off = Device::Ort(OptimisationLevel::Disabled);
    let setting = |device, graph, order| Setting {
        device,
        graph,
        order,
        reference_only: false,
        rewritten: false,
    };
    let graphs: Vec<OptimisationLevel> = devices
        .iter()
        .filter_map(|d| d.optimisation())
        .filter(|&level| options.optimised_graph.is_none() && level != OptimisationLevel::Disabled)
        .collect();
    let mut settings: Vec<Setting> = match walk {
        true => (devices.iter())
            .map(|&d| setting(d, None, ExecutionOrder::OrtDefault))
            .chain(
                graphs
                    .iter()
                    .map(|&level| setting(off, Some(level), ExecutionOrder::OrtDefault)),
            )
            .collect(),
        false => vec![Setting {
            reference_only: true,
            ..setting(devices[0], None, ExecutionOrder::OrtDefault)
        }],
    };
    if as_written {
        settings.push(setting(off, None, ExecutionOrder::File));
        settings.extend(
            graphs
                .iter()
                .map(|&level| setting(off, Some(level), ExecutionOrder::File)),
        );
    }
    settings
}

/// The search over every deployment of `devices` (the defaults first), within the budget in
/// all, keeping the best: for memory the lowest measured peak among the winners within
/// `max_slowdown` of the input under the defaults, for time the fastest. The defaults win
/// unless another deployment beats them clearly.
///
/// The budget holds the whole search, not only its measurements: on NASNet-A Large ranking a
/// step's candidates and ORT's optimiser took longer than measuring them, and a search held to
/// its measurements ran 287 s on a 30 s budget. A setting the budget has no room for left is
/// reported, not run.
pub(super) struct Deployments<'a> {
    file: &'a Model,
    options: Options,
    settings: Vec<Setting>,
    /// The next setting to run.
    next: usize,
    /// Each run writes into the folder; the chosen one's files are copied where asked.
    dir: tempfile::TempDir,
    /// When the search began: every step's time, not only its measuring, is the budget's.
    started: Instant,
    /// What the steps run so far took beyond their measuring and further sessions (ranking,
    /// ORT's optimiser), and how many ran, apart for those that made ORT's graph of a level
    /// (its optimiser and sizing: on NASNet-A Large at 331x331 1.9 s against 0.2 s of
    /// ranking): the estimate of each later step's.
    overhead: [Duration; 2],
    steps_run: [u32; 2],
    /// The further fresh sessions of the steps whose peak varies between sessions, and how
    /// many such steps ran: each a load of the model (7 s of the defaults' step there). A
    /// setting that does not vary (optimisation off) needs none.
    sessions: Duration,
    varying_steps: u32,
    /// The least measuring a step of the protocol takes ([`least_measuring`]), the lowest
    /// over the steps so far, apart for settings whose peak varies between sessions (each load
    /// runs ORT's optimiser) and the others: what the next step of its kind takes at least.
    least_measuring: [Option<Duration>; 2],
    /// Whether the step running now makes ORT's graph of a level.
    making_graph: bool,
    /// When the step running now began.
    step_started: Instant,
    /// The levels searched, the defaults first.
    devices: Vec<Device>,
    /// The input at each level, measured side by side before the first setting that needs
    /// them runs (another level, or its graph): `None` until then. The defaults and ORT's
    /// graph of their level, first on the NAS nets, do not wait for them (5.7 s of a 30 s
    /// search on NASNet-A Large at 331x331).
    side_by_side: Option<Vec<LevelInput>>,
    runs: Vec<(Setting, ScheduleReport)>,
    /// ORT's optimised graph of each level made so far, with what reports call it: made once,
    /// walked and as written (and its weights shared by every candidate of both).
    graphs: Vec<(OptimisationLevel, (Model, String))>,
    /// The rewritten graph (`--rewrite`), between its steps.
    rewritten: Option<(Model, String)>,
    /// Settings whose input alone was over the slowdown cap: reported, not run.
    over_cap: Vec<(Setting, usize)>,
    left_out: Vec<String>,
}

impl<'a> Deployments<'a> {
    pub(super) fn new(
        file: &'a Model,
        rewritten: Option<(Model, String)>,
        options: &Options,
        devices: &[Device],
    ) -> Result<Deployments<'a>, MeasureError> {
        // Each run's output is loaded in ORT (with the runtime's defaults): where the model
        // keeps its weights in external data, beside the input, where they are linked.
        let dir = match file.has_external_data() {
            true => flowsched_onnx::external::scratch_dir_for(&options.input),
            false => tempfile::tempdir(),
        }
        .map_err(|e| MeasureError::Io {
            path: std::env::temp_dir(),
            reason: e.to_string(),
        })?;
        // The budget counts from the run's start: the parse of a 355 MB file takes seconds.
        let started = options.run_started.unwrap_or_else(Instant::now);
        Ok(Deployments {
            file,
            options: options.clone(),
            settings: settings_of(options, devices, rewritten.is_some()),
            next: 0,
            dir,
            started,
            overhead: [Duration::ZERO; 2],
            steps_run: [0; 2],
            sessions: Duration::ZERO,
            varying_steps: 0,
            least_measuring: [None; 2],
            making_graph: false,
            step_started: started,
            devices: devices.to_vec(),
            side_by_side: None,
            runs: Vec::new(),
            graphs: Vec::new(),
            rewritten,
            over_cap: Vec::new(),
            left_out: Vec::new(),
        })
    }

    fn scratch(&self, i: usize, what: &str) -> PathBuf {
        self.dir.path().join(format!("{i}.{what}"))
    }

    /// What a step is expected to take beyond measuring: the mean of those of its kind run so
    /// far (`making_graph`: it makes ORT's graph of a level), else of all; and where its
    /// setting's peak varies between sessions, the further sessions of such steps.
    fn expected_overhead(&self, making_graph: bool, varies: bool) -> Duration {
        let kind = making_graph as usize;
        let own = match (self.steps_run[kind], self.steps_run[0] + self.steps_run[1]) {
            (0, 0) => Duration::ZERO,
            (0, n) => (self.overhead[0] + self.overhead[1]) / n,
            (n, _) => self.overhead[kind] / n,
        };
        let sessions = match (varies, self.varying_steps) {
            (true, n) if n > 0 => self.sessions / n,
            _ => Duration::ZERO,
        };
        own + sessions
    }

    /// Whether setting `i` is judged against the input at the other levels: a level other
    /// than the defaults', or its graph. The defaults' own settings never are.
    fn needs_levels(&self, i: usize) -> bool {
        let setting = self.settings[i];
        let defaults = self.devices[0];
        match setting.graph {
            Some(level) => Device::Ort(level) != defaults,
            None => i > 0 && setting.device != defaults,
        }
    }

    /// The inputs side by side, measured at the first need within `budget`. For memory within
    /// a slowdown cap, a level whose input alone is far slower than the defaults' cannot win:
    /// they say which, before that level's orders are measured (on NASNet-A Large every level
    /// but `all` is 1.2-1.4x the defaults').
    fn measure_levels(&mut self, budget: Duration) -> Result<(), MeasureError> {
        if self.side_by_side.is_none() {
            let levels = match self.options.objective.is_timed() {
                true => Vec::new(),
                false => inputs_side_by_side(self.file, &self.options, &self.devices, budget)?,
            };
            self.side_by_side = Some(levels);
        }
        Ok(())
    }

    /// Whether setting `i` would make ORT's graph of its level (none is kept from another).
    fn makes_graph(&self, i: usize) -> bool {
        let graph = self.settings[i].graph;
        graph.is_some() && !self.graphs.iter().any(|(level, _)| Some(*level) == graph)
    }

    /// The slowdown of `level`'s input against the defaults', where it is over the cap by
    /// more than `margin`.
    fn too_slow(&self, level: Device, margin: f64) -> Option<f64> {
        let slowdown = (self.side_by_side.iter().flatten())
            .find(|l| l.device == level)?
            .slowdown?;
        (slowdown > (1.0 + self.options.max_slowdown) * margin).then_some(slowdown)
    }

    /// The step of setting `i`, or why it is not run.
    fn step(&mut self, i: usize) -> Result<Option<Step>, MeasureError> {
        let setting = self.settings[i];
        let Some(share) = self.share_of(i)? else {
            return Ok(None);
        };
        self.making_graph = self.makes_graph(i);
        self.step_started = Instant::now();
        let options = self.step_options(i, share);
        let name = setting.name();
        tracing::info!("deployment {name}");
        match setting.graph {
            None if setting.rewritten => Ok(self.rewritten_step(&options)),
            None => self.own_graph_step(i, &options),
            Some(graph) => self.ort_graph_step(i, graph, &options),
        }
    }

    /// Setting `i`'s share of the budget, measuring the levels side by side first where it is
    /// the first to need them; `None` where too little is left (it is then left out).
    fn share_of(&mut self, i: usize) -> Result<Option<Duration>, MeasureError> {
        let setting = self.settings[i];
        // The defaults get a quarter of the budget: they are the reference and, on most models,
        // the winner. The others take from what is left as they go (below), so what one leaves
        // unspent goes to those after it.
        // A tenth is kept for the end: the check with ORT's defaults, and the copies.
        let budget = self.options.budget - self.options.budget / 10;
        let mut left = budget.saturating_sub(self.started.elapsed());
        let remaining = (self.settings.len() - i) as u32;
        let making_graph = self.makes_graph(i);
        let varies = setting.device.peak_varies_between_sessions();
        let expected = self.expected_overhead(making_graph, varies);
        // The levels side by side take up to a quarter, at the first setting that needs them
        // and has time to run.
        let least = self.least_measuring[varies as usize].unwrap_or_default();
        if self.needs_levels(i) && self.side_by_side.is_none() && left > expected + least {
            self.measure_levels((self.options.budget / 4).min(left / 2))?;
            left = budget.saturating_sub(self.started.elapsed());
        }
        // The settings come likeliest winner first, so each gets half of what is left beyond
        // its own expected overhead, the last all of it: an even split starved the second
        // setting (ORT's graph as written, the NAS nets' best) down to two candidates.
        let share = match i {
            0 => self.options.budget / 4,
            _ if remaining == 1 => left.saturating_sub(expected),
            _ => left.saturating_sub(expected) / 2,
        };
        // Spent, or too little left for what such a step takes beyond measuring and for the
        // least any step measured (the protocol's least rounds of two candidates, which a step
        // takes whatever its share: on PNASNet-5 Large at 331x331 a last step given 3.8 s
        // took 8 s): the rest is left out.
        if i > 0 && (left.is_zero() || left < expected + least) {
            self.left_out.push(format!(
                "{}: the budget was spent ({:.1} s of {:.1} s, and such a step takes about \
                 {:.1} s before it measures and {:.1} s measuring; a larger budget measures it)",
                setting.name(),
                self.started.elapsed().as_secs_f64(),
                self.options.budget.as_secs_f64(),
                expected.as_secs_f64(),
                least.as_secs_f64()
            ));
            return Ok(None);
        }
        Ok(Some(share))
    }

    /// The options of setting `i`'s run: its device, order and share of the budget, with its
    /// outputs written to the scratch folder.
    fn step_options(&self, i: usize, share: Duration) -> Options {
        let setting = self.settings[i];
        Options {
            device: Some(setting.device),
            execution_order: Some(setting.order),
            // The reference measures the input alone. The defaults' own step measures at most
            // half the top k: at level `all` each candidate is a load of a second or so on the
            // NAS nets (eight of them and their sessions took 24 s of 30), and its walks lost
            // to ORT's graph as written on every NAS net.
            top_k: match (setting.reference_only, i) {
                (true, _) => 1,
                (false, 0) => self.options.top_k.div_ceil(2).max(2),
                (false, _) => self.options.top_k,
            },
            // The user's own --for-ort stands (and is refused where the level contradicts it).
            optimised_graph: setting.graph.or(self.options.optimised_graph),
            // Always written: the chosen one is also measured as loaded with the defaults.
            output: Some(self.scratch(i, "out")),
            in_place: false,
            // Scratch outputs link the weights; the user's choice is for the output.
            external_data: flowsched_onnx::external::ExternalData::Link,
            emit_orders: (self.options.emit_orders.as_ref())
                .map(|_| self.scratch(i, "orders.json")),
            plot: (self.options.plot.as_ref()).map(|_| self.scratch(i, "plots")),
            budget: share,
            ..self.options.clone()
        }
    }

    /// The step of setting `i` on the file's own graph, or why not: a level whose input alone
    /// is over the cap is reported, not run.
    fn own_graph_step(
        &mut self,
        i: usize,
        options: &Options,
    ) -> Result<Option<Step>, MeasureError> {
        let setting = self.settings[i];
        let name = setting.name();
        // Asked for explicitly, the file order is measured whatever its speed, so that the
        // report says what it would have given; the cap still decides whether it wins.
        let asked = self.options.execution_order == Some(ExecutionOrder::File);
        let gated = i > 0 && !(asked && setting.order == ExecutionOrder::File);
        if let (Some(slow), true) = (self.too_slow(setting.device, LEVEL_MARGIN), gated) {
            if setting.order == ExecutionOrder::File {
                // The file as written runs about as fast as its walk with optimisation off.
                self.left_out.push(format!(
                    "{name}: the input with optimisation off is over --max-slowdown \
                     ({slow:.2}x the defaults')"
                ));
                return Ok(None);
            }
            tracing::info!(
                "deployment {name}: its input is {slow:.2}x the defaults', not measured further"
            );
            if let Some(input) =
                (self.side_by_side.iter().flatten()).position(|l| l.device == setting.device)
            {
                self.over_cap.push((setting, input));
            }
            return Ok(None);
        }
        let mut step = Step::of(options);
        if let Some(level) = options.optimised_graph {
            step.graph = Some(optimised_graph(self.file, level, options)?);
        }
        // The Python worker's file order may fail where the walk would not: left out.
        step.may_fail = setting.order == ExecutionOrder::File;
        Ok(Some(step))
    }

    /// The step of a setting on the rewritten graph: measured like ORT's graphs, next to the
    /// input under the defaults, and left out if it fails.
    fn rewritten_step(&mut self, options: &Options) -> Option<Step> {
        Some(Step {
            graph: Some(self.rewritten.take()?),
            against_user_file: false,
            may_fail: true,
            ..Step::of(options)
        })
    }

    /// The step of setting `i` on ORT's graph of `graph` written out, or why not: its level is
    /// far over the cap, the proxy says it cannot win, or the graph cannot be made.
    fn ort_graph_step(
        &mut self,
        i: usize,
        graph: OptimisationLevel,
        options: &Options,
    ) -> Result<Option<Step>, MeasureError> {
        let name = self.settings[i].name();
        // ORT's graph of a level runs about as fast as the file at that level: where that was
        // far over the cap, the graph is not scheduled either.
        if let Some(slow) = self.too_slow(Device::Ort(graph), GRAPH_MARGIN) {
            self.left_out.push(format!(
                "{name}: its level's input is over --max-slowdown ({slow:.2}x the defaults')"
            ));
            return Ok(None);
        }
        // The proxy models ORT's graph written out closely (NASNet-A Large: 57.4 MB against
        // 56.2 MB measured, rho 1.0): where its best order is not below the defaults' measured
        // winner, allowing for the proxy's excess on this model and some slack, the graph
        // cannot win and is not measured (on the NAS nets that saves half a minute).
        let defaults = figures(&self.runs[0].1)?;
        let beat = defaults
            .winner
            .worst_peak()
            .min(defaults.input.worst_peak());
        let below = beat as f64 * proxy_excess(&self.runs) * (1.0 + PROXY_SLACK);
        // Not every file can be written out optimised (external data, an op ORT's optimiser
        // leaves unsized): that setting is left out, the others stand.
        let made = match self.graphs.iter().position(|(level, _)| *level == graph) {
            Some(i) => Ok(self.graphs.swap_remove(i).1),
            None => optimised_graph(self.file, graph, options),
        };
        let derived = match made {
            Ok(derived) => derived,
            Err(e) => {
                self.left_out.push(format!("{name}: {e}"));
                return Ok(None);
            }
        };
        Ok(Some(Step {
            graph: Some(derived),
            against_user_file: false,
            measure_below: (!self.options.objective.is_timed()).then_some(below),
            may_fail: true,
            ..Step::of(options)
        }))
    }
}

impl Search for Deployments<'_> {
    fn next(&mut self) -> Result<Option<Step>, MeasureError> {
        while self.next < self.settings.len() {
            let i = self.next;
            self.next += 1;
            if let Some(step) = self.step(i)? {
                return Ok(Some(step));
            }
        }
        Ok(None)
    }

    fn record(&mut self, mut step: Step, outcome: Result<ScheduleReport, String>) {
        let setting = self.settings[self.next - 1];
        let had_graph = step.graph.is_some();
        // ORT's graph is kept for the same level's other setting.
        match (setting.graph, step.graph.take()) {
            (Some(level), Some(graph)) => self.graphs.push((level, graph)),
            (None, Some(graph)) if setting.rewritten => self.rewritten = Some(graph),
            _ => {}
        }
        let name = setting.name();
        let measuring = outcome.as_ref().map_or(Duration::ZERO, measuring_time);
        let sessions = outcome.as_ref().map_or(Duration::ZERO, sessions_time);
        let kind = self.making_graph as usize;
        let elapsed = self.step_started.elapsed();
        self.overhead[kind] += elapsed.saturating_sub(measuring + sessions);
        self.steps_run[kind] += 1;
        if setting.device.peak_varies_between_sessions() {
            self.sessions += sessions;
            self.varying_steps += 1;
        }
        let kind = setting.device.peak_varies_between_sessions() as usize;
        if let Some(step_least) = outcome.as_ref().ok().and_then(least_measuring) {
            let least = &mut self.least_measuring[kind];
            *least = Some(least.map_or(step_least, |l| l.min(step_least)));
        }
        let defaults_peak = (self.runs.first())
            .and_then(|(_, r)| figures(r).ok())
            .map(|f| f.winner.worst_peak().min(f.input.worst_peak()));
        match outcome {
            Ok(r) if r.device.is_none() && had_graph => self.left_out.push(format!(
                "{name}: its best order by the proxy ({}) is not below the defaults' measured {}",
                flowsched_core::cost::memory::human_bytes(r.winner_cost as u64),
                flowsched_core::cost::memory::human_bytes(defaults_peak.unwrap_or(0))
            )),
            Ok(r) => self.runs.push((setting, r)),
            Err(e) => self.left_out.push(format!("{name}: {e}")),
        }
    }

    fn finish(mut self: Box<Self>) -> Result<ScheduleReport, MeasureError> {
        let options = &self.options;
        let timed = options.objective.is_timed();
        let measured: Vec<(Setting, &ScheduleReport, Figures)> = (self.runs.iter())
            .map(|(s, r)| figures(r).map(|f| (*s, r, f)))
            .collect::<Result<_, _>>()?;
        let side_by_side = self.side_by_side.take().unwrap_or_default();
        let (evidence, decision) = decide_runs(&measured, &side_by_side, options);
        let best = decision.winner.saturating_sub(1);
        let deployments = self.deployments(&measured, &side_by_side, best);
        // The scratch files are numbered by setting, some of which were not run.
        let best_setting = measured[best].0;
        let best_file = (self.settings.iter())
            .position(|s| *s == best_setting)
            .unwrap_or(0);
        self.copy_chosen(best_file)?;
        let mut report = self.runs.swap_remove(best).1;
        report.output = options.output.as_ref().map(|p| p.display().to_string());
        report.deployments = deployments;
        for why in &self.left_out {
            tracing::info!("deployment {why}");
        }
        report.deployments_left_out = std::mem::take(&mut self.left_out);
        // What is left of the budget, within a twentieth and a quarter of it.
        let budget = options.budget;
        let left = budget.saturating_sub(self.started.elapsed());
        let check = left.clamp(budget / 20, budget / 4);
        report.with_defaults =
            with_defaults(self.file, options, &self.scratch(best_file, "out"), check)?;
        // Candidate 0 is the user's file under the defaults.
        let (defaults, output) = (&evidence[0], &evidence[decision.winner]);
        report.sessions = (!timed).then(|| Sessions {
            defaults_vary: options
                .device
                .is_some_and(|d| d.peak_varies_between_sessions()),
            defaults: defaults.spread(MEMORY_NOISE),
            output: output.spread(MEMORY_NOISE),
            verdicts: decision.verdicts[1..].to_vec(),
        });
        Ok(report)
    }
}

impl Deployments<'_> {
    /// The report's deployments in the settings' order: each run's figures, or the input's
    /// side by side where its level was over the cap.
    fn deployments(
        &self,
        measured: &[(Setting, &ScheduleReport, Figures)],
        side_by_side: &[LevelInput],
        best: usize,
    ) -> Vec<Deployment> {
        let options = &self.options;
        let timed = options.objective.is_timed();
        let reference = measured[0].2.input.median_seconds;
        let allowed = |i: usize| {
            timed || measured[i].2.winner.median_seconds <= reference * (1.0 + options.max_slowdown)
        };
        (self.settings.iter())
            .filter_map(|setting| {
                if let Some(i) = measured.iter().position(|(s, ..)| s == setting) {
                    let (_, r, f) = &measured[i];
                    return Some(Deployment {
                        device: setting.name(),
                        graph: r.scheduled_graph.clone(),
                        input_peak_bytes: f.input.worst_peak(),
                        input_median_seconds: f.input.median_seconds,
                        winner: r.winner.clone(),
                        winner_peak_bytes: f.winner.worst_peak(),
                        winner_session_peaks_bytes: f.winner.session_peaks.clone(),
                        winner_median_seconds: f.winner.median_seconds,
                        slowdown: f.winner.median_seconds / reference,
                        spearman_over_proxy_costs: (r.device.as_ref())
                            .and_then(|d| d.spearman_over_proxy_costs),
                        proxy_costs_measured: (r.device.as_ref())
                            .map_or(0, |d| d.proxy_costs_measured),
                        allowed: i == 0 || allowed(i),
                        chosen: i == best,
                        searched: true,
                    });
                }
                let (_, input) = self.over_cap.iter().find(|(s, _)| s == setting)?;
                Some(over_cap(setting, &side_by_side[*input]))
            })
            .collect()
    }

    /// The chosen run's output, orders and plots, copied where the user asked.
    fn copy_chosen(&self, best_file: usize) -> Result<(), MeasureError> {
        let options = &self.options;
        let mut copies: Vec<(PathBuf, &Path)> = Vec::new();
        if let Some(out) = &options.output {
            copies.push((self.scratch(best_file, "out"), out));
        }
        if let Some(orders) = &options.emit_orders {
            copies.push((self.scratch(best_file, "orders.json"), orders));
        }
        let io = |path: &Path, e: std::io::Error| MeasureError::Io {
            path: path.to_path_buf(),
            reason: e.to_string(),
        };
        if let Some(plots) = &options.plot {
            std::fs::create_dir_all(plots).map_err(|e| io(plots, e))?;
            let frontier = options.memory_cap.map(|_| crate::report::FRONTIER_PLOT);
            for file in crate::report::PLOT_FILES.into_iter().chain(frontier) {
                copies.push((self.scratch(best_file, "plots").join(file), plots.as_path()));
            }
        }
        for (from, to) in copies {
            let to = if to.is_dir() {
                to.join(from.file_name().unwrap_or_default())
            } else {
                to.to_path_buf()
            };
            // The weights first: the model never stands without them. Only a model with
            // external data has any: the output of one without is whole (ORT's graph's
            // weights are put back inline), and is copied without being read.
            if Some(&to) == options.output.as_ref() && self.file.has_external_data() {
                let bytes = std::fs::read(&from).map_err(|e| io(&from, e))?;
                // From beside the run's output, where its weights were brought: the
                // input's, or those of ORT's graph.
                flowsched_onnx::external::for_output(
                    self.dir.path(),
                    &bytes,
                    &to,
                    options.external_data,
                )
                .map_err(|e| MeasureError::Io {
                    path: e.path,
                    reason: e.reason,
                })?;
            }
            flowsched_core::files::copy_atomically(&from, &to).map_err(|e| io(&to, e))?;
        }
        Ok(())
    }
}

/// How far the proxy is above the measured peak on this model, where it models exactly what
/// runs: the file's own order with optimisation off (1.13 on the inception cell, whose small
/// tensors carry ORT's per-value records; 1.11 on NASNet-A). Never below 1: a gate that only
/// lets more graphs be measured.
fn proxy_excess(runs: &[(Setting, ScheduleReport)]) -> f64 {
    let file_off =
        |s: &Setting| s.device == Device::Ort(OptimisationLevel::Disabled) && s.graph.is_none();
    runs.iter()
        .find(|(s, _)| file_off(s))
        .and_then(|(_, r)| r.device.as_ref()?.candidates.first().cloned())
        .filter(|c| c.failure.is_none() && c.peak_bytes > 0)
        .map_or(1.0, |c| c.proxy_cost / c.peak_bytes as f64)
        .max(1.0)
}

/// The user's file under one level, measured side by side with the others.
struct LevelInput {
    device: Device,
    stats: CandidateStats,
    /// Its median latency over the first level's (the defaults') in the same rounds; `None`
    /// where either did not run (a budget too short for every level, a failed run).
    slowdown: Option<f64>,
}

/// The input under each of `devices` (the defaults first), one worker each, in a few
/// interleaved rounds within `budget`: each level's slowdown against the defaults, paired so
/// that the machine's drift falls on all alike. Empty where the devices have no levels.
fn inputs_side_by_side(
    file: &Model,
    options: &Options,
    devices: &[Device],
    budget: Duration,
) -> Result<Vec<LevelInput>, MeasureError> {
    let Some(levels) = devices
        .iter()
        .map(|d| d.optimisation())
        .collect::<Option<Vec<_>>>()
    else {
        return Ok(Vec::new());
    };
    let file = onnx(file)?;
    let protocol = Protocol {
        warmup: 0,
        min_rounds: LEVEL_ROUNDS,
        max_rounds: LEVEL_ROUNDS,
        budget,
        timeout: options.run_timeout,
        load_timeout: options.load_timeout,
        progress: options.progress.clone(),
        stage: "measure the input at each level".into(),
        load_together: usize::MAX,
    };
    let path = file.user_path();
    let mut pool =
        flowsched_runtime::onnx::as_deployed(path, &levels, &settings(file, 1, options.seed))
            .map_err(|e| MeasureError::from(e).at(path))?;
    let m = pool.measure(levels.len(), &protocol, protocol.load_together);
    let defaults = m.candidates[0].clone();
    Ok(devices
        .iter()
        .zip(m.candidates)
        .map(|(&device, stats)| LevelInput {
            device,
            slowdown: (stats.ok() && defaults.ok()).then(|| stats.median / defaults.median),
            stats,
        })
        .collect())
}

/// The time a run spent measuring on the device (its rounds), taken from the shared budget.
fn measuring_time(r: &ScheduleReport) -> Duration {
    let seconds = r.device.as_ref().map_or(0.0, |d| d.seconds);
    Duration::from_secs_f64(seconds.max(0.0))
}

/// What a run's measuring would have taken at the protocol's least: two candidates, the
/// warm-up and the least rounds, scaled from what it measured (runs, not loads, scale: a lower
/// estimate). `None` where nothing was measured.
fn least_measuring(r: &ScheduleReport) -> Option<Duration> {
    let d = r.device.as_ref()?;
    let protocol = flowsched_runtime::protocol::Protocol::default();
    let measured = (d.candidates.iter())
        .filter(|c| c.failure.is_none() && c.peak_bytes > 0)
        .count();
    if measured == 0 || d.seconds <= 0.0 {
        return None;
    }
    let runs = |candidates: usize, rounds: usize| (candidates * (protocol.warmup + rounds)) as f64;
    let least = runs(2.min(measured), protocol.min_rounds) / runs(measured, d.rounds.max(1));
    Some(Duration::from_secs_f64(d.seconds * least.min(1.0)))
}

/// The time a run's further fresh sessions took.
fn sessions_time(r: &ScheduleReport) -> Duration {
    let seconds = r.device.as_ref().map_or(0.0, |d| d.sessions_seconds);
    Duration::from_secs_f64(seconds.max(0.0))
}

/// The measured input and winner of one deployment's run, as the decision core reads them.
struct Figures {
    input: Evidence,
    winner: Evidence,
}

fn figures(r: &ScheduleReport) -> Result<Figures, MeasureError> {
    let d = (r.device.as_ref()).ok_or_else(|| MeasureError::Nothing("no device run".into()))?;
    let (input, winner) = d
        .original_and_winner()
        .ok_or_else(|| MeasureError::Nothing(format!("{}: nothing was measured", d.device)))?;
    let evidence = |c: &crate::report::MeasuredCandidate| Evidence {
        session_peaks: match c.session_peaks_bytes.is_empty() {
            true => vec![c.peak_bytes],
            false => c.session_peaks_bytes.clone(),
        },
        median_seconds: c.median_seconds,
        q1_seconds: c.q1_seconds,
        q3_seconds: c.q3_seconds,
        failure: c.failure.clone(),
    };
    Ok(Figures {
        input: evidence(input),
        winner: evidence(winner),
    })
}

/// The decision core's judgement of the runs, with the evidence it judged: candidate 0 is the
/// user's file under the defaults, candidate i + 1 run i's winner.
fn decide_runs(
    measured: &[(Setting, &ScheduleReport, Figures)],
    side_by_side: &[LevelInput],
    options: &Options,
) -> (Vec<Evidence>, Decision) {
    let timed = options.objective.is_timed();
    // The user's file under the defaults is measured in several fresh sessions where its peak
    // varies: its own run's sessions and the side-by-side one.
    let mut defaults = measured[0].2.input.clone();
    if let Some(l) = (side_by_side.first()).filter(|l| l.stats.ok() && !timed) {
        defaults.session_peaks.push(l.stats.peak_bytes);
    }
    let evidence: Vec<Evidence> = std::iter::once(defaults)
        .chain(measured.iter().map(|(.., f)| f.winner.clone()))
        .collect();
    // The defaults' run keeping its input is the reference itself.
    let eligible: Vec<bool> = std::iter::once(true)
        .chain((0..measured.len()).map(|i| i > 0 || measured[0].1.winner != "original"))
        .collect();
    let rules = Rules::for_objective(timed, MEMORY_NOISE, Some(options.max_slowdown));
    let decision = decide(&evidence, &eligible, &rules);
    (evidence, decision)
}

/// A setting whose input alone was over the cap, as the report shows it: the input measured
/// side by side, not searched.
fn over_cap(setting: &Setting, input: &LevelInput) -> Deployment {
    Deployment {
        device: setting.name(),
        graph: None,
        input_peak_bytes: input.stats.peak_bytes,
        input_median_seconds: input.stats.median,
        winner: "original".into(),
        winner_peak_bytes: input.stats.peak_bytes,
        winner_session_peaks_bytes: vec![input.stats.peak_bytes],
        winner_median_seconds: input.stats.median,
        slowdown: input.slowdown.unwrap_or(f64::INFINITY),
        spearman_over_proxy_costs: None,
        proxy_costs_measured: 0,
        allowed: false,
        chosen: false,
        searched: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A rewritten graph is measured after ORT's graph of the defaults' level, which a short
    /// budget must still reach: under the defaults' level, then with optimisation off; from
    /// Python also as written.
    #[test]
    fn the_rewritten_graph_comes_after_the_defaults_graph() {
        let devices = Device::OrtAnyLevel.deployments(None);
        let names = |python_ort: bool| -> Vec<String> {
            let options = Options {
                python_ort,
                ..Options::default()
            };
            (settings_of(&options, &devices, true).iter())
                .take(if python_ort { 6 } else { 4 })
                .map(Setting::name)
                .collect()
        };
        assert_eq!(
            names(false),
            [
                "ort:all",
                "all graph",
                "rewritten graph at ort:all",
                "rewritten graph at ort:disabled"
            ]
        );
        assert_eq!(
            names(true),
            [
                "ort:all",
                "all graph, file order",
                "all graph",
                "rewritten graph at ort:all",
                "rewritten graph at ort:disabled",
                "rewritten graph at ort:disabled, file order"
            ]
        );
        let without = settings_of(&Options::default(), &devices, false);
        assert!(without.iter().all(|s| !s.rewritten));
    }
}
