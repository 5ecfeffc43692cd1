//! An ONNX model, run by ONNX Runtime (its walk, its optimised graphs, its `ort_config`) or by
//! flowsched's libtorch executor (the file as written).

use super::{Bench, Format, LoadOptions, ModelError, Provenance, UserFile};
use crate::cost::{DeviceProfile, Evaluator, Objective};
use crate::dag::{Order, ScheduleDag};
use crate::onnx::{ImportOptions, ImportReport, OnnxImport};
use crate::report::{AsDeployed, WithDefaults};
use crate::runtime::job::OrtOptimization;
use crate::runtime::onnx::MeasureSettings;
use crate::runtime::protocol::{CandidateStats, Measurement};
use crate::runtime::{AsWritten, Device, Execution, ExecutionOrder, OrtWalk, Runtime};
use std::path::{Path, PathBuf};

/// The flag that schedules ORT's optimised graph, as errors and notes name it.
pub const OPTIMISED_GRAPH_FLAG: &str = "--for-ort";
/// The flag value that judges candidates by ORT's walk.
pub const WALK_FLAG: &str = "--execution-order ort-default";
pub(super) const OPTIMISED_GRAPH_ONLY_ONNX: &str =
    "--for-ort applies to ONNX models (it schedules ONNX Runtime's optimised graph)";

/// A measured peak must be this much below the reference's to count as lower (a runtime's own
/// small allocations vary by a few bytes from run to run).
const MEMORY_NOISE: f64 = crate::runtime::protocol::MEMORY_NOISE;

#[derive(Debug)]
pub(super) struct OnnxModel {
    /// What is scheduled: the file, or ORT's optimised graph of it.
    import: OnnxImport,
    options: ImportOptions,
    optimised: Option<Optimised>,
    /// The workers run ORT's Python API, which can run the file as written.
    python_ort: bool,
}

/// With `--for-ort LEVEL`: the graph ORT's optimiser makes of the user's file, in a temporary
/// folder that lives as long as the model.
#[derive(Debug)]
struct Optimised {
    level: OrtOptimization,
    user_file: PathBuf,
    /// ORT's graph, in `_dir`.
    graph: PathBuf,
    _dir: tempfile::TempDir,
}

impl OnnxModel {
    pub(super) fn open(path: &Path, options: &LoadOptions) -> Result<OnnxModel, ModelError> {
        // Measured in ONNX Runtime, the proxy sizes kernels' scratch for the threads ORT gives
        // them on this machine.
        let import = ImportOptions {
            threads: options
                .device
                .and_then(|d| d.kernel_threads())
                .unwrap_or(options.import.threads),
            ..options.import.clone()
        };
        let optimised = match options.optimised_graph {
            Some(level) => Some(optimise(path, level, options)?),
            None => None,
        };
        let scheduled = optimised.as_ref().map_or(path, |o| o.graph.as_path());
        let mut model = OnnxModel {
            import: crate::onnx::import_model(scheduled, &import)?,
            options: import,
            optimised,
            python_ort: options.python_ort,
        };
        // ORT's own ops (the NCHWc layouts of `all`) may have no shape rule: their sizes come
        // from one run, so that none counts as zero. The graph written stays as ORT wrote it.
        let sizes_unknown = model.import.dag.unknown_size_tensors().next().is_some();
        if model.optimised.is_some() && sizes_unknown {
            model.size_from_one_run(options.seed).map_err(|e| {
                ModelError::Runtime(format!(
                    "{}: ONNX Runtime's optimised graph: sizing from one run: {e}",
                    path.display()
                ))
            })?;
        }
        Ok(model)
    }

    fn settings(&self, streams: usize, seed: u64) -> MeasureSettings<'_> {
        MeasureSettings {
            import: &self.options,
            streams,
            seed,
            file_order: false,
        }
    }

    /// The user's file: the input, whichever graph is scheduled.
    fn user_path(&self) -> &Path {
        self.optimised
            .as_ref()
            .map_or(self.import.path.as_path(), |o| o.user_file.as_path())
    }
}

/// ORT's optimised graph of `path` at `level`, as ORT writes it.
fn optimise(
    path: &Path,
    level: OrtOptimization,
    options: &LoadOptions,
) -> Result<Optimised, ModelError> {
    let located = |e: String| ModelError::Runtime(format!("{}: {e}", path.display()));
    if level == OrtOptimization::Disabled {
        return Err(located(
            "--for-ort disabled: the levels are basic, extended and all (without optimisation \
             ORT runs the file itself: drop --for-ort)"
                .into(),
        ));
    }
    if let Some(device) = options.device {
        let elsewhere = device.executes() == ExecutionOrder::OrtDefault
            && device != Device::Ort(OrtOptimization::Disabled);
        if elsewhere {
            return Err(located(format!(
                "--for-ort writes a graph ORT has optimised already, to be loaded with \
                 optimisation off: measure it with --device ort:disabled, not {device}"
            )));
        }
    }
    let dir = tempfile::tempdir().map_err(|e| located(e.to_string()))?;
    let optimised = dir
        .path()
        .join(path.file_name().unwrap_or("model.onnx".as_ref()));
    // The message names the file already.
    crate::runtime::onnx::optimise_for_ort(path, level, &optimised).map_err(ModelError::Runtime)?;
    Ok(Optimised {
        level,
        user_file: path.into(),
        graph: optimised,
        _dir: dir,
    })
}

impl Format for OnnxModel {
    fn path(&self) -> &Path {
        &self.import.path
    }
    fn dag(&self) -> &ScheduleDag {
        &self.import.dag
    }
    fn dag_mut(&mut self) -> &mut ScheduleDag {
        &mut self.import.dag
    }
    fn encode(&self, order: &Order) -> Result<Vec<u8>, ModelError> {
        let m = &self.import;
        Ok(crate::onnx::export_order(&m.path, &m.raw, &m.dag, order)?)
    }
    fn import_report(&self) -> Option<&ImportReport> {
        Some(&self.import.report)
    }
    fn has_external_data(&self) -> bool {
        self.import.report.external_data_tensors > 0
    }
    fn checks_sizes(&self) -> bool {
        true
    }

    /// A copy of the file states each tensor's type and shape as one run in ONNX Runtime
    /// produced them, and is imported for its DAG. Only the sizes change: the nodes are the
    /// file's, in its order, so the output is still written from the user's own file.
    fn size_from_one_run(&mut self, seed: u64) -> Result<(), String> {
        if self.has_external_data() {
            return Err("the model keeps weights in external data files".into());
        }
        let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
        let copy = dir.path().join("sized.onnx");
        std::fs::copy(&self.import.path, &copy).map_err(|e| e.to_string())?;
        crate::runtime::onnx::state_shapes_from_one_run(&copy, &self.settings(1, seed))?;
        let sized = crate::onnx::import_model(&copy, &self.options).map_err(|e| e.to_string())?;
        let (old, new) = (&self.import.dag, &sized.dag);
        let same_nodes =
            old.len() == new.len() && old.nodes().all(|n| old.node(n).name == new.node(n).name);
        if !same_nodes {
            return Err("the sized copy does not have the file's nodes".into());
        }
        tracing::info!(
            "sized {} tensors from one run in ONNX Runtime",
            old.unknown_size_tensors().count() - new.unknown_size_tensors().count()
        );
        self.import.dag = sized.dag;
        Ok(())
    }

    /// `asked` where given, else ORT's walk (what most ONNX users run), unless the device runs
    /// files as written. Choices that contradict the device are refused, not ignored.
    fn execution_order(
        &self,
        asked: Option<ExecutionOrder>,
        device: Option<Device>,
    ) -> Result<ExecutionOrder, String> {
        match (asked, device) {
            (Some(ExecutionOrder::OrtDefault), Some(d)) if d.executes() == ExecutionOrder::File => {
                Err(format!(
                    "--device {d} runs the file as written; --execution-order ort-default is \
                     ONNX Runtime's walk (measure it with --device ort)"
                ))
            }
            // ORT's Python API runs the file as written (PRIORITY_BASED), with optimisation
            // off: the optimiser adds and renumbers nodes.
            (Some(ExecutionOrder::File), Some(d @ Device::Ort(level))) if self.python_ort => {
                match level {
                    OrtOptimization::Disabled => Ok(ExecutionOrder::File),
                    _ => Err(format!(
                        "device '{d}': ONNX Runtime runs the file's order as written only with \
                         optimisation off; use device 'ort' or 'ort:disabled'"
                    )),
                }
            }
            (Some(ExecutionOrder::File), Some(d)) if d.executes() == ExecutionOrder::OrtDefault => {
                Err(format!(
                    "--device {d} measures ONNX Runtime's default order (its C API has no \
                     other); for the file order as written (PRIORITY_BASED) measure from \
                     Python (flowsched.schedule(..., device='ort', execution_order='file')), \
                     or drop --device"
                ))
            }
            (Some(order), _) => Ok(order),
            (None, Some(d)) => Ok(d.executes()),
            (None, None) => Ok(ExecutionOrder::OrtDefault),
        }
    }

    fn execution(&self, order: ExecutionOrder) -> Box<dyn Execution + '_> {
        match order {
            ExecutionOrder::OrtDefault => Box::new(OrtWalk(&self.import)),
            ExecutionOrder::File => Box::new(AsWritten),
        }
    }

    fn measure(&self, orders: &[Order], bench: &Bench) -> Result<(Measurement, String), String> {
        let settings = MeasureSettings {
            file_order: bench.execution_order == ExecutionOrder::File,
            ..self.settings(bench.streams, bench.seed)
        };
        let (mut pool, _files) =
            crate::runtime::onnx::runtime(&self.import, orders, bench.device, &settings)?;
        // The protocol measures the input and at least one other, whatever the budget: those
        // two load side by side.
        let m = pool.measure(orders.len(), &bench.protocol, 2);
        Ok((m, pool.describe()))
    }

    fn scheduled_graph(&self) -> Option<String> {
        let o = self.optimised.as_ref()?;
        let layouts = match o.level {
            // The NCHWc transformer runs at `all` only, with this CPU's vector width.
            OrtOptimization::All => format!(
                " (with the NCHWc layouts of this CPU, {}: load it on a CPU of the same kind)",
                crate::runtime::cpu_name()
            ),
            _ => String::new(),
        };
        Some(format!(
            "ONNX Runtime's optimised graph at level {}{layouts}",
            o.level.name()
        ))
    }

    fn user_file(
        &self,
        objective: Objective,
        profile: &DeviceProfile,
    ) -> Result<Option<UserFile>, ModelError> {
        let Some(o) = &self.optimised else {
            return Ok(None);
        };
        let mut user = crate::onnx::import_model(&o.user_file, &self.options)?;
        profile.annotate(&mut user.dag);
        let eval = Evaluator::new(&user.dag, objective);
        let written = Order::original(&user.dag);
        let walk = crate::onnx::ort_walk::executed_order(&user, &written);
        Ok(Some(UserFile {
            walk: eval.cost(&walk),
            written: eval.cost(&written),
        }))
    }

    /// The user's own file measured twice, at ORT's default level (`all`) and with
    /// optimisation off; the lower is what they have today (the user may run either), which the
    /// winner must beat clearly (memory: by more than the counter's noise; time: its slow
    /// quartile under the input's fast one).
    /// Loaded with ORT's defaults, the arena holds chunks sized by the first runs, so the
    /// process total (weights, arena, caches) is the figure that tells input and output apart.
    fn measure_with_defaults(
        &self,
        output: &Path,
        objective: Objective,
        bench: &Bench,
    ) -> Result<Option<WithDefaults>, String> {
        let settings = self.settings(1, bench.seed);
        let input = self.user_path();
        let mut pool = crate::runtime::onnx::with_defaults(&[input, output], &settings)
            .map_err(|e| format!("{}: {e}", input.display()))?;
        let m = pool.measure(2, &bench.protocol, usize::MAX);
        let (a, b) = (&m.candidates[0], &m.candidates[1]);
        let totals = (
            pool.total_bytes[0].unwrap_or(0),
            pool.total_bytes[1].unwrap_or(0),
        );
        let worse = a.ok()
            && b.ok()
            && if objective.is_timed() {
                b.q1 > a.q3
            } else {
                totals.1 as f64 > totals.0 as f64 * (1.0 + MEMORY_NOISE)
            };
        Ok(Some(WithDefaults {
            runtime: pool.describe(),
            input_total_bytes: totals.0,
            output_total_bytes: totals.1,
            input_peak_bytes: a.peak_bytes,
            output_peak_bytes: b.peak_bytes,
            input_median_seconds: a.median,
            output_median_seconds: b.median,
            worse,
            failure: a.failure.clone().or_else(|| b.failure.clone()),
        }))
    }

    fn measure_levels(
        &self,
        levels: &[OrtOptimization],
        bench: &Bench,
    ) -> Result<Option<Measurement>, String> {
        let settings = self.settings(1, bench.seed);
        let mut pool = crate::runtime::onnx::as_deployed(self.user_path(), levels, &settings)
            .map_err(|e| format!("{}: {e}", self.user_path().display()))?;
        Ok(Some(pool.measure(
            levels.len(),
            &bench.protocol,
            usize::MAX,
        )))
    }

    fn measure_as_deployed(
        &self,
        objective: Objective,
        bench: &Bench,
        winner: &CandidateStats,
    ) -> Result<Option<AsDeployed>, String> {
        if self.optimised.is_none() {
            return Ok(None);
        }
        let settings = self.settings(1, bench.seed);
        let today = [OrtOptimization::All, OrtOptimization::Disabled];
        let mut pool = crate::runtime::onnx::as_deployed(self.user_path(), &today, &settings)
            .map_err(|e| format!("{}: {e}", self.user_path().display()))?;
        let m = pool.measure(2, &bench.protocol, usize::MAX);
        let key = |c: &CandidateStats| {
            if objective.is_timed() {
                c.median
            } else {
                c.peak_bytes as f64
            }
        };
        let (a, b) = (&m.candidates[0], &m.candidates[1]);
        let (today, settings_used) = if !b.ok() || (a.ok() && key(a) <= key(b)) {
            (a, "optimisation all")
        } else {
            (b, "optimisation disabled")
        };
        let beaten = !today.ok()
            || if objective.is_timed() {
                winner.q3 < today.q1
            } else {
                (winner.peak_bytes as f64) < today.peak_bytes as f64 * (1.0 - MEMORY_NOISE)
            };
        Ok(Some(AsDeployed {
            // The lower of the two: the workers differ only in the level.
            runtime: pool.describe().replace("optimisation all", settings_used),
            median_seconds: today.median,
            peak_bytes: today.peak_bytes,
            failure: today.failure.clone(),
            kept: !beaten,
        }))
    }

    /// A reordered model (and ORT's optimised graph, which is not the input) says what its
    /// order was chosen for in `metadata_props`, and the level it was judged at in `ort_config`;
    /// one whose order is kept stays the input, byte for byte, unless it was judged at a level
    /// other than ORT's default (then it carries the same entries, its nodes unchanged).
    fn annotate(
        &self,
        bytes: Vec<u8>,
        reordered: bool,
        provenance: &Provenance,
    ) -> Result<Vec<u8>, ModelError> {
        // An input kept as it is needs its level only where that is not ORT's default.
        let level_to_say = (provenance.device).and_then(|d| d.optimisation())
            != Some(OrtOptimization::All)
            && provenance.device.and_then(|d| d.optimisation()).is_some();
        if !reordered && self.optimised.is_none() && !level_to_say {
            return Ok(bytes);
        }
        let mut notes = entries(provenance);
        notes.extend(ort_config(&self.import, provenance.device));
        // Not the file's nodes: ORT's, fused. A checker compares such a file by its outputs
        // (scripts/check_equivalence.py), and a reader learns what it holds.
        if let Some(o) = &self.optimised {
            let key = format!("{}graph", crate::onnx::PROVENANCE_PREFIX);
            notes.push((key, format!("onnxruntime-optimised:{}", o.level.name())));
        }
        Ok(crate::onnx::with_provenance(
            &self.import.path,
            &bytes,
            &notes,
        )?)
    }
}

/// What a reordered ONNX model records in its `metadata_props` (keys `flowsched.*`): the
/// settings its figures assume, so a user can run it as it was judged.
fn entries(p: &Provenance) -> Vec<(String, String)> {
    [
        ("version", env!("CARGO_PKG_VERSION").to_string()),
        ("objective", p.objective.spec()),
        ("scheduler", p.scheduler.clone()),
        ("judged_by", p.judged_by.clone()),
        ("runs_as", p.execution_order.describe().to_string()),
    ]
    .into_iter()
    .map(|(k, v)| (format!("{}{k}", crate::onnx::PROVENANCE_PREFIX), v))
    .collect()
}

/// For an order judged in ONNX Runtime at an optimisation level: the model's `ort_config` with
/// that level, which ORT applies when `ORT_LOAD_CONFIG_FROM_MODEL=1` (checked with ORT 1.32: it
/// reads `session_options.graph_optimization_level` from the model, not the execution order).
/// The model's own `ort_config` keeps its other settings; one that is not a JSON object is left
/// alone.
fn ort_config(model: &OnnxImport, device: Option<Device>) -> Option<(String, String)> {
    let level = device?.optimisation()?;
    let existing = model
        .model
        .metadata_props
        .iter()
        .find(|p| p.key.as_deref() == Some("ort_config"))
        .map(|p| p.value.as_deref().unwrap_or(""));
    let mut config: serde_json::Value = match existing {
        None => serde_json::json!({}),
        Some(text) => serde_json::from_str(text).ok()?,
    };
    let options = config
        .as_object_mut()?
        .entry("session_options")
        .or_insert_with(|| serde_json::json!({}));
    options
        .as_object_mut()?
        .insert("graph_optimization_level".into(), level.ort_level().into());
    Some(("ort_config".into(), config.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::onnx::proto::StringStringEntryProto;

    fn cell() -> OnnxImport {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/inception_cell.onnx");
        crate::onnx::import_model(&path, &ImportOptions::default()).unwrap()
    }

    /// The level an order was judged at goes into ORT's `ort_config`, beside the model's own
    /// settings; no ORT device, or a config that is not a JSON object, writes nothing.
    #[test]
    fn ort_config_carries_the_judged_level() {
        let mut m = cell();
        let ort = |s: &str| Some(s.parse::<Device>().unwrap());
        assert_eq!(
            ort_config(&m, ort("ort:disabled")).unwrap().1,
            r#"{"session_options":{"graph_optimization_level":0}}"#
        );
        assert_eq!(ort_config(&m, ort("cpu")), None);
        assert_eq!(ort_config(&m, None), None);
        m.model.metadata_props.push(StringStringEntryProto {
            key: Some("ort_config".into()),
            value: Some(r#"{"session_options":{"intra_op_num_threads":2}}"#.into()),
        });
        let merged: serde_json::Value =
            serde_json::from_str(&ort_config(&m, ort("ort:all")).unwrap().1).unwrap();
        assert_eq!(
            merged,
            serde_json::json!({"session_options": {"intra_op_num_threads": 2, "graph_optimization_level": 99}})
        );
        m.model.metadata_props[0].value = Some("not json".into());
        assert_eq!(ort_config(&m, ort("ort:all")), None);
    }
}
