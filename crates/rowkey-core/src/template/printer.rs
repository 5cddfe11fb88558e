//! The printer: one normal form for every template, chosen so it parses back to the same AST.

use super::ast::{Call, Literal, Part, Pipeline, Source, Template};
use std::fmt::Write;

/// Print a whole template (see [`super::print`]).
pub(crate) fn print_template(template: &Template) -> String {
    let mut out = String::new();
    for part in &template.parts {
        match part {
            Part::Literal(lit) => literal(&mut out, lit),
            Part::Segment(seg) => {
                out.push('{');
                pipeline(&mut out, &seg.pipeline);
                out.push('}');
            }
        }
    }
    out
}

/// Literal bytes: readable UTF-8 stays as it is; what would be read as syntax, what is invisible
/// (control characters) and what is not text at all (invalid UTF-8) becomes an escape.
fn literal(out: &mut String, lit: &Literal) {
    for chunk in lit.bytes.utf8_chunks() {
        for c in chunk.valid().chars() {
            match c {
                '{' | '}' | '\\' => {
                    out.push('\\');
                    out.push(c);
                }
                '\0'..='\x1f' | '\x7f' => hex_byte(out, c as u8),
                _ => out.push(c),
            }
        }
        for &b in chunk.invalid() {
            hex_byte(out, b);
        }
    }
}

fn hex_byte(out: &mut String, b: u8) {
    // Writing to a String cannot fail.
    let _ = write!(out, "\\x{b:02X}");
}

fn pipeline(out: &mut String, p: &Pipeline) {
    match &p.source {
        Source::Field(name) => out.push_str(&name.name),
        Source::Str(s) => string(out, &s.value),
        Source::Int(n) => out.push_str(&n.text),
        // `f()` must keep its parentheses as a source: without them it would read as a field.
        Source::Call(c) => call(out, c, true),
    }
    for t in &p.transforms {
        out.push_str(" | ");
        call(out, t, false);
    }
}

fn call(out: &mut String, c: &Call, keep_empty_parens: bool) {
    out.push_str(&c.name.name);
    if c.args.is_empty() && !keep_empty_parens {
        return;
    }
    out.push('(');
    for (i, arg) in c.args.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        pipeline(out, arg);
    }
    out.push(')');
}

/// A JSON-style string literal.
fn string(out: &mut String, value: &str) {
    out.push('"');
    for c in value.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            '\0'..='\x1f' | '\x7f' => {
                let _ = write!(out, "\\u{:04X}", c as u32);
            }
            _ => out.push(c),
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::super::{parse, print, strip_spans, Ident, IntLit, Segment, StrLit};
    use super::*;
    use crate::Span;

    fn lit(bytes: &[u8]) -> Template {
        Template {
            parts: vec![Part::Literal(Literal {
                bytes: bytes.to_vec(),
                span: Span::default(),
            })],
        }
    }

    fn seg(source: Source, transforms: Vec<Call>) -> Template {
        let pipeline = Pipeline {
            source,
            transforms,
            span: Span::default(),
        };
        Template {
            parts: vec![Part::Segment(Segment {
                pipeline,
                span: Span::default(),
            })],
        }
    }

    fn ident(name: &str) -> Ident {
        Ident {
            name: name.into(),
            span: Span::default(),
        }
    }

    fn call(name: &str, args: Vec<Pipeline>) -> Call {
        Call {
            name: ident(name),
            args,
            span: Span::default(),
        }
    }

    fn arg(source: Source) -> Pipeline {
        Pipeline {
            source,
            transforms: vec![],
            span: Span::default(),
        }
    }

    fn round_trips(t: &Template) {
        let printed = print(t);
        let back = parse(&printed).unwrap_or_else(|e| panic!("{printed:?}: {e:?}"));
        assert_eq!(strip_spans(&back), strip_spans(t), "{printed:?}");
    }

    #[test]
    fn literal_escapes() {
        let t = lit(b"a{b}c\\d|\x00\x1f\x7f\xff\xc3(\xe9)\n \xe7\x94\xa8");
        assert_eq!(
            print(&t),
            "a\\{b\\}c\\\\d|\\x00\\x1F\\x7F\\xFF\\xC3(\\xE9)\\x0A 用"
        );
        round_trips(&t);
        assert_eq!(print(&lit("é\u{80}\u{2028}".as_bytes())), "é\u{80}\u{2028}");
    }

    #[test]
    fn truncated_utf8_at_the_end_is_escaped() {
        let t = lit(b"x\xe7\x94");
        assert_eq!(print(&t), "x\\xE7\\x94");
        round_trips(&t);
    }

    #[test]
    fn strings_json_style() {
        let s = "q\"b\\s/\n\t\r\u{8}\u{c}\u{1}\u{7f}é😀{}|";
        let t = seg(
            Source::Str(StrLit {
                value: s.into(),
                span: Span::default(),
            }),
            vec![],
        );
        assert_eq!(print(&t), r#"{"q\"b\\s/\n\t\r\b\f\u0001\u007Fé😀{}|"}"#);
        round_trips(&t);
    }

    #[test]
    fn empty_argument_lists() {
        let t = seg(
            Source::Call(call("uuid", vec![])),
            vec![call("md5", vec![])],
        );
        assert_eq!(print(&t), "{uuid() | md5}");
        round_trips(&t);
        let inner = seg(
            Source::Call(call(
                "concat",
                vec![
                    arg(Source::Call(call("now", vec![]))),
                    arg(Source::Field(ident("a"))),
                ],
            )),
            vec![],
        );
        assert_eq!(print(&inner), "{concat(now(), a)}");
        round_trips(&inner);
    }

    #[test]
    fn arguments_and_ints() {
        let int = |text: &str| {
            arg(Source::Int(IntLit {
                text: text.into(),
                span: Span::default(),
            }))
        };
        let piped = Pipeline {
            source: Source::Field(ident("ts")),
            transforms: vec![call(
                "date",
                vec![arg(Source::Str(StrLit {
                    value: "%Y".into(),
                    span: Span::default(),
                }))],
            )],
            span: Span::default(),
        };
        let t = seg(
            Source::Call(call("concat", vec![arg(Source::Field(ident("a"))), piped])),
            vec![call("slice", vec![int("-0x1F"), int("10L")])],
        );
        assert_eq!(
            print(&t),
            "{concat(a, ts | date(\"%Y\")) | slice(-0x1F, 10L)}"
        );
        round_trips(&t);
    }

    #[test]
    fn normal_form_is_a_fixed_point() {
        for src in [
            "{ a|b ( 1,2 ) |c( ) }x\\x4a{ \"\\u00e9\\/\" }\\x7f",
            "{f( g( \"\\uD83D\\uDE00\" ) )}\\xc3\\xa9",
            "",
            "plain|text",
        ] {
            let once = print(&parse(src).unwrap());
            assert_eq!(print(&parse(&once).unwrap()), once);
        }
        assert_eq!(
            print(&parse("{ a|b ( 1,2 ) |c( ) }x\\x4a\\x7f").unwrap()),
            "{a | b(1, 2) | c}xJ\\x7F"
        );
        assert_eq!(print(&parse("\\xc3\\xa9").unwrap()), "é");
    }
}
