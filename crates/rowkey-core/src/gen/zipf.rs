//! Zipf sampling over `1..=n` with `P(k) ∝ 1/k^s`, identical on every platform.
//!
//! Only IEEE basic operations are guaranteed to round the same everywhere, so `pow`, `log`, `exp`
//! and friends come from the pure-Rust `libm` crate, never from `std` (which calls the platform's
//! math library on native targets).
//!
//! Memory is capped: the first [`TABLE_LEN`] values (512 KiB of `f64`) get an exact cumulative
//! table searched by bisection. When `n` is larger, the tail `k > TABLE_LEN` is sampled by
//! inverting the continuous integral of `x^-s` over `[TABLE_LEN + 0.5, n + 0.5]` and rounding:
//! each tail value then gets `∫_{k-0.5}^{k+0.5} x^-s dx` instead of `k^-s`, a relative difference
//! of about `s(s+1)/(24 k²)`, under 1e-9 for `k > 65536`, far below what a sample of ten million
//! rows can show.

/// How many head values of `zipf(n, s)` get an exact cumulative table; larger values are
/// sampled from the continuous tail (see the module notes).
///
/// ```
/// assert_eq!(rowkey_core::gen::ZIPF_TABLE_LEN, 65_536);
/// ```
pub const TABLE_LEN: usize = 1 << 16;

/// A prepared Zipf distribution.
#[derive(Clone, Debug)]
pub(crate) struct Zipf {
    /// `cdf[i]` = sum of `k^-s` for `k` in `1..=i+1`.
    cdf: Vec<f64>,
    head_total: f64,
    total: f64,
    tail: Option<Tail>,
}

/// The continuous tail `TABLE_LEN+1 ..= n`.
#[derive(Clone, Debug)]
struct Tail {
    first: u64,
    last: u64,
    /// Lower integration bound `first - 0.5`.
    a: f64,
    one_minus_s: f64,
    /// `a^(s-1)`.
    a_pow: f64,
}

/// `log1p(x)/x`, continuous at 0.
fn log1p_over(x: f64) -> f64 {
    if x.abs() > 1e-8 {
        libm::log1p(x) / x
    } else {
        1.0 - x * (0.5 - x / 3.0)
    }
}

/// `expm1(x)/x`, continuous at 0.
fn expm1_over(x: f64) -> f64 {
    if x.abs() > 1e-8 {
        libm::expm1(x) / x
    } else {
        1.0 + x * (0.5 + x / 6.0)
    }
}

impl Tail {
    /// `∫_a^x t^-s dt`, written to stay accurate when `s` is near 1.
    fn integral(&self, x: f64) -> f64 {
        let l = libm::log(x / self.a);
        l * expm1_over(self.one_minus_s * l) / self.a_pow
    }

    /// The `x` with `integral(x) == g`, rounded to the nearest integer and kept in range.
    fn invert(&self, g: f64) -> u64 {
        let q = g * self.a_pow;
        let x = self.a * libm::exp(q * log1p_over(self.one_minus_s * q));
        // `as` saturates and maps NaN to 0, so the clamp handles every float.
        ((x + 0.5) as u64).clamp(self.first, self.last)
    }
}

impl Zipf {
    /// Prepare `zipf(n, s)`; `n >= 1`, `s > 0`.
    pub(crate) fn new(n: u64, s: f64) -> Self {
        let head = n.min(TABLE_LEN as u64) as usize;
        let mut cdf = Vec::with_capacity(head);
        let mut sum = 0.0;
        for k in 1..=head {
            sum += libm::pow(k as f64, -s);
            cdf.push(sum);
        }
        let tail = (n > head as u64).then(|| {
            let a = head as f64 + 0.5;
            Tail {
                first: head as u64 + 1,
                last: n,
                a,
                one_minus_s: 1.0 - s,
                a_pow: libm::pow(a, s - 1.0),
            }
        });
        let tail_total = tail.as_ref().map_or(0.0, |t| t.integral(n as f64 + 0.5));
        Zipf {
            cdf,
            head_total: sum,
            total: sum + tail_total,
            tail,
        }
    }

    /// The value for a uniform `unit` in `[0, 1)`.
    #[inline]
    pub(crate) fn sample(&self, unit: f64) -> u64 {
        let u = unit * self.total;
        match &self.tail {
            Some(tail) if u >= self.head_total => tail.invert(u - self.head_total),
            _ => {
                let i = self.cdf.partition_point(|&c| c <= u);
                // Rounding can put `u` at the very top; that is the last value.
                (i.min(self.cdf.len() - 1) + 1) as u64
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_table_matches_probabilities() {
        let z = Zipf::new(3, 1.0);
        // Masses 1, 1/2, 1/3 of 11/6.
        let total = 11.0 / 6.0;
        assert_eq!(z.sample(0.0), 1);
        assert_eq!(z.sample(0.999_999 / total), 1);
        assert_eq!(z.sample(1.000_001 / total), 2);
        assert_eq!(z.sample(1.499_999 / total), 2);
        assert_eq!(z.sample(1.500_001 / total), 3);
        assert_eq!(z.sample(0.999_999_999_999), 3);
        assert_eq!(Zipf::new(1, 2.0).sample(0.7), 1);
    }

    #[test]
    fn tail_is_continuous_with_the_head() {
        for s in [0.5, 1.0, 1.0000001, 1.5, 3.0] {
            let n = 10_000_000;
            let z = Zipf::new(n, s);
            let t = z.tail.as_ref().unwrap();
            assert_eq!(t.invert(0.0), TABLE_LEN as u64 + 1);
            // Not `total - head_total`: for large s that difference loses most of its digits.
            let total_tail = t.integral(n as f64 + 0.5);
            assert_eq!(t.invert(total_tail * 0.999_999_999_999_999), n, "s = {s}");
            // Mass between k-0.5 and k+0.5 inverts to k.
            for k in [70_000u64, 1_234_567, 9_999_999] {
                let mid = t.integral(k as f64);
                assert_eq!(t.invert(mid), k, "s = {s}, k = {k}");
            }
            if s <= 1.0 {
                assert_eq!(z.sample(0.999_999_999_999_9), n, "s = {s}");
            }
        }
    }

    #[test]
    fn tail_mass_matches_a_direct_sum() {
        // With n = TABLE_LEN + 1000 the tail is small enough to sum directly.
        let n = TABLE_LEN as u64 + 1000;
        for s in [0.8, 1.0, 2.0] {
            let z = Zipf::new(n, s);
            let direct: f64 = (TABLE_LEN as u64 + 1..=n)
                .map(|k| libm::pow(k as f64, -s))
                .sum();
            let approx = z.total - z.head_total;
            assert!(((approx - direct) / direct).abs() < 1e-9, "s = {s}");
        }
    }

    #[test]
    fn heads_are_hot() {
        let z = Zipf::new(1000, 1.2);
        let mut counts = [0u32; 4];
        for i in 0..10_000 {
            let k = z.sample(i as f64 / 10_000.0);
            if k <= 3 {
                counts[k as usize] += 1;
            }
        }
        assert!(counts[1] > counts[2] && counts[2] > counts[3]);
    }
}
