//! The design document itself, every member written out.

use crate::design::Design;

/// The design document as pretty JSON with every member written (what `rowkey export --to
/// design` prints, and what the CLI and the playground read back).
///
/// ```
/// use rowkey_core::design::Design;
/// use rowkey_core::exchange::export_design;
/// let d = Design::new("{id}");
/// assert_eq!(Design::from_json(&export_design(&d)).unwrap(), d);
/// ```
pub fn export_design(design: &Design) -> String {
    let mut out = design.to_json_pretty();
    out.push('\n');
    out
}
