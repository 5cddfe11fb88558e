//! Computes, on the build machine (natively), every preset's sample keys and analysis report, so
//! that the wasm tests (`tests/cross_platform.rs`, run in headless Chromium) can compare what
//! wasm32 computes with what x86_64 computed, byte for byte.

use rowkey_core::analyze::{analyze, AnalyzeOptions};
use rowkey_core::design::Design;
use rowkey_core::sample::Compiled;
use std::path::Path;

/// Keys per preset compared one by one, and keys folded into the digest.
const KEYS: u64 = 400;
const DIGEST_KEYS: u64 = 4000;

fn main() {
    let presets = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../presets");
    println!("cargo:rerun-if-changed={}", presets.display());
    let mut entries: Vec<_> = std::fs::read_dir(&presets)
        .map(|d| d.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    entries.sort();
    let mut out = serde_json::Map::new();
    for path in entries {
        if path.extension().and_then(|e| e.to_str()) != Some("json") {
            continue;
        }
        println!("cargo:rerun-if-changed={}", path.display());
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        let Ok(design) = Design::from_json(&text) else {
            continue;
        };
        let Ok(c) = Compiled::new(&design) else {
            continue;
        };
        let keys: Vec<String> = c
            .sampler()
            .with_count(KEYS)
            .flatten()
            .map(|k| rowkey_core::hbase::to_hex(&k))
            .collect();
        let mut all = Vec::new();
        for k in c.sampler().with_count(DIGEST_KEYS).flatten() {
            all.extend_from_slice(&(k.len() as u32).to_be_bytes());
            all.extend_from_slice(&k);
        }
        let mut opts = AnalyzeOptions::for_design(&c);
        opts.run.count = DIGEST_KEYS;
        opts.run.threads = 1;
        let report = analyze(&c, opts)
            .map(|r| serde_json::to_string(&r).unwrap_or_default())
            .unwrap_or_default();
        let slug = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default()
            .to_string();
        out.insert(
            slug,
            serde_json::json!({
                "design": text,
                "keys": keys,
                "digest": rowkey_core::hash::md5_hex(&all),
                "report": report,
            }),
        );
    }
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap_or_default()).join("native.json");
    let _ = std::fs::write(dest, serde_json::Value::Object(out).to_string());
}
