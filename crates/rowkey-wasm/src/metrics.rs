//! The cluster's own region numbers for JavaScript: a region server's JMX JSON, the master
//! UI's table page or the shell's `list_regions`, matched to the design's regions as
//! `rowkey analyze --regions-metrics` matches them.

use crate::api::{compiled, sample_report, ANALYZE_OPTIONS};
use crate::args::{text, wrong_type, Options};
use crate::errors::arg_error;
use rowkey_core::analyze::Report;
use rowkey_core::i18n::catalogue::js as J;
use rowkey_core::i18n::{Arg, Message};
use rowkey_core::metrics::{
    combine, compare, read, MetricsError, MetricsFile, MetricsFormat, MetricsReport,
    MAX_INPUT_BYTES,
};
use rowkey_core::ErrorKind;
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The most texts one call reads: a region list and the JMX of each region server.
const MAX_METRICS_TEXTS: u32 = 256;

/// A report with its `metrics` section, as `rowkey analyze --regions-metrics F --format json`
/// writes it.
#[derive(Serialize)]
struct WithMetrics<'a> {
    #[serde(flatten)]
    report: &'a Report,
    metrics: &'a MetricsReport,
}

/// The format named (`auto` tells each text's own, as the CLI does without
/// `--regions-metrics-format`).
fn format(format: &JsValue) -> Result<Option<MetricsFormat>, JsValue> {
    let name = text("format", format, 64)?;
    if name == "auto" {
        return Ok(None);
    }
    MetricsFormat::ALL
        .into_iter()
        .find(|f| f.name() == name)
        .map(Some)
        .ok_or_else(|| {
            let names: Vec<&str> = std::iter::once("auto")
                .chain(MetricsFormat::ALL.iter().map(|f| f.name()))
                .collect();
            arg_error(
                ErrorKind::InvalidArgument,
                &Message::new(J::UNKNOWN_NAME)
                    .arg("arg", "format")
                    .arg("name", name.as_str())
                    .arg("names", names.join(", "))
                    .to_string(),
                "format",
            )
        })
}

/// An `Error` with the CLI's message for a text of metrics (`line N: …`, `` field `…`: … ``),
/// and its `line` when the problem is on one.
fn metrics_error(path: &str, e: &MetricsError) -> JsValue {
    let err = arg_error(
        ErrorKind::InvalidArgument,
        &format!("{path}: {}", e.to_message()),
        path,
    );
    if let Some(line) = e.line {
        let _ = js_sys::Reflect::set(&err, &"line".into(), &JsValue::from_f64(line as f64));
    }
    err
}

/// One text of metrics read: a string (its UTF-8 bytes) or a `Uint8Array`, measured before it
/// is copied into the module.
fn read_one(
    path: &str,
    v: &JsValue,
    format: Option<MetricsFormat>,
) -> Result<MetricsFile, JsValue> {
    let bytes = if v.is_string() {
        text(path, v, MAX_INPUT_BYTES)?.into_bytes()
    } else if let Some(bytes) = v.dyn_ref::<js_sys::Uint8Array>() {
        let length = bytes.length() as usize;
        if length > MAX_INPUT_BYTES {
            return Err(arg_error(
                ErrorKind::OutOfRange,
                &Message::new(J::TEXT_TOO_LONG)
                    .arg("arg", path)
                    .arg("length", Arg::Count(length as u64))
                    .arg("max", Arg::Count(MAX_INPUT_BYTES as u64))
                    .to_string(),
                path,
            ));
        }
        bytes.to_vec()
    } else {
        return Err(wrong_type(path, "string | Uint8Array", v));
    };
    read(&bytes, format).map_err(|e| metrics_error(path, &e))
}

/// The design analysed (its sample, as `analyze(design)`) with the real table's region
/// numbers beside it: the same report as `rowkey analyze DESIGN --regions-metrics FILE...
/// --format json`, with `metrics` (`regions` each with `predicted_share` and `observed`, the
/// table's regions that no longer match the splits in `unmatched`, and the real table's
/// `verdict`). `metrics` is one text or an array of texts (a region server's JMX needs a
/// `list_regions` or master UI page beside it for the start keys), each a string or a
/// `Uint8Array` of at most 32 MiB; `format` is `auto` (told from each text), `jmx`,
/// `master-ui` or `shell`; `options.top` adds each region's top values, as in `analyze`. A text
/// that cannot be read throws an `Error` naming it
/// (`metrics[1]: line 7: …`), with `line` when the problem is on one.
///
/// ```js
/// regionsMetrics(design, listRegionsOutput, "auto").metrics.verdict.level; // "good"
/// ```
#[wasm_bindgen(js_name = regionsMetrics, unchecked_return_type = "MetricsResult")]
pub fn regions_metrics(
    #[wasm_bindgen(unchecked_param_type = "DesignDoc | string")] design: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string | Uint8Array | (string | Uint8Array)[]")]
    metrics: JsValue,
    #[wasm_bindgen(unchecked_param_type = "\"auto\" | \"jmx\" | \"master-ui\" | \"shell\"")]
    format: JsValue,
    #[wasm_bindgen(
        unchecked_optional_param_type = "{ top?: number; lang?: \"en\" | \"zh-CN\" } | null"
    )]
    options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let options = Options::read(&options.unwrap_or_default(), ANALYZE_OPTIONS)?;
    crate::lang::in_lang(&options, || {
        let top = crate::args::top(&options)?;
        let c = compiled(&design)?;
        let format = self::format(&format)?;
        let listed = crate::js::is_array(&metrics).map_err(|e| {
            arg_error(
                ErrorKind::InvalidArgument,
                &format!("metrics: {}", crate::js::thrown(&e)),
                "metrics",
            )
        })?;
        let mut files = Vec::new();
        if listed {
            let length = crate::js::get(&metrics, &"length".into())
                .ok()
                .and_then(|l| l.as_f64())
                .unwrap_or(0.0);
            if length > f64::from(MAX_METRICS_TEXTS) {
                return Err(arg_error(
                    ErrorKind::OutOfRange,
                    &Message::new(J::TOO_MANY_ITEMS)
                        .arg("arg", "metrics")
                        .arg("count", crate::args::number_text(length))
                        .arg("max", Arg::Count(MAX_METRICS_TEXTS.into()))
                        .to_string(),
                    "metrics",
                ));
            }
            for i in 0..length as u32 {
                let path = format!("metrics[{i}]");
                let v =
                    crate::js::get(&metrics, &JsValue::from_f64(f64::from(i))).map_err(|e| {
                        arg_error(
                            ErrorKind::InvalidArgument,
                            &format!("{path}: {}", crate::js::thrown(&e)),
                            &path,
                        )
                    })?;
                files.push(read_one(&path, &v, format)?);
            }
        } else if metrics.is_string() || metrics.is_instance_of::<js_sys::Uint8Array>() {
            files.push(read_one("metrics", &metrics, format)?);
        } else {
            return Err(wrong_type(
                "metrics",
                "string | Uint8Array | (string | Uint8Array)[]",
                &metrics,
            ));
        }
        let combined = combine(&files).map_err(|e| metrics_error("metrics", &e))?;
        let report = sample_report(&c, c.design().sample.count, top)?;
        let matched = compare(&report, combined).map_err(|e| metrics_error("metrics", &e))?;
        // Through JSON text, as the CLI writes it: a total past `u64` (a `u128`) is a number
        // there, where the direct conversion would make it a `BigInt`.
        let json = serde_json::to_string(&WithMetrics {
            report: &report,
            metrics: &matched,
        })
        .map_err(|e| arg_error(ErrorKind::Internal, &format!("internal: {e}"), ""))?;
        js_sys::JSON::parse(&json)
            .map_err(|e| arg_error(ErrorKind::Internal, &crate::js::thrown(&e), ""))
    })
}
