//! The seams of issue 46, checked from outside the crate:
//!
//! - a runtime that is not compiled into flowsched joins through one file and one table row
//!   (`Toy` below: a backend, a table with it, `pipeline::run_with`);
//! - a run parses the user's file once, the deployment search over every ORT level included.

use flowsched::backend::{Backend, Bench, MeasureError, Measured, BACKENDS};
use flowsched::dag::Order;
use flowsched::model::Model;
use flowsched::pipeline::{self, Options};
use flowsched::runtime::protocol::Sample;
use flowsched::runtime::Device;
use flowsched::schedulers::SchedulerList;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

fn repo_path(p: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(p)
}

/// A runtime of the test's own: it "runs" a JSON task graph on `--device cpu` (which no
/// built-in backend takes for JSON) as written, and measures each order's peak as the sum of
/// the bytes live at once, plus a latency that grows with the candidate's index.
struct Toy;

impl Backend for Toy {
    fn name(&self) -> &'static str {
        "toy"
    }
    fn runs(&self, format: &str, device: Option<Device>) -> bool {
        format == "JSON DAG" && device == Some(Device::Cpu)
    }
    fn measure(&self, model: &Model, orders: &[Order], bench: &Bench) -> Measured {
        let peaks: Vec<u64> = orders
            .iter()
            .map(|o| {
                flowsched::cost::peak_memory(&flowsched::dag::Planned::as_written(model.dag()), o)
                    as u64
            })
            .collect();
        let m = bench.protocol.measure(orders.len(), |i, _| {
            Ok::<_, MeasureError>(Sample {
                seconds: 1e-3 * (1.0 + i as f64),
                peak_bytes: peaks[i],
            })
        });
        Ok((m, "the toy runtime".into()))
    }
}

/// The table: the toy first, then every runtime flowsched ships.
fn table() -> &'static [&'static dyn Backend] {
    let mut rows: Vec<&'static dyn Backend> = vec![&Toy];
    rows.extend(BACKENDS.iter().copied());
    Box::leak(rows.into_boxed_slice())
}

#[test]
fn a_runtime_outside_the_crate_joins_with_one_table_row() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.json");
    let options = Options {
        input: repo_path("tests/data/layered_30.json"),
        output: Some(out.clone()),
        schedulers: "classic".parse::<SchedulerList>().unwrap(),
        device: Some(Device::Cpu),
        top_k: 4,
        budget: Duration::from_secs(2),
        ..Options::default()
    };
    let report = pipeline::run_with(&options, table()).expect("the toy measures");
    let device = report.device.as_ref().expect("a device run");
    assert_eq!(device.runtime, "the toy runtime");
    assert!(device.candidates.len() >= 2, "{device:?}");
    let winner = device.candidates.iter().find(|c| c.winner).unwrap();
    let original = &device.candidates[0];
    assert!(winner.peak_bytes <= original.peak_bytes);
    assert!(out.is_file());
    // Without the row, a JSON DAG has no runtime on the CPU.
    let e = pipeline::run(&options).unwrap_err().to_string();
    assert!(e.contains("no ops to run"), "{e}");
}

/// Counts the parse events (`flowsched::parse`) of one path on this thread.
struct Parses {
    path: String,
    count: Arc<Mutex<usize>>,
}

struct PathField<'a>(&'a mut Option<String>);

impl tracing::field::Visit for PathField<'_> {
    fn record_debug(&mut self, field: &tracing::field::Field, value: &dyn std::fmt::Debug) {
        if field.name() == "path" {
            *self.0 = Some(format!("{value:?}"));
        }
    }
}

impl tracing::Subscriber for Parses {
    fn enabled(&self, metadata: &tracing::Metadata<'_>) -> bool {
        metadata.target() == "flowsched::parse"
    }
    fn new_span(&self, _: &tracing::span::Attributes<'_>) -> tracing::span::Id {
        tracing::span::Id::from_u64(1)
    }
    fn record(&self, _: &tracing::span::Id, _: &tracing::span::Record<'_>) {}
    fn record_follows_from(&self, _: &tracing::span::Id, _: &tracing::span::Id) {}
    fn event(&self, event: &tracing::Event<'_>) {
        let mut path = None;
        event.record(&mut PathField(&mut path));
        if path.as_deref() == Some(self.path.as_str()) {
            *self.count.lock().unwrap() += 1;
        }
    }
    fn enter(&self, _: &tracing::span::Id) {}
    fn exit(&self, _: &tracing::span::Id) {}
}

fn parses_of(options: &Options) -> (usize, flowsched::report::ScheduleReport) {
    let count = Arc::new(Mutex::new(0));
    let subscriber = Parses {
        path: options.input.display().to_string(),
        count: count.clone(),
    };
    let report = tracing::subscriber::with_default(subscriber, || {
        pipeline::run(options).expect("the run succeeds")
    });
    let n = *count.lock().unwrap();
    (n, report)
}

#[test]
fn a_run_parses_the_users_file_once() {
    let dir = tempfile::tempdir().unwrap();
    let cell = repo_path("tests/data/inception_cell.onnx");
    let base = Options {
        input: cell,
        output: Some(dir.path().join("out.onnx")),
        schedulers: "xla-default".parse::<SchedulerList>().unwrap(),
        top_k: 2,
        // Room for every level: the budget holds the whole search.
        budget: Duration::from_secs(60),
        ..Options::default()
    };
    assert_eq!(parses_of(&base).0, 1, "no device");
    // Every level of ORT and its graph of each: the file once, each graph once (not counted).
    let every_level = Options {
        device: Some("ort".parse().unwrap()),
        ..base.clone()
    };
    let (parses, report) = parses_of(&every_level);
    assert_eq!(parses, 1, "--device ort");
    assert!(report.deployments.len() >= 4, "{:?}", report.deployments);
}
