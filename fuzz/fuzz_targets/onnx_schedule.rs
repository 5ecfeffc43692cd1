//! The ONNX importer, every classic heuristic and the exporter, on arbitrary bytes.
#![no_main]

mod common;

libfuzzer_sys::fuzz_target!(|data: &[u8]| common::schedule(data, "onnx"));
