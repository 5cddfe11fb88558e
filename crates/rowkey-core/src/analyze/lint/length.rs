//! `key-length`: long keys cost memory in every cell; HBase refuses the longest.

use super::{int, msg, Cx, Lint, Rule, Severity};
use crate::i18n::Arg;
use crate::limits::MAX_KEY_LENGTH;

const RULE: Rule = Rule::KeyLength;
/// Above this a key is bad (the articles' limit).
const LONG: usize = 100;
/// At most this is ideal.
const IDEAL: usize = 16;
/// The row count the memory estimate is given for.
const ROWS: f64 = 100_000_000.0;

/// Judge the longest key: the sample's when it was run (what the data really makes), else the
/// longest the template can make. The hard limit is checked against both, since a sample can miss
/// the longest values.
pub(super) fn key_length(cx: &Cx<'_>) -> Vec<Lint> {
    let (ks_min, ks_max) = cx.input.keyspace.lang().len_range();
    let observed = cx.input.observed.filter(|o| o.keys > 0);
    let longest = observed.map_or(ks_max, |o| o.max_len);
    let hard = ks_max.max(longest);
    let mut text = if ks_min == ks_max {
        crate::msg!(msg::LENGTH_FIXED, len = int(ks_max))
    } else {
        crate::msg!(msg::LENGTH_RANGE, min = int(ks_min), max = int(ks_max))
    };
    if let Some(o) = observed {
        text = crate::msg!(
            msg::LENGTH_OBSERVED,
            lengths = text,
            mean = format!("{:.1}", o.mean_len),
            longest = int(o.max_len),
            total = Arg::Bytes((ROWS * o.mean_len).round() as u64)
        );
    }
    let (severity, message, why) = if hard > MAX_KEY_LENGTH {
        (
            Severity::Error,
            crate::msg!(
                msg::LENGTH_OVER_LIMIT,
                len = int(hard),
                limit = int(MAX_KEY_LENGTH),
                lengths = text
            ),
            crate::msg!(msg::LENGTH_OVER_LIMIT_WHY, limit = int(MAX_KEY_LENGTH)),
        )
    } else if longest > LONG {
        (
            Severity::Warning,
            crate::msg!(msg::LENGTH_LONG, long = int(LONG), lengths = text),
            crate::msg!(msg::LENGTH_LONG_WHY, long = int(LONG), ideal = int(IDEAL)),
        )
    } else if longest > IDEAL {
        (
            Severity::Info,
            crate::msg!(msg::LENGTH_OVER_IDEAL, ideal = int(IDEAL), lengths = text),
            crate::msg!(msg::LENGTH_OVER_IDEAL_WHY),
        )
    } else {
        return Vec::new();
    };
    vec![Lint::new(RULE, severity, message, why, None)]
}

#[cfg(test)]
mod tests {
    use super::super::testutil::{design, run, run_with};
    use super::super::Observed;
    use super::*;

    #[test]
    fn short_fixed_keys_are_fine() {
        assert!(run(
            "{ts | i64}{seq | i32}",
            &[("ts", "seq(1, 1)"), ("seq", "int(0, 9)")],
            key_length
        )
        .is_empty());
    }

    #[test]
    fn over_sixteen_bytes_is_info() {
        let l = run("{id}", &[("id", "uuid()")], key_length);
        assert_eq!(l.len(), 1);
        assert_eq!(l[0].severity, Severity::Info);
        assert_eq!(
            l[0].message,
            "keys are longer than 16 bytes: keys are 36 bytes"
        );
        assert!(l[0].why.contains("~8 GB"));
    }

    #[test]
    fn observed_lengths_and_memory_estimate() {
        let d = design("{id}_{n}", &[("id", "text(100, 140)"), ("n", "seq(1, 1)")]);
        let observed = Observed {
            keys: 1000,
            mean_len: 125.0,
            max_len: 146,
            collisions: 0,
        };
        let l = run_with(&d, &[], Some(observed), key_length);
        assert_eq!(l[0].severity, Severity::Warning);
        assert!(
            l[0].message.contains("mean 125.0, longest 146"),
            "{}",
            l[0].message
        );
        assert!(l[0].message.contains("12.5 GB"), "{}", l[0].message);
        // The sample decides below the hard limit: short observed keys are only info.
        let short = Observed {
            keys: 10,
            mean_len: 20.0,
            max_len: 30,
            collisions: 0,
        };
        let l = run_with(&d, &[], Some(short), key_length);
        assert_eq!(l[0].severity, Severity::Info);
    }

    #[test]
    fn over_the_hbase_limit_is_an_error() {
        let l = run(
            "{id | pad(32000)}{id | pad(1000)}",
            &[("id", "seq(1, 1)")],
            key_length,
        );
        assert_eq!(l[0].severity, Severity::Error);
        assert!(l[0]
            .message
            .starts_with("keys can be 33000 bytes, over HBase's limit of 32767"));
    }
}
