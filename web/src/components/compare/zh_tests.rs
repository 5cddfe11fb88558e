//! Compare mode and the exports panel mounted in headless Chromium inside a
//! `ContextProvider<Lang>`: in Chinese no English word is left in what they show (text,
//! tooltips, labels), apart from HBase identifiers, export formats and the texts the core writes
//! (the differences' rows, the split policies' names); in English they read as before.

use super::growth::GrowthSettings;
use super::side::Side;
use super::table::DifferencesTable;
use super::{CompareButton, CompareView, EditingSwitch};
use crate::components::exports_panel::ExportsPanel;
use crate::i18n::Lang;
use crate::state::{AppState, Banner, Theme};
use crate::test_support::{english_words, has_chinese, new_root, readable, settle};
use rowkey_core::analyze::{analyze, AnalyzeOptions, Report};
use rowkey_core::compare::compare;
use rowkey_core::design::{Design, SplitAlgorithm};
use rowkey_core::sample::Compiled;
use std::rc::Rc;
use wasm_bindgen_test::*;
use yew::prelude::*;

wasm_bindgen_test_configure!(run_in_browser);

#[derive(Properties, PartialEq)]
struct PartsProps {
    lang: Lang,
    a: Design,
    b: Design,
    a_report: Rc<Report>,
    b_report: Rc<Report>,
}

#[component]
fn Parts(props: &PartsProps) -> Html {
    let b = {
        let b = props.b.clone();
        use_reducer(move || AppState::new(b, Theme::System, None))
    };
    let differences = Rc::new(compare(&props.a_report, &props.b_report));
    let none = Rc::new(compare(&props.a_report, &props.a_report));
    html! {
        <ContextProvider<Lang> context={props.lang}>
            <CompareButton on_open={Callback::noop()} />
            <EditingSwitch editing={Side::B} on_pick={Callback::noop()} />
            // B not analysed yet: the view waits for both reports.
            <CompareView a_report={Some(props.a_report.clone())} a_current=true a={props.a.clone()}
                a_revision={1} b={b} on_leave={Callback::noop()} on_a_auto={Callback::noop()} />
            <DifferencesTable comparison={differences} />
            <DifferencesTable comparison={none} />
            <GrowthSettings a={props.a.clone()} a_revision={1} b={props.b.clone()} b_revision={1}
                run={None::<Rc<super::growth::GrowthRun>>} on_run={Callback::noop()} />
            <ExportsPanel design={props.a.clone()} report={Some(props.a_report.clone())} />
        </ContextProvider<Lang>>
    }
}

/// A design of digits (no key reads as a word) and B with fewer regions, so that the reports
/// differ.
fn designs() -> (Design, Design) {
    let mut a = Design::new("{ts}_{id}");
    a.fields.insert(
        "ts".into(),
        "timestamp(\"2024-02-15T00:00:00Z\", 100)".into(),
    );
    a.fields.insert("id".into(), "seq(0, 1)".into());
    a.sample.count = 2_000;
    a.splits.algorithm = SplitAlgorithm::Uniform;
    a.splits.regions = 8;
    let mut b = a.clone();
    b.splits.regions = 2;
    (a, b)
}

fn report(d: &Design) -> Rc<Report> {
    let c = Compiled::new(d).expect("compiles");
    Rc::new(analyze(&c, AnalyzeOptions::for_design(&c)).expect("analyses"))
}

async fn mount(lang: Lang) -> web_sys::Element {
    crate::test_support::zh_texts();
    let (a, b) = designs();
    let (a_report, b_report) = (report(&a), report(&b));
    let root = new_root();
    yew::Renderer::<Parts>::with_root_and_props(
        root.clone(),
        PartsProps {
            lang,
            a,
            b,
            a_report,
            b_report,
        },
    )
    .render();
    settle().await;
    root
}

/// Left out of what the test reads: what the
/// core writes (the differences' rows, policy names, the exports and their notes) or a
/// worker's failure as the browser words it (no worker script in the test page).
const NOT_OURS: &str = "tbody, option, .export-output, .export-note, \
    [data-testid=export-error], .compare-charts, .export-tab";

/// Words kept: HBase's identifiers and terms, export formats'.
const ALLOWED: &[&str] = &[
    "region",
    "rowkey",
    "HBase",
    "RegionServer",
    "SteppingSplitPolicy",
    "flush",
    "hbase",
    "hregion",
    "filesize",
];

#[wasm_bindgen_test]
async fn compare_and_exports_speak_chinese() {
    let root = mount(Lang::ZhCn).await;
    let text = readable(&root, NOT_OURS);
    for zh in [
        "对比…",
        "对比 A 与 B",
        "正在编辑：",
        "退出，保留 B",
        "B 的 rowkey 模板",
        "两份报告都出来后显示差异",
        "A 与 B 的差异",
        "没有差异",
        "模拟 A 与 B 的增长",
        "每天行数",
        "导出",
        "列族，用逗号分隔",
        "复制",
    ] {
        assert!(text.contains(zh), "{zh} missing from:\n{text}");
    }
    // The test sees what it should: the differences and the export buttons are there.
    assert!(root
        .query_selector("[data-testid=compare-row]")
        .ok()
        .flatten()
        .is_some());
    assert!(root
        .query_selector("[data-testid=export-design]")
        .ok()
        .flatten()
        .is_some_and(|b| b.text_content().as_deref() == Some("设计 JSON")));
    let left = english_words(&text, ALLOWED);
    assert!(left.is_empty(), "English left in Chinese: {left:?}\n{text}");
    root.remove();
}

#[wasm_bindgen_test]
async fn compare_and_exports_stay_english() {
    let root = mount(Lang::En).await;
    let text = readable(&root, NOT_OURS);
    for en in [
        "Compare…",
        "Compare A and B",
        "Editing:",
        "Leave, keep B",
        "Analysing A and B… the differences appear when both reports are in.",
        "Where A and B differ",
        "No differences: the two designs' reports read the same.",
        "Simulate A and B growing",
        "Export",
        "Column families, comma-separated",
        "Table ",
    ] {
        assert!(text.contains(en), "{en} missing from:\n{text}");
    }
    assert!(!english_words(&text, ALLOWED).is_empty());
    assert!(!has_chinese(&text), "{text}");
    root.remove();
}

#[wasm_bindgen_test]
fn banners_follow_the_page_language() {
    crate::test_support::zh_texts();
    rowkey_core::i18n::set_lang(Lang::ZhCn);
    let copy = Banner::copy_failed("链接", "https://example.org".into());
    let crash = crate::state::crash_message("RuntimeError: unreachable");
    rowkey_core::i18n::set_lang(Lang::En);
    assert_eq!(copy.message, "复制失败——请按 Ctrl+C / ⌘C 复制链接：");
    assert!(crash.starts_with("分析在这个设计上中断了"), "{crash}");
    assert!(crash.contains("RuntimeError: unreachable"), "{crash}");
    assert_eq!(
        Banner::copy_failed("link", String::new()).message,
        "Copy failed — press Ctrl+C / ⌘C to copy the link:"
    );
}
