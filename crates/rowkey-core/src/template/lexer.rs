//! The template lexer. It has two modes because the language has two: outside `{...}` everything
//! is literal text (with a few backslash escapes), inside a segment the text is a stream of tokens.
//! The parser switches modes; the lexer never looks past the `}` that ends a segment on its own.
//!
//! Every error path advances the position by at least one byte (or to the end), so a caller that
//! loops on the lexer always terminates, and the whole input is scanned in linear time.

use super::ast::Literal;
use crate::i18n::catalogue::template as T;
use crate::i18n::Message;
use crate::json_escape::{self, EscapeError};
use crate::{ErrorKind, Span, SpannedError};

/// What a segment token is. Names and numbers keep their text in the input (see [`Token::span`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Tok {
    /// A Unicode identifier: `_` or XID_Start, then `_` or XID_Continue (`user_id`, `订单号`).
    Ident,
    /// An integer literal as written (sign, `0x`, `L` suffix included).
    Int,
    /// A string literal, already decoded.
    Str(String),
    LParen,
    RParen,
    Comma,
    Pipe,
    LBrace,
    RBrace,
    Eof,
}

/// A token and where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Token {
    pub(crate) tok: Tok,
    pub(crate) span: Span,
}

/// The lexer state: the input and a byte position that only moves forward.
#[derive(Debug)]
pub(crate) struct Lexer<'a> {
    src: &'a str,
    pos: usize,
}

/// Long names and numbers are cut in messages so one error stays one readable line.
const MAX_SHOWN: usize = 24;

/// `text` for a message, cut to [`MAX_SHOWN`] characters.
pub(crate) fn shorten(text: &str) -> String {
    match text.char_indices().nth(MAX_SHOWN) {
        Some((i, _)) => format!("{}…", &text[..i]),
        None => text.to_string(),
    }
}

impl<'a> Lexer<'a> {
    pub(crate) fn new(src: &'a str) -> Self {
        Lexer { src, pos: 0 }
    }

    pub(crate) fn src(&self) -> &'a str {
        self.src
    }

    pub(crate) fn at_end(&self) -> bool {
        self.pos >= self.src.len()
    }

    fn byte(&self, at: usize) -> Option<u8> {
        self.src.as_bytes().get(at).copied()
    }

    /// The char at byte `at`, which must be a char boundary.
    fn char_at(&self, at: usize) -> Option<char> {
        self.src.get(at..).and_then(|s| s.chars().next())
    }

    /// Literal mode: read literal text up to the next `{` (left for [`Lexer::next_token`]) or the
    /// end. Errors are pushed and scanning goes on, since each one is independent of the others,
    /// until there are `max_errors` (a megabyte of `}` must not become a million errors).
    pub(crate) fn literal(
        &mut self,
        errors: &mut Vec<SpannedError>,
        max_errors: usize,
    ) -> Option<Literal> {
        let start = self.pos;
        let bytes = self.src.as_bytes();
        let mut out = Vec::new();
        while let Some(b) = self.byte(self.pos) {
            if errors.len() >= max_errors {
                break;
            }
            match b {
                b'{' => break,
                b'}' => {
                    errors.push(SpannedError::new(
                        ErrorKind::UnmatchedDelimiter,
                        crate::msg!(T::UNMATCHED_BRACE),
                        Span::new(self.pos, self.pos + 1),
                    ));
                    self.pos += 1;
                }
                b'\\' => match self.literal_escape() {
                    Ok(byte) => out.push(byte),
                    Err(e) => errors.push(e),
                },
                _ => {
                    // The special bytes are ASCII, so a run between them is whole UTF-8 chars.
                    let run = bytes[self.pos..]
                        .iter()
                        .position(|&c| matches!(c, b'{' | b'}' | b'\\'))
                        .map_or(bytes.len(), |n| self.pos + n);
                    out.extend_from_slice(&bytes[self.pos..run]);
                    self.pos = run;
                }
            }
        }
        (self.pos > start).then(|| Literal {
            bytes: out,
            span: Span::new(start, self.pos),
        })
    }

    /// A backslash escape in literal text, the position being on the `\`.
    fn literal_escape(&mut self) -> Result<u8, SpannedError> {
        let start = self.pos;
        let Some(next) = self.char_at(start + 1) else {
            self.pos += 1;
            return Err(SpannedError::new(
                ErrorKind::InvalidEscape,
                crate::msg!(T::LONE_BACKSLASH),
                Span::new(start, start + 1),
            ));
        };
        match next {
            '{' | '}' | '\\' => {
                self.pos += 2;
                Ok(next as u8)
            }
            'x' => {
                let digits = self.hex_digits(start + 2, 2);
                self.pos = start + 2 + digits.1;
                match digits {
                    (value, 2) => Ok(value as u8),
                    _ => Err(SpannedError::new(
                        ErrorKind::InvalidEscape,
                        crate::msg!(T::SHORT_HEX_ESCAPE),
                        Span::new(start, self.pos),
                    )),
                }
            }
            other => {
                self.pos = start + 1 + other.len_utf8();
                Err(SpannedError::new(
                    ErrorKind::InvalidEscape,
                    crate::msg!(
                        T::UNKNOWN_LITERAL_ESCAPE,
                        escape = other.escape_debug().to_string()
                    ),
                    Span::new(start, self.pos),
                ))
            }
        }
    }

    /// Up to `max` hex digits from `at`: their value and how many there were.
    fn hex_digits(&self, at: usize, max: usize) -> (u32, usize) {
        let mut value = 0;
        let mut count = 0;
        while count < max {
            match self.byte(at + count).and_then(|b| (b as char).to_digit(16)) {
                Some(d) => value = value * 16 + d,
                None => break,
            }
            count += 1;
        }
        (value, count)
    }

    /// Segment mode: the next token, skipping whitespace.
    pub(crate) fn next_token(&mut self) -> Result<Token, SpannedError> {
        // `\r` is accepted with the others so templates written with CRLF line ends still parse.
        while matches!(self.byte(self.pos), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.pos += 1;
        }
        let start = self.pos;
        let Some(b) = self.byte(start) else {
            return Ok(Token {
                tok: Tok::Eof,
                span: Span::at(start),
            });
        };
        let single = match b {
            b'(' => Some(Tok::LParen),
            b')' => Some(Tok::RParen),
            b',' => Some(Tok::Comma),
            b'|' => Some(Tok::Pipe),
            b'{' => Some(Tok::LBrace),
            b'}' => Some(Tok::RBrace),
            _ => None,
        };
        if let Some(tok) = single {
            self.pos += 1;
            return Ok(Token {
                tok,
                span: Span::new(start, start + 1),
            });
        }
        match b {
            b'"' => self.string(),
            b'-' | b'0'..=b'9' => self.number(),
            b'a'..=b'z' | b'A'..=b'Z' | b'_' => {
                self.pos = self.word_end(start);
                Ok(Token {
                    tok: Tok::Ident,
                    span: Span::new(start, self.pos),
                })
            }
            0x80.. if self.char_at(start).is_some_and(unicode_ident::is_xid_start) => {
                self.pos = self.word_end(start);
                Ok(Token {
                    tok: Tok::Ident,
                    span: Span::new(start, self.pos),
                })
            }
            _ => {
                let c = self.char_at(start).unwrap_or(char::REPLACEMENT_CHARACTER);
                self.pos += c.len_utf8();
                let entry = if c.is_alphanumeric() {
                    T::UNEXPECTED_NAME_CHAR
                } else {
                    T::UNEXPECTED_CHAR
                };
                Err(SpannedError::new(
                    ErrorKind::UnexpectedChar,
                    Message::new(entry).arg("char", c.escape_debug().to_string()),
                    Span::new(start, self.pos),
                ))
            }
        }
    }

    /// The end of the run of identifier characters (`[a-zA-Z0-9_]` and Unicode XID_Continue)
    /// starting at `at`.
    fn word_end(&self, at: usize) -> usize {
        self.src[at..]
            .char_indices()
            .find(|&(_, c)| !(c == '_' || unicode_ident::is_xid_continue(c)))
            .map_or(self.src.len(), |(n, _)| at + n)
    }

    /// `-?(digits | 0x hexdigits)[lL]?`, which must not run straight into more name characters.
    fn number(&mut self) -> Result<Token, SpannedError> {
        let start = self.pos;
        if self.byte(start) == Some(b'-') {
            self.pos += 1;
            if !self.byte(self.pos).is_some_and(|b| b.is_ascii_digit()) {
                return Err(SpannedError::new(
                    ErrorKind::InvalidNumber,
                    crate::msg!(T::DIGITS_AFTER_MINUS),
                    Span::new(start, self.pos),
                ));
            }
        }
        let hex = self.byte(self.pos) == Some(b'0')
            && matches!(self.byte(self.pos + 1), Some(b'x' | b'X'));
        let digits = if hex {
            self.pos += 2;
            self.run(|b| b.is_ascii_hexdigit())
        } else {
            self.run(|b| b.is_ascii_digit())
        };
        if hex && digits == 0 {
            self.pos = self.word_end(self.pos);
            return Err(SpannedError::new(
                ErrorKind::InvalidNumber,
                crate::msg!(T::HEX_DIGITS_AFTER_0X),
                Span::new(start, self.pos),
            ));
        }
        if matches!(self.byte(self.pos), Some(b'l' | b'L')) {
            self.pos += 1;
        }
        let end = self.word_end(self.pos);
        if end > self.pos {
            self.pos = end;
            return Err(SpannedError::new(
                ErrorKind::InvalidNumber,
                crate::msg!(T::INVALID_NUMBER, text = shorten(&self.src[start..end])),
                Span::new(start, end),
            ));
        }
        Ok(Token {
            tok: Tok::Int,
            span: Span::new(start, self.pos),
        })
    }

    /// Skip bytes matching `pred`; how many there were.
    fn run(&mut self, pred: impl Fn(u8) -> bool) -> usize {
        let start = self.pos;
        while self.byte(self.pos).is_some_and(&pred) {
            self.pos += 1;
        }
        self.pos - start
    }

    /// A JSON-style string. After a bad escape or control character it keeps scanning to the
    /// closing quote, so the parser's recovery resumes after the string rather than inside it.
    fn string(&mut self) -> Result<Token, SpannedError> {
        let start = self.pos;
        self.pos += 1;
        let mut value = String::new();
        let mut first_err: Option<SpannedError> = None;
        loop {
            let Some(b) = self.byte(self.pos) else {
                self.pos = self.src.len();
                return Err(first_err.unwrap_or_else(|| {
                    SpannedError::new(
                        ErrorKind::UnterminatedString,
                        crate::msg!(T::UNTERMINATED_STRING),
                        Span::new(start, self.src.len()),
                    )
                }));
            };
            match b {
                b'"' => {
                    self.pos += 1;
                    return match first_err {
                        Some(e) => Err(e),
                        None => Ok(Token {
                            tok: Tok::Str(value),
                            span: Span::new(start, self.pos),
                        }),
                    };
                }
                b'\\' => match self.string_escape(start) {
                    Ok(c) => value.push(c),
                    Err(e) => {
                        first_err.get_or_insert(e);
                    }
                },
                0x00..=0x1f => {
                    first_err.get_or_insert(SpannedError::new(
                        ErrorKind::ControlCharacter,
                        crate::msg!(T::CONTROL_CHARACTER, char = format!("{:?}", b as char)),
                        Span::new(self.pos, self.pos + 1),
                    ));
                    self.pos += 1;
                }
                _ => {
                    // Stop bytes are ASCII, so the run is whole UTF-8 chars.
                    let bytes = self.src.as_bytes();
                    let run = bytes[self.pos..]
                        .iter()
                        .position(|&c| c == b'"' || c == b'\\' || c < 0x20)
                        .map_or(bytes.len(), |n| self.pos + n);
                    value.push_str(&self.src[self.pos..run]);
                    self.pos = run;
                }
            }
        }
    }

    /// A backslash escape inside the string opened at `quote`, the position being on the `\`.
    /// After a lone surrogate the position is just past it, so a following escape is read on
    /// its own.
    fn string_escape(&mut self, quote: usize) -> Result<char, SpannedError> {
        let start = self.pos;
        match json_escape::decode(self.src, start) {
            Ok((c, end)) => {
                self.pos = end;
                Ok(c)
            }
            Err(EscapeError::AtEnd) => {
                self.pos += 1;
                Err(SpannedError::new(
                    ErrorKind::UnterminatedString,
                    crate::msg!(T::UNTERMINATED_STRING),
                    Span::new(quote, self.src.len()),
                ))
            }
            Err(EscapeError::Unknown { c, end }) => {
                self.pos = end;
                Err(SpannedError::new(
                    ErrorKind::InvalidEscape,
                    crate::msg!(
                        T::UNKNOWN_STRING_ESCAPE,
                        escape = c.escape_debug().to_string()
                    ),
                    Span::new(start, end),
                ))
            }
            Err(EscapeError::ShortUnicode { end }) => {
                self.pos = end;
                Err(SpannedError::new(
                    ErrorKind::InvalidEscape,
                    crate::msg!(T::SHORT_UNICODE_ESCAPE),
                    Span::new(start, end),
                ))
            }
            Err(EscapeError::LoneSurrogate { unit, end }) => {
                self.pos = end;
                Err(lone_surrogate(unit, Span::new(start, end)))
            }
        }
    }
}

fn lone_surrogate(unit: u32, span: Span) -> SpannedError {
    SpannedError::new(
        ErrorKind::InvalidEscape,
        crate::msg!(T::LONE_SURROGATE, unit = format!("{unit:04X}")),
        span,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(src: &str) -> Vec<(Tok, &str)> {
        let mut lx = Lexer::new(src);
        let mut out = Vec::new();
        loop {
            let t = lx.next_token().unwrap();
            if t.tok == Tok::Eof {
                assert_eq!(t.span, Span::at(src.len()));
                return out;
            }
            out.push((t.tok, &src[t.span.range()]));
        }
    }

    fn token_err(src: &str) -> SpannedError {
        let mut lx = Lexer::new(src);
        loop {
            match lx.next_token() {
                Ok(t) if t.tok == Tok::Eof => panic!("no error in {src:?}"),
                Ok(_) => {}
                Err(e) => return e,
            }
        }
    }

    fn literal(src: &str) -> (Option<Literal>, Vec<SpannedError>) {
        let mut errors = Vec::new();
        let lit = Lexer::new(src).literal(&mut errors, usize::MAX);
        (lit, errors)
    }

    fn string_value(src: &str) -> String {
        match Lexer::new(src).next_token().unwrap().tok {
            Tok::Str(v) => v,
            other => panic!("not a string: {other:?}"),
        }
    }

    #[test]
    fn punctuation_names_and_whitespace() {
        assert_eq!(
            tokens(" a_1 |\tf(\n_x ,B)\r{}"),
            vec![
                (Tok::Ident, "a_1"),
                (Tok::Pipe, "|"),
                (Tok::Ident, "f"),
                (Tok::LParen, "("),
                (Tok::Ident, "_x"),
                (Tok::Comma, ","),
                (Tok::Ident, "B"),
                (Tok::RParen, ")"),
                (Tok::LBrace, "{"),
                (Tok::RBrace, "}"),
            ]
        );
    }

    #[test]
    fn unicode_names_are_one_token() {
        assert_eq!(
            tokens("订单号 | 用户_1(é, _名)"),
            vec![
                (Tok::Ident, "订单号"),
                (Tok::Pipe, "|"),
                (Tok::Ident, "用户_1"),
                (Tok::LParen, "("),
                (Tok::Ident, "é"),
                (Tok::Comma, ","),
                (Tok::Ident, "_名"),
                (Tok::RParen, ")"),
            ]
        );
        // A name runs to the first character that cannot go on in one.
        let t = Lexer::new("订单号²").next_token().unwrap();
        assert_eq!((t.tok, t.span), (Tok::Ident, Span::new(0, 9)));
    }

    #[test]
    fn numbers_keep_their_text() {
        let src = "0 42 -5 0x7fffffff 0XAbC 10L 10l -0x10L 007";
        let texts: Vec<_> = tokens(src)
            .into_iter()
            .map(|(t, s)| (t, s.to_string()))
            .collect();
        let want = [
            "0",
            "42",
            "-5",
            "0x7fffffff",
            "0XAbC",
            "10L",
            "10l",
            "-0x10L",
            "007",
        ];
        assert_eq!(texts, want.map(|s| (Tok::Int, s.to_string())));
    }

    #[test]
    fn number_errors() {
        let e = token_err("0x)");
        assert_eq!(e.span, Span::new(0, 2));
        assert_eq!(e.kind, ErrorKind::InvalidNumber);
        assert_eq!(token_err("0xzz").span, Span::new(0, 4));
        let e = token_err("12ab,");
        assert_eq!(e.span, Span::new(0, 4));
        assert_eq!(e.kind, ErrorKind::InvalidNumber);
        assert_eq!(token_err("0x1fLL").span, Span::new(0, 6));
        assert_eq!(token_err("1_000").span, Span::new(0, 5));
        assert_eq!(token_err("0xfg").span, Span::new(0, 4));
        let e = token_err("- 5");
        assert_eq!(
            (e.message.to_string().as_str(), e.span),
            ("expected digits after `-`", Span::new(0, 1))
        );
        assert_eq!(e.kind, ErrorKind::InvalidNumber);
        assert_eq!(token_err("--5").span, Span::new(0, 1));
    }

    #[test]
    fn unexpected_characters() {
        let e = token_err("a + b");
        assert_eq!(
            e.message.to_string(),
            "unexpected character `+` in a segment"
        );
        assert_eq!(e.kind, ErrorKind::UnexpectedChar);
        assert_eq!(e.span, Span::new(2, 3));
        // `²` is a digit of sorts but no letter: it cannot start a name.
        let e = token_err("²");
        assert_eq!(e.span, Span::new(0, 2));
        assert!(e.message.to_string().ends_with(
            "names are Unicode identifiers (a letter or `_`, then letters, digits or `_`)"
        ));
        assert_eq!(token_err("\\").span, Span::new(0, 1));
    }

    #[test]
    fn string_escapes() {
        assert_eq!(
            string_value(r#""a\"b\\c\/d\b\f\n\r\t""#),
            "a\"b\\c/d\u{8}\u{c}\n\r\t"
        );
        assert_eq!(string_value(r#""\u00e9\u00C9x""#), "éÉx");
        assert_eq!(string_value(r#""\uD83D\uDE00""#), "😀");
        assert_eq!(string_value("\"用户 %Y\""), "用户 %Y");
        assert_eq!(string_value("\"\""), "");
        assert_eq!(string_value("\"{}|(),\""), "{}|(),");
    }

    #[test]
    fn string_errors() {
        let e = token_err("\"abc");
        assert_eq!(
            e.message.to_string(),
            "unterminated string: expected a closing `\"`"
        );
        assert_eq!(e.kind, ErrorKind::UnterminatedString);
        assert_eq!(e.span, Span::new(0, 4));
        assert_eq!(token_err("\"ab\\").span, Span::new(0, 4));
        let e = token_err(r#""a\qb""#);
        assert_eq!(e.kind, ErrorKind::InvalidEscape);
        assert_eq!(e.span, Span::new(2, 4));
        let e = token_err(r#""\uD83D""#);
        assert!(
            e.message
                .to_string()
                .starts_with("lone surrogate `\\uD83D`"),
            "{}",
            e.message
        );
        assert_eq!(
            (e.kind, e.span),
            (ErrorKind::InvalidEscape, Span::new(1, 7))
        );
        assert_eq!(token_err(r#""\uDE00""#).span, Span::new(1, 7));
        assert_eq!(token_err(r#""\uD83D\u0041""#).span, Span::new(1, 7));
        assert_eq!(token_err(r#""\uD83Dx""#).span, Span::new(1, 7));
        let e = token_err(r#""\u12g4""#);
        assert_eq!(e.kind, ErrorKind::InvalidEscape);
        assert_eq!(e.span, Span::new(1, 5));
        let e = token_err("\"a\tb\"");
        assert_eq!(e.kind, ErrorKind::ControlCharacter);
        assert_eq!(e.span, Span::new(2, 3));
    }

    #[test]
    fn bad_string_is_skipped_whole() {
        let mut lx = Lexer::new(r#""a\q\" b" c"#);
        assert_eq!(lx.next_token().unwrap_err().span, Span::new(2, 4));
        let t = lx.next_token().unwrap();
        assert_eq!((t.tok, t.span), (Tok::Ident, Span::new(10, 11)));
    }

    #[test]
    fn literal_text_and_escapes() {
        let (lit, errors) = literal("a|b\\x4a\\x4A\\{\\}\\\\用{x}");
        assert!(errors.is_empty());
        let lit = lit.unwrap();
        assert_eq!(lit.bytes, "a|bJJ{}\\用".as_bytes());
        assert_eq!(lit.span, Span::new(0, 20));
        assert_eq!(literal("\\x00\\xff").0.unwrap().bytes, [0, 0xff]);
        assert_eq!(literal("{x}").0, None);
        assert_eq!(literal("").0, None);
    }

    #[test]
    fn literal_errors() {
        let (_, e) = literal("a}b");
        assert_eq!(
            e[0].message.to_string(),
            "unmatched `}`: write `\\}` for a literal brace"
        );
        assert_eq!(e[0].span, Span::new(1, 2));
        assert_eq!(e[0].kind, ErrorKind::UnmatchedDelimiter);
        let (_, e) = literal("ab\\");
        assert_eq!(e[0].kind, ErrorKind::InvalidEscape);
        assert_eq!(e[0].span, Span::new(2, 3));
        let (_, e) = literal("\\q");
        assert!(e[0]
            .message
            .to_string()
            .starts_with("unknown escape `\\q`: literal text allows"));
        assert!(e[0]
            .message
            .to_string()
            .contains("`\\xHH`, `\\{`, `\\}` and `\\\\`"));
        assert_eq!(e[0].span, Span::new(0, 2));
        let (_, e) = literal("\\é");
        assert_eq!(e[0].span, Span::new(0, 3));
        let (_, e) = literal("\\x4g");
        assert_eq!(e[0].kind, ErrorKind::InvalidEscape);
        assert_eq!(e[0].span, Span::new(0, 3));
        let (_, e) = literal("\\x");
        assert_eq!(e[0].span, Span::new(0, 2));
        let (lit, e) = literal("}\\q}x");
        assert_eq!(
            e.iter().map(|e| e.span.start).collect::<Vec<_>>(),
            [0, 1, 3]
        );
        assert_eq!(lit.unwrap().bytes, b"x");
    }

    #[test]
    fn literal_stops_at_the_error_limit() {
        let mut errors = Vec::new();
        let mut lx = Lexer::new("}}}}x");
        lx.literal(&mut errors, 2);
        assert_eq!(errors.len(), 2);
        assert!(!lx.at_end());
    }

    #[test]
    fn shorten_cuts_long_names() {
        assert_eq!(shorten("abc"), "abc");
        assert_eq!(shorten(&"é".repeat(30)), format!("{}…", "é".repeat(24)));
    }
}
