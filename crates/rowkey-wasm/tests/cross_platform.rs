//! Cross-platform determinism: the same designs, run natively (by the build script, on the
//! build machine) and here in wasm32 (headless Chromium), must give the same keys and the same
//! report, byte for byte. Share links depend on it.
#![cfg(target_arch = "wasm32")]

use rowkey_core::analyze::{analyze, AnalyzeOptions};
use rowkey_core::design::Design;
use rowkey_core::sample::Compiled;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const NATIVE: &str = include_str!(concat!(env!("OUT_DIR"), "/native.json"));

#[wasm_bindgen_test]
fn presets_match_native_byte_for_byte() {
    let native: serde_json::Value =
        serde_json::from_str(NATIVE).expect("the build script's results");
    let presets = native.as_object().expect("an object of presets");
    assert!(
        presets.len() >= 17,
        "only {} presets computed natively",
        presets.len()
    );
    for (slug, n) in presets {
        let design = Design::from_json(n["design"].as_str().unwrap()).unwrap();
        let c = Compiled::new(&design).unwrap();
        let keys: Vec<String> = c
            .sampler()
            .with_count(400)
            .flatten()
            .map(|k| rowkey_core::hbase::to_hex(&k))
            .collect();
        let want: Vec<&str> = n["keys"]
            .as_array()
            .unwrap()
            .iter()
            .map(|k| k.as_str().unwrap())
            .collect();
        assert_eq!(
            keys, want,
            "{slug}: sample keys differ between native and wasm32"
        );
        let mut all = Vec::new();
        for k in c.sampler().with_count(4000).flatten() {
            all.extend_from_slice(&(k.len() as u32).to_be_bytes());
            all.extend_from_slice(&k);
        }
        assert_eq!(
            rowkey_core::hash::md5_hex(&all),
            n["digest"].as_str().unwrap(),
            "{slug}: 4000-key digest differs"
        );
        let mut opts = AnalyzeOptions::for_design(&c);
        opts.run.count = 4000;
        opts.run.threads = 1;
        let report = serde_json::to_string(&analyze(&c, opts).unwrap()).unwrap();
        assert_eq!(
            report,
            n["report"].as_str().unwrap(),
            "{slug}: report differs between native and wasm32"
        );
    }
}
