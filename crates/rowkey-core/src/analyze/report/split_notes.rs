//! The report's notes on its split keys: a RegionSplitter region that holds the remainder by
//! construction, and split keys cut from a sample of keys that move with time.

use super::RegionReport;
use crate::design::SplitAlgorithm;
use crate::hbase::to_string_binary;
use crate::i18n::{catalogue::report as msg, Arg, Message};

/// The RegionSplitter class of an algorithm that leaves the remainder to the last region.
pub(super) fn remainder_splitter(algorithm: SplitAlgorithm) -> Option<&'static str> {
    match algorithm {
        SplitAlgorithm::HexString => Some("HexStringSplit"),
        SplitAlgorithm::Decimal => Some("DecimalStringSplit"),
        _ => None,
    }
}

/// Mark the last region of a RegionSplitter number-string algorithm when it is flagged: the
/// splitter cuts `(last - first + 1) / regions` per region and leaves the remainder to the last
/// one, so its range (and its expected share) differs from the others' by construction, which
/// must not be read as a hotspot in the key design.
pub(super) fn remainder_note(algorithm: SplitAlgorithm, regions: &mut [RegionReport]) {
    let Some(class) = remainder_splitter(algorithm) else {
        return;
    };
    let n = regions.len();
    let Some(last) = regions.last_mut().filter(|r| r.skew.is_some() && n > 1) else {
        return;
    };
    let others = (1.0 - last.expected_share) / (n - 1) as f64;
    last.note = Some(crate::msg!(
        msg::REMAINDER,
        class = class,
        n = Arg::Int(n as i128),
        last = Arg::Percent(last.expected_share),
        others = Arg::Percent(others)
    ));
}

/// What to say of split keys cut from the sample's values when the key leads with a segment
/// that moves with insertion order: they cover only the sample's stretch of time.
pub(super) fn splits_in_time(
    algorithm: SplitAlgorithm,
    keys: &[Vec<u8>],
    lead: Option<&crate::analyze::verdict::OrderedLead>,
) -> Option<Message> {
    use crate::i18n::catalogue::report as r;
    let lead = lead?;
    let from_sample = matches!(algorithm, SplitAlgorithm::Auto | SplitAlgorithm::Quantile);
    let (first, last) = (keys.first()?, keys.last()?);
    from_sample.then(|| {
        let (moves, end) = if lead.rises {
            (r::SPLITS_IN_TIME_RISES, r::SPLITS_IN_TIME_LAST)
        } else {
            (r::SPLITS_IN_TIME_FALLS, r::SPLITS_IN_TIME_FIRST)
        };
        crate::msg!(
            r::SPLITS_IN_TIME,
            first = to_string_binary(first),
            last = to_string_binary(last),
            segment = lead.segment.as_str(),
            moves = Message::new(moves),
            end = Message::new(end)
        )
    })
}
