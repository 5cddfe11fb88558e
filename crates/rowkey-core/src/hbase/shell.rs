//! What the HBase shell does with split keys: `create 'T', 'cf', SPLITS => [...]` and
//! `SPLITS_FILE => 'file'` (`admin.rb`). Each key is a Ruby string that JRuby hands to Java as a
//! `java.lang.String`, and `Bytes.toBytesBinary` turns that into bytes. Two conversions sit in
//! between, and both lose bytes a user may not expect to lose:
//!
//! - Ruby's bytes are decoded as UTF-8 with every malformed sequence replaced by U+FFFD, so a
//!   double-quoted `"\xff"` arrives as `\u{FFFD}`;
//! - `toBytesBinary` keeps the low 8 bits of each UTF-16 unit, so U+FFFD becomes `0xFD` and `中`
//!   (U+4E2D) becomes `0x2D`.
//!
//! Single-quoted toStringBinary text (`'\xFF'`) survives both, which is why exports use it
//! ([`shell_single_quoted`]).
//!
//! ```
//! use rowkey_core::hbase::shell::{ruby_literal_to_bytes, shell_single_quoted};
//! assert_eq!(ruby_literal_to_bytes(r#""\xff""#).unwrap(), vec![0xfd]);
//! assert_eq!(ruby_literal_to_bytes(r"'\xFF'").unwrap(), vec![0xff]);
//! assert_eq!(shell_single_quoted(&[0xff, b'\'']), r"'\xFF\''");
//! ```

use super::bytes::{to_bytes_binary_utf16, to_string_binary};
use crate::i18n::catalogue::import as msg;
use crate::i18n::Message;

/// The bytes HBase stores for one element of a `SPLITS => [...]` list, given as the Ruby
/// literal the user typed: a single-quoted string (`\\` and `\'` are its only escapes) or a
/// double-quoted one (`\xHH`, `\uHHHH`, `\u{...}`, octal, `\n`-style, `\cx` / `\C-x` / `\M-x`).
/// Interpolation (`#{...}`) and other Ruby expressions are refused: the shell would evaluate
/// them, this function cannot.
///
/// # Errors
///
/// What [`ruby_string_literal_bytes`] refuses: text that is not one quoted Ruby string literal or
/// uses what the shell would evaluate.
///
/// ```
/// use rowkey_core::hbase::shell::ruby_literal_to_bytes;
/// assert_eq!(ruby_literal_to_bytes(r"'user\x00123'").unwrap(), b"user\x00123");
/// assert_eq!(ruby_literal_to_bytes(r#""a\x80b""#).unwrap(), b"a\xfdb"); // 0x80 is not UTF-8
/// assert_eq!(ruby_literal_to_bytes(r#""\u00e9""#).unwrap(), vec![0xe9]); // low byte of U+00E9
/// assert_eq!(ruby_literal_to_bytes(r#""\\x41""#).unwrap(), b"A"); // Ruby yields \x41 for toBytesBinary
/// assert!(ruby_literal_to_bytes(r##""#{x}""##).is_err());
/// ```
pub fn ruby_literal_to_bytes(literal: &str) -> Result<Vec<u8>, Message> {
    let ruby_bytes = ruby_string_literal_bytes(literal.trim())?;
    Ok(java_string_to_bytes_binary(&ruby_bytes))
}

/// The bytes one line of a `SPLITS_FILE` becomes: `admin.rb` reads the file with
/// `File.foreach`, `chomp`s each line (one trailing `\n`, `\r\n` or `\r`) and passes it to
/// `Bytes.toBytesBinary`, after the same UTF-8 decoding as a literal (raw `0xFF` becomes `0xFD`).
///
/// ```
/// use rowkey_core::hbase::shell::splits_file_line_to_bytes;
/// assert_eq!(splits_file_line_to_bytes(b"row\\x00\r\n"), b"row\x00");
/// assert_eq!(splits_file_line_to_bytes(b"raw\xff\n"), b"raw\xfd");
/// ```
pub fn splits_file_line_to_bytes(line: &[u8]) -> Vec<u8> {
    java_string_to_bytes_binary(chomp(line))
}

/// All split keys of a `SPLITS_FILE`: one per line as [`splits_file_line_to_bytes`] reads it. A
/// last line without a newline counts; an empty line is an empty key, which `createTable` then
/// refuses.
///
/// ```
/// use rowkey_core::hbase::shell::splits_file_to_keys;
/// assert_eq!(splits_file_to_keys(b"a\nb\\xFF"), vec![b"a".to_vec(), vec![b'b', 0xff]]);
/// assert!(splits_file_to_keys(b"").is_empty());
/// ```
pub fn splits_file_to_keys(content: &[u8]) -> Vec<Vec<u8>> {
    content
        .split_inclusive(|&b| b == b'\n')
        .map(splits_file_line_to_bytes)
        .collect()
}

/// A `SPLITS_FILE` holding `keys`: one `toStringBinary` line each, which the shell reads back to
/// exactly these bytes (the text is ASCII and has no line breaks of its own).
///
/// ```
/// use rowkey_core::hbase::shell::{splits_file, splits_file_to_keys};
/// let keys = vec![vec![0x00, b'a'], vec![b'\n']];
/// assert_eq!(splits_file(&keys), "\\x00a\n\\x0A\n");
/// assert_eq!(splits_file_to_keys(splits_file(&keys).as_bytes()), keys);
/// ```
pub fn splits_file(keys: &[Vec<u8>]) -> String {
    let mut out = String::new();
    for key in keys {
        out.push_str(&to_string_binary(key));
        out.push('\n');
    }
    out
}

/// `key` as a single-quoted Ruby literal of its `toStringBinary` text, for `SPLITS => [...]`:
/// the shell turns it back into exactly `key`. In single quotes Ruby keeps `\x` as it is, so only
/// `'` needs escaping; toStringBinary never writes a bare backslash (it prints `\` as `\x5C`).
///
/// ```
/// use rowkey_core::hbase::shell::{ruby_literal_to_bytes, shell_single_quoted};
/// let key = b"it's\\\x00\xff";
/// let literal = shell_single_quoted(key);
/// assert_eq!(literal, r"'it\'s\x5C\x00\xFF'");
/// assert_eq!(ruby_literal_to_bytes(&literal).unwrap(), key);
/// ```
pub fn shell_single_quoted(key: &[u8]) -> String {
    let text = to_string_binary(key);
    let mut out = String::with_capacity(text.len() + 2);
    out.push('\'');
    for c in text.chars() {
        if c == '\'' {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('\'');
    out
}

/// Ruby's `String#chomp` without arguments.
fn chomp(line: &[u8]) -> &[u8] {
    line.strip_suffix(b"\r\n")
        .or_else(|| line.strip_suffix(b"\n"))
        .or_else(|| line.strip_suffix(b"\r"))
        .unwrap_or(line)
}

/// JRuby's Ruby-to-Java string conversion followed by `Bytes.toBytesBinary`.
fn java_string_to_bytes_binary(ruby_bytes: &[u8]) -> Vec<u8> {
    to_bytes_binary_utf16(&java_string_from_utf8(ruby_bytes))
}

/// `new String(bytes, UTF_8)` as UTF-16 units: the `java.lang.String` JRuby makes of a UTF-8
/// Ruby string, and what `Bytes.toString` gives. JDK 17's decoder replaces every malformed
/// sequence with one U+FFFD. That is the Unicode "maximal
/// subpart" rule, except that an encoded surrogate (`ED A0 80`) is one malformed sequence of
/// three bytes for Java, where Rust's `from_utf8_lossy` sees three.
///
/// ```
/// use rowkey_core::hbase::shell::java_string_from_utf8;
/// assert_eq!(java_string_from_utf8(b"a\x80b"), [0x61, 0xfffd, 0x62]);
/// assert_eq!(java_string_from_utf8("中".as_bytes()), [0x4e2d]);
/// ```
pub fn java_string_from_utf8(bytes: &[u8]) -> Vec<u16> {
    const FFFD: u16 = 0xfffd;
    let cont = |b: u8| b & 0xc0 == 0x80;
    let n = bytes.len();
    let mut out = Vec::with_capacity(n);
    let mut i = 0;
    while i < n {
        let b1 = bytes[i];
        let rem = n - i;
        let at = |k: usize| bytes.get(i + k).copied().unwrap_or(0);
        // Bytes consumed and the units they decode to.
        let (used, units): (usize, &[u16]) = match b1 {
            0x00..=0x7f => {
                out.push(u16::from(b1));
                i += 1;
                continue;
            }
            0xc2..=0xdf => {
                if rem < 2 {
                    (rem, &[FFFD])
                } else if !cont(at(1)) {
                    (1, &[FFFD])
                } else {
                    out.push((u16::from(b1 & 0x1f) << 6) | u16::from(at(1) & 0x3f));
                    i += 2;
                    continue;
                }
            }
            0xe0..=0xef => {
                let bad_second = (b1 == 0xe0 && at(1) & 0xe0 == 0x80) || !cont(at(1));
                if rem < 3 {
                    if rem > 1 && bad_second {
                        (1, &[FFFD])
                    } else {
                        (rem, &[FFFD])
                    }
                } else if bad_second || !cont(at(2)) {
                    (if bad_second { 1 } else { 2 }, &[FFFD])
                } else {
                    let c = (u16::from(b1 & 0x0f) << 12)
                        | (u16::from(at(1) & 0x3f) << 6)
                        | u16::from(at(2) & 0x3f);
                    if (0xd800..=0xdfff).contains(&c) {
                        (3, &[FFFD])
                    } else {
                        out.push(c);
                        i += 3;
                        continue;
                    }
                }
            }
            0xf0..=0xf7 => {
                let bad_second = b1 > 0xf4
                    || (b1 == 0xf0 && !(0x90..=0xbf).contains(&at(1)))
                    || (b1 == 0xf4 && at(1) & 0xf0 != 0x80)
                    || !cont(at(1));
                if rem < 4 {
                    if b1 > 0xf4 || (rem > 1 && bad_second) {
                        (1, &[FFFD])
                    } else if rem > 2 && !cont(at(2)) {
                        (2, &[FFFD])
                    } else {
                        (rem, &[FFFD])
                    }
                } else if bad_second {
                    (1, &[FFFD])
                } else if !cont(at(2)) {
                    (2, &[FFFD])
                } else if !cont(at(3)) {
                    (3, &[FFFD])
                } else {
                    let cp = (u32::from(b1 & 0x07) << 18)
                        | (u32::from(at(1) & 0x3f) << 12)
                        | (u32::from(at(2) & 0x3f) << 6)
                        | u32::from(at(3) & 0x3f);
                    let mut pair = [0u16; 2];
                    // bad_second ruled out overlong forms and anything past U+10FFFF.
                    if let Some(c) = char::from_u32(cp) {
                        out.extend_from_slice(c.encode_utf16(&mut pair));
                    }
                    i += 4;
                    continue;
                }
            }
            _ => (1, &[FFFD]),
        };
        out.extend_from_slice(units);
        i += used;
    }
    out
}

/// The bytes of the Ruby string a literal evaluates to, the first step of
/// [`ruby_literal_to_bytes`] (the shell's source is UTF-8, so the string's encoding is too and
/// `\u` escapes write UTF-8).
///
/// # Errors
///
/// A message when the literal is not quoted, is not closed, has an escape Ruby does not read, or
/// interpolates (`#{...}`).
///
/// ```
/// use rowkey_core::hbase::shell::ruby_string_literal_bytes;
/// assert_eq!(ruby_string_literal_bytes(r#""\xff""#).unwrap(), vec![0xff]);
/// assert_eq!(ruby_string_literal_bytes(r"'\xFF'").unwrap(), br"\xFF");
/// assert_eq!(ruby_string_literal_bytes(r#""\u00e9""#).unwrap(), "é".as_bytes());
/// ```
pub fn ruby_string_literal_bytes(literal: &str) -> Result<Vec<u8>, Message> {
    let mut chars = literal.chars();
    match chars.next() {
        Some('\'') => single_quoted(chars.as_str()),
        Some('"') => double_quoted(chars.as_str()),
        _ => Err(crate::msg!(msg::LITERAL_NOT_QUOTED, literal = literal)),
    }
}

fn single_quoted(body: &str) -> Result<Vec<u8>, Message> {
    let mut out = String::with_capacity(body.len());
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        match c {
            '\'' => {
                return if chars.as_str().trim().is_empty() {
                    Ok(out.into_bytes())
                } else {
                    Err(crate::msg!(
                        msg::AFTER_CLOSING_QUOTE,
                        text = chars.as_str().trim()
                    ))
                };
            }
            '\\' => match chars.clone().next() {
                Some(e @ ('\\' | '\'')) => {
                    chars.next();
                    out.push(e);
                }
                _ => out.push('\\'),
            },
            _ => out.push(c),
        }
    }
    Err(crate::msg!(msg::UNTERMINATED_STRING, quote = "'"))
}

fn double_quoted(body: &str) -> Result<Vec<u8>, Message> {
    let mut out = Vec::with_capacity(body.len());
    let mut rest = body;
    loop {
        let mut chars = rest.chars();
        let Some(c) = chars.next() else {
            return Err(crate::msg!(msg::UNTERMINATED_STRING, quote = "\""));
        };
        rest = chars.as_str();
        match c {
            '"' => {
                return if rest.trim().is_empty() {
                    Ok(out)
                } else {
                    Err(crate::msg!(msg::AFTER_CLOSING_QUOTE, text = rest.trim()))
                };
            }
            '#' if rest.starts_with('{')
                || rest.starts_with(['@', '$'])
                    && rest[1..].starts_with(|c: char| c.is_alphabetic() || "_@$".contains(c)) =>
            {
                return Err(crate::msg!(msg::INTERPOLATION));
            }
            '\\' => rest = escape(rest, &mut out)?,
            _ => {
                let mut buf = [0u8; 4];
                out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
            }
        }
    }
}

/// One backslash escape of a double-quoted string (the text after the backslash); returns the
/// text after the escape.
fn escape<'a>(rest: &'a str, out: &mut Vec<u8>) -> Result<&'a str, Message> {
    let mut chars = rest.chars();
    let Some(e) = chars.next() else {
        return Err(crate::msg!(msg::ENDS_IN_BACKSLASH));
    };
    let after = chars.as_str();
    let simple = match e {
        'n' => Some(b'\n'),
        't' => Some(b'\t'),
        'r' => Some(b'\r'),
        'f' => Some(0x0c),
        'v' => Some(0x0b),
        'a' => Some(0x07),
        'e' => Some(0x1b),
        'b' => Some(0x08),
        's' => Some(b' '),
        _ => None,
    };
    if let Some(b) = simple {
        out.push(b);
        return Ok(after);
    }
    match e {
        '\n' => Ok(after),
        '0'..='7' => {
            let digits = rest
                .bytes()
                .take(3)
                .take_while(|b| (b'0'..=b'7').contains(b))
                .count();
            let value = u32::from_str_radix(&rest[..digits], 8).unwrap_or(0);
            // Ruby keeps the low byte of `\777`.
            out.push(value as u8);
            Ok(&rest[digits..])
        }
        'x' => {
            let digits = after
                .bytes()
                .take(2)
                .take_while(u8::is_ascii_hexdigit)
                .count();
            if digits == 0 {
                return Err(crate::msg!(msg::BAD_HEX_ESCAPE));
            }
            out.push(u8::from_str_radix(&after[..digits], 16).unwrap_or(0));
            Ok(&after[digits..])
        }
        'u' => unicode_escape(after, out),
        'c' | 'C' | 'M' => {
            let (byte, tail) = control_meta(rest)?;
            out.push(byte);
            Ok(tail)
        }
        other => {
            let mut buf = [0u8; 4];
            out.extend_from_slice(other.encode_utf8(&mut buf).as_bytes());
            Ok(after)
        }
    }
}

/// `\uHHHH` or `\u{H... H...}` (the text after `\u`).
fn unicode_escape<'a>(after: &'a str, out: &mut Vec<u8>) -> Result<&'a str, Message> {
    let push = |hex: &str, out: &mut Vec<u8>| -> Result<(), Message> {
        let c = u32::from_str_radix(hex, 16)
            .ok()
            .and_then(char::from_u32)
            .ok_or_else(|| crate::msg!(msg::BAD_CODEPOINT, escape = format!("\\u{{{hex}}}")))?;
        let mut buf = [0u8; 4];
        out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
        Ok(())
    };
    if let Some(braced) = after.strip_prefix('{') {
        let end = braced
            .find('}')
            .ok_or_else(|| crate::msg!(msg::UNICODE_NO_CLOSE))?;
        let inner = &braced[..end];
        let mut any = false;
        for hex in inner.split([' ', '\t']).filter(|h| !h.is_empty()) {
            if hex.len() > 6 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
                return Err(crate::msg!(
                    msg::BAD_UNICODE_ESCAPE,
                    escape = format!("\\u{{{inner}}}")
                ));
            }
            push(hex, out)?;
            any = true;
        }
        if !any {
            return Err(crate::msg!(msg::UNICODE_EMPTY));
        }
        return Ok(&braced[end + 1..]);
    }
    let hex = after
        .get(..4)
        .filter(|h| h.bytes().all(|b| b.is_ascii_hexdigit()));
    let hex = hex.ok_or_else(|| crate::msg!(msg::UNICODE_SHORT))?;
    push(hex, out)?;
    Ok(&after[4..])
}

/// `\cx`, `\C-x`, `\M-x` and their combinations (`text` starts at the `c`, `C` or `M`).
fn control_meta(text: &str) -> Result<(u8, &str), Message> {
    if let Some(rest) = text.strip_prefix("M-") {
        let (b, tail) = control_target(rest)?;
        return Ok((b | 0x80, tail));
    }
    if let Some(rest) = text.strip_prefix("C-").or_else(|| text.strip_prefix('c')) {
        let (b, tail) = control_target(rest)?;
        return Ok((if b == b'?' { 0x7f } else { b & 0x9f }, tail));
    }
    Err(crate::msg!(
        msg::BAD_ESCAPE,
        escape = format!("\\{}", text.chars().take(2).collect::<String>())
    ))
}

/// The character a control/meta escape applies to: a plain ASCII character, or a nested
/// `\M-`, `\C-`, `\c` escape.
fn control_target(text: &str) -> Result<(u8, &str), Message> {
    let mut chars = text.chars();
    match chars.next() {
        Some('\\') => {
            let nested = chars.as_str();
            if nested.starts_with(['c', 'C', 'M']) {
                control_meta(nested)
            } else {
                Err(crate::msg!(msg::BAD_CONTROL))
            }
        }
        Some(c) if c.is_ascii() => Ok((c as u8, chars.as_str())),
        _ => Err(crate::msg!(msg::CONTROL_NOT_ASCII)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn units(bytes: &[u8]) -> Vec<u16> {
        java_string_from_utf8(bytes)
    }

    #[test]
    fn java_decoder_replaces_like_jdk() {
        assert_eq!(units(b"a\xffb"), [0x61, 0xfffd, 0x62]);
        assert_eq!(units(b"\xe4\xb8\xad"), [0x4e2d]);
        // Truncated sequence at the end: one replacement for what is left.
        assert_eq!(units(b"\xe4\xb8"), [0xfffd]);
        assert_eq!(units(b"\xf0\x9f\x98"), [0xfffd]);
        // Cut short by a non-continuation byte: the lead and its valid tail are one.
        assert_eq!(units(b"\xe4\xb8A"), [0xfffd, 0x41]);
        // An encoded surrogate is one malformed sequence for Java.
        assert_eq!(units(b"\xed\xa0\x80"), [0xfffd]);
        // Overlong and out-of-range leads go byte by byte.
        assert_eq!(units(b"\xe0\x80\x80"), [0xfffd; 3]);
        assert_eq!(units(b"\xf4\x90\x80\x80"), [0xfffd; 4]);
        assert_eq!(units(b"\xc0\xaf"), [0xfffd; 2]);
        assert_eq!(units("😀".as_bytes()), [0xd83d, 0xde00]);
    }

    #[test]
    fn double_quoted_escapes() {
        let b = |s: &str| ruby_string_literal_bytes(s).unwrap();
        assert_eq!(b(r#""\n\t\s\e\0\101\777""#), b"\n\t \x1b\x00A\xff");
        assert_eq!(b(r#""\x7""#), [0x07]);
        assert_eq!(b(r#""\u{41 42}""#), b"AB");
        assert_eq!(b(r#""\cA\C-a\c?\M-a\M-\C-a""#), [1, 1, 0x7f, 0xe1, 0x81]);
        assert_eq!(b(r#""\q\#""#), b"q#");
        assert_eq!(b(r##""a#b""##), b"a#b");
        assert!(ruby_string_literal_bytes(r#""\x""#).is_err());
        assert!(ruby_string_literal_bytes(r#""\u12""#).is_err());
        assert!(ruby_string_literal_bytes(r#""\u{d800}""#).is_err());
        assert!(ruby_string_literal_bytes(r#""abc"#).is_err());
        assert!(ruby_string_literal_bytes(r#""a" + "b""#).is_err());
        assert!(ruby_string_literal_bytes(r##""#@x""##).is_err());
    }

    #[test]
    fn single_quoted_keeps_other_backslashes() {
        let b = |s: &str| ruby_string_literal_bytes(s).unwrap();
        assert_eq!(b(r"'\x00'"), br"\x00");
        assert_eq!(b(r"'\\x80'"), br"\x80");
        assert_eq!(b(r"'it\'s'"), b"it's");
        assert!(ruby_string_literal_bytes("'open").is_err());
        assert!(ruby_string_literal_bytes("key").is_err());
    }

    #[test]
    fn non_ascii_is_truncated_to_low_byte() {
        assert_eq!(ruby_literal_to_bytes("\"中\"").unwrap(), b"-");
        assert_eq!(ruby_literal_to_bytes("'😀'").unwrap(), [0x3d, 0x00]);
    }

    #[test]
    fn single_quoted_export_round_trips_every_byte() {
        let all: Vec<u8> = (0..=255).collect();
        assert_eq!(
            ruby_literal_to_bytes(&shell_single_quoted(&all)).unwrap(),
            all
        );
    }

    #[test]
    fn chomp_like_ruby() {
        assert_eq!(chomp(b"a\r\n"), b"a");
        assert_eq!(chomp(b"a\n\n"), b"a\n");
        assert_eq!(chomp(b"a\r"), b"a");
        assert_eq!(chomp(b"a"), b"a");
    }
}
