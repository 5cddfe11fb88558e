//! The ruler's parts mounted in headless Chromium for a level made here (the quick worker that
//! answers it in the page is not in the test): in Chinese no English word is left in the
//! controls, the track's tooltips, the summary, the readouts and the tables, nor in the
//! placeholder; in English they read as before.

use super::controls::controls;
use super::model::{split_marks, Cell, Level};
use super::track::{split_lines, track_svg, Hover, Track};
use super::words;
use super::KeyspaceRuler;
use crate::components::template_editor::zh_tests::EDITOR_KEPT;
use crate::i18n::Lang;
use crate::test_support::{english_words, has_chinese, new_root, readable, settle};
use rowkey_core::hbase::to_string_binary;
use std::rc::Rc;
use wasm_bindgen_test::*;
use yew::prelude::*;

/// Under prefix `a`: the digits are reachable (`a0`…`a9`), nothing else; split keys at `a5`
/// (reachable) and `aZ` (where no key can start), one before the prefix and one after.
fn level() -> Level {
    let mut cells = vec![
        Cell {
            reachable: false,
            share: 0.0,
        };
        256
    ];
    for b in b'0'..=b'9' {
        cells[b as usize] = Cell {
            reachable: true,
            share: 0.05,
        };
    }
    Level {
        prefix: b"a".to_vec(),
        prefix_reachable: true,
        cells,
        total: 0.5,
        max: 0.05,
    }
}

fn splits() -> Vec<Vec<u8>> {
    vec![b"0".to_vec(), b"a5".to_vec(), b"aZ".to_vec(), b"b".to_vec()]
}

#[derive(Properties, PartialEq)]
struct PartsProps {
    lang: Lang,
}

#[component]
fn Parts(props: &PartsProps) -> Html {
    let lang = props.lang;
    let prefix = use_state(|| b"a".to_vec());
    let fit = use_state(|| true);
    let hover = use_state(|| None::<Hover>);
    let level = level();
    let splits = splits();
    let marks = split_marks(&splits, &prefix, &level);
    let track = Track::new(600.0, (0, 255));
    let bins = split_lines(&marks, &track);
    let label = to_string_binary(&prefix);
    let svg = track_svg(
        lang,
        &track,
        &level,
        &marks,
        &bins,
        &prefix,
        &hover,
        "0".into(),
    );
    html! {
        <ContextProvider<Lang> context={lang}>
            { controls(lang, &prefix, &fit, &level) }
            { svg }
            { words::summary(lang, &level, &prefix, &marks, 1, 1) }
            { words::readout(lang, Some(Hover::Byte(b'3')), &level, &marks, &bins, &prefix) }
            { words::readout(lang, Some(Hover::Byte(b'Z')), &level, &marks, &bins, &prefix) }
            { words::readout(lang, Some(Hover::Split(1)), &level, &marks, &bins, &prefix) }
            { words::readout(lang, None, &level, &marks, &bins, &prefix) }
            { words::tables(lang, &level, &marks, &label) }
            // No design: the placeholder in its frame.
            <KeyspaceRuler design={None} splits={Rc::new(splits.clone())} />
        </ContextProvider<Lang>>
    }
}

async fn mount(lang: Lang) -> web_sys::Element {
    crate::test_support::zh_texts();
    let root = new_root();
    yew::Renderer::<Parts>::with_root_and_props(root.clone(), PartsProps { lang }).render();
    settle().await;
    root
}

#[wasm_bindgen_test]
async fn ruler_speaks_chinese() {
    let root = mount(Lang::ZhCn).await;
    let text = readable(&root, "");
    for zh in [
        "键空间标尺",
        "修正模板后即可查看它的键空间。",
        "256 个后续字节中有 10 个可达",
        "2 个 split key 中有 1 个落在没有 key 能开始的位置",
        "此前缀之前有 1 个 split key，之后有 1 个",
        "占此前缀下 key 的 10.0%（占全部的 5.00%）",
        "没有 key 能以此开头",
        "split key 为 aZ：没有 key 能从这里开始",
        "前缀 a 之后的字节",
        "适配 key 范围",
    ] {
        assert!(text.contains(zh), "{zh} missing from:\n{text}");
    }
    assert!(!text.contains(" %"), "{text}");
    let left = english_words(&text, EDITOR_KEPT);
    assert!(left.is_empty(), "English left in Chinese: {left:?}\n{text}");
    root.remove();
}

#[wasm_bindgen_test]
async fn ruler_stays_english() {
    let root = mount(Lang::En).await;
    let text = readable(&root, "");
    for en in [
        "Keyspace ruler",
        "Fix the template to see its keyspace.",
        "10 of 256 next bytes reachable",
        "1 of 2 split keys fall where no key can start",
        " · 1 split keys before this prefix, 1 after",
        "10.0 % of the keys under this prefix (5.00 % of all)",
        "no key can start with this",
        "split key aZ: no key can start here",
        "Next bytes after prefix a",
        " Fit to keys",
    ] {
        assert!(text.contains(en), "{en} missing from:\n{text}");
    }
    assert!(!english_words(&text, EDITOR_KEPT).is_empty());
    assert!(!has_chinese(&text), "{text}");
    root.remove();
}
