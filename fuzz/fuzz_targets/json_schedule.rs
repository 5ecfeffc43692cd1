//! The JSON DAG importer, every classic heuristic and the JSON writer, on arbitrary bytes.
#![no_main]

mod common;

libfuzzer_sys::fuzz_target!(|data: &[u8]| common::schedule(data, "json"));
