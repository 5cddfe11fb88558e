//! `date(...)` read back: the time a formatted text stands for, to the format's precision.

use super::{Known, Partial};
use crate::java::JInt;
use crate::plan::ir::DateFormat;

/// Steps tried to find the format's precision: a millisecond up to a year.
const STEPS: [i64; 7] = [
    1,
    1_000,
    60_000,
    3_600_000,
    86_400_000,
    2_678_400_000,
    31_622_400_000,
];

/// The time `text` (written by `format`) stands for: exact epoch ms when the format shows
/// milliseconds, else the range of times that write the same text; unknown (opaque) when it
/// cannot be read back. Never a claim that the format cannot have written `text`: the parser
/// does not read everything the formatter writes (years past 9999 with their sign, epoch
/// seconds past its range), so a text it refuses says nothing of the key.
pub(crate) fn read_back(format: &DateFormat, text: &str) -> Option<Known> {
    // Text the format writes but that does not name one time (no year in it), or that the
    // parser cannot read: nothing to read.
    let unknown = Some(Known::Opaque(String::new()));
    let Some(items) = format.items() else {
        return unknown;
    };
    let mut parsed = chrono::format::Parsed::new();
    if chrono::format::parse(&mut parsed, text, items.iter()).is_err() {
        return unknown;
    }
    // Fields the format leaves out are at their start (midnight, the first of the month).
    if parsed.month().is_none()
        && parsed.ordinal().is_none()
        && parsed.isoweek().is_none()
        && parsed.set_month(1).is_err()
    {
        return unknown;
    }
    if parsed.day().is_none()
        && parsed.ordinal().is_none()
        && parsed.weekday().is_none()
        && parsed.set_day(1).is_err()
    {
        return unknown;
    }
    if parsed.hour_div_12().is_none() && parsed.set_hour(0).is_err() {
        return unknown;
    }
    if parsed.minute().is_none() && parsed.set_minute(0).is_err() {
        return unknown;
    }
    let dt = match parsed
        .to_naive_datetime_with_offset(0)
        .or_else(|_| parsed.to_datetime().map(|d| d.naive_utc()))
    {
        Ok(dt) => dt,
        Err(_) => return unknown,
    };
    let from = dt.and_utc().timestamp_millis();
    let write = |ms: i64| {
        chrono::DateTime::from_timestamp_millis(ms)
            .map(|d| d.format_with_items(items.iter()).to_string())
    };
    if write(from).as_deref() != Some(text) {
        // Text that parses but reads as another time (a %y year, a week-based date): unknown.
        return unknown;
    }
    let step = STEPS
        .iter()
        .copied()
        .find(|&s| write(from.saturating_add(s)).as_deref() != Some(text));
    let Some(step) = step else {
        return unknown;
    };
    if step == 1 {
        return Some(Known::Int(JInt::Long(from)));
    }
    // The first time past `from` that writes other text, found between `step / k` and `step`.
    let (mut lo, mut hi) = (from, from.saturating_add(step));
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if write(mid).as_deref() == Some(text) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    Some(Known::Partial(Partial::Time {
        text: text.to_string(),
        from,
        to: hi,
    }))
}
