//! The keyspace model: what bytes each key position can hold, derived from the template and the
//! field generators, and what follows from it — which regions no key can reach (the hex-key /
//! ASCII-gap case of the HBase reference guide), each region's expected share of keys, and split
//! points that cut the keys this template can actually produce into even shares (`auto`).
//!
//! Values are modelled as uniform within what a generator or transform allows (a hash is uniform
//! over its range; a timestamp uniform over the sample's time span). Where a transform has no
//! exact model the result over-approximates, so "no key can land here" is never claimed wrongly.
//!
//! Every design gets a model in bounded time and memory: the parts are modelled within a weight
//! budget ([`MAX_MODEL_WEIGHT`]) and compiled within a work budget ([`MAX_UNITS`]); what
//! does not fit is coarsened (still sound) and [`Keyspace::is_approximate`] says so. No
//! recursion follows an input-controlled size: recursion follows the language tree, whose depth
//! the template's nesting limit bounds, and digits of a number (at most 39); strings, bounds and
//! runs are walked with loops and explicit work lists.

pub(crate) mod absint;
mod byteset;
mod lang;
mod nfa;

pub use absint::{
    apply, coarse_abs, decimal_lang, generator_abs, to_text, Abs, IntAbs, Interp, Trend,
};
pub use byteset::ByteSet;
pub use lang::ByteLang;
pub use nfa::{Nfa, MAX_UNITS};

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
    pub lang: ByteLang,
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
    parts: Vec<ByteLang>,
    lang: ByteLang,
    nfa: Nfa,
    /// `suffixes[i]` sums up `parts[i..]`.
    suffixes: Vec<Suffix>,
    approximate: bool,
}

pub use crate::limits::MAX_MODEL_WEIGHT;

use crate::limits::MAX_REST_WEIGHT;

use crate::limits::MAX_REST_CLONES;

/// The alphabet, length range and weight of a run of parts.
#[derive(Clone, Copy, Debug, Default)]
struct Suffix {
    alphabet: ByteSet,
    min: usize,
    max: usize,
    weight: usize,
}

impl Suffix {
    /// The run with `lang` in front.
    fn prepend(self, lang: &ByteLang) -> Suffix {
        let (a, b) = lang.len_range();
        Suffix {
            alphabet: self.alphabet.union(lang.alphabet()),
            min: self.min.saturating_add(a.min(b)),
            max: self.max.saturating_add(b),
            weight: self.weight.saturating_add(lang.weight()),
        }
    }
}

/// Models segments within [`MAX_MODEL_WEIGHT`].
struct Modeller<'a> {
    exact: absint::Interp<'a>,
    /// Every field's value range without its known values: what segments are modelled from
    /// once the budget is spent, so that each costs little whatever the template's length.
    coarse_fields: Vec<Abs>,
    /// Each pipeline modelled so far (by [`expr_key`] and whether it was coarse): a pipeline
    /// repeated over the template is modelled once.
    memo: std::collections::HashMap<(bool, String), (ByteLang, Trend)>,
    /// The weight of every part modelled so far.
    total: usize,
    /// The budget is spent: the model is approximate from here on.
    exhausted: bool,
}

impl Modeller<'_> {
    fn model(&mut self, e: &crate::plan::ir::Expr, rest: &ByteLang) -> (ByteLang, Trend) {
        let coarse = self.exhausted;
        let key = (!e.reads_rest()).then(|| (coarse, expr_key(e)));
        let known = key.as_ref().and_then(|k| self.memo.get(k)).cloned();
        let (mut lang, trend) = if let Some(known) = known {
            known
        } else if coarse {
            let rough = absint::Interp {
                fields: &self.coarse_fields,
                exact_hashes: false,
            };
            absint::to_text(rough.expr(e, rest))
        } else {
            absint::to_text(self.exact.expr(e, rest))
        };
        if coarse || self.total.saturating_add(lang.weight()) > MAX_MODEL_WEIGHT {
            lang = nfa::coarse(&lang);
            self.exhausted = true;
        }
        self.add(&lang);
        if let Some(k) = key {
            // Kept while the memo is within the budget too (coarse entries are small).
            if (self.total <= MAX_MODEL_WEIGHT || coarse) && !self.memo.contains_key(&k) {
                self.memo.insert(k, (lang.clone(), trend));
            }
        }
        (lang, trend)
    }

    fn add(&mut self, lang: &ByteLang) {
        self.total = self.total.saturating_add(lang.weight());
    }
}

/// A pipeline's identity for the model: its source and operations, without spans (and
/// without the salt slot, which draws from the same buckets).
fn expr_key(e: &crate::plan::ir::Expr) -> String {
    use crate::plan::ir::Src;
    use std::fmt::Write;
    let mut out = String::new();
    // Nesting is bounded by the template parser's depth limit.
    fn write(e: &crate::plan::ir::Expr, out: &mut String) {
        let _ = match &e.source {
            Src::Concat(args) => {
                out.push_str("concat(");
                for a in args {
                    write(a, out);
                    out.push(',');
                }
                out.push(')');
                Ok(())
            }
            Src::Salt { buckets, .. } => write!(out, "salt({buckets})"),
            other => write!(out, "{other:?}"),
        };
        for op in &e.ops {
            let _ = write!(out, "|{:?}", op.op);
        }
    }
    write(e, &mut out);
    out
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

    /// [`Keyspace::new`] for a sample of `count` rows rather than the design's own count: what
    /// the fields can hold (a timestamp's last value, say) depends on how many rows run.
    pub(crate) fn for_rows(compiled: &Compiled, count: u64) -> Keyspace {
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
        let mut m = Modeller {
            exact: absint::Interp {
                fields,
                exact_hashes,
            },
            coarse_fields: fields.iter().map(absint::coarse_abs).collect(),
            memo: Default::default(),
            total: 0,
            exhausted: false,
        };
        let n = plan.parts().len();
        let mut parts: Vec<ByteLang> = vec![ByteLang::empty(); n];
        let mut trends = vec![Trend::None; n];
        // Segments that do not read `rest` depend on nothing else: model them left to right, so
        // that when the budget runs out it is the end of the key that is coarse, not the
        // prefix that decides which regions keys reach.
        for (i, part) in plan.parts().iter().enumerate() {
            match part {
                PlanPart::Literal(b) => {
                    parts[i] = ByteLang::Lit(b.clone());
                    m.total = m.total.saturating_add(parts[i].weight());
                }
                PlanPart::Segment(e) if !e.reads_rest() => {
                    (parts[i], trends[i]) = m.model(e, &ByteLang::empty());
                }
                PlanPart::Segment(_) => {}
            }
        }
        // Then the segments reading `rest`, right to left, so each sees what follows it. A long
        // tail is given as its alphabet and length range, in constant time.
        let mut tail = Suffix::default();
        let mut rest_budget = MAX_REST_CLONES;
        for i in (0..n).rev() {
            if let PlanPart::Segment(e) = &plan.parts()[i] {
                if e.reads_rest() {
                    let rest = if tail.weight <= MAX_REST_WEIGHT && tail.weight <= rest_budget {
                        rest_budget -= tail.weight;
                        ByteLang::cat(parts[i + 1..].to_vec())
                    } else {
                        m.exhausted = true;
                        ByteLang::run(tail.alphabet, tail.min, tail.max)
                    };
                    (parts[i], trends[i]) = m.model(e, &rest);
                }
            }
            tail = tail.prepend(&parts[i]);
        }
        let spans = plan.segments().into_iter().map(|s| s.span);
        let segments: Vec<SegmentModel> = plan
            .parts()
            .iter()
            .enumerate()
            .filter(|(_, p)| matches!(p, PlanPart::Segment(_)))
            .zip(spans.chain(std::iter::repeat(Span::default())))
            .map(|((i, _), span)| SegmentModel {
                span,
                part: i,
                lang: parts[i].clone(),
                trend: trends[i],
            })
            .collect();
        let mut suffixes = vec![Suffix::default(); n + 1];
        for i in (0..n).rev() {
            suffixes[i] = suffixes[i + 1].prepend(&parts[i]);
        }
        let lang = ByteLang::cat(parts.clone());
        let nfa = Nfa::new(&lang);
        let approximate = m.exhausted || nfa.is_approximate();
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
    pub fn rest(&self, part: usize) -> ByteLang {
        match self.suffixes.get(part + 1) {
            Some(t) if t.weight <= MAX_REST_WEIGHT => {
                ByteLang::cat(self.parts.get(part + 1..).unwrap_or_default().to_vec())
            }
            Some(t) => ByteLang::run(t.alphabet, t.min, t.max),
            None => ByteLang::empty(),
        }
    }

    /// The segments, in key order.
    pub fn segments(&self) -> &[SegmentModel] {
        &self.segments
    }

    /// The language of the whole key.
    pub fn lang(&self) -> &ByteLang {
        &self.lang
    }

    /// The language of each plan part.
    pub fn parts(&self) -> &[ByteLang] {
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
        let lead = ByteLang::cat(self.parts[..=first.part].to_vec());
        let mut items: Vec<Vec<u8>> = lead.enumerate(limit)?.into_iter().map(|(s, _)| s).collect();
        crate::order::sort(&mut items);
        items.dedup();
        Some(items)
    }
}

#[cfg(test)]
mod tests;
