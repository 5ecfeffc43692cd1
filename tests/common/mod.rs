//! Helpers shared by the integration tests.
#![allow(dead_code)]

use flowsched::onnx::proto::{
    tensor_proto::DataLocation, type_proto, GraphProto, ModelProto, NodeProto, OperatorSetIdProto,
    StringStringEntryProto, TensorProto, TensorShapeProto, TypeProto, ValueInfoProto,
};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The project venv's python: `$FLOWSCHED_PYTHON` (scripts/setup.sh sets it in
/// .cargo/config.toml, which cargo passes to the tests it runs), else the `.venv` link set-up
/// makes. Read at run time, so the tests compile before set-up. Tests that need it fail
/// loudly when it is missing rather than skip.
pub fn python() -> PathBuf {
    let p = std::env::var_os("FLOWSCHED_PYTHON")
        .map(PathBuf::from)
        .unwrap_or_else(|| repo_path(".venv/bin/python"));
    assert!(
        p.exists(),
        "{} missing: run `make setup` (scripts/setup.sh)",
        p.display()
    );
    p
}

/// `scripts/check_equivalence.py ORIGINAL REORDERED`: the same nodes and attributes, a valid
/// order, and the same outputs in onnxruntime; panics with its report otherwise.
pub fn assert_same_model(original: &Path, reordered: &Path) {
    let check = Command::new(python())
        .arg(repo_path("scripts/check_equivalence.py"))
        .args([original, reordered])
        .output()
        .expect("python runs");
    assert!(
        check.status.success(),
        "{}{}",
        String::from_utf8_lossy(&check.stdout),
        String::from_utf8_lossy(&check.stderr)
    );
}

/// `onnx/backend/test/data` of the venv's onnx package.
pub fn onnx_backend_data() -> PathBuf {
    let out = Command::new(python())
        .args(["-c", "import onnx, os; print(os.path.join(os.path.dirname(onnx.__file__), 'backend', 'test', 'data'))"])
        .output()
        .expect("python runs");
    assert!(
        out.status.success(),
        "cannot import onnx: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    PathBuf::from(String::from_utf8(out.stdout).unwrap().trim())
}

/// Every `.rs` file under `dir`, at any depth.
pub fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The lines `cmd` prints, which must succeed (its stderr is the failure's message).
pub fn output_lines(cmd: &mut Command) -> Vec<String> {
    let out = cmd.output().expect("the command runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(String::from)
        .collect()
}

/// The repository's root (the workspace's: these helpers serve the lab's tests too).
pub fn repo_root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .find(|d| d.join("Cargo.lock").exists())
        .expect("the workspace root holds Cargo.lock")
}

pub fn repo_path(rel: &str) -> PathBuf {
    repo_root().join(rel)
}

/// A binary of this test build: the test's own package's, or one built beside it (another
/// package of the workspace: `cargo test --workspace` builds every one first).
pub fn binary(name: &str) -> PathBuf {
    let own = [
        ("flowsched", option_env!("CARGO_BIN_EXE_flowsched")),
        ("flowsched-lab", option_env!("CARGO_BIN_EXE_flowsched-lab")),
    ];
    if let Some(path) = own.iter().find(|(n, _)| *n == name).and_then(|(_, p)| *p) {
        return PathBuf::from(path);
    }
    let beside = own
        .iter()
        .find_map(|(_, p)| *p)
        .expect("a binary of this package");
    let path = Path::new(beside).with_file_name(name);
    assert!(
        path.exists(),
        "{} is not built: run the tests with `cargo test --workspace`",
        path.display()
    );
    path
}

pub fn flowsched(args: &[&str]) -> Output {
    Command::new(binary("flowsched"))
        .args(args)
        .output()
        .expect("flowsched runs")
}

/// Runs `flowsched-lab` and fails the test, showing its stderr, unless it succeeds.
pub fn lab_ok(args: &[&str]) -> Output {
    let out = lab(args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// Runs `flowsched-lab`, the laboratory's binary (generate, bench, train, …).
pub fn lab(args: &[&str]) -> Output {
    Command::new(binary("flowsched-lab"))
        .args(args)
        .output()
        .expect("flowsched-lab runs")
}

/// Runs the `flowsched` binary and fails the test, showing its stderr, unless it succeeds.
pub fn flowsched_ok(args: &[&str]) -> Output {
    let out = flowsched(args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

pub fn node(name: &str, op: &str, inputs: &[&str], outputs: &[&str]) -> NodeProto {
    NodeProto {
        name: Some(name.into()),
        op_type: Some(op.into()),
        input: inputs.iter().map(|s| s.to_string()).collect(),
        output: outputs.iter().map(|s| s.to_string()).collect(),
        ..Default::default()
    }
}

/// A float tensor value with a static shape (`None`: no shape at all).
pub fn value(name: &str, dims: Option<&[i64]>) -> ValueInfoProto {
    use flowsched::onnx::proto::tensor_shape_proto::{dimension::Value, Dimension};
    let shape = dims.map(|d| TensorShapeProto {
        dim: d
            .iter()
            .map(|&v| Dimension {
                value: Some(Value::DimValue(v)),
                ..Default::default()
            })
            .collect(),
    });
    ValueInfoProto {
        name: Some(name.into()),
        r#type: Some(TypeProto {
            value: Some(type_proto::Value::TensorType(type_proto::Tensor {
                elem_type: Some(1),
                shape,
            })),
            ..Default::default()
        }),
        ..Default::default()
    }
}

pub fn model(
    nodes: Vec<NodeProto>,
    inputs: Vec<ValueInfoProto>,
    outputs: Vec<ValueInfoProto>,
    inits: Vec<TensorProto>,
) -> ModelProto {
    ModelProto {
        ir_version: Some(8),
        opset_import: vec![OperatorSetIdProto {
            domain: Some(String::new()),
            version: Some(17),
        }],
        graph: Some(GraphProto {
            name: Some("g".into()),
            node: nodes,
            input: inputs,
            output: outputs,
            initializer: inits,
            ..Default::default()
        }),
        ..Default::default()
    }
}

/// An initializer whose data lives in an external file.
pub fn external_initializer(name: &str, location: &str) -> TensorProto {
    let entry = |k: &str, v: &str| StringStringEntryProto {
        key: Some(k.into()),
        value: Some(v.into()),
    };
    TensorProto {
        name: Some(name.into()),
        dims: vec![4],
        data_type: Some(1),
        data_location: Some(DataLocation::External as i32),
        external_data: vec![
            entry("location", location),
            entry("offset", "0"),
            entry("length", "16"),
        ],
        ..Default::default()
    }
}

pub fn write_model(path: &Path, m: &ModelProto) {
    use prost::Message;
    std::fs::write(path, m.encode_to_vec()).unwrap();
}

/// Where set-up puts LLVM 22's tools (FileCheck, lit, mlir-opt, …).
pub const LLVM_BIN: &str = "/usr/lib/llvm-22/bin";

/// An LLVM tool, which must be there: a missing one fails the test (never a skip).
pub fn llvm_tool(name: &str) -> PathBuf {
    let path = Path::new(LLVM_BIN).join(name);
    assert!(
        path.exists(),
        "{} is missing: run scripts/setup.sh (Debian packages mlir-22-tools, llvm-22-tools)",
        path.display()
    );
    path
}

/// Runs lit on the repository's tests/mlir, the files `filter` (LIT_FILTER) names, with the
/// tools under test in `env`; fails the test on a failed or skipped lit test, and returns
/// lit's output.
pub fn run_lit(filter: &str, env: &[(&str, &std::ffi::OsStr)]) -> String {
    let out = tempfile::tempdir().unwrap();
    let output = Command::new("python3")
        .arg(llvm_tool("lit"))
        .arg("-v")
        .arg(repo_path("tests/mlir"))
        .envs(env.iter().copied())
        .env("FLOWSCHED_LIT_OUT", out.path())
        .env("LLVM_BIN", LLVM_BIN)
        .env("LIT_FILTER", filter)
        .output()
        .expect("python3 runs lit");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(output.status.success(), "lit failed:\n{text}");
    assert!(
        !text.contains("UNSUPPORTED"),
        "a lit test was skipped:\n{text}"
    );
    println!("{text}");
    text
}
