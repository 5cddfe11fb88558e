//! What makes a catalogue complete: checked by the core's tests and by every front end's own
//! catalogue tests, so a message without its translation fails a test wherever it is declared.

use super::Entry;
use std::collections::{BTreeSet, HashSet};

/// The problems of a set of entries, one line each (empty when there are none): an id declared
/// twice or not `area.kebab-case`; a language missing; a Chinese text that is the English one or
/// has no Chinese in it (unless the text has no words, only identifiers and placeholders); the
/// languages filling different placeholders.
///
/// ```
/// use rowkey_core::i18n::{check, Entry};
/// const BAD: &Entry = &Entry { id: "demo.bad", en: "Hello {name}", zh: "Hello {name}" };
/// assert_eq!(check([BAD]).len(), 1);
/// ```
pub fn check<'a>(entries: impl IntoIterator<Item = &'a Entry>) -> Vec<String> {
    let mut problems = Vec::new();
    let mut seen = HashSet::new();
    for e in entries {
        // Compiled in or loaded (a build without the `zh-texts` feature checks the loaded file).
        let zh = e.zh_text().unwrap_or("");
        if !seen.insert(e.id) {
            problems.push(format!("{}: declared twice", e.id));
        }
        let well_formed =
            e.id.split_once('.')
                .is_some_and(|(a, n)| !a.is_empty() && !n.is_empty())
                && e.id.bytes().all(|b| {
                    b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'.'
                });
        if !well_formed {
            problems.push(format!("{}: not area.kebab-case", e.id));
        }
        if e.en.trim().is_empty() {
            problems.push(format!("{}: no English text", e.id));
        }
        if zh.trim().is_empty() {
            problems.push(format!("{}: no Chinese text", e.id));
        }
        let has_words = prose(e.en)
            .split(|c: char| !c.is_ascii_alphabetic())
            .any(|w| w.len() > 3);
        if has_words && !zh.chars().any(is_han) {
            problems.push(format!("{}: the Chinese text has no Chinese in it", e.id));
        }
        if placeholders(e.en) != placeholders(zh) {
            problems.push(format!(
                "{}: English fills {:?}, Chinese {:?}",
                e.id,
                placeholders(e.en),
                placeholders(zh)
            ));
        }
    }
    problems
}

/// A CJK unified ideograph.
fn is_han(c: char) -> bool {
    ('\u{4e00}'..='\u{9fff}').contains(&c)
}

/// The text without placeholders and `code spans`, which are never translated.
fn prose(t: &str) -> String {
    let mut out = String::new();
    let mut in_code = false;
    let mut depth = 0usize;
    for c in t.chars() {
        match c {
            '`' => in_code = !in_code,
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            _ if !in_code && depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// The placeholder names of a template (`{name}` and `{name:one|other}`), escaped braces
/// (`{{`, `}}`) skipped.
fn placeholders(t: &str) -> BTreeSet<String> {
    let t = t.replace("{{", "").replace("}}", "");
    t.split('{')
        .skip(1)
        .filter_map(|s| s.split_once('}'))
        .map(|(p, _)| p.split(':').next().unwrap_or("").to_owned())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_each_kind_of_problem() {
        let e = |id, en, zh| Entry { id, en, zh };
        let good = e(
            "a.ok",
            "Split `{table}` into {n:region|regions}",
            "把 `{table}` 预分区为 {n} 个 region",
        );
        assert!(check([&good]).is_empty());
        for (bad, why) in [
            (e("a.x", "Hello world", "Hello world"), "no Chinese"),
            (e("a.y", "Hello {name}", "你好"), "fills"),
            (e("a.z", "Hello", ""), "no Chinese text"),
            (e("Bad", "`md5`", "`md5`"), "kebab"),
        ] {
            let p = check([&bad]);
            assert!(p.iter().any(|l| l.contains(why)), "{p:?} should say {why}");
        }
        assert!(check([&good, &good]).iter().any(|l| l.contains("twice")));
    }
}
