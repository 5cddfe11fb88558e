//! A report file read back (what `rowkey analyze --format json` or `rowkey merge --format json`
//! prints, or a partial line): checked to be whole, of a version this build reads, and holding
//! together, so that whatever shows it never meets a report of another shape. Anything else is
//! a [`Message`] saying what is wrong.

use crate::analyze::fingerprint::REPORT_VERSION;
use crate::analyze::Report;
use crate::design::MAX_REGIONS;
use crate::i18n::{catalogue::keys as msg, Arg, Message};
use crate::keys::heat::MAX_WINDOWS;
use crate::keys::partial::KeysPartial;

pub use crate::limits::MAX_REPORT_BYTES;

/// The report in `bytes`: a report's JSON or a partial (text or binary).
///
/// # Errors
///
/// The message when the file passes [`MAX_REPORT_BYTES`], is not JSON, is nested too deep, is of a
/// newer report version, is not shaped as a report or does not hold together, or is a partial that
/// cannot be read or reported.
///
/// ```
/// use rowkey_core::keys::open::open_report;
/// assert!(open_report(b"[1, 2]").unwrap_err().to_string().contains("not a rowkey report"));
/// assert!(open_report(b"hello").unwrap_err().to_string().contains("not JSON"));
/// ```
pub fn open_report(bytes: &[u8]) -> Result<Report, Message> {
    if bytes.len() as u64 > MAX_REPORT_BYTES {
        return Err(crate::msg!(
            msg::REPORT_TOO_LARGE,
            size = Arg::Bytes(bytes.len() as u64),
            max = Arg::Bytes(MAX_REPORT_BYTES)
        ));
    }
    let trimmed = bytes.trim_ascii();
    if trimmed.starts_with(b"rowkey-partial-") || trimmed.starts_with(b"RKPT") {
        let partial = KeysPartial::read(bytes).map_err(|e| e.message)?;
        return partial.report().map_err(|e| e.message);
    }
    let value: serde_json::Value = serde_json::from_slice(trimmed).map_err(|e| {
        if e.to_string().contains("recursion limit") {
            crate::msg!(msg::REPORT_TOO_DEEP)
        } else {
            crate::msg!(
                msg::REPORT_NOT_JSON,
                line = Arg::Int(e.line() as i128),
                column = Arg::Int(e.column() as i128)
            )
        }
    })?;
    let shape = |what: String| crate::msg!(msg::REPORT_SHAPE, what = what);
    if !value.is_object() {
        return Err(shape("{…}".into()));
    }
    let version = value
        .get("fingerprint")
        .and_then(|f| f.get("version"))
        .and_then(serde_json::Value::as_u64);
    if let Some(v) = version.filter(|&v| v > u64::from(REPORT_VERSION)) {
        return Err(crate::msg!(
            msg::REPORT_NEWER,
            version = Arg::Int(v.into()),
            supported = Arg::Int(REPORT_VERSION.into())
        ));
    }
    let report: Report = serde_json::from_value(value).map_err(|e| shape(e.to_string()))?;
    holds_together(&report)
        .map_err(|what| crate::msg!(msg::REPORT_INCONSISTENT, what = what.to_string()))?;
    Ok(report)
}

/// Whether the report's parts agree: one region more than split keys, the counts add up to the
/// keys, a heatmap row per region of its windows.
fn holds_together(r: &Report) -> Result<(), &'static str> {
    let regions = r.regions.len();
    if regions == 0 || regions > MAX_REGIONS as usize || regions != r.splits.keys.len() + 1 {
        return Err("regions");
    }
    let total = r
        .regions
        .iter()
        .try_fold(0u64, |a, g| a.checked_add(g.count));
    if total != Some(r.stats.keys) || r.stats.regions != regions {
        return Err("stats");
    }
    let h = &r.heatmap;
    if h.windows > MAX_WINDOWS
        || !(h.cells.is_empty() || h.cells.len() == regions)
        || h.cells.iter().any(|row| row.len() != h.windows)
    {
        return Err("heatmap");
    }
    let shares = r
        .regions
        .iter()
        .all(|g| (0.0..=1.0).contains(&g.share) && (0.0..=1.0).contains(&g.expected_share));
    if !shares {
        return Err("regions");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analyze::{analyze, AnalyzeOptions};
    use crate::design::Design;
    use crate::sample::Compiled;

    fn report() -> Report {
        let mut d = Design::new("{id}");
        d.fields.insert("id".into(), "pattern(\"user###\")".into());
        d.sample.count = 500;
        let c = Compiled::new(&d).unwrap();
        let mut opts = AnalyzeOptions::for_design(&c);
        opts.run.threads = 1;
        analyze(&c, opts).unwrap()
    }

    #[test]
    fn a_report_reads_back_as_it_was() {
        let r = report();
        let json = serde_json::to_vec_pretty(&r).unwrap();
        let back = serde_json::to_value(open_report(&json).unwrap()).unwrap();
        assert_eq!(back, serde_json::to_value(&r).unwrap());
    }

    #[test]
    fn hostile_files_are_refused_saying_what_is_wrong() {
        let err = |b: &[u8]| open_report(b).unwrap_err().to_string();
        assert!(
            err(b"\x89PNG\r\n").starts_with("not JSON"),
            "{}",
            err(b"\x89PNG")
        );
        assert!(err(b"{\"regions\": [}").contains("line 1, column 14"));
        let deep = "[".repeat(100_000);
        assert!(err(deep.as_bytes()).contains("nested too deeply"));
        let e = err(b"{\"name\": \"x\"}");
        assert!(
            e.starts_with("not a rowkey report") && e.contains("missing field"),
            "{e}"
        );
        let mut v = serde_json::to_value(report()).unwrap();
        v["fingerprint"]["version"] = 7.into();
        let e = err(v.to_string().as_bytes());
        assert!(e.contains("version 7"), "{e}");
        let mut v = serde_json::to_value(report()).unwrap();
        v["regions"][0]["count"] = 1_000_000.into();
        assert!(err(v.to_string().as_bytes()).contains("(its stats)"));
        let mut v = serde_json::to_value(report()).unwrap();
        v["heatmap"]["windows"] = 3.into();
        assert!(err(v.to_string().as_bytes()).contains("(its heatmap)"));
        let huge = vec![b' '; MAX_REPORT_BYTES as usize + 1];
        assert!(err(&huge).contains("too large"));
        assert!(err(b"rowkey-partial-v9:AAAA").contains("format version 9"));
    }
}
