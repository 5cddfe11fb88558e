//! Quantile split keys from real keys: HashChoreWoker's rule (sorted distinct keys, every
//! `count / regions`-th), the same as the design's `quantile` algorithm.

use crate::analyze::splits::{quantile_cut, KEPT_KEY_OVERHEAD};
use crate::analyze::SplitKeys;
use crate::i18n::{catalogue::keys as msg, Arg, Message};
use crate::limits::{mib, MAX_QUANTILE_SAMPLE_BYTES};
use std::collections::BinaryHeap;

/// The keys a quantile split is cut from: every key while they fit in a byte budget
/// ([`MAX_QUANTILE_SAMPLE_BYTES`] by default, each key's length plus [`KEPT_KEY_OVERHEAD`]),
/// then a uniform reservoir of the keys (bottom-k by a fixed hash of each key's position, so
/// the same file always gives the same splits).
#[derive(Debug)]
pub struct KeyReservoir {
    /// Each kept key by its priority, with its row's size (0 when sizes are not read).
    heap: BinaryHeap<(u64, Vec<u8>, u64)>,
    bytes: u64,
    budget: u64,
    rows: u64,
    thinned: bool,
}

impl Default for KeyReservoir {
    fn default() -> KeyReservoir {
        KeyReservoir::within(MAX_QUANTILE_SAMPLE_BYTES)
    }
}

/// SplitMix64's finaliser: a position's priority.
fn priority(n: u64) -> u64 {
    let mut z = n.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

impl KeyReservoir {
    /// A reservoir holding at most `budget` bytes.
    pub fn within(budget: u64) -> KeyReservoir {
        KeyReservoir {
            heap: BinaryHeap::new(),
            bytes: 0,
            budget,
            rows: 0,
            thinned: false,
        }
    }

    /// One more key.
    pub fn add(&mut self, key: &[u8]) {
        self.add_sized(key, 0);
    }

    /// One more key, whose row takes `size` bytes (for [`super::quantile_bytes`]).
    pub fn add_sized(&mut self, key: &[u8], size: u64) {
        let p = priority(self.rows);
        self.rows += 1;
        if self.thinned && self.heap.peek().is_some_and(|(top, _, _)| p >= *top) {
            return;
        }
        self.bytes += key.len() as u64 + KEPT_KEY_OVERHEAD;
        self.heap.push((p, key.to_vec(), size));
        while self.bytes > self.budget {
            let Some((_, gone, _)) = self.heap.pop() else {
                break;
            };
            self.bytes -= gone.len() as u64 + KEPT_KEY_OVERHEAD;
            self.thinned = true;
        }
    }

    /// The kept keys, sorted.
    pub fn keys(&self) -> QuantileKeys {
        let mut keys: Vec<Vec<u8>> = self.heap.iter().map(|(_, k, _)| k.clone()).collect();
        keys.sort_unstable();
        QuantileKeys {
            keys,
            rows: self.rows,
            thinned: self.thinned,
        }
    }

    /// The kept keys with their rows' sizes, sorted by key.
    pub fn sized_keys(&self) -> super::quantile_bytes::SizedKeys {
        let mut keys: Vec<(Vec<u8>, u64)> =
            self.heap.iter().map(|(_, k, n)| (k.clone(), *n)).collect();
        keys.sort_unstable();
        super::quantile_bytes::SizedKeys {
            keys,
            rows: self.rows,
            thinned: self.thinned,
        }
    }
}

/// Sorted keys to cut quantile splits from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuantileKeys {
    /// The keys kept, sorted.
    pub keys: Vec<Vec<u8>>,
    /// Keys read.
    pub rows: u64,
    /// Whether `keys` is a reservoir of them (the file's keys were over the budget).
    pub thinned: bool,
}

/// HashChoreWoker's split keys over `keys` for `regions` regions, with a note on what they were
/// cut from.
///
/// # Errors
///
/// The message when `regions` is below 2, or there are too few keys to cut that many regions.
///
/// ```
/// use rowkey_core::keys::{quantile_split_keys, KeyReservoir};
/// let mut r = KeyReservoir::default();
/// for k in ["d", "a", "c", "b", "a", "e"] {
///     r.add(k.as_bytes());
/// }
/// // 6 keys, 3 regions: every 2nd of the distinct keys a..e.
/// assert_eq!(quantile_split_keys(&r.keys(), 3).unwrap().keys, [b"c".to_vec(), b"e".to_vec()]);
/// ```
pub fn quantile_split_keys(keys: &QuantileKeys, regions: u32) -> Result<SplitKeys, Message> {
    super::quantile_bytes::two_regions(regions)?;
    // The whole file counts as HashChoreWoker counts it; a reservoir stands for it.
    let count = if keys.thinned {
        keys.keys.len() as u64
    } else {
        keys.rows
    };
    if count < u64::from(regions) {
        return Err(crate::msg!(
            msg::QUANTILE_TOO_FEW,
            regions = Arg::Int(regions.into()),
            rows = Arg::Int(keys.rows.into())
        ));
    }
    let (split, distinct, base) =
        quantile_cut(&keys.keys, count, regions).map_err(|e| e.message)?;
    let wanted = regions - 1;
    let made = split.len() as u32;
    let note = if keys.thinned {
        crate::msg!(
            msg::QUANTILE_NOTE_RESERVOIR,
            count = Arg::Int(count.into()),
            rows = Arg::Int(keys.rows.into()),
            limit = mib(MAX_QUANTILE_SAMPLE_BYTES),
            distinct = Arg::Int(distinct.into()),
            base = Arg::Int(base.into())
        )
    } else {
        crate::msg!(
            msg::QUANTILE_NOTE,
            rows = Arg::Int(keys.rows.into()),
            distinct = Arg::Int(distinct.into()),
            base = Arg::Int(base.into())
        )
    };
    // Fewer distinct keys than the rule steps over give fewer split keys: say so beside them.
    let note = if made < wanted {
        let short = crate::msg!(
            msg::QUANTILE_SHORT,
            made = Arg::Int(made.into()),
            wanted = Arg::Int(wanted.into()),
            regions = Arg::Int(regions.into()),
            base = Arg::Int(base.into()),
            distinct = Arg::Int(distinct.into()),
            tables = Arg::Int((made + 1).into())
        );
        crate::msg!(crate::i18n::catalogue::report::NOTES, a = note, b = short)
    } else {
        note
    };
    Ok(SplitKeys {
        keys: split,
        // The note is read where the split keys are made (the CLI, the JS module, the page).
        note: Some(note),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reservoir_stays_within_its_budget_and_is_repeatable() {
        let fill = || {
            let mut r = KeyReservoir::within(100 * (8 + KEPT_KEY_OVERHEAD));
            for i in 0..10_000u64 {
                r.add(&i.to_be_bytes());
            }
            r.keys()
        };
        let k = fill();
        assert!(k.thinned && k.keys.len() == 100 && k.rows == 10_000);
        assert_eq!(k, fill());
        // A uniform reservoir: about a tenth of it below key 1000.
        let low = k
            .keys
            .iter()
            .filter(|x| x.as_slice() < &1000u64.to_be_bytes()[..])
            .count();
        assert!((3..=20).contains(&low), "{low}");
        let cut = quantile_split_keys(&k, 4).unwrap();
        assert_eq!(cut.keys.len(), 3);
        assert!(cut
            .note
            .unwrap()
            .to_string()
            .starts_with("from a reservoir of 100 of the 10000 keys"));
    }

    #[test]
    fn too_few_distinct_keys_say_why_there_are_fewer_splits() {
        let mut r = KeyReservoir::default();
        for k in ["a", "b", "a", "b", "a", "b", "a", "b"] {
            r.add(k.as_bytes());
        }
        let cut = quantile_split_keys(&r.keys(), 4).unwrap();
        assert!(cut.keys.is_empty());
        let note = cut.note.unwrap().to_string();
        assert!(
            note.contains("only 0 of the 3 split keys for 4 regions")
                && note.contains("the table gets 1 region;"),
            "{note}"
        );
        let mut r = KeyReservoir::default();
        for k in ["a", "b", "c", "d"] {
            r.add(k.as_bytes());
        }
        let full = quantile_split_keys(&r.keys(), 2).unwrap();
        assert_eq!(full.keys, [b"c".to_vec()]);
        assert!(!full.note.unwrap().to_string().contains("only"));
    }

    #[test]
    fn too_few_keys_is_an_error() {
        let mut r = KeyReservoir::default();
        r.add(b"a");
        assert!(quantile_split_keys(&r.keys(), 2).is_err());
        assert!(quantile_split_keys(&r.keys(), 1).is_err());
    }
}
