//! The keyspace ruler's level: for a prefix, whether and how densely keys continue it with each
//! next byte.

use rowkey_core::keyspace::Keyspace;
use rowkey_protocol::{RulerCell, RulerLevel};

/// The first row after every key starting with `prefix` (empty: the end of the table).
fn successor(prefix: &[u8]) -> Vec<u8> {
    let mut s = prefix.to_vec();
    while let Some(last) = s.pop() {
        if last < 0xFF {
            s.push(last + 1);
            return s;
        }
    }
    Vec::new()
}

/// The ruler's level under `prefix`: each of the 256 cells is the keys in
/// `[prefix+b, prefix+b+1)` (share of all keys), `total` the prefix's own share, `max` the
/// largest cell share, `prefix_reachable` whether any key starts with the prefix.
pub(super) fn answer(ks: &Keyspace, prefix: &[u8]) -> RulerLevel {
    let cells: Vec<RulerCell> = (0..=255u8)
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
            RulerCell { reachable, share }
        })
        .collect();
    let end = successor(prefix);
    let total = ks.share(prefix, &end);
    let max = cells.iter().map(|c| c.share).fold(0.0, f64::max);
    RulerLevel {
        prefix: prefix.to_vec(),
        prefix_reachable: prefix.is_empty() || ks.reachable(prefix, &end),
        cells,
        total,
        max,
    }
}

#[cfg(test)]
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

    fn reachable(l: &RulerLevel) -> Vec<u8> {
        (0..=255u8)
            .filter(|&b| l.cells[b as usize].reachable)
            .collect()
    }

    #[test]
    fn hex_keys_leave_the_ascii_gap() {
        let mut d = Design::new("{id | md5 | hex | left(16)}");
        d.fields.insert("id".into(), "seq(0, 1)".into());
        let ks = Keyspace::new(&Compiled::new(&d).expect("compiles"));
        let l = answer(&ks, b"");
        assert_eq!(reachable(&l), b"0123456789abcdef");
        assert!((l.total - 1.0).abs() < 1e-9);
        // The last byte's range ends at the prefix's end, not at prefix + 0x100.
        let deep = answer(&ks, b"f");
        assert_eq!(reachable(&deep), b"0123456789abcdef");
        assert!(deep.prefix_reachable);
        assert!(!answer(&ks, b"g").prefix_reachable);
    }
}
