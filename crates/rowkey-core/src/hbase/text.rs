//! Keys that hold UTF-8 text, shown as text beside `Bytes.toStringBinary`.
//!
//! HBase shows every byte outside printable ASCII as `\xHH`, so a key made from Chinese values
//! reads `\xE6\xB7\xB1\xE5\x9C\xB3`. These helpers give the decoded text to show *beside* that
//! form (never instead of it: the escaped form is what the shell and the exports use), and only
//! where the bytes really are UTF-8 text: a part that is not valid UTF-8 (an MD5 digest, a
//! binary int) keeps its escaped form, so random bytes never pass for text.

use super::push_string_binary;

/// The decoded text of `bytes`, when they are valid UTF-8 holding at least one non-ASCII
/// character (for pure ASCII, `toStringBinary` already says everything). Characters that would
/// hide or reorder what is shown (controls, `\`, zero-width and bidirectional marks) keep the
/// `\xHH` escapes of their bytes, as `toStringBinary` writes them.
///
/// ```
/// use rowkey_core::hbase::utf8_text;
/// assert_eq!(utf8_text("深圳_u1".as_bytes()).as_deref(), Some("深圳_u1"));
/// assert_eq!(utf8_text(b"user_1"), None); // plain ASCII: nothing to add
/// assert_eq!(utf8_text(b"\xE6\xB7"), None); // a cut character is not text
/// assert_eq!(utf8_text("深\t".as_bytes()).as_deref(), Some("深\\x09"));
/// ```
pub fn utf8_text(bytes: &[u8]) -> Option<String> {
    let text = std::str::from_utf8(bytes).ok()?;
    if text.is_ascii() {
        return None;
    }
    let mut out = String::with_capacity(text.len());
    let mut buf = [0u8; 4];
    for c in text.chars() {
        if hidden(c) {
            push_string_binary(&mut out, c.encode_utf8(&mut buf).as_bytes());
        } else {
            out.push(c);
        }
    }
    Some(out)
}

/// The text of a key made of parts (`ends[i]` is where part `i` ends, as the sampler reports
/// them): each part that [`utf8_text`] decodes as text, the others in `toStringBinary`. `None`
/// when no part holds non-ASCII text, so a key with nothing to decode shows nothing extra.
///
/// ```
/// use rowkey_core::hbase::utf8_text_of_parts;
/// let mut key = vec![0x8f, 0xe6]; // two bytes of a hash, not text
/// key.extend_from_slice("_深圳".as_bytes());
/// assert_eq!(utf8_text_of_parts(&key, &[2, key.len()]).as_deref(), Some("\\x8F\\xE6_深圳"));
/// assert_eq!(utf8_text_of_parts(b"ab_cd", &[2, 5]), None);
/// ```
pub fn utf8_text_of_parts(key: &[u8], ends: &[usize]) -> Option<String> {
    let mut out = String::with_capacity(key.len() * 2);
    let mut any = false;
    let mut start = 0;
    let last = [key.len()];
    for &end in ends.iter().chain(&last) {
        let end = end.clamp(start, key.len());
        let part = &key[start..end];
        match utf8_text(part) {
            Some(text) => {
                any = true;
                out.push_str(&text);
            }
            None => push_string_binary(&mut out, part),
        }
        start = end;
    }
    any.then_some(out)
}

/// Characters shown by their escapes: controls (C0, DEL, C1), the backslash that starts every
/// escape, and the invisible or reordering marks that would make the text read as something
/// other than the bytes hold.
fn hidden(c: char) -> bool {
    c.is_control() || c == '\\' || crate::format::is_invisible_mark(c)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hbase::to_string_binary;

    #[test]
    fn chinese_values_decode_and_ascii_does_not() {
        let key = "深圳|订单0001".as_bytes();
        assert_eq!(
            to_string_binary(&key[..3]),
            "\\xE6\\xB7\\xB1",
            "the escaped form stays as HBase writes it"
        );
        assert_eq!(utf8_text(key).as_deref(), Some("深圳|订单0001"));
        assert_eq!(utf8_text(b""), None);
        assert_eq!(utf8_text(b"\x00\x01~"), None);
    }

    #[test]
    fn invalid_or_binary_bytes_are_not_text() {
        // Overlong, surrogate, truncated and stray continuation bytes are all refused.
        for bad in [
            &b"\xC0\xAF"[..],
            b"\xED\xA0\x80",
            b"\xE6\xB7",
            b"\xB7abc",
            b"\xFF\xFE",
        ] {
            assert_eq!(utf8_text(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn controls_backslash_and_invisible_marks_stay_escaped() {
        assert_eq!(utf8_text("é\u{7f}".as_bytes()).as_deref(), Some("é\\x7F"));
        assert_eq!(utf8_text("é\\".as_bytes()).as_deref(), Some("é\\x5C"));
        // U+0085 (NEL, a C1 control) is two bytes in UTF-8: both are escaped.
        assert_eq!(
            utf8_text("é\u{85}".as_bytes()).as_deref(),
            Some("é\\xC2\\x85")
        );
        // A right-to-left override would reorder what follows it on screen.
        assert_eq!(
            utf8_text("a\u{202E}b".as_bytes()).as_deref(),
            Some("a\\xE2\\x80\\xAEb")
        );
        assert_eq!(
            utf8_text("\u{FEFF}深".as_bytes()).as_deref(),
            Some("\\xEF\\xBB\\xBF深")
        );
    }

    #[test]
    fn parts_decode_one_by_one() {
        let mut key = b"\x00\x00\x00\x07".to_vec(); // an i32
        key.extend_from_slice("北京".as_bytes());
        key.push(0xC3); // half of a character, cut by a byte slice
        let ends = [4, 10, 11];
        assert_eq!(
            utf8_text_of_parts(&key, &ends).as_deref(),
            Some("\\x00\\x00\\x00\\x07北京\\xC3")
        );
        // Ends past the key (a cut row) or out of order never panic.
        assert_eq!(
            utf8_text_of_parts(&key, &[100, 2]).as_deref(),
            None,
            "one part covering everything is not valid UTF-8"
        );
        assert_eq!(
            utf8_text_of_parts("深".as_bytes(), &[]).as_deref(),
            Some("深")
        );
    }
}
