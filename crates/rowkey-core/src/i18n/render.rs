//! Filling a template's placeholders, with figures formatted for the language.

use super::lang::Lang;
use super::message::Arg;
use crate::format;

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

/// One argument in `lang`: Chinese writes a percentage without the space and says 字节 for
/// bytes; counts are grouped by thousands in both (as `Intl.NumberFormat` does for zh-CN).
pub(super) fn render_arg(a: &Arg, lang: Lang) -> String {
    match (a, lang) {
        (Arg::Text(t), _) => t.clone(),
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
}
