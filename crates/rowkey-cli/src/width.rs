//! Text table columns padded by display width: a Chinese character takes two terminal columns,
//! so padding by characters would leave Chinese headings out of line with their figures.

use unicode_width::UnicodeWidthStr;

/// The terminal columns `text` takes.
///
/// ```ignore
/// assert_eq!(width("region"), 6);
/// assert_eq!(width("编号"), 4);
/// ```
pub fn width(text: &str) -> usize {
    UnicodeWidthStr::width(text)
}

/// `text` followed by spaces up to `columns` (as `{:<columns$}`, by display width).
pub fn left(text: &str, columns: usize) -> String {
    format!("{text}{}", " ".repeat(columns.saturating_sub(width(text))))
}

/// `text` after spaces up to `columns` (as `{:>columns$}`, by display width).
pub fn right(text: &str, columns: usize) -> String {
    format!("{}{text}", " ".repeat(columns.saturating_sub(width(text))))
}

/// Each column's width: as wide as its figures (`figures[i]` columns) or its heading, whichever
/// is wider on screen.
///
/// ```ignore
/// assert_eq!(columns(&[6, 3], &["编号编号".into(), "ab".into()]), vec![8, 3]);
/// ```
pub fn columns(figures: &[usize], heads: &[String]) -> Vec<usize> {
    figures
        .iter()
        .zip(heads)
        .map(|(&w, h)| w.max(width(h)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chinese_characters_take_two_columns() {
        assert_eq!(width("region"), 6);
        assert_eq!(width("编号"), 4);
        assert_eq!(left("编号", 6), "编号  ");
        assert_eq!(right("编号", 6), "  编号");
        assert_eq!(right("key 数", 9), "   key 数");
        // Wider than the column: left as it is, as `format!` does.
        assert_eq!(left("起始键名", 5), "起始键名");
        assert_eq!(
            columns(&[6, 3], &["编号编号".into(), "ab".into()]),
            vec![8, 3]
        );
    }
}
