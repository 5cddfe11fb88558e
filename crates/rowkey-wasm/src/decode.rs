//! Keys read back through a design's template, for JavaScript: the objects
//! `rowkey decode --format json` prints, one per key.

use crate::api::{compiled, to_js};
use crate::args::{text, wrong_type, Options};
use crate::errors::arg_error;
use rowkey_core::decode::{decode as decode_key, report};
use rowkey_core::hbase::to_bytes_binary;
use rowkey_core::i18n::catalogue::js as J;
use rowkey_core::i18n::{Arg, Message};
use rowkey_core::limits::MAX_VALUE_BYTES;
use rowkey_core::ErrorKind;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The options `decode` takes.
const OPTIONS: &[&str] = &["lang"];

/// The most keys one call decodes: the answers are JavaScript objects made one at a time, and
/// this keeps one call's answer to a size a script can hold.
const MAX_DECODE_KEYS: u32 = 100_000;

/// One key: toStringBinary text (read with `Bytes.toBytesBinary`, as the CLI reads its `KEY`
/// arguments) or raw bytes, each at most an HBase key's worth of escapes.
fn key_bytes(path: &str, key: &JsValue) -> Result<Vec<u8>, JsValue> {
    if key.is_string() {
        return Ok(to_bytes_binary(&text(path, key, MAX_VALUE_BYTES)?));
    }
    if let Some(bytes) = key.dyn_ref::<js_sys::Uint8Array>() {
        let length = bytes.length() as usize;
        if length > MAX_VALUE_BYTES {
            return Err(arg_error(
                ErrorKind::OutOfRange,
                &Message::new(J::TEXT_TOO_LONG)
                    .arg("arg", path)
                    .arg("length", Arg::Count(length as u64))
                    .arg("max", Arg::Count(MAX_VALUE_BYTES as u64))
                    .to_string(),
                path,
            ));
        }
        return Ok(bytes.to_vec());
    }
    Err(wrong_type(path, "string | Uint8Array", key))
}

/// Read keys back through the design's template: one object per key, the same as
/// `rowkey decode DESIGN KEY... --format json` prints (`key`, `matches`, `fields`, `partial`,
/// `opaque`, and `mismatch` where the key stops matching). `keys` is one key or an array of
/// keys, each toStringBinary text (`"u42_\\x00\\x07"`) or a `Uint8Array`; at most 100,000.
///
/// ```js
/// decode({ template: "{id}_{n | i32}" }, "u1_\\x00\\x00\\x00\\x07")[0].fields; // { id: "u1", n: "7" }
/// ```
#[wasm_bindgen(unchecked_return_type = "DecodedKey[]")]
pub fn decode(
    #[wasm_bindgen(unchecked_param_type = "DesignDoc | string")] design: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string | Uint8Array | (string | Uint8Array)[]")]
    keys: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "{ lang?: \"en\" | \"zh-CN\" } | null")]
    options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let options = Options::read(&options.unwrap_or_default(), OPTIONS)?;
    crate::lang::in_lang(&options, || {
        let listed = crate::js::is_array(&keys).map_err(|e| {
            arg_error(
                ErrorKind::InvalidArgument,
                &format!("keys: {}", crate::js::thrown(&e)),
                "keys",
            )
        })?;
        let one = |k: &JsValue| k.is_string() || k.is_instance_of::<js_sys::Uint8Array>();
        if !listed && !one(&keys) {
            return Err(wrong_type(
                "keys",
                "string | Uint8Array | (string | Uint8Array)[]",
                &keys,
            ));
        }
        let c = compiled(&design)?;
        let out = js_sys::Array::new();
        let push = |path: &str, k: &JsValue| -> Result<(), JsValue> {
            let d = decode_key(c.plan(), &key_bytes(path, k)?);
            out.push(&to_js(&report::json(&d))?);
            Ok(())
        };
        if !listed {
            push("keys", &keys)?;
            return Ok(out.into());
        }
        // The length is read once and checked before any member is: a sparse array of 4e9
        // members is refused, not walked.
        let length = crate::js::get(&keys, &"length".into())
            .ok()
            .and_then(|l| l.as_f64())
            .unwrap_or(0.0);
        if length > f64::from(MAX_DECODE_KEYS) {
            return Err(arg_error(
                ErrorKind::OutOfRange,
                &Message::new(J::TOO_MANY_ITEMS)
                    .arg("arg", "keys")
                    .arg("count", crate::args::number_text(length))
                    .arg("max", Arg::Count(MAX_DECODE_KEYS.into()))
                    .to_string(),
                "keys",
            ));
        }
        for i in 0..length as u32 {
            let path = format!("keys[{i}]");
            let k = crate::js::get(&keys, &JsValue::from_f64(f64::from(i))).map_err(|e| {
                arg_error(
                    ErrorKind::InvalidArgument,
                    &format!("{path}: {}", crate::js::thrown(&e)),
                    &path,
                )
            })?;
            push(&path, &k)?;
        }
        Ok(out.into())
    })
}
