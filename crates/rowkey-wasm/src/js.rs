//! The JavaScript built-ins the module calls on values a script gave it, each declared to catch
//! what it throws: a getter, a `Proxy` trap or a revoked proxy can throw from any of them, and
//! an exception thrown through the module's frames would leave its stack where it was.

use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// `Array.isArray(v)` (throws for a revoked proxy).
    #[wasm_bindgen(catch, js_namespace = Array, js_name = isArray)]
    pub fn is_array(v: &JsValue) -> Result<bool, JsValue>;

    /// `Object.keys(o)`: the own enumerable string keys, in property order.
    #[wasm_bindgen(catch, js_namespace = Object, js_name = keys)]
    pub fn object_keys(o: &JsValue) -> Result<js_sys::Array, JsValue>;

    /// `Object.getPrototypeOf(o)`.
    #[wasm_bindgen(catch, js_namespace = Object, js_name = getPrototypeOf)]
    pub fn prototype_of(o: &JsValue) -> Result<JsValue, JsValue>;

    /// `Object.defineProperty(o, key, descriptor)`.
    #[wasm_bindgen(catch, js_namespace = Object, js_name = defineProperty)]
    pub fn define_property(
        o: &JsValue,
        key: &JsValue,
        descriptor: &JsValue,
    ) -> Result<JsValue, JsValue>;

    /// `String(v)` for a value known to be an `Error` or a primitive other than a symbol.
    #[wasm_bindgen(catch, js_name = String)]
    pub fn string_of(v: &JsValue) -> Result<String, JsValue>;
}

/// `o[key]`, or what reading it threw.
pub fn get(o: &JsValue, key: &JsValue) -> Result<JsValue, JsValue> {
    js_sys::Reflect::get(o, key)
}

/// What was thrown, in words for a message (`TypeError: …`), never throwing itself.
pub fn thrown(e: &JsValue) -> String {
    if e.is_symbol() {
        return "Symbol".to_owned();
    }
    string_of(e).unwrap_or_else(|_| "an exception".to_owned())
}

/// The type of a value as a script would name it: `string`, `number`, `boolean`, `undefined`,
/// `null`, `Symbol`, `BigInt`, `function`, `array`, `object` (a plain object), or the
/// constructor of any other object (`Uint8Array`, `Map`, `Date`).
pub fn type_name(v: &JsValue) -> String {
    if v.is_null() {
        return "null".to_owned();
    }
    if v.is_undefined() {
        return "undefined".to_owned();
    }
    if v.is_string() {
        return "string".to_owned();
    }
    if v.as_f64().is_some() {
        return "number".to_owned();
    }
    if v.as_bool().is_some() {
        return "boolean".to_owned();
    }
    if v.is_symbol() {
        return "Symbol".to_owned();
    }
    if v.is_bigint() {
        return "BigInt".to_owned();
    }
    if v.is_function() {
        return "function".to_owned();
    }
    if is_array(v).unwrap_or(false) {
        return "array".to_owned();
    }
    if is_plain(v) {
        return "object".to_owned();
    }
    prototype_of(v)
        .and_then(|p| get(&p, &"constructor".into()))
        .and_then(|c| get(&c, &"name".into()))
        .ok()
        .and_then(|n| n.as_string())
        .filter(|n| !n.is_empty())
        .unwrap_or_else(|| "object".to_owned())
}

/// Whether `v` is a plain object: made by `{…}`, `JSON.parse` or `Object.create(null)`, in this
/// realm or another (its prototype is `null` or has none itself), not a `Map`, `Date` or class
/// instance.
pub fn is_plain(v: &JsValue) -> bool {
    if !v.is_object() || v.is_function() {
        return false;
    }
    match prototype_of(v) {
        Ok(p) if p.is_null() => true,
        Ok(p) => prototype_of(&p).is_ok_and(|pp| pp.is_null()),
        Err(_) => false,
    }
}

/// Sets `o[key] = value` as a hidden property (not enumerable).
pub fn set_hidden(o: &JsValue, key: &JsValue, value: &JsValue) {
    let descriptor = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&descriptor, &"value".into(), value);
    let _ = define_property(o, key, &descriptor);
}
