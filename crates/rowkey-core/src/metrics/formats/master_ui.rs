//! The master UI's table page (`table.jsp?name=TABLE`): its region table
//! (`id="regionServerDetailsTable"`) with the headings Name, Region Server, ReadRequests,
//! WriteRequests, StorefileSize, Num.Storefiles, MemSize, Locality, Start Key, End Key, Region
//! State (and ReplicaID). Names and keys are `toStringBinary`, escaped for XML; counts are
//! `%,1d`; sizes are `StringUtils.byteDesc`, or `0 MB` when empty.

use super::html::{self, Row, Table};
use crate::i18n::catalogue::metrics as msg;
use crate::i18n::{Arg, Message};
use crate::metrics::keys::{key_bytes, region_name};
use crate::metrics::units::{byte_desc, count};
use crate::metrics::{MetricsError, MetricsFile, MetricsFormat, ObservedRegion, MAX_REGIONS};

/// The columns read, by the heading's letters before any `(total)`, lowercased.
#[derive(Clone, Copy, PartialEq)]
enum Col {
    Name,
    Server,
    Reads,
    Writes,
    StoreFiles,
    MemSize,
    Start,
    End,
    Replica,
}

fn column(heading: &str) -> Option<Col> {
    let key: String = heading
        .split('(')
        .next()
        .unwrap_or("")
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .collect::<String>()
        .to_ascii_lowercase();
    Some(match key.as_str() {
        "name" | "regionname" => Col::Name,
        "regionserver" => Col::Server,
        "readrequests" => Col::Reads,
        "writerequests" => Col::Writes,
        "storefilesize" => Col::StoreFiles,
        "memsize" | "memstoresize" => Col::MemSize,
        "startkey" => Col::Start,
        "endkey" => Col::End,
        "replicaid" => Col::Replica,
        _ => return None,
    })
}

fn headings(t: &Table) -> Option<&Row> {
    t.rows.iter().find(|r| r.heading)
}

fn is_region_table(t: &Table) -> bool {
    let Some(h) = headings(t) else {
        return false;
    };
    let cols: Vec<Option<Col>> = h.cells.iter().map(|c| column(c)).collect();
    let has = |c: Col| cols.contains(&Some(c));
    // A table of per-region numbers beside a region or its server; whether it names the
    // regions well enough to match is the parser's to say.
    (has(Col::Name) || has(Col::Start) || has(Col::Server))
        && (has(Col::StoreFiles) || has(Col::Reads) || has(Col::Writes))
}

pub(super) fn parse(text: &str) -> Result<MetricsFile, MetricsError> {
    let mut rest = String::new();
    let tables = html::tables(text, &mut rest);
    let table = tables
        .iter()
        .find(|t| t.id.as_deref() == Some("regionServerDetailsTable") && is_region_table(t))
        .or_else(|| tables.iter().find(|t| is_region_table(t)))
        .ok_or_else(|| {
            let seen: Vec<String> = tables
                .iter()
                .filter_map(headings)
                .take(4)
                .map(|h| h.cells.join(" | "))
                .collect();
            let seen = if seen.is_empty() {
                "–".to_owned()
            } else {
                seen.join("; ")
            };
            MetricsError::new(crate::msg!(msg::NO_REGION_TABLE, headings = seen))
        })?;
    let Some(head) = headings(table) else {
        return Err(MetricsError::new(crate::msg!(
            msg::NO_REGION_TABLE,
            headings = "–"
        )));
    };
    let cols: Vec<Option<Col>> = head.cells.iter().map(|c| column(c)).collect();
    let at = |c: Col| cols.iter().position(|&x| x == Some(c));
    if at(Col::Name).is_none() && at(Col::Start).is_none() {
        return Err(MetricsError::at_line(
            head.line,
            crate::msg!(
                msg::MISSING_COLUMNS,
                missing = "Name, Start Key",
                found = head.cells.join(", ")
            ),
        ));
    }
    let mut regions = Vec::new();
    let mut replicas = 0u64;
    for row in table.rows.iter().filter(|r| !r.heading) {
        if row.cells.len() < head.cells.len() {
            return Err(MetricsError::at_line(
                row.line,
                crate::msg!(
                    msg::SHORT_ROW,
                    cells = Arg::Count(row.cells.len() as u64),
                    columns = Arg::Count(head.cells.len() as u64)
                ),
            ));
        }
        if regions.len() >= MAX_REGIONS {
            return Err(MetricsError::at_line(
                row.line,
                crate::msg!(
                    msg::TOO_MANY_REGIONS,
                    limit = Arg::Count(MAX_REGIONS as u64)
                ),
            ));
        }
        let cell = |c: Col| at(c).map(|i| row.cells[i].as_str());
        let fail = |c: Col, m: Message| {
            let mut e = MetricsError::at_line(row.line, m);
            e.field = at(c).map(|i| head.cells[i].clone());
            e
        };
        let mut r = ObservedRegion {
            line: row.line,
            server: cell(Col::Server).map(str::to_owned),
            ..ObservedRegion::default()
        };
        if let Some(name) = cell(Col::Name) {
            let n = region_name(name).map_err(|m| fail(Col::Name, m))?;
            if n.replica != 0 {
                replicas += 1;
                continue;
            }
            r.table = Some(n.table);
            r.encoded = Some(n.encoded);
            r.start = Some(n.start);
        }
        if let Some(id) = cell(Col::Replica) {
            if id.trim() != "0" && !id.trim().is_empty() {
                replicas += 1;
                continue;
            }
        }
        if let (None, Some(s)) = (&r.start, cell(Col::Start)) {
            r.start = Some(key_bytes(s).map_err(|m| fail(Col::Start, m))?);
        }
        if let Some(e) = cell(Col::End) {
            r.end = Some(key_bytes(e).map_err(|m| fail(Col::End, m))?);
        }
        let num = |c: Col, f: fn(&str) -> Result<Option<u64>, Message>| {
            cell(c)
                .map(f)
                .transpose()
                .map(Option::flatten)
                .map_err(|m| fail(c, m))
        };
        r.read_requests = num(Col::Reads, count)?;
        r.write_requests = num(Col::Writes, count)?;
        r.store_file_bytes = num(Col::StoreFiles, byte_desc)?;
        r.memstore_bytes = num(Col::MemSize, byte_desc)?;
        regions.push(r);
    }
    let mut notes = Vec::new();
    if let Some(total) = cut_note(&rest) {
        notes.push(crate::msg!(
            msg::PAGE_CUT,
            shown = Arg::Count(regions.len() as u64 + replicas),
            total = Arg::Count(total)
        ));
    }
    if replicas > 0 {
        notes.push(crate::msg!(msg::REPLICAS, count = Arg::Count(replicas)));
    }
    Ok(MetricsFile {
        format: MetricsFormat::MasterUi,
        regions,
        notes,
    })
}

/// The total of "This table has N regions in total, … only M regions are displayed here".
fn cut_note(text: &str) -> Option<u64> {
    let at = text.find("regions in total")?;
    let before = text[..at].trim_end();
    let digits = before.rsplit(' ').next()?;
    count(digits).ok().flatten()
}
