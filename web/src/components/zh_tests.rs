//! The charts and panels mounted in headless Chromium inside a `ContextProvider<Lang>`: in
//! Chinese no English word is left in what they show (text, tooltips, labels), apart from
//! HBase identifiers and the texts the core renders (lints, verdict reasons: another catalogue);
//! in English they show the English texts as before.

use crate::components::growth_panel::GrowthPanel;
use crate::components::heatmap::Heatmap;
use crate::components::lengths_chart::LengthsChart;
use crate::components::lints_panel::LintsPanel;
use crate::components::regions_chart::RegionsChart;
use crate::i18n::Lang;
use crate::test_support::{english_words, new_root, readable, settle, time_ordered_design};
use rowkey_core::analyze::{analyze, AnalyzeOptions, Report};
use rowkey_core::design::Design;
use rowkey_core::sample::Compiled;
use std::rc::Rc;
use wasm_bindgen_test::*;
use yew::prelude::*;

wasm_bindgen_test_configure!(run_in_browser);

#[derive(Properties, PartialEq)]
struct PanelsProps {
    lang: Lang,
    report: Rc<Report>,
    design: Design,
}

#[component]
fn Panels(props: &PanelsProps) -> Html {
    let report = Some(props.report.clone());
    html! {
        <ContextProvider<Lang> context={props.lang}>
            <RegionsChart report={report.clone()} on_auto={Callback::noop()} />
            <Heatmap report={report.clone()} />
            <LengthsChart report={report.clone()} />
            <LintsPanel lints={props.report.lints.clone()} on_focus={Callback::noop()} />
            <GrowthPanel design={props.design.clone()} />
            // Nothing analysed yet: the placeholders.
            <RegionsChart report={None::<Rc<Report>>} on_auto={Callback::noop()} side="b" />
        </ContextProvider<Lang>>
    }
}

/// The panels rendered in `lang` into a new element of the page.
async fn mount(lang: Lang) -> (web_sys::Element, Vec<String>) {
    crate::test_support::zh_texts();
    let d = time_ordered_design();
    let c = Compiled::new(&d).expect("compiles");
    let report = analyze(&c, AnalyzeOptions::for_design(&c)).expect("analyses");
    // The lint rules' ids are identifiers.
    let kept = ALLOWED
        .iter()
        .map(|w| w.to_string())
        .chain(report.lints.iter().map(|l| l.rule.to_string()))
        .collect();
    let root = new_root();
    yew::Renderer::<Panels>::with_root_and_props(
        root.clone(),
        PanelsProps {
            lang,
            report: Rc::new(report),
            design: d,
        },
    )
    .render();
    settle().await;
    (root, kept)
}

/// Left out of what the test reads: what the core writes (lints, the verdict's reasons and
/// label, notes on the sample), translated in the core's catalogue.
const FROM_CORE: &str = ".lint-message, .lint-why, .lint-rule, .verdict-why, .verdict-badge, \
    [data-testid=heatmap-concurrency], [data-testid=sample-note], \
    [data-testid=keyspace-note], [data-testid=remainder-note], \
    [data-testid=growth-policy] option";

/// Words kept: HBase's and the product's identifiers.
const ALLOWED: &[&str] = &[
    "region",
    "rowkey",
    "HBase",
    "KeyValue",
    "memstore",
    // HBase's name for the block cache, as Chinese HBase engineers write it.
    "BlockCache",
    "flush",
    "hbase",
    "hregion",
    "filesize",
    "RegionServer",
    "SteppingSplitPolicy",
    "json",
    // "split key": what Chinese HBase engineers call them too (the shell's SPLITS).
    "split",
];

#[wasm_bindgen_test]
async fn charts_and_panels_speak_chinese() {
    let (root, kept) = mount(Lang::ZhCn).await;
    let text = readable(&root, FROM_CORE);
    for zh in [
        "每个 region 的 key 数",
        "写入随时间的分布",
        "key 长度",
        "以表格显示",
        "增长模拟",
    ] {
        assert!(text.contains(zh), "{zh} missing from:\n{text}");
    }
    // The test sees what it should: the dead regions' legend and the figures are there.
    assert!(text.contains("空 region"), "{text}");
    assert!(root
        .query_selector("[data-testid=region-bar]")
        .ok()
        .flatten()
        .is_some());
    // The percentages of the tables and statistics are written the Chinese way too.
    assert!(!text.contains(" %"), "{text}");
    let left = english_words(&text, &kept);
    assert!(left.is_empty(), "English left in Chinese: {left:?}\n{text}");
    root.remove();
}

#[wasm_bindgen_test]
async fn english_stays_english() {
    let (root, kept) = mount(Lang::En).await;
    let text = readable(&root, FROM_CORE);
    for en in [
        "Keys per region",
        "Writes over time",
        "Key lengths",
        "Show as table",
        "Growth",
        "Hover a bar for exact figures.",
        "deviation rate ",
        "Analysing…",
    ] {
        assert!(text.contains(en), "{en} missing from:\n{text}");
    }
    // The English view is where the test of the Chinese one would find words.
    assert!(!english_words(&text, &kept).is_empty());
    assert!(
        !text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
        "{text}"
    );
    root.remove();
}
