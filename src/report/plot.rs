//! Pictures of a schedule: a Gantt chart (ops on units over time) and live memory over the
//! steps of a run, each comparing the winner with the original order. SVG, via plotters.

use flowsched_core::cost::{MemoryEvaluator, UnitSchedule};
use flowsched_core::dag::{Order, ScheduleDag};
use plotters::prelude::*;
use std::path::Path;

type PlotResult = Result<(), Box<dyn std::error::Error>>;

/// Two Gantt charts stacked: `(label, schedule)` each; bars coloured by op kind.
pub(crate) fn gantt(
    path: &Path,
    dag: &ScheduleDag,
    schedules: &[(&str, &UnitSchedule)],
) -> PlotResult {
    let root =
        SVGBackend::new(path, (1000, 260 * schedules.len().max(1) as u32)).into_drawing_area();
    root.fill(&WHITE)?;
    let horizon = schedules
        .iter()
        .map(|(_, s)| s.makespan)
        .fold(0.0, f64::max)
        .max(f64::MIN_POSITIVE);
    let mut kinds: Vec<&str> = dag.nodes().map(|n| dag.node(n).op.as_str()).collect();
    kinds.sort_unstable();
    kinds.dedup();
    for (area, (label, s)) in root
        .split_evenly((schedules.len(), 1))
        .iter()
        .zip(schedules)
    {
        let units = s.unit.iter().copied().max().map_or(1, |u| u + 1);
        let mut chart = ChartBuilder::on(area)
            .caption(
                format!("{label}: makespan {:.4e}", s.makespan),
                ("sans-serif", 16),
            )
            .margin(10)
            .x_label_area_size(30)
            .y_label_area_size(50)
            .build_cartesian_2d(0.0..horizon, 0.0..units as f64)?;
        chart
            .configure_mesh()
            .y_desc("unit")
            .x_desc("time")
            .y_labels(units)
            .disable_y_mesh()
            .draw()?;
        chart.draw_series(dag.nodes().map(|n| {
            let i = n.index();
            let kind = kinds.binary_search(&dag.node(n).op.as_str()).unwrap_or(0);
            let color = Palette99::pick(kind).mix(0.8);
            let u = s.unit[i] as f64;
            Rectangle::new(
                [(s.start[i], u + 0.1), (s.finish[i], u + 0.9)],
                color.filled(),
            )
        }))?;
        // Outlines, so consecutive ops of one kind stay distinguishable.
        chart.draw_series(dag.nodes().map(|n| {
            let (i, u) = (n.index(), s.unit[n.index()] as f64);
            Rectangle::new(
                [(s.start[i], u + 0.1), (s.finish[i], u + 0.9)],
                BLACK.stroke_width(1),
            )
        }))?;
    }
    root.present()?;
    Ok(())
}

/// Live bytes at each step of each order, on one chart.
pub(crate) fn memory_over_time(
    path: &Path,
    memory: &MemoryEvaluator,
    orders: &[(&str, &Order)],
) -> PlotResult {
    let curves: Vec<(&str, Vec<u64>)> = orders
        .iter()
        .map(|(l, o)| (*l, memory.profile(o).curve))
        .collect();
    let top = curves
        .iter()
        .flat_map(|(_, c)| c.iter().copied())
        .max()
        .unwrap_or(1)
        .max(1) as f64
        / (1 << 20) as f64;
    let root = SVGBackend::new(path, (1000, 400)).into_drawing_area();
    root.fill(&WHITE)?;
    let mut chart = ChartBuilder::on(&root)
        .caption("live activations per step", ("sans-serif", 16))
        .margin(10)
        .x_label_area_size(30)
        .y_label_area_size(60)
        .build_cartesian_2d(
            0..orders.first().map_or(1, |(_, o)| o.len().max(1)),
            0.0..top * 1.05,
        )?;
    chart.configure_mesh().x_desc("step").y_desc("MiB").draw()?;
    for (k, (label, curve)) in curves.iter().enumerate() {
        let color = Palette99::pick(k);
        chart
            .draw_series(LineSeries::new(
                curve
                    .iter()
                    .enumerate()
                    .map(|(i, &b)| (i, b as f64 / (1 << 20) as f64)),
                color.stroke_width(2),
            ))?
            .label(format!(
                "{label} (peak {:.2} MiB)",
                curve.iter().copied().max().unwrap_or(0) as f64 / (1 << 20) as f64
            ))
            .legend(move |(x, y)| {
                PathElement::new(vec![(x, y), (x + 20, y)], color.stroke_width(2))
            });
    }
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .draw()?;
    root.present()?;
    Ok(())
}

/// What a frontier plot's axes show: the proxy's figures or the device's.
pub(crate) struct FrontierAxes {
    title: &'static str,
    time: &'static str,
    peak: &'static str,
}

impl FrontierAxes {
    pub const PROXY: FrontierAxes = FrontierAxes {
        title: "candidates: peak memory against makespan (proxy)",
        time: "makespan (ms, proxy)",
        peak: "peak (MiB, proxy)",
    };
    pub const MEASURED: FrontierAxes = FrontierAxes {
        title: "candidates measured: highest run's peak against median time",
        time: "median (ms, measured)",
        peak: "peak (MiB, highest run)",
    };
}

/// Each candidate's peak against its time, the cap as a line, the Pareto front and the
/// chosen one marked: what a memory cap trades. Points with an infinite time (a candidate
/// that did not run) are left out.
pub(crate) fn frontier(
    path: &Path,
    points: &[(u64, f64)],
    front: &[bool],
    cap: u64,
    chosen: usize,
    axes: FrontierAxes,
) -> PlotResult {
    let mib = |b: u64| b as f64 / (1 << 20) as f64;
    let ms = |s: f64| s * 1e3;
    let (mut x0, mut x1, mut y1) = (f64::INFINITY, 0.0f64, mib(cap));
    for &(p, m) in points.iter().filter(|pt| pt.1.is_finite()) {
        x0 = x0.min(ms(m));
        x1 = x1.max(ms(m));
        y1 = y1.max(mib(p));
    }
    let pad = ((x1 - x0) * 0.05).max(1e-6);
    let root = SVGBackend::new(path, (800, 500)).into_drawing_area();
    root.fill(&WHITE)?;
    let mut chart = ChartBuilder::on(&root)
        .caption(axes.title, ("sans-serif", 16))
        .margin(10)
        .x_label_area_size(30)
        .y_label_area_size(60)
        .build_cartesian_2d((x0 - pad)..(x1 + pad), 0.0..y1 * 1.05)?;
    chart
        .configure_mesh()
        .x_desc(axes.time)
        .y_desc(axes.peak)
        .draw()?;
    let dot = |&(p, m): &(u64, f64)| (ms(m), mib(p));
    chart
        .draw_series(
            (points.iter())
                .filter(|pt| pt.1.is_finite())
                .map(|pt| Circle::new(dot(pt), 3, BLUE.mix(0.4).filled())),
        )?
        .label("candidate")
        .legend(|(x, y)| Circle::new((x + 10, y), 3, BLUE.mix(0.4).filled()));
    let mut on_front: Vec<(f64, f64)> = (points.iter().zip(front))
        .filter(|(_, &f)| f)
        .map(|(pt, _)| dot(pt))
        .collect();
    on_front.sort_by(|a, b| a.0.total_cmp(&b.0));
    chart
        .draw_series(LineSeries::new(on_front, BLACK.stroke_width(2)))?
        .label("Pareto front")
        .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], BLACK.stroke_width(2)));
    chart
        .draw_series(LineSeries::new(
            [(x0 - pad, mib(cap)), (x1 + pad, mib(cap))],
            RED.stroke_width(1),
        ))?
        .label("cap")
        .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], RED.stroke_width(1)));
    if let Some(pt) = points.get(chosen).filter(|pt| pt.1.is_finite()) {
        chart
            .draw_series([Circle::new(dot(pt), 6, RED.filled())])?
            .label("chosen")
            .legend(|(x, y)| Circle::new((x + 10, y), 5, RED.filled()));
    }
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .draw()?;
    root.present()?;
    Ok(())
}
