//! Exports: shell create, SPLITS_FILE, Java, Phoenix DDL, design JSON, sample CSV, shell
//! NUMREGIONS, RegionSplitter, cbt, hbase-site.xml; copy or download.
//!
//! Every export is made by the same core function as `rowkey export`, from the same split keys
//! (`analyze::split_keys` of the compiled design, in the design's own order), so the text is
//! byte for byte what the CLI prints. Only `quantile` keys need the whole sorted sample; those
//! come from the latest analysis, which cut them from exactly that sample.

mod table_fields;

use crate::components::lints_panel::with_code;
use crate::components::splits::{split_bytes_estimate, PAGE_SPLIT_BYTES};
use crate::services::clipboard::copy_text;
use crate::services::download::download_text;
use crate::state::Shared;
use rowkey_core::analyze::{split_keys, Report};
use rowkey_core::design::{Design, SplitAlgorithm};
use rowkey_core::exchange::{export_csv, export_design, ExportKind, EXPORT_KINDS};
use rowkey_core::hbase::to_bytes_binary;
use rowkey_core::sample::Compiled;
use std::rc::Rc;
use table_fields::TableFields;
use yew::prelude::*;

/// Props of [`ExportsPanel`].
#[derive(Properties, PartialEq)]
pub struct ExportsPanelProps {
    /// The design.
    pub design: Design,
    /// The compiled design.
    pub compiled: Option<Shared<Compiled>>,
    /// The analysis (its split keys).
    pub report: Option<Rc<Report>>,
    /// New table name and column families (the shell, Java and Phoenix exports use them).
    #[prop_or_default]
    pub on_table: Callback<rowkey_core::design::Table>,
}

/// The most sample keys the CSV export holds in the page (the CLI has no such limit).
const CSV_MAX: u64 = 100_000;

/// The most bytes of CSV the page makes on Copy or Download: long keys (a 3,000-segment
/// template, `pad(32000)`) would otherwise make gigabytes on the page's thread.
const CSV_MAX_BYTES: u64 = 32 << 20;

/// Lines shown in the box; Copy and Download always give everything.
const SHOWN_LINES: usize = 1000;

/// Sample keys in the CSV preview: the full CSV is made only on Copy or Download, so that
/// editing the design with the CSV tab open stays quick.
const CSV_PREVIEW: u64 = 200;

/// One export, ready to show, copy and download.
#[derive(Clone, Debug, PartialEq)]
struct Output {
    text: String,
    file: String,
    mime: &'static str,
    note: Option<String>,
    /// For the CSV: `text` is a preview, and Copy / Download make this many keys.
    csv_count: Option<u64>,
}

/// The design's split keys as `rowkey export` computes them, with a note when they come from
/// the analysis.
fn keys_for(
    compiled: &Compiled,
    report: Option<&Report>,
) -> Result<(Vec<Vec<u8>>, Option<String>), String> {
    if compiled.design().splits.algorithm == SplitAlgorithm::Quantile {
        return match report {
            Some(r) if r.splits.algorithm == SplitAlgorithm::Quantile => Ok((
                r.splits.keys.iter().map(|k| to_bytes_binary(k)).collect(),
                Some(
                    "Quantile split keys from the latest analysis of the sample (the CLI cuts \
                     them from the same sorted sample)."
                        .into(),
                ),
            )),
            _ => Err(
                "Quantile split keys are cut from the sorted sample: they appear when \
                      the analysis is done."
                    .into(),
            ),
        };
    }
    let splits = &compiled.design().splits;
    if split_bytes_estimate(splits) > PAGE_SPLIT_BYTES {
        return Err(format!(
            "These split keys are too large to make in the page ({} regions with bounds of up to \
             {} characters, about {} MB; the page makes at most {} MB): export them with \
             `rowkey export`.",
            splits.regions,
            [&splits.first, &splits.last, &splits.start, &splits.end]
                .into_iter()
                .filter_map(|b| b.as_ref().map(String::len))
                .max()
                .unwrap_or(0),
            split_bytes_estimate(splits) >> 20,
            PAGE_SPLIT_BYTES >> 20
        ));
    }
    split_keys(compiled, None)
        .map(|s| (s.keys, None))
        .map_err(|e| e.to_string())
}

fn make(
    kind: ExportKind,
    design: &Design,
    compiled: Option<&Compiled>,
    report: Option<&Report>,
) -> Result<Output, String> {
    let (file, mime) = (kind.file_name(design), kind.info().mime);
    if kind == ExportKind::Design {
        return Ok(Output {
            text: export_design(design),
            file,
            mime,
            note: None,
            csv_count: None,
        });
    }
    // The exports that create the table cannot be made with a name HBase would refuse; the
    // others (split keys, CSV) do not read it and are made as usual.
    if kind.creates_table() {
        let problems: Vec<String> = design
            .table
            .validate()
            .iter()
            .map(ToString::to_string)
            .collect();
        if !problems.is_empty() {
            return Err(format!(
                "{} creates the table, and the design's table is not valid ({}): fix it in the \
                 Table and Families boxes below.",
                kind.info().label,
                problems.join("; ")
            ));
        }
    }
    let compiled = compiled.ok_or_else(|| {
        "The design does not compile: fix the errors in the editor to export it.".to_owned()
    })?;
    if kind == ExportKind::Csv {
        let total = design.sample.count;
        let mut n = total.min(CSV_MAX);
        // The sample is a stream from row 0, so the preview is the full CSV's first lines.
        let text = export_csv(compiled, n.min(CSV_PREVIEW)).map_err(|e| e.to_string())?;
        // Rows of the preview tell what a row costs; keep the whole export within the budget.
        let row_bytes = (text.len() as u64 / n.clamp(1, CSV_PREVIEW)).max(1);
        let by_bytes = (CSV_MAX_BYTES / row_bytes).max(1);
        let capped = by_bytes < n;
        n = n.min(by_bytes);
        let mut note = format!(
            "Copy and Download give the first {n} sample keys, as `rowkey export design.json \
             --to csv --count {n}` writes them."
        );
        if capped {
            note.push_str(&format!(
                " The design samples {total}; these keys are long, and the page exports at most \
                 {} MB of CSV (the CLI, all).",
                CSV_MAX_BYTES >> 20
            ));
        } else if n < total {
            note.push_str(&format!(
                " The design samples {total}; the page exports at most {CSV_MAX} (the CLI, all)."
            ));
        }
        if n > CSV_PREVIEW {
            note.push_str(&format!(" The box shows the first {CSV_PREVIEW}."));
        }
        return Ok(Output {
            text,
            file,
            mime,
            note: Some(note),
            csv_count: Some(n),
        });
    }
    let (keys, note) = keys_for(compiled, report)?;
    // A target that cannot express the design says why, in the box, instead of a blank.
    let text = kind
        .with_keys(design, &keys)
        .ok_or_else(|| format!("{} is not made from split keys", kind.info().label))?
        .map_err(|refused| refused.reason)?;
    Ok(Output {
        text,
        file,
        mime,
        note,
        csv_count: None,
    })
}

/// The first [`SHOWN_LINES`] lines of `text`, and how many lines it has when that is more.
fn shown(text: &str) -> (&str, Option<usize>) {
    match text.match_indices('\n').nth(SHOWN_LINES - 1) {
        Some((i, _)) if i + 1 < text.len() => (&text[..=i], Some(text.lines().count())),
        _ => (text, None),
    }
}

/// The exports panel.
#[component]
pub fn ExportsPanel(props: &ExportsPanelProps) -> Html {
    let kind = use_state(|| ExportKind::Shell);
    // How the last Copy went: copied, or not (and the user is told how else to get the text).
    let copied = use_state(|| None::<bool>);

    // Only the chosen export is made, and again only when the design, its compiled form or
    // the analysis changes.
    let report_id = props.report.as_ref().map(|r| Rc::as_ptr(r) as usize);
    let output = {
        let report = props.report.clone();
        use_memo(
            (
                *kind,
                props.design.clone(),
                props.compiled.clone(),
                report_id,
            ),
            move |(kind, design, compiled, _)| {
                make(
                    *kind,
                    design,
                    compiled.as_ref().map(|c| &**c),
                    report.as_deref(),
                )
            },
        )
    };

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
                aria-controls="export-output" onclick={onclick}>{ label }</button>
        }
    });

    let ok = output.as_ref().as_ref().ok().cloned();
    // The whole text: the CSV is made now, the others are the box's text.
    let full_text = {
        let ok = ok.clone();
        let compiled = props.compiled.clone();
        move || -> Option<String> {
            let o = ok.as_ref()?;
            match (o.csv_count, &compiled) {
                (Some(n), Some(c)) => export_csv(c, n).ok(),
                (Some(_), None) => None,
                (None, _) => Some(o.text.clone()),
            }
        }
    };
    let on_copy = {
        let full_text = full_text.clone();
        let copied = copied.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(text) = full_text() {
                let copied = copied.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    copied.set(Some(copy_text(&text).await));
                });
            }
        })
    };
    let on_download = {
        let ok = ok.clone();
        Callback::from(move |_: MouseEvent| {
            if let (Some(o), Some(text)) = (&ok, full_text()) {
                download_text(&o.file, o.mime, &text);
            }
        })
    };

    let body = match &*output {
        Ok(o) => {
            let (text, total) = shown(&o.text);
            html! {
                <>
                    if let Some(note) = &o.note { <p class="export-note muted">{ with_code(note) }</p> }
                    <pre id="export-output" data-testid="export-output" class="export-output"
                        tabindex="0" aria-label={format!("Export: {}", o.file)}>{ text.to_owned() }</pre>
                    if let Some(lines) = total {
                        <p class="export-note muted">{ format!("Showing the first {SHOWN_LINES} of {lines} lines; Copy and Download give all of them.") }</p>
                    }
                </>
            }
        }
        Err(why) => html! {
            <>
                <p class="export-error error-text" data-testid="export-error" role="status">{ why.clone() }</p>
                <pre id="export-output" data-testid="export-output" class="export-output empty" tabindex="0"></pre>
            </>
        },
    };

    html! {
        <section class="panel exports" data-testid="exports" aria-labelledby="exports-title">
            <h2 id="exports-title">{ "Export" }</h2>
            <TableFields table={props.design.table.clone()} on_change={props.on_table.clone()} />
            <div class="export-tabs" role="group" aria-label="What to export">{ for buttons }</div>
            { body }
            <div class="export-actions">
                <button type="button" data-testid="export-copy" onclick={on_copy} disabled={ok.is_none()}>{ "Copy" }</button>
                <button type="button" data-testid="export-download" onclick={on_download} disabled={ok.is_none()}>
                    { ok.as_ref().map_or_else(|| "Download".to_owned(), |o| format!("Download {}", o.file)) }
                </button>
                <span class="copied" data-testid="export-copied" aria-live="polite">{ match *copied {
                    Some(true) => "Copied.",
                    Some(false) => "Copy failed — select the text above and press Ctrl+C / ⌘C, or use Download.",
                    None => "",
                } }</span>
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rowkey_core::exchange::export_shell;

    #[test]
    fn shown_lines() {
        let long: String = (0..1500).map(|i| format!("{i}\n")).collect();
        let (t, n) = shown(&long);
        assert_eq!(t.lines().count(), SHOWN_LINES);
        assert_eq!(n, Some(1500));
        assert_eq!(shown("a\nb\n"), ("a\nb\n", None));
    }

    #[test]
    fn csv_preview_is_the_start_of_the_full_csv() {
        let d = Design::from_json(include_str!("../../../../presets/ecommerce-orders.json"))
            .unwrap_or_default();
        let c = Compiled::new(&d).ok();
        let c = c.as_ref();
        let preview = make(ExportKind::Csv, &d, c, None)
            .map(|o| o.text)
            .unwrap_or_default();
        let full = c.and_then(|c| export_csv(c, 1000).ok()).unwrap_or_default();
        assert_eq!(preview.lines().count(), CSV_PREVIEW as usize + 1);
        assert!(full.starts_with(&preview));
    }

    #[test]
    fn same_as_the_cli_functions() {
        let d = Design::from_json(include_str!("../../../../presets/hbase-book-hex.json"))
            .unwrap_or_default();
        let c = Compiled::new(&d).ok();
        let out = make(ExportKind::Shell, &d, c.as_ref(), None).map(|o| o.text);
        let keys = c
            .as_ref()
            .map(|c| split_keys(c, None).map(|s| s.keys).unwrap_or_default());
        assert_eq!(out.ok(), keys.map(|k| export_shell(&d, &k)));
    }
}
