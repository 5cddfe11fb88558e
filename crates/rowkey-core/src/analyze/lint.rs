//! Lints: design problems the articles and the HBase book warn about, each with a stable rule
//! id, a severity, a message naming the segment (with its span) and a one-line why.
//!
//! Every rule is a small function over [`LintInput`] in its own submodule; [`lints`] runs them
//! all and sorts the findings.

mod length;
mod numbers;
mod order;
mod rule;
mod salt;
mod separator;
mod splits;
mod unique;

#[cfg(test)]
mod testutil;

use crate::i18n::catalogue::lint as msg;
use crate::i18n::{Arg, Message};
use crate::keyspace::{self, Abs, ByteLang, Interp, Keyspace, SegmentModel};
use crate::plan::ir::{Expr, OpAt, Src};
use crate::plan::{Plan, PlanPart, SegmentInfo};
use crate::sample::Compiled;
use crate::Span;
use serde::Serialize;

pub use rule::Rule;

/// How serious a lint is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// HBase will refuse it or the design cannot work.
    Error,
    /// Likely to hurt in production.
    Warning,
    /// Worth knowing.
    Info,
}

/// One finding.
#[derive(Clone, Debug, PartialEq, Serialize, serde::Deserialize)]
pub struct Lint {
    /// The rule, serialised as its stable id (every one is in [`Rule::ALL`]).
    pub rule: Rule,
    /// How serious.
    pub severity: Severity,
    /// What is wrong, naming the segment or field (serialised in the caller's language).
    pub message: Message,
    /// One line on why it matters.
    pub why: Message,
    /// The template span it is about, if any.
    pub span: Option<Span>,
}

impl Lint {
    fn new(
        rule: Rule,
        severity: Severity,
        message: Message,
        why: Message,
        span: Option<Span>,
    ) -> Lint {
        Lint {
            rule,
            severity,
            message,
            why,
            span,
        }
    }
}

/// What the lints look at.
#[derive(Debug)]
pub struct LintInput<'a> {
    /// The design, validated and compiled.
    pub compiled: &'a Compiled,
    /// The keyspace of the keys this design's data makes.
    pub keyspace: &'a Keyspace,
    /// The keyspace the template defines (hashes uniform whatever the data).
    pub nominal: &'a Keyspace,
    /// The split keys as the design gives them, before any sorting (explicit or imported keys
    /// may be unsorted, duplicated or empty).
    pub split_keys: &'a [Vec<u8>],
    /// What the sample showed, when it was run.
    pub observed: Option<Observed>,
}

/// Facts from the sample that some lints use.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Observed {
    /// Keys in the sample.
    pub keys: u64,
    /// Mean key length in bytes.
    pub mean_len: f64,
    /// Longest key in bytes.
    pub max_len: usize,
    /// Keys that repeat an earlier key.
    pub collisions: u64,
}

/// Every lint that applies, most serious first (then in template order; lints about the whole
/// key or the split keys, which have no span, come first within a severity).
///
/// ```
/// use rowkey_core::analyze::lint::{lints, LintInput, Severity};
/// use rowkey_core::{design::Design, keyspace::Keyspace, sample::Compiled};
/// let mut d = Design::new("{ts}_{id}");
/// d.fields.insert("ts".into(), "timestamp(\"2024-02-15T00:00:00Z\", 100)".into());
/// d.fields.insert("id".into(), "uuid()".into());
/// let c = Compiled::new(&d).unwrap();
/// let (ks, nominal) = (Keyspace::new(&c), Keyspace::nominal(&c));
/// let found = lints(&LintInput {
///     compiled: &c,
///     keyspace: &ks,
///     nominal: &nominal,
///     split_keys: &[b"b".to_vec(), b"a".to_vec()],
///     observed: None,
/// });
/// let rules: Vec<&str> = found.iter().map(|l| l.rule.id()).collect();
/// assert_eq!(rules, ["splits", "hotspot", "key-length"]);
/// assert_eq!(found[1].severity, Severity::Warning);
/// assert!(found[1].message.to_string().starts_with("`{ts}` at 0..4 rises with insertion order"));
/// ```
pub fn lints(input: &LintInput<'_>) -> Vec<Lint> {
    let cx = Cx::new(input);
    let mut out = Vec::new();
    out.extend(length::key_length(&cx));
    out.extend(order::hotspot(&cx));
    out.extend(unique::not_unique(&cx));
    out.extend(numbers::unpadded_number(&cx));
    out.extend(numbers::signed_int(&cx));
    out.extend(separator::separator(&cx));
    out.extend(salt::salt_get(&cx));
    out.extend(salt::salt_regions(&cx));
    out.extend(splits::splits(&cx));
    // Stable: rules keep their order among lints of the same severity and position.
    crate::order::sort_by_key(&mut out, |l| (l.severity, l.span.map(|s| s.start)));
    cap_per_rule(out)
}

/// The leading key segment that rises or falls with insertion order, when the plan shows one
/// (the `hotspot` lint's finding, for the verdict).
///
/// ```
/// use rowkey_core::analyze::lint::{ordered_lead, LintInput};
/// use rowkey_core::{design::Design, keyspace::Keyspace, sample::Compiled};
/// let mut d = Design::new("{ts}_{id}");
/// d.fields.insert("ts".into(), "timestamp(\"2024-02-15T00:00:00Z\", 100)".into());
/// d.fields.insert("id".into(), "uuid()".into());
/// let c = Compiled::new(&d).unwrap();
/// let (ks, nominal) = (Keyspace::new(&c), Keyspace::nominal(&c));
/// let input = LintInput { compiled: &c, keyspace: &ks, nominal: &nominal, split_keys: &[], observed: None };
/// let lead = ordered_lead(&input).unwrap();
/// assert_eq!((lead.segment.as_str(), lead.rises), ("`{ts}` at 0..4", true));
/// ```
pub fn ordered_lead(input: &LintInput<'_>) -> Option<crate::analyze::verdict::OrderedLead> {
    order::ordered_lead(&Cx::new(input))
}

pub use crate::limits::MAX_LINTS_PER_RULE;

/// Keep the first [`MAX_LINTS_PER_RULE`] lints of each rule (in the sorted order) and say how
/// many more there are.
fn cap_per_rule(lints: Vec<Lint>) -> Vec<Lint> {
    let mut seen: Vec<(Rule, Severity, usize)> = Vec::new();
    let mut out = Vec::with_capacity(lints.len().min(64));
    for l in lints {
        match seen.iter_mut().find(|(r, _, _)| *r == l.rule) {
            Some((_, _, n)) => {
                *n += 1;
                if *n <= MAX_LINTS_PER_RULE {
                    out.push(l);
                }
            }
            None => {
                seen.push((l.rule, l.severity, 1));
                out.push(l);
            }
        }
    }
    for (rule, severity, n) in seen {
        if n > MAX_LINTS_PER_RULE {
            let more = n - MAX_LINTS_PER_RULE;
            out.push(Lint {
                rule,
                severity,
                message: crate::msg!(msg::CAP_MORE, n = more),
                why: crate::msg!(msg::CAP_WHY, max = MAX_LINTS_PER_RULE),
                span: None,
            });
        }
    }
    out
}

/// One segment as the rules see it: how it is written, its checked form and its model.
struct Seg<'a> {
    info: SegmentInfo,
    expr: &'a Expr,
    /// Index of the part in the plan.
    part: usize,
    model: &'a SegmentModel,
}

impl Seg<'_> {
    /// The segment as written with its span, e.g. `` `{ts | rev}` at 12..22 ``.
    fn label(&self) -> Message {
        let mut text = format!("{{{}", self.info.source);
        for t in &self.info.transforms {
            text.push_str(" | ");
            text.push_str(t);
        }
        text.push('}');
        crate::msg!(
            msg::SEGMENT,
            text = text,
            start = int(self.info.span.start),
            end = int(self.info.span.end)
        )
    }

    /// The field the segment is mostly about, for suggestions.
    fn field(&self) -> Option<&str> {
        self.info.fields.first().map(String::as_str)
    }
}

/// What every rule shares: the input and the segments lined up with their models.
struct Cx<'a> {
    input: &'a LintInput<'a>,
    plan: &'a Plan,
    segs: Vec<Seg<'a>>,
    /// What each plan field can hold, for walking pipelines op by op.
    fields: Vec<Abs>,
}

impl<'a> Cx<'a> {
    fn new(input: &'a LintInput<'a>) -> Cx<'a> {
        let plan = input.compiled.plan();
        let exprs = plan
            .parts()
            .iter()
            .enumerate()
            .filter_map(|(i, p)| match p {
                PlanPart::Segment(e) => Some((i, e)),
                PlanPart::Literal(_) => None,
            });
        // The keyspace lists the same segments in the same order; zipping (rather than indexing)
        // keeps a model that disagreed from panicking.
        let segs = plan
            .segments()
            .into_iter()
            .zip(exprs)
            .zip(input.keyspace.segments())
            .map(|((info, (part, expr)), model)| Seg {
                info,
                expr,
                part,
                model,
            })
            .collect();
        let count = input.compiled.design().sample.count;
        let fields = input
            .compiled
            .field_specs()
            .iter()
            .map(|spec| keyspace::generator_abs(spec, input.compiled.data(), count))
            .collect();
        Cx {
            input,
            plan,
            segs,
            fields,
        }
    }

    /// The template text of an op's transform (`mod(100)`, `hex | left(4)`).
    fn op_text(&self, op: &OpAt) -> String {
        self.plan
            .text()
            .get(op.span.range())
            .map_or_else(|| format!("{:?}", op.op), str::to_owned)
    }

    /// Walk a segment's pipeline op by op with the data's abstract values, calling `visit` for
    /// every op (with the value just before it) and every field read (with the first lossy op on
    /// its way into the key). Nested `concat` arguments are walked too.
    fn walk(&self, seg: &Seg<'_>, visit: &mut dyn FnMut(Visit<'_>)) {
        let interp = Interp {
            fields: &self.fields,
            exact_hashes: true,
        };
        // Only a segment that reads `rest` needs it (copying it for every segment would be
        // quadratic in the template's length); the keyspace models it the way it did.
        let rest = if seg.expr.reads_rest() {
            self.input.keyspace.rest(seg.part)
        } else {
            ByteLang::empty()
        };
        walk_expr(&interp, seg.expr, &rest, None, visit);
    }
}

/// One step of [`Cx::walk`].
enum Visit<'e> {
    /// An op about to be applied to `before`; `after` are the ops that follow it in the same
    /// pipeline.
    Op {
        op: &'e OpAt,
        before: &'e Abs,
        after: &'e [OpAt],
    },
    /// A field read, and the first op on the way to the key that can map two values to one.
    Field {
        index: usize,
        lossy: Option<&'e OpAt>,
    },
}

fn walk_expr<'e>(
    interp: &Interp<'_>,
    e: &'e Expr,
    rest: &ByteLang,
    outer_lossy: Option<&'e OpAt>,
    visit: &mut dyn FnMut(Visit<'_>),
) {
    let source_only = Expr {
        source: e.source.clone(),
        ops: Vec::new(),
        ty: e.ty,
        span: e.span,
    };
    let mut v = interp.expr(&source_only, rest);
    let mut first_lossy = None;
    for (i, op) in e.ops.iter().enumerate() {
        visit(Visit::Op {
            op,
            before: &v,
            after: &e.ops[i + 1..],
        });
        if first_lossy.is_none() && unique::is_lossy(&op.op, &v) {
            first_lossy = Some(op);
        }
        v = keyspace::apply(&op.op, v, true);
    }
    // Inner ops run before outer ones, so the first lossy op is the inner one if any.
    let lossy = first_lossy.or(outer_lossy);
    match &e.source {
        Src::Field { index, .. } => visit(Visit::Field {
            index: *index,
            lossy,
        }),
        Src::Concat(args) => {
            for a in args {
                walk_expr(interp, a, rest, lossy, visit);
            }
        }
        Src::Str(_) | Src::Int(_) | Src::Salt { .. } | Src::Rest => {}
    }
}

/// A number shown as it is, ungrouped (a byte length, a position, a count the rule's text has
/// always written plainly).
fn int(n: impl TryInto<i128>) -> Arg {
    Arg::Int(n.try_into().unwrap_or(i128::MAX))
}

/// `items` joined the way the language lists them (`a and b and c`), or `None` when empty.
/// The pairs nest as a balanced tree, so a list of thousands (a template repeating one lossy
/// segment) is a few levels deep to render, clone and drop, not thousands.
fn joined(mut items: Vec<Message>, pair: &'static crate::i18n::Entry) -> Option<Message> {
    if items.len() <= 1 {
        return items.pop();
    }
    let right = items.split_off(items.len() / 2);
    match (joined(items, pair), joined(right, pair)) {
        (Some(a), Some(b)) => Some(Message::new(pair).arg("a", a).arg("b", b)),
        (a, b) => a.or(b),
    }
}

/// Whether an expression (or a `concat` argument in it) draws a random `salt(N)`.
fn has_salt(e: &Expr) -> bool {
    match &e.source {
        Src::Salt { .. } => true,
        Src::Concat(args) => args.iter().any(has_salt),
        _ => false,
    }
}

#[cfg(test)]
mod tests;
