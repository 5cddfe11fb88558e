//! The bars: one per region, or per run of neighbouring regions when there are very many.

use crate::i18n::texts::regions_chart as text;
use crate::i18n::{t, Lang, Message};
use rowkey_core::analyze::report::{RegionReport, Skew};
use rowkey_core::decode::top::TopValue;
use rowkey_core::i18n::Arg;

/// Most bars drawn: beyond this, neighbouring regions share a bar (the SVG stays light).
pub(super) const MAX_BARS: usize = 512;
/// Up to this many bars, each gets its own expected-share marker and "dead" label.
pub(super) const DETAILED_BARS: usize = 40;

/// One bar: one region, or a run of neighbouring regions when there are very many.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Bar {
    /// First region index.
    pub(super) first: usize,
    /// Regions in this bar.
    pub(super) len: usize,
    pub(super) count: u64,
    pub(super) share: f64,
    pub(super) expected: f64,
    /// Regions in the bar that are dead.
    pub(super) dead: usize,
    pub(super) hot: usize,
    pub(super) cold: usize,
    pub(super) start: String,
    pub(super) end: String,
    /// Whether a region here is flagged for a cause that is not the key design (the
    /// splitter's remainder).
    pub(super) remainder: bool,
    /// Bytes of the rows here and their share of all rows' bytes, when the rows' sizes are
    /// known (a dump with sizes, a design's `sizing`).
    pub(super) bytes: Option<(u64, f64)>,
    /// The region's most frequent field value, when the bar is one region and top values were
    /// counted.
    pub(super) top: Option<TopValue>,
}

impl Bar {
    pub(super) fn all_dead(&self) -> bool {
        self.dead == self.len
    }

    /// The CSS class for the bar's state, most serious first.
    pub(super) fn state(&self) -> &'static str {
        if self.all_dead() {
            "dead"
        } else if self.hot > 0 {
            "hot"
        } else if self.cold > 0 {
            "cold"
        } else {
            "even"
        }
    }

    pub(super) fn label(&self, lang: Lang) -> String {
        if self.len == 1 {
            Message::new(text::REGION)
                .arg("i", Arg::Int(self.first as i128))
                .render(lang)
        } else {
            Message::new(text::REGIONS)
                .arg("first", Arg::Int(self.first as i128))
                .arg("last", Arg::Int((self.first + self.len - 1) as i128))
                .render(lang)
        }
    }

    pub(super) fn note(&self, lang: Lang) -> String {
        let n = |entry, n: usize| {
            Message::new(entry)
                .arg("n", Arg::Int(n as i128))
                .render(lang)
        };
        let mut parts = Vec::new();
        if self.all_dead() {
            parts.push(t(lang, text::DEAD_ONE));
        } else if self.dead > 0 {
            parts.push(n(text::DEAD_N, self.dead));
        }
        if self.hot > 0 {
            parts.push(if self.len == 1 {
                t(lang, text::HOT_ONE)
            } else {
                n(text::HOT_N, self.hot)
            });
        }
        if self.remainder {
            parts.push(t(lang, text::REMAINDER));
        }
        if self.cold > 0 {
            parts.push(if self.len == 1 {
                t(lang, text::COLD_ONE)
            } else {
                n(text::COLD_N, self.cold)
            });
        }
        parts.join(&t(lang, text::LIST_SEP))
    }

    /// The bar's bytes and their share of all bytes, when known.
    pub(super) fn bytes_text(&self, lang: Lang) -> Option<String> {
        self.bytes.map(|(bytes, share)| {
            Message::new(text::BYTES_PART)
                .arg("bytes", Arg::Bytes(bytes))
                .arg("share", Arg::Percent(share))
                .render(lang)
        })
    }

    /// The region's top field value and its share of the region's keys, when counted.
    pub(super) fn top_text(&self, lang: Lang) -> Option<String> {
        self.top.as_ref().map(|t| {
            Message::new(text::TOP_PART)
                .arg("field", t.field.as_str())
                .arg("value", t.value.as_str())
                .arg("share", Arg::Percent(t.share))
                .render(lang)
        })
    }

    /// The accessible name of a bar that opens who is in it: its figures (in bytes too, when
    /// known) and what Enter does.
    pub(super) fn action(&self, lang: Lang) -> String {
        let m = match self.bytes {
            Some((_, bytes_share)) => {
                Message::new(text::BAR_ACTION_BYTES).arg("bytes_share", Arg::Percent(bytes_share))
            }
            None => Message::new(text::BAR_ACTION),
        };
        m.arg("label", self.label(lang))
            .arg("start", row(&self.start, true, lang))
            .arg("share", Arg::Percent(self.share))
            .arg("expected", Arg::Percent(self.expected))
            .render(lang)
    }

    /// The exact figures, for the tooltip and the readout.
    pub(super) fn describe(&self, lang: Lang) -> String {
        let note = self.note(lang);
        let extra: Vec<String> = [self.bytes_text(lang), self.top_text(lang)]
            .into_iter()
            .flatten()
            .collect();
        let figures = Message::new(text::DESCRIBE)
            .arg("label", self.label(lang))
            .arg("start", row(&self.start, true, lang))
            .arg("end", row(&self.end, false, lang))
            .arg("keys", self.count)
            .arg("share", Arg::Percent(self.share))
            .arg("expected", Arg::Percent(self.expected))
            .render(lang);
        let figures = std::iter::once(figures)
            .chain(extra)
            .collect::<Vec<_>>()
            .join(" · ");
        if note.is_empty() {
            figures
        } else {
            format!("{figures} · {note}")
        }
    }
}

/// A region boundary as shown: toStringBinary, or what an empty row means there.
pub(super) fn row(s: &str, start: bool, lang: Lang) -> String {
    if !s.is_empty() {
        s.to_string()
    } else if start {
        t(lang, text::TABLE_START)
    } else {
        t(lang, text::TABLE_END)
    }
}

/// Group the regions into at most [`MAX_BARS`] bars of neighbours.
pub(super) fn bars(regions: &[RegionReport]) -> Vec<Bar> {
    let chunk = regions.len().div_ceil(MAX_BARS).max(1);
    regions
        .chunks(chunk)
        .enumerate()
        .map(|(i, rs)| Bar {
            first: i * chunk,
            len: rs.len(),
            count: rs.iter().map(|r| r.count).sum(),
            share: rs.iter().map(|r| r.share).sum(),
            expected: rs.iter().map(|r| r.expected_share).sum(),
            dead: rs.iter().filter(|r| r.dead).count(),
            hot: rs.iter().filter(|r| r.skew == Some(Skew::Hot)).count(),
            cold: rs.iter().filter(|r| r.skew == Some(Skew::Cold)).count(),
            start: rs.first().map(|r| r.start.clone()).unwrap_or_default(),
            end: rs.last().map(|r| r.end.clone()).unwrap_or_default(),
            remainder: rs.iter().any(|r| r.note.is_some()),
            bytes: rs
                .iter()
                .map(|r| r.bytes.zip(r.bytes_share))
                .try_fold((0u64, 0.0), |(b, s), r| {
                    r.map(|(rb, rs)| (b.saturating_add(rb), s + rs))
                }),
            top: match rs {
                [one] => one
                    .top
                    .iter()
                    .max_by(|a, b| a.share.total_cmp(&b.share))
                    .cloned(),
                _ => None,
            },
        })
        .collect()
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    fn region(count: u64, dead: bool) -> RegionReport {
        RegionReport {
            start: String::new(),
            end: String::new(),
            count,
            share: 0.0,
            expected_share: 0.0,
            dead,
            skew: None,
            note: None,
            top: Vec::new(),
            unmatched: None,
            bytes: None,
            bytes_share: None,
        }
    }

    #[test]
    fn bars_carry_bytes_and_a_single_region_its_top_value() {
        let top = |field: &str, value: &str, share: f64| TopValue {
            field: field.into(),
            value: value.into(),
            share,
            error: 0.0,
        };
        let mut a = region(3, false);
        a.bytes = Some(300);
        a.bytes_share = Some(0.25);
        a.top = vec![top("n", "1", 0.5), top("tenant", "t1", 1.0)];
        let b = bars(std::slice::from_ref(&a));
        assert_eq!(b[0].bytes, Some((300, 0.25)));
        assert_eq!(b[0].top.as_ref().map(|t| t.value.as_str()), Some("t1"));
        let text = b[0].describe(Lang::En);
        assert!(text.contains("300 B (25.0 % of bytes)"), "{text}");
        assert!(text.contains("tenant = t1: 100.0 %"), "{text}");
        assert!(b[0].action(Lang::En).contains("25.0 % of bytes"));
        // Without sizes in every region, no bytes; a bar of many regions names no top value.
        let many: Vec<RegionReport> = (0..1024).map(|_| a.clone()).collect();
        let m = bars(&many);
        assert_eq!(m[0].bytes, Some((600, 0.5)));
        assert!(m[0].top.is_none());
        let mut part = many.clone();
        part[1].bytes = None;
        assert_eq!(bars(&part)[0].bytes, None);
        assert!(!bars(&[region(1, false)])[0]
            .describe(Lang::En)
            .contains("bytes"));
    }

    #[test]
    fn many_regions_share_bars() {
        let rs: Vec<RegionReport> = (0..65_536).map(|i| region(i % 3, i % 2 == 0)).collect();
        let b = bars(&rs);
        assert!(b.len() <= MAX_BARS);
        assert_eq!(b.iter().map(|b| b.len).sum::<usize>(), 65_536);
        assert_eq!(b[1].first, 128);
        assert!(!b[0].all_dead());
        let one = bars(&[region(5, true)]);
        assert_eq!(one.len(), 1);
        assert!(one[0].all_dead());
        assert_eq!(one[0].state(), "dead");
        assert!(bars(&[]).is_empty());
    }
}
