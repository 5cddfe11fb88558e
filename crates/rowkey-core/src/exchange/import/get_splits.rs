//! `get_splits`: the HBase shell's printed keys and its `=> [...]` array, checked against each
//! other.

use super::{
    is_prompt, is_took, kept_keys, line_col, lines, offset_in, too_many_keys, ImportError,
    ImportErrorKind, EMPTY_KEY,
};
use crate::hbase::shell::ruby_literal_to_bytes;
use crate::hbase::split::MAX_SPLIT_KEYS;
use crate::hbase::{to_bytes_binary, to_string_binary};
use crate::i18n::catalogue::import as msg;
use crate::i18n::Arg;

/// Keys, each with the byte offset of the text it was read from.
type Located = Vec<(usize, Vec<u8>)>;

pub(super) fn get_splits(text: &str) -> Result<Vec<Vec<u8>>, ImportError> {
    const TOTAL: &str = "Total number of splits =";
    let mut total: Option<(usize, u64)> = None;
    let mut printed: Vec<(usize, &str)> = Vec::new();
    let mut array: Option<Located> = None;
    let mut skip_until = 0;
    for (n, start, line) in lines(text) {
        if start < skip_until {
            // A line the `=>` list spread over: only what follows its `]` is left to check.
            let tail = &text[skip_until.min(start + line.len())..start + line.len()];
            if !tail.trim().is_empty() {
                return Err(ImportError::at(
                    text,
                    skip_until,
                    crate::msg!(msg::UNEXPECTED_AFTER_LIST, text = tail.trim()),
                ));
            }
            continue;
        }
        let t = line.trim();
        if t.is_empty() || is_prompt(t) || is_took(t) {
            continue;
        }
        if let Some(count) = t.strip_prefix(TOTAL) {
            if total.is_some() {
                return Err(ImportError::new(n, crate::msg!(msg::SECOND_TOTAL)));
            }
            if let Some(&(first, key)) = printed.first() {
                return Err(ImportError::new(
                    first,
                    crate::msg!(msg::KEY_BEFORE_TOTAL, key = key, total = TOTAL),
                ));
            }
            let count = count.trim().parse::<u64>().map_err(|_| {
                ImportError::new(n, crate::msg!(msg::NOT_A_COUNT, text = count.trim()))
            })?;
            total = Some((n, count));
            continue;
        }
        let array_start = if let Some(rest) = t.strip_prefix("=>") {
            let rest = rest.trim_start();
            if !rest.starts_with('[') {
                return Err(ImportError::at(
                    text,
                    start + offset_in(line, rest),
                    crate::msg!(msg::EXPECTED_LIST),
                ));
            }
            Some(start + offset_in(line, rest))
        } else if t.starts_with('[') {
            Some(start + offset_in(line, t))
        } else {
            None
        };
        if let Some(at) = array_start {
            if array.is_some() {
                return Err(ImportError::new(n, crate::msg!(msg::SECOND_LIST)));
            }
            let (keys, end) = ruby_array(text, at)?;
            array = Some(keys);
            skip_until = end;
            let line_end = start + line.len();
            if end <= line_end {
                let tail = &text[end..line_end];
                if !tail.trim().is_empty() {
                    return Err(ImportError::at(
                        text,
                        end,
                        crate::msg!(msg::UNEXPECTED_AFTER_LIST, text = tail.trim()),
                    ));
                }
            }
            continue;
        }
        if array.is_some() {
            return Err(ImportError::new(
                n,
                crate::msg!(msg::UNEXPECTED_AFTER_LIST, text = t),
            ));
        }
        if printed.len() >= MAX_SPLIT_KEYS {
            return Err(too_many_keys(n));
        }
        printed.push((n, t));
    }

    let (keys, had_empty) = match array {
        Some(mut listed) => {
            let had_empty = listed.first().is_some_and(|(_, k)| k.is_empty());
            if had_empty {
                listed.remove(0);
            }
            if let Some((at, _)) = listed.iter().find(|(_, k)| k.is_empty()) {
                return Err(ImportError::at(text, *at, crate::msg!(EMPTY_KEY))
                    .of(ImportErrorKind::EmptyKey));
            }
            check_printed(text, &printed, &listed)?;
            let keys = listed.into_iter().map(|(at, k)| (line_col(text, at).0, k));
            (kept_keys(keys)?, had_empty)
        }
        None => {
            if total.is_none() && printed.is_empty() {
                return Err(ImportError::new(1, crate::msg!(msg::NO_GET_SPLITS))
                    .of(ImportErrorKind::FormatNotFound));
            }
            let keys = kept_keys(printed.iter().map(|&(n, t)| (n, to_bytes_binary(t))))?;
            (keys, false)
        }
    };
    if let Some((n, count)) = total {
        let found = keys.len() as u64;
        // The shell counts regions: split keys + 1 (and, in shells that listed the first
        // region's empty start key, one more).
        if count != found + 1 && !(had_empty && count == found + 2) {
            return Err(ImportError::new(
                n,
                crate::msg!(
                    msg::TOTAL_MISMATCH,
                    total = TOTAL,
                    count = Arg::Int(count.into()),
                    keys = Arg::Int(count.saturating_sub(1).into()),
                    found = Arg::Int(found.into())
                ),
            )
            .of(ImportErrorKind::Inconsistent));
        }
    }
    Ok(keys)
}

/// The keys `puts` printed above the `=>` list must be the list's keys.
fn check_printed(
    text: &str,
    printed: &[(usize, &str)],
    listed: &[(usize, Vec<u8>)],
) -> Result<(), ImportError> {
    if printed.is_empty() {
        return Ok(());
    }
    if printed.len() != listed.len() {
        return Err(ImportError::new(
            printed[0].0,
            crate::msg!(
                msg::PRINTED_COUNT_MISMATCH,
                printed = Arg::Int(printed.len() as i128),
                listed = Arg::Int(listed.len() as i128)
            ),
        )
        .of(ImportErrorKind::Inconsistent));
    }
    for ((n, shown), (at, key)) in printed.iter().zip(listed) {
        let listed_text = to_string_binary(key);
        // A terminal paste loses the spaces around a line, so compare without them.
        if shown.trim() != listed_text.trim() {
            return Err(ImportError::new(
                *n,
                crate::msg!(
                    msg::PRINTED_DIFFERS,
                    shown = *shown,
                    listed = listed_text,
                    line = Arg::Int(line_col(text, *at).0 as i128)
                ),
            )
            .of(ImportErrorKind::Inconsistent));
        }
    }
    Ok(())
}

/// A Ruby array of string literals starting at `text[start] == '['`: each key (through
/// [`ruby_literal_to_bytes`], so Ruby's escaping is undone before toBytesBinary) with the offset
/// of its literal, and the offset just after the `]`.
fn ruby_array(text: &str, start: usize) -> Result<(Located, usize), ImportError> {
    let bytes = text.as_bytes();
    let mut keys = Vec::new();
    let mut pos = start + 1;
    let skip_ws = |mut p: usize| {
        while p < bytes.len() && bytes[p].is_ascii_whitespace() {
            p += 1;
        }
        p
    };
    loop {
        pos = skip_ws(pos);
        match bytes.get(pos) {
            None => {
                return Err(ImportError::at(
                    text,
                    start,
                    crate::msg!(msg::LIST_NOT_CLOSED),
                ))
            }
            Some(b']') => return Ok((keys, pos + 1)),
            Some(&q @ (b'"' | b'\'')) => {
                let mut end = pos + 1;
                loop {
                    match bytes.get(end) {
                        None => {
                            return Err(ImportError::at(
                                text,
                                pos,
                                crate::msg!(msg::UNTERMINATED_QUOTE),
                            ))
                        }
                        Some(b'\\') => end += 2,
                        Some(&c) if c == q => break,
                        Some(_) => end += 1,
                    }
                }
                let literal = &text[pos..=end];
                let key =
                    ruby_literal_to_bytes(literal).map_err(|e| ImportError::at(text, pos, e))?;
                if keys.len() >= MAX_SPLIT_KEYS {
                    return Err(too_many_keys(line_col(text, pos).0));
                }
                keys.push((pos, key));
                pos = skip_ws(end + 1);
                match bytes.get(pos) {
                    Some(b',') => pos += 1,
                    Some(b']') => return Ok((keys, pos + 1)),
                    None => {
                        return Err(ImportError::at(
                            text,
                            start,
                            crate::msg!(msg::LIST_NOT_CLOSED),
                        ))
                    }
                    Some(_) => {
                        return Err(ImportError::at(text, pos, crate::msg!(msg::EXPECTED_COMMA)))
                    }
                }
            }
            Some(_) => {
                return Err(ImportError::at(
                    text,
                    pos,
                    crate::msg!(msg::EXPECTED_QUOTED_KEY),
                ))
            }
        }
    }
}
