//! The split-key generator: algorithm, regions, rows, and a box for pasted keys or shell / REST output.
//!
//! Every edit goes to the design at once (`on_change`) when it is valid; an invalid value stays
//! in its input with the reason under it, and the design keeps its previous value, so the charts
//! never show a half-typed number. The region list underneath comes from the latest analysis.
//!
//! Whether RegionSplitter accepts the settings is the quick worker's answer (it makes the split
//! keys, with big-number arithmetic the page's wasm does not carry): an edit reaches the design
//! when that answer comes, and only the answer to the latest edit counts.

mod labels;
mod paste;
mod region_list;
mod settings;

pub(crate) use settings::read_regions;

use crate::hooks::{use_quick, use_typed_commit, Draft};
use crate::i18n::texts::splits as text;
use crate::i18n::{t, use_lang, Message};
use crate::services::quick;
use crate::state::{Banner, SplitsEdit};
use labels::{algorithm_about, algorithm_label};
use paste::{parse_paste, PasteBox};
use region_list::RegionList;
use rowkey_core::analyze::Report;
use rowkey_core::design::{SplitAlgorithm, SplitSetting, Splits, SPLIT_ALGORITHMS};
use rowkey_core::hbase::to_bytes_binary;
use rowkey_core::i18n::Arg;
use settings::{
    check_here, check_request, design_key_bytes, explicit_edit, field_edit, field_text, problem,
    verdict, with_field, Drafts, Field, SplitCheck,
};
use std::cell::RefCell;
use std::rc::Rc;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// Props of [`SplitsPanel`].
#[derive(Properties, PartialEq, Clone)]
pub struct SplitsPanelProps {
    /// The split settings.
    pub splits: Splits,
    /// The analysis (its split keys and dead regions).
    pub report: Option<Rc<Report>>,
    /// A change to one setting (the reducer applies it to the design's settings of then).
    pub on_change: Callback<SplitsEdit>,
    /// Tell the user something (an import that failed).
    pub on_banner: Callback<Banner>,
}

/// The edits of the panel's inputs, in order: each is read against the settings of the one
/// still being checked (typing `7000` then `70000` refuses the second "still using 7000", as
/// if the first had been checked at once), and only the latest checked edit's answer counts.
#[derive(Default)]
struct Edits {
    /// Edits made.
    made: u64,
    /// The latest edit sent to the quick worker.
    asked: u64,
    /// Its settings, while the answer has not come.
    pending: Option<Splits>,
}

/// The splits panel.
#[component]
pub fn SplitsPanel(props: &SplitsPanelProps) -> Html {
    let lang = use_lang();
    let splits = &props.splits;
    let drafts = use_state(Drafts::default);
    let paste = use_state(|| {
        if splits.algorithm == SplitAlgorithm::Explicit {
            splits.keys.join("\n")
        } else {
            String::new()
        }
    });
    let format = use_state(|| "auto".to_owned());
    let algo_ref = use_node_ref();
    // The edits made and the one the quick worker checks.
    let edits = use_mut_ref(|| Rc::new(RefCell::new(Edits::default())));
    // The quick worker on the settings the design has: what they still lack, the default rows.
    let checked = use_quick::<SplitCheck>(check_request(splits));
    let checked = checked.as_deref().and_then(|c| c.as_ref().ok());

    // A `selected` attribute does not move a select the user has already changed (a preset
    // loaded, an import, "switch to auto"): set the value itself after every render.
    {
        let algo_ref = algo_ref.clone();
        let want = splits.algorithm.name();
        use_effect(move || {
            if let Some(el) = algo_ref.cast::<HtmlSelectElement>() {
                if el.value() != want {
                    el.set_value(want);
                }
            }
        });
    }

    let active = drafts.active(splits).to_vec();
    let draft_of = |f: Field| active.iter().find(|(x, ..)| *x == f).cloned();

    // An edit of one input: read against the settings being checked, then checked by the quick
    // worker before the design takes it.
    let commit = {
        let splits = splits.clone();
        let drafts = drafts.clone();
        let active = active.clone();
        let on_change = props.on_change.clone();
        let edits = edits.borrow().clone();
        Callback::from(move |(field, text): (Field, String)| {
            let others: Vec<_> = active
                .iter()
                .filter(|(f, ..)| *f != field)
                .cloned()
                .collect();
            // What was typed in the other boxes, while it still applies.
            let mut typed: Vec<(Field, String)> = drafts
                .base
                .as_ref()
                .filter(|b| **b == splits)
                .map(|_| drafts.typed.clone())
                .unwrap_or_default();
            typed.retain(|(f, _)| *f != field);
            let (this_edit, base) = {
                let mut e = edits.borrow_mut();
                e.made += 1;
                (e.made, e.pending.clone().unwrap_or_else(|| splits.clone()))
            };
            let next = match with_field(&base, field, &text, lang)
                .and_then(|s| check_here(&s, lang).map(|()| s))
            {
                Ok(next) => next,
                Err(why) => {
                    let mut items = others;
                    items.push((field, text, why));
                    // Against the settings being checked: the draft shows once they are the
                    // design's.
                    drafts.set(Drafts {
                        base: Some(base),
                        items,
                        typed,
                    });
                    return;
                }
            };
            let request = check_request(&next);
            {
                let mut e = edits.borrow_mut();
                e.asked = this_edit;
                e.pending = request.as_ref().map(|_| next.clone());
            }
            let (splits, drafts, on_change) = (splits.clone(), drafts.clone(), on_change.clone());
            // For the answer when a later input was refused meanwhile.
            let (taken, base_splits, emit) = (next.clone(), splits.clone(), on_change.clone());
            // What the edit does once HBase's answer is known: the design takes the value, or
            // the input keeps it with why not.
            let settle = move |checked: Result<(), String>| match checked {
                Ok(()) => {
                    typed.push((field, text));
                    drafts.set(Drafts {
                        base: Some(next.clone()),
                        items: others,
                        typed,
                    });
                    if next != splits {
                        on_change.emit(field_edit(&next, field));
                    }
                }
                Err(why) => {
                    let mut items = others;
                    items.push((field, text, why));
                    drafts.set(Drafts {
                        base: Some(splits.clone()),
                        items,
                        typed,
                    });
                }
            };
            let Some(request) = request else {
                return settle(Ok(()));
            };
            let edits = edits.clone();
            quick::ask(&request, move |answer| {
                let refused_since = {
                    let mut e = edits.borrow_mut();
                    if e.asked != this_edit {
                        // A later edit was sent: its answer counts.
                        return;
                    }
                    e.pending = None;
                    e.made != this_edit
                };
                let checked = answer.and_then(|text| {
                    serde_json::from_str::<SplitCheck>(&text)
                        .map_err(|e| format!("quick worker: {e}"))
                        .and_then(|c| verdict(&c))
                });
                match (checked, refused_since) {
                    (checked, false) => settle(checked),
                    // A later input was refused against these settings: the design takes
                    // them and that input keeps its draft.
                    (Ok(()), true) if taken != base_splits => emit.emit(field_edit(&taken, field)),
                    _ => {}
                }
            });
        })
    };
    // The row and key boxes keep their own typed text and commit it when typing pauses (or on
    // Enter / blur), like the region count: a key typed while a long analysis re-renders the
    // panel never loses a keystroke to a render of the design's value.
    let shown_text = |field: Field| -> AttrValue {
        drafts
            .typed(splits, field)
            .map_or_else(|| field_text(splits, field), str::to_owned)
            .into()
    };
    let typed_box = |field: Field| {
        let commit = commit.clone();
        // The design takes the text as typed (`drafts.typed`), so that is what comes back.
        let on_commit = Callback::from(move |(text, draft): (String, Draft)| {
            draft.sent(text.clone());
            commit.emit((field, text));
        });
        (shown_text(field), on_commit)
    };
    let (first_text, first_commit) = typed_box(Field::First);
    let first_box = use_typed_commit(first_text, first_commit);
    let (last_text, last_commit) = typed_box(Field::Last);
    let last_box = use_typed_commit(last_text, last_commit);
    let (start_text, start_commit) = typed_box(Field::Start);
    let start_box = use_typed_commit(start_text, start_commit);
    let (end_text, end_commit) = typed_box(Field::End);
    let end_box = use_typed_commit(end_text, end_commit);
    // The region count is committed when typing pauses (or on Enter / blur), and the box shows
    // what was typed whatever re-renders the panel meanwhile (an analysis, the quick worker's
    // answer on a new algorithm): a render never writes the design's count over keystrokes.
    let regions_box = {
        let commit = commit.clone();
        use_typed_commit(
            splits.regions.to_string().into(),
            Callback::from(move |(text, draft): (String, Draft)| {
                if let Ok(n) = read_regions(&text, lang) {
                    draft.sent(n.to_string());
                }
                commit.emit((Field::Regions, text));
            }),
        )
    };

    let on_algorithm = {
        let splits = splits.clone();
        let drafts = drafts.clone();
        let paste = paste.clone();
        let format = format.clone();
        let report = props.report.clone();
        let on_change = props.on_change.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<HtmlSelectElement>().value();
            let Some(algo) = SplitAlgorithm::from_name(&v) else {
                return;
            };
            drafts.set(Drafts::default());
            if algo != SplitAlgorithm::Explicit {
                if algo != splits.algorithm {
                    on_change.emit(SplitsEdit::Algorithm(algo));
                }
                return;
            }
            // Start from what the box holds, else the design's keys, else the keys the table
            // has now: explicit is usually "these keys, edited".
            let (splits, report, on_change) = (splits.clone(), report.clone(), on_change.clone());
            let explicit = move |from_box: Option<Vec<Vec<u8>>>| {
                let keys = from_box
                    .or_else(|| (!splits.keys.is_empty()).then(|| design_key_bytes(&splits)))
                    .or_else(|| {
                        report
                            .as_ref()
                            .map(|r| r.splits.keys.iter().map(|k| to_bytes_binary(k)).collect())
                    })
                    .unwrap_or_default();
                on_change.emit(explicit_edit(&keys));
            };
            if paste.trim().is_empty() {
                explicit(None);
            } else {
                // The box is read by the quick worker; a box it cannot read counts as empty.
                parse_paste(&format, &paste, lang, move |parsed| {
                    explicit(parsed.ok().map(|(_, k)| k));
                });
            }
        })
    };

    let row_input = |field: Field, id: &'static str, label: String, placeholder: String| {
        let typed = match field {
            Field::First => &first_box,
            Field::Last => &last_box,
            Field::Start => &start_box,
            _ => &end_box,
        };
        // A refusal is said once typing pauses, of the text the box holds.
        let draft = draft_of(field).filter(|_| !typed.is_waiting());
        let err_id = format!("{id}-error");
        let invalid = draft.is_some();
        html! {
            <div class="field">
                <label for={id}>{ label }</label>
                <input id={id} data-testid={id} class="mono" type="text" spellcheck="false"
                    autocomplete="off" value={typed.draft().value()} placeholder={placeholder}
                    aria-invalid={invalid.to_string()}
                    aria-describedby={invalid.then(|| err_id.clone())}
                    oninput={typed.oninput()} onkeydown={typed.onkeydown()}
                    onblur={typed.onblur()} />
                if let Some((_, _, why)) = draft {
                    <div id={err_id} class="field-msg error-text" role="alert">{ why }</div>
                }
            </div>
        }
    };

    let algo = splits.algorithm;
    let explanation = algorithm_about(algo, lang);
    let example = |e: &str| Message::new(text::EXAMPLE).arg("example", e).render(lang);

    // The default rows the RegionSplitter algorithm uses when first / last are left empty (the
    // quick worker's answer, for this algorithm; blank until it comes).
    let (f, l) = checked
        .filter(|c| c.splits.algorithm == algo)
        .and_then(|c| c.rows.clone())
        .unwrap_or_default();
    let rows_html = match algo {
        SplitAlgorithm::HexString | SplitAlgorithm::Decimal => html! {
            <div class="split-rows">
                { row_input(Field::First, "split-first", t(lang, text::FIRST_ROW), f.clone()) }
                { row_input(Field::Last, "split-last", t(lang, text::LAST_ROW), l.clone()) }
            </div>
        },
        SplitAlgorithm::Uniform => html! {
            <div class="split-rows">
                { row_input(Field::First, "split-first", t(lang, text::FIRST_ROW_BINARY),
                    if f.is_empty() { t(lang, text::EMPTY_ROW) } else { f.clone() }) }
                { row_input(Field::Last, "split-last", t(lang, text::LAST_ROW_BINARY), l.clone()) }
            </div>
        },
        SplitAlgorithm::Range => html! {
            <div class="split-rows">
                { row_input(Field::Start, "split-start", t(lang, text::START_KEY), example("0000")) }
                { row_input(Field::End, "split-end", t(lang, text::END_KEY), example("ffff")) }
            </div>
        },
        _ => html! {},
    };

    let regions_html = if algo.uses(SplitSetting::Regions) {
        let invalid = draft_of(Field::Regions).is_some() && !regions_box.is_waiting();
        html! {
            <div class="field regions">
                <label for="split-regions">{ t(lang, text::REGIONS) }</label>
                <input id="split-regions" data-testid="split-regions" type="text"
                    inputmode="numeric" spellcheck="false" autocomplete="off"
                    value={regions_box.draft().value()} aria-invalid={invalid.to_string()}
                    aria-describedby={invalid.then_some("split-regions-error")}
                    oninput={regions_box.oninput()} onkeydown={regions_box.onkeydown()}
                    onblur={regions_box.onblur()} />
            </div>
        }
    } else if algo == SplitAlgorithm::Explicit {
        html! {
            <div class="field regions explicit">
                <span class="label">{ t(lang, text::REGIONS) }</span>
                <span class="explicit-count">{ Message::new(text::EXPLICIT_COUNT)
                    .arg("keys", Arg::Int(splits.keys.len() as i128))
                    .arg("regions", Arg::Int(splits.keys.len() as i128 + 1))
                    .render(lang) }</span>
            </div>
        }
    } else {
        html! {}
    };

    // What the settings still need, unless an input already says it.
    let problem_html = match problem(splits, checked, lang) {
        Some(p) if active.is_empty() => {
            html! { <p class="split-problem error-text" role="status">{ p }</p> }
        }
        _ => html! {},
    };

    html! {
        <section class="panel splits" aria-labelledby="splits-title">
            <h2 id="splits-title">{ t(lang, text::TITLE) }</h2>
            <div class="split-controls">
                <div class="field algorithm">
                    <label for="split-algorithm">{ t(lang, text::ALGORITHM) }</label>
                    <select id="split-algorithm" data-testid="split-algorithm" ref={algo_ref}
                        aria-describedby="split-explain" onchange={on_algorithm}>
                        { for SPLIT_ALGORITHMS.iter().map(|a| html! {
                            <option value={a.name} selected={a.algorithm == algo}>{ algorithm_label(a.algorithm, lang) }</option>
                        }) }
                    </select>
                </div>
                { regions_html }
            </div>
            if let Some((_, _, why)) = draft_of(Field::Regions).filter(|_| algo.uses(SplitSetting::Regions) && !regions_box.is_waiting()) {
                <div id="split-regions-error" class="field-msg error-text" role="alert">{ why }</div>
            }
            <p id="split-explain" class="split-explain muted">{ explanation }</p>
            { rows_html }
            { problem_html }
            <PasteBox splits={splits.clone()} paste={paste.clone()} format={format.clone()}
                on_change={props.on_change.clone()} on_banner={props.on_banner.clone()} />
            <RegionList splits={splits.clone()} report={props.report.clone()}
                on_change={props.on_change.clone()} />
        </section>
    }
}
