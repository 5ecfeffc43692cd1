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
