//! The arguments a script passes, checked against what each function takes before anything is
//! copied into the module: every function takes `JsValue`s (wasm-bindgen's typed parameters
//! would coerce a number to text, wrap `2**32 + 2` to 2 or trap on a `Symbol`), and a wrong one
//! is refused with an `Error` that names it, its `kind` and its `path`.

use crate::errors::arg_error;
use crate::js::{get, object_keys, thrown, type_name};
use rowkey_core::i18n::catalogue::js as J;
use rowkey_core::i18n::{Arg, Message};
use rowkey_core::ErrorKind;
use wasm_bindgen::prelude::*;

/// The largest integer a JavaScript number holds exactly (`Number.MAX_SAFE_INTEGER`).
pub const MAX_SAFE_INTEGER: f64 = 9_007_199_254_740_991.0;

/// An `Error` saying `arg` takes `expected` (JavaScript types, `string | Uint8Array`) and was
/// given something else.
///
/// ```ignore
/// wrong_type("template", "string", &JsValue::NULL); // "template: expected string, got null"
/// ```
pub fn wrong_type(arg: &str, expected: &str, got: &JsValue) -> JsValue {
    arg_error(
        ErrorKind::ArgumentType,
        &Message::new(J::ARG_TYPE)
            .arg("arg", arg)
            .arg("expected", expected)
            .arg("got", type_name(got))
            .to_string(),
        arg,
    )
}

/// A text argument of at most `max` UTF-16 units, measured before it is copied into the
/// module (a text's UTF-8 bytes are at least as many as its UTF-16 units, so a byte limit of
/// `max` refuses no less).
///
/// ```ignore
/// text("template", &"{id}".into(), 1 << 20)?; // "{id}"
/// ```
pub fn text(arg: &str, v: &JsValue, max: usize) -> Result<String, JsValue> {
    if !v.is_string() {
        return Err(wrong_type(arg, "string", v));
    }
    let length = js_sys::JsString::from(v.clone()).length() as usize;
    if length > max {
        return Err(arg_error(
            ErrorKind::OutOfRange,
            &Message::new(J::TEXT_TOO_LONG)
                .arg("arg", arg)
                .arg("length", Arg::Count(length as u64))
                .arg("max", Arg::Count(max as u64))
                .to_string(),
            arg,
        ));
    }
    Ok(v.as_string().unwrap_or_default())
}

/// A whole number in `min..=max` (both within the safe integers), or `None` for `undefined`
/// and `null` (the argument left out). Anything else — a fraction, `NaN`, a number out of
/// range, a numeric string, a `BigInt` — is refused, never rounded or wrapped.
///
/// ```ignore
/// whole("regions", &JsValue::from_f64(4.0), 2, 65536)?; // Some(4)
/// whole("regions", &JsValue::from_f64(2f64.powi(32) + 2.0), 2, 65536); // Err: out of range
/// ```
pub fn whole(arg: &str, v: &JsValue, min: i64, max: i64) -> Result<Option<i64>, JsValue> {
    if v.is_undefined() || v.is_null() {
        return Ok(None);
    }
    let Some(n) = v.as_f64() else {
        return Err(wrong_type(arg, "number", v));
    };
    if n.is_finite() && n.fract() == 0.0 && n >= min as f64 && n <= max as f64 {
        return Ok(Some(n as i64));
    }
    Err(arg_error(
        ErrorKind::OutOfRange,
        &Message::new(J::NUMBER_RANGE)
            .arg("arg", arg)
            .arg("min", Arg::Int(min.into()))
            .arg("max", Arg::Int(max.into()))
            .arg("value", number_text(n))
            .to_string(),
        arg,
    ))
}

/// A number as JavaScript writes it (`4294967298`, `1.5`, `NaN`, `-Infinity`, `1e+21`).
pub fn number_text(n: f64) -> String {
    thrown(&JsValue::from_f64(n))
}

/// The options object a function's last argument holds: `undefined` or `null` for none, else a
/// plain object whose members are among `names` (each checked where it is used).
pub struct Options {
    value: JsValue,
}

impl Options {
    /// Checks `v` as the options of a function that takes the options `names`.
    ///
    /// ```ignore
    /// let o = Options::read(&options, &["lang", "column"])?;
    /// let column = o.text("column")?;
    /// ```
    pub fn read(v: &JsValue, names: &[&str]) -> Result<Options, JsValue> {
        if v.is_undefined() || v.is_null() {
            return Ok(Options {
                value: JsValue::UNDEFINED,
            });
        }
        if !crate::js::is_plain(v) {
            return Err(wrong_type("options", "object", v));
        }
        let keys = object_keys(v).map_err(|e| unreadable("options", &e))?;
        for key in keys.iter() {
            let key = key.as_string().unwrap_or_default();
            if !names.contains(&key.as_str()) {
                return Err(arg_error(
                    ErrorKind::InvalidArgument,
                    &Message::new(J::UNKNOWN_OPTION)
                        .arg("name", key.as_str())
                        .arg("names", names.join(", "))
                        .to_string(),
                    &format!("options.{key}"),
                ));
            }
        }
        Ok(Options { value: v.clone() })
    }

    /// The member `name` (`undefined` when absent or there are no options).
    pub fn get(&self, name: &str) -> Result<JsValue, JsValue> {
        if self.value.is_undefined() {
            return Ok(JsValue::UNDEFINED);
        }
        get(&self.value, &name.into()).map_err(|e| unreadable(&format!("options.{name}"), &e))
    }

    /// The text member `name`, `None` when absent (`undefined` or `null`).
    pub fn text(&self, name: &str, max: usize) -> Result<Option<String>, JsValue> {
        let v = self.get(name)?;
        if v.is_undefined() || v.is_null() {
            return Ok(None);
        }
        text(&format!("options.{name}"), &v, max).map(Some)
    }

    /// The whole-number member `name` in `min..=max`, `None` when absent (`undefined` or
    /// `null`); anything else is refused as [`whole`] refuses it.
    ///
    /// ```ignore
    /// let top = o.whole("top", 1, 64)?; // Some(3) for `{ top: 3 }`
    /// ```
    pub fn whole(&self, name: &str, min: i64, max: i64) -> Result<Option<i64>, JsValue> {
        whole(&format!("options.{name}"), &self.get(name)?, min, max)
    }
}

/// The `top` option of the analyses: each region's N most frequent values of each decoded
/// field (the CLI's `--top N`, 1 to 64), `None` when not asked for.
pub fn top(options: &Options) -> Result<Option<usize>, JsValue> {
    Ok(options
        .whole("top", 1, rowkey_core::decode::top::CAPACITY as i64)?
        .map(|k| k as usize))
}

/// An `Error` for an argument whose reading threw (a getter, a `Proxy`).
fn unreadable(arg: &str, e: &JsValue) -> JsValue {
    arg_error(
        ErrorKind::InvalidArgument,
        &format!("{arg}: {}", thrown(e)),
        arg,
    )
}
