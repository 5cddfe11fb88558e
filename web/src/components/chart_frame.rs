//! A chart's frame: title, SVG and PNG export, and the text equivalent for screen readers.
//!
//! Every chart goes through it, so they all look alike, export alike, and all carry their
//! figures as text. The scale helpers the charts share live here too (their width comes from
//! [`crate::hooks::use_box_width`], their figures from [`crate::format`]).

use crate::format::fmt_pct_axis;
use crate::i18n::texts::chart_frame as text;
use crate::i18n::{t, use_lang, Lang, Message};
use crate::services::download;
use yew::prelude::*;

/// Props of [`ChartFrame`].
#[derive(Properties, PartialEq)]
pub struct ChartFrameProps {
    /// The title.
    pub title: AttrValue,
    /// The id of the chart's `<svg>` (for export).
    pub svg_id: AttrValue,
    /// File name stem for exports.
    pub file: AttrValue,
    /// The chart.
    pub children: Html,
    /// The same figures as text (a table or list), for screen readers.
    #[prop_or_default]
    pub text: Html,
    /// The section's `data-testid`.
    #[prop_or_default]
    pub testid: Option<AttrValue>,
    /// Extra classes on the section.
    #[prop_or_default]
    pub class: Classes,
    /// No chart yet (nothing to export): the export buttons are disabled.
    #[prop_or_default]
    pub empty: bool,
    /// Keep the text equivalent visually hidden (for screen readers only) instead of behind a
    /// "Show as table" disclosure: for the compact embedded view, where space is short.
    #[prop_or_default]
    pub hidden_text: bool,
    /// Called when the "Show as table" disclosure opens or closes, so a chart can build its
    /// (possibly long) table only while it is open.
    #[prop_or_default]
    pub on_table_toggle: Option<Callback<bool>>,
}

/// A chart frame.
#[component]
pub fn ChartFrame(props: &ChartFrameProps) -> Html {
    let lang = use_lang();
    let export_svg = {
        let (id, file) = (props.svg_id.clone(), props.file.clone());
        Callback::from(move |_: MouseEvent| download::download_svg(&id, &file))
    };
    let export_png = {
        let (id, file) = (props.svg_id.clone(), props.file.clone());
        Callback::from(move |_: MouseEvent| download::download_png(&id, &file))
    };
    let ontoggle = props.on_table_toggle.clone().map(|cb| {
        Callback::from(move |e: Event| {
            let open = e
                .target_dyn_into::<web_sys::Element>()
                .is_some_and(|el| el.has_attribute("open"));
            cb.emit(open);
        })
    });
    let title = props.title.clone();
    let title_id = format!("{}-title", props.svg_id);
    html! {
        <section class={classes!("panel", "chart", props.class.clone())}
            data-testid={props.testid.clone()} aria-labelledby={title_id.clone()}>
            <h2>
                <span class="chart-title" id={title_id}>{ title.clone() }</span>
                <span class="actions">
                    <button type="button" class="chart-export" data-testid="export-svg"
                        disabled={props.empty}
                        aria-label={Message::new(text::DOWNLOAD_SVG).arg("title", title.as_str()).render(lang)}
                        title={t(lang, text::DOWNLOAD_SVG_TIP)} onclick={export_svg}>{ "SVG" }</button>
                    <button type="button" class="chart-export" data-testid="export-png"
                        disabled={props.empty}
                        aria-label={Message::new(text::DOWNLOAD_PNG).arg("title", title.as_str()).render(lang)}
                        title={t(lang, text::DOWNLOAD_PNG_TIP)} onclick={export_png}>{ "PNG" }</button>
                </span>
            </h2>
            { props.children.clone() }
            if props.empty {
            } else if props.hidden_text {
                <div class="visually-hidden">{ props.text.clone() }</div>
            } else {
                <details class="chart-text" {ontoggle}>
                    <summary>{ t(lang, text::SHOW_TABLE) }</summary>
                    <div class="chart-text-body">{ props.text.clone() }</div>
                </details>
            }
        </section>
    }
}

/// The diagonal hatch that marks keyspace no key can reach (dead regions, unreachable bytes),
/// as an SVG pattern with id `id`, drawn the same way in every chart. The id must be unique on
/// the page (compare mode shows two charts of a kind), so callers derive it from the chart's.
pub fn hatch_defs(id: &str) -> Html {
    html! {
        <defs>
            <pattern id={id.to_owned()} class="hatch" patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(45)">
                <rect class="hatch-bg" x="0" y="0" width="6" height="6" />
                <line class="hatch-line" x1="0" y1="0" x2="0" y2="6" />
            </pattern>
        </defs>
    }
}

/// A chart's `<svg>` id and download name: the usual ones, or with `-a` / `-b` for one of two
/// charts of a kind on the page (compare mode), so that ids stay unique.
///
/// ```ignore
/// assert_eq!(chart_names("chart-regions", "regions", Some("b")).0, "chart-regions-b");
/// ```
pub fn chart_names(svg_id: &str, file: &str, side: Option<&str>) -> (AttrValue, AttrValue) {
    match side {
        Some(side) => (
            format!("{svg_id}-{side}").into(),
            format!("{file}-{side}").into(),
        ),
        None => (
            AttrValue::from(svg_id.to_owned()),
            AttrValue::from(file.to_owned()),
        ),
    }
}

/// The shown placeholder while there is no analysis yet.
pub fn placeholder(text: &str) -> Html {
    html! { <p class="chart-placeholder" role="status">{ text.to_string() }</p> }
}

/// The placeholder while the analysis runs, in `lang`.
pub fn analysing(lang: Lang) -> Html {
    placeholder(&t(lang, text::ANALYSING))
}

/// A share as an axis label in `lang` (`10 %`, Chinese `10%`).
pub fn pct_tick(lang: Lang, share: f64) -> String {
    let s = fmt_pct_axis(share);
    match s.strip_suffix(" %") {
        Some(p) => Message::new(text::PERCENT_TICK).arg("p", p).render(lang),
        None => s,
    }
}

/// Roughly how wide `label` is drawn in the charts' small type, in viewBox units: a CJK
/// character takes about two Latin ones, so legends spaced by this do not overlap in Chinese.
pub fn label_width(label: &str, per_char: f64) -> f64 {
    let wide = label.chars().filter(|&c| c >= '\u{2e80}').count();
    let narrow = label.chars().count() - wide;
    narrow as f64 * per_char + wide as f64 * per_char * 1.8
}

/// Round tick values from 0 to at least `max`: a "nice" step (1, 2 or 5 × 10ⁿ) giving about
/// `target` intervals. Returns `(step, ticks)`; the last tick is ≥ `max`.
pub fn nice_ticks(max: f64, target: usize) -> (f64, Vec<f64>) {
    let max = if max.is_finite() && max > 0.0 {
        max
    } else {
        1.0
    };
    let raw = max / target.max(1) as f64;
    let mag = 10f64.powf(raw.log10().floor());
    let norm = raw / mag;
    let step = mag
        * if norm <= 1.0 {
            1.0
        } else if norm <= 2.0 {
            2.0
        } else if norm <= 5.0 {
            5.0
        } else {
            10.0
        };
    let n = (max / step).ceil().max(1.0) as usize;
    let ticks = (0..=n).map(|i| i as f64 * step).collect();
    (step, ticks)
}

/// Up to `max` evenly spaced indices from `0..n` (always including the first), for axis labels.
pub fn index_ticks(n: usize, max: usize) -> Vec<usize> {
    if n == 0 {
        return Vec::new();
    }
    let (step, _) = nice_ticks(n as f64, max.max(1));
    let step = (step as usize).max(1);
    (0..n).step_by(step).collect()
}

/// A `<table>` with a header row and body rows of plain text cells.
pub fn text_table(caption: &str, head: &[&str], rows: Vec<Vec<String>>) -> Html {
    text_table_with_keys(caption, head, rows, &[])
}

/// [`text_table`] whose columns `keys` hold row keys (toStringBinary): data, never translated,
/// so they are marked as code (`translate="no"`) for translators and the page's tests alike.
pub fn text_table_with_keys(
    caption: &str,
    head: &[&str],
    rows: Vec<Vec<String>>,
    keys: &[usize],
) -> Html {
    html! {
        <table class="chart-table">
            <caption>{ caption.to_string() }</caption>
            <thead><tr>{ for head.iter().map(|h| html! { <th scope="col">{ h.to_string() }</th> }) }</tr></thead>
            <tbody>
                { for rows.into_iter().map(|r| html! {
                    <tr>{ for r.into_iter().enumerate().map(|(i, c)| if keys.contains(&i) {
                        html! { <td class="mono" translate="no">{ c }</td> }
                    } else {
                        html! { <td>{ c }</td> }
                    }) }</tr>
                }) }
            </tbody>
        </table>
    }
}

// Plain unit tests run natively; the wasm test run only takes `wasm_bindgen_test`s.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn ticks() {
        let (step, t) = nice_ticks(0.23, 4);
        assert_eq!(step, 0.1);
        assert_eq!(t.len(), 4);
        assert_eq!(index_ticks(10, 12), (0..10).collect::<Vec<_>>());
        assert_eq!(
            index_ticks(100, 10),
            (0..100).step_by(10).collect::<Vec<_>>()
        );
        assert!(index_ticks(0, 5).is_empty());
        let (_, t) = nice_ticks(f64::NAN, 4);
        assert!(!t.is_empty());
    }
}
