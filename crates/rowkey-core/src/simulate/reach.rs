//! How many regions a burst of consecutive writes reaches: the measure of write concurrency the
//! growth outcome is judged by.
//!
//! A timeline window's "regions that took writes" depends on how long the window is: a window
//! of a year's writes to a time-first key crosses every region split off during that year, so
//! the count grows with the rows per day while at any moment one region takes every write. A
//! burst is short by construction: `8 × R` consecutive writes for a table of `R` regions, drawn
//! from the rows that come next. Keys that spread reach nearly every region in a burst that
//! long (an even spread reaches `R (1 − (1 − 1/R)^8R)`, all but 0.03 % of them); a time-ordered
//! lead reaches one, a salted time key one per bucket; neither depends on the sample size or
//! on how many windows the timeline has.

use super::Spread;
use serde::{Deserialize, Serialize};

/// Writes in a burst per region of the table.
pub const BURST_PER_REGION: u64 = 8;
/// The fewest writes in a burst, so a small table's reach is not a matter of a few keys.
pub const MIN_BURST: u64 = 4096;

/// Writes in a burst for a table of `regions` regions.
///
/// ```
/// use rowkey_core::simulate::reach::burst_len;
/// assert_eq!(burst_len(1), 4096);
/// assert_eq!(burst_len(1000), 8000);
/// ```
pub fn burst_len(regions: usize) -> u64 {
    (regions as u64)
        .saturating_mul(BURST_PER_REGION)
        .max(MIN_BURST)
}

/// Where a burst of consecutive writes lands.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WriteReach {
    /// Writes in the burst (sampled keys, each standing for the same number of rows).
    pub writes: u64,
    /// Regions the table has then.
    pub regions: usize,
    /// Regions the burst writes to.
    pub reached: usize,
    /// Regions as many writes spread evenly at random would reach (expected).
    pub even: f64,
    /// The busiest region's share of the burst.
    pub busiest_share: f64,
}

impl WriteReach {
    /// The reach of a burst from the writes each region took.
    ///
    /// ```
    /// use rowkey_core::simulate::reach::WriteReach;
    /// let r = WriteReach::of_counts(&[0, 4096, 0, 0]);
    /// assert_eq!((r.reached, r.regions, r.busiest_share), (1, 4, 1.0));
    /// assert!(r.even > 3.99);
    /// ```
    pub fn of_counts(counts: &[u64]) -> WriteReach {
        let writes: u64 = counts.iter().sum();
        let busiest = counts.iter().copied().max().unwrap_or(0);
        WriteReach {
            writes,
            regions: counts.len(),
            reached: counts.iter().filter(|&&c| c > 0).count(),
            even: even_reach(counts.len(), writes),
            busiest_share: if writes == 0 {
                0.0
            } else {
                busiest as f64 / writes as f64
            },
        }
    }

    /// How wide the burst is: one region, at least half of what an even spread reaches, or
    /// fewer.
    pub fn spread(&self) -> Spread {
        if self.reached <= 1 {
            Spread::Single
        } else if self.reached as f64 * 2.0 >= self.even {
            Spread::Spread
        } else {
            Spread::Narrowed
        }
    }
}

/// Regions `writes` writes, each to a region chosen evenly at random, reach on average.
fn even_reach(regions: usize, writes: u64) -> f64 {
    if regions == 0 || writes == 0 {
        return 0.0;
    }
    let r = regions as f64;
    // libm, not std's powf, so the figure is the same bits natively and in wasm.
    r * (1.0 - libm::exp(writes as f64 * libm::log1p(-1.0 / r)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_even_burst_reaches_nearly_every_region_and_one_region_is_single() {
        let r = 500;
        let even = even_reach(r, burst_len(r));
        assert!(even > 499.8 && even <= 500.0, "{even}");
        let one = WriteReach::of_counts(&[0, 0, 8000, 0]);
        assert_eq!(one.spread(), Spread::Single);
        let ten_of_500 = {
            let mut c = vec![0; 500];
            for i in 0..10 {
                c[i * 50] = 400;
            }
            WriteReach::of_counts(&c)
        };
        assert_eq!(ten_of_500.reached, 10);
        assert_eq!(ten_of_500.spread(), Spread::Narrowed);
        let all = WriteReach::of_counts(&[8; 500]);
        assert_eq!(all.spread(), Spread::Spread);
        assert_eq!(WriteReach::of_counts(&[4096]).spread(), Spread::Single);
    }
}
