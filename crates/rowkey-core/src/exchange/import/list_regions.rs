//! `list-regions`: the HBase shell's `list_regions` table, start keys by column position.

use std::collections::HashSet;

use super::{kept_keys, too_many_keys, ImportError, ImportErrorKind};
use crate::hbase::region_table::{RegionTable, TableError};
use crate::hbase::split::MAX_SPLIT_KEYS;
use crate::hbase::{compare, to_bytes_binary};
use crate::i18n::catalogue::import as msg;
use crate::i18n::Arg;

/// The start keys of a `list_regions` table ([`RegionTable`]), read replicas left out.
pub(super) fn list_regions(text: &str) -> Result<Vec<Vec<u8>>, ImportError> {
    let table =
        RegionTable::open(text, |names| names.contains(&"START_KEY")).map_err(table_error)?;
    let header_line = table.header_line;
    // `open` took only a header with START_KEY.
    let start_col = table.column("START_KEY").unwrap_or(0);
    let end_col = table.column("END_KEY");
    let name_col = table.column("REGION_NAME");

    // (start key, end key, region name) of each row.
    let mut rows: Vec<(Vec<u8>, Option<String>, Option<String>)> = Vec::new();
    for row in table {
        let (n, cells) = row.map_err(table_error)?;
        let cell = |i: usize| cells.get(i).map(|c| (*c).to_owned());
        if rows.len() >= MAX_SPLIT_KEYS {
            return Err(too_many_keys(n));
        }
        rows.push((
            to_bytes_binary(cells.get(start_col).copied().unwrap_or("")),
            end_col.and_then(cell),
            name_col.and_then(cell),
        ));
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
    crate::order::sort_by(&mut keys, |a, b| compare(a, b));
    Ok(keys)
}

/// What keeps the text from being a `list_regions` table, said as an import says it.
fn table_error(e: TableError<'_>) -> ImportError {
    match e {
        TableError::NoHeader {
            cannot_find: Some((n, line)),
        } => ImportError::new(n, crate::msg!(msg::REGIONS_NOT_ALL_LISTED, line = line))
            .of(ImportErrorKind::Inconsistent),
        TableError::NoHeader { cannot_find: None } => {
            ImportError::new(1, crate::msg!(msg::NO_LIST_REGIONS))
                .of(ImportErrorKind::FormatNotFound)
        }
        TableError::NoDashes(n) => ImportError::new(n, crate::msg!(msg::NO_DASHES)),
        TableError::EndsAfterHeader(n) => ImportError::new(n, crate::msg!(msg::ENDS_AFTER_HEADER)),
        TableError::Misaligned { line, columns } => ImportError::new(
            line,
            crate::msg!(msg::ROW_NOT_ALIGNED, columns = Arg::Int(columns as i128)),
        ),
        TableError::RowsMismatch { line, said, read } => ImportError::new(
            line,
            crate::msg!(
                msg::ROWS_MISMATCH,
                count = Arg::Int(said.into()),
                found = Arg::Int(read.into())
            ),
        )
        .of(ImportErrorKind::Inconsistent),
    }
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
