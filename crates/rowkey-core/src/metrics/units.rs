//! Numbers as HBase prints them: counts with Java's `%,1d` grouping, sizes as Hadoop's
//! `StringUtils.byteDesc` writes them, and the shell's whole megabytes.

use crate::i18n::catalogue::metrics as msg;
use crate::i18n::Message;

/// The largest size believed: an exbibyte in one region is a misread, not a region.
pub(crate) const MAX_BYTES: u64 = 1 << 60;

/// The largest count believed: Java's `long`.
pub(crate) const MAX_COUNT: u64 = i64::MAX as u64;

fn absurd(value: &str, limit: &str) -> Message {
    crate::msg!(msg::ABSURD, value = value, limit = limit)
}

/// A count printed with `String.format("%,1d", n)` (`1,234`; a locale's `.`, space or
/// no-break space as grouping too), or plainly. `N/A` is `None`.
pub(crate) fn count(text: &str) -> Result<Option<u64>, Message> {
    let t = text.trim();
    if t == "N/A" || t.is_empty() {
        return Ok(None);
    }
    let digits: String = t
        .chars()
        .filter(|c| !matches!(c, ',' | '.' | ' ' | '\u{a0}' | '\u{202f}' | '\''))
        .collect();
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(crate::msg!(msg::NOT_A_COUNT, value = t));
    }
    match digits.parse::<u64>() {
        Ok(n) if n <= MAX_COUNT => Ok(Some(n)),
        _ => Err(absurd(t, &MAX_COUNT.to_string())),
    }
}

/// A size as the master UI prints it: `StringUtils.byteDesc` (`512 B`, `1 KB`, `1.50 MB`,
/// binary multiples, two decimals unless exact), or its `0 MB` for an empty region. The
/// decimals are the page's precision; the bytes are the nearest to what it shows.
pub(crate) fn byte_desc(text: &str) -> Result<Option<u64>, Message> {
    let t = text.trim();
    if t == "N/A" || t.is_empty() {
        return Ok(None);
    }
    let not = || crate::msg!(msg::NOT_A_SIZE, value = t);
    let (num, unit) = t.split_once(' ').ok_or_else(not)?;
    let shift = match unit.trim() {
        "B" => 0,
        "KB" => 10,
        "MB" => 20,
        "GB" => 30,
        "TB" => 40,
        "PB" => 50,
        "EB" => 60,
        _ => return Err(not()),
    };
    // A locale with a decimal comma prints `1,50 MB`: byteDesc never groups thousands (it
    // stays under 1024 of each unit), so a comma is the decimal mark.
    let num = num.replace(',', ".");
    if num.starts_with('-') {
        return Err(crate::msg!(msg::NOT_A_COUNT, value = t));
    }
    let v: f64 = num.parse().map_err(|_| not())?;
    if !v.is_finite() || v < 0.0 {
        return Err(not());
    }
    let bytes = v * (1u64 << shift) as f64;
    if bytes > MAX_BYTES as f64 {
        return Err(absurd(t, "1 EB"));
    }
    Ok(Some(bytes.round() as u64))
}

/// The shell's `SIZE`: `RegionLoad.getStorefileSizeMB`, whole megabytes.
pub(crate) fn megabytes(text: &str) -> Result<Option<u64>, Message> {
    match count(text)? {
        None => Ok(None),
        Some(mb) if mb <= MAX_BYTES >> 20 => Ok(Some(mb << 20)),
        Some(_) => Err(absurd(text.trim(), "1 EB")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_read_grouped_and_reject_the_rest() {
        assert_eq!(count("1,234,567").unwrap(), Some(1_234_567));
        assert_eq!(count("1.234").unwrap(), Some(1234));
        assert_eq!(count("N/A").unwrap(), None);
        assert!(count("-5").is_err());
        assert!(count("12a").is_err());
        assert!(count("99999999999999999999").is_err());
    }

    #[test]
    fn sizes_read_as_byte_desc_prints_them() {
        assert_eq!(byte_desc("512 B").unwrap(), Some(512));
        assert_eq!(byte_desc("1 KB").unwrap(), Some(1024));
        assert_eq!(byte_desc("1.50 MB").unwrap(), Some(1_572_864));
        assert_eq!(byte_desc("1,50 MB").unwrap(), Some(1_572_864));
        assert_eq!(byte_desc("0 MB").unwrap(), Some(0));
        assert!(byte_desc("-1 MB").is_err());
        assert!(byte_desc("12 parsecs").is_err());
        assert!(byte_desc("2048 EB").is_err());
        assert_eq!(megabytes("3").unwrap(), Some(3 << 20));
        assert!(megabytes("99999999999999").is_err());
    }
}
