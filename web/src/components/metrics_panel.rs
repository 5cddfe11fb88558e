//! The real table's region numbers: `list_regions` output, a master UI table page or a region
//! server's JMX JSON, pasted or loaded, read and matched to the analysis's regions by the quick
//! worker (`MoreRequest::RegionsMetrics`), the way `rowkey analyze --regions-metrics` reads
//! them. The region chart then shows them beside the prediction.
//!
//! Texts that cannot be read leave everything as it was: the message names the text and the
//! line or field, and the numbers shown (if any) stay those of the last texts that read.

use crate::i18n::texts::metrics_panel as text;
use crate::i18n::{t, use_lang, Lang, Message};
use crate::services::quick;
use rowkey_core::analyze::Report;
use rowkey_core::i18n::Arg;
use rowkey_core::metrics::MAX_INPUT_BYTES;
use rowkey_protocol::{MetricsAnswer, MoreRequest, QuickRequest};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

/// The most files loaded at once: a region list and the JMX of each region server.
const MAX_FILES: u32 = 32;

/// Props of [`MetricsPanel`].
#[derive(Properties, PartialEq, Clone)]
pub struct MetricsPanelProps {
    /// The report the region chart shows (the numbers are matched to its regions).
    pub report: Option<Rc<Report>>,
    /// The numbers read, for the region chart; `None` to clear them.
    pub on_answer: Callback<Option<Rc<MetricsAnswer>>>,
}

/// What the panel is doing.
#[derive(Clone, PartialEq)]
enum Status {
    Idle,
    Busy,
    /// The last texts could not be read: why (nothing was changed).
    Failed(String),
}

/// The message for an answer that carries an error.
fn failure(a: &MetricsAnswer, lang: Lang) -> Option<String> {
    a.error.as_ref().map(|(i, m)| {
        if *i == 0 {
            Message::new(text::BAD)
                .arg("message", m.as_str())
                .render(lang)
        } else {
            Message::new(text::BAD_TEXT)
                .arg("text", Arg::Int(*i as i128))
                .arg("message", m.as_str())
                .render(lang)
        }
    })
}

/// Ask the quick worker to set `texts` beside `report`; `done` gets the answer or why not.
fn ask(
    report: &Report,
    texts: Vec<String>,
    done: impl FnOnce(Result<MetricsAnswer, String>) + 'static,
) {
    let request = QuickRequest::from(MoreRequest::RegionsMetrics {
        report: Box::new(report.clone()),
        texts,
    });
    quick::ask(&request, move |answer| {
        done(
            answer.and_then(|text| {
                serde_json::from_str(&text).map_err(|e| format!("quick worker: {e}"))
            }),
        )
    });
}

/// The cluster metrics panel.
#[component]
pub fn MetricsPanel(props: &MetricsPanelProps) -> Html {
    let lang = use_lang();
    let paste = use_state(String::new);
    let status = use_state(|| Status::Idle);
    // The texts whose numbers are shown, asked again when the report changes.
    let applied = use_state(|| Rc::new(Vec::<String>::new()));
    {
        let (applied, status, on_answer) =
            (applied.clone(), status.clone(), props.on_answer.clone());
        let report = props.report.clone();
        let key = (
            report.as_ref().map(|r| Rc::as_ptr(r) as usize),
            Rc::as_ptr(&*applied) as usize,
        );
        use_effect_with(key, move |_| {
            if let (Some(report), false) = (report, applied.is_empty()) {
                ask(&report, applied.to_vec(), move |a| match a {
                    Ok(a) if a.error.is_none() => on_answer.emit(Some(Rc::new(a))),
                    Ok(a) => {
                        status.set(Status::Failed(failure(&a, lang).unwrap_or_default()));
                        on_answer.emit(None);
                    }
                    Err(e) => status.set(Status::Failed(e)),
                });
            }
        });
    }
    // Read `texts` against the report: shown when they read, refused with a message otherwise.
    let apply = {
        let (status, applied, report) = (status.clone(), applied.clone(), props.report.clone());
        let on_answer = props.on_answer.clone();
        Rc::new(move |texts: Vec<String>| {
            let Some(report) = report.clone() else {
                status.set(Status::Failed(t(lang, text::NO_REPORT)));
                return;
            };
            if texts.iter().any(|t| t.len() > MAX_INPUT_BYTES) {
                status.set(Status::Failed(
                    Message::new(text::TOO_LARGE)
                        .arg("mib", Arg::Int((MAX_INPUT_BYTES >> 20) as i128))
                        .render(lang),
                ));
                return;
            }
            status.set(Status::Busy);
            let (status, applied, on_answer) = (status.clone(), applied.clone(), on_answer.clone());
            let kept = Rc::new(texts.clone());
            ask(&report, texts, move |a| match a {
                Ok(a) if a.error.is_none() => {
                    status.set(Status::Idle);
                    // The effect keyed on the texts asks again: set them with the answer
                    // already shown so the two agree.
                    on_answer.emit(Some(Rc::new(a)));
                    applied.set(kept);
                }
                Ok(a) => status.set(Status::Failed(failure(&a, lang).unwrap_or_default())),
                Err(e) => status.set(Status::Failed(e)),
            });
        })
    };
    let on_input = {
        let paste = paste.clone();
        Callback::from(move |e: InputEvent| {
            let area: web_sys::HtmlTextAreaElement = e.target_unchecked_into();
            paste.set(area.value());
        })
    };
    let on_apply = {
        let (apply, paste) = (apply.clone(), paste.clone());
        Callback::from(move |_: MouseEvent| {
            if !paste.trim().is_empty() {
                apply(vec![(*paste).clone()]);
            }
        })
    };
    let on_clear = {
        let (paste, status, applied, on_answer) = (
            paste.clone(),
            status.clone(),
            applied.clone(),
            props.on_answer.clone(),
        );
        Callback::from(move |_: MouseEvent| {
            paste.set(String::new());
            status.set(Status::Idle);
            applied.set(Rc::new(Vec::new()));
            on_answer.emit(None);
        })
    };
    let on_files = {
        let (apply, status, paste) = (apply.clone(), status.clone(), paste.clone());
        Callback::from(move |e: Event| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            let Some(list) = input.files() else { return };
            // The same files picked again are a new load.
            let files: Vec<web_sys::File> = (0..list.length().min(MAX_FILES + 1))
                .filter_map(|i| list.get(i))
                .collect();
            input.set_value("");
            if files.is_empty() {
                return;
            }
            if files.len() > MAX_FILES as usize {
                status.set(Status::Failed(
                    Message::new(text::TOO_MANY_FILES)
                        .arg("max", Arg::Int(MAX_FILES.into()))
                        .render(lang),
                ));
                return;
            }
            if files.iter().any(|f| f.size() > MAX_INPUT_BYTES as f64) {
                status.set(Status::Failed(
                    Message::new(text::TOO_LARGE)
                        .arg("mib", Arg::Int((MAX_INPUT_BYTES >> 20) as i128))
                        .render(lang),
                ));
                return;
            }
            status.set(Status::Busy);
            let (apply, status) = (apply.clone(), status.clone());
            // A paste goes with the files (a list_regions pasted beside loaded JMX files).
            let pasted = (!paste.trim().is_empty()).then(|| (*paste).clone());
            wasm_bindgen_futures::spawn_local(async move {
                let mut texts: Vec<String> = pasted.into_iter().collect();
                for f in files {
                    match JsFuture::from(f.text()).await {
                        Ok(v) => texts.push(v.as_string().unwrap_or_default()),
                        Err(e) => {
                            let error = e
                                .dyn_ref::<js_sys::Error>()
                                .map(|e| String::from(e.message()))
                                .unwrap_or_else(|| format!("{e:?}"));
                            status.set(Status::Failed(
                                Message::new(text::UNREADABLE)
                                    .arg("error", error)
                                    .render(lang),
                            ));
                            return;
                        }
                    }
                }
                apply(texts);
            });
        })
    };
    let busy = *status == Status::Busy;
    html! {
        <section class="panel metrics-panel" aria-labelledby="metrics-title" data-testid="metrics-panel">
            <h2 id="metrics-title">{ t(lang, text::TITLE) }</h2>
            <p class="muted">{ t(lang, text::INTRO) }</p>
            <label for="metrics-paste">{ t(lang, text::PASTE) }</label>
            <textarea id="metrics-paste" class="mono" rows="5" data-testid="metrics-paste"
                spellcheck="false" value={(*paste).clone()} oninput={on_input} />
            <div class="row">
                <button type="button" class="primary" data-testid="metrics-apply" onclick={on_apply}
                    disabled={busy || paste.trim().is_empty()}>{ t(lang, text::APPLY) }</button>
                <label class="file-button">
                    { t(lang, text::LOAD) }
                    <input type="file" multiple=true data-testid="metrics-file" onchange={on_files}
                        accept=".txt,.json,.html,.htm,text/plain,application/json,text/html" />
                </label>
                if !applied.is_empty() {
                    <button type="button" data-testid="metrics-clear" onclick={on_clear}>{ t(lang, text::CLEAR) }</button>
                }
            </div>
            if busy {
                <p class="muted" role="status">{ t(lang, text::WORKING) }</p>
            }
            if let Status::Failed(why) = &*status {
                <p class="error-text" role="alert" data-testid="metrics-error">{ why.clone() }</p>
            }
        </section>
    }
}
