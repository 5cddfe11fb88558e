//! Real keys: a key file (picked, dropped on the panel, or pasted) analysed in a worker against
//! the design's current splits, and the split keys a quantile over those keys suggests, which
//! one click makes the design's explicit splits (and one more takes back).
//!
//! The keys stay in this browser: the file is read by the worker, nothing is uploaded, and the
//! keys are not part of the design, so share links and the autosave never hold them. Only the
//! splits they suggest can go into the design, as any split keys can.

use crate::components::keys_dump;
use crate::i18n::texts::keys_panel as text;
use crate::i18n::{t, use_lang, Lang, Message};
use crate::services::keys::{
    KeysClient, KeysEvent, KeysFormat, KeysOrderChoice, KeysSource, Suggestion,
};
use crate::state::SplitsEdit;
use gloo_timers::callback::Timeout;
use rowkey_core::analyze::fingerprint::Fingerprint;
use rowkey_core::analyze::Report;
use rowkey_core::design::{SplitAlgorithm, Splits, MAX_REGIONS};
use rowkey_core::i18n::Arg;
use rowkey_core::keys::open::MAX_REPORT_BYTES;
use std::rc::Rc;
use yew::prelude::*;

/// Milliseconds of quiet after a change (an edit of the design, the format) before the keys
/// are read again: a large file is read in full each time.
const DEBOUNCE_MS: u32 = 400;

/// A keys format's name in the format menu: the name the CLI takes, and what it means.
fn format_label(lang: Lang, name: &str) -> String {
    match name {
        "lines" => t(lang, text::FORMAT_LINES),
        "binary" => t(lang, text::FORMAT_BINARY),
        "scan" => t(lang, text::FORMAT_SCAN),
        "auto" => t(lang, text::FORMAT_AUTO),
        "hex" => "hex".into(),
        _ => "csv".into(),
    }
}

/// An order choice's label in the order menu.
fn order_label(lang: Lang, order: KeysOrderChoice) -> String {
    t(
        lang,
        match order {
            KeysOrderChoice::Auto => text::ORDER_AUTO,
            KeysOrderChoice::Insertion => text::ORDER_INSERTION,
            KeysOrderChoice::Key => text::ORDER_KEY,
        },
    )
}

/// Props of [`KeysPanel`].
#[derive(Properties, PartialEq, Clone)]
pub struct KeysPanelProps {
    /// The design as the analysis reads it (JSON), or `None` while it does not compile.
    pub design_json: Option<Rc<str>>,
    /// The design's split settings ("use splits from these keys" replaces them).
    pub splits: Splits,
    /// New split settings.
    pub on_splits: Callback<Splits>,
    /// The report on the user's keys, or `None` once there is none.
    pub on_report: Callback<Option<Rc<Report>>>,
    /// The current design's fingerprint (from its latest analysis): an opened report made for
    /// another design or other splits is said to be.
    #[prop_or_default]
    pub fingerprint: Option<Fingerprint>,
    /// The region last picked in the regions chart to browse the keys of.
    #[prop_or_default]
    pub pick: crate::components::keys_list::RegionPick,
}

/// Where opening a report file is.
#[derive(Clone, Debug, PartialEq)]
enum Opening {
    /// Nothing asked, or opened.
    Idle,
    /// Reading and checking the file.
    Busy(String),
    /// The file cannot be shown: its name, and why.
    Failed { name: String, why: String },
}

/// What an opened report says of the design it was made for, against the current one.
fn mismatch(report: Option<&Fingerprint>, current: Option<&Fingerprint>) -> Option<&'static str> {
    match (report, current) {
        (None, _) => Some("unknown"),
        (Some(a), Some(b)) if a.design != b.design => Some("design"),
        (Some(a), Some(b)) if a.splits != b.splits => Some("splits"),
        _ => None,
    }
}

/// The report in a file's text, read and checked by the quick worker (off the page's thread):
/// `done` gets the report, or why it cannot be shown.
fn open_report(file: web_sys::File, done: impl FnOnce(Result<Report, String>) + 'static) {
    let request = rowkey_protocol::QuickRequest::from(rowkey_protocol::MoreRequest::OpenReport {
        text: String::new(),
    });
    crate::services::quick::ask_about_file(&request, file, move |answer| {
        done(
            answer
                .and_then(|json| serde_json::from_str::<Report>(&json).map_err(|e| e.to_string())),
        )
    });
}

/// Where reading the keys is.
#[derive(Clone, Debug, PartialEq)]
enum Status {
    /// No keys loaded.
    Empty,
    /// The worker is reading: bytes done of bytes in all.
    Reading { done: u64, total: u64 },
    /// Read and analysed: the keys in all, the time, and the dump's index (for its pages).
    Done {
        keys: u64,
        ms: f64,
        index: Option<Rc<rowkey_core::keys::pages::DumpIndex>>,
    },
    /// Not readable: why, and the line.
    Failed { message: String, line: Option<u64> },
    /// The user stopped it.
    Cancelled,
}

/// Explicit split settings with these keys (toStringBinary); the region count follows them.
fn explicit(base: &Splits, keys: &[String]) -> Splits {
    // The splits panel's rule for explicit keys (the region count follows them), applied here.
    let mut s = base.clone();
    SplitsEdit::Explicit(keys.to_vec()).apply(&mut s);
    s
}

/// The regions the design's splits make: explicit keys make one more than they are, whatever
/// the region count says.
fn regions(splits: &Splits) -> u32 {
    if splits.algorithm == SplitAlgorithm::Explicit {
        u32::try_from(splits.keys.len() + 1).unwrap_or(MAX_REGIONS)
    } else {
        splits.regions
    }
}

/// The keys panel.
#[component]
pub fn KeysPanel(props: &KeysPanelProps) -> Html {
    let lang = use_lang();
    let source = use_state(|| None::<KeysSource>);
    let format = use_state(|| KeysFormat::Auto);
    let order = use_state(|| KeysOrderChoice::Auto);
    let last = use_state(|| None::<Rc<Report>>);
    let column = use_state(String::new);
    // Each line gives its row's size (`key<TAB>bytes`, csv's `bytes` column).
    let sizes = use_state(|| false);
    let paste = use_state(String::new);
    let status = use_state(|| Status::Empty);
    let suggested = use_state(|| None::<Suggestion>);
    let undo = use_state(|| None::<Splits>);
    let dragging = use_state(|| false);
    let opened = use_state(|| None::<(String, Rc<Report>)>);
    let opening = use_state(|| Opening::Idle);
    // A retry after a cancel re-runs the same job: its dependency changes.
    let attempt = use_state(|| 0u32);
    let timer = use_mut_ref(|| None::<Timeout>);
    // The latest callback, for the worker's events (the client is made once).
    let on_report = use_mut_ref(|| props.on_report.clone());
    *on_report.borrow_mut() = props.on_report.clone();

    let client = {
        let (status, suggested, on_report) = (status.clone(), suggested.clone(), on_report.clone());
        let last = last.clone();
        use_memo((), move |_| {
            KeysClient::new(move |event| match event {
                KeysEvent::Progress { done, total } => status.set(Status::Reading { done, total }),
                KeysEvent::Done {
                    report,
                    splits,
                    ms,
                    index,
                } => {
                    status.set(Status::Done {
                        keys: report.stats.keys,
                        ms,
                        index,
                    });
                    suggested.set(splits);
                    last.set(Some(report.clone()));
                    on_report.borrow().emit(Some(report));
                }
                KeysEvent::Failed { message, line } => {
                    status.set(Status::Failed { message, line });
                    suggested.set(None);
                    last.set(None);
                    on_report.borrow().emit(None);
                }
            })
        })
    };

    // Read the keys again whenever they, their format or the design change (debounced).
    {
        let client = client.clone();
        let status = status.clone();
        let timer = timer.clone();
        let regions = regions(&props.splits);
        use_effect_with(
            (
                (*source).clone(),
                *format,
                (*column).clone(),
                *order,
                *sizes,
                props.design_json.clone(),
                *attempt,
            ),
            move |(source, format, column, order, sizes, design, _)| {
                *timer.borrow_mut() = None;
                match (source.clone(), design.clone()) {
                    (Some(source), Some(design)) => {
                        let (format, column, order, sizes) =
                            (*format, column.clone(), *order, *sizes);
                        // Reading from now: what the panel showed is for the keys or design
                        // before this change.
                        status.set(Status::Reading {
                            done: 0,
                            total: source.bytes,
                        });
                        *timer.borrow_mut() = Some(Timeout::new(DEBOUNCE_MS, move || {
                            let how = crate::services::keys::KeysHow {
                                format,
                                column: Some(column.as_str()),
                                order,
                                sizes,
                            };
                            if let Err(message) = client.start(design, &source, &how, regions) {
                                status.set(Status::Failed {
                                    message,
                                    line: None,
                                });
                            }
                        }));
                    }
                    (None, _) => {
                        client.cancel();
                    }
                    (Some(_), None) => {}
                }
                || ()
            },
        );
    }

    let load = {
        let (source, undo, status) = (source.clone(), undo.clone(), status.clone());
        let (opened, opening) = (opened.clone(), opening.clone());
        Callback::from(move |s: KeysSource| {
            status.set(Status::Reading {
                done: 0,
                total: s.bytes,
            });
            undo.set(None);
            opened.set(None);
            opening.set(Opening::Idle);
            source.set(Some(s));
        })
    };
    let on_open = {
        let (opened, opening, source, status) = (
            opened.clone(),
            opening.clone(),
            source.clone(),
            status.clone(),
        );
        let (suggested, undo, client) = (suggested.clone(), undo.clone(), client.clone());
        let on_report = props.on_report.clone();
        Callback::from(move |e: Event| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            let file = input.files().and_then(|f| f.get(0));
            // The same file picked again is a new open.
            input.set_value("");
            let Some(file) = file else { return };
            let name = file.name();
            let size = file.size() as u64;
            if size > MAX_REPORT_BYTES {
                let why = Message::new(rowkey_core::i18n::catalogue::keys::REPORT_TOO_LARGE)
                    .arg("size", Arg::Bytes(size))
                    .arg("max", Arg::Bytes(MAX_REPORT_BYTES))
                    .render(lang);
                opening.set(Opening::Failed { name, why });
                return;
            }
            opening.set(Opening::Busy(name.clone()));
            let (opened, opening, source, status) = (
                opened.clone(),
                opening.clone(),
                source.clone(),
                status.clone(),
            );
            let (suggested, undo, client) = (suggested.clone(), undo.clone(), client.clone());
            let on_report = on_report.clone();
            open_report(file, move |result| match result {
                Ok(report) => {
                    // The report takes the keys' place: what they showed is gone.
                    client.cancel();
                    source.set(None);
                    status.set(Status::Empty);
                    suggested.set(None);
                    undo.set(None);
                    let report = Rc::new(report);
                    opened.set(Some((name, report.clone())));
                    opening.set(Opening::Idle);
                    on_report.emit(Some(report));
                }
                // Nothing the page shows changes: only the message.
                Err(why) => opening.set(Opening::Failed { name, why }),
            });
        })
    };
    let on_file = {
        let load = load.clone();
        Callback::from(move |e: Event| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            if let Some(file) = input.files().and_then(|f| f.get(0)) {
                load.emit(KeysSource::file(file));
            }
            // The same file picked again is a new load.
            input.set_value("");
        })
    };
    let on_dragover = {
        let dragging = dragging.clone();
        Callback::from(move |e: DragEvent| {
            e.prevent_default();
            dragging.set(true);
        })
    };
    let on_dragleave = {
        let dragging = dragging.clone();
        Callback::from(move |_: DragEvent| dragging.set(false))
    };
    let on_drop = {
        let (load, dragging) = (load.clone(), dragging.clone());
        Callback::from(move |e: DragEvent| {
            e.prevent_default();
            dragging.set(false);
            let file = e
                .data_transfer()
                .and_then(|t| t.files())
                .and_then(|f| f.get(0));
            if let Some(file) = file {
                load.emit(KeysSource::file(file));
            }
        })
    };
    let on_paste_input = {
        let paste = paste.clone();
        Callback::from(move |e: InputEvent| {
            paste.set(
                e.target_unchecked_into::<web_sys::HtmlTextAreaElement>()
                    .value(),
            )
        })
    };
    let analyse_paste = {
        let (load, paste, status) = (load.clone(), paste.clone(), status.clone());
        Callback::from(move |_: MouseEvent| match KeysSource::pasted(&paste) {
            Ok(s) => load.emit(s),
            Err(message) => status.set(Status::Failed {
                message,
                line: None,
            }),
        })
    };
    let on_format = {
        let format = format.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Some(f) = KeysFormat::from_name(&v) {
                format.set(f);
            }
        })
    };
    let on_order = {
        let order = order.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Some(o) = KeysOrderChoice::from_name(&v) {
                order.set(o);
            }
        })
    };
    let on_column = {
        let column = column.clone();
        Callback::from(move |e: Event| {
            column.set(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            )
        })
    };
    let on_sizes = {
        let sizes = sizes.clone();
        Callback::from(move |e: Event| {
            sizes.set(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .checked(),
            )
        })
    };
    let cancel = {
        let (client, status) = (client.clone(), status.clone());
        let timer = timer.clone();
        Callback::from(move |_: MouseEvent| {
            *timer.borrow_mut() = None;
            client.cancel();
            status.set(Status::Cancelled);
        })
    };
    let retry = {
        let attempt = attempt.clone();
        Callback::from(move |_: MouseEvent| attempt.set(*attempt + 1))
    };
    let clear = {
        let (source, status, suggested, undo) = (
            source.clone(),
            status.clone(),
            suggested.clone(),
            undo.clone(),
        );
        let (opened, opening) = (opened.clone(), opening.clone());
        let on_report = props.on_report.clone();
        Callback::from(move |_: MouseEvent| {
            opened.set(None);
            opening.set(Opening::Idle);
            source.set(None);
            status.set(Status::Empty);
            suggested.set(None);
            undo.set(None);
            on_report.emit(None);
        })
    };

    let from = match &*source {
        Some(KeysSource { name: Some(n), .. }) => n.clone(),
        _ => t(lang, text::PASTED),
    };
    let status_view = match &*status {
        Status::Empty => html! {},
        Status::Reading { done, total } => {
            let pct = if *total == 0 {
                0.0
            } else {
                (*done as f64 / *total as f64 * 100.0).clamp(0.0, 100.0)
            };
            html! {
                <div class="progress keys-progress" data-testid="keys-progress" role="progressbar"
                    aria-label={t(lang, text::READING_ARIA)} aria-valuemin="0" aria-valuemax={total.to_string()}
                    aria-valuenow={done.to_string()} data-done={done.to_string()} data-total={total.to_string()}>
                    <div class="progress-track"><div class="progress-fill" style={format!("width: {pct:.1}%")} /></div>
                    <span class="progress-text">{ Message::new(text::READING).arg("done", Arg::Bytes(*done)).arg("total", Arg::Bytes(*total)).render(lang) }</span>
                    <button type="button" class="small" data-testid="keys-cancel" onclick={cancel}>{ t(lang, text::CANCEL) }</button>
                </div>
            }
        }
        Status::Done { keys, ms, index } => html! {
            <>
            <p class="keys-summary" data-testid="keys-summary" data-keys={keys.to_string()} role="status">
                { Message::new(text::READ)
                    .arg("keys", *keys)
                    .arg("from", from.as_str())
                    .arg("seconds", format!("{:.1}", ms / 1000.0))
                    .render(lang) }
            </p>
            { for last.as_ref().map(|r| keys_dump::dump_view(lang, r)) }
            if let (Some(index), Some(report), Some(src)) = (index, &*last, &*source) {
                <crate::components::keys_list::DumpBrowser report={report.clone()} index={index.clone()} blob={src.blob.clone()} pick={props.pick} />
            }
            </>
        },
        Status::Failed { message, line } => html! {
            <div class="field-msg error-text keys-error" id="keys-error" data-testid="keys-error"
                data-line={line.map(|l| l.to_string())} role="alert">
                if let Some(l) = line {
                    <strong class="keys-error-line" data-testid="keys-error-line">{ Message::new(text::LINE).arg("n", Arg::Int((*l).into())).render(lang) }</strong>{ ": " }
                }
                { Message::new(text::FAILED).arg("message", message).render(lang) }
            </div>
        },
        Status::Cancelled => html! {
            <p class="keys-summary" data-testid="keys-cancelled" role="status">
                { t(lang, text::CANCELLED) }{ " " }
                <button type="button" class="small" data-testid="keys-retry" onclick={retry}>{ t(lang, text::READ_AGAIN) }</button>
            </p>
        },
    };
    let suggestion = match (&*status, &*suggested) {
        (Status::Done { .. }, Some(suggestion)) => {
            let on_apply = {
                let splits = props.splits.clone();
                let (on_splits, undo) = (props.on_splits.clone(), undo.clone());
                Callback::from(move |keys: Vec<String>| {
                    undo.set(Some(splits.clone()));
                    on_splits.emit(explicit(&splits, &keys));
                })
            };
            html! {
                <crate::components::keys_suggest::KeysSuggest suggestion={suggestion.clone()}
                    splits={props.splits.clone()} {on_apply} />
            }
        }
        _ => html! {},
    };
    let undo_view = (*undo).clone().map(|prev| {
        let (on_splits, undo) = (props.on_splits.clone(), undo.clone());
        let regions = props.splits.regions;
        let onclick = Callback::from(move |_: MouseEvent| {
            on_splits.emit(prev.clone());
            undo.set(None);
        });
        html! {
            <p class="keys-undo" role="status">
                <span class="muted">{ Message::new(text::UNDONE).arg("regions", Arg::Int(regions.into())).render(lang) }</span>{ " " }
                <button type="button" class="small" data-testid="keys-undo" onclick={onclick}>{ t(lang, text::UNDO) }</button>
            </p>
        }
    });
    let open_view = match &*opening {
        Opening::Idle => html! {},
        Opening::Busy(name) => html! {
            <p class="muted" data-testid="report-opening" role="status">{ Message::new(text::OPENING).arg("name", name.as_str()).render(lang) }</p>
        },
        Opening::Failed { name, why } => html! {
            <div class="field-msg error-text" data-testid="report-error" role="alert">
                { Message::new(text::OPEN_FAILED).arg("name", name.as_str()).arg("why", why.clone()).render(lang) }
            </div>
        },
    };
    let opened_view = opened.as_ref().map(|(name, report)| {
        let why = mismatch(report.fingerprint.as_ref(), props.fingerprint.as_ref());
        let note = why.map(|w| match w {
            "design" => t(lang, text::OTHER_DESIGN),
            "splits" => t(lang, text::OTHER_SPLITS),
            _ => t(lang, text::NO_FINGERPRINT),
        });
        html! {
            <>
            <p class="keys-summary" data-testid="report-opened" data-keys={report.stats.keys.to_string()} role="status">
                { Message::new(text::OPENED).arg("name", name.as_str()).arg("keys", report.stats.keys).render(lang) }
            </p>
            if let (Some(why), Some(note)) = (why, note) {
                <p class="warn-text" data-testid="report-mismatch" data-why={why} role="alert">{ note }</p>
            }
            { keys_dump::dump_view(lang, report) }
            </>
        }
    });
    let loaded = source.is_some() || opened.is_some();
    let invalid = matches!(*status, Status::Failed { .. });
    html! {
        <section class={classes!("panel", "keys", dragging.then_some("dragging"))} aria-labelledby="keys-title"
            data-testid="keys-panel" ondragover={on_dragover} ondragleave={on_dragleave} ondrop={on_drop}>
            <h2 id="keys-title">{ t(lang, text::TITLE) }
                <span class="muted head-note">{ t(lang, text::HEAD_NOTE) }</span>
                if loaded {
                    <span class="actions">
                        <button type="button" class="link" data-testid="keys-clear" onclick={clear}>{ t(lang, text::CLEAR) }</button>
                    </span>
                }
            </h2>
            <p class="muted keys-privacy" data-testid="keys-privacy">{ t(lang, text::PRIVACY) }</p>
            <div class="keys-controls">
                <label class="keys-drop" data-testid="keys-drop">
                    <span>{ t(lang, text::DROP) }{ " " }<span class="keys-pick">{ t(lang, text::PICK) }</span></span>
                    <input type="file" class="keys-file" data-testid="keys-file" onchange={on_file} />
                </label>
                <label class="keys-open" title={t(lang, text::OPEN_REPORT_HINT)}>
                    <span class="keys-pick">{ t(lang, text::OPEN_REPORT) }</span>
                    <input type="file" class="keys-file" data-testid="report-file" accept=".json,.txt,application/json,text/plain"
                        onchange={on_open} />
                </label>
                <div class="field">
                    <label for="keys-format">{ t(lang, text::FORMAT) }</label>
                    <select id="keys-format" data-testid="keys-format" onchange={on_format}>
                        { for KeysFormat::ALL.into_iter().map(|f| html! {
                            <option value={f.name()} selected={f == *format}>{ format_label(lang, f.name()) }</option>
                        }) }
                    </select>
                </div>
                <div class="field">
                    <label for="keys-order">{ t(lang, text::ORDER) }</label>
                    <select id="keys-order" data-testid="keys-order" onchange={on_order}>
                        { for KeysOrderChoice::ALL.into_iter().map(|o| html! {
                            <option value={o.name()} selected={o == *order}>{ order_label(lang, o) }</option>
                        }) }
                    </select>
                </div>
                if matches!(*format, KeysFormat::Csv | KeysFormat::Auto) {
                    <div class="field">
                        <label for="keys-column">{ t(lang, text::COLUMN) }</label>
                        <input id="keys-column" data-testid="keys-column" type="text" class="mono"
                            spellcheck="false" autocomplete="off" placeholder={t(lang, text::COLUMN_PLACEHOLDER)}
                            value={(*column).clone()} onchange={on_column} />
                    </div>
                }
                <label class="keys-sizes" title={t(lang, text::SIZES_TIP)}>
                    <input type="checkbox" data-testid="keys-sizes" checked={*sizes} onchange={on_sizes} />
                    { " " }{ t(lang, text::SIZES) }
                </label>
            </div>
            <div class="keys-paste">
                <label for="keys-paste">{ t(lang, text::PASTE) }</label>
                <textarea id="keys-paste" data-testid="keys-paste" class="mono" rows="4" spellcheck="false"
                    placeholder={t(lang, text::PASTE_PLACEHOLDER)} value={(*paste).clone()} oninput={on_paste_input}
                    aria-invalid={invalid.then_some("true")} aria-describedby={invalid.then_some("keys-error")} />
                <div class="paste-actions">
                    <button type="button" data-testid="keys-analyse-paste" onclick={analyse_paste}
                        disabled={paste.trim().is_empty()}>{ t(lang, text::ANALYSE_PASTE) }</button>
                </div>
            </div>
            <crate::components::decode_panel::DecodeInput />
            { open_view }
            { for opened_view }
            { status_view }
            if source.is_some() && props.design_json.is_none() {
                <p class="muted" data-testid="keys-design-errors">{ t(lang, text::NO_DESIGN) }</p>
            }
            { suggestion }
            { for undo_view }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn explicit_splits_follow_the_keys() {
        let s = explicit(&Splits::default(), &["a".into(), "m".into()]);
        assert_eq!(s.algorithm, SplitAlgorithm::Explicit);
        assert_eq!(s.keys, ["a", "m"]);
        assert_eq!(s.regions, 3);
        // Explicit keys decide the region count, not the count the design also holds.
        let mut t = s.clone();
        t.regions = 16;
        assert_eq!(regions(&t), 3);
        t.algorithm = SplitAlgorithm::Uniform;
        assert_eq!(regions(&t), 16);
    }

    #[test]
    fn an_opened_report_is_matched_by_its_fingerprints() {
        let f = |design: &str, splits: &str| Fingerprint {
            version: 1,
            design: design.into(),
            splits: splits.into(),
        };
        assert_eq!(mismatch(Some(&f("a", "s")), Some(&f("a", "s"))), None);
        assert_eq!(
            mismatch(Some(&f("a", "s")), Some(&f("b", "s"))),
            Some("design")
        );
        assert_eq!(
            mismatch(Some(&f("a", "s")), Some(&f("a", "t"))),
            Some("splits")
        );
        assert_eq!(mismatch(None, Some(&f("a", "s"))), Some("unknown"));
        // No analysis of the current design yet: nothing to say.
        assert_eq!(mismatch(Some(&f("a", "s")), None), None);
    }

    #[test]
    fn every_format_has_its_name_back() {
        for f in KeysFormat::ALL {
            assert_eq!(KeysFormat::from_name(f.name()), Some(f));
        }
        for o in KeysOrderChoice::ALL {
            assert_eq!(KeysOrderChoice::from_name(o.name()), Some(o));
        }
    }
}
