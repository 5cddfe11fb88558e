//! The queries: edit them, and see the scans each needs with their start/stop rows.
//!
//! A query name the design would refuse (empty, or the same as another query's) stays in its
//! input with the reason, and the design keeps the previous name: one bad name would otherwise
//! stop the whole design from compiling.

use indexmap::IndexMap;
use rowkey_core::analyze::query::{QueryKind, QueryReport, ScanRange};
use rowkey_core::design::Query;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::lints_panel::with_code;
use crate::i18n::texts::queries_panel as text;
use crate::i18n::{t, use_lang, Lang, Message};
use rowkey_core::i18n::Arg;

/// Props of [`QueriesPanel`].
#[derive(Properties, PartialEq, Clone)]
pub struct QueriesPanelProps {
    /// The design's queries.
    pub queries: Vec<Query>,
    /// What each needs (from the latest analysis).
    pub reports: Vec<QueryReport>,
    /// The template's fields (what a query can bind).
    pub fields: Vec<String>,
    /// New queries.
    pub on_change: Callback<Vec<Query>>,
}

/// An edit of the query list.
type Edit = Box<dyn Fn(&mut Vec<Query>)>;

/// Ranges listed per query before "N more".
const RANGES_SHOWN: usize = 8;

/// Names typed that the design refused, by query index, while the queries are still `base`.
#[derive(Clone, Debug, Default, PartialEq)]
struct NameDrafts {
    base: Vec<Query>,
    items: Vec<(usize, String, String)>,
}

/// Why `name` cannot be the name of query `index`, if it cannot.
fn name_problem(queries: &[Query], index: usize, name: &str, lang: Lang) -> Option<String> {
    let name = name.trim();
    if name.is_empty() {
        return Some(t(lang, text::NEEDS_NAME));
    }
    queries
        .iter()
        .enumerate()
        .find(|(i, q)| *i != index && q.name.trim() == name)
        .map(|(i, _)| {
            Message::new(text::NAME_TAKEN)
                .arg("n", Arg::Int(i as i128 + 1))
                .arg("name", name)
                .render(lang)
        })
}

/// A name no query has yet, in the page's language: `query 1`, `query 2`, …
fn fresh_name(queries: &[Query], lang: Lang) -> String {
    (1..)
        .map(|n| {
            Message::new(text::DEFAULT_NAME)
                .arg("n", Arg::Int(n))
                .render(lang)
        })
        .find(|n| queries.iter().all(|q| q.name.trim() != n))
        .unwrap_or_else(|| "query".into())
}

/// Region indexes as runs: `0–3, 7, 9`.
fn region_runs(regions: &[usize]) -> String {
    let mut runs: Vec<(usize, usize)> = Vec::new();
    for &r in regions {
        match runs.last_mut() {
            Some((_, hi)) if *hi + 1 == r => *hi = r,
            _ => runs.push((r, r)),
        }
    }
    runs.iter()
        .map(|&(lo, hi)| {
            if lo == hi {
                lo.to_string()
            } else {
                format!("{lo}\u{2013}{hi}")
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn kind_label(kind: QueryKind, scans: usize, lang: Lang) -> (String, &'static str) {
    let s = |entry| {
        Message::new(entry)
            .arg("n", Arg::Int(scans as i128))
            .render(lang)
    };
    match kind {
        QueryKind::Get => (s(text::GETS), "get"),
        QueryKind::Scan => (s(text::SCANS), "scan"),
        QueryKind::FullScan => (t(lang, text::FULL_SCAN), "full-scan"),
    }
}

fn range_item(r: &ScanRange, lang: Lang) -> Html {
    let key = |k: &str, open| {
        if k.is_empty() {
            html! { <span class="open">{ t(lang, open) }</span> }
        } else {
            html! { <code class="key">{ k.to_owned() }</code> }
        }
    };
    let regions = match r.regions.len() {
        0 => t(lang, text::NO_REGION),
        1 => Message::new(text::ONE_REGION)
            .arg("runs", region_runs(&r.regions))
            .render(lang),
        n => Message::new(text::REGIONS)
            .arg("n", Arg::Int(n as i128))
            .arg("runs", region_runs(&r.regions))
            .render(lang),
    };
    html! {
        <li class="range">
            <span class="bounds">
                { "[" }{ key(&r.start, text::TABLE_START) }{ ", " }{ key(&r.stop, text::TABLE_END) }{ ")" }
            </span>
            <span class="range-regions muted">{ regions }</span>
        </li>
    }
}

fn report_view(report: Option<&QueryReport>, lang: Lang) -> Html {
    let Some(r) = report else {
        return html! { <p class="query-pending muted">{ t(lang, text::PENDING) }</p> };
    };
    let (label, class) = kind_label(r.kind, r.scans, lang);
    let full = r.kind == QueryKind::FullScan;
    let more = r.ranges.len().saturating_sub(RANGES_SHOWN);
    let note = r.note.render(lang);
    html! {
        <div class={classes!("query-report", full.then_some("warning"))}>
            <div class="query-kind">
                if full { <span class="warn-icon" aria-hidden="true">{ "\u{25b2}" }</span> }
                <span class={classes!("kind", class)}>{ label }</span>
                if full { <span class="warning-text">{ t(lang, text::FULL_SCAN_WHY) }</span> }
            </div>
            <ul class="ranges">
                { for r.ranges.iter().take(RANGES_SHOWN).map(|r| range_item(r, lang)) }
            </ul>
            if more > 0 {
                <p class="muted more">{ Message::new(text::MORE_RANGES).arg("n", Arg::Int(more as i128)).render(lang) }</p>
            }
            if !note.is_empty() { <p class="query-note muted">{ with_code(&note) }</p> }
        </div>
    }
}

/// The queries panel.
#[component]
pub fn QueriesPanel(props: &QueriesPanelProps) -> Html {
    let lang = use_lang();
    let drafts = use_state(NameDrafts::default);
    let queries = &props.queries;
    let active: Vec<(usize, String, String)> = if drafts.base == *queries {
        drafts.items.clone()
    } else {
        Vec::new()
    };

    // Every edit: the new list to the design.
    let change = |f: Edit| {
        let queries = queries.clone();
        let on_change = props.on_change.clone();
        move || {
            let mut q = queries.clone();
            f(&mut q);
            if q != queries {
                on_change.emit(q);
            }
        }
    };

    let on_add = {
        let run = change(Box::new(move |q: &mut Vec<Query>| {
            let name = fresh_name(q, lang);
            q.push(Query {
                name,
                bind: IndexMap::new(),
            });
        }));
        Callback::from(move |_: MouseEvent| run())
    };

    let items = queries.iter().enumerate().map(|(i, q)| {
        let draft = active.iter().find(|(x, ..)| *x == i).cloned();
        let on_name = {
            let queries = queries.clone();
            let drafts = drafts.clone();
            let active = active.clone();
            let on_change = props.on_change.clone();
            Callback::from(move |e: InputEvent| {
                let text = e.target_unchecked_into::<HtmlInputElement>().value();
                let mut others: Vec<_> = active.iter().filter(|(x, ..)| *x != i).cloned().collect();
                match name_problem(&queries, i, &text, lang) {
                    None => {
                        let mut next = queries.clone();
                        if let Some(q) = next.get_mut(i) {
                            q.name = text;
                        }
                        drafts.set(NameDrafts { base: next.clone(), items: others });
                        on_change.emit(next);
                    }
                    Some(why) => {
                        others.push((i, text, why));
                        drafts.set(NameDrafts { base: queries.clone(), items: others });
                    }
                }
            })
        };
        let on_remove = {
            let run = change(Box::new(move |q: &mut Vec<Query>| {
                if i < q.len() {
                    q.remove(i);
                }
            }));
            Callback::from(move |_: MouseEvent| run())
        };
        let unbound: Vec<String> = props
            .fields
            .iter()
            .filter(|f| !q.bind.contains_key(*f))
            .cloned()
            .collect();
        let on_add_bind = {
            let first = unbound.first().cloned();
            let run = change(Box::new(move |q: &mut Vec<Query>| {
                if let (Some(query), Some(f)) = (q.get_mut(i), &first) {
                    query.bind.insert(f.clone(), String::new());
                }
            }));
            Callback::from(move |_: MouseEvent| run())
        };
        let binds = q.bind.iter().enumerate().map(|(j, (field, value))| {
            let on_field = {
                let queries = queries.clone();
                let on_change = props.on_change.clone();
                Callback::from(move |e: Event| {
                    let to = e.target_unchecked_into::<HtmlSelectElement>().value();
                    let mut next = queries.clone();
                    if let Some(query) = next.get_mut(i) {
                        if query.bind.contains_key(&to) {
                            return;
                        }
                        if let Some((from, v)) = query.bind.get_index(j).map(|(k, v)| (k.clone(), v.clone())) {
                            query.bind.shift_remove(&from);
                            query.bind.shift_insert(j, to, v);
                        }
                    }
                    on_change.emit(next);
                })
            };
            let on_value = {
                let queries = queries.clone();
                let on_change = props.on_change.clone();
                Callback::from(move |e: InputEvent| {
                    let v = e.target_unchecked_into::<HtmlInputElement>().value();
                    let mut next = queries.clone();
                    if let Some(slot) = next.get_mut(i).and_then(|q| q.bind.get_index_mut(j)) {
                        *slot.1 = v;
                    }
                    on_change.emit(next);
                })
            };
            let on_unbind = {
                let run = change(Box::new(move |q: &mut Vec<Query>| {
                    if let Some(query) = q.get_mut(i) {
                        query.bind.shift_remove_index(j);
                    }
                }));
                Callback::from(move |_: MouseEvent| run())
            };
            // The field itself, plus any template field this query does not bind yet.
            let mut options: Vec<(String, bool)> = Vec::new();
            if !props.fields.contains(field) {
                options.push((field.clone(), false));
            }
            for f in &props.fields {
                if f == field || !q.bind.contains_key(f) {
                    options.push((f.clone(), true));
                }
            }
            let sel_id = format!("query-{i}-bind-{j}-field");
            let val_id = format!("query-{i}-bind-{j}-value");
            html! {
                // Keyed by field: a new field is a new select, whose `selected` then holds.
                <li class="bind" key={field.clone()}>
                    <label class="visually-hidden" for={sel_id.clone()}>{ Message::new(text::BOUND_FIELD).arg("n", Arg::Int(j as i128 + 1)).render(lang) }</label>
                    <select id={sel_id} onchange={on_field}>
                        { for options.into_iter().map(|(f, in_template)| html! {
                            <option value={f.clone()} selected={f == *field}>
                                { if in_template { f } else { Message::new(text::NOT_IN_TEMPLATE).arg("field", f).render(lang) } }
                            </option>
                        }) }
                    </select>
                    <span aria-hidden="true">{ "=" }</span>
                    <label class="visually-hidden" for={val_id.clone()}>{ Message::new(text::VALUE_OF).arg("field", field).render(lang) }</label>
                    <input id={val_id} class="mono" type="text" spellcheck="false" value={value.clone()}
                        placeholder={t(lang, text::VALUE)} oninput={on_value} />
                    <button type="button" class="icon" onclick={on_unbind}
                        aria-label={Message::new(text::UNBIND_ARIA).arg("field", field).render(lang)} title={t(lang, text::UNBIND_TITLE)}>{ "\u{d7}" }</button>
                </li>
            }
        });
        let name_id = format!("query-{i}-name");
        let name_value = draft.as_ref().map_or_else(|| q.name.clone(), |d| d.1.clone());
        let report = props.reports.iter().find(|r| r.name == q.name);
        let full = report.is_some_and(|r| r.kind == QueryKind::FullScan);
        html! {
            <li class={classes!("query", full.then_some("full-scan"))} data-testid="query">
                <div class="query-head">
                    <label for={name_id.clone()}>{ t(lang, text::NAME) }</label>
                    <input id={name_id.clone()} type="text" value={name_value}
                        aria-invalid={draft.is_some().to_string()}
                        aria-describedby={draft.is_some().then(|| format!("{name_id}-error"))}
                        oninput={on_name} />
                    <button type="button" class="remove-query" onclick={on_remove}
                        aria-label={Message::new(text::REMOVE_ARIA).arg("name", &q.name).render(lang)}>{ t(lang, text::REMOVE) }</button>
                </div>
                if let Some((_, _, why)) = &draft {
                    <p id={format!("{name_id}-error")} class="field-msg error-text" role="alert">{ why.clone() }</p>
                }
                <div class="query-binds">
                    <span class="label">{ t(lang, text::KNOWS) }</span>
                    <div class="bind-list">
                    if q.bind.is_empty() {
                        <span class="muted">{ t(lang, text::NOTHING_BOUND) }</span>
                    }
                    <ul class="binds">{ for binds }</ul>
                    <button type="button" class="add-bind" onclick={on_add_bind} disabled={unbound.is_empty()}
                        aria-label={Message::new(text::ADD_BIND_ARIA).arg("name", &q.name).render(lang)}>{ t(lang, text::ADD_BIND) }</button>
                    </div>
                </div>
                { report_view(report, lang) }
            </li>
        }
    });

    html! {
        <section class="panel queries" data-testid="queries" aria-labelledby="queries-title">
            <h2 id="queries-title">
                { t(lang, text::TITLE) }
                <span class="actions">
                    <button type="button" data-testid="add-query" onclick={on_add}>{ t(lang, text::ADD_QUERY) }</button>
                </span>
            </h2>
            if queries.is_empty() {
                <p class="muted">{ t(lang, text::EMPTY) }</p>
            }
            <ul class="query-list">{ for items }</ul>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_and_names() {
        crate::test_support::zh_texts();
        assert_eq!(
            region_runs(&[0, 1, 2, 3, 7, 9, 10]),
            "0\u{2013}3, 7, 9\u{2013}10"
        );
        assert_eq!(region_runs(&[]), "");
        let q = |n: &str| Query {
            name: n.into(),
            bind: IndexMap::new(),
        };
        let qs = vec![q("query 1"), q("by user")];
        assert_eq!(fresh_name(&qs, Lang::En), "query 2");
        assert_eq!(fresh_name(&qs, Lang::ZhCn), "查询 1");
        assert_eq!(
            name_problem(&qs, 0, " ", Lang::En).as_deref(),
            Some("a query needs a name")
        );
        assert_eq!(
            name_problem(&qs, 0, "by user", Lang::En).as_deref(),
            Some("query 2 is already called \"by user\"")
        );
        assert_eq!(
            name_problem(&qs, 0, "by user", Lang::ZhCn).as_deref(),
            Some("查询 2 已经叫“by user”了")
        );
        assert!(name_problem(&qs, 1, "by user", Lang::En).is_none());
    }
}
