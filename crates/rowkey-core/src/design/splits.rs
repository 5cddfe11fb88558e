//! What the split settings of a design mean, in one place for every front end: the algorithms'
//! names (the design JSON's, the CLI's and the page's select), labels and descriptions, the
//! settings each one takes, and [`RegionSplitter`], the one way to run HBase's own algorithms
//! (`RegionSplitter` over first..last rows, `Admin.createTable(start, end, n)`) from settings.

use super::{DesignError, SplitAlgorithm, Splits};
use crate::hbase::split::{
    create_table_splits, split_algorithm, RegionSplitterAlgorithm, SplitError,
};
use crate::hbase::to_bytes_binary;
use crate::i18n::catalogue::splits as SP;
use crate::i18n::{Arg, Message};
use std::fmt;

/// One split setting of a design (`splits.<name>`), or of `rowkey split` (`--<name>`): what a
/// [`SplitSettingsError`] points at, and what [`SplitAlgorithmInfo::settings`] lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SplitSetting {
    /// The number of regions.
    Regions,
    /// RegionSplitter's first row.
    First,
    /// RegionSplitter's last row.
    Last,
    /// `range`'s start key (toStringBinary).
    Start,
    /// `range`'s end key (toStringBinary).
    End,
    /// `explicit`'s split keys (toStringBinary).
    Keys,
}

impl SplitSetting {
    /// The member's name in the design's `splits` (and the CLI flag without `--`).
    ///
    /// ```
    /// use rowkey_core::design::SplitSetting;
    /// assert_eq!(SplitSetting::First.name(), "first");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            SplitSetting::Regions => "regions",
            SplitSetting::First => "first",
            SplitSetting::Last => "last",
            SplitSetting::Start => "start",
            SplitSetting::End => "end",
            SplitSetting::Keys => "keys",
        }
    }

    /// The setting in words, as a sentence names it ("a start key").
    pub fn described(self) -> &'static str {
        match self {
            SplitSetting::Regions => "a region count",
            SplitSetting::First => "a first row",
            SplitSetting::Last => "a last row",
            SplitSetting::Start => "a start key",
            SplitSetting::End => "an end key",
            SplitSetting::Keys => "split keys",
        }
    }

    /// The design path of the setting, as [`DesignError::path`] gives it (`splits.first`).
    pub fn design_path(self) -> String {
        format!("splits.{}", self.name())
    }
}

/// A split algorithm for people: its name, label, one line on what it does and the settings it
/// takes. [`SPLIT_ALGORITHMS`] lists them all, in the order a menu shows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SplitAlgorithmInfo {
    /// The algorithm.
    pub algorithm: SplitAlgorithm,
    /// Its name in the design JSON, on the command line and in a select's value.
    pub name: &'static str,
    /// Its label in a menu.
    pub label: &'static str,
    /// One line on what it does.
    pub description: &'static str,
    /// The settings it reads (the others are kept, unused).
    pub settings: &'static [SplitSetting],
}

/// Every split algorithm, in menu order (the order of [`SplitAlgorithm`]'s variants).
///
/// ```
/// use rowkey_core::design::{SplitAlgorithm, SPLIT_ALGORITHMS};
/// assert_eq!(SPLIT_ALGORITHMS.len(), 9);
/// assert!(SPLIT_ALGORITHMS.iter().all(|i| SplitAlgorithm::from_name(i.name) == Some(i.algorithm)));
/// ```
pub const SPLIT_ALGORITHMS: [SplitAlgorithmInfo; 9] = {
    use SplitSetting::{End, First, Keys, Last, Regions, Start};
    [
        SplitAlgorithmInfo {
            algorithm: SplitAlgorithm::None,
            name: "none",
            label: "none (one region)",
            description: "One region, no split keys: the table starts unsplit and HBase splits it \
                          as it grows.",
            settings: &[],
        },
        SplitAlgorithmInfo {
            algorithm: SplitAlgorithm::HexString,
            name: "hexstring",
            label: "hexstring (HexStringSplit)",
            description: "RegionSplitter HexStringSplit over 00000000..FFFFFFFF (or first..last): \
                          even cuts of hex-text keys, lowercase, padded to the last row's width.",
            settings: &[Regions, First, Last],
        },
        SplitAlgorithmInfo {
            algorithm: SplitAlgorithm::Decimal,
            name: "decimal",
            label: "decimal (DecimalStringSplit)",
            description: "RegionSplitter DecimalStringSplit over 00000000..99999999 (or \
                          first..last): even cuts of decimal-text keys.",
            settings: &[Regions, First, Last],
        },
        SplitAlgorithmInfo {
            algorithm: SplitAlgorithm::Uniform,
            name: "uniform",
            label: "uniform (UniformSplit)",
            description: "RegionSplitter UniformSplit: even cuts of 8 raw bytes over \
                          \"\"..\\xFF\u{d7}8, for keys whose leading bytes are uniformly random.",
            settings: &[Regions, First, Last],
        },
        SplitAlgorithmInfo {
            algorithm: SplitAlgorithm::Range,
            name: "range",
            label: "range (createTable start, end, n)",
            description: "Admin.createTable(start, end, n) (Bytes.split, start and end included: \
                          only n-2 regions cover start..end).",
            settings: &[Regions, Start, End],
        },
        SplitAlgorithmInfo {
            algorithm: SplitAlgorithm::Salt,
            name: "salt",
            label: "salt (one region per bucket)",
            description: "One region per bucket of the leading salt/hash segment (buckets grouped \
                          evenly when there are more buckets than regions).",
            settings: &[Regions],
        },
        SplitAlgorithmInfo {
            algorithm: SplitAlgorithm::Quantile,
            name: "quantile",
            label: "quantile (from the sample)",
            description: "From the sorted sample: every (count / regions)th distinct key \
                          (HashChoreWoker).",
            settings: &[Regions],
        },
        SplitAlgorithmInfo {
            algorithm: SplitAlgorithm::Explicit,
            name: "explicit",
            label: "explicit (your keys)",
            description: "The split keys you give: one toStringBinary key per line, or imported \
                          from get_splits, list_regions, a SPLITS_FILE or the REST API.",
            settings: &[Keys],
        },
        SplitAlgorithmInfo {
            algorithm: SplitAlgorithm::Auto,
            name: "auto",
            label: "auto (even over the keyspace)",
            description: "Even over the keyspace this template can produce: no dead regions, \
                          equal expected shares.",
            settings: &[Regions],
        },
    ]
};

impl SplitAlgorithm {
    /// Its name: the design JSON's value (serde writes and reads the same), the CLI's argument
    /// and the page's select value.
    ///
    /// ```
    /// use rowkey_core::design::SplitAlgorithm;
    /// assert_eq!(SplitAlgorithm::HexString.name(), "hexstring");
    /// ```
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// The algorithm of a [`name`](SplitAlgorithm::name), exactly as written.
    ///
    /// ```
    /// use rowkey_core::design::SplitAlgorithm;
    /// assert_eq!(SplitAlgorithm::from_name("auto"), Some(SplitAlgorithm::Auto));
    /// assert_eq!(SplitAlgorithm::from_name("Auto"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<SplitAlgorithm> {
        SPLIT_ALGORITHMS
            .iter()
            .find(|i| i.name == name)
            .map(|i| i.algorithm)
    }

    /// Its row of [`SPLIT_ALGORITHMS`].
    ///
    /// ```
    /// use rowkey_core::design::{SplitAlgorithm, SplitSetting};
    /// assert!(SplitAlgorithm::Range.info().settings.contains(&SplitSetting::Start));
    /// ```
    pub fn info(self) -> &'static SplitAlgorithmInfo {
        // The table is in variant order; the test below keeps it so.
        &SPLIT_ALGORITHMS[self as usize]
    }

    /// Does it read `setting`?
    pub fn uses(self, setting: SplitSetting) -> bool {
        self.info().settings.contains(&setting)
    }
}

impl fmt::Display for SplitAlgorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// HBase's own split algorithms set up from split settings: `hexstring`, `decimal` and
/// `uniform` (RegionSplitter, over the first..last rows) and `range` (`Admin.createTable(start,
/// end, n)`). The CLI's `rowkey split`, the analysis and the page's checks all run it, so they
/// accept and refuse the same settings with the same messages.
///
/// ```
/// use rowkey_core::design::{RegionSplitter, SplitAlgorithm};
/// let s = RegionSplitter::new(SplitAlgorithm::Decimal, 3).unwrap().rows(None, Some("99"));
/// assert_eq!(s.split_keys().unwrap(), [b"33".to_vec(), b"66".to_vec()]);
/// assert!(RegionSplitter::new(SplitAlgorithm::Auto, 3).is_none());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegionSplitter<'a> {
    algorithm: SplitAlgorithm,
    regions: i32,
    first: Option<&'a str>,
    last: Option<&'a str>,
    start: Option<&'a str>,
    end: Option<&'a str>,
}

impl<'a> RegionSplitter<'a> {
    /// A splitter for `regions` regions (HBase's `int`: a count below 1 is refused as HBase
    /// refuses it), or `None` when `algorithm` is not one of HBase's (`salt`, `quantile`,
    /// `auto`, `explicit`, `none` need the compiled design: see `analyze::split_keys`).
    pub fn new(algorithm: SplitAlgorithm, regions: i32) -> Option<RegionSplitter<'a>> {
        matches!(
            algorithm,
            SplitAlgorithm::HexString
                | SplitAlgorithm::Decimal
                | SplitAlgorithm::Uniform
                | SplitAlgorithm::Range
        )
        .then_some(RegionSplitter {
            algorithm,
            regions,
            first: None,
            last: None,
            start: None,
            end: None,
        })
    }

    /// The splitter of a design's split settings, or `None` when the algorithm is not HBase's.
    /// Settings the algorithm does not take are ignored (the page keeps them for switching
    /// back).
    ///
    /// ```
    /// use rowkey_core::design::{RegionSplitter, SplitAlgorithm, Splits};
    /// let s = Splits { algorithm: SplitAlgorithm::HexString, regions: 4, ..Splits::default() };
    /// let keys = RegionSplitter::of(&s).unwrap().split_keys().unwrap();
    /// assert_eq!(keys[0], b"40000000");
    /// ```
    pub fn of(splits: &'a Splits) -> Option<RegionSplitter<'a>> {
        let regions = i32::try_from(splits.regions).unwrap_or(i32::MAX);
        Some(
            RegionSplitter::new(splits.algorithm, regions)?
                .rows(splits.first.as_deref(), splits.last.as_deref())
                .range(splits.start.as_deref(), splits.end.as_deref()),
        )
    }

    /// RegionSplitter's first and last rows (`-D split.algorithm.firstrow/lastrow`); `None`
    /// keeps the algorithm's default.
    pub fn rows(mut self, first: Option<&'a str>, last: Option<&'a str>) -> RegionSplitter<'a> {
        self.first = first;
        self.last = last;
        self
    }

    /// `range`'s start and end keys, in toStringBinary.
    pub fn range(mut self, start: Option<&'a str>, end: Option<&'a str>) -> RegionSplitter<'a> {
        self.start = start;
        self.end = end;
        self
    }

    /// The settings given that the algorithm does not read (`rowkey split` refuses them).
    ///
    /// ```
    /// use rowkey_core::design::{RegionSplitter, SplitAlgorithm, SplitSetting};
    /// let s = RegionSplitter::new(SplitAlgorithm::Range, 4).unwrap().rows(Some("0"), None);
    /// assert_eq!(s.unused_settings(), [SplitSetting::First]);
    /// ```
    pub fn unused_settings(&self) -> Vec<SplitSetting> {
        [
            (SplitSetting::First, self.first),
            (SplitSetting::Last, self.last),
            (SplitSetting::Start, self.start),
            (SplitSetting::End, self.end),
        ]
        .into_iter()
        .filter(|(s, v)| v.is_some() && !self.algorithm.uses(*s))
        .map(|(s, _)| s)
        .collect()
    }

    /// The split keys, exactly as HBase makes them, or why HBase (or this tool's limits) refuse
    /// the settings.
    ///
    /// # Errors
    ///
    /// A [`SplitSettingsError`] when a range lacks its start or end, or the algorithm refuses its
    /// settings (too few regions, bounds out of order, a bad number).
    ///
    /// ```
    /// use rowkey_core::design::{RegionSplitter, SplitAlgorithm, SplitSetting};
    /// let err = RegionSplitter::new(SplitAlgorithm::HexString, 2)
    ///     .unwrap()
    ///     .rows(Some("xyz"), None)
    ///     .split_keys()
    ///     .unwrap_err();
    /// assert_eq!(err.setting(), Some(SplitSetting::First));
    /// assert!(err.to_string().contains("is not a hexadecimal number"));
    /// ```
    pub fn split_keys(&self) -> Result<Vec<Vec<u8>>, SplitSettingsError> {
        if self.algorithm == SplitAlgorithm::Range {
            let (Some(start), Some(end)) = (self.start, self.end) else {
                let missing = if self.start.is_none() {
                    SplitSetting::Start
                } else {
                    SplitSetting::End
                };
                return Err(SplitSettingsError::MissingRangeKey { missing });
            };
            return create_table_splits(
                &to_bytes_binary(start),
                &to_bytes_binary(end),
                self.regions,
            )
            .map_err(|error| self.refused(None, error));
        }
        let Some(mut algo) = split_algorithm(self.algorithm.name()) else {
            // `new` only makes splitters for HBase's algorithms, and each has a RegionSplitter.
            return Ok(Vec::new());
        };
        self.configure(algo.as_mut())?;
        algo.split(self.regions)
            .map_err(|error| self.refused(None, error))
    }

    /// Sets the first and last rows on a RegionSplitter algorithm, in that order (as
    /// RegionSplitter does), each error pointing at its setting.
    fn configure(&self, algo: &mut dyn RegionSplitterAlgorithm) -> Result<(), SplitSettingsError> {
        if let Some(first) = self.first {
            algo.set_first_row(first)
                .map_err(|e| self.refused(Some(SplitSetting::First), e))?;
        }
        if let Some(last) = self.last {
            algo.set_last_row(last)
                .map_err(|e| self.refused(Some(SplitSetting::Last), e))?;
        }
        Ok(())
    }

    fn refused(&self, setting: Option<SplitSetting>, error: SplitError) -> SplitSettingsError {
        SplitSettingsError::Refused {
            algorithm: self.algorithm,
            regions: self.regions,
            setting,
            error,
        }
    }
}

/// Why split settings make no split keys. [`Display`](fmt::Display) is the one message every
/// front end shows; [`SplitSettingsError::setting`] says which input it belongs to (none: the
/// settings together).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SplitSettingsError {
    /// `range` without its start or end key.
    MissingRangeKey {
        /// The first of the two that is missing.
        missing: SplitSetting,
    },
    /// HBase refuses the settings (or they pass this tool's limits).
    Refused {
        /// The algorithm.
        algorithm: SplitAlgorithm,
        /// The regions asked for.
        regions: i32,
        /// The setting HBase refused while reading it, if it was one alone.
        setting: Option<SplitSetting>,
        /// What HBase throws.
        error: SplitError,
    },
}

impl SplitSettingsError {
    /// The setting the error belongs to, `None` for the settings together.
    pub fn setting(&self) -> Option<SplitSetting> {
        match self {
            SplitSettingsError::MissingRangeKey { missing } => Some(*missing),
            SplitSettingsError::Refused { setting, .. } => *setting,
        }
    }

    /// The HBase refusal, when it is one.
    pub fn hbase(&self) -> Option<&SplitError> {
        match self {
            SplitSettingsError::Refused { error, .. } => Some(error),
            SplitSettingsError::MissingRangeKey { .. } => None,
        }
    }

    /// The message with the settings named by `name` (the CLI names them `--start`, a sentence
    /// "a start key"): [`Display`](fmt::Display) is `message(SplitSetting::described)`.
    ///
    /// ```
    /// use rowkey_core::design::{RegionSplitter, SplitAlgorithm};
    /// let err = RegionSplitter::new(SplitAlgorithm::Range, 4).unwrap().split_keys().unwrap_err();
    /// let flags = err.message(|s| format!("--{}", s.name()));
    /// assert!(flags.starts_with("range needs --start and --end"), "{flags}");
    /// assert!(err.to_string().starts_with("range needs a start key and an end key"));
    /// ```
    pub fn message<N: fmt::Display>(&self, name: impl Fn(SplitSetting) -> N) -> String {
        let named = |s| name(s).to_string();
        match self {
            SplitSettingsError::MissingRangeKey { .. } => crate::msg!(
                SP::RANGE_NEEDS_KEYS_NAMED,
                start = named(SplitSetting::Start),
                end = named(SplitSetting::End)
            ),
            SplitSettingsError::Refused {
                algorithm: SplitAlgorithm::Uniform,
                regions,
                error: error @ SplitError::NonPositiveSplitCount { .. },
                ..
            } => crate::msg!(
                SP::UNIFORM_NO_SPLITS_NAMED,
                setting = named(SplitSetting::Regions),
                regions = Arg::Int((*regions).into()),
                // UniformSplit hands `regions - 1` to Bytes.split, whose message names that count.
                splits = Arg::Int(i128::from(*regions) - 1),
                error = error.to_message()
            ),
            SplitSettingsError::Refused { .. } => self.to_message(),
        }
        .to_string()
    }

    /// The message as a design names the settings ("a start key"), in the language it is read
    /// in: what [`Display`](fmt::Display) writes and a [`DesignError`] carries.
    pub fn to_message(&self) -> Message {
        match self {
            SplitSettingsError::MissingRangeKey { .. } => crate::msg!(SP::RANGE_NEEDS_KEYS),
            SplitSettingsError::Refused {
                algorithm: SplitAlgorithm::Uniform,
                regions,
                error: error @ SplitError::NonPositiveSplitCount { .. },
                ..
            } => crate::msg!(
                SP::UNIFORM_NO_SPLITS,
                regions = Arg::Int((*regions).into()),
                splits = Arg::Int(i128::from(*regions) - 1),
                error = error.to_message()
            ),
            SplitSettingsError::Refused { error, .. } => {
                crate::msg!(SP::REFUSED, error = error.to_message())
            }
        }
    }

    /// The error as the design reports it: at `splits.<setting>`, or at `splits`.
    pub fn to_design_error(&self) -> DesignError {
        let path = self
            .setting()
            .map_or_else(|| "splits".to_owned(), SplitSetting::design_path);
        DesignError::new(self.kind(), path, self.to_message())
    }

    /// What kind of problem it is: a range key left out, or settings HBase refuses.
    pub fn kind(&self) -> crate::ErrorKind {
        match self {
            SplitSettingsError::MissingRangeKey { .. } => crate::ErrorKind::Missing,
            SplitSettingsError::Refused { .. } => crate::ErrorKind::InvalidSplits,
        }
    }
}

impl fmt::Display for SplitSettingsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_message())
    }
}

impl std::error::Error for SplitSettingsError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_follows_variant_order_and_serde_names() {
        for (i, info) in SPLIT_ALGORITHMS.iter().enumerate() {
            assert_eq!(info.algorithm as usize, i, "{}", info.name);
            let json = serde_json::to_value(info.algorithm).unwrap();
            assert_eq!(json.as_str(), Some(info.name));
            let back: SplitAlgorithm = serde_json::from_value(json).unwrap();
            assert_eq!(back, info.algorithm);
            assert_eq!(info.algorithm.to_string(), info.name);
        }
        assert_eq!(SplitAlgorithm::from_name("md5"), None);
    }

    #[test]
    fn splitter_errors_point_at_their_setting() {
        let range = RegionSplitter::new(SplitAlgorithm::Range, 4).unwrap();
        let err = range.range(Some("a"), None).split_keys().unwrap_err();
        assert_eq!(err.setting(), Some(SplitSetting::End));
        assert_eq!(err.to_design_error().path, "splits.end");
        // Rows left over from another algorithm are not read.
        let keys = range
            .range(Some("a"), Some("b"))
            .rows(Some("c"), None)
            .split_keys()
            .unwrap();
        assert_eq!(keys.len(), 3);
        let err = range.range(Some("b"), Some("a")).split_keys().unwrap_err();
        assert_eq!(err.setting(), None);
        assert!(matches!(
            err.hbase(),
            Some(SplitError::StartNotBeforeEnd { .. })
        ));
        let hex = RegionSplitter::new(SplitAlgorithm::HexString, 2).unwrap();
        let err = hex.rows(None, Some("xyz")).split_keys().unwrap_err();
        assert_eq!(err.to_design_error().path, "splits.last");
        let err = hex.rows(Some("ff"), Some("0f")).split_keys().unwrap_err();
        assert_eq!(err.to_design_error().path, "splits");
    }

    #[test]
    fn uniform_names_the_count_it_hands_to_bytes_split() {
        let err = RegionSplitter::new(SplitAlgorithm::Uniform, 1)
            .unwrap()
            .split_keys()
            .unwrap_err();
        let text = err.to_string();
        assert!(
            text.starts_with(
                "UniformSplit with regions = 1: it asks Bytes.split for regions - 1 = 0"
            ),
            "{text}"
        );
        assert!(text.contains("num cannot be <= 0"), "{text}");
        let flags = err.message(|s| format!("--{}", s.name()));
        assert!(
            flags.starts_with("UniformSplit with --regions 1:"),
            "{flags}"
        );
    }
}
