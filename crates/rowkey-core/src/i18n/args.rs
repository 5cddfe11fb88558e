//! Message arguments checked when the code is compiled: [`msg!`](crate::msg) gives each named
//! argument of a catalogue text, and [`check_args`] (run in a `const`) refuses a name the text
//! does not have or a placeholder left without an argument.

use super::Entry;

/// Whether `a` and `b` are the same bytes (a `const fn`, unlike `==` on `str`).
const fn same(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Whether `text` has the placeholder `{name}` or `{name:one|many}` (`{{` and `}}` are literal
/// braces).
const fn has_placeholder(text: &str, name: &str) -> bool {
    let (t, n) = (text.as_bytes(), name.as_bytes());
    let mut i = 0;
    while i < t.len() {
        if t[i] == b'{' {
            if i + 1 < t.len() && t[i + 1] == b'{' {
                i += 2;
                continue;
            }
            let mut j = i + 1;
            while j < t.len() && t[j] != b'}' && t[j] != b':' {
                j += 1;
            }
            if j - i - 1 == n.len() {
                let mut k = 0;
                let mut equal = true;
                while k < n.len() {
                    if t[i + 1 + k] != n[k] {
                        equal = false;
                    }
                    k += 1;
                }
                if equal {
                    return true;
                }
            }
            i = j;
        } else {
            i += 1;
        }
    }
    false
}

/// Whether every placeholder of `text` is one of `names`.
const fn all_given(text: &str, names: &[&str]) -> bool {
    let t = text.as_bytes();
    let mut i = 0;
    while i < t.len() {
        if t[i] == b'{' {
            if i + 1 < t.len() && t[i + 1] == b'{' {
                i += 2;
                continue;
            }
            let mut j = i + 1;
            while j < t.len() && t[j] != b'}' && t[j] != b':' {
                j += 1;
            }
            let (_, rest) = t.split_at(i + 1);
            let (placeholder, _) = rest.split_at(j - i - 1);
            let mut k = 0;
            let mut found = false;
            while k < names.len() {
                if same(placeholder, names[k].as_bytes()) {
                    found = true;
                }
                k += 1;
            }
            if !found {
                return false;
            }
            i = j;
        } else {
            i += 1;
        }
    }
    true
}

/// Refuse, when compiled, arguments `names` that `entry`'s texts do not have, or a placeholder
/// of its English or Chinese text that `names` leaves out. [`msg!`](crate::msg) calls it in a
/// `const`, so a misspelled argument is a compile error, not a `{len}` on the screen.
///
/// ```
/// use rowkey_core::i18n::{args::check_args, catalogue::common::INTERNAL};
/// const _: () = check_args(INTERNAL, &["what"]);
/// ```
///
/// ```compile_fail
/// use rowkey_core::i18n::{args::check_args, catalogue::common::INTERNAL};
/// const _: () = check_args(INTERNAL, &["wat"]);
/// ```
pub const fn check_args(entry: &Entry, names: &[&str]) {
    let mut k = 0;
    while k < names.len() {
        if !has_placeholder(entry.en, names[k]) && !has_placeholder(entry.zh, names[k]) {
            panic!("a message argument that its catalogue text does not have");
        }
        k += 1;
    }
    if !all_given(entry.en, names) || !all_given(entry.zh, names) {
        panic!("a placeholder of the catalogue text without an argument");
    }
}

/// A [`Message`](crate::i18n::Message) of a catalogue entry with its named arguments, checked
/// when compiled: a name its text does not have, or a placeholder left without one, does not
/// compile.
///
/// ```
/// use rowkey_core::i18n::{catalogue::common::INTERNAL, Lang};
/// let m = rowkey_core::msg!(INTERNAL, what = "a test");
/// assert_eq!(m.render(Lang::En), "internal error (a bug in RowKey Playground): a test");
/// ```
///
/// ```compile_fail
/// use rowkey_core::i18n::catalogue::common::INTERNAL;
/// let m = rowkey_core::msg!(INTERNAL, wat = "a test");
/// ```
#[macro_export]
macro_rules! msg {
    ($entry:expr $(, $name:ident = $value:expr)* $(,)?) => {{
        const _: () = $crate::i18n::args::check_args($entry, &[$(stringify!($name)),*]);
        $crate::i18n::Message::new($entry)$(.arg(stringify!($name), $value))*
    }};
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_found_and_escaped_braces_are_not() {
        assert!(has_placeholder("keys are {len} bytes", "len"));
        assert!(!has_placeholder("keys are {{len}} bytes", "len"));
        assert!(!has_placeholder("keys are {length} bytes", "len"));
        assert!(all_given("{a}: {b}", &["a", "b"]));
        assert!(!all_given("{a}: {b}", &["a"]));
        assert!(all_given("{{rest | i8}}", &[]));
        assert!(has_placeholder("{n} more {n:place|places}", "n"));
        assert!(all_given("{n} more {n:place|places}", &["n"]));
    }

    #[test]
    fn every_catalogue_text_passes_with_its_own_placeholders() {
        for e in crate::i18n::catalogue::AREAS.iter().flat_map(|a| a.iter()) {
            let mut names: Vec<&str> = Vec::new();
            for text in [e.en, e.zh] {
                let mut rest = text.replace("{{", "").replace("}}", "");
                while let Some((_, after)) = rest.split_once('{') {
                    let (name, tail) = after.split_once('}').unwrap_or((after, ""));
                    let name = name.split(':').next().unwrap_or(name);
                    names.push(Box::leak(name.to_string().into_boxed_str()));
                    rest = tail.to_string();
                }
            }
            check_args(e, &names);
        }
    }
}
