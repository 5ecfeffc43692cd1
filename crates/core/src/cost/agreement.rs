//! How well a proxy agrees with the runtime that judges it, over the orders the runtime
//! actually measured: Spearman's rank correlation, and the top-1 regret (how much worse the
//! proxy's pick measured than the best measured order).

/// Spearman's rank correlation (ties get their average rank); `None` when either side is
/// constant.
pub fn spearman(a: &[f64], b: &[f64]) -> Option<f64> {
    fn ranks(x: &[f64]) -> Vec<f64> {
        let mut idx: Vec<usize> = (0..x.len()).collect();
        idx.sort_by(|&i, &j| x[i].total_cmp(&x[j]));
        let mut r = vec![0.0; x.len()];
        let mut i = 0;
        while i < idx.len() {
            let mut j = i;
            while j + 1 < idx.len() && x[idx[j + 1]] == x[idx[i]] {
                j += 1;
            }
            for &k in &idx[i..=j] {
                r[k] = (i + j) as f64 / 2.0 + 1.0;
            }
            i = j + 1;
        }
        r
    }
    let (ra, rb) = (ranks(a), ranks(b));
    let n = a.len() as f64;
    let (ma, mb) = (ra.iter().sum::<f64>() / n, rb.iter().sum::<f64>() / n);
    let cov: f64 = ra.iter().zip(&rb).map(|(x, y)| (x - ma) * (y - mb)).sum();
    let va: f64 = ra.iter().map(|x| (x - ma).powi(2)).sum();
    let vb: f64 = rb.iter().map(|y| (y - mb).powi(2)).sum();
    (va > 0.0 && vb > 0.0).then(|| cov / (va * vb).sqrt())
}

/// Spearman's ρ over the proxy's distinct costs: the orders of each cost stand as one, at
/// their median measured figure. Orders the proxy ties are then not ranked by what tells them
/// apart in the runtime but not in the proxy (on Inception-ResNet-v2, 12 orders of one cost
/// measured within 600 bytes, 0.05%, of each other: small blocks' rounding at malloc), which
/// the plain ρ ranks as if it were the proxy's error. `None` below 3 distinct costs (two
/// points always correlate perfectly).
pub fn spearman_over_costs(proxy: &[f64], measured: &[f64]) -> Option<f64> {
    let mut levels: Vec<(f64, Vec<f64>)> = Vec::new();
    for (&p, &m) in proxy.iter().zip(measured) {
        match levels.iter_mut().find(|(q, _)| *q == p) {
            Some((_, ms)) => ms.push(m),
            None => levels.push((p, vec![m])),
        }
    }
    if levels.len() < 3 {
        return None;
    }
    let median = |ms: &mut Vec<f64>| {
        ms.sort_by(f64::total_cmp);
        let n = ms.len();
        (ms[(n - 1) / 2] + ms[n / 2]) / 2.0
    };
    let (costs, medians): (Vec<f64>, Vec<f64>) =
        levels.iter_mut().map(|(p, ms)| (*p, median(ms))).unzip();
    spearman(&costs, &medians)
}

/// How many distinct values `proxy` holds.
pub fn distinct_costs(proxy: &[f64]) -> usize {
    let mut v = proxy.to_vec();
    v.sort_by(f64::total_cmp);
    v.dedup();
    v.len()
}

/// How much worse the order the proxy ranks first measured than the best measured order, as a
/// fraction (0: the proxy's pick is the measured best). Ties in the proxy go to the first
/// listed. `None` when nothing was measured or the best measured 0.
pub fn top1_regret(proxy: &[f64], measured: &[f64]) -> Option<f64> {
    let pick =
        (0..proxy.len().min(measured.len())).min_by(|&a, &b| proxy[a].total_cmp(&proxy[b]))?;
    let best = measured.iter().copied().reduce(f64::min)?;
    (best > 0.0).then(|| measured[pick] / best - 1.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spearman_of_monotone_and_reversed() {
        assert_eq!(spearman(&[1.0, 2.0, 3.0], &[10.0, 20.0, 35.0]), Some(1.0));
        assert_eq!(spearman(&[1.0, 2.0, 3.0], &[3.0, 2.0, 1.0]), Some(-1.0));
        assert_eq!(spearman(&[1.0, 1.0], &[1.0, 2.0]), None);
    }

    #[test]
    fn ties_stand_as_one_at_their_median() {
        // Inception-ResNet-v2's four costs; the tied ones measured within 600 bytes.
        let proxy = [
            1147256.0, 1126776.0, 1126776.0, 1126776.0, 1068152.0, 1151352.0,
        ];
        let measured = [
            1117056.0, 1096712.0, 1096120.0, 1096504.0, 1044288.0, 1121264.0,
        ];
        assert!(spearman(&proxy, &measured).unwrap() < 0.95);
        assert_eq!(spearman_over_costs(&proxy, &measured), Some(1.0));
        // A tie's median decides its place: here it measured above a higher cost.
        let measured = [
            1117056.0, 1130000.0, 1130000.0, 1096504.0, 1044288.0, 1121264.0,
        ];
        assert!(spearman_over_costs(&proxy, &measured).unwrap() < 1.0);
        assert_eq!(
            spearman_over_costs(&[1.0, 1.0, 2.0], &[5.0, 6.0, 7.0]),
            None
        );
    }

    #[test]
    fn regret_is_the_picks_excess_over_the_best() {
        assert_eq!(top1_regret(&[1.0, 2.0], &[100.0, 110.0]), Some(0.0));
        assert_eq!(
            top1_regret(&[2.0, 1.0, 3.0], &[100.0, 125.0, 90.0]),
            Some(125.0 / 90.0 - 1.0)
        );
        assert_eq!(top1_regret(&[], &[]), None);
    }
}
