//! Sample keys: toStringBinary and hex, bytes coloured by the segment that made them, lengths.

use crate::components::decode_panel::KeyButton;
use crate::i18n::texts::sample_table as text;
use crate::i18n::{t, use_lang, Lang, Message};
use rowkey_core::hbase::{to_hex, to_string_binary, utf8_text, utf8_text_of_parts};
use rowkey_core::i18n::Arg;
use rowkey_core::preview::{Preview, PreviewRow as Row};
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`SampleTable`].
#[derive(Properties, PartialEq, Clone)]
pub struct SampleTableProps {
    /// The first sample rows, from the quick worker (`services::quick`, op `preview`), or why
    /// they could not be made; none while the design has errors or before the first answer.
    pub preview: Option<Rc<Result<Preview, String>>>,
    /// The design's sample seed, shown in the heading.
    pub seed: u64,
}

/// The CSS class of plan part `i`: its segment's colour, or the literal grey.
fn part_class(part_segment: &[Option<usize>], i: usize) -> String {
    match part_segment.get(i).copied().flatten() {
        Some(s) => format!("kp seg-{}", s % 6),
        None => "kp lit".into(),
    }
}

/// `bytes` in toStringBinary, escapes (`\x00`) as dimmed units of their own. The text content is
/// exactly `to_string_binary(bytes)`.
fn binary_runs(bytes: &[u8]) -> Html {
    let mut nodes: Vec<Html> = Vec::new();
    let mut plain = String::new();
    for &b in bytes {
        let s = to_string_binary(&[b]);
        if s.len() == 1 {
            plain.push_str(&s);
        } else {
            if !plain.is_empty() {
                nodes.push(html! { { std::mem::take(&mut plain) } });
            }
            nodes.push(html! { <span class="esc">{ s }</span> });
        }
    }
    if !plain.is_empty() {
        nodes.push(html! { { plain } });
    }
    nodes.into_iter().collect::<Html>()
}

/// The most key bytes a row shows: longer keys (up to HBase's 32,767) end in a count of the
/// bytes left out, so a table of long keys stays a table, not a page of spans.
const MAX_SHOWN_BYTES: usize = 512;

/// The key split into its parts, each rendered by `render` and coloured by its part.
fn coloured(
    row: &Row,
    part_segment: &[Option<usize>],
    render: fn(&[u8]) -> Html,
    lang: Lang,
) -> Html {
    let shown = row.key.len().min(MAX_SHOWN_BYTES);
    let mut start = 0;
    let mut nodes: Vec<Html> = Vec::new();
    for (i, &end) in row.ends.iter().enumerate() {
        let end = end.clamp(start, shown);
        let bytes = &row.key[start..end];
        start = end;
        if !bytes.is_empty() {
            nodes
                .push(html! { <span class={part_class(part_segment, i)}>{ render(bytes) }</span> });
        }
        if start == shown {
            break;
        }
    }
    if start < shown {
        nodes.push(render(&row.key[start..shown]));
    }
    if shown < row.key.len() {
        let more = row.key.len() - shown;
        let note = Message::new(text::MORE_BYTES)
            .arg("n", Arg::Int(more as i128))
            .render(lang);
        nodes.push(html! { <span class="more-bytes muted">{ note }</span> });
    }
    nodes.into_iter().collect::<Html>()
}

/// A part as text where it is UTF-8 text, else in toStringBinary.
fn text_runs(bytes: &[u8]) -> Html {
    match utf8_text(bytes) {
        Some(text) => html! { { text } },
        None => binary_runs(bytes),
    }
}

/// The key's decoded text, under its toStringBinary form, when a part of it holds non-ASCII
/// UTF-8 text (Chinese values read `\xE6\xB7\xB1…` in HBase's form alone).
fn text_line(row: &Row, part_segment: &[Option<usize>], lang: Lang) -> Html {
    let shown = row.key.len().min(MAX_SHOWN_BYTES);
    if utf8_text_of_parts(&row.key[..shown], &row.ends).is_none() {
        return html! {};
    }
    html! {
        <div class="key-text" data-testid="sample-text" title={t(lang, text::TEXT_TITLE)}>
            <span class="key-text-label">{ t(lang, text::TEXT) }</span>
            { coloured(row, part_segment, text_runs, lang) }
        </div>
    }
}

fn hex_runs(bytes: &[u8]) -> Html {
    html! { { to_hex(bytes) } }
}

/// The sample keys table.
#[component]
pub fn SampleTable(props: &SampleTableProps) -> Html {
    let lang = use_lang();
    let show_values = use_state(|| false);
    let toggle = {
        let show_values = show_values.clone();
        Callback::from(move |_: Event| show_values.set(!*show_values))
    };
    // A quick worker that could not answer: an empty table that says why.
    let failed = props
        .preview
        .as_deref()
        .and_then(|p| p.as_ref().err())
        .map(|e| Preview {
            rows: Vec::new(),
            part_segment: Vec::new(),
            fields: Vec::new(),
            error: Some(e.clone()),
        });
    let Some(s) = failed
        .as_ref()
        .or_else(|| props.preview.as_deref().and_then(|p| p.as_ref().ok()))
    else {
        return html! {
            <section class="panel sample-keys" aria-labelledby="sample-title">
                <h2 id="sample-title">{ t(lang, text::TITLE) }</h2>
                <p class="muted">{ t(lang, text::EMPTY) }</p>
            </section>
        };
    };
    let seed = props.seed;
    // The seed is shown as it is written in the design (no thousands separators).
    let head_note = Message::new(text::HEAD_NOTE)
        .arg("rows", Arg::Int(s.rows.len() as i128))
        .arg("seed", seed.to_string())
        .render(lang);
    let rows = s.rows.iter().enumerate().map(|(i, row)| {
        let values = show_values.then(|| {
            html! {
                <td class="values">
                    { for s.fields.iter().zip(&row.values).map(|(f, v)| html! {
                        <span class="fv"><span class="fv-name">{ f.clone() }{ "=" }</span><span class="fv-value mono">{ v.clone() }</span></span>
                    }) }
                </td>
            }
        });
        html! {
            <tr data-testid="sample-row">
                <td class="num">{ i + 1 }</td>
                <td class="key mono">
                    <div data-testid="sample-key">
                        <KeyButton key_bytes={row.key.clone()} label={to_string_binary(&row.key)} testid="sample-decode">
                            { coloured(row, &s.part_segment, binary_runs, lang) }
                        </KeyButton>
                    </div>
                    { text_line(row, &s.part_segment, lang) }
                </td>
                <td class="hex mono" data-testid="sample-hex">{ coloured(row, &s.part_segment, hex_runs, lang) }</td>
                <td class="num" data-testid="sample-len">{ row.key.len() }</td>
                { for values }
            </tr>
        }
    });
    html! {
        <section class="panel sample-keys" aria-labelledby="sample-title">
            <h2 id="sample-title">{ t(lang, text::TITLE) }
                <span class="muted head-note">{ head_note }</span>
                <span class="actions">
                    <label class="check">
                        <input type="checkbox" checked={*show_values} onchange={toggle} />
                        { t(lang, text::FIELD_VALUES) }
                    </label>
                </span>
            </h2>
            if let Some(e) = &s.error {
                <p class="error-text">{ e.clone() }</p>
            }
            <div class="table-scroll">
                <table class={classes!("sample-table", show_values.then_some("with-values"))} data-testid="sample-table">
                    <thead>
                        <tr>
                            <th scope="col" class="num">{ "#" }</th>
                            <th scope="col">{ t(lang, text::KEY) }</th>
                            <th scope="col">{ t(lang, text::HEX) }</th>
                            <th scope="col" class="num" title={t(lang, text::BYTES_TITLE)}>{ t(lang, text::BYTES) }</th>
                            if *show_values { <th scope="col">{ t(lang, text::FIELD_VALUES) }</th> }
                        </tr>
                    </thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
        </section>
    }
}
