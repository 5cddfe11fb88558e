//! Component logic in the browser (wasm-bindgen-test in headless Chromium): the reducer, share
//! links and derived views, run against the real wasm build.

use crate::i18n::{Entry, Lang};
use crate::state::{Action, Analysis, AppState, SampleEdit, SplitsEdit, Theme};
use rowkey_core::design::Design;
use std::rc::Rc;
use wasm_bindgen_test::*;
use yew::Reducible;

wasm_bindgen_test_configure!(run_in_browser);

fn state() -> Rc<AppState> {
    Rc::new(AppState::new(
        crate::presets::default_design(),
        Theme::System,
        None,
    ))
}

#[wasm_bindgen_test]
fn every_preset_parses_and_compiles() {
    for crate::presets::Preset { slug, json, .. } in crate::presets::PRESETS {
        let d = Design::from_json(json).unwrap_or_else(|e| panic!("{slug}: {e}"));
        let s = AppState::new(d, Theme::System, None);
        assert!(s.checked().is_some(), "{slug}: {:?}", s.errors());
    }
}

#[wasm_bindgen_test]
fn edits_bump_the_revision_and_recompile() {
    let s = state();
    let rev = s.revision;
    let s = s.reduce(Action::SetTemplate("{id | md6}".into()));
    assert_eq!(s.revision, rev + 1);
    assert!(s.checked().is_none());
    assert!(s.errors()[0].message.to_string().contains("md5"));
    // The last good report is kept while the design is broken.
    let s = s.reduce(Action::SetTemplate("{user_id}".into()));
    assert!(s.checked().is_some());
}

#[wasm_bindgen_test]
fn stale_analysis_events_are_ignored() {
    let s = state().reduce(Action::AnalysisStarted {
        id: 2,
        revision: 1,
        total: 10,
    });
    let s = s.reduce(Action::AnalysisProgress {
        id: 1,
        done: 5,
        total: 10,
    });
    assert_eq!(
        s.analysis,
        Analysis::Running {
            id: 2,
            done: 0,
            total: 10
        }
    );
    let s = s.reduce(Action::AnalysisFailed {
        id: 1,
        message: "old".into(),
        error: None,
    });
    assert_eq!(
        s.analysis,
        Analysis::Running {
            id: 2,
            done: 0,
            total: 10
        }
    );
}

#[wasm_bindgen_test]
fn rename_keeps_the_field_order() {
    let s = state().reduce(Action::RenameField {
        from: "order_time".into(),
        to: "ts".into(),
    });
    let names: Vec<&String> = s.design.fields.keys().collect();
    assert_eq!(names, ["user_id", "ts", "order_id"]);
    // The template follows the rename, so the design still compiles.
    assert!(
        s.design.template.contains("{ts | rev}"),
        "{}",
        s.design.template
    );
    assert!(s.checked().is_some());
    // Renaming onto an existing name is refused (nothing lost).
    let s = s.reduce(Action::RenameField {
        from: "ts".into(),
        to: "user_id".into(),
    });
    assert_eq!(s.design.fields.len(), 3);
}

#[wasm_bindgen_test]
async fn links_round_trip_in_the_browser() {
    use crate::services::link;
    for crate::presets::Preset { json, .. } in crate::presets::PRESETS {
        let d = Design::from_json(json).unwrap();
        let f = link::encode(&d).await.unwrap();
        assert!(f.starts_with(rowkey_core::link::PREFIX), "{f}");
        assert_eq!(link::decode(&f).await.unwrap(), d);
        assert_eq!(link::decode(&format!("#{f}&b=x")).await.unwrap(), d);
    }
    let (a, b) = (Design::new("{id}"), Design::new("{id | md5 | hex}"));
    let f = link::encode_pair(&a, Some(&b)).await.unwrap();
    assert_eq!(link::decode(&f).await.unwrap(), a);
    assert_eq!(link::decode_second(&f).await.unwrap().unwrap(), b);
    assert!(link::decode_second(&link::encode(&a).await.unwrap())
        .await
        .is_none());
}

/// Links the core's own compressor wrote (the CLI's, the JS module's: the golden fixtures)
/// open in the page, which inflates with the browser's.
#[wasm_bindgen_test]
async fn links_of_the_core_open_in_the_page() {
    let fixtures = [
        (
            include_str!("../../testdata/links/ecommerce-orders.v1.txt"),
            include_str!("../../testdata/links/ecommerce-orders.design.json"),
        ),
        (
            include_str!("../../testdata/links/phoenix-salted.v1.txt"),
            include_str!("../../testdata/links/phoenix-salted.design.json"),
        ),
        (
            include_str!("../../testdata/links/telecom-cdr.v1.txt"),
            include_str!("../../testdata/links/telecom-cdr.design.json"),
        ),
        (
            include_str!("../../testdata/links/hbase-book-hex.v1.txt"),
            include_str!("../../testdata/links/hbase-book-hex.design.json"),
        ),
    ];
    for (fragment, json) in fixtures {
        let want = Design::from_json(json).unwrap();
        assert_eq!(crate::services::link::decode(fragment).await.unwrap(), want);
    }
}

/// A damaged link says which step failed, as the core's `link::decode` does; one that inflates
/// without end is refused at the limit.
#[wasm_bindgen_test]
async fn damaged_links_say_why_in_the_browser() {
    use crate::services::link;
    let good = link::encode(&Design::new("{id}")).await.unwrap();
    for (bad, want) in [
        ("", "no design"),
        ("v2.AAAA", "version"),
        ("v1.@@@", "base64"),
        ("v1.AAAA", "does not decompress"),
    ] {
        let e = link::decode(bad).await.unwrap_err();
        assert!(e.message.contains(want), "{bad}: {e}");
    }
    // Cut short: the stream ends before its last block does.
    let packed = rowkey_core::link::packed(&good).unwrap();
    let cut = rowkey_core::link::fragment_of(&packed[..packed.len() - 2]);
    let e = link::decode(&cut).await.unwrap_err();
    assert!(e.message.contains("does not decompress"), "{e}");
    let not_design = rowkey_core::link::fragment_of(&[0x03, 0x00]);
    let e = link::decode(&not_design).await.unwrap_err();
    assert!(e.message.contains("not valid"), "{e}");
    // 5 MiB of spaces, deflated by the browser: over the 4 MiB limit.
    let spaces = Design::new(" ".repeat(5 << 20));
    let e = link::decode(&link::encode(&spaces).await.unwrap())
        .await
        .unwrap_err();
    assert!(e.message.contains("too large"), "{e}");
    assert!(e.message.contains("4 MiB"), "{e}");
}

#[wasm_bindgen_test]
async fn a_link_past_a_size_limit_is_refused_naming_it() {
    use crate::services::link;
    let huge = Design::new("{id}".repeat(rowkey_core::limits::MAX_TEMPLATE_SEGMENTS + 1));
    let e = link::decode(&link::encode(&huge).await.unwrap())
        .await
        .unwrap_err();
    assert!(e.message.contains("too large to open"), "{e}");
    assert!(e.message.contains("limit of 10,000 segments"), "{e}");
    let mut many = Design::new("{id}");
    many.table.families = (0..=rowkey_core::limits::MAX_FAMILIES)
        .map(|i| format!("f{i}").as_str().into())
        .collect();
    let e = link::decode(&link::encode(&many).await.unwrap())
        .await
        .unwrap_err();
    assert!(e.message.contains("101 column families"), "{e}");
}

#[wasm_bindgen_test]
fn a_design_past_a_size_limit_is_not_compiled_and_not_loaded() {
    let s = state();
    let before = s.design.clone();
    let huge = "{id}".repeat(rowkey_core::limits::MAX_TEMPLATE_SEGMENTS + 1);
    // Loaded whole: refused, the design kept, a banner naming the limit.
    let loaded = s
        .clone()
        .reduce(Action::LoadDesign(Box::new(Design::new(huge.clone()))));
    assert_eq!(loaded.design, before);
    assert_eq!(loaded.revision, s.revision);
    let banner = loaded.banner.as_ref().expect("a banner").message.clone();
    assert!(banner.contains("limit of 10,000 segments"), "{banner}");
    // Typed: kept in its box, not compiled, its one error naming the limit.
    let typed = s.reduce(Action::SetTemplate(huge.clone()));
    assert_eq!(typed.design.template, huge);
    assert!(typed.checked().is_none());
    let errors = typed.errors();
    assert_eq!(errors.len(), 1);
    assert_eq!(errors[0].path, "template");
    assert!(
        errors[0].to_string().contains("10,001 segments"),
        "{}",
        errors[0]
    );
    let back = typed.reduce(Action::SetTemplate("{user_id}".into()));
    assert!(back.checked().is_some());
}

#[wasm_bindgen_test]
fn a_crashed_worker_is_reported_for_the_running_job_only() {
    let s = state().reduce(Action::AnalysisStarted {
        id: 3,
        revision: 1,
        total: 10,
    });
    let stale = s.clone().reduce(Action::AnalysisCrashed {
        id: 2,
        message: "RuntimeError: unreachable".into(),
    });
    assert!(matches!(stale.analysis, Analysis::Running { id: 3, .. }));
    assert!(stale.banner.is_none());
    let s = s.reduce(Action::AnalysisCrashed {
        id: 3,
        message: "RuntimeError: unreachable".into(),
    });
    assert_eq!(
        s.analysis,
        Analysis::Crashed("RuntimeError: unreachable".into())
    );
    let banner = s.banner.clone().map(|b| b.message).unwrap_or_default();
    assert!(banner.contains("RuntimeError: unreachable"), "{banner}");
    assert!(banner.contains("design is kept"), "{banner}");
    // The design itself is untouched.
    assert_eq!(s.design, state().design);
}

#[wasm_bindgen_test]
fn a_held_design_is_released_by_an_edit_or_on_request() {
    let mut held = (*state()).clone();
    held.held = Some("its analysis stopped the analysis worker".into());
    let rev = held.revision;
    let s = Rc::new(held.clone()).reduce(Action::AnalyseNow);
    assert!(s.held.is_none());
    assert_eq!(s.revision, rev + 1);
    assert_eq!(s.design, held.design);
    let s = Rc::new(held).reduce(Action::SetName("renamed".into()));
    assert!(s.held.is_none());
    // Worker events do not release it.
    let mut held = (*state()).clone();
    held.held = Some("x".into());
    let s = Rc::new(held).reduce(Action::AnalysisStarted {
        id: 1,
        revision: 1,
        total: 1,
    });
    assert!(s.held.is_some());
}

#[wasm_bindgen_test]
fn an_analysis_error_shows_with_the_design_errors_of_its_revision() {
    let s = state();
    let rev = s.revision;
    let s = s.reduce(Action::AnalysisStarted {
        id: 1,
        revision: rev,
        total: 10,
    });
    let e = rowkey_core::design::DesignError::new(
        rowkey_core::ErrorKind::TypeMismatch,
        "fields.user_id",
        rowkey_core::i18n::Message::new(rowkey_core::i18n::catalogue::design::NO_SUCH_FIELD)
            .arg("field", "user_id"),
    );
    let s = s.reduce(Action::AnalysisFailed {
        id: 1,
        message: e.to_string(),
        error: Some(e.clone()),
    });
    assert_eq!(*s.errors(), vec![e]);
    // An edit makes it stale: it is not shown for the new revision.
    let s = s.reduce(Action::SetName("other".into()));
    assert!(s.errors().is_empty());
}

#[wasm_bindgen_test]
fn the_quick_workers_errors_show_until_its_next_answer_and_not_for_another_design() {
    // What the page's own check passes, the quick worker's full compile (the `check` op) may
    // still refuse, saying where: its answer is shown as the design's errors.
    let d = crate::presets::default_design();
    let s = Rc::new(AppState::new(d, Theme::System, None));
    assert!(s.checked().is_some(), "{:?}", s.errors());
    assert!(s.errors().is_empty());
    let e = rowkey_core::design::DesignError::new(
        rowkey_core::ErrorKind::InvalidArgument,
        "fields.ts",
        rowkey_core::i18n::Message::rendered("invalid start time `2024-13-01`"),
    )
    .with_span(rowkey_core::Span::new(10, 22));
    let s = s.reduce(Action::QuickErrors(Rc::new(vec![e.clone()])));
    assert_eq!(*s.errors(), vec![e.clone()]);
    // An edit keeps them until the quick worker answers for it: they do not blink.
    let s = s.reduce(Action::SetName("other".into()));
    assert_eq!(*s.errors(), vec![e]);
    let s = s.reduce(Action::QuickErrors(Rc::default()));
    assert!(s.errors().is_empty());
    // Another design: the last design's answer is dropped.
    let s = s.reduce(Action::QuickErrors(Rc::new(vec![
        rowkey_core::design::DesignError::new(
            rowkey_core::ErrorKind::InvalidArgument,
            "template",
            rowkey_core::i18n::Message::rendered("bad"),
        ),
    ])));
    assert_eq!(s.errors().len(), 1);
    let s = s.reduce(Action::LoadDesign(Box::new(
        crate::presets::default_design(),
    )));
    assert!(s.errors().is_empty());
}

#[wasm_bindgen_test]
fn a_report_belongs_to_the_revision_its_job_started_on() {
    let s = state();
    let rev = s.revision;
    let s = s.reduce(Action::AnalysisStarted {
        id: 7,
        revision: rev,
        total: 10,
    });
    // The user edits while the job runs: the report is still the old revision's.
    let s = s.reduce(Action::SetName("edited".into()));
    assert!(s.checked().is_some(), "the default design compiles");
    let compiled = rowkey_core::sample::Compiled::new(&s.design).expect("compiles");
    let options = rowkey_core::analyze::AnalyzeOptions::for_design(&compiled);
    let report = Rc::new(rowkey_core::analyze::analyze(&compiled, options).expect("analyses"));
    // The interim report (without top values) is shown while the job goes on.
    let s = s.reduce(Action::AnalysisDone {
        id: 7,
        report: report.clone(),
        ms: 0.5,
        interim: true,
    });
    assert_eq!(s.report.as_ref().map(|(r, _)| *r), Some(rev));
    assert!(s.report_interim);
    assert!(
        matches!(s.analysis, Analysis::Running { id: 7, .. }),
        "the job goes on after its interim report"
    );
    assert_eq!(s.jobs.get(&7), Some(&rev));
    let s = s.reduce(Action::AnalysisDone {
        id: 7,
        report,
        ms: 1.0,
        interim: false,
    });
    assert_eq!(s.report.as_ref().map(|(r, _)| *r), Some(rev));
    assert!(!s.report_interim);
    assert!(matches!(s.analysis, Analysis::Idle));
    assert_ne!(s.revision, rev);
    assert!(s.jobs.is_empty());
}

#[wasm_bindgen_test]
fn an_interim_report_whose_job_stops_says_its_lints_are_not_coming() {
    let s = state();
    let rev = s.revision;
    let s = s.reduce(Action::AnalysisStarted {
        id: 3,
        revision: rev,
        total: 10,
    });
    let compiled = rowkey_core::sample::Compiled::new(&s.design).expect("compiles");
    let options = rowkey_core::analyze::AnalyzeOptions::for_design(&compiled);
    let report = Rc::new(rowkey_core::analyze::analyze(&compiled, options).expect("analyses"));
    let s = s.reduce(Action::AnalysisDone {
        id: 3,
        report,
        ms: 0.5,
        interim: true,
    });
    assert!(s.report_interim && !s.report_unfinished(), "still checking");
    for stop in [
        Action::AnalysisFailed {
            id: 3,
            message: "the chunk could not be loaded".into(),
            error: None,
        },
        Action::AnalysisCrashed {
            id: 3,
            message: "out of memory".into(),
        },
        Action::AnalysisCancelled { id: 3 },
    ] {
        let after = s.clone().reduce(stop);
        assert!(after.report_unfinished(), "the lints are not coming");
        assert!(after.report.is_some(), "the counts stay shown");
    }
}

#[wasm_bindgen_test]
fn a_cancelled_run_keeps_the_report_and_the_next_edit_analyses_again() {
    let s = state().reduce(Action::AnalysisStarted {
        id: 4,
        revision: 1,
        total: 1_000_000,
    });
    // A cancel of a job that is no longer running changes nothing.
    let s = s.reduce(Action::AnalysisCancelled { id: 3 });
    assert!(matches!(s.analysis, Analysis::Running { id: 4, .. }));
    let s = s.reduce(Action::AnalysisCancelled { id: 4 });
    assert_eq!(s.analysis, Analysis::Cancelled);
    assert!(s.jobs.is_empty());
    assert!(!Action::AnalysisCancelled { id: 4 }.is_edit());
    let rev = s.revision;
    let s = s.reduce(Action::EditSample(SampleEdit::Count(20_000)));
    assert_eq!(s.revision, rev + 1);
    // The same count again is no new revision (and no new analysis).
    let s = s.reduce(Action::EditSample(SampleEdit::Count(20_000)));
    assert_eq!(s.revision, rev + 1);
}

#[wasm_bindgen_test]
fn split_edits_made_before_a_render_both_land() {
    // A row box commits, and the algorithm select changes, both from the same render: each
    // edit names only its own setting, so neither writes the other's old value back.
    let s = state();
    let regions = s.design.splits.regions;
    let s = s.reduce(Action::EditSplits(SplitsEdit::Last(Some(
        "7fffffff".into(),
    ))));
    let s = s.reduce(Action::EditSplits(SplitsEdit::Algorithm(
        rowkey_core::design::SplitAlgorithm::Range,
    )));
    let s = s.reduce(Action::EditSplits(SplitsEdit::Start(Some("0000".into()))));
    assert_eq!(
        s.design.splits.algorithm,
        rowkey_core::design::SplitAlgorithm::Range
    );
    assert_eq!(s.design.splits.last.as_deref(), Some("7fffffff"));
    assert_eq!(s.design.splits.start.as_deref(), Some("0000"));
    assert_eq!(s.design.splits.regions, regions);
    let s = s.reduce(Action::EditSplits(SplitsEdit::Explicit(vec![
        "a".into(),
        "m".into(),
    ])));
    assert_eq!(
        s.design.splits.algorithm,
        rowkey_core::design::SplitAlgorithm::Explicit
    );
    assert_eq!(s.design.splits.regions, 3);
    assert_eq!(s.design.splits.start.as_deref(), Some("0000"));
}

#[wasm_bindgen_test]
fn a_language_switch_is_not_an_edit_and_keeps_the_report() {
    let s = state().reduce(Action::AnalysisStarted {
        id: 1,
        revision: 1,
        total: 1_000,
    });
    assert_eq!(s.jobs_started, 1);
    let (rev, started) = (s.revision, s.jobs_started);
    assert!(!Action::SetLang(rowkey_core::i18n::Lang::ZhCn).is_edit());
    let s = s.reduce(Action::SetLang(rowkey_core::i18n::Lang::ZhCn));
    assert_eq!(s.lang, rowkey_core::i18n::Lang::ZhCn);
    assert_eq!((s.revision, s.jobs_started), (rev, started));
    assert!(matches!(s.analysis, Analysis::Running { id: 1, .. }));
}

#[wasm_bindgen_test]
fn a_bad_table_name_does_not_stop_the_design() {
    let mut d = crate::presets::default_design();
    d.table.name = "my'table".into();
    let s = AppState::new(d, Theme::System, None);
    // The keys, charts and analysis work from a stand-in table; the table keeps its own errors.
    assert!(s.checked().is_some(), "{:?}", s.errors());
    assert!(s.errors().is_empty());
    assert_eq!(s.design.table.name, "my'table");
    let analysed = crate::state::analysable(&s.design);
    assert!(analysed.validate().is_empty());
    assert_eq!(analysed.template, s.design.template);
    // Other errors still show.
    let s = Rc::new(s).reduce(Action::SetTemplate("{id | md6}".into()));
    assert!(!s.errors().is_empty());
    assert!(
        s.errors().iter().all(|e| e.path == "template"),
        "{:?}",
        s.errors()
    );
}

#[wasm_bindgen_test]
fn every_preset_says_what_it_shows() {
    crate::test_support::zh_texts();
    let zh = |e: &Entry| e.zh_text().unwrap_or_default();
    let mut slugs = std::collections::HashSet::new();
    for p in crate::presets::PRESETS {
        assert!(slugs.insert(p.slug), "{}: listed twice", p.slug);
        // Its English name on the card is the name the design loads with.
        let d = Design::from_json(p.json).unwrap();
        assert_eq!(p.name.en, d.name, "{}", p.slug);
        for (tag, shows, stop) in [(p.tag.en, p.shows.en, '.'), (zh(p.tag), zh(p.shows), '。')] {
            assert!(
                !tag.is_empty() && tag.chars().count() <= 20,
                "{}: a short tag",
                p.slug
            );
            // One line: a sentence, short enough for a card.
            assert!(
                shows.ends_with(stop) && (40..=220).contains(&shows.chars().count()),
                "{}: {}",
                p.slug,
                shows
            );
            // Backticks mark code on the card: they come in pairs.
            assert_eq!(shows.matches('`').count() % 2, 0, "{}", p.slug);
        }
    }
}

#[wasm_bindgen_test]
async fn the_iframe_snippet_names_its_view_and_theme() {
    let mut d = crate::presets::default_design();
    d.name = "orders \"v2\" & co".into();
    for choice in &crate::embed::VIEWS {
        let s = crate::embed::iframe_snippet(&d, "v1.AA", choice, Theme::System, Lang::En);
        assert!(
            s.contains(&format!("?embed=1&view={}#v1.", choice.view.name())),
            "{s}"
        );
        assert!(s.contains(&format!("height=\"{}\"", choice.height)), "{s}");
        // The name cannot end the attribute early.
        assert!(s.contains("orders &quot;v2&quot; &amp; co"), "{s}");
        let dark = crate::embed::iframe_snippet(&d, "v1.AA", choice, Theme::Dark, Lang::En);
        assert!(
            dark.contains(&format!("view={}&theme=dark#v1.", choice.view.name())),
            "{dark}"
        );
    }
    // The link in the snippet opens the same design.
    let f = crate::services::link::encode(&d).await.unwrap();
    let s = crate::embed::iframe_snippet(&d, &f, &crate::embed::VIEWS[0], Theme::System, Lang::En);
    let fragment = s
        .split('#')
        .nth(1)
        .and_then(|f| f.split('"').next())
        .unwrap();
    assert_eq!(crate::services::link::decode(fragment).await.unwrap(), d);
}
