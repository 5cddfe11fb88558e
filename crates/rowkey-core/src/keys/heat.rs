//! The heatmap of a stream whose length is not known ahead: keys per region per window of
//! consecutive keys (file order, the insertion order of real keys). Windows start one key wide;
//! when [`MAX_WINDOWS`] are full, neighbours merge in pairs and windows grow twice as wide, so
//! the map ends with between half and all of [`MAX_WINDOWS`] windows of equal width (the last
//! one partly filled), whatever the length.

use crate::analyze::distribution::Heatmap;

pub use crate::limits::MAX_HEAT_WINDOWS as MAX_WINDOWS;

pub(crate) use crate::limits::MAX_HEAT_CELLS;

/// The most windows a heatmap of `regions` regions keeps (an even number).
pub(crate) fn max_windows(regions: usize) -> usize {
    (MAX_HEAT_CELLS / regions.max(1)).clamp(2, MAX_WINDOWS) & !1
}

#[derive(Debug)]
pub(crate) struct StreamHeat {
    regions: usize,
    max_windows: usize,
    width: u64,
    /// Keys in the open window.
    filled: u64,
    /// Closed windows, each `regions` counts.
    closed: Vec<Vec<u32>>,
    /// The region counts when the open window began.
    began: Vec<u64>,
}

impl StreamHeat {
    pub(crate) fn new(regions: usize) -> StreamHeat {
        let max = max_windows(regions);
        StreamHeat {
            regions,
            max_windows: max,
            width: 1,
            filled: 0,
            closed: Vec::new(),
            began: vec![0; regions],
        }
    }

    /// One key was counted; `counts` are the region counts so far.
    #[inline]
    pub(crate) fn tick(&mut self, counts: &[u64]) {
        self.filled += 1;
        if self.filled == self.width {
            self.close(counts);
        }
    }

    fn close(&mut self, counts: &[u64]) {
        let column: Vec<u32> = counts
            .iter()
            .zip(&mut self.began)
            .map(|(now, began)| {
                let n = (*now - *began) as u32;
                *began = *now;
                n
            })
            .collect();
        self.closed.push(column);
        self.filled = 0;
        if self.closed.len() == self.max_windows {
            let old = std::mem::take(&mut self.closed);
            self.closed = old
                .chunks(2)
                .map(|pair| pair[0].iter().zip(&pair[1]).map(|(a, b)| a + b).collect())
                .collect();
            self.width *= 2;
        }
    }

    /// The heatmap, `cells[region][window]`.
    pub(crate) fn heatmap(&self, counts: &[u64]) -> Heatmap {
        let mut columns = self.closed.clone();
        if self.filled > 0 || columns.is_empty() {
            columns.push(
                counts
                    .iter()
                    .zip(&self.began)
                    .map(|(now, began)| (now - began) as u32)
                    .collect(),
            );
        }
        let cells = (0..self.regions)
            .map(|r| columns.iter().map(|c| c[r]).collect())
            .collect();
        Heatmap {
            windows: columns.len(),
            rows_per_window: self.width,
            cells,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn windows_keep_file_order_at_any_length() {
        for n in [0u64, 1, 59, 60, 61, 1000, 12_345] {
            let mut heat = StreamHeat::new(2);
            let mut counts = vec![0u64; 2];
            for i in 0..n {
                // The first half of the file goes to region 0, the rest to region 1.
                counts[usize::from(i >= n / 2)] += 1;
                heat.tick(&counts);
            }
            let h = heat.heatmap(&counts);
            assert!(
                h.windows <= MAX_WINDOWS && (n < 60 || h.windows >= MAX_WINDOWS / 2),
                "{n}"
            );
            let total: u64 = h.cells.iter().flatten().map(|&c| u64::from(c)).sum();
            assert_eq!(total, n);
            for w in 0..h.windows {
                let start = w as u64 * h.rows_per_window;
                let end = (start + h.rows_per_window).min(n);
                let want0 = end.min(n / 2).saturating_sub(start);
                assert_eq!(u64::from(h.cells[0][w]), want0, "{n} keys, window {w}");
                assert_eq!(u64::from(h.cells[1][w]), end - start - want0);
            }
        }
    }
}
