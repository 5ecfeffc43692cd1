//! Generates the ONNX protobuf types from the pinned official schema in `third_party/onnx`.
//! `protox` parses the schema in pure Rust, so building needs no `protoc`.

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let proto = "third_party/onnx/onnx.proto";
    println!("cargo:rerun-if-changed={proto}");
    let descriptors = protox::compile([proto], ["third_party/onnx"])?;
    prost_build::Config::new()
        // Tensor payloads stay reference-counted slices of the file buffer: no copy on decode.
        .bytes(["."])
        .compile_fds(descriptors)?;
    Ok(())
}
