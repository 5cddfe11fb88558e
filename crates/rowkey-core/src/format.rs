//! Figures for people: byte sizes, shares and counts, written the same way by every front end
//! (the CLI's report, the lints, the JS module's callers and the playground).
//!
//! One convention each:
//! - sizes of data ([`bytes`]) are in decimal (SI) units, as disk and memory budgets are quoted
//!   and as the lints state their estimates: `1.60 GB`;
//! - a size set beside one of the tool's limits ([`binary_bytes`]) is in the binary (IEC) units
//!   the limits are chosen in, so a figure just over a limit reads as over it: `9.31 GiB`
//!   against `the limit is 16 MiB` ([`crate::limits::mib`] names the limits themselves);
//! - shares ([`percent`]) get as many digits as it takes to tell small ones apart: `0.0050 %`;
//! - counts ([`grouped`]) have their thousands grouped: `10,000,000`.
//!
//! ```
//! use rowkey_core::format::{bytes, grouped, percent};
//! assert_eq!(bytes(1_600_000_000), "1.60 GB");
//! assert_eq!(percent(0.438), "43.8 %");
//! assert_eq!(grouped(100_000), "100,000");
//! ```

/// Whether `c` is invisible or reorders the text around it: zero-width spaces and joiners, the
/// left-to-right and right-to-left marks, line and paragraph separators, the bidi embeddings,
/// overrides and isolates, the invisible operators and the byte-order mark. Shown as they are,
/// they make text read as something other than what it holds (a right-to-left override in a
/// key's field reverses the words after it), so keys and the values quoted in messages show
/// them as their bytes' `\xHH` escapes instead.
pub(crate) fn is_invisible_mark(c: char) -> bool {
    matches!(c,
        '\u{200B}'..='\u{200F}' // zero-width space / joiners, LRM, RLM
        | '\u{061C}' // Arabic letter mark
        | '\u{2028}' | '\u{2029}' // line and paragraph separators
        | '\u{202A}'..='\u{202E}' // bidi embeddings and overrides
        | '\u{2060}'..='\u{2064}' // word joiner, invisible operators
        | '\u{2066}'..='\u{2069}' // bidi isolates
        | '\u{FEFF}' // byte-order mark
    )
}

/// A size of data in decimal units, with three significant digits from a kilobyte on.
///
/// ```
/// use rowkey_core::format::bytes;
/// assert_eq!(bytes(512), "512 B");
/// assert_eq!(bytes(4_000_000_000), "4.00 GB");
/// assert_eq!(bytes(12_500_000_000), "12.5 GB");
/// assert_eq!(bytes(160_000_000), "160 MB");
/// ```
pub fn bytes(n: u64) -> String {
    const UNITS: [&str; 7] = ["B", "KB", "MB", "GB", "TB", "PB", "EB"];
    let mut v = n as f64;
    let mut u = 0;
    while v >= 1000.0 && u + 1 < UNITS.len() {
        v /= 1000.0;
        u += 1;
    }
    if u == 0 {
        format!("{n} B")
    } else if v < 10.0 {
        format!("{v:.2} {}", UNITS[u])
    } else if v < 100.0 {
        format!("{v:.1} {}", UNITS[u])
    } else {
        format!("{v:.0} {}", UNITS[u])
    }
}

/// A size in the binary units the limits are set in, for a figure stated beside a limit (so a
/// figure just over a limit reads as over it): `9.31 GiB`.
///
/// ```
/// use rowkey_core::format::binary_bytes;
/// assert_eq!(binary_bytes(9_999_990_000), "9.31 GiB");
/// assert_eq!(binary_bytes(8_416_000), "8.03 MiB");
/// assert_eq!(binary_bytes(512), "512 bytes");
/// ```
pub fn binary_bytes(n: u128) -> String {
    const UNITS: [&str; 6] = ["bytes", "KiB", "MiB", "GiB", "TiB", "PiB"];
    let mut v = n as f64;
    let mut u = 0;
    while v >= 1024.0 && u < UNITS.len() - 1 {
        v /= 1024.0;
        u += 1;
    }
    if u == 0 {
        format!("{n} bytes")
    } else if v < 100.0 {
        format!("{v:.2} {}", UNITS[u])
    } else {
        format!("{v:.0} {}", UNITS[u])
    }
}

/// A fraction as a percentage with enough digits to tell small shares apart; `–` when there is
/// no figure (a share of nothing).
///
/// ```
/// use rowkey_core::format::percent;
/// assert_eq!(percent(0.0), "0 %");
/// assert_eq!(percent(0.1), "10.0 %");
/// assert_eq!(percent(0.05), "5.00 %");
/// assert_eq!(percent(0.00005), "0.0050 %");
/// assert_eq!(percent(0.00012), "0.012 %");
/// assert_eq!(percent(f64::NAN), "–");
/// ```
pub fn percent(fraction: f64) -> String {
    let p = fraction * 100.0;
    if !p.is_finite() {
        return "–".into();
    }
    if p == 0.0 {
        "0 %".into()
    } else if p.abs() < 0.01 {
        format!("{p:.4} %")
    } else if p.abs() < 1.0 {
        format!("{p:.3} %")
    } else if p.abs() < 10.0 {
        format!("{p:.2} %")
    } else {
        format!("{p:.1} %")
    }
}

/// A count with its thousands grouped, as limits and figures are written in messages: `100,000`.
///
/// ```
/// assert_eq!(rowkey_core::format::grouped(10_000_000), "10,000,000");
/// assert_eq!(rowkey_core::format::grouped(999), "999");
/// ```
pub fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_change_unit_at_a_thousand() {
        assert_eq!(bytes(0), "0 B");
        assert_eq!(bytes(999), "999 B");
        assert_eq!(bytes(1000), "1.00 KB");
        assert_eq!(bytes(999_499), "999 KB");
        assert_eq!(bytes(u64::MAX), "18.4 EB");
    }

    #[test]
    fn binary_bytes_change_unit_at_1024() {
        assert_eq!(binary_bytes(1023), "1023 bytes");
        assert_eq!(binary_bytes(1024), "1.00 KiB");
        assert_eq!(binary_bytes(64 << 20), "64.00 MiB");
        assert_eq!(binary_bytes(200 << 20), "200 MiB");
    }

    #[test]
    fn percent_keeps_small_shares_apart_and_signs() {
        assert_eq!(percent(1.0), "100.0 %");
        assert_eq!(percent(0.005), "0.500 %");
        assert_eq!(percent(-0.2), "-20.0 %");
        assert_eq!(percent(f64::INFINITY), "–");
    }

    #[test]
    fn grouped_puts_commas_every_three_digits() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(1000), "1,000");
        assert_eq!(grouped(u64::MAX), "18,446,744,073,709,551,615");
    }
}
