//! One partition's keys counted into a partial: the keys go in one by one (or as whole
//! lists), the partial comes out as the bytes `rowkey analyze --keys … --partial
//! --partial-format binary` writes.

use crate::Fail;
use rowkey_core::keys::{KeyFormat, KeysAnalysis, KeysError};
use std::sync::{Mutex, PoisonError};

/// The last design given as JSON text, and an empty analysis of it: the partitions an executor
/// opens one after another are nearly always of one design, and making its split keys and
/// regions costs milliseconds a partition. One entry, so memory stays bounded whatever the
/// designs; a design file's path is never kept (the file may change between tasks).
static LAST: Mutex<Option<(String, KeysAnalysis)>> = Mutex::new(None);

/// One partition's analysis (see the module).
#[derive(Debug)]
pub struct Partition {
    analysis: KeysAnalysis,
    part: Option<u32>,
}

impl Partition {
    /// An empty partition of the design `design` names (see [`crate::load`]); `part`, the
    /// partition's number, orders the parts' heatmap windows when partials merge.
    ///
    /// A design given as JSON text is made ready once per process and kept (the last one):
    /// opening another partition of it is a copy.
    ///
    /// ```
    /// let design = r#"{"template": "{id}", "fields": {"id": "seq()"}}"#;
    /// let mut a = rowkey_partition::Partition::for_design(design, Some(0)).unwrap();
    /// a.push_keys([b"x".as_slice()]).unwrap();
    /// let b = rowkey_partition::Partition::for_design(design, Some(1)).unwrap();
    /// assert_eq!((a.keys(), b.keys()), (1, 0));
    /// ```
    pub fn for_design(design: &str, part: Option<u32>) -> Result<Partition, Fail> {
        let text = design.trim_start().starts_with('{');
        if text {
            let last = LAST.lock().unwrap_or_else(PoisonError::into_inner);
            if let Some((_, ready)) = last.as_ref().filter(|(d, _)| d == design) {
                let analysis = ready.fresh_partial();
                return Ok(Partition { analysis, part });
            }
        }
        let (compiled, opts) = crate::load(design)?;
        // The format is never read: keys arrive as bytes (`push_key`).
        let analysis = KeysAnalysis::for_partial(compiled, KeyFormat::Lines, opts)
            .map_err(|e| e.to_string())?;
        if text {
            let kept = (design.to_string(), analysis.fresh_partial());
            *LAST.lock().unwrap_or_else(PoisonError::into_inner) = Some(kept);
        }
        Ok(Partition { analysis, part })
    }

    /// The same partition counting rows with their sizes ([`Partition::push_sized_key`]), so
    /// its partial carries each region's bytes and the byte-weighted quantile sketch, as
    /// `rowkey analyze --keys … --keys-sizes --partial` makes it.
    ///
    /// ```
    /// let design = r#"{"template": "{id}", "fields": {"id": "pattern(\"user###\")"}}"#;
    /// let mut part = rowkey_partition::Partition::for_design(design, Some(0)).unwrap().with_sizes();
    /// part.push_sized_key(b"user100", 300).unwrap();
    /// assert!(part.push_sized_key(b"user101", (1 << 30) + 1).is_err());
    /// ```
    pub fn with_sizes(self) -> Partition {
        Partition {
            analysis: self.analysis.with_sizes(),
            part: self.part,
        }
    }

    /// Count one key and its row's size in bytes (a partition made [`Partition::with_sizes`]).
    /// A size over 1 GiB or a key too long is refused, naming its place as a line of a dump.
    pub fn push_sized_key(&mut self, key: &[u8], size: u64) -> Result<(), KeysError> {
        self.analysis.push_sized_key(key, size).map(|_| ())
    }

    /// Count `keys`. A key longer than HBase's row limit is refused, naming it by its place
    /// in the partition (1-based, as a line of a dump).
    pub fn push_keys<'k>(
        &mut self,
        keys: impl IntoIterator<Item = &'k [u8]>,
    ) -> Result<(), KeysError> {
        for k in keys {
            self.push_key(k)?;
        }
        Ok(())
    }

    /// Count one key.
    pub fn push_key(&mut self, key: &[u8]) -> Result<(), KeysError> {
        self.analysis.push_key(key).map(|_| ())
    }

    /// Keys counted so far.
    pub fn keys(&self) -> u64 {
        self.analysis.keys()
    }

    /// The partial of the keys counted, in its binary form.
    pub fn finish_bytes(&mut self) -> Result<Vec<u8>, Fail> {
        let partial = self
            .analysis
            .partial(self.part)
            .map_err(|e| e.message.to_string())?;
        Ok(partial.to_bytes())
    }
}
