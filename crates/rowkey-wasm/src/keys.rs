//! Real keys for JavaScript: a key dump's report against a design's splits, and quantile split
//! keys cut from it.

use crate::api::{compiled, to_js};
use crate::errors::{design_error, js_error};
use crate::types::SplitsDto;
use rowkey_core::analyze::AnalyzeOptions;
use rowkey_core::hbase::{to_hex, to_string_binary};
use rowkey_core::keys::{
    quantile_split_keys, KeyFormat, KeyReader, KeyReservoir, KeysAnalysis, KeysError,
};
use wasm_bindgen::prelude::*;

/// The key text or bytes given (a string is its UTF-8 bytes).
fn key_bytes(keys: &JsValue) -> Result<Vec<u8>, JsValue> {
    if let Some(text) = keys.as_string() {
        return Ok(text.into_bytes());
    }
    if keys.is_instance_of::<js_sys::Uint8Array>() {
        return Ok(js_sys::Uint8Array::from(keys.clone()).to_vec());
    }
    Err(js_error(
        "keys: give the key dump as a string or a Uint8Array",
        None,
        None,
    ))
}

/// The format, with `options.column` for csv.
fn format(format: &str, options: &JsValue) -> Result<KeyFormat, JsValue> {
    let column = if options.is_object() {
        js_sys::Reflect::get(options, &"column".into())
            .ok()
            .and_then(|c| c.as_string())
    } else {
        None
    };
    KeyFormat::named(format, column).map_err(|m| js_error(&m.to_string(), None, None))
}

/// An `Error` with the CLI's message (`line N: …`) and a `line` property (1-based).
fn keys_error(e: &KeysError) -> JsValue {
    let err = js_error(&e.to_string(), None, None);
    if e.line > 0 {
        let _ = js_sys::Reflect::set(&err, &"line".into(), &JsValue::from_f64(e.line as f64));
    }
    err
}

/// Analyse a key dump against a design's splits: the same report as `analyze` (and as
/// `rowkey analyze DESIGN --keys FILE --format json`), with `source: "keys"` and `keys_read`.
/// `format` is `auto` (told from the first lines, as the CLI's default), `lines`, `binary`
/// (toStringBinary per line), `hex`, `scan` (the HBase shell's scan output) or `csv` (with a
/// header; `options.column` names the key column).
///
/// ```js
/// analyzeKeys(design, "user1\nuser7\n", "lines").keys_read; // 2
/// ```
#[wasm_bindgen(js_name = analyzeKeys, unchecked_return_type = "Report")]
pub fn analyze_keys(
    #[wasm_bindgen(unchecked_param_type = "DesignDoc | string")] design: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string | Uint8Array")] keys: JsValue,
    format: &str,
    #[wasm_bindgen(unchecked_param_type = "{ column?: string }")] options: JsValue,
) -> Result<JsValue, JsValue> {
    crate::lang::in_lang(Some(&options), || {
        let c = compiled(design)?;
        let format = self::format(format, &options)?;
        let bytes = key_bytes(&keys)?;
        let mut opts = AnalyzeOptions::for_design(&c);
        opts.run.threads = 1;
        let design = c.design().clone();
        let mut a = KeysAnalysis::new(c, format, opts, false)
            .map_err(|e| design_error("", Some(&design), &[e]))?;
        a.push(&bytes).map_err(|e| keys_error(&e))?;
        let report = a.finish().map_err(|e| keys_error(&e))?;
        to_js(&report)
    })
}

/// HashChoreWoker's split keys over a key dump's keys for `regions` regions (sorted distinct
/// keys, every `count / regions`-th), as `rowkey split quantile --keys` prints them.
#[wasm_bindgen(js_name = quantileSplits, unchecked_return_type = "SplitsResult")]
pub fn quantile_splits(
    #[wasm_bindgen(unchecked_param_type = "string | Uint8Array")] keys: JsValue,
    format: &str,
    regions: u32,
    #[wasm_bindgen(unchecked_param_type = "{ column?: string }")] options: JsValue,
) -> Result<JsValue, JsValue> {
    crate::lang::in_lang(Some(&options), || {
        let format = self::format(format, &options)?;
        let bytes = key_bytes(&keys)?;
        let mut reader = KeyReader::new(format);
        let mut reservoir = KeyReservoir::default();
        reader
            .push(&bytes, &mut |k| reservoir.add(k))
            .and_then(|()| reader.finish(&mut |k| reservoir.add(k)))
            .map_err(|e| keys_error(&e))?;
        let s = quantile_split_keys(&reservoir.keys(), regions)
            .map_err(|m| js_error(&m.to_string(), None, None))?;
        to_js(&SplitsDto {
            algorithm: "quantile".to_owned(),
            keys: s.keys.iter().map(|k| to_string_binary(k)).collect(),
            hex: s.keys.iter().map(|k| to_hex(k)).collect(),
            note: s.note,
        })
    })
}
