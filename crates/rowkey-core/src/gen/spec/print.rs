//! The normal form of a generator: single spaces after commas, strings JSON-quoted, dates in
//! RFC 3339, numbers as short as reads back the same.

use super::time::format_time;
use super::types::{Generator, Literals, DEFAULT_PHONE_PREFIXES};
use std::fmt::Write as _;

/// Shortest text that reads back as the same `f64` (`1` for 1.0); integral values beyond a long
/// use an exponent (`1e21`) so they are not read back as an out-of-range integer.
pub(super) fn fmt_f64(v: f64) -> String {
    let plain = format!("{v}");
    if plain.contains('.') || plain.parse::<i64>().is_ok() {
        plain
    } else {
        format!("{v:e}")
    }
}

fn quote(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_else(|_| format!("{s:?}"))
}

fn push_literals(out: &mut String, values: &Literals, weights: Option<&[f64]>) {
    let n = values.len();
    for i in 0..n {
        if i > 0 {
            out.push_str(", ");
        }
        match values {
            Literals::Str(v) => out.push_str(&quote(&v[i])),
            Literals::Int(v) => {
                let _ = write!(out, "{}", v[i]);
            }
        }
        if let Some(w) = weights {
            let _ = write!(out, ": {}", fmt_f64(w[i]));
        }
    }
}

/// The normal form of `g`.
pub(super) fn describe(g: &Generator) -> String {
    match g {
        Generator::Seq { start, step } => format!("seq({start}, {step})"),
        Generator::Int { lo, hi } => format!("int({lo}, {hi})"),
        Generator::Zipf { n, s } => format!("zipf({n}, {})", fmt_f64(*s)),
        Generator::Timestamp { start_ms, rate } => format!(
            "timestamp({}, {})",
            quote(&format_time(*start_ms)),
            fmt_f64(*rate)
        ),
        Generator::Uuid => "uuid()".into(),
        Generator::Phone { prefixes } => {
            if prefixes
                .iter()
                .map(String::as_str)
                .eq(DEFAULT_PHONE_PREFIXES)
            {
                return "phone()".into();
            }
            let items: Vec<String> = prefixes
                .iter()
                .map(|p| {
                    // A leading zero would be lost as a number.
                    if p.starts_with('0') {
                        quote(p)
                    } else {
                        p.clone()
                    }
                })
                .collect();
            format!("phone([{}])", items.join(", "))
        }
        Generator::Choice { values, weights } => {
            let mut out = String::from("choice(");
            push_literals(&mut out, values, weights.as_deref());
            out.push(')');
            out
        }
        Generator::Pattern { source, .. } => format!("pattern({})", quote(source)),
        Generator::HexStr { len } => format!("hexstr({len})"),
        Generator::Text { min, max } => format!("text({min}, {max})"),
        Generator::List { values } => {
            let mut out = String::from("list(");
            push_literals(&mut out, values, None);
            out.push(')');
            out
        }
        Generator::Csv { column } => format!("csv({})", quote(column)),
    }
}
