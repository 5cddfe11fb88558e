//! The splits panel's check of its settings: whether HBase's RegionSplitter accepts them (it
//! makes the split keys to find out), and the algorithm's default first and last rows. Both
//! need the split algorithms' big-number arithmetic, which the page's own wasm does not carry.

use rowkey_core::design::{RegionSplitter, SplitSetting, SplitSettingsError, Splits};
use rowkey_core::hbase::split::split_algorithm;
use rowkey_protocol::SplitCheck;

/// What RegionSplitter says of `s`: nothing when the keys would be too large to make here or
/// the algorithm is not one of HBase's (`salt`, `quantile` and `auto` need the analysis).
fn splitter_check(s: &Splits) -> Result<(), SplitSettingsError> {
    if s.bytes_estimate() > Splits::QUICK_SPLIT_BYTES {
        return Ok(());
    }
    RegionSplitter::of(s).map_or(Ok(()), |r| r.split_keys().map(drop))
}

/// The `split-check` answer for `splits`, with `splits` as asked (so the page shows an answer
/// only for the settings it has).
pub(super) fn check(splits: &Splits) -> SplitCheck {
    let (error, missing) = match splitter_check(splits) {
        Ok(()) => (None, false),
        Err(e) => (
            Some(e.message(SplitSetting::described)),
            matches!(e, SplitSettingsError::MissingRangeKey { .. }),
        ),
    };
    let rows = splits
        .algorithm
        .uses(SplitSetting::First)
        .then(|| split_algorithm(splits.algorithm.name()))
        .flatten()
        .map(|a| (a.row_to_str(&a.first_row()), a.row_to_str(&a.last_row())));
    SplitCheck {
        splits: splits.clone(),
        error,
        missing,
        rows,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rowkey_core::design::{SplitAlgorithm, MAX_REGIONS};

    #[test]
    fn refusals_and_defaults_are_the_splitters() {
        let mut s = Splits {
            algorithm: SplitAlgorithm::HexString,
            regions: 4,
            ..Splits::default()
        };
        let ok = check(&s);
        assert_eq!(ok.error, None);
        assert_eq!(ok.rows, Some(("00000000".into(), "ffffffff".into())));
        assert!(ok.is_for(&s));
        s.first = Some("xyz".into());
        let bad = check(&s);
        let expected = RegionSplitter::of(&s)
            .and_then(|r| r.split_keys().err())
            .map(|e| e.message(SplitSetting::described));
        assert!(expected.is_some());
        assert_eq!(bad.error, expected);
        assert!(!bad.missing);
        s.algorithm = SplitAlgorithm::Range;
        s.start = Some("0".into());
        let missing = check(&s);
        assert!(missing.missing);
        assert!(missing.error.is_some());
        assert_eq!(missing.rows, None);
    }

    #[test]
    fn huge_bounds_are_not_split_for_a_check() {
        let mut s = Splits {
            algorithm: SplitAlgorithm::HexString,
            regions: MAX_REGIONS,
            first: Some("0".repeat(10_000)),
            last: Some("f".repeat(10_000)),
            ..Splits::default()
        };
        // Checked without computing 65,536 keys of 10,000 characters.
        assert_eq!(check(&s).error, None);
        s.first = Some("0".into());
        s.last = Some("f".into());
        assert!(check(&s).error.is_some());
    }
}
