//! The recursive-descent parser over the lexer's tokens.
//!
//! Error recovery is coarse on purpose: the first syntax error in a segment is reported, the rest
//! of that segment is skipped up to its `}`, and parsing resumes in literal text. Errors in later
//! segments are real errors of their own, not echoes of the first one.

use super::ast::{Call, Ident, IntLit, Part, Pipeline, Segment, Source, StrLit, Template};
use super::lexer::{shorten, Lexer, Tok, Token};
use crate::i18n::catalogue::template as T;
use crate::i18n::{Arg, Entry, Message};
use crate::limits::{MAX_TEMPLATE_NODES, MAX_TEMPLATE_SEGMENTS};
use crate::{ErrorKind, Span, SpannedError};

pub(crate) use crate::limits::MAX_CALL_DEPTH as MAX_DEPTH;

pub(crate) use crate::limits::MAX_PARSE_ERRORS as MAX_ERRORS;

/// Parse a whole template (see [`super::parse`]).
pub(crate) fn parse_template(text: &str) -> Result<Template, Vec<SpannedError>> {
    let mut p = Parser {
        lexer: Lexer::new(text),
        peeked: None,
        nodes: 0,
    };
    let mut parts = Vec::new();
    let mut errors = Vec::new();
    let mut segments = 0usize;
    loop {
        if let Some(lit) = p.lexer.literal(&mut errors, MAX_ERRORS) {
            parts.push(Part::Literal(lit));
        }
        if p.lexer.at_end() || errors.len() >= MAX_ERRORS {
            break;
        }
        segments += 1;
        if segments > MAX_TEMPLATE_SEGMENTS {
            // Stop here: nothing past the cap is read, so the work stays bounded.
            let at = p.peek().map_or(Span::new(0, 0), |t| t.span);
            errors.push(SpannedError::new(
                ErrorKind::OutOfRange,
                crate::limits::too_many_segments(),
                at,
            ));
            break;
        }
        match p.segment() {
            Ok(seg) => parts.push(Part::Segment(seg)),
            Err(e) => {
                let stop = p.nodes > MAX_TEMPLATE_NODES;
                errors.push(e);
                if stop {
                    break;
                }
                p.skip_segment();
            }
        }
    }
    if errors.is_empty() {
        Ok(Template { parts })
    } else {
        Err(errors)
    }
}

#[derive(Debug)]
struct Parser<'a> {
    lexer: Lexer<'a>,
    /// One token of lookahead. A token that causes an error stays here, so recovery can see it
    /// (an unexpected `}` ends the segment it is skipping).
    peeked: Option<Token>,
    /// Sources and transforms read so far, against [`MAX_TEMPLATE_NODES`].
    nodes: usize,
}

type PResult<T> = Result<T, SpannedError>;

impl Parser<'_> {
    fn peek(&mut self) -> PResult<&Token> {
        let t = match self.peeked.take() {
            Some(t) => t,
            None => self.lexer.next_token()?,
        };
        Ok(self.peeked.insert(t))
    }

    fn bump(&mut self) -> PResult<Token> {
        match self.peeked.take() {
            Some(t) => Ok(t),
            None => self.lexer.next_token(),
        }
    }

    fn text(&self, span: Span) -> &str {
        &self.lexer.src()[span.range()]
    }

    /// What a token is, for a message.
    fn describe(&self, t: &Token) -> Arg {
        match t.tok {
            Tok::Ident | Tok::Int => format!("`{}`", shorten(self.text(t.span))).into(),
            Tok::Str(_) => crate::msg!(T::A_STRING).into(),
            Tok::Eof => crate::msg!(T::END_OF_TEMPLATE).into(),
            _ => format!("`{}`", self.text(t.span)).into(),
        }
    }

    fn unexpected(&self, t: &Token, expected: &'static Entry) -> SpannedError {
        let expected = Message::new(expected);
        let (kind, message) = if t.tok == Tok::Eof {
            (
                ErrorKind::UnexpectedEnd,
                crate::msg!(T::UNEXPECTED_END, expected = expected),
            )
        } else {
            (
                ErrorKind::UnexpectedToken,
                crate::msg!(T::UNEXPECTED, found = self.describe(t), expected = expected),
            )
        };
        SpannedError::new(kind, message, t.span)
    }

    /// Skip to the end of a segment after an error: through the next `}` or to the end.
    fn skip_segment(&mut self) {
        // Lex errors here are dropped: in a segment already reported as broken they are noise.
        while !matches!(
            self.bump(),
            Ok(Token {
                tok: Tok::RBrace | Tok::Eof,
                ..
            })
        ) {}
    }

    /// `'{' pipeline '}'`, the lexer being on the `{`.
    fn segment(&mut self) -> PResult<Segment> {
        let open = self.bump()?.span;
        let unclosed = || {
            SpannedError::new(
                ErrorKind::UnclosedDelimiter,
                crate::msg!(T::UNCLOSED_SEGMENT),
                open,
            )
        };
        let first = self.peek()?;
        match first.tok {
            Tok::RBrace => {
                // The `}` stays peeked: recovery consumes it and so ends this segment only.
                let close = first.span;
                return Err(SpannedError::new(
                    ErrorKind::EmptySegment,
                    crate::msg!(T::EMPTY_SEGMENT),
                    open.to(close),
                ));
            }
            Tok::Eof => return Err(unclosed()),
            _ => {}
        }
        let pipeline = self.pipeline(0)?;
        let t = self.peek()?.clone();
        match t.tok {
            Tok::RBrace => {
                let close = self.bump()?.span;
                Ok(Segment {
                    pipeline,
                    span: open.to(close),
                })
            }
            Tok::Eof => Err(unclosed()),
            Tok::LBrace => Err(SpannedError::new(
                ErrorKind::UnexpectedToken,
                crate::msg!(T::BRACE_IN_SEGMENT),
                t.span,
            )),
            _ => Err(self.unexpected(&t, T::PIPE_OR_CLOSE_EXPECTED)),
        }
    }

    /// `atom ( '|' call )*`, `depth` being how many calls' parentheses enclose it.
    fn pipeline(&mut self, depth: usize) -> PResult<Pipeline> {
        let source = self.atom(depth)?;
        let mut span = source.span();
        let mut transforms = Vec::new();
        while self.peek()?.tok == Tok::Pipe {
            self.bump()?;
            let t = self.peek()?.clone();
            if t.tok != Tok::Ident {
                let found = self.describe(&t);
                let kind = if t.tok == Tok::Eof {
                    ErrorKind::UnexpectedEnd
                } else {
                    ErrorKind::UnexpectedToken
                };
                return Err(SpannedError::new(
                    kind,
                    crate::msg!(T::TRANSFORM_NAME_EXPECTED, found = found),
                    t.span,
                ));
            }
            self.bump()?;
            self.node(t.span)?;
            let call = self.call(t.span, depth)?;
            span = span.to(call.span);
            transforms.push(call);
        }
        Ok(Pipeline {
            source,
            transforms,
            span,
        })
    }

    /// Count one more source or transform at `span`; past [`MAX_TEMPLATE_NODES`] the template
    /// is refused there (and [`parse_template`] stops).
    fn node(&mut self, span: Span) -> PResult<()> {
        self.nodes += 1;
        if self.nodes > MAX_TEMPLATE_NODES {
            return Err(SpannedError::new(
                ErrorKind::OutOfRange,
                crate::msg!(
                    crate::i18n::catalogue::limits::TOO_MANY_NODES,
                    max = Arg::Int(MAX_TEMPLATE_NODES as i128)
                ),
                span,
            ));
        }
        Ok(())
    }

    /// `ident | ident '(' args? ')' | string | int`.
    fn atom(&mut self, depth: usize) -> PResult<Source> {
        let t = self.peek()?.clone();
        self.node(t.span)?;
        match t.tok {
            Tok::Ident => {
                self.bump()?;
                if self.peek()?.tok == Tok::LParen {
                    Ok(Source::Call(self.call(t.span, depth)?))
                } else {
                    Ok(Source::Field(self.ident(t.span)))
                }
            }
            Tok::Int => {
                self.bump()?;
                Ok(Source::Int(IntLit {
                    text: self.text(t.span).to_string(),
                    span: t.span,
                }))
            }
            Tok::Str(value) => {
                self.bump()?;
                Ok(Source::Str(StrLit {
                    value,
                    span: t.span,
                }))
            }
            _ => Err(self.unexpected(&t, T::VALUE_EXPECTED)),
        }
    }

    fn ident(&self, span: Span) -> Ident {
        Ident {
            name: self.text(span).to_string(),
            span,
        }
    }

    /// The rest of a call whose name (at `name`) is already consumed: optional `( args? )`.
    fn call(&mut self, name: Span, depth: usize) -> PResult<Call> {
        let name = self.ident(name);
        if self.peek()?.tok != Tok::LParen {
            let span = name.span;
            return Ok(Call {
                name,
                args: Vec::new(),
                span,
            });
        }
        let open = self.bump()?.span;
        if depth >= MAX_DEPTH {
            return Err(SpannedError::new(
                ErrorKind::NestingTooDeep,
                crate::msg!(T::NESTED_TOO_DEEPLY, limit = MAX_DEPTH),
                name.span.to(open),
            ));
        }
        let unclosed = || {
            SpannedError::new(
                ErrorKind::UnclosedDelimiter,
                crate::msg!(T::UNCLOSED_PAREN),
                open,
            )
        };
        let mut args = Vec::new();
        if self.peek()?.tok == Tok::RParen {
            let close = self.bump()?.span;
            let span = name.span.to(close);
            return Ok(Call { name, args, span });
        }
        loop {
            if matches!(self.peek()?.tok, Tok::Eof | Tok::RBrace) {
                return Err(unclosed());
            }
            args.push(self.pipeline(depth + 1)?);
            let t = self.peek()?.clone();
            match t.tok {
                Tok::RParen => {
                    self.bump()?;
                    let span = name.span.to(t.span);
                    return Ok(Call { name, args, span });
                }
                Tok::Comma => {
                    self.bump()?;
                    if self.peek()?.tok == Tok::RParen {
                        return Err(SpannedError::new(
                            ErrorKind::UnexpectedToken,
                            crate::msg!(T::TRAILING_COMMA),
                            t.span,
                        ));
                    }
                }
                Tok::Eof | Tok::RBrace => return Err(unclosed()),
                _ => return Err(self.unexpected(&t, T::COMMA_OR_PAREN_EXPECTED)),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{parse, print, strip_spans};
    use super::*;
    use crate::template::Literal;

    const VALUE_EXPECTED: &str = T::VALUE_EXPECTED.en;

    const EXAMPLES: &[&str] = &[
        "{user_id | md5 | hex | left(4)}_{user_id}_{ts | rev}",
        "{id | crc32 | and(0xffff) | hex(4)}_{id}",
        "{salt(10)}_{id}",
        "{user_id}|{action}|{ts | rev}",
        "{concat(caller, ts | date(\"%Y%m%d\")) | javahash | absmod(500) | dec(3)}{caller}{callee}{ts | date(\"%Y%m%d%H%M\")}",
        "{phoenix_salt(16)}{host}\\x00{ts | i64 | sortable}",
        "{phone | reverse}",
        "{x | pad(8, \"0\") | rpad(10, \" \")}",
        "{concat(\"user\", n) | md5 | hex | left(4)}_{concat(\"user\", n)}",
        "{n | add(-5) | mul(10L)}",
        "{id | javahash | and(0x7fffffff) | mod(16) | dec(2)}_{id}",
        "{device_id | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{ts | div(3600000)}_{ts | rev}_{metric}",
        "{ts | i64}{seq | i32}",
        "{id | i64 | md5 | hex | left(8)}{id | i64}",
    ];

    fn sp(start: usize, end: usize) -> Span {
        Span::new(start, end)
    }

    fn ident(name: &str, start: usize) -> Ident {
        Ident {
            name: name.into(),
            span: sp(start, start + name.len()),
        }
    }

    fn field(name: &str, start: usize) -> Source {
        Source::Field(ident(name, start))
    }

    fn segment(t: &Template, i: usize) -> &Segment {
        match &t.parts[i] {
            Part::Segment(s) => s,
            other => panic!("part {i} is not a segment: {other:?}"),
        }
    }

    #[test]
    fn errors_say_their_kind() {
        for (src, kind) in [
            ("{}", ErrorKind::EmptySegment),
            ("ab{id", ErrorKind::UnclosedDelimiter),
            ("{concat(a,", ErrorKind::UnclosedDelimiter),
            ("{a b}", ErrorKind::UnexpectedToken),
            ("{a{b}", ErrorKind::UnexpectedToken),
            ("{id |}", ErrorKind::UnexpectedToken),
            ("{f(a,)}", ErrorKind::UnexpectedToken),
            ("{id | ", ErrorKind::UnexpectedEnd),
            ("{a + b}", ErrorKind::UnexpectedChar),
            ("a}b", ErrorKind::UnmatchedDelimiter),
            ("{a}\\q", ErrorKind::InvalidEscape),
            ("{\"\\uD83D\"}", ErrorKind::InvalidEscape),
            ("{\"a\nb\"}", ErrorKind::ControlCharacter),
            ("{x | pad(2, \"0", ErrorKind::UnterminatedString),
            ("{x | and(0x)}", ErrorKind::InvalidNumber),
        ] {
            let errors = parse(src).unwrap_err();
            assert_eq!(errors[0].kind, kind, "{src:?}");
        }
        let deep = nested(MAX_DEPTH + 1);
        assert_eq!(parse(&deep).unwrap_err()[0].kind, ErrorKind::NestingTooDeep);
    }

    /// The single error `src` gives: (message, span).
    fn error(src: &str) -> (String, Span) {
        let errors = parse(src).unwrap_err();
        assert_eq!(errors.len(), 1, "{src:?} gave {errors:?}");
        (errors[0].message.to_string().clone(), errors[0].span)
    }

    #[test]
    fn design_examples_parse_and_print_as_written() {
        for src in EXAMPLES {
            let t = parse(src).unwrap_or_else(|e| panic!("{src}: {e:?}"));
            assert_eq!(print(&t), *src);
        }
    }

    #[test]
    fn empty_template_has_no_parts() {
        assert_eq!(parse("").unwrap(), Template { parts: vec![] });
    }

    #[test]
    fn full_ast_with_spans() {
        let src = "{user_id | md5 | left(4)}_x";
        let want = Template {
            parts: vec![
                Part::Segment(Segment {
                    pipeline: Pipeline {
                        source: field("user_id", 1),
                        transforms: vec![
                            Call {
                                name: ident("md5", 11),
                                args: vec![],
                                span: sp(11, 14),
                            },
                            Call {
                                name: ident("left", 17),
                                args: vec![Pipeline {
                                    source: Source::Int(IntLit {
                                        text: "4".into(),
                                        span: sp(22, 23),
                                    }),
                                    transforms: vec![],
                                    span: sp(22, 23),
                                }],
                                span: sp(17, 24),
                            },
                        ],
                        span: sp(1, 24),
                    },
                    span: sp(0, 25),
                }),
                Part::Literal(Literal {
                    bytes: b"_x".to_vec(),
                    span: sp(25, 27),
                }),
            ],
        };
        assert_eq!(parse(src).unwrap(), want);
    }

    #[test]
    fn nested_pipeline_argument_spans() {
        let src = "{concat(caller, ts | date(\"%Y%m%d\")) | javahash}";
        let t = parse(src).unwrap();
        let Source::Call(concat) = &segment(&t, 0).pipeline.source else {
            panic!("call")
        };
        assert_eq!(
            &src[concat.span.range()],
            "concat(caller, ts | date(\"%Y%m%d\"))"
        );
        assert_eq!(concat.args[0].source, field("caller", 8));
        let ts = &concat.args[1];
        assert_eq!(&src[ts.span.range()], "ts | date(\"%Y%m%d\")");
        let date_arg = &ts.transforms[0].args[0];
        let Source::Str(s) = &date_arg.source else {
            panic!("string")
        };
        assert_eq!(s.value, "%Y%m%d");
        assert_eq!(&src[s.span.range()], "\"%Y%m%d\"");
        assert_eq!(
            &src[segment(&t, 0).pipeline.span.range()],
            &src[1..src.len() - 1]
        );
    }

    #[test]
    fn sources_of_every_kind() {
        let t = parse("{a}{f()}{\"s\"}{-0x1fL}{g(1, \"x\", h(y | z))}").unwrap();
        let sources: Vec<_> = (0..5).map(|i| &segment(&t, i).pipeline.source).collect();
        assert_eq!(*sources[0], field("a", 1));
        assert!(matches!(sources[1], Source::Call(c) if c.name.name == "f" && c.args.is_empty()));
        assert!(matches!(sources[2], Source::Str(s) if s.value == "s"));
        assert!(matches!(sources[3], Source::Int(n) if n.text == "-0x1fL"));
        let Source::Call(g) = sources[4] else {
            panic!("call")
        };
        assert_eq!(g.args.len(), 3);
        assert_eq!(g.args[2].span, sp(32, 40));
    }

    #[test]
    fn transform_with_and_without_parens_is_the_same_call() {
        let a = parse("{x | md5}").unwrap();
        let b = parse("{x | md5()}").unwrap();
        assert_eq!(strip_spans(&a), strip_spans(&b));
        assert_eq!(segment(&b, 0).pipeline.transforms[0].span, sp(5, 10));
    }

    #[test]
    fn whitespace_inside_segments_is_ignored() {
        let a = parse("{ \tx\n|\r\nf ( 1 ,\t\"a\" ) }").unwrap();
        assert_eq!(print(&a), "{x | f(1, \"a\")}");
        assert_eq!(segment(&a, 0).span, sp(0, 23));
    }

    #[test]
    fn utf8_literals() {
        let t = parse("用户_{id}").unwrap();
        assert_eq!(
            t.parts[0],
            Part::Literal(Literal {
                bytes: "用户_".as_bytes().to_vec(),
                span: sp(0, 7)
            })
        );
        assert_eq!(segment(&t, 1).span, sp(7, 11));
        assert_eq!(print(&t), "用户_{id}");
    }

    #[test]
    fn literal_pieces_merge_into_one_part() {
        let t = parse("a\\x00\\{b|{x}\\}").unwrap();
        assert_eq!(t.parts.len(), 3);
        assert_eq!(
            t.parts[0],
            Part::Literal(Literal {
                bytes: b"a\x00{b|".to_vec(),
                span: sp(0, 9)
            })
        );
    }

    #[test]
    fn segment_errors() {
        let empty =
            "empty segment: expected a field name, a string or a function such as `salt(4)`";
        assert_eq!(error("{}"), (empty.into(), sp(0, 2)));
        assert_eq!(error("a{ \n}"), (empty.into(), sp(1, 5)));
        let unclosed = "unclosed `{`: expected `}` to close the segment opened here";
        assert_eq!(error("ab{id"), (unclosed.into(), sp(2, 3)));
        assert_eq!(error("{"), (unclosed.into(), sp(0, 1)));
        assert_eq!(error("{ id | md5 "), (unclosed.into(), sp(0, 1)));
        assert_eq!(
            error("{a b}"),
            (
                "unexpected `b`: expected `|` or `}` to close the segment".into(),
                sp(3, 4)
            )
        );
        assert_eq!(error("{\"a\" (x)}").1, sp(5, 6));
        assert_eq!(
            error("{a{b}"),
            (
                "unexpected `{` inside a segment: expected `}` to close the segment first".into(),
                sp(2, 3)
            )
        );
        assert_eq!(error("{a + b}").1, sp(3, 4));
    }

    #[test]
    fn pipe_errors() {
        let (msg, span) = error("{id |}");
        assert_eq!(msg, "expected a transform name after `|`, found `}`");
        assert_eq!(span, sp(5, 6));
        let (msg, span) = error("{id | | md5}");
        assert_eq!(msg, "expected a transform name after `|`, found `|`");
        assert_eq!(span, sp(6, 7));
        assert_eq!(
            error("{id | 5}").0,
            "expected a transform name after `|`, found `5`"
        );
        assert_eq!(
            error("{id | \"x\"}").0,
            "expected a transform name after `|`, found a string"
        );
        assert_eq!(
            error("{id | "),
            (
                "expected a transform name after `|`, found the end of the template".into(),
                sp(6, 6)
            )
        );
        assert_eq!(
            error("{| md5}"),
            (format!("unexpected `|`: {VALUE_EXPECTED}"), sp(1, 2))
        );
    }

    #[test]
    fn argument_errors() {
        let unclosed = "unclosed `(`: expected `)`";
        assert_eq!(error("{id | left(4}_{id}"), (unclosed.into(), sp(10, 11)));
        assert_eq!(error("{concat(a, f(b)"), (unclosed.into(), sp(7, 8)));
        assert_eq!(error("{concat("), (unclosed.into(), sp(7, 8)));
        assert_eq!(error("{concat(a,"), (unclosed.into(), sp(7, 8)));
        assert_eq!(error("{f(}_{g}"), (unclosed.into(), sp(2, 3)));
        assert_eq!(error("{f(a, }_{g}"), (unclosed.into(), sp(2, 3)));
        assert_eq!(
            error("{f(a,)}"),
            (
                "unexpected `,` before `)`: remove the trailing comma".into(),
                sp(4, 5)
            )
        );
        assert_eq!(
            error("{f(,a)}"),
            (format!("unexpected `,`: {VALUE_EXPECTED}"), sp(3, 4))
        );
        assert_eq!(
            error("{f(a,,b)}"),
            (format!("unexpected `,`: {VALUE_EXPECTED}"), sp(5, 6))
        );
        assert_eq!(
            error("{f(a b)}"),
            ("unexpected `b`: expected `,` or `)`".into(), sp(5, 6))
        );
        assert_eq!(error("{f(a|)}").1, sp(5, 6));
    }

    #[test]
    fn number_and_string_errors_come_through() {
        assert_eq!(error("{x | and(0x)}").1, sp(9, 11));
        assert_eq!(error("{x | and(12ab)}").1, sp(9, 13));
        assert_eq!(error("{x | add(-)}").1, sp(9, 10));
        let (msg, span) = error("{x | pad(2, \"0");
        assert_eq!(msg, "unterminated string: expected a closing `\"`");
        assert_eq!(span, sp(12, 14));
        assert_eq!(error("{\"\\uD83D\"}").1, sp(2, 8));
        assert_eq!(error("{\"a\nb\"}").1, sp(3, 4));
    }

    #[test]
    fn literal_errors_come_through() {
        assert_eq!(
            error("a}b"),
            (
                "unmatched `}`: write `\\}` for a literal brace".into(),
                sp(1, 2)
            )
        );
        assert_eq!(error("{a}\\q").1, sp(3, 5));
        assert_eq!(error("x\\").1, sp(1, 2));
        assert_eq!(error("\\x4").1, sp(0, 3));
    }

    fn nested(depth: usize) -> String {
        format!("{{{}x{}}}", "f(".repeat(depth), ")".repeat(depth))
    }

    #[test]
    fn nesting_limit() {
        let t = parse(&nested(MAX_DEPTH)).unwrap();
        assert_eq!(
            parse(&print(&t)).map(|t| strip_spans(&t)),
            Ok(strip_spans(&t))
        );
        let (msg, span) = error(&nested(MAX_DEPTH + 1));
        assert_eq!(msg, "nested too deeply (limit 32)");
        let at = 1 + 2 * MAX_DEPTH;
        assert_eq!(span, sp(at, at + 2));
        // Transforms count too: their arguments are pipelines.
        let deep = format!("{{x{}}}", "| f(y ".repeat(40) + &")".repeat(40));
        assert_eq!(error(&deep).0, "nested too deeply (limit 32)");
        // Depth is about nesting, not about how many calls there are.
        let wide = format!("{{x{}}}", " | f(g(1))".repeat(1000));
        assert!(parse(&wide).is_ok());
    }

    #[test]
    fn several_errors_without_cascades() {
        let errors = parse("}{}{a |}_{\"x\\q\" | y}{b c d}ok{z}").unwrap_err();
        let spans: Vec<_> = errors.iter().map(|e| e.span).collect();
        assert_eq!(
            spans,
            [sp(0, 1), sp(1, 3), sp(7, 8), sp(12, 14), sp(23, 24)]
        );
    }

    #[test]
    fn error_count_is_capped() {
        let errors = parse(&"}".repeat(1000)).unwrap_err();
        assert_eq!(errors.len(), MAX_ERRORS);
        let errors = parse(&"{,}".repeat(1000)).unwrap_err();
        assert_eq!(errors.len(), MAX_ERRORS);
    }

    #[test]
    fn huge_inputs_are_fine() {
        const MB: usize = 1 << 20;
        // Up to the caps (four nodes a segment), the whole template; past them, one error.
        let ok = "{a | b(1, \"c\")}_".repeat(MAX_TEMPLATE_SEGMENTS);
        assert_eq!(parse(&ok).unwrap().parts.len(), 2 * MAX_TEMPLATE_SEGMENTS);
        let over = "{a | b(1, \"c\")}_".repeat(MB / 16);
        assert_eq!(parse(&over).unwrap_err().len(), 1);
        assert!(parse(&"x".repeat(MB)).is_ok());
        for bad in [
            "}", "{", "(", "f(", "\"", "{\"", "\\", "\\x", "|", "{f(", "0x",
        ] {
            let input = bad.repeat(MB / bad.len());
            let _ = parse(&input);
            let _ = parse(&format!("{{{input}"));
        }
    }

    #[test]
    fn parsing_stops_at_the_segment_and_node_caps() {
        let cap = MAX_TEMPLATE_SEGMENTS;
        assert_eq!(parse(&"{a}".repeat(cap)).unwrap().parts.len(), cap);
        let errors = parse(&"{a}".repeat(cap + 5)).unwrap_err();
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].span, Span::new(3 * cap, 3 * cap + 1));
        assert!(errors[0]
            .message
            .to_string()
            .contains("more than 10,000 segments"));
        // Few segments, many transforms: the node cap.
        let chain = format!("{{a{}}}", " | upper".repeat(MAX_TEMPLATE_NODES));
        let errors = parse(&chain).unwrap_err();
        assert_eq!(errors.len(), 1);
        assert!(
            errors[0].message.to_string().contains("131068 sources"),
            "{}",
            errors[0].message
        );
    }
}
