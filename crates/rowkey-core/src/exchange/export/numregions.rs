//! The HBase shell's `create` with `{NUMREGIONS => n, SPLITALGO => '...'}`: the shell computes
//! the split keys itself, with RegionSplitter's algorithm at its default first and last rows.

use super::shell::create_prefix;
use super::ExportRefused;
use crate::design::{Design, SplitAlgorithm};
use crate::i18n::catalogue::export as msg;
use crate::i18n::Arg;

/// The class the shell's `SPLITALGO` names for `algorithm`, if the shell can run it. The shell
/// hands the name to `RegionSplitter.newSplitAlgoInstance`, which knows the simple names
/// `HexStringSplit` and `UniformSplit`; `DecimalStringSplit` is given by its binary name, which
/// every HBase version loads.
pub(super) fn splitalgo_class(algorithm: SplitAlgorithm) -> Option<&'static str> {
    match algorithm {
        SplitAlgorithm::HexString => Some("HexStringSplit"),
        SplitAlgorithm::Uniform => Some("UniformSplit"),
        SplitAlgorithm::Decimal => {
            Some("org.apache.hadoop.hbase.util.RegionSplitter$DecimalStringSplit")
        }
        _ => None,
    }
}

/// `create 'T', 'cf', {NUMREGIONS => n, SPLITALGO => 'HexStringSplit'}` (after
/// `create_namespace` and with the families' attributes, as [`export_shell`](super::export_shell)),
/// or why the shell cannot compute the design's split keys this way: only RegionSplitter's
/// `hexstring`, `decimal` and `uniform` with their default first and last rows (the shell has no
/// way to set them) and at least 2 regions (the shell refuses fewer).
///
/// # Errors
///
/// An [`ExportRefused`] when the split algorithm has no shell class, or bounds are set that
/// `NUMREGIONS` cannot take.
///
/// ```
/// use rowkey_core::design::{Design, SplitAlgorithm};
/// use rowkey_core::exchange::export_shell_numregions;
/// let mut d = Design::new("{id}");
/// d.splits.algorithm = SplitAlgorithm::HexString;
/// assert_eq!(
///     export_shell_numregions(&d).unwrap(),
///     "create 't', 'd', {NUMREGIONS => 16, SPLITALGO => 'HexStringSplit'}\n"
/// );
/// d.splits.first = Some("1000".into());
/// assert!(export_shell_numregions(&d).unwrap_err().reason.to_string().contains("--to shell"));
/// ```
pub fn export_shell_numregions(design: &Design) -> Result<String, ExportRefused> {
    let s = &design.splits;
    let name = s.algorithm.name();
    let Some(class) = splitalgo_class(s.algorithm) else {
        return Err(ExportRefused::new(crate::msg!(
            msg::NUMREGIONS_ALGORITHM,
            algorithm = name
        )));
    };
    if s.first.is_some() || s.last.is_some() {
        // A lone member is a design path, the same in every language.
        let set = match (&s.first, &s.last) {
            (Some(_), Some(_)) => Arg::from(crate::msg!(msg::BOTH_BOUNDS)),
            (Some(_), None) => Arg::from("splits.first"),
            _ => Arg::from("splits.last"),
        };
        return Err(ExportRefused::new(crate::msg!(
            msg::NUMREGIONS_BOUNDS,
            set = set
        )));
    }
    if s.regions < 2 {
        return Err(ExportRefused::new(crate::msg!(
            msg::NUMREGIONS_FEW,
            regions = Arg::Int(s.regions.into())
        )));
    }
    let mut out = create_prefix(design);
    out.push_str(&format!(
        ", {{NUMREGIONS => {}, SPLITALGO => '{class}'}}\n",
        s.regions
    ));
    Ok(out)
}
