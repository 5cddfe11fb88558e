//! The analysis worker's entry points (called from `www/worker.js` in a Web Worker).

use rowkey_core::analyze::{analyze_with_progress, AnalyzeOptions};
use rowkey_core::design::Design;
use rowkey_core::sample::Compiled;
use wasm_bindgen::prelude::*;

/// Analyse a design (JSON) with `count` sample keys, calling `progress(done, total)` as the
/// sample runs. Returns the report as JSON; throws an `Error` whose message says what is wrong.
#[wasm_bindgen]
pub fn worker_analyze(
    design_json: &str,
    count: f64,
    progress: &js_sys::Function,
) -> Result<String, JsError> {
    let design = Design::from_json(design_json).map_err(|e| JsError::new(&e.to_string()))?;
    let compiled = Compiled::new(&design).map_err(|errs| {
        JsError::new(
            &errs
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("\n"),
        )
    })?;
    let mut opts = AnalyzeOptions::for_design(&compiled);
    if count.is_finite() && count >= 1.0 {
        opts.run.count = (count as u64).min(rowkey_core::design::MAX_SAMPLE_COUNT);
    }
    opts.run.threads = 1;
    // The playground shows why splits fail next to everything else, instead of failing.
    opts.strict_splits = false;
    let mut report_progress = |done: u64, total: u64| {
        let _ = progress.call2(
            &JsValue::NULL,
            &JsValue::from_f64(done as f64),
            &JsValue::from_f64(total as f64),
        );
    };
    let report = analyze_with_progress(&compiled, opts, &mut report_progress)
        .map_err(|e| JsError::new(&e.to_string()))?;
    serde_json::to_string(&report).map_err(|e| JsError::new(&e.to_string()))
}
