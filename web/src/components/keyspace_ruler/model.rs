//! What the ruler draws, from the keyspace model: for a prefix, whether and how densely keys
//! continue it with each next byte, and where the split keys under it cut.

use rowkey_core::keyspace::Keyspace;

/// What the model says about keys continuing the prefix with one byte.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Cell {
    pub(super) reachable: bool,
    /// Share of all keys in `[prefix+b, prefix+b+1)`.
    pub(super) share: f64,
}

/// One zoom level: the 256 cells and the prefix's own share.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Level {
    pub(super) cells: Vec<Cell>,
    /// Share of all keys under the prefix.
    pub(super) total: f64,
    /// The largest cell share (for normalising the density).
    pub(super) max: f64,
}

/// The first row after every key starting with `prefix` (empty: the end of the table).
pub(super) fn successor(prefix: &[u8]) -> Vec<u8> {
    let mut s = prefix.to_vec();
    while let Some(last) = s.pop() {
        if last < 0xFF {
            s.push(last + 1);
            return s;
        }
    }
    Vec::new()
}

/// The 256 cells under `prefix`.
pub(super) fn level(ks: &Keyspace, prefix: &[u8]) -> Level {
    let mut start = prefix.to_vec();
    start.push(0);
    let cells: Vec<Cell> = (0..=255u8)
        .map(|b| {
            let mut lo = prefix.to_vec();
            lo.push(b);
            // The last byte's range ends where the prefix's range ends.
            let hi = if b == 0xFF {
                successor(prefix)
            } else {
                let mut hi = prefix.to_vec();
                hi.push(b + 1);
                hi
            };
            let reachable = ks.reachable(&lo, &hi);
            let share = if reachable { ks.share(&lo, &hi) } else { 0.0 };
            Cell { reachable, share }
        })
        .collect();
    let total = ks.share(prefix, &successor(prefix));
    let max = cells.iter().map(|c| c.share).fold(0.0, f64::max);
    Level { cells, total, max }
}

/// A split key under the prefix, where it cuts.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct SplitMark {
    pub(super) key: Vec<u8>,
    /// Position in bytes from the left (0.0..256.0).
    pub(super) pos: f64,
    /// The byte under it; `None` when the split key is the prefix itself.
    pub(super) byte: Option<u8>,
    /// It lies where no key can start.
    pub(super) in_gap: bool,
}

pub(super) fn split_marks(splits: &[Vec<u8>], prefix: &[u8], level: &Level) -> Vec<SplitMark> {
    splits
        .iter()
        .filter(|k| k.starts_with(prefix))
        .map(|k| {
            let rest = &k[prefix.len()..];
            match rest.first() {
                None => SplitMark {
                    key: k.clone(),
                    pos: 0.0,
                    byte: None,
                    in_gap: false,
                },
                Some(&b) => {
                    // The following bytes place the line within the byte's column.
                    let frac = rest.get(1).map_or(0.0, |&c| c as f64 / 256.0)
                        + rest.get(2).map_or(0.0, |&c| c as f64 / 65536.0);
                    SplitMark {
                        key: k.clone(),
                        pos: b as f64 + frac,
                        byte: Some(b),
                        in_gap: !level.cells[b as usize].reachable,
                    }
                }
            }
        })
        .collect()
}

/// The bytes to show when fitting the view to the keys: every reachable byte and every split
/// line, a byte of margin on each side, at least 16 bytes wide.
pub(super) fn view_range(level: &Level, marks: &[SplitMark]) -> (usize, usize) {
    let reach = (0..256).filter(|&b| level.cells[b].reachable);
    let split = marks.iter().filter_map(|m| m.byte.map(usize::from));
    let all: Vec<usize> = reach.chain(split).collect();
    let (Some(&min), Some(&max)) = (all.iter().min(), all.iter().max()) else {
        return (0, 255);
    };
    let (mut lo, mut hi) = (min.saturating_sub(1), (max + 1).min(255));
    while hi - lo + 1 < 16 {
        lo = lo.saturating_sub(1);
        if hi - lo + 1 < 16 && hi < 255 {
            hi += 1;
        }
    }
    (lo, hi)
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use rowkey_core::design::Design;
    use rowkey_core::sample::Compiled;

    #[test]
    fn successor_of_prefixes() {
        assert_eq!(successor(b""), b"");
        assert_eq!(successor(b"a"), b"b");
        assert_eq!(successor(&[0x12, 0xFF]), [0x13]);
        assert_eq!(successor(&[0xFF, 0xFF]), b"");
    }

    #[test]
    fn hex_keys_leave_the_ascii_gap() {
        let mut d = Design::new("{id | md5 | hex | left(16)}");
        d.fields.insert("id".into(), "seq(0, 1)".into());
        let ks = Keyspace::new(&Compiled::new(&d).expect("compiles"));
        let l = level(&ks, b"");
        let reach: Vec<u8> = (0..=255u8)
            .filter(|&b| l.cells[b as usize].reachable)
            .collect();
        assert_eq!(reach, b"0123456789abcdef");
        assert!((l.total - 1.0).abs() < 1e-9);
        // The last byte's range ends at the prefix's end, not at prefix + 0x100.
        let deep = level(&ks, b"f");
        assert!(deep.cells[b'f' as usize].reachable);
        assert!(!deep.cells[0xFF].reachable);
        let splits = vec![b"3".to_vec(), b"A".to_vec(), b"Z".to_vec(), b"c".to_vec()];
        let marks = split_marks(&splits, b"", &l);
        assert_eq!(marks.iter().filter(|m| m.in_gap).count(), 2);
    }
}
