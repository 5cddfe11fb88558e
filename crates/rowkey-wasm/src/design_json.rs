//! A design given as a JavaScript object, written as JSON text for the core's design loader
//! (the one the CLI reads files with), so that an object and the same design as text are read
//! by the same rules and refused with the same messages.
//!
//! The object is walked with an explicit stack, never by recursion: a circular object, one
//! nested 100,000 levels deep or one that would make more JSON than a design document may hold
//! is refused with the path where that shows, and the module keeps working. Only JSON data is
//! written: plain objects, arrays, strings, finite numbers, booleans and `null`; a member that
//! is `undefined` is left out, as `JSON.stringify` leaves it out.

use crate::errors::arg_error;
use crate::js::{get, is_array, is_plain, object_keys, thrown, type_name};
use rowkey_core::design::document_too_large;
use rowkey_core::i18n::catalogue::js as J;
use rowkey_core::i18n::{Arg, Message};
use rowkey_core::limits::MAX_DESIGN_BYTES;
use rowkey_core::ErrorKind;
use wasm_bindgen::prelude::*;

/// The deepest nesting read, as serde_json reads a design's text: a design needs four levels
/// (`table.families[0].name`).
pub const MAX_DEPTH: usize = 128;

/// One object or array being written: its value, its keys (an object's) or length (an
/// array's), and how far it has got.
struct Open {
    value: JsValue,
    keys: Option<js_sys::Array>,
    len: u32,
    next: u32,
    /// The length of the path that names this container (its members' paths extend it).
    path_len: usize,
    /// Whether a member has been written (a comma goes before the next).
    wrote: bool,
}

/// The JSON text of a design object (the argument `arg`), or an `Error` naming where it is
/// not JSON data.
///
/// ```ignore
/// let d = js_sys::JSON::parse(r#"{"template": "{id}"}"#)?;
/// assert_eq!(design_json("design", &d)?, r#"{"template":"{id}"}"#);
/// ```
pub fn design_json(arg: &str, root: &JsValue) -> Result<String, JsValue> {
    let mut out = String::new();
    let mut path = String::new();
    let mut stack: Vec<Open> = Vec::new();
    let mut pending = Some(root.clone());
    loop {
        if out.len() > MAX_DESIGN_BYTES {
            return Err(too_large(arg, ""));
        }
        if let Some(v) = pending.take() {
            if let Some(open) = write_value(arg, &v, &mut out, &path, &stack)? {
                stack.push(open);
            }
            continue;
        }
        let Some(top) = stack.last_mut() else {
            return Ok(out);
        };
        if top.next >= top.len {
            out.push(if top.keys.is_some() { '}' } else { ']' });
            stack.pop();
            continue;
        }
        let i = top.next;
        top.next += 1;
        path.truncate(top.path_len);
        let key = match &top.keys {
            Some(keys) => keys.get(i),
            None => JsValue::from_f64(f64::from(i)),
        };
        let member = get(&top.value, &key).map_err(|e| unreadable(arg, &path, &key, &e))?;
        match key.as_string().filter(|_| top.keys.is_some()) {
            Some(name) => {
                // `undefined` is no member at all, as JSON.stringify has it.
                if member.is_undefined() {
                    continue;
                }
                if top.wrote {
                    out.push(',');
                }
                if !path.is_empty() {
                    path.push('.');
                }
                path.push_str(&name);
                out.push_str(&json_string(&name));
                out.push(':');
            }
            None => {
                if top.wrote {
                    out.push(',');
                }
                path.push_str(&format!("[{i}]"));
            }
        }
        top.wrote = true;
        pending = Some(member);
    }
}

/// Writes a scalar, or opens an object or array (written member by member by the caller).
fn write_value(
    arg: &str,
    v: &JsValue,
    out: &mut String,
    path: &str,
    stack: &[Open],
) -> Result<Option<Open>, JsValue> {
    if v.is_null() {
        out.push_str("null");
        return Ok(None);
    }
    if let Some(b) = v.as_bool() {
        out.push_str(if b { "true" } else { "false" });
        return Ok(None);
    }
    if let Some(n) = v.as_f64() {
        if !n.is_finite() {
            return Err(not_json(arg, path, &crate::args::number_text(n)));
        }
        // A whole number JavaScript holds exactly is written as an integer (`2`, not `2.0`),
        // so an integer member reads it; any other number as the float it is, which an integer
        // member refuses rather than rounds.
        if n.fract() == 0.0 && n.abs() <= crate::args::MAX_SAFE_INTEGER {
            out.push_str(&(n as i64).to_string());
        } else if let Some(num) = serde_json::Number::from_f64(n) {
            out.push_str(&num.to_string());
        }
        return Ok(None);
    }
    if v.is_string() {
        // A string longer than the whole document may be is refused before it is copied.
        let length = js_sys::JsString::from(v.clone()).length() as usize;
        if length > MAX_DESIGN_BYTES {
            return Err(too_large(arg, path));
        }
        out.push_str(&json_string(&v.as_string().unwrap_or_default()));
        return Ok(None);
    }
    let array = is_array(v).map_err(|e| unreadable(arg, path, &JsValue::UNDEFINED, &e))?;
    if !array && !is_plain(v) {
        return Err(not_json(arg, path, &type_name(v)));
    }
    if stack.len() >= MAX_DEPTH {
        // A circular object always ends up here; it is told as that, where it first loops.
        if let Some(at) = first_loop(stack, v, path) {
            return Err(arg_error(
                ErrorKind::InvalidJson,
                &Message::new(J::DESIGN_CIRCULAR)
                    .arg("arg", arg)
                    .arg("path", shown(&at))
                    .to_string(),
                &at,
            ));
        }
        return Err(arg_error(
            ErrorKind::NestingTooDeep,
            &Message::new(J::DESIGN_TOO_DEEP)
                .arg("arg", arg)
                .arg("path", shown(path))
                .arg("max", Arg::Int(MAX_DEPTH as i128))
                .to_string(),
            path,
        ));
    }
    let (keys, len) = if array {
        let len = get(v, &"length".into())
            .map_err(|e| unreadable(arg, path, &"length".into(), &e))?
            .as_f64()
            .unwrap_or(0.0);
        (None, len as u32)
    } else {
        let keys = object_keys(v).map_err(|e| unreadable(arg, path, &JsValue::UNDEFINED, &e))?;
        let len = keys.length();
        (Some(keys), len)
    };
    out.push(if array { '[' } else { '{' });
    Ok(Some(Open {
        value: v.clone(),
        keys,
        len,
        next: 0,
        path_len: path.len(),
        wrote: false,
    }))
}

/// The path of the first container on the way down to `v` that is one of its own ancestors.
/// Only asked once the nesting is too deep, so a deep but finite design costs no comparisons.
fn first_loop(stack: &[Open], v: &JsValue, path: &str) -> Option<String> {
    let chain: Vec<(&JsValue, usize)> = stack
        .iter()
        .map(|o| (&o.value, o.path_len))
        .chain(std::iter::once((v, path.len())))
        .collect();
    (1..chain.len())
        .find(|&j| chain[..j].iter().any(|(earlier, _)| *earlier == chain[j].0))
        .map(|j| path[..chain[j].1].to_owned())
}

/// A path as a message shows it: the design itself is `(the design)`.
fn shown(path: &str) -> String {
    if path.is_empty() {
        "(the design)".to_owned()
    } else {
        path.to_owned()
    }
}

/// A string as JSON text.
fn json_string(s: &str) -> String {
    serde_json::Value::from(s).to_string()
}

fn not_json(arg: &str, path: &str, got: &str) -> JsValue {
    arg_error(
        ErrorKind::InvalidJson,
        &Message::new(J::DESIGN_NOT_JSON)
            .arg("arg", arg)
            .arg("path", shown(path))
            .arg("got", got)
            .to_string(),
        path,
    )
}

/// An `Error` for a member whose reading threw (a getter, a `Proxy`).
fn unreadable(arg: &str, path: &str, key: &JsValue, e: &JsValue) -> JsValue {
    let mut at = path.to_owned();
    if let Some(k) = key.as_string() {
        if !at.is_empty() {
            at.push('.');
        }
        at.push_str(&k);
    } else if let Some(i) = key.as_f64() {
        at.push_str(&format!("[{i}]"));
    }
    arg_error(
        ErrorKind::InvalidJson,
        &Message::new(J::DESIGN_UNREADABLE)
            .arg("arg", arg)
            .arg("path", shown(&at))
            .arg("error", thrown(e))
            .to_string(),
        &at,
    )
}

/// The error of a design past [`MAX_DESIGN_BYTES`] as JSON, at `path`.
fn too_large(arg: &str, path: &str) -> JsValue {
    let message = document_too_large();
    arg_error(
        ErrorKind::OutOfRange,
        &rowkey_core::msg!(J::AT_ARG, arg = arg, message = message).to_string(),
        path,
    )
}
