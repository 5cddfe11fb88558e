//! Quantile split keys cut from the keys an analysis kept: by key count (HashChoreWoker's rule)
//! or, when the dump gave row sizes, by bytes.

use super::KeysAnalysis;
use crate::analyze::SplitKeys;
use crate::keys::quantile::{quantile_split_keys, KeyReservoir};
use crate::keys::reader::KeysError;

impl KeysAnalysis {
    /// HashChoreWoker's quantile split keys over the keys read, for `regions` regions (the
    /// analysis must have been made with `quantile`).
    ///
    /// # Errors
    ///
    /// What [`KeysAnalysis::end`] refuses, a [`KeysError`] when the analysis was not made with
    /// `quantile`, and what [`quantile_split_keys`](crate::keys::quantile_split_keys) refuses.
    pub fn quantile(&mut self, regions: u32) -> Result<SplitKeys, KeysError> {
        self.end()?;
        let keys = self
            .counter
            .reservoir
            .as_ref()
            .map(KeyReservoir::keys)
            .ok_or_else(|| KeysError {
                line: 0,
                message: crate::msg!(crate::i18n::catalogue::keys::NO_QUANTILE_KEYS),
            })?;
        quantile_split_keys(&keys, regions).map_err(|message| KeysError { line: 0, message })
    }

    /// The quantile split keys that give `regions` regions of equal bytes over the keys read
    /// (their rows' sizes summed, as `rowkey split quantile --by bytes` cuts them); the
    /// analysis must have been made with `quantile` and [`KeysAnalysis::with_sizes`].
    ///
    /// # Errors
    ///
    /// What [`KeysAnalysis::end`] refuses, a [`KeysError`] when the analysis keeps no keys or
    /// reads no row sizes, and what [`split_keys_by_bytes`](crate::keys::quantile_bytes::split_keys_by_bytes)
    /// refuses.
    ///
    /// ```
    /// use rowkey_core::analyze::AnalyzeOptions;
    /// use rowkey_core::design::Design;
    /// use rowkey_core::keys::{KeyFormat, KeysAnalysis};
    /// use rowkey_core::sample::Compiled;
    /// let mut d = Design::new("{id}");
    /// d.fields.insert("id".into(), "pattern(\"u#\")".into());
    /// let c = Compiled::new(&d).unwrap();
    /// let opts = AnalyzeOptions::for_design(&c);
    /// let mut a = KeysAnalysis::new(c, KeyFormat::Lines, opts, true).unwrap().with_sizes();
    /// a.push(b"a\t100\nb\t100\nc\t400\nd\t100\n").unwrap();
    /// // Half of the 700 bytes are past once `c` is in: the second region starts after it.
    /// assert_eq!(a.quantile_by_bytes(2).unwrap().keys, [b"d".to_vec()]);
    /// // Cut by keys, two of the four keys go in each region.
    /// assert_eq!(a.quantile(2).unwrap().keys, [b"c".to_vec()]);
    /// ```
    pub fn quantile_by_bytes(&mut self, regions: u32) -> Result<SplitKeys, KeysError> {
        self.end()?;
        let keys = match (&self.counter.reservoir, &self.counter.bytes) {
            (Some(r), Some(_)) => r.sized_keys(),
            (None, _) => {
                return Err(KeysError {
                    line: 0,
                    message: crate::msg!(crate::i18n::catalogue::keys::NO_QUANTILE_KEYS),
                })
            }
            (Some(_), None) => {
                return Err(KeysError {
                    line: 0,
                    message: crate::msg!(crate::i18n::catalogue::keys::NO_ROW_SIZES),
                })
            }
        };
        crate::keys::quantile_bytes::split_keys_by_bytes(&keys, regions)
            .map_err(|message| KeysError { line: 0, message })
    }
}
