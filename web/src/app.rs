//! The root component: where the design comes from (link, autosave, default), the effects that
//! follow every edit (URL, autosave, title, analysis in the worker), and the layout.

use crate::components::banner::BannerView;
use crate::components::compare::{use_compare, CompareButton, EditingSwitch};
use crate::components::decode_panel::DecodeKey;
use crate::components::exports_panel::JumpToExports;
use crate::components::header::Header;
use crate::components::intro::Intro;
use crate::components::keys_list::BrowseRegion;
use crate::components::progress::ProgressView;
use crate::components::regions_chart::RegionsChart;
use crate::components::source_switch::SourceSwitch;
use crate::components::template_editor::{segment_views, template_errors, TemplateEditor};
use crate::hooks::use_quick;
use crate::i18n::switch::switch_lang;
use crate::i18n::texts::notices as text;
use crate::i18n::{t, Lang, Message};
use crate::lazy::panels::{
    CompareView, DecodePanel, EmbedDialog, ExportsPanel, FieldsEditor, GrowthPanel, Heatmap,
    KeysPanel, KeyspaceRuler, LengthsChart, LintsPanel, MetricsPanel, PresetGallery, QueriesPanel,
    Reference, SampleTable, SizingPanel, SplitsPanel,
};
use crate::lazy::{use_panels, use_start_after, Panels};
use crate::notes::{held_notice, stale_note};
use crate::services::analysis::{self, AnalysisClient, WorkerEvent};
use crate::services::{clipboard, quick, storage, url};
use crate::start::{initial_state, show_link_failure, start_analysis, LateBanner};
use crate::state::{Action, AppState, Banner, Derived, Theme};
use rowkey_core::analyze::Report;
use rowkey_core::design::{check_design_size, DesignError, SplitAlgorithm};
use rowkey_core::hbase::to_bytes_binary;
use rowkey_core::preview::Preview;
use rowkey_protocol::FirstRequest;
use rowkey_protocol::MetricsAnswer;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Milliseconds of quiet after an edit before the analysis starts.
const DEBOUNCE_MS: u32 = 250;

/// Rows the sample table shows.
const SAMPLE_ROWS: u64 = 25;

/// A callback that turns its input into an action and dispatches it.
fn act<IN: 'static>(
    d: &UseReducerDispatcher<AppState>,
    f: impl Fn(IN) -> Action + 'static,
) -> Callback<IN> {
    let d = d.clone();
    Callback::from(move |input| d.dispatch(f(input)))
}

/// The playground.
#[component]
pub fn App() -> Html {
    let late_banner = use_mut_ref(|| None::<LateBanner>);
    let state = {
        let late_banner = late_banner.clone();
        use_reducer(move || {
            let (state, late) = initial_state();
            *late_banner.borrow_mut() = late;
            state
        })
    };
    {
        let d = state.dispatcher();
        use_effect_with((), move |_| {
            let late = late_banner.borrow_mut().take();
            if let Some((why, notice)) = late {
                show_link_failure(d, why, notice);
            }
        });
    }

    // Which revision a job analysed is the state's business (`AppState::jobs`); which designs
    // answered and which stopped the worker is remembered here, for the next visit.
    let client = {
        let dispatcher = state.dispatcher();
        use_memo((), move |_| {
            AnalysisClient::new(move |event| match event {
                WorkerEvent::Progress { id, done, total } => {
                    dispatcher.dispatch(Action::AnalysisProgress { id, done, total })
                }
                // The counts, to draw at once; a report it cannot read waits for the whole one.
                WorkerEvent::Interim { id, ms, data } => {
                    if let Ok(r) = analysis::report(&data) {
                        dispatcher.dispatch(Action::AnalysisDone {
                            id,
                            report: Rc::new(r),
                            ms,
                            interim: true,
                        })
                    }
                }
                WorkerEvent::Done {
                    id,
                    design,
                    ms,
                    data,
                } => {
                    if !design.is_empty() {
                        storage::mark_good(&design);
                    }
                    match analysis::report(&data) {
                        Ok(r) => dispatcher.dispatch(Action::AnalysisDone {
                            id,
                            report: Rc::new(r),
                            ms,
                            interim: false,
                        }),
                        Err(e) => dispatcher.dispatch(Action::AnalysisFailed {
                            id,
                            message: Message::new(text::UNREADABLE)
                                .arg("error", e)
                                .render(rowkey_core::i18n::current_lang()),
                            error: None,
                        }),
                    }
                }
                WorkerEvent::Failed {
                    id,
                    design,
                    message,
                    error,
                    ..
                } => {
                    // An ordinary error is an answer: the design does not hurt the page.
                    if !design.is_empty() {
                        storage::mark_good(&design);
                    }
                    dispatcher.dispatch(Action::AnalysisFailed { id, message, error })
                }
                WorkerEvent::Crashed {
                    id,
                    design,
                    message,
                } => {
                    if !design.is_empty() {
                        storage::mark_crashed(
                            &design,
                            &Message::new(text::STOPPED_WORKER)
                                .arg("error", &message)
                                .render(rowkey_core::i18n::current_lang()),
                        );
                    }
                    dispatcher.dispatch(Action::AnalysisCrashed { id, message })
                }
            })
        })
    };
    // The panels the first chart does not need: fetched once it is shown, or at once when none
    // will be (a design that does not compile, an analysis that failed, an embedded view).
    let panels = use_panels();
    {
        use crate::state::Analysis;
        let none_coming = !matches!(state.derived, Derived::Ok { .. })
            || state.held.is_some()
            || matches!(
                state.analysis,
                Analysis::Failed(_) | Analysis::Crashed(_) | Analysis::Cancelled
            );
        let shown = state.report.is_some() || state.embed.is_some() || none_coming;
        use_start_after(&panels, shown);
    }
    // Compare mode: B's state next to A's, and which of the two the editors change (`ed`).
    let compare = use_compare(&state.design, state.embed.is_some());
    let b_latest = compare.b_latest.clone();
    let ed = if compare.editing_b() {
        compare.b.clone()
    } else {
        state.clone()
    };
    let gallery_open = use_state(|| false);
    // The report on the user's own keys (the keys panel's), and whether the charts show it
    // rather than the sample's. Neither is part of the design: keys stay out of links.
    let keys_report = use_state(|| None::<Rc<Report>>);
    // The key last clicked to be decoded, and the real table's numbers beside the regions.
    let decoded = use_state(|| None::<Vec<u8>>);
    // The region last picked in the regions chart to browse the keys of, in "Your keys".
    let region_pick = use_state(|| None::<(u32, u32)>);
    let metrics = use_state(|| None::<Rc<MetricsAnswer>>);
    let show_keys = use_state(|| true);
    let keys_design = {
        let ed = ed.clone();
        use_memo((compare.editing_b(), ed.revision), move |_| {
            ed.checked()
                .map(|_| Rc::<str>::from(crate::state::analysable(&ed.design).to_json()))
        })
    };
    let embed_open = use_state(|| false);
    let timer = use_mut_ref(|| None::<gloo_timers::callback::Timeout>);
    // The design the page opens with is analysed at once, while the first screen is being built
    // (this first render), not after it: the worker counts on another core meanwhile, and the
    // first chart comes that much sooner. The debounce below is for edits.
    {
        let (state, client) = (state.clone(), client.clone());
        use_memo((), move |_| {
            if matches!(state.derived, Derived::Ok { .. }) && state.held.is_none() {
                let dispatcher = state.dispatcher();
                let embedded = state.embed.is_some();
                start_analysis(
                    &state.design,
                    embedded,
                    state.revision,
                    &client,
                    &dispatcher,
                );
            }
        });
    }
    let opening = use_mut_ref(|| true);

    // Every edit: the URL (replace), autosave, title, and a debounced analysis in the worker.
    {
        let state = state.clone();
        let client = client.clone();
        let timer = timer.clone();
        let opening = opening.clone();
        let b_latest = b_latest.clone();
        use_effect_with(state.revision, move |_| {
            let design = state.design.clone();
            let embedded = state.embed.is_some();
            // A design past a size limit (an edit that pasted a huge template) is shown with
            // its error but neither saved nor put in the URL: a reload opens the last design
            // that fits, never one that would stop the page.
            if !embedded && check_design_size(&design).is_ok() {
                url::write_pair_fragment(&design, b_latest.borrow().as_ref(), false);
                storage::save_design(&design.to_json());
            }
            url::set_title(&design.name);
            let compiles = matches!(state.derived, Derived::Ok { .. });
            let revision = state.revision;
            let dispatcher = state.dispatcher();
            // The opening design was started as the page was first drawn, on the same conditions.
            let opening = std::mem::take(&mut *opening.borrow_mut());
            *timer.borrow_mut() = (compiles && state.held.is_none() && !opening).then(|| {
                gloo_timers::callback::Timeout::new(DEBOUNCE_MS, move || {
                    start_analysis(&design, embedded, revision, &client, &dispatcher);
                })
            });
            || ()
        });
    }

    // The theme: `data-theme` on <html> (absent: follow the system), remembered; an embedded
    // view's `?theme=` is the docs page's choice, not the user's, so it is not saved.
    let embedded = state.embed.is_some();
    use_effect_with(state.theme, move |theme| {
        if let Some(root) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            let _ = match theme {
                Theme::System => root.remove_attribute("data-theme"),
                t => root.set_attribute("data-theme", t.name()),
            };
        }
        if !embedded {
            storage::save_theme(theme.name());
        }
        || ()
    });

    // The language: `<html lang>` follows it. Chosen in the header, it is remembered there;
    // a link's `?lang=` (an embed's, a docs page's) is used but never saved as the user's.
    use_effect_with(state.lang, move |lang| {
        crate::i18n::apply(*lang);
        || ()
    });

    // A link pasted into the address bar of an open page: load it, or say why not and keep
    // the current design.
    {
        let dispatcher = state.dispatcher();
        let compare = compare.clone();
        use_effect_with((), move |_| {
            let on_hash = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(move || {
                let (dispatcher, compare) = (dispatcher.clone(), compare.clone());
                let f = url::opened_fragment();
                wasm_bindgen_futures::spawn_local(async move {
                    url::load_fragment(f).await;
                    match url::design_from_fragment() {
                        Some(Ok(d)) => {
                            dispatcher.dispatch(Action::LoadDesign(Box::new(d)));
                            crate::components::compare::follow_link(&compare, &dispatcher);
                        }
                        Some(Err(why)) => {
                            show_link_failure(dispatcher, why, text::LINK_FAILED_KEPT)
                        }
                        None => {}
                    }
                });
            });
            if let Some(w) = web_sys::window() {
                w.set_onhashchange(Some(on_hash.as_ref().unchecked_ref()));
            }
            move || drop(on_hash)
        });
    }

    // Derived from the design only: once per revision, not on every render (progress messages
    // from the worker re-render the app many times per analysis).
    let side_b = compare.editing_b();
    let models = use_quick::<Vec<quick::SegmentModel>>(ed.checked().map(|_| {
        FirstRequest::Segments {
            design: ed.design.clone(),
        }
        .into()
    }));
    // The segment chips' first values: the sampler's first row, with a count of one as before.
    let first = use_quick::<Preview>(ed.checked().map(|_| {
        FirstRequest::Preview {
            design: ed.design.clone(),
            count: 1,
        }
        .into()
    }));
    // The errors the page's own check leaves out (a `date(...)` format, a `timestamp` start:
    // its core links no date parser), from the quick worker's full compile, shown with the
    // page's own errors. Asked with the language, so a switch renders them again in it.
    let quick_errors = use_quick::<Vec<DesignError>>(ed.checked().map(|_| {
        FirstRequest::Check {
            design: ed.design.clone(),
            lang: ed.lang,
        }
        .into()
    }));
    {
        let ed_d = ed.dispatcher();
        use_effect_with(quick_errors, move |answer| {
            // No request (the page's check found errors of its own): the last answer is
            // not shown, and stays until the next.
            if let Some(answer) = answer {
                // A quick worker that failed knows of no error.
                let errors = (**answer).as_ref().cloned().unwrap_or_default();
                ed_d.dispatch(Action::QuickErrors(Rc::new(errors)));
            }
            || ()
        });
    }
    let segments = {
        let ed = ed.clone();
        let models = models.clone();
        let first = first.clone();
        let key = (
            models.as_ref().map(Rc::as_ptr),
            first.as_ref().map(Rc::as_ptr),
        );
        use_memo((side_b, ed.revision, key), move |_| {
            let models = models.as_deref().and_then(|m| m.as_ref().ok());
            let first = first.as_deref().and_then(|p| p.as_ref().ok());
            segment_views(
                &ed,
                models.map_or(&[], Vec::as_slice),
                first.and_then(|p| p.rows.first()),
            )
        })
    };
    // The sample table's rows, from the quick worker.
    let preview = use_quick::<Preview>(state.checked().map(|_| {
        FirstRequest::Preview {
            design: state.design.clone(),
            count: SAMPLE_ROWS,
        }
        .into()
    }));
    let errors = {
        let ed = ed.clone();
        // …and again when the analysis finds an error in this revision.
        let found = ed.analysis_error.as_ref().map(|(r, e)| (*r, Rc::as_ptr(e)));
        let quick = Rc::as_ptr(&ed.quick_errors);
        use_memo((side_b, ed.revision, found, quick), move |_| {
            template_errors(&ed)
        })
    };
    let d = &state.dispatcher();
    let ed_d = &ed.dispatcher();
    let report = state.latest_report().cloned();
    let ruled = state.checked().map(|_| state.design.clone());
    let splits: Rc<Vec<Vec<u8>>> = Rc::new(
        report
            .as_ref()
            .map(|r| r.splits.keys.iter().map(|k| to_bytes_binary(k)).collect())
            .unwrap_or_default(),
    );
    let on_auto = {
        let d = d.clone();
        let splits = state.design.splits.clone();
        Callback::from(move |_| {
            let mut s = splits.clone();
            s.algorithm = SplitAlgorithm::Auto;
            d.dispatch(Action::SetSplits(s));
        })
    };

    if let Some(view) = state.embed {
        return html! {
            <ContextProvider<Lang> context={state.lang}>
            <ContextProvider<Panels> context={panels}>
                <crate::embed::EmbedLayout state={Rc::new((*state).clone())} view={view} />
            </ContextProvider<Panels>>
            </ContextProvider<Lang>>
        };
    }

    // The fields the template reads, also while the design does not compile (a field without a
    // generator is exactly such a case, and the fields editor offers to add it).
    let template_fields: Vec<String> = ed
        .checked()
        .map(|c| c.plan.fields().to_vec())
        .or_else(|| {
            // Not a template past the size limits, which is not compiled at all.
            check_design_size(&ed.design).ok()?;
            rowkey_core::plan::Plan::compile(&ed.design.template)
                .ok()
                .map(|p| p.fields().to_vec())
        })
        .unwrap_or_default();
    let lang = state.lang;
    let share = {
        let d = d.clone();
        let design = state.design.clone();
        let b_latest = b_latest.clone();
        Callback::from(move |_| {
            let b = b_latest.borrow().clone();
            let (d, design) = (d.clone(), design.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let link = match url::share_link(&design, b.as_ref()).await {
                    Ok(link) => link,
                    Err(why) => {
                        let banner = Message::new(text::LINK_NOT_MADE).arg("error", why);
                        return d.dispatch(Action::ShowBanner(Banner::error(banner.render(lang))));
                    }
                };
                let banner = if clipboard::copy_text(&link).await {
                    Banner::info(t(lang, text::LINK_COPIED))
                } else {
                    Banner::copy_failed(&t(lang, text::WHAT_LINK), link)
                };
                d.dispatch(Action::ShowBanner(banner));
            });
        })
    };
    // "Copy iframe" opens the embed dialog (which view, which theme, a preview); its Copy lands here.
    let copy_iframe = {
        let d = d.clone();
        let open = embed_open.clone();
        Callback::from(move |(snippet, view): (String, &'static str)| {
            open.set(false);
            let d = d.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let banner = if clipboard::copy_text(&snippet).await {
                    Banner::info(
                        Message::new(text::IFRAME_COPIED)
                            .arg("view", crate::case::lowercase(view))
                            .render(lang),
                    )
                } else {
                    Banner::copy_failed(&t(lang, text::WHAT_IFRAME), snippet)
                };
                d.dispatch(Action::ShowBanner(banner));
            });
        })
    };

    // Stop the running analysis (from the progress line, or the header once that scrolled away).
    let cancel = {
        let d = d.clone();
        let client = client.clone();
        Callback::from(move |_| {
            if let Some(id) = client.cancel() {
                storage::clear_unfinished();
                d.dispatch(Action::AnalysisCancelled { id });
            }
        })
    };
    let analysis_attr = match &state.analysis {
        crate::state::Analysis::Idle => "idle",
        crate::state::Analysis::Running { .. } => "running",
        crate::state::Analysis::Failed(_) => "failed",
        crate::state::Analysis::Crashed(_) => "crashed",
        crate::state::Analysis::Cancelled => "cancelled",
    };
    // The charts show the user's keys once they are loaded, unless the user picks the sample.
    let shown = match (&*keys_report, *show_keys) {
        (Some(k), true) => Some(k.clone()),
        _ => report.clone(),
    };
    // The dump's report while the charts show it: the splits table counts its keys too.
    let keys_shown = match (&*keys_report, *show_keys) {
        (Some(k), true) => Some(k.clone()),
        _ => None,
    };
    let on_keys_report = {
        let (keys_report, show_keys) = (keys_report.clone(), show_keys.clone());
        Callback::from(move |r: Option<Rc<Report>>| {
            if keys_report.is_none() && r.is_some() {
                show_keys.set(true);
            }
            keys_report.set(r);
        })
    };
    // The revision of the whole report shown: none while it is the interim one (the browser
    // tests wait for the whole report of the latest revision).
    let report_revision = (state.report.as_ref())
        .filter(|_| !state.report_interim)
        .map_or(0, |(r, _)| *r);
    let stale = stale_note(&state);
    let decode = DecodeKey({
        let decoded = decoded.clone();
        Callback::from(move |key: Vec<u8>| decoded.set(Some(key)))
    });
    let browse_region = BrowseRegion({
        let pick = region_pick.clone();
        Callback::from(move |r: u32| pick.set(Some((r, pick.map_or(0, |(_, n)| n + 1)))))
    });
    let on_metrics = {
        let metrics = metrics.clone();
        Callback::from(move |m: Option<Rc<MetricsAnswer>>| metrics.set(m))
    };
    html! {
        <ContextProvider<Lang> context={state.lang}>
        <ContextProvider<Panels> context={panels}>
        <ContextProvider<DecodeKey> context={decode}>
        <ContextProvider<BrowseRegion> context={browse_region}>
        <div class="app" data-analysis={analysis_attr} data-revision={state.revision.to_string()}
            data-report-revision={report_revision.to_string()}
            data-jobs-started={state.jobs_started.to_string()}>
            <a class="skip" href="#results">{ t(state.lang, text::SKIP) }</a>
            <Header
                name={state.design.name.clone()}
                theme={state.theme}
                analysis={state.analysis.clone()}
                analysis_ms={state.analysis_ms}
                on_rename={act(d, Action::SetName)}
                on_cancel={cancel.clone()}
                on_theme={{ let d = d.clone(); let t = state.theme; Callback::from(move |_| d.dispatch(Action::SetTheme(t.next()))) }}
                on_lang={{ let d = d.clone(); Callback::from(move |lang: Lang| switch_lang(d.clone(), lang)) }}
                on_share={share}
                on_copy_iframe={{ let e = embed_open.clone(); Callback::from(move |_| e.set(true)) }}
                on_presets={{ let g = gallery_open.clone(); Callback::from(move |_| g.set(true)) }}
            />
            <Intro on_presets={{ let g = gallery_open.clone(); Callback::from(move |_| g.set(true)) }} />
            <BannerView banner={state.banner.clone()} on_dismiss={act(d, |_| Action::DismissBanner)} />
            { held_notice(&state, d) }
            <ProgressView analysis={state.analysis.clone()}
                on_cancel={cancel.clone()}
                on_analyse={act(d, |_| Action::AnalyseNow)} />
            <main class="layout">
                <div class="col editors">
                    if *compare.active {
                        <EditingSwitch editing={*compare.editing} on_pick={{ let e = compare.editing.clone(); Callback::from(move |side| e.set(side)) }} />
                    }
                    <TemplateEditor
                        text={ed.design.template.clone()}
                        errors={(*errors).clone()}
                        segments={(*segments).clone()}
                        focus={ed.focus}
                        on_change={act(ed_d, Action::SetTemplate)}
                    />
                    <Reference on_insert={{
                        let d = ed_d.clone();
                        let t = ed.design.template.clone();
                        Callback::from(move |snippet: String| d.dispatch(Action::SetTemplate(crate::components::template_editor::insert_at_caret(&t, &snippet))))
                    }} />
                    <FieldsEditor
                        fields={ed.design.fields.clone()}
                        template_fields={template_fields.clone()}
                        errors={ed.errors()}
                        sample={ed.design.sample}
                        data={ed.design.data.clone()}
                        on_set={act(ed_d, |(name, expr)| Action::SetField { name, expr })}
                        on_rename={act(ed_d, |(from, to)| Action::RenameField { from, to })}
                        on_remove={act(ed_d, Action::RemoveField)}
                        on_sample={act(ed_d, Action::EditSample)}
                        on_data={act(ed_d, Action::SetData)}
                    />
                    <SplitsPanel
                        splits={ed.design.splits.clone()}
                        report={keys_shown.clone().or_else(|| ed.latest_report().cloned())}
                        on_change={act(ed_d, Action::EditSplits)}
                        on_banner={act(d, Action::ShowBanner)}
                    />
                    <KeysPanel
                        design_json={(*keys_design).clone()}
                        splits={ed.design.splits.clone()}
                        on_splits={act(ed_d, Action::SetSplits)}
                        on_report={on_keys_report}
                        fingerprint={ed.latest_report().and_then(|r| r.fingerprint.clone())}
                        pick={*region_pick}
                    />
                    <MetricsPanel report={shown.clone()} on_answer={on_metrics} />
                    <SizingPanel
                        sizing={ed.design.sizing.clone()}
                        splits={ed.design.splits.clone()}
                        on_change={act(ed_d, Action::SetSizing)}
                        on_splits={act(ed_d, Action::SetSplits)}
                        measured={crate::components::sizing_panel::measured(shown.as_deref())}
                    />
                    <QueriesPanel
                        queries={ed.design.queries.clone()}
                        reports={ed.latest_report().map(|r| r.queries.clone()).unwrap_or_default()}
                        fields={template_fields}
                        on_change={act(ed_d, Action::SetQueries)}
                    />
                </div>
                <div class={classes!("col", "results", stale.as_ref().map(|_| "stale"))} id="results"
                    data-stale={stale.as_ref().map(|(why, _)| *why)} aria-busy={stale.as_ref().map(|(why, _)| (*why == "running").to_string())}>
                    if let Some((_, note)) = stale {
                        <p class="stale-note" role="status" data-testid="stale-note"><span>{ note }</span></p>
                    }
                    if *compare.active {
                        <CompareView a_report={report.clone()}
                            a_current={state.report.as_ref().is_some_and(|(r, _)| *r == state.revision)}
                            a_interim={state.report_interim}
                            a={state.design.clone()} a_revision={state.revision}
                            b={compare.b.clone()}
                            on_leave={compare.on_leave(&state.design, d)}
                            on_a_auto={on_auto} />
                    } else {
                    <div class="results-tools">
                        <CompareButton on_open={compare.on_open(&state.design)} />
                        <JumpToExports />
                    </div>
                    if let Some(k) = &*keys_report {
                        <SourceSwitch keys={k.stats.keys} sample={report.as_ref().map(|r| r.stats.keys)}
                            showing_keys={*show_keys}
                            on_show={{ let s = show_keys.clone(); Callback::from(move |v| s.set(v)) }} />
                    }
                    <DecodePanel design={state.checked().map(|_| state.design.clone())}
                        key_bytes={(*decoded).clone()}
                        on_close={{ let d = decoded.clone(); Callback::from(move |_| d.set(None)) }} />
                    <RegionsChart report={shown.clone()} on_auto={on_auto} metrics={(*metrics).clone()} />
                    <KeyspaceRuler design={ruled} splits={splits} model_only={keys_shown.is_some()} />
                    <Heatmap report={shown.clone()} />
                    <LengthsChart report={shown.clone()} />
                    <LintsPanel
                        lints={shown.as_ref().map(|r| r.lints.clone()).unwrap_or_default()}
                        pending={state.report_interim && keys_shown.is_none()}
                        unfinished={state.report_unfinished() && keys_shown.is_none()}
                        on_focus={act(d, |span| Action::Focus(Some(span)))}
                    />
                    <SampleTable preview={preview.clone()} seed={state.design.sample.seed} />
                    <ExportsPanel design={state.design.clone()} report={report} on_table={act(d, Action::SetTable)} />
                    <GrowthPanel design={state.design.clone()} />
                    }
                </div>
            </main>
            <EmbedDialog
                open={*embed_open}
                design={state.design.clone()}
                on_close={{ let e = embed_open.clone(); Callback::from(move |_| e.set(false)) }}
                on_copy={copy_iframe}
            />
            <PresetGallery
                open={*gallery_open}
                on_close={{ let g = gallery_open.clone(); Callback::from(move |_| g.set(false)) }}
                on_load={{
                    let d = d.clone();
                    let g = gallery_open.clone();
                    Callback::from(move |design| { g.set(false); d.dispatch(Action::LoadDesign(Box::new(design))) })
                }}
            />
        </div>
        </ContextProvider<BrowseRegion>>
        </ContextProvider<DecodeKey>>
        </ContextProvider<Panels>>
        </ContextProvider<Lang>>
    }
}
