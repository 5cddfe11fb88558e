//! Every number and text formatter the page uses, in one place: counts, shares, sizes, widths.
//!
//! Figures that also appear in the core's messages (grouped counts, byte sizes) come from the
//! core, so the page, the CLI and the JS module write them the same way; what is left here is
//! how the page draws its own figures (axis labels, readouts).

/// `1234567` → `1,234,567` (the core's grouping, so the page writes counts as messages do).
pub fn fmt_int(n: u64) -> String {
    rowkey_core::limits::grouped(n)
}

/// A fraction as a percentage with enough digits to tell small shares apart.
pub fn fmt_pct(fraction: f64) -> String {
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

/// Bytes in human units (decimal, as disk and memory budgets are usually quoted): the memory
/// estimate.
pub fn fmt_bytes(b: f64) -> String {
    const UNITS: [&str; 6] = ["B", "KB", "MB", "GB", "TB", "PB"];
    let mut v = b.max(0.0);
    let mut u = 0;
    while v >= 1000.0 && u + 1 < UNITS.len() {
        v /= 1000.0;
        u += 1;
    }
    if u == 0 {
        format!("{v:.0} B")
    } else if v < 10.0 {
        format!("{v:.2} {}", UNITS[u])
    } else if v < 100.0 {
        format!("{v:.1} {}", UNITS[u])
    } else {
        format!("{v:.0} {}", UNITS[u])
    }
}

/// Bytes in a short human form, for the split notes.
pub fn human_bytes(n: u64) -> String {
    const UNITS: [&str; 4] = ["bytes", "KB", "MB", "GB"];
    let mut v = n as f64;
    let mut unit = 0;
    while v >= 1000.0 && unit + 1 < UNITS.len() {
        v /= 1000.0;
        unit += 1;
    }
    if unit == 0 {
        format!("{n} bytes")
    } else {
        format!("{v:.1} {}", UNITS[unit])
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

/// `n` and the noun in the number it needs: `1 error`, `3 warnings`.
pub fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
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
        assert_eq!(fmt_pct(0.1), "10.0 %");
        assert_eq!(fmt_pct(0.0), "0 %");
        assert_eq!(fmt_short(25_000.0), "25k");
        assert_eq!(fmt_short(1_500_000.0), "1.5M");
        assert_eq!(fmt_bytes(4_000_000_000.0), "4.00 GB");
        assert_eq!(fmt_bytes(512.0), "512 B");
    }

    #[test]
    fn labels() {
        assert_eq!(width_label((4, 4)), "4 B");
        assert_eq!(width_label((1, 3)), "1–3 B");
        assert_eq!(width_label((4, usize::MAX)), "≥ 4 B");
        assert_eq!(human_bytes(512), "512 bytes");
        assert_eq!(human_bytes(8_416_000), "8.4 MB");
        assert_eq!(plural(1, "error", "errors"), "1 error");
        assert_eq!(plural(0, "error", "errors"), "0 errors");
    }

    #[test]
    fn axis_labels() {
        assert_eq!(fmt_pct_axis(0.0), "0");
        assert_eq!(fmt_pct_axis(0.1), "10 %");
        assert_eq!(fmt_pct_axis(0.005), "0.5 %");
    }
}
