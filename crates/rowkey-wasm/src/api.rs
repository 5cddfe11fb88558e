//! The facade: every function JavaScript calls.

use crate::errors::{design_error, js_error, member_error, template_error};
use crate::types::{
    indexmap_like, CheckDto, ErrorDto, SampleRowDto, SegmentDto, SplitsDto, WidthDto,
};
use rowkey_core::analyze::{analyze as run_analysis, sampled_split_keys, AnalyzeOptions};
use rowkey_core::design::{strip_bom, Design};
use rowkey_core::encode::{EncodeError, Record};
use rowkey_core::gen::salt_rng;
use rowkey_core::hbase::{to_hex, to_string_binary};
use rowkey_core::i18n::catalogue::js as J;
use rowkey_core::i18n::{Arg, Message};
use rowkey_core::keyspace::{Abs, Keyspace};
use rowkey_core::limits::{mib, sample_count_ok, MAX_DESIGN_BYTES, MAX_SAMPLE_COUNT};
use rowkey_core::plan::Plan;
use rowkey_core::sample::{Compiled, ENCODE_SEED};
use rowkey_core::value::{Value, ValueType};
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

pub(crate) fn to_js<T: Serialize>(v: &T) -> Result<JsValue, JsValue> {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| {
            js_error(
                &format!("internal: cannot convert the result: {e}"),
                None,
                None,
            )
        })
}

/// A design given as an object or as JSON text, validated and compiled.
pub(crate) fn compiled(design: JsValue) -> Result<Compiled, JsValue> {
    let json = match design.as_string() {
        Some(text) => text,
        None => {
            if design.is_undefined() || design.is_null() {
                return Err(js_error(
                    "design: a design is a JSON object: {\"template\": \"...\", ...}",
                    None,
                    None,
                ));
            }
            let v: serde_json::Value = serde_wasm_bindgen::from_value(design).map_err(|e| {
                js_error(
                    &Message::new(J::DESIGN_NOT_OBJECT)
                        .arg("error", e.to_string())
                        .to_string(),
                    None,
                    None,
                )
            })?;
            v.to_string()
        }
    };
    if json.len() > MAX_DESIGN_BYTES {
        return Err(js_error(
            &format!(
                "design: {} bytes of JSON is larger than {}, the limit for a design document",
                json.len(),
                mib(MAX_DESIGN_BYTES as u64)
            ),
            None,
            None,
        ));
    }
    // A byte-order mark is skipped, and error positions are in the text the parser saw.
    let json = strip_bom(&json);
    let d = Design::from_json(json).map_err(|e| design_error(json, None, &[e]))?;
    Compiled::new(&d).map_err(|errs| design_error(json, Some(&d), &errs))
}

/// The sample size: the given count (a whole number in `1..=MAX_SAMPLE_COUNT`) or the
/// design's own.
fn count(c: &Compiled, count: Option<f64>) -> Result<u64, JsValue> {
    match count {
        None => Ok(c.design().sample.count),
        // A whole number goes to the core's range check (`as` saturates, so a huge one fails
        // it too); anything else, or a count out of range, gets one message naming both rules.
        Some(n) if n.is_finite() && n.fract() == 0.0 && n >= 0.0 && sample_count_ok(n as u64) => {
            Ok(n as u64)
        }
        Some(n) => Err(js_error(
            &Message::new(J::COUNT_RANGE)
                .arg("max", Arg::Int(MAX_SAMPLE_COUNT.into()))
                .arg("count", n.to_string())
                .to_string(),
            None,
            None,
        )),
    }
}

/// Parse and type-check a template: its normal form, segments (with spans and byte widths) and
/// fields, or its errors with spans. Never throws.
#[wasm_bindgen(js_name = checkTemplate, unchecked_return_type = "CheckResult")]
pub fn check_template(
    template: &str,
    #[wasm_bindgen(unchecked_param_type = "{ lang?: \"en\" | \"zh-CN\" }")] options: Option<
        js_sys::Object,
    >,
) -> Result<JsValue, JsValue> {
    crate::lang::in_lang(options.as_ref().map(|o| o.as_ref()), || {
        let dto = match Plan::compile(template) {
            Ok(plan) => {
                // Widths from the keyspace model, fields read as text (as `encode` takes them).
                let fields: Vec<Abs> = plan
                    .fields()
                    .iter()
                    .map(|_| {
                        Abs::Text(
                            rowkey_core::keyspace::Lang::run(
                                rowkey_core::keyspace::ByteSet::from_ranges(&[(0x20, 0x7e)]),
                                0,
                                64,
                            ),
                            rowkey_core::keyspace::Trend::None,
                        )
                    })
                    .collect();
                let ks = Keyspace::from_fields(&plan, &fields);
                let models = ks.segments();
                CheckDto {
                    ok: true,
                    normalized: Some(plan.normalized()),
                    segments: plan
                        .segments()
                        .into_iter()
                        .enumerate()
                        .map(|(i, s)| {
                            let (min, max) = models.get(i).map_or((0, 0), |m| m.lang.len_range());
                            SegmentDto {
                                span: s.span.into(),
                                source: s.source,
                                transforms: s.transforms,
                                output: ValueType::name(s.output),
                                width: WidthDto { min, max },
                                fields: s.fields,
                            }
                        })
                        .collect(),
                    fields: plan.fields().to_vec(),
                    errors: Vec::new(),
                }
            }
            Err(errs) => CheckDto {
                ok: false,
                normalized: None,
                segments: Vec::new(),
                fields: Vec::new(),
                errors: errs
                    .into_iter()
                    .map(|e| ErrorDto {
                        kind: e.kind,
                        message: e.message.to_string(),
                        span: e.span.into(),
                    })
                    .collect(),
            },
        };
        to_js(&dto)
    })
}

/// Encode one key: `values` maps field names to text (numbers are written as text, as the CLI's
/// `--set`), or to bytes (`Uint8Array`, as `--set-bytes`). `seed` seeds `salt(N)` (default 0).
#[wasm_bindgen(unchecked_return_type = "EncodedKey")]
pub fn encode(
    template: &str,
    #[wasm_bindgen(unchecked_param_type = "Record<string, string | number | Uint8Array>")]
    values: JsValue,
    seed: Option<f64>,
    #[wasm_bindgen(unchecked_param_type = "{ lang?: \"en\" | \"zh-CN\" }")] options: Option<
        js_sys::Object,
    >,
) -> Result<JsValue, JsValue> {
    crate::lang::in_lang(options.as_ref().map(|o| o.as_ref()), || {
        let plan = Plan::compile(template).map_err(|errs| template_error(template, &errs))?;
        let mut record = Record::new();
        if !values.is_undefined() && !values.is_null() {
            let obj: &js_sys::Object = values.dyn_ref().ok_or_else(|| {
                js_error(
                    "values must be an object of field names to values",
                    None,
                    None,
                )
            })?;
            for entry in js_sys::Object::entries(obj).iter() {
                let pair: js_sys::Array = entry.unchecked_into();
                let name = pair.get(0).as_string().unwrap_or_default();
                let v = pair.get(1);
                // Checked as each value comes, so the first bad entry is the one reported.
                plan.check_field(&name)
                    .map_err(|e| js_error(&e.to_string(), None, None))?;
                let value = if let Some(s) = v.as_string() {
                    Value::Str(s)
                } else if let Some(bytes) = v.dyn_ref::<js_sys::Uint8Array>() {
                    Value::Bytes(bytes.to_vec())
                } else if let Some(n) = v.as_f64() {
                    if n.fract() != 0.0 || !n.is_finite() || n.abs() > 9_007_199_254_740_991.0 {
                        return Err(js_error(
                            &Message::new(J::FIELD_NOT_SAFE_INTEGER)
                                .arg("name", name.as_str())
                                .arg("value", n.to_string())
                                .to_string(),
                            None,
                            None,
                        ));
                    }
                    Value::Str(format!("{}", n as i64))
                } else if v.is_bigint() {
                    Value::Str(String::from(
                        js_sys::BigInt::unchecked_from_js(v)
                            .to_string(10)
                            .unwrap_or_default(),
                    ))
                } else {
                    return Err(js_error(
                        &Message::new(J::FIELD_BAD_TYPE)
                            .arg("name", name.as_str())
                            .to_string(),
                        None,
                        None,
                    ));
                };
                record.set(&name, value);
            }
        }
        let seed = seed
            .filter(|s| s.is_finite() && *s >= 0.0)
            .map_or(ENCODE_SEED, |s| s as u64);
        let key = plan
            .encode_checked(&record, &mut salt_rng(seed))
            .map_err(|e| match e {
                EncodeError::Template(e) => template_error(template, &[e]),
                other => js_error(&other.to_string(), None, None),
            })?;
        let out = js_sys::Object::new();
        let set = |k: &str, v: JsValue| js_sys::Reflect::set(&out, &k.into(), &v);
        let _ = set("binary", to_string_binary(&key).into());
        let _ = set("hex", to_hex(&key).into());
        let _ = set("bytes", js_sys::Uint8Array::from(key.as_slice()).into());
        let _ = set("length", JsValue::from_f64(key.len() as f64));
        Ok(out.into())
    })
}

/// The design's sample keys in insertion order (default count: the design's `sample.count`).
#[wasm_bindgen(unchecked_return_type = "SampleRow[]")]
pub fn sample(
    #[wasm_bindgen(unchecked_param_type = "DesignDoc | string")] design: JsValue,
    count: Option<f64>,
    #[wasm_bindgen(unchecked_param_type = "{ lang?: \"en\" | \"zh-CN\" }")] options: Option<
        js_sys::Object,
    >,
) -> Result<JsValue, JsValue> {
    crate::lang::in_lang(options.as_ref().map(|o| o.as_ref()), || {
        let c = compiled(design)?;
        let n = self::count(&c, count)?;
        let fields = c.plan().fields().to_vec();
        let mut sampler = c.sampler().with_count(n);
        let mut key = Vec::new();
        let mut rows = Vec::with_capacity(n.min(1 << 20) as usize);
        while let Some(r) = sampler.next_into(&mut key) {
            r.map_err(|e| design_error("", Some(c.design()), &[e]))?;
            rows.push(SampleRowDto {
                row: sampler.row() - 1,
                key: to_string_binary(&key),
                hex: to_hex(&key),
                length: key.len(),
                values: indexmap_like::Map(
                    fields
                        .iter()
                        .cloned()
                        .zip(sampler.values().iter().map(Value::display))
                        .collect(),
                ),
            });
        }
        to_js(&rows)
    })
}

/// The design's split keys (toStringBinary and hex), as `rowkey export --to splits-file` makes them.
#[wasm_bindgen(unchecked_return_type = "SplitsResult")]
pub fn splits(
    #[wasm_bindgen(unchecked_param_type = "DesignDoc | string")] design: JsValue,
    #[wasm_bindgen(unchecked_param_type = "{ lang?: \"en\" | \"zh-CN\" }")] options: Option<
        js_sys::Object,
    >,
) -> Result<JsValue, JsValue> {
    crate::lang::in_lang(options.as_ref().map(|o| o.as_ref()), || {
        let c = compiled(design)?;
        let s = sampled_split_keys(&c, c.design().sample.count)
            .map_err(|e| design_error("", Some(c.design()), &[e]))?;
        to_js(&SplitsDto {
            algorithm: c.design().splits.algorithm.name().to_owned(),
            keys: s.keys.iter().map(|k| to_string_binary(k)).collect(),
            hex: s.keys.iter().map(|k| to_hex(k)).collect(),
            note: s.note,
        })
    })
}

/// Analyse a design: the same report as `rowkey analyze --format json` (single-threaded here).
#[wasm_bindgen(unchecked_return_type = "Report")]
pub fn analyze(
    #[wasm_bindgen(unchecked_param_type = "DesignDoc | string")] design: JsValue,
    count: Option<f64>,
    #[wasm_bindgen(unchecked_param_type = "{ lang?: \"en\" | \"zh-CN\" }")] options: Option<
        js_sys::Object,
    >,
) -> Result<JsValue, JsValue> {
    crate::lang::in_lang(options.as_ref().map(|o| o.as_ref()), || {
        let c = compiled(design)?;
        let mut opts = AnalyzeOptions::for_design(&c);
        opts.run.count = self::count(&c, count)?;
        opts.run.threads = 1;
        let report =
            run_analysis(&c, opts).map_err(|e| design_error("", Some(c.design()), &[e]))?;
        to_js(&report)
    })
}

/// The regions a table of `rows` rows of `row_bytes` bytes reaches (`max_filesize` defaults to
/// HBase's 10 GiB) and the suggested pre-split: the same figures as `rowkey size --format json`
/// and a report's `sizing`.
#[wasm_bindgen(unchecked_return_type = "Sizing")]
pub fn size(
    #[wasm_bindgen(
        unchecked_param_type = "{ rows: number; row_bytes: number; max_filesize?: number }"
    )]
    sizing: JsValue,
    #[wasm_bindgen(unchecked_param_type = "{ lang?: \"en\" | \"zh-CN\" }")] options: Option<
        js_sys::Object,
    >,
) -> Result<JsValue, JsValue> {
    crate::lang::in_lang(options.as_ref().map(|o| o.as_ref()), || {
        let s: rowkey_core::design::Sizing =
            serde_wasm_bindgen::from_value(sizing).map_err(|e| {
                js_error(
                    &format!(
                        "sizing: {e} (give {{rows, row_bytes, max_filesize?}} as whole numbers)"
                    ),
                    None,
                    Some("sizing"),
                )
            })?;
        let r = rowkey_core::analyze::sizing::size(&s).map_err(|e| member_error(&e))?;
        to_js(&r)
    })
}

/// The share-link fragment (`v1.…`, without `#`) of a design.
#[wasm_bindgen(js_name = encodeLink)]
pub fn encode_link(
    #[wasm_bindgen(unchecked_param_type = "DesignDoc | string")] design: JsValue,
) -> Result<String, JsValue> {
    let c = compiled(design)?;
    Ok(rowkey_core::link::encode(c.design()))
}

/// The design a share-link fragment carries (with or without `#`).
#[wasm_bindgen(js_name = decodeLink, unchecked_return_type = "DesignDoc")]
pub fn decode_link(fragment: &str) -> Result<JsValue, JsValue> {
    let d = rowkey_core::link::decode(fragment).map_err(|e| {
        js_error(
            &Message::new(J::LINK).arg("error", e.message).to_string(),
            None,
            None,
        )
    })?;
    let v: serde_json::Value = serde_json::from_str(&d.to_json_pretty())
        .map_err(|e| js_error(&e.to_string(), None, None))?;
    to_js(&v)
}

/// This module's version (the workspace version).
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}
