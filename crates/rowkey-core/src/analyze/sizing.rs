//! How many regions a table grows to, and how many to pre-split it into.
//!
//! HBase splits a region once its largest store passes `hbase.hregion.max.filesize` (the
//! table's `MAX_FILESIZE`; 10 GiB by default), so a table of `rows × row_bytes` bytes ends with
//! about `ceil(total / max_filesize)` regions — at least that many, since a split leaves two
//! halves and regions settle between half and all of the maximum.
//!
//! The suggested pre-split is what the first weeks of data fill ([`EARLY_DAYS`]), when the
//! sizing says over how many days the rows arrive: every region has its own memstore, so
//! regions created long before data reaches them only thin the memstores (each flushes
//! smaller files, more often) while HBase splits the rest as the data arrives anyway. Without
//! the days, it is the eventual count, so that no region has to split while the table grows
//! to the size given, capped at [`PRESPLIT_CAP`].

use crate::design::{DesignError, Sizing};
use crate::i18n::{catalogue::sizing as msg, Arg, Message};
use serde::{Deserialize, Serialize};

/// The most regions suggested for a new table. The HBase book advises 20–200 regions per
/// region server; 1,000 covers a table spread over a few dozen servers from its first write.
pub const PRESPLIT_CAP: u64 = 1_000;

/// The stretch of data a pre-split is sized for when the sizing gives its days: four weeks.
pub const EARLY_DAYS: u64 = 28;

/// The region count a sizing leads to, and the pre-split suggested for it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
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
    pub summary: Message,
    /// How the suggestion is derived, in one line.
    pub why: Message,
}

/// The regions HBase reaches for `sizing`, and the suggested pre-split; the first problem with
/// the numbers otherwise.
///
/// # Errors
///
/// The first of [`Sizing::problems`](crate::design::sizing::Sizing::problems): a count, span or
/// size out of its range.
///
/// ```
/// use rowkey_core::analyze::sizing::size;
/// use rowkey_core::design::Sizing;
/// // 2 billion rows of 300 bytes: 559 GiB, 56 regions of 10 GiB.
/// let r = size(&Sizing::new(2_000_000_000, 300)).unwrap();
/// assert_eq!((r.total_bytes, r.regions, r.presplit), (600_000_000_000, 56, 56));
/// assert_eq!(r.summary.to_string(), "2,000,000,000 rows × 300 bytes = 559 GiB → 56 regions of 10.00 GiB");
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
    // The regions the first weeks fill, when the rows' span is known and longer.
    let early = sizing
        .days
        .filter(|&d| d > EARLY_DAYS)
        .map(|d| {
            let early_bytes = total * u128::from(EARLY_DAYS) / u128::from(d);
            u64::try_from(early_bytes.div_ceil(max))
                .unwrap_or(u64::MAX)
                .max(1)
        })
        .filter(|&e| e < regions);
    let presplit = early.unwrap_or(regions).min(PRESPLIT_CAP);
    let presplit_region_bytes = total_bytes / presplit;
    let summary = crate::msg!(
        msg::SUMMARY,
        rows = sizing.rows,
        row_bytes = sizing.row_bytes,
        total = Arg::BinaryBytes(total),
        regions = regions,
        max = Arg::BinaryBytes(max)
    );
    let why = if regions == 1 {
        crate::msg!(msg::ONE_REGION)
    } else if let (Some(_), Some(days)) = (early, sizing.days) {
        crate::msg!(
            msg::PRESPLIT_EARLY,
            regions = regions,
            days = days,
            weeks = EARLY_DAYS / 7,
            presplit = presplit
        )
    } else if regions <= PRESPLIT_CAP {
        crate::msg!(msg::PRESPLIT_ALL, regions = regions)
    } else {
        crate::msg!(
            msg::PRESPLIT_CAPPED,
            regions = regions,
            cap = PRESPLIT_CAP,
            each = Arg::BinaryBytes(u128::from(presplit_region_bytes))
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
        assert!(
            one.why.to_string().contains("fits one region"),
            "{}",
            one.why
        );
        // A smaller MAX_FILESIZE: 1 GiB of data in 256 MiB regions.
        let mut s = Sizing::new(1 << 20, 1024);
        s.max_filesize = 256 << 20;
        let r = size(&s).unwrap();
        assert_eq!((r.regions, r.presplit), (4, 4));
        assert_eq!(r.presplit_region_bytes, 256 << 20);
        assert!(r.summary.to_string().contains("1.00 GiB"), "{}", r.summary);
    }

    #[test]
    fn with_days_the_presplit_fits_the_first_four_weeks() {
        // A year at 50 million rows a day of 200 bytes: 340 regions in the end.
        let year = Sizing {
            days: Some(365),
            ..Sizing::new(18_250_000_000, 200)
        };
        let r = size(&year).unwrap();
        assert_eq!(r.regions, 340);
        // Four weeks of it: 28/365 of 3.32 TiB in 10 GiB regions.
        let early = (u128::from(r.total_bytes) * 28 / 365).div_ceil(10 << 30) as u64;
        assert_eq!(r.presplit, early);
        assert!(r.why.to_string().contains("first 4 weeks"), "{}", r.why);
        // Rows that arrive within four weeks fill what they fill: all of it.
        let month = Sizing {
            days: Some(20),
            ..year.clone()
        };
        assert_eq!(size(&month).unwrap().presplit, 340);
        // Days out of range are refused at their path.
        let bad = Sizing {
            days: Some(0),
            ..year
        };
        assert_eq!(size(&bad).unwrap_err().path, "sizing.days");
    }

    #[test]
    fn presplit_is_capped_for_huge_tables() {
        // 100 billion rows of 1 KiB: ~93 TiB, 9,314 regions; start with 1,000.
        let r = size(&Sizing::new(100_000_000_000, 1024)).unwrap();
        assert_eq!(r.regions, 9_537);
        assert_eq!(r.presplit, PRESPLIT_CAP);
        assert_eq!(r.presplit_region_bytes, r.total_bytes / 1_000);
        assert!(
            r.why.to_string().contains("start with at most 1,000"),
            "{}",
            r.why
        );
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

    #[test]
    fn sizing_speaks_chinese_with_the_same_figures() {
        use crate::i18n::Lang;
        for s in [
            Sizing::new(1_000, 100),
            Sizing::new(2_000_000_000, 300),
            Sizing::new(100_000_000_000, 1024),
        ] {
            // One report, read in either language.
            let r = size(&s).unwrap();
            let (en, zh) = (
                |m: &crate::i18n::Message| m.render(Lang::En),
                |m: &crate::i18n::Message| m.render(Lang::ZhCn),
            );
            let figures = |t: &str| -> Vec<String> {
                let mut v: Vec<String> = t
                    .split(|c: char| !(c.is_ascii_digit() || c == ',' || c == '.'))
                    .map(|x| x.trim_matches(['.', ',']).to_owned())
                    .filter(|x| !x.is_empty())
                    .collect();
                crate::order::sort(&mut v);
                v
            };
            for (e, z) in [(en(&r.summary), zh(&r.summary)), (en(&r.why), zh(&r.why))] {
                let (e, z) = (e.as_str(), z.as_str());
                assert!(
                    z.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
                    "{z}"
                );
                assert_eq!(figures(e), figures(z), "\n{e}\n{z}");
                assert!(!z.contains(" regions") && !z.contains("the "), "{z}");
            }
        }
        let en = size(&Sizing::new(2_000_000_000, 300)).unwrap();
        assert_eq!(
            en.summary.to_string(),
            "2,000,000,000 rows × 300 bytes = 559 GiB → 56 regions of 10.00 GiB"
        );
        assert_eq!(
            en.why.to_string(),
            "pre-split into the 56 regions the data will fill, so none has to split while the \
             table grows to this size"
        );
    }
}
