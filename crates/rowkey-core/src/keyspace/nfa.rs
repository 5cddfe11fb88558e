//! A weighted automaton over bytes, compiled from a [`Lang`]: the probability that a key sorts
//! below a given row, whether any key can fall between two rows, and the rows that cut the
//! keys into equal shares.

use super::lang::{digit_byte, max_digits, Lang};

/// One transition: any byte in `lo..=hi` (each equally likely), total probability `p`.
#[derive(Clone, Copy, Debug)]
struct Edge {
    lo: u8,
    hi: u8,
    p: f64,
    to: usize,
}

#[derive(Clone, Debug, Default)]
struct State {
    /// Probability that the key ends here.
    stop: f64,
    edges: Vec<Edge>,
}

/// The compiled keyspace of a template.
#[derive(Clone, Debug)]
pub struct Nfa {
    states: Vec<State>,
    start: usize,
}

/// States larger than this are not built; the language is approximated first.
const MAX_STATES: usize = 2_000_000;

impl Nfa {
    /// Compile a language.
    pub fn new(lang: &Lang) -> Nfa {
        let mut nfa = Nfa {
            states: vec![State {
                stop: 1.0,
                edges: Vec::new(),
            }],
            start: 0,
        };
        nfa.start = nfa.build(lang, 0);
        nfa
    }

    /// Number of states (a size measure).
    pub fn len(&self) -> usize {
        self.states.len()
    }

    /// Whether the automaton is trivial.
    pub fn is_empty(&self) -> bool {
        self.states.len() <= 1
    }

    fn push(&mut self, s: State) -> usize {
        self.states.push(s);
        self.states.len() - 1
    }

    /// A state that behaves like `target` with probability `p` (and otherwise not at all):
    /// the epsilon move into `next` when a part may be empty.
    fn scaled(&self, target: usize, p: f64) -> State {
        let t = &self.states[target];
        State {
            stop: t.stop * p,
            edges: t.edges.iter().map(|e| Edge { p: e.p * p, ..*e }).collect(),
        }
    }

    fn mix(&mut self, parts: &[(usize, f64)]) -> usize {
        let mut s = State::default();
        for &(target, p) in parts {
            let t = self.scaled(target, p);
            s.stop += t.stop;
            s.edges.extend(t.edges);
        }
        self.push(s)
    }

    /// Build `lang` followed by the state `next`; returns the entry state.
    fn build(&mut self, lang: &Lang, next: usize) -> usize {
        if self.states.len() > MAX_STATES {
            return self.build(&lang.approx(), next);
        }
        match lang {
            Lang::Lit(bytes) => bytes.iter().rev().fold(next, |to, &b| {
                self.push(State {
                    stop: 0.0,
                    edges: vec![Edge {
                        lo: b,
                        hi: b,
                        p: 1.0,
                        to,
                    }],
                })
            }),
            Lang::Cells(cells) => cells.iter().rev().fold(next, |to, set| {
                let n = set.len() as f64;
                let edges = set
                    .ranges()
                    .into_iter()
                    .map(|(lo, hi)| Edge {
                        lo,
                        hi,
                        p: (hi as f64 - lo as f64 + 1.0) / n,
                        to,
                    })
                    .collect();
                self.push(State { stop: 0.0, edges })
            }),
            Lang::Run { set, min, max } => {
                let n = set.len() as f64;
                let mut to = next;
                for i in (0..=*max).rev() {
                    // Lengths are uniform: at position i, ending here takes 1 of the lengths left.
                    let q = if i >= *min {
                        1.0 / (max - i + 1) as f64
                    } else {
                        0.0
                    };
                    let mut s = self.scaled(next, q);
                    if i < *max && n > 0.0 {
                        for (lo, hi) in set.ranges() {
                            s.edges.push(Edge {
                                lo,
                                hi,
                                p: (1.0 - q) * (hi as f64 - lo as f64 + 1.0) / n,
                                to,
                            });
                        }
                    }
                    to = self.push(s);
                }
                to
            }
            Lang::Set(items) => {
                let refs: Vec<(&[u8], f64)> =
                    items.iter().map(|(s, w)| (s.as_slice(), *w)).collect();
                self.trie(&refs, next)
            }
            Lang::Num {
                lo,
                hi,
                radix,
                width,
            } => self.num(*lo, *hi, *radix, *width, next),
            Lang::Cat(parts) => parts.iter().rev().fold(next, |to, p| self.build(p, to)),
            Lang::Alt(items) => {
                let entries: Vec<(usize, f64)> = items
                    .iter()
                    .map(|(l, p)| (self.build(l, next), *p))
                    .collect();
                self.mix(&entries)
            }
        }
    }

    /// A trie over sorted weighted strings (weights sum to 1).
    fn trie(&mut self, items: &[(&[u8], f64)], next: usize) -> usize {
        let total: f64 = items.iter().map(|(_, w)| w).sum();
        let mut s = State::default();
        let mut i = 0;
        while i < items.len() {
            let (head, w) = items[i];
            if head.is_empty() {
                let t = self.scaled(next, w / total);
                s.stop += t.stop;
                s.edges.extend(t.edges);
                i += 1;
                continue;
            }
            let b = head[0];
            let mut j = i;
            while j < items.len() && items[j].0.first() == Some(&b) {
                j += 1;
            }
            let group: Vec<(&[u8], f64)> = items[i..j].iter().map(|(s, w)| (&s[1..], *w)).collect();
            let mass: f64 = group.iter().map(|(_, w)| w).sum();
            let to = self.trie(&group, next);
            s.edges.push(Edge {
                lo: b,
                hi: b,
                p: mass / total,
                to,
            });
            i = j;
        }
        self.push(s)
    }

    /// Numbers `lo..=hi` in `width` digits of `radix`, uniform.
    fn num(&mut self, lo: u128, hi: u128, radix: u16, width: usize, next: usize) -> usize {
        if width == 0 {
            return next;
        }
        let fit = max_digits(radix);
        if width > fit {
            // Leading zeros, built as a chain rather than by recursion (widths go to 32767).
            let zero = digit_byte(0, radix);
            let mut to = self.num(lo, hi, radix, fit, next);
            for _ in fit..width {
                to = self.push(State {
                    stop: 0.0,
                    edges: vec![Edge {
                        lo: zero,
                        hi: zero,
                        p: 1.0,
                        to,
                    }],
                });
            }
            return to;
        }
        let r = radix as u128;
        let unit = r.pow(width as u32 - 1);
        let (dlo, dhi) = (lo / unit, hi / unit);
        let total = (hi - lo) as f64 + 1.0;
        let mut edges = Vec::new();
        if dlo == dhi {
            let to = self.num(lo % unit, hi % unit, radix, width - 1, next);
            edges.push(Edge {
                lo: digit_byte(dlo as u16, radix),
                hi: digit_byte(dlo as u16, radix),
                p: 1.0,
                to,
            });
        } else {
            let low_end = self.num(lo % unit, unit - 1, radix, width - 1, next);
            let low_n = (unit - lo % unit) as f64;
            edges.push(Edge {
                lo: digit_byte(dlo as u16, radix),
                hi: digit_byte(dlo as u16, radix),
                p: low_n / total,
                to: low_end,
            });
            if dhi - dlo >= 2 {
                let full = self.num(0, unit - 1, radix, width - 1, next);
                let mid_n = ((dhi - dlo - 1) * unit) as f64;
                // Digits dlo+1 .. dhi-1 map to contiguous bytes except across 9→a in hex.
                let (a, b) = ((dlo + 1) as u16, (dhi - 1) as u16);
                let per = mid_n / (b - a + 1) as f64 / total;
                let mut d = a;
                while d <= b {
                    let mut e = d;
                    while e < b && digit_byte(e + 1, radix) == digit_byte(e, radix).wrapping_add(1)
                    {
                        e += 1;
                    }
                    edges.push(Edge {
                        lo: digit_byte(d, radix),
                        hi: digit_byte(e, radix),
                        p: per * (e - d + 1) as f64,
                        to: full,
                    });
                    d = e + 1;
                }
            }
            let high_end = self.num(0, hi % unit, radix, width - 1, next);
            let high_n = (hi % unit + 1) as f64;
            edges.push(Edge {
                lo: digit_byte(dhi as u16, radix),
                hi: digit_byte(dhi as u16, radix),
                p: high_n / total,
                to: high_end,
            });
        }
        self.push(State { stop: 0.0, edges })
    }

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
    /// use rowkey_core::keyspace::{Lang, Nfa, ByteSet};
    /// let nfa = Nfa::new(&Lang::cells(ByteSet::hex_lower(), 2));
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
    /// use rowkey_core::keyspace::{Lang, Nfa, ByteSet};
    /// let nfa = Nfa::new(&Lang::cells(ByteSet::hex_lower(), 4));
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
    fn exists(&self, set: &[usize], lo: Option<&[u8]>, hi: Option<&[u8]>) -> bool {
        if set.is_empty() {
            return false;
        }
        let lo = lo.filter(|l| !l.is_empty());
        if hi == Some(&[][..]) {
            return false;
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
                let next = self.next_set(set, a);
                self.exists(&next, lo.map(|l| &l[1..]), hi.map(|h| &h[1..]))
            }
            _ => {
                if let (Some(a), Some(l)) = (lo_c, lo) {
                    if hi_c.is_none_or(|b| a < b)
                        && self.exists(&self.next_set(set, a), Some(&l[1..]), None)
                    {
                        return true;
                    }
                }
                if let (Some(b), Some(h)) = (hi_c, hi) {
                    if lo_c.is_none_or(|a| a < b)
                        && self.exists(&self.next_set(set, b), None, Some(&h[1..]))
                    {
                        return true;
                    }
                }
                false
            }
        }
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
