//! Region metrics from the shell's `list_regions 'TABLE'` output, read as
//! [`RegionTable`] reads it. Keys are `toStringBinary`, stripped of surrounding blanks; SIZE is
//! `getStorefileSizeMB` (whole MB); REQ is `getRequestsCount` (reads and writes together).

use crate::hbase::region_table::{RegionTable, TableError};
use crate::i18n::catalogue::metrics as msg;
use crate::i18n::{Arg, Message};
use crate::metrics::keys::{key_bytes, region_name};
use crate::metrics::units::{count, megabytes};
use crate::metrics::{MetricsError, MetricsFile, MetricsFormat, ObservedRegion, MAX_REGIONS};

pub(super) use crate::hbase::region_table::header_columns;

pub(super) fn parse(text: &str) -> Result<MetricsFile, MetricsError> {
    let table = RegionTable::open(text, |_| true).map_err(table_error)?;
    let names = table.names.clone();
    let at = |c: &str| names.iter().position(|n| *n == c);
    if at("REGION_NAME").is_none() && at("START_KEY").is_none() {
        return Err(MetricsError::at_line(
            table.header_line,
            crate::msg!(
                msg::MISSING_COLUMNS,
                missing = "REGION_NAME, START_KEY",
                found = names.join(", ")
            ),
        ));
    }
    let mut regions = Vec::new();
    let mut replicas = 0u64;
    for row in table {
        let (n, row) = row.map_err(table_error)?;
        if regions.len() >= MAX_REGIONS {
            return Err(MetricsError::at_line(
                n,
                crate::msg!(
                    msg::TOO_MANY_REGIONS,
                    limit = Arg::Count(MAX_REGIONS as u64)
                ),
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
        vec![crate::msg!(msg::REPLICAS, count = Arg::Count(replicas))]
    } else {
        Vec::new()
    };
    Ok(MetricsFile {
        format: MetricsFormat::Shell,
        regions,
        notes,
    })
}

/// What keeps the text from being a `list_regions` table, said as region metrics say it.
fn table_error(e: TableError<'_>) -> MetricsError {
    match e {
        TableError::NoHeader {
            cannot_find: Some((n, _)),
        } => MetricsError::at_line(n, crate::msg!(msg::SHELL_CANNOT_FIND)),
        TableError::NoHeader { cannot_find: None } => {
            MetricsError::new(crate::msg!(msg::SHELL_NO_HEADER))
        }
        TableError::EndsAfterHeader(header) => {
            MetricsError::at_line(header + 1, crate::msg!(msg::SHELL_NO_DASHES))
        }
        TableError::NoDashes(n) => MetricsError::at_line(n, crate::msg!(msg::SHELL_NO_DASHES)),
        TableError::Misaligned { line: n, .. } => {
            MetricsError::at_line(n, crate::msg!(msg::SHELL_MISALIGNED))
        }
        TableError::RowsMismatch { line, said, read } => MetricsError::at_line(
            line,
            crate::msg!(
                msg::SHELL_ROWS,
                said = Arg::Count(said),
                read = Arg::Count(read)
            ),
        ),
    }
}
