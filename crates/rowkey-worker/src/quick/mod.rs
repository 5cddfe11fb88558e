//! The quick worker's answers: what the page would otherwise compute on its own thread from the core's
//! heavy parts (the keyspace model, split keys, exports), asked of a second instance of this
//! wasm so that the page's own wasm carries none of that code and answers come even while the
//! analysis worker is busy on a long run.
//!
//! A request is a [`QuickRequest`] (JSON text, named by its group and operation), whose doc says
//! what each operation answers; the answer is JSON text in a [`WorkerAnswer::Quick`], or an `Error` whose
//! message the page shows where the result would be.

mod decode;
mod exports;
mod link_error;
mod metrics;
mod more;
mod paste;
mod ruler;
mod splits;

use rowkey_core::design::Design;
use rowkey_core::keyspace::Keyspace;
use rowkey_core::preview::Preview;
use rowkey_core::sample::Compiled;
use rowkey_protocol::{analysable, FirstRequest, QuickRequest, SegmentModel, WorkerAnswer};
use wasm_bindgen::prelude::*;

/// The most rows a `preview` answers: the page shows a few dozen.
pub const PREVIEW_MAX: u64 = 1_000;

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
fn check(design: &Design) -> Vec<rowkey_core::design::DesignError> {
    Compiled::new(&analysable(design)).err().unwrap_or_default()
}

/// The answer (JSON text) to one request, `request_json` a [`QuickRequest`]'s JSON text and
/// `file_text` the text of the file posted beside it, or what is wrong. The operations the page
/// asks for before its first chart ([`FirstRequest`]) are read and answered here
/// ([`first_screen`]); the others ([`more`]) are read and answered by code the first chart never
/// runs, which the split build puts in a chunk of the wasm fetched on first use.
pub async fn answer(request_json: String, file_text: Option<String>) -> Result<String, String> {
    match QuickRequest::first_from_json(&request_json).map_err(|e| more::malformed(&e))? {
        Some(request) => first_screen(&request),
        None => more::answer(request_json, file_text).await,
    }
}

/// The answer to a request of the first screen's.
fn first_screen(request: &FirstRequest) -> Result<String, String> {
    match request {
        FirstRequest::Segments { design } => {
            let ks = Keyspace::new(&compiled(design)?);
            let segments: Vec<SegmentModel> = ks
                .segments()
                .iter()
                .map(|m| {
                    let (min, max) = m.lang.len_range();
                    SegmentModel {
                        part: m.part,
                        min,
                        max,
                    }
                })
                .collect();
            json(&segments)
        }
        FirstRequest::Check { design, .. } => json(&check(design)),
        FirstRequest::Preview { design, count } => compiled(design)
            .and_then(|c| json(&Preview::of(&c, (*count).min(PREVIEW_MAX) as usize))),
    }
}

/// [`answer`] to `request` as the page sends it, run to its end at once, as it runs natively (no
/// chunk to wait for).
#[cfg(test)]
pub(crate) fn answer_now(request: impl Into<QuickRequest>) -> Result<String, String> {
    answer_text_now(request.into().to_json())
}

/// [`answer`] to the JSON text `request_json`, run to its end at once.
#[cfg(test)]
fn answer_text_now(request_json: String) -> Result<String, String> {
    use std::future::Future;
    let mut future = std::pin::pin!(answer(request_json, None));
    let mut cx = std::task::Context::from_waker(std::task::Waker::noop());
    match future.as_mut().poll(&mut cx) {
        std::task::Poll::Ready(answer) => answer,
        std::task::Poll::Pending => Err("the answer waited for something".to_owned()),
    }
}

/// An answer as JSON text.
fn json<T: serde::Serialize>(answer: &T) -> Result<String, String> {
    serde_json::to_string(answer).map_err(|e| format!("quick answer: {e}"))
}

/// Answer one quick request (see the module's doc): the message of a [`WorkerAnswer::Quick`]
/// (its answer's JSON text), or throws an `Error` saying what is wrong. `file_text` is the text
/// of the file the page posted beside the request ([`QuickRequest::with_file_text`]), read by
/// `www/worker.js` off the page's thread.
/// Returns a `Promise`: an operation in a chunk of the split build waits for its chunk.
#[wasm_bindgen]
pub async fn worker_quick(
    request_json: String,
    file_text: Option<String>,
) -> Result<JsValue, JsValue> {
    answer(request_json, file_text)
        .await
        .map(|answer| crate::message(&WorkerAnswer::Quick { answer }).into())
        .map_err(|m| JsValue::from(js_sys::Error::new(&m)))
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
            let r = FirstRequest::Preview {
                design: d.clone(),
                count,
            };
            serde_json::from_str::<Preview>(&answer_now(r).unwrap()).unwrap()
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
            let r = FirstRequest::Check {
                design: d.clone(),
                lang: Default::default(),
            };
            serde_json::from_str::<Vec<rowkey_core::design::DesignError>>(&answer_now(r).unwrap())
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
        let r = FirstRequest::Preview {
            design: d,
            count: 3,
        };
        let e = answer_now(r).unwrap_err();
        assert!(e.contains("`id`"), "{e}");
    }

    #[test]
    fn a_request_that_cannot_be_read_says_what_is_wrong() {
        let ask = |text: &str| answer_text_now(text.to_owned()).unwrap_err();
        // The first screen's, read on the main path.
        let e = ask(r#"{"first":{"preview":{"design":{"template":"{id}"},"count":"x"}}}"#);
        assert!(e.starts_with("quick request: invalid type"), "{e}");
        // The others', read whole where they are answered.
        let e = ask(r#"{"more":{"csv":{"design":{"template":"{id}"},"count":"x"}}}"#);
        assert!(e.starts_with("quick request: invalid type"), "{e}");
        let e = ask(r#"{"more":{"nope":{}}}"#);
        assert!(
            e.starts_with("quick request: unknown variant `nope`"),
            "{e}"
        );
        let e = ask(r#"{"nope":{}}"#);
        assert!(
            e.starts_with("quick request: unknown variant `nope`"),
            "{e}"
        );
        assert!(ask("{").starts_with("quick request: "));
    }

    #[test]
    fn a_report_file_posted_beside_its_request_is_read() {
        use std::future::Future;
        let request = QuickRequest::from(rowkey_protocol::MoreRequest::OpenReport {
            text: String::new(),
        });
        let mut future = std::pin::pin!(answer(request.to_json(), Some("not a report".into())));
        let mut cx = std::task::Context::from_waker(std::task::Waker::noop());
        let std::task::Poll::Ready(said) = future.as_mut().poll(&mut cx) else {
            panic!("the answer waited");
        };
        // The file's text was read (an empty text says something else).
        let empty = answer_now(rowkey_protocol::MoreRequest::OpenReport {
            text: String::new(),
        });
        assert!(said.is_err() && empty.is_err());
        assert_ne!(said, empty, "{said:?}");
    }
}
