//! What a build of flowsched leaves out, and how to get it. The default build (`cli`, `ort`)
//! needs neither libtorch nor LLVM; training, the libtorch executor and MLIR are features.

/// `this flowsched was built without the `FEATURE` feature, which WHAT needs`, with the
/// commands that give a build with it.
pub fn missing(feature: &str, what: &str) -> String {
    format!(
        "this flowsched was built without the `{feature}` feature, which {what} needs; get it \
         with `cargo install flowsched --features {feature}` (in a checkout: `cargo build \
         --release --features {feature}`, after `bash scripts/setup.sh`)"
    )
}
