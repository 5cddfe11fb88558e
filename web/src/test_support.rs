//! What the wasm tests share: a place to mount a component, waiting for Yew to render, and
//! reading what a person reads, to check that no English is left in zh-CN.
//!
//! The rule for English is the one `e2e/english.ts` applies to the whole page: a word of four or
//! more ASCII letters, outside code. Code is text in backquotes and words with `_`, `-`, `.` or a
//! capital inside (`order_time`, `key-length`, `Admin.createTable`, `toStringBinary`).

use wasm_bindgen::JsCast;

/// Loads the site's Chinese texts file, as the page does before it renders in Chinese (the
/// page's wasm has none compiled in): the tests read the committed file, so they test it.
pub(crate) fn zh_texts() {
    crate::i18n::zh_texts::load_json(include_str!("../../www/lang/zh-CN.json"))
        .expect("www/lang/zh-CN.json has every text (`cargo xtask texts` writes it)");
}

/// Waits for Yew to render (it renders on the microtask queue and after timers) and effects to
/// run.
pub(crate) async fn settle() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let _ = web_sys::window()
            .expect("a window")
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 50);
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// A new element of the page to mount into.
pub(crate) fn new_root() -> web_sys::Element {
    let document = web_sys::window()
        .and_then(|w| w.document())
        .expect("a document");
    let root = document.create_element("div").expect("a div");
    document
        .body()
        .expect("a body")
        .append_child(&root)
        .expect("appended");
    root
}

/// A time-ordered key of digits (no key reads as a word) and uniform splits over a keyspace the
/// keys barely use, so the charts have dead and hot regions; few regions, so bars are labelled one
/// by one.
pub(crate) fn time_ordered_design() -> rowkey_core::design::Design {
    let mut d = rowkey_core::design::Design::new("{ts}_{id}");
    d.fields.insert(
        "ts".into(),
        "timestamp(\"2024-02-15T00:00:00Z\", 100)".into(),
    );
    d.fields.insert("id".into(), "seq(0, 1)".into());
    d.splits.algorithm = rowkey_core::design::SplitAlgorithm::Uniform;
    d.splits.regions = 8;
    d.sample.count = 5_000;
    d
}

/// Everything a person reads in `el`, one text node or attribute a line: its text, and the
/// tooltips, labels and placeholders of every element in it. The elements matching `left_out`
/// (a CSS selector list, `""` for none) are skipped: what a test does not check there (what the
/// core writes, keys, user data).
pub(crate) fn readable(el: &web_sys::Element, left_out: &str) -> String {
    let el: web_sys::Element = el
        .clone_node_with_deep(true)
        .expect("a copy")
        .unchecked_into();
    if !left_out.is_empty() {
        while let Ok(Some(other)) = el.query_selector(left_out) {
            other.remove();
        }
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

/// The English words of `text` (see the module's rule), sorted, each once, leaving out the
/// words of `kept` (HBase's terms and identifiers, the test's user data; an entry of several
/// words keeps each of them).
pub(crate) fn english_words<S: AsRef<str>>(text: &str, kept: &[S]) -> Vec<String> {
    let mut code = false;
    let prose: String = text
        .chars()
        .filter(|&c| {
            code ^= c == '`';
            !code && c != '`'
        })
        .collect();
    let kept = |w: &str| {
        kept.iter()
            .any(|k| k.as_ref().split([' ', '-']).any(|p| p == w))
    };
    let mut words: Vec<String> = prose
        .split(|c: char| !(c.is_ascii_alphanumeric() || "_-.".contains(c)))
        .map(|w| w.trim_end_matches('.'))
        .filter(|w| {
            !w.contains(['_', '-', '.']) && !w.chars().skip(1).any(|c| c.is_ascii_uppercase())
        })
        .filter(|w| w.len() >= 4 && w.chars().all(|c| c.is_ascii_alphabetic()))
        .filter(|w| !kept(w))
        .map(str::to_owned)
        .collect();
    words.sort();
    words.dedup();
    words
}

/// Whether `text` holds a Chinese character.
pub(crate) fn has_chinese(text: &str) -> bool {
    text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test;

    #[wasm_bindgen_test]
    fn english_is_found_and_code_and_kept_words_are_not() {
        let text = "拆分 region 的 split key：`HexStringSplit` order_time toStringBinary \
                    Admin.createTable 还有 leftover words. one-id";
        assert_eq!(
            english_words(text, &["region split", "words"]),
            ["leftover"]
        );
        assert!(english_words("全部中文", &[] as &[&str]).is_empty());
        assert!(has_chinese("中文") && !has_chinese("latin"));
    }
}
