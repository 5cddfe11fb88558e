//! The backslash escapes of a JSON string (`\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`,
//! `\uXXXX` with surrogate pairs), read the same way in template strings and in generator
//! expressions. Each language words its own messages from the [`EscapeError`] it gets back.

/// Why an escape could not be read. Offsets are byte offsets into the text given to [`decode`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum EscapeError {
    /// The text ends right after the backslash.
    AtEnd,
    /// A backslash before `c`, which starts no escape; `end` is just after `c`.
    Unknown { c: char, end: usize },
    /// `\u` without four hex digits; `end` is just after the digits there are.
    ShortUnicode { end: usize },
    /// A `\u` escape naming a surrogate that is not half of a pair: a low one on its own, or a
    /// high one not followed by a `\u` low one. `end` is just after this escape, so a following
    /// escape is read (and judged) on its own.
    LoneSurrogate { unit: u32, end: usize },
}

/// Read the escape whose backslash is at byte `at` of `src`: the char it stands for and the
/// offset just after it.
pub(crate) fn decode(src: &str, at: usize) -> Result<(char, usize), EscapeError> {
    let Some(next) = src[at + 1..].chars().next() else {
        return Err(EscapeError::AtEnd);
    };
    let end = at + 1 + next.len_utf8();
    let simple = match next {
        '"' => '"',
        '\\' => '\\',
        '/' => '/',
        'b' => '\u{8}',
        'f' => '\u{c}',
        'n' => '\n',
        'r' => '\r',
        't' => '\t',
        'u' => return unicode(src, at),
        c => return Err(EscapeError::Unknown { c, end }),
    };
    Ok((simple, end))
}

/// `\uXXXX` at `at`, joined with a following `\uXXXX` when the two make a surrogate pair.
fn unicode(src: &str, at: usize) -> Result<(char, usize), EscapeError> {
    let (high, count) = hex4(src, at + 2);
    let end = at + 2 + count;
    if count < 4 {
        return Err(EscapeError::ShortUnicode { end });
    }
    let lone = EscapeError::LoneSurrogate { unit: high, end };
    if (0xDC00..=0xDFFF).contains(&high) {
        return Err(lone);
    }
    if !(0xD800..=0xDBFF).contains(&high) {
        // Not a surrogate, so a scalar value.
        return char::from_u32(high).map(|c| (c, end)).ok_or(lone);
    }
    if src.as_bytes().get(end..end + 2) != Some(b"\\u") {
        return Err(lone);
    }
    let (low, count) = hex4(src, end + 2);
    if count < 4 || !(0xDC00..=0xDFFF).contains(&low) {
        return Err(lone);
    }
    let c = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00);
    char::from_u32(c).map(|c| (c, end + 6)).ok_or(lone)
}

/// Up to four hex digits from `at`: their value and how many there were.
fn hex4(src: &str, at: usize) -> (u32, usize) {
    let digits = src.as_bytes().get(at..).unwrap_or_default();
    let count = digits
        .iter()
        .take(4)
        .take_while(|b| b.is_ascii_hexdigit())
        .count();
    let value = digits[..count]
        .iter()
        .fold(0, |v, &b| v * 16 + (b as char).to_digit(16).unwrap_or(0));
    (value, count)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(src: &str) -> (char, usize) {
        decode(src, 0).unwrap()
    }

    fn err(src: &str) -> EscapeError {
        decode(src, 0).unwrap_err()
    }

    #[test]
    fn simple_escapes() {
        assert_eq!(ok(r#"\"x"#), ('"', 2));
        assert_eq!(ok(r"\/"), ('/', 2));
        assert_eq!(ok(r"\b"), ('\u{8}', 2));
        assert_eq!(ok(r"\n"), ('\n', 2));
        assert_eq!(decode(r#"a\tb"#, 1), Ok(('\t', 3)));
    }

    #[test]
    fn unicode_and_pairs() {
        assert_eq!(ok(r"\u00e9"), ('é', 6));
        assert_eq!(ok(r"\uD83D\uDE00!"), ('😀', 12));
        assert_eq!(ok(r"\ud83d\ude00"), ('😀', 12));
    }

    #[test]
    fn errors_say_where_they_end() {
        assert_eq!(err("\\"), EscapeError::AtEnd);
        assert_eq!(err(r"\q"), EscapeError::Unknown { c: 'q', end: 2 });
        assert_eq!(err("\\é"), EscapeError::Unknown { c: 'é', end: 3 });
        assert_eq!(err(r"\u12g4"), EscapeError::ShortUnicode { end: 4 });
        assert_eq!(err(r"\u"), EscapeError::ShortUnicode { end: 2 });
    }

    #[test]
    fn a_lone_surrogate_is_its_own_escape() {
        let lone = EscapeError::LoneSurrogate {
            unit: 0xD83D,
            end: 6,
        };
        assert_eq!(err(r"\uD83D"), lone);
        assert_eq!(err(r"\uD83Dx"), lone);
        assert_eq!(err(r"\uD83D\u0041"), lone);
        assert_eq!(err(r"\uD83D\u12"), lone);
        assert_eq!(
            err(r"\uDE00"),
            EscapeError::LoneSurrogate {
                unit: 0xDE00,
                end: 6
            }
        );
    }
}
