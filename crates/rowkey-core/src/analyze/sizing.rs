//! How many regions a table grows to, and how many to pre-split it into.
//!
//! HBase splits a region once its largest store passes `hbase.hregion.max.filesize` (the
//! table's `MAX_FILESIZE`; 10 GiB by default), so a table of `rows × row_bytes` bytes ends with
//! about `ceil(total / max_filesize)` regions — at least that many, since a split leaves two
//! halves and regions settle between half and all of the maximum.
//!
//! The suggested pre-split is that eventual count, so that no region has to split while the
//! table grows to the size given (every split is a pause for its region, and until the first
//! splits all writes go to a few servers), capped at [`PRESPLIT_CAP`]: a brand-new table with
//! thousands of empty regions only spreads its memstores thin, and HBase keeps splitting as the
//! data arrives anyway.

use crate::design::{DesignError, Sizing};
use crate::format::{binary_bytes, grouped};
use serde::{Deserialize, Serialize};

/// The most regions suggested for a new table. The HBase book advises 20–200 regions per
/// region server; 1,000 covers a table spread over a few dozen servers from its first write.
pub const PRESPLIT_CAP: u64 = 1_000;

/// The region count a sizing leads to, and the pre-split suggested for it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SizingReport {
    /// Rows expected.
    pub rows: u64,
    /// Bytes per row.
    pub row_bytes: u64,
    /// Region size at which HBase splits.
    pub max_filesize: u64,
    /// Rows × bytes per row.
    pub total_bytes: u64,
    /// `ceil(total_bytes / max_filesize)`: the regions HBase reaches by splitting.
    pub regions: u64,
    /// The suggested number of regions to create the table with.
    pub presplit: u64,
    /// Each pre-split region's share of the data once the table is full, in bytes.
    pub presplit_region_bytes: u64,
    /// The sizing in one line, for people.
    pub summary: String,
    /// How the suggestion is derived, in one line.
    pub why: String,
}

/// The regions HBase reaches for `sizing`, and the suggested pre-split; the first problem with
/// the numbers otherwise.
///
/// ```
/// use rowkey_core::analyze::sizing::size;
/// use rowkey_core::design::Sizing;
/// // 2 billion rows of 300 bytes: 559 GiB, 56 regions of 10 GiB.
/// let r = size(&Sizing::new(2_000_000_000, 300)).unwrap();
/// assert_eq!((r.total_bytes, r.regions, r.presplit), (600_000_000_000, 56, 56));
/// assert_eq!(r.summary, "2,000,000,000 rows × 300 bytes = 559 GiB → 56 regions of 10.00 GiB");
///
/// assert_eq!(size(&Sizing::new(0, 300)).unwrap_err().path, "sizing.rows");
/// ```
pub fn size(sizing: &Sizing) -> Result<SizingReport, DesignError> {
    if let Some(e) = sizing.problems().into_iter().next() {
        return Err(e);
    }
    let total = sizing.total_bytes();
    let max = u128::from(sizing.max_filesize);
    // Both fit: `problems` bounds the total by 1 EiB and the maximum is at least 2 MiB.
    let total_bytes = u64::try_from(total).unwrap_or(u64::MAX);
    let regions = u64::try_from(total.div_ceil(max)).unwrap_or(u64::MAX);
    let presplit = regions.min(PRESPLIT_CAP);
    let presplit_region_bytes = total_bytes / presplit;
    let summary = format!(
        "{} rows × {} bytes = {} → {} region{} of {}",
        grouped(sizing.rows),
        grouped(sizing.row_bytes),
        binary_bytes(total),
        grouped(regions),
        if regions == 1 { "" } else { "s" },
        binary_bytes(max)
    );
    let why = if regions == 1 {
        "the data fits one region: pre-split only to spread writes over servers (see the \
         verdict), not for size"
            .to_string()
    } else if regions <= PRESPLIT_CAP {
        format!(
            "pre-split into the {} regions the data will fill, so none has to split while the \
             table grows to this size",
            grouped(regions)
        )
    } else {
        format!(
            "{} regions eventually; start with {} (each reaches {} of this data) — more empty \
             regions only thin the memstores, and HBase splits the rest as the data arrives",
            grouped(regions),
            grouped(PRESPLIT_CAP),
            binary_bytes(u128::from(presplit_region_bytes))
        )
    };
    Ok(SizingReport {
        rows: sizing.rows,
        row_bytes: sizing.row_bytes,
        max_filesize: sizing.max_filesize,
        total_bytes,
        regions,
        presplit,
        presplit_region_bytes,
        summary,
        why,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::design::sizing::{DEFAULT_MAX_FILESIZE, MAX_ROWS, MAX_ROW_BYTES, MIN_MAX_FILESIZE};

    #[test]
    fn region_count_is_the_ceiling_of_total_over_max_filesize() {
        // Exactly 10 GiB is one region; one byte more makes two.
        let one = size(&Sizing::new(DEFAULT_MAX_FILESIZE / 1024, 1024)).unwrap();
        assert_eq!((one.total_bytes, one.regions), (DEFAULT_MAX_FILESIZE, 1));
        let two = size(&Sizing::new(DEFAULT_MAX_FILESIZE + 1, 1)).unwrap();
        assert_eq!(two.regions, 2);
        assert!(one.why.contains("fits one region"), "{}", one.why);
        // A smaller MAX_FILESIZE: 1 GiB of data in 256 MiB regions.
        let mut s = Sizing::new(1 << 20, 1024);
        s.max_filesize = 256 << 20;
        let r = size(&s).unwrap();
        assert_eq!((r.regions, r.presplit), (4, 4));
        assert_eq!(r.presplit_region_bytes, 256 << 20);
        assert!(r.summary.contains("1.00 GiB"), "{}", r.summary);
    }

    #[test]
    fn presplit_is_capped_for_huge_tables() {
        // 100 billion rows of 1 KiB: ~93 TiB, 9,314 regions; start with 1,000.
        let r = size(&Sizing::new(100_000_000_000, 1024)).unwrap();
        assert_eq!(r.regions, 9_537);
        assert_eq!(r.presplit, PRESPLIT_CAP);
        assert_eq!(r.presplit_region_bytes, r.total_bytes / 1_000);
        assert!(r.why.contains("start with 1,000"), "{}", r.why);
    }

    #[test]
    fn the_largest_inputs_do_not_overflow() {
        let mut s = Sizing::new(MAX_ROWS, 1);
        s.max_filesize = MIN_MAX_FILESIZE;
        let r = size(&s).unwrap();
        assert_eq!(r.regions, MAX_ROWS.div_ceil(MIN_MAX_FILESIZE));
        let r = size(&Sizing::new(1, MAX_ROW_BYTES)).unwrap();
        assert_eq!(r.regions, 1);
        assert!(size(&Sizing::new(MAX_ROWS, MAX_ROW_BYTES)).is_err());
    }
}
