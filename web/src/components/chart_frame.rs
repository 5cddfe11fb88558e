//! A chart's frame: title, SVG and PNG export, and the text equivalent for screen readers.
//!
//! Every chart goes through it, so they all look alike, export alike, and all carry their
//! figures as text. The small formatting and scale helpers the charts share live here too.

use crate::services::download;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The chart width used before the box has been measured.
pub const DEFAULT_WIDTH: f64 = 640.0;
/// Narrower than this, a chart is drawn at this width and scaled down.
pub const MIN_WIDTH: f64 = 360.0;

/// The width in CSS pixels of the element behind `node`, kept up to date.
///
/// Charts draw their SVG in user units equal to pixels (viewBox width = box width), so text and
/// strokes keep their size whether the chart is 1000 px wide or in a 600 px iframe, instead of
/// shrinking with a fixed viewBox. Measured after every render (one cheap read; the state only
/// changes when the width does) and on window resize.
#[hook]
pub fn use_box_width(node: NodeRef) -> f64 {
    let width = use_state_eq(|| DEFAULT_WIDTH);
    {
        let (width, node) = (width.clone(), node.clone());
        use_effect(move || {
            if let Some(el) = node.cast::<web_sys::Element>() {
                let w = el.client_width() as f64;
                if w > 0.0 {
                    width.set(w.max(MIN_WIDTH));
                }
            }
        });
    }
    {
        let width = width.clone();
        use_effect_with((), move |_| {
            let on_resize = Closure::<dyn FnMut()>::new(move || {
                if let Some(el) = node.cast::<web_sys::Element>() {
                    let w = el.client_width() as f64;
                    if w > 0.0 {
                        width.set(w.max(MIN_WIDTH));
                    }
                }
            });
            let win = web_sys::window();
            if let Some(win) = &win {
                let _ = win
                    .add_event_listener_with_callback("resize", on_resize.as_ref().unchecked_ref());
            }
            move || {
                if let Some(win) = &win {
                    let _ = win.remove_event_listener_with_callback(
                        "resize",
                        on_resize.as_ref().unchecked_ref(),
                    );
                }
                drop(on_resize);
            }
        });
    }
    *width
}

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
                        aria-label={format!("Download {title} as SVG")}
                        title="Download as SVG" onclick={export_svg}>{ "SVG" }</button>
                    <button type="button" class="chart-export" data-testid="export-png"
                        disabled={props.empty}
                        aria-label={format!("Download {title} as PNG")}
                        title="Download as PNG" onclick={export_png}>{ "PNG" }</button>
                </span>
            </h2>
            { props.children.clone() }
            if props.empty {
            } else if props.hidden_text {
                <div class="visually-hidden">{ props.text.clone() }</div>
            } else {
                <details class="chart-text" {ontoggle}>
                    <summary>{ "Show as table" }</summary>
                    <div class="chart-text-body">{ props.text.clone() }</div>
                </details>
            }
        </section>
    }
}

/// The diagonal hatch that marks keyspace no key can reach (dead regions, unreachable bytes),
/// as an SVG pattern with id `id`, drawn the same way in every chart.
pub fn hatch_defs(id: &'static str) -> Html {
    html! {
        <defs>
            <pattern id={id} class="hatch" patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(45)">
                <rect class="hatch-bg" x="0" y="0" width="6" height="6" />
                <line class="hatch-line" x1="0" y1="0" x2="0" y2="6" />
            </pattern>
        </defs>
    }
}

/// The shown placeholder while there is no analysis yet.
pub fn placeholder(text: &str) -> Html {
    html! { <p class="chart-placeholder" role="status">{ text.to_string() }</p> }
}

/// `1234567` → `1,234,567` (the core's grouping, so the page writes counts as messages do).
pub fn fmt_int(n: u64) -> String {
    rowkey_core::limits::grouped(n)
}

/// A fraction as a percentage with enough digits to tell small shares apart.
pub fn fmt_pct(fraction: f64) -> String {
    let p = fraction * 100.0;
    if !p.is_finite() {
        return "–".into();
    }
    if p == 0.0 {
        "0 %".into()
    } else if p.abs() < 0.01 {
        format!("{p:.4} %")
    } else if p.abs() < 1.0 {
        format!("{p:.3} %")
    } else if p.abs() < 10.0 {
        format!("{p:.2} %")
    } else {
        format!("{p:.1} %")
    }
}

/// A count in short human form: `12k`, `3.4M`.
pub fn fmt_short(n: f64) -> String {
    let a = n.abs();
    if a >= 1e9 {
        trim(format!("{:.2}", n / 1e9)) + "G"
    } else if a >= 1e6 {
        trim(format!("{:.2}", n / 1e6)) + "M"
    } else if a >= 1e3 {
        trim(format!("{:.1}", n / 1e3)) + "k"
    } else {
        trim(format!("{n:.2}"))
    }
}

fn trim(s: String) -> String {
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    }
}

/// Bytes in human units (decimal, as disk and memory budgets are usually quoted).
pub fn fmt_bytes(b: f64) -> String {
    const UNITS: [&str; 6] = ["B", "KB", "MB", "GB", "TB", "PB"];
    let mut v = b.max(0.0);
    let mut u = 0;
    while v >= 1000.0 && u + 1 < UNITS.len() {
        v /= 1000.0;
        u += 1;
    }
    if u == 0 {
        format!("{v:.0} B")
    } else if v < 10.0 {
        format!("{v:.2} {}", UNITS[u])
    } else if v < 100.0 {
        format!("{v:.1} {}", UNITS[u])
    } else {
        format!("{v:.0} {}", UNITS[u])
    }
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
    html! {
        <table class="chart-table">
            <caption>{ caption.to_string() }</caption>
            <thead><tr>{ for head.iter().map(|h| html! { <th scope="col">{ h.to_string() }</th> }) }</tr></thead>
            <tbody>
                { for rows.into_iter().map(|r| html! {
                    <tr>{ for r.into_iter().map(|c| html! { <td>{ c }</td> }) }</tr>
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
    fn formats() {
        assert_eq!(fmt_int(0), "0");
        assert_eq!(fmt_int(999), "999");
        assert_eq!(fmt_int(1000), "1,000");
        assert_eq!(fmt_int(100_000_000), "100,000,000");
        assert_eq!(fmt_pct(0.1), "10.0 %");
        assert_eq!(fmt_pct(0.0), "0 %");
        assert_eq!(fmt_short(25_000.0), "25k");
        assert_eq!(fmt_short(1_500_000.0), "1.5M");
        assert_eq!(fmt_bytes(4_000_000_000.0), "4.00 GB");
        assert_eq!(fmt_bytes(512.0), "512 B");
    }

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
