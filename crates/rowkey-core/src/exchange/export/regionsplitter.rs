//! The `hbase org.apache.hadoop.hbase.util.RegionSplitter` command line that creates the table
//! pre-split.

use super::numregions::splitalgo_class;
use super::refused::posix_quoted;
use super::ExportRefused;
use crate::design::Design;
use crate::i18n::catalogue::export as msg;
use crate::i18n::Arg;

/// The command RegionSplitter runs as `main`.
const MAIN: &str = "hbase org.apache.hadoop.hbase.util.RegionSplitter";

/// `hbase org.apache.hadoop.hbase.util.RegionSplitter TABLE HexStringSplit -c N -f cf1:cf2`,
/// with `--firstrow` / `--lastrow` when the design sets them (RegionSplitter's own options; it
/// hands them to the algorithm's `setFirstRow` / `setLastRow`, as the design's `first` / `last`
/// are), every argument quoted for a POSIX shell.
///
/// Refused where RegionSplitter cannot express the design: split keys that are not one of its
/// algorithms, fewer than 2 regions (`Split count must be > 1`), and families with attributes
/// (it creates each family with HBase's defaults).
///
/// # Errors
///
/// An [`ExportRefused`] when the split algorithm has no `RegionSplitter` class, there are fewer
/// than two regions, or a family's settings cannot be written.
///
/// ```
/// use rowkey_core::design::{Design, SplitAlgorithm};
/// use rowkey_core::exchange::export_regionsplitter;
/// let mut d = Design::new("{id}");
/// d.table.families = vec!["d".into(), "m".into()];
/// d.splits.algorithm = SplitAlgorithm::HexString;
/// d.splits.regions = 8;
/// assert_eq!(
///     export_regionsplitter(&d).unwrap(),
///     "hbase org.apache.hadoop.hbase.util.RegionSplitter t HexStringSplit -c 8 -f d:m\n"
/// );
/// ```
pub fn export_regionsplitter(design: &Design) -> Result<String, ExportRefused> {
    let s = &design.splits;
    let Some(class) = splitalgo_class(s.algorithm) else {
        return Err(ExportRefused::new(crate::msg!(
            msg::RS_ALGORITHM,
            algorithm = s.algorithm.name()
        )));
    };
    if s.regions < 2 {
        return Err(ExportRefused::new(crate::msg!(
            msg::RS_FEW_REGIONS,
            regions = Arg::Int(s.regions.into())
        )));
    }
    if let Some((i, f)) =
        (design.table.families.iter().enumerate()).find(|(_, f)| !f.attrs.is_empty())
    {
        return Err(ExportRefused::new(crate::msg!(
            msg::RS_FAMILY_ATTRS,
            family = &f.name,
            index = Arg::Int(i as i128)
        )));
    }
    let families: Vec<&str> = design
        .table
        .families
        .iter()
        .map(|f| f.name.as_str())
        .collect();
    let mut words = vec![
        posix_quoted(&design.table.name),
        posix_quoted(class),
        "-c".to_owned(),
        s.regions.to_string(),
        "-f".to_owned(),
        posix_quoted(&families.join(":")),
    ];
    if let Some(first) = &s.first {
        words.push("--firstrow".into());
        words.push(posix_quoted(first));
    }
    if let Some(last) = &s.last {
        words.push("--lastrow".into());
        words.push(posix_quoted(last));
    }
    Ok(format!("{MAIN} {}\n", words.join(" ")))
}
