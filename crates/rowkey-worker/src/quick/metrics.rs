//! The real table's region numbers for the page's region chart: texts read as
//! `rowkey analyze --regions-metrics` reads its files, matched to the analysis's regions.

use rowkey_core::analyze::Report;
use rowkey_core::i18n::catalogue::worker;
use rowkey_core::i18n::{Arg, Message};
use rowkey_core::metrics::{combine, compare, read, Observed};
use rowkey_protocol::{MetricsAnswer, ObservedNumbers};

/// The most texts read at once (a region list and each region server's JMX).
pub const MAX_TEXTS: usize = 64;

fn numbers(o: &Observed) -> ObservedNumbers {
    ObservedNumbers {
        store_file_bytes: o.store_file_bytes,
        memstore_bytes: o.memstore_bytes,
        read_requests: o.read_requests,
        writes: o.write_requests.or(o.requests),
        bytes_share: o.bytes_share,
        writes_share: o.writes_share,
    }
}

/// An answer saying only why the texts cannot be read.
fn failed(text: usize, message: Message) -> MetricsAnswer {
    MetricsAnswer {
        error: Some((text, message.to_string())),
        ..MetricsAnswer::default()
    }
}

/// The `regions-metrics` answer: each of `report`'s regions with the table's numbers, or why
/// a text cannot be read (its 1-based index and the message naming the line or field).
pub(super) fn answer(report: &Report, texts: &[String]) -> MetricsAnswer {
    if texts.len() > MAX_TEXTS {
        return failed(
            MAX_TEXTS + 1,
            Message::new(worker::TOO_MANY_METRICS_TEXTS).arg("max", Arg::Count(MAX_TEXTS as u64)),
        );
    }
    let mut files = Vec::with_capacity(texts.len());
    for (i, t) in texts.iter().enumerate() {
        match read(t.as_bytes(), None) {
            Ok(f) => files.push(f),
            Err(e) => return failed(i + 1, e.to_message()),
        }
    }
    let formats = files
        .iter()
        .map(|f| f.format.describe().to_string())
        .collect();
    let matched = match combine(&files).and_then(|c| compare(report, c)) {
        Ok(m) => m,
        Err(e) => return failed(0, e.to_message()),
    };
    let by_writes = matched
        .regions
        .iter()
        .filter_map(|r| r.observed.as_ref())
        .chain(matched.unmatched.iter().map(|u| &u.observed))
        .any(|o| o.write_requests.is_some());
    MetricsAnswer {
        formats,
        by_writes,
        regions: matched
            .regions
            .iter()
            .map(|r| r.observed.as_ref().map(numbers))
            .collect(),
        unmatched: matched
            .unmatched
            .iter()
            .map(|u| u.line().to_string())
            .collect(),
        verdict: matched.verdict.level,
        reasons: matched
            .verdict
            .reasons
            .iter()
            .map(ToString::to_string)
            .collect(),
        notes: matched.notes.iter().map(ToString::to_string).collect(),
        error: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rowkey_core::analyze::{analyze, AnalyzeOptions};
    use rowkey_core::design::Design;
    use rowkey_core::sample::Compiled;

    fn fixture(name: &str) -> String {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/metrics/");
        std::fs::read_to_string(format!("{dir}{name}")).unwrap_or_default()
    }

    fn orders() -> Report {
        let d = Design::from_json(&fixture("orders.design.json")).unwrap();
        let c = Compiled::new(&d).unwrap();
        analyze(&c, AnalyzeOptions::for_design(&c)).unwrap()
    }

    #[test]
    fn the_fixtures_land_on_the_regions_with_the_same_bounds() {
        let report = orders();
        let got = answer(&report, &[fixture("list_regions.txt")]);
        assert_eq!(got.error, None);
        let matched: Vec<bool> = got.regions.iter().map(Option::is_some).collect();
        assert_eq!(matched, [true, true, false, false, false, true]);
        // `list_regions` prints SIZE in whole MB: 1228 MB in the first region.
        assert_eq!(
            got.regions[0].as_ref().and_then(|o| o.store_file_bytes),
            Some(1228 << 20)
        );
        assert_eq!(got.unmatched.len(), 3);
        // `list_regions` prints only REQ, reads and writes together.
        assert!(!got.by_writes);
        let with_jmx = answer(
            &report,
            &[
                fixture("table.html"),
                fixture("rs1.jmx.json"),
                fixture("rs2.jmx.json"),
            ],
        );
        assert_eq!(with_jmx.error, None);
        assert_eq!(with_jmx.formats.len(), 3);
        assert!(with_jmx.by_writes);
        assert!(with_jmx.regions[1]
            .as_ref()
            .is_some_and(|o| o.read_requests.is_some()));
    }

    #[test]
    fn a_bad_text_is_named_with_its_line_and_nothing_else_is_answered() {
        let report = orders();
        let broken = fixture("list_regions.txt").replace("|  1228 |", "| 12x8 |");
        let got = answer(&report, &[broken]);
        let (text, message) = got.error.unwrap_or_default();
        assert_eq!(text, 1);
        assert!(message.starts_with("line 4:"), "{message}");
        assert!(got.regions.is_empty());
        let got = answer(&report, &[fixture("rs1.jmx.json")]);
        assert!(got.error.is_some_and(|(_, m)| m.contains("list_regions")));
        let got = answer(&report, &vec![String::new(); MAX_TEXTS + 1]);
        assert!(got.error.is_some());
    }
}
