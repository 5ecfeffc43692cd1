//! The pass option `memory-cap=` (`objective=makespan:M memory-cap=1.2x`): the block's
//! orders must keep their peak under a cap, in bytes or as a multiple of the lowest peak the
//! memory defaults find on the block, as `--memory-cap` does for a whole model
//! (docs/memory-cap.md).

use flowsched_core::cost::{
    makespan, peak_memory, stream_schedule, Evaluator, MemoryCap, Objective, WaitingSchedule,
};
use flowsched_core::dag::{Order, Planned};
use flowsched_core::schedulers::{GflownetOptions, SchedulerError, SchedulerList};

/// The cap on one block: its bytes, the optimum it came from, and the memory defaults'
/// orders under the cap, labelled `memory:<scheduler>`.
pub(crate) struct BlockCap {
    pub bytes: u64,
    pub optimum: u64,
    pub memory_orders: Vec<(String, Order)>,
    /// The objective's units: on more than one, an order is also judged by the peak of its
    /// streams (`emit=async` runs them side by side).
    units: usize,
    runtimes: Vec<f64>,
}

impl BlockCap {
    /// Runs the memory defaults on `dag` (each order made with `shape`, the block's
    /// tightening) and resolves `cap` against their lowest peak.
    pub fn new(
        dag: &Planned,
        cap: MemoryCap,
        units: usize,
        seed: u64,
        shape: impl Fn(Order) -> Order,
    ) -> Result<BlockCap, SchedulerError> {
        use rand::SeedableRng;
        let list: SchedulerList = flowsched_core::defaults::SCHEDULERS
            .parse()
            .expect("the table's list parses");
        let schedulers =
            flowsched_gfn::registry::build_candidates(&list, &GflownetOptions::default())?;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let made: Vec<(String, Order, u64)> = (schedulers.iter())
            .flat_map(|s| {
                let name = format!("memory:{}", s.name());
                (s.orders(dag, Objective::PeakMemory, 1, &mut rng)
                    .into_iter())
                .map(move |o| (name.clone(), o))
                .collect::<Vec<_>>()
            })
            .map(|(name, o)| {
                let o = shape(o);
                let peak = peak_memory(dag, &o);
                (name, o, peak)
            })
            .collect();
        let optimum = (made.iter().map(|(_, _, peak)| *peak))
            .chain([peak_memory(dag, &Order::original(dag.dag))])
            .min()
            .unwrap_or(0);
        let mut cap = BlockCap {
            bytes: cap.bytes(optimum),
            optimum,
            memory_orders: Vec::new(),
            units,
            runtimes: makespan::runtimes(dag.dag),
        };
        cap.memory_orders = (made.into_iter())
            .filter(|(_, o, peak)| *peak <= cap.bytes && cap.admits(dag, o))
            .map(|(name, o, _)| (name, o))
            .collect();
        Ok(cap)
    }

    /// Whether orders are also judged as streams (`emit=async` on several units).
    pub fn on_streams(&self) -> bool {
        self.units > 1
    }

    /// The streams of `order` under the cap: its list schedule where that fits, else the one
    /// that waits for memory.
    fn streams(&self, dag: &Planned, order: &Order) -> WaitingSchedule {
        stream_schedule(dag, order, self.units, &self.runtimes, Some(self.bytes))
    }

    /// Whether `order`'s peak is under the cap, one op at a time and, on more than one
    /// unit, as its streams.
    pub fn admits(&self, dag: &Planned, order: &Order) -> bool {
        let streams = || self.streams(dag, order).peak;
        peak_memory(dag, order) <= self.bytes && (self.units <= 1 || streams() <= self.bytes)
    }

    /// `order`'s cost where it is under the cap (as [`BlockCap::admits`]), from one schedule
    /// of its streams: their makespan on more than one unit, `eval`'s cost one op at a time.
    pub fn cost_if_admitted(&self, dag: &Planned, eval: &Evaluator, order: &Order) -> Option<f64> {
        if peak_memory(dag, order) > self.bytes {
            return None;
        }
        if !self.on_streams() {
            return Some(eval.cost(order));
        }
        let streams = self.streams(dag, order);
        (streams.peak <= self.bytes).then_some(streams.schedule.makespan)
    }

    /// On more than one unit, the makespan of `order`'s streams under the cap.
    pub fn stream_makespan(&self, dag: &Planned, order: &Order) -> Option<f64> {
        self.on_streams()
            .then(|| self.streams(dag, order).schedule.makespan)
    }
}
