//! The shell's `list_regions 'TABLE'` output (`list_regions.rb`): a header row of column names
//! (SERVER_NAME, REGION_NAME, START_KEY, END_KEY, SIZE, REQ, LOCALITY, or the ones asked
//! for), a row of dashes, then one row per region, every cell printed `" %Ns |"` (right-aligned
//! to its column's widest value), and ` N rows`. Keys are `toStringBinary`, stripped of
//! surrounding blanks; SIZE is `getStorefileSizeMB` (whole MB); REQ is `getRequestsCount`
//! (reads and writes together).

use crate::i18n::catalogue::metrics as msg;
use crate::i18n::{Arg, Message};
use crate::metrics::keys::{key_bytes, region_name};
use crate::metrics::units::{count, megabytes};
use crate::metrics::{MetricsError, MetricsFile, MetricsFormat, ObservedRegion, MAX_REGIONS};

const COLUMNS: [&str; 7] = [
    "SERVER_NAME",
    "REGION_NAME",
    "START_KEY",
    "END_KEY",
    "SIZE",
    "REQ",
    "LOCALITY",
];

/// The column names of a `list_regions` header row, or `None` when `line` is not one.
pub(super) fn header_columns(line: &str) -> Option<Vec<&str>> {
    let body = line.trim_end().strip_suffix('|')?;
    let cols: Vec<&str> = body.split('|').map(str::trim).collect();
    cols.iter().all(|c| COLUMNS.contains(c)).then_some(cols)
}

/// The widths of a dashes row ` ---- | -- |`, or `None` when `line` is not one.
fn dash_widths(line: &str) -> Option<Vec<usize>> {
    let body = line.trim_end().strip_suffix(" |")?;
    body.split(" |")
        .map(|c| {
            let d = c.strip_prefix(' ')?;
            (!d.is_empty() && d.bytes().all(|b| b == b'-')).then_some(d.len())
        })
        .collect()
}

/// The cells of a data row laid out in `widths`, or `None` when it does not line up.
fn cells<'a>(line: &'a str, widths: &[usize]) -> Option<Vec<&'a str>> {
    let mut out = Vec::with_capacity(widths.len());
    let mut at = 0;
    for &w in widths {
        if line.as_bytes().get(at) != Some(&b' ') {
            return None;
        }
        let cell = line.get(at + 1..at + 1 + w)?;
        if line.get(at + 1 + w..at + 3 + w) != Some(" |") {
            return None;
        }
        out.push(cell.trim_start());
        at += w + 3;
    }
    line[at..].trim().is_empty().then_some(out)
}

/// The cells of a row re-spaced by an editor or a terminal: split at its `|`s, when that gives
/// `columns` cells (a key holding `|` then cannot be told apart, and the row fails).
fn loose_cells(line: &str, columns: usize) -> Option<Vec<&str>> {
    let body = line.trim_end().strip_suffix('|')?;
    let cells: Vec<&str> = body.split('|').map(str::trim).collect();
    (cells.len() == columns).then_some(cells)
}

/// The row count of the summary line ` 5 rows` that ends the table.
fn summary(line: &str) -> Option<usize> {
    let t = line.trim();
    let n = t.strip_suffix(" rows").or_else(|| t.strip_suffix(" row"))?;
    (!n.is_empty() && n.bytes().all(|b| b.is_ascii_digit())).then(|| n.parse().ok())?
}

/// The shell's prompt or its timing line, which end the output when the summary is missing.
fn is_shell_line(line: &str) -> bool {
    let t = line.trim();
    t.starts_with("Took ") || t.starts_with("hbase:") || t.starts_with("hbase(")
}

pub(super) fn parse(text: &str) -> Result<MetricsFile, MetricsError> {
    let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l));
    let (head_line, names) = loop {
        match lines.next() {
            Some((n, l)) => {
                if let Some(cols) = header_columns(l) {
                    break (n, cols);
                }
                if l.starts_with("Can not find region") {
                    return Err(MetricsError::at_line(
                        n,
                        Message::new(msg::SHELL_CANNOT_FIND),
                    ));
                }
            }
            None => return Err(MetricsError::new(Message::new(msg::SHELL_NO_HEADER))),
        }
    };
    let widths = lines
        .next()
        .and_then(|(_, l)| dash_widths(l))
        .filter(|w| w.len() == names.len())
        .ok_or_else(|| MetricsError::at_line(head_line + 1, Message::new(msg::SHELL_NO_DASHES)))?;
    let at = |c: &str| names.iter().position(|n| *n == c);
    if at("REGION_NAME").is_none() && at("START_KEY").is_none() {
        return Err(MetricsError::at_line(
            head_line,
            Message::new(msg::MISSING_COLUMNS)
                .arg("missing", "REGION_NAME, START_KEY")
                .arg("found", names.join(", ")),
        ));
    }
    let mut regions = Vec::new();
    let mut replicas = 0u64;
    let mut rows = 0usize;
    for (n, line) in lines {
        if let Some(said) = summary(line) {
            // A table cut short (a paste that lost lines) says so here.
            if said != rows {
                return Err(MetricsError::at_line(
                    n,
                    Message::new(msg::SHELL_ROWS)
                        .arg("said", Arg::Count(said as u64))
                        .arg("read", Arg::Count(rows as u64)),
                ));
            }
            break;
        }
        if is_shell_line(line) {
            break;
        }
        if line.trim().is_empty() {
            continue;
        }
        rows += 1;
        let row = cells(line, &widths)
            .or_else(|| loose_cells(line, widths.len()))
            .ok_or_else(|| MetricsError::at_line(n, Message::new(msg::SHELL_MISALIGNED)))?;
        if regions.len() >= MAX_REGIONS {
            return Err(MetricsError::at_line(
                n,
                Message::new(msg::TOO_MANY_REGIONS).arg("limit", Arg::Count(MAX_REGIONS as u64)),
            ));
        }
        let cell = |c: &str| at(c).map(|i| row[i]);
        let fail = |c: &str, m: Message| {
            let mut e = MetricsError::at_line(n, m);
            e.field = Some(c.to_owned());
            e
        };
        let mut r = ObservedRegion {
            line: n,
            server: cell("SERVER_NAME").map(str::to_owned),
            ..ObservedRegion::default()
        };
        if let Some(name) = cell("REGION_NAME") {
            // The name keeps the start key's blanks, which START_KEY's `strip` loses.
            let parsed = region_name(name).map_err(|m| fail("REGION_NAME", m))?;
            if parsed.replica != 0 {
                replicas += 1;
                continue;
            }
            r.table = Some(parsed.table);
            r.encoded = Some(parsed.encoded);
            r.start = Some(parsed.start);
        }
        if let (None, Some(s)) = (&r.start, cell("START_KEY")) {
            r.start = Some(key_bytes(s).map_err(|m| fail("START_KEY", m))?);
        }
        if let Some(e) = cell("END_KEY") {
            r.end = Some(key_bytes(e).map_err(|m| fail("END_KEY", m))?);
        }
        if let Some(s) = cell("SIZE") {
            r.store_file_bytes = megabytes(s).map_err(|m| fail("SIZE", m))?;
        }
        if let Some(q) = cell("REQ") {
            r.requests = count(q).map_err(|m| fail("REQ", m))?;
        }
        regions.push(r);
    }
    let notes = if replicas > 0 {
        vec![Message::new(msg::REPLICAS).arg("count", Arg::Count(replicas))]
    } else {
        Vec::new()
    };
    Ok(MetricsFile {
        format: MetricsFormat::Shell,
        regions,
        notes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_cut_by_the_dashes_widths() {
        let w = dash_widths(" ----- | --- |").unwrap();
        assert_eq!(w, [5, 3]);
        assert_eq!(cells("   a b |   | |", &w).unwrap(), ["a b", "|"]);
        assert!(cells("  a b |  x |", &w).is_none());
        assert_eq!(summary(" 12 rows"), Some(12));
        assert_eq!(summary(" 1 row"), Some(1));
        assert_eq!(summary(" x rows"), None);
        assert_eq!(loose_cells("a | b c |", 2).unwrap(), ["a", "b c"]);
        assert!(header_columns(" SERVER_NAME | SIZE |").is_some());
        assert!(header_columns(" NAME | SIZE |").is_none());
    }
}
