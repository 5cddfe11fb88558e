//! Sizing: the expected rows and bytes per row give the regions HBase reaches (at
//! `hbase.hregion.max.filesize`) and a pre-split to start with, which one click applies.

use crate::hooks::{use_draft, Draft, PAUSE_MS};
use crate::i18n::texts::sizing_panel as text;
use crate::i18n::{t, use_lang, Lang, Message};
use gloo_timers::callback::Timeout;
use rowkey_core::analyze::sizing::{size, SizingReport};
use rowkey_core::design::sizing::{parse_bytes, parse_count};
use rowkey_core::design::{Sizing, SplitAlgorithm, SplitSetting, Splits, DEFAULT_MAX_FILESIZE};
use rowkey_core::format::grouped;
use rowkey_core::i18n::Arg;
use yew::prelude::*;

/// Props of [`SizingPanel`].
#[derive(Properties, PartialEq, Clone)]
pub struct SizingPanelProps {
    /// The design's sizing, if it has one.
    pub sizing: Option<Sizing>,
    /// The split settings (the suggested pre-split is applied to them).
    pub splits: Splits,
    /// A new sizing (`None`: the design gives no size).
    pub on_change: Callback<Option<Sizing>>,
    /// New split settings.
    pub on_splits: Callback<Splits>,
    /// The sizing the analysis shown made from the rows' measured size (a dump with sizes, the
    /// design's size field), when it did ([`measured`]).
    #[prop_or_default]
    pub measured: Option<rowkey_core::i18n::Message>,
}

/// The sizing `report` made from its rows' measured size: the summary that says so, when the
/// report weighed its rows in bytes and its sizing read their mean.
///
/// ```ignore
/// html! { <SizingPanel measured={measured(shown.as_deref())} .. /> }
/// ```
pub fn measured(
    report: Option<&rowkey_core::analyze::Report>,
) -> Option<rowkey_core::i18n::Message> {
    use rowkey_core::i18n::catalogue::sizing as msg;
    let summary = &report
        .filter(|r| r.bytes.is_some())?
        .sizing
        .as_ref()?
        .summary;
    [msg::MEASURED.id, msg::MEASURED_SAMPLE.id]
        .contains(&summary.id())
        .then(|| summary.clone())
}

/// A size as the box shows it: whole binary units when it is one (`10 GiB`), else bytes.
fn size_text(n: u64) -> String {
    [
        ("PiB", 50),
        ("TiB", 40),
        ("GiB", 30),
        ("MiB", 20),
        ("KiB", 10),
    ]
    .into_iter()
    .find(|&(_, shift)| n >= 1 << shift && n.is_multiple_of(1 << shift))
    .map_or_else(
        || grouped(n),
        |(unit, shift)| format!("{} {unit}", n >> shift),
    )
}

/// What the four boxes hold: each number, or why it is not one, or nothing typed.
struct Read {
    rows: Option<Result<u64, String>>,
    row_bytes: Option<Result<u64, String>>,
    max_filesize: Result<u64, String>,
    /// Optional: nothing typed gives no span.
    days: Option<Result<u64, String>>,
}

fn read_box(text: &str, parse: fn(&str) -> Result<u64, String>) -> Option<Result<u64, String>> {
    (!text.trim().is_empty()).then(|| parse(text))
}

impl Read {
    fn of([rows, row_bytes, max, days]: [&str; 4]) -> Read {
        Read {
            rows: read_box(rows, parse_count),
            row_bytes: read_box(row_bytes, parse_bytes),
            // An empty box means HBase's default.
            max_filesize: read_box(max, parse_bytes).unwrap_or(Ok(DEFAULT_MAX_FILESIZE)),
            days: read_box(days, parse_count),
        }
    }

    /// The sizing, when every box reads and the numbers make sense; the message for each box
    /// otherwise (`rows`, `row_bytes`, `max_filesize`, `days`).
    fn sizing(&self) -> (Option<Sizing>, [Option<String>; 4]) {
        let mut why: [Option<String>; 4] = [
            self.rows.clone().and_then(Result::err),
            self.row_bytes.clone().and_then(Result::err),
            self.max_filesize.clone().err(),
            self.days.clone().and_then(Result::err),
        ];
        let (Some(Ok(rows)), Some(Ok(row_bytes)), Ok(max_filesize)) =
            (&self.rows, &self.row_bytes, &self.max_filesize)
        else {
            return (None, why);
        };
        let days = match &self.days {
            None => None,
            Some(Ok(d)) => Some(*d),
            Some(Err(_)) => return (None, why),
        };
        let s = Sizing {
            rows: *rows,
            row_bytes: *row_bytes,
            max_filesize: *max_filesize,
            days,
            row_bytes_field: None,
        };
        let problems = s.problems();
        for e in &problems {
            let i = match e.path.as_str() {
                "sizing.rows" => 0,
                "sizing.row_bytes" => 1,
                "sizing.days" => 3,
                _ => 2,
            };
            why[i].get_or_insert_with(|| e.message.to_string());
        }
        (problems.is_empty().then_some(s), why)
    }
}

/// The split settings with `regions` regions: the same algorithm when it reads a region count,
/// else `auto` (even splits over the keyspace this template reaches).
fn presplit(splits: &Splits, regions: u64) -> Splits {
    let mut s = splits.clone();
    s.regions = u32::try_from(regions).unwrap_or(u32::MAX);
    if !s.algorithm.info().settings.contains(&SplitSetting::Regions) {
        s.algorithm = SplitAlgorithm::Auto;
    }
    s
}

/// One labelled box with its message underneath.
#[allow(clippy::too_many_arguments)]
fn number_box(
    id: &'static str,
    label: Html,
    draft: &Draft,
    placeholder: String,
    why: Option<&String>,
    read_as: Option<String>,
    oninput: Callback<InputEvent>,
    onchange: Callback<Event>,
) -> Html {
    let err_id = format!("{id}-error");
    html! {
        <div class="field">
            <label for={id}>{ label }</label>
            <input id={id} data-testid={id} type="text" inputmode="decimal" spellcheck="false"
                autocomplete="off" placeholder={placeholder}
                class={classes!("mono", why.is_some().then_some("invalid"))}
                aria-invalid={why.is_some().then_some("true")}
                aria-describedby={why.is_some().then(|| err_id.clone())}
                value={draft.value()} {oninput} {onchange} />
            if let Some(read_as) = read_as.filter(|_| why.is_none()) {
                <div data-testid={format!("{id}-bytes")} class="field-msg muted">{ read_as }</div>
            }
            if let Some(why) = why {
                <div id={err_id} data-testid={format!("{id}-error")} class="field-msg error-text" role="alert">{ why.clone() }</div>
            }
        </div>
    }
}

fn result(r: &SizingReport, props: &SizingPanelProps, lang: Lang) -> Html {
    let salted = props.splits.algorithm == SplitAlgorithm::Salt;
    let target = presplit(&props.splits, r.presplit);
    let applied = !salted && target == props.splits;
    let apply = {
        let on_splits = props.on_splits.clone();
        Callback::from(move |_: MouseEvent| on_splits.emit(target.clone()))
    };
    let algo = if props
        .splits
        .algorithm
        .info()
        .settings
        .contains(&SplitSetting::Regions)
    {
        props.splits.algorithm
    } else {
        SplitAlgorithm::Auto
    };
    let region_unit = |n: u64| {
        t(
            lang,
            if n == 1 {
                text::REGION_ONE
            } else {
                text::REGION_MANY
            },
        )
    };
    html! {
        <div class="sizing-result" data-testid="sizing-result">
            <p class="sizing-summary" data-testid="sizing-summary">{ r.summary.render(lang) }</p>
            <p class="sizing-regions">
                { t(lang, text::REACHES) }
                <strong data-testid="sizing-regions">{ grouped(r.regions) }</strong>
                { region_unit(r.regions) }
                { t(lang, text::SUGGESTED) }
                <strong data-testid="sizing-presplit">{ grouped(r.presplit) }</strong>
                { region_unit(r.presplit) }
            </p>
            <p class="muted sizing-why" data-testid="sizing-why">{ r.why.render(lang) }</p>
            <div class="sizing-apply">
                if salted {
                    <p class="muted">{ t(lang, text::SALT) }</p>
                } else {
                    <button type="button" data-testid="sizing-apply" disabled={applied} onclick={apply}
                        title={Message::new(text::APPLY_TITLE).arg("regions", Arg::Int(r.presplit.into())).arg("algorithm", algo.name()).render(lang)}>
                        { Message::new(if applied { text::APPLIED } else { text::APPLY }).arg("regions", Arg::Count(r.presplit)).render(lang) }
                    </button>
                }
            </div>
        </div>
    }
}

/// The sizing panel.
#[component]
pub fn SizingPanel(props: &SizingPanelProps) -> Html {
    let lang = use_lang();
    let committed = props.sizing.clone();
    let rows = use_draft(
        committed
            .as_ref()
            .map(|s| grouped(s.rows))
            .unwrap_or_default()
            .into(),
    );
    let row_bytes = use_draft(
        committed
            .as_ref()
            .map(|s| grouped(s.row_bytes))
            .unwrap_or_default()
            .into(),
    );
    let max = use_draft(
        size_text(
            committed
                .as_ref()
                .map_or(DEFAULT_MAX_FILESIZE, |s| s.max_filesize),
        )
        .into(),
    );
    let days = use_draft(
        committed
            .as_ref()
            .and_then(|s| s.days)
            .map(grouped)
            .unwrap_or_default()
            .into(),
    );
    let texts = [rows.value(), row_bytes.value(), max.value(), days.value()];
    let read = Read::of(texts.each_ref().map(|t| t.as_str()));
    let (sizing, why) = read.sizing();
    // The boxes do not show the size field; a sizing typed here keeps the design's.
    let keep_field = {
        let kept = committed.as_ref().and_then(|s| s.row_bytes_field.clone());
        move |s: Sizing| Sizing {
            row_bytes_field: kept.clone(),
            ..s
        }
    };
    let sizing = sizing.map(&keep_field);
    // A change (blur, Enter) or a pause in typing commits the boxes when they all read; an
    // emptied pair removes the sizing; anything else stays typed, with its message, until it
    // is fixed. The box that changed is read from the event: its last keystroke may not have
    // re-rendered this yet. The commit is told to all three drafts: leaving one box for the
    // next commits the pair, and the next box, already being typed into, must keep its
    // keystrokes when it comes back.
    let commit_with = {
        let texts = texts.clone();
        let on_change = props.on_change.clone();
        let drafts = [rows.clone(), row_bytes.clone(), max.clone(), days.clone()];
        let (committed, keep_field) = (committed.clone(), keep_field.clone());
        Callback::from(move |edit: Option<(usize, AttrValue)>| {
            let mut texts = texts.clone();
            if let Some((i, text)) = edit {
                texts[i] = text;
            }
            let read = Read::of(texts.each_ref().map(|t| t.as_str()));
            let typed = read.sizing().0.map(&keep_field);
            match (typed, &read.rows, &read.row_bytes) {
                (Some(s), _, _) if Some(&s) != committed.as_ref() => {
                    let [rows, row_bytes, max, days] = &drafts;
                    rows.sent_along(grouped(s.rows));
                    row_bytes.sent_along(grouped(s.row_bytes));
                    max.sent_along(size_text(s.max_filesize));
                    days.sent_along(s.days.map(grouped).unwrap_or_default());
                    on_change.emit(Some(s))
                }
                (None, None, None) if committed.is_some() => on_change.emit(None),
                _ => {}
            }
        })
    };
    // The pause timer commits with the latest render's texts and design.
    let latest = use_mut_ref(Callback::noop);
    *latest.borrow_mut() = commit_with.clone();
    let timer = use_mut_ref(|| None::<Timeout>);
    {
        let timer = timer.clone();
        use_effect_with((), move |_| move || drop(timer.borrow_mut().take()));
    }
    let commit = |i: usize| {
        let (commit_with, timer) = (commit_with.clone(), timer.clone());
        Callback::from(move |e: Event| {
            timer.borrow_mut().take();
            let text = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            commit_with.emit(Some((i, text.into())));
        })
    };
    let typed = |draft: &Draft| {
        let (draft, latest, timer) = (draft.clone(), latest.clone(), timer.clone());
        Callback::from(move |e: InputEvent| {
            let text = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            draft.record(text);
            let latest = latest.clone();
            *timer.borrow_mut() = Some(Timeout::new(PAUSE_MS, move || {
                let commit = latest.borrow().clone();
                commit.emit(None);
            }));
        })
    };
    // A size is shown back in bytes, so `10 GB` is seen to be 10,737,418,240 bytes.
    let bytes_read = |r: &Option<Result<u64, String>>, text: &AttrValue| match r {
        Some(Ok(n)) if text.trim() != grouped(*n) && text.trim() != n.to_string() => Some(
            Message::new(text::BYTES_READ)
                .arg("bytes", Arg::Count(*n))
                .render(lang),
        ),
        _ => None,
    };
    let row_bytes_read = bytes_read(&read.row_bytes, &texts[1]);
    let max_read = bytes_read(&Some(read.max_filesize.clone()), &texts[2]);
    let clear = {
        let on_change = props.on_change.clone();
        let (rows, row_bytes, max, days) =
            (rows.clone(), row_bytes.clone(), max.clone(), days.clone());
        Callback::from(move |_: MouseEvent| {
            rows.reset();
            row_bytes.reset();
            max.reset();
            days.reset();
            on_change.emit(None);
        })
    };
    let report = sizing.as_ref().and_then(|s| size(s).ok());
    let typing = rows.is_dirty() || row_bytes.is_dirty() || max.is_dirty() || days.is_dirty();
    let pending = typing && sizing.is_some() && sizing != committed;
    html! {
        <section class="panel sizing" aria-labelledby="sizing-title" data-testid="sizing-panel">
            <h2 id="sizing-title">{ t(lang, text::TITLE) }
                <span class="muted head-note">{ t(lang, text::HEAD_NOTE) }</span>
                if committed.is_some() {
                    <span class="actions">
                        <button type="button" class="link" data-testid="sizing-clear" onclick={clear}>{ t(lang, text::CLEAR) }</button>
                    </span>
                }
            </h2>
            <div class="sizing-inputs">
                { number_box("sizing-rows", html! { { t(lang, text::ROWS) } }, &rows, t(lang, text::ROWS_PLACEHOLDER), why[0].as_ref(), None, typed(&rows), commit(0)) }
                { number_box("sizing-row-bytes", html! { { t(lang, text::ROW_BYTES) } }, &row_bytes, t(lang, text::ROW_BYTES_PLACEHOLDER), why[1].as_ref(), row_bytes_read, typed(&row_bytes), commit(1)) }
                { number_box("sizing-max-filesize", html! { <abbr title={t(lang, text::MAX_SIZE_TITLE)}>{ t(lang, text::MAX_SIZE) }</abbr> }, &max, "10 GiB".into(), why[2].as_ref(), max_read, typed(&max), commit(2)) }
                { number_box("sizing-days", html! { <abbr title={t(lang, text::DAYS_TITLE)}>{ t(lang, text::DAYS) }</abbr> }, &days, t(lang, text::DAYS_PLACEHOLDER), why[3].as_ref(), None, typed(&days), commit(3)) }
            </div>
            <p class="muted sizing-note">
                { t(lang, text::NOTE_BEFORE) }<code>{ "hbase.hregion.max.filesize" }</code>{ t(lang, text::NOTE_MIDDLE) }<code>{ "MAX_FILESIZE" }</code>{ t(lang, text::NOTE_AFTER) }
            </p>
            if let Some(m) = &props.measured {
                <p class="sizing-measured" data-testid="sizing-measured">{ m.render(lang) }</p>
            }
            if let Some(r) = &report {
                { result(r, props, lang) }
                if pending {
                    <p class="muted sizing-pending" data-testid="sizing-pending">{ t(lang, text::PENDING) }</p>
                }
            } else if read.rows.is_none() || read.row_bytes.is_none() {
                <p class="muted" data-testid="sizing-empty">{ t(lang, text::EMPTY) }</p>
            }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_show_in_whole_binary_units_when_they_are_some() {
        assert_eq!(size_text(DEFAULT_MAX_FILESIZE), "10 GiB");
        assert_eq!(size_text(3 << 20), "3 MiB");
        assert_eq!(size_text(1_000_000_000), "1,000,000,000");
        assert_eq!(parse_bytes(&size_text(5 << 40)), Ok(5 << 40));
    }

    #[test]
    fn presplit_keeps_an_algorithm_that_reads_regions_and_else_uses_auto() {
        let mut s = Splits {
            algorithm: SplitAlgorithm::HexString,
            ..Splits::default()
        };
        assert_eq!(presplit(&s, 56).algorithm, SplitAlgorithm::HexString);
        assert_eq!(presplit(&s, 56).regions, 56);
        s.algorithm = SplitAlgorithm::None;
        assert_eq!(presplit(&s, 56).algorithm, SplitAlgorithm::Auto);
    }

    /// The panel as the App holds it: the committed sizing in state, fed back as props.
    #[component]
    fn Held() -> Html {
        let sizing = use_state(|| None::<Sizing>);
        let on_change = {
            let sizing = sizing.clone();
            Callback::from(move |s| sizing.set(s))
        };
        html! {
            <SizingPanel sizing={(*sizing).clone()} splits={Splits::default()} on_change={on_change}
                on_splits={Callback::noop()} />
        }
    }

    fn fire(input: &web_sys::HtmlInputElement, kind: &str) {
        let doc = web_sys::window()
            .and_then(|w| w.document())
            .expect("a document");
        let event = doc.create_event("Event").expect("an event");
        // Bubbling, as the browser's are: Yew listens at the root.
        event.init_event_with_bubbles(kind, true);
        input.dispatch_event(&event).expect("dispatched");
    }

    fn box_(root: &web_sys::Element, id: &str) -> web_sys::HtmlInputElement {
        use wasm_bindgen::JsCast;
        root.query_selector(&format!("#{id}"))
            .ok()
            .flatten()
            .and_then(|e| e.dyn_into().ok())
            .expect("the box")
    }

    /// Leaving the rows box commits rows and row bytes together; the row-bytes box, already
    /// being typed into again before the commit comes back, keeps every keystroke, and the rows
    /// box shows the committed form.
    #[wasm_bindgen_test::wasm_bindgen_test]
    async fn a_commit_from_one_box_keeps_what_the_next_box_is_typing() {
        use crate::test_support::{new_root, settle};
        let root = new_root();
        yew::Renderer::<Held>::with_root(root.clone()).render();
        settle().await;
        let (rows, bytes) = (box_(&root, "sizing-rows"), box_(&root, "sizing-row-bytes"));
        rows.set_value("1000");
        fire(&rows, "input");
        bytes.set_value("300");
        fire(&bytes, "input");
        settle().await;
        // Tab to the next box: the change commits 1000 × 300; the user types on at once.
        fire(&rows, "change");
        bytes.set_value("3000");
        fire(&bytes, "input");
        settle().await;
        assert_eq!(bytes.value(), "3000");
        // The box left alone shows the committed form.
        assert_eq!(rows.value(), "1,000");
        fire(&bytes, "change");
        settle().await;
        assert_eq!(bytes.value(), "3,000");
        let summary = root
            .query_selector("[data-testid=sizing-summary]")
            .ok()
            .flatten()
            .and_then(|e| e.text_content())
            .unwrap_or_default();
        assert!(summary.contains("3,000 bytes"), "{summary}");
    }
}
