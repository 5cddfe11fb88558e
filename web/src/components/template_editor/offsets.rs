//! Offsets: spans are byte offsets into UTF-8 text; the DOM counts UTF-16 code units.

use rowkey_core::Span;

/// The largest char boundary `<= at` (clamped to the text).
pub(super) fn floor_boundary(text: &str, at: usize) -> usize {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// The smallest char boundary `>= at` (clamped to the text).
pub(super) fn ceil_boundary(text: &str, at: usize) -> usize {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at += 1;
    }
    at
}

/// A byte span made safe to slice `text` with: clamped, on char boundaries, `start <= end`.
pub(crate) fn clamp_span(text: &str, span: Span) -> (usize, usize) {
    let start = floor_boundary(text, span.start);
    let end = ceil_boundary(text, span.end.max(start));
    (start, end)
}

/// UTF-16 offset of byte offset `at` (which must be a char boundary).
pub(super) fn utf16_of(text: &str, at: usize) -> u32 {
    let n = text.get(..at).map_or(0, |s| s.encode_utf16().count());
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// Byte offset of UTF-16 offset `at` (rounded down to a char boundary).
pub(super) fn byte_of_utf16(text: &str, at: u32) -> usize {
    let mut units = 0u32;
    for (i, c) in text.char_indices() {
        let next = units + c.len_utf16() as u32;
        if next > at {
            return i;
        }
        units = next;
    }
    text.len()
}

/// 1-based line and column (in characters) of byte offset `at`.
pub(super) fn line_col(text: &str, at: usize) -> (usize, usize) {
    let before = &text[..floor_boundary(text, at)];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boundaries_and_utf16() {
        let t = "a😀b";
        assert_eq!(floor_boundary(t, 3), 1);
        assert_eq!(ceil_boundary(t, 3), 5);
        assert_eq!(clamp_span(t, Span::new(2, 99)), (1, 6));
        assert_eq!(utf16_of(t, 5), 3);
        assert_eq!(byte_of_utf16(t, 3), 5);
        assert_eq!(byte_of_utf16(t, 2), 1);
        assert_eq!(byte_of_utf16(t, 9), 6);
        assert_eq!(line_col("ab\ncd", 4), (2, 2));
    }
}
