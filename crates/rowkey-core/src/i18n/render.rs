//! Filling a template's placeholders, with figures formatted for the language.

use super::lang::Lang;
use super::message::Arg;
use crate::format;
use std::fmt::Write as _;

/// `template` with each `{name}` replaced by its argument and each `{name:one|other}` by the
/// text that fits the count; `{{` and `}}` are literal braces.
pub(super) fn render_template<'a>(
    template: &str,
    lang: Lang,
    arg: &dyn Fn(&str) -> Option<&'a Arg>,
) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(i) = rest.find(['{', '}']) {
        out.push_str(&rest[..i]);
        let brace = rest.as_bytes()[i];
        rest = &rest[i + 1..];
        if rest.as_bytes().first() == Some(&brace) {
            out.push(brace as char);
            rest = &rest[1..];
            continue;
        }
        if brace == b'}' {
            out.push('}');
            continue;
        }
        let Some(close) = rest.find('}') else {
            out.push('{');
            continue;
        };
        let placeholder = &rest[..close];
        rest = &rest[close + 1..];
        let (name, plural) = match placeholder.split_once(':') {
            Some((name, forms)) => (name, forms.split_once('|')),
            None => (placeholder, None),
        };
        match (arg(name), plural) {
            (Some(a), Some((one, other))) => out.push_str(if is_one(a) { one } else { other }),
            (Some(a), None) => out.push_str(&render_arg(a, lang)),
            (None, _) => {
                out.push('{');
                out.push_str(placeholder);
                out.push('}');
            }
        }
    }
    out.push_str(rest);
    out
}

fn is_one(a: &Arg) -> bool {
    matches!(a, Arg::Count(1) | Arg::Int(1))
}

/// `text` with each invisible or reordering mark ([`format::is_invisible_mark`]: a
/// right-to-left override, a zero-width space…) written as its UTF-8 bytes' `\xHH` escapes, as
/// `Bytes.toStringBinary` shows them in keys. Arguments carry the user's data (a field value
/// decoded from a real table's key, a template excerpt): an override inside one would reverse
/// the words after it and show another value than the one stored.
fn without_invisible_marks(text: &str) -> String {
    if !text.contains(format::is_invisible_mark) {
        return text.to_owned();
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        if format::is_invisible_mark(c) {
            for b in c.encode_utf8(&mut [0; 4]).bytes() {
                // Writing to a String cannot fail.
                let _ = write!(out, "\\x{b:02X}");
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// One argument in `lang`: Chinese writes a percentage without the space and says 字节 for
/// bytes; counts are grouped by thousands in both (as `Intl.NumberFormat` does for zh-CN).
pub(super) fn render_arg(a: &Arg, lang: Lang) -> String {
    match (a, lang) {
        (Arg::Text(t), _) => without_invisible_marks(t),
        (Arg::Count(n), _) => format::grouped(*n),
        (Arg::Int(n), _) => n.to_string(),
        (Arg::Bytes(n), _) => format::bytes(*n),
        (Arg::BinaryBytes(n), Lang::En) => format::binary_bytes(*n),
        (Arg::BinaryBytes(n), Lang::ZhCn) => format::binary_bytes(*n).replace(" bytes", " 字节"),
        (Arg::Percent(f), Lang::En) => format::percent(*f),
        (Arg::Percent(f), Lang::ZhCn) => format::percent(*f).replace(" %", "%"),
        (Arg::Msg(m), _) => m.render(lang),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn render(t: &str, args: &[(&str, Arg)], lang: Lang) -> String {
        render_template(t, lang, &|n: &str| {
            args.iter().find(|(k, _)| *k == n).map(|(_, a)| a)
        })
    }

    #[test]
    fn placeholders_plurals_and_braces() {
        let args = [
            ("n", Arg::Count(1)),
            ("m", Arg::Count(12_000)),
            ("f", Arg::Text("id".into())),
        ];
        assert_eq!(
            render(
                "{n} {n:region|regions}, {m} {m:region|regions} in `{{{f}}}`",
                &args,
                Lang::En
            ),
            "1 region, 12,000 regions in `{id}`"
        );
        assert_eq!(render("{missing} }", &args, Lang::En), "{missing} }");
        assert_eq!(render("open {", &args, Lang::En), "open {");
    }

    #[test]
    fn figures_follow_the_language() {
        let p = [("p", Arg::Percent(0.438)), ("b", Arg::BinaryBytes(512))];
        assert_eq!(render("{p} {b}", &p, Lang::En), "43.8 % 512 bytes");
        assert_eq!(render("{p} {b}", &p, Lang::ZhCn), "43.8% 512 字节");
    }

    #[test]
    fn an_invisible_or_reordering_mark_in_an_argument_is_shown_escaped() {
        let args = [("v", Arg::Text("\u{202E}gnp.exe".into()))];
        let shown = render("`{v}` takes {v}", &args, Lang::En);
        assert_eq!(
            shown,
            "`\\xE2\\x80\\xAEgnp.exe` takes \\xE2\\x80\\xAEgnp.exe"
        );
        let marks = [("v", Arg::Text("a\u{200F}b\u{2066}\u{061C}".into()))];
        assert_eq!(
            render("{v}", &marks, Lang::En),
            "a\\xE2\\x80\\x8Fb\\xE2\\x81\\xA6\\xD8\\x9C"
        );
        // Right-to-left text itself, backslashes and line breaks are data, shown as they are.
        let plain = [("v", Arg::Text("مرحبا \\x00\n".into()))];
        assert_eq!(render("{v}", &plain, Lang::En), "مرحبا \\x00\n");
    }
}
