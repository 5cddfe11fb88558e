//! What the ruler draws, from the keyspace model (the quick worker's answer): for a prefix,
//! whether and how densely keys continue it with each next byte, and where the split keys
//! under it cut.

pub(super) use rowkey_protocol::{RulerCell as Cell, RulerLevel as Level};

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
