//! The quick worker's answers: what the page would otherwise compute on its own thread from the core's
//! heavy parts (the keyspace model, split keys, exports), asked of a second instance of this
//! wasm so that the page's own wasm carries none of that code and answers come even while the
//! analysis worker is busy on a long run.
//!
//! A request is one JSON object, `{"op": …, "design": {…}, …}`; the answer is JSON text, or an
//! `Error` whose message the page shows where the result would be:
//! - `segments`: `[{part, min, max}]` per template segment (its plan part and key byte widths);
//! - `ruler`, with `prefix` (bytes): the keyspace ruler's level under the prefix, see [`ruler`];
//! - `export`, with `kind` (an export id), `quantile` (the latest analysis's quantile split keys,
//!   toStringBinary, or null): `{text, file, mime, note, csv_count}`, see [`exports`];
//! - `csv`, with `count`: the sample CSV of `count` keys, as `rowkey export --to csv` writes it;
//! - `check`: the errors a full compile of the design finds (`[]` when it compiles), each a
//!   [`rowkey_core::design::DesignError`] (`{kind, path, message, span}`): the page's own check
//!   leaves out the time checks (`date(...)` formats, `timestamp` start texts), see [`check`];
//! - `preview`, with `count`: the first `count` sample rows (at most [`PREVIEW_MAX`]) as the
//!   sample table draws them, a [`rowkey_core::preview::Preview`];
//! - `split-check`, with `splits` (a design's split settings) and no design: whether
//!   RegionSplitter accepts them and the algorithm's default rows, see [`splits::check`];
//! - `import`, with `format` (a format name, or `auto`) and `text` and no design: the split
//!   keys in a paste, or where and why they cannot be read, see [`paste::read`];
//! - `link-error`, with `fragment` (a share link's) and `second` (bool) and no design: why the
//!   link's design (its second design) cannot be read, with the path of a wrongly typed member
//!   that the page's wasm cannot name, see [`link_error::answer`];
//! - `open-report`, with `text` (a report file's text) and no design: the report as JSON, or
//!   what is wrong with the file, see [`rowkey_core::keys::open::open_report`].

mod exports;
mod link_error;
mod paste;
mod ruler;
mod splits;

use rowkey_core::design::{Design, Splits, Table};
use rowkey_core::keyspace::Keyspace;
use rowkey_core::preview::Preview;
use rowkey_core::sample::Compiled;
use serde_json::{json, Value};
use wasm_bindgen::prelude::*;

/// The most rows a `preview` answers: the page shows a few dozen.
pub const PREVIEW_MAX: u64 = 1_000;

/// The design in a request, as the page analyses it: with a stand-in table while its own table
/// is not valid (only the exports that create the table read it, and they check it first).
fn design_of(request: &Value) -> Result<Design, String> {
    let text = request
        .get("design")
        .map(Value::to_string)
        .unwrap_or_default();
    Design::from_json(&text).map_err(|e| e.to_string())
}

fn analysable(design: &Design) -> Design {
    let mut d = design.clone();
    if !d.table.validate().is_empty() {
        d.table = Table::default();
    }
    d
}

fn compiled(design: &Design) -> Result<Compiled, String> {
    Compiled::new(&analysable(design)).map_err(|errs| {
        errs.iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\n")
    })
}

/// Every error in `design` as [`Compiled::new`] finds them, as JSON: the page shows them where
/// its own check shows errors, at their spans (its core is built without `time-checks`).
fn check(design: &Design) -> Value {
    let errors = Compiled::new(&analysable(design)).err().unwrap_or_default();
    serde_json::to_value(errors).unwrap_or_default()
}

/// The answer to one request (JSON), or what is wrong.
pub fn answer(request_json: &str) -> Result<String, String> {
    let request: Value =
        serde_json::from_str(request_json).map_err(|e| format!("quick request: {e}"))?;
    let op = request.get("op").and_then(Value::as_str).unwrap_or("");
    // The splits panel checks settings it has not put in the design yet: no design to read.
    if op == "split-check" {
        let s: Splits = request
            .get("splits")
            .map(|s| serde_json::from_value(s.clone()))
            .unwrap_or_else(|| Ok(Splits::default()))
            .map_err(|e| format!("quick request: {e}"))?;
        return Ok(splits::check(&s).to_string());
    }
    if op == "import" {
        let field = |name| request.get(name).and_then(Value::as_str).unwrap_or("");
        return Ok(paste::read(field("format"), field("text")).to_string());
    }
    if op == "link-error" {
        let fragment = request
            .get("fragment")
            .and_then(Value::as_str)
            .unwrap_or("");
        let second = request.get("second").and_then(Value::as_bool) == Some(true);
        return Ok(link_error::answer(fragment, second).to_string());
    }
    if op == "open-report" {
        let text = request.get("text").and_then(Value::as_str).unwrap_or("");
        let report =
            rowkey_core::keys::open::open_report(text.as_bytes()).map_err(|m| m.to_string())?;
        return serde_json::to_string(&report).map_err(|e| format!("quick answer: {e}"));
    }
    let design = design_of(&request)?;
    let value = match op {
        "segments" => {
            let ks = Keyspace::new(&compiled(&design)?);
            Value::Array(
                ks.segments()
                    .iter()
                    .map(|m| {
                        let (min, max) = m.lang.len_range();
                        json!({ "part": m.part, "min": min, "max": max })
                    })
                    .collect(),
            )
        }
        "ruler" => {
            let prefix: Vec<u8> = request
                .get("prefix")
                .and_then(|p| serde_json::from_value(p.clone()).ok())
                .unwrap_or_default();
            let ks = Keyspace::new(&compiled(&design)?);
            ruler::answer(&ks, &prefix)
        }
        "export" => {
            let kind = request.get("kind").and_then(Value::as_str).unwrap_or("");
            let quantile: Option<Vec<String>> = request
                .get("quantile")
                .and_then(|q| serde_json::from_value(q.clone()).ok());
            let c = compiled(&design).ok();
            exports::make(kind, &design, c.as_ref(), quantile.as_deref())?
        }
        "csv" => {
            let count = request.get("count").and_then(Value::as_u64).unwrap_or(0);
            let c = compiled(&design)?;
            Value::String(rowkey_core::exchange::export_csv(&c, count).map_err(|e| e.to_string())?)
        }
        "check" => check(&design),
        "preview" => {
            let count = request.get("count").and_then(Value::as_u64).unwrap_or(0);
            let c = compiled(&design)?;
            let preview = Preview::of(&c, count.min(PREVIEW_MAX) as usize);
            serde_json::to_value(preview).map_err(|e| format!("quick answer: {e}"))?
        }
        other => {
            return Err(rowkey_core::i18n::Message::new(
                rowkey_core::i18n::catalogue::worker::UNKNOWN_OP,
            )
            .arg("op", format!("{other:?}"))
            .to_string())
        }
    };
    Ok(value.to_string())
}

/// Answer one quick request (see the module's doc): JSON text, or throws an `Error` saying
/// what is wrong.
#[wasm_bindgen]
pub fn worker_quick(request_json: &str) -> Result<String, JsValue> {
    answer(request_json).map_err(|m| JsValue::from(js_sys::Error::new(&m)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn preview_answers_the_sampler_rows_and_caps_the_count() {
        let mut d = Design::new("{id | i32}_{name}");
        d.fields.insert("id".into(), "seq(1, 1)".into());
        d.fields.insert("name".into(), "text(1, 3)".into());
        let ask = |count: u64| {
            let r = json!({ "op": "preview", "design": d, "count": count }).to_string();
            serde_json::from_str::<Preview>(&answer(&r).unwrap()).unwrap()
        };
        let c = Compiled::new(&d).unwrap();
        let expected: Vec<Vec<u8>> = c.sampler().with_count(3).map(|k| k.unwrap()).collect();
        let got = ask(3);
        assert_eq!(
            got.rows.iter().map(|r| r.key.clone()).collect::<Vec<_>>(),
            expected
        );
        assert_eq!(got, Preview::of(&c, 3));
        assert_eq!(ask(u64::MAX).rows.len(), PREVIEW_MAX as usize);
    }

    #[test]
    fn check_answers_each_error_with_its_path_and_span() {
        let mut d = Design::new("{ts | date(\"%Q\")}_{at}");
        d.fields.insert("ts".into(), "seq(1, 1)".into());
        d.fields
            .insert("at".into(), "timestamp(\"2024-13-01\", 1)".into());
        let ask = |d: &Design| {
            let r = json!({ "op": "check", "design": d }).to_string();
            serde_json::from_str::<Vec<rowkey_core::design::DesignError>>(&answer(&r).unwrap())
                .unwrap()
        };
        // The generator is read first: its error alone, at the start text.
        let errors = ask(&d);
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert_eq!(errors[0].path, "fields.at");
        assert_eq!(errors[0].span.map(|s| s.range()), Some(10..22));
        assert!(errors[0].message.to_string().contains("2024-13-01"));
        d.fields
            .insert("at".into(), "timestamp(\"2024-12-01\", 1)".into());
        let errors = ask(&d);
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert_eq!(errors[0].path, "template");
        // `"%Q"` in the template.
        assert_eq!(errors[0].span.map(|s| s.range()), Some(11..15));
        assert!(errors[0].message.to_string().contains("%Q"));
        d.template = "{ts | date(\"%Y\")}_{at}".into();
        assert_eq!(ask(&d), []);
    }

    #[test]
    fn preview_of_a_design_with_errors_says_what_is_wrong() {
        let d = Design::new("{id | i32}");
        let r = json!({ "op": "preview", "design": d, "count": 3 }).to_string();
        let e = answer(&r).unwrap_err();
        assert!(e.contains("`id`"), "{e}");
    }
}
