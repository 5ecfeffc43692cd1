//! `flowsched-lab train`: fits the conditional GFlowNet on a mix of synthetic graphs (the paper's
//! generators) and sub-graphs of real models. Every step draws its graphs, objectives and σ
//! from a ChaCha stream named by (seed, step), and Adam's state is checkpointed with the
//! weights, so a resumed run continues exactly where it stopped.

use super::config::{TrainConfig, TrainSettings};
use super::data::{timed, training_graphs};
use super::manifest::Manifest;
use super::model::{GraphBatch, PolicyNet};
use super::optim::{balance_step, draw, optimise, params_of, Adam, RunPaths, StepStats};
use super::reward::Reward;
use super::rollout::sample_many;
use super::GflownetError;
use flowsched_core::dag::Planned;
use flowsched_core::generate::derive_seed;
use std::path::Path;

/// One optimisation step on `graphs` (each with its reward and σ).
fn train_step(
    net: &PolicyNet,
    adam: &mut Adam,
    graphs: &[(Planned, f64, &Reward)],
    settings: &TrainSettings,
    seed: u64,
) -> StepStats {
    let batch = GraphBatch::new(graphs, &net.config);
    let (rows, logz) = net.forward(&batch);
    let detached = Vec::<f32>::try_from(rows.detach().contiguous().view(-1)).expect("float rows");
    let mut trajectories = Vec::new();
    let mut rewards = Vec::new();
    let mut ratio = 0.0;
    for (gi, &(dag, sigma, reward)) in graphs.iter().enumerate() {
        let params = params_of(&detached, batch.offsets[gi], dag.len(), &net.config);
        let env = net.config.env(&dag, reward.clone());
        let trajs = sample_many(
            &env,
            &params,
            settings.trajectories,
            derive_seed(seed, gi as u64),
            settings.epsilon,
            true,
        );
        let bound = flowsched_core::cost::Evaluator::new(&dag, env.objective)
            .lower_bound()
            .max(1e-12);
        ratio += trajs.iter().map(|t| t.cost / bound).sum::<f64>() / trajs.len() as f64;
        rewards.push(
            trajs
                .iter()
                .map(|t| env.trajectory_log_reward(t, sigma))
                .collect::<Vec<_>>(),
        );
        trajectories.push(trajs);
    }
    let mut stats = balance_step(
        adam,
        settings,
        &rows,
        &logz,
        &batch,
        &trajectories,
        &rewards,
    );
    stats.cost_ratio = Some(ratio / graphs.len() as f64);
    stats
}

/// Trains from scratch (or from `start`'s weights) per `config`; resumes from the run's
/// checkpoint when `resume` is set and one exists. `progress` sees every step. Writes the
/// weights and their manifest.
pub fn train(
    config: &TrainConfig,
    paths: &RunPaths,
    start: Option<&Path>,
    resume: bool,
    progress: impl FnMut(&StepStats),
) -> Result<PolicyNet, GflownetError> {
    let rewards = config
        .objectives()
        .map_err(|e| GflownetError::Io(e.to_string()))?;
    let profile = config
        .profile()
        .map_err(|e| GflownetError::Io(e.to_string()))?;
    let graphs = timed(&training_graphs(&config.data, config.train.seed)?, &profile)?;
    if graphs.is_empty() {
        return Err(GflownetError::Io(
            "no training graphs (data.synthetic_graphs and data.real_subgraphs are 0)".into(),
        ));
    }
    // The tensors are small: one intra-op thread is as fast, and libtorch's spinning worker
    // threads would otherwise burn the cores the rollouts run on.
    tch::set_num_threads(1);
    tch::manual_seed(config.train.seed as i64);
    let mut net = match start {
        Some(p) => PolicyNet::warm_start(config.model, p)?,
        None => PolicyNet::new(config.model),
    };
    let settings = &config.train;
    optimise(
        &mut net,
        settings,
        paths,
        resume,
        |net, adam, step| {
            let (picks, seed) = draw(graphs.len(), rewards.len(), settings, step);
            let picks: Vec<_> = picks
                .iter()
                .map(|&(g, sigma, r)| (graphs[g].planned(), sigma, &rewards[r]))
                .collect();
            train_step(net, adam, &picks, settings, seed)
        },
        progress,
    )?;
    Manifest::for_training(config, &profile, &paths.weights, start)?.write(&paths.weights)?;
    Ok(net)
}

/// Trains `net` further on `graphs` for one reward with `settings` (its data section is not
/// used): what fine-tuning and the small exact tests run.
pub fn fit(
    net: &PolicyNet,
    graphs: &[Planned],
    reward: &Reward,
    settings: &TrainSettings,
) -> Vec<StepStats> {
    tch::set_num_threads(1);
    let mut adam = Adam::new(net, settings.learning_rate);
    (0..settings.steps)
        .map(|step| {
            let (picks, s) = draw(graphs.len(), 1, settings, step);
            let picks: Vec<_> = picks
                .iter()
                .map(|&(g, sigma, _)| (graphs[g], sigma, reward))
                .collect();
            let mut stats = train_step(net, &mut adam, &picks, settings, s);
            stats.step = step + 1;
            stats
        })
        .collect()
}

/// Fine-tunes `net` on one graph for `steps` steps (σ from the one used at inference up to
/// ten times it), for users who can spend time on their own model.
pub(crate) fn finetune(
    net: &PolicyNet,
    dag: &Planned,
    reward: &Reward,
    sigma: f64,
    steps: usize,
    seed: u64,
) -> Vec<StepStats> {
    let settings = TrainSettings {
        steps,
        graphs_per_step: 1,
        trajectories: 32,
        learning_rate: 3e-4,
        sigma_min: sigma,
        sigma_max: (sigma * 10.0).min(1.0).max(sigma),
        seed,
        ..TrainSettings::default()
    };
    fit(net, std::slice::from_ref(dag), reward, &settings)
}
