//! `splits`: split keys HBase refuses (empty, duplicate) or silently reorders (unsorted).

use super::{int, msg, Cx, Lint, Rule, Severity};
use crate::hbase::to_string_binary;

const RULE: Rule = Rule::Splits;

/// The checks `Admin.createTable` makes on the split keys (after sorting them), plus the order
/// they were given in.
pub(super) fn splits(cx: &Cx<'_>) -> Vec<Lint> {
    let keys = cx.input.split_keys;
    let mut out = Vec::new();
    if let Some(i) = keys.iter().position(Vec::is_empty) {
        out.push(Lint::new(
            RULE,
            Severity::Error,
            crate::msg!(msg::SPLIT_EMPTY, n = int(i + 1)),
            crate::msg!(msg::SPLIT_EMPTY_WHY),
            None,
        ));
    }
    let mut sorted: Vec<&Vec<u8>> = keys.iter().filter(|k| !k.is_empty()).collect();
    crate::order::sort(&mut sorted);
    if let Some(w) = sorted.windows(2).find(|w| w[0] == w[1]) {
        let k = to_string_binary(w[0]);
        let count = keys.iter().filter(|x| *x == w[0]).count();
        out.push(Lint::new(
            RULE,
            Severity::Error,
            crate::msg!(msg::SPLIT_DUPLICATE, key = k.as_str(), count = int(count)),
            crate::msg!(msg::SPLIT_DUPLICATE_WHY, key = k),
            None,
        ));
    }
    if let Some(i) = keys.windows(2).position(|w| w[0] > w[1]) {
        out.push(Lint::new(
            RULE,
            Severity::Warning,
            crate::msg!(
                msg::SPLIT_UNSORTED,
                i = int(i + 1),
                a = to_string_binary(&keys[i]),
                j = int(i + 2),
                b = to_string_binary(&keys[i + 1])
            ),
            crate::msg!(msg::SPLIT_UNSORTED_WHY),
            None,
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::testutil::{design, run_with, Shown};
    use super::*;

    fn check(keys: &[&[u8]]) -> Vec<Shown> {
        let keys: Vec<Vec<u8>> = keys.iter().map(|k| k.to_vec()).collect();
        run_with(&design("{id}", &[("id", "uuid()")]), &keys, None, splits)
    }

    #[test]
    fn good_split_keys() {
        assert!(check(&[]).is_empty());
        assert!(check(&[b"a", b"b", b"\xff"]).is_empty());
    }

    #[test]
    fn empty_duplicate_and_unsorted() {
        let l = check(&[b"b", b"", b"a"]);
        assert_eq!(l.len(), 2);
        assert_eq!(
            (l[0].severity, l[0].message.as_str()),
            (Severity::Error, "split key #2 is empty")
        );
        assert_eq!(l[1].severity, Severity::Warning);
        assert_eq!(
            l[1].message,
            "split keys are not sorted: #1 'b' comes before #2 ''"
        );
        let l = check(&[b"a", b"\xff", b"\xff"]);
        assert_eq!(l.len(), 1);
        assert_eq!(l[0].message, "split key '\\xFF' is given 2 times");
        assert!(l[0].why.contains("found duplicate: \\xFF, \\xFF"));
        // Unsigned byte order: 0x80 sorts after 0x7f.
        assert!(check(&[b"\x7f", b"\x80"]).is_empty());
        let l = check(&[b"\x80", b"\x7f"]);
        assert_eq!(
            l[0].message,
            "split keys are not sorted: #1 '\\x80' comes before #2 '\\x7F'"
        );
    }
}
