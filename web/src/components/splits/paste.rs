//! The paste box: split keys typed or pasted, or HBase output (get_splits, list_regions, a
//! SPLITS_FILE, the REST API) read into explicit keys. The core's importers run in the quick
//! worker (`import`), so the page's wasm does not carry them: what a paste holds is known when
//! the answer comes, and only the answer to the latest paste counts.

use super::labels::format_label;
use super::settings::{design_key_bytes, explicit_edit};
use crate::i18n::texts::splits as text;
use crate::i18n::{t, use_lang, Lang, Message};
use crate::services::quick;
use crate::state::{Banner, SplitsEdit};
use rowkey_core::design::{SplitAlgorithm, Splits};
use rowkey_core::exchange::ImportFormat;
use rowkey_core::hbase::{to_bytes_binary, to_string_binary};
use rowkey_core::i18n::Arg;
use rowkey_protocol::{ImportAnswer, ImportFailure};
use std::cell::Cell;
use std::rc::Rc;
use web_sys::{HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

/// The keys in a paste, read as `format` (`auto` detects it) by the quick worker: `then` gets
/// them with the format used, or why not in `lang` (where in the paste, or what stopped the
/// worker).
pub(super) fn parse_paste(
    format: &str,
    text: &str,
    lang: Lang,
    then: impl FnOnce(Result<(ImportFormat, Vec<Vec<u8>>), String>) + 'static,
) {
    let request = rowkey_protocol::QuickRequest::from(rowkey_protocol::MoreRequest::Import {
        format: format.to_owned(),
        text: text.to_owned(),
    });
    let pasted = text.to_owned();
    quick::ask(&request, move |answer| {
        let answer = answer.and_then(|text| {
            serde_json::from_str::<ImportAnswer>(&text).map_err(|e| format!("quick worker: {e}"))
        });
        then(answer.and_then(|a| {
            let fmt = ImportFormat::from_name(&a.format).unwrap_or(ImportFormat::List);
            match (a.keys, a.error) {
                (_, Some(e)) => Err(describe_import_error(fmt, &e, &pasted, lang)),
                (keys, None) => Ok((fmt, keys.unwrap_or_default())),
            }
        }));
    });
}

/// An import error with its line, and the line itself when it is short enough to show.
/// The error's message is the core's.
fn describe_import_error(fmt: ImportFormat, e: &ImportFailure, pasted: &str, lang: Lang) -> String {
    let line = Arg::Int(e.line as i128);
    let at = match e.column {
        Some(c) => Message::new(text::AT_LINE_COLUMN)
            .arg("line", line)
            .arg("column", Arg::Int(c as i128)),
        None => Message::new(text::AT_LINE).arg("line", line),
    };
    let excerpt = pasted
        .lines()
        .nth(e.line.saturating_sub(1))
        .map(str::trim_end)
        .filter(|l| !l.is_empty() && l.chars().count() <= 120)
        .map(|l| Message::new(text::LINE_EXCERPT).arg("text", l).render(lang))
        .unwrap_or_default();
    Message::new(text::IMPORT_ERROR)
        .arg("format", fmt.name())
        .arg("at", at)
        .arg("excerpt", excerpt)
        .arg("message", e.message.clone())
        .render(lang)
}

/// Props of [`PasteBox`].
#[derive(Properties, PartialEq)]
pub struct PasteBoxProps {
    /// The split settings.
    pub splits: Splits,
    /// The box's text (the panel reads it too: switching to explicit starts from it).
    pub paste: UseStateHandle<String>,
    /// The format select's value: `auto` or a core format name.
    pub format: UseStateHandle<String>,
    /// New settings.
    pub on_change: Callback<SplitsEdit>,
    /// Tell the user something (an import that failed).
    pub on_banner: Callback<Banner>,
}

/// The paste box: with `explicit` it is the key list, edited live; otherwise it holds a paste
/// until Import.
/// Key lists typed into the box that are still told apart from outside changes.
const TYPED_KEYS_KEPT: usize = 16;

#[component]
pub fn PasteBox(props: &PasteBoxProps) -> Html {
    let lang = use_lang();
    let splits = &props.splits;
    let paste = &props.paste;
    let format = &props.format;
    let paste_error = use_state(|| None::<String>);
    let paste_status = use_state(|| None::<String>);
    let format_ref = use_node_ref();
    // Pastes read: an answer about an older one than the latest is dropped.
    let reads = use_mut_ref(|| Rc::new(Cell::new(0u64)));
    let reads = reads.borrow().clone();
    // The key lists this box gave the design as it was typed: their echoes must not rewrite
    // the box, which may already hold keystrokes typed after them.
    let typed_keys = use_mut_ref(Vec::<Vec<Vec<u8>>>::new);

    // A `selected` attribute does not move a select the user has already changed (an import
    // resets it to auto): set the value itself after every render.
    {
        let format_ref = format_ref.clone();
        let want = (**format).clone();
        use_effect(move || {
            if let Some(el) = format_ref.cast::<HtmlSelectElement>() {
                if el.value() != want {
                    el.set_value(&want);
                }
            }
        });
    }

    // Explicit keys changed from outside (a preset, a link, switching algorithm): show them in
    // the box, unless the box already holds exactly these keys in another form (a paste).
    {
        let paste = paste.clone();
        let format = format.clone();
        let paste_error = paste_error.clone();
        let reads = reads.clone();
        let typed_keys = typed_keys.clone();
        use_effect_with(
            (splits.algorithm, splits.keys.clone()),
            move |(algo, keys)| {
                if *algo == SplitAlgorithm::Explicit {
                    let want: Vec<Vec<u8>> = keys.iter().map(|k| to_bytes_binary(k)).collect();
                    if typed_keys.borrow().contains(&want) {
                        return;
                    }
                    typed_keys.borrow_mut().clear();
                    let shown = keys.join("\n");
                    if *paste != shown {
                        let read = reads.get() + 1;
                        reads.set(read);
                        let (format, text) = ((*format).clone(), (*paste).clone());
                        parse_paste(&format, &text, lang, move |parsed| {
                            if reads.get() != read {
                                return;
                            }
                            if !matches!(parsed, Ok((_, k)) if k == want) {
                                paste.set(shown);
                                paste_error.set(None);
                            }
                        });
                    }
                } else {
                    // Outside explicit the box only holds a paste; an error from editing the
                    // keys no longer applies.
                    paste_error.set(None);
                }
            },
        );
    }

    let on_paste_input = {
        let splits = splits.clone();
        let paste = paste.clone();
        let format = format.clone();
        let paste_error = paste_error.clone();
        let paste_status = paste_status.clone();
        let on_change = props.on_change.clone();
        let reads = reads.clone();
        let typed_keys = typed_keys.clone();
        Callback::from(move |e: InputEvent| {
            let text = e.target_unchecked_into::<HtmlTextAreaElement>().value();
            paste_status.set(None);
            let read = reads.get() + 1;
            reads.set(read);
            // With `explicit`, the box is the key list: typing edits the design live. Otherwise
            // it only holds a paste until Import.
            if splits.algorithm == SplitAlgorithm::Explicit {
                let (splits, paste_error, on_change) =
                    (splits.clone(), paste_error.clone(), on_change.clone());
                let reads = reads.clone();
                let typed_keys = typed_keys.clone();
                parse_paste(&format, &text, lang, move |parsed| {
                    if reads.get() != read {
                        return;
                    }
                    match parsed {
                        Ok((_, keys)) => {
                            paste_error.set(None);
                            if keys != design_key_bytes(&splits) {
                                let mut typed = typed_keys.borrow_mut();
                                // A few of the latest are all an echo can be of.
                                if typed.len() >= TYPED_KEYS_KEPT {
                                    typed.remove(0);
                                }
                                typed.push(keys.clone());
                                drop(typed);
                                on_change.emit(explicit_edit(&keys));
                            }
                        }
                        Err(why) => paste_error.set(Some(why)),
                    }
                });
            } else {
                paste_error.set(None);
            }
            paste.set(text);
        })
    };

    let on_format = {
        let format = format.clone();
        let paste_error = paste_error.clone();
        Callback::from(move |e: Event| {
            format.set(e.target_unchecked_into::<HtmlSelectElement>().value());
            paste_error.set(None);
        })
    };

    let on_import = {
        let paste = paste.clone();
        let format = format.clone();
        let paste_error = paste_error.clone();
        let paste_status = paste_status.clone();
        let on_change = props.on_change.clone();
        let on_banner = props.on_banner.clone();
        let reads = reads.clone();
        Callback::from(move |_: MouseEvent| {
            if paste.trim().is_empty() {
                let msg = t(lang, text::NOTHING_TO_IMPORT);
                paste_error.set(Some(msg.clone()));
                paste_status.set(None);
                on_banner.emit(Banner::error(msg));
                return;
            }
            let read = reads.get() + 1;
            reads.set(read);
            let (paste, format, paste_error, paste_status, on_change, on_banner) = (
                paste.clone(),
                format.clone(),
                paste_error.clone(),
                paste_status.clone(),
                on_change.clone(),
                on_banner.clone(),
            );
            let reads = reads.clone();
            parse_paste(&format.clone(), &paste.clone(), lang, move |parsed| {
                if reads.get() != read {
                    return;
                }
                match parsed {
                    Ok((fmt, keys)) => {
                        paste_error.set(None);
                        paste_status.set(Some(
                            Message::new(text::IMPORTED)
                                .arg("keys", Arg::Int(keys.len() as i128))
                                .arg("regions", Arg::Int(keys.len() as i128 + 1))
                                .arg("format", fmt.name())
                                .render(lang),
                        ));
                        paste.set(
                            keys.iter()
                                .map(|k| to_string_binary(k))
                                .collect::<Vec<_>>()
                                .join("\n"),
                        );
                        format.set("auto".into());
                        on_change.emit(explicit_edit(&keys));
                    }
                    Err(msg) => {
                        paste_error.set(Some(msg.clone()));
                        paste_status.set(None);
                        on_banner.emit(Banner::error(
                            Message::new(text::IMPORT_FAILED)
                                .arg("message", msg)
                                .render(lang),
                        ));
                    }
                }
            });
        })
    };

    let detected = (format.as_str() == "auto" && !paste.trim().is_empty())
        .then(|| ImportFormat::detect(paste).name());
    let paste_label = t(
        lang,
        if splits.algorithm == SplitAlgorithm::Explicit {
            text::PASTE_LABEL_EXPLICIT
        } else {
            text::PASTE_LABEL
        },
    );

    html! {
        <div class="split-paste">
            <label for="split-paste">{ paste_label }</label>
            <textarea id="split-paste" data-testid="split-paste" class="mono" rows="5"
                spellcheck="false" autocomplete="off" value={(**paste).clone()}
                // get_splits output as the HBase shell prints it, in every language.
                placeholder={"Total number of splits = 4\n10\n20\\x00\n…"}
                aria-invalid={paste_error.is_some().to_string()}
                aria-describedby={paste_error.is_some().then_some("split-paste-error")}
                oninput={on_paste_input} />
            <div class="paste-actions">
                <label for="split-format">{ t(lang, text::FORMAT) }</label>
                <select id="split-format" data-testid="split-format" ref={format_ref} onchange={on_format}>
                    <option value="auto" selected={format.as_str() == "auto"}>{ t(lang, text::AUTO_DETECT) }</option>
                    { for ImportFormat::ALL.iter().map(|f| html! {
                        <option value={f.name()} selected={format.as_str() == f.name()}>{ format_label(*f, lang) }</option>
                    }) }
                </select>
                <button type="button" data-testid="split-import" onclick={on_import}>{ t(lang, text::IMPORT) }</button>
                if let Some(d) = detected {
                    <span class="muted detected">{ Message::new(text::DETECTED).arg("format", d).render(lang) }</span>
                }
            </div>
            if let Some(err) = &*paste_error {
                <p id="split-paste-error" class="field-msg error-text" role="alert">{ err.clone() }</p>
            }
            if let Some(ok) = &*paste_status {
                <p class="field-msg ok-text" role="status">{ ok.clone() }</p>
            }
        </div>
    }
}
