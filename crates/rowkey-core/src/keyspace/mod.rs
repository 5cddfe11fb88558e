//! The keyspace model: what bytes each key position can hold, derived from the template and the
//! field generators, and what follows from it — which regions no key can reach (the hex-key /
//! ASCII-gap case of the HBase reference guide), each region's expected share of keys, and split
//! points that cut the keys this template can actually produce into even shares (`auto`).
//!
//! Values are modelled as uniform within what a generator or transform allows (a hash is uniform
//! over its range; a timestamp uniform over the sample's time span). Where a transform has no
//! exact model the result over-approximates, so "no key can land here" is never claimed wrongly.

mod absint;
mod byteset;
mod lang;
mod nfa;

pub use absint::{apply, decimal_lang, generator_abs, to_text, Abs, IntAbs, Interp, Trend};
pub use byteset::ByteSet;
pub use lang::Lang;
pub use nfa::Nfa;

use crate::plan::PlanPart;
use crate::sample::Compiled;
use crate::Span;

/// What the model knows about one segment.
#[derive(Clone, Debug)]
pub struct SegmentModel {
    /// The segment's span in the template.
    pub span: Span,
    /// Index of the part in the plan.
    pub part: usize,
    /// The byte strings it can produce.
    pub lang: Lang,
    /// How it moves with insertion order.
    pub trend: Trend,
}

/// The keyspace of a compiled design.
///
/// ```
/// use rowkey_core::{design::Design, keyspace::Keyspace, sample::Compiled};
/// let mut d = Design::new("{id | md5 | hex | left(16)}");
/// d.fields.insert("id".into(), "seq(1, 1)".into());
/// let ks = Keyspace::new(&Compiled::new(&d).unwrap());
/// assert!(!ks.reachable(b":", b"a"));          // the gap between '9' and 'a'
/// assert!((ks.share(b"8", b"") - 0.5).abs() < 1e-9);
/// ```
#[derive(Clone, Debug)]
pub struct Keyspace {
    segments: Vec<SegmentModel>,
    parts: Vec<Lang>,
    lang: Lang,
    nfa: Nfa,
    /// `suffixes[i]` sums up `parts[i..]`.
    suffixes: Vec<Suffix>,
    approximate: bool,
}

/// The most model weight ([`Lang::weight`]: nodes, set strings, cells) a keyspace keeps over
/// all its parts. A unit is some 50 bytes and the model is held about three times (segments,
/// parts, whole key), so this caps it near 40 MB; a template within it (thousands of segments
/// over sets of 1000 values) is modelled exactly, a larger one has its rightmost parts coarsened.
pub const MAX_MODEL_WEIGHT: usize = 1 << 18;

/// The most weight a `rest` is modelled with exactly (it is copied for the segment reading it,
/// and its known strings hashed): past this, rest is its alphabet and length range.
const MAX_REST_WEIGHT: usize = 4096;

/// The most weight all `rest`s of one template copy together, so that many segments reading
/// `rest` stay linear in the template's size.
const MAX_REST_CLONES: usize = 1 << 20;

/// The alphabet, length range and weight of a run of parts.
#[derive(Clone, Copy, Debug, Default)]
struct Suffix {
    alphabet: ByteSet,
    min: usize,
    max: usize,
    weight: usize,
}

impl Suffix {
    fn prepend(self, lang: &Lang) -> Suffix {
        let (a, b) = lang.len_range();
        Suffix {
            alphabet: self.alphabet.union(lang.alphabet()),
            min: self.min.saturating_add(a.min(b)),
            max: self.max.saturating_add(b),
            weight: self.weight.saturating_add(lang.weight()),
        }
    }
}

/// Whether a pipeline (or a `concat` argument in it) reads `rest`.
fn uses_rest(e: &crate::plan::ir::Expr) -> bool {
    match &e.source {
        crate::plan::ir::Src::Rest => true,
        crate::plan::ir::Src::Concat(args) => args.iter().any(uses_rest),
        _ => false,
    }
}

impl Keyspace {
    /// Model a compiled design's keys.
    pub fn new(compiled: &Compiled) -> Keyspace {
        let count = compiled.design().sample.count;
        let fields: Vec<Abs> = compiled
            .field_specs()
            .iter()
            .map(|spec| absint::generator_abs(spec, compiled.data(), count))
            .collect();
        Self::from_fields(compiled.plan(), &fields)
    }

    /// Model a plan given what each of its fields can hold.
    pub fn from_fields(plan: &crate::plan::Plan, fields: &[Abs]) -> Keyspace {
        Self::interpret(plan, fields, true)
    }

    /// The keyspace as the template defines it, every hash uniform over its whole range
    /// whatever values the data feeds it: what salt buckets and pre-splits are cut for.
    pub fn nominal(compiled: &Compiled) -> Keyspace {
        let count = compiled.design().sample.count;
        let fields: Vec<Abs> = compiled
            .field_specs()
            .iter()
            .map(|spec| absint::generator_abs(spec, compiled.data(), count))
            .collect();
        Self::interpret(compiled.plan(), &fields, false)
    }

    fn interpret(plan: &crate::plan::Plan, fields: &[Abs], exact_hashes: bool) -> Keyspace {
        let interp = absint::Interp {
            fields,
            exact_hashes,
        };
        let n = plan.parts().len();
        let mut parts: Vec<Lang> = vec![Lang::empty(); n];
        let mut weights = vec![0usize; n];
        // Which entry of `segments` (built right to left) models each part.
        let mut seg_at: Vec<Option<usize>> = vec![None; n];
        let mut segments = Vec::new();
        let spans: Vec<Span> = plan.segments().iter().map(|s| s.span).collect();
        let mut seg_index = spans.len();
        let mut approximate = false;
        // What follows the part being modelled, summed as parts are added: `rest` for a long
        // tail is its alphabet and length range, in constant time.
        let mut tail = Suffix::default();
        // The weight of every part modelled so far (`parts[i + 1..]`), and the parts left of
        // `cursor` that may still be coarsened.
        let mut total = 0usize;
        let mut cursor = n;
        let mut rest_budget = MAX_REST_CLONES;
        // Right to left, so `rest` knows what follows it.
        for i in (0..n).rev() {
            let mut lang = match &plan.parts()[i] {
                PlanPart::Literal(b) => Lang::Lit(b.clone()),
                PlanPart::Segment(e) => {
                    let rest = if !uses_rest(e) {
                        Lang::empty()
                    } else if total <= MAX_REST_WEIGHT && total <= rest_budget {
                        rest_budget -= total;
                        Lang::cat(parts[i + 1..].to_vec())
                    } else {
                        approximate = true;
                        Lang::run(tail.alphabet, tail.min, tail.max)
                    };
                    let (lang, trend) = absint::to_text(interp.expr(e, &rest));
                    seg_index -= 1;
                    seg_at[i] = Some(segments.len());
                    segments.push(SegmentModel {
                        span: spans.get(seg_index).copied().unwrap_or_default(),
                        part: i,
                        lang: Lang::empty(),
                        trend,
                    });
                    lang
                }
            };
            let mut w = lang.weight();
            // Over the budget: coarsen the parts furthest right first (the key's prefix decides
            // which regions keys reach), then this one if it alone is too large.
            while total.saturating_add(w) > MAX_MODEL_WEIGHT && cursor > i + 1 {
                cursor -= 1;
                let c = nfa::coarse(&parts[cursor]);
                let cw = c.weight();
                if cw < weights[cursor] {
                    total = total - weights[cursor] + cw;
                    weights[cursor] = cw;
                    if let Some(s) = seg_at[cursor] {
                        segments[s].lang = c.clone();
                    }
                    parts[cursor] = c;
                    approximate = true;
                }
            }
            if total.saturating_add(w) > MAX_MODEL_WEIGHT {
                lang = nfa::coarse(&lang);
                w = lang.weight();
                approximate = true;
            }
            tail = tail.prepend(&lang);
            total = total.saturating_add(w);
            if let Some(s) = seg_at[i] {
                segments[s].lang = lang.clone();
            }
            weights[i] = w;
            parts[i] = lang;
        }
        segments.reverse();
        let mut suffixes = vec![Suffix::default(); n + 1];
        for i in (0..n).rev() {
            suffixes[i] = suffixes[i + 1].prepend(&parts[i]);
            suffixes[i].weight = suffixes[i + 1].weight.saturating_add(weights[i]);
        }
        let lang = Lang::cat(parts.clone());
        let nfa = Nfa::new(&lang);
        approximate |= nfa.is_approximate();
        Keyspace {
            segments,
            parts,
            lang,
            nfa,
            suffixes,
            approximate,
        }
    }

    /// Whether the model had to over-approximate because the exact one would be too large
    /// (a very long template, or numbers or sets too big to model exactly within the work
    /// budget). It is still sound: every key the design can make is inside it, so a region
    /// reported unreachable really is; shares are then estimates.
    ///
    /// ```
    /// use rowkey_core::{design::Design, keyspace::Keyspace, sample::Compiled};
    /// let mut d = Design::new("{id}");
    /// d.fields.insert("id".into(), "seq(1, 1)".into());
    /// assert!(!Keyspace::new(&Compiled::new(&d).unwrap()).is_approximate());
    /// ```
    pub fn is_approximate(&self) -> bool {
        self.approximate
    }

    /// What the `rest` of a segment at plan part `part` is modelled as: the parts after it,
    /// exactly while they are small, else their alphabet and length range.
    pub fn rest(&self, part: usize) -> Lang {
        match self.suffixes.get(part + 1) {
            Some(t) if t.weight <= MAX_REST_WEIGHT => {
                Lang::cat(self.parts.get(part + 1..).unwrap_or_default().to_vec())
            }
            Some(t) => Lang::run(t.alphabet, t.min, t.max),
            None => Lang::empty(),
        }
    }

    /// The segments, in key order.
    pub fn segments(&self) -> &[SegmentModel] {
        &self.segments
    }

    /// The language of the whole key.
    pub fn lang(&self) -> &Lang {
        &self.lang
    }

    /// The language of each plan part.
    pub fn parts(&self) -> &[Lang] {
        &self.parts
    }

    /// Whether any key can fall in `[start, end)` (empty `end`: to the end of the table).
    pub fn reachable(&self, start: &[u8], end: &[u8]) -> bool {
        self.nfa.reachable(start, end)
    }

    /// The expected share of keys in `[start, end)`.
    pub fn share(&self, start: &[u8], end: &[u8]) -> f64 {
        self.nfa.share(start, end)
    }

    /// Split keys cutting the keys this template can produce into `regions` even shares: the
    /// shortest rows at each `i / regions` quantile (the `auto` algorithm).
    pub fn auto_splits(&self, regions: usize) -> Vec<Vec<u8>> {
        let mut keys: Vec<Vec<u8>> = Vec::with_capacity(regions.saturating_sub(1));
        let tolerance = 0.001 / regions.max(1) as f64;
        for i in 1..regions {
            let k = self.nfa.quantile(i as f64 / regions as f64, tolerance, 32);
            if !k.is_empty() && keys.last().is_none_or(|last| *last < k) {
                keys.push(k);
            }
        }
        keys
    }

    /// The distinct values the key's leading salt or hash part can take, sorted: the literal
    /// prefix and the first segment, when they make at most `limit` strings.
    pub fn leading_buckets(&self, limit: u128) -> Option<Vec<Vec<u8>>> {
        let first = self.segments.first()?;
        let lead = Lang::cat(self.parts[..=first.part].to_vec());
        let mut items: Vec<Vec<u8>> = lead.enumerate(limit)?.into_iter().map(|(s, _)| s).collect();
        items.sort();
        items.dedup();
        Some(items)
    }
}

#[cfg(test)]
mod tests;
