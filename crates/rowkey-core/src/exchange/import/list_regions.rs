//! `list-regions`: the HBase shell's `list_regions` table, start keys by column position.

use std::collections::HashSet;

use super::{is_prompt, is_took, kept_keys, lines, too_many_keys, ImportError, ImportErrorKind};
use crate::hbase::split::MAX_SPLIT_KEYS;
use crate::hbase::{compare, to_bytes_binary};
use crate::i18n::catalogue::import as msg;
use crate::i18n::{Arg, Message};

const REGION_COLUMNS: [&str; 7] = [
    "SERVER_NAME",
    "REGION_NAME",
    "START_KEY",
    "END_KEY",
    "SIZE",
    "REQ",
    "LOCALITY",
];

/// The cells of a `list_regions` line: ` %Ws |` per column, so the text between `|`s.
fn pipe_cells(line: &str) -> Vec<&str> {
    let mut cells: Vec<&str> = line.split('|').collect();
    // The text after the last `|` (nothing, in the shell's output).
    if cells.last().is_some_and(|c| c.trim().is_empty()) {
        cells.pop();
    }
    cells
}

fn is_header(line: &str) -> bool {
    let cells = pipe_cells(line);
    line.contains('|')
        && cells.iter().any(|c| c.trim() == "START_KEY")
        && cells.iter().all(|c| REGION_COLUMNS.contains(&c.trim()))
}

/// ` 4 rows`, the line after the last row.
fn rows_footer(t: &str) -> Option<u64> {
    let count = t
        .strip_suffix(" rows")
        .or_else(|| t.strip_suffix(" row"))
        .or_else(|| t.strip_suffix(" row(s)"))?;
    count.trim().parse().ok()
}

/// `list_regions` (HBase 2.x) prints every column right-aligned to the width of its widest
/// value, so a row's `|`s sit exactly under the header's. Cells are cut at those positions,
/// which keeps a key holding `|` (toStringBinary prints it raw) in one piece; a row that does not
/// line up (re-spaced by an editor) is split at its `|`s instead, if that gives the right count.
pub(super) fn list_regions(text: &str) -> Result<Vec<Vec<u8>>, ImportError> {
    // Lines are walked, never collected: a file of empty lines costs nothing per line.
    let mut all = lines(text);
    let Some((header_line, _, header)) = all.by_ref().find(|(_, _, l)| is_header(l)) else {
        if let Some((n, _, l)) =
            lines(text).find(|(_, _, l)| l.trim().starts_with("Can not find region"))
        {
            return Err(ImportError::new(
                n,
                Message::new(msg::REGIONS_NOT_ALL_LISTED).arg("line", l.trim()),
            )
            .of(ImportErrorKind::Inconsistent));
        }
        return Err(ImportError::new(1, Message::new(msg::NO_LIST_REGIONS))
            .of(ImportErrorKind::FormatNotFound));
    };
    let names: Vec<&str> = pipe_cells(header).iter().map(|c| c.trim()).collect();
    let pipes: Vec<usize> = header.match_indices('|').map(|(i, _)| i).collect();
    let column = |name: &str| names.iter().position(|&c| c == name);
    let start_col = column("START_KEY").unwrap_or(0);
    let end_col = column("END_KEY");
    let name_col = column("REGION_NAME");

    let mut rest = all.filter(|(_, _, l)| !l.trim().is_empty());
    match rest.next() {
        Some((_, _, l))
            if pipe_cells(l)
                .iter()
                .all(|c| c.trim().chars().all(|c| c == '-')) => {}
        Some((n, _, _)) => return Err(ImportError::new(n, Message::new(msg::NO_DASHES))),
        None => {
            return Err(ImportError::new(
                header_line,
                Message::new(msg::ENDS_AFTER_HEADER),
            ))
        }
    }

    // (start key, end key, region name) of each row.
    let mut rows: Vec<(Vec<u8>, Option<String>, Option<String>)> = Vec::new();
    let mut footer = None;
    for (n, _, line) in rest {
        let t = line.trim();
        if let Some(count) = rows_footer(t) {
            footer = Some((n, count));
            break;
        }
        if is_took(t) || is_prompt(t) {
            break;
        }
        let cells = row_cells(line, &pipes, names.len()).ok_or_else(|| {
            ImportError::new(
                n,
                Message::new(msg::ROW_NOT_ALIGNED).arg("columns", Arg::Int(names.len() as i128)),
            )
        })?;
        let cell = |i: usize| cells.get(i).map(|c| c.trim().to_owned());
        if rows.len() >= MAX_SPLIT_KEYS {
            return Err(too_many_keys(n));
        }
        rows.push((
            to_bytes_binary(cells.get(start_col).map_or("", |c| c.trim())),
            end_col.and_then(cell),
            name_col.and_then(cell),
        ));
    }
    if let Some((n, count)) = footer {
        if count != rows.len() as u64 {
            return Err(ImportError::new(
                n,
                Message::new(msg::ROWS_MISMATCH)
                    .arg("count", Arg::Int(count.into()))
                    .arg("found", Arg::Int(rows.len() as i128)),
            )
            .of(ImportErrorKind::Inconsistent));
        }
    }
    let mut keys = Vec::new();
    let mut seen_regions: HashSet<(&[u8], Option<&str>)> = HashSet::new();
    for (start, end, name) in &rows {
        if start.is_empty() {
            continue;
        }
        let first_time = seen_regions.insert((start, end.as_deref()));
        let replica = match name {
            Some(name) => is_replica_region_name(name),
            // Without region names, a second row with the same start and end is a replica.
            None => end.is_some() && !first_time,
        };
        if !replica {
            keys.push((0, start.clone()));
        }
    }
    let mut keys = kept_keys(keys).map_err(|e| ImportError {
        line: header_line,
        ..e
    })?;
    keys.sort_by(|a, b| compare(a, b));
    Ok(keys)
}

/// The cells of a row: cut at the header's `|` positions when the row has `|` at each of them,
/// else split at its `|`s when that gives `columns` cells.
fn row_cells<'a>(line: &'a str, pipes: &[usize], columns: usize) -> Option<Vec<&'a str>> {
    let bytes = line.as_bytes();
    if pipes.iter().all(|&p| bytes.get(p) == Some(&b'|')) {
        let mut cells = Vec::with_capacity(pipes.len());
        let mut from = 0;
        for &p in pipes {
            cells.push(line.get(from..p)?);
            from = p + 1;
        }
        // A header re-typed without its closing `|`: the last column runs to the end.
        if cells.len() < columns {
            cells.push(line.get(from..)?);
        }
        return Some(cells);
    }
    let cells = pipe_cells(line);
    (cells.len() == columns).then_some(cells)
}

/// Whether a region name (`table,startKey,regionId[_replicaId].encodedName.`) names a read
/// replica: `RegionInfo.createRegionName` appends `_%04X` to the id for replicas 1 and up.
pub(super) fn is_replica_region_name(name: &str) -> bool {
    let body = name.strip_suffix('.').unwrap_or(name);
    // The encoded name is hex and holds no `,`: what is left ends with the region id.
    let before_encoded = body.rsplit_once('.').map_or(body, |(b, _)| b);
    let id = before_encoded
        .rsplit_once(',')
        .map_or(before_encoded, |(_, id)| id);
    match id.split_once('_') {
        Some((ts, replica)) => {
            ts.bytes().all(|b| b.is_ascii_digit())
                && replica.len() == 4
                && replica.bytes().all(|b| b.is_ascii_hexdigit())
                && replica != "0000"
        }
        None => false,
    }
}
