//! Several orders of one function, each rewritten, JIT-compiled and measured: do the outputs
//! stay equal, and how well does the proxy's peak memory rank the orders by the heap peak the
//! JIT measures (Spearman's ρ)?

use flowsched::cost::agreement::spearman;
use flowsched::cost::{MemoryEvaluator, Objective};
use flowsched::dag::{Order, ScheduleDag};
use flowsched::mlir::block::{BlockDesc, ScheduleOptions};
use flowsched::mlir::bufferized_proxy::{BufferizedJudge, BufferizedProxy};
use flowsched::mlir::import::function_blocks;
use flowsched::mlir::jit::{measure, run_pipeline, JitConfig, JitError, Measurement};
use flowsched::mlir::model::reorder_function;
use flowsched::mlir::session::Session;
use flowsched::schedulers::{self, RandomTopological, Scheduler};
use petgraph::graph::NodeIndex;
use rand::SeedableRng;
use serde::Serialize;

#[derive(Debug, Clone, Serialize)]
#[non_exhaustive]
pub struct OrderResult {
    pub scheduler: String,
    pub proxy_peak_bytes: u64,
    /// At the tensor level: the peak after bufferization ([`flowsched::mlir::bufferized_proxy`]), the
    /// proxy the pass judges tensor-level orders by.
    pub bufferized_proxy_peak_bytes: Option<u64>,
    pub jit_peak_heap_bytes: u64,
    pub jit_allocations: u64,
    pub median_ns: f64,
    /// Bit-identical outputs to the original order's on the same inputs.
    pub outputs_equal: bool,
}

#[derive(Debug, Clone, Serialize)]
#[non_exhaustive]
pub struct StudyReport {
    pub function: String,
    pub ops: usize,
    pub orders: Vec<OrderResult>,
    /// Spearman's ρ between proxy peak and JIT heap peak over the orders (`None`: one side
    /// constant).
    pub spearman_proxy_vs_jit_peak: Option<f64>,
    /// The same for the bufferized proxy (tensor level), over the orders it judged.
    pub spearman_bufferized_proxy_vs_jit_peak: Option<f64>,
    pub all_outputs_equal: bool,
}

/// Measures the original order, every classic heuristic's and `random` random orders of the
/// first block of `function`, scheduled at the tensor level (the order survives bufferization
/// when `config.tighten_buffers` moves allocations and frees to their uses).
pub fn study(
    text: &str,
    function: &str,
    random: usize,
    seed: u64,
    config: &JitConfig,
) -> Result<StudyReport, JitError> {
    let desc = function_block(text, function, None)?;
    let proxy = BufferizedProxy::new(text, function);
    run_study(
        function,
        &desc,
        &config.pass,
        random,
        seed,
        Some(&proxy),
        |positions| {
            let reordered = reorder_function(text, "<study>", function, positions);
            measure(&reordered, function, config)
        },
    )
}

/// The function's block after `config.bufferize`: what the pass sees when it runs after
/// bufferization (memref level), where the liveness of allocations is the heap.
fn bufferized_block(text: &str, function: &str, config: &JitConfig) -> Result<BlockDesc, JitError> {
    function_block(text, function, Some(&config.bufferize))
}

/// The first block of `function` in `text`, after `pipeline` when one is given.
fn function_block(
    text: &str,
    function: &str,
    pipeline: Option<&str>,
) -> Result<BlockDesc, JitError> {
    let session = Session::new(false);
    let mut module = session
        .parse(text.as_bytes(), "<study>")
        .ok_or_else(|| JitError::Mlir(session.take_diags()))?;
    if let Some(pipeline) = pipeline {
        run_pipeline(&session, &mut module, pipeline)?;
    }
    function_blocks(&module)
        .into_iter()
        .find(|(n, _, _)| n == function)
        .map(|(_, desc, _)| desc)
        .ok_or_else(|| JitError::NoFunction(function.into()))
}

/// [`study`] with the orders chosen at the memref level: the block after bufferization is
/// scheduled (allocations and frees move with the order) and lowered as it is.
pub fn study_bufferized(
    text: &str,
    function: &str,
    random: usize,
    seed: u64,
    config: &JitConfig,
) -> Result<StudyReport, JitError> {
    let desc = bufferized_block(text, function, config)?;
    run_study(
        function,
        &desc,
        &config.pass,
        random,
        seed,
        None,
        |positions| {
            let config = JitConfig {
                order_after_bufferize: Some(positions.to_vec()),
                ..config.clone()
            };
            measure(text, function, &config)
        },
    )
}

/// The original order, each classic heuristic's and `random` random ones, each distinct, as
/// the pass emits them: allocations and frees moved to their uses (a no-op at the tensor
/// level); the original stays as the input has it.
fn classic_and_random(
    desc: &BlockDesc,
    dag: &ScheduleDag,
    random: usize,
    seed: u64,
) -> Vec<(String, Order)> {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut candidates: Vec<(String, Order)> = vec![("original".into(), Order::original(dag))];
    let mut add = |name: &str, o: Order| {
        let o = flowsched::mlir::block::tightened(desc, dag, &o);
        if !candidates.iter().any(|(_, c)| *c == o) {
            candidates.push((name.to_string(), o));
        }
    };
    for name in schedulers::classic() {
        let s = schedulers::by_name(name).expect("classic names exist");
        for o in s.orders(
            &flowsched::dag::Planned::as_written(dag),
            Objective::PeakMemory,
            1,
            &mut rng,
        ) {
            add(name, o);
        }
    }
    for o in RandomTopological::default().orders(
        &flowsched::dag::Planned::as_written(dag),
        Objective::PeakMemory,
        random,
        &mut rng,
    ) {
        add("random", o);
    }
    candidates
}

/// What the pass itself picks for peak memory (with `pass_options`; the original competes and
/// wins ties). At the tensor level the pass judges its candidates by the bufferized proxy.
fn pass_order(
    desc: &BlockDesc,
    dag: &ScheduleDag,
    function: &str,
    pass_options: &ScheduleOptions,
    bufferized: Option<&BufferizedProxy>,
) -> Result<Order, JitError> {
    let mut judge =
        bufferized.map(|p| BufferizedJudge::new(BufferizedProxy::new(p.text(), function)));
    let pass = flowsched::mlir::block::schedule_judged(
        desc,
        function,
        pass_options,
        judge
            .as_mut()
            .map(|j| j as &mut dyn flowsched::mlir::judge::Judge),
    )
    .map_err(|e| JitError::Unsupported {
        function: function.into(),
        reason: e.to_string(),
    })?;
    let nodes = pass.order.iter().map(|&i| NodeIndex::new(i)).collect();
    Ok(Order::new(dag, nodes).expect("the pass returns a valid order"))
}

/// The candidates (original, classics, random orders) of one block, each measured by
/// `measure_order` (given new position → op index), against the proxy's peak.
fn run_study(
    function: &str,
    desc: &BlockDesc,
    pass_options: &ScheduleOptions,
    random: usize,
    seed: u64,
    bufferized: Option<&BufferizedProxy>,
    mut measure_order: impl FnMut(&[usize]) -> Result<Measurement, JitError>,
) -> Result<StudyReport, JitError> {
    let dag = desc.to_dag(function).map_err(|e| JitError::Unsupported {
        function: function.into(),
        reason: e.to_string(),
    })?;
    let mut candidates = classic_and_random(desc, &dag, random, seed);
    let pass_order = pass_order(desc, &dag, function, pass_options, bufferized)?;
    match candidates.iter_mut().find(|(_, c)| *c == pass_order) {
        Some((name, _)) => name.push_str(" = pass"),
        None => candidates.push(("pass".into(), pass_order)),
    }
    let memory = MemoryEvaluator::new(&flowsched::dag::Planned::as_written(&dag));
    let mut orders = Vec::new();
    let mut reference: Option<Vec<Vec<u8>>> = None;
    for (name, order) in &candidates {
        let positions: Vec<usize> = order.iter().map(|n| dag.node(n).source_id).collect();
        let r = measure_order(&positions)?;
        let equal = match &reference {
            None => {
                reference = Some(r.outputs.clone());
                true
            }
            Some(o) => *o == r.outputs,
        };
        orders.push(OrderResult {
            scheduler: name.clone(),
            proxy_peak_bytes: memory.peak(order),
            bufferized_proxy_peak_bytes: bufferized.map(|p| p.peak(&positions)).transpose()?,
            jit_peak_heap_bytes: r.peak_heap_bytes,
            jit_allocations: r.allocations,
            median_ns: r.median_ns,
            outputs_equal: equal,
        });
    }
    let proxy: Vec<f64> = orders.iter().map(|o| o.proxy_peak_bytes as f64).collect();
    let jit: Vec<f64> = orders
        .iter()
        .map(|o| o.jit_peak_heap_bytes as f64)
        .collect();
    let judged: Vec<(f64, f64)> = orders
        .iter()
        .filter_map(|o| {
            Some((
                o.bufferized_proxy_peak_bytes? as f64,
                o.jit_peak_heap_bytes as f64,
            ))
        })
        .collect();
    let (judged_proxy, judged_jit): (Vec<f64>, Vec<f64>) = judged.into_iter().unzip();
    Ok(StudyReport {
        function: function.into(),
        ops: dag.len(),
        spearman_proxy_vs_jit_peak: spearman(&proxy, &jit),
        spearman_bufferized_proxy_vs_jit_peak: spearman(&judged_proxy, &judged_jit),
        all_outputs_equal: orders.iter().all(|o| o.outputs_equal),
        orders,
    })
}
