//! Generator expressions, text to syntax: a small lexer and parser with byte spans.
//!
//! Grammar (whitespace allowed between tokens):
//! ```text
//! expr   := ident ( "(" ( arg ( "," arg )* ","? )? ")" )?
//! arg    := atom ( ":" number )?          -- the weight form is only meaningful in choice
//! atom   := string | number | "[" ( scalar ( "," scalar )* ","? )? "]"
//! scalar := string | number
//! string := JSON string: "...", escapes \" \\ \/ \b \f \n \r \t \uXXXX
//! number := "-"? ( "0x" hex+ | digits ( "." digits )? ( [eE] [+-]? digits )? ), "_" between digits
//! ```
//! Parsing is total: any text gives a [`Call`] or one [`SpannedError`], never a panic. Nesting is
//! at most one list deep, so there is no recursion to bound.

use crate::i18n::catalogue::generator as G;
use crate::i18n::{Arg as MArg, Message};
use crate::json_escape::{self, EscapeError};
use crate::{ErrorKind, Span, SpannedError};

/// A number as written: integers stay exact, anything with a fraction or exponent is a float.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Num {
    Int(i64),
    Float(f64),
}

impl Num {
    pub(crate) fn as_f64(self) -> f64 {
        match self {
            Num::Int(i) => i as f64,
            Num::Float(f) => f,
        }
    }
}

/// One literal argument.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum AtomKind {
    Str(String),
    /// The number and its text as written (kept for values that end up as strings).
    Num(Num, String),
    List(Vec<Atom>),
}

/// A literal with where it was written.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Atom {
    pub(crate) kind: AtomKind,
    pub(crate) span: Span,
}

impl Atom {
    /// A short name of the kind of literal, for "expected X, got Y" messages.
    pub(crate) fn kind_name(&self) -> Message {
        Message::new(match &self.kind {
            AtomKind::Str(_) => G::KIND_STRING,
            AtomKind::Num(Num::Int(_), _) => G::KIND_INTEGER,
            AtomKind::Num(Num::Float(_), _) => G::KIND_FRACTION,
            AtomKind::List(_) => G::KIND_LIST,
        })
    }
}

/// An argument: a literal and, for weighted choices, `: weight`.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Arg {
    pub(crate) value: Atom,
    pub(crate) weight: Option<(Num, Span)>,
    pub(crate) span: Span,
}

/// A parsed generator call: `name(args)`.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Call {
    pub(crate) name: String,
    pub(crate) name_span: Span,
    pub(crate) args: Vec<Arg>,
    /// The argument list between the parentheses (the empty span after the name if there were
    /// none), for messages about the arguments as a whole.
    pub(crate) args_span: Span,
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Ident(String),
    Str(String),
    Num(Num, String),
    LParen,
    RParen,
    LBracket,
    RBracket,
    Comma,
    Colon,
    Eof,
}

impl Tok {
    /// What the token is, for a message: itself in backquotes, or a phrase.
    fn describe(&self) -> MArg {
        match self {
            Tok::Ident(s) => format!("`{s}`").into(),
            Tok::Str(_) => crate::msg!(G::A_STRING).into(),
            Tok::Num(_, t) => format!("`{t}`").into(),
            Tok::LParen => "`(`".into(),
            Tok::RParen => "`)`".into(),
            Tok::LBracket => "`[`".into(),
            Tok::RBracket => "`]`".into(),
            Tok::Comma => "`,`".into(),
            Tok::Colon => "`:`".into(),
            Tok::Eof => crate::msg!(G::END_OF_EXPRESSION).into(),
        }
    }
}

struct Lexer<'a> {
    src: &'a str,
    pos: usize,
}

impl<'a> Lexer<'a> {
    fn skip_ws(&mut self) {
        while let Some(c) = self.src[self.pos..].chars().next() {
            if !c.is_whitespace() {
                break;
            }
            self.pos += c.len_utf8();
        }
    }

    fn next(&mut self) -> Result<(Tok, Span), SpannedError> {
        self.skip_ws();
        let start = self.pos;
        let Some(c) = self.src[start..].chars().next() else {
            return Ok((Tok::Eof, Span::at(start)));
        };
        let single = |t: Tok, lx: &mut Self| {
            lx.pos += 1;
            Ok((t, Span::new(start, start + 1)))
        };
        match c {
            '(' => single(Tok::LParen, self),
            ')' => single(Tok::RParen, self),
            '[' => single(Tok::LBracket, self),
            ']' => single(Tok::RBracket, self),
            ',' => single(Tok::Comma, self),
            ':' => single(Tok::Colon, self),
            '"' => self.string(),
            '-' | '+' | '0'..='9' | '.' => self.number(),
            c if c.is_ascii_alphabetic() || c == '_' => {
                let len = self.src[start..]
                    .bytes()
                    .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_')
                    .count();
                self.pos += len;
                Ok((
                    Tok::Ident(self.src[start..self.pos].to_owned()),
                    Span::new(start, self.pos),
                ))
            }
            '\'' | '\u{201c}' | '\u{201d}' => Err(SpannedError::new(
                ErrorKind::UnexpectedChar,
                crate::msg!(G::CURLY_QUOTES),
                Span::new(start, start + c.len_utf8()),
            )),
            c => Err(SpannedError::new(
                ErrorKind::UnexpectedChar,
                crate::msg!(G::UNEXPECTED_CHAR, char = c),
                Span::new(start, start + c.len_utf8()),
            )),
        }
    }

    fn string(&mut self) -> Result<(Tok, Span), SpannedError> {
        let start = self.pos;
        self.pos += 1;
        let mut out = String::new();
        loop {
            let Some(c) = self.src[self.pos..].chars().next() else {
                return Err(SpannedError::new(
                    ErrorKind::UnterminatedString,
                    crate::msg!(G::UNTERMINATED_STRING),
                    Span::new(start, self.pos),
                ));
            };
            let at = self.pos;
            self.pos += c.len_utf8();
            match c {
                '"' => return Ok((Tok::Str(out), Span::new(start, self.pos))),
                '\\' => out.push(self.escape(at)?),
                c => out.push(c),
            }
        }
    }

    /// One escape after a backslash at `at` (the position is just after the backslash).
    fn escape(&mut self, at: usize) -> Result<char, SpannedError> {
        let (kind, message, end) = match json_escape::decode(self.src, at) {
            Ok((c, end)) => {
                self.pos = end;
                return Ok(c);
            }
            Err(EscapeError::AtEnd) => (
                ErrorKind::UnterminatedString,
                crate::msg!(G::UNTERMINATED_STRING),
                self.pos,
            ),
            Err(EscapeError::Unknown { c, end }) => (
                ErrorKind::InvalidEscape,
                crate::msg!(G::UNKNOWN_ESCAPE, escape = c),
                end,
            ),
            Err(EscapeError::ShortUnicode { end }) => (
                ErrorKind::InvalidEscape,
                crate::msg!(G::SHORT_UNICODE_ESCAPE),
                end,
            ),
            Err(EscapeError::LoneSurrogate { end, .. }) => (
                ErrorKind::InvalidEscape,
                crate::msg!(G::LONE_SURROGATE),
                end,
            ),
        };
        Err(SpannedError::new(kind, message, Span::new(at, end)))
    }

    fn number(&mut self) -> Result<(Tok, Span), SpannedError> {
        let start = self.pos;
        let bytes = self.src.as_bytes();
        let mut i = start;
        if matches!(bytes.get(i), Some(b'-' | b'+')) {
            i += 1;
        }
        let body = i;
        let is_num_byte = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'.';
        // Take the whole word so that `12ab` is one bad number, not `12` then `ab`.
        while i < bytes.len() {
            let b = bytes[i];
            let exp_sign = matches!(b, b'+' | b'-')
                && i > body
                && matches!(bytes[i - 1], b'e' | b'E')
                && !self.src[body..].starts_with("0x");
            if is_num_byte(b) || exp_sign {
                i += 1;
            } else {
                break;
            }
        }
        self.pos = i;
        let span = Span::new(start, i);
        let text = &self.src[start..i];
        let bad = || {
            SpannedError::new(
                ErrorKind::InvalidNumber,
                crate::msg!(G::NOT_A_NUMBER, text = text),
                span,
            )
        };
        let negative = text.starts_with('-');
        let digits = &self.src[body..i];
        if digits.is_empty() {
            return Err(bad());
        }
        let clean: String = digits.chars().filter(|&c| c != '_').collect();
        if digits.starts_with('_') || digits.ends_with('_') || digits.contains("__") {
            return Err(bad());
        }
        let num = if let Some(hex) = clean.strip_prefix("0x").or(clean.strip_prefix("0X")) {
            let v = u64::from_str_radix(hex, 16).map_err(|_| bad())?;
            // Hex is two's complement bit patterns up to 64 bits, as in Java `0xffffffffffffffffL`.
            let v = v as i64;
            Num::Int(if negative { v.wrapping_neg() } else { v })
        } else if clean.bytes().all(|b| b.is_ascii_digit()) {
            let signed = if negative { format!("-{clean}") } else { clean };
            Num::Int(signed.parse::<i64>().map_err(|_| {
                SpannedError::new(
                    ErrorKind::NumberTooLarge,
                    crate::msg!(G::NOT_A_LONG, text = text),
                    span,
                )
            })?)
        } else {
            let float_ok = clean
                .bytes()
                .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'+' | b'-'))
                && clean.bytes().next().is_some_and(|b| b.is_ascii_digit());
            if !float_ok {
                return Err(bad());
            }
            let v: f64 = clean.parse().map_err(|_| bad())?;
            if !v.is_finite() {
                return Err(SpannedError::new(
                    ErrorKind::NumberTooLarge,
                    crate::msg!(G::TOO_LARGE, text = text),
                    span,
                ));
            }
            Num::Float(if negative { -v } else { v })
        };
        Ok((Tok::Num(num, text.to_owned()), span))
    }
}

struct Parser<'a> {
    lexer: Lexer<'a>,
    tok: Tok,
    span: Span,
}

impl<'a> Parser<'a> {
    fn bump(&mut self) -> Result<(Tok, Span), SpannedError> {
        let (t, s) = self.lexer.next()?;
        let prev_tok = std::mem::replace(&mut self.tok, t);
        let prev_span = std::mem::replace(&mut self.span, s);
        Ok((prev_tok, prev_span))
    }

    fn unexpected(&self, wanted: impl Into<MArg>) -> SpannedError {
        let kind = if matches!(self.tok, Tok::Eof) {
            ErrorKind::UnexpectedEnd
        } else {
            ErrorKind::UnexpectedToken
        };
        SpannedError::new(
            kind,
            crate::msg!(G::EXPECTED_GOT, wanted = wanted, got = self.tok.describe()),
            self.span,
        )
    }

    fn scalar(&mut self, in_list: bool) -> Result<Atom, SpannedError> {
        match &self.tok {
            Tok::Str(_) | Tok::Num(..) => {
                let (t, span) = self.bump()?;
                let kind = match t {
                    Tok::Str(s) => AtomKind::Str(s),
                    Tok::Num(n, text) => AtomKind::Num(n, text),
                    _ => {
                        return Err(SpannedError::new(
                            ErrorKind::UnexpectedToken,
                            crate::msg!(G::EXPECTED_VALUE),
                            span,
                        ))
                    }
                };
                Ok(Atom { kind, span })
            }
            Tok::LBracket if in_list => Err(SpannedError::new(
                ErrorKind::NestingTooDeep,
                crate::msg!(G::NESTED_LIST),
                self.span,
            )),
            Tok::Ident(name) => Err(SpannedError::new(
                ErrorKind::UnexpectedToken,
                crate::msg!(G::BARE_WORD, name = name),
                self.span,
            )),
            _ => Err(self.unexpected(crate::msg!(G::A_NUMBER_OR_STRING))),
        }
    }

    fn atom(&mut self) -> Result<Atom, SpannedError> {
        if self.tok != Tok::LBracket {
            return self.scalar(false);
        }
        let (_, open) = self.bump()?;
        let mut items = Vec::new();
        loop {
            if self.tok == Tok::RBracket {
                break;
            }
            items.push(self.scalar(true)?);
            match self.tok {
                Tok::Comma => {
                    self.bump()?;
                }
                Tok::RBracket => break,
                Tok::Eof => {
                    return Err(SpannedError::new(
                        ErrorKind::UnclosedDelimiter,
                        crate::msg!(G::UNCLOSED_BRACKET),
                        open.to(self.span),
                    ))
                }
                _ => return Err(self.unexpected("`,` or `]`")),
            }
        }
        let (_, close) = self.bump()?;
        Ok(Atom {
            kind: AtomKind::List(items),
            span: open.to(close),
        })
    }

    fn arg(&mut self) -> Result<Arg, SpannedError> {
        let value = self.atom()?;
        let mut span = value.span;
        let weight = if self.tok == Tok::Colon {
            self.bump()?;
            match self.bump()? {
                (Tok::Num(n, _), s) => {
                    span = span.to(s);
                    Some((n, s))
                }
                (t, s) => {
                    return Err(SpannedError::new(
                        if t == Tok::Eof {
                            ErrorKind::UnexpectedEnd
                        } else {
                            ErrorKind::UnexpectedToken
                        },
                        crate::msg!(G::WEIGHT_EXPECTED, got = t.describe()),
                        s,
                    ))
                }
            }
        } else {
            None
        };
        Ok(Arg {
            value,
            weight,
            span,
        })
    }

    fn call(&mut self) -> Result<Call, SpannedError> {
        let (name, name_span) = match self.bump()? {
            (Tok::Ident(n), s) => (n, s),
            (Tok::Eof, s) => {
                return Err(SpannedError::new(
                    ErrorKind::EmptyGenerator,
                    crate::msg!(G::EMPTY_GENERATOR),
                    s,
                ))
            }
            (t, s) => {
                return Err(SpannedError::new(
                    ErrorKind::UnexpectedToken,
                    crate::msg!(G::NAME_EXPECTED, got = t.describe()),
                    s,
                ))
            }
        };
        let mut args = Vec::new();
        let mut args_span = Span::at(name_span.end);
        if self.tok == Tok::LParen {
            let (_, open) = self.bump()?;
            args_span = Span::at(open.end);
            loop {
                if self.tok == Tok::RParen {
                    break;
                }
                let arg = self.arg()?;
                args_span = if args.is_empty() {
                    arg.span
                } else {
                    args_span.to(arg.span)
                };
                args.push(arg);
                match self.tok {
                    Tok::Comma => {
                        self.bump()?;
                    }
                    Tok::RParen => break,
                    Tok::Eof => {
                        return Err(SpannedError::new(
                            ErrorKind::UnclosedDelimiter,
                            crate::msg!(G::UNCLOSED_PAREN),
                            open.to(self.span),
                        ))
                    }
                    _ => return Err(self.unexpected("`,` or `)`")),
                }
            }
            self.bump()?;
        }
        if self.tok != Tok::Eof {
            let rest = Span::new(self.span.start, self.lexer.src.len());
            return Err(SpannedError::new(
                ErrorKind::UnexpectedToken,
                crate::msg!(
                    G::TRAILING_TEXT,
                    text = self.lexer.src[rest.range()].trim_end()
                ),
                rest,
            ));
        }
        Ok(Call {
            name,
            name_span,
            args,
            args_span,
        })
    }
}

/// Parse a generator expression into a call.
pub(crate) fn parse(src: &str) -> Result<Call, SpannedError> {
    let mut p = Parser {
        lexer: Lexer { src, pos: 0 },
        tok: Tok::Eof,
        span: Span::at(0),
    };
    p.bump()?;
    p.call()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(src: &str) -> SpannedError {
        parse(src).unwrap_err()
    }

    #[test]
    fn parses_calls() {
        let c = parse(r#" choice("click":5, "view" : 10.5, 3) "#).unwrap();
        assert_eq!(c.name, "choice");
        assert_eq!(c.args.len(), 3);
        assert_eq!(c.args[0].weight.map(|w| w.0), Some(Num::Int(5)));
        assert_eq!(c.args[1].weight.map(|w| w.0), Some(Num::Float(10.5)));
        assert_eq!(c.args[2].value.kind, AtomKind::Num(Num::Int(3), "3".into()));
        assert_eq!(
            &r#" choice("click":5, "view" : 10.5, 3) "#[c.args_span.range()],
            r#""click":5, "view" : 10.5, 3"#
        );
    }

    #[test]
    fn parses_lists_numbers_and_bare_names() {
        let c = parse("phone([177, 159,])").unwrap();
        match &c.args[0].value.kind {
            AtomKind::List(items) => assert_eq!(items.len(), 2),
            k => panic!("{k:?}"),
        }
        assert_eq!(parse("uuid").unwrap().args.len(), 0);
        let c = parse("int(-0x10, 1_000, 1e3, -2.5e-1)").unwrap();
        let nums: Vec<Num> = c
            .args
            .iter()
            .map(|a| match a.value.kind {
                AtomKind::Num(n, _) => n,
                _ => panic!(),
            })
            .collect();
        assert_eq!(
            nums,
            [
                Num::Int(-16),
                Num::Int(1000),
                Num::Float(1000.0),
                Num::Float(-0.25)
            ]
        );
    }

    #[test]
    fn string_escapes() {
        let c = parse(r#"pattern("a\"b\\c\u00e9\ud83d\ude00")"#).unwrap();
        assert_eq!(c.args[0].value.kind, AtomKind::Str("a\"b\\cé😀".into()));
    }

    #[test]
    fn errors_say_what_and_where() {
        let e = err("int(1, )x");
        assert_eq!(e.message.to_string(), "unexpected `x` after the generator");
        assert_eq!(e.span, Span::new(8, 9));
        let e = err("int(1 2)");
        assert_eq!(e.message.to_string(), "expected `,` or `)`, got `2`");
        assert_eq!(e.span, Span::new(6, 7));
        let e = err("int(1, 12ab)");
        assert_eq!(e.message.to_string(), "expected a number, got `12ab`");
        assert_eq!(e.span, Span::new(7, 11));
        let e = err(r#"pattern("abc"#);
        assert_eq!(e.span, Span::new(8, 12));
        assert_eq!(e.kind, ErrorKind::UnterminatedString);
        let e = err("int(1,");
        assert_eq!(
            e.message.to_string(),
            "expected a number or a string, got the end of the expression"
        );
        assert_eq!(e.kind, ErrorKind::UnexpectedEnd);
        assert_eq!(err("choice(\"a\":").kind, ErrorKind::UnexpectedEnd);
        assert_eq!(err("choice(\"a\": x)").kind, ErrorKind::UnexpectedToken);
        let e = err("");
        assert_eq!(e.kind, ErrorKind::EmptyGenerator);
        let e = err("choice(cpu)");
        assert_eq!(e.kind, ErrorKind::UnexpectedToken);
        let e = err("list([[1]])");
        assert_eq!(e.message.to_string(), "lists cannot be nested");
        let e = err("int(99999999999999999999, 1)");
        assert_eq!(e.kind, ErrorKind::NumberTooLarge);
        let e = err("int(1, 2");
        assert_eq!(e.message.to_string(), "unclosed `(`: add a `)`");
        let e = err("text(1, 2)#");
        assert_eq!(e.message.to_string(), "unexpected character `#`");
    }

    #[test]
    fn string_escape_errors() {
        let kind_and_text = |src: &'static str| {
            let e = err(src);
            (e.kind, &src[e.span.range()])
        };
        let bad = ErrorKind::InvalidEscape;
        assert_eq!(kind_and_text(r#"pattern("a\q")"#), (bad, r"\q"));
        assert_eq!(kind_and_text(r#"pattern("\u12g4")"#), (bad, r"\u12"));
        assert_eq!(kind_and_text(r#"pattern("\ude00")"#), (bad, r"\ude00"));
        // A high surrogate without its low half is the error, as in templates; what follows it
        // is not part of the span.
        assert_eq!(kind_and_text(r#"pattern("\ud800x")"#), (bad, r"\ud800"));
        assert_eq!(
            kind_and_text(r#"pattern("\ud800\u0041")"#),
            (bad, r"\ud800")
        );
        assert_eq!(kind_and_text(r#"pattern("\ud800\u00")"#), (bad, r"\ud800"));
        assert_eq!(
            err(r#"pattern("\ud800\u0041")"#).message.to_string(),
            "unpaired surrogate in `\\u` escape"
        );
        assert_eq!(err("pattern(\"\\").kind, ErrorKind::UnterminatedString);
    }

    #[test]
    fn never_panics_on_odd_input() {
        for s in [
            "(",
            ")",
            "[",
            "\"",
            "\\",
            "-",
            "+",
            ".",
            "0x",
            "-_",
            "1e",
            "1e+",
            "é",
            "a(é",
            "a(\"\\u12",
            "a(\"\\ud800\")",
            "a(\"\\ud800\\u0041\")",
            "a(1:)",
            "a(1:b)",
            "a([1,]",
            "0.",
            "1.2.3",
        ] {
            let _ = parse(s);
        }
    }
}
