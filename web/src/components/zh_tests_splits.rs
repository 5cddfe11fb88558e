//! The splits, sizing and queries panels and the sample table mounted in headless Chromium
//! inside a `ContextProvider<Lang>`: in Chinese no English word is left in what they show (text,
//! tooltips, labels, placeholders, menus), apart from HBase identifiers and the texts the core
//! renders (notes, the sizing's reasoning: another catalogue); in English they show the English
//! texts as before.

use crate::components::queries_panel::QueriesPanel;
use crate::components::sample_table::SampleTable;
use crate::components::sizing_panel::SizingPanel;
use crate::components::splits::SplitsPanel;
use crate::i18n::Lang;
use crate::test_support::{
    english_words, has_chinese, new_root, readable, settle, time_ordered_design,
};
use rowkey_core::analyze::{analyze, AnalyzeOptions, Report};
use rowkey_core::design::{Design, Query, Sizing, SplitAlgorithm, DEFAULT_MAX_FILESIZE};
use rowkey_core::preview::Preview;
use rowkey_core::sample::Compiled;
use std::rc::Rc;
use wasm_bindgen_test::*;
use yew::prelude::*;

wasm_bindgen_test_configure!(run_in_browser);

#[derive(Properties, PartialEq)]
struct PanelsProps {
    lang: Lang,
    report: Rc<Report>,
    design: Rc<Design>,
    preview: Rc<Preview>,
}

#[component]
fn Panels(props: &PanelsProps) -> Html {
    let d = &props.design;
    let report = Some(props.report.clone());
    let sizing = Sizing {
        rows: 2_000_000_000,
        row_bytes: 300,
        max_filesize: DEFAULT_MAX_FILESIZE,
        days: None,
        row_bytes_field: None,
    };
    let mut range = d.splits.clone();
    range.algorithm = SplitAlgorithm::Range;
    range.regions = 2;
    html! {
        <ContextProvider<Lang> context={props.lang}>
            <SplitsPanel splits={d.splits.clone()} report={report.clone()}
                on_change={Callback::noop()} on_banner={Callback::noop()} />
            // A range HBase refuses (the message under the inputs), and no analysis yet.
            <SplitsPanel splits={range} report={None::<Rc<Report>>}
                on_change={Callback::noop()} on_banner={Callback::noop()} />
            <SizingPanel sizing={Some(sizing)} splits={d.splits.clone()}
                on_change={Callback::noop()} on_splits={Callback::noop()} />
            <SizingPanel sizing={None::<Sizing>} splits={d.splits.clone()}
                on_change={Callback::noop()} on_splits={Callback::noop()} />
            <QueriesPanel queries={d.queries.clone()} reports={props.report.queries.clone()}
                fields={vec!["ts".to_owned(), "id".to_owned()]} on_change={Callback::noop()} />
            <QueriesPanel queries={Vec::<Query>::new()} reports={Vec::new()}
                fields={Vec::<String>::new()} on_change={Callback::noop()} />
            <SampleTable preview={Some(Rc::new(Ok((*props.preview).clone())))}
                seed={d.sample.seed} />
            <SampleTable preview={None::<Rc<Result<Preview, String>>>} seed={d.sample.seed} />
        </ContextProvider<Lang>>
    }
}

/// [`time_ordered_design`] with a query that scans and one that reads everything.
fn design() -> Design {
    let mut d = time_ordered_design();
    for (name, bind) in [("one day", "ts"), ("one id", "id")] {
        d.queries.push(Query {
            name: name.into(),
            bind: [(bind.to_owned(), "1708000000000".to_owned())]
                .into_iter()
                .collect(),
        });
    }
    d
}

/// The panels rendered in `lang` into a new element of the page.
async fn mount(lang: Lang) -> web_sys::Element {
    crate::test_support::zh_texts();
    let c = Compiled::new(&design()).expect("compiles");
    let report = analyze(&c, AnalyzeOptions::for_design(&c)).expect("analyses");
    let root = new_root();
    yew::Renderer::<Panels>::with_root_and_props(
        root.clone(),
        PanelsProps {
            lang,
            report: Rc::new(report),
            design: Rc::new(c.design().clone()),
            preview: Rc::new(Preview::of(&c, 25)),
        },
    )
    .render();
    settle().await;
    root
}

/// Left out of what the test reads: what the core writes (notes, the sizing's summary and
/// reasoning, HBase's refusals of split settings), keys and user data (`.mono`, query names and
/// bound fields), and code.
const LEFT_OUT: &str = ".split-note, .query-note, .split-problem, .mono, code, \
    [data-testid=sizing-summary], [data-testid=sizing-why], .bind select";

/// Words kept: the algorithms' names and RegionSplitter's settings are what the design file and the
/// CLI call them, and Chinese HBase engineers say region and split key as they are.
const KEPT: &[&str] = &[
    "region",
    "split",
    "HBase",
    "REST",
    "JSON",
    "first",
    "last",
    "start",
    "count",
    "regions",
    "query",
    "none",
    "hexstring",
    "decimal",
    "uniform",
    "range",
    "salt",
    "quantile",
    "explicit",
    "auto",
    // The import format `list`, and the read HBase calls a scan.
    "list",
    "scan",
];

const NAMES: &[&str] = &["one day", "one id"];

#[wasm_bindgen_test]
async fn splits_sizing_queries_and_sample_speak_chinese() {
    let root = mount(Lang::ZhCn).await;
    let text = readable(&root, LEFT_OUT);
    for zh in [
        "预分区",
        "算法",
        "起始行（toStringBinary）",
        "uniform（UniformSplit，原始字节）",
        "个空 region",
        "容量估算",
        "建议预分区",
        "预分区为 ",
        "查询",
        "全表扫描",
        "样本 key",
        "前 25 行",
        "十六进制",
        "还没有查询",
        "分析完成后",
    ] {
        assert!(text.contains(zh), "{zh} missing from:\n{text}");
    }
    // The test sees what it should: the region list and the sample rows are there.
    for id in ["split-key", "sample-row", "sizing-apply", "query"] {
        assert!(
            root.query_selector(&format!("[data-testid={id}]"))
                .ok()
                .flatten()
                .is_some(),
            "{id}"
        );
    }
    let left = english_words(&text, &[KEPT, NAMES].concat());
    assert!(left.is_empty(), "English left in Chinese: {left:?}\n{text}");
    root.remove();
}

#[wasm_bindgen_test]
async fn english_stays_english() {
    let root = mount(Lang::En).await;
    let text = readable(&root, LEFT_OUT);
    for en in [
        "Splits",
        "First row (toStringBinary)",
        "uniform (UniformSplit)",
        "RegionSplitter UniformSplit: even cuts of 8 raw bytes",
        "Switch to auto (no dead regions)",
        "HBase reaches ",
        "; suggested pre-split: ",
        "Pre-split into ",
        "+ Add query",
        "full table scan",
        "first 25 rows · seed 42",
        "Key (toStringBinary)",
        "No queries. Add one to see the gets or scans it needs",
        "The split keys and their regions appear when the analysis is done.",
    ] {
        assert!(text.contains(en), "{en} missing from:\n{text}");
    }
    // The English view is where the test of the Chinese one would find words.
    assert!(!english_words(&text, &[KEPT, NAMES].concat()).is_empty());
    assert!(!has_chinese(&text), "{text}");
    root.remove();
}
