//! `pattern("…")`: its text compiled to pieces, and the length of what it makes.

use super::types::PatternPiece;
use crate::i18n::Message;

/// Compile a pattern; errors give a message and a byte offset into the unescaped text.
pub(super) fn compile_pattern(source: &str) -> Result<Vec<PatternPiece>, (Message, usize)> {
    let mut pieces = Vec::new();
    let mut lit = String::new();
    let mut chars = source.char_indices();
    while let Some((i, c)) = chars.next() {
        let piece = match c {
            '#' => PatternPiece::Digit,
            '?' => PatternPiece::Lower,
            '*' => PatternPiece::Alnum,
            '\\' => match chars.next() {
                Some((_, e)) => {
                    lit.push(e);
                    continue;
                }
                None => {
                    return Err((
                        crate::msg!(crate::i18n::catalogue::generator::PATTERN_LONE_BACKSLASH),
                        i,
                    ))
                }
            },
            c => {
                lit.push(c);
                continue;
            }
        };
        if !lit.is_empty() {
            pieces.push(PatternPiece::Literal(std::mem::take(&mut lit)));
        }
        pieces.push(piece);
    }
    if !lit.is_empty() {
        pieces.push(PatternPiece::Literal(lit));
    }
    Ok(pieces)
}

/// Characters of every value the pattern makes.
pub(super) fn pattern_len(pieces: &[PatternPiece]) -> usize {
    pieces
        .iter()
        .map(|p| match p {
            PatternPiece::Literal(s) => s.chars().count(),
            _ => 1,
        })
        .sum()
}
