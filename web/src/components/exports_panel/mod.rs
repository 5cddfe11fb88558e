//! Exports: shell create, SPLITS_FILE, Java, Phoenix DDL, design JSON, sample CSV, shell
//! NUMREGIONS, RegionSplitter, cbt, hbase-site.xml; copy or download.
//!
//! Every export is made by the same core function as `rowkey export`, from the same split keys
//! (`analyze::split_keys` of the compiled design, in the design's own order), so the text is
//! byte for byte what the CLI prints. Only `quantile` keys need the whole sorted sample; those
//! come from the latest analysis, which cut them from exactly that sample.

mod table_fields;

use crate::components::lints_panel::with_code;
use crate::hooks::use_quick;
use crate::i18n::texts::exports_panel as text;
use crate::i18n::{t, use_lang, Lang, Message};
use crate::services::clipboard::copy_text;
use crate::services::download::download_text;
use crate::services::quick;
use rowkey_core::analyze::Report;
use rowkey_core::design::{Design, SplitAlgorithm};
use rowkey_core::exchange::{ExportKind, EXPORT_KINDS};
use rowkey_protocol::{MoreRequest, QuickRequest};
use std::rc::Rc;
use table_fields::TableFields;
use yew::prelude::*;

/// Props of [`ExportsPanel`].
#[derive(Properties, PartialEq, Clone)]
pub struct ExportsPanelProps {
    /// The design.
    pub design: Design,
    /// The analysis (its split keys).
    pub report: Option<Rc<Report>>,
    /// New table name and column families (the shell, Java and Phoenix exports use them).
    #[prop_or_default]
    pub on_table: Callback<rowkey_core::design::Table>,
}

/// Lines shown in the box; Copy and Download always give everything.
const SHOWN_LINES: usize = 1000;

/// One export, ready to show, copy and download (the quick worker's `export` answer).
type Output = rowkey_protocol::ExportAnswer;

/// The quick worker's request for the export `kind` of `design`; `report`'s split keys go with
/// it when they are quantile keys (cut from the whole sorted sample, which only the analysis
/// has).
fn export_request(kind: ExportKind, design: &Design, report: Option<&Report>) -> QuickRequest {
    let quantile = report
        .filter(|_| design.splits.algorithm == SplitAlgorithm::Quantile)
        .filter(|r| r.splits.algorithm == SplitAlgorithm::Quantile)
        .map(|r| r.splits.keys.clone());
    QuickRequest::from(MoreRequest::Export {
        design: design.clone(),
        kind: kind.info().id.to_owned(),
        quantile,
    })
}

/// The first [`SHOWN_LINES`] lines of `text`, and how many lines it has when that is more.
fn shown(text: &str) -> (&str, Option<usize>) {
    match text.match_indices('\n').nth(SHOWN_LINES - 1) {
        Some((i, _)) if i + 1 < text.len() => (&text[..=i], Some(text.lines().count())),
        _ => (text, None),
    }
}

/// An export kind's name in `lang` (`id`: the core's id, `label`: its English name, kept
/// where it is an HBase or file name either way).
fn kind_label(id: &str, label: &'static str, lang: Lang) -> String {
    let entry = match id {
        "design" => text::KIND_DESIGN,
        "csv" => text::KIND_CSV,
        "shell" => text::KIND_SHELL,
        "phoenix" => text::KIND_PHOENIX,
        "cbt" => text::KIND_CBT,
        _ => return label.to_owned(),
    };
    t(lang, entry)
}

/// The exports panel.
#[component]
pub fn ExportsPanel(props: &ExportsPanelProps) -> Html {
    let lang = use_lang();
    let kind = use_state(|| ExportKind::Shell);
    // How the last Copy went: copied, or not (and the user is told how else to get the text).
    let copied = use_state(|| None::<bool>);

    // Only the chosen export is made (by the quick worker), and again only when the design or
    // the quantile keys of the analysis change.
    let output = use_quick::<Output>(Some(export_request(
        *kind,
        &props.design,
        props.report.as_deref(),
    )));

    let buttons = EXPORT_KINDS.iter().map(|info| {
        let (k, id, label) = (info.kind, info.id, info.label);
        let selected = *kind == k;
        let kind = kind.clone();
        let copied = copied.clone();
        let onclick = Callback::from(move |_: MouseEvent| {
            kind.set(k);
            copied.set(None);
        });
        html! {
            <button type="button" class={classes!("export-tab", selected.then_some("selected"))}
                data-testid={format!("export-{id}")} aria-pressed={selected.to_string()}
                aria-controls="export-output" onclick={onclick}>{ kind_label(id, label, lang) }</button>
        }
    });

    let ok = output
        .as_deref()
        .and_then(|o| o.as_ref().ok())
        .filter(|o| o.file == kind.file_name(&props.design))
        .cloned();
    // The whole text, to `then`: the CSV is made now (by the quick worker), the others are the
    // box's text.
    let full_text = {
        let ok = ok.clone();
        let design = props.design.clone();
        move |then: Box<dyn FnOnce(String)>| {
            let Some(o) = ok.as_ref() else {
                return;
            };
            match o.csv_count {
                Some(n) => {
                    let request = QuickRequest::from(MoreRequest::Csv {
                        design: design.clone(),
                        count: n,
                    });
                    quick::ask(&request, move |text| {
                        if let Some(text) = text
                            .ok()
                            .and_then(|t| serde_json::from_str::<String>(&t).ok())
                        {
                            then(text);
                        }
                    });
                }
                None => then(o.text.clone()),
            }
        }
    };
    let on_copy = {
        let full_text = full_text.clone();
        let copied = copied.clone();
        Callback::from(move |_: MouseEvent| {
            let copied = copied.clone();
            full_text(Box::new(move |text| {
                wasm_bindgen_futures::spawn_local(async move {
                    copied.set(Some(copy_text(&text).await));
                });
            }));
        })
    };
    let on_download = {
        let ok = ok.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(o) = &ok {
                let (file, mime) = (o.file.clone(), o.mime.clone());
                full_text(Box::new(move |text| download_text(&file, &mime, &text)));
            }
        })
    };

    let body = match output.as_deref() {
        // Until the first answer comes.
        None => html! {
            <pre id="export-output" data-testid="export-output" class="export-output empty" tabindex="0"></pre>
        },
        Some(Ok(o)) => {
            let (text, total) = shown(&o.text);
            html! {
                <>
                    if let Some(note) = &o.note { <p class="export-note muted">{ with_code(note) }</p> }
                    <pre id="export-output" data-testid="export-output" class="export-output"
                        tabindex="0" aria-label={Message::new(text::OUTPUT_LABEL).arg("file", &o.file).render(lang)}>{ text.to_owned() }</pre>
                    if let Some(lines) = total {
                        <p class="export-note muted">{ Message::new(text::SHOWING).arg("shown", SHOWN_LINES.to_string()).arg("lines", lines.to_string()).render(lang) }</p>
                    }
                </>
            }
        }
        Some(Err(why)) => html! {
            <>
                <p class="export-error error-text" data-testid="export-error" role="status">{ why.clone() }</p>
                <pre id="export-output" data-testid="export-output" class="export-output empty" tabindex="0"></pre>
            </>
        },
    };

    html! {
        <section id="exports" class="panel exports" data-testid="exports" aria-labelledby="exports-title" tabindex="-1">
            <h2 id="exports-title">{ t(lang, text::TITLE) }</h2>
            <TableFields table={props.design.table.clone()} on_change={props.on_table.clone()} />
            <div class="export-tabs" role="group" aria-label={t(lang, text::KINDS_LABEL)}>{ for buttons }</div>
            { body }
            <div class="export-actions">
                <button type="button" data-testid="export-copy" onclick={on_copy} disabled={ok.is_none()}>{ t(lang, text::COPY) }</button>
                <button type="button" data-testid="export-download" onclick={on_download} disabled={ok.is_none()}>
                    { ok.as_ref().map_or_else(|| t(lang, text::DOWNLOAD), |o| Message::new(text::DOWNLOAD_FILE).arg("file", &o.file).render(lang)) }
                </button>
                <span class="copied" data-testid="export-copied" aria-live="polite">{ match *copied {
                    Some(true) => t(lang, text::COPIED),
                    Some(false) => t(lang, text::COPY_FAILED),
                    None => String::new(),
                } }</span>
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shown_lines() {
        let long: String = (0..1500).map(|i| format!("{i}\n")).collect();
        let (t, n) = shown(&long);
        assert_eq!(t.lines().count(), SHOWN_LINES);
        assert_eq!(n, Some(1500));
        assert_eq!(shown("a\nb\n"), ("a\nb\n", None));
    }
}

/// A button near the verdict that takes the reader (and the focus) to the exports, past the
/// charts and the sample keys; a button rather than a `#exports` link, because the page's URL
/// fragment holds the design.
#[component]
pub fn JumpToExports() -> Html {
    let lang = use_lang();
    let onclick = Callback::from(|_: MouseEvent| {
        let panel = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("exports"))
            .and_then(|el| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(el).ok());
        if let Some(panel) = panel {
            panel.scroll_into_view();
            let _ = panel.focus();
        }
    });
    html! {
        <button type="button" class="link jump-exports" data-testid="jump-exports" {onclick}
            title={t(lang, text::JUMP_TITLE)}>{ t(lang, text::JUMP) }</button>
    }
}
