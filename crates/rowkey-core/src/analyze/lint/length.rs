//! `key-length`: long keys cost memory in every cell; HBase refuses the longest.

use super::{int, msg, Cx, Lint, Severity};
use crate::i18n::{Arg, Message};
use crate::limits::MAX_KEY_LENGTH;

const RULE: &str = "key-length";
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
        Message::new(msg::LENGTH_FIXED).arg("len", int(ks_max))
    } else {
        Message::new(msg::LENGTH_RANGE)
            .arg("min", int(ks_min))
            .arg("max", int(ks_max))
    };
    if let Some(o) = observed {
        text = Message::new(msg::LENGTH_OBSERVED)
            .arg("lengths", text)
            .arg("mean", format!("{:.1}", o.mean_len))
            .arg("longest", int(o.max_len))
            .arg("total", Arg::Bytes((ROWS * o.mean_len).round() as u64));
    }
    let (severity, message, why) = if hard > MAX_KEY_LENGTH {
        (
            Severity::Error,
            Message::new(msg::LENGTH_OVER_LIMIT)
                .arg("len", int(hard))
                .arg("limit", int(MAX_KEY_LENGTH))
                .arg("lengths", text),
            Message::new(msg::LENGTH_OVER_LIMIT_WHY).arg("limit", int(MAX_KEY_LENGTH)),
        )
    } else if longest > LONG {
        (
            Severity::Warning,
            Message::new(msg::LENGTH_LONG)
                .arg("long", int(LONG))
                .arg("lengths", text),
            Message::new(msg::LENGTH_LONG_WHY)
                .arg("long", int(LONG))
                .arg("ideal", int(IDEAL)),
        )
    } else if longest > IDEAL {
        (
            Severity::Info,
            Message::new(msg::LENGTH_OVER_IDEAL)
                .arg("ideal", int(IDEAL))
                .arg("lengths", text),
            Message::new(msg::LENGTH_OVER_IDEAL_WHY),
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
