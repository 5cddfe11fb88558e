//! Whether a design's write spread survives growth: the spread of each window and burst, and
//! the verdict in a sentence.

use super::*;

/// How wide writes are: a timeline window's, or a burst's ([`reach`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Spread {
    /// At least half the regions take writes (for a burst: half of what an even spread reaches).
    Spread,
    /// Fewer do, but more than one.
    Narrowed,
    /// One region takes every write.
    Single,
}

impl Spread {
    pub(super) fn of(w: &Window) -> Spread {
        if w.hot_regions <= 1 {
            Spread::Single
        } else if w.hot_regions * 2 >= w.regions {
            Spread::Spread
        } else {
            Spread::Narrowed
        }
    }
}

/// Does the write spread survive growth? Judged by bursts ([`reach`]), not by windows, so the
/// answer is the same whatever the sample size and the number of windows.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GrowthVerdict {
    /// The spread of the first writes, on the table as the splits start it.
    pub first: Spread,
    /// The spread of the writes that come next after growth.
    pub last: Spread,
    /// The spread of every timeline window, in order (a window's spread grows with its length
    /// for a key that moves through the keyspace: it describes the window, not the moment).
    pub over_time: Vec<Spread>,
    /// Whether the writes after growth are still spread (or, on a table of one region, no
    /// worse than at the start).
    pub survives: bool,
    /// The verdict in a sentence.
    pub summary: Message,
}

pub(super) fn verdict(timeline: &[Window], start: &WriteReach, end: &WriteReach) -> GrowthVerdict {
    let over_time: Vec<Spread> = timeline.iter().map(Spread::of).collect();
    let first = start.spread();
    let last = end.spread();
    let survives = last == Spread::Spread || (end.regions == 1 && first == last);
    let pct = |s: f64| format!("{:.0} %", s * 100.0);
    let outcome = match (first, last) {
        (_, Spread::Spread) => msg::OUTCOME_SURVIVES,
        (Spread::Spread, _) => msg::OUTCOME_LOST,
        (_, Spread::Single) => msg::OUTCOME_SINGLE,
        _ => msg::OUTCOME_FEW,
    };
    let even = |r: &WriteReach| format!("{:.0}", r.even);
    let summary = crate::msg!(
        msg::SUMMARY,
        first_writes = Arg::Count(start.writes),
        first_hot = Arg::Int(start.reached as i128),
        first_regions = Arg::Int(start.regions as i128),
        first_even = even(start),
        first_busiest = pct(start.busiest_share),
        last_writes = Arg::Count(end.writes),
        last_hot = Arg::Int(end.reached as i128),
        last_regions = Arg::Int(end.regions as i128),
        last_even = even(end),
        last_busiest = pct(end.busiest_share),
        outcome = Message::new(outcome)
    );
    GrowthVerdict {
        first,
        last,
        over_time,
        survives,
        summary,
    }
}
