//! Properties of the template front end: parsing is total, printing round-trips, and the normal
//! form is a fixed point.

use proptest::prelude::*;
use rowkey_core::template::{
    parse, print, strip_spans, Call, Ident, IntLit, Literal, Part, Pipeline, Segment, Source,
    StrLit, Template,
};
use rowkey_core::Span;

/// Strings made mostly of characters that mean something to the lexer, so the generator reaches
/// the interesting paths rather than plain literal text.
fn templateish() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        8 => prop::sample::select(vec![
            "{", "}", "|", "(", ")", ",", "\\", "\"", " ", "x", "0", "9", "a", "f", "L", "-", "_",
            "0x", "\\x", "\\u", "\\uD83D", "\\uDE00", "\n", "\t", "é", "用",
        ])
        .prop_map(str::to_string),
        1 => any::<char>().prop_map(String::from),
    ];
    prop::collection::vec(piece, 0..40).prop_map(|v| v.concat())
}

fn ident() -> impl Strategy<Value = Ident> {
    "[a-zA-Z_][a-zA-Z0-9_]{0,8}".prop_map(|name| Ident {
        name,
        span: Span::default(),
    })
}

fn int_lit() -> impl Strategy<Value = IntLit> {
    "-?([0-9]{1,6}|0[xX][0-9a-fA-F]{1,8})[lL]?".prop_map(|text| IntLit {
        text,
        span: Span::default(),
    })
}

/// Any chars, control characters included (`any::<String>()` only makes printable ones), with
/// the ones that need escaping made common.
fn any_text(max: usize) -> impl Strategy<Value = String> {
    let c = prop_oneof![
        2 => any::<char>(),
        1 => prop::char::range('\0', '\x7f'),
        1 => prop::sample::select(vec!['"', '\\', '/', '{', '}', '\x7f', '\u{ffff}', '😀']),
    ];
    prop::collection::vec(c, 0..max).prop_map(String::from_iter)
}

fn str_lit() -> impl Strategy<Value = StrLit> {
    any_text(12).prop_map(|value| StrLit {
        value,
        span: Span::default(),
    })
}

fn call_with(args: impl Strategy<Value = Vec<Pipeline>>) -> impl Strategy<Value = Call> {
    (ident(), args).prop_map(|(name, args)| Call {
        name,
        args,
        span: Span::default(),
    })
}

/// Random pipelines, nested through call arguments a few levels deep.
fn pipeline() -> impl Strategy<Value = Pipeline> {
    let leaf = prop_oneof![
        ident().prop_map(Source::Field),
        str_lit().prop_map(Source::Str),
        int_lit().prop_map(Source::Int),
        call_with(Just(vec![])).prop_map(Source::Call),
    ]
    .prop_map(|source| Pipeline {
        source,
        transforms: vec![],
        span: Span::default(),
    });
    leaf.prop_recursive(4, 48, 4, |inner| {
        let args = prop::collection::vec(inner.clone(), 0..4);
        let source = prop_oneof![
            ident().prop_map(Source::Field),
            str_lit().prop_map(Source::Str),
            int_lit().prop_map(Source::Int),
            call_with(args.clone()).prop_map(Source::Call),
        ];
        let transforms = prop::collection::vec(call_with(args), 0..4);
        (source, transforms).prop_map(|(source, transforms)| Pipeline {
            source,
            transforms,
            span: Span::default(),
        })
    })
}

/// Random templates in the shape the parser produces: no empty literals, no two literals in a
/// row (the parser merges adjacent literal text into one part).
fn template() -> impl Strategy<Value = Template> {
    let part = prop_oneof![
        prop::collection::vec(any::<u8>(), 1..12).prop_map(|bytes| Part::Literal(Literal {
            bytes,
            span: Span::default()
        })),
        "[ -~用é]{1,6}".prop_map(|s| Part::Literal(Literal {
            bytes: s.into_bytes(),
            span: Span::default()
        })),
        pipeline().prop_map(|pipeline| Part::Segment(Segment {
            pipeline,
            span: Span::default()
        })),
    ];
    prop::collection::vec(part, 0..6).prop_map(|parts| {
        let mut merged: Vec<Part> = Vec::new();
        for part in parts {
            match (merged.last_mut(), part) {
                (Some(Part::Literal(prev)), Part::Literal(next)) => prev.bytes.extend(next.bytes),
                (_, part) => merged.push(part),
            }
        }
        Template { parts: merged }
    })
}

/// Spans of a parsed template must point at what they describe.
fn check_spans(src: &str, t: &Template) {
    fn pipeline(src: &str, p: &Pipeline) {
        let text = &src[p.span.range()];
        assert_eq!(p.span.start, p.source.span().start);
        match &p.source {
            Source::Field(i) => assert_eq!(&src[i.span.range()], i.name),
            Source::Int(n) => assert_eq!(&src[n.span.range()], n.text),
            Source::Str(s) => assert!(src[s.span.range()].starts_with('"')),
            Source::Call(c) => call(src, c),
        }
        for c in &p.transforms {
            call(src, c);
        }
        if let Some(last) = p.transforms.last() {
            assert_eq!(p.span.end, last.span.end, "{text}");
        }
    }
    fn call(src: &str, c: &Call) {
        assert_eq!(&src[c.name.span.range()], c.name.name);
        assert_eq!(c.span.start, c.name.span.start);
        let text = &src[c.span.range()];
        assert!(text == c.name.name || text.ends_with(')'), "{text}");
        for a in &c.args {
            pipeline(src, a);
        }
    }
    let mut end = 0;
    for part in &t.parts {
        let span = match part {
            Part::Literal(l) => l.span,
            Part::Segment(s) => {
                let text = &src[s.span.range()];
                assert!(text.starts_with('{') && text.ends_with('}'), "{text}");
                pipeline(src, &s.pipeline);
                s.span
            }
        };
        assert_eq!(span.start, end, "parts must tile the input");
        end = span.end;
    }
    assert_eq!(end, src.len());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn parse_never_panics_on_templateish_text(s in templateish()) {
        check_result(&s);
    }

    #[test]
    fn parse_never_panics_on_any_text(s in any_text(64)) {
        check_result(&s);
    }

    #[test]
    fn printed_ast_parses_back(t in template()) {
        let printed = print(&t);
        let back = parse(&printed);
        prop_assert!(back.is_ok(), "{:?} -> {:?}", printed, back);
        let back = back.unwrap_or_else(|_| unreachable!());
        prop_assert_eq!(strip_spans(&back), strip_spans(&t), "{:?}", printed);
        prop_assert_eq!(print(&back), printed);
    }

    #[test]
    fn print_is_idempotent(s in templateish()) {
        if let Ok(t) = parse(&s) {
            let once = print(&t);
            let again = parse(&once);
            prop_assert!(again.is_ok(), "{:?} printed as {:?}", s, once);
            let again = again.unwrap_or_else(|_| unreachable!());
            prop_assert_eq!(strip_spans(&again), strip_spans(&t));
            prop_assert_eq!(print(&again), once);
        }
    }
}

/// Whatever the outcome, it must be well formed: errors with spans inside the input, or a
/// template whose spans describe the input and which round-trips.
fn check_result(s: &str) {
    match parse(s) {
        Ok(t) => {
            check_spans(s, &t);
            let printed = print(&t);
            let back = parse(&printed).expect("printed template parses");
            assert_eq!(strip_spans(&back), strip_spans(&t));
        }
        Err(errors) => {
            assert!(!errors.is_empty());
            for e in &errors {
                assert!(e.span.start <= e.span.end && e.span.end <= s.len(), "{e:?}");
                assert!(s.is_char_boundary(e.span.start) && s.is_char_boundary(e.span.end));
                assert!(
                    !e.message.to_string().is_empty() && !e.message.to_string().contains('\n'),
                    "{e:?}"
                );
            }
        }
    }
}
