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
    fn regret_is_the_picks_excess_over_the_best() {
        assert_eq!(top1_regret(&[1.0, 2.0], &[100.0, 110.0]), Some(0.0));
        assert_eq!(
            top1_regret(&[2.0, 1.0, 3.0], &[100.0, 125.0, 90.0]),
            Some(125.0 / 90.0 - 1.0)
        );
        assert_eq!(top1_regret(&[], &[]), None);
    }
}
