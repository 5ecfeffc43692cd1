//! Seeded synthetic task graphs, for training and judging schedulers where no real model is
//! at hand.
//!
//! Erdős–Rényi and layered graphs follow "Robust Scheduling with GFlowNets" (ICLR 2023);
//! series-parallel graphs stand for fork/join programs and stacked NASNet/DARTS cells for the
//! branchy shape of searched CNNs. Everything is drawn from ChaCha8, whose output is fixed by
//! its spec, so a seed names the same graph on every platform; only a new `rand` release (its
//! samplers may change) could move it, and Cargo.lock pins that.

use crate::dag::{JsonDag, JsonEdge, JsonNode};
use rand::seq::{index, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rand_distr::{Distribution, Open01};
use std::fmt;
use std::str::FromStr;

/// A graph family and its size. Parsed from `er:50:0.1`, `layered:50:5:0.3`, `sp:50`, `nas:4:8`.
#[derive(Debug, Clone, PartialEq)]
pub enum GraphKind {
    /// Each forward pair of a hidden random order is an edge with probability `p`.
    ErdosRenyi { nodes: usize, p: f64 },
    /// Edges only between consecutive layers, so the critical path has exactly `layers` nodes.
    Layered { nodes: usize, layers: usize, p: f64 },
    /// One source, one sink, built by random series and fork/join composition.
    SeriesParallel { nodes: usize },
    /// A stem, then per cell `nodes_per_cell` op nodes and a concat:
    /// `1 + cells * (nodes_per_cell + 1)` nodes in all.
    NasCell { cells: usize, nodes_per_cell: usize },
}

/// A distribution for runtimes or byte counts. Parsed from `uniform:0:1`,
/// `loguniform:1e3:1e6`, `const:1`. `Uniform` draws from the open interval, as in the paper:
/// a zero runtime would make a task free. `LogUniform` suits tensor sizes, which span orders
/// of magnitude; uniform draws would make nearly all of them large.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Dist {
    Uniform { lo: f64, hi: f64 },
    LogUniform { lo: f64, hi: f64 },
    Constant(f64),
}

#[derive(Debug, Clone, PartialEq)]
pub struct GenOptions {
    pub kind: GraphKind,
    pub seed: u64,
    pub runtime: Dist,
    /// Rounded to whole bytes.
    pub bytes: Dist,
}

impl Default for GenOptions {
    fn default() -> Self {
        GenOptions {
            kind: GraphKind::ErdosRenyi { nodes: 50, p: 0.1 },
            seed: 0,
            runtime: Dist::Uniform { lo: 0.0, hi: 1.0 },
            bytes: Dist::LogUniform {
                lo: 1024.0,
                hi: 1048576.0,
            },
        }
    }
}

/// Generates one graph. Panics on options that `validate` rejects (parsed ones never are).
pub fn generate(opts: &GenOptions) -> JsonDag {
    let check = |r: Result<(), String>| r.unwrap_or_else(|e| panic!("bad GenOptions: {e}"));
    check(opts.kind.validate());
    check(opts.runtime.validate());
    check(opts.bytes.validate());
    // Shape, runtimes and bytes each draw from their own ChaCha stream, so changing one
    // distribution leaves the rest of the graph as it was: experiments vary one thing at a time.
    let stream = |s| {
        let mut rng = ChaCha8Rng::seed_from_u64(opts.seed);
        rng.set_stream(s);
        rng
    };
    let shape = opts.kind.shape(&mut stream(0));
    let (mut rt_rng, mut by_rng) = (stream(1), stream(2));
    let n = shape.names.len();
    let runtimes: Vec<f64> = (0..n).map(|_| opts.runtime.sample(&mut rt_rng)).collect();
    let mut bytes: Vec<u64> = (0..n)
        .map(|_| opts.bytes.sample(&mut by_rng).round() as u64)
        .collect();
    // A concat writes what it reads; a drawn size would understate the memory peak it causes.
    let is_concat = |v: usize| shape.ops[v] == Some("concat");
    (0..n).filter(|&v| is_concat(v)).for_each(|v| bytes[v] = 0);
    for &(a, b) in shape.edges.iter().filter(|&&(_, b)| is_concat(b)) {
        bytes[b] = bytes[b].saturating_add(bytes[a]);
    }
    let nodes = (0..n)
        .map(|i| JsonNode {
            name: shape.names[i].clone(),
            op: shape.ops[i].map(str::to_string),
            runtime: Some(runtimes[i]),
            bytes: Some(bytes[i]),
            flops: None,
        })
        .collect();
    let edges = shape
        .edges
        .iter()
        .map(|&(a, b)| JsonEdge::Plain(shape.names[a].clone(), shape.names[b].clone()))
        .collect();
    JsonDag {
        name: Some(format!("{}@{}", opts.kind, opts.seed)),
        nodes,
        edges,
    }
}

/// `count` graphs; graph `i` is `generate` with seed `derive_seed(opts.seed, i)`, so any one
/// of a data set can be regenerated alone.
pub fn generate_many(opts: &GenOptions, count: usize) -> Vec<JsonDag> {
    (0..count as u64)
        .map(|i| {
            generate(&GenOptions {
                seed: derive_seed(opts.seed, i),
                ..opts.clone()
            })
        })
        .collect()
}

/// SplitMix64 is a bijection, so distinct indices under one seed never share a graph, and
/// neighbouring seeds do not give overlapping data sets.
pub fn derive_seed(seed: u64, index: u64) -> u64 {
    fn mix(mut z: u64) -> u64 {
        z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    mix(mix(seed) ^ index)
}

/// Node ids index `names`; the listing order is the "original schedule" importers see.
#[derive(Default)]
struct Shape {
    names: Vec<String>,
    ops: Vec<Option<&'static str>>,
    edges: Vec<(usize, usize)>,
}

impl Shape {
    fn plain(n: usize, mut edges: Vec<(usize, usize)>) -> Self {
        edges.sort_unstable();
        Shape {
            names: (0..n).map(|i| format!("n{i}")).collect(),
            ops: vec![None; n],
            edges,
        }
    }
    fn add(&mut self, name: String, op: &'static str) -> usize {
        self.names.push(name);
        self.ops.push(Some(op));
        self.names.len() - 1
    }
}

const NAS_OPS: [&str; 6] = [
    "sep_conv_3x3",
    "sep_conv_5x5",
    "dil_conv_3x3",
    "dil_conv_5x5",
    "max_pool_3x3",
    "avg_pool_3x3",
];

impl GraphKind {
    fn validate(&self) -> Result<(), String> {
        let at_least_1 = |v: usize, what: &str| match v {
            0 => Err(format!("{what} must be at least 1")),
            _ => Ok(()),
        };
        let prob = |p: f64| match (0.0..=1.0).contains(&p) {
            true => Ok(()),
            false => Err(format!("p = {p} is not a probability in [0, 1]")),
        };
        match *self {
            GraphKind::ErdosRenyi { nodes, p } => at_least_1(nodes, "node count").and(prob(p)),
            GraphKind::Layered { nodes, layers, p } => {
                at_least_1(nodes, "node count")?;
                at_least_1(layers, "layer count")?;
                if layers > nodes {
                    return Err(format!("{layers} layers cannot hold only {nodes} nodes"));
                }
                prob(p)
            }
            GraphKind::SeriesParallel { nodes } => at_least_1(nodes, "node count"),
            GraphKind::NasCell {
                cells,
                nodes_per_cell,
            } => at_least_1(cells, "cell count").and(at_least_1(nodes_per_cell, "nodes per cell")),
        }
    }

    fn shape(&self, rng: &mut ChaCha8Rng) -> Shape {
        match *self {
            GraphKind::ErdosRenyi { nodes, p } => erdos_renyi(rng, nodes, p),
            GraphKind::Layered { nodes, layers, p } => layered(rng, nodes, layers, p).0,
            GraphKind::SeriesParallel { nodes } => {
                let mut edges = Vec::new();
                sp_block(rng, nodes, &mut 0, &mut edges);
                Shape::plain(nodes, edges)
            }
            GraphKind::NasCell {
                cells,
                nodes_per_cell,
            } => nas(rng, cells, nodes_per_cell),
        }
    }
}

/// Names are a random permutation of the topological order, and nodes are listed by name, so
/// neither names nor the listing hand a scheduler a valid order for free.
fn erdos_renyi(rng: &mut ChaCha8Rng, n: usize, p: f64) -> Shape {
    let mut label: Vec<usize> = (0..n).collect();
    label.shuffle(rng);
    let mut edges = Vec::new();
    for i in 0..n {
        for j in i + 1..n {
            if rng.random_bool(p) {
                edges.push((label[i], label[j]));
            }
        }
    }
    Shape::plain(n, edges)
}

/// Layer sizes are a uniformly random composition of `n`, so widths vary between graphs.
/// Also returns the layer boundaries (layer `l` is `bounds[l]..bounds[l + 1]`).
fn layered(rng: &mut ChaCha8Rng, n: usize, layers: usize, p: f64) -> (Shape, Vec<usize>) {
    let mut bounds: Vec<usize> = index::sample(rng, n - 1, layers - 1)
        .into_iter()
        .map(|c| c + 1)
        .collect();
    bounds.sort_unstable();
    bounds.insert(0, 0);
    bounds.push(n);
    let mut edges = Vec::new();
    for l in 1..layers {
        let prev = bounds[l - 1]..bounds[l];
        for v in bounds[l]..bounds[l + 1] {
            let before = edges.len();
            edges.extend(prev.clone().filter(|_| rng.random_bool(p)).map(|u| (u, v)));
            if edges.len() == before {
                edges.push((rng.random_range(prev.clone()), v));
            }
        }
    }
    (Shape::plain(n, edges), bounds)
}

/// A block of exactly `n` fresh nodes with one source and one sink, returned as such. Ids are
/// handed out in a topological order, so the listing is a valid schedule, as a program's is.
fn sp_block(
    rng: &mut ChaCha8Rng,
    n: usize,
    next: &mut usize,
    edges: &mut Vec<(usize, usize)>,
) -> (usize, usize) {
    fn fresh(next: &mut usize) -> usize {
        *next += 1;
        *next - 1
    }
    if n == 1 {
        let v = fresh(next);
        return (v, v);
    }
    if n >= 4 && rng.random_bool(0.5) {
        let fork = fresh(next);
        let a = rng.random_range(1..=n - 3);
        let (sa, ta) = sp_block(rng, a, next, edges);
        let (sb, tb) = sp_block(rng, n - 2 - a, next, edges);
        let join = fresh(next);
        edges.extend([(fork, sa), (fork, sb), (ta, join), (tb, join)]);
        (fork, join)
    } else {
        let a = rng.random_range(1..n);
        let (s1, t1) = sp_block(rng, a, next, edges);
        let (s2, t2) = sp_block(rng, n - a, next, edges);
        edges.push((t1, s2));
        (s1, t2)
    }
}

/// Cell `c` reads the outputs of cells `c - 2` and `c - 1` (the stem stands in for missing ones).
fn nas(rng: &mut ChaCha8Rng, cells: usize, k: usize) -> Shape {
    let mut s = Shape::default();
    let stem = s.add("stem".into(), "conv");
    let (mut prev2, mut prev1) = (stem, stem);
    for c in 0..cells {
        let mut cands = vec![prev2];
        if prev1 != prev2 {
            cands.push(prev1);
        }
        let first = s.names.len();
        let mut consumed = vec![false; k];
        for i in 0..k {
            let op = NAS_OPS[rng.random_range(0..NAS_OPS.len())];
            let v = s.add(format!("c{c}_n{i}"), op);
            for pick in index::sample(rng, cands.len(), cands.len().min(2)) {
                let u = cands[pick];
                s.edges.push((u, v));
                if u >= first {
                    consumed[u - first] = true;
                }
            }
            cands.push(v);
        }
        let concat = s.add(format!("c{c}_concat"), "concat");
        s.edges.extend(
            (0..k)
                .filter(|&i| !consumed[i])
                .map(|i| (first + i, concat)),
        );
        (prev2, prev1) = (prev1, concat);
    }
    s.edges.sort_unstable();
    s
}

impl fmt::Display for GraphKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GraphKind::ErdosRenyi { nodes, p } => write!(f, "er:{nodes}:{p}"),
            GraphKind::Layered { nodes, layers, p } => write!(f, "layered:{nodes}:{layers}:{p}"),
            GraphKind::SeriesParallel { nodes } => write!(f, "sp:{nodes}"),
            GraphKind::NasCell {
                cells,
                nodes_per_cell,
            } => write!(f, "nas:{cells}:{nodes_per_cell}"),
        }
    }
}

/// Parameter `i` of spec `s`, or `default` when it is omitted or empty (`er::0.2`).
fn arg<T: FromStr>(s: &str, args: &[&str], i: usize, what: &str, default: T) -> Result<T, String> {
    match args.get(i) {
        Some(a) if !a.is_empty() => a
            .parse()
            .map_err(|_| format!("graph kind '{s}': bad {what} '{a}'")),
        _ => Ok(default),
    }
}

const USAGE: &str =
    "er[:nodes[:p]], layered[:nodes[:layers[:p]]], sp[:nodes] or nas[:cells[:nodes_per_cell]]";

impl FromStr for GraphKind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let mut parts = s.trim().split(':');
        let name = parts.next().unwrap_or_default();
        let a: Vec<&str> = parts.collect();
        let max = match name {
            "layered" => 3,
            "sp" => 1,
            _ => 2,
        };
        let kind = match name {
            "er" => GraphKind::ErdosRenyi {
                nodes: arg(s, &a, 0, "node count", 50)?,
                p: arg(s, &a, 1, "probability", 0.1)?,
            },
            "layered" => GraphKind::Layered {
                nodes: arg(s, &a, 0, "node count", 50)?,
                layers: arg(s, &a, 1, "layer count", 5)?,
                p: arg(s, &a, 2, "probability", 0.3)?,
            },
            "sp" => GraphKind::SeriesParallel {
                nodes: arg(s, &a, 0, "node count", 50)?,
            },
            "nas" => GraphKind::NasCell {
                cells: arg(s, &a, 0, "cell count", 8)?,
                nodes_per_cell: arg(s, &a, 1, "nodes per cell", 4)?,
            },
            _ => {
                return Err(format!(
                    "unknown graph kind '{name}' in '{s}' (expected {USAGE})"
                ))
            }
        };
        if a.len() > max {
            return Err(format!(
                "graph kind '{s}': {} parameters, at most {max}",
                a.len()
            ));
        }
        kind.validate()
            .map_err(|e| format!("graph kind '{s}': {e}"))?;
        Ok(kind)
    }
}

impl Dist {
    fn sample<R: Rng + ?Sized>(&self, rng: &mut R) -> f64 {
        let mut u = || -> f64 { Open01.sample(rng) };
        match *self {
            Dist::Uniform { lo, hi } => lo + (hi - lo) * u(),
            Dist::LogUniform { lo, hi } => (lo.ln() + (hi.ln() - lo.ln()) * u()).exp(),
            Dist::Constant(c) => c,
        }
    }

    /// Runtimes and sizes are never negative; NaN would serialise as `null` and vanish.
    fn validate(&self) -> Result<(), String> {
        let (lo, hi) = match *self {
            Dist::Uniform { lo, hi } | Dist::LogUniform { lo, hi } => (lo, hi),
            Dist::Constant(c) => (c, c),
        };
        if !(lo.is_finite() && hi.is_finite()) {
            Err(format!("values must be finite, got {lo}:{hi}"))
        } else if lo > hi {
            Err(format!("lo = {lo} is above hi = {hi}"))
        } else if matches!(self, Dist::LogUniform { .. }) && lo <= 0.0 {
            Err(format!("loguniform needs lo > 0, got {lo}"))
        } else if lo < 0.0 {
            Err(format!("values must be non-negative, got {lo}"))
        } else {
            Ok(())
        }
    }
}

impl fmt::Display for Dist {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Dist::Uniform { lo, hi } => write!(f, "uniform:{lo}:{hi}"),
            Dist::LogUniform { lo, hi } => write!(f, "loguniform:{lo}:{hi}"),
            Dist::Constant(c) => write!(f, "const:{c}"),
        }
    }
}

impl FromStr for Dist {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let p: Vec<&str> = s.trim().split(':').collect();
        let num = |i: usize| -> Result<f64, String> {
            p[i].parse()
                .map_err(|_| format!("bad number '{}' in distribution '{s}'", p[i]))
        };
        let d = match (p[0], p.len()) {
            ("uniform", 3) => Dist::Uniform { lo: num(1)?, hi: num(2)? },
            ("loguniform", 3) => Dist::LogUniform { lo: num(1)?, hi: num(2)? },
            ("const", 2) => Dist::Constant(num(1)?),
            (k @ ("uniform" | "loguniform"), _) => {
                return Err(format!("distribution '{s}': {k} takes lo:hi, e.g. {k}:0:1"))
            }
            ("const", _) => return Err(format!("distribution '{s}': const takes one value")),
            (k, _) => {
                return Err(format!(
                    "unknown distribution '{k}' in '{s}' (expected uniform:lo:hi, loguniform:lo:hi or const:x)"
                ))
            }
        };
        d.validate()
            .map_err(|e| format!("distribution '{s}': {e}"))?;
        Ok(d)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{HashMap, HashSet};

    fn opts(kind: &str, seed: u64) -> GenOptions {
        GenOptions {
            kind: kind.parse().unwrap(),
            seed,
            ..GenOptions::default()
        }
    }

    const KINDS: [&str; 5] = [
        "er:40:0.2",
        "layered:40:6:0.3",
        "sp:40",
        "nas:4:5",
        "nas:1:1",
    ];

    fn preds(g: &JsonDag) -> HashMap<&str, Vec<&str>> {
        let mut m: HashMap<&str, Vec<&str>> = HashMap::new();
        for e in &g.edges {
            let JsonEdge::Plain(a, b) = e else {
                panic!("sized edge")
            };
            m.entry(b.as_str()).or_default().push(a.as_str());
        }
        m
    }

    #[test]
    fn same_seed_same_bytes_other_seed_other_graph() {
        for k in KINDS {
            let text = |seed| serde_json::to_string(&generate(&opts(k, seed))).unwrap();
            assert_eq!(text(7), text(7), "{k}");
            assert_ne!(text(7), text(8), "{k}");
        }
    }

    #[test]
    fn node_counts_are_exact_and_every_graph_is_a_dag() {
        for seed in 0..20 {
            let fixed = [
                ("er:37:0.3", 37),
                ("layered:37:37:1", 37),
                ("layered:37:1:0.5", 37),
            ];
            let fixed = fixed.into_iter().chain([("nas:3:4", 16), ("nas:1:1", 3)]);
            let sp = (1..30).map(|n| (format!("sp:{n}"), n));
            for (k, n) in fixed.map(|(k, n)| (k.to_string(), n)).chain(sp) {
                let g = generate(&opts(&k, seed));
                assert_eq!(g.nodes.len(), n, "{k}");
                let dag = g
                    .to_dag()
                    .unwrap_or_else(|e| panic!("{k} seed {seed}: {e}"));
                assert_eq!(dag.len(), n);
                assert_eq!(dag.edge_count(), g.edges.len(), "{k}: duplicate edge");
            }
        }
    }

    #[test]
    fn erdos_renyi_density_is_about_p() {
        let (n, p) = (200, 0.1);
        let g = generate(&opts(&format!("er:{n}:{p}"), 3));
        let expected = p * (n * (n - 1) / 2) as f64;
        let got = g.edges.len() as f64;
        assert!(
            (got - expected).abs() < 0.1 * expected,
            "{got} edges, expected {expected}"
        );
    }

    #[test]
    fn layered_nodes_past_the_first_layer_have_a_predecessor_one_layer_up() {
        for seed in 0..20 {
            let (shape, bounds) = layered(&mut ChaCha8Rng::seed_from_u64(seed), 60, 7, 0.05);
            let layer = |v: usize| bounds.iter().rposition(|&b| b <= v).unwrap();
            assert_eq!(bounds.len(), 8);
            assert!(bounds.windows(2).all(|w| w[0] < w[1]), "empty layer");
            for &(u, v) in &shape.edges {
                assert_eq!(layer(u) + 1, layer(v));
            }
            let has_pred: HashSet<usize> = shape.edges.iter().map(|e| e.1).collect();
            assert!((bounds[1]..60).all(|v| has_pred.contains(&v)));
        }
    }

    #[test]
    fn series_parallel_has_one_source_and_one_sink() {
        for seed in 0..20 {
            let g = generate(&opts("sp:45", seed));
            let p = preds(&g);
            let froms: HashSet<&str> = p.values().flatten().copied().collect();
            let names = g.nodes.iter().map(|n| n.name.as_str());
            assert_eq!(names.clone().filter(|n| !p.contains_key(n)).count(), 1);
            assert_eq!(names.filter(|n| !froms.contains(n)).count(), 1);
        }
    }

    #[test]
    fn nas_cells_end_in_a_concat_of_their_own_nodes() {
        let g = generate(&opts("nas:5:6", 11));
        let p = preds(&g);
        let ops: HashMap<&str, &str> = g
            .nodes
            .iter()
            .map(|n| (n.name.as_str(), n.op.as_deref().unwrap()))
            .collect();
        for c in 0..5 {
            let concat = format!("c{c}_concat");
            assert_eq!(ops[concat.as_str()], "concat");
            let ins = &p[concat.as_str()];
            assert!(!ins.is_empty() && ins.iter().all(|n| n.starts_with(&format!("c{c}_n"))));
            let sum: u64 = ins
                .iter()
                .map(|n| {
                    g.nodes
                        .iter()
                        .find(|m| m.name == *n)
                        .unwrap()
                        .bytes
                        .unwrap()
                })
                .sum();
            assert_eq!(
                g.nodes.iter().find(|m| m.name == concat).unwrap().bytes,
                Some(sum)
            );
            for i in 0..6 {
                let n = format!("c{c}_n{i}");
                assert!(NAS_OPS.contains(&ops[n.as_str()]));
                assert!((1..=2).contains(&p[n.as_str()].len()));
            }
        }
    }

    #[test]
    fn distributions_do_not_move_the_shape() {
        let a = generate(&opts("layered:30:4:0.4", 5));
        let mut o = opts("layered:30:4:0.4", 5);
        o.runtime = "const:2".parse().unwrap();
        let b = generate(&o);
        assert_eq!(a.edges, b.edges);
        assert!(b.nodes.iter().all(|n| n.runtime == Some(2.0)));
        let bytes = |g: &JsonDag| g.nodes.iter().map(|n| n.bytes).collect::<Vec<_>>();
        assert_eq!(bytes(&a), bytes(&b));
        assert!(a.nodes.iter().all(|n| {
            let (r, b) = (n.runtime.unwrap(), n.bytes.unwrap());
            r > 0.0 && r < 1.0 && (1024..=1048576).contains(&b)
        }));
    }

    #[test]
    fn generate_many_is_generate_with_derived_seeds() {
        let o = opts("sp:20", 9);
        let many = generate_many(&o, 4);
        assert_eq!(many.len(), 4);
        let again = generate(&GenOptions {
            seed: derive_seed(9, 2),
            ..o.clone()
        });
        assert_eq!(many[2], again);
        assert_ne!(many[0], many[1]);
    }

    #[test]
    fn kinds_and_distributions_round_trip_and_default() {
        for k in KINDS.into_iter().chain(["er:5:0.125", "layered:3:3:1"]) {
            let kind: GraphKind = k.parse().unwrap();
            assert_eq!(kind.to_string(), k);
        }
        let d = |s: &str| s.parse::<GraphKind>().unwrap();
        assert_eq!(d("er"), GraphKind::ErdosRenyi { nodes: 50, p: 0.1 });
        assert_eq!(d("er::0.5"), GraphKind::ErdosRenyi { nodes: 50, p: 0.5 });
        assert_eq!(
            d("layered:20"),
            GraphKind::Layered {
                nodes: 20,
                layers: 5,
                p: 0.3
            }
        );
        assert_eq!(d("sp"), GraphKind::SeriesParallel { nodes: 50 });
        assert_eq!(
            d("nas"),
            GraphKind::NasCell {
                cells: 8,
                nodes_per_cell: 4
            }
        );
        for s in [
            "uniform:0:1",
            "loguniform:1000:1000000",
            "const:1",
            "uniform:0.5:0.5",
        ] {
            assert_eq!(s.parse::<Dist>().unwrap().to_string(), s);
        }
        assert_eq!(
            "loguniform:1e3:1e6".parse::<Dist>(),
            Ok(Dist::LogUniform { lo: 1e3, hi: 1e6 })
        );
    }

    #[test]
    fn bad_specs_name_the_bad_part() {
        let kind = |s: &str| s.parse::<GraphKind>().unwrap_err();
        let dist = |s: &str| s.parse::<Dist>().unwrap_err();
        assert!(kind("tree:5").contains("unknown graph kind 'tree'"));
        assert!(kind("er:abc").contains("bad node count 'abc'"));
        assert!(kind("er:10:1.5").contains("p = 1.5 is not a probability"));
        assert!(kind("er:1:0.1:3").contains("3 parameters, at most 2"));
        assert!(kind("layered:5:10").contains("10 layers cannot hold only 5 nodes"));
        assert!(kind("nas:0").contains("cell count must be at least 1"));
        assert!(kind("sp:0").contains("graph kind 'sp:0': node count must be at least 1"));
        assert!(dist("gauss:1").contains("unknown distribution 'gauss'"));
        assert!(dist("uniform:1:0").contains("lo = 1 is above hi = 0"));
        assert!(dist("loguniform:0:5").contains("loguniform needs lo > 0"));
        assert!(dist("uniform:x:1").contains("bad number 'x'"));
        assert!(dist("const:-1").contains("non-negative"));
        assert!(dist("uniform:1").contains("uniform takes lo:hi"));
    }
}
