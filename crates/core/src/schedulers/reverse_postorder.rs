//! Reverse post-order: the order compilers walk a control-flow graph in for forward dataflow
//! problems. A depth-first search from the sources (in source order) follows each op's consumers
//! and emits an op once everything it feeds is emitted; read backwards, every op comes after all
//! of its producers. Where `dfs` walks back from the outputs and runs a producer just before
//! the consumer that needs it, this walks forward from the inputs.

use super::basic::post_order;
use super::Scheduler;
use crate::cost::Objective;
use crate::dag::{Order, Planned};
use crate::schedulers::Rng;
use petgraph::graph::NodeIndex;

pub struct ReversePostOrder;

impl Scheduler for ReversePostOrder {
    fn name(&self) -> &'static str {
        "reverse-postorder"
    }
    fn orders(&self, dag: &Planned, _: Objective, _: usize, _: &mut Rng) -> Vec<Order> {
        let sources = dag.nodes().filter(|&n| dag.preds(n).next().is_none());
        let mut out = post_order(dag, sources, |n| {
            let mut s: Vec<NodeIndex> = dag.succs(n).collect();
            s.sort_unstable();
            s
        });
        out.reverse();
        vec![Order::new(dag, out).expect("reversed post-order over consumers is topological")]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dag::dag_from_json;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// a → {b, c}, b → d, e → d. The search from `a` emits d, b, c, a; the one from `e` then
    /// finds d done and emits e. Reversed: e a c b d.
    #[test]
    fn walks_forward_from_the_sources() {
        let dag = dag_from_json(
            r#"{"nodes": [{"name": "a"}, {"name": "b"}, {"name": "c"}, {"name": "d"}, {"name": "e"}],
                "edges": [["a", "b"], ["a", "c"], ["b", "d"], ["e", "d"]]}"#,
        );
        let mut rng = ChaCha8Rng::seed_from_u64(0);
        let order = &ReversePostOrder.orders(
            &crate::dag::Planned::as_written(&dag),
            Objective::PeakMemory,
            1,
            &mut rng,
        )[0];
        assert_eq!(order.names(&dag), ["e", "a", "c", "b", "d"]);
    }
}
