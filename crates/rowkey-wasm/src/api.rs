//! The facade: every function JavaScript calls.

use crate::args::{text, whole, wrong_type, Options, MAX_SAFE_INTEGER};
use crate::design_json::design_json;
use crate::errors::{arg_error, design_error, member_error, template_error};
use crate::js::{get, is_plain, object_keys};
use crate::types::{
    indexmap_like, CheckDto, ErrorDto, SampleRowDto, SegmentDto, SplitsDto, WidthDto,
};
use rowkey_core::analyze::{analyze as run_analysis, sampled_split_keys, AnalyzeOptions};
use rowkey_core::design::{check_document_bytes, strip_bom, Design};
use rowkey_core::encode::{EncodeError, Record};
use rowkey_core::gen::salt_rng;
use rowkey_core::hbase::{to_hex, to_string_binary};
use rowkey_core::i18n::catalogue::js as J;
use rowkey_core::i18n::{Arg, Message};
use rowkey_core::keyspace::{Abs, Keyspace};
use rowkey_core::limits::{sample_count_ok, MAX_DESIGN_BYTES, MAX_LINK_LENGTH, MAX_SAMPLE_COUNT};
use rowkey_core::plan::Plan;
use rowkey_core::sample::{Compiled, ENCODE_SEED};
use rowkey_core::value::{Value, ValueType};
use rowkey_core::ErrorKind;
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The options every function takes.
const LANG: &[&str] = &["lang"];

pub(crate) fn to_js<T: Serialize>(v: &T) -> Result<JsValue, JsValue> {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| {
            arg_error(
                ErrorKind::Internal,
                &format!("internal: cannot convert the result: {e}"),
                "",
            )
        })
}

/// A design given as an object or as JSON text, validated and compiled by the core's loader
/// (the one the CLI reads a design file with): an object is written as JSON text first, with
/// its bounds ([`design_json`]), so both forms are read by the same rules.
pub(crate) fn compiled(design: &JsValue) -> Result<Compiled, JsValue> {
    let too_large = |m: Message| {
        arg_error(
            ErrorKind::OutOfRange,
            &rowkey_core::msg!(J::AT_ARG, arg = "design", message = m).to_string(),
            "",
        )
    };
    let json = if design.is_string() {
        // Measured before it is copied: a text of more UTF-16 units has more UTF-8 bytes.
        let units = js_sys::JsString::from(design.clone()).length() as usize;
        check_document_bytes(units).map_err(too_large)?;
        design.as_string().unwrap_or_default()
    } else if design.is_object() && !design.is_function() {
        design_json("design", design)?
    } else {
        return Err(wrong_type("design", "object | string", design));
    };
    check_document_bytes(json.len()).map_err(too_large)?;
    // A byte-order mark is skipped, and error positions are in the text the parser saw.
    let json = strip_bom(&json);
    let d = Design::from_json(json).map_err(|e| design_error(json, None, &[e]))?;
    Compiled::new(&d).map_err(|errs| design_error(json, Some(&d), &errs))
}

/// The sample size: the given count (a whole number in `1..=MAX_SAMPLE_COUNT`) or, when it is
/// left out (`undefined`, `null`), the design's own.
fn count(c: &Compiled, count: &JsValue) -> Result<u64, JsValue> {
    if count.is_undefined() || count.is_null() {
        return Ok(c.design().sample.count);
    }
    let Some(n) = count.as_f64() else {
        return Err(wrong_type("count", "number", count));
    };
    // A whole number goes to the core's range check (`as` saturates, so a huge one fails it
    // too); anything else, or a count out of range, gets one message naming both rules.
    if n.is_finite() && n.fract() == 0.0 && n >= 0.0 && sample_count_ok(n as u64) {
        return Ok(n as u64);
    }
    Err(arg_error(
        ErrorKind::OutOfRange,
        &Message::new(J::COUNT_RANGE)
            .arg("max", Arg::Int(MAX_SAMPLE_COUNT.into()))
            .arg("count", crate::args::number_text(n))
            .to_string(),
        "count",
    ))
}

/// A template argument: text of at most a design document's size.
fn template_arg(template: &JsValue) -> Result<String, JsValue> {
    text("template", template, MAX_DESIGN_BYTES)
}

/// Parse and type-check a template: its normal form, segments (with spans and byte widths) and
/// fields, or its errors with spans. Throws only for an argument of the wrong type.
#[wasm_bindgen(js_name = checkTemplate, unchecked_return_type = "CheckResult")]
pub fn check_template(
    #[wasm_bindgen(unchecked_param_type = "string")] template: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "{ lang?: \"en\" | \"zh-CN\" } | null")]
    options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    crate::lang::in_lang(&Options::read(&options.unwrap_or_default(), LANG)?, || {
        let template = template_arg(&template)?;
        let dto = match Plan::compile(&template) {
            Ok(plan) => {
                // Widths from the keyspace model, fields read as text (as `encode` takes them).
                let fields: Vec<Abs> = plan
                    .fields()
                    .iter()
                    .map(|_| {
                        Abs::Text(
                            rowkey_core::keyspace::ByteLang::run(
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
    #[wasm_bindgen(unchecked_param_type = "string")] template: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Record<string, string | number | bigint | Uint8Array>")]
    values: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number | null")] seed: Option<JsValue>,
    #[wasm_bindgen(unchecked_optional_param_type = "{ lang?: \"en\" | \"zh-CN\" } | null")]
    options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    crate::lang::in_lang(&Options::read(&options.unwrap_or_default(), LANG)?, || {
        let template = template_arg(&template)?;
        let seed = whole(
            "seed",
            &seed.unwrap_or_default(),
            0,
            MAX_SAFE_INTEGER as i64,
        )?
        .map_or(ENCODE_SEED, |s| s as u64);
        let plan = Plan::compile(&template).map_err(|errs| template_error(&template, &errs))?;
        let record = record(&plan, &values)?;
        let key = plan
            .encode_checked(&record, &mut salt_rng(seed))
            .map_err(|e| match e {
                EncodeError::Template(e) => template_error(&template, &[e]),
                other => encode_error(&other),
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

/// The field values `encode` was given: a plain object of field names to text, numbers (safe
/// integers, written as text as the CLI's `--set` takes them), `BigInt`s or bytes, each
/// checked as it comes so the first bad entry is the one reported.
fn record(plan: &Plan, values: &JsValue) -> Result<Record, JsValue> {
    let mut record = Record::new();
    if values.is_undefined() || values.is_null() {
        return Ok(record);
    }
    if !is_plain(values) {
        return Err(arg_error(
            ErrorKind::ArgumentType,
            &Message::new(J::VALUES_NOT_OBJECT)
                .arg("got", crate::js::type_name(values))
                .to_string(),
            "values",
        ));
    }
    let names = object_keys(values).map_err(|e| unreadable("values", &e))?;
    for name in names.iter() {
        let name = name.as_string().unwrap_or_default();
        let path = format!("values.{name}");
        plan.check_field(&name).map_err(|e| encode_error(&e))?;
        let v = get(values, &name.as_str().into()).map_err(|e| unreadable(&path, &e))?;
        let value = if v.is_string() {
            Value::Str(text(&path, &v, MAX_DESIGN_BYTES)?)
        } else if let Some(bytes) = v.dyn_ref::<js_sys::Uint8Array>() {
            Value::Bytes(bytes.to_vec())
        } else if let Some(n) = v.as_f64() {
            if n.fract() != 0.0 || !n.is_finite() || n.abs() > MAX_SAFE_INTEGER {
                return Err(arg_error(
                    ErrorKind::OutOfRange,
                    &Message::new(J::FIELD_NOT_SAFE_INTEGER)
                        .arg("name", name.as_str())
                        .arg("value", crate::args::number_text(n))
                        .to_string(),
                    &path,
                ));
            }
            Value::Str(format!("{}", n as i64))
        } else if v.is_bigint() {
            Value::Str(crate::js::thrown(&v))
        } else {
            return Err(arg_error(
                ErrorKind::ArgumentType,
                &Message::new(J::FIELD_BAD_TYPE)
                    .arg("name", name.as_str())
                    .to_string(),
                &path,
            ));
        };
        record.set(&name, value);
    }
    Ok(record)
}

/// An encoding failure other than the template's own, with its kind.
fn encode_error(e: &EncodeError) -> JsValue {
    let kind = match e {
        EncodeError::UnknownField { .. } => ErrorKind::UnknownField,
        EncodeError::Template(e) => e.kind,
        EncodeError::EmptyKey => ErrorKind::EmptyTemplate,
        EncodeError::KeyTooLong(_) => ErrorKind::KeyTooLong,
    };
    arg_error(kind, &e.to_string(), "values")
}

/// An `Error` for an argument whose reading threw (a getter, a `Proxy`).
fn unreadable(arg: &str, e: &JsValue) -> JsValue {
    arg_error(
        ErrorKind::InvalidArgument,
        &format!("{arg}: {}", crate::js::thrown(e)),
        arg,
    )
}

/// The design's sample keys in insertion order (default count: the design's `sample.count`).
#[wasm_bindgen(unchecked_return_type = "SampleRow[]")]
pub fn sample(
    #[wasm_bindgen(unchecked_param_type = "DesignDoc | string")] design: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number | null")] count: Option<JsValue>,
    #[wasm_bindgen(unchecked_optional_param_type = "{ lang?: \"en\" | \"zh-CN\" } | null")]
    options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    crate::lang::in_lang(&Options::read(&options.unwrap_or_default(), LANG)?, || {
        let c = compiled(&design)?;
        let n = self::count(&c, &count.unwrap_or_default())?;
        let fields = c.plan().fields().to_vec();
        let mut sampler = c.sampler().with_count(n);
        let mut key = Vec::new();
        // Each row goes to JavaScript as it is made: the module holds one at a time.
        let rows = js_sys::Array::new();
        while let Some(r) = sampler.next_into(&mut key) {
            r.map_err(|e| design_error("", Some(c.design()), &[e]))?;
            rows.push(&to_js(&SampleRowDto {
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
            })?);
        }
        Ok(rows.into())
    })
}

/// The design's split keys (toStringBinary and hex), as `rowkey export --to splits-file` makes them.
#[wasm_bindgen(unchecked_return_type = "SplitsResult")]
pub fn splits(
    #[wasm_bindgen(unchecked_param_type = "DesignDoc | string")] design: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "{ lang?: \"en\" | \"zh-CN\" } | null")]
    options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    crate::lang::in_lang(&Options::read(&options.unwrap_or_default(), LANG)?, || {
        let c = compiled(&design)?;
        let s = sampled_split_keys(&c, c.design().sample.count)
            .map_err(|e| design_error("", Some(c.design()), &[e]))?;
        to_js(&SplitsDto::of(c.design().splits.algorithm.name(), s))
    })
}

/// Analyse a design: the same report as `rowkey analyze --format json` (single-threaded here).
/// With `options.top` (1 to 64, the CLI's `--top N`) every sample key is decoded back through
/// the template and each region gets its `top` values of each field and its `unmatched` keys,
/// and the report its `top` (how they were counted and how far off they can be).
///
/// ```js
/// analyze(design, 10000, { top: 1 }).regions[7].top[0]; // { field: "user_id", value: "u42", share: 0.38, error: 0 }
/// ```
#[wasm_bindgen(unchecked_return_type = "Report")]
pub fn analyze(
    #[wasm_bindgen(unchecked_param_type = "DesignDoc | string")] design: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number | null")] count: Option<JsValue>,
    #[wasm_bindgen(
        unchecked_optional_param_type = "{ top?: number; lang?: \"en\" | \"zh-CN\" } | null"
    )]
    options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let options = Options::read(&options.unwrap_or_default(), ANALYZE_OPTIONS)?;
    crate::lang::in_lang(&options, || {
        let top = crate::args::top(&options)?;
        let c = compiled(&design)?;
        let count = self::count(&c, &count.unwrap_or_default())?;
        to_js(&sample_report(&c, count, top)?)
    })
}

/// The options `analyze` and `regionsMetrics` take.
pub(crate) const ANALYZE_OPTIONS: &[&str] = &["lang", "top"];

/// The design's sample analysis of `count` keys (single-threaded), with each region's `top`
/// values when asked for (as `rowkey analyze --top N`), and its bytes when the design's sizing
/// says how big a row is (as `rowkey analyze` does).
pub(crate) fn sample_report(
    c: &Compiled,
    count: u64,
    top: Option<usize>,
) -> Result<rowkey_core::analyze::Report, JsValue> {
    let fail = |e| design_error("", Some(c.design()), &[e]);
    let mut opts = AnalyzeOptions::for_design(c);
    opts.run.count = count;
    opts.run.threads = 1;
    // Top values and bytes are counted in the analysis's own pass.
    opts.top = top;
    opts.bytes = true;
    run_analysis(c, opts).map_err(fail)
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
    #[wasm_bindgen(unchecked_optional_param_type = "{ lang?: \"en\" | \"zh-CN\" } | null")]
    options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    crate::lang::in_lang(&Options::read(&options.unwrap_or_default(), LANG)?, || {
        if !is_plain(&sizing) {
            return Err(wrong_type("sizing", "object", &sizing));
        }
        let json = design_json("sizing", &sizing)?;
        let s: rowkey_core::design::Sizing = serde_json::from_str(&json).map_err(|e| {
            // serde_json's position is in the text written here, which the caller never saw.
            let e = e.to_string();
            let e = e.split(" at line ").next().unwrap_or_default();
            arg_error(
                ErrorKind::InvalidJson,
                &format!("sizing: {e} (give {{rows, row_bytes, max_filesize?}} as whole numbers)"),
                "sizing",
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
    #[wasm_bindgen(unchecked_optional_param_type = "{ lang?: \"en\" | \"zh-CN\" } | null")]
    options: Option<JsValue>,
) -> Result<String, JsValue> {
    crate::lang::in_lang(&Options::read(&options.unwrap_or_default(), LANG)?, || {
        let c = compiled(&design)?;
        Ok(rowkey_core::link::encode(c.design()))
    })
}

/// The design a share-link fragment carries (with or without `#`).
#[wasm_bindgen(js_name = decodeLink, unchecked_return_type = "DesignDoc")]
pub fn decode_link(
    #[wasm_bindgen(unchecked_param_type = "string")] fragment: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "{ lang?: \"en\" | \"zh-CN\" } | null")]
    options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    crate::lang::in_lang(&Options::read(&options.unwrap_or_default(), LANG)?, || {
        // Twice the longest link: the core words the refusal of one a little too long.
        let fragment = text("fragment", &fragment, 2 * MAX_LINK_LENGTH)?;
        let d = rowkey_core::link::decode(&fragment).map_err(|e| {
            arg_error(
                ErrorKind::InvalidArgument,
                &Message::new(J::LINK).arg("error", e.message).to_string(),
                "fragment",
            )
        })?;
        let v: serde_json::Value = serde_json::from_str(&d.to_json_pretty())
            .map_err(|e| arg_error(ErrorKind::Internal, &e.to_string(), ""))?;
        to_js(&v)
    })
}

/// This module's version (the workspace version).
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

/// The `Error` the package's guard (`rowkey_wasm.js`) throws after a call trapped the instance
/// it ran in (`error`: what was thrown, such as `RuntimeError: unreachable`) and the guard
/// started a fresh one, in the language `lang` names. Not part of the module's API.
#[wasm_bindgen(js_name = __rowkeyTrapped, skip_typescript)]
pub fn trapped(error: JsValue, lang: JsValue) -> JsValue {
    let lang = lang
        .as_string()
        .filter(|tag| tag.len() <= 64)
        .and_then(|tag| rowkey_core::i18n::Lang::parse(&tag))
        .unwrap_or(rowkey_core::i18n::Lang::En);
    let error = crate::js::thrown(&error);
    let error: String = error.chars().take(200).collect();
    rowkey_core::i18n::with_lang(lang, || {
        arg_error(
            ErrorKind::Internal,
            &Message::new(J::TRAPPED).arg("error", error).to_string(),
            "",
        )
    })
}
