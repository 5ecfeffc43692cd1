//! `--memory-cap`: a time objective's orders must keep their peak under a number of bytes,
//! given outright or as a multiple of the lowest peak the run finds (the memory optimum).

use serde::Serialize;

/// A memory cap as the user gave it.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum MemoryCap {
    /// At most this many bytes.
    Bytes(u64),
    /// At most this multiple of the memory optimum (`1.2x`).
    OfOptimum(f64),
}

impl MemoryCap {
    /// The cap in bytes, given the lowest peak found on the graph.
    pub fn bytes(self, optimum: u64) -> u64 {
        match self {
            MemoryCap::Bytes(b) => b,
            MemoryCap::OfOptimum(r) => (optimum as f64 * r).floor() as u64,
        }
    }
}

impl std::fmt::Display for MemoryCap {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MemoryCap::Bytes(b) => write!(f, "{b}"),
            MemoryCap::OfOptimum(r) => write!(f, "{r}x"),
        }
    }
}

/// Why a cap does not parse.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("memory cap '{0}': expected bytes (3000000, 3MB, 2.5MiB) or a multiple of the memory optimum (1.2x, at least 1)")]
pub struct BadMemoryCap(String);

impl std::str::FromStr for MemoryCap {
    type Err = BadMemoryCap;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let bad = || BadMemoryCap(text.to_string());
        let t = text.trim();
        if let Some(ratio) = t.strip_suffix('x') {
            let r: f64 = ratio.trim().parse().map_err(|_| bad())?;
            return (r.is_finite() && r >= 1.0)
                .then_some(MemoryCap::OfOptimum(r))
                .ok_or_else(bad);
        }
        // Longest suffixes first: "MiB" before "B".
        const UNITS: [(&str, f64); 7] = [
            ("KiB", 1024.0),
            ("MiB", 1048576.0),
            ("GiB", 1073741824.0),
            ("kB", 1e3),
            ("MB", 1e6),
            ("GB", 1e9),
            ("B", 1.0),
        ];
        let (number, scale) = UNITS
            .iter()
            .find_map(|(u, s)| t.strip_suffix(u).map(|n| (n.trim(), *s)))
            .unwrap_or((t, 1.0));
        let value: f64 = number.parse().map_err(|_| bad())?;
        let bytes = value * scale;
        (bytes.is_finite() && bytes >= 1.0 && bytes < u64::MAX as f64)
            .then(|| MemoryCap::Bytes(bytes.round() as u64))
            .ok_or_else(bad)
    }
}

/// Which of the points (peak bytes, makespan) are on the Pareto front: no other point is at
/// least as good on both and better on one. Equal points are all on it.
pub fn pareto_front(points: &[(u64, f64)]) -> Vec<bool> {
    points
        .iter()
        .map(|&(p, m)| {
            !points
                .iter()
                .any(|&(q, n)| q <= p && n <= m && (q < p || n < m))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn caps_parse_as_bytes_or_a_multiple_of_the_optimum() {
        let parse = |s: &str| s.parse::<MemoryCap>();
        assert_eq!(parse("3000000"), Ok(MemoryCap::Bytes(3_000_000)));
        assert_eq!(parse("3MB"), Ok(MemoryCap::Bytes(3_000_000)));
        assert_eq!(parse("2.5MiB"), Ok(MemoryCap::Bytes(2_621_440)));
        assert_eq!(parse("512 KiB"), Ok(MemoryCap::Bytes(524_288)));
        assert_eq!(parse("1.2x"), Ok(MemoryCap::OfOptimum(1.2)));
        for bad in ["", "x", "0.9x", "-3MB", "3 apples", "0", "NaNx"] {
            assert!(parse(bad).is_err(), "{bad}");
        }
        assert_eq!(MemoryCap::OfOptimum(1.2).bytes(1000), 1200);
        assert_eq!(MemoryCap::Bytes(7).bytes(1000), 7);
    }

    #[test]
    fn the_front_keeps_what_nothing_beats_on_both() {
        let points = [
            (10, 5.0),
            (8, 6.0),
            (12, 4.0),
            (11, 6.0),
            (8, 6.0),
            (13, 4.0),
        ];
        assert_eq!(
            pareto_front(&points),
            [true, true, true, false, true, false]
        );
    }
}
