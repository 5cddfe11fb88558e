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
use rowkey_core::analyze::{analyze, AnalyzeOptions, Report};
use rowkey_core::design::{Design, SplitAlgorithm};
use rowkey_core::sample::Compiled;
use std::rc::Rc;
use wasm_bindgen::JsCast;
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

/// A time-ordered key of digits (no key reads as a word), few regions so that bars are labelled
/// one by one, and dead and hot regions (uniform splits over a keyspace the keys barely use).
fn design() -> Design {
    let mut d = Design::new("{ts}_{id}");
    d.fields.insert(
        "ts".into(),
        "timestamp(\"2024-02-15T00:00:00Z\", 100)".into(),
    );
    d.fields.insert("id".into(), "seq(0, 1)".into());
    d.splits.algorithm = SplitAlgorithm::Uniform;
    d.splits.regions = 8;
    d.sample.count = 5_000;
    d
}

/// Waits for Yew to render (it renders on the microtask queue and after timers).
async fn settle() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let _ = web_sys::window()
            .expect("a window")
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 50);
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// The panels rendered in `lang` into a new element of the page.
async fn mount(lang: Lang) -> (web_sys::Element, Vec<String>) {
    let d = design();
    let c = Compiled::new(&d).expect("compiles");
    let report = analyze(&c, AnalyzeOptions::for_design(&c)).expect("analyses");
    let rules = report.lints.iter().map(|l| l.rule.to_string()).collect();
    let document = web_sys::window()
        .and_then(|w| w.document())
        .expect("a document");
    let root = document.create_element("div").expect("a div");
    document
        .body()
        .expect("a body")
        .append_child(&root)
        .expect("appended");
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
    (root, rules)
}

/// Everything a person reads in `el`: its text, and the tooltips, labels and placeholders of
/// every element in it. Parts the core writes (lints, the verdict's reasons and label, notes on
/// the sample) are left out: they are translated in the core's catalogue.
fn readable(el: &web_sys::Element) -> String {
    const FROM_CORE: &str = ".lint-message, .lint-why, .lint-rule, .verdict-why, .verdict-badge, \
        [data-testid=heatmap-concurrency], [data-testid=sample-note], \
        [data-testid=keyspace-note], [data-testid=remainder-note], \
        [data-testid=growth-policy] option";
    let el: web_sys::Element = el
        .clone_node_with_deep(true)
        .expect("a copy")
        .unchecked_into();
    while let Ok(Some(core)) = el.query_selector(FROM_CORE) {
        core.remove();
    }
    // Text node by text node: neighbouring labels (`SVG`, `PNG`) must not run into one word.
    fn walk(node: &web_sys::Node, out: &mut String) {
        if node.node_type() == web_sys::Node::TEXT_NODE {
            out.push_str(&node.node_value().unwrap_or_default());
            out.push('\n');
        }
        if let Some(e) = node.dyn_ref::<web_sys::Element>() {
            for a in ["title", "aria-label", "placeholder"] {
                if let Some(v) = e.get_attribute(a) {
                    out.push_str(&v);
                    out.push('\n');
                }
            }
        }
        let mut child = node.first_child();
        while let Some(c) = child {
            walk(&c, out);
            child = c.next_sibling();
        }
    }
    let mut out = String::new();
    walk(&el, &mut out);
    out
}

/// Words of four or more Latin letters that are not HBase's or the product's identifiers (nor
/// the words of `ids`, the lint rules' ids).
fn english_words(text: &str, ids: &[String]) -> Vec<String> {
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
    let mut words: Vec<String> = text
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 4 && !ALLOWED.contains(w))
        .filter(|w| !ids.iter().any(|id| id.split('-').any(|p| p == *w)))
        .map(str::to_owned)
        .collect();
    words.sort();
    words.dedup();
    words
}

#[wasm_bindgen_test]
async fn charts_and_panels_speak_chinese() {
    let (root, rules) = mount(Lang::ZhCn).await;
    let text = readable(&root);
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
    let left = english_words(&text, &rules);
    assert!(left.is_empty(), "English left in Chinese: {left:?}\n{text}");
    root.remove();
}

#[wasm_bindgen_test]
async fn english_stays_english() {
    let (root, rules) = mount(Lang::En).await;
    let text = readable(&root);
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
    assert!(!english_words(&text, &rules).is_empty());
    assert!(
        !text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
        "{text}"
    );
    root.remove();
}
