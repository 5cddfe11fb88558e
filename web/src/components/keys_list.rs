//! The key dump under "Your keys", a page at a time: every key, or the keys of one region
//! (picked from the regions chart), each with its line and region and each a button that opens
//! the *Decoded key* panel. The dump stays in its file: the quick worker reads each page from
//! the nearest record boundary the dump's analysis indexed (`rowkey_core::keys::pages`).

use crate::components::decode_panel::KeyButton;
use crate::components::keys_goto::PageJump;
use crate::i18n::texts::keys_panel as text;
use crate::i18n::{t, use_lang, Lang, Message};
use rowkey_core::hbase::to_string_binary;
use rowkey_core::i18n::Arg;
use rowkey_core::keys::pages::{DumpIndex, KeysPage, Mark, PageRequest};
use rowkey_protocol::{JobRequest, KeysPageJob};
use std::rc::Rc;
use yew::prelude::*;

/// Keys on a page.
pub const PAGE_SIZE: u32 = 100;

/// Which keys are browsed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Browse {
    /// Every key of the dump.
    All,
    /// The keys of one region.
    Region(u32),
}

/// Props of [`KeysBrowser`].
#[derive(Properties, PartialEq)]
pub struct KeysBrowserProps {
    /// The dump's index of record boundaries (from its analysis).
    pub index: Rc<DumpIndex>,
    /// The dump's file.
    pub blob: web_sys::Blob,
    /// The split keys (toStringBinary) of the report on the dump.
    pub splits: Rc<Vec<String>>,
    /// Each region's keys in the report on the dump.
    pub counts: Rc<Vec<u64>>,
    /// What is browsed.
    pub browse: Browse,
    /// Browse something else (every key again).
    pub on_browse: Callback<Browse>,
    /// Open (a region just picked opens it).
    pub open: bool,
    /// Opened or closed by the user.
    pub on_open: Callback<bool>,
}

/// Where the page is.
#[derive(Clone, Debug, PartialEq)]
enum Shown {
    Loading,
    Page(Rc<KeysPage>),
    Failed(String),
}

/// The page browsed: what, which page (0-based), and for a region's page turned to by Next, the
/// boundary of the last key of the page before, from which it is read on.
#[derive(Clone, Debug, PartialEq)]
struct Spot {
    browse: Browse,
    page: u64,
    after: Option<Mark>,
}

/// The browser. Remounted (its `key`) for each new report, so no page of another dump or other
/// splits is ever shown.
///
/// ```ignore
/// html! { <KeysBrowser key={generation} index={index} blob={blob} splits={splits} counts={counts}
///     browse={Browse::All} on_browse={cb} open=false on_open={cb2} /> }
/// ```
#[component]
pub fn KeysBrowser(props: &KeysBrowserProps) -> Html {
    let lang = use_lang();
    let spot = use_state(|| Spot {
        browse: Browse::All,
        page: 0,
        after: None,
    });
    // The answer for the page it was asked for: any other page shows "Reading the page…" from
    // the moment it is asked for, never the last page's keys nor an empty page.
    let shown = use_state(|| None::<(Spot, Shown)>);
    // Answers to requests made before the latest are dropped.
    let seq = use_mut_ref(|| 0u64);
    let records = props.index.records;
    let region_count = match props.browse {
        Browse::Region(r) => props.counts.get(r as usize).copied(),
        Browse::All => None,
    };
    // A region the splits do not have (they changed): every key.
    let gone = matches!(props.browse, Browse::Region(_)) && region_count.is_none();
    let browse = if gone { Browse::All } else { props.browse };
    let size = u64::from(PAGE_SIZE);
    let total = region_count.unwrap_or(records);
    let pages = total.div_ceil(size).max(1);
    // Another region (or every key) browsed starts at its first page.
    let here = if spot.browse == browse {
        (*spot).clone()
    } else {
        Spot {
            browse,
            page: 0,
            after: None,
        }
    };
    // Nothing to read: no keys, or a region with none.
    let empty = total == 0;

    // Fetch the page whenever what is asked for changes.
    {
        let (shown, seq) = (shown.clone(), seq.clone());
        let (index, blob, splits) = (
            props.index.clone(),
            props.blob.clone(),
            props.splits.clone(),
        );
        let deps = (here.clone(), props.open, empty);
        use_effect_with(deps, move |(here, open, empty)| {
            *seq.borrow_mut() += 1;
            let mine = *seq.borrow();
            if *open && !*empty {
                let first = here.page * u64::from(PAGE_SIZE);
                let request = match (here.browse, &here.after) {
                    (Browse::All, _) => PageRequest::records(&index, first, PAGE_SIZE),
                    (Browse::Region(r), Some(last)) => {
                        PageRequest::region_after(&index, last.clone(), r, PAGE_SIZE)
                    }
                    (Browse::Region(r), None) => {
                        PageRequest::region_from(&index, r, first, PAGE_SIZE)
                    }
                };
                let job = JobRequest::KeysPage {
                    page: KeysPageJob {
                        read: index.read.clone(),
                        bytes: index.bytes,
                        request,
                        splits: (*splits).clone(),
                    },
                };
                let here = here.clone();
                crate::services::quick::ask_keys_page(&job, &blob, move |answer| {
                    if *seq.borrow() != mine {
                        return;
                    }
                    let answer = match answer {
                        Ok(p) => Shown::Page(Rc::new(p)),
                        Err(e) => Shown::Failed(e),
                    };
                    shown.set(Some((here, answer)));
                });
            }
            || ()
        });
    }

    let summary = Message::new(text::BROWSE)
        .arg("total", Arg::Count(records))
        .arg("size", Arg::Int(PAGE_SIZE.into()))
        .render(lang);
    let ontoggle = {
        let on_open = props.on_open.clone();
        Callback::from(move |e: Event| {
            let open = e
                .target_unchecked_into::<web_sys::Element>()
                .has_attribute("open");
            on_open.emit(open)
        })
    };
    let current = match &*shown {
        Some((at, s)) if *at == here => s.clone(),
        _ => Shown::Loading,
    };
    let first = here.page * size;
    let last = (first + size).min(total);
    let info = match browse {
        Browse::All if records == 0 => t(lang, text::NO_KEYS),
        Browse::All => Message::new(text::PAGE_OF)
            .arg("page", Arg::Count(here.page + 1))
            .arg("pages", Arg::Count(pages))
            .arg("first", Arg::Count(first + 1))
            .arg("last", Arg::Count(last))
            .render(lang),
        Browse::Region(r) if empty => Message::new(text::REGION_NONE)
            .arg("region", Arg::Int(r.into()))
            .render(lang),
        Browse::Region(r) => Message::new(text::REGION_PAGE)
            .arg("first", Arg::Count(first + 1))
            .arg("last", Arg::Count(last))
            .arg("count", Arg::Count(total))
            .arg("region", Arg::Int(r.into()))
            .render(lang),
    };
    let go = {
        let spot = spot.clone();
        move |page: u64, after: Option<Mark>| {
            let spot = spot.clone();
            Callback::from(move |_: MouseEvent| {
                spot.set(Spot {
                    browse,
                    page,
                    after: after.clone(),
                })
            })
        }
    };
    // A region's next page goes on from the last key of the page shown.
    let after = match (&current, browse) {
        (Shown::Page(p), Browse::Region(_)) => p.last.clone().filter(|_| !p.ended),
        _ => None,
    };
    let (back, on) = (here.page > 0, here.page + 1 < pages);
    let nav = nav_buttons(
        lang,
        back.then(|| go(0, None)),
        back.then(|| go(here.page - 1, None)),
        on.then(|| go(here.page + 1, after)),
        on.then(|| go(pages - 1, None)),
    );
    let on_jump = {
        let spot = spot.clone();
        Callback::from(move |page: u64| {
            spot.set(Spot {
                browse,
                page,
                after: None,
            })
        })
    };
    let title = match browse {
        Browse::Region(r) => Message::new(text::REGION_TITLE)
            .arg("region", Arg::Int(r.into()))
            .render(lang),
        Browse::All => summary.clone(),
    };
    let body = match current {
        _ if empty => html! {},
        Shown::Loading => html! {
            <p class="muted" data-testid="keys-page-loading" role="status">{ t(lang, text::PAGE_LOADING) }</p>
        },
        Shown::Failed(message) => html! {
            <p class="error-text" data-testid="keys-page-error" role="alert">
                { Message::new(text::PAGE_FAILED).arg("message", message.as_str()).render(lang) }
            </p>
        },
        Shown::Page(p) if p.keys.is_empty() => html! {
            <p class="muted" data-testid="keys-page-empty">{ t(lang, text::PAGE_EMPTY) }</p>
        },
        Shown::Page(p) => key_list(lang, &p),
    };
    let browse_label = match browse {
        Browse::All => "all".to_string(),
        Browse::Region(r) => r.to_string(),
    };
    html! {
        <details class="keys-listed keys-browser" data-testid="keys-browser" id="keys-browser"
            open={props.open} {ontoggle} data-browse={browse_label}>
            <summary data-testid="keys-browser-summary">{ summary }</summary>
            if gone {
                if let Browse::Region(r) = props.browse {
                    <p class="muted" data-testid="keys-region-gone">{ Message::new(text::REGION_GONE)
                        .arg("region", Arg::Int(r.into()))
                        .arg("regions", Arg::Int(props.counts.len() as i128)).render(lang) }</p>
                }
            }
            <div class="keys-page-head">
                <h4 class="keys-page-title" id="keys-page-title" tabindex="-1" data-testid="keys-page-title">{ title }</h4>
                if let Browse::Region(_) = browse {
                    <button type="button" class="small" data-testid="keys-page-all"
                        onclick={{ let b = props.on_browse.clone(); Callback::from(move |_: MouseEvent| b.emit(Browse::All)) }}>
                        { t(lang, text::ALL_KEYS) }
                    </button>
                }
            </div>
            <p class="keys-page-info" data-testid="keys-page-info" role="status"
                data-page={here.page.to_string()} data-pages={pages.to_string()}
                data-count={region_count.map(|c| c.to_string())}>{ info }</p>
            if !empty {
                <div class="keys-pages-bar">
                    { nav }
                    <PageJump {pages} on_go={on_jump} />
                </div>
            }
            { body }
        </details>
    }
}

/// First, previous, next and last: each a button, disabled where it leads nowhere.
fn nav_buttons(
    lang: Lang,
    first: Option<Callback<MouseEvent>>,
    prev: Option<Callback<MouseEvent>>,
    next: Option<Callback<MouseEvent>>,
    last: Option<Callback<MouseEvent>>,
) -> Html {
    let button =
        |id: &'static str, label: &'static crate::i18n::Entry, go: Option<Callback<MouseEvent>>| {
            let disabled = go.is_none();
            html! {
                <button type="button" class="small" data-testid={id} {disabled}
                    onclick={go.unwrap_or_default()}>{ t(lang, label) }</button>
            }
        };
    html! {
        <nav class="keys-pages" aria-label={t(lang, text::PAGES_ARIA)}>
            { button("keys-page-first", text::FIRST_PAGE, first) }
            { button("keys-page-prev", text::PREV_PAGE, prev) }
            { button("keys-page-next", text::NEXT_PAGE, next) }
            { button("keys-page-last", text::LAST_PAGE, last) }
        </nav>
    }
}

/// The page's keys, each with its line and region, each opening the decode panel.
fn key_list(lang: Lang, page: &KeysPage) -> Html {
    html! {
        <ol class="keys-listed-keys" data-testid="keys-page-keys">
            { for page.keys.iter().map(|k| {
                let shown = to_string_binary(&k.key);
                let place = Message::new(text::KEY_PLACE)
                    .arg("line", Arg::Int(k.line.into()))
                    .arg("region", Arg::Int(k.region.into()))
                    .render(lang);
                html! {
                    <li data-testid="keys-listed-key" data-line={k.line.to_string()}
                        data-region={k.region.to_string()} data-record={k.record.to_string()}>
                        <span class="muted keys-place">{ place }</span>
                        { " " }
                        // The user's own key: data, which no language check reads as words.
                        <span data-user="">
                            <KeyButton key_bytes={k.key.clone()} label={shown.clone()} testid="keys-listed-decode">
                                <span class="mono">{ shown }</span>
                            </KeyButton>
                        </span>
                    </li>
                }
            }) }
        </ol>
    }
}

/// A region picked in the regions chart to browse the keys of (its number, and a count that
/// changes with every pick, so that picking the same region again opens it again).
pub type RegionPick = Option<(u32, u32)>;

/// The app's way to the keys browser from a region's bar: pick the region to browse.
#[derive(Clone, PartialEq)]
pub struct BrowseRegion(pub Callback<u32>);

/// Props of [`DumpBrowser`].
#[derive(Properties, PartialEq)]
pub struct DumpBrowserProps {
    /// The report on the dump.
    pub report: Rc<rowkey_core::analyze::Report>,
    /// Its index of record boundaries.
    pub index: Rc<DumpIndex>,
    /// The dump's file.
    pub blob: web_sys::Blob,
    /// The region last picked in the regions chart.
    #[prop_or_default]
    pub pick: RegionPick,
}

/// The keys browser of a dump's report: what is browsed and whether it is open, kept across
/// reports; its pages, started again for each report.
#[component]
pub fn DumpBrowser(props: &DumpBrowserProps) -> Html {
    let browse = use_state(|| Browse::All);
    let open = use_state(|| false);
    // A new report (a new dump, or the design's splits changed): the pages start again.
    let generation = use_mut_ref(|| (props.index.clone(), 0u64));
    {
        let mut g = generation.borrow_mut();
        if !Rc::ptr_eq(&g.0, &props.index) {
            *g = (props.index.clone(), g.1 + 1);
        }
    }
    let key = generation.borrow().1;
    {
        let (browse, open) = (browse.clone(), open.clone());
        use_effect_with(props.pick, move |pick| {
            if let Some((region, _)) = *pick {
                browse.set(Browse::Region(region));
                open.set(true);
                // Where the keys are: scrolled to and focused, as a keyboard user expects.
                gloo_timers::callback::Timeout::new(0, || {
                    let title = web_sys::window()
                        .and_then(|w| w.document())
                        .and_then(|d| d.get_element_by_id("keys-page-title"));
                    if let Some(el) = title {
                        el.scroll_into_view();
                        if let Ok(el) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(el) {
                            let _ = el.focus();
                        }
                    }
                })
                .forget();
            }
            || ()
        });
    }
    let splits = Rc::new(props.report.splits.keys.clone());
    let counts = Rc::new(
        props
            .report
            .regions
            .iter()
            .map(|r| r.count)
            .collect::<Vec<_>>(),
    );
    html! {
        <KeysBrowser key={key.to_string()} index={props.index.clone()} blob={props.blob.clone()}
            {splits} {counts} browse={*browse}
            on_browse={{ let b = browse.clone(); Callback::from(move |v| b.set(v)) }}
            open={*open}
            on_open={{ let o = open.clone(); Callback::from(move |v| o.set(v)) }} />
    }
}
