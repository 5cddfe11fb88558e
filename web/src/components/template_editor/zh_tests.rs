//! The template and fields editors mounted in headless Chromium inside a
//! `ContextProvider<Lang>`: in Chinese no English word is left in what they show (text,
//! tooltips, labels, placeholders), apart from template and generator syntax and user data; in
//! English they show the English texts as before. Its kept words serve the keyspace ruler's test.

use super::{SegmentView, TemplateEditor, TemplateError};
use crate::components::fields_editor::FieldsEditor;
use crate::i18n::Lang;
use crate::test_support::{english_words, has_chinese, new_root, readable, settle};
use indexmap::IndexMap;
use rowkey_core::design::Sample;
use rowkey_core::Span;
use std::rc::Rc;
use wasm_bindgen_test::*;
use yew::prelude::*;

wasm_bindgen_test_configure!(run_in_browser);

/// Words the editors' tests keep: HBase's, the template's and the generators' syntax, and the
/// user data of the tests.
pub(crate) const EDITOR_KEPT: &[&str] = &[
    "region",
    "rowkey",
    "split",
    "toStringBinary",
    "UUID",
    // Value types.
    "long",
    "bytes",
    "Enter",
    // Template and generator syntax, in the examples.
    "left",
    "timestamp",
    "uuid",
    "zipf",
    "phone",
    "choice",
    "click",
    "view",
    "pattern",
    "hexstr",
    "text",
    "list",
    "column",
    // The example CSV's header.
    "city",
    "user",
];

#[derive(Properties, PartialEq)]
struct EditorsProps {
    lang: Lang,
}

/// A compiling template with its chips, a template with an error, an empty one, and the
/// fields: one used, one unused, one the template reads but lacks, and pasted CSV.
#[component]
fn Editors(props: &EditorsProps) -> Html {
    let text = "{id | md5 | hex}_{ts}";
    let segments = Rc::new(vec![
        SegmentView {
            span: Span::new(0, 16),
            source: "id".into(),
            transforms: vec!["md5".into(), "hex".into()],
            output: "str".into(),
            width: (32, 32),
            sample: "c4ca\\x00".into(),
        },
        SegmentView {
            span: Span::new(17, 21),
            source: "ts".into(),
            transforms: vec![],
            output: "long".into(),
            width: (8, 8),
            sample: "\\x00\\x01".into(),
        },
    ]);
    let errors = Rc::new(vec![TemplateError {
        message: "未知的变换 `nop`".into(),
        span: Span::new(6, 9),
    }]);
    let mut fields = IndexMap::new();
    fields.insert("id".to_string(), "seq(1, 1)".to_string());
    fields.insert("n".to_string(), "int(0, 9)".to_string());
    html! {
        <ContextProvider<Lang> context={props.lang}>
            <TemplateEditor text={text} errors={Rc::new(vec![])} segments={segments}
                focus={None::<Span>} on_change={Callback::noop()} />
            <TemplateEditor text="{id | nop}" errors={errors} segments={Rc::new(vec![])}
                focus={None::<Span>} on_change={Callback::noop()} />
            <TemplateEditor text="" errors={Rc::new(vec![])} segments={Rc::new(vec![])}
                focus={None::<Span>} on_change={Callback::noop()} />
            <FieldsEditor fields={fields} template_fields={vec!["id".to_string(), "ts".to_string()]}
                errors={Rc::new(vec![])} sample={Sample { count: 1000, seed: 7 }}
                data={Some("city,user\n杭州,u1\n北京,u2".to_string())}
                on_set={Callback::noop()} on_rename={Callback::noop()} on_remove={Callback::noop()}
                on_sample={Callback::noop()} on_data={Callback::noop()} />
            <FieldsEditor fields={IndexMap::new()} template_fields={vec![]}
                errors={Rc::new(vec![])} sample={Sample { count: 1, seed: 0 }} data={None::<String>}
                on_set={Callback::noop()} on_rename={Callback::noop()} on_remove={Callback::noop()}
                on_sample={Callback::noop()} on_data={Callback::noop()} />
        </ContextProvider<Lang>>
    }
}

async fn mount(lang: Lang) -> web_sys::Element {
    crate::test_support::zh_texts();
    let root = new_root();
    yew::Renderer::<Editors>::with_root_and_props(root.clone(), EditorsProps { lang }).render();
    settle().await;
    root
}

#[wasm_bindgen_test]
async fn editors_speak_chinese() {
    let root = mount(Lang::ZhCn).await;
    let text = readable(&root, "");
    for zh in [
        "rowkey 模板",
        "2 个片段",
        "1 个错误",
        "第 7 列",
        "编辑片段 1：{id | md5 | hex}",
        "字段",
        "+ 添加字段",
        "模板没有读取这个字段",
        "添加 seq(1, 1)",
        "生成器",
        "样本行数",
        "2 行，2 列",
        "用作字段 city",
        "没有字段：模板没有读取任何字段。",
    ] {
        assert!(text.contains(zh), "{zh} missing from:\n{text}");
    }
    // The test sees what it should: the chips and the fields are there.
    assert_eq!(
        root.query_selector_all("[data-testid=segment-chip]")
            .expect("a query")
            .length(),
        2
    );
    assert!(root
        .query_selector("[data-testid=field-n]")
        .ok()
        .flatten()
        .is_some());
    let left = english_words(&text, EDITOR_KEPT);
    assert!(left.is_empty(), "English left in Chinese: {left:?}\n{text}");
    root.remove();
}

#[wasm_bindgen_test]
async fn editors_stay_english() {
    let root = mount(Lang::En).await;
    let text = readable(&root, "");
    for en in [
        "Row-key template",
        "2 segments",
        "1 error",
        "col 7",
        "Edit segment 1: {id | md5 | hex}",
        "Type a template, e.g. {id | md5 | hex | left(4)}_{id}, or pick a preset.",
        "+ Add field",
        "read by the template, but has no generator",
        "uniform int in [lo, hi]",
        "2 rows, 2 columns",
        "use as field city",
        "city,user\nHangzhou,u1\nBeijing,u2",
    ] {
        assert!(text.contains(en), "{en} missing from:\n{text}");
    }
    assert!(!english_words(&text, EDITOR_KEPT).is_empty());
    // The only Chinese is the test's own data.
    let ours = text
        .replace("未知的变换", "")
        .replace("杭州", "")
        .replace("北京", "");
    assert!(!has_chinese(&ours), "{ours}");
    root.remove();
}
