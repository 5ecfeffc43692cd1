//! Generates the ONNX protobuf types from the pinned official schema in `third_party/onnx`.
//! `protox` parses the schema in pure Rust, so building needs no `protoc`.

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let folder = "third_party/onnx";
    let proto = format!("{folder}/onnx.proto");
    println!("cargo:rerun-if-changed={proto}");
    let descriptors = protox::compile([proto], [folder])?;
    prost_build::Config::new()
        .bytes(["."])
        .compile_fds(descriptors)?;
    Ok(())
}
