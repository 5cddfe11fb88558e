//! The dates a `timestamp` start may be written as, and the one it is written back as.

/// Epoch ms of 0000-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z: the years RFC 3339 can write.
pub(super) const MIN_MS: i64 = -62_167_219_200_000;
pub(super) const MAX_MS: i64 = 253_402_300_799_999;

/// RFC 3339 with any offset; also `YYYY-MM-DD[T ]HH:MM[:SS[.fff]]` and `YYYY-MM-DD`, read as UTC.
pub(super) fn parse_time(s: &str) -> Option<i64> {
    use chrono::{DateTime, NaiveDate, NaiveDateTime};
    let s = s.trim();
    let ms = if let Ok(t) = DateTime::parse_from_rfc3339(s) {
        t.timestamp_millis()
    } else if let Some(t) = [
        "%Y-%m-%dT%H:%M:%S%.f",
        "%Y-%m-%d %H:%M:%S%.f",
        "%Y-%m-%dT%H:%M",
        "%Y-%m-%d %H:%M",
    ]
    .iter()
    .find_map(|f| NaiveDateTime::parse_from_str(s, f).ok())
    {
        t.and_utc().timestamp_millis()
    } else {
        NaiveDate::parse_from_str(s, "%Y-%m-%d")
            .ok()?
            .and_hms_opt(0, 0, 0)?
            .and_utc()
            .timestamp_millis()
    };
    (MIN_MS..=MAX_MS).contains(&ms).then_some(ms)
}

/// Epoch ms as RFC 3339 UTC, with milliseconds only when there are some.
pub(super) fn format_time(ms: i64) -> String {
    match chrono::DateTime::from_timestamp_millis(ms) {
        Some(t) if ms.rem_euclid(1000) == 0 => t.format("%Y-%m-%dT%H:%M:%SZ").to_string(),
        Some(t) => t.format("%Y-%m-%dT%H:%M:%S%.3fZ").to_string(),
        None => ms.to_string(),
    }
}
