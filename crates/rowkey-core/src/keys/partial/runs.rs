//! What a partial keeps of the order its keys were read in, so that a merge tells what one
//! stream of all the parts would: the format read and why, the lines passed over, the key
//! order (a stream is sorted when every part is and each part's first key is not below the
//! last key before it) and the heatmap.
//!
//! A [`Run`] is one part, or consecutive parts (by part number) already joined. A merged
//! partial holds its runs in part order; parts without a number come after the numbered ones,
//! ordered by their keys (so a scan's parts, sorted apart, still read as key order).
//!
//! The heatmap is kept per part as the part's own windows ([`HeatPiece`]): a merge places each
//! part's windows at the part's offset in the whole stream and bins them the way one stream of
//! all the keys bins its own. That is exact whenever every part starts at a multiple of its
//! window width (always for one part; for parts of any size that is a multiple of the final
//! window width); otherwise each window of a part counts in the window it starts in, and the
//! report says the heatmap is close, not exact.

use crate::analyze::distribution::Heatmap;
use crate::keys::detect::Detection;
use crate::keys::heat::{max_windows, MAX_HEAT_CELLS};
use crate::keys::reader::KeyReader;
use crate::keys::KeyFormat;
use std::cmp::Ordering;

/// One part's windows of consecutive keys: `columns[window][region]`, each window `width` keys
/// from the part's first key (the last one partly filled).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct HeatPiece {
    pub(crate) keys: u64,
    pub(crate) width: u64,
    pub(crate) columns: Vec<Vec<u32>>,
    /// Whether the windows start at the piece's first key (false once pieces of parts whose
    /// boundaries fall inside a window were summed to stay within memory).
    pub(crate) aligned: bool,
}

impl HeatPiece {
    /// The piece of a heatmap made over one part.
    pub(crate) fn of_heatmap(keys: u64, h: &Heatmap) -> HeatPiece {
        let columns = if keys == 0 {
            Vec::new()
        } else {
            (0..h.windows)
                .map(|w| h.cells.iter().map(|row| row[w]).collect())
                .collect()
        };
        HeatPiece {
            keys,
            width: h.rows_per_window.max(1),
            columns,
            aligned: true,
        }
    }

    fn cells(&self) -> usize {
        self.columns.iter().map(Vec::len).sum()
    }

    /// Windows twice as wide (neighbours summed: still aligned at the first key).
    fn widen(&mut self) {
        self.columns = self
            .columns
            .chunks(2)
            .map(|p| match p {
                [a, b] => a.iter().zip(b).map(|(x, y)| x.saturating_add(*y)).collect(),
                [a] => a.clone(),
                _ => Vec::new(),
            })
            .collect();
        self.width = self.width.saturating_mul(2);
    }
}

/// One part, or consecutive parts joined (see the module).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Run {
    /// The first and last part number; `None` for a part given none.
    pub(crate) parts: Option<(u32, u32)>,
    pub(crate) lines: u64,
    pub(crate) keys: u64,
    /// The format the lines were read in (a part without lines takes the next part's).
    pub(crate) format: KeyFormat,
    /// What the first lines showed.
    pub(crate) head: Option<Detection>,
    pub(crate) csv_header: Option<String>,
    /// The first key and its line.
    pub(crate) first: Option<(Vec<u8>, u64)>,
    pub(crate) last: Vec<u8>,
    /// The line of the first key that sorts before the key before it.
    pub(crate) unsorted_at: Option<u64>,
    /// Non-blank lines passed over, and the first.
    pub(crate) skipped: (u64, Option<u64>),
    /// Lines read as keys that look like scan output's header or summary, and the first.
    pub(crate) foreign: (u64, Option<u64>),
    /// The parts' windows, in part order (the pieces of all runs, in run order, hold every key
    /// once; past the memory bound the first run holds the sums of all of them).
    pub(crate) heat: Vec<HeatPiece>,
}

impl Run {
    /// The run of one part read by `reader` (finished), `keys` keys and their heatmap.
    pub(crate) fn of_reader(
        part: Option<u32>,
        reader: &KeyReader,
        keys: u64,
        heatmap: Heatmap,
    ) -> Run {
        let lines = reader.lines_read();
        let sorted = reader.sortedness();
        Run {
            parts: part.map(|p| (p, p)),
            lines,
            keys,
            format: reader.format().clone(),
            head: reader.detection().cloned(),
            csv_header: reader.csv_header().map(str::to_string),
            first: sorted.first().cloned(),
            last: sorted.last().to_vec(),
            unsorted_at: sorted.unsorted_at(),
            skipped: reader.skipped(),
            foreign: reader.foreign(),
            heat: vec![HeatPiece::of_heatmap(keys, &heatmap)],
        }
    }

    /// Whether `next` is the part right after `self`'s last.
    pub(crate) fn adjoins(&self, next: &Run) -> bool {
        match (self.parts, next.parts) {
            (Some((_, a)), Some((b, _))) => a.checked_add(1) == Some(b),
            _ => false,
        }
    }

    /// `next`'s lines read right after `self`'s, as one stream would read them.
    pub(crate) fn append(&mut self, next: Run) {
        let offset = self.lines;
        let shift = |line: Option<u64>| line.map(|l| l.saturating_add(offset));
        if self.unsorted_at.is_none() {
            self.unsorted_at = match (&next.first, self.keys) {
                (Some((first, line)), k) if k > 0 && first.as_slice() < self.last.as_slice() => {
                    Some(line.saturating_add(offset))
                }
                _ => shift(next.unsorted_at),
            };
        }
        if self.first.is_none() {
            self.first = next.first.map(|(k, l)| (k, l.saturating_add(offset)));
        }
        if next.keys > 0 {
            self.last = next.last;
        }
        if self.lines == 0 {
            self.format = next.format;
            self.head = next.head;
        }
        if self.csv_header.is_none() {
            self.csv_header = next.csv_header;
        }
        self.skipped = (
            self.skipped.0.saturating_add(next.skipped.0),
            self.skipped.1.or(shift(next.skipped.1)),
        );
        self.foreign = (
            self.foreign.0.saturating_add(next.foreign.0),
            self.foreign.1.or(shift(next.foreign.1)),
        );
        self.parts = match (self.parts, next.parts) {
            (Some((a, _)), Some((_, b))) => Some((a, b)),
            (a, b) => a.or(b),
        };
        self.lines = self.lines.saturating_add(next.lines);
        self.keys = self.keys.saturating_add(next.keys);
        self.heat.extend(next.heat);
    }

    /// The order runs are read in: numbered parts by number, then the others by their keys
    /// (the last criteria only make the order total).
    pub(crate) fn order(&self, other: &Run) -> Ordering {
        match (self.parts, other.parts) {
            (Some(a), Some(b)) => a.cmp(&b),
            (Some(_), None) => Ordering::Less,
            (None, Some(_)) => Ordering::Greater,
            (None, None) => (&self.first, &self.last, self.keys, self.lines)
                .cmp(&(&other.first, &other.last, other.keys, other.lines))
                .then_with(|| format!("{self:?}").cmp(&format!("{other:?}"))),
        }
    }
}

/// Runs of both partials, in order, adjoining ones joined, their heat within memory.
pub(crate) fn merge_runs(a: Vec<Run>, b: Vec<Run>) -> Vec<Run> {
    // A part without a number and without a line (an empty partition's) says nothing: merged,
    // it changes nothing.
    let empty = |r: &Run| r.parts.is_none() && r.lines == 0 && r.keys == 0;
    let (a, b): (Vec<Run>, Vec<Run>) = if a.iter().chain(&b).all(empty) {
        (a, Vec::new())
    } else {
        (
            a.into_iter().filter(|r| !empty(r)).collect(),
            b.into_iter().filter(|r| !empty(r)).collect(),
        )
    };
    // Both lists are in order already: one pass merges them (many merges stay linear).
    let mut out: Vec<Run> = Vec::with_capacity(a.len() + b.len());
    let (mut a, mut b) = (a.into_iter().peekable(), b.into_iter().peekable());
    loop {
        let run = match (a.peek(), b.peek()) {
            (Some(x), Some(y)) if y.order(x) == Ordering::Less => b.next(),
            (Some(_), _) => a.next(),
            (None, _) => b.next(),
        };
        let Some(run) = run else { break };
        match out.last_mut() {
            Some(last) if last.adjoins(&run) => last.append(run),
            _ => out.push(run),
        }
    }
    fit_heat(&mut out);
    out
}

/// Keep the heat cells of all runs within [`MAX_HEAT_CELLS`] (or one window per part, if more):
/// the finest pieces widen first; past one window each, neighbouring pieces are summed.
fn fit_heat(runs: &mut [Run]) {
    let cells = |runs: &[Run]| -> usize {
        runs.iter()
            .flat_map(|r| &r.heat)
            .map(HeatPiece::cells)
            .sum()
    };
    while cells(runs) > MAX_HEAT_CELLS {
        let finest = runs
            .iter()
            .flat_map(|r| &r.heat)
            .filter(|p| p.columns.len() > 1)
            .map(|p| p.width)
            .min();
        match finest {
            Some(w) => runs
                .iter_mut()
                .flat_map(|r| &mut r.heat)
                .filter(|p| p.width == w && p.columns.len() > 1)
                .for_each(HeatPiece::widen),
            None => {
                // One window per part and still too many: sum neighbouring parts' windows (the
                // sums are kept by the first run; each piece still says how many keys it holds).
                let pieces: Vec<HeatPiece> =
                    runs.iter_mut().flat_map(|r| r.heat.drain(..)).collect();
                if pieces.len() < 2 {
                    if let (Some(first), Some(p)) = (runs.first_mut(), pieces.into_iter().next()) {
                        first.heat.push(p);
                    }
                    break;
                }
                if let Some(first) = runs.first_mut() {
                    first.heat = pieces.chunks(2).map(sum_pieces).collect();
                }
            }
        }
    }
}

fn sum_pieces(pieces: &[HeatPiece]) -> HeatPiece {
    let mut out = pieces[0].clone();
    for p in &pieces[1..] {
        let column: Vec<u32> =
            out.columns
                .iter()
                .chain(&p.columns)
                .fold(Vec::new(), |mut acc: Vec<u32>, c| {
                    acc.resize(c.len().max(acc.len()), 0);
                    acc.iter_mut()
                        .zip(c)
                        .for_each(|(a, b)| *a = a.saturating_add(*b));
                    acc
                });
        out.keys = out.keys.saturating_add(p.keys);
        out.width = out.keys.max(1);
        out.columns = vec![column];
        out.aligned = false;
    }
    out
}

/// The heatmap of the runs' keys read as one stream, and whether it is exactly one stream's.
pub(crate) fn heatmap(runs: &[Run], regions: usize) -> (Heatmap, Option<(u32, u64, u64)>) {
    let total: u64 = runs.iter().map(|r| r.keys).sum();
    let max = max_windows(regions) as u64;
    // The width one stream of `total` keys ends with (see `StreamHeat`).
    let mut width = 1u64;
    while total / width >= max {
        width *= 2;
    }
    let windows = total.div_ceil(width).max(1) as usize;
    let mut cells = vec![vec![0u32; windows]; regions];
    let mut offset = 0u64;
    let mut inexact = None;
    for run in runs {
        for piece in &run.heat {
            let exact = piece.aligned && piece.width <= width && offset.is_multiple_of(piece.width);
            if !exact && inexact.is_none() && piece.keys > 0 {
                let part = run.parts.map_or(0, |(p, _)| p);
                inexact = Some((part, offset, piece.width));
            }
            for (j, column) in piece.columns.iter().enumerate() {
                let start = offset.saturating_add(j as u64 * piece.width);
                let w = ((start / width) as usize).min(windows - 1);
                for (r, &n) in column.iter().enumerate().take(regions) {
                    cells[r][w] = cells[r][w].saturating_add(n);
                }
            }
            offset = offset.saturating_add(piece.keys);
        }
    }
    (
        Heatmap {
            windows,
            rows_per_window: width,
            cells,
        },
        inexact,
    )
}

/// All runs read as one stream.
pub(crate) fn whole(runs: &[Run]) -> Option<Run> {
    let mut it = runs.iter().cloned();
    let mut first = it.next()?;
    for r in it {
        first.append(r);
    }
    Some(first)
}
