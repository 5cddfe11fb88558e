//! Questions asked of a built automaton: the share of keys below a row, whether a key can
//! fall between two rows, and the row that cuts off a given share.

use super::Nfa;

impl Nfa {
    /// Advance a weighted state set by byte `c`.
    fn step(
        &self,
        weights: &[(usize, f64)],
        c: u8,
        scratch: &mut Vec<f64>,
        touched: &mut Vec<usize>,
    ) -> Vec<(usize, f64)> {
        if scratch.len() < self.states.len() {
            scratch.resize(self.states.len(), 0.0);
        }
        for &(s, w) in weights {
            for e in &self.states[s].edges {
                if e.lo <= c && c <= e.hi {
                    if scratch[e.to] == 0.0 {
                        touched.push(e.to);
                    }
                    scratch[e.to] += w * e.p / (e.hi as f64 - e.lo as f64 + 1.0);
                }
            }
        }
        let out = touched
            .iter()
            .map(|&s| (s, scratch[s]))
            .filter(|&(_, w)| w > 0.0)
            .collect();
        touched.iter().for_each(|&s| scratch[s] = 0.0);
        touched.clear();
        out
    }

    /// P(key < x): the share of keys that sort before row `x`.
    ///
    /// ```
    /// use rowkey_core::keyspace::{ByteLang, Nfa, ByteSet};
    /// let nfa = Nfa::new(&ByteLang::cells(ByteSet::hex_lower(), 2));
    /// assert!((nfa.cdf(b"8") - 0.5).abs() < 1e-12);
    /// assert_eq!(nfa.cdf(b"g"), 1.0);
    /// assert_eq!(nfa.cdf(b""), 0.0);
    /// ```
    pub fn cdf(&self, x: &[u8]) -> f64 {
        let mut weights = vec![(self.start, 1.0)];
        let mut less = 0.0;
        let (mut scratch, mut touched) = (Vec::new(), Vec::new());
        for &c in x {
            if weights.is_empty() {
                break;
            }
            for &(s, w) in &weights {
                let st = &self.states[s];
                // A key that ends here is a proper prefix of x, so it sorts first.
                less += w * st.stop;
                for e in &st.edges {
                    if e.hi < c {
                        less += w * e.p;
                    } else if e.lo < c {
                        less += w * e.p * (c - e.lo) as f64 / (e.hi as f64 - e.lo as f64 + 1.0);
                    }
                }
            }
            weights = self.step(&weights, c, &mut scratch, &mut touched);
        }
        less.clamp(0.0, 1.0)
    }

    /// The share of keys in `[start, end)`; an empty `end` means the end of the table.
    pub fn share(&self, start: &[u8], end: &[u8]) -> f64 {
        let hi = if end.is_empty() { 1.0 } else { self.cdf(end) };
        (hi - self.cdf(start)).max(0.0)
    }

    /// Whether some key the template can produce falls in `[start, end)` (empty `end`: the end
    /// of the table). Exact for the model, independent of floating point.
    ///
    /// ```
    /// use rowkey_core::keyspace::{ByteLang, Nfa, ByteSet};
    /// let nfa = Nfa::new(&ByteLang::cells(ByteSet::hex_lower(), 4));
    /// assert!(!nfa.reachable(b":", b"a"));      // between '9' and 'a': no hex key
    /// assert!(nfa.reachable(b"9", b":"));
    /// assert!(!nfa.reachable(b"", b"0000"));
    /// ```
    pub fn reachable(&self, start: &[u8], end: &[u8]) -> bool {
        let hi = (!end.is_empty()).then_some(end);
        self.exists(&[self.start], Some(start), hi)
    }

    fn next_set(&self, set: &[usize], c: u8) -> Vec<usize> {
        let mut out: Vec<usize> = set
            .iter()
            .flat_map(|&s| self.states[s].edges.iter())
            .filter(|e| e.lo <= c && c <= e.hi && e.p > 0.0)
            .map(|e| e.to)
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Whether a string from `set` lies in `[lo, hi)` (`None`: unbounded).
    ///
    /// Walks the bounds byte by byte with an explicit work list (bounds are as long as a row
    /// key, too deep to recurse on): while both bounds share a byte there is one path; where
    /// they part, one path follows each bound, so the list never holds more than two.
    fn exists(&self, set: &[usize], lo: Option<&[u8]>, hi: Option<&[u8]>) -> bool {
        // (states, lower bound left, upper bound left)
        type Task<'b> = (Vec<usize>, Option<&'b [u8]>, Option<&'b [u8]>);
        let mut work: Vec<Task<'_>> = vec![(set.to_vec(), lo, hi)];
        while let Some((set, lo, hi)) = work.pop() {
            if set.is_empty() {
                continue;
            }
            let lo = lo.filter(|l| !l.is_empty());
            if hi == Some(&[][..]) {
                continue;
            }
            if lo.is_none() && set.iter().any(|&s| self.states[s].stop > 0.0) {
                return true;
            }
            let lo_c = lo.map(|l| l[0]);
            let hi_c = hi.map(|h| h[0]);
            // Any byte strictly between the bounds leads to a key in range: every state can end.
            let from = lo_c.map_or(0u16, |c| c as u16 + 1);
            let to = hi_c
                .map_or(255u16, |c| c as u16)
                .saturating_sub(u16::from(hi_c.is_some()));
            if hi_c.is_none_or(|h| h as u16 >= 1) && from <= to {
                let (from, to) = (from as u8, to as u8);
                let any = set
                    .iter()
                    .flat_map(|&s| self.states[s].edges.iter())
                    .any(|e| e.p > 0.0 && e.lo <= to && e.hi >= from);
                if any {
                    return true;
                }
            }
            match (lo_c, hi_c) {
                (Some(a), Some(b)) if a == b => {
                    let next = self.next_set(&set, a);
                    work.push((next, lo.map(|l| &l[1..]), hi.map(|h| &h[1..])));
                }
                _ => {
                    if let (Some(b), Some(h)) = (hi_c, hi) {
                        if lo_c.is_none_or(|a| a < b) {
                            work.push((self.next_set(&set, b), None, Some(&h[1..])));
                        }
                    }
                    if let (Some(a), Some(l)) = (lo_c, lo) {
                        if hi_c.is_none_or(|b| a < b) {
                            work.push((self.next_set(&set, a), Some(&l[1..]), None));
                        }
                    }
                }
            }
        }
        false
    }

    /// The shortest row `x` with P(key < x) within `tolerance` of `target` (at most `max_len`
    /// bytes): where to split so that a share `target` of the keys sorts before it.
    pub fn quantile(&self, target: f64, tolerance: f64, max_len: usize) -> Vec<u8> {
        let mut prefix = Vec::new();
        let mut base = 0.0;
        let mut weights = vec![(self.start, 1.0)];
        let (mut scratch, mut touched) = (Vec::new(), Vec::new());
        while prefix.len() < max_len && target - base > tolerance && !weights.is_empty() {
            // Keys equal to the prefix sort before any longer row.
            base += weights
                .iter()
                .map(|&(s, w)| w * self.states[s].stop)
                .sum::<f64>();
            // Mass per byte value, then the byte where the target falls.
            let mut mass = [0.0f64; 256];
            for &(s, w) in &weights {
                for e in &self.states[s].edges {
                    let per = w * e.p / (e.hi as f64 - e.lo as f64 + 1.0);
                    for b in e.lo..=e.hi {
                        mass[b as usize] += per;
                    }
                }
            }
            let mut chosen = None;
            for (b, &m) in mass.iter().enumerate() {
                if m <= 0.0 {
                    continue;
                }
                if base + m > target + tolerance {
                    chosen = Some(b as u8);
                    break;
                }
                base += m;
                if target - base <= tolerance {
                    // The next reachable byte starts exactly at the target.
                    chosen = mass[b + 1..]
                        .iter()
                        .position(|&m| m > 0.0)
                        .map(|i| (b + 1 + i) as u8);
                    if let Some(c) = chosen {
                        prefix.push(c);
                    }
                    return prefix;
                }
            }
            let Some(c) = chosen else { break };
            prefix.push(c);
            weights = self.step(&weights, c, &mut scratch, &mut touched);
        }
        prefix
    }
}
