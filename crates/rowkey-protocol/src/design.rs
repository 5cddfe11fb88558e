//! The design as the page's analyses see it, the same in the page and in its workers.

use rowkey_core::design::{Design, Table};
use std::borrow::Cow;

/// The design as the analysis sees it: with a stand-in table while its own table is not valid.
/// Only the exports that create the table read it (and they check it first), so a bad table
/// name, shown next to its box, never stops the keys, the charts or the other exports.
///
/// ```
/// use rowkey_core::design::Design;
/// use rowkey_protocol::analysable;
/// let mut d = Design::new("{id}");
/// assert!(matches!(analysable(&d), std::borrow::Cow::Borrowed(_)));
/// d.table.name = "my'table".into();
/// assert!(analysable(&d).table.validate().is_empty());
/// assert_eq!(analysable(&d).template, "{id}");
/// ```
pub fn analysable(design: &Design) -> Cow<'_, Design> {
    if design.table.validate().is_empty() {
        Cow::Borrowed(design)
    } else {
        let mut d = design.clone();
        d.table = Table::default();
        Cow::Owned(d)
    }
}
