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
        let mut segments = Vec::new();
        let spans: Vec<Span> = plan.segments().iter().map(|s| s.span).collect();
        let mut seg_index = spans.len();
        // Right to left, so `rest` knows what follows it.
        for i in (0..n).rev() {
            match &plan.parts()[i] {
                PlanPart::Literal(b) => parts[i] = Lang::Lit(b.clone()),
                PlanPart::Segment(e) => {
                    let rest = Lang::cat(parts[i + 1..].to_vec());
                    let (lang, trend) = absint::to_text(interp.expr(e, &rest));
                    seg_index -= 1;
                    segments.push(SegmentModel {
                        span: spans.get(seg_index).copied().unwrap_or_default(),
                        part: i,
                        lang: lang.clone(),
                        trend,
                    });
                    parts[i] = lang;
                }
            }
        }
        segments.reverse();
        let lang = Lang::cat(parts.clone());
        let nfa = Nfa::new(&lang);
        Keyspace {
            segments,
            parts,
            lang,
            nfa,
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
