//! The full analysis of a design, as one serialisable report: what `rowkey analyze --format
//! json` prints, what the playground's panels show, what the wasm API returns.

use super::distribution::{Heatmap, Lengths};
use super::lint::Lint;
pub use super::options::AnalyzeOptions;
use super::query::QueryReport;
use super::stats::Stats;
use super::verdict::VerdictReport;
use crate::design::SplitAlgorithm;
use crate::i18n::{catalogue::report as msg, Message};
use crate::keyspace::Keyspace;
use serde::Serialize;

mod region_json;
mod run;
mod split_notes;
pub use run::{analyze, analyze_counts, analyze_with_progress, ShardedAnalysis};
pub(crate) use run::{build, prepare, Prepared};

/// A region whose expected share is beyond this factor of the mean (either way) is flagged.
pub const SKEW_FACTOR: f64 = 2.0;

/// Rows the memory estimate is given for unless asked otherwise (the seed article's figure).
pub const DEFAULT_MEMORY_ROWS: u64 = 100_000_000;

/// One region of the table.
///
/// Its JSON leaves out `top` when empty and `unmatched` when absent (see the `Serialize` impl).
#[derive(Clone, Debug, PartialEq, serde::Deserialize)]
pub struct RegionReport {
    /// Start row (inclusive), toStringBinary; empty for the first region.
    pub start: String,
    /// End row (exclusive), toStringBinary; empty for the last region.
    pub end: String,
    /// Sample keys that landed here.
    pub count: u64,
    /// `count` / all sample keys.
    pub share: f64,
    /// The share the keyspace model expects.
    pub expected_share: f64,
    /// No key the template can produce falls here.
    pub dead: bool,
    /// The expected share is more than twice (`hot`) or under half (`cold`) the mean.
    pub skew: Option<Skew>,
    /// Why the region is flagged when the cause is not the key design (the last region of
    /// HexStringSplit / DecimalStringSplit, which RegionSplitter gives the remainder of the
    /// keyspace).
    #[serde(default)]
    pub note: Option<Message>,
    /// Its most frequent values of each decoded field, largest share first (when asked for:
    /// `analyze --top`).
    #[serde(default)]
    pub top: Vec<crate::decode::top::TopValue>,
    /// Its keys that do not match the template, when values were decoded and some did not.
    #[serde(default)]
    pub unmatched: Option<crate::decode::top::Unmatched>,
    /// Bytes of the rows here, when the key dump gives row sizes.
    #[serde(default)]
    pub bytes: Option<u64>,
    /// `bytes` / all rows' bytes.
    #[serde(default)]
    pub bytes_share: Option<f64>,
}

/// Which way a region's expected share is off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Skew {
    /// More than twice the mean.
    Hot,
    /// Under half the mean (and not dead).
    Cold,
}

/// How the split keys were made.
#[derive(Clone, Debug, PartialEq, Serialize, serde::Deserialize)]
pub struct SplitsReport {
    /// The algorithm.
    pub algorithm: SplitAlgorithm,
    /// The split keys, toStringBinary, sorted.
    pub keys: Vec<String>,
    /// A note on how they were made.
    pub note: Option<Message>,
    /// Bytes of sample keys kept to compute them (quantile splits only): each key's length plus
    /// [`super::splits::KEPT_KEY_OVERHEAD`].
    pub kept_bytes: Option<u64>,
    /// Why the split keys could not be made (non-strict analysis only): the table is then
    /// analysed as one region.
    #[serde(default)]
    pub error: Option<Message>,
}

/// Key lengths and what they cost. Its JSON has the lengths' fields beside the memory
/// estimate's (`{"min", "max", "mean", "histogram", "memory_rows", "memory_bytes"}`), written
/// out by hand rather than with `#[serde(flatten)]`, which positional forms such as the
/// [`super::compact`] one cannot carry.
#[derive(Clone, Debug, PartialEq, serde::Deserialize)]
#[serde(from = "KeyLengthFields")]
pub struct KeyLengthReport {
    /// Lengths seen in the sample.
    pub lengths: Lengths,
    /// Rows the estimate is for.
    pub memory_rows: u64,
    /// `memory_rows × mean length`: bytes of row keys alone (every cell stores its row key
    /// again, so multiply by cells per row for the memstore).
    pub memory_bytes: u64,
}

/// [`KeyLengthReport`]'s fields as they are serialised, one level.
#[derive(serde::Deserialize)]
struct KeyLengthFields {
    min: usize,
    max: usize,
    mean: f64,
    histogram: Vec<(usize, u64)>,
    memory_rows: u64,
    memory_bytes: u64,
}

impl From<KeyLengthFields> for KeyLengthReport {
    fn from(f: KeyLengthFields) -> KeyLengthReport {
        KeyLengthReport {
            lengths: Lengths {
                min: f.min,
                max: f.max,
                mean: f.mean,
                histogram: f.histogram,
            },
            memory_rows: f.memory_rows,
            memory_bytes: f.memory_bytes,
        }
    }
}

impl Serialize for KeyLengthReport {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        // The same fields in the same order as `KeyLengthFields`, which reads them back.
        let mut st = s.serialize_struct("KeyLengthReport", 6)?;
        st.serialize_field("min", &self.lengths.min)?;
        st.serialize_field("max", &self.lengths.max)?;
        st.serialize_field("mean", &self.lengths.mean)?;
        st.serialize_field("histogram", &self.lengths.histogram)?;
        st.serialize_field("memory_rows", &self.memory_rows)?;
        st.serialize_field("memory_bytes", &self.memory_bytes)?;
        st.end()
    }
}

/// Identical keys in the sample.
#[derive(Clone, Debug, PartialEq, Serialize, serde::Deserialize)]
pub struct CollisionReport {
    /// Keys that repeat an earlier key.
    pub count: u64,
    /// Distinct keys.
    pub distinct: u64,
    /// Some repeated keys, toStringBinary.
    pub examples: Vec<String>,
    /// The field that makes every key distinct by construction, when there is one (then no
    /// key is fingerprinted: none can repeat).
    pub unique_by: Option<String>,
}

/// Everything the analysis found.
///
/// Its JSON leaves out `keys_read` and `sizing` when they are absent; positional forms (the
/// [`super::compact`] one) carry every field, as they must (see the `Serialize` impl).
#[derive(Clone, Debug, PartialEq, serde::Deserialize)]
pub struct Report {
    /// What was analysed: the design's generated sample, or keys read from a file.
    #[serde(default)]
    pub source: ReportSource,
    /// Keys read from the file, when `source` is `keys`.
    #[serde(default)]
    pub keys_read: Option<u64>,
    /// The design's name.
    pub name: String,
    /// The template in normal form.
    pub template: String,
    /// The split keys.
    pub splits: SplitsReport,
    /// Every region, in key order.
    pub regions: Vec<RegionReport>,
    /// Keys-per-region statistics (`stats.verdict` judges the totals only).
    pub stats: Stats,
    /// The verdict: the worse of the totals' and the writes-over-time one, with the
    /// write-concurrency figure and why.
    #[serde(default)]
    pub verdict: VerdictReport,
    /// Writes per region per time window.
    pub heatmap: Heatmap,
    /// Key lengths and the memory estimate.
    pub key_lengths: KeyLengthReport,
    /// Identical keys.
    pub collisions: CollisionReport,
    /// Findings, most serious first.
    pub lints: Vec<Lint>,
    /// The reads each query needs.
    pub queries: Vec<QueryReport>,
    /// How exact the keyspace model behind `dead`, `expected_share`, the lints and `auto`
    /// splits is.
    #[serde(default)]
    pub keyspace: KeyspaceReport,
    /// The sample rows asked for and analysed (fewer when a key is too costly for the work
    /// budget).
    #[serde(default)]
    pub sample: super::budget::SampleRows,
    /// The regions the expected table size reaches and the suggested pre-split, when the
    /// design gives its size.
    #[serde(default)]
    pub sizing: Option<super::sizing::SizingReport>,
    /// How a key dump was read (format, order, lines passed over, warnings), when `source`
    /// is `keys`.
    #[serde(default)]
    pub dump: Option<super::dump::DumpReport>,
    /// What the report was made for: the design's and the split keys' fingerprints (a report
    /// loaded later is shown against the current design only when they match).
    #[serde(default)]
    pub fingerprint: Option<super::fingerprint::Fingerprint>,
    /// How the regions' top values were counted and how far off they can be, when asked for
    /// (`analyze --top`).
    #[serde(default)]
    pub top: Option<super::top::TopReport>,
    /// The regions weighed in bytes, when the key dump gives row sizes.
    #[serde(default)]
    pub bytes: Option<super::bytes::BytesReport>,
}

impl Serialize for Report {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        // Self-describing forms (JSON) leave an absent `keys_read`, `sizing`, `dump` or `fingerprint` out, as
        // `skip_serializing_if` did; a positional form reads fields by their place, so it gets
        // every one (`skip_field` writes nothing there either).
        let full = !s.is_human_readable();
        let keys_read = full || self.keys_read.is_some();
        let sizing = full || self.sizing.is_some();
        let dump = full || self.dump.is_some();
        let fingerprint = full || self.fingerprint.is_some();
        let top = full || self.top.is_some();
        let bytes = full || self.bytes.is_some();
        let fields = 14
            + usize::from(top)
            + usize::from(bytes)
            + usize::from(keys_read)
            + usize::from(sizing)
            + usize::from(dump)
            + usize::from(fingerprint);
        let mut st = s.serialize_struct("Report", fields)?;
        st.serialize_field("source", &self.source)?;
        if keys_read {
            st.serialize_field("keys_read", &self.keys_read)?;
        }
        st.serialize_field("name", &self.name)?;
        st.serialize_field("template", &self.template)?;
        st.serialize_field("splits", &self.splits)?;
        st.serialize_field("regions", &self.regions)?;
        st.serialize_field("stats", &self.stats)?;
        st.serialize_field("verdict", &self.verdict)?;
        st.serialize_field("heatmap", &self.heatmap)?;
        st.serialize_field("key_lengths", &self.key_lengths)?;
        st.serialize_field("collisions", &self.collisions)?;
        st.serialize_field("lints", &self.lints)?;
        st.serialize_field("queries", &self.queries)?;
        st.serialize_field("keyspace", &self.keyspace)?;
        st.serialize_field("sample", &self.sample)?;
        if sizing {
            st.serialize_field("sizing", &self.sizing)?;
        }
        if dump {
            st.serialize_field("dump", &self.dump)?;
        }
        if fingerprint {
            st.serialize_field("fingerprint", &self.fingerprint)?;
        }
        if top {
            st.serialize_field("top", &self.top)?;
        }
        if bytes {
            st.serialize_field("bytes", &self.bytes)?;
        }
        st.end()
    }
}

/// Where the analysed keys came from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ReportSource {
    /// The design's generated sample.
    #[default]
    Sample,
    /// Keys read from a key dump (`analyze --keys`).
    Keys,
}

/// Whether the keyspace model had to be approximated.
#[derive(Clone, Debug, Default, PartialEq, Serialize, serde::Deserialize)]
pub struct KeyspaceReport {
    /// The exact model would have been too large (a very long template, a huge number range
    /// or set), so a coarser one was used: it still holds every key the design can make, so a
    /// region marked dead really is unreachable, but expected shares are estimates and some
    /// unreachable regions may not be marked.
    pub approximate: bool,
    /// Why, in a sentence, when approximate.
    pub note: Option<Message>,
}

impl KeyspaceReport {
    /// The report for a design's two keyspaces (its data's and its template's nominal one).
    pub fn of(keyspaces: &[&Keyspace]) -> KeyspaceReport {
        let approximate = keyspaces.iter().any(|k| k.is_approximate());
        KeyspaceReport {
            approximate,
            note: approximate.then(|| crate::msg!(msg::KEYSPACE_APPROXIMATE)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analyze::stats::Verdict;
    use crate::analyze::{analyze, lint};
    use crate::design::Design;
    use crate::sample::Compiled;

    #[test]
    fn splits_that_cannot_be_made_fail_strictly_or_are_reported() {
        // An md5 lead has 2^128 values: no salt buckets to split on.
        let mut d = Design::new("{id | md5 | hex}_{id}");
        d.fields.insert("id".into(), "seq(1, 1)".into());
        d.splits.algorithm = SplitAlgorithm::Salt;
        d.sample.count = 500;
        let c = Compiled::new(&d).unwrap();
        let mut opts = AnalyzeOptions::for_design(&c);
        assert!(analyze(&c, opts).is_err());
        opts.strict_splits = false;
        let r = analyze(&c, opts).unwrap();
        assert_eq!(r.regions.len(), 1);
        assert!(r
            .splits
            .error
            .as_ref()
            .is_some_and(|e| e.to_string().contains("salt")));
        assert_eq!(r.lints[0].rule, lint::Rule::Splits);
        assert_eq!(r.stats.keys, 500);
        // One region holds every key, so the totals look even: the verdict must not.
        assert_eq!(r.verdict.level, Verdict::NeedsWork);
        assert!(
            r.verdict.reasons[0]
                .to_string()
                .starts_with("the splits cannot be made"),
            "{}",
            r.verdict.reasons[0]
        );
    }

    #[test]
    fn the_counts_report_is_the_whole_one_without_its_lints_and_scans() {
        use crate::analyze::{analyze_counts, AnalyzeOptions};
        use crate::design::{Query, Sizing};
        // Lints, queries, a size field (bytes and sizing from the sample), splits that cannot
        // be made: every part the two steps of a report touch.
        let mut cases = Vec::new();
        let mut d = Design::new("{ts}_{id}");
        d.fields.insert(
            "ts".into(),
            "timestamp(\"2024-02-15T00:00:00Z\", 100)".into(),
        );
        d.fields.insert("id".into(), "seq(0, 1)".into());
        d.fields.insert("size".into(), "int(100, 900)".into());
        d.sizing = Some(Sizing {
            rows: 1_000_000_000,
            row_bytes: 500,
            max_filesize: 10 << 30,
            days: None,
            row_bytes_field: Some("size".into()),
        });
        d.queries.push(Query {
            name: "one".into(),
            bind: [("ts".to_owned(), "1707955200000".to_owned())]
                .into_iter()
                .collect(),
        });
        d.sample.count = 20_000;
        cases.push(d);
        let mut d = Design::new("{id | md5 | hex}_{id}");
        d.fields.insert("id".into(), "seq(1, 1)".into());
        d.splits.algorithm = SplitAlgorithm::Salt;
        d.sample.count = 3_000;
        cases.push(d);
        for d in cases {
            let c = Compiled::new(&d).unwrap();
            let mut opts = AnalyzeOptions::for_design(&c);
            opts.strict_splits = false;
            opts.bytes = true;
            let whole = analyze(&c, opts).unwrap();
            let mut counts = analyze_counts(&c, opts, &mut |_, _| {}).unwrap();
            assert!(counts.lints.is_empty() && counts.queries.is_empty());
            assert!(!whole.lints.is_empty(), "{}", d.template);
            counts.lints.clone_from(&whole.lints);
            counts.queries.clone_from(&whole.queries);
            assert_eq!(counts, whole, "{}", d.template);
        }
    }
}

#[cfg(test)]
mod verdict_tests {
    use super::*;
    use crate::analyze::analyze;
    use crate::analyze::stats::Verdict;
    use crate::design::Design;
    use crate::sample::Compiled;

    fn orders(template: &str, algorithm: SplitAlgorithm) -> Report {
        let mut d = Design::new(template);
        d.fields
            .insert("user_id".into(), "pattern(\"user######\")".into());
        d.fields.insert(
            "order_time".into(),
            "timestamp(\"2024-02-15T00:00:00Z\", 500)".into(),
        );
        d.splits.algorithm = algorithm;
        d.splits.regions = 10;
        d.sample.count = 20_000;
        let c = Compiled::new(&d).unwrap();
        analyze(&c, AnalyzeOptions::for_design(&c)).unwrap()
    }

    #[test]
    fn a_time_first_key_needs_work_with_the_figure() {
        let r = orders("{order_time}_{user_id}", SplitAlgorithm::Quantile);
        // The totals alone would say good: that is the misleading case.
        assert_eq!(r.stats.verdict, Verdict::Good);
        assert_eq!(r.verdict.totals, Verdict::Good);
        assert_eq!(r.verdict.writes, Verdict::NeedsWork);
        assert_eq!(r.verdict.level, Verdict::NeedsWork);
        let c = &r.verdict.concurrency;
        assert!(c.busiest_share > 0.9, "{c:?}");
        assert!(c.regions_per_window < 1.5, "{c:?}");
        assert_eq!(c.even_share, 0.1);
        let lead = r.verdict.ordered_lead.as_ref().unwrap();
        assert_eq!(lead.segment, "`{order_time}` at 0..12");
        let why = &r.verdict.reasons[0].to_string();
        assert!(
            why.starts_with("time-ordered lead: `{order_time}` at 0..12 rises"),
            "{why}"
        );
        assert!(why.contains("of 10 regions"), "{why}");
        assert!(why.contains("last region"), "{why}");
    }

    #[test]
    fn salted_and_hashed_keys_spread_their_writes() {
        for (template, algorithm) in [
            (
                "{user_id | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{user_id}_{order_time | rev}",
                SplitAlgorithm::Salt,
            ),
            ("{salt(10)}_{order_time}", SplitAlgorithm::Salt),
            ("{user_id | md5 | hex | left(4)}_{order_time}", SplitAlgorithm::Quantile),
            ("{user_id}_{order_time}", SplitAlgorithm::Quantile),
        ] {
            let r = orders(template, algorithm);
            assert_eq!(r.verdict.writes, Verdict::Good, "{template}: {:?}", r.verdict);
            assert!(r.verdict.concurrency.spread > 0.9, "{template}");
            assert_eq!(r.verdict.ordered_lead, None, "{template}");
            assert_ne!(r.verdict.level, Verdict::NeedsWork, "{template}");
        }
    }

    #[test]
    fn time_order_is_seen_in_the_data_where_the_plan_cannot_see_it() {
        // `mod` hides the trend from the plan, but within the sample's 40 s the seconds only
        // rise: the heatmap shows it.
        let r = orders(
            "{order_time | div(1000) | mod(1000000) | dec(6)}_{user_id}",
            SplitAlgorithm::Quantile,
        );
        assert_eq!(r.verdict.ordered_lead, None);
        assert_eq!(r.verdict.writes, Verdict::NeedsWork, "{:?}", r.verdict);
        assert!(r.verdict.reasons[0]
            .to_string()
            .starts_with("writes are time-ordered"));
    }

    #[test]
    fn the_hexstring_remainder_region_says_why_it_is_hot() {
        let mut d = Design::new("{id | md5 | hex | left(4)}_{id}");
        d.fields.insert("id".into(), "seq(0, 1)".into());
        d.splits.algorithm = SplitAlgorithm::HexString;
        d.splits.first = Some("0000".into());
        d.splits.last = Some("ffff".into());
        d.splits.regions = 1000;
        d.sample.count = 20_000;
        let c = Compiled::new(&d).unwrap();
        let r = analyze(&c, AnalyzeOptions::for_design(&c)).unwrap();
        let last = r.regions.last().unwrap();
        assert_eq!(last.skew, Some(Skew::Hot));
        let note = last.note.as_ref().unwrap().to_string();
        assert!(
            note.starts_with("HexStringSplit gives the last region the remainder of the keyspace"),
            "{note}"
        );
        assert!(note.contains("it expects 0.917 % of the keys"), "{note}");
        assert!(r.regions[..999].iter().all(|g| g.note.is_none()));
        assert!(r.verdict.reasons.iter().any(|w| w.to_string().starts_with(
            "region 999 is flagged hot because HexStringSplit gives the last region the remainder"
        )));
        // 16 regions divide 0000..ffff evenly: nothing flagged, nothing to explain.
        d.splits.regions = 16;
        let c = Compiled::new(&d).unwrap();
        let r = analyze(&c, AnalyzeOptions::for_design(&c)).unwrap();
        assert!(r
            .regions
            .iter()
            .all(|g| g.note.is_none() && g.skew.is_none()));
    }
}
