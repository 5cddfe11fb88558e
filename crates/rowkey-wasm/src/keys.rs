//! Real keys for JavaScript: a key dump's report against a design's splits, and quantile split
//! keys cut from it.

use crate::api::{compiled, to_js};
use crate::args::{text, whole, wrong_type, Options};
use crate::errors::{arg_error, design_error};
use crate::types::SplitsDto;
use rowkey_core::analyze::AnalyzeOptions;
use rowkey_core::i18n::{catalogue::js as J, Message};
use rowkey_core::keys::quantile_bytes::split_keys_by_bytes;
use rowkey_core::keys::{
    quantile_split_keys, KeyFormat, KeyReader, KeyReservoir, KeysAnalysis, KeysError,
};
use rowkey_core::ErrorKind;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The options `quantileSplits` takes.
const QUANTILE_OPTIONS: &[&str] = &["lang", "column", "by", "sizes"];

/// The options `analyzeKeys` takes.
const ANALYZE_OPTIONS: &[&str] = &["lang", "column", "top"];

/// How much of a key dump is copied into the module at a time: a dump of any size is read in
/// slices, as the CLI reads a file, so the module's memory holds one slice, not the dump.
const SLICE: u32 = 1 << 20;

/// Hands the key dump (a string, read as its UTF-8 bytes, or a `Uint8Array`) to `push` slice by
/// slice.
fn each_slice(
    keys: &JsValue,
    push: &mut dyn FnMut(&[u8]) -> Result<(), JsValue>,
) -> Result<(), JsValue> {
    if keys.is_string() {
        let text = js_sys::JsString::from(keys.clone());
        let length = text.length();
        let mut start = 0;
        while start < length {
            let mut end = length.min(start + SLICE);
            // A surrogate pair stays whole, so each slice is text on its own.
            if end < length && (0xd800..0xdc00).contains(&(text.char_code_at(end - 1) as u32)) {
                end -= 1;
            }
            push(String::from(text.slice(start, end)).as_bytes())?;
            start = end;
        }
        return Ok(());
    }
    if let Some(bytes) = keys.dyn_ref::<js_sys::Uint8Array>() {
        let length = bytes.length();
        let mut start = 0;
        while start < length {
            let end = length.min(start.saturating_add(SLICE));
            push(&bytes.subarray(start, end).to_vec())?;
            start = end;
        }
        return Ok(());
    }
    Err(wrong_type("keys", "string | Uint8Array", keys))
}

/// The format and the options (`lang`, and `column` for csv).
fn format(format: &JsValue, options: &Options) -> Result<KeyFormat, JsValue> {
    let name = text("format", format, 64)?;
    let column = options.text("column", 4096)?;
    KeyFormat::named(&name, column)
        .map_err(|m| arg_error(ErrorKind::InvalidArgument, &m.to_string(), "format"))
}

/// An `Error` with the CLI's message (`line N: …`) and a `line` property (1-based).
fn keys_error(e: &KeysError) -> JsValue {
    let err = arg_error(ErrorKind::InvalidArgument, &e.to_string(), "keys");
    if e.line > 0 {
        let _ = js_sys::Reflect::set(&err, &"line".into(), &JsValue::from_f64(e.line as f64));
    }
    err
}

/// Analyse a key dump against a design's splits: the same report as `analyze` (and as
/// `rowkey analyze DESIGN --keys FILE --format json`), with `source: "keys"` and `keys_read`.
/// `format` is `auto` (told from the first lines, as the CLI's default), `lines`, `binary`
/// (toStringBinary per line), `hex`, `scan` (the HBase shell's scan output) or `csv` (with a
/// header; `options.column` names the key column). `options.top` (1 to 64, the CLI's `--top N`)
/// decodes every key and gives each region's top values and the keys that do not match the
/// template (`unmatched: {count, first}`, `first` the 1-based line), as `analyze` does.
///
/// ```js
/// analyzeKeys(design, "user1\nuser7\n", "lines").keys_read; // 2
/// analyzeKeys(design, "user1\nuser7\n", "lines", { top: 1 }).regions[0].top[0].value; // "user1"
/// ```
#[wasm_bindgen(js_name = analyzeKeys, unchecked_return_type = "Report")]
pub fn analyze_keys(
    #[wasm_bindgen(unchecked_param_type = "DesignDoc | string")] design: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string | Uint8Array")] keys: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] format: JsValue,
    #[wasm_bindgen(
        unchecked_optional_param_type = "{ column?: string; top?: number; lang?: \"en\" | \"zh-CN\" } | null"
    )]
    options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let options = Options::read(&options.unwrap_or_default(), ANALYZE_OPTIONS)?;
    crate::lang::in_lang(&options, || {
        let top = crate::args::top(&options)?;
        let c = compiled(&design)?;
        let format = self::format(&format, &options)?;
        if !keys.is_string() && !keys.is_instance_of::<js_sys::Uint8Array>() {
            return Err(wrong_type("keys", "string | Uint8Array", &keys));
        }
        let mut opts = AnalyzeOptions::for_design(&c);
        opts.run.threads = 1;
        let design = c.design().clone();
        let mut a = KeysAnalysis::new(c, format, opts, false)
            .map_err(|e| design_error("", Some(&design), &[e]))?;
        if let Some(k) = top {
            a = a.with_top(k);
        }
        each_slice(&keys, &mut |slice| {
            a.push(slice).map(|_| ()).map_err(|e| keys_error(&e))
        })?;
        let report = a.finish().map_err(|e| keys_error(&e))?;
        to_js(&report)
    })
}

/// HashChoreWoker's split keys over a key dump's keys for `regions` regions (sorted distinct
/// keys, every `count / regions`-th), as `rowkey split quantile --keys` prints them. With
/// `options.by` `"bytes"` the regions hold equal bytes instead (`split quantile --by bytes`):
/// each line is `key<TAB>bytes`, or in csv the column headed `bytes` (`options.sizes` names
/// another), read as the CLI's `--keys-sizes` reads them.
///
/// ```js
/// quantileSplits("a\nb\nc\nd\n", "lines", 2).keys; // ["c"]
/// quantileSplits("a\t100\nb\t100\nc\t400\nd\t100\n", "lines", 2, { by: "bytes" }).keys; // ["d"]
/// ```
#[wasm_bindgen(js_name = quantileSplits, unchecked_return_type = "SplitsResult")]
pub fn quantile_splits(
    #[wasm_bindgen(unchecked_param_type = "string | Uint8Array")] keys: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] format: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] regions: JsValue,
    #[wasm_bindgen(
        unchecked_optional_param_type = "{ column?: string; by?: \"keys\" | \"bytes\"; sizes?: string; lang?: \"en\" | \"zh-CN\" } | null"
    )]
    options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let options = Options::read(&options.unwrap_or_default(), QUANTILE_OPTIONS)?;
    crate::lang::in_lang(&options, || {
        let format = self::format(&format, &options)?;
        // The CLI's `--regions` is an `int`; the core says why fewer than two cannot be cut.
        let regions = whole("regions", &regions, 2, i64::from(i32::MAX))?
            .ok_or_else(|| wrong_type("regions", "number", &regions))?;
        let regions = u32::try_from(regions).unwrap_or(u32::MAX);
        let by_bytes = match options.text("by", 64)?.as_deref() {
            None | Some("keys") => false,
            Some("bytes") => true,
            Some(other) => {
                let m = Message::new(J::QUANTILE_BY).arg("value", other);
                return Err(arg_error(
                    ErrorKind::InvalidArgument,
                    &m.to_string(),
                    "options.by",
                ));
            }
        };
        let sizes = options.text("sizes", 4096)?;
        if by_bytes {
            return by_bytes_splits(&keys, format, sizes, regions);
        }
        if sizes.is_some() {
            let m = Message::new(J::SIZES_ONLY_BY_BYTES);
            return Err(arg_error(
                ErrorKind::InvalidArgument,
                &m.to_string(),
                "options.sizes",
            ));
        }
        let mut reader = KeyReader::new(format);
        let mut reservoir = KeyReservoir::default();
        each_slice(&keys, &mut |slice| {
            reader
                .push(slice, &mut |k| reservoir.add(k))
                .map_err(|e| keys_error(&e))
        })?;
        reader
            .finish(&mut |k| reservoir.add(k))
            .map_err(|e| keys_error(&e))?;
        let s = quantile_split_keys(&reservoir.keys(), regions)
            .map_err(|m| arg_error(ErrorKind::InvalidArgument, &m.to_string(), "regions"))?;
        to_js(&SplitsDto::of("quantile", s))
    })
}

/// `quantileSplits` with `by: "bytes"`: the split keys cutting regions of equal bytes, the
/// rows' sizes read as the CLI's `--keys-sizes` reads them (the csv column `sizes`, if named).
fn by_bytes_splits(
    keys: &JsValue,
    format: KeyFormat,
    sizes: Option<String>,
    regions: u32,
) -> Result<JsValue, JsValue> {
    let reader = KeyReader::new(format);
    let mut reader = match sizes {
        Some(column) => reader.with_size_column(column),
        None => reader.with_sizes(),
    };
    let mut reservoir = KeyReservoir::default();
    each_slice(keys, &mut |slice| {
        reader
            .push_rows(slice, &mut |row| {
                reservoir.add_sized(row.key, row.size.unwrap_or(0));
            })
            .map_err(|e| keys_error(&e))
    })?;
    reader
        .finish_rows(&mut |row| reservoir.add_sized(row.key, row.size.unwrap_or(0)))
        .map_err(|e| keys_error(&e))?;
    let s = split_keys_by_bytes(&reservoir.sized_keys(), regions)
        .map_err(|m| arg_error(ErrorKind::InvalidArgument, &m.to_string(), "regions"))?;
    to_js(&SplitsDto::of("quantile", s))
}
