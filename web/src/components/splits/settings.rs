//! The split settings as the panel edits them: the algorithms it offers, which inputs each
//! uses, whether HBase would accept the values, and the drafts of inputs the design refused.

use rowkey_core::design::{SplitAlgorithm, Splits, MAX_REGIONS};
use rowkey_core::hbase::split::{create_table_splits, split_algorithm};
use rowkey_core::hbase::{to_bytes_binary, to_string_binary};

/// Bytes of split keys the page computes on its own thread (the checks here, the exports). The
/// split algorithms make keys about as long as their bounds, one per region, so huge bounds
/// with many regions would take gigabytes and freeze the page; larger sets are left to the
/// analysis in the worker, which says what is wrong without taking the page with it.
pub const PAGE_SPLIT_BYTES: u64 = 16 << 20;

/// About how many bytes the split keys of `s` take: regions × (the longest bound + the cost
/// of a key). An upper bound for `hexstring`, `decimal`, `uniform` and `range`.
pub fn split_bytes_estimate(s: &Splits) -> u64 {
    let longest = [&s.first, &s.last, &s.start, &s.end]
        .into_iter()
        .filter_map(|b| b.as_ref().map(String::len))
        .max()
        .unwrap_or(0) as u64;
    u64::from(s.regions).saturating_mul(longest.saturating_add(24))
}

/// Every algorithm: its value in the select (and the design JSON), its label, and one line on
/// what it does.
pub(super) const ALGORITHMS: [(SplitAlgorithm, &str, &str, &str); 9] = [
    (
        SplitAlgorithm::None,
        "none",
        "none (one region)",
        "One region, no split keys: the table starts unsplit and HBase splits it as it grows.",
    ),
    (
        SplitAlgorithm::HexString,
        "hexstring",
        "hexstring (HexStringSplit)",
        "RegionSplitter HexStringSplit over 00000000..FFFFFFFF (or first..last): even cuts of \
         hex-text keys, lowercase, padded to the last row's width.",
    ),
    (
        SplitAlgorithm::Decimal,
        "decimal",
        "decimal (DecimalStringSplit)",
        "RegionSplitter DecimalStringSplit over 00000000..99999999 (or first..last): even cuts of \
         decimal-text keys.",
    ),
    (
        SplitAlgorithm::Uniform,
        "uniform",
        "uniform (UniformSplit)",
        "RegionSplitter UniformSplit: even cuts of 8 raw bytes over \"\"..\\xFF\u{d7}8, for keys whose \
         leading bytes are uniformly random.",
    ),
    (
        SplitAlgorithm::Range,
        "range",
        "range (createTable start, end, n)",
        "Admin.createTable(start, end, n) (Bytes.split, start and end included: only n-2 regions \
         cover start..end).",
    ),
    (
        SplitAlgorithm::Salt,
        "salt",
        "salt (one region per bucket)",
        "One region per bucket of the leading salt/hash segment (buckets grouped evenly when there \
         are more buckets than regions).",
    ),
    (
        SplitAlgorithm::Quantile,
        "quantile",
        "quantile (from the sample)",
        "From the sorted sample: every (count / regions)th distinct key (HashChoreWoker).",
    ),
    (
        SplitAlgorithm::Explicit,
        "explicit",
        "explicit (your keys)",
        "The split keys you give: one toStringBinary key per line, or imported from get_splits, \
         list_regions, a SPLITS_FILE or the REST API.",
    ),
    (
        SplitAlgorithm::Auto,
        "auto",
        "auto (even over the keyspace)",
        "Even over the keyspace this template can produce: no dead regions, equal expected shares.",
    ),
];

/// An input of the panel (which one an error belongs to).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Field {
    Regions,
    First,
    Last,
    Start,
    End,
}

/// Inputs that hold text the design refused, each with why. They only apply while the design
/// is still `base`: a preset or a link loaded since replaces them with the design's values.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Drafts {
    /// The settings the drafts were typed against.
    pub(super) base: Option<Splits>,
    /// Each refused input: its text and why.
    pub(super) items: Vec<(Field, String, String)>,
}

impl Drafts {
    pub(super) fn active(&self, splits: &Splits) -> &[(Field, String, String)] {
        if self.base.as_ref() == Some(splits) {
            &self.items
        } else {
            &[]
        }
    }
}

pub(super) fn algo_name(a: SplitAlgorithm) -> &'static str {
    ALGORITHMS
        .iter()
        .find(|(x, ..)| *x == a)
        .map_or("none", |(_, v, ..)| v)
}

pub(super) fn algo_from_value(v: &str) -> Option<SplitAlgorithm> {
    ALGORITHMS
        .iter()
        .find(|(_, name, ..)| *name == v)
        .map(|(a, ..)| *a)
}

/// Does `algo` use the region count?
pub(super) fn uses_regions(algo: SplitAlgorithm) -> bool {
    !matches!(algo, SplitAlgorithm::None | SplitAlgorithm::Explicit)
}

/// The RegionSplitter name of the algorithms that take first / last rows.
pub(super) fn splitter_name(algo: SplitAlgorithm) -> Option<&'static str> {
    match algo {
        SplitAlgorithm::HexString => Some("hexstring"),
        SplitAlgorithm::Decimal => Some("decimal"),
        SplitAlgorithm::Uniform => Some("uniform"),
        _ => None,
    }
}

/// Would HBase accept these settings? Checks what needs no compiled template (RegionSplitter
/// and createTable); `salt`, `quantile` and `auto` are checked by the analysis. A range with a
/// key still missing is not refused here: the user is typing the other one.
pub(super) fn check(s: &Splits) -> Result<(), String> {
    if uses_regions(s.algorithm) && !(1..=MAX_REGIONS).contains(&s.regions) {
        return Err(format!(
            "regions must be a whole number from 1 to {MAX_REGIONS}"
        ));
    }
    let regions = i32::try_from(s.regions).unwrap_or(i32::MAX);
    if split_bytes_estimate(s) > PAGE_SPLIT_BYTES {
        // Too large to try here: the analysis computes them, or says why it cannot.
        return Ok(());
    }
    if let Some(name) = splitter_name(s.algorithm) {
        let Some(mut algo) = split_algorithm(name) else {
            return Ok(());
        };
        if let Some(first) = &s.first {
            algo.set_first_row(first).map_err(|e| e.to_string())?;
        }
        if let Some(last) = &s.last {
            algo.set_last_row(last).map_err(|e| e.to_string())?;
        }
        algo.split(regions).map_err(|e| e.to_string())?;
    } else if s.algorithm == SplitAlgorithm::Range {
        if let (Some(start), Some(end)) = (&s.start, &s.end) {
            create_table_splits(&to_bytes_binary(start), &to_bytes_binary(end), regions)
                .map_err(|e| e.to_string())?;
        }
    }
    Ok(())
}

/// What the current settings still lack or break, to show under the inputs.
pub(super) fn problem(s: &Splits) -> Option<String> {
    if s.algorithm == SplitAlgorithm::Range && (s.start.is_none() || s.end.is_none()) {
        return Some(
            "range needs a start and an end key (toStringBinary), e.g. 0000 and ffff".into(),
        );
    }
    check(s).err()
}

/// The settings with `field` set from `text`, or why `text` is not a value for it.
pub(super) fn with_field(s: &Splits, field: Field, text: &str) -> Result<Splits, String> {
    let mut out = s.clone();
    let opt = |t: &str| (!t.is_empty()).then(|| t.to_owned());
    match field {
        Field::Regions => match text.trim().parse::<u32>() {
            Ok(n) if (1..=MAX_REGIONS).contains(&n) => out.regions = n,
            _ => {
                return Err(format!(
                    "regions must be a whole number from 1 to {MAX_REGIONS}, got `{}`",
                    text.trim()
                ))
            }
        },
        Field::First => out.first = opt(text),
        Field::Last => out.last = opt(text),
        Field::Start => out.start = opt(text),
        Field::End => out.end = opt(text),
    }
    Ok(out)
}

/// The design's value of `field`, as the input shows it.
pub(super) fn field_text(s: &Splits, field: Field) -> String {
    match field {
        Field::Regions => s.regions.to_string(),
        Field::First => s.first.clone().unwrap_or_default(),
        Field::Last => s.last.clone().unwrap_or_default(),
        Field::Start => s.start.clone().unwrap_or_default(),
        Field::End => s.end.clone().unwrap_or_default(),
    }
}

/// Explicit settings for these keys; the region count follows them, so that switching to
/// another algorithm afterwards keeps the same number of regions.
pub(super) fn explicit_splits(base: &Splits, keys: &[Vec<u8>]) -> Splits {
    let mut s = base.clone();
    s.algorithm = SplitAlgorithm::Explicit;
    s.keys = keys.iter().map(|k| to_string_binary(k)).collect();
    s.regions = u32::try_from(keys.len() + 1)
        .unwrap_or(MAX_REGIONS)
        .clamp(1, MAX_REGIONS);
    s
}

pub(super) fn design_key_bytes(s: &Splits) -> Vec<Vec<u8>> {
    s.keys.iter().map(|k| to_bytes_binary(k)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn huge_bounds_are_not_split_in_the_page() {
        let mut s = Splits {
            algorithm: SplitAlgorithm::HexString,
            regions: MAX_REGIONS,
            ..Splits::default()
        };
        assert!(split_bytes_estimate(&s) <= PAGE_SPLIT_BYTES);
        s.first = Some("0".repeat(10_000));
        s.last = Some("f".repeat(10_000));
        assert!(split_bytes_estimate(&s) > PAGE_SPLIT_BYTES);
        // Checked without computing 65,536 keys of 10,000 characters.
        assert_eq!(check(&s), Ok(()));
    }

    #[test]
    fn checks_and_keeps_previous() {
        let mut s = Splits {
            algorithm: SplitAlgorithm::HexString,
            ..Splits::default()
        };
        assert!(with_field(&s, Field::Regions, "0").is_err());
        assert!(with_field(&s, Field::Regions, "65537").is_err());
        assert!(with_field(&s, Field::Regions, "abc").is_err());
        assert_eq!(
            with_field(&s, Field::Regions, "8").map(|s| s.regions),
            Ok(8)
        );
        let bad = with_field(&s, Field::First, "xyz").unwrap_or_default();
        assert!(check(&bad).is_err());
        s.algorithm = SplitAlgorithm::Range;
        s.regions = 2;
        s.start = Some("0".into());
        s.end = Some("f".into());
        assert!(check(&s).is_err());
        s.regions = 10;
        assert!(check(&s).is_ok());
        s.end = None;
        assert!(check(&s).is_ok());
        assert!(problem(&s).is_some());
    }
}
