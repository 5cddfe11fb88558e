//! The page's frame in Simplified Chinese, rendered in the browser: the top bar, the purpose
//! strip, the progress line, the banner, the reference, the preset gallery, the iframe dialog
//! and the embedded view's own lines, mounted inside a `ContextProvider<Lang>` set to zh-CN,
//! with no English words left in what a reader sees (HBase and Java identifiers, template
//! syntax and user data aside).

use crate::components::banner::BannerView;
use crate::components::embed_dialog::EmbedDialog;
use crate::components::header::Header;
use crate::components::intro::Intro;
use crate::components::presets::PresetGallery;
use crate::components::progress::ProgressView;
use crate::components::reference::Reference;
use crate::embed::EmbedLayout;
use crate::i18n::Lang;
use crate::state::{Analysis, AppState, Banner, BannerKind, EmbedView, Theme};
use crate::test_support::{english_words, new_root, settle};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::wasm_bindgen_test;
use yew::prelude::*;

/// Words of four or more ASCII letters that may stay in Chinese text: the product's name, the
/// terms Chinese HBase engineers write in English (rowkey, region, worker), HBase, Java and
/// Phoenix names, and the words of identifiers the reference and the cards quote
/// (`Integer.MIN_VALUE`, `0x7fffffff`, `Zipf`, `Ctrl+C`).
const KEPT: &[&str] = &[
    // The language menu names each language in itself.
    "English",
    "RowKey",
    "Playground",
    "playground",
    "rowkey",
    "region",
    "worker",
    "iframe",
    "HBase",
    "Bigtable",
    "Phoenix",
    "OpenTSDB",
    "HBaseWD",
    "HexStringSplit",
    "HashChoreWoker",
    "createTable",
    "start",
    "javahash",
    "String",
    "hashCode",
    "SALT",
    "BUCKETS",
    "Java",
    "MessageDigest",
    "java",
    "util",
    "getValue",
    "Arrays",
    "byte",
    "bytes",
    "Math",
    "Integer",
    "Long",
    "VALUE",
    "format",
    "toHexString",
    "substring",
    "toUpperCase",
    "toLowerCase",
    "Locale",
    "ROOT",
    "CHAR",
    "strftime",
    "Bytes",
    "toBytes",
    "long",
    "short",
    "OrderedBytes",
    "auto",
    "scan",
    "JSON",
    "fffffff",
    "Zipf",
    "Ctrl",
    "hash",
];

/// Every word [`english_words`] lets through: [`KEPT`], and the template language's own names
/// and syntax (the reference quotes them), the split algorithms' names (`hexstring × 16` on a
/// card) and the words of `design_name` (user data).
fn allowed(design_name: &str) -> Vec<String> {
    use rowkey_core::plan::reference::REFERENCE;
    let words = |s: &str| {
        s.split(|c: char| !c.is_ascii_alphabetic())
            .map(str::to_owned)
            .collect::<Vec<_>>()
    };
    let mut out: Vec<String> = KEPT.iter().map(|w| (*w).to_owned()).collect();
    for e in REFERENCE {
        out.extend([e.name, e.syntax, e.insert].into_iter().flat_map(words));
    }
    for p in crate::presets::PRESETS {
        if let Ok(d) = rowkey_core::design::Design::from_json(p.json) {
            out.extend(words(d.splits.algorithm.name()));
        }
    }
    out.extend(words(design_name));
    out
}

/// What a reader sees under `root`: its text (outside code, which is template syntax and user
/// data) and its `title`, `aria-label` and `placeholder` attributes.
fn visible_text(root: &web_sys::Element) -> String {
    let mut out = String::new();
    let all = root.query_selector_all("*").expect("a selector");
    let descendants =
        (0..all.length()).filter_map(|i| all.item(i)?.dyn_into::<web_sys::Element>().ok());
    for el in std::iter::once(root.clone()).chain(descendants) {
        for attr in ["title", "aria-label", "placeholder"] {
            if let Some(v) = el.get_attribute(attr) {
                out.push_str(&v);
                out.push('\n');
            }
        }
        if el
            .closest("code, textarea, .mono, svg")
            .ok()
            .flatten()
            .is_some()
        {
            continue;
        }
        let kids = el.child_nodes();
        for k in 0..kids.length() {
            if let Some(node) = kids
                .item(k)
                .filter(|n| n.node_type() == web_sys::Node::TEXT_NODE)
            {
                out.push_str(&node.text_content().unwrap_or_default());
                out.push('\n');
            }
        }
    }
    out
}

#[derive(Properties, PartialEq)]
struct FrameProps {
    state: Rc<AppState>,
}

/// Every component of the frame, open, in zh-CN.
#[component]
fn Frame(props: &FrameProps) -> Html {
    // The banner's message comes from where it happens (here: as given); its controls are its own.
    let banner = Banner {
        kind: BannerKind::Error,
        message: "复制失败，请按 Ctrl+C 复制链接：".into(),
        copy: Some("https://example.com/#v1.x".into()),
    };
    html! {
        <ContextProvider<Lang> context={Lang::ZhCn}>
            <Header name="订单表" theme={Theme::System} analysis={Analysis::Idle} analysis_ms={Some(12.0)}
                on_rename={Callback::noop()} on_theme={Callback::noop()} on_share={Callback::noop()}
                on_copy_iframe={Callback::noop()} on_presets={Callback::noop()} />
            <Intro on_presets={Callback::noop()} />
            <BannerView banner={Some(banner)} on_dismiss={Callback::noop()} />
            <ProgressView analysis={Analysis::Running { id: 1, done: 1_234, total: 100_000 }} />
            <Reference on_insert={Callback::noop()} />
            <PresetGallery open=true on_close={Callback::noop()} on_load={Callback::noop()} />
            <EmbedDialog open=true design={props.state.design.clone()} on_close={Callback::noop()}
                on_copy={Callback::noop()} />
            <div id="zh-embed"><EmbedLayout state={props.state.clone()} view={Some(EmbedView::Keys)} /></div>
        </ContextProvider<Lang>>
    }
}

#[wasm_bindgen_test]
async fn the_frame_speaks_chinese() {
    crate::test_support::zh_texts();
    let window = web_sys::window().expect("a window");
    // The iframe dialog's preview loads this page's address with `?embed=1`: point it at a
    // page that does not exist rather than at the test runner itself.
    let history = window.history().expect("history");
    let before = window.location().href().expect("an address");
    let _ =
        history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some("/no-such-page/"));
    let root = new_root();
    let state = Rc::new(AppState::new(
        crate::presets::default_design(),
        Theme::System,
        None,
    ));
    let app =
        yew::Renderer::<Frame>::with_root_and_props(root.clone(), FrameProps { state }).render();
    settle().await;

    let embed = root
        .query_selector("#zh-embed")
        .ok()
        .flatten()
        .expect("the embed");
    // The embedded view's own lines; the chart or table inside is another component's.
    let embed_text: String = ["header.embed-bar", ".embed-lints"]
        .iter()
        .filter_map(|s| embed.query_selector(s).ok().flatten())
        .map(|e| visible_text(&e))
        .collect();
    embed.remove();
    let text = visible_text(&root) + &embed_text;
    app.destroy();
    let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&before));
    root.remove();

    // Each component did render, in Chinese.
    for expected in [
        "分享",
        "复制 iframe",
        "分析用时 12 ms",
        "第一次来？",
        "要复制的文本",
        "正在采样：1,234 / 100,000 个 key…",
        "数据源",
        "对 UTF-8 字节做 MessageDigest MD5",
        "电商订单",
        "哈希分桶",
        "嵌入这个设计",
        "复制「各 region 的 key 数」的 iframe",
        "在 playground 中打开 ↗",
        "正在检查设计…",
    ] {
        assert!(
            text.contains(expected),
            "{expected:?} missing from:\n{text}"
        );
    }
    let left = english_words(&text, &allowed(&crate::presets::default_design().name));
    assert!(left.is_empty(), "English left in zh-CN: {left:?}\n{text}");
}

#[wasm_bindgen_test]
fn the_reference_keeps_the_cores_english() {
    use rowkey_core::plan::reference::REFERENCE;
    for e in REFERENCE {
        let m = super::texts::reference::meaning(e.name)
            .unwrap_or_else(|| panic!("{}: no translated meaning", e.name));
        assert_eq!(super::t(Lang::En, m), e.meaning, "{}", e.name);
    }
}

#[wasm_bindgen_test]
fn the_iframe_snippet_is_titled_in_the_page_language() {
    crate::test_support::zh_texts();
    let d = crate::presets::default_design();
    let snippet = |lang| {
        crate::embed::iframe_snippet(&d, "v1.AA", &crate::embed::VIEWS[0], Theme::System, lang)
    };
    let en = snippet(Lang::En);
    assert!(
        en.contains("title=\"RowKey Playground: E-commerce orders, keys per region\""),
        "{en}"
    );
    let zh = snippet(Lang::ZhCn);
    assert!(
        zh.contains("title=\"RowKey Playground 嵌入：E-commerce orders，各 region 的 key 数\""),
        "{zh}"
    );
}

/// The page's wasm has no Chinese text of its own: the site's file gives every one, complete
/// and consistent (the same check as the catalogues' own).
#[wasm_bindgen_test]
fn the_sites_chinese_file_gives_every_text() {
    use rowkey_core::i18n::{catalogue::AREAS, check, zh_texts_ready};
    assert!(rowkey_core::i18n::catalogue::common::INTERNAL.zh.is_empty());
    crate::test_support::zh_texts();
    assert!(zh_texts_ready());
    let every = AREAS.iter().chain(crate::i18n::texts::ALL);
    let problems = check(every.flat_map(|a| a.iter()).copied());
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A file that is not the texts is refused with the reason (in English, which
/// the page then stays in).
#[wasm_bindgen_test]
fn a_broken_chinese_file_is_refused() {
    use crate::i18n::zh_texts::load_json;
    let err = load_json("<html>Not found</html>").unwrap_err();
    assert!(err.starts_with("not a JSON object of texts"), "{err}");
    let err = load_json(r#"{"ui.header.share": ["分享"]}"#).unwrap_err();
    assert!(err.starts_with("not a JSON object of texts"), "{err}");
    let err = load_json("{}").unwrap_err();
    assert_eq!(err, "the file has no texts");
}
