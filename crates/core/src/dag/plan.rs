//! How the runtime that will run a DAG executes it: not a fact of the graph, so it travels
//! beside the graph. A backend decides it once per run (`flowsched::backend::Backend::plan`);
//! the proxies and the schedulers read it from a [`Planned`] DAG.

use super::ScheduleDag;
use fixedbitset::FixedBitSet;

/// The runtime's execution model.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Plan {
    /// The runtime plans buffers as ONNX Runtime does (`crate::cost::planner`): aliases,
    /// in-place outputs and freed buffers reused by shape. `false`: each tensor is its own
    /// allocation from its producer to its last consumer (flowsched's executor, the MLIR JIT,
    /// a JSON DAG).
    pub reuses_buffers: bool,
    /// Where the runtime does not run the file as written but walks the graph depth first
    /// (ONNX Runtime's default order): the nodes it walks (not its `Constant` nodes). The
    /// GFlowNet and the hierarchy then search the walk's choices.
    pub walked: Option<FixedBitSet>,
}

impl Plan {
    /// The plan of a window cut from a graph run under this one ([`super::random_windows`]):
    /// the same buffers, and no walk (the window renumbers the walked nodes).
    pub fn of_window(&self) -> Plan {
        Plan {
            reuses_buffers: self.reuses_buffers,
            walked: None,
        }
    }
}

/// Each tensor its own allocation, the file run as written.
pub static AS_WRITTEN: Plan = Plan {
    reuses_buffers: false,
    walked: None,
};

/// ONNX Runtime's buffer planner, the file run as written.
pub static PLANNED_BUFFERS: Plan = Plan {
    reuses_buffers: true,
    walked: None,
};

/// A DAG with the plan of the runtime that runs it: what a proxy or a scheduler is given.
/// It reads as the DAG (`Deref`), for the graph's facts.
#[derive(Debug, Clone, Copy)]
pub struct Planned<'a> {
    pub dag: &'a ScheduleDag,
    pub plan: &'a Plan,
}

impl<'a> Planned<'a> {
    pub fn new(dag: &'a ScheduleDag, plan: &'a Plan) -> Self {
        Planned { dag, plan }
    }

    /// `dag` run as written, each tensor its own allocation (a JSON DAG's runtime).
    pub fn as_written(dag: &'a ScheduleDag) -> Self {
        Planned::new(dag, &AS_WRITTEN)
    }

    /// Whether the runtime plans buffers ([`Plan::reuses_buffers`]).
    pub fn reuses_buffers(&self) -> bool {
        self.plan.reuses_buffers
    }

    /// The nodes the runtime walks, where it walks the graph ([`Plan::walked`]).
    pub fn walked(&self) -> Option<&'a FixedBitSet> {
        self.plan.walked.as_ref()
    }
}

impl std::ops::Deref for Planned<'_> {
    type Target = ScheduleDag;
    fn deref(&self) -> &ScheduleDag {
        self.dag
    }
}

/// A DAG with its plan, owned: a training graph, a window of a real model.
#[derive(Debug, Clone)]
pub struct PlannedDag {
    pub dag: ScheduleDag,
    pub plan: Plan,
}

impl PlannedDag {
    pub fn new(dag: ScheduleDag, plan: Plan) -> Self {
        PlannedDag { dag, plan }
    }

    pub fn planned(&self) -> Planned<'_> {
        Planned::new(&self.dag, &self.plan)
    }
}
