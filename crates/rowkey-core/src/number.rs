//! The one rule for numbers people type: every count and size box of the page and every count
//! and size flag of the CLI (`size`, `simulate`, `compare`, `analyze`) reads its text here.
//!
//! **Counts** ([`parse_count`]) are whole numbers written
//! - plainly: `2000000000`;
//! - grouped in threes by `,`, `_`, a space or a no-break space: `2,000,000,000`, `2 000 000`
//!   (a separator anywhere else is refused: `1,5` is neither 15 nor 1.5);
//! - with a decimal point and exponent, when the value is whole: `2e9`, `1.5e6`, `2.5k`;
//! - with a scale word: `k`/`thousand`, `m`/`million`, `b`/`billion`, `t`/`trillion` (any case),
//!   and in every language the Chinese `十` 10, `百` 100, `千` 10³, `万` 10⁴, `亿` 10⁸, alone or
//!   combined (`20亿` = 2,000,000,000, `2000万` = 20,000,000, `3千万` = 30,000,000), with or
//!   without a space before them.
//!
//! **Sizes** ([`parse_size`]) are bytes: a count as above, or a number with a byte unit in
//! HBase's own sense, binary (HBase's documentation and `hbase-default.xml` write 10 GB for
//! 10737418240): `K`, `KB`, `KiB` = 1024; `M`, `MB`, `MiB` = 1024²; `G`, `GB`, `GiB` = 1024³;
//! `T`, `TB`, `TiB` = 1024⁴; `P`, `PB`, `PiB` = 1024⁵; `B` is bytes (any case). So `10GB`,
//! `10 G` and `10 GiB` are all 10,737,418,240 bytes wherever they are typed.
//!
//! Nothing is read from a prefix: `1e` or `1,` is refused, never taken as 1. A refusal is a
//! sentence in the current language; the CLI puts the flag before it, the page the box's label.
//!
//! ```
//! use rowkey_core::number::{parse_count, parse_size};
//! assert_eq!(parse_count("2,000,000"), Ok(2_000_000));
//! assert_eq!(parse_count("20亿"), Ok(2_000_000_000));
//! assert_eq!(parse_count("2 million"), Ok(2_000_000));
//! assert!(parse_count("1,5").is_err());
//! assert_eq!(parse_size("10GB"), Ok(10_737_418_240));
//! assert_eq!(parse_size("300"), Ok(300));
//! ```

use crate::i18n::{catalogue::sizing_input as msg, Arg};

/// Read a whole count (see the module's rule).
///
/// # Errors
///
/// The message, in the current language, when the text is empty, not a number, not positive,
/// grouped wrongly, has a unit that is not a count scale, is not whole after its scale, or
/// passes `u64::MAX`.
///
/// ```
/// use rowkey_core::number::parse_count;
/// assert_eq!(parse_count("1.5e6"), Ok(1_500_000));
/// assert_eq!(parse_count("2000万"), Ok(20_000_000));
/// assert_eq!(parse_count("-5").unwrap_err(), "must be a positive number, got `-5`");
/// ```
pub fn parse_count(text: &str) -> Result<u64, String> {
    let number = Number::read(text)?;
    let scale = count_scale(&number.unit).ok_or_else(|| {
        crate::msg!(msg::NOT_A_COUNT_SCALE, unit = number.unit.as_str()).to_string()
    })?;
    number.times(text, scale)
}

/// Read a whole count of at most `max` (a box or flag whose value has a type's range), refusing
/// more with the most named.
///
/// # Errors
///
/// What [`parse_count`] refuses, and a count over `max` (the message names `max`).
///
/// ```
/// use rowkey_core::number::parse_count_up_to;
/// assert_eq!(parse_count_up_to("65,536", 65_536), Ok(65_536));
/// assert!(parse_count_up_to("1e9", 65_536).unwrap_err().contains("65536"));
/// ```
pub fn parse_count_up_to(text: &str, max: u64) -> Result<u64, String> {
    let n = parse_count(text)?;
    if n > max {
        return Err(crate::msg!(
            msg::TOO_LARGE,
            text = text.trim(),
            max = Arg::Int(max.into())
        )
        .to_string());
    }
    Ok(n)
}

/// Read a size in bytes (see the module's rule: byte units are binary).
///
/// # Errors
///
/// The message, in the current language, when the text is not a positive number, its unit is
/// neither a byte unit nor a count scale, or the size is not whole or passes `u64::MAX`.
///
/// ```
/// use rowkey_core::number::parse_size;
/// assert_eq!(parse_size("128M"), Ok(128 << 20));
/// assert_eq!(parse_size("1.5 KiB"), Ok(1536));
/// assert_eq!(parse_size("10,737,418,240"), Ok(10 << 30));
/// assert!(parse_size("10 GiBs").is_err());
/// ```
pub fn parse_size(text: &str) -> Result<u64, String> {
    let number = Number::read(text)?;
    let scale = size_unit(&number.unit)
        .or_else(|| count_scale(&number.unit))
        .ok_or_else(|| {
            crate::msg!(msg::NOT_A_SIZE_UNIT, unit = number.unit.as_str()).to_string()
        })?;
    number.times(text, scale)
}

/// The factor of a count's scale word; `None` when `unit` is none.
fn count_scale(unit: &str) -> Option<u128> {
    const WORDS: [(&str, u128); 10] = [
        ("", 1),
        ("k", 1_000),
        ("thousand", 1_000),
        ("m", 1_000_000),
        ("million", 1_000_000),
        ("b", 1_000_000_000),
        ("billion", 1_000_000_000),
        ("t", 1_000_000_000_000),
        ("trillion", 1_000_000_000_000),
        ("mn", 1_000_000),
    ];
    if let Some(&(_, s)) = WORDS.iter().find(|(w, _)| unit.eq_ignore_ascii_case(w)) {
        return Some(s);
    }
    // Chinese scale characters multiply: 千万 = 10^7, 万亿 = 10^12.
    unit.chars().try_fold(1u128, |acc, c| {
        let s: u128 = match c {
            '十' => 10,
            '百' => 100,
            '千' => 1_000,
            '万' => 10_000,
            '亿' => 100_000_000,
            _ => return None,
        };
        acc.checked_mul(s)
    })
}

/// The factor of a byte unit (binary, as HBase means them).
fn size_unit(unit: &str) -> Option<u128> {
    let power = match unit.to_ascii_lowercase().as_str() {
        "b" => 0,
        "k" | "kb" | "kib" => 1,
        "m" | "mb" | "mib" => 2,
        "g" | "gb" | "gib" => 3,
        "t" | "tb" | "tib" => 4,
        "p" | "pb" | "pib" => 5,
        _ => return None,
    };
    Some(1u128 << (10 * power))
}

/// A number as typed: its significant digits, the power of ten they are scaled by, and the
/// unit or scale word after them.
struct Number {
    digits: u128,
    exp10: i64,
    unit: String,
}

/// Marks that group digits in threes.
fn is_group_mark(c: char) -> bool {
    matches!(c, ',' | '_' | ' ' | '\u{a0}' | '\u{202f}')
}

impl Number {
    fn read(text: &str) -> Result<Number, String> {
        let trimmed = text.trim();
        let unreadable = || crate::msg!(msg::NOT_A_NUMBER, text = trimmed).to_string();
        let too_large = || too_large(trimmed);
        if trimmed.is_empty() {
            return Err(crate::msg!(msg::ENTER_A_NUMBER).to_string());
        }
        if trimmed.starts_with('-') {
            return Err(crate::msg!(msg::NOT_POSITIVE, text = trimmed).to_string());
        }
        let chars: Vec<char> = trimmed
            .strip_prefix('+')
            .unwrap_or(trimmed)
            .chars()
            .collect();
        let mut i = 0;
        // Whole part, with its groups.
        let mut groups: Vec<String> = vec![String::new()];
        let mut marked = false;
        while i < chars.len() {
            let c = chars[i];
            if c.is_ascii_digit() {
                if let Some(g) = groups.last_mut() {
                    g.push(c);
                }
            } else if is_group_mark(c) && chars.get(i + 1).is_some_and(char::is_ascii_digit) {
                marked = true;
                groups.push(String::new());
            } else {
                break;
            }
            i += 1;
        }
        if groups[0].is_empty() && chars.get(i) != Some(&'.') {
            return Err(unreadable());
        }
        if marked
            && (groups[0].is_empty()
                || groups[0].len() > 3
                || groups[1..].iter().any(|g| g.len() != 3))
        {
            return Err(crate::msg!(msg::NOT_GROUPED, text = trimmed).to_string());
        }
        let whole: String = groups.concat();
        // Fraction.
        let mut fraction = String::new();
        if chars.get(i) == Some(&'.') {
            i += 1;
            while let Some(c) = chars.get(i).filter(|c| c.is_ascii_digit()) {
                fraction.push(*c);
                i += 1;
            }
            if whole.is_empty() && fraction.is_empty() {
                return Err(unreadable());
            }
        }
        // Exponent: `e` followed by an optional sign and digits; an `e` without digits is
        // refused rather than read as a unit, so `1e` is never 1.
        let mut exponent: i64 = 0;
        if matches!(chars.get(i), Some('e' | 'E')) {
            let mut j = i + 1;
            let negative = chars.get(j) == Some(&'-');
            if matches!(chars.get(j), Some('+' | '-')) {
                j += 1;
            }
            let start = j;
            while chars.get(j).is_some_and(char::is_ascii_digit) {
                j += 1;
            }
            if j == start {
                return Err(unreadable());
            }
            let figures: String = chars[start..j].iter().collect();
            let value: i64 = figures.trim_start_matches('0').parse().unwrap_or(
                if figures.trim_start_matches('0').is_empty() {
                    0
                } else {
                    i64::MAX / 4
                },
            );
            exponent = if negative { -value } else { value };
            i = j;
        }
        let unit: String = chars[i..].iter().collect::<String>().trim().to_owned();
        if unit.starts_with(|c: char| c.is_ascii_digit() || is_group_mark(c) || c == '.') {
            return Err(unreadable());
        }
        let fraction = fraction.trim_end_matches('0');
        let all = format!("{whole}{fraction}");
        let significant = all.trim_start_matches('0');
        if significant.len() > 38 {
            return Err(too_large());
        }
        let digits: u128 = if significant.is_empty() {
            0
        } else {
            significant.parse().map_err(|_| unreadable())?
        };
        Ok(Number {
            digits,
            exp10: exponent.saturating_sub(fraction.len() as i64),
            unit,
        })
    }

    /// The whole value times `scale`, refusing fractions and anything over `u64::MAX`.
    fn times(&self, text: &str, scale: u128) -> Result<u64, String> {
        let text = text.trim();
        let not_whole = || crate::msg!(msg::NOT_WHOLE, text = text).to_string();
        if self.digits == 0 {
            return Ok(0);
        }
        let mut value = self
            .digits
            .checked_mul(scale)
            .ok_or_else(|| too_large(text))?;
        if self.exp10 >= 0 {
            for _ in 0..self.exp10.min(40) {
                value = value.checked_mul(10).ok_or_else(|| too_large(text))?;
            }
        } else {
            for _ in 0..(-self.exp10).min(40) {
                if value % 10 != 0 {
                    return Err(not_whole());
                }
                value /= 10;
            }
            if value == 0 || self.exp10 < -40 {
                return Err(not_whole());
            }
        }
        u64::try_from(value).map_err(|_| too_large(text))
    }
}

fn too_large(text: &str) -> String {
    crate::msg!(msg::TOO_LARGE, text = text, max = Arg::Int(u64::MAX.into())).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_as_people_write_them() {
        let cases: [(&str, u64); 22] = [
            ("2000000000", 2_000_000_000),
            ("2,000,000,000", 2_000_000_000),
            ("2_000_000_000", 2_000_000_000),
            ("2 000 000 000", 2_000_000_000),
            ("1\u{a0}000", 1_000),
            ("1,500", 1_500),
            ("2e9", 2_000_000_000),
            ("1E7", 10_000_000),
            ("1.5e6", 1_500_000),
            ("1e15", 1_000_000_000_000_000),
            ("+7", 7),
            ("500k", 500_000),
            ("3M", 3_000_000),
            ("2 million", 2_000_000),
            ("2.5 billion", 2_500_000_000),
            ("20亿", 2_000_000_000),
            ("2000万", 20_000_000),
            ("2000 万", 20_000_000),
            ("5千", 5_000),
            ("3千万", 30_000_000),
            ("1.5万", 15_000),
            ("999999999999", 999_999_999_999),
        ];
        for (text, want) in cases {
            assert_eq!(parse_count(text), Ok(want), "{text}");
        }
        assert!(parse_count("12e-1").unwrap_err().contains("whole"));
        assert_eq!(parse_count("120e-1"), Ok(12));
        assert_eq!(parse_count("0"), Ok(0));
    }

    #[test]
    fn a_separator_only_groups_threes() {
        for text in [
            "1,5",
            "2,5",
            "1,50",
            "1,5000",
            "1,000,00",
            "12345,678",
            ",5",
        ] {
            let e = parse_count(text).unwrap_err();
            assert!(
                e.contains("in threes") || e.contains("not a number"),
                "{text}: {e}"
            );
        }
        assert!(parse_count("1,5").unwrap_err().contains("in threes"));
        assert!(parse_size("1,5").unwrap_err().contains("in threes"));
    }

    #[test]
    fn prefixes_are_never_numbers() {
        for text in ["1e", "1e+", "1,", ".", "e5", "1..2", "1.2.3", "NaN", "inf"] {
            assert!(parse_count(text).is_err(), "{text}");
        }
        assert_eq!(parse_count("5."), Ok(5));
        assert_eq!(parse_count(".5k"), Ok(500));
    }

    #[test]
    fn refusals_say_why() {
        assert!(parse_count("-1").unwrap_err().contains("positive"));
        assert!(parse_count("1.5").unwrap_err().contains("whole"));
        assert!(parse_count("99999999999999999999")
            .unwrap_err()
            .contains("too large"));
        assert!(parse_count("1e30").unwrap_err().contains("too large"));
        assert!(parse_count("1e999999999999999999999")
            .unwrap_err()
            .contains("too large"));
        assert!(parse_count("1e-99999").unwrap_err().contains("whole"));
        assert!(parse_count("5 abc").unwrap_err().contains("count scale"));
        assert!(parse_count("2 zillion")
            .unwrap_err()
            .contains("count scale"));
        assert!(parse_size("5 abc").unwrap_err().contains("size unit"));
        assert!(parse_size("").unwrap_err().contains("enter a number"));
    }

    #[test]
    fn sizes_are_binary_with_or_without_b() {
        let cases: [(&str, u64); 12] = [
            ("10GB", 10 << 30),
            ("10 G", 10 << 30),
            ("10 GiB", 10 << 30),
            ("10gb", 10 << 30),
            ("128M", 128 << 20),
            ("1.5KB", 1536),
            ("1K", 1024),
            ("2 TiB", 2 << 40),
            ("1PB", 1 << 50),
            ("512 B", 512),
            ("300", 300),
            ("1万", 10_000),
        ];
        for (text, want) in cases {
            assert_eq!(parse_size(text), Ok(want), "{text}");
        }
        assert!(parse_size("0.3 B").unwrap_err().contains("whole"));
        assert!(parse_size("20000 PB").unwrap_err().contains("too large"));
    }
}
