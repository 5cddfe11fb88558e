//! A weighted automaton over bytes, compiled from a [`ByteLang`]: the probability that a key sorts
//! below a given row, whether any key can fall between two rows, and the rows that cut the
//! keys into equal shares.

use super::lang::{digit_byte, max_digits, ByteLang};
use super::ByteSet;

mod query;

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
    approximate: bool,
}

pub use crate::limits::MAX_NFA_UNITS as MAX_UNITS;

/// Runs up to this long are built exactly, one state per position (text generators stop at
/// 4096 characters); longer ones (over-approximations of long keys) become a loop.
const RUN_CHAIN: usize = 4096;

/// The mandatory positions a looped run still spells out before its loop: enough to keep the
/// short-key bounds that region analysis looks at, few enough to cost nothing.
const LOOP_PREFIX: usize = 64;

/// A coarse part keeps its per-position byte sets when it has a fixed length up to this.
const COARSE_CELLS: usize = 64;

/// A sound over-approximation of `lang` that costs at most a few hundred units: per-position
/// byte sets for a short fixed-length part, else any string over its alphabet in its length
/// range.
pub(crate) fn coarse(lang: &ByteLang) -> ByteLang {
    let (min, max) = lang.len_range();
    if min == max && min <= COARSE_CELLS {
        if let Some(cells) = lang.fixed_cells() {
            return ByteLang::Cells(cells);
        }
    }
    if min > max {
        // An empty alternative list: nothing to build.
        return ByteLang::empty();
    }
    ByteLang::run(lang.alphabet(), min, max)
}

/// An upper-bound guess of the units building `lang` takes (edges copied from the state that
/// follows are not known here; the builder's hard limit catches what this misses). Recursion
/// follows the language tree, whose depth the template's nesting limit bounds.
fn estimate(lang: &ByteLang) -> usize {
    match lang {
        ByteLang::Lit(b) => 2 * b.len(),
        ByteLang::Cells(c) => c.len().saturating_mul(3),
        ByteLang::Run { max, .. } if *max > RUN_CHAIN => 3 * LOOP_PREFIX + 8,
        ByteLang::Run { max, .. } => max.saturating_add(1).saturating_mul(4),
        ByteLang::Set(items) => items
            .iter()
            .fold(1usize, |a, (s, _)| a.saturating_add(2 * s.len() + 2)),
        ByteLang::Num { radix, width, .. } => {
            let fit = max_digits(*radix).min(*width);
            // Two bound paths and one shared full chain per digit, each state up to 4 edges.
            (3 * fit + 1) * 6 + 2 * (width - fit)
        }
        ByteLang::Cat(parts) => parts
            .iter()
            .fold(0usize, |a, p| a.saturating_add(estimate(p))),
        ByteLang::Alt(items) => items.iter().fold(1usize, |a, (l, _)| {
            a.saturating_add(estimate(l)).saturating_add(4)
        }),
    }
}

/// Builds states under a hard unit limit.
struct Builder {
    states: Vec<State>,
    units: usize,
    limit: usize,
    /// The limit was hit: what was built is incomplete and must be thrown away.
    over: bool,
    /// Some part was built coarser than the language says.
    approximate: bool,
}

impl Nfa {
    /// Compile a language within [`MAX_UNITS`].
    ///
    /// Parts too large to build exactly are over-approximated (every key of the language is
    /// still accepted, so "no key can reach this region" stays true), and when even that does
    /// not fit, the whole key becomes any string over its alphabet in its length range.
    pub fn new(lang: &ByteLang) -> Nfa {
        Self::with_limit(lang, MAX_UNITS)
    }

    /// [`Nfa::new`] with another unit limit (tests use small ones).
    pub fn with_limit(lang: &ByteLang, limit: usize) -> Nfa {
        let mut b = Builder::new(limit);
        let start = b.build(lang, 0);
        if !b.over {
            return Nfa {
                states: b.states,
                start,
                approximate: b.approximate,
            };
        }
        // The coarse form of anything is a few hundred units at most (a run of up to
        // RUN_CHAIN positions, or a loop), so this cannot run away whatever the limit.
        let mut b = Builder::new(usize::MAX);
        let start = b.build_exact(&coarse(lang), 0);
        Nfa {
            states: b.states,
            start,
            approximate: true,
        }
    }

    /// Whether the automaton accepts more than its language because the language was too
    /// large to build exactly (shares are then estimates, and unreachable regions may be
    /// missed, never invented).
    pub fn is_approximate(&self) -> bool {
        self.approximate
    }

    /// Number of states (a size measure).
    pub fn len(&self) -> usize {
        self.states.len()
    }

    /// Whether the automaton is trivial.
    pub fn is_empty(&self) -> bool {
        self.states.len() <= 1
    }
}

/// A state that behaves like `t` with probability `p` (and otherwise not at all): the epsilon
/// move into `next` when a part may be empty.
fn scaled(t: &State, p: f64) -> State {
    State {
        stop: t.stop * p,
        edges: t.edges.iter().map(|e| Edge { p: e.p * p, ..*e }).collect(),
    }
}

impl Builder {
    fn new(limit: usize) -> Builder {
        Builder {
            states: vec![State {
                stop: 1.0,
                edges: Vec::new(),
            }],
            units: 1,
            limit,
            over: false,
            approximate: false,
        }
    }

    fn room(&self) -> usize {
        self.limit.saturating_sub(self.units)
    }

    fn push(&mut self, s: State) -> usize {
        self.units = self.units.saturating_add(1 + s.edges.len());
        if self.units > self.limit {
            self.over = true;
        }
        self.states.push(s);
        self.states.len() - 1
    }

    fn scaled(&self, target: usize, p: f64) -> State {
        scaled(&self.states[target], p)
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

    /// Build `lang` followed by the state `next`, coarsening what does not fit the limit;
    /// returns the entry state.
    fn build(&mut self, lang: &ByteLang, next: usize) -> usize {
        if self.over {
            return next;
        }
        match lang {
            ByteLang::Cat(parts) => {
                let est: Vec<usize> = parts.iter().map(estimate).collect();
                let room = self.room();
                if est.iter().fold(0usize, |a, &e| a.saturating_add(e)) <= room {
                    return parts.iter().rev().fold(next, |to, p| self.build(p, to));
                }
                // Reserve the coarse form of every part, then keep parts exact from the left
                // (the key's prefix decides which regions keys reach) while the rest fits.
                let coarse_parts: Vec<ByteLang> = parts.iter().map(coarse).collect();
                let reserve = coarse_parts
                    .iter()
                    .fold(0usize, |a, c| a.saturating_add(estimate(c)));
                if reserve > room {
                    self.approximate = true;
                    return self.build_exact(&coarse(lang), next);
                }
                let mut extra = room - reserve;
                let exact: Vec<bool> = est
                    .iter()
                    .zip(&coarse_parts)
                    .map(|(&e, c)| {
                        let more = e.saturating_sub(estimate(c));
                        let keep = more <= extra;
                        if keep {
                            extra -= more;
                        }
                        keep
                    })
                    .collect();
                let mut to = next;
                for i in (0..parts.len()).rev() {
                    to = if exact[i] {
                        self.build(&parts[i], to)
                    } else {
                        self.approximate = true;
                        self.build_exact(&coarse_parts[i], to)
                    };
                }
                to
            }
            ByteLang::Alt(items) => {
                if estimate(lang) > self.room() {
                    self.approximate = true;
                    return self.build_exact(&coarse(lang), next);
                }
                let entries: Vec<(usize, f64)> = items
                    .iter()
                    .map(|(l, p)| (self.build(l, next), *p))
                    .collect();
                self.mix(&entries)
            }
            // A long run that fits is still built exactly (a run of one fill byte costs two
            // units a position).
            ByteLang::Run { set, min, max } if estimate(lang) <= self.room() => {
                self.run_chain(*set, *min, *max, next)
            }
            _ if estimate(lang) > self.room() => {
                self.approximate = true;
                self.build_exact(&coarse(lang), next)
            }
            _ => self.build_exact(lang, next),
        }
    }

    /// Build `lang` as it is (a long run still becomes a loop).
    fn build_exact(&mut self, lang: &ByteLang, next: usize) -> usize {
        if self.over {
            return next;
        }
        match lang {
            ByteLang::Lit(bytes) => bytes.iter().rev().fold(next, |to, &b| {
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
            ByteLang::Cells(cells) => cells.iter().rev().fold(next, |to, set| {
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
            ByteLang::Run { set, min, max } if *max > RUN_CHAIN => {
                self.approximate = true;
                self.run_loop(*set, *min, *max, next)
            }
            ByteLang::Run { set, min, max } => self.run_chain(*set, *min, *max, next),
            ByteLang::Set(items) => {
                let refs: Vec<(&[u8], f64)> =
                    items.iter().map(|(s, w)| (s.as_slice(), *w)).collect();
                self.trie(&refs, next)
            }
            ByteLang::Num {
                lo,
                hi,
                radix,
                width,
            } => self.num(*lo, *hi, *radix, *width, next),
            ByteLang::Cat(parts) => parts
                .iter()
                .rev()
                .fold(next, |to, p| self.build_exact(p, to)),
            ByteLang::Alt(items) => {
                let entries: Vec<(usize, f64)> = items
                    .iter()
                    .map(|(l, p)| (self.build_exact(l, next), *p))
                    .collect();
                self.mix(&entries)
            }
        }
    }

    /// A run, one state per position.
    fn run_chain(&mut self, set: ByteSet, min: usize, max: usize, next: usize) -> usize {
        let n = set.len() as f64;
        let ranges = set.ranges();
        let mut to = next;
        for i in (0..=max).rev() {
            if self.over {
                return next;
            }
            // Lengths are uniform: at position i, ending here takes 1 of the lengths left.
            let q = if i >= min {
                1.0 / (max - i + 1) as f64
            } else {
                0.0
            };
            let mut s = self.scaled(next, q);
            if i < max && n > 0.0 {
                for &(lo, hi) in &ranges {
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

    /// Strings over `set` of at least `min.min(LOOP_PREFIX)` bytes and any length beyond: a
    /// chain of mandatory positions into a state that loops on `set` or moves on to `next`.
    /// Accepts every length in `min..=max` (and more), so it over-approximates the run.
    fn run_loop(&mut self, set: ByteSet, min: usize, max: usize, next: usize) -> usize {
        let n = set.len() as f64;
        let ranges = set.ranges();
        let prefix = min.min(LOOP_PREFIX);
        // Ending after each byte with probability 1 / (mean extra length + 1) gives the loop
        // the run's mean length.
        let extra = ((min as f64 + max as f64) / 2.0 - prefix as f64).max(1.0);
        let q = 1.0 / (extra + 1.0);
        let mut s = self.scaled(next, if n > 0.0 { q } else { 1.0 });
        let looped = self.states.len();
        if n > 0.0 {
            for &(lo, hi) in &ranges {
                s.edges.push(Edge {
                    lo,
                    hi,
                    p: (1.0 - q) * (hi as f64 - lo as f64 + 1.0) / n,
                    to: looped,
                });
            }
        }
        let mut to = self.push(s);
        if n == 0.0 {
            return to;
        }
        for _ in 0..prefix {
            let edges = ranges
                .iter()
                .map(|&(lo, hi)| Edge {
                    lo,
                    hi,
                    p: (hi as f64 - lo as f64 + 1.0) / n,
                    to,
                })
                .collect();
            to = self.push(State { stop: 0.0, edges });
        }
        to
    }

    /// A trie over sorted weighted strings (weights sum to 1), built with an explicit stack:
    /// strings can be as long as a row key (32767 bytes), too deep to recurse on.
    fn trie(&mut self, items: &[(&[u8], f64)], next: usize) -> usize {
        struct Frame {
            /// The strings under this node: `items[from..to]`, sharing `depth` leading bytes.
            from: usize,
            to: usize,
            depth: usize,
            /// The next string to place.
            at: usize,
            total: f64,
            state: State,
            /// The byte and probability of the edge from the parent into this node.
            edge: (u8, f64),
        }
        let total: f64 = items.iter().map(|(_, w)| w).sum();
        let mut stack = vec![Frame {
            from: 0,
            to: items.len(),
            depth: 0,
            at: 0,
            total,
            state: State::default(),
            edge: (0, 0.0),
        }];
        loop {
            let Some(top) = stack.last_mut() else {
                return next;
            };
            if top.at < top.to {
                let (head, w) = items[top.at];
                let depth = top.depth;
                if head.len() == depth {
                    let t = scaled(&self.states[next], w / top.total);
                    top.state.stop += t.stop;
                    top.state.edges.extend(t.edges);
                    top.at += 1;
                    continue;
                }
                let b = head[depth];
                let mut j = top.at;
                while j < top.to && items[j].0.get(depth) == Some(&b) {
                    j += 1;
                }
                let mass: f64 = items[top.at..j].iter().map(|(_, w)| w).sum();
                let p = mass / top.total;
                let from = top.at;
                top.at = j;
                stack.push(Frame {
                    from,
                    to: j,
                    depth: depth + 1,
                    at: from,
                    total: mass,
                    state: State::default(),
                    edge: (b, p),
                });
                continue;
            }
            let Some(done) = stack.pop() else {
                return next;
            };
            debug_assert!(done.from <= done.to);
            let id = self.push(done.state);
            match stack.last_mut() {
                Some(parent) => parent.state.edges.push(Edge {
                    lo: done.edge.0,
                    hi: done.edge.0,
                    p: done.edge.1,
                    to: id,
                }),
                None => return id,
            }
            if self.over {
                return next;
            }
        }
    }

    /// Numbers `lo..=hi` in `width` digits of `radix`, uniform.
    fn num(&mut self, lo: u128, hi: u128, radix: u16, width: usize, next: usize) -> usize {
        if width == 0 {
            return next;
        }
        let fit = max_digits(radix);
        // full[k]: the state reading any k digits into `next`, built once and shared, so the
        // automaton has a few states per digit rather than a digit tree.
        let mut full = vec![Some(next)];
        if width > fit {
            // Leading zeros, built as a chain rather than by recursion (widths go to 32767).
            let zero = digit_byte(0, radix);
            let mut to = self.num_in(lo, hi, radix, fit, next, &mut full);
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
        self.num_in(lo, hi, radix, width, next, &mut full)
    }

    /// [`Builder::num`] for `width <= max_digits(radix)`. Recursion depth is the width, at
    /// most 39 (decimal digits of a u128).
    fn num_in(
        &mut self,
        lo: u128,
        hi: u128,
        radix: u16,
        width: usize,
        next: usize,
        full: &mut Vec<Option<usize>>,
    ) -> usize {
        if width == 0 || self.over {
            return next;
        }
        let r = radix as u128;
        let unit = r.pow(width as u32 - 1);
        let is_full = lo == 0 && unit.checked_mul(r).is_some_and(|m| hi == m - 1);
        if is_full {
            if let Some(Some(s)) = full.get(width) {
                return *s;
            }
        }
        let (dlo, dhi) = (lo / unit, hi / unit);
        let total = (hi - lo) as f64 + 1.0;
        let mut edges = Vec::new();
        if dlo == dhi {
            let to = self.num_in(lo % unit, hi % unit, radix, width - 1, next, full);
            edges.push(Edge {
                lo: digit_byte(dlo as u16, radix),
                hi: digit_byte(dlo as u16, radix),
                p: 1.0,
                to,
            });
        } else {
            let low_end = self.num_in(lo % unit, unit - 1, radix, width - 1, next, full);
            let low_n = (unit - lo % unit) as f64;
            edges.push(Edge {
                lo: digit_byte(dlo as u16, radix),
                hi: digit_byte(dlo as u16, radix),
                p: low_n / total,
                to: low_end,
            });
            if dhi - dlo >= 2 {
                let all = self.num_in(0, unit - 1, radix, width - 1, next, full);
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
                        to: all,
                    });
                    d = e + 1;
                }
            }
            let high_end = self.num_in(0, hi % unit, radix, width - 1, next, full);
            let high_n = (hi % unit + 1) as f64;
            edges.push(Edge {
                lo: digit_byte(dhi as u16, radix),
                hi: digit_byte(dhi as u16, radix),
                p: high_n / total,
                to: high_end,
            });
        }
        let id = self.push(State { stop: 0.0, edges });
        if is_full {
            if full.len() <= width {
                full.resize(width + 1, None);
            }
            full[width] = Some(id);
        }
        id
    }
}
