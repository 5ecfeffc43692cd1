//! What a GFlowNet is trained to sample for: a product of reward factors, each an objective
//! (on a device profile) raised to a weight, `R = Π R_i^{w_i}`. One factor is the classic
//! case; several are what `flowsched-lab train --reward makespan:4+memory` trains centrally and
//! what `flowsched-lab aggregate` composes from separately trained models (EP-GFlowNets).
//!
//! Spec syntax: factors joined by `+`, each `[W*]OBJECTIVE[@PROFILE]`, e.g. `makespan:4`,
//! `memory`, `0.5*makespan:4@h200+memory`.

use super::features::COND_FEATURES;
use flowsched_core::cost::Objective;

#[derive(Debug, Clone, PartialEq)]
pub struct Factor {
    pub objective: Objective,
    /// Device profile the factor's runtimes come from (`None`: the run's data profile).
    pub profile: Option<String>,
    pub weight: f64,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Reward {
    pub factors: Vec<Factor>,
}

impl std::str::FromStr for Reward {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let mut factors = Vec::new();
        for part in s.split('+').map(str::trim) {
            let (weight, rest) = match part.split_once('*') {
                Some((w, rest)) => (
                    w.trim()
                        .parse::<f64>()
                        .ok()
                        .filter(|w| *w > 0.0 && w.is_finite())
                        .ok_or_else(|| format!("bad weight '{w}' in reward '{s}'"))?,
                    rest.trim(),
                ),
                None => (1.0, part),
            };
            let (objective, profile) = match rest.split_once('@') {
                Some((o, p)) if !p.is_empty() => (o, Some(p.to_string())),
                Some(_) => return Err(format!("empty profile after '@' in reward '{s}'")),
                None => (rest, None),
            };
            factors.push(Factor {
                objective: objective.parse()?,
                profile,
                weight,
            });
        }
        Ok(Reward { factors })
    }
}

impl std::fmt::Display for Reward {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (i, x) in self.factors.iter().enumerate() {
            if i > 0 {
                f.write_str("+")?;
            }
            if x.weight != 1.0 {
                write!(f, "{}*", x.weight)?;
            }
            f.write_str(&x.objective.spec())?;
            if let Some(p) = &x.profile {
                write!(f, "@{p}")?;
            }
        }
        Ok(())
    }
}

impl Reward {
    pub fn single(objective: Objective) -> Self {
        Reward {
            factors: vec![Factor {
                objective,
                profile: None,
                weight: 1.0,
            }],
        }
    }

    /// The objective whose units the environment simulates and whose proxy cost it reports:
    /// the first makespan factor's, else the first factor's.
    pub fn primary(&self) -> Objective {
        self.factors
            .iter()
            .map(|f| f.objective)
            .find(|o| o.units().is_some())
            .unwrap_or(self.factors[0].objective)
    }

    /// The device profile of the graphs this reward is computed on (the first factor's).
    pub(crate) fn profile(&self) -> Option<&str> {
        self.factors.iter().find_map(|f| f.profile.as_deref())
    }

    /// The factors' product with every weight scaled by its model's weight; identical
    /// factors merge, so N shards of one reward at weight 1/N compose back to that reward.
    #[cfg(any(test, feature = "torch"))]
    pub(crate) fn product(parts: &[(&Reward, f64)]) -> Reward {
        let mut factors: Vec<Factor> = Vec::new();
        for (reward, w) in parts {
            for f in &reward.factors {
                match factors
                    .iter_mut()
                    .find(|g| g.objective == f.objective && g.profile == f.profile)
                {
                    Some(g) => g.weight += f.weight * w,
                    None => factors.push(Factor {
                        weight: f.weight * w,
                        ..f.clone()
                    }),
                }
            }
        }
        // Weights that merged to 1 print as plain factors.
        for f in &mut factors {
            if (f.weight - 1.0).abs() < 1e-12 {
                f.weight = 1.0;
            }
        }
        Reward { factors }
    }

    /// Whether one environment can compute it: one unit count and one profile for its timed
    /// factors.
    pub(crate) fn check_computable(&self) -> Result<(), MixedReward> {
        let units: Vec<usize> = self
            .factors
            .iter()
            .filter_map(|f| f.objective.units())
            .collect();
        // Peak memory does not depend on runtimes, so only timed factors must agree.
        let profiles: Vec<Option<&str>> = self
            .factors
            .iter()
            .filter(|f| f.objective.units().is_some())
            .map(|f| f.profile.as_deref())
            .collect();
        if units.windows(2).any(|w| w[0] != w[1]) || profiles.windows(2).any(|w| w[0] != w[1]) {
            return Err(MixedReward(self.to_string()));
        }
        Ok(())
    }

    /// The conditioning the network sees for this reward (see [`super::features`]): the
    /// effective temperature σ / Σw, the objective mix, the units and the graph size. For a
    /// single factor it is exactly the per-objective conditioning the shipped model knows.
    pub(crate) fn conditioning(&self, sigma: f64, nodes: usize) -> [f32; COND_FEATURES] {
        let total: f64 = self.factors.iter().map(|f| f.weight).sum();
        let share = |memory: bool| {
            self.factors
                .iter()
                .filter(|f| f.objective.units().is_none() == memory)
                .map(|f| f.weight)
                .sum::<f64>()
                / total
        };
        let makespan = share(false);
        let units = if makespan > 0.0 {
            self.factors
                .iter()
                .filter_map(|f| f.objective.units().map(|m| m as f64 * f.weight))
                .sum::<f64>()
                / (makespan * total)
        } else {
            0.0
        };
        [
            (sigma / total).max(1e-6).ln() as f32 / 4.0,
            share(true) as f32,
            makespan as f32,
            (units / 8.0) as f32,
            ((nodes.max(1) as f64).ln() / 10.0) as f32,
        ]
    }
}

/// A reward whose factors need more than one environment.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error(
    "reward '{0}' mixes unit counts or device profiles, which one training run cannot simulate: \
     train one model per factor and compose them with `flowsched-lab aggregate`"
)]
pub struct MixedReward(pub String);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_round_trip_and_products_merge() {
        let r: Reward = "0.5*makespan:4@h200+memory".parse().unwrap();
        assert_eq!(r.to_string(), "0.5*makespan:4@h200+memory");
        assert_eq!(r.primary(), Objective::Makespan { units: 4 });
        assert_eq!(r.profile(), Some("h200"));
        assert!(r.check_computable().is_ok());
        let m: Reward = "makespan:4".parse().unwrap();
        assert_eq!(Reward::product(&[(&m, 0.5), (&m, 0.5)]), m);
        let both = Reward::product(&[(&m, 1.0), (&"memory".parse().unwrap(), 1.0)]);
        assert_eq!(both.to_string(), "makespan:4+memory");
        let devices: Reward = "makespan:4@cpu+makespan:4@h200".parse().unwrap();
        assert!(devices.check_computable().is_err());
        for bad in [
            "",
            "memory+",
            "x*memory",
            "-1*memory",
            "memory@",
            "makespan:0",
        ] {
            assert!(bad.parse::<Reward>().is_err(), "{bad}");
        }
    }

    #[test]
    fn one_factor_conditions_like_its_objective() {
        // The encoding the shipped weights were trained with: log σ / 4, memory, makespan,
        // units / 8, ln(nodes) / 10.
        let (s, n) = ((0.03f64.ln() / 4.0) as f32, (120f64.ln() / 10.0) as f32);
        assert_eq!(
            Reward::single(Objective::PeakMemory).conditioning(0.03, 120),
            [s, 1.0, 0.0, 0.0, n]
        );
        assert_eq!(
            Reward::single(Objective::Makespan { units: 4 }).conditioning(0.03, 120),
            [s, 0.0, 1.0, 0.5, n]
        );
    }
}
