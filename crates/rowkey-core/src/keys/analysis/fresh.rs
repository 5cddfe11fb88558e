//! A new partition's analysis copied from one made ready, for a process that counts many parts
//! against one design.

use super::KeysAnalysis;
use crate::keys::dups::Duplicates;
use crate::keys::partial::KeySketch;

impl KeysAnalysis {
    /// A new, empty analysis ending in a partial ([`KeysAnalysis::for_partial`]) of the same
    /// design, options, key format and order as this one (with row sizes as
    /// [`KeysAnalysis::with_sizes`] reads them when this one has sizes), without making the
    /// design's split keys and regions again, which is most of what opening one costs: for a
    /// process that counts many parts against one design.
    ///
    /// ```
    /// use rowkey_core::analyze::AnalyzeOptions;
    /// use rowkey_core::design::Design;
    /// use rowkey_core::keys::{KeyFormat, KeysAnalysis};
    /// use rowkey_core::sample::Compiled;
    /// let mut d = Design::new("{id}");
    /// d.fields.insert("id".into(), "seq(1, 1)".into());
    /// let c = Compiled::new(&d).unwrap();
    /// let opts = AnalyzeOptions::for_design(&c);
    /// let mut a = KeysAnalysis::for_partial(c, KeyFormat::Lines, opts).unwrap();
    /// a.push(b"a\nb\n").unwrap();
    /// let mut b = a.fresh_partial();
    /// b.push(b"c\n").unwrap();
    /// let (pa, pb) = (a.partial(Some(0)).unwrap(), b.partial(Some(1)).unwrap());
    /// assert_eq!((pa.rows(), pb.rows()), (2, 1));
    /// ```
    pub fn fresh_partial(&self) -> KeysAnalysis {
        let mut a = KeysAnalysis::of_prepared(
            self.compiled.clone(),
            self.prepared.clone(),
            self.reader.given().clone(),
            false,
        );
        a.order = self.order;
        a.counter.sample = Some(KeySketch::new());
        a.counter.dups = Duplicates::with_cap(crate::keys::partial::MAX_PARTIAL_PRINTS);
        if self.counter.bytes.is_some() {
            a = a.with_sizes();
        }
        a
    }
}
