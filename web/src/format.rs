//! Every number and text formatter the page uses, in one place: counts, shares, sizes, widths.
//!
//! Counts, shares and sizes come from the core's [`rowkey_core::format`], so the page, the CLI
//! and the JS module write a figure the same way; what is left here is how the page draws its
//! own figures (axis labels, short counts, widths, byte labels).

/// `1234567` → `1,234,567` (the core's grouping, so the page writes counts as messages do).
pub fn fmt_int(n: u64) -> String {
    rowkey_core::format::grouped(n)
}

/// Axis labels for shares: as few digits as the tick needs.
pub fn fmt_pct_axis(t: f64) -> String {
    let p = t * 100.0;
    if p == 0.0 {
        "0".into()
    } else if p >= 1.0 && (p - p.round()).abs() < 1e-9 {
        format!("{p:.0} %")
    } else {
        let s = format!("{p:.3}");
        let s = s.trim_end_matches('0').trim_end_matches('.');
        format!("{s} %")
    }
}

/// A count in short human form: `12k`, `3.4M`.
pub fn fmt_short(n: f64) -> String {
    let a = n.abs();
    if a >= 1e9 {
        trim_zeros(format!("{:.2}", n / 1e9)) + "G"
    } else if a >= 1e6 {
        trim_zeros(format!("{:.2}", n / 1e6)) + "M"
    } else if a >= 1e3 {
        trim_zeros(format!("{:.1}", n / 1e3)) + "k"
    } else {
        trim_zeros(format!("{n:.2}"))
    }
}

/// `2.50` → `2.5`, `3.00` → `3`.
fn trim_zeros(s: String) -> String {
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    }
}

/// A figure with `digits` decimals, or a dash when there is none (NaN, infinite).
pub fn fmt_num(x: f64, digits: usize) -> String {
    if x.is_finite() {
        format!("{x:.digits$}")
    } else {
        "–".into()
    }
}

/// A mean count: whole keys once it is large, one decimal below that.
pub fn fmt_mean(m: f64) -> String {
    if !m.is_finite() {
        "–".into()
    } else if m >= 1000.0 {
        fmt_int(m.round() as u64)
    } else {
        format!("{m:.1}")
    }
}

/// A size of data in decimal units (`4.00 GB`), as the core writes sizes everywhere.
pub fn fmt_bytes(n: u64) -> String {
    rowkey_core::format::bytes(n)
}

/// A size in binary units with one decimal (`1.5 MiB`, `512 B`): the growth panel's region
/// sizes, short enough for a column beside a bar.
pub fn fmt_binary_short(bytes: u64) -> String {
    const UNITS: [&str; 6] = ["B", "KiB", "MiB", "GiB", "TiB", "PiB"];
    let (mut v, mut u) = (bytes as f64, 0);
    while v >= 1024.0 && u + 1 < UNITS.len() {
        v /= 1024.0;
        u += 1;
    }
    if u == 0 {
        format!("{bytes} B")
    } else {
        format!("{v:.1} {}", UNITS[u])
    }
}

/// A segment's width: `4 B`, `1–3 B`, or `≥ 4 B` when the longest is not worth stating.
pub fn width_label((min, max): (usize, usize)) -> String {
    if max >= 1 << 20 {
        format!("≥ {min} B")
    } else if min == max {
        format!("{min} B")
    } else {
        format!("{min}–{max} B")
    }
}

/// A byte as a label: hex, and the character when printable.
pub fn byte_label(b: u8) -> String {
    if (0x20..=0x7E).contains(&b) {
        format!("0x{b:02X} '{}'", b as char)
    } else {
        format!("0x{b:02X}")
    }
}

// Plain unit tests run natively; the wasm test run only takes `wasm_bindgen_test`s.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn formats() {
        assert_eq!(fmt_int(0), "0");
        assert_eq!(fmt_int(999), "999");
        assert_eq!(fmt_int(1000), "1,000");
        assert_eq!(fmt_int(100_000_000), "100,000,000");
        assert_eq!(fmt_short(25_000.0), "25k");
        assert_eq!(fmt_short(1_500_000.0), "1.5M");
        assert_eq!(fmt_bytes(4_000_000_000), "4.00 GB");
        assert_eq!(fmt_bytes(512), "512 B");
        assert_eq!(fmt_binary_short(512), "512 B");
        assert_eq!(fmt_binary_short(1536 << 10), "1.5 MiB");
        assert_eq!(fmt_binary_short(u64::MAX), "16384.0 PiB");
    }

    #[test]
    fn labels() {
        assert_eq!(width_label((4, 4)), "4 B");
        assert_eq!(width_label((1, 3)), "1–3 B");
        assert_eq!(width_label((4, usize::MAX)), "≥ 4 B");
    }

    #[test]
    fn axis_labels() {
        assert_eq!(fmt_pct_axis(0.0), "0");
        assert_eq!(fmt_pct_axis(0.1), "10 %");
        assert_eq!(fmt_pct_axis(0.005), "0.5 %");
    }
}
