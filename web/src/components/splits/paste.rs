//! The paste box: split keys typed or pasted, or HBase output (get_splits, list_regions, a
//! SPLITS_FILE, the REST API) read into explicit keys.

use super::labels::format_label;
use super::settings::{design_key_bytes, explicit_splits};
use crate::i18n::texts::splits as text;
use crate::i18n::{t, use_lang, Lang, Message};
use crate::state::Banner;
use rowkey_core::design::{SplitAlgorithm, Splits};
use rowkey_core::exchange::{import, ImportError, ImportFormat};
use rowkey_core::hbase::{to_bytes_binary, to_string_binary};
use rowkey_core::i18n::Arg;
use web_sys::{HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

/// Keys read from a paste, or why not; either way with the format it was read as.
type Parsed = Result<(ImportFormat, Vec<Vec<u8>>), (ImportFormat, ImportError)>;

/// The keys in a paste, read as `format` (`auto` detects it), with the format used.
pub(super) fn parse_paste(format: &str, text: &str) -> Parsed {
    let fmt = ImportFormat::from_name(format).unwrap_or_else(|| ImportFormat::detect(text));
    import(fmt, text).map(|k| (fmt, k)).map_err(|e| (fmt, e))
}

/// An import error with its line, and the line itself when it is short enough to show.
/// The error's message is the core's.
fn describe_import_error(fmt: ImportFormat, e: &ImportError, pasted: &str, lang: Lang) -> String {
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
    pub on_change: Callback<Splits>,
    /// Tell the user something (an import that failed).
    pub on_banner: Callback<Banner>,
}

/// The paste box: with `explicit` it is the key list, edited live; otherwise it holds a paste
/// until Import.
#[component]
pub fn PasteBox(props: &PasteBoxProps) -> Html {
    let lang = use_lang();
    let splits = &props.splits;
    let paste = &props.paste;
    let format = &props.format;
    let paste_error = use_state(|| None::<String>);
    let paste_status = use_state(|| None::<String>);
    let format_ref = use_node_ref();

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
        use_effect_with(
            (splits.algorithm, splits.keys.clone()),
            move |(algo, keys)| {
                if *algo == SplitAlgorithm::Explicit {
                    let want: Vec<Vec<u8>> = keys.iter().map(|k| to_bytes_binary(k)).collect();
                    let same = matches!(parse_paste(&format, &paste), Ok((_, k)) if k == want);
                    if !same {
                        paste.set(keys.join("\n"));
                        paste_error.set(None);
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
        Callback::from(move |e: InputEvent| {
            let text = e.target_unchecked_into::<HtmlTextAreaElement>().value();
            paste_status.set(None);
            // With `explicit`, the box is the key list: typing edits the design live. Otherwise
            // it only holds a paste until Import.
            if splits.algorithm == SplitAlgorithm::Explicit {
                match parse_paste(&format, &text) {
                    Ok((_, keys)) => {
                        paste_error.set(None);
                        if keys != design_key_bytes(&splits) {
                            on_change.emit(explicit_splits(&splits, &keys));
                        }
                    }
                    Err((fmt, err)) => {
                        paste_error.set(Some(describe_import_error(fmt, &err, &text, lang)))
                    }
                }
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
        let splits = splits.clone();
        let paste = paste.clone();
        let format = format.clone();
        let paste_error = paste_error.clone();
        let paste_status = paste_status.clone();
        let on_change = props.on_change.clone();
        let on_banner = props.on_banner.clone();
        Callback::from(move |_: MouseEvent| {
            if paste.trim().is_empty() {
                let msg = t(lang, text::NOTHING_TO_IMPORT);
                paste_error.set(Some(msg.clone()));
                paste_status.set(None);
                on_banner.emit(Banner::error(msg));
                return;
            }
            match parse_paste(&format, &paste) {
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
                    on_change.emit(explicit_splits(&splits, &keys));
                }
                Err((fmt, err)) => {
                    let msg = describe_import_error(fmt, &err, &paste, lang);
                    paste_error.set(Some(msg.clone()));
                    paste_status.set(None);
                    on_banner.emit(Banner::error(
                        Message::new(text::IMPORT_FAILED)
                            .arg("message", msg)
                            .render(lang),
                    ));
                }
            }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_auto_paste_is_read_in_the_format_it_is_in() {
        let fixtures = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../crates/rowkey-cli/tests/fixtures/"
        );
        let read = |n: &str| std::fs::read_to_string(format!("{fixtures}{n}")).unwrap_or_default();
        let (_, keys) =
            parse_paste("auto", &read("get_splits.txt")).unwrap_or((ImportFormat::List, vec![]));
        assert_eq!(keys.len(), 4);
    }
}
