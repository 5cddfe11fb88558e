//! How many distinct values a generator can make, and whether it draws them at random: what
//! tells repeated sample values (a property of the generator) from a key that cannot tell
//! records apart (a design error).

use super::types::{Generator, Literals, PatternPiece};
use crate::gen::CsvData;

/// How a generator picks its values, for the expected repeats in a sample.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Draw {
    /// Each row draws independently at random (`int`, `uuid`, `pattern`, …): the birthday
    /// bound gives the expected repeats.
    Random,
    /// The row number decides the value (`seq`, `timestamp`, `list`, `csv`).
    ByRow,
}

impl super::GeneratorSpec {
    /// How many distinct values the generator can make, saturating at `u128::MAX`. A `csv`
    /// column counts its distinct cells in `data` (without data it is unbounded here).
    ///
    /// ```
    /// use rowkey_core::gen::GeneratorSpec;
    /// let n = |s: &str| GeneratorSpec::parse(s).unwrap().distinct_values(None);
    /// assert_eq!(n(r#"pattern("user######")"#), 1_000_000);
    /// assert_eq!(n("int(-5, 5)"), 11);
    /// assert_eq!(n("uuid()"), 1 << 122);
    /// assert_eq!(n("phone([138, 13])"), 1_000_000_000);
    /// assert_eq!(n(r#"choice("a", "b", "a")"#), 2);
    /// assert_eq!(n("hexstr(40)"), u128::MAX);
    /// ```
    pub fn distinct_values(&self, data: Option<&CsvData>) -> u128 {
        distinct(self.generator(), data)
    }

    /// Whether each row draws its value at random or the row number decides it.
    ///
    /// ```
    /// use rowkey_core::gen::{Draw, GeneratorSpec};
    /// assert_eq!(GeneratorSpec::parse("uuid()").unwrap().draw(), Draw::Random);
    /// assert_eq!(GeneratorSpec::parse("seq(1, 1)").unwrap().draw(), Draw::ByRow);
    /// ```
    pub fn draw(&self) -> Draw {
        match self.generator() {
            Generator::Seq { .. }
            | Generator::Timestamp { .. }
            | Generator::List { .. }
            | Generator::Csv { .. } => Draw::ByRow,
            Generator::Int { .. }
            | Generator::Zipf { .. }
            | Generator::Uuid
            | Generator::Phone { .. }
            | Generator::Choice { .. }
            | Generator::Pattern { .. }
            | Generator::HexStr { .. }
            | Generator::Text { .. } => Draw::Random,
        }
    }
}

/// `base^exp`, saturating.
fn pow(base: u128, exp: usize) -> u128 {
    u32::try_from(exp)
        .ok()
        .and_then(|e| base.checked_pow(e))
        .unwrap_or(u128::MAX)
}

fn distinct_literals(values: &Literals, keep: impl Fn(usize) -> bool) -> u128 {
    let mut seen: Vec<String> = match values {
        Literals::Str(v) => v
            .iter()
            .enumerate()
            .filter(|(i, _)| keep(*i))
            .map(|(_, s)| s.clone())
            .collect(),
        Literals::Int(v) => v
            .iter()
            .enumerate()
            .filter(|(i, _)| keep(*i))
            .map(|(_, n)| n.to_string())
            .collect(),
    };
    seen.sort_unstable();
    seen.dedup();
    seen.len() as u128
}

fn distinct(g: &Generator, data: Option<&CsvData>) -> u128 {
    match g {
        // `start + i*step` wraps like a Java long: an odd step visits all 2^64 values, and each
        // factor of two in the step halves them.
        Generator::Seq { step, .. } => {
            if *step == 0 {
                1
            } else {
                1u128 << (64 - step.trailing_zeros())
            }
        }
        Generator::Int { lo, hi } => (*hi as i128 - *lo as i128 + 1) as u128,
        Generator::Zipf { n, .. } => u128::from(*n),
        // One value per millisecond from the start on.
        Generator::Timestamp { start_ms, .. } => (i64::MAX as i128 - *start_ms as i128 + 1) as u128,
        Generator::Uuid => 1 << 122,
        Generator::Phone { prefixes } => {
            // Numbers are 11 digits; a prefix that extends another one in the list adds nothing.
            let mut ps: Vec<&String> = prefixes.iter().collect();
            ps.sort_unstable();
            ps.dedup();
            let kept: Vec<&&String> = ps
                .iter()
                .filter(|p| {
                    !ps.iter()
                        .any(|q| q.len() < p.len() && p.starts_with(q.as_str()))
                })
                .collect();
            kept.iter()
                .map(|p| pow(10, 11usize.saturating_sub(p.len())))
                .fold(0u128, u128::saturating_add)
        }
        Generator::Choice { values, weights } => distinct_literals(values, |i| {
            weights
                .as_ref()
                .is_none_or(|w| w.get(i).is_some_and(|&x| x > 0.0))
        }),
        Generator::Pattern { pieces, .. } => pieces
            .iter()
            .map(|p| match p {
                PatternPiece::Literal(_) => 1,
                PatternPiece::Digit => 10,
                PatternPiece::Lower => 26,
                PatternPiece::Alnum => 36,
            })
            .fold(1u128, u128::saturating_mul),
        Generator::HexStr { len } => pow(16, *len),
        Generator::Text { min, max } => (*min..=*max)
            .map(|l| pow(26, l))
            .fold(0u128, u128::saturating_add),
        Generator::List { values } => distinct_literals(values, |_| true),
        Generator::Csv { column } => match data.and_then(|d| d.column(column)) {
            Some(c) => {
                let mut cells: Vec<&String> = c.cells().iter().collect();
                cells.sort_unstable();
                cells.dedup();
                cells.len() as u128
            }
            None => u128::MAX,
        },
    }
}

/// Expected repeats among `n` independent uniform draws from `d` values (the birthday
/// problem): `n - d·(1 - (1 - 1/d)^n)`.
///
/// ```
/// use rowkey_core::gen::expected_repeats;
/// // 100,000 ids from pattern("user######"): about 4,837 repeat an earlier one.
/// assert_eq!(expected_repeats(100_000, 1_000_000).round(), 4837.0);
/// assert_eq!(expected_repeats(10, 1), 9.0);
/// assert!(expected_repeats(1_000_000, 1 << 122) < 1e-20);
/// ```
pub fn expected_repeats(n: u64, d: u128) -> f64 {
    if d == 0 || n < 2 {
        return 0.0;
    }
    let (n, d) = (n as f64, d as f64);
    if n / d < 1e-6 {
        // The closed form cancels to nothing here; the first term of its series does not.
        return n * (n - 1.0) / (2.0 * d);
    }
    (n + d * (n * (-1.0 / d).ln_1p()).exp_m1()).max(0.0)
}

#[cfg(test)]
mod tests {
    use super::super::GeneratorSpec;
    use super::*;

    fn n(s: &str) -> u128 {
        GeneratorSpec::parse(s).unwrap().distinct_values(None)
    }

    #[test]
    fn cardinalities() {
        assert_eq!(n("seq(0, 1)"), 1 << 64);
        assert_eq!(n("seq(0, 4)"), 1 << 62);
        assert_eq!(n("seq(5, 0)"), 1);
        assert_eq!(n("int(1, 100)"), 100);
        assert_eq!(n("int(-9223372036854775808, 9223372036854775807)"), 1 << 64);
        assert_eq!(n("zipf(1000, 1.1)"), 1000);
        assert_eq!(n(r#"pattern("ORD############")"#), 10u128.pow(12));
        assert_eq!(n(r#"pattern("?*-")"#), 26 * 36);
        assert_eq!(n("hexstr(4)"), 65_536);
        assert_eq!(n("text(1, 2)"), 26 + 676);
        assert_eq!(n("phone([138, 139, 177])"), 3 * 10u128.pow(8));
        assert_eq!(n(r#"choice("a": 1, "b": 0)"#), 1);
        assert_eq!(n("list(1, 2, 2, 3)"), 3);
        assert_eq!(n(r#"csv("x")"#), u128::MAX);
        let data = CsvData::parse("x\na\nb\na\n").unwrap();
        let spec = GeneratorSpec::parse(r#"csv("x")"#).unwrap();
        assert_eq!(spec.distinct_values(Some(&data)), 2);
        assert_eq!(n("text(1, 4096)"), u128::MAX);
    }

    #[test]
    fn birthday_matches_a_count() {
        // 1,000 draws from 1,000 values: 1000 - 1000(1 - 0.999^1000) ≈ 368.
        assert_eq!(expected_repeats(1000, 1000).round(), 368.0);
        assert!(
            (expected_repeats(1000, 1 << 40) - 1000.0 * 999.0 / 2.0 / 2f64.powi(40)).abs() < 1e-12
        );
    }
}
