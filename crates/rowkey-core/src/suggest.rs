//! "Did you mean …?": the one rule for which known name a mistyped one most likely meant, used
//! for generators, template functions and transforms, CSV columns and query bindings alike.

/// The closest of `candidates` to `word`, compared without case, if it is close enough to be a
/// likely typo: at most 2 edits, or a third of the candidate's length for long names, and fewer
/// edits than the candidate has characters (so `x` never "means" `a`). Ties go to the earlier
/// candidate.
///
/// ```
/// use rowkey_core::suggest::closest;
/// let names = ["seq", "int", "timestamp", "hexstr"];
/// assert_eq!(closest("sequ", names), Some("seq"));
/// assert_eq!(closest("TIMSTAMP", names), Some("timestamp"));
/// assert_eq!(closest("hexstring", names), None);
/// ```
pub fn closest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let lower = word.to_ascii_lowercase();
    candidates
        .into_iter()
        .map(|c| (edit_distance(&lower, &c.to_ascii_lowercase()), c))
        .filter(|&(d, c)| {
            let len = c.chars().count();
            d <= 2.max(len / 3) && d < len
        })
        .min_by_key(|&(d, _)| d)
        .map(|(_, c)| c)
}

/// The Levenshtein distance between `a` and `b`, counted in chars (names are short, so the
/// quadratic table is fine).
///
/// ```
/// assert_eq!(rowkey_core::suggest::edit_distance("kitten", "sitting"), 3);
/// ```
pub fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1; b.len() + 1];
        for (j, &cb) in b.iter().enumerate() {
            let cost = usize::from(ca != cb);
            cur[j + 1] = (prev[j] + cost).min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        prev = cur;
    }
    prev[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distance_counts_chars_not_bytes() {
        assert_eq!(edit_distance("é", "e"), 1);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("abc", "abc"), 0);
    }

    #[test]
    fn long_names_allow_more_edits() {
        // 3 edits from a 9-char name is a third of it: close enough.
        assert_eq!(closest("tmstamp", ["timestamp"]), Some("timestamp"));
        assert_eq!(edit_distance("tmstmp", "timestamp"), 3);
        assert_eq!(closest("tmstmp", ["timestamp"]), Some("timestamp"));
        // …but not 3 edits from a 6-char one.
        assert_eq!(closest("hexstring", ["hexstr"]), None);
    }

    #[test]
    fn one_letter_names_need_an_exact_match_but_for_case() {
        assert_eq!(closest("b", ["a"]), None);
        assert_eq!(closest("A", ["a"]), Some("a"));
    }

    #[test]
    fn nearest_wins_and_ties_go_first() {
        assert_eq!(closest("md6", ["md5", "mod"]), Some("md5"));
        assert_eq!(closest("ab", ["ac", "ad"]), Some("ac"));
    }
}
